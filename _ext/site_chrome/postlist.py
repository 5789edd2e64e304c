"""Give ABlog's post-list dates their own element, so the date sits under each title."""

from __future__ import annotations

from typing import TYPE_CHECKING

from docutils import nodes
from sphinx.locale import _

if TYPE_CHECKING:
    from sphinx.application import Sphinx


def mark_post_dates(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    # ABlog renders ``:format: {title}|{date}`` as reference, Text("|"), Text(date): wrap
    # everything after the separator in an inline element that the stylesheet can place.
    for list_ in doctree.findall(nodes.bullet_list):
        if "postlist" not in list_["classes"]:
            continue
        for par in list_.findall(nodes.paragraph):
            if "ablog-post-title" not in par["classes"]:
                continue
            texts = [c for c in par.children if isinstance(c, nodes.Text)]
            separator = next((t for t in texts if t.astext() == "|"), None)
            if separator is None:
                continue
            index = par.index(separator)
            tail = par.children[index + 1 :]
            del par.children[index:]
            meta = nodes.inline("", "", *tail, classes=["ablog-post-meta"])
            par += meta
            _translate_categories(meta)


def _translate_categories(meta: nodes.Element) -> None:
    # ABlog keeps categories as shared slugs in every language; show their translated name
    for ref in meta.findall(nodes.reference):
        if "/category/" not in ref.get("refuri", ""):
            continue
        for text in list(ref.findall(nodes.Text)):
            text.parent.replace(text, nodes.Text(_(str(text))))
