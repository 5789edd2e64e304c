"""tools.publish: both languages, the language redirect, the 404 pages, the search index."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from tests.support.public_site import BASEURL, REPO, heading_of
from tools.publish import PublishError, root_links, root_not_found_page

LANGUAGES = [("en", "en"), ("zh-cn", "zh-CN")]


def soup_of(path: Path) -> BeautifulSoup:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


@pytest.mark.parametrize(("path", "lang"), LANGUAGES)
def test_each_language_is_built_under_its_own_path(public_site, path, lang):
    page = soup_of(public_site / path / "index.html")
    assert page.html["lang"] == lang
    assert (public_site / path / "_static").is_dir()
    # canonical links point at the page's own language
    canonical = page.find("link", rel="canonical")
    assert canonical is not None and canonical["href"].startswith(f"{BASEURL}{path}/")


def test_root_index_links_every_language_without_javascript(public_site):
    page = soup_of(public_site / "index.html")
    assert page.html["lang"] == "en"
    assert page.find("meta", attrs={"name": "robots"})["content"] == "noindex"
    links = {a["href"]: a.get("hreflang") for a in page.find_all("a")}
    assert links == {"en/": "en", "zh-cn/": "zh-CN"}
    alternates = {link["hreflang"]: link["href"] for link in page.find_all("link", rel="alternate")}
    assert alternates == {
        "en": f"{BASEURL}en/",
        "zh-CN": f"{BASEURL}zh-cn/",
        "x-default": f"{BASEURL}en/",
    }


def test_root_index_loads_its_redirect_from_a_file(public_site):
    page = soup_of(public_site / "index.html")
    scripts = page.find_all("script")
    assert [s.get("src") for s in scripts] == ["lang-redirect.js"]
    assert all(not s.string for s in scripts)  # CSP: no inline script
    script = (public_site / "lang-redirect.js").read_text(encoding="utf-8")
    assert "navigator.languages" in script
    assert '"zh": "zh-cn/"' in script and '"en": "en/"' in script


@pytest.mark.parametrize(
    ("path", "lang", "title"), [("en", "en", "Page not found"), ("zh-cn", "zh-CN", "页面不存在")]
)
def test_not_found_page_is_localized_and_rooted(public_site, path, lang, title):
    """Built by Sphinx from source/404.md (translated through 404.po); served for missing
    URLs at any depth, so every link on it is rooted."""
    page = soup_of(public_site / path / "404.html")
    assert page.html["lang"] == lang
    assert heading_of(page) == title
    assert page.find("meta", attrs={"name": "robots"})["content"] == "noindex"
    # the article's link goes home; the chrome's links (navigation, search, the other
    # language) and every stylesheet and script are rooted, and exist
    assert page.select_one("article[role=main] a.reference")["href"] == f"/{path}/index.html"
    assert page.html["data-content_root"] == f"/{path}/"
    assert page.find("form", role="search")["action"] == f"/{path}/search.html"
    urls = [a["href"] for a in page.find_all(["a", "link"], href=True)]
    urls += [s["src"] for s in page.find_all(["script", "img"], src=True)]
    local = [u for u in urls if not u.startswith("#") and "://" not in u]
    assert any("/_static/styles/furo.css?v=" in u for u in local)
    for url in local:
        assert url.startswith("/"), url
        target = public_site / url.lstrip("/").split("?")[0].split("#")[0]
        assert target.is_file() or (target / "index.html").is_file(), url
    # inline code only where every page of the site has it (the CSP allows it by hash)
    home = soup_of(public_site / path / "index.html")
    for tag in ("script", "style"):
        inline = {t.string for t in page.find_all(tag) if t.string}
        assert inline <= {t.string for t in home.find_all(tag) if t.string}, tag
    assert page.find(style=True) is None or page.find(style=True).name == "svg"


def test_root_links_roots_relative_urls_in_tags_only():
    html = (
        '<html data-content_root="./"><a href="posts/a.html#x">posts/b.html</a>'
        '<a href="../zh-cn/404.html">x</a><a href="#top">t</a><a href="/en/">h</a>'
        '<a href="https://example.org/p">e</a><img src="_images/c.svg?v=1" alt="">'
        '<form action="search.html"><button popovertargetaction="hide">b</button></form>'
        '<p>href="kept.html"</p></html>'
    )
    assert root_links(html, "/site/en/404.html") == (
        '<html data-content_root="/site/en/"><a href="/site/en/posts/a.html#x">posts/b.html</a>'
        '<a href="/site/zh-cn/404.html">x</a><a href="#top">t</a><a href="/en/">h</a>'
        '<a href="https://example.org/p">e</a><img src="/site/en/_images/c.svg?v=1" alt="">'
        '<form action="/site/en/search.html"><button popovertargetaction="hide">b</button></form>'
        '<p>href="kept.html"</p></html>'
    )


def test_a_build_without_a_404_page_is_not_published(tmp_path):
    (tmp_path / "zh-cn").mkdir()
    with pytest.raises(PublishError) as error:
        root_not_found_page(tmp_path, BASEURL, "zh_CN", {"en": "en", "zh_CN": "zh-cn"})
    assert str(error.value) == "the zh_CN build wrote no 404.html: source/404.md is missing"


@pytest.mark.parametrize("path", ["en", "zh-cn"])
def test_not_found_page_is_in_no_listing(public_site, path):
    """Not in the search index, the sitemap, the feed or any page's prev/next links."""
    index = (public_site / path / "searchindex.js").read_text(encoding="utf-8")
    data = json.loads(index[index.index("(") + 1 : index.rindex(")")])
    doc = data["docnames"].index("404")
    assert data["titles"][doc] == ""
    for mapping in (data["terms"], data["titleterms"]):
        assert all(
            doc != v and doc not in (v if isinstance(v, list) else []) for v in mapping.values()
        )
    assert all(d != doc for entries in data["alltitles"].values() for d, _ in entries)
    for listing in ("sitemap.xml", "blog/atom.xml"):
        assert "404.html" not in (public_site / path / listing).read_text(encoding="utf-8")
    for page in (public_site / path).rglob("*.html"):
        if page.name != "404.html":
            links = soup_of(page).select(".related-pages a, link[rel=next], link[rel=prev]")
            assert all("404" not in a["href"] for a in links), page


def publish(*arguments: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "tools.publish", "--out", str(tmp_path / "public"),
               "--doctrees", str(tmp_path / "doctrees"), *arguments]  # fmt: skip
    return subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=300)


def test_build_error_fails_with_a_clear_message(tmp_path):
    # a source folder with no pages: both builds stop at once
    empty = tmp_path / "empty"
    empty.mkdir()
    result = publish("--baseurl", BASEURL, "--source-dir", str(empty), tmp_path=tmp_path)
    assert result.returncode == 1
    assert (
        "publish: error: nothing was published: the build of en (exit status 2), zh_CN "
        "(exit status 2) failed"
    ) in result.stderr
    # a crash is retried once without the doctree cache it may have damaged; then it stops
    assert result.stdout.count("rebuilding it without its doctree cache") == 2
    assert not (tmp_path / "public" / "index.html").exists()


def test_an_option_sphinx_build_does_not_read_is_refused_before_building(tmp_path):
    result = publish("--baseurl", BASEURL, "--no-such-sphinx-option", tmp_path=tmp_path)
    assert result.returncode == 1
    assert "--no-such-sphinx-option (not options sphinx-build reads)" in result.stderr
    assert not (tmp_path / "doctrees").exists()  # refused before any build
    assert not (tmp_path / "public" / "index.html").exists()


def test_baseurl_must_end_with_a_slash(tmp_path):
    result = publish("--baseurl", "http://127.0.0.1:8080", tmp_path=tmp_path)
    assert result.returncode == 1
    assert "--baseurl must end with '/'" in result.stderr


def test_crawlers_get_robots_txt_and_a_sitemap_index(public_site):
    robots = (public_site / "robots.txt").read_text(encoding="utf-8")
    assert f"Sitemap: {BASEURL}sitemap.xml" in robots.splitlines()
    index = BeautifulSoup((public_site / "sitemap.xml").read_text(encoding="utf-8"), "xml")
    assert index.find("sitemapindex") is not None
    assert [loc.get_text() for loc in index.find_all("loc")] == [
        f"{BASEURL}en/sitemap.xml",
        f"{BASEURL}zh-cn/sitemap.xml",
    ]


@pytest.mark.parametrize("path", ["en", "zh-cn"])
def test_sitemaps_list_no_noindex_or_empty_page(public_site, path):
    sitemap = BeautifulSoup((public_site / path / "sitemap.xml").read_text(encoding="utf-8"), "xml")
    pages = {loc.get_text().rsplit(f"/{path}/", 1)[1] for loc in sitemap.find_all("loc")}
    assert "posts/flashattention-primer.html" in pages
    assert not pages & {"search.html", "genindex.html", "blog/drafts.html"}
    for page in pages:  # and nothing listed asks not to be indexed
        html = (public_site / path / page).read_text(encoding="utf-8")
        assert 'name="robots" content="noindex"' not in html, page
