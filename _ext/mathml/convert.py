"""LaTeX to MathML Core with latex2mathml, as a pure function: no Sphinx in here.

The result keeps the TeX source in ``<annotation encoding="application/x-tex">`` (copy and
paste, assistive technology) and lists the problems found instead of raising, so the caller
can turn them into located warnings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from xml.etree.ElementTree import Element, SubElement, tostring

from latex2mathml.converter import convert_to_element

# latex2mathml has align/align* but not amsmath's aligned (the same rows inside a formula)
_ALIGNED = re.compile(r"\\(begin|end)\{aligned\}")
# children each MathML element must have; fewer means an argument went missing
_ARITY = {
    "mfrac": 2,
    "mroot": 2,
    "msub": 2,
    "msup": 2,
    "msubsup": 3,
    "munder": 2,
    "mover": 2,
    "munderover": 3,
}
_COMMAND = re.compile(r"^\\[A-Za-z]+\*?$")
# latex2mathml stores entities as text ("&#x02211;"); tostring escapes their "&"
_ESCAPED_ENTITY = re.compile(r"&amp;(#x?[0-9A-Fa-f]+;)")


@dataclass(frozen=True)
class Result:
    mathml: str
    """``<math>`` markup, or "" when the formula could not be converted."""
    error: str = ""
    """Why latex2mathml failed (then ``mathml`` is empty)."""
    unknown_commands: tuple[str, ...] = ()
    missing_arguments: tuple[str, ...] = ()


def _rows(latex: str, display: str) -> Element:
    """One ``<mrow>`` for *latex*; several display parts (blank-line separated, as Sphinx
    treats them) become the rows of an ``<mtable>``."""
    parts = [part.strip() for part in latex.split("\n\n") if part.strip()] or [""]
    if len(parts) == 1:
        return _convert_part(parts[0], display)
    table = Element("mtable", {"displaystyle": "true", "rowspacing": "0.5em"})
    for part in parts:
        SubElement(SubElement(table, "mtr"), "mtd").append(_convert_part(part, display))
    row = Element("mrow")
    row.append(table)
    return row


def _convert_part(latex: str, display: str) -> Element:
    latex = _ALIGNED.sub(lambda m: rf"\{m[1]}{{align*}}", latex)
    if r"\\" in latex and r"\begin" not in latex:
        latex = rf"\begin{{split}}{latex}\end{{split}}"  # as Sphinx's MathJax renderer does
    (row,) = convert_to_element(latex, display=display)  # <math><mrow>…</mrow></math>
    return row


def _problems(tree: Element) -> tuple[tuple[str, ...], tuple[str, ...]]:
    unknown, missing = [], []
    for element in tree.iter():
        text = (element.text or "").strip()
        if element.tag in {"mi", "mo", "mtext"} and _COMMAND.match(text):
            unknown.append(text)
        expected = _ARITY.get(element.tag)
        if expected is not None and len(element) < expected:
            missing.append(element.tag)
    return tuple(dict.fromkeys(unknown)), tuple(dict.fromkeys(missing))


@lru_cache(maxsize=4096)
def latex_to_mathml(latex: str, display: str = "inline") -> Result:
    """*display* is "inline" or "block"."""
    try:
        rows = _rows(latex, display)
    except Exception as error:  # latex2mathml raises many kinds, some not its own
        detail = str(error) or type(error).__name__
        return Result("", error=f"{type(error).__name__}: {detail}" if str(error) else detail)
    unknown, missing = _problems(rows)
    math = Element("math", {"display": display})
    semantics = SubElement(math, "semantics")
    semantics.append(rows)
    SubElement(semantics, "annotation", {"encoding": "application/x-tex"}).text = latex.strip()
    markup = _ESCAPED_ENTITY.sub(r"&\1", tostring(math, encoding="unicode"))
    return Result(markup, unknown_commands=unknown, missing_arguments=missing)
