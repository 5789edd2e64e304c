"""One sphinx-build that records the CPU time the claims scan takes inside it.

``python -m bench.scan_time <sphinx-build arguments>`` runs ``sphinx-build`` with the scan's
transform method wrapped (``CheckClaims._scan``, all that ``claims_scan = False`` turns off; the
detector is built either way, by the configuration's check, and the rules a text first calls for
are compiled in the scan, so they count): each call's process time is appended, one line per
call, to the file that ``BENCH_SCAN_TIMES`` names (read back by :func:`seconds`). A line per
call rather than a total at exit, so that a page read in a forked ``-j`` worker counts too. A
build with the scan off makes no line.

This is the figure that tells a scan costing 1% of a build from the noise between two builds:
both are read in one process, so the load on the machine falls on both alike.
"""

from __future__ import annotations

import functools
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ENVIRONMENT = "BENCH_SCAN_TIMES"
EXTENSIONS = Path(__file__).resolve().parent.parent / "_ext"


def seconds(times: Path) -> float | None:
    """The scan's CPU seconds in the build that wrote *times*: 0 if it never scanned, None
    if the build did not run through this module."""
    if not times.exists():
        return None
    return sum(float(line) for line in times.read_text(encoding="utf-8").split())


def _timed(function: Callable[..., Any], out: Path) -> Callable[..., Any]:
    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            with open(out, "a", encoding="utf-8") as f:
                f.write(f"{time.process_time() - start:.6f}\n")

    return wrapper


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(EXTENSIONS))  # as conf.py does: the extension sphinx will load
    from sphinx.cmd.build import main as sphinx_build

    from claims import transforms

    out = os.environ.get(ENVIRONMENT)
    if out:
        Path(out).write_text("", encoding="utf-8")
        timed = _timed(transforms.CheckClaims._scan, Path(out))
        transforms.CheckClaims._scan = timed  # type: ignore[method-assign]
    return sphinx_build(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
