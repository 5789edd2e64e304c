"""Endnotes for print: every claim of a page, numbered in reading order, with the rows of its
card (what, source and locator, hardware, ...), listed after the page's body.

On screen the cards show provenance and the list is ``hidden``; on paper the cards cannot
open, so ``claims-endnotes.css`` (a print-only stylesheet, which costs the screen nothing)
hides them, numbers each claim where it stands and shows this list. The numbers are CSS
counters over ``.claim[data-claim]``, the elements the card visitors write for a declared
claim, so the list holds exactly those claims, in the same order. Built at write time (a
post-transform), so the search index and the translations never see it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from docutils import nodes
from markupsafe import escape
from sphinx.transforms.post_transforms import SphinxPostTransform

from claims.domain import get_domain
from claims.html import Linker, card_rows
from claims.locale import _
from claims.nodes import claim

if TYPE_CHECKING:
    from sphinx.writers.html5 import HTML5Translator


class claim_endnotes(nodes.General, nodes.Element):
    """The page's claims, in reading order, rendered as a numbered list: ``claims`` holds
    (claim id, the number as the text shows it) pairs."""


class AddClaimEndnotes(SphinxPostTransform):
    default_priority = 900  # after everything that could add or move a claim
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        registry = get_domain(self.env).registry
        if registry is None:
            return
        found = [
            (node["claim_id"], node.astext())
            for node in self.document.findall(claim)
            if node["claim_id"] in registry.claims
        ]
        if found:
            self.document += claim_endnotes(claims=found, classes=["claim-endnotes", "no-search"])


class _Unlinked(Linker):
    """Paper has no links: the card's lines as text."""

    def _to(self, kind: str, anchor: str) -> None:
        return None


def visit_claim_endnotes(self: HTML5Translator, node: claim_endnotes) -> None:
    registry = get_domain(self.builder.env).registry
    text = _Unlinked(self.builder, self.builder.current_docname)
    items = []
    for claim_id, shown in node["claims"]:
        declared = registry.claims[claim_id]
        # plain text, one element per note: the page may hold a hundred of them
        rows = "; ".join(
            _("%(label)s: %(value)s") % {"label": escape(label), "value": value}
            for label, value in card_rows(text, declared, registry)
        )
        items.append(f"<li><strong>{escape(shown)}</strong> {rows}</li>")
    self.body.append(
        f'<section class="claim-endnotes" aria-labelledby="claim-endnotes-title" hidden>'
        f'<h2 id="claim-endnotes-title">{escape(_("Sources of the numbers"))}</h2>'
        f"<ol>{''.join(items)}</ol></section>"
    )
    raise nodes.SkipNode
