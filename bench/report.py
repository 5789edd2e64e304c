"""bench/RESULTS.md from the results dictionary (bench/results.json holds the same data)."""

from __future__ import annotations

import math
from typing import Any

SECTION_TITLES = [
    ("checker_overhead", "1. Checker overhead (real site)"),
    ("scale", "2. Scale (synthetic sites)"),
    ("incremental", "3. Incremental rebuild"),
    ("parallel", "4. Parallelism"),
    ("page_weight", "5. Page weight"),
    ("profile", "6. Where time goes"),
]


def _f(value: Any, digits: int = 2) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "–"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _s(stat: dict | None, digits: int = 1) -> str:
    """median (min–max) of a summary."""
    if not stat or not stat.get("n"):
        return "–"
    if stat["n"] == 1:
        return _f(stat["median"], digits)
    return f"{_f(stat['median'], digits)} ({_f(stat['min'], digits)}–{_f(stat['max'], digits)})"


def _kib(n: float) -> str:
    return f"{n / 1024:.1f}"


def _verdict(value: float | None, target: float) -> str:
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "not measured"
    return "meets target" if value <= target else "**misses target**"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    return out


# -- sections -------------------------------------------------------------------------------


def _overhead(data: dict, targets: dict) -> list[str]:
    out = ["Each build is a clean `sphinx-build -b html` of `source/` with the repository's "
           "`conf.py`, once with the claims scan on and once with `-D claims_scan=0`, "
           "everything else identical; runs are interleaved (on/off, off/on, …). Ratio = "
           "median of the pairwise on/off ratios. CPU time (user+system of the build) is "
           "the robust figure on a shared machine; wall-clock is shown beside it.", ""]
    rows = []
    for language, d in data.get("languages", {}).items():
        rows.append([language, _s(d["wall"]), _s(d.get("wall_off")), _s(d["cpu"]),
                     _s(d.get("cpu_off")),
                     _f(d["ratio_cpu"]["median"], 3), _f(d["ratio_wall"]["median"], 3),
                     _verdict(d["ratio_cpu"]["median"], targets["overhead_real"])])
    out += _table(["language", "wall on, s", "wall off, s", "cpu on, s", "cpu off, s",
                   "ratio (cpu)", "ratio (wall)", f"target ≤ {targets['overhead_real']}"], rows)
    det = data.get("detector")
    if det:
        out += ["", f"The detector alone (`claims.detector.Detector.find`, in-process, no "
                f"Sphinx) over every block of the site's Markdown ({det['blocks']} blocks, "
                f"{det['chars']:,} characters, markup included so an upper bound): "
                f"**{_f(det['seconds']['median'] * 1000, 1)} ms** (median of "
                f"{det['seconds']['n']})."]
    return out


def _scale(data: dict, targets: dict) -> list[str]:
    out = [f"Synthetic sites from `bench/corpus.py`: N articles of realistic MyST (sections, "
           f"paragraphs, inline and display math, code, `{{cite:p}}` citations, `{{hw}}` "
           f"mentions, a per-article bibliography), {data.get('claims_per_page', 40)} claims "
           f"per article declared in generated `_data/claims/*.yaml`, a generated "
           f"`hardware.yaml` and `references.bib`, the home page's ABlog post list, the Numbers "
           f"and Hardware pages, and a complete zh_CN catalog written with polib. The site's "
           f"real `conf.py` is used unchanged (extensions, theme, templates).", ""]
    if data.get("bibtex_fix"):
        out += ["**Note:** these series run with the benchmark-only *bibtex what-if fix* "
                "(`BENCH_BIBTEX_FIX=1` in the generated `conf.py`: pybtex plugin look-ups "
                "cached, cited docnames indexed once). Without it, sphinxcontrib-bibtex's cost "
                "grows with the cube of the article count and 200+ articles do not build in "
                "useful time; see *As shipped* below and section 6.", ""]
    rows = []
    for size, e in sorted(data.get("sizes", {}).items(), key=lambda kv: int(kv[0])):
        for language in ("en", "zh_CN"):
            d = e.get(language)
            if not d:
                continue
            ratio = d.get("ratio_cpu", {}).get("median")
            rows.append([size, language, _s(d["wall"]), _s(d["cpu"]), _s(d["maxrss_mib"], 0),
                         _f(1000 * d["cpu"]["median"] / e["pages"], 0),
                         _f(ratio, 3), _f(d.get("ratio_wall", {}).get("median"), 3),
                         _verdict(ratio, targets["overhead_scale"]) if ratio else "–",
                         str(d.get("warnings", 0))])
    out += _table(["articles", "lang", "clean wall, s", "clean cpu, s", "peak RSS, MiB",
                   "cpu ms/article", "scan on/off (cpu)", "(wall)",
                   f"target ≤ {targets['overhead_scale']}", "warnings"], rows)
    growth = data.get("growth", {})
    lines = []
    for language, rows_ in growth.items():
        for row in rows_[1:]:
            lines.append(f"{language}: {row['pages']} articles, exponent {_f(row.get('cpu_exponent'))}"
                         f" (cpu) / {_f(row.get('wall_exponent'))} (wall)")
    if lines:
        out += ["", "Growth: time ∝ articles^k between successive sizes (k = 1 is linear; "
                "below 1 the fixed start-up cost still shows):", ""]
        out += [f"- {line}" for line in lines]
    dets = [(s, e["detector"]) for s, e in data.get("sizes", {}).items() if "detector" in e]
    if dets:
        out += ["", "Detector alone over the generated Markdown: " + "; ".join(
            f"{s} articles {_f(d['seconds']['median'] * 1000, 0)} ms" for s, d in
            sorted(dets, key=lambda kv: int(kv[0]))) + "."]
    shipped = data.get("as_shipped")
    if shipped:
        out += ["", "**As shipped** (sphinxcontrib-bibtex and pybtex as installed) against the "
                "what-if fix, English, scan on, one run each:", ""]
        rows = []
        for size, r in sorted(shipped.items(), key=lambda kv: int(kv[0])):
            rows.append([size, _f(r["shipped"]["cpu"], 1), _f(r["fixed"]["cpu"], 1),
                         _f(r["shipped"]["cpu"] - r["fixed"]["cpu"], 1),
                         _f(r["shipped"]["cpu"] / r["fixed"]["cpu"], 2)])
        out += _table(["articles", "cpu as shipped, s", "cpu with fix, s", "bibtex excess, s",
                       "ratio"], rows)
        sizes = sorted(shipped, key=int)
        if len(sizes) >= 2:
            a, b = shipped[sizes[0]], shipped[sizes[-1]]
            ea = a["shipped"]["cpu"] - a["fixed"]["cpu"]
            eb = b["shipped"]["cpu"] - b["fixed"]["cpu"]
            if ea > 0 and eb > 0:
                k = math.log(eb / ea) / math.log(int(sizes[-1]) / int(sizes[0]))
                out += ["", f"The excess grows as articles^{k:.1f} between {sizes[0]} and "
                        f"{sizes[-1]} articles; extrapolated with that exponent, 800 articles "
                        f"would spend about {eb * (800 / int(sizes[-1])) ** k / 3600:.1f} h in "
                        f"it per clean build."]
    return out


def _incremental(data: dict, targets: dict) -> list[str]:
    out = ["After a clean build (scan on), one article's Markdown is edited (a use of a claim "
           "declared for another article is added, then removed on the next run, …) and "
           "`sphinx-build` runs again on the same output and doctrees; for Chinese, one "
           "`.po` entry's msgstr is changed instead. Fraction = median rebuild time / median "
           "clean build time. Checks: `claims.json` and `numbers.html` list the use exactly "
           "when it is in the text; for the catalog edit, the page shows the new msgstr and "
           "`claims.json` keeps the same number of uses.", ""]
    rows = []
    for size, e in sorted(data.get("sizes", {}).items(), key=lambda kv: int(kv[0])):
        for language in ("en", "zh_CN"):
            d = e.get(language) or {}
            if "wall" not in d:
                rows.append([size, language, "–", "–", "–", d.get("skipped", "–"), "–"])
                continue
            rows.append([size, language, _s(d["wall"]), _s(d["cpu"]),
                         f"{_f(d['fraction_cpu'], 3)} / {_f(d['fraction_wall'], 3)}",
                         _verdict(d["fraction_cpu"], targets["incremental"]),
                         "pass" if d["all_checks_pass"] else "**FAIL**"])
    out += _table(["articles", "edit", "rebuild wall, s", "rebuild cpu, s",
                   "fraction (cpu / wall)", f"target ≤ {targets['incremental']}",
                   "ledger checks"], rows)
    return out


def _parallel(data: dict, targets: dict) -> list[str]:
    decl = data.get("declarations", {})
    serial_read = sorted(n for n, d in decl.items() if isinstance(d, dict) and not d["read"])
    serial_write = sorted(n for n, d in decl.items() if isinstance(d, dict) and not d["write"])
    out = [f"`-j 1` against `-j auto` ({data.get('cores')} cores). Extensions that are not "
           f"parallel-read-safe: {', '.join(f'`{n}`' for n in serial_read) or 'none'}; not "
           f"parallel-write-safe: {', '.join(f'`{n}`' for n in serial_write) or 'none'}. "
           "With ABlog loaded Sphinx reads serially and only writes in parallel; the ABlog-free "
           "corpus (same articles, no post list) shows what parallel reading would give.", ""]
    rows = []
    for size, e in sorted(data.get("sizes", {}).items(), key=lambda kv: int(kv[0])):
        for variant in ("with_ablog", "without_ablog"):
            d = e.get(variant)
            if not d:
                continue
            rows.append([size, variant.replace("_", " "), _s(d["j1"]["wall"]),
                         _s(d["jauto"]["wall"]), _f(d["speedup_wall"]),
                         _s(d["j1"]["cpu"]), _s(d["jauto"]["cpu"]),
                         _s(d["j1"]["maxrss_mib"], 0), _s(d["jauto"]["maxrss_mib"], 0)])
    out += _table(["articles", "corpus", "-j 1 wall, s", "-j auto wall, s", "speed-up",
                   "-j 1 cpu, s", "-j auto cpu, s", "-j 1 RSS, MiB", "-j auto RSS, MiB"], rows)
    return out


def _weight(data: dict, targets: dict) -> list[str]:
    ours, plain = data["ours"]["by_kind"], data["plain"]["by_kind"]
    out = [f"First visit to `{data['article']}` of the real English build: the page and every "
           "CSS, JS and font file it loads from our origin (images not counted), raw and gzip "
           "(level 6, as `deploy/nginx.conf`). Baseline: the same article built with a minimal "
           "`conf.py` (furo + MyST only; our roles replaced by their text, citations by their "
           "keys, no bibliography).", ""]
    rows = []
    for kind in ("html", "css", "js", "fonts", "other", "total"):
        o, p = ours.get(kind, {}), plain.get(kind, {})
        rows.append([kind, _kib(o.get("raw", 0)), _kib(o.get("gzip", 0)),
                     _kib(p.get("raw", 0)), _kib(p.get("gzip", 0)),
                     _f(o.get("gzip", 0) / p["gzip"], 2) if p.get("gzip") else "–"])
    out += _table(["", "ours raw, KiB", "ours gzip, KiB", "plain furo raw, KiB",
                   "plain furo gzip, KiB", "ratio (gzip)"], rows)
    additions = data.get("additions", [])
    target = targets["additions_gzip_kib"]
    out += ["", f"Our additions (files the plain page does not load): "
            f"**{_kib(data['additions_gzip'])} KiB gzip** ({_kib(data['additions_raw'])} KiB raw) "
            f"— target ≤ {target} KB gzip: "
            f"{_verdict(data['additions_gzip'] / 1024, target)}.", ""]
    out += _table(["file", "kind", "raw, B", "gzip, B"],
                  [[f["name"], f["kind"], str(f["raw"]), str(f["gzip"])] for f in additions])
    out += ["", f"The HTML itself is {_kib(data['html_delta_gzip'])} KiB gzip heavier than the "
            f"plain page: the article has {data['claims_on_page']} claims, each with its mark "
            "and hover card in the markup (content, not chrome), plus the language switcher "
            "and hreflang links."]
    tp_lines = []
    for language, tp in data.get("third_party", {}).items():
        urls = tp.get("urls", {})
        tp_lines.append(f"- {language}: {tp['pages_scanned']} pages scanned, "
                        f"**{len(urls)} third-party resource URLs**"
                        + ("" if not urls else ": " + ", ".join(f"`{u}`" for u in list(urls)[:5])))
    plain_tp = data.get("third_party_plain", {}).get("urls", {})
    out += ["", "Third-party bytes: every `<script src>`, stylesheet, preload, image, frame and "
            "CSS `url()`/`@import` on another origin than `site_baseurl`, in all built pages "
            "and stylesheets (links a reader follows are not fetches and are not counted):", ""]
    out += tp_lines
    out += [f"- plain furo baseline, for comparison: {len(plain_tp)} "
            + ("(" + ", ".join(f"`{u}`" for u in list(plain_tp)[:3]) + ")" if plain_tp else "")]
    return out


def _profile(data: dict, targets: dict) -> list[str]:
    out = ["cProfile around `sphinx.cmd.build.main` in a child process (clean English build, "
           "scan on). cProfile slows pure-Python code several-fold, so read shares, not "
           "seconds. *Self* time is additive by package; *inclusive* counts calls into a "
           "package from outside it with everything they call (packages overlap, e.g. "
           "docutils runs our transforms), so inclusive shares do not add up to 100 %."]
    for label, d in data.items():
        if not isinstance(d, dict) or "total" not in d:
            continue
        total = d["total"] or 1
        pages = d["pages"]
        what = pages if isinstance(pages, str) else f"{pages} synthetic articles"
        out += ["", f"### {label.replace('_', ' ')}: {what}, {d.get('language', 'en')}, bibtex "
                f"{'with the what-if fix' if d['bibtex_fix'] else 'as shipped'}, "
                f"{_f(d['total'], 1)} s profiled", ""]

        def inclusive(pkg: str) -> list[str]:
            if pkg in {"builtins", "python/other"}:  # C functions and the stdlib: not a layer
                return ["–", "–"]
            t = d["inclusive_by_package"].get(pkg, 0.0)
            return [_f(t, 1), f"{100 * t / total:.0f} %"]

        rows = [[pkg, _f(t, 1), f"{100 * t / total:.0f} %", *inclusive(pkg)]
                for pkg, t in list(d["self_by_package"].items())[:16]]
        out += _table(["package", "self, s", "self %", "inclusive, s", "inclusive %"], rows)
        watched = d.get("watched", {})
        if watched:
            out += ["", "Named costs (cumulative time of one function, with what it calls):", ""]
            out += _table(["cost", "cumulative, s", "%", "calls"],
                          [[name, _f(w["cumulative"], 2),
                            f"{100 * w['cumulative'] / total:.1f}", str(w["calls"])]
                           for name, w in sorted(watched.items(),
                                                 key=lambda kv: -kv[1]["cumulative"])])
        out += ["", "Top functions by cumulative time:", ""]
        out += _table(["cumulative, s", "%", "self, s", "calls", "function"],
                      [[_f(f["cumulative"], 1), f"{100 * f['cumulative'] / total:.0f}",
                        _f(f["self"], 2), str(f["calls"]), f"`{f['function']}`"]
                       for f in d["top_cumulative"][:22]])
        out += ["", "Top functions of `_ext/` by cumulative time:", ""]
        out += _table(["cumulative, s", "%", "self, s", "calls", "function"],
                      [[_f(f["cumulative"], 2), f"{100 * f['cumulative'] / total:.1f}",
                        _f(f["self"], 2), str(f["calls"]), f"`{f['function']}`"]
                       for f in d["ext_top"][:10]])
    return out


SECTIONS = {"checker_overhead": _overhead, "scale": _scale, "incremental": _incremental,
            "parallel": _parallel, "page_weight": _weight, "profile": _profile}


def headline(results: dict) -> list[str]:
    """The numbers a reader wants first, each with its target."""
    t = results["targets"]
    out = []
    co = results.get("checker_overhead", {})
    for language, d in co.get("languages", {}).items():
        out.append(f"- Checker overhead, real site, {language}: **{_f(d['ratio_cpu']['median'], 3)}** "
                   f"(cpu; wall {_f(d['ratio_wall']['median'], 3)}) — target ≤ "
                   f"{t['overhead_real']}: {_verdict(d['ratio_cpu']['median'], t['overhead_real'])}")
    for size, e in sorted(results.get("scale", {}).get("sizes", {}).items(),
                          key=lambda kv: int(kv[0])):
        parts = []
        for language in ("en", "zh_CN"):
            d = e.get(language)
            if d and "ratio_cpu" in d:
                parts.append(f"{language} {_f(d['ratio_cpu']['median'], 3)}")
        if parts:
            out.append(f"- Checker overhead, {size} synthetic articles: " + ", ".join(parts)
                       + f" (target ≤ {t['overhead_scale']})")
    growth = results.get("scale", {}).get("growth", {})
    for language, rows in growth.items():
        if len(rows) >= 2:
            out.append(f"- Clean build, {language}: " + ", ".join(
                f"{r['pages']} → {_f(r['cpu_per_page_ms'], 0)} ms cpu/article" for r in rows)
                + "; exponents " + ", ".join(_f(r.get("cpu_exponent")) for r in rows[1:]))
    for size, e in sorted(results.get("incremental", {}).get("sizes", {}).items(),
                          key=lambda kv: int(kv[0])):
        parts = [f"{lang} {_f(d['fraction_cpu'], 3)}" for lang, d in e.items()
                 if isinstance(d, dict) and "fraction_cpu" in d]
        if parts:
            out.append(f"- Incremental rebuild / clean, {size} articles: " + ", ".join(parts)
                       + f" (target ≤ {t['incremental']})")
    pw = results.get("page_weight", {})
    if "ratio_total_gzip" in pw:
        n_tp = sum(len(v.get("urls", {})) for v in pw.get("third_party", {}).values())
        out.append(f"- Page weight vs plain furo: ×{_f(pw['ratio_total_gzip'])} gzip "
                   f"(×{_f(pw['ratio_total_raw'])} raw); our asset additions "
                   f"{_kib(pw['additions_gzip'])} KiB gzip (target ≤ {t['additions_gzip_kib']}); "
                   f"third-party resource URLs: {n_tp}")
    return out


def markdown(results: dict) -> str:
    m, run = results["machine"], results["run"]
    lines = ["# Build benchmark results", "",
             "Generated by `make bench` (`python -m bench.run`); do not edit by hand — the "
             "numbers below are rewritten on every run. Data: `bench/results.json`. This is a "
             "repository document, not a page of the site.", ""]
    notes = results.get("notes") or []
    if run.get("sizes") != [50, 200, 800] or run.get("repeat") != 3 or run.get("quick"):
        notes = [f"This run used sizes {', '.join(map(str, run['sizes']))} and "
                 f"{run['repeat']} repetition(s){' in --quick mode' if run.get('quick') else ''}"
                 f", not the default 50, 200, 800 × 3."] + list(notes)
    if notes:
        lines += ["> " + n for n in notes] + [""]
    lines += ["## Machine", "",
              f"- {m.get('cores')} cores ({m.get('cores_usable', '?')} usable), "
              f"{m.get('cpu', '?')}, {m.get('memory_gib', '?')} GiB; {m.get('platform')}",
              f"- Python {m.get('python')}; git {m.get('git_commit', '?')} with "
              f"{m.get('git_uncommitted_files', '?')} uncommitted files in the tree",
              f"- Run {run.get('started')} → {run.get('finished')} "
              f"({_f((run.get('duration_seconds') or 0) / 60, 1)} min); load average at start "
              f"{', '.join(_f(x) for x in run.get('load_average_start', []))}, at end "
              f"{', '.join(_f(x) for x in run.get('load_average_end', []))}",
              "- Packages: " + ", ".join(f"{k} {v}" for k, v in m.get("packages", {}).items()
                                         if v),
              "",
              "The machine is shared (others build at the same time), so every figure is the "
              "median of the repetitions, runs that are compared are interleaved, and ratios "
              "are computed on CPU time (user + system of the build process), which load "
              "disturbs far less than wall-clock time; wall-clock is reported beside it. "
              "Ranges in parentheses are min–max.", "",
              "## Headline", ""]
    lines += headline(results) or ["- (no results)"]
    for key, title in SECTION_TITLES:
        lines += ["", f"## {title}", ""]
        if key not in results:
            lines += ["Not run (yet)."]
            continue
        data = results[key]
        if "error" in data:
            lines += ["This measurement failed:", "", "```", data["error"].strip()[-3000:],
                      "```"]
            continue
        if "skipped" in data:
            lines += [f"Skipped: {data['skipped']}."]
            continue
        try:
            lines += SECTIONS[key](data, results["targets"])
        except Exception as error:  # a report bug must not hide the data
            lines += [f"(report could not render this section: {error!r}; see results.json)"]
        if "seconds" in data:
            lines += ["", f"_Section time: {_f(data['seconds'] / 60, 1)} min._"]
    try:
        found = findings(results) + list(results.get("findings") or [])
    except Exception as error:  # a report bug must not hide the data
        found = [f"(findings could not be computed: {error!r})"]
    if found:
        findings_ = found
        lines += ["", "## Findings and recommendations", ""] + findings_
    if False:
        lines += ["", "## Findings and recommendations", ""] + findings
    lines += ["", "## How to run", "",
              "```sh",
              "make bench                                   # sizes 50,200,800, 3 repetitions",
              "python -m bench.run --sizes 50,200 --repeat 3 --report bench/RESULTS.md",
              "python -m bench.run --sizes 3 --repeat 1 --quick --report /tmp/r.md  # smoke",
              "```", ""]
    return "\n".join(lines) + "\n"


# -- findings ------------------------------------------------------------------------------


def _watched(results: dict, profile: str, name: str) -> tuple[float, float] | None:
    """(seconds, share of the profiled build) of a named cost, if it was profiled."""
    d = results.get("profile", {}).get(profile)
    if not isinstance(d, dict) or not d.get("total"):
        return None
    w = d.get("watched", {}).get(name)
    return (w["cumulative"], w["cumulative"] / d["total"]) if w else (0.0, 0.0)


def findings(results: dict) -> list[str]:
    """What the numbers say, and what to change; computed from the data where possible."""
    out: list[str] = []
    t = results["targets"]
    # 1. the checker
    co = results.get("checker_overhead", {}).get("languages", {})
    scan = _watched(results, "real_site", "claims: _scan (uncited-number scan)")
    apply_ = _watched(results, "real_site", "claims: CheckClaims.apply (all read-time checks)")
    if co:
        ratios = ", ".join(f"{lang} {_f(d['ratio_cpu']['median'], 3)}" for lang, d in co.items())
        text = (f"**The cited-numbers scan is not what makes builds slow.** On-vs-off CPU "
                f"ratio on the real site: {ratios} (target ≤ {t['overhead_real']}).")
        if scan:
            text += (f" Profiled, `CheckClaims._scan` is {_f(100 * scan[1], 1)} % of a real-site "
                     f"build and all of `CheckClaims.apply` {_f(100 * apply_[1], 1)} %; the "
                     "spread between repetitions on this shared machine is larger than that, "
                     "so a single on/off pair can show any ratio from about 0.9 to 1.1 — read "
                     "the medians and the profile together.")
        out.append("- " + text)
    # 2. bibtex
    shipped = _watched(results, "smallest_as_shipped", "importlib.metadata: entry_points")
    filtered = _watched(results, "smallest_as_shipped", "bibtex: get_filtered_entries")
    if shipped or filtered:
        d = results["profile"]["smallest_as_shipped"]
        out.append(
            f"- **The top cost that grows with the site is sphinxcontrib-bibtex/pybtex, not "
            f"our code.** In the as-shipped profile ({d['pages']} articles), "
            f"`importlib.metadata.entry_points` — called by `pybtex.plugin.find_plugin` for "
            f"every citation, because pybtex 0.26 looks plugins up in the installed "
            f"distributions' metadata on each call unless they are registered at runtime — "
            f"takes {_f(100 * shipped[1], 0)} % of the build, and "
            f"`BibtexDomain.get_filtered_entries` {_f(100 * filtered[1], 0)} %: for every "
            f"`{{bibliography}}` (one per article, `:filter: docname in docnames`) and every "
            f"entry of the site-wide `.bib` it scans every citation of the site, so its cost "
            f"is articles × entries × citations, i.e. cubic in the number of articles. The "
            f"*As shipped* table in section 2 shows the excess and its extrapolation.")
    # 3. Chinese
    sizes = results.get("scale", {}).get("sizes", {})
    zh_en = [(s, e["zh_CN"]["cpu"]["median"] / e["en"]["cpu"]["median"]) for s, e in sizes.items()
             if "en" in e and "zh_CN" in e]
    if zh_en:
        jieba = _watched(results, "smallest_zh_CN", "jieba: cut_for_search")
        index = _watched(results, "smallest_zh_CN", "sphinx: search index (IndexBuilder.feed)")
        text = ("- **A Chinese build costs " + ", ".join(f"{_f(r, 1)}×" for _, r in
                sorted(zh_en, key=lambda kv: int(kv[0]))) + " an English one** (sizes "
                + ", ".join(s for s, _ in sorted(zh_en, key=lambda kv: int(kv[0]))) + ").")
        if index:
            text += (f" Profiled, Sphinx's search indexer is {_f(100 * index[1], 0)} % of it "
                     f"(jieba word segmentation {_f(100 * jieba[1], 0)} %), the rest "
                     "translation (Locale transform) and the same pipeline as English.")
        out.append(text)
    # 4. ledger pages
    bytes_ = [(int(s), e["output_bytes"]) for s, e in sizes.items() if "output_bytes" in e]
    if bytes_:
        bytes_.sort()
        out.append("- **The Numbers page grows with every claim and is rewritten on every "
                   "build** (`ledger.get_updated` marks it updated whenever anything was read): "
                   + ", ".join(f"{s} articles → numbers.html {b['numbers.html'] / 1e6:.1f} MB, "
                               f"claims.json {b['claims.json'] / 1e6:.1f} MB" for s, b in bytes_)
                   + ". At 800 articles (32,000 claims) expect about "
                   f"{bytes_[-1][1]['numbers.html'] / bytes_[-1][0] * 800 / 1e6:.0f} MB of "
                   "HTML for one page, written again on each incremental build.")
    return out
