"""Workarounds for upstream behaviour of Sphinx, the theme and extensions, in one place.
Each names the version it targets and where it is reported; ``tests/test_site_upstream.py``
shows each one is still needed (it fails once upstream fixes it, so the workaround can be
deleted).

Sphinx compares the configuration with the one pickled by the last build right after
``config-inited``, before the builder exists. Anything that changes the configuration
later makes the next identical build say "The configuration has changed" and re-check
every page:

1. **``html_css_files`` priorities** (Sphinx 9.0.4; report:
   ``docs/upstream/sphinx-html-css-files-priority.md``). The HTML builder's
   ``init_css_files``/``init_js_files`` add ``priority: 800`` to each entry's attribute
   dict of the live configuration, so the pickled value always differs from a freshly
   read ``conf.py``. :func:`settle_asset_priorities` adds the same default at
   ``config-inited``, before the comparison.

2. **Theme options registered late** (Sphinx 9.0.4 with furo 2025.12.19; report:
   ``docs/upstream/sphinx-theme-late-config.md``). A theme installed as a package is set
   up (and registers its options, furo's ``pygments_dark_style``) when the builder loads
   it, after the comparison, so the option is always "new". :func:`load_theme_early`
   sets up the theme's extension at ``config-inited``; Sphinx's own loading later finds it
   loaded.

3. **sphinx-copybutton's static folder** (sphinx-copybutton 0.5.2, ``scb_static_path``;
   not reported upstream as far as we found). It appends its ``_static`` folder to
   ``html_static_path`` at ``builder-inited``, after the comparison, so the pickled value
   always has one folder more. :func:`add_copybutton_static_path` adds the folder at
   ``config-inited`` and disconnects the late handler.

And what is served:

4. **furo's pygments.css checksum** (furo 2025.12.19; not reported upstream as far as we
   found). furo replaces Sphinx's ``_static/pygments.css`` with its own (light and dark
   colours) at ``build-finished`` (``furo._overwrite_pygments_css``), after every page has
   linked ``_static/pygments.css?v=<CRC-32 of Sphinx's file>`` (Sphinx >= 7.1,
   https://github.com/sphinx-doc/sphinx/pull/11415). The checksum then names a file that is
   no longer served, and a server that keeps ``?v=`` URLs for a year (deploy/nginx.conf)
   keeps the wrong colours. :func:`write_furo_pygments_css` writes furo's stylesheet before
   the first page is rendered, so the checksum names the file served.

5. **sphinx-copybutton's blocking scripts** (sphinx-copybutton 0.5.2; not reported
   upstream as far as we found). It adds ``clipboard.min.js`` and ``copybutton.js`` as
   plain scripts in ``<head>``, so the browser stops rendering until both have loaded; the
   buttons are added once the page has loaded anyway (``runWhenDOMLoaded``).
   :func:`defer_copybutton_scripts` defers them.

And one source of noise:

6. **MyST prints its whole configuration on every build** (myst-parser 5.2.0, at INFO in
   ``myst_parser.sphinx_ext.main.create_myst_config``; reported in
   executablebooks/MyST-NB#594). :class:`QuietMystConfig` drops that one record unless
   the build runs with ``-v``.

And one that shows only with two builds in one process (tests, a build server):

7. **ABlog's blog is one state for the whole process** (ablog 0.11.13; not reported
   upstream as far as we found). ``ablog.blog.Blog`` shares ``Blog._dict`` between all its
   instances and fills it only when it is empty, so a second Sphinx application in the same
   process sees the posts, catalogs and configuration of the first site (and warns about its
   documents). :func:`fresh_ablog_state` empties it when a new application starts.

And one that costs time:

8. **ABlog declares itself unsafe for parallel reading** (ablog 0.11.13,
   ``"parallel_read_safe": False`` in ``ablog.setup``; not reported upstream as far as we
   found), so ``sphinx-build -j`` reads every page in one process. What ABlog keeps while
   reading is ``env.ablog_posts`` (docname -> posts), plus a page's orphan flag and its
   post labels, which Sphinx merges itself; only the posts are lost when pages are read in
   other processes. :func:`parallel_ablog` merges them (``env-merge-info``) and declares
   the extension safe.
9. **ABlog keeps every post's whole page in the environment** (ablog 0.11.13; report:
   ``docs/upstream/ablog-posts-hold-pages.md``). Each post in ``env.ablog_posts`` holds a
   copy of the post's section (``doctree``, read only for full-text feeds) and copies of
   its excerpt, and docutils' copies still point at the page's document, so the pickled
   environment held every post's page as it was read: 60 MB at 100 articles, read
   (5.5 s) by every build and pickled once per process with ``-j``. :func:`slim_ablog_posts`
   drops the section when feeds carry excerpts and unhooks the copies from the page.
10. **sphinxext-opengraph imports matplotlib for social cards it will not draw**
    (sphinxext-opengraph 0.13.0; the module split is proposed in
    https://github.com/sphinx-doc/sphinxext-opengraph/issues/145). Its ``__init__`` imports
    ``_social_cards``, which imports ``matplotlib.pyplot``, even with
    ``ogp_social_cards = {"enable": False}``: about 1 s of CPU per build, a quarter of a
    build of the real site that changes nothing. The site draws its own cards
    (``site_chrome.social``). :func:`skip_opengraph_social_cards` gives the package, when
    site_chrome is set up before it (extensions are loaded in the order listed), the
    module it falls back to without matplotlib; :func:`require_own_social_cards` stops a
    build that enables the package's cards, which would otherwise be silently missing.

And one that shows only in incremental builds:

11. **sphinx-sitemap lists only the pages written by the build** (sphinx-sitemap 2.9.0;
    jdillard/sphinx-sitemap#13, open since 2018). It collects the pages at
    ``html-page-context``, so after ``make html`` rewrote two pages the sitemap listed two.
    :func:`keep_sitemap_pages` adds, before it writes the file, the pages earlier builds
    listed that are still pages (a document still in the project, another page still in
    the output) and not excluded by ``sitemap_excludes``, in the order of their addresses.
"""

from __future__ import annotations

import fnmatch
import functools
import json
import logging
import queue
import sys
import types
from collections.abc import Callable, Sequence
from importlib.metadata import entry_points
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sphinx.errors import ConfigError

if TYPE_CHECKING:
    from docutils import nodes
    from sphinx.application import Sphinx
    from sphinx.config import Config

#: the default Sphinx's HTML builder gives html_css_files and html_js_files entries
USER_ASSET_PRIORITY = 800
MYST_LOGGER = "sphinx.myst_parser.sphinx_ext.main"


def settle_asset_priorities(app: Sphinx, config: Config) -> None:
    """Give each ``html_css_files``/``html_js_files`` entry the priority the builder would
    add later. Runs after Sphinx turns plain names into (name, attributes) pairs (800)."""
    for option in ("html_css_files", "html_js_files"):
        for entry in config[option]:
            if isinstance(entry, tuple) and isinstance(entry[1], dict):
                entry[1].setdefault("priority", USER_ASSET_PRIORITY)


def add_copybutton_static_path(app: Sphinx, config: Config) -> None:
    if "sphinx_copybutton" not in app.extensions:
        return
    import sphinx_copybutton

    folder = str(Path(sphinx_copybutton.__file__).parent.joinpath("_static").absolute())
    if folder not in config.html_static_path:
        config.html_static_path.append(folder)
    for listener in list(app.events.listeners.get("builder-inited", [])):
        if listener.handler is sphinx_copybutton.scb_static_path:
            app.disconnect(listener.id)


def load_theme_early(app: Sphinx, config: Config) -> None:
    """Set up the extension of an installed theme now, so its options exist when Sphinx
    compares the configuration with the last build's.

    Sphinx would only set the theme up for builders that use it; its event handlers are
    therefore wrapped to run for HTML builders only (furo's refuse any other builder)."""
    theme = next(
        (
            entry
            for entry in entry_points(group="sphinx.html_themes")
            if entry.name == config.html_theme
        ),
        None,
    )
    if theme is None or theme.module in app.extensions:
        return
    known = {listener.id for listeners in app.events.listeners.values() for listener in listeners}
    app.setup_extension(theme.module)
    for event, listeners in list(app.events.listeners.items()):
        for listener in [item for item in listeners if item.id not in known]:
            app.disconnect(listener.id)
            app.connect(
                event,
                functools.partial(_for_html_builders, listener.handler),
                priority=listener.priority,
            )


def _for_html_builders(handler: Callable[..., Any], app: Sphinx, *args: Any) -> Any:
    if app.builder is not None and app.builder.format == "html":
        return handler(app, *args)
    return None


def write_furo_pygments_css(
    app: Sphinx,
    pagename: str,
    templatename: str,
    context: dict[str, Any],
    doctree: nodes.document | None,
) -> None:
    if app.config.html_theme != "furo" or app.builder.format != "html":
        return
    import furo

    path = Path(app.builder.outdir) / "_static" / "pygments.css"
    stylesheet = furo.get_pygments_stylesheet()
    if not path.is_file() or path.read_text(encoding="utf-8") != stylesheet:
        path.write_text(stylesheet, encoding="utf-8")


#: scripts that sphinx-copybutton adds without a loading method
COPYBUTTON_SCRIPTS = ("clipboard.min.js", "copybutton.js")


def defer_copybutton_scripts(app: Sphinx, config: Any) -> None:
    for filename, attributes in app.registry.js_files:
        if filename in COPYBUTTON_SCRIPTS and not {"defer", "async"} & set(attributes):
            attributes["defer"] = "defer"


class QuietMystConfig(logging.Filter):
    """Drops MyST's INFO record that prints its configuration."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.levelno == logging.INFO and "MdParserConfig(" in record.getMessage())


_QUIET_MYST = QuietMystConfig()


def quiet_myst(app: Sphinx) -> None:
    if app.verbosity < 1:
        logging.getLogger(MYST_LOGGER).addFilter(_QUIET_MYST)


def unquiet_myst(app: Sphinx, exception: BaseException | None) -> None:
    logging.getLogger(MYST_LOGGER).removeFilter(_QUIET_MYST)


def fresh_ablog_state(app: Sphinx, config: Config) -> None:
    from ablog.blog import Blog

    if Blog._dict.get("app") is not app:
        Blog._dict.clear()


def parallel_ablog(app: Sphinx, config: Config) -> None:
    extension = app.extensions.get("ablog")
    if extension is None or extension.parallel_read_safe:
        return
    extension.parallel_read_safe = True
    app.connect("env-merge-info", merge_ablog_posts)


def merge_ablog_posts(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    """The posts of the pages *other* (a reading process's environment) has read."""
    theirs = getattr(other, "ablog_posts", {})
    ours = env.__dict__.setdefault("ablog_posts", {})
    ours.update((doc, theirs[doc]) for doc in docnames if doc in theirs)


def slim_ablog_posts(app: Sphinx, doctree: nodes.document) -> None:
    """``doctree-read``, after ABlog's ``process_posts``: the posts of this page keep no
    reference to its document (a copied node finds its document through its parent)."""
    for info in getattr(app.env, "ablog_posts", {}).get(app.env.docname, []):
        if not app.config.blog_feed_fulltext:
            info["doctree"] = None
        kept = [*info.get("excerpt", []), *([info["doctree"]] if info.get("doctree") else [])]
        for copy in kept:
            for node in copy.findall():
                node.document = None


#: sphinxext-opengraph's social-card module, which imports matplotlib
OPENGRAPH_CARDS = "sphinxext.opengraph._social_cards"


def skip_opengraph_social_cards() -> None:
    """Before sphinxext-opengraph is imported: its card module as the package has it when
    matplotlib is missing (no default card options, no card drawer)."""
    if "sphinxext.opengraph" in sys.modules:  # imported already: nothing to save
        return
    stand_in = types.ModuleType(OPENGRAPH_CARDS, "social cards: drawn by site_chrome")
    stand_in.DEFAULT_SOCIAL_CONFIG = {}  # type: ignore[attr-defined]
    stand_in.create_social_card = None  # type: ignore[attr-defined]
    stand_in.skipped_by_site_chrome = True  # type: ignore[attr-defined]
    sys.modules.setdefault(OPENGRAPH_CARDS, stand_in)


def require_own_social_cards(app: Sphinx, config: Config) -> None:
    cards = sys.modules.get(OPENGRAPH_CARDS)
    if "sphinxext.opengraph" not in app.extensions or cards is None:
        return
    enabled = (config.ogp_social_cards or {}).get("enable") is not False
    if enabled and getattr(cards, "skipped_by_site_chrome", False):
        raise ConfigError(
            "ogp_social_cards: site_chrome draws the social cards, so sphinxext-opengraph's "
            "are not loaded; set ogp_social_cards = {'enable': False}"
        )


#: beside the doctrees: the sitemap's pages of the last build (workaround 11)
SITEMAP_PAGES = "sitemap-pages.json"


def keep_sitemap_pages(app: Sphinx, exception: BaseException | None) -> None:
    """``build-finished``, before sphinx-sitemap writes the file: its queue of pages gains
    the pages of earlier builds that are still pages."""
    written_now = getattr(app, "sitemap_links", None)
    if exception is not None or written_now is None or app.builder.format != "html":
        return
    fresh: list[tuple[str, str | None]] = []
    while True:
        try:
            link, lastmod = written_now.get_nowait()
        except queue.Empty:
            break
        fresh.append((link, lastmod))
    record = Path(app.doctreedir) / SITEMAP_PAGES
    try:
        earlier = json.loads(record.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        earlier = []
    suffix = app.config.html_file_suffix or ".html"
    links = {link for link, _ in fresh}
    pages = [
        [link, lastmod, link.removesuffix(suffix) in app.env.all_docs] for link, lastmod in fresh
    ]
    excluded = getattr(app.config, "sitemap_excludes", [])
    for link, lastmod, is_doc in earlier:
        if link in links or any(fnmatch.fnmatch(link, pattern) for pattern in excluded):
            continue
        still = link.removesuffix(suffix) in app.env.all_docs if is_doc else None
        if still or (still is None and (Path(app.outdir) / link).is_file()):
            pages.append([link, lastmod, is_doc])
    pages.sort()
    for link, lastmod, _is_doc in pages:
        written_now.put((link, lastmod))
    record.write_text(json.dumps(pages, indent=0), encoding="utf-8")


def one_chunk_per_process(arguments: Sequence[str], nproc: int, maxbatch: int = 10) -> list[Any]:
    """``make_chunks`` for a read: as many chunks as processes, each every n-th page."""
    return [list(arguments[i::nproc]) for i in range(min(nproc, len(arguments)))]


def read_in_one_chunk_per_process() -> None:
    """Wrap ``Builder._read_parallel`` (once per process) so its ``make_chunks`` is
    :func:`one_chunk_per_process` while it runs; Sphinx's read and write share the name."""
    from sphinx import builders

    upstream = builders.Builder._read_parallel
    if getattr(upstream, "one_chunk_per_process", False):
        return

    @functools.wraps(upstream)
    def read_parallel(self: Any, docnames: list[str], nproc: int) -> None:
        make_chunks = builders.make_chunks
        builders.make_chunks = one_chunk_per_process
        try:
            upstream(self, docnames, nproc)
        finally:
            builders.make_chunks = make_chunks

    read_parallel.one_chunk_per_process = True  # type: ignore[attr-defined]
    builders.Builder._read_parallel = read_parallel  # type: ignore[method-assign]


def register(app: Sphinx) -> None:
    skip_opengraph_social_cards()
    read_in_one_chunk_per_process()
    # before sphinx-sitemap's create_sitemap (priority 500)
    app.connect("build-finished", keep_sitemap_pages, priority=400)
    app.connect("config-inited", require_own_social_cards)
    # before ABlog's first Blog(app) of this application
    app.connect("config-inited", fresh_ablog_state, priority=100)
    # every extension is set up by config-inited; Sphinx asks about parallel reads later
    app.connect("config-inited", parallel_ablog)
    # after ABlog's process_posts (priority 500), which fills env.ablog_posts
    app.connect("doctree-read", slim_ablog_posts, priority=600)
    # after Sphinx's convert_html_css_files / convert_html_js_files (priority 800)
    app.connect("config-inited", settle_asset_priorities, priority=900)
    app.connect("config-inited", load_theme_early, priority=900)
    app.connect("config-inited", add_copybutton_static_path)
    # config-inited: every extension has registered its scripts, no builder has read them
    app.connect("config-inited", defer_copybutton_scripts)
    # html-page-context runs before the page's template computes the checksums it links
    app.connect("html-page-context", write_furo_pygments_css)
    # before MyST's own builder-inited handler (default priority 500) logs its config
    app.connect("builder-inited", quiet_myst, priority=100)
    app.connect("build-finished", unquiet_myst)
