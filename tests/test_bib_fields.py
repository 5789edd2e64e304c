"""tools/bib_fields: every bibliography entry has url, an ISO urldate and, on arXiv, its id;
over the real references.bib and over bad entries, each located by file, line and key."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO
from tools import bib_fields

COMPLETE = """\
@misc{good2024,
  title   = {A complete entry},
  eprint  = {2401.00001},
  urldate = {2026-08-09},
  url     = {https://arxiv.org/abs/2401.00001}
}
"""
# a bad entry written after COMPLETE and a blank line starts on this line
BAD_LINE = COMPLETE.count("\n") + 2


def write_bib(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "references.bib"
    path.write_text(COMPLETE + "\n" + text, encoding="utf-8")
    return path


def test_the_real_bibliography_is_complete() -> None:
    assert [str(problem) for problem in bib_fields.check(bib_fields.DEFAULT_BIB)] == []


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (
            "@misc{nourl2024,\n  title = {No url},\n  urldate = {2026-08-09}\n}\n",
            "no url",
        ),
        (
            "@misc{nodate2024,\n  title = {No date},\n  url = {https://example.org/}\n}\n",
            "no urldate (the ISO date the source was read, YYYY-MM-DD)",
        ),
        (
            "@misc{usdate2024,\n  urldate = {08/09/2026},\n  url = {https://example.org/}\n}\n",
            "urldate '08/09/2026' is not an ISO date (YYYY-MM-DD)",
        ),
        (
            "@misc{nodate2024,\n  urldate = {2026-02-30},\n  url = {https://example.org/}\n}\n",
            "urldate '2026-02-30' is not an ISO date (YYYY-MM-DD)",
        ),
        (
            "@misc{noid2024,\n  urldate = {2026-08-09},\n"
            "  url = {https://arxiv.org/abs/2401.00002v2}\n}\n",
            "url is on arxiv.org but the entry has no eprint (its arXiv id)",
        ),
    ],
    ids=["no-url", "no-urldate", "urldate-not-iso", "urldate-not-a-day", "arxiv-without-eprint"],
)
def test_each_missing_field_is_named_with_its_entry(
    tmp_path: Path, entry: str, message: str
) -> None:
    path = write_bib(tmp_path, entry)
    key = entry[entry.index("{") + 1 : entry.index(",")]
    assert [str(problem) for problem in bib_fields.check(path)] == [
        f"{path}:{BAD_LINE}: {key}: {message}"
    ]


def test_an_entry_without_url_or_date_gets_both_problems(tmp_path: Path) -> None:
    path = write_bib(tmp_path, "@book{bare2020,\n  title = {Bare}\n}\n")
    problems = bib_fields.check(path)
    assert [(problem.key, problem.message) for problem in problems] == [
        ("bare2020", "no url"),
        ("bare2020", "no urldate (the ISO date the source was read, YYYY-MM-DD)"),
    ]


def test_field_names_are_case_insensitive_as_in_bibtex(tmp_path: Path) -> None:
    path = write_bib(
        tmp_path,
        "@MISC{upper2024,\n  URLDATE = {2026-08-09},\n  EPRINT = {2401.00003},\n"
        "  URL = {https://arxiv.org/abs/2401.00003}\n}\n",
    )
    assert bib_fields.check(path) == []


def test_command_line_prints_the_problems_and_fails(tmp_path: Path) -> None:
    path = write_bib(tmp_path, "@misc{nodate2024,\n  url = {https://example.org/}\n}\n")
    done = subprocess.run(
        [sys.executable, "-m", "tools.bib_fields", str(path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.splitlines() == [
        f"{path}:{BAD_LINE}: nodate2024: no urldate (the ISO date the source was read, YYYY-MM-DD)"
    ]
