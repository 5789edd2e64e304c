"""The one line-aware YAML loader for every data file (claims, hardware, glossary).

Every mapping remembers its own line and the line of each key, and a key written twice is a
:class:`Duplicate` with both lines: YAML would silently keep the last one, which is how a
second declaration of a claim could replace the first with another source.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Generic, TypeVar

import yaml

#: libyaml's parser when PyYAML has it (several times faster on thousands of claims)
_BaseLoader: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Duplicate:
    """A key that a mapping declares twice: where first and where again."""

    key: Any
    first_line: int
    line: int


class LineDict(dict):  # type: ignore[type-arg]
    """A YAML mapping that knows the line of itself and of each of its keys (1-based)."""

    line: int = 0

    def __init__(self) -> None:
        super().__init__()
        self.lines: dict[Any, int] = {}
        self.duplicates: list[Duplicate] = []

    def line_of(self, key: Any) -> int:
        return self.lines.get(key, self.line)


class _LineLoader(_BaseLoader):
    """A SafeLoader that builds :class:`LineDict` mappings."""


def _construct_mapping(loader: Any, node: yaml.MappingNode) -> LineDict:
    mapping = LineDict()
    mapping.line = node.start_mark.line + 1
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        if key in mapping:
            mapping.duplicates.append(Duplicate(key, mapping.lines[key], line))
            continue  # the first declaration stands; the second is an error
        mapping[key] = loader.construct_object(value_node, deep=True)
        mapping.lines[key] = line
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


#: the warning subtypes of the extension that reports a problem (claims or glossary)
S = TypeVar("S", bound=Enum)


@dataclass(frozen=True)
class Problem(Generic[S]):
    """A located problem in a data file."""

    subtype: S
    path: str
    line: int
    message: str


class YamlError(Exception):
    """A data file that is not valid YAML (or not a mapping at the top)."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.line = line


def load_yaml(path: Path) -> LineDict:
    """The top-level mapping of the YAML file at *path* (empty for an empty file).

    Raises :class:`YamlError` with the line for a syntax error or a top level that is not a
    mapping; :class:`OSError` when the file cannot be read.
    """
    return load_yaml_text(path.read_text(encoding="utf-8"))


def load_yaml_text(text: str) -> LineDict:
    """:func:`load_yaml` of a data file's text (a file at a git revision, for example)."""
    try:
        data = yaml.load(text, Loader=_LineLoader)  # noqa: S506 (a SafeLoader subclass)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise YamlError(
            f"YAML syntax error: {getattr(exc, 'problem', None) or exc}",
            mark.line + 1 if mark else 1,
        ) from exc
    if data is None:
        return LineDict()
    if not isinstance(data, LineDict):
        raise YamlError("expected a mapping of ids to entries at the top level", 1)
    return data


def duplicates(data: Any) -> list[Duplicate]:
    """Every duplicate key in *data* and in the mappings nested in it, in file order."""
    found: list[Duplicate] = []
    stack = [data]
    while stack:
        current = stack.pop()
        if isinstance(current, LineDict):
            found.extend(current.duplicates)
            stack.extend(current.values())
        elif isinstance(current, list):
            stack.extend(current)
    return sorted(found, key=lambda d: d.line)
