"""Every warning the mathml extension can emit: ``type='mathml'`` and one subtype each.

``suppress_warnings = ['mathml.unknown-command']`` silences one subtype.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from sphinx.util import logging

if TYPE_CHECKING:
    from typing import Any

logger = logging.getLogger("mathml")


class Subtype(Enum):
    """Warning subtypes of ``type='mathml'``."""

    LATEX = "latex"
    """latex2mathml could not convert the formula (e.g. ``x^`` with nothing to raise); the
    page shows the LaTeX source instead."""
    UNKNOWN_COMMAND = "unknown-command"
    """A command latex2mathml does not know (a typo such as ``\\fracc``); it would be shown
    to readers as its name."""
    MISSING_ARGUMENT = "missing-argument"
    """A command lacks an argument (``\\frac{a}``); the rendered formula would be wrong."""

    def warn(self, message: str, *args: Any, location: Any) -> None:
        logger.warning(message, *args, type="mathml", subtype=self.value, location=location)
