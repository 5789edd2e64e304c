"""What ``check-po`` can report: one :class:`Subtype` per kind of problem, each with its level.

Pure data, no I/O. The checks in ``po_markup``, ``po_glossary`` and ``po_pofilter`` return
:class:`Issue` (a subtype and a message for one catalog entry); the cited-numbers rule's
checks (``claims.core.fidelity``) carry the claims extension's own subtypes, so a finding
reads the same in ``check-po`` and in the build. ``check_po`` locates them as
:class:`Finding` (file, line, msgid).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import Enum


class Level(str, Enum):
    ERROR = "error"
    WARNING = "warning"


class Subtype(str, Enum):
    """Every finding subtype of ``check-po``; the level of each is in :data:`LEVELS`."""

    ROLE_DROPPED = "role-dropped"
    """A role of the msgid (``{ref}`…```, ``{claim}`…```, …) is missing from the msgstr."""
    ROLE_ADDED = "role-added"
    """The msgstr has a role that the msgid does not have."""
    ROLE_CHANGED = "role-changed"
    """A role keeps its target but has another name (``{doc}`` became ``{ref}``)."""
    ROLE_TARGET = "role-target"
    """A role keeps its name but points at another target; only its display text may change."""
    CODE = "code"
    """Inline code (`` `…` ``) is changed, missing or added: code is never translated."""
    MATH = "math"
    """Inline math (``$…$``) is changed, missing or added."""
    URL = "url"
    """A bare or autolinked URL is changed, missing or added."""
    LINK_TARGET = "link-target"
    """The target of a Markdown link ``[text](target)`` is changed, missing or added."""
    FOOTNOTE = "footnote"
    """A footnote reference ``[^x]`` is changed, missing or added."""
    SUBSTITUTION = "substitution"
    """A ``{{substitution}}`` is changed, missing or added."""
    POFILTER_URLS = "pofilter-urls"
    """pofilter ``urls``: URLs differ (reported only when no ``url``/``link-target`` finding
    already covers the entry)."""
    POFILTER_XMLTAGS = "pofilter-xmltags"
    """pofilter ``xmltags``: ``<…>`` differ (not reported when a role or link finding
    already covers the entry)."""
    POFILTER_PYTHONBRACEFORMAT = "pofilter-pythonbraceformat"
    """pofilter ``pythonbraceformat``: ``{…}`` differ (not reported when a role or
    substitution finding already covers the entry)."""
    GLOSSARY = "glossary"
    """The msgid uses a glossary term and the msgstr lacks its agreed rendering."""
    GLOSSARY_DATA = "glossary-data"
    """The glossary data file itself has a problem (so terms may be missing from the check)."""
    CATALOG = "catalog"
    """A catalog cannot be read."""
    STYLE = "style"
    """The msgstr uses wording a house rule of ``source/_data/zh-style.yaml`` excludes; the
    message says what to write instead."""
    STYLE_DATA = "style-data"
    """The house-rules file itself has a problem (a rule without a pattern, a pattern that
    is no regular expression, a rule declared twice)."""


#: warnings never fail ``check-po``; everything else is an error
WARNINGS = frozenset({Subtype.GLOSSARY, Subtype.GLOSSARY_DATA})


def level_of(subtype: Enum) -> Level:
    return Level.WARNING if subtype in WARNINGS else Level.ERROR


def label(subtype: Enum) -> str:
    """How a finding names its subtype: ``role-dropped``; the cited-numbers rule's own as
    the build does, ``claims.translation-number``."""
    return subtype.value if isinstance(subtype, Subtype) else f"claims.{subtype.value}"


@dataclass(frozen=True)
class Issue:
    """A problem of one catalog entry, not yet located."""

    subtype: Enum  # a Subtype here, or the claims rule's (claims.warnings.Subtype)
    message: str


@dataclass(frozen=True)
class Finding:
    """A located problem: ``path:line: [subtype] message (msgid: "…")``."""

    path: str
    line: int
    level: Level
    subtype: Enum
    message: str
    msgid: str
    fuzzy: bool = False

    def format(self) -> str:
        short = self.msgid if len(self.msgid) <= 60 else self.msgid[:60] + "…"
        short = short.replace("\n", " ")
        fuzzy = " (fuzzy entry)" if self.fuzzy else ""
        return (
            f"{self.path}:{self.line}: [{label(self.subtype)}] {self.message}{fuzzy} "
            f'(msgid: "{short}")'
        )

    def as_dict(self) -> dict[str, object]:
        data = asdict(self)
        data["level"] = self.level.value
        data["subtype"] = label(self.subtype)
        return data
