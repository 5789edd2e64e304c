"""A copy of the clean test root with data appended, built once: what an adversary adds to a
site that passes, and the warnings the build gives for it."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.support.sphinx_warnings import parse

CLAIMS = "_data/claims/main.yaml"
HARDWARE = "_data/hardware.yaml"
BIB = "refs.bib"


def line_of(src: Path, name: str, text: str) -> int:
    """Line (from 1) of the first line of *name* that starts with *text* (after indent)."""
    rows = (src / name).read_text(encoding="utf-8").splitlines()
    return next(i for i, row in enumerate(rows, 1) if row.strip().startswith(text))


def build_variant(
    make_app,
    rootdir: Path,
    tmp_path: Path,
    *,
    claims: str = "",
    hardware: str = "",
    bib: str = "",
    page: str = "",
):
    """The clean root with *claims*, *hardware* and *bib* appended to its data files and
    *page* to its index page; returns the source folder and the parsed warnings."""
    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-clean", src)
    for name, extra in ((CLAIMS, claims), (HARDWARE, hardware), (BIB, bib), ("index.md", page)):
        if extra:
            path = src / name
            path.write_text(path.read_text(encoding="utf-8") + extra, encoding="utf-8")
    app = make_app("html", srcdir=src, freshenv=True)
    try:
        app.build()
        return src, parse(app.warning.getvalue(), src), app.warning.getvalue()
    finally:
        app.cleanup()
