"""The real site, built by tools.publish in both languages with warnings as errors
(the ``public_site`` session fixture): pages, languages, dates, feeds, sitemaps, switcher,
canonical links and the claims ledger."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urljoin

import pytest
from bs4 import BeautifulSoup
from jsonschema import Draft202012Validator
from lxml import etree

ATOM = "{http://www.w3.org/2005/Atom}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
REPO = Path(__file__).resolve().parent.parent
BASEURL = "http://127.0.0.1:8080/"
LANGUAGES = {"en": ("en", "en"), "zh-cn": ("zh-CN", "zh_CN")}


def soup(path: Path) -> BeautifulSoup:
    return BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")


def pages(root: Path) -> list[Path]:
    # pages with relative links: tools.publish roots the links of the 404 pages
    return sorted(p for p in root.rglob("*.html") if p.name != "404.html")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_declares_its_language(public_site, lang):
    html_lang = LANGUAGES[lang][0]
    found = pages(public_site / lang)
    assert len(found) > 20
    for page in found:
        assert soup(page).html["lang"] == html_lang, page


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["Jul 15, 2026", "Aug 9, 2026"]),
        ("zh-cn", ["2026年7月15日", "2026年8月9日"]),
    ],
)
def test_home_lists_posts_newest_first_with_localized_dates(public_site, lang, expected):
    home = soup(public_site / lang / "index.html")
    items = home.select("ul.postlist li.ablog-post")
    hrefs = [li.select_one(".ablog-post-title a")["href"] for li in items]
    assert "posts/static-site-publishing.html" in hrefs
    assert hrefs[-1] == "posts/static-site-publishing.html"  # the oldest post comes last
    publishing = items[-1].select_one(".ablog-post-meta").get_text()
    assert publishing.startswith(expected[0])
    assert all(expected[1] in li.select_one(".ablog-post-meta").get_text() for li in items[:-1])
    category = items[-1].select_one(".ablog-post-meta a")
    assert category.get_text() == ("Site" if lang == "en" else "站务")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_atom_feed_is_valid_and_lists_every_post(public_site, lang):
    feed = etree.parse(str(public_site / lang / "blog" / "atom.xml")).getroot()
    assert feed.tag == f"{ATOM}feed"
    # RFC 4287: a feed and each entry have exactly one id, title and updated
    for element in [feed, *feed.findall(f"{ATOM}entry")]:
        for child in ("id", "title", "updated"):
            assert len(element.findall(f"{ATOM}{child}")) == 1, (element.tag, child)
    entries = feed.findall(f"{ATOM}entry")
    links = {e.find(f"{ATOM}link").get("href") for e in entries}
    posts = {
        f"{BASEURL}{lang}/posts/{p.stem}.html"
        for p in (public_site / lang / "posts").glob("*.html")
    }
    assert links == posts


def test_about_page_states_the_editorial_rules(public_site):
    text = soup(public_site / "en" / "about.html").get_text(" ")
    assert "cited to a primary source" in text
    assert "bound to the hardware it was measured on" in text
    assert "publishes no local benchmark results" in text
    assert "as of\u201d date" in text or '"as of" date' in text  # smart quotes


@pytest.mark.parametrize("lang", LANGUAGES)
def test_category_pages_list_their_posts(public_site, lang):
    site = soup(public_site / lang / "blog" / "category" / "site.html")
    assert site.select_one('a[href$="posts/static-site-publishing.html"]') is not None
    inference = soup(public_site / lang / "blog" / "category" / "inference.html")
    assert len(inference.select("li.ablog-post")) == 5


@pytest.mark.parametrize("lang", LANGUAGES)
def test_switcher_hreflang_and_canonical_on_every_page(public_site, lang):
    other = next(code for code in LANGUAGES if code != lang)
    for page in pages(public_site / lang):
        rel = page.relative_to(public_site / lang).as_posix()
        doc = soup(page)
        canonical = doc.find("link", rel="canonical")
        assert canonical["href"] == f"{BASEURL}{lang}/{rel}", page
        alternates = {
            link["hreflang"]: link["href"]
            for link in doc.find_all("link", rel="alternate")
            if link.get("hreflang")
        }
        assert alternates == {
            "en": f"{BASEURL}en/{rel}",
            "zh-CN": f"{BASEURL}zh-cn/{rel}",
            "x-default": f"{BASEURL}en/{rel}",
        }, page
        switch = doc.select_one(f'nav.language-switcher a[hreflang="{LANGUAGES[other][0]}"]')
        target = urljoin(f"{BASEURL}{lang}/{rel}", switch["href"])
        assert target == f"{BASEURL}{other}/{rel}", page
        assert (public_site / other / rel).exists(), f"switcher target missing for {page}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sitemap_lists_every_page_of_its_language(public_site, lang):
    tree = etree.parse(str(public_site / lang / "sitemap.xml")).getroot()
    locs = {loc.text for loc in tree.iter(f"{SITEMAP}loc")}
    # every page but those crawlers should not list (conf.py's sitemap_excludes)
    unlisted = {"search.html", "genindex.html", "blog/drafts.html"}
    expected = {
        f"{BASEURL}{lang}/{p.relative_to(public_site / lang).as_posix()}"
        for p in pages(public_site / lang)
        if p.relative_to(public_site / lang).as_posix() not in unlisted
    }
    assert expected == locs
    assert all(loc.startswith(f"{BASEURL}{lang}/") for loc in locs)


def test_claims_json_numbers_and_hardware_pages_agree_across_languages(public_site):
    data = {
        lang: json.loads((public_site / lang / "claims.json").read_text(encoding="utf-8"))
        for lang in LANGUAGES
    }

    def key(claims):  # noqa: E306
        return {
            c["id"]: (c["value"], c["unit"], c["source"], json.dumps(c["hardware"])) for c in claims
        }

    # the data as declared, identical in both languages except where each page uses it
    strip = lambda claims: [{k: v for k, v in c.items() if k != "uses"} for c in claims]  # noqa: E731
    assert strip(data["en"]["claims"]) == strip(data["zh-cn"]["claims"])
    assert len(data["en"]["claims"]) > 50
    for lang in LANGUAGES:
        ledger = soup(public_site / lang / "numbers.html")
        rows = {row["id"][len("claim-") :] for row in ledger.select("tr[id^=claim-]")}
        assert rows == set(key(data[lang]["claims"]))
        hardware = soup(public_site / lang / "hardware.html")
        assert set(data[lang]["hardware"]) == {
            s["id"][len("hw-") :] for s in hardware.select("section.hw-profile")
        }
        # every use listed in the JSON is an anchor on its page
        for claim in data[lang]["claims"]:
            for use in claim["uses"]:
                page = soup(public_site / lang / use["page"])
                assert page.find(id=use["anchor"]) is not None, (lang, use)


def test_claims_json_validates_against_its_published_schema_in_both_languages(public_site):
    exports = {}
    for lang in LANGUAGES:
        schema = json.loads((public_site / lang / "claims.schema.json").read_text(encoding="utf-8"))
        data = json.loads((public_site / lang / "claims.json").read_text(encoding="utf-8"))
        assert list(Draft202012Validator(schema).iter_errors(data)) == [], lang
        assert data["schema_version"] == "1.1" and data["base_url"] == f"{BASEURL}{lang}/"
        exports[lang] = data
    assert exports["en"]["build_date"] == exports["zh-cn"]["build_date"]
    claims = exports["en"]["claims"]
    derived = [c for c in claims if c["kind"] == "derived"]
    # every derived claim is recomputed; every cited claim carries its resolved source
    assert derived and all(c["compute"] and c["computed"] is not None for c in derived)
    assert sum(bool(c["inputs"]) for c in derived) >= 26
    assert all(c["source_entry"]["title"] for c in claims if c["source"])


def _search_index(path: Path) -> tuple[dict, list[str]]:
    text = path.read_text(encoding="utf-8")
    data = json.loads(text[text.index("(") + 1 : text.rindex(")")])
    # a word in a title is indexed under titleterms, elsewhere under terms
    terms: dict[str, list[int]] = {}
    for table in (data["terms"], data["titleterms"]):
        for term, hits in table.items():
            terms.setdefault(term, []).extend(hits if isinstance(hits, list) else [hits])
    return terms, data["docnames"]


@pytest.mark.parametrize(
    ("lang", "query", "article"),
    [
        # Chinese is indexed in two-character pieces (_ext/site_chrome/search.py)
        ("zh-cn", "预填", "posts/prefill-decode-disaggregation"),
        ("zh-cn", "分页", "posts/vllm-engine-anatomy"),
        ("zh-cn", "基数", "posts/sglang-frontend-to-runtime"),
        ("zh-cn", "量化", "posts/kv-cache-quantization"),
        ("en", "prefil", "posts/prefill-decode-disaggregation"),  # the stemmed form Sphinx indexes
        ("en", "quantiz", "posts/kv-cache-quantization"),
    ],
)
def test_search_index_finds_the_article(public_site, lang, query, article):
    terms, docnames = _search_index(public_site / lang / "searchindex.js")
    hits = terms.get(query)
    assert hits is not None, f"{query!r} is not an index term on the {lang} site"
    assert article in {docnames[i] for i in hits}


#: English that may stay on Chinese pages: names, and the switcher's own "English"
ALLOWED_ENGLISH = {
    "English",
    "Furo",
    "vLLM",
    "SGLang",
    "FlashAttention",
    "KV",
    "LLM",
    "SLO",
    "TITAN",
    "RTX",
    "SDPA",
    "PagedAttention",
    "RadixAttention",
    "GPU",
    "FA",
}


def test_no_english_interface_text_on_chinese_pages(public_site):
    import re

    for page in pages(public_site / "zh-cn"):
        doc = soup(page)
        # content (the article, its headings in the page TOC, the titles of articles in the
        # sidebar and in previous/next) may name things in English
        for hidden in doc.select(
            "svg, script, style, article[role=main], code, .claim-card, "
            ".toc-tree, .sidebar-articles li, .related-pages .title"
        ):
            hidden.decompose()
        labels = [el["aria-label"] for el in doc.find_all(attrs={"aria-label": True})]
        chrome = " ".join(doc.body.get_text(" ").split()) + " " + " ".join(labels)
        words = set(re.findall(r"[A-Za-z][A-Za-z'-]{2,}", chrome)) - ALLOWED_ENGLISH
        assert not words, f"{page.relative_to(public_site)}: English interface text {sorted(words)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_markup_left_unrendered_in_the_prose(public_site, lang):
    """A Markdown emphasis that does not close (CommonMark closes `**` after punctuation only
    before a space or punctuation: "倍率，**紧挨着" stays two asterisks) shows its markers."""
    for page in pages(public_site / lang):
        doc = soup(page)
        for hidden in doc.select("svg, script, style, code, pre, .highlight"):
            hidden.decompose()
        # ("__" is no test: a reference may name "__init__.py")
        assert "**" not in doc.body.get_text(" "), f"{page.relative_to(public_site)}: a stray **"


def test_chinese_formulas_show_their_translated_labels(public_site):
    """A formula's \\text{} labels are translated like the prose around them (see
    translations/upstream.py: MyST pages showed a translated formula as "::")."""
    formulas = [
        box.select_one("annotation").get_text()
        for box in soup(public_site / "zh-cn" / "posts" / "flashattention-primer.html").select(
            "div.math"
        )
    ]
    assert any(r"\text{HBM 访问次数}" in tex for tex in formulas)
    assert not any(tex.strip() in {"", "::", "::::"} for tex in formulas)
    assert not any("HBM accesses" in tex for tex in formulas)


#: the keys a claim's record copies from its YAML entry unchanged (absent in YAML: null)
_DECLARED = ("kind", "value", "unit", "quantity", "source", "locator", "baseline", "model",
             "precision", "as_of", "formula", "compute", "software", "workload",
             "parallelism", "statistic")  # fmt: skip


def test_claims_json_holds_every_declared_claim_as_declared_and_nothing_else(public_site):
    """Round trip: read the data files here with plain YAML, not the site's loader, and find
    each claim in the export with what it declares; the export invents no claim."""
    import yaml

    declared = {}
    for path in sorted((REPO / "source" / "_data" / "claims").glob("*.yaml")):
        declared.update(yaml.safe_load(path.read_text(encoding="utf-8")))
    data = json.loads((public_site / "en" / "claims.json").read_text(encoding="utf-8"))
    exported = {c["id"]: c for c in data["claims"]}
    assert set(exported) == set(declared)
    for cid, entry in declared.items():
        record = exported[cid]
        for key in _DECLARED:
            want = entry.get(key)
            if key == "as_of" and want is not None:
                want = str(want)  # YAML reads a bare date as a date
            assert record[key] == want, (cid, key)
        assert record["inputs"] == entry.get("inputs", []), cid
        assert record["simulated"] is bool(entry.get("simulated", False)), cid
        hardware = entry.get("hardware")
        if hardware == "not-stated":
            assert record["hardware"] is None, cid
        else:
            want = [h if isinstance(h, dict) else {"profile": h} for h in hardware or []]
            assert [
                {"profile": h["profile"], "count": h.get("count"),
                 "interconnect": h.get("interconnect")}
                for h in want
            ] == record["hardware"], cid  # fmt: skip
