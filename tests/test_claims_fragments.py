"""The Numbers page's kept tables never show what a clean build of the same sources would
not: each test edits the sources between two builds into the same folders, then compares
the Numbers page with a clean build's of the edited sources."""

from __future__ import annotations

import shutil
from pathlib import Path

from bs4 import BeautifulSoup
from sphinx.util.docutils import patch_docutils

from claims import fragments

ROOT = Path(__file__).parent / "roots" / "test-claims-clean"


def numbers(app) -> str:
    return (Path(app.outdir) / "numbers.html").read_text(encoding="utf-8")


def build(make_app, src: Path, **options):
    app = make_app("html", srcdir=src, **options)
    with patch_docutils(app.confdir):  # as sphinx-build reads docutils.conf
        app.build()
    app.cleanup()
    return app


def clean_numbers(make_app, src: Path, tmp_path: Path) -> str:
    copy = shutil.copytree(src, tmp_path / "clean", ignore=shutil.ignore_patterns("_build"))
    return numbers(build(make_app, copy, freshenv=True))


def test_reordered_bibliography_fields_reach_the_ready_bibtex(make_app, tmp_path):
    """The ready BibTeX writes an entry's fields in the bibliography's order: moving a
    field (same values) writes the source's table again."""
    src = shutil.copytree(ROOT, tmp_path / "site")
    before = numbers(build(make_app, src))
    bib = src / "refs.bib"
    text = bib.read_text(encoding="utf-8")
    moved = text.replace(
        "  booktitle = {ICLR},\n  year = {2024},\n", "  year = {2024},\n  booktitle = {ICLR},\n", 1
    )
    assert moved != text
    bib.write_text(moved, encoding="utf-8")
    again = build(make_app, src)
    assert fragments.of(again).written == 1  # dao2023fa2's table only
    page = numbers(again)
    assert page != before
    assert page == clean_numbers(make_app, src, tmp_path)


def test_a_new_docutils_conf_reaches_every_table(make_app, tmp_path):
    """docutils.conf sets how the translator writes a table (its classes): editing it
    reads and writes every page again, the Numbers page with every table written anew."""
    src = shutil.copytree(ROOT, tmp_path / "site")
    build(make_app, src, docutils_conf="[html writers]\ntable_style: borderless\n")
    conf = "[html writers]\ntable_style: booktabs\n"
    again = build(make_app, src, docutils_conf=conf)
    tables = BeautifulSoup(numbers(again), "html.parser").select("table")
    assert tables and all("booktabs" in t["class"] for t in tables)
    (src / "docutils.conf").write_text(conf, encoding="utf-8")  # the app's cleanup removed it
    assert numbers(again) == clean_numbers(make_app, src, tmp_path)


def test_a_build_folder_that_cannot_hold_the_tables_changes_nothing(make_app, tmp_path):
    """The kept tables are a convenience: where the file cannot be written (a folder stands
    in its place) the build succeeds, shows the same page, and the next build writes every
    table again."""
    src = shutil.copytree(ROOT, tmp_path / "site")
    first = make_app("html", srcdir=src)
    (Path(first.doctreedir) / fragments.FRAGMENTS_FILE).mkdir(parents=True)
    first.build()
    assert "[claims." not in first.warning.getvalue()
    tables = fragments.of(first).written
    assert tables > 0
    page = numbers(first)
    first.cleanup()
    assert page == clean_numbers(make_app, src, tmp_path)
    again = make_app("html", srcdir=src, freshenv=True)
    again.build()
    assert fragments.of(again).written == tables
