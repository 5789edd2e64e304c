"""Workarounds for the bibliography extension, in one place. Each names the version it
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
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

from pybtex.style.formatting import BaseStyle
from sphinxcontrib.bibtex import domain as bibtex_domain
from sphinxcontrib.bibtex.domain import BibtexDomain

#: the versions the workaround was written against; another one fails the upstream test
TARGETS = {"sphinxcontrib-bibtex": "2.7.0"}

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
    for entry in self.get_entries(bibliography.bibfiles):
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
        _Formatted.current = _Formatted(self.data.get(_FORMATTED, {}))
        try:
            result = env_updated(self)
            self.data[_FORMATTED] = _Formatted.current.new
            return result
        finally:
            delattr(self, _INDEX)  # never pickled with the environment
            _Formatted.current = None

    return wrapper


def index_cited_documents() -> None:
    """Install workarounds 1 and 2 (once per process: the classes are shared)."""
    if getattr(BibtexDomain.env_updated, "__wrapped__", None) is None:
        BibtexDomain.env_updated = _indexed(BibtexDomain.env_updated)  # type: ignore[method-assign,assignment]
        BibtexDomain.get_filtered_entries = _get_filtered_entries  # type: ignore[method-assign]
        BaseStyle.format_entry = _format_entry
