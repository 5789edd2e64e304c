"""``{claims-subtypes}``: the reference of every message the rule can emit, generated from
the :class:`~claims.warnings.Subtype` Enum, so that adding a member documents it.

Each entry is the subtype's name and its docstring (what it means, how to fix it), the
docstring translated through the extension's own catalog on translated pages.
"""

from __future__ import annotations

from docutils import nodes
from sphinx.pycode import ModuleAnalyzer
from sphinx.util.docutils import SphinxDirective

from claims.locale import _
from claims.warnings import Subtype


def subtype_docs() -> dict[Subtype, str]:
    """Each subtype's docstring, on one line (as its catalog msgid)."""
    docs = ModuleAnalyzer.for_module(Subtype.__module__).find_attr_docs()
    return {
        member: " ".join(" ".join(docs[("Subtype", member.name)]).split()) for member in Subtype
    }


class SubtypesDirective(SphinxDirective):
    """A definition list: ``claims.<subtype>`` and what it means."""

    def run(self) -> list[nodes.Node]:
        items = []
        for member, text in subtype_docs().items():
            term = nodes.term("", "", nodes.literal("", f"claims.{member.value}"))
            inline, messages = self.parse_inline(_(text), lineno=self.lineno)
            paragraph = nodes.paragraph("", "", *inline)
            # generated text: translated here, not extracted into the page's catalog
            paragraph["translatable"] = False
            term["translatable"] = False
            items.append(
                nodes.definition_list_item("", term, nodes.definition("", paragraph, *messages))
            )
            term["ids"].append(f"claims-{member.value}")
        dlist = nodes.definition_list("", *items, classes=["claims-subtypes"])
        self.set_source_info(dlist)
        return [dlist]
