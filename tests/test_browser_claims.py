"""Claim cards meet WCAG 2.2 1.4.13 (content on hover or focus), in headless Chromium over
nginx: every card of the article with the most claims, in both languages, at a phone and a
desktop width, is fully visible when its number has the focus and closes on Escape with the
focus left in place; a card stays open while the pointer moves onto it; no card is a
tooltip (they hold links)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.browser import watched_page

pytestmark = pytest.mark.browser

WIDTHS = {"phone": (390, 844), "desktop": (1280, 900)}
CLAIMS = "article .claim:has(.claim-card)"

# where the card is, and whether each of its corners shows the card itself (not clipped by a
# scrolling box, not covered by the page's header or sidebar)
GEOMETRY = """(claim) => {
  const card = claim.querySelector(".claim-card");
  const box = card.getBoundingClientRect();
  const view = document.documentElement;
  const corners = [[box.left + 2, box.top + 2], [box.right - 2, box.top + 2],
                   [box.left + 2, box.bottom - 2], [box.right - 2, box.bottom - 2]];
  return {
    shown: getComputedStyle(card).display !== "none" && box.width > 0,
    inside: box.left >= 0 && box.top >= 0 && box.right <= view.clientWidth &&
            box.bottom <= view.clientHeight,
    uncovered: corners.every(([x, y]) => card.contains(document.elementFromPoint(x, y))),
    box: [box.left, box.top, box.right, box.bottom].map(Math.round),
  };
}"""
SHOWN = "(claim) => getComputedStyle(claim.querySelector('.claim-card')).display !== 'none'"
FOCUS_ON_VALUE = "(claim) => document.activeElement === claim.querySelector('.claim-value')"
SETTLED = "() => document.fonts.ready.then(() => new Promise(requestAnimationFrame))"


def article_with_most_claims(public_site: Path, language: str) -> str:
    posts = sorted((public_site / language / "posts").glob("*.html"))
    count = {p: p.read_text(encoding="utf-8").count('class="claim-card"') for p in posts}
    best = max(posts, key=lambda p: (count[p], p.name))
    assert count[best] >= 30, count  # a long article
    return f"{language}/posts/{best.name}"


@pytest.fixture(params=WIDTHS, ids=list(WIDTHS))
def viewport(request) -> dict[str, int]:
    width, height = WIDTHS[request.param]
    return {"width": width, "height": height}


@pytest.mark.parametrize("language", ["en", "zh-cn"])
def test_every_card_is_inside_the_viewport_and_closes_on_escape(
    browser, public_site, public_server, language, viewport
):
    # instant scrolling (the site honours reduced motion), so each check sees the final place
    watched = watched_page(browser, viewport=viewport, reduced_motion="reduce")
    page = watched.page
    try:
        watched.goto(public_server.url + article_with_most_claims(public_site, language))
        page.evaluate(SETTLED)
        claims = page.locator(CLAIMS)
        failures = []
        for index in range(claims.count()):
            claim = claims.nth(index)
            claim.locator(".claim-value").focus()
            page.evaluate(SETTLED)
            where = claim.evaluate(GEOMETRY)
            if not (where["shown"] and where["inside"] and where["uncovered"]):
                failures.append((index, claim.get_attribute("data-claim"), where))
            page.keyboard.press("Escape")
            if claim.evaluate(SHOWN) or not claim.evaluate(FOCUS_ON_VALUE):
                failures.append((index, claim.get_attribute("data-claim"), "Escape"))
        assert claims.count() >= 30
        assert failures == []
        assert page.locator("[role=tooltip]").count() == 0
        assert watched.problems() == []
    finally:
        page.context.close()


def test_a_card_follows_its_number_while_the_page_scrolls_smoothly(
    browser, public_site, public_server
):
    watched = watched_page(browser, viewport={"width": 390, "height": 844})
    page = watched.page
    try:
        watched.goto(public_server.url + article_with_most_claims(public_site, "en"))
        claim = page.locator(CLAIMS).last  # far down: focusing it scrolls smoothly
        claim.locator(".claim-value").focus()
        page.wait_for_function("() => new Promise((done) => setTimeout(done, 1500))")
        page.evaluate(SETTLED)
        where = claim.evaluate(GEOMETRY)
        assert where["shown"] and where["inside"] and where["uncovered"], where
        assert watched.problems() == []
    finally:
        page.context.close()


def test_pointer_can_move_onto_the_card_and_escape_closes_it(watched, public_site, public_server):
    page = watched.page
    watched.goto(public_server.url + article_with_most_claims(public_site, "en"))
    claim = page.locator(CLAIMS).nth(2)
    claim.locator(".claim-value").hover()
    assert claim.evaluate(SHOWN)
    box = claim.locator(".claim-card").bounding_box()
    # across the gap and onto the card, in small steps: it never closes on the way
    page.mouse.move(box["x"] + 10, box["y"] + box["height"] / 2, steps=12)
    assert claim.evaluate(SHOWN)
    card_link = claim.locator(".claim-card a").first
    assert card_link.is_visible()
    page.keyboard.press("Escape")  # the pointer has not moved: the card still closes
    assert not claim.evaluate(SHOWN)
    page.mouse.move(1, 1)
    page.wait_for_function("() => new Promise(requestAnimationFrame)")
    claim.locator(".claim-value").hover()
    assert claim.evaluate(SHOWN)  # a new hover opens it again


def test_escape_from_a_link_in_the_card_gives_the_focus_back_to_the_number(
    watched, public_site, public_server
):
    page = watched.page
    watched.goto(public_server.url + article_with_most_claims(public_site, "zh-cn"))
    claim = page.locator(CLAIMS).first
    value = claim.locator(".claim-value")
    card = claim.locator(".claim-card")
    assert value.get_attribute("aria-describedby") == card.get_attribute("id")
    value.focus()
    page.keyboard.press("Tab")  # into the card: its source link
    assert claim.evaluate("(c) => c.querySelector('.claim-card').contains(document.activeElement)")
    page.keyboard.press("Escape")
    assert not claim.evaluate(SHOWN)
    assert claim.evaluate(FOCUS_ON_VALUE)
    page.keyboard.press("Shift+Tab")  # focus leaves the claim
    value.focus()  # and comes back: a new request shows the card again
    assert claim.evaluate(SHOWN)
