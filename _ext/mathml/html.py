"""The ``mathml`` HTML math renderer: visitors for ``math`` and ``math_block`` nodes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from docutils import nodes
from sphinx.locale import _
from sphinx.util.math import get_node_equation_number

from mathml.convert import latex_to_mathml
from mathml.warnings import Subtype

if TYPE_CHECKING:
    from sphinx.writers.html5 import HTML5Translator


def _render(self: HTML5Translator, node: nodes.Element, display: str) -> str:
    """The MathML for *node*, warning (located at the node) about anything wrong."""
    latex = node.astext()
    result = latex_to_mathml(latex, display)
    if result.error:
        Subtype.LATEX.warn("cannot convert %r to MathML: %s", latex, result.error, location=node)
        return f'<code class="math-error">{self.encode(latex)}</code>'
    for command in result.unknown_commands:
        Subtype.UNKNOWN_COMMAND.warn(
            "unknown LaTeX command %s in %r", command, latex, location=node
        )
    if result.missing_arguments:
        Subtype.MISSING_ARGUMENT.warn(
            "a command lacks an argument (%s) in %r",
            ", ".join(result.missing_arguments),
            latex,
            location=node,
        )
    return result.mathml


def visit_math(self: HTML5Translator, node: nodes.math) -> None:
    self.body.append(self.starttag(node, "span", "", CLASS="math notranslate"))
    self.body.append(_render(self, node, "inline"))
    self.body.append("</span>")
    raise nodes.SkipNode


def visit_math_block(self: HTML5Translator, node: nodes.math_block) -> None:
    # a wide formula scrolls sideways (mathml.css): a focusable region, so keyboard users
    # can scroll it too (WCAG 2.1.1), named by its place on the page (regions need unique names)
    count = getattr(self, "mathml_formulas", 0) + 1
    setattr(self, "mathml_formulas", count)  # noqa: B010 (a translator attribute of ours)
    label = _("Formula %d") % count
    attributes: dict[str, Any] = {"role": "region", "tabindex": "0", "aria-label": label}
    self.body.append(self.starttag(node, "div", CLASS="math notranslate", **attributes))
    if node["number"]:
        number = get_node_equation_number(self, node)
        self.body.append(f'<span class="eqno">({number})')
        self.add_permalink_ref(node, _("Link to this equation"))
        self.body.append("</span>")
    self.body.append(_render(self, node, "block"))
    self.body.append("</div>\n")
    raise nodes.SkipNode
