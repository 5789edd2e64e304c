"""The Numbers page's tables, kept as HTML between builds.

The Numbers page holds every claim: thousands of table rows on a large site. A build that
changes one use rewrites the page, and building and writing every row again cost most of
such a build. Each source's table is written to HTML once and kept beside the doctrees,
under a digest of everything it shows; the next build writes only the tables whose digest
changed. Builders other than HTML get the nodes themselves.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

import docutils
import sphinx
from docutils import nodes
from docutils.utils import new_document
from sphinx.builders.html._build_info import BuildInfo

if TYPE_CHECKING:
    from collections.abc import Callable

    from sphinx.application import Sphinx
    from sphinx.writers.html5 import HTML5Translator

#: beside the doctrees: {digest: [html, searchable text]}
FRAGMENTS_FILE = "claims-ledger-fragments.json"
_EXTENSIONS = Path(__file__).parents[1]


class html_fragment(nodes.General, nodes.Element):
    """Ready HTML (``html``) of generated content; its one child is the content's text as
    the search index would read it, so the page's words stay searchable."""


def visit_html_fragment(self: HTML5Translator, node: html_fragment) -> None:
    self.body.append(node["html"])
    raise nodes.SkipNode


@cache
def _code_digest() -> str:
    """The site's extensions: any of them may change how a table is written."""
    digest = hashlib.sha256()
    for path in sorted(_EXTENSIONS.glob("**/*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def context_digest(app: Sphinx, docname: str, *parts: Any) -> str:
    """What every table of page *docname* depends on besides its own records: the code and
    versions that write it, the configuration and tags, the builder and *parts*."""
    config = BuildInfo(app.config, app.tags, frozenset({"html", "env"}))
    state = (
        _code_digest(),
        sphinx.__version__,
        docutils.__version__,
        # the ready citations are pybtex's BibTeX
        metadata.version("pybtex"),
        app.builder.name,
        type(app.builder).__qualname__,
        config.config_hash,
        config.tags_hash,
        _settings(app),
        docname,
        parts,
    )
    return hashlib.sha256(repr(state).encode("utf-8")).hexdigest()


def _settings(app: Sphinx) -> list[tuple[str, Any]]:
    """The docutils settings the translator writes with: docutils.conf may set them (a
    table's classes, say), and the configuration's hash does not see that file."""
    settings = getattr(app.builder, "docsettings", None)
    plain = (str, int, float, tuple, list, type(None))  # not the environment or streams
    items = vars(settings).items() if settings is not None else ()
    return sorted((k, v) for k, v in items if isinstance(v, plain))


class Fragments:
    """The kept tables of one build folder, loaded on first use."""

    def __init__(self, app: Sphinx) -> None:
        self.app = app
        self.path = Path(app.doctreedir) / FRAGMENTS_FILE
        self.kept: dict[str, list[str]] | None = None
        self.used: dict[str, list[str]] = {}
        self.written = 0

    def _load(self) -> dict[str, list[str]]:
        if self.kept is None:
            try:
                loaded = json.loads(self.path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                loaded = {}
            valid = isinstance(loaded, dict)
            self.kept = {
                k: v
                for k, v in (loaded.items() if valid else ())
                if isinstance(v, list) and len(v) == 2 and all(isinstance(s, str) for s in v)
            }
        return self.kept

    def node(self, key: str, build: Callable[[], nodes.Element]) -> nodes.Node:
        """The content that *build* makes, under *key*: as kept HTML for the HTML builders,
        as nodes for the others."""
        if self.app.builder.format != "html":
            return build()
        entry = self._load().get(key)
        if entry is None:
            content = build()
            entry = [render(self.app, content), searchable_text(content)]
            self.written += 1
        self.used[key] = entry
        fragment = html_fragment(html=entry[0])
        fragment += nodes.Text(entry[1])
        return fragment

    def save(self) -> None:
        """Keep the tables this build showed (the others are stale), atomically."""
        if not self.used or (self.written == 0 and self.used.keys() == self._load().keys()):
            return
        tmp: str | None = None
        try:
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".fragments-")
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(self.used, out, ensure_ascii=False)
            os.replace(tmp, self.path)
        except OSError:  # a folder that cannot hold it: the next build writes them again
            if tmp is not None:
                Path(tmp).unlink(missing_ok=True)


def render(app: Sphinx, content: nodes.Element) -> str:
    """*content* written by the builder's own translator, as it would be inside the page."""
    builder: Any = app.builder
    document = new_document("<claims ledger>", builder.docsettings)
    document += content
    translator = builder.create_translator(document, builder)
    content.walkabout(translator)
    return "".join(translator.body)


def searchable_text(content: nodes.Element) -> str:
    """The text the search index reads in *content*: every text node outside the parts
    marked ``no-search``, one per line (the index splits each node apart)."""
    texts: list[str] = []

    def walk(node: nodes.Node) -> None:
        if isinstance(node, nodes.Text):
            texts.append(node.astext())
        elif not (isinstance(node, nodes.Element) and "no-search" in node["classes"]):
            for child in node.children:
                walk(child)

    walk(content)
    return "\n".join(texts)


_OF_APP: WeakKeyDictionary[Sphinx, Fragments] = WeakKeyDictionary()


def of(app: Sphinx) -> Fragments:
    """This build's kept tables."""
    if app not in _OF_APP:
        _OF_APP[app] = Fragments(app)
    return _OF_APP[app]


def save(app: Sphinx, exception: Exception | None) -> None:
    """``build-finished``: keep the tables this build showed (also after a failed build:
    each is filed under what it shows)."""
    of(app).save()
