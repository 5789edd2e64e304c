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
    ("publishing", "7. Publishing"),
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


def _top_functions(title: str, functions: list[dict], total: float, digits: int) -> list[str]:
    """A profile's functions by cumulative time, *digits* after the point (one fewer in %)."""
    rows = [
        [
            _f(f["cumulative"], digits),
            f"{100 * f['cumulative'] / total:.{digits - 1}f}",
            _f(f["self"], 2),
            str(f["calls"]),
            f"`{f['function']}`",
        ]
        for f in functions
    ]
    header = ["cumulative, s", "%", "self, s", "calls", "function"]
    return ["", f"{title} by cumulative time:", "", *_table(header, rows)]


# -- sections -------------------------------------------------------------------------------


def _overhead(data: dict, targets: dict) -> list[str]:
    out = [
        "Each build is a clean `sphinx-build -b html` of `source/` with the repository's "
        "`conf.py`, once with the claims scan on and once with `-D claims_scan=0`, "
        "everything else identical; runs are interleaved (on/off, off/on, …). Ratio = "
        "median of the pairwise on/off ratios. CPU time (user+system of the build) is "
        "the robust figure on a shared machine; wall-clock is shown beside it.",
        "",
    ]
    rows = []
    for language, d in data.get("languages", {}).items():
        rows.append(
            [
                language,
                _s(d["wall"]),
                _s(d.get("wall_off")),
                _s(d["cpu"]),
                _s(d.get("cpu_off")),
                _f(d["ratio_cpu"]["median"], 3),
                _f(d["ratio_wall"]["median"], 3),
                _verdict(d["ratio_cpu"]["median"], targets["overhead_real"]),
            ]
        )
    out += _table(
        [
            "language",
            "wall on, s",
            "wall off, s",
            "cpu on, s",
            "cpu off, s",
            "ratio (cpu)",
            "ratio (wall)",
            f"target ≤ {targets['overhead_real']}",
        ],
        rows,
    )
    det = data.get("detector")
    if det:
        out += [
            "",
            f"The detector alone (`claims.core.detector.Detector.find`, in-process, no "
            f"Sphinx) over every block of the site's Markdown ({det['blocks']} blocks, "
            f"{det['chars']:,} characters, markup included so an upper bound): "
            f"**{_f(det['seconds']['median'] * 1000, 1)} ms** (median of "
            f"{det['seconds']['n']}).",
        ]
    return out


def _scale(data: dict, targets: dict) -> list[str]:
    out = [
        f"Synthetic sites from `bench/corpus.py`: N articles of realistic MyST (sections, "
        f"paragraphs, inline and display math, code, `{{cite:p}}` citations, `{{hw}}` "
        f"mentions, a per-article bibliography), {data.get('claims_per_page', 40)} claims "
        f"per article declared in generated `_data/claims/*.yaml`, a generated "
        f"`hardware.yaml` and `references.bib`, the home page's ABlog post list, the Numbers "
        f"and Hardware pages, and a complete zh_CN catalog written with polib. The site's "
        f"real `conf.py` is used unchanged (extensions, theme, templates).",
        "",
    ]
    if data.get("bibtex_fix"):
        out += [
            "**Note:** these series run with the benchmark-only *bibtex what-if fix* "
            "(`BENCH_BIBTEX_FIX=1` in the generated `conf.py`: pybtex plugin look-ups "
            "cached, cited docnames indexed once). Without it, sphinxcontrib-bibtex's cost "
            "grows with the cube of the article count and 200+ articles do not build in "
            "useful time; see *As shipped* below and section 6.",
            "",
        ]
    rows = []
    for size, e in sorted(data.get("sizes", {}).items(), key=lambda kv: int(kv[0])):
        for language in ("en", "zh_CN"):
            d = e.get(language)
            if not d:
                continue
            ratio = d.get("ratio_cpu", {}).get("median")
            rows.append(
                [
                    size,
                    language,
                    _s(d["wall"]),
                    _s(d["cpu"]),
                    _s(d["maxrss_mib"], 0),
                    _f(1000 * d["cpu"]["median"] / e["pages"], 0),
                    _f(ratio, 3),
                    _f(d.get("ratio_wall", {}).get("median"), 3),
                    _verdict(ratio, targets["overhead_scale"]) if ratio else "–",
                    str(d.get("warnings", 0)),
                ]
            )
    out += _table(
        [
            "articles",
            "lang",
            "clean wall, s",
            "clean cpu, s",
            "peak RSS, MiB",
            "cpu ms/article",
            "scan on/off (cpu)",
            "(wall)",
            f"target ≤ {targets['overhead_scale']}",
            "warnings",
        ],
        rows,
    )
    growth = data.get("growth", {})
    lines = []
    for language, rows_ in growth.items():
        for row in rows_[1:]:
            lines.append(
                f"{language}: {row['pages']} articles, exponent {_f(row.get('cpu_exponent'))}"
                f" (cpu) / {_f(row.get('wall_exponent'))} (wall)"
            )
    if lines:
        out += [
            "",
            "Growth: time ∝ articles^k between successive sizes (k = 1 is linear; "
            "below 1 the fixed start-up cost still shows):",
            "",
        ]
        out += [f"- {line}" for line in lines]
    dets = [(s, e["detector"]) for s, e in data.get("sizes", {}).items() if "detector" in e]
    if dets:
        out += [
            "",
            "Detector alone over the generated Markdown: "
            + "; ".join(
                f"{s} articles {_f(d['seconds']['median'] * 1000, 0)} ms"
                for s, d in sorted(dets, key=lambda kv: int(kv[0]))
            )
            + ".",
        ]
    shipped = data.get("as_shipped")
    if shipped:
        out += [
            "",
            "**As shipped** (sphinxcontrib-bibtex and pybtex as installed) against the "
            "what-if fix, English, scan on, one run each:",
            "",
        ]
        rows = []
        for size, r in sorted(shipped.items(), key=lambda kv: int(kv[0])):
            rows.append(
                [
                    size,
                    _f(r["shipped"]["cpu"], 1),
                    _f(r["fixed"]["cpu"], 1),
                    _f(r["shipped"]["cpu"] - r["fixed"]["cpu"], 1),
                    _f(r["shipped"]["cpu"] / r["fixed"]["cpu"], 2),
                ]
            )
        out += _table(
            ["articles", "cpu as shipped, s", "cpu with fix, s", "bibtex excess, s", "ratio"], rows
        )
        out += [
            "",
            "The excess has a linear part (plugin look-ups, one per citation) and a "
            "cubic part (bibliography filtering); at small sizes the linear part hides the "
            "cubic one, and single runs are noisy — see the findings for the extrapolation "
            "from the profile.",
        ]
    i18n = data.get("i18n_whatif")
    if i18n:
        out += [
            "",
            "**Translated doctrees** (zh_CN, scan on, one run each): as built today, "
            "and with the benchmark-only what-if `BENCH_I18N_FIX=1` (nodes parsed from a "
            "msgstr detached from the msgstr's own document right after Sphinx's Locale "
            "transform; the HTML output is identical):",
            "",
        ]
        rows = []
        for size, r in sorted(i18n.items(), key=lambda kv: int(kv[0])):
            a, b = r["shipped"], r["fixed"]
            rows.append(
                [
                    size,
                    f"{a['doctrees_bytes'] / int(size) / 1e6:.1f}",
                    f"{b['doctrees_bytes'] / int(size) / 1e6:.2f}",
                    f"{a['doctrees_bytes'] / 1e6:.0f}",
                    f"{b['doctrees_bytes'] / 1e6:.0f}",
                    _f(a["cpu"], 1),
                    _f(b["cpu"], 1),
                    _f(a["maxrss_mib"], 0),
                    _f(b["maxrss_mib"], 0),
                ]
            )
        out += _table(
            [
                "articles",
                "doctrees per article, MB",
                "fixed, MB",
                "all doctrees, MB",
                "fixed, MB",
                "cpu, s",
                "fixed, s",
                "RSS, MiB",
                "fixed, MiB",
            ],
            rows,
        )
    out += _yaml(data)
    return out


def _incremental(data: dict, targets: dict) -> list[str]:
    out = [
        "After a clean build (scan on), one article's Markdown is edited (a use of a claim "
        "declared for another article is added, then removed on the next run, …) and "
        "`sphinx-build` runs again on the same output and doctrees; for Chinese, one "
        "`.po` entry's msgstr is changed instead. Fraction = median rebuild time / median "
        "clean build time. Checks: `claims.json` and `numbers.html` list the use exactly "
        "when it is in the text; for the catalog edit, the page shows the new msgstr and "
        "`claims.json` keeps the same number of uses.",
        "",
    ]
    rows = []
    for size, e in sorted(data.get("sizes", {}).items(), key=lambda kv: int(kv[0])):
        for language in ("en", "zh_CN"):
            d = e.get(language) or {}
            if "wall" not in d:
                rows.append([size, language, "–", "–", "–", d.get("skipped", "–"), "–"])
                continue
            rows.append(
                [
                    size,
                    language,
                    _s(d["wall"]),
                    _s(d["cpu"]),
                    f"{_f(d['fraction_cpu'], 3)} / {_f(d['fraction_wall'], 3)}",
                    _verdict(d["fraction_cpu"], targets["incremental"]),
                    "pass" if d["all_checks_pass"] else "**FAIL**",
                ]
            )
    out += _table(
        [
            "articles",
            "edit",
            "rebuild wall, s",
            "rebuild cpu, s",
            "fraction (cpu / wall)",
            f"target ≤ {targets['incremental']}",
            "ledger checks",
        ],
        rows,
    )
    return out


def _parallel(data: dict, targets: dict) -> list[str]:
    decl = data.get("declarations", {})
    serial_read = sorted(n for n, d in decl.items() if isinstance(d, dict) and not d["read"])
    serial_write = sorted(n for n, d in decl.items() if isinstance(d, dict) and not d["write"])
    out = [
        f"`-j 1` against `-j auto` ({data.get('cores')} cores). Extensions that are not "
        f"parallel-read-safe: {', '.join(f'`{n}`' for n in serial_read) or 'none'}; not "
        f"parallel-write-safe: {', '.join(f'`{n}`' for n in serial_write) or 'none'}. "
        "With ABlog loaded Sphinx reads serially and only writes in parallel; the ABlog-free "
        "corpus (same articles, no post list) shows what parallel reading would give.",
        "",
    ]
    rows = []
    for size, e in sorted(data.get("sizes", {}).items(), key=lambda kv: int(kv[0])):
        for variant in ("with_ablog", "without_ablog"):
            d = e.get(variant)
            if not d:
                continue
            rows.append(
                [
                    size,
                    variant.replace("_", " "),
                    _s(d["j1"]["wall"]),
                    _s(d["jauto"]["wall"]),
                    _f(d["speedup_wall"]),
                    _s(d["j1"]["cpu"]),
                    _s(d["jauto"]["cpu"]),
                    _s(d["j1"]["maxrss_mib"], 0),
                    _s(d["jauto"]["maxrss_mib"], 0),
                ]
            )
    out += _table(
        [
            "articles",
            "corpus",
            "-j 1 wall, s",
            "-j auto wall, s",
            "speed-up",
            "-j 1 cpu, s",
            "-j auto cpu, s",
            "-j 1 RSS, MiB",
            "-j auto RSS, MiB",
        ],
        rows,
    )
    return out


def _weight(data: dict, targets: dict) -> list[str]:
    ours, plain = data["ours"]["by_kind"], data["plain"]["by_kind"]
    out = [
        f"First visit to `{data['article']}` of the real English build: the page and every "
        "CSS, JS and font file it loads from our origin (images not counted), raw and gzip "
        "(level 6, as `deploy/nginx.conf`). Baseline: the same article built with a minimal "
        "`conf.py` (furo + MyST only; our roles replaced by their text, citations by their "
        "keys, no bibliography).",
        "",
    ]
    rows = []
    for kind in ("html", "css", "js", "fonts", "other", "total"):
        o, p = ours.get(kind, {}), plain.get(kind, {})
        rows.append(
            [
                kind,
                _kib(o.get("raw", 0)),
                _kib(o.get("gzip", 0)),
                _kib(p.get("raw", 0)),
                _kib(p.get("gzip", 0)),
                _f(o.get("gzip", 0) / p["gzip"], 2) if p.get("gzip") else "–",
            ]
        )
    out += _table(
        [
            "",
            "ours raw, KiB",
            "ours gzip, KiB",
            "plain furo raw, KiB",
            "plain furo gzip, KiB",
            "ratio (gzip)",
        ],
        rows,
    )
    additions = data.get("additions", [])
    target = targets["additions_gzip_kib"]
    out += [
        "",
        f"Our additions (files the plain page does not load): "
        f"**{_kib(data['additions_gzip'])} KiB gzip** ({_kib(data['additions_raw'])} KiB raw) "
        f"— target ≤ {target} KB gzip: "
        f"{_verdict(data['additions_gzip'] / 1024, target)}.",
        "",
    ]
    out += _table(
        ["file", "kind", "raw, B", "gzip, B"],
        [[f["name"], f["kind"], str(f["raw"]), str(f["gzip"])] for f in additions],
    )
    out += [
        "",
        f"The HTML itself is {_kib(data['html_delta_gzip'])} KiB gzip heavier than the "
        f"plain page: the article has {data['claims_on_page']} claims, each with its mark "
        "and hover card in the markup (content, not chrome), plus the language switcher "
        "and hreflang links.",
    ]
    tp_lines = []
    for language, tp in data.get("third_party", {}).items():
        urls = tp.get("urls", {})
        tp_lines.append(
            f"- {language}: {tp['pages_scanned']} pages scanned, "
            f"**{len(urls)} third-party resource URLs**"
            + ("" if not urls else ": " + ", ".join(f"`{u}`" for u in list(urls)[:5]))
        )
    plain_tp = data.get("third_party_plain", {}).get("urls", {})
    out += [
        "",
        "Third-party bytes: every `<script src>`, stylesheet, preload, image, frame and "
        "CSS `url()`/`@import` on another origin than `site_baseurl`, in all built pages "
        "and stylesheets (links a reader follows are not fetches and are not counted):",
        "",
    ]
    out += tp_lines
    out += [
        f"- plain furo baseline, for comparison: {len(plain_tp)} "
        + ("(" + ", ".join(f"`{u}`" for u in list(plain_tp)[:3]) + ")" if plain_tp else "")
    ]
    return out


def _profile(data: dict, targets: dict) -> list[str]:
    out = [
        "cProfile (its default wall-clock timer) around `sphinx.cmd.build.main` in a "
        "child process, scan on; each profile names its build. cProfile slows pure-Python "
        "code several-fold and the machine is shared, so read shares, not seconds. *Self* "
        "time is additive by package; *inclusive* counts calls into a "
        "package from outside it with everything they call (packages overlap, e.g. "
        "docutils runs our transforms), so inclusive shares do not add up to 100 %."
    ]
    for label, d in data.items():
        if not isinstance(d, dict) or "total" not in d:
            continue
        total = d["total"] or 1
        pages = d["pages"]
        what = pages if isinstance(pages, str) else f"{pages} synthetic articles"
        out += [
            "",
            f"### {label.replace('_', ' ')}: {what}, {d.get('language', 'en')}, bibtex "
            f"{'with the what-if fix' if d['bibtex_fix'] else 'as shipped'}, "
            f"{_f(d['total'], 1)} s profiled",
            "",
        ]

        def inclusive(pkg: str, d: dict = d, total: float = total) -> list[str]:
            if pkg in {"builtins", "python/other"}:  # C functions and the stdlib: not a layer
                return ["–", "–"]
            t = d["inclusive_by_package"].get(pkg, 0.0)
            return [_f(t, 1), f"{100 * t / total:.0f} %"]

        rows = [
            [pkg, _f(t, 1), f"{100 * t / total:.0f} %", *inclusive(pkg)]
            for pkg, t in list(d["self_by_package"].items())[:16]
        ]
        out += _table(["package", "self, s", "self %", "inclusive, s", "inclusive %"], rows)
        watched = d.get("watched", {})
        if watched:
            out += ["", "Named costs (cumulative time of one function, with what it calls):", ""]
            out += _table(
                ["cost", "cumulative, s", "%", "calls"],
                [
                    [
                        name,
                        _f(w["cumulative"], 2),
                        f"{100 * w['cumulative'] / total:.1f}",
                        str(w["calls"]),
                    ]
                    for name, w in sorted(watched.items(), key=lambda kv: -kv[1]["cumulative"])
                ],
            )
        out += _top_functions("Top functions", d["top_cumulative"][:22], total, digits=1)
        out += _top_functions("Top functions of `_ext/`", d["ext_top"][:10], total, digits=2)
    return out


def _yaml(data: dict) -> list[str]:
    y = data.get("yaml_loader")
    if not isinstance(y, dict) or "libyaml" not in y or "pure_python" not in y:
        return []
    py, lib = y["pure_python"]["median"], y["libyaml"]["median"]
    uses = " → ".join(y.get("registry_loader", []))
    return [
        "",
        f"**Claim files, pure-Python vs libyaml:** the {y['files']} claim files of the "
        f"largest site parse in {_f(py, 2)} s with `claims.core.registry`'s line-recording "
        f"constructor on PyYAML's `SafeLoader`, in {_f(lib, 2)} s on libyaml's "
        f"`CSafeLoader` (×{_f(py / lib, 1)}), with "
        f"{'identical' if y.get('identical') else '**different**'} data and line numbers "
        f"(in-process, median of {y['libyaml']['n']}). The registry's loader now derives "
        f"from: {uses}.",
    ]


def _publishing(data: dict, targets: dict) -> list[str]:
    out = [
        f"`make public`'s builds of {', '.join(data['languages'])} (strict, from scratch), as "
        f"`tools.publish` runs them, all at once, against the same builds one after the "
        f"other ({data['cores']} cores; wall-clock, CPU of the builds).",
        "",
    ]
    rows = [
        [mode, _s(data[mode]["wall"]), _s(data[mode]["cpu"])]
        for mode in ("sequential", "concurrent")
    ]
    out += _table(["", "wall, s", "cpu, s"], rows)
    out += [
        "",
        f"Wall-clock ratio, one after the other ÷ at once: "
        f"**×{_f(data['speedup_wall']['median'])}**.",
        "",
    ]
    target = targets.get("zh_index_gzip_kb")
    index_rows = [
        [lang, _kib(d["raw"]), _kib(d["gzip"]), f"{d['gzip'] / 1000:.1f}"]
        for lang, d in data["search_index"].items()
    ]
    out += ["Search index per language (`searchindex.js`, gzip level 6):", ""]
    out += _table(["language", "raw, KiB", "gzip, KiB", "gzip, KB"], index_rows)
    zh = data["search_index"].get("zh_CN")
    if zh and target:
        out += [
            "",
            f"Chinese index {zh['gzip'] / 1000:.1f} KB gzip — budget ≤ {target} KB: "
            f"{_verdict(zh['gzip'] / 1000, target)}.",
        ]
    return out


def _profile_section(data: dict, targets: dict, results: dict | None = None) -> list[str]:
    return _profile(data, targets) + superlinear(results or {"profile": data})


SECTIONS = {
    "checker_overhead": _overhead,
    "scale": _scale,
    "incremental": _incremental,
    "parallel": _parallel,
    "page_weight": _weight,
    "profile": _profile_section,
    "publishing": _publishing,
}


def headline(results: dict) -> list[str]:
    """The numbers a reader wants first, each with its target."""
    t = results["targets"]
    out = []
    co = results.get("checker_overhead", {})
    for language, d in co.get("languages", {}).items():
        out.append(
            f"- Checker overhead, real site, {language}: **{_f(d['ratio_cpu']['median'], 3)}** "
            f"(cpu; wall {_f(d['ratio_wall']['median'], 3)}) — target ≤ "
            f"{t['overhead_real']}: {_verdict(d['ratio_cpu']['median'], t['overhead_real'])}"
        )
    for size, e in sorted(
        results.get("scale", {}).get("sizes", {}).items(), key=lambda kv: int(kv[0])
    ):
        parts = []
        for language in ("en", "zh_CN"):
            d = e.get(language)
            if d and "ratio_cpu" in d:
                parts.append(f"{language} {_f(d['ratio_cpu']['median'], 3)}")
        if parts:
            out.append(
                f"- Checker overhead, {size} synthetic articles: "
                + ", ".join(parts)
                + f" (target ≤ {t['overhead_scale']})"
            )
    growth = results.get("scale", {}).get("growth", {})
    for language, rows in growth.items():
        if len(rows) >= 2:
            out.append(
                f"- Clean build, {language}: "
                + ", ".join(
                    f"{r['pages']} → {_f(r['cpu_per_page_ms'], 0)} ms cpu/article" for r in rows
                )
                + "; exponents "
                + ", ".join(_f(r.get("cpu_exponent")) for r in rows[1:])
            )
    for size, e in sorted(
        results.get("incremental", {}).get("sizes", {}).items(), key=lambda kv: int(kv[0])
    ):
        parts = [
            f"{lang} {_f(d['fraction_cpu'], 3)}"
            for lang, d in e.items()
            if isinstance(d, dict) and "fraction_cpu" in d
        ]
        if parts:
            out.append(
                f"- Incremental rebuild / clean, {size} articles: "
                + ", ".join(parts)
                + f" (target ≤ {t['incremental']})"
            )
    pw = results.get("page_weight", {})
    if "ratio_total_gzip" in pw:
        n_tp = sum(len(v.get("urls", {})) for v in pw.get("third_party", {}).values())
        out.append(
            f"- Page weight vs plain furo: ×{_f(pw['ratio_total_gzip'])} gzip "
            f"(×{_f(pw['ratio_total_raw'])} raw); our asset additions "
            f"{_kib(pw['additions_gzip'])} KiB gzip (target ≤ {t['additions_gzip_kib']}); "
            f"third-party resource URLs: {n_tp}"
        )
    pub = results.get("publishing", {})
    if "speedup_wall" in pub:
        zh = pub["search_index"].get("zh_CN", {})
        out.append(
            f"- `make public`, languages at once vs one after the other: "
            f"×{_f(pub['speedup_wall']['median'])} wall-clock; Chinese search index "
            f"{zh.get('gzip', 0) / 1000:.1f} KB gzip (budget ≤ {t.get('zh_index_gzip_kb')})"
        )
    return out


def markdown(results: dict) -> str:
    m, run = results["machine"], results["run"]
    lines = [
        "# Build benchmark results",
        "",
        "Generated by `make bench` (`python -m bench.run`); do not edit by hand — the "
        "numbers below are rewritten on every run. Data: `bench/results.json`. This is a "
        "repository document, not a page of the site.",
        "",
    ]
    notes = results.get("notes") or []
    if run.get("sizes") != [50, 200, 800] or run.get("repeat") != 3 or run.get("quick"):
        notes = [
            f"This run used sizes {', '.join(map(str, run['sizes']))} and "
            f"{run['repeat']} repetition(s){' in --quick mode' if run.get('quick') else ''}"
            f", not the default 50, 200, 800 × 3."
        ] + list(notes)
    if notes:
        lines += ["> " + n for n in notes] + [""]
    lines += [
        "## Machine",
        "",
        f"- {m.get('cores')} cores ({m.get('cores_usable', '?')} usable), "
        f"{m.get('cpu', '?')}, {m.get('memory_gib', '?')} GiB; {m.get('platform')}",
        f"- Python {m.get('python')}; git {m.get('git_commit', '?')} with "
        f"{m.get('git_uncommitted_files', '?')} uncommitted files in the tree",
        f"- Run {run.get('started')} → {run.get('finished')} "
        f"({_f((run.get('duration_seconds') or 0) / 60, 1)} min); load average at start "
        f"{', '.join(_f(x) for x in run.get('load_average_start', []))}, at end "
        f"{', '.join(_f(x) for x in run.get('load_average_end', []))}",
        "- Packages: " + ", ".join(f"{k} {v}" for k, v in m.get("packages", {}).items() if v),
        "",
        "The machine is shared (others build at the same time), so every figure is the "
        "median of the repetitions, runs that are compared are interleaved, and ratios "
        "are computed on CPU time (user + system of the build process), which load "
        "disturbs far less than wall-clock time; wall-clock is reported beside it. "
        "Ranges in parentheses are min–max.",
        "",
        "## Headline",
        "",
    ]
    lines += headline(results) or ["- (no results)"]
    for key, title in SECTION_TITLES:
        lines += ["", f"## {title}", ""]
        if key not in results:
            lines += ["Not run (yet)."]
            continue
        data = results[key]
        if "error" in data:
            lines += ["This measurement failed:", "", "```", data["error"].strip()[-3000:], "```"]
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
        found = findings(results)
        fixes = recommendations(results)
    except Exception as error:  # a report bug must not hide the data
        found, fixes = [f"(findings could not be computed: {error!r})"], []
    if found:
        lines += ["", "## Findings", ""] + found
    if fixes:
        lines += ["", "## Fixes in `_ext/` found by the benchmark (each says if it is applied)", ""]
        lines += [item for i, fix in enumerate(fixes, 1) for item in (f"{i}. {fix}", "")][:-1]
    if False:
        lines += ["", "## Findings and recommendations", ""] + findings
    lines += [
        "",
        "## How to run",
        "",
        "```sh",
        "make bench                                   # sizes 50,200,800, 3 repetitions",
        "python -m bench.run --sizes 50,200 --repeat 3 --report bench/RESULTS.md",
        "python -m bench.run --sizes 3 --repeat 1 --quick --report /tmp/r.md  # smoke",
        "```",
        "",
    ]
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
    profiles = results.get("profile", {})
    # 1. the checker
    co = results.get("checker_overhead", {}).get("languages", {})
    if co:
        ratios = ", ".join(f"{lang} {_f(d['ratio_cpu']['median'], 3)}" for lang, d in co.items())
        text = (
            f"**The cited-numbers scan is not what makes builds slow.** Median on/off CPU "
            f"ratio on the real site: {ratios} (target ≤ {t['overhead_real']})."
        )
        shares = []
        for label, name in (("real_site", "en"), ("real_site_zh_CN", "zh_CN")):
            scan = _watched(results, label, "claims: _scan (uncited-number scan)")
            whole = _watched(results, label, "claims: CheckClaims.apply (all read-time checks)")
            if scan and whole:
                shares.append(
                    f"{name}: `_scan` {_f(100 * scan[1], 1)} %, all of "
                    f"`CheckClaims.apply` {_f(100 * whole[1], 1)} %"
                )
        if shares:
            text += (
                " In the profiles of the real site (" + "; ".join(shares) + " of the "
                "build), so a ratio above 1.03 in one language is the machine's noise "
                "(the min–max ranges of on and off overlap), not the scan."
            )
        out.append("- " + text)
    # 2. bibtex
    d = profiles.get("smallest_as_shipped")
    ep = _watched(results, "smallest_as_shipped", "importlib.metadata: entry_points")
    gfe = _watched(results, "smallest_as_shipped", "bibtex: get_filtered_entries")
    if ep and gfe:  # both or neither: the profile was taken
        text = (
            f"- **The costs that grow with the site are sphinxcontrib-bibtex's and "
            f"pybtex's, not ours.** As shipped ({d['pages']} articles, profiled): "
            f"`importlib.metadata.entry_points` {_f(100 * ep[1], 0)} % of the build — "
            f"`pybtex.plugin.find_plugin` scans every installed distribution's entry points "
            f"on each call for a plugin that is not registered at runtime, and "
            f"sphinxcontrib-bibtex calls it for every citation (`resolve_xref` asks for the "
            f"`plaintext` backend each time) — and `BibtexDomain.get_filtered_entries` "
            f"{_f(100 * gfe[1], 0)} %: for every `{{bibliography}}` (one per article, "
            f"`:filter: docname in docnames`) and every entry of the site-wide `.bib` it "
            f"scans every citation of the site: articles × entries × citations, cubic in "
            f"the number of articles."
        )
        shipped = results.get("scale", {}).get("as_shipped", {})
        if shipped and ep[0] and gfe[0]:
            n = max(shipped, key=int)
            row = shipped[n]
            excess = row["shipped"]["cpu"] - row["fixed"]["cpu"]
            ratio_n = (gfe[0] / ep[0]) * (int(n) / d["pages"]) ** 2
            cubic = excess * ratio_n / (1 + ratio_n)
            linear = excess - cubic
            at800 = cubic * (800 / int(n)) ** 3 + linear * 800 / int(n)
            text += (
                f" Measured at {n} articles the two cost {_f(excess, 0)} s of CPU on top "
                f"of a {_f(row['fixed']['cpu'], 0)} s build; split by the profile and "
                f"extrapolated (linear and cubic parts), 800 articles would spend about "
                f"{_f(at800 / 3600, 1)} h in them per clean build, and every incremental "
                f"build pays the cubic part again (`env-updated`)."
            )
        out.append(text)
    # 3. growth, Chinese
    growth = results.get("scale", {}).get("growth", {})
    for language, rows in growth.items():
        exps = [r.get("cpu_exponent") for r in rows[1:] if r.get("cpu_exponent") is not None]
        if exps and max(exps) > 1.15:
            out.append(
                f"- **{language} clean builds grow faster than the site**: CPU time per "
                f"article "
                + " → ".join(f"{_f(r['cpu_per_page_ms'], 0)} ms" for r in rows)
                + " at "
                + ", ".join(str(r["pages"]) for r in rows)
                + f" articles (exponents {', '.join(_f(e) for e in exps)}); see "
                "*Growing faster than the site* in section 6 for the functions."
            )
    # 4. incremental
    inc = results.get("incremental", {}).get("sizes", {})
    if inc:
        parts = [
            f"{s} articles: "
            + ", ".join(
                f"{lang} {_f(d['fraction_cpu'], 2)}"
                for lang, d in e.items()
                if isinstance(d, dict) and "fraction_cpu" in d
            )
            for s, e in sorted(inc.items(), key=lambda kv: int(kv[0]))
        ]
        fractions = [
            d["fraction_cpu"]
            for e in inc.values()
            for d in e.values()
            if isinstance(d, dict) and "fraction_cpu" in d
        ]
        passed = all(
            d.get("all_checks_pass", True)
            for e in inc.values()
            for d in e.values()
            if isinstance(d, dict)
        )
        verdict = "meet" if fractions and max(fractions) <= t["incremental"] else "miss"
        text = (
            f"- **Incremental rebuilds {verdict} the {t['incremental']} target** (rebuild / "
            f"clean, CPU, at {'; '.join(parts)}); the ledger and `claims.json` "
            + (
                "are right after every edit (all checks pass)."
                if passed
                else "**did not follow every edit** (see the checks in results.json)."
            )
        )
        profiled = next((k for k in profiles if k.startswith("incremental_")), None)
        if profiled:
            w = profiles[profiled].get("watched", {})
            top = sorted(w.items(), key=lambda kv: -kv[1]["cumulative"])[:6]
            text += (
                f" Profiled ({profiles[profiled]['pages']}), the rebuild spends: "
                + "; ".join(
                    f"{name} {_f(100 * v['cumulative'] / profiles[profiled]['total'], 0)} %"
                    for name, v in top
                )
                + "."
            )
        out.append(text)
    # 5. parallelism
    par = results.get("parallel", {}).get("sizes", {})
    speed = {
        v: [e[v]["speedup_wall"] for e in par.values() if v in e]
        for v in ("with_ablog", "without_ablog")
    }
    if speed["with_ablog"]:
        out.append(
            f"- **`-j auto` does not pay on this machine** ({results['parallel'].get('cores')} "
            f"cores, shared): wall-clock speed-up {_f(min(speed['with_ablog']))}–"
            f"{_f(max(speed['with_ablog']))} with ABlog (serial read, parallel write)"
            + (
                f" and {_f(min(speed['without_ablog']))}–{_f(max(speed['without_ablog']))} "
                f"without it (parallel read)"
                if speed["without_ablog"]
                else ""
            )
            + ", for more CPU time in total. ABlog's serial read is therefore not a cost "
            "here; on a machine with idle cores it may be (not measured)."
        )
    # 6. page weight
    pw = results.get("page_weight", {})
    if "ratio_total_gzip" in pw:
        n_tp = sum(len(v.get("urls", {})) for v in pw.get("third_party", {}).values())
        plain_tp = len(pw.get("third_party_plain", {}).get("urls", {}))
        out.append(
            f"- **Page weight is in budget**: an article page and its assets weigh "
            f"×{_f(pw['ratio_total_gzip'])} a plain furo page (gzip); our CSS/JS additions are "
            f"{_kib(pw['additions_gzip'])} KiB gzip (target ≤ 15 KB); the rest is the claim "
            f"cards in the HTML. {n_tp} third-party resource URLs in the built site (the plain "
            f"furo baseline has {plain_tp}: MathJax from a CDN)."
        )
    return out


def superlinear(results: dict, top: int = 10) -> list[str]:
    """Functions whose cumulative time grows faster than the site, from two profiles of the
    same language at different sizes: exponent k of time ∝ articles^k (1 = linear)."""
    groups: dict[tuple, list[dict]] = {}
    for data in results.get("profile", {}).values():
        if isinstance(data, dict) and isinstance(data.get("pages"), int) and data.get("functions"):
            groups.setdefault((data.get("language", "en"), data["bibtex_fix"]), []).append(data)
    out: list[str] = []
    for (language, _fix), profiles in sorted(groups.items()):
        if len(profiles) < 2:
            continue
        small, large = (
            min(profiles, key=lambda d: d["pages"]),
            max(profiles, key=lambda d: d["pages"]),
        )
        if small["pages"] == large["pages"]:
            continue
        scale = math.log(large["pages"] / small["pages"])
        before = {f[0]: f for f in small["functions"]}
        total_k = math.log(large["total"] / small["total"]) / scale
        rows = []
        for name, package, _calls, _self, cum in large["functions"]:
            old = before.get(name)
            if old is None or old[4] <= 0 or cum < 0.02 * large["total"]:
                continue
            k = math.log(cum / old[4]) / scale
            if k > 1.25:
                rows.append(
                    [
                        f"`{name}`",
                        package,
                        _f(old[4], 2),
                        _f(cum, 2),
                        f"{100 * cum / large['total']:.0f} %",
                        _f(k, 2),
                    ]
                )
        rows.sort(key=lambda r: (-float(r[5]), -float(r[3])))
        out += [
            "",
            f"**Growing faster than the site** ({language}, "
            f"{small['pages']} → {large['pages']} articles; the whole profiled build grows "
            f"with exponent {_f(total_k, 2)}): functions with exponent above 1.25 and at "
            f"least 2 % of the larger build.",
            "",
        ]
        out += (
            _table(
                [
                    "function",
                    "package",
                    f"cumulative at {small['pages']}, s",
                    f"at {large['pages']}, s",
                    "share",
                    "exponent",
                ],
                rows[:top],
            )
            if rows
            else ["None."]
        )
    return out


def _applied(module: str, name: str) -> bool:
    """Whether the fix named *name* is in *module* of ``_ext/`` (the report then says so)."""
    import importlib

    try:
        return hasattr(importlib.import_module(module), name)
    except ImportError:
        return False


def recommendations(results: dict) -> list[str]:
    """Fixes for our extensions (not applied by the benchmark), with the measured reason."""
    out: list[str] = []
    scale = results.get("scale", {})
    profiles = results.get("profile", {})
    i18n = scale.get("i18n_whatif", {})
    if i18n:
        n = max(i18n, key=int)
        a, b = i18n[n]["shipped"], i18n[n]["fixed"]
        out.append(
            (
                "**Applied since:** `translations.transforms.ReattachTranslatedNodes`. "
                if _applied("translations.transforms", "ReattachTranslatedNodes")
                else ""
            )
            + f"**`_ext/translations/`: detach msgstr nodes from their parse document.** "
            f"Sphinx's Locale transform moves the nodes it parsed from a msgstr into the page "
            f"(`node.children = patch.children`) without resetting their `_document`, which "
            f"still points at the msgstr's own document, whose `settings.env` is the live "
            f"`BuildEnvironment`. So every translated doctree pickles the whole environment "
            f"(claims registry, parsed bibliography, every domain): at {n} articles the zh_CN "
            f"doctrees average {a['doctrees_bytes'] / int(n) / 1e6:.1f} MB per article instead "
            f"of {b['doctrees_bytes'] / int(n) / 1e6:.2f} MB, all doctrees "
            f"{a['doctrees_bytes'] / 1e6:.0f} MB instead of {b['doctrees_bytes'] / 1e6:.0f} MB, "
            f"and the build {_f(a['cpu'], 0)} s instead of {_f(b['cpu'], 0)} s of CPU; it grows "
            f"with the square of the site. Fix: a transform at priority 21 (right after Locale) "
            f"in `_ext/translations/` that sets `node.document = None` on every node whose "
            f"`_document` is not the page's (they then use their parent's) — the benchmark's "
            f"`BENCH_I18N_FIX` in `bench/corpus.py` is exactly that, and the HTML it builds is "
            f"identical. Worth reporting upstream to Sphinx (`sphinx/transforms/i18n.py`)."
        )
    y = scale.get("yaml_loader", {})
    largest = profiles.get("largest") or {}
    load = (largest.get("watched") or {}).get("claims: load_data (YAML + .bib)")
    if y.get("pure_python") and y.get("libyaml"):
        applied = "CSafeLoader" in y.get("registry_loader", [])
        share = (
            f"`claims.events.load_data` was {_f(100 * load['cumulative'] / largest['total'], 0)} % "
            f"of the profiled {largest['pages']}-article English build, and it runs again "
            f"at the start of every incremental build. "
            if load
            else ""
        )
        ratio = _f(y["pure_python"]["median"] / y["libyaml"]["median"], 1)
        out.append(
            "**`_ext/claims/core/registry.py`: claim files through libyaml** — "
            + (
                "**applied while this benchmark ran** (the registry's loader now derives from "
                "`CSafeLoader`; the scale series above ran before it, the profiles of the "
                "largest size after it). "
                if applied
                else ""
            )
            + f"{share}libyaml is ×{ratio} faster with identical data and line numbers. "
            f"Next step: skip parsing when nothing changed — `load_registry` already hashes "
            f"every file; hash first and keep the registry pickled with the environment when "
            f"the digest is the same (store the problems in the registry to warn again)."
        )
    rs = profiles.get("real_site") or {}
    ep = (rs.get("watched") or {}).get("importlib.metadata: entry_points")
    if ep:
        out.append(
            (
                "**Applied since:** `claims.bibstyle.HOT_PLUGINS`. "
                if _applied("claims.bibstyle", "HOT_PLUGINS")
                else ""
            )
            + "**`_ext/claims/bibstyle.py` (the site's pybtex styles): register the pybtex "
            "plugins that are looked up per citation.** `importlib.metadata.entry_points` is "
            f"{_f(100 * ep['cumulative'] / rs['total'], 0)} % of the real site's build today "
            f"({ep['calls']} calls): sphinxcontrib-bibtex's `resolve_xref` asks pybtex for the "
            f"`plaintext` backend on every citation, and pybtex 0.26 answers any plugin that is "
            f"not registered at runtime by scanning every installed distribution. In "
            f"`register()`, add `register_plugin(group, name, find_plugin(group, name), "
            f"force=True)` for `pybtex.backends`/`plaintext` and `docutils`, "
            f"`pybtex.style.names`/`plain` and `last`, `pybtex.style.sorting`/"
            f"`author_year_title` (the look-ups a build makes); the look-ups then hit pybtex's "
            f"runtime table."
        )
    if profiles.get("smallest_as_shipped"):
        out.append(
            "**sphinxcontrib-bibtex's per-article bibliographies are cubic.** "
            "`BibtexDomain.get_filtered_entries` recomputes, for every bibliography and every "
            "entry of the site-wide `.bib`, the set of documents citing it by scanning every "
            "citation of the site. Report it upstream with the index fix; until then the same "
            "monkeypatch as `BENCH_BIBTEX_FIX` (`bench/corpus.py`) can live next to "
            "`_ext/claims/bibstyle.py` with a test, or the site can give each article its own "
            "`.bib` "
            "(`{bibliography} posts/<slug>.bib`), which bounds the entries per bibliography."
        )
    inc = next((v for k, v in profiles.items() if k.startswith("incremental_")), None)
    if inc:
        w = inc.get("watched", {})
        parts = [
            f"{name} {_f(100 * v['cumulative'] / inc['total'], 0)} %"
            for name, v in sorted(w.items(), key=lambda kv: -kv[1]["cumulative"])[:8]
        ]
        ablog = inc.get("inclusive_by_package", {}).get("ablog", 0.0)
        out.append(
            f"**Incremental rebuilds** ({inc['pages']}, profiled, bibtex what-if applied): "
            + "; ".join(parts)
            + f"; ABlog {_f(100 * ablog / inc['total'], 0)} % inclusive. Every rebuild pays "
            "for the whole site: sphinxcontrib-bibtex's `env-updated` re-filters and "
            "re-formats every article's bibliography even with the what-if index, ABlog "
            "re-renders its archive, tag and category pages and feeds, the claims extension "
            "re-reads its data (`load_data`), rewrites `claims.json` and re-renders the "
            "Numbers and Hardware pages (`claims.ledger.get_updated` marks them updated on "
            "every build), and the search index is rewritten. For `_ext/claims`: let "
            "`get_updated` return the generated pages, and `write_json` rewrite "
            "`claims.json`, only when the records they show changed (a digest of uses, "
            "exemptions, mentions and the registry kept in the domain), and skip the data "
            "parse when the files' digest is unchanged (fix 2)."
        )
    return out
