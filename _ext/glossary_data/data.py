"""The bilingual glossary data file: load and validate it.

Pure Python: the Sphinx directive and ``tools/check_po.py`` both read the glossary through
:func:`load_glossary`, with the claims rule's line-aware YAML loader and text checks
(``claims.core``: one loader for every data file). Schema, one mapping per term id::

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
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from claims.core.detector import detector_for
from claims.core.fidelity import compare
from claims.core.load import LineDict, Problem, YamlError, duplicates, load_yaml
from claims.core.messages import extract
from claims.core.safety import bidi_controls, raw_html
from glossary_data.warnings import Subtype

#: languages every entry must carry, in its rendering and its definition
LANGUAGES = ("en", "zh_CN")
ENTRY_KEYS = frozenset({"en", "zh_CN", "abbr", "definition"})
ID = re.compile(r"^[a-z0-9][a-z0-9\-]*$")


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


#: the figures a text holds, as the site's claims scan finds them
FindFigures = Callable[[str], list[str]]


def figures_for(extra_units: dict[str, list[str]], ignore: Any = ()) -> FindFigures:
    """The figures the claims scan finds with the site's ``claims_extra_units`` and
    ``claims_ignore_patterns``: a definition is read as the site's pages are."""
    detector = detector_for(extra_units, ignore)
    return lambda text: [f.text for f in detector.find(text)]


def site_figures(config: Any) -> FindFigures:
    """:func:`figures_for` a Sphinx configuration (the default scan without the claims
    extension's settings)."""
    return figures_for(
        getattr(config, "claims_extra_units", {}), getattr(config, "claims_ignore_patterns", ())
    )


def load_glossary(
    path: Path, find_figures: FindFigures | None = None
) -> tuple[list[Term], list[Problem[Subtype]]]:
    """The valid entries of the data file at *path*, in file order, and its problems; a
    definition's translation is read with *find_figures* (default: the scan's own units)."""
    find_figures = find_figures or figures_for({})
    where = str(path)
    problems: list[Problem[Subtype]] = []

    def problem(subtype: Subtype, line: int, message: str) -> None:
        problems.append(Problem(subtype, where, line, message))

    if not path.is_file():
        problem(Subtype.MISSING_FILE, 0, f"glossary data file {where} does not exist")
        return [], problems
    try:
        data = load_yaml(path)
    except YamlError as exc:
        problem(Subtype.MALFORMED, exc.line, str(exc))
        return [], problems
    for dup in duplicates(data):
        problem(
            Subtype.DUPLICATE,
            dup.line,
            f"{dup.key!r} is defined twice (first at line {dup.first_line}); the first one is used",
        )
    terms: list[Term] = []
    seen: dict[str, Term] = {}
    for tid, entry in data.items():
        line = data.lines[tid]
        term = _entry(tid, entry, line, problem, find_figures)
        if term is None:
            continue
        first = seen.get(term.en.casefold())
        if first is not None:
            problem(
                Subtype.DUPLICATE,
                line,
                f"term {term.en!r} ({tid!r}) is already defined "
                f"by {first.id!r} at line {first.line}",
            )
            continue
        seen[term.en.casefold()] = term
        terms.append(term)
    return terms, problems


def _entry(tid: Any, entry: Any, line: int, problem, find_figures: FindFigures) -> Term | None:
    if not isinstance(tid, str) or not ID.match(tid):
        problem(
            Subtype.MALFORMED,
            line,
            f"term id {tid!r} must be lowercase letters, digits and hyphens",
        )
        return None
    if not isinstance(entry, LineDict):
        problem(
            Subtype.MALFORMED,
            line,
            f"term {tid!r} must be a mapping with keys {', '.join(sorted(ENTRY_KEYS))}",
        )
        return None
    for key in sorted(set(entry) - ENTRY_KEYS, key=str):
        problem(
            Subtype.UNKNOWN_KEY,
            entry.lines[key],
            f"unknown key {key!r} in term {tid!r}; allowed: {', '.join(sorted(ENTRY_KEYS))}",
        )
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
            problem(
                Subtype.MALFORMED,
                entry.lines[key],
                f"{key!r} of term {tid!r} must be a non-empty string",
            )
            ok = False
            continue
        texts[key] = value.strip()
    definition = entry.get("definition")
    definitions: dict[str, str] = {}
    if definition is None:
        problem(
            Subtype.MISSING_FIELD,
            line,
            f"term {tid!r} needs a 'definition' with {' and '.join(LANGUAGES)}",
        )
        ok = False
    elif not isinstance(definition, LineDict):
        problem(
            Subtype.MALFORMED,
            entry.lines["definition"],
            f"'definition' of term {tid!r} must map {' and '.join(LANGUAGES)} to text",
        )
        ok = False
    else:
        for key in sorted(set(definition) - set(LANGUAGES), key=str):
            problem(
                Subtype.UNKNOWN_KEY,
                definition.lines[key],
                f"unknown language {key!r} in the definition of term {tid!r}; "
                f"allowed: {', '.join(LANGUAGES)}",
            )
        for language in LANGUAGES:
            value = definition.get(language)
            if value is None:
                problem(
                    Subtype.MISSING_FIELD,
                    definition.line,
                    f"term {tid!r} needs a definition in {language!r}",
                )
                ok = False
            elif not isinstance(value, str) or not value.strip():
                problem(
                    Subtype.MALFORMED,
                    definition.lines[language],
                    f"the {language!r} definition of term {tid!r} must be non-empty text",
                )
                ok = False
            else:
                definitions[language] = " ".join(value.split())
    for key, value in [
        *((k, entry.get(k)) for k in ("en", "zh_CN", "abbr")),
        *(
            (f"definition.{k}", v)
            for k, v in (definition or {}).items()
            if isinstance(definition, LineDict)
        ),
    ]:
        if not isinstance(value, str):
            continue
        at = entry.lines.get(
            key,
            definition.lines.get(key.partition(".")[2], line)
            if isinstance(definition, LineDict)
            else line,
        )
        tags = raw_html(extract(value).prose)  # definitions are MyST: roles are not tags
        if tags:
            problem(
                Subtype.RAW_HTML,
                at,
                f"raw HTML in {key!r} of term {tid!r} "
                f"({', '.join(tags)}): the glossary is text; remove it",
            )
            ok = False
        controls = bidi_controls(value)
        if controls:
            problem(
                Subtype.BIDI_CONTROL,
                at,
                f"bidirectional control characters "
                f"({', '.join(controls)}) in {key!r} of term "
                f"{tid!r}; remove them",
            )
            ok = False
    if ok and set(LANGUAGES) <= set(definitions) and isinstance(definition, LineDict):
        # a definition's translation keeps its numbers, as a page's does
        for issue in compare(definitions["en"], definitions["zh_CN"], find_figures=find_figures):
            problem(
                Subtype.TRANSLATION,
                definition.lines["zh_CN"],
                f"the 'zh_CN' definition of term {tid!r}: {issue.message}",
            )
            ok = False
    if not ok:
        return None
    return Term(
        id=tid,
        en=texts["en"],
        zh_CN=texts["zh_CN"],
        abbr=texts.get("abbr"),
        definition=definitions,
        line=line,
    )
