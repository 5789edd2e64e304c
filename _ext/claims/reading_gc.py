"""The cyclic garbage collector while Sphinx reads the documents.

Reading keeps what it makes: the environment's records and, in a serial read, every doctree
(cached for the write phase). Python's collector walks all of it again at each full
collection, so the collector's share of reading grew faster than the site: on a synthetic
site of 200 articles it was a fifth of reading. In a parallel read the main process pays it
again while it unpickles each chunk's environment.

So, while documents are read: what exists is frozen (``gc.freeze``: the collector no longer
walks it; the Python manual advises it before a fork, as Sphinx's parallel read does), and
when a document starts, what the one before left is collected and the survivors frozen. Each
collection then walks one document's objects. (The main process of a parallel read reads
nothing: what it merges stays with the collector, since a freeze while a chunk is merged would
keep that chunk's whole environment until reading ends.) When reading ends (or the build
stops), all is unfrozen, so nothing stays out of the collector's reach.
"""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sphinx.application import Sphinx


class _Frozen:
    """Whether this build froze objects (and so has to unfreeze them)."""

    here = False


def before_reading(app: Sphinx, *args: Any) -> None:
    if gc.get_freeze_count() == 0:  # nobody else's freeze to undo later
        gc.freeze()
        _Frozen.here = True


def next_document(app: Sphinx, *args: Any) -> None:
    """Collect what the last document left, and freeze what survives."""
    if _Frozen.here:
        gc.collect()
        gc.freeze()


def after_reading(app: Sphinx, *args: Any) -> None:
    """At env-updated, and at build-finished for a build that stopped while reading."""
    if _Frozen.here:
        gc.unfreeze()
        _Frozen.here = False


def connect(app: Sphinx) -> None:
    app.connect("env-before-read-docs", before_reading)
    app.connect("source-read", next_document)
    app.connect("env-updated", after_reading, priority=0)
    app.connect("build-finished", after_reading)
