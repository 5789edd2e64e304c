"""``{claim}``, ``{hw}`` and ``{nac}``: markup only; the checks run in transforms.py, after
translation, so that English and Chinese text go through the same checks."""

from __future__ import annotations

from docutils import nodes
from sphinx.util.docutils import SphinxRole
from sphinx.util.nodes import split_explicit_title

from claims import nodes as claim_nodes
from claims.core.claim_units import GREEK_MU, micro


class _TargetRole(SphinxRole):
    """``{role}`shown text <target>``` or ``{role}`target```."""

    node_class: type[nodes.TextElement]
    target_attribute: str

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        has_title, title, target = split_explicit_title(self.text)
        node = self.node_class(self.rawtext, title if has_title else "")
        node[self.target_attribute] = target.strip()
        node["explicit"] = has_title
        self.set_source_info(node)
        return [node], []


class ClaimRole(_TargetRole):
    """``{claim}`5 µs <id>```: a Greek mu typed in the shown unit (``5 μs``) is shown as the
    micro sign, the one spelling of "micro" of the claims and their translations."""

    node_class = claim_nodes.claim
    target_attribute = "claim_id"

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        found, messages = super().run()
        for node in found:
            shown = node.astext()
            if isinstance(node, nodes.Element) and GREEK_MU in shown:
                node.clear()
                node.append(nodes.Text(micro(shown)))
        return found, messages


class HardwareRole(_TargetRole):
    node_class = claim_nodes.hardware_ref
    target_attribute = "profile"


class NotAClaimRole(SphinxRole):
    """``{nac}`90% <reason>```: the reason is required and shown in the ledger."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        has_reason, shown, reason = split_explicit_title(self.text)
        node = claim_nodes.not_a_claim(self.rawtext, shown if has_reason else self.text)
        node["reason"] = reason.strip() if has_reason else ""
        self.set_source_info(node)
        return [node], []
