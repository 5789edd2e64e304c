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

import gettext
import hashlib
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import polib
from sphinx.locale import __
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
    _refuse_fallbacks(app, language)
    repo = CatalogRepository(
        app.srcdir, app.config.locale_dirs, language, app.config.source_encoding
    )
    record = Path(app.doctreedir) / COMPILED
    try:
        compiled: dict[str, list[str]] = json.loads(record.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        compiled = {}
    for info in repo.catalogs:
        po, mo = Path(info.po_path), Path(info.mo_path)
        # a .mo newer than its .po that this build wrote from it, after reading it without
        # error, is used as it is: reading every catalog again was a good part of a build
        # that changes nothing. Any other .mo (put in place, or one a fresh clone dates like
        # its .po) is compiled again
        if not info.is_outdated() and compiled.get(str(mo)) == _stamp(po, mo):
            continue
        compiled.pop(str(mo), None)
        if load(po) is None:
            mo.unlink(missing_ok=True)  # never a cut-short translation
            continue
        info.write_mo(language, app.config.gettext_allow_fuzzy_translations)
        compiled[str(mo)] = _stamp(po, mo)
    record.parent.mkdir(parents=True, exist_ok=True)
    record.write_text(json.dumps(compiled, indent=1, sort_keys=True) + "\n", encoding="utf-8")


#: the .mo files this build compiled, each with the digests of its .po and of itself
COMPILED = "translations-compiled.json"


def _stamp(po: Path, mo: Path) -> list[str]:
    try:
        return [hashlib.sha256(path.read_bytes()).hexdigest() for path in (po, mo)]
    except OSError:
        return []


def _refuse_fallbacks(app: Sphinx, language: str) -> None:
    """A catalog folder gettext reads for *language* other than *language*'s own: before it
    ("zh_CN.gb2312", which ``gettext`` expands "zh_CN" to first: it would relabel what the
    checked catalogs translate) or after it ("zh", shown wherever they have no translation).
    No check reads such a catalog: each of its ``.po`` and ``.mo`` files fails the build, in
    the site's ``locale_dirs`` and in the locale folder of every extension of the site."""
    # gettext's own expansion of a language into the ones it reads, in order
    expanded = gettext._expand_lang(language)  # type: ignore[attr-defined]
    own = expanded.index(language) if language in expanded else len(expanded)
    roots = [(Path(app.srcdir) / d, str(d)) for d in app.config.locale_dirs]
    roots += [(folder, str(folder)) for folder in extension_locale_dirs(app)]
    for root, shown in roots:
        for index, fallback in enumerate(expanded):
            folder = root / fallback
            if fallback == language or not folder.is_dir():
                continue
            when = (
                "before its own catalogs, replacing their translations"
                if index < own
                else "wherever its own catalogs have no translation"
            )
            for catalog in sorted([*folder.rglob("*.mo"), *folder.rglob("*.po")]):
                logger.warning(
                    __(
                        "a catalog for %r, which gettext reads for %r %s, and which no check "
                        "reads: put its translations into %s/%s/LC_MESSAGES as a .po, or remove "
                        "it"
                    ),
                    fallback,
                    language,
                    when,
                    shown,
                    language,
                    type="translations",
                    subtype="fallback",
                    location=f"{catalog}:0",  # a file without lines (":" keeps Sphinx from
                    # reading the path as a page's name)
                )


def extension_locale_dirs(app: Sphinx) -> list[Path]:
    """The ``locale`` folder of every extension the site ships beside its ``conf.py``
    (``_ext/claims/locale``): where an extension's own catalogs are, which gettext reads too."""
    confdir = Path(app.confdir).resolve()
    found = []
    for name in sorted(app.extensions):
        module = sys.modules.get(name)
        path = getattr(module, "__file__", None)
        if not path:
            continue
        folder = Path(path).resolve().parent / "locale"
        if folder.is_relative_to(confdir) and folder.is_dir() and folder not in found:
            found.append(folder)
    return found
