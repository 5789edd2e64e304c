"""_ext/mathml: formulas become MathML Core at build time; no page loads a math script."""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from mathml.convert import latex_to_mathml
from tests.support.sphinx_warnings import parse

# Formulas of the kinds the articles use, and the exact MathML inside <semantics>.
FORMULAS = [
    (
        r"\frac{QK^\top}{\sqrt{d}}",
        "<mrow><mfrac><mrow><mi>Q</mi><msup><mi>K</mi><mo>&#x022A4;</mo></msup></mrow>"
        "<mrow><msqrt><mrow><mi>d</mi></mrow></msqrt></mrow></mfrac></mrow>",
    ),
    (
        r"\max_k x_k",
        "<mrow><msub><mo>max</mo><mi>k</mi></msub><msub><mi>x</mi><mi>k</mi></msub></mrow>",
    ),
    (
        r"m^{(t)}",
        '<mrow><msup><mi>m</mi><mrow><mo stretchy="false">&#x00028;</mo><mi>t</mi>'
        '<mo stretchy="false">&#x00029;</mo></mrow></msup></mrow>',
    ),
    (
        r"\Theta(N^2 d^2 M^{-1})",
        '<mrow><mi>&#x00398;</mi><mo stretchy="false">&#x00028;</mo>'
        "<msup><mi>N</mi><mn>2</mn></msup><msup><mi>d</mi><mn>2</mn></msup>"
        "<msup><mi>M</mi><mrow><mo>&#x02212;</mo><mn>1</mn></mrow></msup>"
        '<mo stretchy="false">&#x00029;</mo></mrow>',
    ),
    (
        r"\operatorname{softmax}(x)",
        '<mrow><mo>softmax</mo><mo stretchy="false">&#x00028;</mo><mi>x</mi>'
        '<mo stretchy="false">&#x00029;</mo></mrow>',
    ),
    (
        r"\mathrm{FLOP}",
        '<mrow><mrow><mi mathvariant="normal">F</mi><mi mathvariant="normal">L</mi>'
        '<mi mathvariant="normal">O</mi><mi mathvariant="normal">P</mi></mrow></mrow>',
    ),
]


@pytest.mark.parametrize(("latex", "expected"), FORMULAS)
def test_formula_markup(latex, expected):
    result = latex_to_mathml(latex, "inline")
    assert result.mathml == (
        f'<math display="inline"><semantics>{expected}'
        f'<annotation encoding="application/x-tex">{latex}</annotation></semantics></math>'
    )
    assert (result.error, result.unknown_commands, result.missing_arguments) == ("", (), ())


def test_aligned_becomes_a_table_and_ampersands_are_escaped():
    result = latex_to_mathml("\\begin{aligned}a &= b \\\\ c &= d\\end{aligned}", "block")
    page = BeautifulSoup(result.mathml, "html.parser")
    assert page.math["display"] == "block"
    assert len(page.select("mtable > mtr")) == 2
    assert "&amp;=" in page.annotation.decode_contents()
    assert not result.error


def test_problems_are_reported_not_raised():
    assert latex_to_mathml("x^").error == "MissingSuperScriptOrSubscriptError"
    assert latex_to_mathml("x^").mathml == ""
    assert latex_to_mathml(r"\fracc{a}{b}").unknown_commands == (r"\fracc",)
    assert latex_to_mathml(r"\frac{a}").missing_arguments == ("mfrac",)


def soup(app, page: str) -> BeautifulSoup:
    return BeautifulSoup((app.outdir / f"{page}.html").read_text(encoding="utf-8"), "html.parser")


@pytest.mark.sphinx("html", testroot="mathml", freshenv=True)
def test_build(app):
    app.build()
    assert parse(app.warning.getvalue(), app.srcdir) == [
        ("errors.md", 3, "mathml.latex"),
        ("errors.md", 5, "mathml.unknown-command"),
        ("errors.md", 9, "mathml.missing-argument"),
    ]
    page = soup(app, "index")
    inline = page.select("p span.math > math[display=inline]")
    assert [m.annotation.get_text() for m in inline] == [
        r"S = \frac{QK^\top}{\sqrt{d}}",
        r"m = \max_k x_k",
        r"\Theta(N^2 d^2 M^{-1})",
        r"\operatorname{softmax}(x)_k",
        r"\mathrm{FLOP}",
    ]
    blocks = page.select("div.math > math[display=block]")
    assert len(blocks) == 2
    for block in blocks:
        assert block.semantics.annotation["encoding"] == "application/x-tex"
    numbered = page.select_one("div.math#equation-running-sum")
    assert numbered.select_one("span.eqno").get_text().startswith("(1)")
    assert numbered.select_one("span.eqno > a.headerlink")["href"] == "#equation-running-sum"
    assert page.select_one('p a.reference[href="#equation-running-sum"]').get_text() == "(1)"
    # no math script, MathJax or other: the browser renders MathML itself
    assert not any(
        "mathjax" in (s.get("src") or s.get_text()).lower() for s in page.find_all("script")
    )
    assert "mathml.css" in str(page.head)
    errors = soup(app, "errors")
    assert errors.select_one("code.math-error").get_text() == "x^"


@pytest.mark.sphinx("html", testroot="mathml", freshenv=True, parallel=2)
def test_parallel_build_renders_the_same(app):
    app.build()
    assert len(parse(app.warning.getvalue(), app.srcdir)) == 3
    assert len(soup(app, "index").select("math")) == 7


def test_no_page_of_the_site_references_mathjax(public_site: Path):
    pages = sorted(public_site.rglob("*.html"))
    assert pages
    for page in pages:
        html = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        for element in html.find_all(["script", "link"]):
            text = f"{element.get('src', '')} {element.get('href', '')} {element.get_text()}"
            assert "mathjax" not in text.lower(), f"{page} loads MathJax: {element}"
        for element in html.find_all(class_=True):
            assert not any("mathjax" in c for c in element["class"]), f"{page}: {element.name}"
    assert not list(public_site.rglob("*mathjax*"))
    article = BeautifulSoup(
        (public_site / "en" / "posts" / "flashattention-primer.html").read_text(encoding="utf-8"),
        "html.parser",
    )
    assert len(article.select("div.math > math[display=block]")) >= 10
    assert article.select("span.math > math[display=inline]")
    assert not article.select("code.math-error")
