"""tools/linkcheck (`make linkcheck`): offline it skips with one line and exits 0; online
it names each dead source. The online path runs against a real HTTP server on 127.0.0.1."""

from __future__ import annotations

import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tests.conftest import REPO
from tools import linkcheck


class Handler(BaseHTTPRequestHandler):
    """/ok answers 200, /head-refused answers 405 to HEAD and 200 to GET, the rest 404."""

    def answer(self, with_body: bool) -> None:
        if self.path == "/ok" or (self.path == "/head-refused" and with_body):
            status = 200
        elif self.path == "/head-refused":
            status = 405
        else:
            status = 404
        body = b"source\n"
        self.send_response(status)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if with_body:
            self.wfile.write(body)

    def do_HEAD(self) -> None:  # noqa: N802 (http.server's naming)
        self.answer(with_body=False)

    def do_GET(self) -> None:  # noqa: N802
        self.answer(with_body=True)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass  # keep the test output to what the tool prints


@pytest.fixture
def server() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def closed_port() -> str:
    """A local port nothing listens on: bound, then released."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{sock.getsockname()[1]}"


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tools.linkcheck", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
        # a proxy from the environment would receive the 127.0.0.1 requests instead
        env={"PATH": "/usr/bin:/bin", "NO_PROXY": "*"},
    )


def write_bib(tmp_path: Path, host: str) -> Path:
    path = tmp_path / "references.bib"
    path.write_text(
        f"@misc{{alive2024,\n  urldate = {{2026-08-09}},\n  url = {{http://{host}/ok}}\n}}\n"
        f"@misc{{gone2024,\n  urldate = {{2026-08-09}},\n  url = {{http://{host}/gone}}\n}}\n"
        f"@misc{{nohead2024,\n  urldate = {{2026-08-09}},\n"
        f"  url = {{http://{host}/head-refused}}\n}}\n",
        encoding="utf-8",
    )
    return path


def test_offline_the_check_is_skipped_with_one_line_and_exit_0(tmp_path: Path) -> None:
    probe = closed_port()
    done = run_tool(str(write_bib(tmp_path, probe)), "--probe", probe)
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        f"linkcheck: skipped: the network is unreachable (no connection to {probe} "
        "within 3 s); no source was checked"
    ]
    assert done.stderr == ""


def test_make_linkcheck_skips_on_a_machine_without_network() -> None:
    if linkcheck.reachable(linkcheck.DEFAULT_PROBE):
        pytest.skip(f"{linkcheck.DEFAULT_PROBE} is reachable here, so there is no offline skip")
    done = subprocess.run(
        ["make", "--no-print-directory", "linkcheck"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        f"linkcheck: skipped: the network is unreachable (no connection to "
        f"{linkcheck.DEFAULT_PROBE} within 3 s); no source was checked"
    ]


def test_online_each_dead_source_is_named_and_the_check_fails(tmp_path: Path, server: str) -> None:
    done = run_tool(str(write_bib(tmp_path, server)), "--probe", server)
    assert done.returncode == 1, done.stderr
    assert done.stdout.splitlines() == [
        f"dead: gone2024: http://{server}/gone (HTTP 404)",
        "linkcheck: 2 of 3 links answered, 1 dead",
    ]


def test_online_a_source_that_stopped_answering_is_dead(tmp_path: Path, server: str) -> None:
    gone = closed_port()
    path = tmp_path / "references.bib"
    path.write_text(f"@misc{{down2024,\n  url = {{http://{gone}/paper}}\n}}\n", encoding="utf-8")
    done = run_tool(str(path), "--probe", server)
    assert done.returncode == 1
    assert done.stdout.splitlines()[0].startswith(
        f"dead: down2024: http://{gone}/paper (no answer: [Errno 111]"
    )


def test_a_doi_is_checked_through_its_resolver(tmp_path: Path) -> None:
    path = tmp_path / "references.bib"
    path.write_text(
        "@article{doi2024,\n  doi = {10.1000/182},\n  url = {https://example.org/}\n}\n",
        encoding="utf-8",
    )
    assert linkcheck.links(path) == [
        linkcheck.Link("doi2024", "https://example.org/"),
        linkcheck.Link("doi2024", "https://doi.org/10.1000/182"),
    ]
