"""Translation state made visible: banners on incomplete pages, loud ignored msgstrs."""

from __future__ import annotations

import os
import shutil

import pytest
from bs4 import BeautifulSoup
from docutils import nodes

from tests.support.sphinx_warnings import parse
from translations import catalogs


def banner(app, page: str):
    soup = BeautifulSoup((app.outdir / f"{page}.html").read_text(encoding="utf-8"), "html.parser")
    return soup.select_one(".translation-banner")


@pytest.mark.sphinx(
    "html", testroot="translations", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_banners_and_ignored_msgstr(app):
    app.build()
    # the extension itself warns about nothing: a msgstr Sphinx ignored is the claims
    # rule's to report (claims.translation-structure, tests/test_bypass.py)
    assert parse(app.warning.getvalue(), app.srcdir) == []
    assert banner(app, "complete") is None
    partial = banner(app, "partial")
    assert "1 of 3" in partial.get_text()
    assert partial.select_one("a")["href"] == "../en/partial.html"
    fuzzy = banner(app, "fuzzy")
    assert (
        "1 of 3" in fuzzy.get_text()
        and "1 of them because the original changed" in fuzzy.get_text()
    )
    # an ignored msgstr leaves English on the page: the banner counts it
    assert "1 of 3" in banner(app, "ignored").get_text()


@pytest.mark.sphinx("html", testroot="translations", freshenv=True)
def test_no_banner_on_the_source_language(app):
    app.build()
    assert app.warning.getvalue() == ""
    assert banner(app, "partial") is None


@pytest.mark.sphinx(
    "html", testroot="translations", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_translated_nodes_belong_to_their_page(app):
    """Nodes parsed from a msgstr must not keep the throwaway document Sphinx parsed them in
    (it holds the whole environment, and every pickled doctree would carry a copy)."""
    app.build()
    doctree = app.env.get_doctree("complete")
    translated = [n for n in doctree.findall(nodes.Element) if n.get("translated")]
    assert translated
    assert all(n._document in (None, doctree) for n in doctree.findall(include_self=False))


def test_only_catalogs_newer_than_their_compiled_form_are_read(
    make_app, rootdir, tmp_path, monkeypatch
):
    srcdir = tmp_path / "src"
    shutil.copytree(rootdir / "test-translations", srcdir)
    zh = {"language": "zh_CN"}
    make_app("html", srcdir=srcdir, confoverrides=zh).build()
    read, load = [], catalogs.load
    monkeypatch.setattr(catalogs, "load", lambda path: read.append(path.name) or load(path))
    edited = srcdir / "locale" / "zh_CN" / "LC_MESSAGES" / "partial.po"
    mo = edited.with_suffix(".mo")
    compiled = mo.stat().st_mtime_ns
    os.utime(edited, ns=(compiled + 10**9, compiled + 10**9))  # edited after it was compiled
    make_app("html", srcdir=srcdir, confoverrides=zh).build()
    assert read == ["partial.po"]
    assert mo.stat().st_mtime_ns > compiled  # and compiled again
