"""Screenshots for review: home page and one article, both languages, both colour schemes,
saved in tests/artifacts/ (gitignored). CJK text needs Debian's fonts-noto-cjk."""

from __future__ import annotations

import subprocess

import pytest

from tests.support.browser import ARTIFACTS, missing, watched_page
from tests.support.system import require_binary

pytestmark = pytest.mark.browser

PAGES = {"home": "index.html", "flashattention": "posts/flashattention-primer.html"}


def require_cjk_fonts() -> None:
    fc_list = require_binary("fc-list", "fontconfig")
    families = subprocess.run([fc_list, ":lang=zh-cn", "family"], capture_output=True, text=True)
    if "Noto Sans CJK" not in families.stdout:
        missing("no Noto CJK font for Chinese text: apt-get install fonts-noto-cjk")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("language", ["en", "zh-cn"])
def test_screenshots(browser, public_server, language, scheme):
    require_cjk_fonts()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    watched = watched_page(browser, viewport={"width": 1280, "height": 900}, color_scheme=scheme)
    try:
        for name, path in PAGES.items():
            watched.goto(f"{public_server.url}{language}/{path}")
            target = ARTIFACTS / f"{name}-{language}-{scheme}.png"
            watched.page.screenshot(path=str(target))
            assert target.stat().st_size > 10_000
            background = watched.page.evaluate("getComputedStyle(document.body).backgroundColor")
            dark = sum(int(c) for c in background[4:-1].split(",")[:3]) < 200
            assert dark == (scheme == "dark"), background
        assert watched.problems() == []
    finally:
        watched.page.context.close()
