"""Every warning the claims extension can emit: ``type='claims'`` and one subtype each.

``suppress_warnings = ['claims.uncited']`` silences one subtype; the Authoring guide lists
them all with their fixes (and a test checks that it does).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from sphinx.util import logging

if TYPE_CHECKING:
    from typing import Any

logger = logging.getLogger("claims")


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
    UNUSED = "unused"
    """A declared claim is used on no page."""

    def warn(self, message: str, *args: Any, location: Any) -> None:
        logger.warning(message, *args, type="claims", subtype=self.value, location=location)
