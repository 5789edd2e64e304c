"""Doctree nodes that carry a claim, a hardware mention or an exempt number."""

from __future__ import annotations

from docutils import nodes


class claim(nodes.Inline, nodes.TextElement):
    """A cited number: ``claim_id`` names the declared claim; the text is what readers see."""


class hardware_ref(nodes.Inline, nodes.TextElement):
    """A mention of a hardware profile (``profile``) in running text."""


class not_a_claim(nodes.Inline, nodes.TextElement):
    """A number that looks like performance but is not one; ``reason`` says why."""


class claims_ledger(nodes.General, nodes.Element):
    """Placeholder for the Numbers page, filled when the page is written."""


class hardware_profiles(nodes.General, nodes.Element):
    """Placeholder for the Hardware page, filled when the page is written."""


#: nodes whose text the uncited-number scan never reads
CITED_NODES = (claim, hardware_ref, not_a_claim)
