"""Every page satisfies the Content-Security-Policy that deploy/nginx.conf sends."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from tests.support.browser import site_pages, watched_page

pytestmark = pytest.mark.browser


def sha256(text: str) -> str:
    """The CSP source expression allowing exactly *text*."""
    digest = base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()
    return f"'sha256-{digest}'"


def policy(public_server) -> dict[str, list[str]]:
    header = public_server.get("/en/").header("Content-Security-Policy")
    directives = [d.split() for d in header.split(";") if d.strip()]
    return {d[0]: d[1:] for d in directives}


#: <script type> values a browser runs (HTML's JavaScript MIME types, and modules)
EXECUTABLE_TYPES = {"", "text/javascript", "application/javascript", "module"}


def inline_content(public_site: Path) -> dict[str, set[str]]:
    """Hashes of every inline <script>, <style> and style="…" on the published site."""
    found: dict[str, set[str]] = {"script": set(), "style": set(), "attribute": set()}
    for page in public_site.rglob("*.html"):
        html = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        for script in html.find_all("script", src=False):
            # data blocks (JSON-LD) are never run, so script-src does not apply to them
            if script.get("type", "text/javascript") not in EXECUTABLE_TYPES:
                continue
            found["script"].add(sha256(script.string or ""))
        for style in html.find_all("style"):
            found["style"].add(sha256(style.string or ""))
        for element in html.find_all(style=True):
            found["attribute"].add(sha256(element["style"]))
    return found


def test_policy_has_no_unsafe_script_sources(public_server):
    csp = policy(public_server)
    assert csp["default-src"] == ["'self'"]
    assert csp["object-src"] == ["'none'"]
    for source in csp["script-src"]:
        assert source == "'self'" or re.fullmatch(r"'sha256-[A-Za-z0-9+/]{43}='", source), source
    assert "'unsafe-inline'" not in csp["style-src"]


def test_every_inline_script_and_style_is_hashed_in_the_policy(public_site, public_server):
    csp = policy(public_server)
    found = inline_content(public_site)
    assert found["script"], "expected furo's inline theme script"
    missing_scripts = found["script"] - set(csp["script-src"])
    assert not missing_scripts, f"inline <script> not in script-src: {missing_scripts}"
    missing_styles = (found["style"] | found["attribute"]) - set(csp["style-src"])
    assert not missing_styles, f"inline styles not in style-src: {missing_styles}"
    if found["attribute"]:
        assert "'unsafe-hashes'" in csp["style-src"]
    # and no stale hashes: each one in the policy is used by some page
    hashes = {s for s in csp["script-src"] + csp["style-src"] if s.startswith("'sha256-")}
    assert hashes == found["script"] | found["style"] | found["attribute"]


# Problems of pages that are not this test's to fix, each with its cause. The test fails when
# one disappears too, so the entry is removed once the cause is fixed.
KNOWN_PROBLEMS: dict[str, list[str]] = {}


@pytest.mark.parametrize("language", ["en", "zh-cn"])
def test_every_page_loads_clean(browser, public_site, public_server, language):
    """Zero console errors, zero CSP violations, zero requests off loopback, every page."""
    watched = watched_page(browser)
    try:
        problems = {}
        for path in site_pages(public_site, language):
            watched.goto(public_server.url.rstrip("/") + path)
            if found := watched.problems():
                problems[path] = found
        known = {
            path: found
            for path, found in KNOWN_PROBLEMS.items()
            if path.startswith(f"/{language}/")
        }
        assert problems == known
    finally:
        watched.page.context.close()
