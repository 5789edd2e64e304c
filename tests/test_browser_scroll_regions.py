"""A table or formula too wide for its column scrolls in its own box, and a keyboard user
can reach and scroll that box (WCAG 2.1.1): each is a focusable region whose name, unique
on the page, is in the page's language (site_chrome/a11y.py, mathml/html.py)."""

from __future__ import annotations

import re

import pytest

from tests.support.browser import watched_page

pytestmark = pytest.mark.browser

ARTICLE = "posts/flashattention-primer.html"
BOXES = "article .table-wrapper, article div.math"
STATE = f"""() => [...document.querySelectorAll("{BOXES}")].map((box, index) => ({{
  index, scrolls: box.scrollWidth > box.clientWidth, tabindex: box.getAttribute("tabindex"),
  role: box.getAttribute("role"), label: box.getAttribute("aria-label")}}))"""
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("language", ["en", "zh-cn"])
def test_scrolling_boxes_are_named_focusable_regions(browser, public_server, language):
    watched = watched_page(browser, viewport={"width": 480, "height": 900})
    try:
        watched.goto(f"{public_server.url}{language}/{ARTICLE}")
        boxes = watched.page.evaluate(STATE)
        scrolling = [box for box in boxes if box["scrolls"]]
        assert scrolling, "expected a box too wide for a 480 px screen"
        for box in scrolling:
            assert (box["tabindex"], box["role"]) == ("0", "region"), box
            assert box["label"], box
            assert bool(CJK.search(box["label"])) == (language == "zh-cn"), box
        labels = [box["label"] for box in boxes if box["role"] == "region"]
        assert len(labels) == len(set(labels)), labels  # regions need unique names

        # reached with the keyboard, the box scrolls with the arrow keys
        first = watched.page.locator(BOXES).nth(scrolling[0]["index"])
        first.focus()
        assert (
            watched.page.evaluate("() => document.activeElement.getAttribute('role')") == "region"
        )
        watched.page.keyboard.press("ArrowRight")
        watched.page.wait_for_function("() => document.activeElement.scrollLeft > 0")
        assert watched.problems() == []
    finally:
        watched.page.context.close()
