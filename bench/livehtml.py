"""9. Author loop: ``sphinx-autobuild`` as ``make livehtml`` runs it, on a copy of the real
site and on the synthetic sites; one article's Markdown (English) or one msgstr of its
catalog (Chinese) edited, and the time until the rebuild that writes it again has finished
(when sphinx-autobuild tells the browser to reload), against a clean build."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from bench import incremental, measure
from bench.measure import REPO, Run
from bench.prose import by_size, judged, num, spread, table, target_header, verdict

TITLE = "9. Author loop (livehtml)"
TARGETS = {"livehtml": 0.2}
MARKERS = {"en": "Livehtml edit marker.", "zh_CN": "【实时预览标记】"}
#: the real site's article the loop edits
REAL_ARTICLE = "posts/flashattention-primer"
BUILT = "build succeeded"
#: printed after the first build, just before the file watcher starts (it needs a moment)
WATCHING, SETTLE = "Waiting to detect changes", 2.0


@dataclass
class Site:
    srcdir: Path
    confdir: Path
    locale_dir: Path
    article: str  # docname

    def edited(self, language: str) -> Path:
        if language == "en":
            return self.srcdir / f"{self.article}.md"
        return self.locale_dir / f"{self.article}.po"


def measure_section(run: Run) -> dict:
    result: dict = {"sites": {}}
    sites: dict[str, Site] = {}
    if not run.quick:
        copy = run.work / "livehtml-real"
        for name in ("source", "locale"):
            shutil.rmtree(copy / name, ignore_errors=True)
            shutil.copytree(REPO / name, copy / name, ignore=shutil.ignore_patterns("*.mo"))
        locale = copy / "locale" / "zh_CN" / "LC_MESSAGES"
        sites["real"] = Site(copy / "source", REPO, locale, REAL_ARTICLE)
    for pages in run.side_sizes():
        corpus = run.corpus(pages)
        article = f"posts/{corpus.pages[0].slug}"
        sites[str(pages)] = Site(corpus.srcdir, corpus.confdir, corpus.locale_dir, article)
    for name, site in sites.items():
        result["sites"][name] = {
            language: _loop(run, name, site, language) for language in run.languages
        }
    return result


def _loop(run: Run, name: str, site: Site, language: str) -> dict:
    """Start sphinx-autobuild, wait for its first build, then edit and wait, --repeat times."""
    work = run.work / "livehtml" / f"{name}-{language}"
    shutil.rmtree(work, ignore_errors=True)
    out, log = work / "out", work / "livehtml.log"
    work.mkdir(parents=True)
    command = [str(Path(sys.executable).parent / "sphinx-autobuild"), str(site.srcdir), str(out)]
    command += ["-c", str(site.confdir), "-D", f"language={language}", "-d", str(work / "dt")]
    command += ["--port", str(_free_port()), "--host", "127.0.0.1", "--ignore", "*.mo"]
    if language != "en":
        command += ["--watch", str(site.locale_dir)]
    path = site.edited(language)
    original = path.read_text(encoding="utf-8")
    page = out / f"{site.article}.html"
    marker = MARKERS[language]
    # the run's cache folder, as its clean builds have: not the user's, whatever it holds
    env = {**measure.child_env(), "XDG_CACHE_HOME": str(run.work / "cache")}
    with open(log, "wb") as sink:
        process = subprocess.Popen(
            command, cwd=REPO, env=env, stdout=sink, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
    edits = []
    try:
        _wait(
            lambda: WATCHING in log.read_text(errors="replace") and page.exists(),
            3600,
            process,
            log,
            0,
        )
        time.sleep(SETTLE)
        for r in range(run.repeat):
            adding = r % 2 == 0
            before, failed = _builds(log), _count(log, FAILED)
            path.write_text(_edit(original, language, marker, adding), encoding="utf-8")
            start = time.perf_counter()
            _wait(lambda before=before: _builds(log) > before, 3600, process, log, failed)
            seconds = time.perf_counter() - start
            shown = marker in page.read_text(encoding="utf-8")
            edits.append({"seconds": seconds, "marker_expected": adding, "marker_shown": shown})
            run.log(f"livehtml {name} {language} edit {r}: {seconds:.1f} s, shown={shown}")
    finally:
        path.write_text(original, encoding="utf-8")
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=60)
    # the clean build the loop is judged against, in this run: a ratio of two runs' figures
    # moves with the load on the machine between them
    clean_name = f"livehtml-{name}-{language}-clean"
    if name == "real":
        clean = run.real_build(clean_name, language, scan=True)
    else:
        clean = run.corpus_build(run.corpus(int(name)), clean_name, language)
    return {
        "edit": _EDITS[language],
        "seconds": measure.summary(e["seconds"] for e in edits),
        "edits": edits,
        "all_shown": all(e["marker_shown"] == e["marker_expected"] for e in edits),
        "clean_wall": clean.wall,
    }


_EDITS = {
    "en": "a sentence appended to the article's Markdown, then removed, …",
    "zh_CN": "a marker appended to one msgstr of the article's catalog, then removed, …",
}


def _edit(text: str, language: str, marker: str, adding: bool) -> str:
    if language == "en":
        return f"{text.rstrip()}\n\n{marker}\n" if adding else text
    return incremental.marked_msgstr(text, marker, adding)


def _count(log: Path, text: str) -> int:
    return log.read_text(encoding="utf-8", errors="replace").count(text)


def _builds(log: Path) -> int:
    return _count(log, BUILT)


#: what sphinx-autobuild prints when a rebuild failed: the edit will never be shown
FAILED = "Sphinx exited with exit code"


def _wait(done, timeout: float, process: subprocess.Popen, log: Path, failed: int) -> None:
    """Until *done*; an error when sphinx-autobuild stops, times out or fails a rebuild (its
    log had *failed* failures before the edit waited for)."""
    deadline = time.monotonic() + timeout
    while not done():
        if (
            process.poll() is not None
            or time.monotonic() > deadline
            or _count(log, FAILED) > failed
        ):
            tail = log.read_text(encoding="utf-8", errors="replace")[-2000:]
            raise RuntimeError(f"sphinx-autobuild stopped, failed or timed out:\n{tail}")
        time.sleep(0.05)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _clean_wall(results: dict, site: str, language: str, d: dict) -> float | None:
    """The clean build the loop is judged against: the one measured beside it, or, in the
    results of a run that did not measure one, section 1's (scan on) for the real site and
    section 2's for a synthetic one."""
    if d.get("clean_wall"):
        return float(d["clean_wall"])
    try:
        if site == "real":
            return results["checker_overhead"]["languages"][language]["on"]["wall"]["median"]
        return results["scale"]["sizes"][site][language]["on"]["wall"]["median"]
    except (KeyError, TypeError):
        return None


def _rows(data: dict, results: dict) -> list[tuple[str, str, dict, float | None]]:
    sites = data["sites"]
    ordered = ([("real", sites["real"])] if "real" in sites else []) + [
        (size, entry) for size, entry in by_size({k: v for k, v in sites.items() if k != "real"})
    ]
    rows = []
    for site, entry in ordered:
        for language, d in entry.items():
            clean = _clean_wall(results, site, language, d)
            fraction = d["seconds"]["median"] / clean if clean and d["seconds"].get("n") else None
            rows.append((site, language, d, fraction))
    return rows


def report(data: dict, results: dict) -> list[str]:
    target = results["targets"]["livehtml"]
    rows = [
        [site, language, spread(d["seconds"]), num(fraction, 3), verdict(fraction, target)]
        + ["pass" if d["all_shown"] else "**FAIL**"]
        for site, language, d, fraction in _rows(data, results)
    ]
    header = "site | language | edit to reload, s | ÷ clean build (wall)"
    return [
        "`sphinx-autobuild` with the Makefile's `livehtml` options, on a copy of the real site "
        "(`source/`, `locale/`) and on the synthetic sites. After its first build, English: a "
        "sentence is appended to one article's Markdown and removed on the next run, …; "
        "Chinese: a marker is appended to one msgstr of its catalog, … Edit to reload: from "
        "writing the file to sphinx-autobuild's next `build succeeded`, when it tells the "
        "browser to reload (wall-clock; the file watcher's wait included). Against the clean "
        "build of the same site and language (sections 1 and 2, wall). Shown: the page has "
        "the marker exactly when the source does.",
        "",
        *table(f"{header} | {target_header(target)} | shown", rows),
    ]


def headline(data: dict, results: dict) -> list[str]:
    target = results["targets"]["livehtml"]
    return [
        f"- livehtml edit to reload ÷ clean build (wall), {site} {language}: "
        f"{judged(fraction, target)}" + ("" if d["all_shown"] else " **page not updated**")
        for site, language, d, fraction in _rows(data, results)
    ]
