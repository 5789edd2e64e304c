"""The catalogs of a translated build: found per document, compiled from and only from the
``.po`` files present.

Sphinx compiles ``locale/<lang>/LC_MESSAGES/*.po`` to ``.mo`` files beside them and reads the
``.mo`` files: a ``.mo`` whose ``.po`` was deleted kept translating its page, and a ``.po``
with a syntax error was compiled into a cut-short ``.mo`` (Babel reads it leniently). So the
site sets ``gettext_auto_build = False`` and :func:`compile_catalogs` does the compiling:
orphaned ``.mo`` files are removed, broken catalogs are not compiled (their pages fall back to
the original, with the banner; the claims extension reports the error with its line), and the
rest are compiled when their ``.mo`` is older, as Sphinx would.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import polib
from sphinx.util import logging
from sphinx.util.i18n import CatalogRepository, docname_to_domain

from claims.core.catalogs import CatalogError, read_catalog

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.environment import BuildEnvironment

logger = logging.getLogger(__name__)


def catalog_path(env: BuildEnvironment, docname: str) -> Path | None:
    domain = docname_to_domain(docname, env.config.gettext_compact)
    for directory in env.config.locale_dirs:
        path = env.srcdir / directory / env.config.language / "LC_MESSAGES" / f"{domain}.po"
        if path.exists():
            return path.resolve()
    return None


def load(path: Path) -> polib.POFile | None:
    """The catalog at *path*, or ``None`` when it cannot be used (a syntax error)."""
    try:
        return read_catalog(path)
    except (OSError, CatalogError):
        return None


def compile_catalogs(app: Sphinx) -> None:
    """``builder-inited``: make the ``.mo`` files say exactly what the ``.po`` files say."""
    language = app.config.language
    if not language or language == app.config.translations_source_language:
        return
    for directory in app.config.locale_dirs:
        root = Path(app.srcdir) / directory / language / "LC_MESSAGES"
        for mo in sorted(root.rglob("*.mo")) if root.is_dir() else []:
            if not mo.with_suffix(".po").exists():
                logger.info(
                    "removing %s: its catalog %s no longer exists", mo, mo.with_suffix(".po").name
                )
                mo.unlink()
    repo = CatalogRepository(
        app.srcdir, app.config.locale_dirs, language, app.config.source_encoding
    )
    for info in repo.catalogs:
        # a .mo newer than its .po was written from it, after it was read without error:
        # reading every catalog again was a good part of a build that changes nothing
        if not info.is_outdated():
            continue
        po, mo = Path(info.po_path), Path(info.mo_path)
        if load(po) is None:
            mo.unlink(missing_ok=True)  # never a cut-short translation
            continue
        info.write_mo(language, app.config.gettext_allow_fuzzy_translations)
