"""Reader settings: a small panel for font, text size, shadows, images in dark mode,
corners and accent colour, beside furo's light/dark toggle; kept in localStorage.

Everything is CSP-clean: two script files (one in ``<head>``, so settings apply before the
first paint), one stylesheet and ``data-rs-*`` attributes on ``<html>``. ``sphinx-plural.js``
replaces doctools.js's eval of the catalog's plural expression, which the site's CSP blocks.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from markupsafe import Markup
from sphinx.builders.html._assets import _JavaScript

if TYPE_CHECKING:
    from docutils import nodes
    from sphinx.application import Sphinx
    from sphinx.config import Config
    from sphinx.util.typing import ExtensionMetadata

__version__ = "1.0"

HERE = Path(__file__).parent
HEAD_SCRIPT = "_static/reader-settings-init.js"
PANEL_TEMPLATE = "reader_settings/panel.html"


def _add_paths(app: Sphinx, config: Config) -> None:
    config.html_static_path.append(str(HERE / "static"))
    # for reader_settings/panel.html only: no theme template is overridden
    config.templates_path.append(str(HERE / "templates"))


def _add_to_head(
    app: Sphinx,
    pagename: str,
    templatename: str,
    context: dict[str, Any],
    doctree: nodes.document | None,
) -> None:
    """The head script and the panel's <template>, through furo's ``{{ metatags }}`` in
    <head>: furo writes script_files at the end of <body>, too late to apply settings before
    the first paint, and a page.html override would fight other loaders for furo's template."""
    # a _JavaScript, so js_tag() adds the ?v=<checksum> that nginx caches for a year
    script = context["js_tag"](_JavaScript(HEAD_SCRIPT))
    panel = app.builder.templates.render(PANEL_TEMPLATE, context)
    context["metatags"] = Markup(context.get("metatags", "")) + Markup(f"\n{script}\n{panel}")


def setup(app: Sphinx) -> ExtensionMetadata:
    app.connect("config-inited", _add_paths)
    app.connect("html-page-context", _add_to_head)
    app.add_css_file("reader-settings.css")
    app.add_js_file("reader-settings.js")
    # after doctools.js (priority 200), before translations.js (500, added last)
    app.add_js_file("sphinx-plural.js", priority=300)
    return {
        "version": __version__,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
