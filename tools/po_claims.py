"""The cited-numbers rule in catalogs: a translation may localise a claim's unit (only as
``claims_unit_translations`` in conf.py declares) but never its numbers.

Mirrors the build-time comparison of the claims extension (``claims.transforms``), using
its :func:`claims.values.display_numbers` and :func:`claims.values.same_unit`, so
``check-po`` and the build agree. Pure functions; ``_ext`` must be on ``sys.path``.
"""

from __future__ import annotations

from collections.abc import Mapping

from claims.values import display_numbers, same_unit

from tools.po_findings import Issue, Subtype
from tools.po_markup import Role

#: roles whose shown numbers are checked; ``{hw}`` shows a name, not a figure
NUMBER_ROLES = ("claim", "nac")


def compare_claims(before: list[Role], after: list[Role], units: Mapping[str, str]) -> list[Issue]:
    """Numbers and units of ``{claim}`` and ``{nac}`` roles, paired by target in order.

    A role that is missing or added is the role check's business, not this one's.
    """
    issues = []
    for role_name in NUMBER_ROLES:
        old = [r for r in before if r.name == role_name]
        new = [r for r in after if r.name == role_name]
        for key in dict.fromkeys(r.key for r in old):
            pairs = zip([r for r in old if r.key == key], [r for r in new if r.key == key])
            for shown_before, shown_after in pairs:
                what = f"{{{role_name}}} {key[1]!r}" if key[1] else f"{{{role_name}}}"
                numbers_before = [n for n, _ in display_numbers(shown_before.display)]
                numbers_after = [n for n, _ in display_numbers(shown_after.display)]
                if numbers_before != numbers_after:
                    issues.append(Issue(Subtype.CLAIM_NUMBER, (
                        f"{what} shows {shown_after.display!r} where the msgid shows "
                        f"{shown_before.display!r}; a translation may localise the unit, "
                        f"never the number")))
                elif not same_unit(shown_before.display, shown_after.display, units):
                    issues.append(Issue(Subtype.CLAIM_UNIT, (
                        f"{what} changes the unit of {shown_before.display!r} to "
                        f"{shown_after.display!r}; declare the rendering in conf.py's "
                        f"claims_unit_translations or keep the original unit")))
    return issues
