"""4. Parallelism: ``-j 1`` against ``-j auto`` on the synthetic sites of up to 200 articles:
the whole HTML build, and the read phase alone (``bench.read_phase``: ``Builder.read()``
timed in the child)."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

from bench import measure, read_phase
from bench.corpus import Corpus
from bench.measure import REPO, SIDE_LIMIT, Run
from bench.prose import by_size, judged, num, spread, table, target_header, verdict

TITLE = "4. Parallelism"
TARGETS = {"parallel_read": 1.5}
SERIAL_READ = "doing serial read"  # Sphinx's warning when an extension is not read-safe


def measure_section(run: Run) -> dict:
    result: dict = {"cores": os.cpu_count(), "declarations": _declarations(), "sizes": {}}
    for pages in run.side_sizes():
        result["sizes"][str(pages)] = _jobs(run, run.corpus(pages))
    return result


def _jobs(run: Run, corpus: Corpus) -> dict:
    def build(variant: str, r: int) -> measure.Build:
        name, jobs = f"en-html-{variant}-{r}", variant.removeprefix("j")
        return run.corpus_build(corpus, name, "en", jobs=jobs)

    def read(variant: str, r: int) -> measure.Build:
        jobs = variant.removeprefix("j")
        args = [str(corpus.confdir), str(corpus.srcdir), jobs, "en"]
        child = run.build(
            f"{corpus.root.name}-en-read-{variant}-{r}",
            [sys.executable, "-m", "bench.read_phase", *args],
        )
        return dataclasses.replace(child, wall=read_phase.seconds(Path(child.log)))

    result = measure.alternate(run.repeat, "j1", "jauto", build)
    result["read"] = measure.alternate(run.repeat, "j1", "jauto", read)
    result["serial_reads"] = sum(
        SERIAL_READ in Path(b["log"]).read_text(errors="replace") for b in result["jauto"]["runs"]
    )
    return result


def _declarations() -> dict:
    """parallel_read_safe / parallel_write_safe of every extension the site loads, as their
    setup() returns them (read in a child, so this process stays clean)."""
    code = r"""
import json, sys, tempfile
from sphinx.application import Sphinx
with tempfile.TemporaryDirectory() as tmp:
    app = Sphinx(sys.argv[1] + "/source", sys.argv[1], tmp + "/out", tmp + "/dt", "html",
                 status=None, warning=None, freshenv=True)
    print(json.dumps({name: {"read": ext.parallel_read_safe, "write": ext.parallel_write_safe}
                      for name, ext in sorted(app.extensions.items())}))
"""
    command = [sys.executable, "-c", code, str(REPO)]
    done = subprocess.run(
        command, capture_output=True, text=True, env=measure.child_env(), cwd=REPO
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def report(data: dict, results: dict) -> list[str]:
    target = results["targets"]["parallel_read"]
    declared = data["declarations"]
    unsafe = {
        kind: ", ".join(f"`{n}`" for n, d in sorted(declared.items()) if not d[kind]) or "none"
        for kind in ("read", "write")
    }
    rows = [
        [size, spread(d["j1"]["wall"]), spread(d["jauto"]["wall"]), spread(d["ratio_wall"], 2)]
        + [spread(d["j1"]["cpu"]), spread(d["jauto"]["cpu"]), spread(d["jauto"]["maxrss_mib"], 0)]
        + [f"{d['serial_reads']} of {d['jauto']['wall']['n']}", spread(d["read"]["ratio_wall"], 2)]
        + [verdict(d["read"]["ratio_wall"]["median"], target, at_most=False)]
        for size, d in by_size(data["sizes"])
    ]
    header = "articles | -j 1 wall, s | -j auto wall, s | speed-up (wall) | -j 1 cpu, s"
    header += " | -j auto cpu, s | -j auto RSS, MiB | serial reads | speed-up, read phase (wall)"
    header += f" | {target_header(target, at_most=False)}"
    return [
        f"Clean English builds, scan on, `-j 1` against `-j auto` ({data['cores']} cores), "
        f"interleaved, on the synthetic sites of up to {SIDE_LIMIT} articles; speed-up: the "
        f"median of the pairwise `-j 1` ÷ `-j auto` wall-clock ratios of the whole build. "
        f"Extensions the site loads that do not declare themselves parallel-read-safe: "
        f"{unsafe['read']}; parallel-write-safe: {unsafe['write']}. *Serial reads*: `-j auto` "
        f"builds whose log says Sphinx read serially (`{SERIAL_READ}`). *Read phase*: the same "
        f"pairs timing Sphinx's `Builder.read()` alone in the child (`bench/read_phase.py`: "
        f"every page read, the chunks merged, `env-updated`), the part `-j` runs in parallel; "
        f"the resolving of every page, which each builder's write phase does in the main "
        f"process, is left out.",
        "",
        *table(header, rows),
    ]


def headline(data: dict, results: dict) -> list[str]:
    target = results["targets"]["parallel_read"]
    return [
        f"- `-j auto` ÷ `-j 1`, {size} articles: read phase "
        f"{judged(d['read']['ratio_wall']['median'], target, 2, at_most=False)}, whole build "
        f"×{num(d['ratio_wall']['median'])} wall ({d['serial_reads']} of "
        f"{d['jauto']['wall']['n']} serial reads)"
        for size, d in by_size(data["sizes"])
    ]
