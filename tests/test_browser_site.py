"""Reading the published site in headless Chromium: language switcher, claim cards, math."""

from __future__ import annotations

from urllib.parse import quote

import pytest

pytestmark = pytest.mark.browser

ARTICLE = "posts/flashattention-primer.html"


@pytest.mark.parametrize("page_path", ["index.html", ARTICLE, "glossary.html"])
def test_language_switcher_lands_on_the_same_page(watched, public_server, page_path):
    page = watched.page
    for here, there in [("en", "zh-cn"), ("zh-cn", "en")]:
        watched.goto(f"{public_server.url}{here}/{page_path}")
        page.locator("nav.language-switcher a").first.click()
        page.wait_for_load_state("load")
        assert page.url == f"{public_server.url}{there}/{page_path}"
        assert page.evaluate("document.documentElement.lang").lower().startswith(there[:2])


@pytest.mark.parametrize("language", ["en", "zh-cn"])
def test_claim_card_on_hover_and_keyboard_focus(watched, public_server, language):
    page = watched.page
    watched.goto(f"{public_server.url}{language}/{ARTICLE}")
    claim = page.locator("article .claim").first
    card = claim.locator(".claim-card")
    assert not card.is_visible()
    claim.locator(".claim-value").hover()
    assert card.is_visible()
    page.mouse.move(0, 0)
    assert not card.is_visible()
    for _ in range(300):  # Tab through the page until the first claim has focus
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.matches('article .claim-value')"):
            break
    else:
        pytest.fail("Tab never reached a .claim-value")
    focused = page.locator("article .claim:focus-within .claim-card")
    assert focused.is_visible()
    assert focused.bounding_box()["height"] > 0


@pytest.mark.parametrize("language", ["en", "zh-cn"])
def test_math_is_rendered(watched, public_server, language):
    page = watched.page
    watched.goto(f"{public_server.url}{language}/{ARTICLE}")
    assert page.locator("script[src*='mathjax' i]").count() == 0
    blocks = page.locator("div.math > math[display=block]")
    assert blocks.count() >= 10
    for math in [blocks.first, page.locator("span.math > math").first]:
        box = math.bounding_box()
        assert box is not None and box["width"] > 10 and box["height"] > 5
    # MathML layout, not raw TeX: a fraction is taller than a line of text
    fraction = page.locator("div.math mfrac").first.bounding_box()
    assert fraction["height"] > 20


@pytest.mark.parametrize(
    ("language", "query", "article"),
    [
        ("zh-cn", "预填充", "posts/prefill-decode-disaggregation.html"),
        ("zh-cn", "分页", "posts/vllm-engine-anatomy.html"),
        # typed as one string: the query is cut as the index is (_ext/site_chrome/search.py)
        ("zh-cn", "调度器", "posts/vllm-engine-anatomy.html"),
        ("zh-cn", "KV缓存量化", "posts/kv-cache-quantization.html"),
        ("zh-cn", "SLO达标率", "posts/prefill-decode-disaggregation.html"),
        ("en", "prefill", "posts/prefill-decode-disaggregation.html"),
        ("en", "quantization", "posts/kv-cache-quantization.html"),
    ],
)
def test_search_finds_the_article(watched, public_server, language, query, article):
    """The search page of each language, as a reader uses it, lists the right article."""
    page = watched.page
    watched.goto(f"{public_server.url}{language}/search.html?q={quote(query)}")
    results = page.locator("#search-results ul.search li a")
    results.first.wait_for(timeout=20000)
    hrefs = [results.nth(i).get_attribute("href") for i in range(results.count())]
    assert any(href.split("?")[0].endswith(article) for href in hrefs), hrefs
