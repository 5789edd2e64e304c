"""Every page of both languages of the published site passes the Nu HTML Checker (vnu.jar
from the npm package vnu-jar, pinned in package-lock.json, on Debian's Java) with no error,
and with no warning but the few listed here, which come from furo's page structure or are
the checker's language guess."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from bs4 import BeautifulSoup

from tests.support.browser import missing
from tests.support.system import require_binary

REPO = Path(__file__).resolve().parent.parent
VNU = REPO / "node_modules" / "vnu-jar" / "build" / "dist" / "vnu.jar"

#: warnings that stay, by the start of the checker's message, and why
ACCEPTED_WARNINGS = {
    # furo wraps every page's content in <article role="main">, whose heading sits in the
    # docutils <section> inside it
    "Article lacks heading.": "furo",
    # docutils writes each section's title as <h1> inside nested <section>s
    "Consider using the “h1” element as a top-level heading only": "furo",
    # furo's search page titles itself in a nested section
    "This document has heading elements but none of them has a computed heading level "
    "of 1.": "furo",
    # the checker guesses the language statistically (and not the same way every run: one
    # run named a Chinese page Norwegian) from the first 35,840 characters of text, and
    # ignores lang attributes: on a Chinese page, code, source titles and the claims'
    # provenance (cards, print endnotes) stay in their own language. Each guessed page is
    # checked by counting its own prose instead; see prose_letters
    "This document appears to be written in ": "language guess",
}


def nu_messages(pages: list[Path]) -> list[dict]:
    java = require_binary("java", "default-jre-headless")
    if not VNU.is_file():
        missing("the Nu HTML Checker is not installed: npm ci (vnu-jar, package-lock.json)")
    result = subprocess.run(
        [java, "-jar", str(VNU), "--format", "json", *map(str, pages)],
        capture_output=True,
        text=True,
        check=False,
    )
    # vnu exits 1 when it reports an error; its report is JSON on stderr
    assert result.returncode in (0, 1), result.stderr[-2000:]
    return json.loads(result.stderr)["messages"]


def where(message: dict) -> str:
    return f"{message.get('url', '?')}:{message.get('lastLine', '?')}: {message['message']}"


def test_every_page_is_valid_html(public_site):
    pages = sorted(public_site.rglob("*.html"))
    for language in ("en", "zh-cn"):
        assert len([p for p in pages if p.is_relative_to(public_site / language)]) > 30
    messages = nu_messages(pages)
    errors = [where(m) for m in messages if m["type"] in ("error", "non-document-error")]
    assert errors == []
    warnings = [m for m in messages if m.get("subType") == "warning"]
    unexpected = [
        where(m)
        for m in warnings
        if not any(m["message"].startswith(known) for known in ACCEPTED_WARNINGS)
    ]
    assert unexpected == []
    guessed = {
        m["url"].removeprefix("file:")
        for m in warnings
        if m["message"].startswith("This document appears")
    }
    assert {Path(url) for url in guessed} <= set(pages)
    for url in guessed:
        page = Path(url)
        if page == public_site / "zh-cn" / "numbers.html":  # a ledger of source titles
            continue
        latin, chinese = prose_letters(page)
        if page.is_relative_to(public_site / "zh-cn"):
            assert chinese > latin, (url, latin, chinese)
        else:
            assert latin > chinese, (url, latin, chinese)


def prose_letters(page: Path) -> tuple[int, int]:
    """Latin letters and Chinese characters in the article's own writing: without code,
    claim cards and endnotes, and the bibliography, which stay in their own language."""
    article = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser").select_one("article")
    for kept in article.select("pre, code, .claim-card, .claim-endnotes, .citation, [lang]"):
        kept.decompose()
    text = article.get_text(" ")
    return len(re.findall(r"[A-Za-z]", text)), len(re.findall(r"[\u4e00-\u9fff]", text))
