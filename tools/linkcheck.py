"""Dead sources: fetch the URL (and DOI) of every bibliography entry: ``make linkcheck``.

    python -m tools.linkcheck [source/references.bib] [--probe HOST:PORT] [--timeout S]

The claims name their sources by bibliography key, so the bibliography holds every URL a
reader can follow. Before checking anything the tool tries one TCP connection to the probe
host (3 seconds at most): without a network it prints one line saying the check was
skipped and exits 0, so an offline build machine is not a failure. Online, each dead
source is one line ``dead: key: url (reason)``; exits 1 when any is dead, 0 otherwise.
"""

from __future__ import annotations

import argparse
import socket
import sys
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from pybtex.database import parse_file

DEFAULT_BIB = Path(__file__).resolve().parent.parent / "source" / "references.bib"
DEFAULT_PROBE = "doi.org:443"
PROBE_TIMEOUT = 3.0
# some publishers refuse HEAD or unknown clients; a GET with a browser-like agent settles it
HEAD_REFUSED = frozenset({403, 405, 501})
USER_AGENT = "Mozilla/5.0 (compatible; inference-notes-linkcheck)"


@dataclass(frozen=True)
class Link:
    key: str
    url: str


@dataclass(frozen=True)
class Result:
    link: Link
    reason: str | None  # None when the source answered

    def __str__(self) -> str:
        return f"dead: {self.link.key}: {self.link.url} ({self.reason})"


def links(path: Path) -> list[Link]:
    """The URL and the DOI resolver link of every entry, in file order."""
    found = []
    for key, entry in parse_file(str(path), "bibtex").entries.items():
        if url := entry.fields.get("url", "").strip():
            found.append(Link(key, url))
        if doi := entry.fields.get("doi", "").strip():
            found.append(Link(key, f"https://doi.org/{doi}"))
    return found


def reachable(probe: str, timeout: float = PROBE_TIMEOUT) -> bool:
    host, _, port = probe.rpartition(":")
    try:
        with socket.create_connection((host, int(port)), timeout=timeout):
            return True
    except OSError:  # DNS failure, refused, unreachable, timed out
        return False


def fetch_status(url: str, method: str, timeout: float) -> int:
    request = urllib.request.Request(url, method=method, headers={"User-Agent": USER_AGENT})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return error.code


def check_link(link: Link, timeout: float) -> Result:
    try:
        status = fetch_status(link.url, "HEAD", timeout)
        if status in HEAD_REFUSED:
            status = fetch_status(link.url, "GET", timeout)
    except (urllib.error.URLError, OSError) as error:
        reason = getattr(error, "reason", error)
        return Result(link, f"no answer: {reason}")
    if status >= 400:
        return Result(link, f"HTTP {status}")
    return Result(link, None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bib", nargs="?", type=Path, default=DEFAULT_BIB)
    parser.add_argument("--probe", default=DEFAULT_PROBE, help="HOST:PORT that proves a network")
    parser.add_argument("--timeout", type=float, default=15.0, help="seconds per request")
    parser.add_argument("--workers", type=int, default=4)
    args = parser.parse_args(argv)

    if not reachable(args.probe):
        print(
            f"linkcheck: skipped: the network is unreachable (no connection to {args.probe} "
            f"within {PROBE_TIMEOUT:g} s); no source was checked"
        )
        return 0
    todo = links(args.bib)
    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        results = list(pool.map(lambda link: check_link(link, args.timeout), todo))
    dead = [result for result in results if result.reason is not None]
    for result in dead:
        print(result)
    print(f"linkcheck: {len(todo) - len(dead)} of {len(todo)} links answered, {len(dead)} dead")
    return 1 if dead else 0


if __name__ == "__main__":
    sys.exit(main())
