"""How to cite an article (_ext/site_chrome/citation.py): Google Scholar's citation_* tags
and the BibTeX entry under "Cite this article", on a test root and on the site, both
languages, read back with pybtex."""

from __future__ import annotations

import os
import re
import runpy
import shutil
from datetime import UTC, date, datetime
from pathlib import Path

import polib
import pytest
import yaml
from bs4 import BeautifulSoup
from pybtex.database import parse_string
from sphinx.util.console import strip_escape_sequences

from site_chrome.citation import ArticleCitation
from tests.support.browser import axe_script, watched_page
from tests.test_browser_a11y import EVERY_RULE

REPO = Path(__file__).resolve().parent.parent
CONF = runpy.run_path(str(REPO / "conf.py"))
ARTICLE = "prefill-decode-disaggregation"
HREFLANGS = {"en": "en", "zh_CN": "zh-CN"}
NAMES = (
    "citation_title",
    "citation_author",
    "citation_publication_date",
    "citation_journal_title",
    "citation_publisher",
    "citation_language",
    "citation_public_url",
    "citation_fulltext_html_url",
)


def soup(path: Path) -> BeautifulSoup:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def scholar_tags(page: BeautifulSoup) -> list[tuple[str, str]]:
    return [
        (tag["name"], tag["content"])
        for tag in page.find_all("meta", attrs={"name": True})
        if tag["name"].startswith("citation_")
    ]


def entry_of(page: BeautifulSoup):
    """(key, entry) of the page's one BibTeX block, parsed by pybtex."""
    blocks = page.select("details.article-citation")
    assert len(blocks) == 1
    assert blocks[0].summary is not None and "open" not in blocks[0].attrs
    code = blocks[0].select_one("div.highlight-bibtex pre")  # where the copy button goes
    entries = parse_string(code.get_text(), "bibtex").entries
    assert len(entries) == 1
    return next(iter(entries.items()))


#: LaTeX2e's text-mode symbols, as LaTeX prints them
LATEX_SYMBOLS = {
    "textbackslash": "\\",
    "textbraceleft": "{",
    "textbraceright": "}",
    "textasciitilde": "~",
    "textasciicircum": "^",
}
LATEX_TOKEN = re.compile(r"\\([a-z]+)\{\}|\\([%&#$_])|[{}]|[^\\{}]")


def plain(field: str) -> str:
    """A BibTeX field as LaTeX prints it: grouping braces dropped, escapes resolved (a
    token that is none of those fails the test)."""
    text = []
    at = 0
    while at < len(field):
        token = LATEX_TOKEN.match(field, at)
        assert token is not None, f"not plain LaTeX text at {field[at:]!r}"
        command, escaped = token.groups()
        if command:
            text.append(LATEX_SYMBOLS[command])
        elif escaped:
            text.append(escaped)
        elif token.group() not in "{}":
            text.append(token.group())
        at = token.end()
    return "".join(text)


def build_date() -> date:
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "1785628800"))  # as public_site builds
    return datetime.fromtimestamp(epoch, UTC).date()


def source_of(post: str) -> tuple[dict, str]:
    """Front matter and English title of *post*, from its source file."""
    text = (REPO / "source" / "posts" / f"{post}.md").read_text("utf-8")
    _, header, body = text.split("---", 2)
    title = next(line[2:].strip() for line in body.splitlines() if line.startswith("# "))
    return yaml.safe_load(header), title


def translated(catalog: str, msgid: str) -> str:
    path = REPO / "locale" / "zh_CN" / "LC_MESSAGES" / catalog
    entry = polib.pofile(str(path)).find(msgid)
    assert entry is not None and entry.msgstr, (catalog, msgid)
    return entry.msgstr


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_article_carries_scholar_tags_and_bibtex_from_its_sources(public_site, language):
    segment = CONF["site_languages"][language]
    front, title = source_of(ARTICLE)
    author = CONF["blog_authors"][front.get("author", CONF["blog_default_author"])][0]
    if language != "en":
        title = translated(f"posts/{ARTICLE}.po", title)
        author = translated("sphinx.po", author)
    site = CONF["site_titles"][language]
    published = front["date"]
    url = f"{CONF['site_baseurl']}{segment}/posts/{ARTICLE}.html"
    page = soup(public_site / segment / "posts" / f"{ARTICLE}.html")
    assert scholar_tags(page) == [
        ("citation_title", title),
        ("citation_author", author),
        ("citation_publication_date", published.strftime("%Y/%m/%d")),
        ("citation_journal_title", site),
        ("citation_publisher", site),
        ("citation_language", HREFLANGS[language]),
        ("citation_public_url", url),
        ("citation_fulltext_html_url", url),
    ]
    key, entry = entry_of(page)
    suffix = "" if language == "en" else ":zh-cn"
    assert key == f"inferencenotes:{ARTICLE}{suffix}"
    assert entry.type == "online"
    assert [plain(str(person)) for person in entry.persons["author"]] == [author]
    assert {name: plain(value) for name, value in entry.fields.items()} == {
        "title": title,
        "organization": site,
        "date": published.isoformat(),
        "year": str(published.year),
        "url": url,
        "urldate": build_date().isoformat(),
        "language": {"en": "english", "zh_CN": "chinese"}[language],
    }
    labels = ["Cite this article", "Download the entry as a .bib file"]
    if language != "en":
        labels = [translated("sphinx.po", label) for label in labels]
    assert page.select_one("details.article-citation summary").get_text() == labels[0]
    # the same entry, downloadable beside the page
    link = page.select_one("details.article-citation a[download]")
    assert link.get_text() == labels[1]
    downloaded = (public_site / segment / "posts" / link["href"]).read_text(encoding="utf-8")
    assert downloaded == page.select_one("details.article-citation pre").get_text()


@pytest.mark.parametrize("language", ["en", "zh-cn"])
@pytest.mark.parametrize("name", ["index", "about", "numbers", "blog/category/inference"])
def test_pages_that_are_not_articles_have_no_citation(public_site, language, name):
    page = soup(public_site / language / f"{name}.html")
    assert scholar_tags(page) == []
    assert page.select("details.article-citation") == []


@pytest.mark.sphinx(
    "html", testroot="citation", freshenv=True, confoverrides={"smartquotes": False}
)
def test_every_author_gets_a_tag_and_markup_is_escaped(app, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1785628800")
    app.build()
    assert strip_escape_sequences(app.warning.getvalue()) == ""
    title = 'Caches & "queues": 1 < 2 at 50% {study} ~_#$^ a\\b'
    html = (Path(app.outdir) / "posts" / "two-authors.html").read_text(encoding="utf-8")
    assert '<meta name="citation_title" content="Caches &amp; &#34;queues&#34;: 1 &lt; 2' in html
    page = BeautifulSoup(html, "html.parser")
    tags = scholar_tags(page)
    assert [name for name, _ in tags] == [NAMES[0], NAMES[1], *NAMES[1:]]
    assert dict(tags)["citation_title"] == title
    assert [value for name, value in tags if name == "citation_author"] == [
        "Ada Lovelace",
        "Grace Hopper",
    ]
    assert dict(tags)["citation_publication_date"] == "2026/03/04"
    key, entry = entry_of(page)
    assert key == "testnotes:two-authors"
    assert plain(entry.fields["title"]) == title
    # each name braced whole: a style neither reorders nor abbreviates it
    assert [str(person) for person in entry.persons["author"]] == [
        "{Ada Lovelace}",
        "{Grace Hopper}",
    ]
    assert entry.fields["urldate"] == "2026-08-02"
    default = soup(Path(app.outdir) / "posts" / "by-default.html")
    assert [v for n, v in scholar_tags(default) if n == "citation_author"] == ["Test Notes"]
    home = soup(Path(app.outdir) / "index.html")
    assert scholar_tags(home) == [] and home.select("details") == []


@pytest.mark.sphinx("html", testroot="citation", freshenv=True, confoverrides={"language": "zh_CN"})
def test_a_translation_is_cited_as_itself(app):
    app.build()
    page = soup(Path(app.outdir) / "posts" / "by-default.html")
    tags = dict(scholar_tags(page))
    assert tags["citation_language"] == "zh-CN"
    assert tags["citation_journal_title"] == tags["citation_publisher"] == "测试笔记"
    assert tags["citation_public_url"] == "http://127.0.0.1:8080/zh-cn/posts/by-default.html"
    key, entry = entry_of(page)
    assert key == "testnotes:by-default:zh-cn"
    assert entry.fields["language"] == "chinese"


@pytest.mark.sphinx("text", testroot="citation", freshenv=True)
def test_other_builders_get_no_citation_block(app):
    app.build()
    text = (Path(app.outdir) / "posts" / "two-authors.txt").read_text(encoding="utf-8")
    assert "@online" not in text


def test_entry_survives_every_bibtex_special_character():
    special = "\\{}%&#$_~^ and 推理"
    citation = ArticleCitation(
        key="k:slug",
        title=special,
        authors=(special,),
        published=date(2026, 1, 2),
        site=special,
        language="en",
        url="https://example.org/a.html",
        retrieved=date(2026, 3, 4),
    )
    entry = parse_string(citation.bibtex(), "bibtex").entries["k:slug"]
    assert plain(entry.fields["title"]) == special
    assert plain(entry.fields["organization"]) == special
    assert [plain(str(person)) for person in entry.persons["author"]] == [special]


@pytest.mark.browser
@pytest.mark.parametrize("language", ["en", "zh-cn"])
def test_entry_opens_from_the_keyboard_and_copies_whole(browser, public_server, language):
    """Opened with the keyboard, the entry passes every axe rule, and its copy button
    (sphinx-copybutton) puts an entry on the clipboard that pybtex reads."""
    watched = watched_page(
        browser,
        viewport={"width": 1280, "height": 900},
        permissions=["clipboard-read", "clipboard-write"],
        bypass_csp=True,  # for axe's inline script; the CSP is test_browser_csp.py's
    )
    page = watched.page
    try:
        watched.goto(f"{public_server.url}{language}/posts/{ARTICLE}.html")
        details = page.locator("details.article-citation")
        assert not details.locator("pre").is_visible()
        details.locator("summary").focus()
        page.keyboard.press("Enter")
        assert details.get_attribute("open") is not None
        page.add_script_tag(path=str(axe_script()))
        found = page.evaluate(EVERY_RULE, "details.article-citation")
        assert [f"{v['rule']} {v['where']}" for v in found if v["ours"]] == []
        button = details.locator("button.copybtn")
        details.locator("div.highlight").hover()
        button.click()
        copied = page.evaluate("navigator.clipboard.readText()")
        entries = parse_string(copied, "bibtex").entries
        suffix = "" if language == "en" else ":zh-cn"
        assert list(entries) == [f"inferencenotes:{ARTICLE}{suffix}"]
        assert watched.problems() == []
    finally:
        page.context.close()


@pytest.mark.parametrize("builder", ["html", "dirhtml"])
def test_bib_file_is_where_the_link_points(make_app, rootdir, tmp_path, builder):
    srcdir = tmp_path / "citation"
    shutil.copytree(rootdir / "test-citation", srcdir)
    app = make_app(builder, srcdir=srcdir, freshenv=True)
    app.build()
    folder = Path(app.outdir) / "posts"
    page = folder / ("two-authors/index.html" if builder == "dirhtml" else "two-authors.html")
    html = soup(page)
    link = html.select_one("details.article-citation a[download]")
    downloaded = (page.parent / link["href"]).read_text(encoding="utf-8")
    assert downloaded == html.select_one("details.article-citation pre").get_text()
