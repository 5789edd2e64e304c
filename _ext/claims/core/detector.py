"""Find performance-looking numbers in running text (English and Chinese).

Pure functions over strings: no Sphinx imports, so the detector is tested table-driven and
benchmarked on its own. A *finding* is a span of text that a reader would take as a
performance figure (a speedup, a percentage, a throughput, a latency, a bandwidth, a memory
size, a power draw or a cost). Counts in a setup ("2 GPUs", "32 layers", "batch size 8"),
years, versions, model sizes ("13B"), compute capabilities and section numbers are not
findings, because no rule matches them.

The tables (units, number words, cue words) live in :mod:`claims.core.units`, the *rules* built
from them in :mod:`claims.core.rules`. Most rules are the alternatives of a few compiled regular
expressions, one for each thing a rule starts with (a digit, a name, a sign…); a match of a rule
that needs a word ("times", "倍", "token") counts only in a text that contains it. The rules that
need a word and start at a word, a Chinese character or a digit (:data:`SEARCHED_ALONE`) are left
out of them: in an alternation they would be tried at nearly every position of every text, while
a text has the words of only a few of them, so each one a text calls for is searched for on its
own, behind the class of characters it can start with (:mod:`claims.core.starts`); those that
start alike and need the same words are one search. The matches of all these searches are
merged by position and then in the order a position tries the rules, which gives the findings
of trying every rule at every position. (Compiling an expression per set of words present would
cost a compilation per distinct set: thousands on the labelled corpus.) What no text can match
is not searched: an alternation whose rules all need words, in a text without any of them, and
a rule written for Chinese (:mod:`claims.core.matches`), in a text without a Chinese, Japanese
or Korean character. A search and a rule tried alone are compiled when a text first calls for
them, so a build compiles what its pages use. A rule whose unit cannot decide on its own (a
token count, a percentage, a number word) carries a *check* that reads the words around the
match: the context cues the Authoring guide documents.
"""

from __future__ import annotations

import hashlib
import heapq
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from claims.core import units as u
from claims.core.compiled import STORE, Store, tag
from claims.core.matches import WIDE
from claims.core.rules import (
    DIGIT,
    HAN,
    MEMORY_G,
    NAME,
    SHAPES,
    SYMBOL_N,
    UNIT,
    UNIT_CHECKS,
    UNIT_FIRST,
    WORD,
    Rule,
    may_hold_figure,
    unit_rule,
)

#: what a rule starts with, for the rules that need a word and are searched for one by one in
#: a text that has it (not in an alternation, where nearly every position would try them)
SEARCHED_ALONE = frozenset({WORD, HAN, SYMBOL_N, DIGIT})


def _without_names(pattern: str) -> str:
    """*pattern* with its named groups made plain (unless a back-reference reads one)."""
    return pattern if "(?P=" in pattern else re.sub(r"(?<!\\)\(\?P<\w+>", "(?:", pattern)


#: a number going on after a digit: its decimals or a group of thousands ("81.2%", "18,752");
#: a finding that ends there holds only the number's start, which a rule's lookahead can leave
#: by backtracking ("accuracy is 81" of "accuracy is 81.2%")
_NUMBER_GOES_ON = re.compile(r"(?<=\d)(?:[.．]\d|,\d{3}(?!\d))")

#: where a number starts (not inside a name: "13.4TB of HBM3e" names the memory by 13.4TB)
_NUMBER_START = re.compile(r"(?<![A-Za-z0-9_.,])\d")


def named_span(m: re.Match[str], first: str) -> tuple[int, int]:
    """What a name's match *m* sets aside: all of it, or, for a name that starts at a word or
    a Chinese character ("a machine with 32 GB", "显存大小为 24 GB"), only its last number on:
    the words before it say what the number names and may hold a figure of their own."""
    if first not in (WORD, HAN):
        return m.span()
    starts = [number.start() for number in _NUMBER_START.finditer(m.string, m.start(), m.end())]
    return (starts[-1], m.end()) if starts else m.span()


def _word_search(words: Sequence[str], store: Store) -> re.Pattern[str]:
    """One search for *words* at every position (a look-ahead, so that " us" does not hide
    the "usd" it overlaps): the longest word found at a position also stands for the words
    inside it ("gb" for "b"); a position whose character starts no word is passed over by
    one test of a class, not the trie's first branch."""
    starts = "".join(re.escape(c) for c in sorted({w[0] for w in words}))
    return store.compile(f"(?=[{starts}])(?=({word_pattern(words)}))")


def _alternation(first: str, patterns: Sequence[str], store: Store) -> re.Pattern[str]:
    """One search for any of *patterns*, which all start with *first*, behind that guard."""
    return _guarded(first, "|".join(map(_without_names, patterns)), store)


def _guarded(first: str, pattern: str, store: Store) -> re.Pattern[str]:
    """*pattern* behind its guard and the class of its first characters: a position where it
    cannot start costs a test or two, not a try of the pattern."""
    return store.compile(f"(?={first}){store.start_class(pattern) or ''}(?:{pattern})")


#: a letter to the words that go on with it ("" where a word ends)
Trie = dict[str, "Trie"]


def any_word(words: Sequence[str]) -> re.Pattern[str]:
    """A pattern that matches, at each position, the longest of *words* that starts there
    (:func:`word_pattern`, compiled)."""
    return re.compile(word_pattern(words))


def word_pattern(words: Sequence[str]) -> str:
    """The pattern of :func:`any_word`.

    Written as a trie ("per (?:dollar|second|usd)"), not as the words' alternation: sre tries
    an alternation's branches one by one at every position, 200 words in all, and a trie's
    only the branch of the next letter, which makes the search for needed words over twice
    as fast.
    """
    tree: Trie = {}
    for word in words:
        node = tree
        for letter in word:
            node = node.setdefault(letter, {})
        node[""] = {}  # a word ends here

    def pattern(node: Trie) -> str:
        branches = [re.escape(letter) + pattern(node[letter]) for letter in sorted(node) if letter]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"
        # where a word ends and longer ones go on, the longer first (greedy), else this one
        return f"(?:{body})?" if "" in node else body

    return pattern(tree)


#: how many texts' findings a detector keeps before it starts again
_REMEMBERED = 20_000

#: how many texts' readings :meth:`Detector.readings` gives (those read last first)
KEPT = 20_000

#: what a detector's findings depend on besides its configuration: the interpreter and the
#: source of this package, which holds the detector's code and tables (a test checks that it
#: imports nothing from outside it); readings kept from before any change are another's
CODE = tag(sorted(Path(__file__).parent.glob("*.py")))


@dataclass(frozen=True)
class Finding:
    """One performance-looking figure: its span in the text and what kind it is."""

    start: int
    end: int
    text: str
    category: str


#: what a mark set on it leaves a digit (or its point)
_DIGITS = frozenset("0123456789.,")


@dataclass
class Detector:
    """A compiled detector. *extra_units* extends :data:`claims.core.units.UNITS` by category;
    *ignore* holds regular expressions whose matches are never findings."""

    extra_units: Mapping[str, Sequence[str]] = field(default_factory=dict)
    ignore: Sequence[str] = ()
    #: where its patterns are compiled, and kept (:mod:`claims.core.compiled`)
    store: Store = field(default=STORE, repr=False, compare=False)

    def __post_init__(self) -> None:
        # names: consumed, never reported; tried first where they can start
        rules: list[Rule] = [Rule("", p, first=NAME) for p in u.IGNORE_AT_NAMES]
        rules += [Rule("", p, first=WORD, needs=needs) for p, needs in u.IGNORE_AT_WORDS]
        rules += [Rule("", p, first=HAN, needs=needs) for p, needs in u.IGNORE_AT_HAN]
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
        # the words some rule needs that a text holds
        words = sorted({w for rule in rules for w in rule.needs})
        self._needs = _word_search(words, self.store)
        # in a text without a wide character, no Chinese word; and a word of one or two
        # characters ("e", "x", "it") is looked for with `in`: the search found each of its
        # many places, half of what it cost in English prose
        narrow = [w for w in words if not WIDE.search(w)]
        self._narrow_needs = _word_search([w for w in narrow if len(w) > 2], self.store)
        self._narrow_short = tuple(w for w in narrow if len(w) <= 2)
        needed_by: dict[str, set[int]] = {}
        for i, rule in enumerate(rules):
            for w in rule.needs:
                needed_by.setdefault(w, set()).add(i)
        # the rules each word found puts in play: its own and those of the words inside it
        self._in_play = {
            w: frozenset(i for v in words if v in w for i in needed_by[v]) for w in words
        }
        # the rules in the order a position tries them: grouped by what they start with
        firsts = list(dict.fromkeys(rule.first for rule in rules))
        order = [i for first in firsts for i, rule in enumerate(rules) if rule.first == first]
        self._rank = {i: n for n, i in enumerate(order)}
        # each rule compiled alone, and each search below, when a text first calls for it: a
        # build compiles what its pages use (compiling them all took three quarters of the
        # detector's construction, 0.75 s of CPU, more than the scan of a 50-article site)
        self._alone: dict[int, re.Pattern[str]] = {}
        self._separate = [i for i in order if rules[i].needs and rules[i].first in SEARCHED_ALONE]
        # the rules of the alternations below that only a text with a Chinese (or other wide)
        # character can match: a text without one does not search for them ("24 GB 显存" at
        # every digit of English); of the rules searched alone, found when first searched
        self._rule_needs_wide: dict[int, bool] = {}
        self._wide = frozenset(i for i in order if i not in self._separate and self._needs_wide(i))
        # each searched with its guard and the class of its first characters before it: a
        # position where it cannot start costs a test or two, not a try of the pattern; rules
        # that start alike and need the same words are in play together, searched as one
        alike: dict[tuple[str, frozenset[str]], list[int]] = {}
        for i in self._separate:
            alike.setdefault((rules[i].first, frozenset(rules[i].needs)), []).append(i)
        self._alike = {rows[0]: rows for rows in alike.values()}
        self._alike_first = frozenset(self._alike)
        self._searched: dict[tuple[int, bool], tuple[re.Pattern[str], int] | None] = {}
        # an alternation of the other rules for each start, each searched on its own (compiled
        # here, so that a wrong unit a site adds fails its configuration): in one alternation
        # of them all, sre tries every start's guard at every position, about a fifth slower
        # on the site. An alternation only finds where one of its rules matches; which one,
        # and its figure, the rules tried alone there tell (sre saves every group's mark at
        # every alternative it tries: with its groups named, the digits' alternation took two
        # thirds longer)
        # (and apart, those only a text with a wide character calls for, and those that need
        # a word, searched only in a text with one of their words)
        groups: dict[tuple[str, bool, bool], list[int]] = {}
        for i in order:
            if i not in self._separate:
                key = (rules[i].first, i in self._wide, bool(rules[i].needs))
                groups.setdefault(key, []).append(i)
        self._alternations = [
            (_alternation(first, [rules[i].pattern for i in rows], self.store), rows[0])
            for (first, _, _), rows in groups.items()
        ]
        self._gated = {rows[0]: frozenset(rows) for (_, _, needs), rows in groups.items() if needs}
        # where the rule that matched is not in play or rejects its match, the ones after it
        # in that order are tried there
        self._after = {i: order[n + 1 :] for n, i in enumerate(order)}
        self._starts = {first: self.store.compile(first) for first in firsts}
        self._ignore = [re.compile(p) for p in self.ignore]
        self._found: dict[str, tuple[Finding, ...]] = {}
        # what an earlier build read (:meth:`recall`), and what this process read, in order
        self._kept: dict[str, tuple[Finding, ...]] = {}
        self._read: dict[str, tuple[Finding, ...]] = {}
        self._taken_anew = False  # a read process's readings taken held some
        self._categories = frozenset(
            [*(r.category for r in rules if r.category and r.category != UNIT)]
            + self._unit_categories
        )

    @property
    def identity(self) -> str:
        """What this detector's findings depend on: its code (:data:`CODE`) and configuration.
        Readings are recalled only by a detector of the same identity."""
        units = [(c, list(rows)) for c, rows in self.extra_units.items()]  # (order counts)
        config = repr((units, list(self.ignore)))
        return hashlib.sha256(f"{CODE}\n{config}".encode()).hexdigest()[:32]

    def find(self, text: str) -> list[Finding]:
        """All findings in *text*, left to right, not overlapping."""
        # a site repeats many texts (", ", a date, a column's heading): each is read once
        known = self._found.get(text)
        if known is None:
            known = self._kept.get(text)
            if known is None:
                known = tuple(self._find_all(text))
            self._found[text] = known
            if len(self._found) > _REMEMBERED:
                self._found.clear()
            if len(self._read) < KEPT:
                self._read[text] = known
        return list(known)

    def forget(self) -> None:
        """Forget the texts read so far, and those recalled: the next reading of each is done
        again."""
        self._found.clear()
        self._kept.clear()

    def readings(self, recalled: bool = True) -> dict[str, Any]:
        """The texts read, with their findings, as JSON: those this process read (in the order
        read), then, if *recalled*, those recalled that it did not read, up to :data:`KEPT`
        texts in all; what :meth:`recall` takes back."""
        texts = [*self._read]
        if recalled:
            texts = [*texts, *(t for t in self._kept if t not in self._read)][:KEPT]
        return {
            "identity": self.identity,
            "found": {
                t: [[f.start, f.end, f.category] for f in self._read.get(t, self._kept.get(t, ()))]
                for t in texts
            },
        }

    def read_anew(self) -> bool:
        """Whether this process, or a read process whose readings it took, read a text that no
        reading recalled holds."""
        return self._taken_anew or any(text not in self._kept for text in self._read)

    def recall(self, data: Mapping[str, Any]) -> bool:
        """Take in an earlier build's :meth:`readings`, to be found again without reading;
        False (and nothing taken) for another detector's or for anything not of their shape,
        or where a finding is not one this detector can make."""
        kept = self._checked(data)
        if kept is not None:
            self._kept.update(kept)
        return kept is not None

    def take(self, data: Mapping[str, Any]) -> None:
        """Take in the :meth:`readings` of a process forked to read pages, as read in this
        one."""
        taken = self._checked(data)
        for text, found in (taken or {}).items():
            if len(self._read) < KEPT:
                self._read[text] = found
        self._taken_anew = self._taken_anew or bool(taken and data.get("anew"))

    def kept_all(self) -> None:
        """What was read is kept (:meth:`readings` was saved): none of it is read anew."""
        self._kept.update(self._read)
        self._taken_anew = False

    def _checked(self, data: Mapping[str, Any]) -> dict[str, tuple[Finding, ...]] | None:
        try:
            if data.get("identity") != self.identity:
                return None
            return {text: self._findings(text, found) for text, found in data["found"].items()}
        except (AttributeError, KeyError, TypeError, ValueError):
            return None

    def _findings(self, text: str, found: Any) -> tuple[Finding, ...]:
        if not isinstance(text, str) or not isinstance(found, list):
            raise TypeError(text)
        findings: list[Finding] = []
        for start, end, category in found:
            # left to right, not overlapping, inside the text, of a kind this detector finds
            after = findings[-1].end if findings else 0
            if not (
                type(start) is int
                and type(end) is int
                and after <= start < end <= len(text)
                and category in self._categories
            ):
                raise ValueError(found)
            findings.append(Finding(start, end, text[start:end], category))
        return tuple(findings)

    def _find_all(self, text: str) -> list[Finding]:
        if (
            u.INVISIBLE.search(text) is None
            and u.SQUARED.search(text) is None
            and u.MARK_ON_DIGIT.search(text) is None
            and ("$" not in text or u.TEX_NUMBER.search(text) is None)
        ):
            return self._find(text)
        # read without the characters drawn as nothing, the marks set on a digit and the TeX
        # around a number, and a unit drawn in one square character as its letters ("㎳" as
        # "ms"); each figure reported as written
        read: list[str] = []
        place: list[int] = []  # the text's index of each character read
        kept: list[int] = []  # the text's index of each character drawn
        for i, c in enumerate(text):
            if not (
                u.INVISIBLE.match(c) or (u.MARK.match(c) and kept and text[kept[-1]] in _DIGITS)
            ):
                kept.append(i)
        drawn = "".join(text[i] for i in kept)
        tex: dict[int, str] = {}  # what each character of TeX reads as ("" for nothing)
        for m in u.TEX_NUMBER.finditer(drawn) if "$" in drawn else ():
            tex.update({m.start(): "", m.start(2): ""})
            if m.start(1) >= 0:
                tex.update({m.start(1): "~", **dict.fromkeys(range(m.start(1) + 1, m.end(1)), "")})
            if m.start(3) >= 0:
                tex[m.start(3)] = ""
        for j, i in enumerate(kept):
            c = text[i]
            if j in tex:
                shown = tex[j]
            else:
                shown = unicodedata.normalize("NFKC", c) if u.SQUARED.match(c) else c
            read.extend(shown)
            place.extend([i] * len(shown))
        return [
            Finding(
                place[f.start],
                place[f.end - 1] + 1,
                text[place[f.start] : place[f.end - 1] + 1],
                f.category,
            )
            for f in self._find("".join(read))
        ]

    def _find(self, text: str) -> list[Finding]:
        normal = text.translate(u.TO_READ)
        if u.CONFUSABLE_UNIT.search(normal):
            # a unit written in look-alike letters, one for one: "42 мѕ" is "42 ms"
            normal = u.CONFUSABLE_UNIT.sub(lambda m: m.group().translate(u.CONFUSABLES), normal)
        # (read as the rules read it: "ｔｅｎｓ ｏｆ ｓｅｃｏｎｄｓ" once passed the check unread)
        if not may_hold_figure(normal):
            return []
        # (after the check: a letter drawn as a digit touches one, which passes it)
        if u.DIGIT_LIKE_NEAR.search(normal):
            # one character for one: the findings' places are the text's; again until none is
            # left, as each read digit may make its neighbour one ("1,OOO")
            while True:
                read = u.DIGIT_LIKE.sub(u.read_as_digit, normal)
                if read == normal:
                    break
                normal = read
        active, wide = self._in_play_in(normal)
        blocked = [m.span() for p in self._ignore for m in p.finditer(normal)]
        # the alternations and each rule searched alone that the text calls for, each with the
        # first rule it holds; the next match of each, by position and then by the order a
        # position tries rules
        scanners = [
            *(
                (pattern, i)
                for pattern, i in self._alternations
                if (wide or i not in self._wide)
                and (i not in self._gated or not active.isdisjoint(self._gated[i]))
            ),
            *filter(
                None, (self._search_for(i, wide) for i in active.intersection(self._alike_first))
            ),
        ]
        heap: list[tuple[int, int, int, int]] = []

        def search(k: int, position: int) -> None:
            pattern, index = scanners[k]
            m = pattern.search(normal, position)
            if m is not None:
                heapq.heappush(heap, (m.start(), self._rank[index], k, index))

        for k in range(len(scanners)):
            search(k, 0)
        found: list[Finding] = []
        position = 0
        while heap:
            start, _, k, index = heap[0]
            if start < position:  # overtaken: search again from here
                heapq.heappop(heap)
                search(k, position)
                continue
            taken = self._take(normal, index, start, active)
            if taken is None:  # every rule that matches here rejects its match
                position = start + 1
                continue
            m, category, (start, end) = taken
            if category:
                if not any(s <= start < e or s < end <= e for s, e in blocked):
                    found.append(Finding(start, end, text[start:end], category))
            elif (start, end) != m.span():
                # a name read with the words before it: only its number is set aside, and the
                # words are read as text ("a machine that is 40% cheaper with 32 GB")
                blocked.append((start, end))
                position = m.start() + 1
                continue
            position = m.end()
        return found

    def _search_for(self, index: int, wide: bool) -> tuple[re.Pattern[str], int] | None:
        """The search for the rules searched alone that start with rule *index* (one, or a
        few that start alike and need the same words), and the first rule it holds; in a
        text without a wide character (*wide* false), of those that do not need one."""
        key = (index, wide)
        if key not in self._searched:
            rows = [i for i in self._alike[index] if wide or not self._needs_wide(i)]
            patterns = [self._rules[i].pattern for i in rows]
            first = self._rules[index].first
            self._searched[key] = (
                (_alternation(first, patterns, self.store), rows[0]) if rows else None
            )
        return self._searched[key]

    def _needs_wide(self, index: int) -> bool:
        """Whether rule *index* needs a wide character (:func:`needs_wide`, read once)."""
        if index not in self._rule_needs_wide:
            self._rule_needs_wide[index] = self.store.needs_wide(self._rules[index].pattern)
        return self._rule_needs_wide[index]

    def _in_play_in(self, normal: str) -> tuple[set[int], bool]:
        """The rules in play in the text *normal*: those that need no word and those whose
        words it holds, less the alternations' rules that need a wide character where it has
        none (of the rules searched alone, :meth:`_search_for` leaves those out); and whether
        it has one."""
        lower = normal.lower()
        # (a wide character stays one lower-cased, and lower-casing makes none)
        wide = WIDE.search(lower) is not None
        if wide:
            words = set(self._needs.findall(lower))
        else:
            words = set(self._narrow_needs.findall(lower))
            words.update(w for w in self._narrow_short if w in lower)
        active = set(self._always)
        for word in words:
            active |= self._in_play[word]
        if not wide:
            active -= self._wide
        return active, wide

    def _take(
        self, normal: str, first: int, at: int, active: set[int]
    ) -> tuple[re.Match[str], str, tuple[int, int]] | None:
        """At *at*, the match of the first rule, from rule *first* on in the order a position
        tries them, that is in play (the words it needs are in the text) and accepts its
        match: a name (its category empty) or a finding. The rules before *first* do not
        match there."""
        starts = {f for f, guard in self._starts.items() if guard.match(normal, at)}
        for index in (first, *self._after[first]):
            if index not in active or self._rules[index].first not in starts:
                continue
            if index not in self._alone:
                self._alone[index] = self.store.compile(self._rules[index].pattern)
            m = self._alone[index].match(normal, at)
            if m is None:
                continue
            rule = self._rules[index]
            if not rule.category:
                return m, "", named_span(m, rule.first)
            category, check = rule.category, rule.check
            if category == UNIT:
                category = next(
                    c for n, c in enumerate(self._unit_categories) if m.group(f"u{n}") is not None
                )
                check = UNIT_CHECKS.get(category)
            span = m.span("fig") if "fig" in m.re.groupindex else m.span()
            if _NUMBER_GOES_ON.match(normal, span[1]):
                continue
            if check is None or check(normal, *span):
                return m, category, span
        return None


def detector_for(extra_units: Mapping[str, Sequence[str]], ignore: Sequence[str]) -> Detector:
    """One compiled detector per setting, shared by every use in a process (a build's
    configuration check compiles it, and its pages use it)."""
    key = (repr(sorted(extra_units.items())), tuple(ignore))
    if key not in _DETECTORS:
        _DETECTORS[key] = Detector(extra_units=extra_units, ignore=ignore)
    return _DETECTORS[key]


_DETECTORS: dict[tuple[str, tuple[str, ...]], Detector] = {}


def detectors() -> list[Detector]:
    """The detectors :func:`detector_for` compiled in this process."""
    return list(_DETECTORS.values())
