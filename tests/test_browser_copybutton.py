"""The copy button on code blocks (sphinx-copybutton) works under the site's CSP, with the
mouse and the keyboard, in both languages."""

from __future__ import annotations

import pytest

from tests.support.browser import watched_page

pytestmark = pytest.mark.browser

ARTICLE = "posts/flashattention-primer.html"
LABELS = {"en": "Copy", "zh-cn": "复制"}


@pytest.mark.parametrize("language", ["en", "zh-cn"])
def test_copy_button_copies_the_code(browser, public_server, language):
    watched = watched_page(
        browser,
        viewport={"width": 1280, "height": 900},
        permissions=["clipboard-read", "clipboard-write"],
    )
    page = watched.page
    try:
        watched.goto(f"{public_server.url}{language}/{ARTICLE}")
        block = page.locator("article div.highlight").first
        button = block.locator("button.copybtn")
        button.wait_for(state="attached")
        assert button.get_attribute("data-tooltip") == LABELS[language]
        code = block.locator("pre").inner_text()
        block.hover()
        button.click()
        assert page.evaluate("navigator.clipboard.readText()") == code.rstrip("\n")
        # reachable by keyboard, and visible when focused
        page.evaluate("navigator.clipboard.writeText('')")
        button.focus()
        assert button.evaluate("b => getComputedStyle(b).opacity") == "1"
        page.keyboard.press("Enter")
        assert page.evaluate("navigator.clipboard.readText()") == code.rstrip("\n")
        assert watched.problems() == []
    finally:
        page.context.close()
