"""2. Scale: clean builds of synthetic sites (bench/corpus.py) of growing size, with peak
memory; how time and memory grow with the number of articles. The scan's cost is read inside
every build; the smallest site is also built with the scan off, interleaved, as the outside
check of that figure."""

from __future__ import annotations

import itertools

from bench import measure
from bench.corpus import CLAIMS_PER_PAGE, Corpus
from bench.measure import Run
from bench.overhead import SCAN_TIME, judged_ratio, judged_what
from bench.prose import by_size, growth, judged, num, spread, table, target_header, verdict

TITLE = "2. Scale (synthetic sites)"
TARGETS = {"overhead_scale": 1.03}
#: files of the English output whose size the report follows (the ledger grows with the site)
OUTPUTS = ("numbers.html", "hardware.html", "claims.json", "searchindex.js", "index.html")


def measure_section(run: Run) -> dict:
    result: dict = {"claims_per_page": CLAIMS_PER_PAGE, "sizes": {}}
    for pages in run.sizes:
        corpus = run.corpus(pages)
        entry: dict = {"pages": pages}
        for language in run.languages:

            def build(
                variant: str, r: int, language: str = language, corpus: Corpus = corpus
            ) -> measure.Build:
                return run.corpus_build(
                    corpus, f"{language}-{variant}-{r}", language, scan=variant == "on"
                )

            if pages == min(run.sizes):  # scan-on runs last: section 3 rebuilds its output
                entry[language] = measure.alternate(run.repeat, "on", "off", build)
            else:  # scan off as well would double the longest part of the run
                entry[language] = {
                    "on": measure.builds([build("on", r) for r in range(run.repeat)])
                }
            run.clean[pages, language] = entry[language]["on"]
        kept = run.kept.get(f"{corpus.root.name}-en")
        if kept is not None:
            entry["output_bytes"] = {name: (kept / name).stat().st_size for name in OUTPUTS}
            entry["output_bytes"]["all output"] = sum(
                p.stat().st_size for p in kept.rglob("*") if p.is_file()
            )
        result["sizes"][str(pages)] = entry
    return result


def growth_rows(data: dict, language: str) -> list[dict]:
    """Per size: CPU ms per article, and from the second size on the exponents of CPU,
    wall-clock and peak RSS against the previous size."""
    rows = []
    for _, entry in by_size(data["sizes"]):
        if language in entry:
            on = entry[language]["on"]
            rows.append(
                {
                    "pages": entry["pages"],
                    **{k: on[k]["median"] for k in ("cpu", "wall", "maxrss_mib")},
                }
            )
    for a, b in itertools.pairwise(rows):
        for key in ("cpu", "wall", "maxrss_mib"):
            b[f"{key}_exponent"] = measure.exponent(a["pages"], a[key], b["pages"], b[key])
    return rows


def _series(data: dict) -> list[tuple[str, str, dict, dict]]:
    """(size, language, its on/off builds, the scan-on builds), smallest site first."""
    return [
        (size, language, entry[language], entry[language]["on"])
        for size, entry in by_size(data["sizes"])
        for language in ("en", "zh_CN")
        if language in entry
    ]


def report(data: dict, results: dict) -> list[str]:
    target = results["targets"]["overhead_scale"]
    out = [
        f"Synthetic sites from `bench/corpus.py`: N articles of realistic MyST (sections, "
        f"inline and display math, code, `{{cite:p}}` citations, `{{hw}}` mentions, a "
        f"bibliography per article), {data['claims_per_page']} claims per article declared in "
        f"generated `_data/claims/*.yaml`, the home page's ABlog post list, the Numbers and "
        f"Hardware pages and a complete zh_CN catalog. The site's `conf.py` applies unchanged. "
        f"Times are of scan-on builds. The smallest site is also built with the scan off, "
        f"interleaved as in section 1; the larger ones only with it on, since the figure "
        f"judged is read inside each build and off builds would double the longest part of "
        f"the run. " + SCAN_TIME,
        "",
    ]
    rows = [
        [size, language, spread(on["wall"]), spread(on["cpu"]), spread(on["maxrss_mib"], 0)]
        + [num(1000 * on["cpu"]["median"] / int(size), 0), spread(d.get("ratio_cpu"), 3)]
        + [spread(on.get("scan_ratio"), 4), verdict(judged_ratio(d), target)]
        + [str(on["warnings"])]
        for size, language, d, on in _series(data)
    ]
    header = (
        "articles | lang | wall, s | cpu, s | peak RSS, MiB | cpu ms/article | scan on/off (cpu)"
        " | in the build, on/off (cpu)"
    )
    out += table(f"{header} | {target_header(target)} | warnings", rows)
    grown = [
        f"- {language}, to {row['pages']} articles: cpu {growth(row['cpu_exponent'])}, "
        f"wall {growth(row['wall_exponent'])}, peak RSS {growth(row['maxrss_mib_exponent'])}"
        for language in ("en", "zh_CN")
        for row in growth_rows(data, language)[1:]
    ]
    out += ["", "Growth between successive sizes, time ∝ articles^k:", "", *grown]
    out += [] if grown else ["- (one size: no growth measured)"]
    sized = [(size, e["output_bytes"]) for size, e in by_size(data["sizes"]) if "output_bytes" in e]
    if sized:
        names = list(sized[0][1])
        out += ["", "English output, KiB:", ""]
        rows = [[s, *(f"{b[n] / 1024:.0f}" for n in names)] for s, b in sized]
        out += table(" | ".join(["articles", *names]), rows)
    return out


def headline(data: dict, results: dict) -> list[str]:
    target = results["targets"]["overhead_scale"]
    out = [
        f"- Checker overhead, {size} synthetic articles, {language} ({judged_what(d)}): "
        f"{judged(judged_ratio(d), target)}"
        + (f"; interleaved on/off {spread(d['ratio_cpu'], 3)}" if "ratio_cpu" in d else "")
        for size, language, d, _ in _series(data)
    ]
    for language in ("en", "zh_CN"):
        rows = growth_rows(data, language)
        if len(rows) >= 2:
            out.append(
                f"- Clean build, {language}: "
                + ", ".join(f"{r['pages']} → {1000 * r['cpu'] / r['pages']:.0f} ms" for r in rows)
                + " cpu/article; "
                + "; ".join(
                    f"to {r['pages']} cpu {growth(r['cpu_exponent'])}, peak RSS "
                    f"{growth(r['maxrss_mib_exponent'])}"
                    for r in rows[1:]
                )
            )
    return out
