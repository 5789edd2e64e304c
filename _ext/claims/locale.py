"""The extension's own message catalog (labels readers see), shipped in ``locale/``."""

from __future__ import annotations

from pathlib import Path

import polib
from sphinx.locale import get_translation, get_translator

MESSAGE_CATALOG_NAME = "claims"
LOCALE_DIR = Path(__file__).parent / "locale"

_ = get_translation(MESSAGE_CATALOG_NAME)


def ngettext(singular: str, plural: str, n: int) -> str:
    """A label with a count ("1 day", "2 days"); Sphinx's ``_`` has no plural forms."""
    return get_translator(MESSAGE_CATALOG_NAME).ngettext(singular, plural, n)


def compile_catalogs(language: str | None) -> None:
    """Compile the shipped ``.po`` of *language* to ``.mo`` when the ``.mo`` is missing or
    older, so a fresh checkout needs no separate step (Sphinx does the same for
    ``locale_dirs``). Only the language's own folder: a catalog in another one that gettext
    reads for it (``zh_CN.gb2312``, ``zh``) is checked by no one, and never compiled here (the
    translations extension fails the build on it, ``translations.fallback``)."""
    if not language:
        return
    for po in LOCALE_DIR.glob(f"{language}/LC_MESSAGES/{MESSAGE_CATALOG_NAME}.po"):
        mo = po.with_suffix(".mo")
        if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
            polib.pofile(str(po)).save_as_mofile(str(mo))
