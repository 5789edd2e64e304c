"""Reader settings: a small panel for font, text size, shadows, images in dark mode,
corners and accent colour, beside furo's light/dark toggle; kept in localStorage.

Everything is CSP-clean: two script files (one in ``<head>``, so settings apply before the
first paint), one stylesheet and ``data-rs-*`` attributes on ``<html>``. ``sphinx-plural.js``
replaces doctools.js's eval of the catalog's plural expression, which the site's CSP blocks.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from sphinx.builders.html._assets import _JavaScript

if TYPE_CHECKING:
    from docutils import nodes
    from sphinx.application import Sphinx
    from sphinx.config import Config
    from sphinx.util.typing import ExtensionMetadata

__version__ = "1.0"

HERE = Path(__file__).parent
HEAD_SCRIPT = "_static/reader-settings-init.js"


def _add_paths(app: Sphinx, config: Config) -> None:
    config.html_static_path.append(str(HERE / "static"))
    # after the project's _templates/: its own page.html would still win
    config.templates_path.append(str(HERE / "templates"))


def _add_head_script(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
    doctree: nodes.document | None,
) -> None:
    # a _JavaScript, so js_tag() adds the ?v=<checksum> that nginx caches for a year
    context["reader_settings_head_script"] = _JavaScript(HEAD_SCRIPT)


def setup(app: Sphinx) -> ExtensionMetadata:
    app.connect("config-inited", _add_paths)
    app.connect("html-page-context", _add_head_script)
    app.add_css_file("reader-settings.css")
    app.add_js_file("reader-settings.js")
    # after doctools.js (priority 200), before translations.js (500, added last)
    app.add_js_file("sphinx-plural.js", priority=300)
    return {
        "version": __version__,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
