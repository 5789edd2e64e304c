"""What a parallel read process sends back. Sphinx's ``Builder._read_parallel`` pickles a read
process's whole environment for the main process, which merges only the documents that process
read (``docs/upstream/sphinx-parallel-read-environment.md``); a container of the environment
can send less."""

from __future__ import annotations

import os
from typing import Any


class SentBack(dict):
    """A dict of the environment that a read process, forked from the process that made it,
    pickles as :meth:`sent_back` gives it; the process that made it pickles everything (the
    environment kept for the next build). Unpickled, it is a plain dict."""

    def __init__(self, items: dict) -> None:
        super().__init__(items)
        self.owner = os.getpid()

    def sent_back(self) -> list[tuple[Any, Any]]:
        """The items a read process sends back."""
        raise NotImplementedError

    def __reduce_ex__(self, protocol: Any) -> tuple:
        items = list(self.items()) if os.getpid() == self.owner else self.sent_back()
        return (dict, (items,))
