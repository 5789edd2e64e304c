"""Find and read the catalog of a document (one .po per document: gettext_compact=False)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import polib
from sphinx.util.i18n import docname_to_domain

if TYPE_CHECKING:
    from sphinx.environment import BuildEnvironment


def catalog_path(env: BuildEnvironment, docname: str) -> Path | None:
    domain = docname_to_domain(docname, env.config.gettext_compact)
    for directory in env.config.locale_dirs:
        path = (env.srcdir / directory / env.config.language / "LC_MESSAGES" / f"{domain}.po")
        if path.exists():
            return path.resolve()
    return None


def load(path: Path) -> polib.POFile:
    return polib.pofile(str(path), wrapwidth=0)
