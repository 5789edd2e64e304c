"""Recompute every derived claim from its inputs and say where the arithmetic no longer holds.

A derived claim's ``compute`` (:mod:`claims.core.formula`) may reference only the claims its
``inputs`` list. Inputs are evaluated first: a measured, spec or fact input gives its declared
value; a derived input gives its *computed*, unrounded value, so a chain carries no rounding
error from one step to the next (the declared value of each step is checked on its own).

The rule: a declared value follows from its inputs when the computed value, rounded half away
from zero to the decimals the declared value shows, is the declared value (a range: each end).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Literal

from claims.core.formula import (
    Formula,
    FormulaError,
    Value,
    decimals,
    follows,
    parse,
    show,
    to_value,
)


@dataclass(frozen=True)
class Node:
    """What the check needs of one claim."""

    value: int | float | list[Any]
    kind: str
    inputs: tuple[str, ...] = ()
    compute: str | None = None


@dataclass(frozen=True)
class Issue:
    """A derived claim whose arithmetic fails; *at* is the key to point at: ``"compute"``
    for a formula that cannot be evaluated, ``"claim"`` for a value that does not follow."""

    claim: str
    kind: Literal["formula", "mismatch", "cycle"]
    message: str
    at: Literal["compute", "claim"]


@dataclass
class Result:
    computed: dict[str, Value] = field(default_factory=dict)
    issues: list[Issue] = field(default_factory=list)


def check(claims: Mapping[str, Node]) -> Result:
    """Evaluate every ``compute`` of *claims* (in declaration order for the messages)."""
    result = Result()
    formulas: dict[str, Formula] = {}
    for cid, node in claims.items():
        if node.compute is None:
            continue
        try:
            formula = parse(node.compute)
        except FormulaError as exc:
            result.issues.append(
                Issue(
                    cid,
                    "formula",
                    f"derived claim {cid!r}: compute {node.compute!r}: {exc}",
                    "compute",
                )
            )
            continue
        undeclared = [ref for ref in formula.refs if ref not in node.inputs]
        if undeclared:
            result.issues.append(
                Issue(
                    cid,
                    "formula",
                    (
                        f"derived claim {cid!r}: compute uses {', '.join(undeclared)}, not "
                        "listed in "
                        f"its 'inputs': list every claim the formula uses"
                    ),
                    "compute",
                )
            )
            continue
        formulas[cid] = formula
    cyclic = _cycles(claims, result)
    failed: set[str] = set(cyclic)
    for cid in _order(claims):
        ordered = formulas.get(cid)
        if ordered is None or cid in failed:
            continue
        if any(ref in failed or ref not in claims for ref in ordered.refs):
            failed.add(cid)  # an input is already reported (unknown, cyclic or failing)
            continue
        values = {
            ref: result.computed.get(ref, to_value(claims[ref].value)) for ref in ordered.refs
        }
        try:
            computed = ordered.evaluate(values)
        except FormulaError as exc:
            result.issues.append(
                Issue(
                    cid,
                    "formula",
                    f"derived claim {cid!r}: compute {ordered.text!r}: {exc}",
                    "compute",
                )
            )
            failed.add(cid)
            continue
        result.computed[cid] = computed
        problem = _mismatch(claims[cid].value, computed)
        if problem:
            result.issues.append(
                Issue(cid, "mismatch", f"derived claim {cid!r} declares {problem}", "claim")
            )
    return result


def shows(declared: Any, computed: Value) -> bool:
    """Whether *declared* is *computed* as far as its digits show it."""
    return _mismatch(declared, computed) is None


def _mismatch(declared: Any, computed: Value) -> str | None:
    """What is wrong with *declared* against *computed*, or None when it follows."""
    if isinstance(declared, list) != isinstance(computed, tuple):
        shape = "a range" if isinstance(declared, list) else "a number"
        return (
            f"{shape} but its compute gives {_shown(computed, declared)}: make both a "
            f"number or both a range [low, high]"
        )
    pairs: list[tuple[Any, Fraction]]
    if isinstance(declared, list) and isinstance(computed, tuple):
        pairs = list(zip(declared, computed, strict=True))
    elif isinstance(computed, Fraction):
        pairs = [(declared, computed)]
    if all(follows(d, c) for d, c in pairs):
        return None
    places = max(decimals(d) for d in (declared if isinstance(declared, list) else [declared]))
    return (
        f"{_declared(declared)}, but its compute gives {_shown(computed, declared)} "
        f"({places} decimal(s), as the declared value shows, rounded half away from zero): "
        f"correct the value or the inputs, whichever changed"
    )


def _declared(declared: Any) -> str:
    return f"[{declared[0]}, {declared[1]}]" if isinstance(declared, list) else str(declared)


def _shown(computed: Value, declared: Any) -> str:
    scalar = declared if not isinstance(declared, list) else declared[0]
    places = decimals(scalar) if isinstance(scalar, (int, float)) else 0
    if isinstance(computed, tuple):
        return f"[{show(computed[0], places)}, {show(computed[1], places)}]"
    return show(computed, places)


def _order(claims: Mapping[str, Node]) -> list[str]:
    """Claims with every input before the claims that use it (cycles left out)."""
    done: list[str] = []
    seen: set[str] = set()

    def visit(cid: str, path: set[str]) -> None:
        if cid in seen or cid in path or cid not in claims:
            return
        path.add(cid)
        for ref in claims[cid].inputs:
            visit(ref, path)
        path.discard(cid)
        seen.add(cid)
        done.append(cid)

    for cid in claims:
        visit(cid, set())
    return done


def _cycles(claims: Mapping[str, Node], result: Result) -> set[str]:
    """Report each cycle of ``inputs`` once, at its first claim in declaration order; return
    every claim on a cycle."""
    order = {cid: i for i, cid in enumerate(claims)}
    on_cycle: set[str] = set()
    reported: set[frozenset[str]] = set()
    for start in claims:
        stack: list[tuple[str, list[str]]] = [(start, [start])]
        while stack:
            cid, path = stack.pop()
            for ref in claims[cid].inputs if cid in claims else ():
                if ref == start:
                    members = frozenset(path)
                    if members not in reported and min(members, key=order.__getitem__) == start:
                        reported.add(members)
                        result.issues.append(
                            Issue(
                                start,
                                "cycle",
                                (
                                    f"derived claim {start!r} depends on itself through its "
                                    "inputs: "
                                    f"{' → '.join([*path, start])}; a derived number needs inputs "
                                    f"that do not depend on it"
                                ),
                                "claim",
                            )
                        )
                    on_cycle |= members
                elif ref not in path and ref in claims and order[ref] > order[start]:
                    stack.append((ref, [*path, ref]))
    return on_cycle
