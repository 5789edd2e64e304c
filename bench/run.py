"""Build-performance benchmark of the site: ``make bench``.

    python -m bench.run [--sizes 50,200,800] [--repeat 3] [--quick]
                        [--report bench/RESULTS.md] [--json bench/results.json]

Seven measurements, each a section of the report (see bench/RESULTS.md for what they mean):
checker overhead on the real site, scale on synthetic sites (bench/corpus.py), incremental
rebuilds, parallelism, page weight, a profile, and publishing (concurrent language
builds, search index sizes). Every build is a fresh ``sphinx-build``
child into a temporary directory (never inside source/); times are medians of --repeat runs,
interleaved (on/off, off/on, ...) so that load from other processes falls on both sides.
Not part of ``make test``'s pass/fail: targets are reported, never asserted.
"""

from __future__ import annotations

import argparse
import datetime as dt
import itertools
import json
import math
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from importlib import metadata
from pathlib import Path
from typing import Any, cast

from bench import corpus as corpus_mod
from bench import measure, report
from bench.measure import REPO, child_env, run_build, sphinx_args, sphinx_command, summary

PACKAGES = [
    "Sphinx",
    "docutils",
    "myst-parser",
    "markdown-it-py",
    "furo",
    "ablog",
    "sphinxcontrib-bibtex",
    "pybtex",
    "pybtex-docutils",
    "sphinx-sitemap",
    "Jinja2",
    "Pygments",
    "PyYAML",
    "polib",
    "latex2mathml",
    "jieba",
    "snowballstemmer",
]
TARGETS = {
    "overhead_real": 1.03,
    "overhead_scale": 1.05,
    "incremental": 0.2,
    "additions_gzip_kib": 15,
    # twice the Chinese index of the site before phrase search (33 KB gzip)
    "zh_index_gzip_kb": 66,
}
ARTICLE = "posts/vllm-engine-anatomy"


class Bench:
    def __init__(self, args: argparse.Namespace, work: Path) -> None:
        self.args = args
        self.work = work
        self.repeat = args.repeat
        self.sizes = args.sizes
        self.kept: dict[str, Path] = {}
        self.corpora: dict[int, corpus_mod.Corpus] = {}
        self.scale_clean: dict[tuple[int, str], dict] = {}
        self.fix_env = {"BENCH_BIBTEX_FIX": "1" if args.bibtex_fix else "0"}

    def log(self, message: str) -> None:
        stamp = dt.datetime.now(dt.UTC).strftime("%H:%M:%S")
        print(f"bench {stamp} {message}", flush=True)

    # -- helpers ---------------------------------------------------------------------

    def build(
        self, name: str, command: list[str], env: dict[str, str] | None = None, keep: bool = False
    ) -> measure.Build:
        log = self.work / "logs" / f"{name}.log"
        result = run_build(command, log, env=child_env(env))
        self.log(
            f"{name}: {result.wall:.1f} s wall, {result.cpu:.1f} s cpu, "
            f"{result.maxrss_mib:.0f} MiB, rc={result.returncode}, "
            f"{result.warnings} warnings"
        )
        if result.returncode != 0:
            tail = Path(result.log).read_text(errors="replace")[-2000:]
            raise RuntimeError(f"{name} failed (exit {result.returncode}):\n{tail}")
        return result

    def clean_dirs(self, *paths: Path) -> None:
        for path in paths:
            shutil.rmtree(path, ignore_errors=True)

    def real_command(
        self, out: Path, doctrees: Path, language: str, scan: bool, jobs: str = "1"
    ) -> list[str]:
        return sphinx_command(
            sphinx_args(
                REPO,
                REPO / "source",
                out,
                doctrees,
                language=language,
                jobs=jobs,
                overrides=[f"claims_scan={int(scan)}"],
            )
        )

    def corpus(self, pages: int, ablog: bool = True) -> corpus_mod.Corpus:
        key = pages if ablog else -pages
        if key not in self.corpora:
            root = self.work / (f"site-{pages}" if ablog else f"site-{pages}-noablog")
            self.corpora[key] = corpus_mod.generate(root, pages, ablog=ablog)
        return self.corpora[key]

    def corpus_build(
        self,
        corpus: corpus_mod.Corpus,
        name: str,
        language: str,
        scan: bool,
        jobs: str = "1",
        keep: bool = False,
        env: dict | None = None,
    ) -> measure.Build:
        out = corpus.root / "out" / name
        doctrees = corpus.root / "doctrees" / name
        self.clean_dirs(out, doctrees)
        if language != "en":  # a fresh clone has no .mo files (*.mo is git-ignored)
            for mo in corpus.locale_dir.rglob("*.mo"):
                mo.unlink()
        environment = dict(self.fix_env)
        environment["BENCH_ABLOG"] = "1" if corpus.ablog else "0"
        environment.update(env or {})
        command = corpus_command(corpus, out, doctrees, language, scan=scan, jobs=jobs)
        result = self.build(f"{corpus.root.name}-{name}", command, environment)
        if keep:
            self.kept[f"{corpus.root.name}-{language}"] = out
        else:
            self.clean_dirs(out, doctrees)
        return result

    # -- 1. checker overhead on the real site -------------------------------------------

    def checker_overhead(self) -> dict:
        languages = ["en"] if self.args.quick else ["en", "zh_CN"]
        result: dict = {"site": "source/ (the real site)", "languages": {}}
        for language in languages:
            runs: dict[str, list[measure.Build]] = {"on": [], "off": []}
            for r in range(self.repeat):
                order = [True, False] if r % 2 == 0 else [False, True]
                for scan in order:
                    tag = "on" if scan else "off"
                    out = self.work / "real" / f"{language}-{tag}-{r}"
                    doctrees = self.work / "real" / f"doctrees-{language}-{tag}-{r}"
                    self.clean_dirs(out, doctrees)
                    runs[tag].append(
                        self.build(
                            f"real-{language}-{tag}-{r}",
                            self.real_command(out, doctrees, language, scan),
                        )
                    )
                    if scan and f"real-{language}" not in self.kept:
                        self.kept[f"real-{language}"] = out
                    else:
                        self.clean_dirs(out)
                    self.clean_dirs(doctrees)
            result["languages"][language] = _pair(runs)
        result["detector"] = self.detector_alone()
        result["detector_corpus"] = self.detector_corpus()
        return result

    def detector_alone(self, corpus: corpus_mod.Corpus | None = None) -> dict:
        """The pure detector over the prose of the site (the real one without *corpus*), in
        this process: the scan's cost without Sphinx around it (markup is included, so it is
        an upper bound)."""
        from claims.core.detector import Detector

        if corpus is None:
            texts = [
                block
                for path in sorted((REPO / "source").rglob("*.md"))
                for block in path.read_text(encoding="utf-8").split("\n\n")
            ]
        else:
            texts = corpus.texts()
        detector = Detector()
        timing = measure.timed(lambda: [detector.find(t) for t in texts], repeat=5)
        return {"blocks": len(texts), "chars": sum(map(len, texts)), "seconds": timing}

    def detector_corpus(self) -> dict:
        """The pure detector over the labelled real-prose corpus (tests/data/)."""
        from claims.core.detector import Detector
        from tools.detector_report import corpus_texts

        texts = corpus_texts()
        detector = Detector()
        timing = measure.timed(lambda: [detector.find(t) for t in texts], repeat=5)
        return {"sentences": len(texts), "chars": sum(map(len, texts)), "seconds": timing}

    # -- 2. scale ---------------------------------------------------------------------------

    def scale(self) -> dict:
        result: dict = {
            "sizes": {},
            "bibtex_fix": self.args.bibtex_fix,
            "claims_per_page": corpus_mod.CLAIMS_PER_PAGE,
        }
        languages = self.args.languages
        for pages in self.sizes:
            started = time.perf_counter()
            corpus = self.corpus(pages)
            entry: dict = {
                "pages": pages,
                "claims": pages * corpus_mod.CLAIMS_PER_PAGE,
                "generate_seconds": round(time.perf_counter() - started, 2),
            }
            for language in languages:
                runs: dict[str, list[measure.Build]] = {"on": [], "off": []}
                repeat = 1 if (self.args.quick and language != "en") else self.repeat
                for r in range(repeat):
                    # alternate which goes first; the last run is scan-on, and is kept for
                    # the incremental rebuilds (a later clean build would rewrite the .mo
                    # files it depends on)
                    order = [True, False] if r % 2 == 0 and r < repeat - 1 else [False, True]
                    if self.args.quick and language != "en":
                        order = [True]
                    for scan in order:
                        tag = "on" if scan else "off"
                        last = r == repeat - 1 and scan
                        runs[tag].append(
                            self.corpus_build(
                                corpus, f"{language}-{tag}-{r}", language, scan, keep=last
                            )
                        )
                entry[language] = _pair(runs)
                self.scale_clean[(pages, language)] = entry[language]
            entry["detector"] = self.detector_alone(corpus)
            kept = self.kept.get(f"{corpus.root.name}-en")
            if kept is not None:
                entry["output_bytes"] = {
                    "numbers.html": (kept / "numbers.html").stat().st_size,
                    "hardware.html": (kept / "hardware.html").stat().st_size,
                    "claims.json": (kept / "claims.json").stat().st_size,
                    "searchindex.js": (kept / "searchindex.js").stat().st_size,
                    "index.html": (kept / "index.html").stat().st_size,
                    "article (median)": sorted(
                        p.stat().st_size for p in (kept / "posts").glob("*.html")
                    )[pages // 2],
                    "all output": sum(p.stat().st_size for p in kept.rglob("*") if p.is_file()),
                }
            result["sizes"][str(pages)] = entry
        result["growth"] = _growth(result["sizes"])
        if not self.args.quick and (not self.args.merge or self.args.as_shipped_sizes):
            result["as_shipped"] = self.as_shipped()
        if not self.args.quick and (not self.args.merge or self.args.i18n_sizes):
            result["i18n_whatif"] = self.i18n_whatif()
        if not self.args.quick:
            try:
                result["yaml_loader"] = self.yaml_whatif()
            except Exception as error:  # reported, never fatal
                result["yaml_loader"] = {"error": repr(error)}
        return result

    def as_shipped(self) -> dict:
        """sphinxcontrib-bibtex and pybtex as installed, against the benchmark's what-if fix,
        at small sizes only (as shipped, the cost grows with the cube of the page count)."""
        smallest = min(self.sizes)
        sizes = self.args.as_shipped_sizes or sorted(
            {max(2, smallest // 4), max(2, smallest // 2), smallest}
        )
        out: dict = {}
        for pages in sizes:
            corpus = self.corpus(pages)
            row = {}
            for fix in ("0", "1"):
                build = self.corpus_build(
                    corpus, f"shipped-fix{fix}", "en", True, env={"BENCH_BIBTEX_FIX": fix}
                )
                row["fixed" if fix == "1" else "shipped"] = build.as_dict()
            out[str(pages)] = row
        return out

    def i18n_whatif(self) -> dict:
        """zh_CN clean builds with and without the benchmark's what-if fix for translated
        doctrees (msgstr nodes detached from their msgstr document): CPU time and doctree
        bytes (one article, and all)."""
        sizes = self.args.i18n_sizes or [max(self.sizes)]
        out: dict = {}
        for pages in sizes:
            corpus = self.corpus(pages)
            row = {}
            # the scale series' zh_CN output of this size is needed again (incremental)
            key = f"{corpus.root.name}-zh_CN"
            previous = self.kept.get(key)
            for fix in ("0", "1"):
                name = f"i18n-fix{fix}"
                build = self.corpus_build(
                    corpus, name, "zh_CN", True, keep=True, env={"BENCH_I18N_FIX": fix}
                )
                doctrees = corpus.root / "doctrees" / name
                row["fixed" if fix == "1" else "shipped"] = {
                    **build.as_dict(),
                    "doctree_article_bytes": (doctrees / "posts" / "article-0000.doctree")
                    .stat()
                    .st_size,
                    "doctrees_bytes": sum(p.stat().st_size for p in doctrees.rglob("*.doctree")),
                }
                self.clean_dirs(self.kept.pop(key), doctrees)
            if previous is not None:
                self.kept[key] = previous
            out[str(pages)] = row
        return out

    # -- 3. incremental ---------------------------------------------------------------------

    def incremental(self) -> dict:
        result: dict = {"sizes": {}}
        for pages in self.sizes:
            corpus = self.corpus(pages)
            entry: dict = {}
            entry["en"] = self._incremental_article(corpus, pages)
            if "zh_CN" in self.args.languages:
                entry["zh_CN"] = self._incremental_catalog(corpus, pages)
            else:
                entry["zh_CN"] = {"skipped": "zh_CN not measured at this size (--languages)"}
            result["sizes"][str(pages)] = entry
        return result

    def _rebuild(self, corpus: corpus_mod.Corpus, language: str, name: str) -> measure.Build:
        out = self.kept[f"{corpus.root.name}-{language}"]
        doctrees = corpus.root / "doctrees" / out.name
        environment = dict(self.fix_env)
        command = corpus_command(corpus, out, doctrees, language)
        return self.build(f"{corpus.root.name}-{name}", command, environment)

    def _incremental_article(self, corpus: corpus_mod.Corpus, pages: int) -> dict:
        if pages < 2:
            return {"skipped": "needs two articles"}
        article = corpus.article(0)
        original = article.read_text(encoding="utf-8")
        borrowed = corpus.pages[1].claims[0]
        added = (
            f"\n\nA later study cites the neighbouring article's figure, "
            f"{borrowed.role('en')} {{cite:p}}`{corpus.pages[0].sources[0]}`.\n"
        )
        out = self.kept[f"{corpus.root.name}-en"]
        runs, checks = [], []
        try:
            for r in range(self.repeat):
                adding = r % 2 == 0
                article.write_text(original + added if adding else original, encoding="utf-8")
                build = self._rebuild(corpus, "en", f"incremental-en-{r}")
                runs.append(build)
                checks.append(_check_ledger(out, borrowed.id, "posts/article-0000", expect=adding))
        finally:
            article.write_text(original, encoding="utf-8")
        edit = (
            f"add/remove a use of claim {borrowed.id} (declared for article 1) "
            f"in {article.relative_to(corpus.root)}"
        )
        return _incremental(edit, runs, checks, self.scale_clean[(pages, "en")])

    def _incremental_catalog(self, corpus: corpus_mod.Corpus, pages: int) -> dict:
        import polib

        path = corpus.catalog(0)
        original = path.read_text(encoding="utf-8")
        marker = "【修订标记】"
        out = self.kept[f"{corpus.root.name}-zh_CN"]
        before = _uses(out)
        runs, checks = [], []
        try:
            for r in range(self.repeat):
                adding = r % 2 == 0
                catalog = polib.pofile(original)
                entry = next(
                    e
                    for e in catalog
                    if e.msgstr and "{" not in e.msgstr and not e.msgid.startswith("Serving notes")
                )
                if adding:
                    entry.msgstr += marker
                catalog.save(str(path))
                build = self._rebuild(corpus, "zh_CN", f"incremental-zh-{r}")
                runs.append(build)
                page = out / "posts" / "article-0000.html"
                shown = marker in page.read_text(encoding="utf-8")
                after = _uses(out)
                checks.append(
                    {
                        "marker_expected": adding,
                        "marker_shown": shown,
                        "claim_uses_before": before,
                        "claim_uses_after": after,
                        "pass": shown == adding and after == before,
                    }
                )
        finally:
            path.write_text(original, encoding="utf-8")
        edit = f"change one msgstr of {path.relative_to(corpus.root)} (add/remove a marker)"
        return _incremental(edit, runs, checks, self.scale_clean[(pages, "zh_CN")])

    # -- 4. parallelism -------------------------------------------------------------------

    def parallel(self) -> dict:
        result: dict = {
            "cores": os.cpu_count(),
            "declarations": _parallel_declarations(),
            "sizes": {},
        }
        for pages in self.sizes:
            entry: dict = {}
            corpus = self.corpus(pages)
            if self.args.quick:  # reuse the scale series' -j 1 runs
                serial = self.scale_clean[(pages, "en")]["on_runs"]
                parallel = [
                    self.corpus_build(corpus, f"en-jauto-{r}", "en", True, jobs="auto")
                    for r in range(self.repeat)
                ]
            else:  # own runs, interleaved with the -j auto ones (load drifts)
                serial, parallel = [], []
                for r in range(self.repeat):
                    for jobs in ["1", "auto"] if r % 2 == 0 else ["auto", "1"]:
                        build = self.corpus_build(corpus, f"en-j{jobs}-{r}", "en", True, jobs=jobs)
                        (serial if jobs == "1" else parallel).append(build)
                serial = [b.as_dict() for b in serial]
            entry["with_ablog"] = _jobs(serial, parallel)
            entry["with_ablog"]["serial_read"] = all(
                "doing serial read" in Path(b.log).read_text(errors="replace") for b in parallel
            )
            if not self.args.quick:
                plain = self.corpus(pages, ablog=False)
                runs: dict[str, list] = {"j1": [], "jauto": []}
                for r in range(self.repeat):
                    order = ["1", "auto"] if r % 2 == 0 else ["auto", "1"]
                    for jobs in order:
                        tag = "j1" if jobs == "1" else "jauto"
                        runs[tag].append(
                            self.corpus_build(plain, f"en-{tag}-{r}", "en", True, jobs=jobs)
                        )
                entry["without_ablog"] = _jobs([b.as_dict() for b in runs["j1"]], runs["jauto"])
                entry["without_ablog"]["serial_read"] = all(
                    "doing serial read" in Path(b.log).read_text(errors="replace")
                    for b in runs["jauto"]
                )
                shutil.rmtree(plain.root, ignore_errors=True)
            result["sizes"][str(pages)] = entry
        return result

    # -- 5. page weight -------------------------------------------------------------------

    def page_weight(self) -> dict:
        ours_dir = self.kept.get("real-en")
        if ours_dir is None:
            raise RuntimeError("no real-site build to weigh (section 1 failed)")
        page = ours_dir / f"{ARTICLE}.html"
        source = REPO / "source" / f"{ARTICLE}.md"
        if not page.exists():
            candidates = sorted(
                (ours_dir / "posts").glob("*.html"), key=lambda p: -p.stat().st_size
            )
            page = candidates[0]
            source = REPO / "source" / "posts" / f"{page.stem}.md"
        plain_root = self.work / "plain"
        _write_plain_project(plain_root, source)
        plain_out = plain_root / "out"
        self.build(
            "plain-furo",
            sphinx_command(
                sphinx_args(
                    plain_root,
                    plain_root / "source",
                    plain_out,
                    plain_root / "doctrees",
                    language="en",
                )
            ),
        )
        plain_page = plain_out / "posts" / f"{source.stem}.html"
        ours = measure.page_weight(page)
        plain = measure.page_weight(plain_page)
        plain_names = {f["name"] for f in plain["files"]}
        additions = [f for f in ours["files"] if f["name"] not in plain_names]
        origin = _config_value("site_baseurl") or "http://127.0.0.1:8080/"
        third = {
            lang: measure.third_party_resources(self.kept[f"real-{lang}"], origin)
            for lang in ("en", "zh_CN")
            if f"real-{lang}" in self.kept
        }
        return {
            "article": str(page.relative_to(ours_dir)),
            "ours": ours,
            "plain": plain,
            "ratio_total_gzip": ours["by_kind"]["total"]["gzip"]
            / plain["by_kind"]["total"]["gzip"],
            "ratio_total_raw": ours["by_kind"]["total"]["raw"] / plain["by_kind"]["total"]["raw"],
            "additions": additions,
            "additions_gzip": sum(f["gzip"] for f in additions),
            "additions_raw": sum(f["raw"] for f in additions),
            "html_delta_gzip": ours["by_kind"]["html"]["gzip"] - plain["by_kind"]["html"]["gzip"],
            "claims_on_page": page.read_text(encoding="utf-8").count('class="claim-card"'),
            "third_party": third,
            "third_party_plain": measure.third_party_resources(plain_out, origin),
        }

    # -- 7. publishing ----------------------------------------------------------------------

    def publishing(self) -> dict:
        """``make public``'s builds as tools.publish runs them (every language at once)
        against the same builds one after the other, each from scratch; and the search index
        each language ships, raw and gzip."""
        from tools import publish

        languages = publish.read_site_languages()
        runs: dict[str, list[dict]] = {"concurrent": [], "sequential": []}
        indexes: dict[str, dict[str, int]] = {}
        for r in range(self.repeat):
            for mode in (
                ("concurrent", "sequential") if r % 2 == 0 else ("sequential", "concurrent")
            ):
                root = self.work / f"publish-{mode}-{r}"
                commands = {
                    lang: publish.build_command(
                        lang,
                        root / "out" / path,
                        root / "doctrees",
                        "http://127.0.0.1:8080/",
                        ["-q"],
                        REPO / "source",
                        REPO,
                    )
                    for lang, path in languages.items()
                }
                self.log(f"publish {mode} {r}")
                before = os.times()
                start = time.perf_counter()
                if mode == "concurrent":
                    statuses = publish.run_builds(commands, REPO)
                else:
                    statuses = {}
                    for lang, command in commands.items():
                        statuses.update(publish.run_builds({lang: command}, REPO))
                wall = time.perf_counter() - start
                after = os.times()
                if any(statuses.values()):
                    raise RuntimeError(f"publish builds failed: {statuses}")
                runs[mode].append(
                    {
                        "wall": wall,
                        "cpu": (after.children_user - before.children_user)
                        + (after.children_system - before.children_system),
                    }
                )
                for lang, path in languages.items():
                    data = (root / "out" / path / "searchindex.js").read_bytes()
                    indexes[lang] = {"raw": len(data), "gzip": measure.gzip_size(data)}
                shutil.rmtree(root, ignore_errors=True)
        concurrent = [run["wall"] for run in runs["concurrent"]]
        sequential = [run["wall"] for run in runs["sequential"]]
        return {
            "cores": os.cpu_count(),
            "languages": list(languages),
            "concurrent": {
                "wall": summary(concurrent),
                "cpu": summary(run["cpu"] for run in runs["concurrent"]),
            },
            "sequential": {
                "wall": summary(sequential),
                "cpu": summary(run["cpu"] for run in runs["sequential"]),
            },
            "speedup_wall": measure.ratio(sequential, concurrent),
            "search_index": indexes,
        }

    # -- 6. profile -----------------------------------------------------------------------

    def profile(self) -> dict:
        result: dict = {}
        largest, smallest = max(self.sizes), min(self.sizes)
        fix = self.fix_env["BENCH_BIBTEX_FIX"]
        # (label, articles or None for the real site, bibtex fix, language)
        plans = [("largest", largest, fix, "en")]
        if self.args.merge:  # completing an earlier run: label by size, keep its profiles
            plans = [
                (f"en_{largest}", largest, fix, "en"),
                (f"incremental_en_{largest}", largest, fix, "incremental"),
                ("real_site_zh_CN", None, "0", "zh_CN"),
            ]
            if self.args.profile_zh_size:
                size = self.args.profile_zh_size
                plans.append((f"zh_CN_{size}", size, fix, "zh_CN"))
        elif not self.args.quick:
            plans.append(("real_site", None, "0", "en"))
            plans.append(("real_site_zh_CN", None, "0", "zh_CN"))
            if self.args.bibtex_fix:
                plans.append(("smallest_as_shipped", smallest, "0", "en"))
            plans.append(("smallest_zh_CN", smallest, fix, "zh_CN"))
        for label, pages, bibfix, language in plans:
            stats = self.work / f"profile-{label}.prof"
            if language == "incremental":
                result[label] = self._profile_incremental(pages, stats, bibfix)
                continue
            out, doctrees = self.work / "profile-out", self.work / "profile-doctrees"
            self.clean_dirs(out, doctrees)
            if pages is None:
                confdir, srcdir = REPO, REPO / "source"
            else:
                corpus = self.corpus(pages)
                confdir, srcdir = corpus.confdir, corpus.srcdir
                for mo in corpus.locale_dir.rglob("*.mo"):
                    mo.unlink()
            args = sphinx_args(
                confdir, srcdir, out, doctrees, language=language, overrides=["claims_scan=1"]
            )
            what = pages or "real site"
            result[label] = self._profiled(label, stats, args, bibfix, what, language)
            self.clean_dirs(out, doctrees)
        return result

    def yaml_whatif(self) -> dict:
        corpus = self.corpus(max(self.sizes))
        return yaml_loader_whatif(corpus.srcdir / "_data" / "claims")

    def _profile_incremental(self, pages: int, stats: Path, bibfix: str) -> dict:
        """The rebuild after a one-article edit, profiled (on section 3's kept build)."""
        corpus = self.corpus(pages)
        out = self.kept[f"{corpus.root.name}-en"]
        doctrees = corpus.root / "doctrees" / out.name
        article = corpus.article(0)
        original = article.read_text(encoding="utf-8")
        try:
            article.write_text(
                original + "\n\nOne more sentence for the profiled rebuild.\n", encoding="utf-8"
            )
            args = sphinx_args(
                corpus.confdir, corpus.srcdir, out, doctrees, overrides=["claims_scan=1"]
            )
            what = f"incremental rebuild of {pages} articles"
            return self._profiled(f"incremental-{pages}", stats, args, bibfix, what, "en")
        finally:
            article.write_text(original, encoding="utf-8")

    def _profiled(
        self, label: str, stats: Path, args: list[str], bibfix: str, pages: object, language: str
    ) -> dict:
        """One build under cProfile and its analysis, with what was built (*pages*: a count
        of articles or a description)."""
        build = self.build(
            f"profile-{label}",
            measure.profile_command(stats, args),
            {"BENCH_BIBTEX_FIX": bibfix, "BENCH_ABLOG": "1"},
        )
        analysis = measure.analyse_profile(stats)
        analysis.update(
            {
                "pages": pages,
                "bibtex_fix": bibfix == "1",
                "language": language,
                "build": build.as_dict(),
                "stats_file": str(stats),
            }
        )
        return analysis


# -- helpers ---------------------------------------------------------------------------


def yaml_loader_whatif(claims_dir: Path, repeat: int = 3) -> dict:
    """The claim files of a generated site parsed with claims.core.registry's line-recording
    mapping constructor on PyYAML's pure-Python SafeLoader and on libyaml's CSafeLoader, in
    this process; whether both give identical data and line numbers; and which of the two
    the registry uses now."""
    import yaml

    from claims.core import load

    Loader = type[yaml.SafeLoader] | type[yaml.CSafeLoader]

    def with_line_mappings(base: Loader) -> Loader:
        loader = cast(Loader, type(f"Line{base.__name__}", (base,), {}))  # a subclass of base
        loader.add_constructor(
            yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, load._construct_mapping
        )
        return loader

    files = sorted(claims_dir.glob("*.yaml"))
    texts = [p.read_text(encoding="utf-8") for p in files]
    loaders = {"pure_python": with_line_mappings(yaml.SafeLoader)}
    if hasattr(yaml, "CSafeLoader"):  # PyYAML built without libyaml has none
        loaders["libyaml"] = with_line_mappings(yaml.CSafeLoader)

    def parse(loader: Loader) -> list[Any]:
        return [yaml.load(t, Loader=loader) for t in texts]  # noqa: S506

    out: dict = {
        "files": len(files),
        "registry_loader": [c.__name__ for c in load._LineLoader.__mro__[1:3]],
    }
    for label, loader in loaders.items():
        out[label] = measure.timed(parse, loader, repeat=repeat)
    if len(loaders) == 2:
        a, b = parse(loaders["pure_python"]), parse(loaders["libyaml"])
        out["identical"] = len(a) == len(b) and all(
            x == y
            and x.line == y.line
            and x.lines == y.lines
            and all(getattr(x[k], "lines", None) == getattr(y[k], "lines", None) for k in x)
            for x, y in zip(a, b, strict=True)
        )
    return out


def corpus_command(
    corpus: corpus_mod.Corpus,
    out: Path,
    doctrees: Path,
    language: str,
    scan: bool = True,
    jobs: str = "1",
) -> list[str]:
    """The HTML build of a generated site, the claims scan on or off."""
    args = sphinx_args(
        corpus.confdir,
        corpus.srcdir,
        out,
        doctrees,
        language=language,
        jobs=jobs,
        overrides=[f"claims_scan={int(scan)}"],
    )
    return sphinx_command(args)


def _incremental(edit: str, runs: list[measure.Build], checks: list[dict], clean: dict) -> dict:
    """The rebuilds after one kind of edit, against the clean build of the same site."""
    wall, cpu = summary(b.wall for b in runs), summary(b.cpu for b in runs)
    return {
        "edit": edit,
        "rebuilds": [b.as_dict() for b in runs],
        "wall": wall,
        "cpu": cpu,
        "fraction_wall": wall["median"] / clean["wall"]["median"],
        "fraction_cpu": cpu["median"] / clean["cpu"]["median"],
        "checks": checks,
        "all_checks_pass": all(c["pass"] for c in checks),
    }


def _pair(runs: dict[str, list[measure.Build]]) -> dict:
    on, off = runs["on"], runs.get("off", [])
    out = {
        "on_runs": [b.as_dict() for b in on],
        "off_runs": [b.as_dict() for b in off],
        "wall": summary(b.wall for b in on),
        "cpu": summary(b.cpu for b in on),
        "maxrss_mib": summary(b.maxrss_mib for b in on),
        "warnings": max((b.warnings for b in on), default=0),
    }
    if off:
        out["wall_off"] = summary(b.wall for b in off)
        out["cpu_off"] = summary(b.cpu for b in off)
        out["ratio_wall"] = measure.ratio([b.wall for b in on], [b.wall for b in off])
        out["ratio_cpu"] = measure.ratio([b.cpu for b in on], [b.cpu for b in off])
    return out


def _jobs(serial: list[dict], parallel: list[measure.Build]) -> dict:
    j1_wall = [b["wall"] for b in serial]
    j1_cpu = [b["cpu"] for b in serial]
    return {
        "j1": {
            "wall": summary(j1_wall),
            "cpu": summary(j1_cpu),
            "maxrss_mib": summary(b["maxrss_mib"] for b in serial),
        },
        "jauto": {
            "wall": summary(b.wall for b in parallel),
            "cpu": summary(b.cpu for b in parallel),
            "maxrss_mib": summary(b.maxrss_mib for b in parallel),
            "runs": [b.as_dict() for b in parallel],
        },
        "speedup_wall": (summary(j1_wall)["median"] / summary(b.wall for b in parallel)["median"]),
    }


def _growth(sizes: dict) -> dict:
    """Time per page at each size, and the exponent k of time ∝ pages^k between sizes
    (1 is linear)."""
    out: dict = {}
    for language in ("en", "zh_CN"):
        rows = []
        ordered = sorted(sizes.values(), key=lambda e: e["pages"])
        for entry in ordered:
            data = entry.get(language)
            if not data:
                continue
            rows.append(
                {
                    "pages": entry["pages"],
                    "wall_per_page_ms": 1000 * data["wall"]["median"] / entry["pages"],
                    "cpu_per_page_ms": 1000 * data["cpu"]["median"] / entry["pages"],
                }
            )
        for a, b in itertools.pairwise(rows):
            for kind in ("wall", "cpu"):
                ta = a[f"{kind}_per_page_ms"] * a["pages"]
                tb = b[f"{kind}_per_page_ms"] * b["pages"]
                b[f"{kind}_exponent"] = math.log(tb / ta) / math.log(b["pages"] / a["pages"])
        out[language] = rows
    return out


def _uses(out: Path) -> int:
    data = json.loads((out / "claims.json").read_text(encoding="utf-8"))
    return sum(len(c["uses"]) for c in data["claims"])


def _check_ledger(out: Path, claim_id: str, page: str, expect: bool) -> dict:
    """claims.json and numbers.html list *page* among the uses of *claim_id* iff *expect*."""
    data = json.loads((out / "claims.json").read_text(encoding="utf-8"))
    claim = next(c for c in data["claims"] if c["id"] == claim_id)
    in_json = any(u["page"].startswith(page) for u in claim["uses"])
    numbers = (out / "numbers.html").read_text(encoding="utf-8")
    row = re.search(rf'<tr[^>]* id="claim-{re.escape(claim_id)}">.*?</tr>', numbers, re.S)
    in_ledger = row is not None and page.split("/")[-1] in row.group(0)
    return {
        "claim": claim_id,
        "use_expected": expect,
        "in_claims_json": in_json,
        "in_numbers_html": in_ledger,
        "uses_in_json": len(claim["uses"]),
        "pass": in_json == expect and in_ledger == expect,
    }


def _parallel_declarations() -> dict:
    """parallel_read_safe / parallel_write_safe of every extension the site loads, as their
    setup() returns them (read in a child so this process stays clean)."""
    code = r"""
import json, sys
from pathlib import Path
from sphinx.application import Sphinx
import tempfile
root = Path(sys.argv[1])
with tempfile.TemporaryDirectory() as tmp:
    app = Sphinx(str(root / "source"), str(root), tmp + "/out", tmp + "/dt", "html",
                 status=None, warning=None, freshenv=True)
    print(json.dumps({name: {"read": ext.parallel_read_safe, "write": ext.parallel_write_safe}
                      for name, ext in sorted(app.extensions.items())}))
"""
    try:
        output = subprocess.run(
            [sys.executable, "-c", code, str(REPO)],
            capture_output=True,
            text=True,
            timeout=120,
            env=child_env(),
            cwd=REPO,
        ).stdout
        return json.loads(output.strip().splitlines()[-1])
    except Exception as error:  # reported, never fatal
        return {"error": str(error)}


def _config_value(name: str):
    from sphinx.config import Config
    from sphinx.util.tags import Tags

    try:
        return getattr(Config.read(REPO, overrides={}, tags=Tags()), name)
    except Exception:
        return None


ROLE_WITH_TARGET = re.compile(r"\{(?:claim|hw|nac)\}`([^`<]*?)\s*<[^`>]*>`")
ROLE_PLAIN = re.compile(r"\{(?:claim|hw|nac)\}`([^`]*)`")
CITE = re.compile(r"\{cite(?::[a-z]+)?\}`([^`]*)`")
BIBLIOGRAPHY = re.compile(r"```\{bibliography\}.*?```", re.S)


def _write_plain_project(root: Path, source: Path) -> None:
    """The same article for a plain furo + MyST build: our roles become their text."""
    shutil.rmtree(root, ignore_errors=True)
    (root / "source" / "posts").mkdir(parents=True)
    text = source.read_text(encoding="utf-8")
    text = ROLE_WITH_TARGET.sub(r"\1", text)
    text = ROLE_PLAIN.sub(r"\1", text)
    text = CITE.sub(r"(\1)", text)
    text = BIBLIOGRAPHY.sub("", text)
    (root / "source" / "posts" / source.name).write_text(text, encoding="utf-8")
    (root / "source" / "index.md").write_text(
        "# Plain\n\n```{toctree}\nposts/" + source.stem + "\n```\n", encoding="utf-8"
    )
    for folder in ("_figures", "_code"):
        if (REPO / "source" / folder).is_dir():
            shutil.copytree(REPO / "source" / folder, root / "source" / folder)
    (root / "conf.py").write_text(
        '"""Plain furo + MyST, no extensions of ours: the page-weight baseline."""\n'
        'project = "Inference Notes"\n'
        'extensions = ["myst_parser"]\n'
        'myst_enable_extensions = ["colon_fence", "deflist", "dollarmath", "fieldlist"]\n'
        'html_theme = "furo"\n'
        'html_title = "Inference Notes"\n'
        'exclude_patterns = ["_code"]\n',
        encoding="utf-8",
    )


def machine(work: Path) -> dict:
    info: dict = {
        "cores": os.cpu_count(),
        "python": sys.version.split()[0],
        "implementation": platform.python_implementation(),
        "platform": platform.platform(),
        "workdir": str(work),
    }
    try:
        info["cores_usable"] = len(os.sched_getaffinity(0))
    except AttributeError:
        pass
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text()
        model = re.search(r"model name\s*:\s*(.+)", cpuinfo)
        info["cpu"] = model.group(1).strip() if model else platform.processor()
        mem = re.search(r"MemTotal:\s*(\d+)", Path("/proc/meminfo").read_text())
        info["memory_gib"] = round(int(mem.group(1)) / 1024 / 1024, 1) if mem else None
    except OSError:
        pass
    info["packages"] = {}
    for name in PACKAGES:
        try:
            info["packages"][name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            info["packages"][name] = None
    try:
        info["git_commit"] = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain"], cwd=REPO, capture_output=True, text=True
        ).stdout
        info["git_uncommitted_files"] = len(dirty.splitlines())
    except OSError:
        pass
    return info


def _merge(old: dict, new: dict) -> dict:
    """*old* results with the sizes that *new* measured added to its per-size sections (a
    longer series completed by a second run on the same machine)."""
    merged = dict(old)
    for name in ("scale", "incremental", "parallel"):
        section = new.get(name, {})
        for size, entry in section.get("sizes", {}).items():
            sizes = merged.setdefault(name, {"sizes": {}}).setdefault("sizes", {})
            sizes.setdefault(size, {}).update(entry)
    for key in ("as_shipped", "i18n_whatif"):  # per size: add the new sizes
        if new.get("scale", {}).get(key):
            merged["scale"].setdefault(key, {}).update(new["scale"][key])
    if new.get("scale", {}).get("yaml_loader"):  # one measurement: the newer replaces it
        merged["scale"]["yaml_loader"] = new["scale"]["yaml_loader"]
    for label, data in new.get("profile", {}).items():
        if isinstance(data, dict) and "total" in data:
            merged.setdefault("profile", {})[label] = data
    if "sizes" in merged.get("scale", {}):
        merged["scale"]["growth"] = _growth(merged["scale"]["sizes"])
    sizes = sorted({int(s) for s in merged.get("scale", {}).get("sizes", {})})
    merged["run"] = dict(old["run"], sizes=sizes)
    languages = new["run"].get("languages", ["en", "zh_CN"])
    what = (
        f"Size(s) {', '.join(map(str, new['run']['sizes']))} ({', '.join(languages)} only)"
        if languages
        else "The what-if measurements (translated doctrees, claim files)"
    )
    merged.setdefault("notes", []).append(
        f"{what} were measured by a further run "
        f"({new['run']['started']} → {new['run']['finished']}, {new['run']['repeat']} "
        f"repetitions, load average "
        f"{', '.join(f'{x:.2f}' for x in new['run']['load_average_start'])}"
        f" at its start) and merged into this report."
    )
    return merged


def _write(results: dict, args: argparse.Namespace) -> Path:
    json_path = args.json or args.report.with_name("results.json")
    args.report.parent.mkdir(parents=True, exist_ok=True)
    json_path.parent.mkdir(parents=True, exist_ok=True)
    json_path.write_text(
        json.dumps(results, indent=1, ensure_ascii=False, default=str) + "\n", encoding="utf-8"
    )
    args.report.write_text(report.markdown(results), encoding="utf-8")
    return json_path


def parse_arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench.run", description=__doc__.split("\n\n")[0], allow_abbrev=False
    )
    parser.add_argument(
        "--sizes",
        default="50,200,800",
        help="article counts of the synthetic sites (default 50,200,800)",
    )
    parser.add_argument("--repeat", type=int, default=3, help="repetitions per measurement")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="fewer builds: English only on the real site, one zh_CN run, no "
        "ABlog-free corpus, no as-shipped bibtex series, one profile",
    )
    parser.add_argument("--report", type=Path, default=REPO / "bench" / "RESULTS.md")
    parser.add_argument(
        "--json",
        type=Path,
        default=None,
        help="JSON results (default: results.json next to --report)",
    )
    parser.add_argument(
        "--workdir",
        type=Path,
        default=None,
        help="where sites are generated and built (default: a new temp dir)",
    )
    parser.add_argument("--keep", action="store_true", help="keep the work directory")
    parser.add_argument(
        "--no-bibtex-fix",
        dest="bibtex_fix",
        action="store_false",
        help="synthetic sites with sphinxcontrib-bibtex as installed (its "
        "cost grows with the cube of the page count)",
    )
    parser.add_argument(
        "--merge",
        type=Path,
        default=None,
        help="add the sizes measured now to an earlier results.json",
    )
    parser.add_argument(
        "--languages",
        default="en,zh_CN",
        help="languages of the scale and incremental series (default en,zh_CN)",
    )
    parser.add_argument(
        "--as-shipped-sizes",
        default="",
        help="article counts of the as-shipped bibtex series (default: the "
        "smallest size, its half and its quarter)",
    )
    parser.add_argument(
        "--i18n-sizes",
        default="",
        help="article counts of the translated-doctree what-if (default: the largest size)",
    )
    parser.add_argument(
        "--profile-zh-size",
        type=int,
        default=None,
        help="with --merge: also profile a zh_CN build of this many articles",
    )
    parser.add_argument(
        "--note",
        action="append",
        default=[],
        help="a sentence for the top of the report (repeatable)",
    )
    parser.add_argument(
        "--from-json",
        type=Path,
        default=None,
        help="only write --report from an earlier results.json",
    )
    parser.add_argument(
        "--sections", default="1,2,3,4,5,6,7", help="which sections to run (default all)"
    )
    args = parser.parse_args(argv)
    args.sizes = sorted({int(s) for s in str(args.sizes).split(",") if s.strip()})
    if not args.sizes or min(args.sizes) < 1 or args.repeat < 1:
        parser.error("--sizes needs positive article counts and --repeat at least 1")
    args.sections = {int(s) for s in args.sections.split(",")}
    args.languages = [lang for lang in args.languages.split(",") if lang]
    args.as_shipped_sizes = sorted({int(x) for x in args.as_shipped_sizes.split(",") if x})
    args.i18n_sizes = sorted({int(x) for x in args.i18n_sizes.split(",") if x})
    return args


SECTIONS = [
    (1, "checker_overhead"),
    (2, "scale"),
    (3, "incremental"),
    (4, "parallel"),
    (5, "page_weight"),
    (6, "profile"),
    (7, "publishing"),
]


def main(argv: list[str] | None = None) -> int:
    args = parse_arguments(argv)
    if args.from_json:  # re-render the report from earlier results
        results: dict = json.loads(args.from_json.read_text(encoding="utf-8"))
        results.setdefault("notes", []).extend(args.note)
        for data in results.get("profile", {}).values():  # re-read kept profiles
            if isinstance(data, dict) and Path(data.get("stats_file", "")).is_file():
                keep = {
                    k: data[k]
                    for k in ("pages", "bibtex_fix", "language", "build", "stats_file")
                    if k in data
                }
                data.update(measure.analyse_profile(Path(data["stats_file"])))
                data.update(keep)
        if args.json:
            args.json.write_text(
                json.dumps(results, indent=1, ensure_ascii=False, default=str) + "\n",
                encoding="utf-8",
            )
        args.report.write_text(report.markdown(results), encoding="utf-8")
        return 0
    work = Path(args.workdir or tempfile.mkdtemp(prefix="inference-notes-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    if work.resolve().is_relative_to((REPO / "source").resolve()):
        print("bench: --workdir must not be inside source/", file=sys.stderr)
        return 2
    bench = Bench(args, work)
    started = dt.datetime.now(dt.UTC)
    results = {
        "schema": 1,
        "machine": machine(work),
        "run": {
            "sizes": args.sizes,
            "repeat": args.repeat,
            "quick": args.quick,
            "languages": args.languages,
            "bibtex_fix": args.bibtex_fix,
            "started": started.isoformat(timespec="seconds"),
            "load_average_start": os.getloadavg(),
        },
        "targets": TARGETS,
        "notes": list(args.note),
    }
    for number, name in SECTIONS:
        if number not in args.sections:
            results[name] = {"skipped": "not requested (--sections)"}
            continue
        bench.log(f"section {number}: {name}")
        began = time.perf_counter()
        try:
            results[name] = getattr(bench, name)()
        except Exception:  # one failed measurement must not lose the others
            results[name] = {"error": traceback.format_exc()}
            bench.log(f"section {number} failed:\n{results[name]['error']}")
        results[name]["seconds"] = round(time.perf_counter() - began, 1)
        _write(results, args)  # after every section: an interrupted run keeps what it has
    finished = dt.datetime.now(dt.UTC)
    results["run"].update(
        {
            "finished": finished.isoformat(timespec="seconds"),
            "duration_seconds": round((finished - started).total_seconds(), 1),
            "load_average_end": os.getloadavg(),
        }
    )
    if args.merge:
        results = _merge(json.loads(args.merge.read_text(encoding="utf-8")), results)
    json_path = _write(results, args)
    bench.log(f"report: {args.report}, data: {json_path}")
    if not args.keep and args.workdir is None:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
