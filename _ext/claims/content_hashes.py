"""Pages read again when what they show changed, whatever its file's time says.

Sphinx reads a page again when its source, or a file it depends on (an image, a download,
an included file, its catalog), is newer than the page's last reading. A file put back with
an older time (``cp -p``, ``rsync -a``, an unpacked archive, a checkout) is not, so a figure
drawn in a replaced SVG, or a paragraph of a replaced page, would reach ``make public`` from
a doctree checked before it. So the digest of each page's source and dependencies is kept
when the page is read, and a page whose files no longer match is read again.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from sphinx.util.i18n import docname_to_domain

from claims.domain import get_domain

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.environment import BuildEnvironment

_KEY = "content_hashes"


def _files(env: BuildEnvironment, docname: str) -> list[Path]:
    """The page's source, its catalog in a translated build, and the files Sphinx noted as
    its dependencies."""
    files = [Path(env.doc2path(docname))]
    if env.config.language:
        domain = docname_to_domain(docname, env.config.gettext_compact)
        files += [
            Path(env.srcdir) / directory / env.config.language / "LC_MESSAGES" / f"{domain}.po"
            for directory in env.config.locale_dirs
        ]
    # (a compiled catalog is the build's own, written from the .po: Sphinx notes it only
    # while it reads the page)
    files += [
        Path(env.srcdir) / dependency
        for dependency in env.dependencies.get(docname, ())
        if not str(dependency).endswith(".mo")
    ]
    return files


def _digests(env: BuildEnvironment, docname: str) -> dict[str, str]:
    found = {}
    for path in _files(env, docname):
        try:
            found[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
        except OSError:
            found[str(path)] = ""  # gone: a change as any other
    return found


def outdated(
    app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str], removed: set[str]
) -> list[str]:
    """``env-get-outdated``: the pages whose files changed with their times left behind."""
    kept: dict[str, dict[str, str]] = get_domain(env).data.get(_KEY, {})
    return sorted(
        docname
        for docname, digests in kept.items()
        if docname in env.found_docs
        and docname not in added | changed
        and _digests(env, docname) != digests
    )


def record(app: Sphinx, env: BuildEnvironment) -> None:
    """``env-updated``: the digests of the pages read now (and the others' kept as they
    were); a page no longer found is dropped."""
    data = get_domain(env).data
    kept: dict[str, dict[str, str]] = data.setdefault(_KEY, {})
    for docname in list(kept):
        if docname not in env.found_docs:
            del kept[docname]
    for docname in env.found_docs:
        if docname not in kept or env.all_docs.get(docname, 0) > _kept_time(data, docname):
            kept[docname] = _digests(env, docname)
            data.setdefault("content_hash_times", {})[docname] = env.all_docs.get(docname, 0)


def _kept_time(data: dict, docname: str) -> float:
    """When the page's digests were taken (its reading time then)."""
    return data.get("content_hash_times", {}).get(docname, -1)
