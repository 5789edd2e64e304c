"""The bilingual glossary data file: load and validate it.

Pure Python (PyYAML only): the Sphinx directive and ``tools/check_po.py`` both read the
glossary through :func:`load_glossary`. Schema, one mapping per term id::

    prefill:
      en: prefill                  # the English term (also the {term} target)
      zh_CN: 预填充                 # the agreed Chinese rendering
      abbr: TTFT                   # optional abbreviation, a second {term} target
      definition:
        en: The phase that ...
        zh_CN: 处理整个提示词的阶段……

Every problem is a :class:`Problem` with the file and line; nothing is dropped silently.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from glossary_data.warnings import Subtype

#: languages every entry must carry, in its rendering and its definition
LANGUAGES = ("en", "zh_CN")
ENTRY_KEYS = frozenset({"en", "zh_CN", "abbr", "definition"})
ID = re.compile(r"^[a-z0-9][a-z0-9\-]*$")


@dataclass(frozen=True)
class Problem:
    """A located problem in the data file."""

    subtype: Subtype
    path: str
    line: int
    message: str


@dataclass(frozen=True)
class Term:
    """One glossary entry."""

    id: str
    en: str
    zh_CN: str
    definition: dict[str, str]
    line: int
    abbr: str | None = None

    def definition_in(self, language: str) -> str:
        """The definition in *language* (``zh_CN``, ``zh``…), else in English."""
        if language in self.definition:
            return self.definition[language]
        base = language.split("_")[0].split("-")[0]
        for key, text in self.definition.items():
            if key.split("_")[0] == base:
                return text
        return self.definition["en"]


class _LineDict(dict):
    line: int = 1

    def __init__(self) -> None:
        super().__init__()
        self.lines: dict[Any, int] = {}
        self.duplicates: list[tuple[Any, int]] = []


#: libyaml's parser when PyYAML has it (several times faster on thousands of claims)
_BaseLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _LineLoader(_BaseLoader):
    """SafeLoader that remembers the line of every key and notices duplicate keys."""


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> _LineDict:
    mapping = _LineDict()
    mapping.line = node.start_mark.line + 1
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        if key in mapping:
            mapping.duplicates.append((key, line))
        mapping[key] = loader.construct_object(value_node, deep=True)
        mapping.lines[key] = line
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def load_glossary(path: Path) -> tuple[list[Term], list[Problem]]:
    """The valid entries of the data file at *path*, in file order, and its problems."""
    where = str(path)
    problems: list[Problem] = []

    def problem(subtype: Subtype, line: int, message: str) -> None:
        problems.append(Problem(subtype, where, line, message))

    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        problem(Subtype.MISSING_FILE, 0, f"glossary data file {where} does not exist")
        return [], problems
    try:
        data = yaml.load(text, Loader=_LineLoader)  # noqa: S506 (a SafeLoader subclass)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem(Subtype.MALFORMED, mark.line + 1 if mark else 1,
                f"YAML syntax error: {getattr(exc, 'problem', None) or exc}")
        return [], problems
    if data is None:
        return [], problems
    if not isinstance(data, _LineDict):
        problem(Subtype.MALFORMED, 1, "expected a mapping of term ids to entries")
        return [], problems
    for key, line in data.duplicates:
        problem(Subtype.DUPLICATE, line, f"term id {key!r} is defined twice; the last one wins")
    terms: list[Term] = []
    seen: dict[str, Term] = {}
    for tid, entry in data.items():
        line = data.lines[tid]
        term = _entry(tid, entry, line, problem)
        if term is None:
            continue
        first = seen.get(term.en.casefold())
        if first is not None:
            problem(Subtype.DUPLICATE, line, f"term {term.en!r} ({tid!r}) is already defined "
                                             f"by {first.id!r} at line {first.line}")
            continue
        seen[term.en.casefold()] = term
        terms.append(term)
    return terms, problems


def _entry(tid: Any, entry: Any, line: int, problem) -> Term | None:
    if not isinstance(tid, str) or not ID.match(tid):
        problem(Subtype.MALFORMED, line,
                f"term id {tid!r} must be lowercase letters, digits and hyphens")
        return None
    if not isinstance(entry, _LineDict):
        problem(Subtype.MALFORMED, line, f"term {tid!r} must be a mapping with keys "
                                         f"{', '.join(sorted(ENTRY_KEYS))}")
        return None
    for key in sorted(set(entry) - ENTRY_KEYS, key=str):
        problem(Subtype.UNKNOWN_KEY, entry.lines[key], f"unknown key {key!r} in term {tid!r}; "
                                                       f"allowed: {', '.join(sorted(ENTRY_KEYS))}")
    ok = True
    texts: dict[str, str] = {}
    for key in ("en", "zh_CN", "abbr"):
        value = entry.get(key)
        if value is None:
            if key != "abbr":
                problem(Subtype.MISSING_FIELD, line, f"term {tid!r} needs {key!r}")
                ok = False
            continue
        if not isinstance(value, str) or not value.strip():
            problem(Subtype.MALFORMED, entry.lines[key],
                    f"{key!r} of term {tid!r} must be a non-empty string")
            ok = False
            continue
        texts[key] = value.strip()
    definition = entry.get("definition")
    definitions: dict[str, str] = {}
    if definition is None:
        problem(Subtype.MISSING_FIELD, line, f"term {tid!r} needs a 'definition' with "
                                             f"{' and '.join(LANGUAGES)}")
        ok = False
    elif not isinstance(definition, _LineDict):
        problem(Subtype.MALFORMED, entry.lines["definition"],
                f"'definition' of term {tid!r} must map {' and '.join(LANGUAGES)} to text")
        ok = False
    else:
        for key in sorted(set(definition) - set(LANGUAGES), key=str):
            problem(Subtype.UNKNOWN_KEY, definition.lines[key],
                    f"unknown language {key!r} in the definition of term {tid!r}; "
                    f"allowed: {', '.join(LANGUAGES)}")
        for language in LANGUAGES:
            value = definition.get(language)
            if value is None:
                problem(Subtype.MISSING_FIELD, definition.line,
                        f"term {tid!r} needs a definition in {language!r}")
                ok = False
            elif not isinstance(value, str) or not value.strip():
                problem(Subtype.MALFORMED, definition.lines[language],
                        f"the {language!r} definition of term {tid!r} must be non-empty text")
                ok = False
            else:
                definitions[language] = " ".join(value.split())
    if not ok:
        return None
    return Term(id=tid, en=texts["en"], zh_CN=texts["zh_CN"], abbr=texts.get("abbr"),
                definition=definitions, line=line)
