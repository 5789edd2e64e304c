"""Whether every match of a regular expression holds a wide character (Chinese, Japanese or
Korean script, their punctuation, full-width forms): :func:`needs_wide`.

Many of the detector's rules are written for Chinese ("24 GB 显存", "3 倍"), and a text with no
wide character cannot match them: its English need not try them at every digit. Whether a
pattern needs one is read from its parse (the standard library's own, as in
:mod:`claims.core.starts`); a construct this module does not read counts as needing nothing,
so a doubt only costs a search, never a finding.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from re import _constants as c  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

#: what the parser gives: (operation, argument) pairs, both of its own private types
Items = Sequence[tuple[Any, Any]]

#: the wide blocks: CJK radicals to Yi (punctuation, kana, Han), Hangul, compatibility
#: ideographs and forms, full-width forms, the supplementary ideographs; a character in them
#: matched in either case stays in them (a test checks every one)
RANGES = (
    (0x2E80, 0xA4CF),
    (0xAC00, 0xD7AF),
    (0xF900, 0xFAFF),
    (0xFE30, 0xFE4F),
    (0xFF00, 0xFFEF),
    (0x20000, 0x3FFFF),
)
#: a wide character anywhere in a text
WIDE = re.compile("[" + "".join(f"{chr(low)}-{chr(high)}" for low, high in RANGES) + "]")

#: an escape that may write a wide character (\x and octal ones reach no further than U+01FF)
_WIDE_ESCAPE = re.compile(r"\\[uUN]")
_REPEATS = {c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT}


def needs_wide(pattern: str) -> bool:
    """True if every match of *pattern*, with what its look-arounds read, holds a wide
    character: then a text without one (:data:`WIDE`) has no match."""
    if not WIDE.search(pattern) and not _WIDE_ESCAPE.search(pattern):
        return False  # no wide character is written in it: no need to parse it
    return _holds_wide(_parser.parse(pattern))


def _holds_wide(items: Items) -> bool:
    return any(_item_holds_wide(op, av) for op, av in items)


def _within(low: int, high: int) -> bool:
    return any(first <= low and high <= last for first, last in RANGES)


def _item_holds_wide(op: Any, av: Any) -> bool:
    if op is c.LITERAL:
        return _within(av, av)
    if op is c.IN:
        return all(
            (item_op is c.LITERAL and _within(item_av, item_av))
            or (item_op is c.RANGE and _within(*item_av))
            for item_op, item_av in av
        )  # a negated class or a category (\d, \w) fails here
    if op is c.BRANCH:
        return all(_holds_wide(branch) for branch in av[1])
    if op is c.SUBPATTERN:
        return _holds_wide(av[-1])
    if op is c.ATOMIC_GROUP:
        return _holds_wide(av)
    if op in _REPEATS:
        low, _high, body = av
        return low >= 1 and _holds_wide(body)
    if op is c.ASSERT:
        # a look-ahead or look-behind that holds reads its text from the same string
        _direction, body = av
        return _holds_wide(body)
    return False  # a boundary, a negative look-around, any character, a back-reference
