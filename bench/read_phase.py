"""Sphinx's read phase alone, timed inside one child: ``Builder.read()`` (every page read,
the parallel chunks merged, ``env-updated``), without the resolving of every page that each
builder's write phase does in the main process, with or without ``-j``.

Usage: ``python -m bench.read_phase CONFDIR SRCDIR JOBS LANGUAGE``; prints one line,
``read phase, s: <seconds>``.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

PREFIX = "read phase, s: "


def seconds(log: Path) -> float:
    """The read phase's seconds, from the log of a child that ran this module."""
    for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(PREFIX):
            return float(line.removeprefix(PREFIX))
    raise RuntimeError(f"{log}: no line starting {PREFIX!r}")


def main(confdir: str, srcdir: str, jobs: str, language: str) -> None:
    from sphinx.application import Sphinx

    nproc = (os.cpu_count() or 1) if jobs == "auto" else int(jobs)  # as sphinx-build -j reads it
    with tempfile.TemporaryDirectory() as tmp:
        app = Sphinx(
            srcdir,
            confdir,
            f"{tmp}/out",
            f"{tmp}/doctrees",
            "dummy",
            status=None,
            warning=sys.stderr,
            freshenv=True,
            parallel=nproc,
            confoverrides={"language": language},
        )
        start = time.perf_counter()
        app.builder.read()
        print(f"{PREFIX}{time.perf_counter() - start:.4f}", flush=True)


if __name__ == "__main__":
    main(*sys.argv[1:])
