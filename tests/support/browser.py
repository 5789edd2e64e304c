"""Headless Chromium (Debian's /usr/bin/chromium) driven by Playwright, once per session.

Playwright cannot download its own browsers here, so it drives the system Chromium. Pages
are watched for console errors, Content-Security-Policy violations and any request that
leaves the loopback interface.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from tests.support.system import REQUIRE_SYSTEM, require_binary

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "artifacts"  # screenshots; gitignored
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
LOOPBACK = {"127.0.0.1", "localhost", "::1", "[::1]"}
# no Google services, no component updates: this machine's network is closed
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]  # fmt: skip

# Runs before any script of the page: keeps every CSP violation the page reports.
WATCH_SCRIPT = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__cspViolations.push(
    `${event.violatedDirective} blocked ${event.blockedURI || "inline"} ` +
    `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
});
"""


def missing(reason: str) -> None:
    """Skip for *reason*, or fail in CI (INFERENCE_NOTES_REQUIRE_SYSTEM=1)."""
    if os.environ.get(REQUIRE_SYSTEM) == "1":
        pytest.fail(f"{reason} ({REQUIRE_SYSTEM}=1 makes this a failure)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    """Playwright's Browser for the system Chromium."""
    chromium = require_binary("chromium", "chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing("Playwright's Python package is missing: make venv (requirements.lock)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def axe_script() -> Path:
    """axe-core as package-lock.json pins it; skipped (failed in CI) before `npm ci`."""
    if not AXE.is_file():
        missing("axe-core is not installed: npm ci (package-lock.json)")
    return AXE


@dataclass
class WatchedPage:
    """A page in its own browser context, with what went wrong on it so far."""

    page: object
    console_errors: list[str] = field(default_factory=list)
    outside_requests: list[str] = field(default_factory=list)

    def goto(self, url: str) -> None:
        response = self.page.goto(url, wait_until="load")
        assert response is not None and response.status == 200, f"{url}: {response}"

    def csp_violations(self) -> list[str]:
        return self.page.evaluate("window.__cspViolations")

    def problems(self) -> list[str]:
        """Console errors, CSP violations and non-loopback requests, since the last call."""
        found = [*self.console_errors, *self.csp_violations(), *self.outside_requests]
        self.console_errors.clear()
        self.outside_requests.clear()
        self.page.evaluate("window.__cspViolations = []")
        return found


def watched_page(browser, **context_options) -> WatchedPage:
    """A new context and page; requests off loopback are recorded and aborted."""
    context = browser.new_context(**context_options)
    context.add_init_script(WATCH_SCRIPT)
    watched = WatchedPage(context.new_page())

    def on_console(message) -> None:
        if message.type == "error":
            watched.console_errors.append(f"console: {message.text} ({message.location})")

    def off_loopback(url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme in {"http", "https", "ws", "wss"} and parts.hostname not in LOOPBACK

    def on_route(route) -> None:
        watched.outside_requests.append(f"request off loopback: {route.request.url}")
        route.abort()

    watched.page.on("console", on_console)
    watched.page.on("pageerror", lambda error: watched.console_errors.append(f"error: {error}"))
    context.route(off_loopback, on_route)  # loopback requests are not intercepted
    return watched


def site_pages(public_site: Path, language_path: str) -> list[str]:
    """URL paths of every HTML page of one language ("en", "zh-cn")."""
    root = public_site / language_path
    return [
        f"/{language_path}/{page.relative_to(root).as_posix()}"
        for page in sorted(root.rglob("*.html"))
    ]


@pytest.fixture
def watched(browser) -> Iterator[WatchedPage]:
    """A desktop-sized watched page; the test fails if the page had any problem."""
    page = watched_page(browser, viewport={"width": 1280, "height": 900})
    yield page
    problems = page.problems()
    page.page.context.close()
    assert problems == []
