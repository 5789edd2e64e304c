"""Every warning the claims extension can emit: ``type='claims'`` and one subtype each.

``suppress_warnings = ['claims.uncited']`` silences one subtype; the Authoring guide lists
them all with their fixes (and a test checks that it does).
"""

from __future__ import annotations

from enum import Enum
from typing import Any

# Pure at import time (the core imports this Enum): Sphinx's logging is imported where a
# warning is emitted.


class Subtype(Enum):
    """Warning subtypes of ``type='claims'``."""

    UNCITED = "uncited"
    """A performance-looking number in running text outside a claim or not-a-claim role."""
    UNKNOWN_CLAIM = "unknown-claim"
    """A ``{claim}`` role, chart or derived claim names an id that no data file declares."""
    UNKNOWN_SOURCE = "unknown-source"
    """A claim cites a key that is not in the bibliography."""
    UNKNOWN_HARDWARE = "unknown-hardware"
    """A claim or ``{hw}`` role names a hardware profile that hardware.yaml does not declare."""
    MISSING_FIELD = "missing-field"
    """A claim lacks a field its kind requires (source, locator, hardware, formula, as_of)."""
    MISSING_BASELINE = "missing-baseline"
    """A ratio claim (unit ×) does not say what it is compared with."""
    MALFORMED = "malformed"
    """Bad syntax: a data file that is not valid YAML, an unknown key, a wrong type, a role
    without its target."""
    DUPLICATE = "duplicate"
    """The same claim id is declared twice."""
    VALUE_MISMATCH = "value-mismatch"
    """The number shown in a ``{claim}`` role is not the declared value."""
    TRANSLATION_CHANGED = "translation-changed"
    """A translation shows a claim or exempt number with another value."""
    TRANSLATION_DROPPED = "translation-dropped"
    """A translation leaves out a claim, exempt number or hardware mention of the original."""
    TRANSLATION_ADDED = "translation-added"
    """A translation has a claim, exempt number or hardware mention that the original lacks."""
    TRANSLATION_UNIT = "translation-unit"
    """A translation changes a claim's unit other than through ``claims_unit_translations``."""
    TRANSLATION_NUMBER = "translation-number"
    """A translation writes a number (outside claims) that the original does not have, or
    drops or changes one: "32 layers" must stay 32 in every language."""
    TRANSLATION_STRUCTURE = "translation-structure"
    """A msgstr does not parse as one block like its msgid (a blank line splits it into two
    paragraphs, or it starts a list or heading): Sphinx would show only its first part, or
    ignore it."""
    UNIT_MISMATCH = "unit-mismatch"
    """A ``{claim}`` shows its number with another unit than the claim declares ("2.1%" for
    a 2.1× claim)."""
    CATALOG = "catalog"
    """A catalog (``.po``) cannot be read: a syntax error, or one message translated twice.
    The build does not use it (its pages fall back to the original, with the banner)."""
    RAW_HTML = "raw-html"
    """Raw HTML in a translation, a data field or a glossary text: it would be published as
    is. A UI string (``sphinx.po``) may keep only the tags and quotes of its msgid."""
    UNSAFE_URL = "unsafe-url"
    """A bibliography or data URL that is not ``http(s)`` or relative (``javascript:``…)."""
    BIDI_CONTROL = "bidi-control"
    """A Unicode bidirectional control character in data or a catalog: it can make a number
    read differently from the text that was checked."""
    UNUSED = "unused"
    """A declared claim is used on no page."""
    CROSS_HARDWARE = "cross-hardware"
    """(info) A paragraph compares figures of one unit measured on different hardware; the
    build shows hardware badges next to them."""

    def warn(self, message: str, *args: Any, location: Any) -> None:
        from sphinx.util import logging

        logging.getLogger("claims").warning(message, *args, type="claims", subtype=self.value,
                                            location=location)
