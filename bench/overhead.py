"""1. Checker overhead: clean builds of the real site with the claims scan on and off."""

from __future__ import annotations

from bench import detector, measure
from bench.measure import Run
from bench.prose import judged, num, spread, table, target_header, verdict

TITLE = "1. Checker overhead (real site)"
TARGETS = {"overhead_real": 1.03}


def measure_section(run: Run) -> dict:
    """Per language: scan-on builds with an empty cache directory (the first build on a
    machine, which compiles every pattern it uses), then one build that fills the run's
    cache (not counted), then scan on and off interleaved with that cache, as a user's
    builds after the first run."""
    languages = ["en"] if run.quick else ["en", "zh_CN"]
    result: dict = {"languages": {}}
    for language in languages:

        def build(variant: str, r: int, language: str = language) -> measure.Build:
            return run.real_build(f"{language}-{variant}-{r}", language, scan=variant == "on")

        cold = [
            run.real_build(f"{language}-cold-{r}", language, cold=True, scan=True)
            for r in range(run.repeat)
        ]
        run.real_build(f"{language}-fill-cache", language, scan=True)
        result["languages"][language] = {
            **measure.alternate(run.repeat, "on", "off", build),
            "cold": measure.builds(cold),
        }
    return result


def judged_ratio(d: dict) -> float | None:
    """The figure a target judges: the scan's cost measured inside the scan-on builds
    (``bench/scan_time.py``), or, for a run that did not record it, the interleaved builds'
    CPU ratio."""
    inside = d["on"].get("scan_ratio", {})
    return inside["median"] if inside.get("n") else d.get("ratio_cpu", {}).get("median")


def judged_what(d: dict) -> str:
    """Which figure :func:`judged_ratio` is."""
    return "scan in the build, cpu" if d["on"].get("scan_ratio", {}).get("n") else "on/off, cpu"


SCAN_TIME = (
    "The scan's own CPU time, recorded inside each scan-on build (`bench/scan_time.py` wraps "
    "the method that `claims_scan = False` turns off), gives the ratio judged: build ÷ (build "
    "− scan), a figure that the load on a shared machine cannot move far, since both parts "
    "are read in one process. The interleaved on/off builds measure the same cost from "
    "outside, with the noise between two builds; the judged figure should lie within their "
    "range."
)


COLD = (
    "The builds share one cache directory, as a user's do: the claims extension keeps the "
    "detector's compiled patterns there, and its readings of the site's texts "
    "(`claims/pattern_cache.py`), so only a machine's first build, or the first after a change "
    "to the detector, compiles the patterns and reads every text; a later build reads only the "
    "texts no earlier build read (and each build reports every finding anew). That first build "
    "is measured apart, each with an empty cache directory: its scan is the detector's whole "
    "cost."
)


def report(data: dict, results: dict) -> list[str]:
    target = results["targets"]["overhead_real"]
    rows = [
        [language, *(spread(d[v][k]) for k in ("wall", "cpu") for v in ("on", "off"))]
        + [spread(d["ratio_wall"], 3), spread(d["ratio_cpu"], 3)]
        + [spread(_ms(d["on"].get("scan_cpu")), 0), spread(d["on"].get("scan_ratio"), 4)]
        + [verdict(judged_ratio(d), target)]
        for language, d in data["languages"].items()
    ]
    header = "language | wall on, s | wall off, s | cpu on, s | cpu off, s | on/off (wall)"
    header += " | on/off (cpu) | scan in the build, ms | in the build, on/off (cpu)"
    header += f" | {target_header(target)}"
    return [
        "Clean `sphinx-build -b html` of `source/` with the repository's `conf.py`, the claims "
        "scan on and with `-D claims_scan=0`, everything else identical, interleaved (on/off, "
        "off/on, …). Ratio: the median of the pairwise on/off ratios (min–max of the pairs in "
        "parentheses); CPU time (user + system of the build) is the figure judged, wall-clock "
        "is beside it. " + SCAN_TIME + " " + COLD,
        "",
        *table(header, rows),
        "",
        *(
            f"- First build on a machine, {language} (no compiled patterns or readings kept): "
            f"scan in the "
            f"build {spread(d['cold']['scan_ratio'], 4)}, "
            f"{spread(_ms(d['cold'].get('scan_cpu')), 0)} ms of scan"
            for language, d in data["languages"].items()
            if d.get("cold", {}).get("scan_ratio", {}).get("n")
        ),
        *(
            f"- The detector alone over the {language} text (section 8): "
            f"{num(1000 * t['seconds'], 0)} ms, an on/off ratio of "
            f"{judged(detector.alone(t, d), target)} by itself"
            for language, d in data["languages"].items()
            if (t := results.get("detector", {}).get(f"real {language}"))
        ),
    ]


def _ms(stat: dict | None) -> dict | None:
    """A summary of seconds in milliseconds."""
    if not stat or not stat.get("n"):
        return None
    return {k: 1000 * v if k != "n" else v for k, v in stat.items()}


def headline(data: dict, results: dict) -> list[str]:
    target = results["targets"]["overhead_real"]
    return [
        f"- Checker overhead, real site, {language} ({judged_what(d)}): "
        f"{judged(judged_ratio(d), target)}; interleaved on/off {spread(d['ratio_cpu'], 3)} "
        f"cpu, {num(d['ratio_wall']['median'], 3)} wall"
        + (
            f"; first build on a machine (nothing kept) {num(cold['median'], 3)}"
            if (cold := d.get("cold", {}).get("scan_ratio", {})).get("n")
            else ""
        )
        for language, d in data["languages"].items()
    ]
