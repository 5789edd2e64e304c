"""Lighthouse (pinned in package-lock.json, run by tools/lighthouse.mjs with Debian's
Chromium) on the home page and every article of both languages, served by nginx:
accessibility, best practices and SEO 1.0.

The performance score is printed and recorded, never asserted: it is a timing (total
blocking time is measured on the real CPU) and varies with the load of other processes on
this shared machine; `make lighthouse` runs this test alone and shows it. A page that misses
a required score is run again, up to five runs in all, and its best run counts (Lighthouse
CI's "optimistic" aggregation). Every run's scores are written to
tests/artifacts/lighthouse.json.
"""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from tests.support.browser import ARTIFACTS, REPO, missing
from tests.support.system import require_binary

pytestmark = pytest.mark.browser

LIGHTHOUSE = REPO / "node_modules" / "lighthouse" / "package.json"
RUNNER = REPO / "tools" / "lighthouse.mjs"
POSTS = sorted(p.stem for p in (REPO / "source" / "posts").glob("*.md"))
PAGES = [
    f"{language}/{page}"
    for language in ["en", "zh-cn"]
    for page in ["index.html", *(f"posts/{post}.html" for post in POSTS)]
]
REQUIRED = {"accessibility": 1, "best-practices": 1, "seo": 1}
REPORTED = ["performance", *REQUIRED]
RUNS = 5


def run_lighthouse(urls: list[str]) -> dict[str, dict]:
    node = require_binary("node", "nodejs")
    chromium = require_binary("chromium", "chromium")
    if not LIGHTHOUSE.is_file():
        missing("Lighthouse is not installed: npm ci (package-lock.json)")
    result = subprocess.run(
        [node, str(RUNNER), *urls],
        capture_output=True,
        text=True,
        env={**os.environ, "CHROME_PATH": chromium},
        cwd=REPO,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout)


def shortfall(scores: dict) -> dict[str, float | None]:
    return {
        name: scores.get(name)
        for name, least in REQUIRED.items()
        if scores.get(name) is None or scores[name] < least
    }


def test_lighthouse_scores(public_server, record_property):
    urls = {page: f"{public_server.url}{page}" for page in PAGES}
    runs: dict[str, list[dict]] = {page: [] for page in PAGES}
    pending = list(PAGES)
    for _ in range(RUNS):
        found = run_lighthouse([urls[page] for page in pending])
        for page in pending:
            runs[page].append(found[urls[page]])
        pending = [page for page in pending if all(shortfall(run) for run in runs[page])]
        if not pending:
            break
    best = {
        page: max(
            page_runs,
            key=lambda run: sorted(
                (run.get(name) or 0) - least for name, least in REQUIRED.items()
            ),
        )
        for page, page_runs in runs.items()
    }
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "lighthouse.json").write_text(json.dumps(runs, indent=2), encoding="utf-8")
    print("\nLighthouse (best run): performance, accessibility, best practices, SEO")
    for page, run in best.items():
        scores = [run.get(name) for name in REPORTED]
        record_property(f"lighthouse {page}", scores)
        print(f"  {page}: {scores} ({len(runs[page])} run(s))")
    failing = {
        page: (shortfall(run), run["failed"]) for page, run in best.items() if shortfall(run)
    }
    assert failing == {}
