"""A claim's unit as the data rules read it: in its normal form, and what kind of figure it
makes (a throughput, a latency, a ratio…), from the detector's own tables of units.

Every unit rule of the loader (a ratio needs a baseline, a fact is no performance figure, a
derived ratio or rate computed from numbers alone names its source) reads the unit through
:func:`normal`, so a unit written with a space, a no-break space or a full-width letter
(``" ×"``, ``"×\\u00a0"``, ``"ｘ"``) is the unit it looks like, not another one.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from claims.core import units as u

#: the one spelling of a ratio
RATIO = "×"
#: a ratio written another way: "x", "X", "times", "fold", "倍", other multiplication signs,
#: the Cyrillic "х", alone or before words ("x faster", "× speedup", "times more")
_RATIO_LIKE = re.compile(
    r"^(?:[x×⨯✕✖х](?![a-z0-9])|times\b|-?fold\b|倍)"
    r"|\b(?:faster|slower|speedups?|speed-ups?)\b|×",
    re.IGNORECASE,
)
#: categories of the detector's units that are a size, not a rate, a time or a comparison
SIZE = "memory"
#: how the messages name each category of unit
CATEGORY_NAMES = {
    "throughput": "a throughput",
    "compute": "a compute rate",
    "bandwidth": "a bandwidth",
    "latency": "a time",
    "memory": "a memory size",
    "power": "a power draw",
    "score": "a signal quality",
    "energy": "an energy",
    "percent": "a percentage",
    "ratio": "a ratio",
    "cost": "a cost",
}


#: a count per a span of time that the detector's tables do not spell ("tokens/day",
#: "requests per hour", "GPU-hours/month", "请求/天"): a rate, so a throughput
_TIMES = (
    r"s|secs?|seconds?|ms|[µμu]s|ns|mins?|minutes?|h|hrs?|hours?|d|days?|wk|weeks?|mo|months?"
    r"|yr|years?"
)
_TIME_WORDS = r"seconds?|minutes?|hours?|days?|weeks?|months?|years?"
_TIMES_ZH = r"秒|毫秒|微秒|分钟|分|小时|天|日|周|星期|月|年"
_PER_TIME = re.compile(
    rf"/\s*(?:{_TIMES})(?![A-Za-z])|\b(?:per|a|an|each|every)\s+(?:{_TIME_WORDS})\b"
    rf"|(?:/|每)\s*(?:{_TIMES_ZH})",
    re.IGNORECASE,
)
#: a share written in a way the detector's tables do not spell: "pct", "pp" (percentage
#: points), "p.p.", "basis points", "‰"
_PERCENT_LIKE = re.compile(r"\b(?:pct|pp|p\.p\.|basis\s+points?)(?![A-Za-z])|‰", re.IGNORECASE)


#: the site's spelling of "micro": the micro sign (U+00B5), as conf.py's
#: ``claims_unit_translations`` and the spelt-out "microseconds" write it
MICRO = "\u00b5"
#: the Greek small letter mu (U+03BC), which NFKC makes of the micro sign, and which a
#: keyboard types as often: read as the micro sign
GREEK_MU = "\u03bc"


def micro(text: str) -> str:
    """*text* with every Greek mu (``μs``) written as the micro sign (``µs``), the site's
    one spelling of "micro"."""
    return text.replace(GREEK_MU, MICRO)


def normal(unit: str) -> str:
    """*unit* in Unicode compatibility form (NFKC: full-width letters, no-break spaces and
    the like become the plain ones), without surrounding space; "micro" as the micro sign
    (``µs``), NFKC's Greek mu (``μs``) turned back to it."""
    return micro(unicodedata.normalize("NFKC", unit).strip())


def is_ratio_like(unit: str) -> bool:
    """Whether the normal form *unit* reads as a ratio (whether or not it is spelled ×)."""
    return bool(_RATIO_LIKE.search(unit))


@cache
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    return tuple(
        (category, re.compile(f"(?:{pattern})(?![A-Za-z0-9])"))
        for category, patterns in u.UNITS.items()
        for pattern in patterns
    )


def category(unit: str) -> str | None:
    """The kind of performance figure a number with the normal form *unit* is, as the
    detector's unit tables say (``"throughput"``, ``"latency"``, ``"memory"``,
    ``"percent"``, ``"ratio"``…), or None for a plain number or a count (``""``,
    ``"tokens"``, ``"layers"``, ``"requests"``). A unit is read word by word, so
    ``"tokens/s/GPU"`` or ``"avg ms"`` is what its unit part is; a count per any span of time
    (``"tokens/day"``, ``"requests per hour"``) is a throughput, and ``"pct"``, ``"pp"`` a
    percentage, though the detector's tables do not spell them."""
    if not unit:
        return None
    if is_ratio_like(unit):
        return "ratio"
    starts = [0] + [m.end() for m in re.finditer(r"[^A-Za-z0-9µμ%¢]+", unit)]
    for start in starts:
        rest = unit[start:]
        if not rest:
            continue
        if start and _PER_TIME.search(unit):
            # a count per a span of time the tables do not spell whole ("tokens/day",
            # "requests per hour"): a rate, not the time its last word names
            return "throughput"
        # the detector's units follow a number: some look behind for its digit
        for prefix in ("1", "1 "):
            text = prefix + rest
            for name, pattern in _patterns():
                if pattern.match(text, len(prefix)):
                    return name
    # what the detector's tables leave out but is a figure all the same: a count per time
    # ("请求/天") is a rate, "pct" or "pp" a share; a count alone ("tokens", "requests") is none
    if _PER_TIME.search(unit):
        return "throughput"
    if _PERCENT_LIKE.search(unit):
        return "percent"
    return None
