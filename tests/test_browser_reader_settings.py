"""The reader settings panel (_ext/reader_settings) in headless Chromium over nginx."""

from __future__ import annotations

import pytest

from tests.support.browser import watched_page

pytestmark = pytest.mark.browser

ARTICLE = "en/posts/flashattention-primer.html"
TOGGLE = ".theme-toggle-content .reader-settings-toggle"  # the desktop one
PANEL = "#reader-settings"


def looks(page) -> dict[str, str]:
    return page.evaluate("""() => {
      const p = getComputedStyle(document.querySelector("article p"));
      const body = getComputedStyle(document.body);
      return {font: p.fontFamily, size: p.fontSize,
              accent: body.getPropertyValue("--color-brand-content").trim()};
    }""")


def is_open(page) -> bool:
    return page.evaluate(f"document.querySelector('{PANEL}').matches(':popover-open')")


def test_settings_change_the_page_and_survive_a_reload(watched, public_server):
    page = watched.page
    watched.goto(public_server.url + ARTICLE)
    # the settings are applied by a script in <head>, before the first paint
    assert page.locator("head script[src*='reader-settings-init.js']").count() == 1
    before = looks(page)
    page.click(TOGGLE)
    assert is_open(page)
    page.get_by_label("Serif", exact=True).check()
    page.get_by_label("Text size").select_option("l")
    page.get_by_label("Teal", exact=True).check()
    after = looks(page)
    assert "Noto Serif" in after["font"] and after["font"] != before["font"]
    assert float(after["size"].removesuffix("px")) > float(before["size"].removesuffix("px"))
    assert after["accent"] == "#0b6e64" != before["accent"]
    assert page.evaluate("localStorage.getItem('reader-settings')") == (
        '{"font":"serif","size":"l","accent":"teal"}'
    )

    page.reload(wait_until="load")
    assert looks(page) == after
    assert page.evaluate("document.documentElement.dataset.rsFont") == "serif"
    page.click(TOGGLE)  # the form shows what is applied
    assert page.get_by_label("Serif", exact=True).is_checked()
    assert page.get_by_label("Text size").input_value() == "l"

    page.get_by_role("button", name="Reset to defaults").click()
    assert looks(page) == before
    assert page.evaluate("localStorage.getItem('reader-settings')") is None
    assert page.get_by_label("System font").is_checked()


def test_keyboard_only(watched, public_server):
    page = watched.page
    watched.goto(public_server.url + ARTICLE)
    page.focus(TOGGLE)
    page.keyboard.press("Enter")
    assert is_open(page)
    page.keyboard.press("Tab")  # into the panel: its close button first
    assert page.evaluate("document.activeElement.closest('#reader-settings') !== null")
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"  # focus is visible
    page.keyboard.press("Tab")
    page.keyboard.press("ArrowDown")  # radio group: the next font
    assert page.evaluate("document.documentElement.dataset.rsFont") == "sans"
    page.keyboard.press("Escape")
    assert not is_open(page)
    assert page.evaluate("document.activeElement.matches('.reader-settings-toggle')")


def test_small_screens_get_the_button_in_the_header(browser, public_server):
    watched = watched_page(browser, viewport={"width": 400, "height": 800})
    page = watched.page
    try:
        watched.goto(public_server.url + ARTICLE)
        assert not page.locator(TOGGLE).is_visible()
        page.click(".theme-toggle-header .reader-settings-toggle")
        assert is_open(page)
        box = page.locator(PANEL).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 400
        assert watched.problems() == []
    finally:
        page.context.close()


def test_dark_scheme_accent_and_dimmed_images(browser, public_server):
    watched = watched_page(browser, color_scheme="dark", reduced_motion="reduce")
    page = watched.page
    try:
        page.add_init_script(
            'localStorage.setItem(\'reader-settings\', \'{"accent":"teal","images":"dim"}\')'
        )
        watched.goto(public_server.url + ARTICLE)
        assert looks(page)["accent"] == "#3fd1bd"  # the dark-scheme shade
        image = page.locator("article img").first
        assert "brightness" in image.evaluate("img => getComputedStyle(img).filter")
        assert page.evaluate("getComputedStyle(document.documentElement).scrollBehavior") == "auto"
        assert watched.problems() == []
    finally:
        page.context.close()


def test_panel_speaks_chinese_on_chinese_pages(watched, public_server):
    page = watched.page
    watched.goto(public_server.url + "zh-cn/index.html")
    assert page.locator(TOGGLE).get_attribute("aria-label") == "阅读设置"
    page.click(TOGGLE)
    assert page.get_by_role("dialog", name="阅读设置").is_visible()
    assert page.get_by_role("button", name="恢复默认设置").is_visible()


def rs_attributes(page) -> dict[str, str]:
    return page.evaluate("""() => Object.fromEntries([...document.documentElement.attributes]
      .filter((a) => a.name.startsWith("data-rs-")).map((a) => [a.name, a.value]))""")


def reload_with_stored(watched, public_server, stored: str) -> None:
    watched.goto(public_server.url + ARTICLE)
    watched.page.evaluate("(value) => localStorage.setItem('reader-settings', value)", stored)
    watched.page.reload(wait_until="load")


@pytest.mark.parametrize(
    "stored",
    [
        '"font"',
        '["serif"]',
        "42",
        "null",
        "true",
        "not json",
        '{"font": ["serif"]}',
        '{"font": "comic"}',
        '{"0": "serif"}',
        '{"font": {"serif": 1}}',
        '{"Font": "serif"}',
    ],
)
def test_stored_values_of_another_shape_are_ignored(watched, public_server, stored):
    """Whatever JSON (or not) is stored, the page and the form keep their defaults."""
    reload_with_stored(watched, public_server, stored)
    page = watched.page
    assert rs_attributes(page) == {}
    page.click(TOGGLE)
    assert page.get_by_label("System font").is_checked()
    assert not page.get_by_label("Serif", exact=True).is_checked()
    assert page.get_by_label("Text size").input_value() == "m"
    assert page.get_by_label("Blue", exact=True).is_checked()
    # no control was rewritten through an index ("font"[0] is form.elements[0])
    assert page.evaluate("""() => [...document.querySelectorAll("#reader-settings input")]
      .map((input) => input.value).slice(0, 3)""") == ["system", "sans", "serif"]


def test_only_the_offered_part_of_a_stored_object_is_used(watched, public_server):
    reload_with_stored(watched, public_server, '{"font": "serif", "size": "huge", "accent": 3}')
    page = watched.page
    assert rs_attributes(page) == {"data-rs-font": "serif"}
    page.click(TOGGLE)
    assert page.get_by_label("Serif", exact=True).is_checked()
    assert page.get_by_label("Text size").input_value() == "m"
    page.get_by_label("Teal", exact=True).check()  # the next change stores a clean object
    assert page.evaluate("localStorage.getItem('reader-settings')") == (
        '{"font":"serif","accent":"teal"}'
    )
