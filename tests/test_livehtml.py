"""`make livehtml LANGUAGE=zh_CN` rebuilds when a catalog changes, and does not loop on the
.mo files that the build itself compiles. Runs the real Makefile target (sphinx-autobuild)
on a copy of the project, so the repository is never touched."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

import polib

from tests.support.waiting import free_port, wait_for

REPO = Path(__file__).resolve().parent.parent
COPY = [
    "Makefile",
    "conf.py",
    "pyproject.toml",
    "requirements.lock",
    "_ext",
    "_static",
    "_templates",
    "source",
    "locale",
]


def test_livehtml_rebuilds_on_po_change_without_looping(tmp_path):
    project = tmp_path / "project"
    project.mkdir()
    for name in COPY:
        source = REPO / name
        if source.is_dir():
            shutil.copytree(
                source,
                project / name,
                ignore=shutil.ignore_patterns("*.mo", "__pycache__", ".potodo"),
            )
        else:
            shutil.copy2(source, project / name)
    venv = REPO / ".venv"
    log = tmp_path / "livehtml.log"
    command = ["make", "livehtml", "LANGUAGE=zh_CN", f"PORT={free_port()}", f"VENV={venv}"]
    with log.open("w") as out:
        process = subprocess.Popen(
            command,
            cwd=project,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
    page = project / "_build" / "livehtml" / "zh_CN" / "posts" / "static-site-publishing.html"
    builds = lambda: len(re.findall(r"build succeeded", log.read_text()))  # noqa: E731
    try:
        wait_for(lambda: builds() >= 1 and page.exists(), 600, "the first build")
        time.sleep(5)
        assert builds() == 1, (
            "compiling the .mo files triggered another build\n" + log.read_text()[-2000:]
        )
        # a translator edits the catalog: the page is rebuilt with the new translation
        po_path = (
            project / "locale" / "zh_CN" / "LC_MESSAGES" / "posts" / "static-site-publishing.po"
        )
        po = polib.pofile(str(po_path))
        entry = po.find("Static site publishing")
        entry.msgstr = "静态站点发布（修订）"
        po.save()
        # the page is written before the build reports success: wait for both
        wait_for(
            lambda: "静态站点发布（修订）" in page.read_text(encoding="utf-8") and builds() >= 2,
            300,
            "the rebuild after the .po change",
        )
        settled = builds()
        time.sleep(8)
        assert builds() == settled, (
            "the rebuild kept triggering rebuilds\n" + log.read_text()[-2000:]
        )
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
