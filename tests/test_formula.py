"""The formula language of derived claims (claims.core.formula) and the recomputation of
derived claims (claims.core.derivation), table-driven, without Sphinx."""

from __future__ import annotations

import ast
from fractions import Fraction

import pytest

from claims.core.derivation import Node, check
from claims.core.formula import FormulaError, decimals, follows, parse, round_half_away
from tests.conftest import REPO


@pytest.mark.parametrize(
    ("text", "values", "expected"),
    [
        ("2 * 32 * 8 * (4096 / 32) * 2", {}, Fraction(131072)),
        ("128_000 * {a} / 1000", {"a": Fraction("0.131072")}, Fraction("16.777216")),
        ("16 / (4 + (16 + 16) / 64)", {}, Fraction(32, 9)),
        ("1.75 * 2**(15 - 7)", {}, Fraction(448)),
        ("-{a} + +3", {"a": Fraction(1)}, Fraction(2)),
        ("7 // 2", {}, Fraction(3)),
        ("2 ** -1", {}, Fraction(1, 2)),
        ("floor(64 / 16.777216)", {}, Fraction(3)),
        ("ceil(7.2)", {}, Fraction(8)),
        ("round(2.25, 1)", {}, Fraction("2.3")),
        ("round(-2.5)", {}, Fraction(-3)),
        ("min(2 * 5.6, 10)", {}, Fraction(10)),
        ("max({r}) / 2", {"r": (Fraction(10), Fraction(20))}, Fraction(10)),
        (
            "[312 / max({r}), 312 / min({r})]",
            {"r": (Fraction("1.5"), Fraction(2))},
            (Fraction(156), Fraction(208)),
        ),
        ("{a.b-c} * 1e9", {"a.b-c": Fraction(2)}, Fraction(2_000_000_000)),
        # a decimal literal is the number written, not the nearest double
        ("0.1 + 0.2", {}, Fraction(3, 10)),
    ],
)
def test_formulas_evaluate_exactly(text, values, expected):
    formula = parse(text)
    assert formula.refs == tuple(values)
    assert formula.evaluate(values) == expected


@pytest.mark.parametrize(
    ("text", "values", "message"),
    [
        ("2 * (3", {}, "syntax error"),
        ("2 * base", {}, "unknown name 'base': write a claim as {claim-id}"),
        ("__import__('os').system('true')", {}, "functions allowed: floor, ceil, round, min, max"),
        ("(1).real", {}, "not allowed in a formula"),
        ("'a' * 3", {}, "'a' is not a number"),
        ("True + 1", {}, "True is not a number"),
        ("2 if 1 else 3", {}, "not allowed in a formula"),
        ("1 < 2", {}, "not allowed in a formula"),
        ("5 % 2", {}, "operators allowed: + - * / // ** and parentheses"),
        ("not 1", {}, "only unary minus and plus are allowed"),
        ("floor(1, 2)", {}, "floor() takes 1 argument(s)"),
        ("round(x=1)", {}, "functions allowed"),
        ("[1, 2, 3]", {}, "a range is written [low, high]"),
        ("{Bad_Id} + 1", {}, "a brace that is not a claim reference"),
        ("{a} / ({a} - 2)", {"a": Fraction(2)}, "division by zero"),
        ("7 // 0", {}, "division by zero"),
        ("0 ** -1", {}, "division by zero"),
        ("2 ** 0.5", {}, "** takes a whole-number exponent"),
        ("10 ** 10 ** 9", {}, "too large"),
        ("(10 ** 1000) ** 1000", {}, "too large"),
        ("round(2.5, 0.5)", {}, "n must be a whole number"),
        ("2 * {r}", {"r": (Fraction(1), Fraction(2))}, "{r} is a range [low, high]: use min({r})"),
        ("{r}", {"r": (Fraction(1), Fraction(2))}, "the result is a range"),
    ],
)
def test_anything_outside_the_language_is_refused_with_a_reason(text, values, message):
    with pytest.raises(FormulaError, match=None) as caught:
        parse(text).evaluate(values)
    assert message in str(caught.value)


@pytest.mark.parametrize(
    ("declared", "places"),
    [(16.777, 3), (16.0, 1), (215, 0), (0.131072, 6), (1e-05, 5), (1e16, 1), (57344, 0)],
)
def test_decimals_are_those_the_declared_value_shows(declared, places):
    assert decimals(declared) == (0 if declared == 1e16 else places)


@pytest.mark.parametrize(
    ("declared", "computed", "ok"),
    [
        (3.3, Fraction(10, 3), True),
        (3.4, Fraction(10, 3), False),
        (1.13, Fraction(9, 8), True),  # half away from zero, not to even
        (1.12, Fraction(9, 8), False),
        (215, Fraction("214.7484"), True),
        (214, Fraction("214.7484"), False),
        (4.7186, Fraction("4.718592"), True),
        (4.7185, Fraction("4.718592"), False),
        (-2.3, Fraction("-2.25"), True),
    ],
)
def test_a_declared_value_follows_at_its_own_rounding(declared, computed, ok):
    assert follows(declared, computed) is ok


def test_rounding_is_half_away_from_zero():
    assert round_half_away(Fraction(5, 2), 0) == 3
    assert round_half_away(Fraction(-5, 2), 0) == -3
    assert round_half_away(Fraction("0.125"), 2) == Fraction("0.13")


def _derived(value, compute, *inputs):
    return Node(value=value, kind="derived", inputs=inputs, compute=compute)


def test_a_chain_uses_the_unrounded_value_of_each_derived_input():
    claims = {
        "base": Node(value=10, kind="measured"),
        "thirds": _derived(3.33, "{base} / 3", "base"),
        # 3.33 × 300 = 999, but the unrounded thirds give 1000
        "chained": _derived(1000, "{thirds} * 300", "thirds"),
    }
    result = check(claims)
    assert result.issues == []
    assert result.computed == {"thirds": Fraction(10, 3), "chained": Fraction(1000)}


def test_a_changed_input_fails_every_derived_claim_that_no_longer_follows():
    claims = {
        "base": Node(value=11, kind="measured"),  # was 10
        "doubled": _derived(20, "2 * {base}", "base"),
        "again": _derived(40, "2 * {doubled}", "doubled"),
    }
    issues = check(claims).issues
    assert [(i.claim, i.kind, i.at) for i in issues] == [
        ("doubled", "mismatch", "claim"),
        ("again", "mismatch", "claim"),
    ]
    assert "declares 20, but its compute gives 22" in issues[0].message


def test_a_cycle_is_reported_once_naming_it_and_its_dependants_are_not_evaluated():
    claims = {
        "a": _derived(1, "{c} + 1", "c"),
        "b": _derived(1, "{a} + 1", "a"),
        "c": _derived(1, "{b} + 1", "b"),
        "user": _derived(1, "{a} * 2", "a"),
        "self": _derived(1, "{self}", "self"),
    }
    issues = check(claims).issues
    assert [(i.claim, i.kind) for i in issues] == [("a", "cycle"), ("self", "cycle")]
    assert "a → c → b → a" in issues[0].message
    assert "self → self" in issues[1].message


def test_formula_problems_point_at_the_compute_line():
    claims = {
        "base": Node(value=10, kind="measured"),
        "unlisted": _derived(20, "{base} * 2"),
        "broken": _derived(20, "2 *", "base"),
        "zero": _derived(20, "{base} / 0", "base"),
        "shape": _derived([1, 2], "{base}", "base"),
    }
    issues = check(claims).issues
    assert [(i.claim, i.at) for i in issues] == [
        ("unlisted", "compute"),
        ("broken", "compute"),
        ("zero", "compute"),
        ("shape", "claim"),
    ]
    assert "uses base, not listed in its 'inputs'" in issues[0].message
    assert "a range but its compute gives 10" in issues[3].message


def _imports(path) -> list[str]:
    """What a module imports when it is imported (a function's own import runs later)."""
    found = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            found.append(node.module or "")
    return found


def test_the_core_imports_neither_sphinx_nor_docutils():
    """claims/core and every module of the package it imports (followed through) import no
    Sphinx or docutils: tools/ and bench/ use them without a build."""
    package = REPO / "_ext"
    todo = sorted((package / "claims" / "core").glob("*.py"))
    seen: set = set()
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        for name in _imports(module):
            assert name.split(".")[0] not in {"sphinx", "docutils"}, (module, name)
            if name.startswith("claims."):
                target = package / (name.replace(".", "/") + ".py")
                todo.append(target if target.exists() else target.with_suffix("") / "__init__.py")
    assert package / "claims" / "core" / "formula.py" in seen
