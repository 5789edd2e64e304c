"""A printed article keeps every number's provenance: Chromium's print emulation hides the
site's chrome and the claim cards and shows numbered endnotes; the PDF Chromium prints
(``page.pdf``), read back with pdftotext (Debian's poppler-utils), has each claim's number
where it stands and, in its endnote, every line of its card: source and locator, hardware."""

from __future__ import annotations

import re
import subprocess
import unicodedata
from pathlib import Path

import pytest

from tests.support.browser import watched_page
from tests.support.system import require_binary

pytestmark = pytest.mark.browser

POSTS = sorted(p.stem for p in (Path(__file__).parent.parent / "source" / "posts").glob("*.md"))
HEADINGS = {"en": "Sources of the numbers", "zh-cn": "数字的出处"}

# each declared claim of the article: the number shown and the lines of its card
CLAIMS_SCRIPT = """() => [...document.querySelectorAll("article .claim[data-claim]")].map((c) => ({
  value: c.querySelector(".claim-value").textContent,
  rows: [...c.querySelectorAll(".claim-card-row")].map((r) => [
    r.querySelector(".claim-card-label").textContent,
    r.querySelector(".claim-card-value").textContent]),
}))"""


def comparable(text: str) -> str:
    """Text as pdftotext gives it back, whatever the line breaks: no spaces, no hyphens
    (it joins a word broken at a line end), ligatures undone."""
    return re.sub(r"[\s\-‐]", "", unicodedata.normalize("NFKC", text))


def printed_text(page, tmp_path: Path) -> str:
    pdftotext = require_binary("pdftotext", "poppler-utils")
    pdf = tmp_path / "page.pdf"
    pdf.write_bytes(page.pdf(format="A4"))
    # -raw: in the order Chromium drew the text; the default layout mode moves a
    # superscript (the note number) to a line of its own beside a narrow table column
    return subprocess.run(
        [pdftotext, "-raw", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout


@pytest.mark.parametrize("language", ["en", "zh-cn"])
@pytest.mark.parametrize("post", POSTS)
def test_printed_article_lists_every_claim_with_its_provenance(
    browser, public_server, tmp_path, language, post
):
    watched = watched_page(browser)
    page = watched.page
    try:
        watched.goto(f"{public_server.url}{language}/posts/{post}.html")
        claims = page.evaluate(CLAIMS_SCRIPT)
        page.emulate_media(media="print")
        for chrome in [".sidebar-drawer", ".toc-drawer", ".related-pages", ".mobile-header"]:
            assert not page.locator(chrome).first.is_visible(), chrome
        if not claims:
            assert page.locator(".claim-endnotes").count() == 0
            return
        assert page.locator(".claim-endnotes").is_visible()
        assert not page.locator(".claim-card").first.is_visible()
        assert page.locator(".claim-endnotes li").count() == len(claims)
        text = printed_text(page, tmp_path)
        body, notes = comparable(text).split(comparable(HEADINGS[language]), 1)
        for number, claim in enumerate(claims, start=1):
            # in the text: the number, then its note number
            assert comparable(f"{claim['value']}[{number}]") in body, (number, claim["value"])
        starts = [notes.find(comparable(f"{n}.{c['value']}")) for n, c in enumerate(claims, 1)]
        assert all(start >= 0 for start in starts) and starts == sorted(starts), starts
        for number, claim in enumerate(claims):
            end = starts[number + 1] if number + 1 < len(claims) else len(notes)
            note = notes[starts[number] : end]
            assert claim["rows"], claim
            for label, value in claim["rows"]:
                # "Source: ...", "来源：..." (NFKC makes both colons one)
                assert comparable(f"{label}:{value}") in note, (number + 1, label, value)
        labels = {"en": ("Source", "Hardware"), "zh-cn": ("来源", "硬件")}[language]
        assert any(label == labels[0] for c in claims for label, _value in c["rows"])
        assert any(label == labels[1] for c in claims for label, _value in c["rows"])
        assert watched.problems() == []
    finally:
        page.context.close()
