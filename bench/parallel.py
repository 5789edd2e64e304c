"""4. Parallelism: ``-j 1`` against ``-j auto`` on the synthetic sites, with ABlog (the site
as it is) and, outside --quick, without it (what parallel reading would give): the whole
HTML build, and the read phase alone (``bench.read_phase``: ``Builder.read()`` timed in
the child)."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

from bench import measure, read_phase
from bench.corpus import Corpus
from bench.measure import REPO, Run
from bench.prose import by_size, num, spread, table

TITLE = "4. Parallelism"
TARGETS: dict = {}
SERIAL_READ = "doing serial read"  # Sphinx's warning when an extension is not read-safe


def measure_section(run: Run) -> dict:
    result: dict = {"cores": os.cpu_count(), "declarations": _declarations(), "sizes": {}}
    for pages in run.sizes:
        corpora = {"with_ablog": run.corpus(pages)}
        if not run.quick:
            corpora["without_ablog"] = run.corpus(pages, ablog=False)
        result["sizes"][str(pages)] = {name: _jobs(run, c) for name, c in corpora.items()}
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
    declared = data["declarations"]
    unsafe = {
        kind: ", ".join(f"`{n}`" for n, d in sorted(declared.items()) if not d[kind]) or "none"
        for kind in ("read", "write")
    }
    rows = [
        [size, variant.replace("_", " "), spread(d["j1"]["wall"]), spread(d["jauto"]["wall"])]
        + [spread(d["ratio_wall"], 2), spread(d["j1"]["cpu"]), spread(d["jauto"]["cpu"])]
        + [spread(d["jauto"]["maxrss_mib"], 0), f"{d['serial_reads']} of {d['jauto']['wall']['n']}"]
        + [spread(d["read"]["ratio_wall"], 2)]
        for size, entry in by_size(data["sizes"])
        for variant, d in entry.items()
    ]
    header = "articles | corpus | -j 1 wall, s | -j auto wall, s | speed-up (wall) | -j 1 cpu, s"
    header += " | -j auto cpu, s | -j auto RSS, MiB | serial reads | speed-up, read phase (wall)"
    return [
        f"Clean English builds, scan on, `-j 1` against `-j auto` ({data['cores']} cores), "
        f"interleaved; speed-up: the median of the pairwise `-j 1` ÷ `-j auto` wall-clock "
        f"ratios of the whole build. Extensions the site loads that do not declare themselves "
        f"parallel-read-safe: {unsafe['read']}; parallel-write-safe: {unsafe['write']}. "
        f"*Serial reads*: `-j auto` builds whose log says Sphinx read serially "
        f"(`{SERIAL_READ}`). *Read phase*: the same pairs timing Sphinx's `Builder.read()` "
        f"alone in the child (`bench/read_phase.py`: every page read, the chunks merged, "
        f"`env-updated`), the part `-j` runs in parallel; the resolving of every page, which "
        f"each builder's write phase does in the main process, is left out. The site without "
        f"ABlog is the same articles without the post list.",
        "",
        *table(header, rows),
    ]


def headline(data: dict, results: dict) -> list[str]:
    return [
        f"- `-j auto` ÷ `-j 1` speed-up (whole build, wall), {size} articles: "
        + ", ".join(
            f"{variant.replace('_', ' ')} ×{num(d['ratio_wall']['median'])}, read phase "
            f"×{num(d['read']['ratio_wall']['median'])} "
            f"({d['serial_reads']} of {d['jauto']['wall']['n']} serial reads)"
            for variant, d in entry.items()
        )
        for size, entry in by_size(data["sizes"])
    ]
