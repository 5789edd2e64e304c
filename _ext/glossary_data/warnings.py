"""Every warning the glossary_data extension can emit: ``type='glossary'``, one subtype each.

``suppress_warnings = ['glossary.unknown-key']`` silences one subtype.
"""

from __future__ import annotations

from enum import Enum
from typing import Any


class Subtype(str, Enum):
    """Warning subtypes of ``type='glossary'``."""

    MALFORMED = "malformed"
    """The data file is not valid YAML, or an entry or field has the wrong shape or id."""
    UNKNOWN_KEY = "unknown-key"
    """An entry or its ``definition`` has a key the schema does not know (a typo?)."""
    MISSING_FIELD = "missing-field"
    """An entry lacks ``en``, ``zh_CN`` or a definition in one of the languages."""
    DUPLICATE = "duplicate"
    """Two entries define the same id or the same English term."""
    MISSING_FILE = "missing-file"
    """The data file named by ``glossary_data_file`` does not exist."""
    RAW_HTML = "raw-html"
    """A term or definition contains raw HTML: it would be published as is. The entry is
    left out and the build fails."""
    TRANSLATION = "translation"
    """A Chinese definition changes, adds or drops a number of the English one, or adds a
    figure: the rule every translation keeps. The entry is left out and the build fails."""
    BIDI_CONTROL = "bidi-control"
    """A term or definition contains Unicode bidirectional control characters. The entry is
    left out and the build fails."""

    def warn(self, message: str, *args: Any, location: Any) -> None:
        from sphinx.util import logging

        logging.getLogger("glossary_data").warning(
            message, *args, type="glossary", subtype=self.value, location=location
        )
