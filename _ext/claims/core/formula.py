"""The formula language of derived claims: a ``compute`` is checked arithmetic.

``compute: "{kvq-l31-bytes-per-token} * 128000"`` is an arithmetic expression in Python's
syntax where ``{claim-id}`` stands for the value of a declared claim. It is parsed with
:mod:`ast` and evaluated by walking the tree, never with ``eval``; only these are allowed:

- numbers (``128000``, ``128_000``, ``16.777``, ``1e9``) and ``{claim-id}`` references;
- ``+ - * / // **``, unary minus and plus, parentheses (``**`` takes an integer exponent);
- ``floor(x)``, ``ceil(x)``, ``round(x)`` / ``round(x, n)`` (half away from zero, as the
  display check rounds), ``min(...)`` and ``max(...)``; ``min({r})`` and ``max({r})`` of a
  range claim ``[low, high]`` give its ends, and a range used in arithmetic is an error;
- a range result written ``[low, high]`` at the top.

Why our own walker and not ``simpleeval`` or ``asteval``: they evaluate in floats, so
``16.777216 * 4.5 / 16`` could land on either side of a rounding boundary; here every number
is a :class:`~fractions.Fraction` (``16.777`` is exactly 16777/1000), so whether a declared
value follows from its inputs has one answer on every machine. They also accept much more
than this (comparisons, strings, names), which an author would then have to learn is not
meant; this grammar fits in a paragraph of the Authoring guide.
"""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

#: a claim's value in a computation: a number, or a range (low, high)
Value = Fraction | tuple[Fraction, Fraction]

REFERENCE = re.compile(r"\{([a-z0-9][a-z0-9.\-]*)\}")
_PLACEHOLDER = "_claim_{}"
#: bits of numerator or denominator beyond which a result is refused (``10 ** 10 ** 9``)
_MAX_BITS = 4096
_MAX_EXPONENT = 1024


class FormulaError(Exception):
    """A ``compute`` that cannot be read or evaluated; the message says why."""


def to_fraction(number: int | float) -> Fraction:
    """A declared number as written: ``16.777`` is 16777/1000, not the nearest double."""
    return Fraction(number) if isinstance(number, int) else Fraction(repr(number))


def to_value(declared: int | float | list[int | float]) -> Value:
    if isinstance(declared, (list, tuple)):
        return (to_fraction(declared[0]), to_fraction(declared[1]))
    return to_fraction(declared)


@dataclass(frozen=True)
class Formula:
    """A parsed ``compute``: the claims it references, in order of first use."""

    text: str
    refs: tuple[str, ...]
    tree: ast.expr

    def evaluate(self, values: Mapping[str, Value]) -> Value:
        """The value of the formula with *values* for its references (every ref present)."""
        names = {_PLACEHOLDER.format(i): values[ref] for i, ref in enumerate(self.refs)}
        refs = {_PLACEHOLDER.format(i): ref for i, ref in enumerate(self.refs)}
        if isinstance(self.tree, ast.List):
            low, high = (
                _number(_Walker(names, refs).visit(e), "a range end") for e in self.tree.elts
            )
            return (low, high)
        return _number(_Walker(names, refs).visit(self.tree), "the result")


def parse(text: str) -> Formula:
    """Read *text*; :class:`FormulaError` for anything outside the language."""
    refs: list[str] = []

    def placeholder(match: re.Match[str]) -> str:
        if match[1] not in refs:
            refs.append(match[1])
        return _PLACEHOLDER.format(refs.index(match[1]))

    if _PLACEHOLDER.format("") in text:  # the walker's own names for references
        raise FormulaError(f"unknown name in {text!r}: write a claim as {{claim-id}}")
    source = REFERENCE.sub(placeholder, text)
    if "{" in source or "}" in source:
        raise FormulaError(
            "a brace that is not a claim reference: write {claim-id} with the "
            "claim's id (lowercase letters, digits, dots, hyphens)"
        )
    try:
        tree = ast.parse(source.strip(), mode="eval").body
    except SyntaxError as exc:
        raise FormulaError(f"syntax error: {exc.msg}") from None
    if isinstance(tree, ast.List):
        if len(tree.elts) != 2:
            raise FormulaError("a range is written [low, high]: two expressions")
        for element in tree.elts:
            _check(element, len(refs))
    else:
        _check(tree, len(refs))
    return Formula(text, tuple(refs), tree)


_BINARY: dict[type, Callable[[Fraction, Fraction], Fraction]] = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
    ast.FloorDiv: lambda a, b: Fraction(a // b),
}
_SYMBOL = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.FloorDiv: "//",
    ast.Pow: "**",
}


def _round(x: Fraction, places: Fraction | None = None) -> Fraction:
    digits = 0 if places is None else int(places)
    if places is not None and places.denominator != 1:
        raise FormulaError("round(x, n): n must be a whole number of decimals")
    return round_half_away(x, digits)


_FUNCTIONS: dict[str, tuple[Callable[..., Fraction], int, int | None]] = {
    # name: (function, fewest arguments, most arguments or None)
    "floor": (lambda x: Fraction(math.floor(x)), 1, 1),
    "ceil": (lambda x: Fraction(math.ceil(x)), 1, 1),
    "round": (_round, 1, 2),
    "min": (min, 1, None),
    "max": (max, 1, None),
}


def _check(node: ast.expr, ref_count: int) -> None:
    """Refuse, before evaluating anything, every node outside the language."""
    for sub in ast.walk(node):
        if isinstance(sub, (ast.Expression, ast.operator, ast.unaryop, ast.Load)):
            continue
        if isinstance(sub, ast.Constant):
            if isinstance(sub.value, bool) or not isinstance(sub.value, (int, float)):
                raise FormulaError(f"{sub.value!r} is not a number")
        elif isinstance(sub, ast.BinOp):
            if type(sub.op) not in _SYMBOL:
                raise FormulaError("operators allowed: + - * / // ** and parentheses")
        elif isinstance(sub, ast.UnaryOp):
            if not isinstance(sub.op, (ast.USub, ast.UAdd)):
                raise FormulaError("only unary minus and plus are allowed")
        elif isinstance(sub, ast.Call):
            name = sub.func.id if isinstance(sub.func, ast.Name) else None
            if name not in _FUNCTIONS or sub.keywords:
                raise FormulaError(f"functions allowed: {', '.join(_FUNCTIONS)}")
            _, fewest, most = _FUNCTIONS[name]
            if len(sub.args) < fewest or (most is not None and len(sub.args) > most):
                raise FormulaError(
                    f"{name}() takes {fewest}"
                    + ("" if most == fewest else f" to {most}" if most else " or more")
                    + " argument(s)"
                )
        elif isinstance(sub, ast.Name):
            if sub.id in _FUNCTIONS:
                continue  # checked as the callee of its Call
            if not any(sub.id == _PLACEHOLDER.format(i) for i in range(ref_count)):
                raise FormulaError(f"unknown name {sub.id!r}: write a claim as {{claim-id}}")
        else:
            raise FormulaError(f"not allowed in a formula: {ast.unparse(sub)!r}")


def _number(value: Value, what: str) -> Fraction:
    if isinstance(value, tuple):
        raise FormulaError(f"{what} is a range: take min(...) or max(...) of a range claim")
    return value


class _Walker:
    def __init__(self, names: Mapping[str, Value], refs: Mapping[str, str]) -> None:
        self.names = names
        self.refs = refs

    def visit(self, node: ast.expr) -> Value:
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool) or not isinstance(node.value, (int, float)):
                raise FormulaError(f"{node.value!r} is not a number")
            return to_fraction(node.value)
        if isinstance(node, ast.Name):
            return self.names[node.id]
        if isinstance(node, ast.UnaryOp):
            operand = self._arithmetic(node.operand)
            return -operand if isinstance(node.op, ast.USub) else operand
        if isinstance(node, ast.BinOp):
            left, right = self._arithmetic(node.left), self._arithmetic(node.right)
            if isinstance(node.op, ast.Pow):
                return _power(left, right)
            if right == 0 and isinstance(node.op, (ast.Div, ast.FloorDiv)):
                raise FormulaError(f"division by zero in {self._source(node)!r}")
            return _bounded(_BINARY[type(node.op)](left, right))
        assert isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        function, _, _ = _FUNCTIONS[node.func.id]
        args = [self.visit(a) for a in node.args]
        if node.func.id in {"min", "max"} and len(args) == 1 and isinstance(args[0], tuple):
            return function(args[0])
        return function(*(self._checked(a, node) for a in args))

    def _source(self, node: ast.expr) -> str:
        """*node* as the author wrote it, with ``{claim-id}`` for each reference."""
        return re.sub(r"_claim_\d+", lambda m: f"{{{self.refs[m[0]]}}}", ast.unparse(node))

    def _arithmetic(self, node: ast.expr) -> Fraction:
        return self._checked(self.visit(node), node)

    def _checked(self, value: Value, node: ast.expr) -> Fraction:
        if isinstance(value, tuple):
            name = node.id if isinstance(node, ast.Name) else ""
            ref = self.refs.get(name, "a range")
            raise FormulaError(
                f"{{{ref}}} is a range [low, high]: use min({{{ref}}}) or max({{{ref}}})"
            )
        return value


def _power(base: Fraction, exponent: Fraction) -> Fraction:
    if exponent.denominator != 1:
        raise FormulaError("** takes a whole-number exponent")
    if abs(exponent) > _MAX_EXPONENT:
        raise FormulaError(f"exponent {exponent} is too large (at most {_MAX_EXPONENT})")
    if base == 0 and exponent < 0:
        raise FormulaError("division by zero: 0 to a negative power")
    return _bounded(base ** int(exponent))


def _bounded(value: Fraction) -> Fraction:
    if max(value.numerator.bit_length(), value.denominator.bit_length()) > _MAX_BITS:
        raise FormulaError("a number in the computation is too large")
    return value


def round_half_away(x: Fraction, places: int) -> Fraction:
    """*x* rounded to *places* decimals, halves away from zero (2.25 → 2.3, -2.25 → -2.3)."""
    scale = Fraction(10) ** places
    scaled = abs(x) * scale
    rounded = math.floor(scaled + Fraction(1, 2))
    return Fraction(rounded if x >= 0 else -rounded) / scale


def decimals(number: int | float) -> int:
    """Decimals a declared number shows as YAML reads it: ``16.777`` → 3, ``16.0`` → 1,
    ``215`` → 0 (YAML keeps no trailing zero beyond the first: ``1.50`` reads as ``1.5``)."""
    if isinstance(number, int):
        return 0
    text = repr(number)
    if "e" in text or "E" in text:  # 1e-05: count the decimals of the exact value
        exact, places = Fraction(text), 0
        while exact.denominator != 1:
            exact, places = exact * 10, places + 1
        return places
    return len(text.partition(".")[2])


def follows(declared: int | float, computed: Fraction) -> bool:
    """Whether *declared* is *computed* rounded to the decimals *declared* shows."""
    return round_half_away(computed, decimals(declared)) == to_fraction(declared)


def show(value: Fraction, places: int) -> str:
    """*value* with *places* + 4 decimals, trailing zeros dropped, "…" when not exact."""
    digits = places + 4
    rounded = round_half_away(value, digits)
    sign = "-" if rounded < 0 else ""
    scaled = abs(rounded) * 10**digits
    whole, frac = divmod(int(scaled), 10**digits)
    text = f"{whole:,}" + (f".{frac:0{digits}d}".rstrip("0") if frac else "")
    return sign + text.rstrip(".") + ("" if rounded == value else "…")
