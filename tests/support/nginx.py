"""Run the real nginx over a published site, with deploy/nginx.conf as tools.serve renders it."""

from __future__ import annotations

import http.client
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support.system import require_binary
from tools import serve

HOST = "127.0.0.1"
START_TIMEOUT = 10.0


@dataclass(frozen=True)
class Response:
    status: int
    headers: http.client.HTTPMessage
    body: bytes

    def header(self, name: str) -> str | None:
        return self.headers.get(name)

    @property
    def text(self) -> str:
        return self.body.decode("utf-8")


@dataclass(frozen=True)
class NginxServer:
    port: int
    prefix: Path

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}/"

    def get(self, path: str, headers: dict[str, str] | None = None) -> Response:
        """One GET, redirects not followed, body as sent (not decompressed)."""
        connection = http.client.HTTPConnection(HOST, self.port, timeout=10)
        try:
            connection.request("GET", path, headers=headers or {})
            response = connection.getresponse()
            return Response(response.status, response.headers, response.read())
        finally:
            connection.close()

    def error_log(self) -> str:
        log = self.prefix / "logs" / "error.log"
        return log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((HOST, 0))
        return probe.getsockname()[1]


def _answers(server: NginxServer) -> bool:
    try:
        server.get("/")
    except OSError:
        return False
    return True


def _start(nginx: str, root: Path, prefix: Path) -> tuple[subprocess.Popen[bytes], NginxServer]:
    server = NginxServer(free_port(), prefix)
    conf = serve.prepare_prefix(root, server.port, prefix)
    serve.check_readable(root, prefix)
    serve.check_config(nginx, conf, prefix)
    process = subprocess.Popen(
        serve.nginx_command(nginx, conf, prefix),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,  # startup errors also go to the error log
    )
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            break  # e.g. the port was taken between free_port() and bind()
        if _answers(server):
            return process, server
        time.sleep(0.05)
    serve.stop(process)
    raise RuntimeError(f"nginx did not answer on port {server.port}:\n{server.error_log()}")


@contextmanager
def running_nginx(root: Path, attempts: int = 3) -> Iterator[NginxServer]:
    """nginx serving *root* on a free loopback port, answering by the time this yields."""
    nginx = require_binary("nginx", "nginx")
    with tempfile.TemporaryDirectory(prefix="inference-notes-nginx-test-") as temp:
        for attempt in range(attempts):
            try:
                process, server = _start(nginx, root, Path(temp))
                break
            except RuntimeError:
                if attempt == attempts - 1:
                    raise
        try:
            yield server
        finally:
            serve.stop(process)
