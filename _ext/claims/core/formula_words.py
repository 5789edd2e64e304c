"""A derived claim's ``formula`` (the arithmetic in words, shown on its card) must not say
another result than its ``compute`` gives.

What is checked is every *result* the words state. A result is introduced by ``=`` or ``≈``,
or in words by ``, which is``, ``, that is``, ``i.e.`` or ``giving``. The *final chain* starts
at the last such sign and goes back over every sign before it whose text up to the next sign
does no arithmetic (``= 4,294,967,296 bytes = 4 GiB`` states one result twice). A result
before the final chain that a later step computes on (``… = 131,072 bytes; 131,072 bytes ×
128,000 tokens = 16.8 GB``) is an intermediate step, not compared; one no later step uses
(``= 156; … = 208``: the two ends of a range) is a result. A figure after the first sign is
compared when it is not an operand of more arithmetic (not followed by ``× / + −`` or "per",
not after an operator, not inside a function's brackets as in ``floor(3.81)``), and

* has a unit of the claim's own kind (bytes for a size in GB, bits or bytes per second for a
  rate in Gbps, seconds for a time in ms, the claim's own unit word), converted to it
  (``16,777,216,000 bytes`` is ``16.777216 GB``; ``214.7 × 10^9 bit/s`` is ``214.7 Gbps``), or
* has no unit and stands right after its sign (``= 16``, ``, which is 448``): it is in the
  claim's unit.

It agrees when the value the build computed, in the figure's unit and rounded (half away from
zero) to the decimals the figure shows, is the figure; a range agrees with either end. A figure
of another kind (``1 byte per element`` in a count) is not compared, nor is arithmetic before
the first sign: those are the formula's inputs, which the card states as such.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction

from claims.core.formula import Value, show

#: unit words with their kind and size in that kind's base (bytes, bits per second, seconds)
_SCALES: dict[str, tuple[str, Fraction]] = {}


def _add(kind: str, scales: dict[str, int | Fraction]) -> None:
    for word, scale in scales.items():
        _SCALES[word] = (kind, Fraction(scale))


_DECIMAL = {"": 1, "K": 10**3, "k": 10**3, "M": 10**6, "G": 10**9, "T": 10**12, "P": 10**15}
_BINARY = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "Pi": 2**50}
_add("bytes", {"byte": 1, "bytes": 1})
_add("bytes", {f"{p}B": s for p, s in (_DECIMAL | _BINARY).items()})
_add("rate", {f"{p}bit/s": s for p, s in (_DECIMAL | _BINARY).items()})
_add("rate", {f"{p}bits/s": s for p, s in (_DECIMAL | _BINARY).items()})
_add("rate", {f"{p}bps": s for p, s in _DECIMAL.items()})
_add("rate", {f"{p}B/s": 8 * s for p, s in (_DECIMAL | _BINARY).items()})
_add("rate", {"bytes/s": 8})
_add("time", {"s": 1, "ms": Fraction(1, 10**3), "µs": Fraction(1, 10**6)})
_add("time", {"μs": Fraction(1, 10**6), "us": Fraction(1, 10**6), "ns": Fraction(1, 10**9)})
_add("flops", {f"{p}FLOPs/s": s for p, s in _DECIMAL.items()})
_add("flops", {f"{p}FLOPS": s for p, s in _DECIMAL.items()})

#: a figure: a number (thousands grouped by commas or not), an optional power of ten
#: ("× 10^9"), an optional unit word; not glued to a letter, digit or dot before it
_FIGURE = re.compile(
    r"(?<![\w.^])(?P<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,]*\.\d)"
    r"(?:\s*[×x*]\s*10\s*(?:\^|\*\*)\s*\(?(?P<exp>[-−]?\d+)\)?)?"
    r"(?:\s?(?P<unit>[A-Za-zµμ]+(?:/[A-Za-z]+)?|×|%)(?![\w/]))?"
)
#: what makes a figure an operand: an operator after it (or "per": a rate's terms) …
_OPERATOR_AFTER = re.compile(r"\s*(?:[×*/÷+−^]|-(?!\S*[A-Za-z])|per\b)")
#: … or before it, or an opening bracket right after a function's name ("floor(")
_OPERATOR_BEFORE = re.compile(r"(?:[×*/÷+−^-]|[A-Za-z]\()\s*$")
#: what introduces a result: a sign, or words after a comma, bracket, colon or dash
_RESULT_SIGN = re.compile(
    r"[=≈]|(?:[,(:;—–]\s*)(?:which|that) is\b|\bi\.e\.,?|\bgiving\b", re.IGNORECASE
)
#: arithmetic left in a text once its figures (with their units: "req/s") are taken out
_ARITHMETIC = re.compile(r"[×*/÷+−^;]|\s-\s|\bper\b|\btimes\b", re.IGNORECASE)


@dataclass(frozen=True)
class Figure:
    """A result the formula's words state: as written, its value and what it is."""

    text: str
    value: Fraction
    #: its smallest step as written: 0.1 for "214.7", 10**8 for "214.7 × 10^9"
    step: Fraction
    unit: str


def _final_chain(formula: str) -> int:
    """Where the final chain of results starts in *formula*: the end of its first sign (the
    formula has one)."""
    signs = list(_RESULT_SIGN.finditer(formula))
    first = len(signs) - 1
    while first > 0:
        between = formula[signs[first - 1].end() : signs[first].start()]
        if _ARITHMETIC.search(_FIGURE.sub(" ", between)):
            break  # an earlier step: arithmetic on its result comes before the final one
        first -= 1
    return signs[first].end()


def results(formula: str) -> list[Figure]:
    """The figures of *formula* that state its final result (see the module's docstring):
    those with a unit, and those without one that stand right after a result's sign."""
    signs = [m.end() for m in _RESULT_SIGN.finditer(formula)]
    if not signs:
        return []
    final = _final_chain(formula)
    found = []
    for match in _FIGURE.finditer(formula, signs[0]):
        before = formula[: match.start()]
        if _OPERATOR_BEFORE.search(before) or _OPERATOR_AFTER.match(formula, match.end()):
            continue
        if match.start() < final and _reused(match["number"], formula[match.end() :]):
            continue  # an intermediate result: a later step computes on it
        unit = match["unit"] or ""
        if not unit and not _after_sign(before):
            continue
        number = match["number"].replace(",", "")
        places = len(number.partition(".")[2])
        exp = int(match["exp"].replace("−", "-")) if match["exp"] else 0
        scale = Fraction(10) ** exp
        found.append(
            Figure(
                text=match.group(0).strip(),
                value=Fraction(number) * scale,
                step=scale / Fraction(10) ** places,
                unit=unit,
            )
        )
    return found


def _reused(number: str, rest: str) -> bool:
    """Whether the number written *number* is written again in *rest* (as an operand)."""
    return re.search(r"(?<![\d.,])" + re.escape(number) + r"(?![\d]|[.,]\d)", rest) is not None


def _after_sign(before: str) -> bool:
    """Whether *before* ends with a result's sign (and spaces)."""
    stripped = before.rstrip()
    return any(m.end() == len(stripped) for m in _RESULT_SIGN.finditer(stripped))


def _kind(unit: str) -> tuple[str, Fraction]:
    return _SCALES.get(unit, (f"word:{unit}", Fraction(1)))


def _rounded(value: Fraction, step: Fraction) -> Fraction:
    steps = abs(value) / step
    whole = math.floor(steps + Fraction(1, 2))
    return (whole if value >= 0 else -whole) * step


def contradictions(formula: str, unit: str, computed: Value) -> list[tuple[Figure, str]]:
    """Each result of *formula* that disagrees with *computed* (in the claim's *unit*), with
    what the compute gives in that figure's unit, as the message shows it."""
    claim_kind, claim_scale = _kind(unit)
    ends = list(computed) if isinstance(computed, tuple) else [computed]
    wrong = []
    for figure in results(formula):
        if figure.unit:
            kind, scale = _kind(figure.unit)
            if kind != claim_kind:
                continue
        else:
            scale = claim_scale
        converted = [end * claim_scale / scale for end in ends]
        if any(_rounded(value, figure.step) == figure.value for value in converted):
            continue
        places = max(0, -int(math.floor(math.log10(figure.step)))) if figure.step < 1 else 0
        gives = "–".join(show(value, places) for value in converted)
        wrong.append((figure, f"{gives} {figure.unit}".strip()))
    return wrong
