"""Which documents a growing collection of records names, kept up to date as it grows.

Sphinx purges every document before it reads it, a fresh build included; a purge that filters
every record of the site each time makes reading the site quadratic in its size. A purge asks
:meth:`Named.names` first, and filters only when the document has records.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Hashable
from typing import Any


class Named:
    """The documents named by the records of one collection (a list, or a dict's keys) to
    which records are only added. Whoever removes records in place calls :meth:`forget`; a
    collection that was replaced, or has fewer records than were seen, is read again."""

    def __init__(self, docname_of: Callable[[Any], str]) -> None:
        self._docname_of = docname_of
        self._records: Collection[Hashable] | None = None
        self._seen = 0
        self._names: set[str] = set()

    def names(self, records: Collection[Any]) -> set[str]:
        if records is not self._records or len(records) < self._seen:
            self._records, self._seen, self._names = records, 0, set()
        added = (
            records[self._seen :]
            if isinstance(records, list)
            else itertools.islice(records, self._seen, None)  # a dict's keys: skipped in C
        )
        self._names.update(map(self._docname_of, added))
        self._seen = len(records)
        return self._names

    def forget(self) -> None:
        self._records = None
