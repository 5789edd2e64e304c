"""The translators' own tools accept every catalog: GNU msgfmt's strictest check
(``msgfmt --check``, what Poedit and every gettext-based tool run) passes on each."""

from __future__ import annotations

import subprocess
from pathlib import Path

import polib
import pytest

from tests.support.system import require_binary

REPO = Path(__file__).resolve().parent.parent
CATALOGS = sorted((REPO / "locale").rglob("*.po")) + sorted((REPO / "_ext").rglob("*.po"))


@pytest.mark.parametrize("catalog", CATALOGS, ids=lambda p: str(p.relative_to(REPO)))
def test_msgfmt_check_accepts_the_catalog(catalog: Path) -> None:
    msgfmt = require_binary("msgfmt", "gettext")
    result = subprocess.run(
        [msgfmt, "--check", "-o", "/dev/null", str(catalog)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


def test_only_ui_strings_are_flagged_as_format_strings() -> None:
    # page and data text with "73%" or "{claim}" is no format string; a UI string with
    # %(name)s is, and msgfmt --check then compares its placeholders
    # (sphinx.po and the extensions' own catalogs are interface strings, formatted with %)
    for catalog in sorted((REPO / "locale").rglob("*.po")):
        flagged = [
            e.msgid
            for e in polib.pofile(str(catalog))
            if {"python-format", "python-brace-format"} & set(e.flags)
        ]
        if catalog.name != "sphinx.po":
            assert flagged == [], f"{catalog.name}: {flagged[:3]}"
