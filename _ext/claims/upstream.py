"""Workarounds for the bibliography extension and Sphinx, in one place. Each names the version it
targets and its report; ``tests/test_claims_upstream.py`` shows each one is still needed (it
fails once upstream is fixed, so the workaround can be deleted).

1. **Bibliography filtering is cubic in the site's size** (sphinxcontrib-bibtex 2.7.0;
   report: ``docs/upstream/sphinxcontrib-bibtex-filtered-entries.md``). At ``env-updated``
   ``BibtexDomain.env_updated`` formats every bibliography of the site, on every build, and
   ``get_filtered_entries`` finds the documents citing an entry by scanning every citation
   of the site once per entry of every bibliography: bibliographies × entries × citations,
   each growing with the number of articles. :func:`index_cited_documents` scans the
   citations once per ``env_updated`` call and looks entries up in that index; what the
   filter sees (``cited_docnames``), the order of the entries and the syntax-error warning
   are those of the version it replaces.

2. **Every bibliography is formatted again on every build** (sphinxcontrib-bibtex 2.7.0,
   same report). The same ``env_updated`` formats each entry of each bibliography with the
   pybtex style, though a one-page edit leaves all but that page's as they were; on a site
   of a hundred articles that was a quarter of a one-page rebuild. :func:`keep_formatted_entries`
   keeps each formatted entry in the domain's data (pickled with the environment, as upstream
   pickles the citations that hold them), by style, label and the entry's content, and
   formats only what is new; what is not used by a build is dropped.

3. **Sorting every bibliography sorts every citation of the site** (sphinxcontrib-bibtex
   2.7.0, same report). ``get_sorted_entries`` puts each bibliography's entries in citation
   order by sorting all the site's citations with ``docnames.index`` as the key: once per
   bibliography, so bibliographies × citations × documents. :func:`_get_all_cited_keys`
   sorts once per ``env_updated`` call (positions from a dict) and gives every bibliography
   that order.

4. **Every bibliography keeps a citation node for every entry of the ``.bib`` files**
   (sphinxcontrib-bibtex 2.7.0, same report). The directive makes one node, with its id in
   the document, per entry, since it cannot know yet which entries its filter will list;
   each bibliography is then filtered over every entry. A bibliography whose filter is
   ``docname in docnames`` (what this site's articles use) lists only entries its own
   document cites, which are known once that document is read. :func:`keep_cited_nodes`
   drops the others' nodes then, and :func:`_get_filtered_entries` filters such a
   bibliography over the entries it kept, in the files' order: what it lists is unchanged,
   and bibliographies × entries becomes the citations.

5. **A parallel read process sends back the whole environment** (Sphinx 9.0.4, whose
   ``Builder._read_parallel`` pickles ``self.env`` at the end of each chunk; Sphinx's own
   issue on the design: https://github.com/sphinx-doc/sphinx/issues/11448; report:
   ``docs/upstream/sphinx-parallel-read-environment.md``). The main process merges from it
   only the chunk's documents, but unpickles everything, and it starts no new chunk while it
   does. The bibliography extension keeps a citation node for every entry of the
   bibliography files in each ``bibliography`` directive, so with ``-j`` each chunk carried the
   nodes of every bibliography read before it, and the main process spent longer unpickling
   them than a read process spent reading. :func:`before_reading` makes a read process
   pickle only the bibliographies of the documents it read: exactly what
   ``BibtexDomain.merge_domaindata`` takes from it. (The collector's share of the same
   loads is ``claims.gc_freeze``'s.)
"""

from __future__ import annotations

import ast
import functools
import os
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, cast

from pybtex.style.formatting import BaseStyle
from sphinxcontrib.bibtex import domain as bibtex_domain
from sphinxcontrib.bibtex.domain import BibtexDomain

from claims.read_processes import SentBack

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.environment import BuildEnvironment

#: the versions the workaround was written against; another one fails the upstream test
TARGETS = {"sphinxcontrib-bibtex": "2.7.0", "sphinx": "9.0.4"}

#: upstream's own method, kept for the test that shows it is still needed
UPSTREAM_GET_FILTERED_ENTRIES = BibtexDomain.get_filtered_entries
_INDEX = "_claims_cited_documents"


def cited_documents(domain: BibtexDomain) -> dict[str, set[str]]:
    """Every cited key (with its bibliography's key prefix, as citations name it) and the
    documents that cite it: one pass over the site's citations."""
    index: dict[str, set[str]] = {}
    for citation_ref in domain.citation_refs:
        for target in citation_ref.targets:
            index.setdefault(target.key, set()).add(citation_ref.docname)
    return index


def _get_filtered_entries(self: BibtexDomain, bibliography_key: Any) -> Iterator[tuple[str, Any]]:
    index = getattr(self, _INDEX, None)
    if index is None:  # called outside env_updated: the citations may have changed
        index = cited_documents(self)
    bibliography = self.bibliographies[bibliography_key]
    for entry in _candidates(self, bibliography):
        key = bibliography.keyprefix + entry.key
        cited = index.get(key, set())
        visitor = bibtex_domain._FilterVisitor(
            entry=entry, docname=bibliography_key.docname, cited_docnames=cited
        )
        try:
            success = visitor.visit(bibliography.filter_)
        except ValueError as err:
            bibtex_domain.logger.warning(
                "syntax error in :filter: expression; %s",
                err,
                location=(bibliography_key.docname, bibliography.line),
                type="bibtex",
                subtype="filter_syntax_error",
            )
            success = bool(cited)  # upstream's fallback: the default filter
        if success or entry.key in bibliography.keys:
            yield key, entry


def _cite(env: BuildEnvironment) -> BibtexDomain:
    return cast("BibtexDomain", env.get_domain("cite"))


#: the filter of a bibliography that lists only what its own document cites
_CITED_HERE = ast.dump(ast.parse("docname in docnames"))


def _cited_here_only(bibliography: Any) -> bool:
    return ast.dump(bibliography.filter_) == _CITED_HERE


def _candidates(domain: BibtexDomain, bibliography: Any) -> Iterator[Any]:
    """The entries *bibliography*'s filter is asked about: every entry of its files, or, for
    one that lists only what its document cites, those whose nodes it kept (workaround 4;
    the nodes are in the files' order, and all of them if it was read without it)."""
    if not _cited_here_only(bibliography):
        yield from domain.get_entries(bibliography.bibfiles)
        return
    entries = domain.bibdata.data.entries
    start = len(bibliography.keyprefix)
    for key in bibliography.citation_nodes:
        if key[start:] in entries:
            yield entries[key[start:]]


def keep_cited_nodes(app: Sphinx, doctree: Any) -> None:
    """Workaround 4, when a document has been read: each of its bibliographies that lists
    only what the document cites keeps the nodes of those entries (and of the keys it
    names), and the document forgets the ids of the others."""
    env = app.env
    domain = _cite(env)
    refs = domain.citation_refs
    cited = {
        target.key
        for ref in refs[_Reader.first_ref if _Reader.refs is refs else 0 :]
        if ref.docname == env.docname
        for target in ref.targets
    }
    for key, bibliography in domain.bibliographies.items():
        if key.docname != env.docname or not _cited_here_only(bibliography):
            continue
        keep = cited | {bibliography.keyprefix + k for k in bibliography.keys}
        for dropped in [k for k in bibliography.citation_nodes if k not in keep]:
            node = bibliography.citation_nodes.pop(dropped)
            for id_ in node["ids"]:
                if doctree.ids.get(id_) is node:
                    del doctree.ids[id_]


#: upstream's own method, kept for the test that shows workaround 3 is still needed
UPSTREAM_GET_ALL_CITED_KEYS = BibtexDomain.get_all_cited_keys
_ORDER = "_claims_cited_order"


def _get_all_cited_keys(self: BibtexDomain, docnames: list[str]) -> Iterator[str]:
    kept = getattr(self, _ORDER, None)
    if kept is None or kept[0] != docnames:
        position = {docname: i for i, docname in enumerate(docnames)}

        def index(docname: str) -> int:
            if docname not in position:  # what docnames.index raises upstream
                raise ValueError(f"{docname!r} is not in list")
            return position[docname]

        ordered = sorted(self.citation_refs, key=lambda ref: index(ref.docname))
        kept = (list(docnames), [target.key for ref in ordered for target in ref.targets])
        if hasattr(self, _ORDER):  # inside env_updated: the citations stay as they are
            setattr(self, _ORDER, kept)
    return iter(kept[1])


#: the formatted entries kept from the last build, in the cite domain's data
_FORMATTED = "_claims_formatted_entries"
#: upstream's own method, kept for the test that shows workaround 2 is still needed
UPSTREAM_FORMAT_ENTRY = BaseStyle.format_entry


class _Formatted:
    """The formatted entries of the ``env_updated`` call running now: those kept from the
    last build (*old*) and those this build uses (*new*)."""

    current: _Formatted | None = None

    def __init__(self, old: dict[tuple[str, ...], Any]) -> None:
        self.old = old
        self.new: dict[tuple[str, ...], Any] = {}


def _entry_key(style: BaseStyle, label: str, entry: Any) -> tuple[str, ...]:
    persons = sorted(
        (role, tuple(str(p) for p in people)) for role, people in entry.persons.items()
    )
    content = repr((entry.type, sorted(entry.fields.items()), persons))
    return (f"{type(style).__module__}.{type(style).__qualname__}", label, entry.key, content)


def _format_entry(self: BaseStyle, label: str, entry: Any, bib_data: Any = None) -> Any:
    formatted = _Formatted.current
    if formatted is None or bib_data is not None:  # outside env_updated, or with cross-refs
        return UPSTREAM_FORMAT_ENTRY(self, label, entry, bib_data=bib_data)
    key = _entry_key(self, label, entry)
    found = formatted.new.get(key) or formatted.old.get(key)
    if found is None:
        found = UPSTREAM_FORMAT_ENTRY(self, label, entry)  # a missing field raises, uncached
    formatted.new[key] = found
    return found


def _indexed(env_updated: Callable[[BibtexDomain], Any]) -> Callable[[BibtexDomain], Any]:
    @functools.wraps(env_updated)
    def wrapper(self: BibtexDomain) -> Any:
        setattr(self, _INDEX, cited_documents(self))
        setattr(self, _ORDER, None)
        _Formatted.current = _Formatted(self.data.get(_FORMATTED, {}))
        try:
            result = env_updated(self)
            self.data[_FORMATTED] = _Formatted.current.new
            return result
        finally:
            delattr(self, _INDEX)  # never pickled with the environment
            delattr(self, _ORDER)
            _Formatted.current = None

    return wrapper


def index_cited_documents() -> None:
    """Install workarounds 1 to 3 and the filtering of 4 (once per process: the classes are
    shared)."""
    if getattr(BibtexDomain.env_updated, "__wrapped__", None) is None:
        BibtexDomain.env_updated = _indexed(BibtexDomain.env_updated)  # type: ignore[method-assign,assignment]
        BibtexDomain.get_filtered_entries = _get_filtered_entries  # type: ignore[method-assign]
        BibtexDomain.get_all_cited_keys = _get_all_cited_keys  # type: ignore[method-assign]
        BaseStyle.format_entry = _format_entry


class _Reader:
    """The documents this process has read: a parallel read's process forks from the main
    one, and its own pid tells it apart."""

    pid = os.getpid()
    docnames: set[str] = set()
    #: the citations list, and where the document being read began adding to it
    refs: list | None = None
    first_ref = 0

    @classmethod
    def here(cls) -> set[str]:
        if cls.pid != os.getpid():  # the parent's documents are not this fork's
            cls.pid, cls.docnames = os.getpid(), set()
        return cls.docnames


class _OwnBibliographies(SentBack):
    """The cite domain's bibliographies (a dict keyed by ``BibliographyKey``): a read process
    sends back only those of the documents it read."""

    def sent_back(self) -> list[tuple[Any, Any]]:
        read = _Reader.here()
        return [(key, value) for key, value in self.items() if key.docname in read]


def note_read(app: Sphinx | None, docname: str, source: list[str]) -> None:
    _Reader.here().add(docname)
    if app is not None:
        _Reader.refs = _cite(app.env).citation_refs
        _Reader.first_ref = len(_Reader.refs)


def before_reading(app: Sphinx, env: BuildEnvironment, docnames: list[str]) -> None:
    """Install workaround 5 before the documents are read (and read processes forked)."""
    data = _cite(env).data
    data["bibliographies"] = _OwnBibliographies(data["bibliographies"])


def connect(app: Sphinx) -> None:
    """Install every workaround for *app*'s build."""
    index_cited_documents()
    app.connect("env-before-read-docs", before_reading)
    app.connect("source-read", note_read)
    app.connect("doctree-read", keep_cited_nodes)
