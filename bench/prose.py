"""How the report writes numbers and the conclusions drawn from them. Every verdict is
computed here from a number of the same run and its target, in one of two forms that
tests/test_bench_smoke.py reads back and checks against the number:

- ``**1.024** (target ≤ 1.03: meets target)`` in a sentence, or in a table a verdict
  column headed ``target ≤ 1.03`` right after the column of the number it judges;
- ``exponent 1.13 (faster than linear)`` for growth between two sizes.
"""

from __future__ import annotations

import math
from typing import Any

#: growth exponents up to this are linear (issue 16: "the scale exponent stays ≤ 1.1")
LINEAR = 1.1
#: and from this one (below it the fixed start-up cost still dominates)
SUBLINEAR = 0.9
MEETS, MISSES, UNMEASURED = "meets target", "**misses target**", "not measured"


def num(value: Any, digits: int = 2) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "–"
    return f"{value:.{digits}f}" if isinstance(value, float) else str(value)


def spread(stat: dict | None, digits: int = 1) -> str:
    """median (min–max) of a summary."""
    if not stat or not stat.get("n"):
        return "–"
    if stat["n"] == 1:
        return num(stat["median"], digits)
    return f"{num(stat['median'], digits)} ({num(stat['min'], digits)}–{num(stat['max'], digits)})"


def kib(n: float) -> str:
    return f"{n / 1024:.1f}"


def table(header: str, rows: list[list[str]]) -> list[str]:
    """A Markdown table; *header* names its columns, separated by " | "."""
    out = [f"| {header} |", "|" + "|".join("---" for _ in header.split(" | ")) + "|"]
    return out + ["| " + " | ".join(row) + " |" for row in rows]


def _measured(value: float | None) -> bool:
    return value is not None and not (isinstance(value, float) and math.isnan(value))


def verdict(value: float | None, target: float, at_most: bool = True) -> str:
    if not _measured(value):
        return UNMEASURED
    assert value is not None
    return MEETS if (value <= target if at_most else value >= target) else MISSES


def target_header(target: float, at_most: bool = True) -> str:
    return f"target {'≤' if at_most else '≥'} {target}"


def judged(value: float | None, target: float, digits: int = 3, at_most: bool = True) -> str:
    """A number with its target and whether it meets it."""
    return (
        f"**{num(value, digits)}** ({target_header(target, at_most)}: "
        f"{verdict(value, target, at_most)})"
    )


def growth(k: float | None) -> str:
    """An exponent and what it says."""
    if not _measured(k):
        return "exponent – (not measured)"
    assert k is not None
    word = (
        "faster than linear" if k > LINEAR else "linear" if k >= SUBLINEAR else "slower than linear"
    )
    return f"exponent {k:.2f} ({word})"


def by_size(sizes: dict) -> list[tuple[str, dict]]:
    """A per-size section's entries, smallest site first."""
    return sorted(sizes.items(), key=lambda kv: int(kv[0]))
