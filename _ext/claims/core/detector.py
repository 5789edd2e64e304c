"""Find performance-looking numbers in running text (English and Chinese).

Pure functions over strings: no Sphinx imports, so the detector is tested table-driven and
benchmarked on its own. A *finding* is a span of text that a reader would take as a
performance figure (a speedup, a percentage, a throughput, a latency, a bandwidth, a memory
size, a power draw or a cost). Counts in a setup ("2 GPUs", "32 layers", "batch size 8"),
years, versions, model sizes ("13B"), compute capabilities and section numbers are not
findings, because no rule matches them.

The tables (units, number words, cue words) live in :mod:`claims.core.units`, the *rules* built
from them in :mod:`claims.core.rules`. The rules are the alternatives of one compiled regular
expression, so a text is scanned once: they are grouped by what they start with, and a match of
a rule that needs a word ("times", "倍", "token") counts only in a text that contains it.
(Compiling an expression per set of words present cost a compilation per distinct set, which on
real prose was most of the scan's time.) A rule whose unit cannot decide on its own (a token
count, a percentage, a number word) carries a *check* that reads the words around the match:
the context cues the Authoring guide documents.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from claims.core import units as u
from claims.core.rules import (
    DIGIT,
    MEMORY_G,
    PREFILTER,
    SHAPES,
    UNIT,
    UNIT_CHECKS,
    UNIT_FIRST,
    Rule,
    unit_rule,
)


@dataclass(frozen=True)
class Finding:
    """One performance-looking figure: its span in the text and what kind it is."""

    start: int
    end: int
    text: str
    category: str


@dataclass
class Detector:
    """A compiled detector. *extra_units* extends :data:`claims.core.units.UNITS` by category;
    *ignore* holds regular expressions whose matches are never findings."""

    extra_units: Mapping[str, Sequence[str]] = field(default_factory=dict)
    ignore: Sequence[str] = ()

    def __post_init__(self) -> None:
        # names: consumed, never reported; tried first where they can start
        rules: list[Rule] = [Rule("", p, first=r"[A-Za-z0-9]") for p in u.IGNORE_AT_NAMES]
        rules += [Rule("", p, first=DIGIT) for p in u.IGNORE]
        # the shapes that start before their number (每秒 …, TPS > …) come first
        rules += SHAPES[:UNIT_FIRST]
        units = {
            category: [*rows, *self.extra_units.get(category, ())]
            for category, rows in u.UNITS.items()
        }
        units.update((c, list(rows)) for c, rows in self.extra_units.items() if c not in units)
        self._unit_categories = list(units)
        rules.append(unit_rule(units))
        rules.append(MEMORY_G)
        rules += SHAPES[UNIT_FIRST:]
        self._rules = rules
        self._always = frozenset(i for i, rule in enumerate(rules) if not rule.needs)
        # one search for every word some rule needs; a word found also stands for the words
        # inside it ("gb" for "b"), since the search does not report overlapping words
        words = sorted({w for rule in rules for w in rule.needs}, key=lambda w: (-len(w), w))
        self._needs = re.compile("|".join(map(re.escape, words)))
        self._implies = {w: {v for v in words if v in w} for w in words}
        self._needed_by: dict[str, set[int]] = {}
        for i, rule in enumerate(rules):
            for w in rule.needs:
                self._needed_by.setdefault(w, set()).add(i)
        # the one alternation of every rule, grouped by what they start with (every rule
        # compiles here, or the configuration fails)
        groups: dict[str, list[str]] = {}
        for i, rule in enumerate(rules):
            groups.setdefault(rule.first, []).append(
                f"(?P<r{i}>{rule.pattern.replace('(?P<fig>', f'(?P<f{i}>')})"
            )
        self._pattern = re.compile(
            "|".join(f"(?={first})(?:{'|'.join(alts)})" for first, alts in groups.items())
        )
        # the rules in the alternation's order, each compiled alone: where the rule that
        # matched is not in play or rejects its match, the ones after it are tried there
        order = [i for first in groups for i, rule in enumerate(rules) if rule.first == first]
        self._after = {i: order[n + 1 :] for n, i in enumerate(order)}
        self._alone = [re.compile(rule.pattern) for rule in rules]
        self._starts = {first: re.compile(first) for first in groups}
        self._ignore = [re.compile(p) for p in self.ignore]

    def find(self, text: str) -> list[Finding]:
        """All findings in *text*, left to right, not overlapping."""
        if not PREFILTER.search(text):
            return []
        normal = text.translate(u.FULL_WIDTH)
        active = set(self._always)
        for word in set(self._needs.findall(normal.lower())):
            for implied in self._implies[word]:
                active |= self._needed_by[implied]
        blocked = [m.span() for p in self._ignore for m in p.finditer(normal)]
        found: list[Finding] = []
        position = 0
        while (first := self._pattern.search(normal, position)) is not None:
            taken = self._take(normal, first, active)
            if taken is None:  # every rule that matches here rejects its match
                position = first.start() + 1
                continue
            m, category, (start, end) = taken
            if category:
                if not any(s <= start < e or s < end <= e for s, e in blocked):
                    found.append(Finding(start, end, text[start:end], category))
            position = m.end()
        return found

    def _take(
        self, normal: str, first: re.Match[str], active: set[int]
    ) -> tuple[re.Match[str], str, tuple[int, int]] | None:
        """The match at *first*'s position of the first rule, in the alternation's order, that
        is in play (the words it needs are in the text) and accepts its match: a name (its
        category empty) or a finding. The alternation reports the first rule that matches;
        the ones after it are tried alone only when that one is not in play or rejects."""
        matched = int((first.lastgroup or "f0")[1:])  # every alternative is a named group
        at = first.start()
        starts = {f for f, guard in self._starts.items() if guard.match(normal, at)}
        for index in (matched, *self._after[matched]):
            if index not in active or self._rules[index].first not in starts:
                continue
            # the alternation's own match for its rule (its figure group is f<index>)
            m = first if index == matched else self._alone[index].match(normal, at)
            if m is None:
                continue
            rule = self._rules[index]
            if not rule.category:
                return m, "", m.span()
            category, check = rule.category, rule.check
            if category == UNIT:
                category = next(
                    c for n, c in enumerate(self._unit_categories) if m.group(f"u{n}") is not None
                )
                check = UNIT_CHECKS.get(category)
            group = f"f{index}" if m is first else "fig"
            span = m.span(group) if group in m.re.groupindex else m.span()
            if check is None or check(normal, *span):
                return m, category, span
        return None
