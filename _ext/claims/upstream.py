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
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

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


def _indexed(env_updated: Callable[[BibtexDomain], Any]) -> Callable[[BibtexDomain], Any]:
    @functools.wraps(env_updated)
    def wrapper(self: BibtexDomain) -> Any:
        setattr(self, _INDEX, cited_documents(self))
        try:
            return env_updated(self)
        finally:
            delattr(self, _INDEX)  # never pickled with the environment

    return wrapper


def index_cited_documents() -> None:
    """Install workaround 1 (once per process: the domain class is shared)."""
    if getattr(BibtexDomain.env_updated, "__wrapped__", None) is None:
        BibtexDomain.env_updated = _indexed(BibtexDomain.env_updated)  # type: ignore[method-assign,assignment]
        BibtexDomain.get_filtered_entries = _get_filtered_entries  # type: ignore[method-assign]
