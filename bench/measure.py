"""What every section uses: one sphinx-build child timed, statistics over repetitions, the
order of interleaved runs, and the state a run shares between sections (its work directory,
generated sites and the clean builds kept for later sections).

Every build is a separate process (``python -m sphinx``), so imports, extension setup and
the pickled environment are timed, as in ``make html``. Time is read twice: wall-clock, and
the child's CPU time (user + system, from ``os.wait4``), which other processes on a shared
machine disturb far less.
"""

from __future__ import annotations

import datetime as dt
import gzip
import math
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from bench import corpus as corpus_mod
from bench import scan_time

REPO = Path(__file__).resolve().parent.parent
GZIP_LEVEL = 6  # deploy/nginx.conf: gzip_comp_level 6


@dataclass
class Build:
    """One sphinx-build run."""

    wall: float  # seconds
    cpu: float  # user + system seconds of the child (and the workers it waited for)
    maxrss_mib: float | None  # peak resident set size of the largest process, MiB
    #: CPU seconds of the claims scan inside the build (bench.scan_time; None: not timed)
    scan_cpu: float | None
    returncode: int
    warnings: int
    log: str

    def as_dict(self) -> dict:
        return asdict(self)


def sphinx_args(
    confdir: Path,
    srcdir: Path,
    outdir: Path,
    doctrees: Path,
    *,
    language: str = "en",
    jobs: str = "1",
    scan: bool | None = True,
    builder: str = "html",
) -> list[str]:
    """sphinx-build's arguments for one quiet build (HTML unless *builder*: ``dummy`` reads
    every page and writes nothing); *scan* sets ``claims_scan`` (None: a site without the
    claims extension)."""
    args = ["-b", builder, "-q", "-c", str(confdir), str(srcdir), str(outdir), "-d", str(doctrees)]
    args += ["-j", jobs, "-D", f"language={language}"]
    return args + ([] if scan is None else ["-D", f"claims_scan={int(scan)}"])


def sphinx_command(args: Sequence[str]) -> list[str]:
    """sphinx-build with the scan's own CPU time recorded (:mod:`bench.scan_time`)."""
    return [sys.executable, "-m", "bench.scan_time", *args]


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("SOURCE_DATE_EPOCH", "1785628800")  # as the Makefile exports it
    env.pop("LANGUAGE", None)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def run_build(command: Sequence[str], log: Path, cache: Path) -> Build:
    """Run *command* from the repository, stdout and stderr to *log*, with *cache* as the
    user's cache directory (where the claims extension keeps its compiled patterns and
    readings)."""
    log.parent.mkdir(parents=True, exist_ok=True)
    times = log.with_suffix(".scan")
    times.unlink(missing_ok=True)
    env = {**child_env(), scan_time.ENVIRONMENT: str(times), "XDG_CACHE_HOME": str(cache)}
    with open(log, "wb") as out:
        start = time.perf_counter()
        process = subprocess.Popen(
            list(command), cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT
        )
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    text = log.read_text(encoding="utf-8", errors="replace")
    return Build(
        wall=wall,
        cpu=usage.ru_utime + usage.ru_stime,
        maxrss_mib=usage.ru_maxrss / 1024,
        scan_cpu=scan_time.seconds(times),
        returncode=os.waitstatus_to_exitcode(status),
        warnings=sum(1 for line in text.splitlines() if "WARNING:" in line or "ERROR:" in line),
        log=str(log),
    )


# -- statistics -------------------------------------------------------------------------


def summary(values: Iterable[float | None]) -> dict[str, float]:
    """Median, min, max and count of what was measured (None: not measured)."""
    known = [v for v in values if v is not None]
    if not known:
        return {"n": 0}
    return {
        "median": statistics.median(known),
        "min": min(known),
        "max": max(known),
        "n": len(known),
    }


def ratio(numerators: Sequence[float], denominators: Sequence[float]) -> dict[str, float]:
    return summary(a / b for a, b in zip(numerators, denominators, strict=False) if b)


def exponent(pages_a: float, time_a: float, pages_b: float, time_b: float) -> float:
    """k of time ∝ pages^k between two sizes (1 is linear)."""
    return math.log(time_b / time_a) / math.log(pages_b / pages_a)


def builds(runs: Sequence[Build]) -> dict:
    """The runs of one variant and their medians."""
    return {
        "runs": [b.as_dict() for b in runs],
        "wall": summary(b.wall for b in runs),
        "cpu": summary(b.cpu for b in runs),
        "maxrss_mib": summary(b.maxrss_mib for b in runs),
        "scan_cpu": summary(b.scan_cpu for b in runs),
        "scan_ratio": summary(scan_ratio(b) for b in runs),
        "warnings": max((b.warnings for b in runs), default=0),
    }


def scan_ratio(build: Build) -> float | None:
    """The scan's cost measured inside one build: its CPU time ÷ the time without the scan
    (None: no scan time recorded, or none spent)."""
    if not build.scan_cpu or build.scan_cpu >= build.cpu:
        return None
    return build.cpu / (build.cpu - build.scan_cpu)


def alternate(repeat: int, first: str, second: str, build: Callable[[str, int], Build]) -> dict:
    """Two variants built interleaved, *repeat* times each (``build(variant, repetition)``):
    each one's builds, and first ÷ second, the median of the pairwise ratios (pair i ran
    under similar load), wall and CPU."""
    runs: dict[str, list[Build]] = {first: [], second: []}
    for r, variant in interleaved(repeat, first, second):
        runs[variant].append(build(variant, r))
    a, b = runs[first], runs[second]
    return {
        first: builds(a),
        second: builds(b),
        "ratio_wall": ratio([x.wall for x in a], [x.wall for x in b]),
        "ratio_cpu": ratio([x.cpu for x in a], [x.cpu for x in b]),
    }


def interleaved(repeat: int, first: str, second: str) -> list[tuple[int, str]]:
    """(repetition, variant) in running order, alternating which goes first (…, AB, BA) so
    that load drifting during the run falls on both; *first* runs last of all, so its last
    output is the newest (kept for later sections)."""
    order = []
    for r in range(repeat):
        pair = (second, first) if (repeat - 1 - r) % 2 == 0 else (first, second)
        order += [(r, variant) for variant in pair]
    return order


def gzip_size(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0))


# -- the state of a run -------------------------------------------------------------------


#: the largest synthetic site that the sections building under a profiler, with ``-j`` or
#: behind a live server measure: an 800-article site there would outlast a whole run's budget
SIDE_LIMIT = 200


class Run:
    """What the sections of one benchmark run share."""

    def __init__(
        self, work: Path, sizes: list[int], repeat: int, languages: list[str], quick: bool
    ) -> None:
        self.work, self.sizes, self.repeat = work, sizes, repeat
        self.languages, self.quick = languages, quick
        #: newest clean scan-on build of a site and language ("real-en", "site-50-zh_CN")
        self.kept: dict[str, Path] = {}
        #: scale's clean builds, (articles, language) -> builds(), for incremental fractions
        self.clean: dict[tuple[int, str], dict] = {}
        self._corpora: dict[int, corpus_mod.Corpus] = {}

    def side_sizes(self) -> list[int]:
        """The sizes of up to :data:`SIDE_LIMIT` articles (else the smallest one)."""
        return [pages for pages in self.sizes if pages <= SIDE_LIMIT] or [min(self.sizes)]

    def log(self, message: str) -> None:
        print(f"bench {dt.datetime.now(dt.UTC):%H:%M:%S} {message}", flush=True)

    def build(self, name: str, command: list[str], cold: bool = False) -> Build:
        """Run one build; a failed build stops its section. The builds of a run share one
        cache directory, as a user's do; a *cold* build has an empty one of its own, as the
        first build on a machine has."""
        cache = self.work / "cache"
        if cold:
            cache = self.work / "cache-cold" / name
            shutil.rmtree(cache, ignore_errors=True)
        result = run_build(command, self.work / "logs" / f"{name}.log", cache)
        self.log(
            f"{name}: {result.wall:.1f} s wall, {result.cpu:.1f} s cpu, "
            f"{result.maxrss_mib:.0f} MiB, rc={result.returncode}, {result.warnings} warnings"
        )
        if result.returncode != 0:
            tail = Path(result.log).read_text(errors="replace")[-2000:]
            raise RuntimeError(f"{name} failed (exit {result.returncode}):\n{tail}")
        return result

    def corpus(self, pages: int) -> corpus_mod.Corpus:
        if pages not in self._corpora:
            self._corpora[pages] = corpus_mod.generate(self.work / f"site-{pages}", pages)
        return self._corpora[pages]

    def clean_build(
        self,
        site: str,
        confdir: Path,
        srcdir: Path,
        name: str,
        language: str,
        cold: bool = False,
        **options,
    ) -> Build:
        """A build from scratch into the work directory; the output of a scan-on build at
        -j 1 is kept as *site*-*language* (the newest one), others are removed."""
        out, doctrees = self.work / "out" / site / name, self.work / "doctrees" / site / name
        shutil.rmtree(out, ignore_errors=True)
        shutil.rmtree(doctrees, ignore_errors=True)
        args = sphinx_args(confdir, srcdir, out, doctrees, language=language, **options)
        result = self.build(f"{site}-{name}", sphinx_command(args), cold)
        kept = options.get("builder", "html") == "html" and options.get("jobs", "1") == "1"
        if kept and options.get("scan", True):
            previous = self.kept.get(f"{site}-{language}")
            if previous is not None:
                shutil.rmtree(previous, ignore_errors=True)
                shutil.rmtree(self.work / "doctrees" / site / previous.name, ignore_errors=True)
            self.kept[f"{site}-{language}"] = out
        else:
            shutil.rmtree(out, ignore_errors=True)
            shutil.rmtree(doctrees, ignore_errors=True)
        return result

    def corpus_build(self, corpus: corpus_mod.Corpus, name: str, language: str, **options) -> Build:
        if language != "en":
            corpus.remove_compiled_catalogs()
        site = corpus.root.name
        return self.clean_build(site, corpus.confdir, corpus.srcdir, name, language, **options)

    def real_build(self, name: str, language: str, cold: bool = False, **options) -> Build:
        return self.clean_build("real", REPO, REPO / "source", name, language, cold, **options)

    def kept_output(self, corpus: corpus_mod.Corpus, language: str) -> Path:
        """The output of the last clean build of *corpus* in *language* (section 2's)."""
        key = f"{corpus.root.name}-{language}"
        if key not in self.kept:
            raise RuntimeError(f"no clean build of {key} to rebuild (section 2 not run?)")
        return self.kept[key]

    def rebuild_args(self, corpus: corpus_mod.Corpus, language: str) -> list[str]:
        """sphinx-build's arguments for a build on the kept output and its doctrees."""
        out = self.kept_output(corpus, language)
        doctrees = self.work / "doctrees" / corpus.root.name / out.name
        return sphinx_args(corpus.confdir, corpus.srcdir, out, doctrees, language=language)

    def rebuild(self, corpus: corpus_mod.Corpus, language: str, name: str) -> Build:
        args = self.rebuild_args(corpus, language)
        return self.build(f"{corpus.root.name}-{name}", sphinx_command(args))
