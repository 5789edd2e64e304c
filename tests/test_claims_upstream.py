"""The workaround in _ext/claims/upstream.py: bibliographies are filtered from an index of the
site's citations, with upstream's results and warnings; and it is still needed (the
``*_upstream`` test fails once sphinxcontrib-bibtex stops scanning every citation for every
entry: then delete the workaround)."""

from __future__ import annotations

from importlib.metadata import version

import pytest

from claims import upstream
from tests.support.sphinx_warnings import parse

ROOT = "bibtex-filter"


def _bibliographies(app) -> dict[str, list[str]]:
    """Each document's bibliography, as the keys it lists."""
    domain = app.env.get_domain("cite")
    return {
        key.docname: [k for k, _ in domain.get_filtered_entries(key)]
        for key in domain.bibliographies
    }


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_each_filter_lists_what_it_selects(app):
    app.build()
    assert {doc: sorted(keys) for doc, keys in _bibliographies(app).items()} == {
        "one": ["alpha2024"],  # default filter: cited in this document
        "two": ["t-alpha2024", "t-beta2025"],  # cited anywhere, with its key prefix
        "three": ["gamma2026"],  # by author, cited or not
        "four": ["f-beta2025"],  # a filter that fails: upstream falls back to "cited"
    }


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_a_failing_filter_warns_at_its_bibliography_as_upstream_does(app):
    app.build()
    # once per entry of the bibliography, as sphinxcontrib-bibtex 2.7.0 does
    assert (
        parse(app.warning.getvalue(), app.srcdir)
        == [("four.md", 5, "bibtex.filter_syntax_error")] * 3
    )


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_the_index_gives_upstreams_entries_in_upstreams_order(app):
    app.build()
    domain = app.env.get_domain("cite")
    for key in domain.bibliographies:
        ours = [(k, e.key) for k, e in domain.get_filtered_entries(key)]
        theirs = [(k, e.key) for k, e in upstream.UPSTREAM_GET_FILTERED_ENTRIES(domain, key)]
        assert ours == theirs, key.docname


class _CountingList(list):
    """A list that counts how often it is walked."""

    walks = 0

    def __iter__(self):
        type(self).walks += 1
        return super().__iter__()


def _walks(domain) -> int:
    """How often one env_updated walks the site's citations."""
    domain.data["citation_refs"] = _CountingList(domain.citation_refs)
    _CountingList.walks = 0
    domain.env_updated()
    return _CountingList.walks


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_filtering_walks_the_citations_once_not_once_per_entry(app, monkeypatch):
    app.build()
    domain = app.env.get_domain("cite")
    entries = sum(len(list(domain.get_entries(b.bibfiles))) for b in domain.bibliographies.values())
    ours = _walks(domain)
    # upstream's own two methods: env_updated's other walks are the same, and filtering
    # walks once per entry of every bibliography instead of once in all
    monkeypatch.setattr(type(domain), "env_updated", type(domain).env_updated.__wrapped__)
    monkeypatch.setattr(
        type(domain), "get_filtered_entries", upstream.UPSTREAM_GET_FILTERED_ENTRIES
    )
    theirs = _walks(domain)
    assert theirs - ours == entries - 1


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_filtering_is_still_a_scan_per_entry_upstream(app):
    assert version("sphinxcontrib-bibtex") == upstream.TARGETS["sphinxcontrib-bibtex"], (
        "a new sphinxcontrib-bibtex: check whether get_filtered_entries still scans every "
        "citation for every entry, then update or delete claims/upstream.py"
    )
    app.build()
    domain = app.env.get_domain("cite")
    key = next(k for k in domain.bibliographies if k.docname == "one")
    entries = len(list(domain.get_entries(domain.bibliographies[key].bibfiles)))
    domain.data["citation_refs"] = _CountingList(domain.citation_refs)
    _CountingList.walks = 0
    list(upstream.UPSTREAM_GET_FILTERED_ENTRIES(domain, key))
    assert _CountingList.walks == entries  # upstream fixed? then delete the workaround


def _counting_formats(monkeypatch) -> list[str]:
    """The entries upstream's format_entry is asked to format, through workaround 2."""
    formatted: list[str] = []
    original = upstream.UPSTREAM_FORMAT_ENTRY

    def counting(self, label, entry, bib_data=None):
        formatted.append(entry.key)
        return original(self, label, entry, bib_data=bib_data)

    monkeypatch.setattr(upstream, "UPSTREAM_FORMAT_ENTRY", counting)
    return formatted


def test_entries_are_formatted_again_only_when_they_change(
    make_app, rootdir, tmp_path, monkeypatch
):
    """Workaround 2: a rebuild formats no entry it formatted before; an entry whose fields
    change is formatted again and shown with its new text, as a fresh build shows it."""
    import shutil

    src = tmp_path / "src"
    shutil.copytree(rootdir / f"test-{ROOT}", src)
    formatted = _counting_formats(monkeypatch)

    def build(**kwargs) -> str:
        app = make_app("html", srcdir=src, **kwargs)
        app.build()
        app.cleanup()
        return (app.outdir / "one.html").read_text(encoding="utf-8")

    build(freshenv=True)
    assert formatted  # every entry once
    formatted.clear()
    (src / "two.md").write_text((src / "two.md").read_text(encoding="utf-8") + "\nMore.\n")
    build()
    assert formatted == []
    bib = src / "refs.bib"
    bib.write_text(bib.read_text(encoding="utf-8").replace("First work", "First work, revised"))
    incremental = build()
    assert set(formatted) == {"alpha2024"}  # in each bibliography that lists it
    assert "First work, revised" in incremental
    assert build(freshenv=True) == incremental


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_every_entry_is_still_formatted_on_every_build_upstream(app, monkeypatch):
    """sphinxcontrib-bibtex 2.7.0 formats each entry of each bibliography in every
    env_updated, changed or not. Fixed upstream? Delete workaround 2."""
    app.build()
    domain = app.env.get_domain("cite")
    formatted = _counting_formats(monkeypatch)
    type(domain).env_updated.__wrapped__(domain)  # upstream's own, run a second time
    listed = sum(len(list(domain.get_filtered_entries(k))) for k in domain.bibliographies)
    styles = 2 if app.config.bibtex_tooltips else 1  # the tooltips' own formatting
    assert len(formatted) == styles * listed
