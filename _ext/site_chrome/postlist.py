"""Give ABlog's post-list dates their own element, so the date sits under each title."""

from __future__ import annotations

from typing import TYPE_CHECKING

from docutils import nodes

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
