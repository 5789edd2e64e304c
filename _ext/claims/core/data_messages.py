"""What a translation of a data file's words (``_claims.po``) must keep beyond the general
rule (:mod:`claims.core.fidelity`), by the message's context (its ``msgctxt``, written by
``make gettext`` as ``<claim-id>.<field>`` or ``hardware.<profile-id>.<field>``):

* a derived claim's ``formula`` (``<claim-id>.formula``) keeps its numbers in their order:
  ``80 GB − 16 GB 权重 = 64 GB`` written ``… = 16 GB`` has the same numbers, but states
  another result;
* a hardware profile's ``name`` and ``short`` (``hardware.<id>.name``) keep the product's
  name as written: ``A100 40GB`` may not become ``H100 40GB`` (the Chinese cards would bind
  A100 results to an H100). A note in brackets after the name (``A100 (form factor not stated
  by the source)``) may be translated; the name before it may not.

One function, :func:`with_data_rules`, called by the build (``claims.events``) and by
``make check-po`` (``tools/check_po.py``) with the message's context.
"""

from __future__ import annotations

import re

from claims.core.fidelity import Issue, prose_numbers
from claims.warnings import Subtype

#: the fields of a hardware profile that name the product
_NAME_FIELDS = frozenset({"name", "short"})
#: where a note starts after a product's name: a bracket, ASCII or full-width
_NOTE = re.compile(r"\s*[(（\[【]")


def _field(msgctxt: str) -> tuple[str, str]:
    """(owner, field) of a context: ``("hardware.a100-40gb", "name")``."""
    owner, _, field = msgctxt.rpartition(".")
    return owner, field


def with_data_rules(
    msgctxt: str | None, msgid: str, msgstr: str, issues: list[Issue]
) -> list[Issue]:
    """The general rule's *issues* of a message, with what its data text's own rules find: a
    product's name reported by its own rule is not reported again as a dropped name."""
    own = data_message_issues(msgctxt, msgid, msgstr)
    if any(issue.part == "name" for issue in own):
        issues = [issue for issue in issues if issue.part != "name"]
    return issues + own


def data_message_issues(msgctxt: str | None, msgid: str, msgstr: str) -> list[Issue]:
    """What the translation *msgstr* of the data text *msgid* with context *msgctxt* breaks
    of the rules above (none for a message without a context, or of another field)."""
    if not msgctxt or not msgstr:
        return []
    owner, field = _field(msgctxt)
    if field == "formula" and not owner.startswith("hardware."):
        return _formula_order(msgid, msgstr)
    if owner.startswith("hardware.") and owner.count(".") == 1 and field in _NAME_FIELDS:
        return _product_name(field, msgid, msgstr)
    return []


def _formula_order(msgid: str, msgstr: str) -> list[Issue]:
    before, after = prose_numbers(msgid), prose_numbers(msgstr)
    if before == after or sorted(before) != sorted(after):
        # the same numbers in order; or other numbers, which the general rule reports
        return []
    shown = ", ".join(format(n, "f") for n in before)
    moved = ", ".join(format(n, "f") for n in after)
    return [
        Issue(
            Subtype.TRANSLATION_NUMBER,
            f"translation of a formula writes its numbers in another order ({moved} for "
            f"{shown}), which states another computation or result; keep the numbers of a "
            "formula in the original's order",
        )
    ]


def _name_part(text: str) -> str:
    """The product's name: *text* before any bracketed note, spaces collapsed."""
    return " ".join(_NOTE.split(text, maxsplit=1)[0].split())


def _product_name(field: str, msgid: str, msgstr: str) -> list[Issue]:
    name = _name_part(msgid)
    kept = _name_part(msgstr)
    has_note = _NOTE.search(msgid) is not None
    if kept == name and (has_note or " ".join(msgstr.split()) == " ".join(msgid.split())):
        return []
    return [
        Issue(
            Subtype.TRANSLATION_CHANGED,
            f"translation of a hardware profile's {field} shows {kept!r}, not the product "
            f"{name!r}: the cards of that language would bind its results to another "
            "hardware; keep the name as written (only a note in brackets after it may be "
            "translated)",
            part="name",
        )
    ]
