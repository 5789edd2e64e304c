"""Small accessibility fixes to the HTML that docutils writes.

furo wraps every table in ``<div class="table-wrapper">``, which scrolls a table wider than
the page; a scrolling box with nothing focusable in it cannot be scrolled from the keyboard
(WCAG 2.1.1). The wrapper is written as a focusable region named after the table (its
caption, or its place on the page).

docutils lists citations as ``<div role="list">`` whose children carry
``role="doc-biblioentry"``; that role is deprecated (DPUB-ARIA 1.1) and is not a list item,
so assistive technology sees a list without items. Each citation is written as a list item
instead; the markup is otherwise docutils' own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from docutils import nodes
from sphinx.locale import _

if TYPE_CHECKING:
    from sphinx.writers.html5 import HTML5Translator


def visit_citation(self: HTML5Translator, node: nodes.citation) -> None:
    if not isinstance(node.previous_sibling(), nodes.citation):
        self.body.append('<div role="list" class="citation-list">\n')
    self.body.append(self.starttag(node, "div", classes=[node.tagname], role="listitem"))


def depart_citation(self: HTML5Translator, node: nodes.citation) -> None:
    self.body.append("</div>\n")
    if not isinstance(node.next_node(descend=False, siblings=True), nodes.citation):
        self.body.append("</div>\n")


def visit_container(self: HTML5Translator, node: nodes.container) -> None:
    if "table-wrapper" not in node["classes"]:
        self.body.append(self.starttag(node, "div", CLASS="docutils container"))
        return
    count = getattr(self, "site_tables", 0) + 1
    setattr(self, "site_tables", count)  # noqa: B010 (a translator attribute of ours)
    table = next(iter(node.findall(nodes.table)), None)
    title = table[0] if table is not None and isinstance(table[0], nodes.title) else None
    name = title.astext() if title is not None else _("Table %d") % count
    attributes: dict[str, Any] = {"role": "region", "tabindex": "0", "aria-label": name}
    self.body.append(self.starttag(node, "div", CLASS="docutils container", **attributes))


def depart_container(self: HTML5Translator, node: nodes.container) -> None:
    self.body.append("</div>\n")
