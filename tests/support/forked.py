"""An object pickled by a process forked from the test's, as Sphinx's parallel read pickles its
environment in each read process."""

from __future__ import annotations

import multiprocessing
import pickle
from collections.abc import Callable
from typing import Any


def pickled_in_a_fork(obj: Any, before: Callable[[], None] = lambda: None) -> Any:
    """*obj* pickled in a forked process (after *before* ran there), unpickled here."""
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)

    def child() -> None:
        before()
        send.send_bytes(pickle.dumps(obj, pickle.HIGHEST_PROTOCOL))

    process = context.Process(target=child)
    process.start()
    data = receive.recv_bytes()
    process.join()
    return pickle.loads(data)
