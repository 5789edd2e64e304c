"""Page metadata (_ext/site_chrome/metadata.py, social.py, favicon.py): descriptions,
OpenGraph, Twitter, JSON-LD, the Atom link and the icons, on a test root and on the site."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from bs4 import BeautifulSoup
from PIL import Image
from sphinx.util.console import strip_escape_sequences

from site_chrome.metadata import shorten
from site_chrome.social import Card, draw, find_fonts, wrap

LANGUAGES = {"en": "en", "zh-cn": "zh_CN"}
POSTS = sorted(p.stem for p in (Path(__file__).parent.parent / "source" / "posts").glob("*.md"))


def soup(path: Path) -> BeautifulSoup:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def meta(page: BeautifulSoup, key: str) -> str | None:
    tag = page.find("meta", attrs={"name": key}) or page.find("meta", attrs={"property": key})
    return tag["content"] if tag else None


def front_matter(post: str) -> dict:
    text = (Path(__file__).parent.parent / "source" / "posts" / f"{post}.md").read_text("utf-8")
    return yaml.safe_load(text.split("---")[1])


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        ("Short enough.", 40, "Short enough."),
        ("One sentence here. Another sentence that is long.", 30, "One sentence here."),
        ("Words only and no sentence end at all here", 20, "Words only and no…"),
        ("第一句话说完了。第二句话很长很长很长很长很长", 14, "第一句话说完了。"),
        ("第一部分很长很长，第二部分没有句号而且很长", 14, "第一部分很长很长…"),
        ("无标点的一长串汉字无标点的一长串汉字", 10, "无标点的一长串汉字…"),
    ],
)
def test_shorten(text, limit, expected):
    assert shorten(text, limit) == expected
    assert len(shorten(text, limit)) <= limit


def test_wrap_breaks_latin_at_spaces_and_chinese_anywhere_but_before_punctuation():
    font = find_fonts(("/usr/share/fonts",)).load("bold", 40)
    lines = wrap("Splitting the LLM in two: prefill and decode", font, 400)
    assert " ".join(lines) == "Splitting the LLM in two: prefill and decode"
    assert all(font.getlength(line) <= 400 for line in lines)
    chinese = wrap("把 LLM 一分为二：面向 SLO 级服务的预填充/解码分离", font, 300)
    assert "".join(chinese).replace(" ", "") == "把LLM一分为二：面向SLO级服务的预填充/解码分离"
    assert not any(line.startswith(("：", "，", "。")) for line in chinese)


def test_card_is_drawn_at_the_open_graph_size():
    image = draw(
        Card("Site", "A title", "Aug 9, 2026 · Inference", "Tagline"),
        find_fonts(("/usr/share/fonts",)),
    )
    assert image.size == (1200, 630)


@pytest.mark.sphinx("html", testroot="metadata", freshenv=True)
def test_front_matter_description_is_the_meta_description(app):
    app.build()
    page = soup(Path(app.outdir) / "index.html")
    assert meta(page, "description") == "How a page describes itself to search engines."
    assert meta(page, "og:description") == "How a page describes itself to search engines."
    assert len(page.find_all("meta", attrs={"name": "description"})) == 1
    # a page without one gets sphinxext-opengraph's, from its text
    other = soup(Path(app.outdir) / "other.html")
    assert meta(other, "description") == "A page without a description of its own."
    assert strip_escape_sequences(app.warning.getvalue()) == ""


@pytest.mark.sphinx("html", testroot="metadata", freshenv=True, confoverrides={"language": "zh_CN"})
def test_front_matter_description_is_translated(app):
    app.build()
    page = soup(Path(app.outdir) / "index.html")
    assert meta(page, "description") == "页面如何向搜索引擎介绍自己。"
    tag = page.find("meta", attrs={"name": "description"})
    # translation_progress marks stay off <meta>, which may not carry them
    assert set(tag.attrs) == {"name", "content"}


@pytest.mark.sphinx("gettext", testroot="metadata", freshenv=True)
def test_front_matter_description_is_extracted_for_translators(app):
    app.build()
    catalog = (Path(app.outdir) / "index.pot").read_text(encoding="utf-8")
    assert 'msgid "How a page describes itself to search engines."' in catalog


@pytest.mark.sphinx(
    "html",
    testroot="metadata",
    freshenv=True,
    confoverrides={"language": "zh_CN", "site_social_font_folders": ["/nonexistent/fonts"]},
)
def test_missing_chinese_font_warns_at_the_page(app):
    app.build()
    warnings = strip_escape_sequences(app.warning.getvalue()).splitlines()
    assert warnings == [
        f"{app.srcdir / 'index.md'}: WARNING: Noto Sans CJK (apt-get install fonts-noto-cjk) "
        "is in none of site_social_font_folders ['/nonexistent/fonts']: the social image of "
        "this page is drawn without Chinese glyphs [site_chrome.social-font]"
    ]
    # the image is still there, in the fallback font
    image = meta(soup(Path(app.outdir) / "index.html"), "og:image")
    assert (Path(app.outdir) / image.split("/zh-cn/")[1]).is_file()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("post", POSTS)
def test_article_metadata(public_site, language, post):
    root = public_site / language
    page = soup(root / "posts" / f"{post}.html")
    url = f"http://127.0.0.1:8080/{language}/posts/{post}.html"
    description = meta(page, "description")
    assert description and len(description) <= 160
    if language == "zh-cn":
        assert re.search(r"[\u4e00-\u9fff]", description)
    assert meta(page, "og:description") == meta(page, "twitter:description") == description
    assert meta(page, "og:type") == "article"
    assert meta(page, "og:url") == url
    assert meta(page, "og:locale") == {"en": "en_US", "zh-cn": "zh_CN"}[language]
    assert meta(page, "twitter:card") == "summary_large_image"
    image = meta(page, "og:image")
    assert image == meta(page, "twitter:image")
    assert image.startswith(f"http://127.0.0.1:8080/{language}/_images/social/")
    with Image.open(root / image.split(f"/{language}/")[1]) as png:
        assert png.format == "PNG" and png.size == (1200, 630)
    data = json.loads(page.find("script", type="application/ld+json").string)
    date = str(front_matter(post)["date"])
    assert data["@type"] == "BlogPosting"
    assert data["headline"] == page.h1.get_text().rstrip("#").strip()
    assert (data["datePublished"], data["url"], data["description"]) == (date, url, description)
    assert meta(page, "article:published_time") == date
    other = "zh-cn" if language == "en" else "en"
    alternate = {
        "@type": "BlogPosting",
        "inLanguage": {"en": "en", "zh-cn": "zh-CN"}[other],
        "url": f"http://127.0.0.1:8080/{other}/posts/{post}.html",
    }
    assert data["inLanguage"] == {"en": "en", "zh-cn": "zh-CN"}[language]
    if language == "en":
        assert data["workTranslation"] == [alternate]
    else:
        assert data["translationOfWork"] == alternate


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_links_its_feed_and_icons(public_site, language):
    root = public_site / language
    for path in sorted(root.rglob("*.html")):
        if path.name == "404.html":  # its links are rooted by tools/publish.py
            continue
        page = soup(path)
        feed = page.find("link", rel="alternate", type="application/atom+xml")
        assert feed is not None, path
        assert (path.parent / feed["href"]).resolve() == (root / "blog" / "atom.xml").resolve()
        icons = {
            link["href"].rsplit("/", 1)[-1]
            for link in page.find_all("link")
            if {"icon", "apple-touch-icon"} & set(link.get("rel", []))
        }
        assert icons == {"favicon.svg", "favicon-32.png", "apple-touch-icon.png"}, path
    assert (root / "_static" / "favicon.svg").read_text().startswith("<svg ")
    for name, size in {
        "favicon-32.png": 32,
        "apple-touch-icon.png": 180,
        "icon-192.png": 192,
        "icon-512.png": 512,
    }.items():
        with Image.open(root / "_static" / name) as png:
            assert png.size == (size, size), name
