"""tools.publish: both languages, the language redirect, the 404 pages, the search index."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from tests.support.public_site import BASEURL, REPO

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
    ("path", "lang", "title", "home"),
    [("en", "en", "Page not found", "/en/"), ("zh-cn", "zh-CN", "页面不存在", "/zh-cn/")],
)
def test_not_found_page_is_localized_and_self_contained(public_site, path, lang, title, home):
    page = soup_of(public_site / path / "404.html")
    assert page.html["lang"] == lang
    assert page.h1.get_text() == title
    assert page.find("meta", attrs={"name": "robots"})["content"] == "noindex"
    # served for missing URLs at any depth, so links are rooted, and the first goes home
    assert page.main.find("a")["href"] == home
    # the language's own stylesheets, as built (with their ?v= hashes); no inline code
    styles = [link["href"] for link in page.find_all("link", rel="stylesheet")]
    assert any("/_static/styles/furo.css?v=" in href for href in styles)
    for href in styles:
        assert href.startswith(f"/{path}/_static/")
        assert (public_site / href.lstrip("/").split("?")[0]).is_file()
    assert page.find("script") is None and page.find("style") is None
    assert page.find(style=True) is None


def publish(*arguments: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "tools.publish", "--out", str(tmp_path / "public"),
               "--doctrees", str(tmp_path / "doctrees"), *arguments]  # fmt: skip
    return subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=300)


def test_build_error_fails_with_a_clear_message(tmp_path):
    # an option sphinx-build rejects: passed through, so the en build fails at once
    result = publish("--baseurl", BASEURL, "--no-such-sphinx-option", tmp_path=tmp_path)
    assert result.returncode == 1
    assert (
        "publish: error: nothing was published: the build of en (exit status 2), zh_CN "
        "(exit status 2) failed"
    ) in result.stderr
    assert "rebuilding it without its doctree cache" not in result.stdout  # no cache to blame
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
