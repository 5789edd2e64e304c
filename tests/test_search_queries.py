"""The search query set (tests/data/search-queries.yaml) still matches the articles: each
query occurs in the text of the article it must find, so a rewritten article fails here, not
as a lower recall in the browser test."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from bs4 import BeautifulSoup

QUERIES = yaml.safe_load(
    (Path(__file__).parent / "data" / "search-queries.yaml").read_text(encoding="utf-8")
)
LANGUAGE_PATHS = {"en": "en", "zh_CN": "zh-cn"}
KINDS = {"word", "phrase", "glossary", "glossary-nospace", "mixed"}


def article_text(public_site: Path, language: str, article: str) -> str:
    """The article's text as the index sees it: without the claim cards' and marks' text."""
    page = BeautifulSoup(
        (public_site / LANGUAGE_PATHS[language] / f"{article}.html").read_text("utf-8"),
        "html.parser",
    )
    body = page.select_one("article[role=main]")
    for hidden in body.select(".claim-card, .claim-mark, .headerlink"):
        hidden.decompose()
    return body.get_text(" ")


def comparable(text: str, language: str) -> str:
    text = text.lower()
    return re.sub(r"\s+", "" if language == "zh_CN" else " ", text)


def test_the_set_is_large_and_varied():
    assert len(QUERIES["zh_CN"]) >= 100 and len(QUERIES["en"]) >= 100
    for entries in QUERIES.values():
        assert {e["kind"] for e in entries} <= KINDS
        assert len({e["query"] for e in entries}) == len(entries)
    assert {e["kind"] for e in QUERIES["zh_CN"]} == KINDS


@pytest.mark.parametrize("language", sorted(QUERIES))
def test_every_query_occurs_in_its_article(public_site, language):
    texts: dict[str, str] = {}
    missing = []
    for entry in QUERIES[language]:
        article = entry["article"]
        if article not in texts:
            texts[article] = comparable(article_text(public_site, language, article), language)
        if comparable(entry["query"], language) not in texts[article]:
            missing.append((entry["query"], article))
    assert missing == []
