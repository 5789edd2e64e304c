"""The workaround in _ext/claims/upstream.py: bibliographies are filtered from an index of the
site's citations, with upstream's results and warnings; and it is still needed (the
``*_upstream`` test fails once sphinxcontrib-bibtex stops scanning every citation for every
entry: then delete the workaround)."""

from __future__ import annotations

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
    for doc in ("one", "two", "three", "four", "five"):
        soup = BeautifulSoup(
            (app.outdir / f"{doc}.html").read_text(encoding="utf-8"), "html.parser"
        )
        pages[doc] = str(soup.find("article") or soup.body)
    return pages


def test_a_parallel_read_shows_the_serial_bibliographies(make_app, rootdir, tmp_path):
    """Workaround 5: read processes that send back only their own bibliographies give the
    pages, the citations and the warnings of a serial build."""
    import shutil

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


def test_a_bibliography_of_its_own_citations_keeps_only_their_nodes(
    make_app, rootdir, tmp_path, monkeypatch
):
    """Workaround 4: a bibliography filtered by "docname in docnames" keeps the nodes of the
    entries its document cites (before or after it) and of the keys it names, its
    document keeps only their ids, and its filter sees only them; the pages, citations
    and warnings are upstream's."""
    import shutil

    from docutils import nodes

    built = {}
    for name in ("ours", "upstream"):
        if name == "upstream":
            monkeypatch.setattr(upstream, "keep_cited_nodes", lambda app, doctree: None)
        src = tmp_path / name
        shutil.copytree(rootdir / f"test-{ROOT}", src)
        app = make_app("html", srcdir=src, freshenv=True)
        visits = _visits(monkeypatch)
        app.build()
        doctree = app.env.get_doctree("five")
        citations = [n for n in doctree.ids.values() if isinstance(n, nodes.citation)]
        domain = app.env.get_domain("cite")
        built[name] = (
            _shown(app),
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
