"""ABlog's archive pages (all posts, each tag, category and year, drafts) written only when
what they show changed.

ABlog (0.11.13) hands every archive page to the builder on every build, and each shows its
posts' excerpts: at a hundred articles they were a third of a one-page rebuild. Here they
are handed over only when the posts (titles, dates, tags, excerpts …), the pages' chrome
(titles, toctrees, configuration, templates) or the claims data behind the excerpts' cards
changed since the build that last wrote them, or when one of them is missing (``make public``
builds into a new folder each time). A build that writes every page (``-a``) writes them
too, so that sphinx-sitemap, which lists the pages written in the build, lists them.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from docutils import nodes
from sphinx.builders.html import StandaloneHTMLBuilder

from site_chrome import ablog_handlers

if TYPE_CHECKING:
    from collections.abc import Iterator

    from sphinx.application import Sphinx
    from sphinx.config import Config

#: beside the doctrees: what the archive pages showed when they were last written
SHOWN_FILE = "ablog-archives-shown.txt"
_WRITTEN, _SHOWN = "_site_chrome_pages_written", "_site_chrome_archives_shown"


def replace_ablog_archives(app: Sphinx, config: Config) -> None:
    """Put :func:`archive_pages` where ABlog connected its own archive generator."""
    ablog_handlers.replace(app, "generate_archive_pages", archive_pages)


def note_written(app: Sphinx, pagename: str, *_args: Any) -> None:
    """``html-page-context``: the source pages this build writes. With ``-j`` the pages
    are written by worker processes and their notes do not come back: ``-a -j`` into a
    folder that holds the archive pages writes them only when what they show changed."""
    if pagename in app.env.found_docs:
        app.env.__dict__.setdefault(_WRITTEN, set()).add(pagename)


def archive_pages(app: Sphinx) -> Iterator[tuple[str, dict[str, Any], str]]:
    from ablog.post import generate_archive_pages

    pages = list(generate_archive_pages(app))
    if not isinstance(app.builder, StandaloneHTMLBuilder):
        yield from pages
        return
    written = app.env.__dict__.pop(_WRITTEN, set())
    shown = shown_digest(app)
    try:
        previous = (Path(app.doctreedir) / SHOWN_FILE).read_text(encoding="utf-8")
    except OSError:
        previous = None
    present = all(Path(app.builder.get_outfilename(name)).exists() for name, *_ in pages)
    writes_all = written >= set(app.env.found_docs)
    if shown == previous and present and not writes_all:
        return
    app.env.__dict__[_SHOWN] = shown
    yield from pages


def note_shown(app: Sphinx, exception: Exception | None) -> None:
    """After a build that wrote the archive pages: what they show now (a failed build
    keeps the old digest, so the next one writes them again)."""
    shown = app.env.__dict__.pop(_SHOWN, None)
    if exception is None and shown is not None:
        (Path(app.doctreedir) / SHOWN_FILE).write_text(shown, encoding="utf-8")


def _plain(value: Any) -> Any:
    """A post's fields as text: nodes by their structure, collections as sorted lists."""
    if isinstance(value, nodes.Node):
        return value.pformat()
    if isinstance(value, dict):
        return sorted((str(k), _plain(v)) for k, v in value.items())
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, set | frozenset):
        return sorted(str(v) for v in value)
    return repr(value)


def shown_digest(app: Sphinx) -> str:
    env = app.env
    # a post's whole text ("doctree") is not on them: they show its excerpt
    posts = _plain(
        {
            doc: [{k: v for k, v in info.items() if k != "doctree"} for info in infos]
            for doc, infos in getattr(env, "ablog_posts", {}).items()
        }
    )
    titles = sorted((doc, title.astext()) for doc, title in env.titles.items())
    toctrees = sorted((doc, list(children)) for doc, children in env.toctree_includes.items())
    build_info = getattr(app.builder, "build_info", None)
    templates = getattr(app.builder, "templates", None)
    # excerpts may hold claim cards, rendered when written from the claims extension's data
    # (its digest covers the data, the bibliography and the build date)
    registry = env.domaindata.get("claims", {}).get("registry")
    claims = getattr(registry, "digest", None)
    state = (
        app.builder.name,
        app.config.language,
        posts,
        titles,
        toctrees,
        sorted(env.found_docs),
        (build_info.config_hash, build_info.tags_hash) if build_info else None,
        templates.newest_template_mtime() if templates else None,
        claims,
        os.environ.get("SOURCE_DATE_EPOCH"),
    )
    return hashlib.sha256(repr(state).encode("utf-8")).hexdigest()
