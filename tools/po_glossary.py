"""Glossary terms in catalogs: a msgid that uses a term needs the agreed rendering.

The terms come from ``source/_data/glossary.yaml`` (the same file the Glossary page is
rendered from, read with :func:`glossary_data.data.load_glossary`). A term matches as a
whole word, case-insensitively, singular or plural ("tokens", "paged KV caches"); an
abbreviation matches case-sensitively ("TTFT") and may also be kept as is in the msgstr.
Where terms overlap ("paged KV cache" contains "KV cache"), only the longest is checked.
Pure functions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from glossary_data.data import Term
from tools.po_findings import Issue, Subtype
from tools.po_markup import extract

_PLURAL = r"(?:s|es)?"


@dataclass(frozen=True)
class Matcher:
    term: Term
    pattern: re.Pattern[str]
    #: what the msgstr must contain (any one of them), compared without spaces, casefolded
    accepted: tuple[str, ...]
    label: str


def _words(text: str) -> str:
    return r"[\s\-]+".join(re.escape(w) for w in text.split())


def matchers(terms: Iterable[Term]) -> list[Matcher]:
    found = []
    for term in terms:
        rendering = _squash(term.zh_CN)
        found.append(
            Matcher(
                term,
                re.compile(rf"(?<![\w-]){_words(term.en)}{_PLURAL}(?![\w-])", re.IGNORECASE),
                (rendering,),
                term.en,
            )
        )
        if term.abbr:
            found.append(
                Matcher(
                    term,
                    re.compile(rf"(?<![\w-]){re.escape(term.abbr)}s?(?![\w-])"),
                    (rendering, _squash(term.abbr)),
                    term.abbr,
                )
            )
    return found


def _squash(text: str) -> str:
    return "".join(text.split()).casefold()


def check_glossary(msgid: str, msgstr: str, terms: list[Matcher]) -> list[Issue]:
    """One issue per glossary term the msgid uses whose rendering the msgstr lacks."""
    if msgid == msgstr:  # deliberately left in English (a name, a code-only message)
        return []
    prose = extract(msgid).prose
    hits: list[tuple[int, int, Matcher]] = []
    for matcher in terms:
        hits.extend((m.start(), m.end(), matcher) for m in matcher.pattern.finditer(prose))
    # the longest of overlapping matches: "chunked prefill" rather than "prefill"
    hits.sort(key=lambda h: (h[0], -(h[1] - h[0])))
    kept: list[tuple[int, int, Matcher]] = []
    for hit in hits:
        if kept and hit[0] < kept[-1][1]:
            continue
        kept.append(hit)
    target = _squash(msgstr)
    issues, reported = [], set()
    for start, end, matcher in kept:
        if matcher.term.id in reported or any(a in target for a in matcher.accepted):
            continue
        reported.add(matcher.term.id)
        also = f" (or keep {matcher.term.abbr!r})" if matcher.label == matcher.term.abbr else ""
        issues.append(
            Issue(
                Subtype.GLOSSARY,
                (
                    f"glossary term {prose[start:end]!r} is rendered {matcher.term.zh_CN!r}{also}; "
                    f"the msgstr does not use it (see the glossary entry {matcher.term.id!r})"
                ),
            )
        )
    return issues
