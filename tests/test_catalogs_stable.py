"""Catalogs do not churn: extracting the templates again and updating the committed
catalogs from them changes no byte (the promise behind `make gettext update-po`)."""

from __future__ import annotations

import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def pot_dir():
    # the templates' "#:" source paths are relative to their folder: extract at the same
    # depth as `make gettext` (_build/gettext) so they match the committed catalogs
    (REPO / "_build").mkdir(exist_ok=True)
    path = Path(tempfile.mkdtemp(prefix="gettext-", dir=REPO / "_build"))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def test_gettext_then_update_leaves_committed_catalogs_unchanged(tmp_path, pot_dir):
    pot = pot_dir
    env = {**os.environ, "SOURCE_DATE_EPOCH": "1785628800"}
    subprocess.run(
        [
            sys.executable,
            "-m",
            "sphinx",
            "-b",
            "gettext",
            "-c",
            str(REPO),
            str(REPO / "source"),
            str(pot),
            "-d",
            str(tmp_path / "doctrees"),
            "-D",
            "language=en",
            "-q",
        ],
        cwd=REPO,
        env=env,
        check=True,
    )
    locale = tmp_path / "locale"
    shutil.copytree(REPO / "locale", locale, ignore=shutil.ignore_patterns("*.mo"))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "tools.update_catalogs",
            "--pot-dir",
            str(pot),
            "--locale-dir",
            str(locale),
            "--language",
            "zh_CN",
            "--width",
            "79",
        ],
        cwd=REPO,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    assert "0 create, 0 update" in result.stdout, result.stdout
    committed = sorted(p.relative_to(REPO / "locale") for p in (REPO / "locale").rglob("*.po"))
    for rel in committed:
        assert filecmp.cmp(REPO / "locale" / rel, locale / rel, shallow=False), rel
    # every document has its catalog
    templates = {p.relative_to(pot).with_suffix(".po") for p in pot.rglob("*.pot")}
    assert templates <= {rel.relative_to("zh_CN/LC_MESSAGES") for rel in committed}
