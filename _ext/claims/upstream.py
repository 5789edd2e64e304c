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

4. **Every bibliography makes a citation node for every entry of the ``.bib`` files**
   (sphinxcontrib-bibtex 2.7.0, same report). The directive makes one node, with its id in
   the document, per entry, since it cannot know yet which entries its filter will list;
   each bibliography is then filtered over every entry. A bibliography whose filter is
   ``docname in docnames`` (what this site's articles use) lists only entries its own
   document cites, which are known once that document is read (a translation's included).
   :func:`_bibliography_directive_run` makes nodes only for the keys it names, and
   :func:`keep_cited_nodes` makes those of the cited entries once the document is read (or,
   where the configuration gives citations ids of their own, drops the others'), in the
   files' order; :func:`_get_filtered_entries` filters such a bibliography over those:
   what it lists is unchanged, and bibliographies × entries becomes the citations. The
   nodes' ids are the document's next free ones, so an entry added to the ``.bib`` file no
   longer renumbers the anchors of every page.

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

6. **Every citation is looked for among all the site's citations** (sphinxcontrib-bibtex
   2.7.0, same report). ``BibtexDomain.resolve_xref`` and ``resolve_any_xref`` walk every
   citation of the site for each ``{cite}`` role, and ``BibliographyTransform.run`` walks
   every citation for each bibliography and every citation reference for each of its
   entries: roles × citations, both growing with the site. :func:`_narrowed` lets them walk
   only the citations that can match (those of the role's keys; those of the bibliographies'
   documents, and those documents' references), in the site's order, from one index per
   ``env_updated``: what they find, and in which order, is unchanged.

7. **Sorting a bibliography walks every cited key of the site** (sphinxcontrib-bibtex 2.7.0,
   same report). ``get_sorted_entries`` walks the site's cited keys once per bibliography to
   put its entries in citation order. :func:`_get_sorted_entries` sorts a bibliography's own
   entries by where each is first cited: the same order.

8. **Purging a document filters every citation of the site** (sphinxcontrib-bibtex 2.7.0,
   same report). Sphinx purges each document before reading it, a fresh build included, and
   ``BibtexDomain.clear_doc`` rebuilds the lists of citations and references each time.
   :func:`_clear_doc` purges only a document that has something to purge
   (``claims.by_document``).

9. **The order of the site's bibliographies is the order they were read in**
   (sphinxcontrib-bibtex 2.7.0, same report). ``env_updated`` lists the site's citations in
   the order of ``BibtexDomain.bibliographies``, a dict filled as documents are read or
   merged, and a role citing several keys shows them in that order (and, for a key listed
   by two other pages' bibliographies, links to the last). A page read again by an
   incremental build moves to the end, and a parallel read adds its processes' documents
   in the order they finish, so the same sources gave ``[see Beta, 2025, Alpha, 2024]``
   where a clean serial build gives ``[Alpha, 2024, see Beta, 2025]``.
   :func:`_in_reading_order` puts the bibliographies in the order of a clean serial read
   (by document name, each page's in its own order) before ``env_updated`` lists them.
"""

from __future__ import annotations

import ast
import contextlib
import functools
import os
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, cast

from docutils import nodes
from pybtex.style.formatting import BaseStyle
from sphinxcontrib.bibtex import domain as bibtex_domain
from sphinxcontrib.bibtex.citation_target import parse_citation_targets
from sphinxcontrib.bibtex.directives import BibliographyDirective, BibliographyKey
from sphinxcontrib.bibtex.domain import BibtexDomain
from sphinxcontrib.bibtex.nodes import bibliography as bibliography_node
from sphinxcontrib.bibtex.transforms import BibliographyTransform

from claims.by_document import Named
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


def _lists_own_citations(options: dict[str, Any]) -> bool:
    """Whether a directive with *options* makes a bibliography that lists only what its own
    document cites (as :func:`_cited_here_only` tells from the bibliography)."""
    try:
        return ast.dump(ast.parse(options.get("filter", ""))) == _CITED_HERE
    except SyntaxError:
        return False


#: upstream's own method, kept for the test that shows workaround 4 is still needed
UPSTREAM_BIBLIOGRAPHY_DIRECTIVE_RUN = BibliographyDirective.run


def _bibliography_directive_run(self: BibliographyDirective) -> Any:
    """Workaround 4, as a bibliography is read: one that lists only what its document cites
    makes nodes only for the keys it names (:func:`keep_cited_nodes` makes the others' once
    the document is read), unless the configuration gives citations ids of its own."""
    env = self.state.document.settings.env
    domain = _cite(env)
    later = _lists_own_citations(self.options) and not env.config.bibtex_cite_id
    if later:
        named, every = set(self.content), domain.get_entries
        domain.get_entries = lambda bibfiles: (  # type: ignore[method-assign]
            entry for entry in every(bibfiles) if entry.key in named
        )
    try:
        made = UPSTREAM_BIBLIOGRAPHY_DIRECTIVE_RUN(self)
    finally:
        vars(domain).pop("get_entries", None)  # the class's method again
    node = cast("nodes.Element", made[-1])  # upstream returns its header, then this node
    _Reader.bibliographies.append(BibliographyKey(env.docname, node["ids"][0]))
    return made


class _Positions:
    """Where each entry of some bibliography files stands in them (one set of files kept)."""

    of: tuple[Any, tuple[Any, ...]] | None = None
    positions: dict[str, int] = {}

    @classmethod
    def of_files(cls, domain: BibtexDomain, bibfiles: list[Any]) -> dict[str, int]:
        if cls.of is None or cls.of[0] is not domain.bibdata or cls.of[1] != tuple(bibfiles):
            cls.of = (domain.bibdata, tuple(bibfiles))
            entries = domain.get_entries(bibfiles)
            cls.positions = {entry.key: i for i, entry in enumerate(entries)}
        return cls.positions


def keep_cited_nodes(app: Sphinx, doctree: Any) -> None:
    """Workaround 4, when a document has been read: each of its bibliographies that lists
    only what the document cites has the nodes of those entries (and of the keys it names),
    in the files' order, and no others; the document has only their ids."""
    env = app.env
    domain = _cite(env)
    refs = domain.citation_refs
    cited = {
        target.key
        for ref in refs[_Reader.first_ref if _Reader.refs is refs else 0 :]
        if ref.docname == env.docname
        for target in ref.targets
    }
    made, _Reader.bibliographies = _Reader.bibliographies, []
    for key in made:
        bibliography = domain.bibliographies.get(key)
        if key.docname != env.docname or bibliography is None:
            continue
        if not _cited_here_only(bibliography):
            continue
        prefix, nodes_ = bibliography.keyprefix, bibliography.citation_nodes
        keep = cited | {prefix + k for k in bibliography.keys}
        for dropped in [k for k in nodes_ if k not in keep]:  # made by upstream's directive
            node = nodes_.pop(dropped)
            for id_ in node["ids"]:
                if doctree.ids.get(id_) is node:
                    del doctree.ids[id_]
        at = _Positions.of_files(domain, bibliography.bibfiles)
        missing = [
            k for k in keep if k not in nodes_ and k.startswith(prefix) and k[len(prefix) :] in at
        ]
        if not missing:
            continue
        kind = nodes.list_item if bibliography.list_ in {"bullet", "enumerated"} else nodes.citation
        for k in sorted(missing, key=lambda k: at[k[len(prefix) :]]):
            nodes_[k] = kind(ids=[])  # no id of its own: the document gives it one, as upstream
            doctree.note_explicit_target(nodes_[k], nodes_[k])
        ordered = sorted(nodes_.items(), key=lambda item: at[item[0][len(prefix) :]])
        nodes_.clear()
        nodes_.update(ordered)


#: upstream's own method, kept for the test that shows workaround 3 is still needed
UPSTREAM_GET_ALL_CITED_KEYS = BibtexDomain.get_all_cited_keys
_ORDER = "_claims_cited_order"


def _cited_order(self: BibtexDomain, docnames: list[str]) -> tuple[Any, list[str], dict[str, int]]:
    """The site's cited keys in citation order, and where each is first cited (workarounds 3
    and 7); kept for the ``env_updated`` call running now."""
    kept = getattr(self, _ORDER, None)
    if kept is None or (kept[0] is not docnames and kept[0] != docnames):
        position = {docname: i for i, docname in enumerate(docnames)}

        def index(docname: str) -> int:
            if docname not in position:  # what docnames.index raises upstream
                raise ValueError(f"{docname!r} is not in list")
            return position[docname]

        ordered = sorted(self.citation_refs, key=lambda ref: index(ref.docname))
        keys = [target.key for ref in ordered for target in ref.targets]
        first: dict[str, int] = {}
        for i, key in enumerate(keys):
            first.setdefault(key, i)
        kept = (docnames, keys, first)
        if hasattr(self, _ORDER):  # inside env_updated: the citations stay as they are
            setattr(self, _ORDER, kept)
    return kept


def _get_all_cited_keys(self: BibtexDomain, docnames: list[str]) -> Iterator[str]:
    return iter(_cited_order(self, docnames)[1])


#: upstream's own method, kept for the test that shows workaround 7 is still needed
UPSTREAM_GET_SORTED_ENTRIES = BibtexDomain.get_sorted_entries


def _get_sorted_entries(
    self: BibtexDomain, bibliography_key: Any, docnames: list[str]
) -> Iterator[tuple[str, Any]]:
    entries = dict(self.get_filtered_entries(bibliography_key))
    first = _cited_order(self, docnames)[2]
    for key in sorted((key for key in entries if key in first), key=first.__getitem__):
        yield key, entries.pop(key)
    yield from entries.items()  # the others, in the files' order


_LOOKUP = "_claims_citation_lookup"


class _Lookup:
    """Where the site's citations are by key and by document, and its citation references by
    document (workaround 6), for the lists it was made from."""

    def __init__(self, domain: BibtexDomain) -> None:
        self.citations, self.refs = domain.citations, domain.citation_refs
        self.sizes = (len(self.citations), len(self.refs))
        self.by_key: dict[str, list[int]] = {}
        self.by_document: dict[str, list[int]] = {}
        self.refs_by_document: dict[str, list[int]] = {}
        for i, citation in enumerate(self.citations):
            self.by_key.setdefault(citation.key, []).append(i)
            self.by_document.setdefault(citation.bibliography_key.docname, []).append(i)
        for i, ref in enumerate(self.refs):
            self.refs_by_document.setdefault(ref.docname, []).append(i)

    def fits(self, domain: BibtexDomain) -> bool:
        same = domain.citations is self.citations and domain.citation_refs is self.refs
        return same and self.sizes == (len(self.citations), len(self.refs))

    @staticmethod
    def pick(records: list, where: dict[str, list[int]], names: Iterable[str]) -> list:
        """The records of *names*, in the order of *records*."""
        return [records[i] for i in sorted({i for name in names for i in where.get(name, ())})]


class _Narrowing:
    depth = 0  # a narrowed call within a narrowed call walks what the outer one left


@contextlib.contextmanager
def _narrowed(
    domain: BibtexDomain, keys: Iterable[str] = (), documents: Iterable[str] = ()
) -> Iterator[None]:
    """Workaround 6: the domain's citations are, for a while, only those of *keys* and of the
    bibliographies of *documents*, and its citation references only those of *documents*
    (each in the site's order); nothing else can match what is looked up."""
    lookup = getattr(domain, _LOOKUP, None)
    if lookup is None or not lookup.fits(domain):
        lookup = _Lookup(domain)
        setattr(domain, _LOOKUP, lookup)
    data, documents = domain.data, set(documents)
    saved = data["citations"], data["citation_refs"]
    citations = _Lookup.pick(lookup.citations, lookup.by_key, keys)
    if documents:
        citations = _Lookup.pick(lookup.citations, lookup.by_document, documents)
        data["citation_refs"] = _Lookup.pick(lookup.refs, lookup.refs_by_document, documents)
    data["citations"] = citations
    _Narrowing.depth += 1
    try:
        yield
    finally:
        data["citations"], data["citation_refs"] = saved
        _Narrowing.depth -= 1


#: upstream's own methods, kept for the tests that show workaround 6 is still needed
UPSTREAM_RESOLVE_XREF = BibtexDomain.resolve_xref
UPSTREAM_RESOLVE_ANY_XREF = BibtexDomain.resolve_any_xref
UPSTREAM_BIBLIOGRAPHY_RUN = BibliographyTransform.run


def _resolve_xref(self: BibtexDomain, env: Any, fromdocname: str, builder: Any, typ: str,
                  target: str, node: Any, contnode: Any) -> Any:  # fmt: skip
    try:
        keys = [cited.key for cited in parse_citation_targets(target)]
    except ValueError:  # upstream raises it, from the same parser
        keys = None
    if keys is None or _Narrowing.depth:
        return UPSTREAM_RESOLVE_XREF(self, env, fromdocname, builder, typ, target, node, contnode)
    with _narrowed(self, keys=keys):
        return UPSTREAM_RESOLVE_XREF(self, env, fromdocname, builder, typ, target, node, contnode)


def _resolve_any_xref(self: BibtexDomain, env: Any, fromdocname: str, builder: Any,
                      target: str, node: Any, contnode: Any) -> Any:  # fmt: skip
    keys = [key.strip() for key in target.split(",")]  # what upstream looks for first
    with contextlib.suppress(ValueError):  # then resolve_xref's keys, pre and post text apart
        keys += [cited.key for cited in parse_citation_targets(target)]
    with _narrowed(self, keys=keys):
        return UPSTREAM_RESOLVE_ANY_XREF(self, env, fromdocname, builder, target, node, contnode)


def _bibliography_run(self: BibliographyTransform, **kwargs: Any) -> None:
    documents = {bibnode["docname"] for bibnode in self.document.findall(bibliography_node)}
    if not documents:
        return
    with _narrowed(_cite(self.env), documents=documents):
        UPSTREAM_BIBLIOGRAPHY_RUN(self, **kwargs)


#: upstream's own method, kept for the test that shows workaround 8 is still needed
UPSTREAM_CLEAR_DOC = BibtexDomain.clear_doc
_PURGE = "_claims_purge_index"


def _purge_index(domain: BibtexDomain) -> dict[str, Named]:
    index = getattr(domain, _PURGE, None)
    if index is None:
        index = {
            "citations": Named(lambda citation: citation.bibliography_key.docname),
            "citation_refs": Named(lambda ref: ref.docname),
            "bibliographies": Named(lambda key: key.docname),
        }
        setattr(domain, _PURGE, index)
    return index


def _clear_doc(self: BibtexDomain, docname: str) -> None:
    index = _purge_index(self)
    if any(docname in index[name].names(self.data[name]) for name in index):
        UPSTREAM_CLEAR_DOC(self, docname)
        index["bibliographies"].forget()  # purged in place (the lists are new ones)


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


def _in_reading_order(domain: BibtexDomain) -> None:
    """Workaround 9: the bibliographies, in place, as a clean serial read adds them (Sphinx
    reads the documents sorted by name; a stable sort keeps each page's own order)."""
    bibliographies = domain.bibliographies
    ordered = sorted(bibliographies.items(), key=lambda item: item[0].docname)
    if list(bibliographies) != [key for key, _ in ordered]:
        bibliographies.clear()
        bibliographies.update(ordered)


def _indexed(env_updated: Callable[[BibtexDomain], Any]) -> Callable[[BibtexDomain], Any]:
    @functools.wraps(env_updated)
    def wrapper(self: BibtexDomain) -> Any:
        _in_reading_order(self)
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
            # the citations were emptied and made again in the same list: index them anew
            setattr(self, _LOOKUP, None)
            setattr(self, _PURGE, None)

    return wrapper


class _Installed:
    done = False  # the classes are shared: install once per process, and only once


def index_cited_documents() -> None:
    """Install workarounds 1 to 3, the filtering of 4, and 6 to 9."""
    if _Installed.done:
        return
    _Installed.done = True
    BibtexDomain.env_updated = _indexed(BibtexDomain.env_updated)  # type: ignore[method-assign,assignment]
    BibtexDomain.get_filtered_entries = _get_filtered_entries  # type: ignore[method-assign]
    BibtexDomain.get_all_cited_keys = _get_all_cited_keys  # type: ignore[method-assign]
    BibtexDomain.get_sorted_entries = _get_sorted_entries  # type: ignore[method-assign]
    BibtexDomain.resolve_xref = _resolve_xref  # type: ignore[method-assign]
    BibtexDomain.resolve_any_xref = _resolve_any_xref  # type: ignore[method-assign]
    BibtexDomain.clear_doc = _clear_doc  # type: ignore[method-assign]
    BibliographyTransform.run = _bibliography_run  # type: ignore[method-assign]
    BibliographyDirective.run = _bibliography_directive_run  # type: ignore[method-assign]
    BaseStyle.format_entry = _format_entry


class _Reader:
    """The documents this process has read: a parallel read's process forks from the main
    one, and its own pid tells it apart."""

    pid = os.getpid()
    docnames: set[str] = set()
    #: the citations list, and where the document being read began adding to it
    refs: list | None = None
    first_ref = 0
    #: the bibliographies of the document being read
    bibliographies: list[Any] = []

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
    _Reader.bibliographies = []
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
