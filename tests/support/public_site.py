"""Session fixtures: the site published once by tools.publish, and nginx serving it."""

from __future__ import annotations

import copy
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.nginx import NginxServer, running_nginx

REPO = Path(__file__).resolve().parents[2]
BASEURL = "http://127.0.0.1:8080/"


@pytest.fixture(scope="session")
def public_site() -> Iterator[Path]:
    """`make public` into a temporary directory, once per test session. SPHINXOPTS from the
    environment are passed on, as the Makefile does."""
    # not below pytest's private temporary folder: nginx's workers drop root
    # (tools/serve.py) and must reach the site; they may traverse this folder, not list it
    work = Path(tempfile.mkdtemp(prefix="inference-notes-publish-"))
    work.chmod(0o711)
    try:
        yield publish(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def publish(work: Path, extra_env: dict[str, str] | None = None) -> Path:
    """tools.publish into *work*/public, strict, as ``make public`` runs it."""
    out = work / "public"
    command = [
        sys.executable, "-m", "tools.publish",
        "--out", str(out), "--baseurl", BASEURL, "--doctrees", str(work / "doctrees"),
        "-q", *shlex.split(os.environ.get("SPHINXOPTS", "")),
    ]  # fmt: skip
    env = {
        **os.environ,
        "SOURCE_DATE_EPOCH": os.environ.get("SOURCE_DATE_EPOCH", "1785628800"),
        **(extra_env or {}),
    }
    result = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(
            f"tools.publish failed (exit status {result.returncode}):\n"
            f"{result.stdout[-3000:]}\n{result.stderr[-5000:]}",
            pytrace=False,
        )
    return out


@pytest.fixture(scope="session")
def public_server(public_site: Path) -> Iterator[NginxServer]:
    """nginx with deploy/nginx.conf serving public_site on a free loopback port."""
    with running_nginx(public_site) as server:
        yield server


def heading_of(page) -> str:
    """A built page's h1 (a BeautifulSoup document) without its permalink."""
    heading = copy.copy(page.h1)
    for link in heading.select(".headerlink"):
        link.decompose()
    return heading.get_text()
