"""Two identical builds of the real site, as two ``make html`` runs: the second reports no
configuration change, prints no MyST configuration and writes no page; a changed article
rewrites itself and the home page that lists it, nothing else. The Chinese build announces its
search index as Chinese."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
WRITTEN = re.compile(r"writing output\.\.\. \[\s*\d+%\] (\S+)")
ARTICLE = "posts/flashattention-primer"


@pytest.fixture(scope="module")
def sources(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of source/ and locale/ (conf.py finds the catalogs at ../locale), so a test
    can touch an article without touching the repository."""
    work = tmp_path_factory.mktemp("quiet")
    shutil.copytree(REPO / "source", work / "source")
    shutil.copytree(REPO / "locale", work / "locale")
    return work


def make_html(sources: Path, language: str) -> str:
    """The Makefile's ``html`` recipe for *language*, on the copy; what it printed."""
    result = subprocess.run(
        [sys.executable, "-m", "sphinx", "-c", str(REPO), str(sources / "source"),
         "-b", "html", str(sources / "html" / language),
         "-d", str(sources / "doctrees" / language),
         "-D", f"language={language}", "-D", "site_baseurl=http://127.0.0.1:8080/"],
        cwd=REPO, env={**os.environ, "SOURCE_DATE_EPOCH": "1785628800"},
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-4000:]
    assert result.stderr == "", result.stderr[-4000:]  # no warning either
    return result.stdout


@pytest.mark.parametrize(("language", "search"), [("en", "English"), ("zh_CN", "Chinese")])
def test_second_identical_build_is_silent_and_writes_nothing(sources, language, search):
    first = make_html(sources, language)
    assert ARTICLE in WRITTEN.findall(first)  # the pattern reads Sphinx's progress lines
    assert f"dumping search index in {search} (code: {language[:2]})" in first
    assert "MdParserConfig(" not in first
    second = make_html(sources, language)
    assert "The configuration has changed" not in second
    assert "MdParserConfig(" not in second
    assert "0 added, 0 changed, 0 removed" in second
    assert WRITTEN.findall(second) == []

    # a changed article is read and written again, and with it the home page, whose post
    # list shows it; the pages generated from every article show the same (no claim use
    # changed: tests/test_claims_parallel.py edits one), so they are not; nothing else
    article = sources / "source" / f"{ARTICLE}.md"
    article.touch()  # newer than its last reading
    third = make_html(sources, language)
    assert "0 added, 1 changed, 0 removed" in third
    assert sorted(WRITTEN.findall(third)) == ["index", ARTICLE]
