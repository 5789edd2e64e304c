"""The workaround in _ext/claims/upstream.py: bibliographies are filtered from an index of the
site's citations, with upstream's results and warnings; and it is still needed (the
``*_upstream`` test fails once sphinxcontrib-bibtex stops scanning every citation for every
entry: then delete the workaround)."""

from __future__ import annotations

import re
from importlib.metadata import version

import pytest

from claims import upstream
from tests.support.forked import pickled_in_a_fork
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
        "five": ["v-alpha2024", "v-beta2025", "v-gamma2026"],  # cited here, or named
    }


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_a_failing_filter_warns_at_its_bibliography_as_upstream_does(app):
    app.build()
    # once per entry of the bibliography, as sphinxcontrib-bibtex 2.7.0 does
    assert (
        parse(app.warning.getvalue(), app.srcdir)
        == [("four.md", 5, "bibtex.filter_syntax_error")] * 5
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
    # upstream's filtering walks once per entry of every bibliography (and the index once)
    monkeypatch.setattr(
        type(domain), "get_filtered_entries", upstream.UPSTREAM_GET_FILTERED_ENTRIES
    )
    assert _walks(domain) - ours == entries


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_sorting_walks_the_citations_once_not_once_per_bibliography(app, monkeypatch):
    app.build()
    domain = app.env.get_domain("cite")
    ours = _walks(domain)
    monkeypatch.setattr(type(domain), "get_all_cited_keys", upstream.UPSTREAM_GET_ALL_CITED_KEYS)
    monkeypatch.setattr(type(domain), "get_sorted_entries", upstream.UPSTREAM_GET_SORTED_ENTRIES)
    assert _walks(domain) - ours == len(domain.bibliographies) - 1


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_the_kept_order_is_upstreams_order(app, monkeypatch):
    from sphinxcontrib.bibtex.domain import get_docnames

    app.build()
    domain = app.env.get_domain("cite")
    docnames = list(get_docnames(app.env))

    def entries() -> dict[str, list[str]]:
        return {
            key.docname: [k for k, _ in domain.get_sorted_entries(key, docnames)]
            for key in domain.bibliographies
        }

    ours = entries()
    assert ours["two"] == ["t-alpha2024", "t-beta2025"]  # in citation order
    monkeypatch.setattr(type(domain), "get_all_cited_keys", upstream.UPSTREAM_GET_ALL_CITED_KEYS)
    monkeypatch.setattr(type(domain), "get_sorted_entries", upstream.UPSTREAM_GET_SORTED_ENTRIES)
    assert entries() == ours
    # a document missing from the order fails as upstream's docnames.index does
    with pytest.raises(ValueError, match="is not in list"):
        list(upstream._get_all_cited_keys(domain, docnames[:1]))


class _IndexCounting(list):
    """A list that counts the calls to its index method."""

    calls = 0

    def index(self, *args):
        type(self).calls += 1
        return super().index(*args)


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_sorting_still_looks_each_citation_up_in_a_list_upstream(app):
    from sphinxcontrib.bibtex.domain import get_docnames

    app.build()
    domain = app.env.get_domain("cite")
    docnames = _IndexCounting(get_docnames(app.env))
    _IndexCounting.calls = 0
    list(upstream.UPSTREAM_GET_ALL_CITED_KEYS(domain, docnames))
    # a scan of the documents per citation, per bibliography: upstream fixed? then delete
    # workaround 3
    assert _IndexCounting.calls == len(domain.citation_refs) > 0


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


def _shown(app) -> dict[str, str]:
    """Each page's bibliography as the HTML shows it, with the warnings of the build."""
    from bs4 import BeautifulSoup

    pages = {}
    for doc in ("one", "two", "three", "four", "five", "six"):
        soup = BeautifulSoup(
            (app.outdir / f"{doc}.html").read_text(encoding="utf-8"), "html.parser"
        )
        pages[doc] = str(soup.find("article") or soup.body)
    return pages


@pytest.mark.parametrize("chunks", ["Sphinx's", "one per process"])
def test_a_parallel_read_shows_the_serial_bibliographies(
    make_app, rootdir, tmp_path, monkeypatch, chunks
):
    """Workarounds 5 and 9: read processes that send back only their own bibliographies, in
    whatever order they finish, give the pages, the citations and the warnings of a serial
    build; with Sphinx's chunks (3 here) and with the site's (site_chrome's workaround 12)."""
    import shutil

    from sphinx.builders import Builder

    from site_chrome.upstream import read_in_one_chunk_per_process

    read = getattr(Builder._read_parallel, "__wrapped__", Builder._read_parallel)
    monkeypatch.setattr(Builder, "_read_parallel", read)  # Sphinx's, restored afterwards
    if chunks == "one per process":
        read_in_one_chunk_per_process()
    built = {}
    for jobs in (1, 2):
        src = tmp_path / f"j{jobs}"
        shutil.copytree(rootdir / f"test-{ROOT}", src)
        app = make_app("html", srcdir=src, freshenv=True, parallel=jobs)
        app.build()
        domain = app.env.get_domain("cite")
        built[jobs] = (
            _shown(app),
            sorted((c.bibliography_key.docname, c.key, c.citation_id) for c in domain.citations),
            sorted(parse(app.warning.getvalue(), app.srcdir)),
        )
        app.cleanup()
    assert built[2] == built[1]
    assert len(built[1][1]) == 8  # one, two (2), three, four, five (3): the filters' entries


def _six_after_reading_one_again(app) -> str:
    """Page six, written again after an incremental build that read only page one."""
    import os
    import time

    app.build()
    later = time.time() + 10  # after the build's reading, which Sphinx compares with
    os.utime(app.srcdir / "one.md", (later, later))
    read: list[str] = []
    app.connect("source-read", lambda app, docname, source: read.append(docname))
    app.builder.build_all()  # reads what changed, writes every page
    assert read == ["one"]
    return _shown(app)["six"]


def _cited_in_six(page: str) -> list[str]:
    return re.findall(r"(Alpha|Beta), 20\d\d", page)


def test_a_page_read_again_keeps_the_order_of_a_clean_build(make_app, rootdir, tmp_path):
    """Workaround 9: the role on page six lists its keys as a clean build does after page
    one, whose bibliography holds one of them, is read again."""
    clean = _app(make_app, rootdir, tmp_path, "clean")
    clean.build()
    expected = _shown(clean)["six"]
    assert _cited_in_six(expected) == ["Alpha", "Beta"]
    app = _app(make_app, rootdir, tmp_path, "again")
    assert _six_after_reading_one_again(app) == expected


def test_a_page_read_again_still_moves_its_bibliography_last_upstream(
    make_app, rootdir, tmp_path, monkeypatch
):
    """sphinxcontrib-bibtex 2.7.0 lists the citations in the order the bibliographies were
    read. Listed in an order of their own upstream? Delete workaround 9."""
    monkeypatch.setattr(upstream, "_in_reading_order", lambda domain: None)
    app = _app(make_app, rootdir, tmp_path, "upstream")
    assert _cited_in_six(_six_after_reading_one_again(app)) == ["Beta", "Alpha"]


def test_a_read_process_pickles_only_the_bibliographies_it_read():
    import pickle

    from sphinxcontrib.bibtex.directives import BibliographyKey

    a, b = BibliographyKey("a", "id1"), BibliographyKey("b", "id2")
    upstream.note_read(None, "a", [])  # this process's own reading does not count in a fork
    bibliographies = upstream._OwnBibliographies({a: "of a", b: "of b"})
    theirs = pickled_in_a_fork(bibliographies, lambda: upstream.note_read(None, "b", []))
    assert theirs == {b: "of b"} and type(theirs) is dict
    assert pickled_in_a_fork(bibliographies) == {}
    ours = pickle.loads(pickle.dumps(bibliographies))  # the environment saved to disk
    assert ours == {a: "of a", b: "of b"} and type(ours) is dict


def test_a_read_process_still_sends_the_whole_environment_upstream():
    """Sphinx 9.0.4's read process pickles its whole environment for the main process.
    Changed? Check whether workaround 5 is still needed."""
    import inspect

    from sphinx.builders import Builder

    assert version("sphinx") == upstream.TARGETS["sphinx"], (
        "a new Sphinx: check whether a parallel read still sends the whole environment back, "
        "then update or delete workaround 5 in claims/upstream.py"
    )
    assert "pickle.dumps(self.env" in inspect.getsource(Builder._read_parallel)


def _visits(monkeypatch) -> dict[str, int]:
    """How many entries each document's bibliography filter is asked about."""
    from sphinxcontrib.bibtex import domain as bibtex_domain

    visits: dict[str, int] = {}

    class Counting(bibtex_domain._FilterVisitor):
        def __init__(self, entry, docname, cited_docnames):
            visits[docname] = visits.get(docname, 0) + 1
            super().__init__(entry, docname, cited_docnames)

    monkeypatch.setattr(bibtex_domain, "_FilterVisitor", Counting)
    return visits


def _kept(app, docname: str) -> list[str]:
    domain = app.env.get_domain("cite")
    return [
        k
        for key, b in domain.bibliographies.items()
        if key.docname == docname
        for k in b.citation_nodes
    ]


def _upstreams_nodes(monkeypatch) -> None:
    """Every bibliography makes a node per entry, as sphinxcontrib-bibtex does."""
    from sphinxcontrib.bibtex.directives import BibliographyDirective

    upstream.index_cited_documents()  # installed first, so that an app's setup keeps these

    monkeypatch.setattr(upstream, "keep_cited_nodes", lambda app, doctree: None)
    monkeypatch.setattr(BibliographyDirective, "run", upstream.UPSTREAM_BIBLIOGRAPHY_DIRECTIVE_RUN)


def _renumbered(pages: dict[str, str]) -> dict[str, str]:
    """The pages with the document's own ids ("id7") renamed in the order they first appear:
    the same pages, up to which free id each node was given."""

    def one(html: str) -> str:
        names: dict[str, str] = {}
        return re.sub(r"\bid\d+\b", lambda m: names.setdefault(m[0], f"id#{len(names)}"), html)

    return {doc: one(html) for doc, html in pages.items()}


def _ids(app, docname: str) -> dict[str, list[str]]:
    """The ids of *docname*'s bibliography nodes, by key."""
    domain = app.env.get_domain("cite")
    return {
        k: node["ids"]
        for key, b in domain.bibliographies.items()
        if key.docname == docname
        for k, node in b.citation_nodes.items()
    }


def _app(make_app, rootdir, tmp_path, name: str, prepare=None, **kwargs):
    """A fresh HTML app on a copy of the root in *tmp_path*/*name* (``prepare(src)`` first)."""
    import shutil

    src = tmp_path / name
    shutil.copytree(rootdir / f"test-{ROOT}", src)
    if prepare is not None:
        prepare(src)
    return make_app("html", srcdir=src, freshenv=True, **kwargs)


def test_a_bibliography_of_its_own_citations_makes_only_their_nodes(
    make_app, rootdir, tmp_path, monkeypatch
):
    """Workaround 4: a bibliography filtered by "docname in docnames" has the nodes of the
    entries its document cites (before or after it) and of the keys it names, its
    document only their ids, and its filter sees only them; the pages (up to the ids'
    numbers), citations and warnings are upstream's."""
    from docutils import nodes

    built = {}
    for name in ("ours", "upstream"):
        if name == "upstream":
            _upstreams_nodes(monkeypatch)
        app = _app(make_app, rootdir, tmp_path, name)
        visits = _visits(monkeypatch)
        app.build()
        doctree = app.env.get_doctree("five")
        citations = [n for n in doctree.ids.values() if isinstance(n, nodes.citation)]
        domain = app.env.get_domain("cite")
        built[name] = (
            _renumbered(_shown(app)),
            sorted((c.bibliography_key.docname, c.key) for c in domain.citations),
            sorted(parse(app.warning.getvalue(), app.srcdir)),
        )
        if name == "ours":
            assert _kept(app, "five") == ["v-alpha2024", "v-beta2025", "v-gamma2026"]
            assert len(citations) == 3
            assert visits["five"] == 3 and visits["one"] == 5  # "cited": every entry
        else:
            # a node and an id per entry of the .bib file, upstream: delete workaround 4
            # once this fails
            assert len(_kept(app, "five")) == len(citations) == 5
        app.cleanup()
    assert built["ours"] == built["upstream"]


def test_an_entry_added_to_the_bib_file_renumbers_no_anchor(make_app, rootdir, tmp_path):
    """Workaround 4's nodes are made only for what a page cites, so a new entry elsewhere in
    the .bib file leaves every page's anchors as they were (upstream numbers them all)."""

    def first_entry(src) -> None:
        bib = src / "refs.bib"
        new = "@misc{aaa2020,\n  author = {Aaa, Ada},\n  title = {Zeroth},\n  year = {2020},\n}\n"
        bib.write_text(new + bib.read_text(encoding="utf-8"), encoding="utf-8")

    ids = {}
    for name, prepare in (("before", None), ("after", first_entry)):
        app = _app(make_app, rootdir, tmp_path, name, prepare)
        app.build()
        ids[name] = _ids(app, "five"), (app.outdir / "five.html").read_text(encoding="utf-8")
        app.cleanup()
    assert ids["after"] == ids["before"]
    assert sorted(ids["before"][0]) == ["v-alpha2024", "v-beta2025", "v-gamma2026"]


def test_citations_with_ids_of_their_own_are_upstreams(make_app, rootdir, tmp_path, monkeypatch):
    """Where bibtex_cite_id names each citation's id, workaround 4 lets the directive make
    every node, as upstream, and drops the others' once the page is read: the same pages."""
    built = {}
    for name in ("ours", "upstream"):
        if name == "upstream":
            _upstreams_nodes(monkeypatch)
        overrides = {"bibtex_cite_id": "cite-{key}"}
        app = _app(make_app, rootdir, tmp_path, name, confoverrides=overrides)
        app.build()
        built[name] = _shown(app)
        if name == "ours":
            assert _ids(app, "five") == {
                f"v-{key}": [f"cite-v-{key}"] for key in ("alpha2024", "beta2025", "gamma2026")
            }
        app.cleanup()
    assert built["ours"] == built["upstream"]


def _resolved(domain, app, resolve) -> list[str]:
    """Every citation reference of the site resolved by *resolve*, as text."""
    from docutils import nodes

    out = []
    for ref in domain.citation_refs:
        target = ",".join(t.key for t in ref.targets)
        node = resolve(domain, app.env, ref.docname, app.builder, "p", target, nodes.inline(), None)
        out.append(node.pformat())
    return out


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_resolving_a_citation_walks_only_the_citations_of_its_keys(app):
    """Workaround 6: the same nodes as upstream's resolve_xref, which walks every citation of
    the site twice per role (it still does: once that fails, delete workaround 6)."""
    app.build()
    domain = app.env.get_domain("cite")
    domain.data["citations"] = _CountingList(domain.citations)
    _CountingList.walks = 0
    ours = _resolved(domain, app, type(domain).resolve_xref)
    assert _CountingList.walks == 1  # the index, made once
    _CountingList.walks = 0
    theirs = _resolved(domain, app, upstream.UPSTREAM_RESOLVE_XREF)
    assert _CountingList.walks == 2 * len(domain.citation_refs) > 0
    assert ours == theirs
    assert type(domain.citations) is _CountingList  # put back after each narrowed call


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_purging_a_document_without_citations_leaves_the_lists_alone(app):
    """Workaround 8: upstream's clear_doc makes new lists of every citation for any
    document (it still does: once that fails, delete workaround 8); ours purges only a
    document that has something to purge, and then as upstream does."""
    app.build()
    domain = app.env.get_domain("cite")
    lists = domain.citations, domain.citation_refs
    domain.clear_doc("index")  # cites nothing
    assert (domain.citations, domain.citation_refs) == lists
    assert domain.citations is lists[0] and domain.citation_refs is lists[1]
    upstream.UPSTREAM_CLEAR_DOC(domain, "index")
    assert domain.citation_refs is not lists[1]
    domain.clear_doc("two")
    assert [r.docname for r in domain.citation_refs if r.docname == "two"] == []
    assert not [k for k in domain.bibliographies if k.docname == "two"]
    assert [c for c in domain.citations if c.bibliography_key.docname == "two"] == []


def _all_upstream(monkeypatch) -> None:
    """sphinxcontrib-bibtex and Sphinx as they are, without any workaround here."""
    from pybtex.style.formatting import BaseStyle
    from sphinxcontrib.bibtex.domain import BibtexDomain
    from sphinxcontrib.bibtex.transforms import BibliographyTransform

    _upstreams_nodes(monkeypatch)
    monkeypatch.setattr(upstream, "before_reading", lambda app, env, docnames: None)
    methods = {
        "env_updated": BibtexDomain.env_updated.__wrapped__,
        "get_filtered_entries": upstream.UPSTREAM_GET_FILTERED_ENTRIES,
        "get_all_cited_keys": upstream.UPSTREAM_GET_ALL_CITED_KEYS,
        "get_sorted_entries": upstream.UPSTREAM_GET_SORTED_ENTRIES,
        "resolve_xref": upstream.UPSTREAM_RESOLVE_XREF,
        "resolve_any_xref": upstream.UPSTREAM_RESOLVE_ANY_XREF,
        "clear_doc": upstream.UPSTREAM_CLEAR_DOC,
    }
    for name, method in methods.items():
        monkeypatch.setattr(BibtexDomain, name, method)
    monkeypatch.setattr(BibliographyTransform, "run", upstream.UPSTREAM_BIBLIOGRAPHY_RUN)
    monkeypatch.setattr(BaseStyle, "format_entry", upstream.UPSTREAM_FORMAT_ENTRY)


def test_every_workaround_together_gives_upstreams_pages(make_app, rootdir, tmp_path, monkeypatch):
    """The pages (up to the ids' numbers), citations and warnings of a build, and of a
    second build after a page gains a citation and another loses its own, are those of
    sphinxcontrib-bibtex without any workaround."""
    built = {}
    for name in ("ours", "upstream"):
        if name == "upstream":
            _all_upstream(monkeypatch)
        app = _app(make_app, rootdir, tmp_path, name)
        app.build()
        first = _renumbered(_shown(app)), sorted(parse(app.warning.getvalue(), app.srcdir))
        one, two = app.srcdir / "one.md", app.srcdir / "two.md"
        one.write_text(one.read_text().replace("Cites", "Cites {cite:p}`gamma2026` and"))
        two.write_text(two.read_text().replace("{cite:p}`t-beta2025`", "nothing else"))
        app.build()
        domain = app.env.get_domain("cite")
        citations = sorted((c.bibliography_key.docname, c.key) for c in domain.citations)
        built[name] = first, _renumbered(_shown(app)), citations
        app.cleanup()
    for part in range(3):
        assert built["ours"][part] == built["upstream"][part], part
    assert ("one", "gamma2026") in built["ours"][2]
    assert ("two", "t-beta2025") not in built["ours"][2]  # no page cites it any more
