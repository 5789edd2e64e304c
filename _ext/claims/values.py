"""Numbers as a reader sees them: parse the figures in a claim's display text and compare
them with the declared value. Pure functions, no Sphinx imports."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

_NUMBER = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")
_SUFFIX = {"k": Decimal(1000), "K": Decimal(1000), "M": Decimal(1_000_000)}
_WORDS = {
    "twice": 2, "thrice": 3, "double": 2, "triple": 3, "half": Decimal("0.5"),
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "twenty": 20, "thirty": 30, "hundred": 100,
    "一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    "十": 10,
}
_WORD = re.compile(
    r"\b(?:" + "|".join(w for w in _WORDS if w.isascii()) + r")\b|[一两二三四五六七八九十](?=倍)"
)
_NUMBER_WITH_SUFFIX = re.compile(r"(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s?([kKM])(?![A-Za-z]))?")


def display_numbers(text: str) -> list[tuple[Decimal, Decimal]]:
    """The numbers a reader reads in *text*, in order, each with the step it is written to
    (``5.2`` → step 0.1; ``158k`` → step 1000): digits with k/M suffixes or, when there are
    none, number words ("twice", "三倍")."""
    numbers = []
    for m in _NUMBER_WITH_SUFFIX.finditer(text):
        digits = m.group(1).replace(",", "")
        step = Decimal(1).scaleb(-len(digits.partition(".")[2]))
        value = Decimal(digits)
        if m.group(2):
            value *= _SUFFIX[m.group(2)]
            step *= _SUFFIX[m.group(2)]
        numbers.append((value, step))
    if numbers:
        return numbers
    return [(Decimal(_WORDS[m.group(0)]), Decimal(1)) for m in _WORD.finditer(text)]


#: hedges that may stand inside a claim's text in either language; they are not the unit
HEDGES = re.compile(
    r"\b(?:up to|about|around|roughly|approximately|nearly|almost|over|under|more than|"
    r"less than|at least|at most|to)\b|约|大约|最多|高达|至少|超过|以上|左右|不到|近|至|到|"
    # a measure word between number and unit ("16 个词元") is grammar, not a unit
    r"个"
)


def strip_numbers(text: str) -> str:
    """*text* without its numbers, range dashes and hedges: what is left is the unit."""
    # "twice", "3 times", "2-fold" are all the ratio unit ×
    text = re.sub(r"\b(?:twice|thrice|double|triple)\b", "×", text)
    text = re.sub(r"(?<=\d)\s*-?\s*(?:times|fold)\b|\b(?:times|fold)\b", "×", text)
    text = _NUMBER_WITH_SUFFIX.sub(" ", text)
    text = _WORD.sub(" ", text)
    text = HEDGES.sub(" ", text)
    return re.sub(r"[\s–—\-~≈]+", "", text)


def matches(shown: Decimal, step: Decimal, declared: float | int | str) -> bool:
    """Whether *shown* is *declared* rounded to the *step* it is written to: "5.2 GB" or
    "≈5 GB" for 5.24, "158k" for 158,596; never 4 for 3."""
    try:
        value = Decimal(str(declared))
    except InvalidOperation:
        return False
    return (value / step).quantize(Decimal(1), rounding=ROUND_HALF_UP) * step == shown


def value_list(value: object) -> list[float | int | str]:
    """A declared value as a list: ``3`` → ``[3]``, ``[2, 4]`` → ``[2, 4]``."""
    return list(value) if isinstance(value, (list, tuple)) else [value]


def display_matches(text: str, value: object) -> bool:
    """Whether the figures shown in *text* are the declared *value* (a number or a range)."""
    shown = display_numbers(text)
    declared = value_list(value)
    return len(shown) == len(declared) and all(
        matches(s, step, d) for (s, step), d in zip(shown, declared)
    )


def format_value(value: object, unit: str) -> str:
    """The default display of a declared value: ``[2, 4]`` and ``×`` give ``2–4×``."""
    parts = "–".join(_plain(v) for v in value_list(value))
    if not unit:
        return parts
    if unit == "$":
        return f"${parts}"
    glue = "" if unit in {"×", "%"} or not unit.isascii() else " "
    return f"{parts}{glue}{unit}"


def _plain(v: object) -> str:
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    if isinstance(v, int) and abs(v) >= 10000:
        return f"{v:,}"
    return str(v)


def same_unit(before: str, after: str, units: dict[str, str]) -> bool:
    """Whether *after* shows the unit of *before*, or its rendering declared in *units*
    (``claims_unit_translations`` of the translation's language)."""
    unit_before, unit_after = strip_numbers(before), strip_numbers(after)
    if unit_before == unit_after:
        return True
    localised = unit_before
    for original, translated in sorted(units.items(), key=lambda kv: -len(kv[0])):
        localised = localised.replace(original.replace(" ", ""), translated.replace(" ", ""))
    return localised == unit_after
