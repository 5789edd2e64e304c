"""Workarounds for what the theme and extensions do upstream, each with the version it was
written for; tests/test_site_chrome_workarounds.py fails once one is no longer needed.

furo 2025.12.19 replaces Sphinx's ``_static/pygments.css`` with its own (light and dark
colours) at ``build-finished`` (``furo._overwrite_pygments_css``), after every page has
linked ``_static/pygments.css?v=<CRC-32 of Sphinx's file>`` (Sphinx >= 7.1,
https://github.com/sphinx-doc/sphinx/pull/11415). The checksum then names a file that is no
longer served, and a server that keeps ``?v=`` URLs for a year (deploy/nginx.conf) keeps the
wrong colours. Writing furo's stylesheet before the first page is rendered makes the checksum
name the file served; furo writing the same text at the end changes nothing. Not reported
upstream as far as we found.

sphinx-copybutton 0.5.2 adds ``clipboard.min.js`` and ``copybutton.js`` as plain scripts in
``<head>``, so the browser stops rendering until both have loaded; the buttons are added
after the page has loaded anyway (``runWhenDOMLoaded``), so they are deferred instead. Not
reported upstream as far as we found.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from docutils import nodes
    from sphinx.application import Sphinx


def write_furo_pygments_css(
    app: Sphinx,
    pagename: str,
    templatename: str,
    context: dict[str, Any],
    doctree: nodes.document | None,
) -> None:
    # html-page-context runs before the page's template computes the checksums it links
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
    # config-inited: every extension has registered its scripts, no builder has read them
    for filename, attributes in app.registry.js_files:
        if filename in COPYBUTTON_SCRIPTS and not {"defer", "async"} & set(attributes):
            attributes["defer"] = "defer"
