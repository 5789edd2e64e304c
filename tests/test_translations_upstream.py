"""The workarounds in _ext/translations/upstream.py: what they repair, and that Sphinx
still needs them (the ``*_still_broken_upstream`` tests fail once Sphinx is fixed: then
delete the workaround and its test)."""

from __future__ import annotations

import collections

import pytest
from bs4 import BeautifulSoup

WITHOUT_WORKAROUNDS = {"extensions": ["myst_parser", "sphinxcontrib.bibtex"]}


def page(app) -> BeautifulSoup:
    return BeautifulSoup((app.outdir / "index.html").read_text(encoding="utf-8"), "html.parser")


def citation_ids(soup: BeautifulSoup) -> list[str]:
    """Ids of the in-text citations, in page order."""
    return [span["id"] for span in soup.select("span.bibtex-citation")]


def back_links(soup: BeautifulSoup) -> dict[str, list[str]]:
    """Each bibliography entry's label -> the fragments its back-links point at."""
    return {
        entry.select_one(".label").get_text(strip=True): [
            a["href"]
            for a in entry.select(".backrefs a, a.fn-backref")
            if a["href"].startswith("#")
        ]
        for entry in soup.select("div.citation")
    }


def description(soup: BeautifulSoup):
    return soup.select_one('meta[name="description"]')


@pytest.mark.sphinx(
    "html", testroot="i18n-upstream", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_translated_citations_keep_the_original_ids(app, make_app, tmp_path):
    app.build()
    assert app.warning.getvalue() == ""
    translated = page(app)
    assert translated.select_one("h1").get_text().startswith("引用")

    app.cleanup()  # Sphinx caches catalogs per process: the English build must not reuse them
    original = make_app("html", srcdir=app.srcdir, builddir=tmp_path / "en", freshenv=True)
    original.build()
    source = page(original)

    # each translated citation carries the id of the original citation in the same place
    # (per cited source, in order), so every id is unique and every back-link lands
    ids = citation_ids(translated)
    assert len(ids) == len(set(ids)) == 5
    assert sorted(ids) == sorted(citation_ids(source))
    assert back_links(translated) == back_links(source)
    for targets in back_links(translated).values():
        assert all(translated.find(id=target.lstrip("#")) for target in targets)
    # the second paragraph's translation cites dao2022 first: it keeps dao2022's own id
    by_label = {
        s.get_text(strip=True): s["id"]
        for s in source.select("p")[1].select("span.bibtex-citation")
    }
    moved = {
        s.get_text(strip=True): s["id"]
        for s in translated.select("p")[1].select("span.bibtex-citation")
    }
    assert moved == by_label


@pytest.mark.sphinx(
    "html", testroot="i18n-upstream", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_translated_description_has_no_translated_attribute(app):
    app.build()
    meta = description(page(app))
    assert meta["content"] == "一个描述已翻译的页面。"
    assert "translated" not in meta.attrs


@pytest.mark.sphinx(
    "html",
    testroot="i18n-upstream",
    freshenv=True,
    confoverrides={"language": "zh_CN", **WITHOUT_WORKAROUNDS},
)
def test_reference_ids_still_broken_upstream(app):
    """Sphinx 9.0.4 copies the last original id onto every translated reference to the
    same source, and sphinxcontrib-bibtex records each msgstr parse's references."""
    app.build()
    soup = page(app)
    ids = collections.Counter(citation_ids(soup))
    assert max(ids.values()) > 1, "Sphinx no longer duplicates ids: remove the workaround"
    dangling = [
        target
        for targets in back_links(soup).values()
        for target in targets
        if not soup.find(id=target.lstrip("#"))
    ]
    stray = sum(len(targets) for targets in back_links(soup).values()) > 5
    assert dangling or stray


@pytest.mark.sphinx(
    "html",
    testroot="i18n-upstream",
    freshenv=True,
    confoverrides={"language": "zh_CN", **WITHOUT_WORKAROUNDS},
)
def test_meta_translated_attribute_still_broken_upstream(app):
    app.build()
    meta = description(page(app))
    assert meta.get("translated") == "True", "Sphinx no longer writes it: remove the workaround"


def formula(soup: BeautifulSoup) -> str:
    return soup.select_one("div.math").get_text()


@pytest.mark.sphinx(
    "html", testroot="i18n-upstream", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_translated_formula_is_shown(app):
    app.build()
    assert app.warning.getvalue() == ""
    shown = formula(page(app))
    assert "\\text{HBM 访问次数} = \\Theta(N^2)" in shown
    assert "::" not in shown and "accesses" not in shown


@pytest.mark.sphinx(
    "html",
    testroot="i18n-upstream",
    freshenv=True,
    confoverrides={"language": "zh_CN", **WITHOUT_WORKAROUNDS},
)
def test_translated_formula_still_broken_upstream(app):
    """MyST reads Sphinx's literal-block notation as a paragraph (MyST-Parser#980)."""
    app.build()
    assert "访问次数" not in formula(page(app)), "Sphinx or MyST fixed it: remove the workaround"
