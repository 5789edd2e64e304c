"""A table or formula too wide for its column scrolls in its own box, and that box can take
keyboard focus (_static/scroll-regions.js), in the page's language; one that fits does not."""

from __future__ import annotations

import pytest

from tests.support.browser import watched_page

pytestmark = pytest.mark.browser

ARTICLE = "posts/flashattention-primer.html"
BOXES = "article .table-wrapper, article div.math"
STATE = f"""() => [...document.querySelectorAll("{BOXES}")].map((box) => ({{
  scrolls: box.scrollWidth > box.clientWidth, tabindex: box.getAttribute("tabindex"),
  role: box.getAttribute("role"), label: box.getAttribute("aria-label")}}))"""


@pytest.mark.parametrize(("language", "label"), [("en", "Scrollable content"),
                                                 ("zh-cn", "可横向滚动的内容")])
def test_scrolling_boxes_take_focus(browser, public_server, language, label):
    watched = watched_page(browser, viewport={"width": 480, "height": 900})
    try:
        watched.goto(f"{public_server.url}{language}/{ARTICLE}")
        boxes = watched.page.evaluate(STATE)
        scrolling = [box for box in boxes if box["scrolls"]]
        assert scrolling, "expected a box too wide for a 480 px screen"
        assert all(box == {"scrolls": True, "tabindex": "0", "role": "region", "label": label}
                   for box in scrolling)
        assert all(box["tabindex"] is None for box in boxes if not box["scrolls"])
        # wide enough for everything: nothing to scroll, nothing focusable any more
        watched.page.set_viewport_size({"width": 2400, "height": 900})
        watched.page.wait_for_function(
            f"() => ![...document.querySelectorAll('{BOXES}')].some("
            "(box) => box.scrollWidth <= box.clientWidth && box.hasAttribute('tabindex'))")
        assert watched.problems() == []
    finally:
        watched.page.context.close()
