"""claims.reading_gc: while documents are read, what exists is frozen and each document's
survivors are frozen after it; nothing stays frozen after a build, even one that stops
while reading, and a freeze made by someone else is theirs to undo."""

from __future__ import annotations

import gc

import pytest

ROOT = "claims-clean"


def _frozen_at_each_document(app) -> list[int]:
    counts: list[int] = []
    app.connect("source-read", lambda app, docname, source: counts.append(gc.get_freeze_count()))
    return counts


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_reading_runs_frozen_and_leaves_nothing_frozen(app):
    counts = _frozen_at_each_document(app)
    app.build()
    assert len(counts) == len(app.env.found_docs) > 2
    assert min(counts) > 0
    # each document's survivors join the frozen objects before the next one is read
    assert counts[-1] > counts[0]
    assert gc.get_freeze_count() == 0


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_a_build_that_stops_while_reading_leaves_nothing_frozen(app):
    def fail(app, docname, source):
        raise RuntimeError("stop")

    app.connect("source-read", fail)
    with pytest.raises(Exception, match="stop"):
        app.build()
    assert gc.get_freeze_count() == 0


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_a_freeze_made_by_someone_else_is_left_alone(app):
    gc.freeze()
    try:
        counts = _frozen_at_each_document(app)
        app.build()
        # had the build frozen anything itself, it would have unfrozen everything at the end
        assert min(counts) > 0 and gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
