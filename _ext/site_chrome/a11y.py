"""Small accessibility fixes to the HTML that docutils writes.

docutils lists citations as ``<div role="list">`` whose children carry
``role="doc-biblioentry"``; that role is deprecated (DPUB-ARIA 1.1) and is not a list item,
so assistive technology sees a list without items. Each citation is written as a list item
instead; the markup is otherwise docutils' own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from docutils import nodes

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
