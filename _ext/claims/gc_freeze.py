"""The cyclic garbage collector during a build.

A build keeps what it makes: the environment's records and, after a serial read, every
doctree (cached for the write phase). Python's collector walks all of it again at each full
collection, so its share of a build grew faster than the site: on a synthetic site of 200
articles it was a fifth of reading and about a twelfth of the whole build.

So what exists when reading starts is frozen (``gc.freeze``: the collector no longer walks it;
the Python manual advises it before a fork, as Sphinx's parallel read and write do); when a
document starts, what the one before left is collected and the survivors are frozen, so each
collection walks one document's objects; and when reading is over (``env-check-consistency``)
the same is done once more for the write phase. The build's end (``build-finished``, also
emitted when a build stops with an error) unfreezes everything, so nothing stays out of the
collector's reach. The main process of a parallel read reads nothing: what it merges stays
with the collector, since a freeze while a chunk is merged would keep that chunk's whole
environment to the end.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sphinx.application import Sphinx


class _Frozen:
    """Whether this build froze objects (and so has to unfreeze them)."""

    here = False


def start(app: Sphinx, *args: Any) -> None:
    if gc.get_freeze_count() == 0:  # nobody else's freeze to undo later
        gc.freeze()
        _Frozen.here = True


def collect_and_freeze(app: Sphinx, *args: Any) -> None:
    """Collect what was left since the last freeze, and freeze what survives."""
    if _Frozen.here:
        gc.collect()
        gc.freeze()


def finish(app: Sphinx, *args: Any) -> None:
    if _Frozen.here:
        gc.unfreeze()
        _Frozen.here = False


def connect(app: Sphinx) -> None:
    app.connect("env-before-read-docs", start)
    app.connect("source-read", collect_and_freeze)
    app.connect("env-check-consistency", collect_and_freeze, priority=900)
    app.connect("build-finished", finish, priority=1)  # before any handler that may raise
