"""Translation state made visible: banners on incomplete pages, loud ignored msgstrs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import polib
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


def _compiled(srcdir, language: str, name: str, translations: dict[str, str]) -> None:
    """A .mo written by hand (as a contributor could commit one with ``git add -f``)."""
    catalog = polib.POFile()
    catalog.metadata = {"Content-Type": "text/plain; charset=UTF-8", "Language": language}
    for msgid, msgstr in translations.items():
        catalog.append(polib.POEntry(msgid=msgid, msgstr=msgstr))
    folder = srcdir / "locale" / language / "LC_MESSAGES"
    folder.mkdir(parents=True, exist_ok=True)
    catalog.save_as_mofile(str(folder / f"{name}.mo"))


def test_a_compiled_catalog_not_written_from_its_po_is_compiled_again(rootdir, tmp_path):
    # Sphinx reads a .mo as long as it is not older than its .po: one put in its place (a fresh
    # clone gives both the same time) would translate the page with what no check read
    # (each build in a process of its own: Sphinx keeps a process's catalogs once read)
    srcdir = tmp_path / "src"
    shutil.copytree(rootdir / "test-translations", srcdir)
    out = tmp_path / "out"

    def build() -> str:
        subprocess.run(
            [sys.executable, "-m", "sphinx", "-q", "-D", "language=zh_CN", srcdir, out],
            check=True,
            capture_output=True,
        )
        return (out / "complete.html").read_text(encoding="utf-8")

    assert "第一段。" in build()
    po = srcdir / "locale" / "zh_CN" / "LC_MESSAGES" / "complete.po"
    _compiled(srcdir, "zh_CN", "complete", {"First paragraph.": "第一段，快了 24 倍。"})
    later = po.stat().st_mtime_ns + 10**9
    os.utime(po.with_suffix(".mo"), ns=(later, later))
    (srcdir / "complete.md").touch()  # the page read again
    page = build()
    assert "第一段。" in page and "24" not in page


def test_catalogs_gettext_would_read_as_a_fallback_fail_the_build(make_app, rootdir, tmp_path):
    # for zh_CN, gettext also reads locale/zh: a message zh_CN leaves untranslated would be
    # shown from a catalog that no check reads
    srcdir = tmp_path / "src"
    shutil.copytree(rootdir / "test-translations", srcdir)
    _compiled(srcdir, "zh", "partial", {"Third paragraph.": "第三段，快了 24 倍。"})
    app = make_app("html", srcdir=srcdir, confoverrides={"language": "zh_CN"})
    app.build()
    found = parse(app.warning.getvalue(), app.srcdir)
    assert found == [("locale/zh/LC_MESSAGES/partial.mo", 0, "translations.fallback")], (
        app.warning.getvalue()
    )
