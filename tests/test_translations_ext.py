"""Translation state made visible: banners on incomplete pages, loud ignored msgstrs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import polib
import pytest
from bs4 import BeautifulSoup
from docutils import nodes

from tests.support.sphinx_warnings import parse
from translations import catalogs

REPO = Path(__file__).resolve().parent.parent


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


#: an extension of the site with its own catalogs, as _ext/claims has
DEMO_EXTENSION = """\
from pathlib import Path


def setup(app):
    app.add_message_catalog("fallback_demo", str(Path(__file__).parent / "locale"))
    return {"parallel_read_safe": True, "parallel_write_safe": True}
"""


def test_every_catalog_folder_gettext_reads_besides_the_languages_fails_the_build(
    make_app, rootdir, tmp_path
):
    # gettext expands zh_CN to zh_CN.gb2312, zh_CN, zh.gb2312, zh: the first is read BEFORE
    # zh_CN's own catalogs, the last two after; none is checked, in the site's locale folder
    # or in an extension's ("Source" → "来源（快 3 倍）" would relabel every card)
    srcdir = tmp_path / "src"
    shutil.copytree(rootdir / "test-translations", srcdir)
    extension = srcdir / "_ext" / "fallback_demo_ext"
    extension.mkdir(parents=True)
    (extension / "__init__.py").write_text(DEMO_EXTENSION, encoding="utf-8")
    relabel = polib.POFile()
    relabel.metadata = {"Content-Type": "text/plain; charset=UTF-8"}
    relabel.append(polib.POEntry(msgid="Source", msgstr="来源（快 3 倍）"))
    for folder in ("zh_CN.gb2312", "zh_CN", "zh"):
        (extension / "locale" / folder / "LC_MESSAGES").mkdir(parents=True)
    relabel.save(str(extension / "locale/zh_CN.gb2312/LC_MESSAGES/fallback_demo.po"))
    relabel.save(str(extension / "locale/zh_CN/LC_MESSAGES/fallback_demo.po"))  # its own: fine
    relabel.save_as_mofile(str(extension / "locale/zh/LC_MESSAGES/fallback_demo.mo"))
    (srcdir / "locale/zh.gb2312/LC_MESSAGES").mkdir(parents=True)
    relabel.save(str(srcdir / "locale/zh.gb2312/LC_MESSAGES/partial.po"))
    conf = srcdir / "conf.py"
    conf.write_text(
        "import sys\nfrom pathlib import Path\n\n"
        "sys.path.insert(0, str(Path(__file__).parent / '_ext'))\n"
        + conf.read_text(encoding="utf-8")
        + "extensions.append('fallback_demo_ext')\n",
        encoding="utf-8",
    )
    try:
        app = make_app("html", srcdir=srcdir, confoverrides={"language": "zh_CN"})
        app.build()
    finally:
        sys.path[:] = [p for p in sys.path if p != str(srcdir / "_ext")]
        sys.modules.pop("fallback_demo_ext", None)
    text = app.warning.getvalue()
    found = parse(text, app.srcdir)
    assert found == [
        ("locale/zh.gb2312/LC_MESSAGES/partial.po", 0, "translations.fallback"),
        ("_ext/fallback_demo_ext/locale/zh_CN.gb2312/LC_MESSAGES/fallback_demo.po", 0,
         "translations.fallback"),
        ("_ext/fallback_demo_ext/locale/zh/LC_MESSAGES/fallback_demo.mo", 0,
         "translations.fallback"),
    ], text  # fmt: skip
    assert "a catalog for 'zh_CN.gb2312', which gettext reads for 'zh_CN' before its own" in text
    assert "a catalog for 'zh', which gettext reads for 'zh_CN' wherever its own" in text


def test_the_claims_extension_compiles_only_the_languages_own_catalog(tmp_path, monkeypatch):
    from claims import locale

    for folder in ("zh_CN", "zh_CN.gb2312", "zh"):
        (tmp_path / folder / "LC_MESSAGES").mkdir(parents=True)
        catalog = polib.POFile()
        catalog.append(polib.POEntry(msgid="Source", msgstr="来源"))
        catalog.save(str(tmp_path / folder / "LC_MESSAGES" / "claims.po"))
    monkeypatch.setattr(locale, "LOCALE_DIR", tmp_path)
    locale.compile_catalogs("zh_CN")
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.mo")) == [
        "zh_CN/LC_MESSAGES/claims.mo"
    ]
    locale.compile_catalogs("en")  # no catalog of its own: nothing
    assert len(list(tmp_path.rglob("*.mo"))) == 1


def test_the_sites_extension_catalogs_are_among_those_checked():
    # the site's conf.py folder holds _ext/claims/locale: its fallbacks are looked for too;
    # an installed package's locale folder (Sphinx's own) is not the site's to check
    from types import SimpleNamespace

    from claims.locale import LOCALE_DIR

    site = SimpleNamespace(confdir=str(REPO), extensions={"claims": None, "sphinx.ext.todo": None})
    __import__("sphinx.ext.todo")
    assert catalogs.extension_locale_dirs(site) == [LOCALE_DIR.resolve()]


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
