"""deploy/nginx.conf, run by the real nginx over the published site (tests.support.nginx)."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

pytestmark = pytest.mark.nginx

CONFIG = Path(__file__).resolve().parent.parent / "deploy" / "nginx.conf"


def configured_csp() -> str:
    """The Content-Security-Policy that deploy/nginx.conf declares (its hashes change with
    the theme's inline scripts, see test_browser_*)."""
    match = re.search(r'add_header Content-Security-Policy "([^"]+)" always;', CONFIG.read_text())
    assert match, "deploy/nginx.conf declares no Content-Security-Policy"
    return match.group(1)


def test_policy_allows_nothing_from_elsewhere_and_no_inline_script():
    directives = dict(
        (part.split()[0], part.split()[1:]) for part in configured_csp().split(";") if part.strip())
    assert directives["default-src"] == ["'self'"]
    assert directives["object-src"] == ["'none'"]
    assert directives["frame-ancestors"] == ["'none'"]
    assert directives["base-uri"] == ["'self'"]
    script = directives["script-src"]
    assert "'unsafe-inline'" not in script and "'unsafe-eval'" not in script
    assert all(s == "'self'" or s.startswith("'sha256-") for s in script)
    for sources in directives.values():
        assert not any(s.startswith(("http:", "https:")) or s == "*" for s in sources)


SECURITY_HEADERS = {
    "Content-Security-Policy": configured_csp(),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
}
IMMUTABLE = "public, max-age=31536000, immutable"


def linked_asset(public_site: Path, tag: str, attribute: str, name: str) -> str:
    """URL of furo's CSS or JS as en/index.html links it, with Sphinx's ?v=<hash>."""
    page = BeautifulSoup((public_site / "en" / "index.html").read_text(), "html.parser")
    for element in page.find_all(tag):
        url = element.get(attribute) or ""
        if url.split("?")[0].endswith(name):
            return "/en/" + url
    raise AssertionError(f"en/index.html does not link {name}")


@pytest.fixture(scope="module")
def furo_css(public_site) -> str:
    return linked_asset(public_site, "link", "href", "styles/furo.css")


@pytest.fixture(scope="module")
def furo_js(public_site) -> str:
    return linked_asset(public_site, "script", "src", "scripts/furo.js")


@pytest.mark.parametrize(
    ("path", "content_type"),
    [
        ("/en/", "text/html; charset=utf-8"),
        ("/zh-cn/index.html", "text/html; charset=utf-8"),
        ("/lang-redirect.js", "application/javascript; charset=utf-8"),
        ("/en/sitemap.xml", "text/xml; charset=utf-8"),
        ("/en/objects.inv", "application/octet-stream"),
    ],
)
def test_content_types(public_server, path, content_type):
    response = public_server.get(path)
    assert response.status == 200
    assert response.header("Content-Type") == content_type


def test_content_types_of_static_assets(public_server, furo_css, furo_js):
    assert public_server.get(furo_css).header("Content-Type") == "text/css; charset=utf-8"
    assert (
        public_server.get(furo_js).header("Content-Type")
        == "application/javascript; charset=utf-8"
    )


def test_gzip_only_when_asked(public_server, public_site, furo_css, furo_js):
    for url in [furo_css, furo_js, "/en/index.html"]:
        file = public_site / url.lstrip("/").split("?")[0]
        plain = public_server.get(url)
        assert plain.header("Content-Encoding") is None
        assert plain.body == file.read_bytes()
        packed = public_server.get(url, {"Accept-Encoding": "gzip"})
        assert packed.header("Content-Encoding") == "gzip"
        assert "Accept-Encoding" in packed.header("Vary")
        assert gzip.decompress(packed.body) == file.read_bytes()


def test_versioned_static_assets_are_immutable_html_is_revalidated(public_server, furo_css):
    assert "?v=" in furo_css
    assert public_server.get(furo_css).header("Cache-Control") == IMMUTABLE
    # the same file without Sphinx's version query may change: revalidate
    assert public_server.get(furo_css.split("?")[0]).header("Cache-Control") == "no-cache"
    assert public_server.get("/en/").header("Cache-Control") == "no-cache"
    assert public_server.get("/zh-cn/index.html").header("Cache-Control") == "no-cache"


@pytest.mark.parametrize(
    ("accept_language", "location"),
    [
        ("zh-CN,zh;q=0.9", "/zh-cn/"),
        ("en-US", "/en/"),
        (None, "/en/"),
        ("en-US,en;q=0.9,zh-CN;q=0.8", "/en/"),
        ("de-DE,zh-TW;q=0.8,en;q=0.5", "/zh-cn/"),
        ("fr-FR", "/en/"),
    ],
)
def test_root_redirects_by_accept_language(public_server, accept_language, location):
    headers = {"Accept-Language": accept_language} if accept_language else {}
    response = public_server.get("/", headers)
    assert response.status == 302
    assert response.header("Location") == location
    assert response.header("Vary") == "Accept-Language"


@pytest.mark.parametrize(
    ("path", "lang", "title"),
    [
        ("/en/no-such-page.html", "en", "Page not found"),
        ("/en/posts/deep/no-such-page.html", "en", "Page not found"),
        ("/zh-cn/no-such-page.html", "zh-CN", "页面不存在"),
        ("/zh-cn/posts/no-such-page.html", "zh-CN", "页面不存在"),
        ("/no-such-page.html", "en", "Page not found"),
    ],
)
def test_not_found_is_localized(public_server, path, lang, title):
    response = public_server.get(path)
    assert response.status == 404
    assert response.header("Content-Type") == "text/html; charset=utf-8"
    page = BeautifulSoup(response.text, "html.parser")
    assert page.html["lang"] == lang
    assert page.h1.get_text() == title


@pytest.mark.parametrize("path", ["/en/_static/", "/zh-cn/_static/styles/", "/en/posts/"])
def test_no_directory_listing(public_server, path):
    response = public_server.get(path)
    assert response.status == 404
    assert b"Index of" not in response.body


@pytest.mark.parametrize(
    "name",
    [".git/config", "en/.env", "en/index.html~", "en/index.html.bak", "en/.index.html.swp",
     "zh-cn/index.html.orig"],
)
def test_dotfiles_and_backup_files_are_not_served(public_server, public_site, name):
    secret = public_site / name
    secret.parent.mkdir(parents=True, exist_ok=True)
    secret.write_text("SECRET-CONTENT\n")
    try:
        response = public_server.get(f"/{name}")
    finally:
        secret.unlink()
    assert response.status == 404
    assert b"SECRET-CONTENT" not in response.body


def test_sphinx_buildinfo_is_not_served(public_server, public_site):
    assert (public_site / "en" / ".buildinfo").is_file()
    assert public_server.get("/en/.buildinfo").status == 404


@pytest.mark.parametrize(
    ("path", "status"),
    [("/", 302), ("/en", 301), ("/en/", 200), ("/lang-redirect.js", 200),
     ("/zh-cn/missing", 404), ("/.git/config", 404), ("/en/_static/", 404)],
)
def test_security_headers_on_every_response(public_server, path, status):
    response = public_server.get(path)
    assert response.status == status
    for name, value in SECURITY_HEADERS.items():
        assert response.header(name) == value, name


def test_security_headers_on_static_assets(public_server, furo_css):
    response = public_server.get(furo_css)
    assert {name: response.header(name) for name in SECURITY_HEADERS} == SECURITY_HEADERS
