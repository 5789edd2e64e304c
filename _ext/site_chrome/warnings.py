"""Every warning the site chrome can emit: ``type='site_chrome'`` and one subtype each
(``suppress_warnings = ['site_chrome.social-font']`` silences one)."""

from __future__ import annotations

from enum import Enum
from typing import Any

from sphinx.util import logging

logger = logging.getLogger("site_chrome")


class Subtype(Enum):
    """Warning subtypes of ``type='site_chrome'``."""

    SOCIAL_FONT = "social-font"
    """No Noto Sans CJK in ``site_social_font_folders``: Chinese social images are drawn
    without Chinese glyphs. Fix: ``apt-get install fonts-noto-cjk``."""


def warn(subtype: Subtype, message: str, *args: Any, location: Any, once: bool = False) -> None:
    logger.warning(
        message, *args, type="site_chrome", subtype=subtype.value, location=location, once=once
    )
