"""The generated pages (Numbers, Hardware) and the chart's data table are docutils nodes:
the text builder writes their content and the search index reads it, in both languages (the
HTML builder's Numbers tables, kept as HTML, carry their text for the index)."""

from __future__ import annotations

import json
import shutil

import pytest
from bs4 import BeautifulSoup
from pybtex.database import parse_file, parse_string

from claims.core.values import format_value
from claims.domain import get_domain
from claims.html import shown_value


def build(make_app, rootdir, tmp_path, builder: str, language: str = "en"):
    """The clean test root built by *builder* from a copy (a build writes beside its source)."""
    srcdir = tmp_path / f"claims-clean-{builder}-{language}"
    shutil.copytree(rootdir / "test-claims-clean", srcdir)
    app = make_app(builder, srcdir=srcdir, freshenv=True, confoverrides={"language": language})
    app.build()
    return app


def registry_of(app):
    return get_domain(app.env).registry


def search_index(app) -> dict:
    text = (app.outdir / "searchindex.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("(") + 1 : text.rindex(")")])


def docs_of(index: dict, term: str) -> set[str]:
    found = index["terms"].get(term, [])
    return {index["docnames"][i] for i in ([found] if isinstance(found, int) else found)}


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_text_builder_writes_every_claim_and_profile(make_app, rootdir, tmp_path, language):
    app = build(make_app, rootdir, tmp_path, "text", language)
    registry = registry_of(app)
    numbers = (app.outdir / "numbers.txt").read_text(encoding="utf-8")
    # a table cell wraps long lines: compare without the table's layout
    flat = " ".join(numbers.replace("|", " ").split())
    for claim in registry.claims.values():
        assert claim.id in flat, claim.id
        assert shown_value(claim, app.config) in flat, claim.id
    for source in {c.source for c in registry.claims.values() if c.source}:
        assert registry.sources[source]["short"] in numbers
    hardware = (app.outdir / "hardware.txt").read_text(encoding="utf-8")
    for profile in registry.profiles.values():
        assert profile.name in hardware
        for spec in profile.specs:
            assert shown_value(registry.claims[spec], app.config) in hardware
    assert "90%" in flat  # the exemptions table


@pytest.mark.sphinx("text", testroot="claims-clean", freshenv=True)
def test_text_builder_writes_the_chart_data_table(app):
    app.build()
    registry = registry_of(app)
    chart = " ".join((app.outdir / "chart.txt").read_text(encoding="utf-8").split())
    assert "Throughput against the dense peak." in chart
    for claim_id in ("fa2-peak", "h100-fp16-peak"):
        claim = registry.claims[claim_id]
        assert format_value(claim.value, claim.unit) in chart
        assert claim.locator in chart


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_search_index_finds_claims_and_hardware_on_the_numbers_page(
    make_app, rootdir, tmp_path, language
):
    app = build(make_app, rootdir, tmp_path, "html", language)
    index = search_index(app)
    lang = app.builder.indexer.lang
    # a claim id, word by word as the index splits and stems it
    terms = {lang.stem(word).lower() for word in lang.split("distserve-rate")}
    terms = {term for term in terms if lang.word_filter(term)}
    assert len(terms) == 2, terms
    for term in terms:
        assert "numbers" in docs_of(index, term), term
    # a hardware name is a heading of the Numbers page, found with its anchor
    profile = registry_of(app).profiles["h100-80gb-sxm5"]
    assert [
        index["docnames"][doc] for doc, anchor in index["alltitles"][profile.name]
        if anchor == "by-hardware-h100-80gb-sxm5"
    ] == ["numbers"]  # fmt: skip
    assert [
        index["docnames"][doc] for doc, anchor in index["alltitles"][profile.name]
        if anchor == "hw-h100-80gb-sxm5"
    ] == ["hardware"]  # fmt: skip


def test_gettext_extracts_no_generated_text(make_app, rootdir, tmp_path):
    """The generated pages' texts come from the data files (translated through
    _claims.pot), never from the page that holds the directive."""
    app = build(make_app, rootdir, tmp_path, "gettext")
    numbers = (app.outdir / "numbers.pot").read_text(encoding="utf-8")
    chart = (app.outdir / "chart.pot").read_text(encoding="utf-8")
    registry = registry_of(app)
    for claim in registry.claims.values():
        assert claim.quantity not in numbers
    assert 'msgid "Numbers"' in numbers
    assert "Throughput against the dense peak." in chart
    assert registry.claims["fa2-peak"].locator not in chart


def test_each_sourced_claim_has_a_permalink_and_ready_citations(make_app, rootdir, tmp_path):
    """Its BibTeX is the bibliography's entry with the locator as note; its CSL-JSON
    carries the same source; both sit in a collapsed block, outside the search index."""
    app = build(make_app, rootdir, tmp_path, "html")
    page = BeautifulSoup((app.outdir / "numbers.html").read_text(encoding="utf-8"), "html.parser")
    row = page.find(id="claim-distserve-rate")
    assert row.select_one("a[href='#claim-distserve-rate'] code").get_text() == "distserve-rate"
    block = row.select_one("details.claim-cite")
    assert block is not None and "open" not in block.attrs
    assert block.summary.get_text() == "Cite this number"
    bibtex_text, csl_text = (pre.get_text() for pre in block.select("pre"))
    cited = parse_string(bibtex_text, "bibtex").entries["zhong2024distserve"]
    declared = parse_file(str(app.srcdir / "refs.bib")).entries["zhong2024distserve"]
    claim = registry_of(app).claims["distserve-rate"]
    assert cited.type == declared.type == "inproceedings"
    assert dict(cited.fields) == {**declared.fields, "note": claim.locator}
    assert [str(p) for p in cited.persons["author"]] == [str(p) for p in declared.persons["author"]]
    (item,) = json.loads(csl_text)
    assert item["id"] == "zhong2024distserve" and item["type"] == "paper-conference"
    assert item["title"] == declared.fields["title"]
    assert [a["family"] for a in item["author"]] == ["Zhong", "Liu", "Chen"]
    assert item["issued"] == {"date-parts": [[2024]]}
    assert item["container-title"] == "OSDI" and item["note"] == claim.locator
    # a derived claim has no primary source of its own: nothing to cite
    assert page.find(id="claim-kv-bytes").select_one("details") is None
    index = search_index(app)
    # words found on the page only inside the citations
    assert not [t for t in index["terms"] if t.startswith(("inproceed", "booktitl", "csl"))]


def test_the_numbers_page_lists_dated_claims_oldest_first_and_links_the_dataset(
    make_app, rootdir, tmp_path
):
    srcdir = tmp_path / "claims-dated"
    shutil.copytree(rootdir / "test-claims-clean", srcdir)
    data = srcdir / "_data" / "claims" / "main.yaml"
    text = data.read_text(encoding="utf-8")
    text = text.replace("  statistic: max\n", "  statistic: max\n  as_of: 2026-05-02\n", 1)
    text = text.replace(
        "  statistic: not-stated\n", "  statistic: not-stated\n  as_of: 2025-11-30\n", 1
    )
    data.write_text(text, encoding="utf-8")
    app = make_app("html", srcdir=srcdir, freshenv=True)
    app.build()
    page = BeautifulSoup((app.outdir / "numbers.html").read_text(encoding="utf-8"), "html.parser")
    dated = page.find(id="by-as-of")
    targets = [a["href"] for a in dated.select("li a")]
    assert targets == ["#claim-distserve-rate", "#claim-fa2-peak"]  # 2025-11-30, 2026-05-02
    assert dated.select("li")[0].get_text().startswith("2025-11-30")
    links = {a["href"] for a in page.find(id="dataset").select("p a")}
    assert links == {"claims.json", "claims.schema.json"}
    assert all((app.outdir / name).is_file() for name in links)


def test_a_claims_bibtex_is_pybtex_own_and_a_sources_fields_are_encoded_once(monkeypatch):
    """The Numbers page writes a source's entry again for each claim it backs: the text is
    exactly pybtex's own writer's, and a second claim of the same source LaTeX-encodes
    only its own locator."""
    from pybtex.database import BibliographyData, Entry
    from pybtex.database.output.bibtex import Writer

    from claims import citation

    entries = parse_file("source/references.bib").entries
    plain = Writer()
    for key, entry in entries.items():
        for locator in (None, "Table 3, 100% of {p}eak — §4.2", "Figure 7"):
            fields = dict(entry.fields) | ({"note": locator} if locator else {})
            expected = Entry(entry.type, fields=fields, persons=entry.persons)
            want = plain.to_string(BibliographyData(entries={key: expected})).strip()
            assert citation.bibtex(key, entry, locator) == want
    writer = citation._Writer()
    encoded: list[str] = []
    real = writer._encode
    monkeypatch.setattr(writer, "_encode", lambda text: encoded.append(text) or real(text))
    monkeypatch.setattr(citation, "_WRITER", writer)
    key, entry = next(iter(entries.items()))
    citation.bibtex(key, entry, "Table 1")
    first = len(encoded)
    citation.bibtex(key, entry, "Table 2")
    assert first > 1 and encoded[first:] == ["Table 2"]
