"""Two clean publications of one commit are the same bytes, file for file: another build
folder, another time zone, another wall-clock time change nothing in public/."""

from __future__ import annotations

import hashlib
import shutil
import tempfile
from pathlib import Path

from tests.support.public_site import publish


def tree(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


def test_two_clean_publications_are_byte_identical(public_site):
    work = Path(tempfile.mkdtemp(prefix="inference-notes-publish-again-"))
    try:
        again = publish(work, {"TZ": "Asia/Shanghai"})
        first, second = tree(public_site), tree(again)
        assert len(first) > 100
        assert sorted(first) == sorted(second)
        assert [name for name in first if first[name] != second[name]] == []
    finally:
        shutil.rmtree(work, ignore_errors=True)
