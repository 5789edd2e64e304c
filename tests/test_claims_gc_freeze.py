"""claims.gc_freeze: from reading on, what exists is frozen, and each document's survivors
after it, and what reading leaves for the write phase; nothing stays frozen after a build,
even one that stops while reading or fails on an uncited number, and a freeze made by
someone else is theirs to undo."""

from __future__ import annotations

import gc

import pytest

ROOT = "claims-clean"


def _frozen_at(app, event: str) -> list[int]:
    counts: list[int] = []
    app.connect(event, lambda app, *args: counts.append(gc.get_freeze_count()))
    return counts


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_a_build_runs_frozen_from_reading_on_and_leaves_nothing_frozen(app):
    reading = _frozen_at(app, "source-read")
    writing = _frozen_at(app, "doctree-resolved")
    app.build()
    assert len(reading) == len(app.env.found_docs) > 2
    assert min(reading) > 0
    # each document's survivors join the frozen objects before the next one is read
    assert reading[-1] > reading[0]
    assert min(writing) >= reading[-1]
    assert gc.get_freeze_count() == 0


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_a_build_that_stops_while_reading_leaves_nothing_frozen(app):
    def fail(app, docname, source):
        raise RuntimeError("stop")

    app.connect("source-read", fail)
    with pytest.raises(Exception, match="stop"):
        app.build()
    assert gc.get_freeze_count() == 0


@pytest.mark.sphinx("html", testroot="claims-uncited", freshenv=True)
def test_a_build_that_fails_on_an_uncited_number_leaves_nothing_frozen(app):
    app.build()
    assert app.statuscode == 1
    assert gc.get_freeze_count() == 0


@pytest.mark.sphinx("html", testroot=ROOT, freshenv=True)
def test_a_freeze_made_by_someone_else_is_left_alone(app):
    gc.freeze()
    try:
        counts = _frozen_at(app, "source-read")
        app.build()
        # had the build frozen anything itself, it would have unfrozen everything at the end
        assert min(counts) > 0 and gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
