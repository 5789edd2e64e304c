"""Atom feeds (_ext/site_chrome/feeds.py): valid by RFC 4287 (tests/support/atom.py), the
page language's tag, excerpts without nested blocks, dates from the posts, byte-identical
across builds; and ABlog's own writer still needs replacing."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from bs4 import BeautifulSoup
from lxml import etree

from tests.support.atom import problems

REPO = Path(__file__).resolve().parent.parent
ATOM = "{http://www.w3.org/2005/Atom}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
LANGUAGES = {"en": ("en", "en"), "zh-cn": ("zh-CN", "zh_CN")}

VALID = b"""<?xml version='1.0' encoding='UTF-8'?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">
  <id>https://example.org/</id><title>T</title><updated>2026-08-09T00:00:00+00:00</updated>
  <author><name>A</name></author>
  <entry>
    <id>https://example.org/a.html</id><title>A</title>
    <updated>2026-08-09T00:00:00Z</updated>
    <link href="https://example.org/a.html"/>
    <summary type="html">&lt;p&gt;One &lt;a href="https://example.org/"&gt;link&lt;/a&gt;.&lt;/p&gt;</summary>
    <category term="t"/>
  </entry>
</feed>"""


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        (b'xml:lang="zh-CN"', b'xml:lang="zh_CN"', "xml:lang='zh_CN' is not a language tag"),
        (b"&lt;p&gt;One", b"&lt;p&gt;&lt;p&gt;One", "<p> inside <p>"),
        (b"<updated>2026-08-09T00:00:00+00:00</updated>", b"", "0 atom:updated, wants exactly 1"),
        (b"2026-08-09T00:00:00Z", b"2026-08-09 00:00", "is not an RFC 3339 date-time"),
        (
            b'<link href="https://example.org/a.html"/>',
            b"",
            "neither atom:content nor an alternate",
        ),
        (b"<id>https://example.org/a.html</id>", b"<id>a.html</id>", "is not an absolute IRI"),
        (b"<author><name>A</name></author>", b"", "no atom:author"),
        (b'type="html"', b'type="markdown"', "is not text, html or xhtml"),
        (b'<category term="t"/>', b"<category/>", "no term"),
    ],
)
def test_the_check_finds_what_rfc_4287_forbids(old, new, expected):
    assert problems(VALID) == []
    assert old in VALID
    found = problems(VALID.replace(old, new))
    assert any(expected in line for line in found), found


def feed(site: Path, lang: str) -> etree._Element:
    return etree.parse(str(site / lang / "blog" / "atom.xml")).getroot()


def newest_post_date() -> str:
    """The newest ``date:`` in the articles' front matter."""
    dates = [
        re.search(r"^date: (\S+)$", path.read_text(encoding="utf-8"), re.M).group(1)
        for path in (REPO / "source" / "posts").glob("*.md")
    ]
    return max(dates)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_site_feed_is_valid_atom(public_site, lang):
    path = public_site / lang / "blog" / "atom.xml"
    assert problems(path.read_bytes()) == []
    root = feed(public_site, lang)
    assert root.get(XML_LANG) == LANGUAGES[lang][0]  # as <html lang> on the pages
    page = BeautifulSoup(
        (public_site / lang / "index.html").read_text(encoding="utf-8"), "html.parser"
    )
    assert root.get(XML_LANG) == page.html["lang"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_feed_dates_come_from_the_posts(public_site, lang):
    root = feed(public_site, lang)
    entries = root.findall(f"{ATOM}entry")
    updated = [e.findtext(f"{ATOM}updated") for e in entries]
    assert root.findtext(f"{ATOM}updated") == max(updated)
    assert max(updated) == f"{newest_post_date()}T00:00:00+00:00"
    published = [e.findtext(f"{ATOM}published") for e in entries]
    assert published == sorted(published, reverse=True)  # newest first


@pytest.mark.parametrize("lang", LANGUAGES)
def test_entries_are_excerpts_with_absolute_links(public_site, lang):
    for entry in feed(public_site, lang).findall(f"{ATOM}entry"):
        assert entry.find(f"{ATOM}content") is None  # excerpts, not the full article
        summary = entry.find(f"{ATOM}summary")
        assert summary.get("type") == "html"
        html = BeautifulSoup(summary.text, "html.parser")
        assert [child.name for child in html.children if child.name] == ["p"]
        for link in html.select("a[href]"):
            assert link["href"].startswith(f"http://127.0.0.1:8080/{lang}/"), link
        article = entry.find(f"{ATOM}link").get("href")
        assert article.startswith(f"http://127.0.0.1:8080/{lang}/posts/")


def test_two_clean_builds_give_identical_feeds(public_site, tmp_path):
    """Another machine's time zone and clock, a fresh build: the same bytes."""
    for lang, (_tag, language) in LANGUAGES.items():
        out = tmp_path / lang
        result = subprocess.run(
            [sys.executable, "-m", "sphinx", "-b", "html", "-c", str(REPO), str(REPO / "source"),
             str(out), "-d", str(tmp_path / f"doctrees-{lang}"), "-q",
             "-D", f"language={language}", "-D", "site_baseurl=http://127.0.0.1:8080/"],
            cwd=REPO, capture_output=True, text=True, check=False,
            env={**os.environ, "TZ": "Asia/Shanghai", "SOURCE_DATE_EPOCH": "1800000000"},
        )  # fmt: skip
        assert result.returncode == 0, result.stderr[-3000:]
        built = (out / "blog" / "atom.xml").read_bytes()
        assert built == (public_site / lang / "blog" / "atom.xml").read_bytes()


@pytest.fixture
def shanghai(monkeypatch):
    """The build machine's zone is UTC+8, which ABlog's dates used to follow."""
    monkeypatch.setenv("TZ", "Asia/Shanghai")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


#: the site's own ABlog templates (ABlog's would render excerpts with Post.to_html)
SITE_TEMPLATES = {"templates_path": [str(REPO / "_templates")]}


@pytest.mark.sphinx(
    "html", testroot="feeds", freshenv=True, confoverrides={"language": "zh_CN", **SITE_TEMPLATES}
)
def test_small_site_feed(app, shanghai):
    app.build()
    assert app.warning.getvalue() == ""
    document = (app.outdir / "blog" / "atom.xml").read_bytes()
    assert problems(document) == []
    root = etree.fromstring(document)
    assert root.get(XML_LANG) == "zh-CN"
    assert root.findtext(f"{ATOM}updated") == "2026-08-09T00:00:00+00:00"
    entries = root.findall(f"{ATOM}entry")
    assert [e.findtext(f"{ATOM}title") for e in entries] == ["A newer post", "An older post"]
    older = BeautifulSoup(entries[1].findtext(f"{ATOM}summary"), "html.parser")
    assert older.get_text() == "Its first paragraph links to A newer post."
    assert older.a["href"] == "https://example.org/zh-cn/posts/newer.html"


@pytest.mark.sphinx(
    "html",
    testroot="feeds",
    freshenv=True,
    confoverrides={
        "language": "zh_CN",
        "extensions": ["ablog", "myst_parser"],
        "blog_baseurl": "https://example.org/zh-cn/",
    },
)
def test_ablog_feed_still_broken_upstream(app, shanghai):
    """ablog 0.11.13: language code as xml:lang, excerpt paragraphs in a paragraph, the
    build's clock as <updated>, dates in the machine's zone. When this fails, compare
    ABlog's feed with ours and drop what ABlog now does right."""
    app.build()
    document = (app.outdir / "blog" / "atom.xml").read_bytes()
    found = problems(document)
    assert any("xml:lang='zh_CN'" in line for line in found), found
    assert any("<p> inside <p>" in line for line in found), found
    root = etree.fromstring(document)
    assert root.findtext(f"{ATOM}updated") != "2026-08-09T00:00:00+00:00"
    assert root.find(f"{ATOM}entry").findtext(f"{ATOM}published").endswith("+08:00")


@pytest.mark.sphinx("html", testroot="feeds", freshenv=True, confoverrides=SITE_TEMPLATES)
def test_listing_page_excerpts_are_blocks_with_working_links(app):
    """The site's collection template: the excerpt is a <div> of the post's paragraphs,
    and a relative {doc} in it still reaches its page from the listing page."""
    app.build()
    assert app.warning.getvalue() == ""
    page = BeautifulSoup(
        (app.outdir / "blog" / "tag" / "first.html").read_text(encoding="utf-8"), "html.parser"
    )
    excerpt = page.select_one("li.ablog-post div.ablog-post-excerpt")
    assert [child.name for child in excerpt.children if child.name] == ["p"]
    assert excerpt.select("p p") == []
    assert excerpt.a["href"] == "../../posts/newer.html"
    assert (app.outdir / "blog" / "tag" / excerpt.a["href"]).resolve() == (
        app.outdir / "posts" / "newer.html"
    ).resolve()


@pytest.mark.sphinx("html", testroot="feeds", freshenv=True, confoverrides=SITE_TEMPLATES)
def test_an_excerpt_rendered_once_per_folder_is_what_each_page_would_render(app):
    """Excerpts are rendered once for the listing pages of one folder: for every post and
    every listing page, in any order, the HTML is what rendering it for that page gives, and
    a page in another folder gets links from its own place."""
    from ablog.blog import Blog

    from site_chrome.postlist import excerpt_html, render_excerpt

    app.build()
    pages = ["blog/tag/first", "blog/tag/second", "blog/archive", "blog/category/x", "index"]
    for post in Blog(app).posts:
        for page in [*pages, *reversed(pages)]:
            assert excerpt_html(app, post, page) == render_excerpt(app, post, page)
    newer = next(p for p in Blog(app).posts if p.docname == "posts/newer")
    older = next(p for p in Blog(app).posts if p.docname == "posts/older")
    assert 'href="../../posts/newer.html"' in excerpt_html(app, older, "blog/tag/first")
    assert 'href="posts/newer.html"' in excerpt_html(app, older, "index")
    assert excerpt_html(app, newer, "index") == render_excerpt(app, newer, "index")


def test_a_page_listing_posts_shows_an_edited_post_on_the_next_build(make_app, rootdir, tmp_path):
    """ABlog fills a post list when the page is written and names no dependency: the page
    holding one is written again when a post is read again, and shows its new excerpt;
    an edit of another page leaves it as it is."""
    import shutil

    src = tmp_path / "site"
    shutil.copytree(rootdir / "test-feeds", src)
    # as on the site's home page: the posts listed, in no toctree of the page (a toctree's
    # page is rewritten with its entries anyway), and another page outside it
    (src / "index.md").write_text("# Feeds\n\n```{postlist}\n:excerpts:\n```\n", "utf-8")
    about = "---\norphan: true\n---\n\n# About\n\nA page.\n"
    (src / "about.md").write_text(about, encoding="utf-8")
    # ABlog resolves a relative {doc} in a page's post list from that page (sunpy/ablog
    # revise_pending_xrefs; the listing templates are mended in site_chrome.postlist)
    older = src / "posts" / "older.md"
    older.write_text(
        older.read_text(encoding="utf-8").replace("`newer`", "`/posts/newer`"), "utf-8"
    )

    def build() -> str:
        app = make_app("html", srcdir=src, confoverrides=SITE_TEMPLATES)
        app.build()
        assert "WARNING" not in app.warning.getvalue()
        app.cleanup()
        return (app.outdir / "index.html").read_text(encoding="utf-8")

    assert "Its first paragraph." in build()
    (src / "about.md").write_text(about.replace("A page.", "A page, edited."), "utf-8")
    home = src / "_build" / "html" / "index.html"
    home.write_text(home.read_text(encoding="utf-8") + "<!-- kept -->", encoding="utf-8")
    assert build().endswith("<!-- kept -->")
    post = src / "posts" / "newer.md"
    post.write_text(post.read_text(encoding="utf-8").replace("first", "revised"), "utf-8")
    assert "Its revised paragraph." in build()
