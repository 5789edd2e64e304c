"""1. Checker overhead: clean builds of the real site with the claims scan on and off."""

from __future__ import annotations

from bench import detector, measure
from bench.measure import Run
from bench.prose import judged, num, spread, table, target_header, verdict

TITLE = "1. Checker overhead (real site)"
TARGETS = {"overhead_real": 1.03}


def measure_section(run: Run) -> dict:
    languages = ["en"] if run.quick else ["en", "zh_CN"]
    result: dict = {"languages": {}}
    for language in languages:

        def build(variant: str, r: int, language: str = language) -> measure.Build:
            return run.real_build(f"{language}-{variant}-{r}", language, scan=variant == "on")

        result["languages"][language] = measure.alternate(run.repeat, "on", "off", build)
    return result


def report(data: dict, results: dict) -> list[str]:
    target = results["targets"]["overhead_real"]
    rows = [
        [language, *(spread(d[v][k]) for k in ("wall", "cpu") for v in ("on", "off"))]
        + [spread(d["ratio_wall"], 3), spread(d["ratio_cpu"], 3)]
        + [verdict(d["ratio_cpu"]["median"], target)]
        for language, d in data["languages"].items()
    ]
    header = "language | wall on, s | wall off, s | cpu on, s | cpu off, s | on/off (wall)"
    header += f" | on/off (cpu) | {target_header(target)}"
    return [
        "Clean `sphinx-build -b html` of `source/` with the repository's `conf.py`, the claims "
        "scan on and with `-D claims_scan=0`, everything else identical, interleaved (on/off, "
        "off/on, …). Ratio: the median of the pairwise on/off ratios (min–max of the pairs in "
        "parentheses); CPU time (user + system of the build) is the figure judged, wall-clock "
        "is beside it.",
        "",
        *table(header, rows),
        "",
        *(
            f"- The detector alone over the {language} text (section 8): "
            f"{num(1000 * t['seconds'], 0)} ms, an on/off ratio of "
            f"{judged(detector.alone(t, d), target)} by itself"
            for language, d in data["languages"].items()
            if (t := results.get("detector", {}).get(f"real {language}"))
        ),
    ]


def headline(data: dict, results: dict) -> list[str]:
    target = results["targets"]["overhead_real"]
    return [
        f"- Checker overhead, real site, {language} (on/off, cpu): "
        f"{judged(d['ratio_cpu']['median'], target)}; wall {num(d['ratio_wall']['median'], 3)}"
        for language, d in data["languages"].items()
    ]
