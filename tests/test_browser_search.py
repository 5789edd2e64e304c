"""Search as a reader uses it, in headless Chromium against nginx: every query of
tests/data/search-queries.yaml must list its article (recall >= 95% in each language).

The whole set runs through the search page's own code (Sphinx's searchtools.js with the
language's splitter from language_data.js) once the page has loaded its index;
test_browser_site.py sends a few through the search page's address, as the search box does.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from site_chrome.search import FUNCTION_CHARACTERS, ChineseSearch
from tests.support.browser import watched_page

pytestmark = pytest.mark.browser

QUERIES = yaml.safe_load(
    (Path(__file__).parent / "data" / "search-queries.yaml").read_text(encoding="utf-8")
)
LANGUAGE_PATHS = {"en": "en", "zh_CN": "zh-cn"}
REQUIRED_RECALL = 0.95

# The documents the search page lists for a query, best first, computed by its own code.
RESULTS_SCRIPT = """(query) => {
  const [q, terms, excluded, highlight, objects] = Search._parseQuery(query);
  return Search._performSearch(q, terms, excluded, highlight, objects).reverse()
    .map((result) => result[0]);
}"""


@pytest.fixture(scope="module")
def search_pages(browser, public_server):
    """language -> a watched search page of that language, its index loaded."""
    pages = {}
    for language, path in LANGUAGE_PATHS.items():
        watched = watched_page(browser)
        watched.goto(f"{public_server.url}{path}/search.html")
        watched.page.wait_for_function("Search.hasIndex()", timeout=20000)
        pages[language] = watched
    yield pages
    for watched in pages.values():
        assert watched.problems() == []
        watched.page.context.close()


@pytest.mark.parametrize("language", sorted(QUERIES))
def test_search_recall(search_pages, language, record_property):
    page = search_pages[language].page
    entries = QUERIES[language]
    found = {e["query"]: page.evaluate(RESULTS_SCRIPT, e["query"]) for e in entries}
    missed = [
        (e["query"], e["article"], found[e["query"]][:5])
        for e in entries
        if e["article"] not in found[e["query"]]
    ]
    recall = 1 - len(missed) / len(entries)
    record_property(f"search_recall_{language}", round(recall, 4))
    print(f"search recall {language}: {recall:.3f} ({len(entries) - len(missed)}/{len(entries)})")
    assert recall >= REQUIRED_RECALL, missed


def test_query_is_cut_as_the_index_is(search_pages, public_site, jieba_cache):
    """The browser's splitter gives the pieces the build's split gives, except the pieces
    with a function character that the index does not have (which the build never stores)."""
    text = (public_site / "zh-cn" / "searchindex.js").read_text(encoding="utf-8")
    index = json.loads(text[text.index("(") + 1 : text.rindex(")")])
    indexed = set(index["terms"]) | set(index["titleterms"])
    search = ChineseSearch({})
    page = search_pages["zh_CN"].page
    for query in [e["query"] for e in QUERIES["zh_CN"]] + ["ＫＶ缓存", "目的地的键"]:
        search._carry = ""
        expected = [
            p for p in search.split(query) if p in indexed or not set(p) & set(FUNCTION_CHARACTERS)
        ]
        assert page.evaluate("(q) => splitQuery(q)", query) == expected, query
