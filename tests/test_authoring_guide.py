"""The Authoring guide documents every message the rule can emit: its reference is generated
from the Subtype Enum, each member's docstring says what it means and how to fix it, and
each docstring is translated for the Chinese guide."""

from __future__ import annotations

from pathlib import Path

import polib
import pytest
from bs4 import BeautifulSoup

from claims.reference import subtype_docs
from claims.warnings import Subtype

REPO = Path(__file__).resolve().parent.parent
GUIDE = REPO / "source" / "authoring.md"
CATALOG = REPO / "_ext" / "claims" / "locale" / "zh_CN" / "LC_MESSAGES" / "claims.po"


def test_the_guide_renders_the_generated_reference():
    assert "```{claims-subtypes}\n```" in GUIDE.read_text(encoding="utf-8")


def test_every_subtype_has_a_docstring_with_a_fix():
    docs = subtype_docs()
    assert set(docs) == set(Subtype)
    for member, text in docs.items():
        assert len(text.split()) >= 8, f"{member.name}: the docstring says too little"


def test_every_docstring_is_translated():
    catalog = {e.msgid: e for e in polib.pofile(str(CATALOG))}
    for member, text in subtype_docs().items():
        entry = catalog.get(text)
        assert entry is not None and entry.msgstr and not entry.fuzzy, (
            f"claims.{member.value}: translate its docstring in {CATALOG.name}"
        )


@pytest.mark.sphinx("html", testroot="claims-clean", freshenv=True)
def test_the_directive_lists_every_subtype(app):
    app.build()
    page = BeautifulSoup((app.outdir / "reference.html").read_text(), "html.parser")
    terms = [dt.get_text() for dt in page.select("dl.claims-subtypes dt")]
    assert terms == [f"claims.{member.value}" for member in Subtype]
    uncited = page.find(id="claims-uncited").find_next("dd").get_text(" ")
    assert "mark it {nac} with a reason" in " ".join(uncited.split())


@pytest.mark.sphinx(
    "html", testroot="claims-clean", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_the_chinese_reference_is_translated(app):
    app.build()
    page = BeautifulSoup((app.outdir / "reference.html").read_text(), "html.parser")
    text = page.find(id="claims-unit-mismatch").find_next("dd").get_text()
    assert "请在角色内写出定义的单位" in text


def test_every_site_chrome_subtype_is_documented_with_a_fix():
    from site_chrome.warnings import Subtype as SiteChromeSubtype

    text = GUIDE.read_text(encoding="utf-8")
    for subtype in SiteChromeSubtype:
        assert f"`site_chrome.{subtype.value}`\n: " in text, subtype
