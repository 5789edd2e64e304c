"""The characters a regular expression's match can start with, as a character class.

A rule searched on its own is tried by ``re`` at every position of a text; most of its
patterns start with one of a few words ("several", "a few", "mAP"), so a look-ahead for their
first characters lets the search pass over every other position with one test of a class
instead of trying the pattern there. The class is worked out from the pattern's parse (the
standard library's own parser); where a pattern can start with anything, or with a construct
this module does not read, there is no class and the pattern is searched as written.
(``re._parser`` is the module ``sre_parse`` was until Python 3.11 renamed it; it is private,
so a test checks the classes against every match on the labelled corpus.)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from re import _constants as c  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

#: what the parser gives: (operation, argument) pairs, both of its own private types
Items = Iterable[tuple[Any, Any]]
Firsts = tuple[set[str], set[str], bool]

#: the classes of characters a class may hold, by the name the parser gives them
_CATEGORIES = {c.CATEGORY_DIGIT: r"\d", c.CATEGORY_SPACE: r"\s", c.CATEGORY_WORD: r"\w"}
_REPEATS = {c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT}
_ZERO_WIDTH = {c.AT, c.ASSERT, c.ASSERT_NOT}


class _Unread(Exception):
    """A construct whose first characters are not worked out: no class for the pattern."""


def start_class(pattern: str) -> str | None:
    """A look-ahead that holds at every position where *pattern* can match, narrower than
    "anywhere": ``(?=[ab]|(?i:[sS]))``; None where the pattern could start with anything."""
    parsed = _parser.parse(pattern)
    try:
        cased, caseless, empty = _first(parsed, bool(parsed.state.flags & re.IGNORECASE))
    except _Unread:
        return None
    if empty or not (cased or caseless):
        return None
    classes = []
    if cased:
        classes.append(f"[{''.join(sorted(cased))}]")
    if caseless:
        classes.append(f"(?i:[{''.join(sorted(caseless))}])")
    return f"(?={'|'.join(classes)})"


def _first(items: Items, ignore_case: bool) -> Firsts:
    """(atoms matched as written, atoms matched in either case, whether *items* can match
    the empty string)."""
    cased: set[str] = set()
    caseless: set[str] = set()
    for op, av in items:
        item_cased, item_caseless, empty = _first_of(op, av, ignore_case)
        cased |= item_cased
        caseless |= item_caseless
        if not empty:
            return cased, caseless, False
    return cased, caseless, True


def _first_of(op: Any, av: Any, ignore_case: bool) -> Firsts:
    if op in _ZERO_WIDTH:
        # a boundary or a look-around consumes nothing: what follows starts the match
        return set(), set(), True
    if op is c.LITERAL:
        atom = re.escape(chr(av))
        return (set(), {atom}, False) if ignore_case else ({atom}, set(), False)
    if op is c.IN:
        atoms = {_atom(item_op, item_av) for item_op, item_av in av}
        return (set(), atoms, False) if ignore_case else (atoms, set(), False)
    if op is c.BRANCH:
        cased: set[str] = set()
        caseless: set[str] = set()
        empty = False
        for branch in av[1]:
            b_cased, b_caseless, b_empty = _first(branch, ignore_case)
            cased, caseless, empty = cased | b_cased, caseless | b_caseless, empty or b_empty
        return cased, caseless, empty
    if op is c.SUBPATTERN:
        _group, add, remove, body = av
        scoped = (ignore_case or bool(add & re.IGNORECASE)) and not remove & re.IGNORECASE
        return _first(body, scoped)
    if op is c.ATOMIC_GROUP:
        return _first(av, ignore_case)
    if op in _REPEATS:
        low, _high, body = av
        cased, caseless, empty = _first(body, ignore_case)
        return cased, caseless, empty or low == 0
    raise _Unread(op)


def _atom(op: Any, av: Any) -> str:
    """One member of a character class, written as in a class."""
    if op is c.LITERAL:
        return re.escape(chr(av))
    if op is c.RANGE:
        return f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}"
    if op is c.CATEGORY and av in _CATEGORIES:
        return _CATEGORIES[av]
    raise _Unread(op)  # a negated class or category: it could start with nearly anything
