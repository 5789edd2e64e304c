"""deploy/nginx.conf, run by the real nginx over the published site (tests.support.nginx)."""

from __future__ import annotations

import gzip
import os
import re
import shutil
import tempfile
import time
import zlib
from pathlib import Path
from re import _parser as regex_parser  # the standard library's own regex parser

import pytest
from bs4 import BeautifulSoup

from tests.support.public_site import heading_of
from tools import serve

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
        (part.split()[0], part.split()[1:]) for part in configured_csp().split(";") if part.strip()
    )
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
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), "
    "magnetometer=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
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
        public_server.get(furo_js).header("Content-Type") == "application/javascript; charset=utf-8"
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
    # the same file without Sphinx's version query, or with one that is no checksum, may
    # change: revalidate
    assert public_server.get(furo_css.split("?")[0]).header("Cache-Control") == "no-cache"
    assert public_server.get(furo_css.split("?")[0] + "?v=1").header("Cache-Control") == "no-cache"
    assert public_server.get("/en/").header("Cache-Control") == "no-cache"
    assert public_server.get("/zh-cn/index.html").header("Cache-Control") == "no-cache"


def test_every_immutable_url_names_the_content_served(public_server, public_site):
    """Sphinx's ?v= is the CRC-32 of the file (sphinx.builders.html._assets._file_checksum):
    every link on every page must carry the checksum of the file nginx serves for it, or a
    reader's browser keeps stale CSS or JS for a year."""
    versioned = {}
    for page in public_site.rglob("*.html"):
        html = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        for element in html.find_all(["link", "script"]):
            url = element.get("href") or element.get("src") or ""
            if "?v=" not in url or "://" in url:
                continue
            path, query = url.split("?")
            if not path.startswith("/"):  # the 404 pages link from the root (tools.publish)
                path = "/" + (page.parent / path).resolve().relative_to(public_site).as_posix()
            versioned[f"{path}?{query}"] = page
    assert len(versioned) > 10
    wrong = {}
    for url, page in versioned.items():
        response = public_server.get(url)
        assert response.status == 200, url
        assert response.header("Cache-Control") == IMMUTABLE, url
        # Sphinx drops carriage returns before checksumming
        served = response.body.replace(b"\r", b"")
        checksum = f"{zlib.crc32(served):08x}"
        if url.split("?v=")[1] != checksum:
            wrong[url] = (checksum, str(page.relative_to(public_site)))
    assert wrong == {}


@pytest.mark.parametrize(
    ("accept_language", "location"),
    [
        ("zh-CN,zh;q=0.9", "/zh-cn/"),
        ("en-US", "/en/"),
        (None, "/en/"),
        ("", "/en/"),
        ("en-US,en;q=0.9,zh-CN;q=0.8", "/en/"),
        ("de-DE,zh-TW;q=0.8,en;q=0.5", "/zh-cn/"),
        ("fr-FR", "/en/"),
        # q-values: q=0 is "not acceptable"; the higher q wins whatever the order
        ("zh;q=0, en", "/en/"),
        ("zh;q=0", "/en/"),
        ("zh;q=0.000, en;q=0.001", "/en/"),
        ("zh;q=0.001", "/zh-cn/"),
        ("en;q=0.5, zh", "/zh-cn/"),
        ("en;q=0.5, zh;q=0.51", "/zh-cn/"),
        ("EN-us;q=0.9, ZH-hans-CN;q=0.95", "/zh-cn/"),
        ("zh;q=0.79, en;q=0.8", "/en/"),
        ("zh;q=1.0, en;q=1", "/zh-cn/"),  # a tie goes to the one named first
        ("en;q=0.7, zh-CN;q=0.7", "/en/"),
        ("fr;q=1,zh;q=0.1", "/zh-cn/"),
        # not a zh range, or a malformed element: not named
        ("zhx, en;q=0.1", "/en/"),
        ("zh;q=2, en;q=0.1", "/en/"),
        ("  zh-CN ;  q = 0.8 ,\ten;q=0.3", "/zh-cn/"),
    ],
)
def test_root_redirects_by_accept_language(public_server, accept_language, location):
    headers = {"Accept-Language": accept_language} if accept_language is not None else {}
    response = public_server.get("/", headers)
    assert response.status == 302
    assert response.header("Location") == location
    assert response.header("Vary") == "Accept-Language"


# 7 KB headers built to make a backtracking regex retry, each with the language expected
CRAFTED_HEADERS = [
    (" ," * 3500, "/en/"),  # the old map's regex never finished on this one
    (" " * 7000 + "zh", "/zh-cn/"),
    (", " * 3500 + "zh;q=0.5", "/zh-cn/"),
    ("zh-" * 2400 + "x", "/zh-cn/"),  # one long, well-formed zh range
    ("a" * 7000 + ",zh;q=0.3", "/zh-cn/"),
    ("en-" + "a-" * 3500 + ";q=0.2,zh;q=0.1", "/en/"),
    ("zh;q=0." + "0" * 7000, "/en/"),
    (",".join(["de;q=0.5"] * 800) + ",en;q=0.4,zh;q=0.6", "/zh-cn/"),
]


@pytest.mark.parametrize(("header", "location"), CRAFTED_HEADERS)
def test_crafted_accept_language_is_answered_correctly_and_promptly(
    public_server, header, location
):
    assert len(header) >= 7000
    start = time.monotonic()
    response = public_server.get("/", {"Accept-Language": header})
    elapsed = time.monotonic() - start
    assert response.header("Location") == location
    # loose on purpose (timings belong in make bench): a backtracking regex took seconds
    assert elapsed < 1.0


def header_regexes() -> list[str]:
    """The regexes of every map over $http_accept_language in deploy/nginx.conf."""
    blocks = re.findall(
        r"map \$http_accept_language \$\w+ \{(.*?)\n    \}", CONFIG.read_text(), re.DOTALL
    )
    patterns = re.findall(r'"~\*?([^"]+)"', "\n".join(blocks))
    # nginx's quoted strings turn \t into a tab, as Python's regex syntax reads it
    return patterns


def _repeats(tree, inside_unbounded: bool = False) -> list[str]:
    """Problems of a parsed regex: an unbounded repeat inside another, lookarounds and
    backreferences (the constructs that make a match retry)."""
    problems = []
    for op, value in tree:
        name = str(op)
        if name in {"MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"}:
            low, high, sub = value
            unbounded = high == regex_parser.MAXREPEAT
            if unbounded and inside_unbounded:
                problems.append("an unbounded repeat inside another")
            problems += _repeats(sub, inside_unbounded or unbounded)
        elif name in {"ASSERT", "ASSERT_NOT", "GROUPREF", "GROUPREF_EXISTS"}:
            problems.append(name)
        elif name == "SUBPATTERN":
            problems += _repeats(value[-1], inside_unbounded)
        elif name == "BRANCH":
            for branch in value[1]:
                problems += _repeats(branch, inside_unbounded)
    return problems


def test_language_maps_cannot_backtrack():
    patterns = header_regexes()
    assert len(patterns) == 3
    for pattern in patterns:
        assert _repeats(regex_parser.parse(pattern)) == [], pattern
        # elements start only after a comma (or at the start), never anywhere
        assert pattern.startswith("(?:^|,)"), pattern


def test_language_map_shape_check_catches_the_old_regex():
    assert _repeats(regex_parser.parse(r"^(?:\s*(?!en\b)[^,]*,)*\s*zh\b")) != []


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
    # the reader's language does not change a 404 inside a language folder
    response = public_server.get(path, {"Accept-Language": "fr"})
    assert response.status == 404
    assert response.header("Content-Type") == "text/html; charset=utf-8"
    page = BeautifulSoup(response.text, "html.parser")
    assert page.html["lang"] == lang
    assert heading_of(page) == title


@pytest.mark.parametrize("path", ["/en/_static/", "/zh-cn/_static/styles/", "/en/posts/"])
def test_no_directory_listing(public_server, path):
    response = public_server.get(path)
    assert response.status == 404
    assert b"Index of" not in response.body


@pytest.mark.parametrize(
    "name",
    [
        ".git/config",
        "en/.env",
        "en/.buildinfo",
        "en/index.html~",
        "en/index.html.bak",
        "en/.index.html.swp",
        "zh-cn/index.html.orig",
    ],
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


def test_publication_leaves_out_sphinx_build_records(public_site):
    assert [path for path in public_site.rglob(".buildinfo")] == []


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/", 302),
        ("/en", 301),
        ("/en/", 200),
        ("/lang-redirect.js", 200),
        ("/zh-cn/missing", 404),
        ("/.git/config", 404),
        ("/en/_static/", 404),
    ],
)
def test_security_headers_on_every_response(public_server, path, status):
    response = public_server.get(path)
    assert response.status == status
    for name, value in SECURITY_HEADERS.items():
        assert response.header(name) == value, name


def test_security_headers_on_static_assets(public_server, furo_css):
    response = public_server.get(furo_css)
    assert {name: response.header(name) for name in SECURITY_HEADERS} == SECURITY_HEADERS


@pytest.mark.parametrize(
    ("accept_language", "lang", "title"),
    [
        (None, "en", "Page not found"),
        ("zh-CN,zh;q=0.9,en;q=0.8", "zh-CN", "页面不存在"),
        ("en;q=0.2,zh-TW;q=0.3", "zh-CN", "页面不存在"),
    ],
)
def test_root_not_found_is_in_the_readers_language(public_server, accept_language, lang, title):
    headers = {"Accept-Language": accept_language} if accept_language else {}
    response = public_server.get("/no-such-page.html", headers)
    assert response.status == 404
    assert BeautifulSoup(response.text, "html.parser").html["lang"] == lang
    assert heading_of(BeautifulSoup(response.text, "html.parser")) == title
    assert "Accept-Language" in response.headers.get_all("Vary")
    # a 404 inside a language folder does not depend on the header
    inside = public_server.get("/en/no-such-page.html", headers)
    assert "Accept-Language" not in inside.headers.get_all("Vary", [])


def test_symbolic_links_out_of_the_site_are_not_followed(public_server, public_site):
    outside = public_site.parent / "outside"
    outside.mkdir(exist_ok=True)
    (outside / "secret.txt").write_text("SECRET-CONTENT\n")
    (outside / "index.html").write_text("<p>SECRET-CONTENT</p>\n")
    links = {
        public_site / "en" / "secret.txt": outside / "secret.txt",
        public_site / "zh-cn" / "elsewhere": outside,
    }
    copy = public_site / "en" / "copy.txt"
    try:
        for link, target in links.items():
            link.symlink_to(target)
        copy.write_text((outside / "secret.txt").read_text())
        # the same file, not linked, is served: what stops the links is disable_symlinks
        assert public_server.get("/en/copy.txt").status == 200
        for path in ["/en/secret.txt", "/zh-cn/elsewhere/", "/zh-cn/elsewhere/index.html"]:
            response = public_server.get(path)
            assert response.status == 404, path
            assert b"SECRET-CONTENT" not in response.body
    finally:
        for link in links:
            link.unlink(missing_ok=True)
        copy.unlink(missing_ok=True)


def _processes() -> dict[int, dict[str, str]]:
    """pid -> the fields of /proc/<pid>/status, for every process this user can see."""
    found = {}
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            lines = status.read_text().splitlines()
        except OSError:
            continue
        fields = (line.split(":\t", 1) for line in lines if ":\t" in line)
        found[int(status.parent.name)] = dict(fields)
    return found


def test_workers_do_not_run_as_root(public_server):
    master = int((public_server.prefix / "nginx.pid").read_text())
    workers = {
        pid: fields for pid, fields in _processes().items() if fields.get("PPid") == str(master)
    }
    assert workers, "nginx has no worker process"
    for fields in workers.values():
        real, effective = (int(uid) for uid in fields["Uid"].split()[:2])
        if os.geteuid() == 0:
            assert real != 0 and effective != 0, fields["Name"]
        else:
            assert effective == os.geteuid()


@pytest.mark.skipif(
    os.geteuid() != 0, reason="nginx keeps its workers' account only when started by root"
)
def test_serve_refuses_a_site_its_workers_cannot_read():
    base = Path(tempfile.mkdtemp(prefix="inference-notes-serve-test-"))
    try:
        base.chmod(0o711)
        private = base / "private"
        (private / "public").mkdir(parents=True)
        (private / "public" / "index.html").write_text("<p>hello</p>\n")
        private.chmod(0o700)
        prefix = base / "prefix"
        prefix.mkdir()
        with pytest.raises(
            serve.ServeError,
            match=r"nginx's workers run as www-data, who "
            r"cannot read .*/private/public/index.html: make the folders",
        ):
            serve.check_readable(private / "public", prefix)
        private.chmod(0o711)
        serve.check_readable(private / "public", prefix)
    finally:
        shutil.rmtree(base)


def test_favicon_at_the_root_is_the_site_icon(public_server, public_site):
    response = public_server.get("/favicon.ico")
    assert response.status == 200
    assert response.header("Content-Type") == "image/png"
    assert response.body == (public_site / "en" / "_static" / "favicon-32.png").read_bytes()
