"""8. The detector alone: ``claims.core.detector.Detector.find`` over the real site's text,
the labelled corpus (tests/data/) and each synthetic site, in this process, without Sphinx;
beside the scan's measured cost in the builds of sections 1 and 2."""

from __future__ import annotations

import polib

from bench.measure import REPO, Run
from bench.prose import num, table

TITLE = "8. Detector alone"
TARGETS: dict = {}


def real_texts(language: str) -> list[str]:
    """The real site's blocks as written, markup included: the Markdown split at blank
    lines, or the zh_CN catalogs' msgstrs."""
    if language == "en":
        paths = sorted((REPO / "source").rglob("*.md"))
        return [block for p in paths for block in p.read_text(encoding="utf-8").split("\n\n")]
    catalogs = sorted((REPO / "locale" / language / "LC_MESSAGES").rglob("*.po"))
    return [e.msgstr for p in catalogs for e in polib.pofile(str(p)) if e.msgstr]


def measure_section(run: Run) -> dict:
    from claims.core.detector import Detector
    from tools.detector_report import corpus_texts, detector_seconds

    texts = {("real", language): real_texts(language) for language in ("en", "zh_CN")}
    texts["labelled", "en, zh_CN"] = corpus_texts()
    for pages in run.sizes:
        for language in run.languages:
            texts[str(pages), language] = run.corpus(pages).texts(language)
    detector = Detector()
    return {
        f"{site} {language}": {
            "site": site,
            "language": language,
            "blocks": len(t),
            "chars": sum(map(len, t)),
            "seconds": detector_seconds(detector, t),
        }
        for (site, language), t in texts.items()
    }


def _builds(text: dict, results: dict) -> dict | None:
    """The on/off builds of the same text in section 1 or 2, if measured."""
    if text["site"] == "real":
        return results["checker_overhead"].get("languages", {}).get(text["language"])
    return results["scale"].get("sizes", {}).get(text["site"], {}).get(text["language"])


def alone(text: dict, builds: dict) -> float:
    """The on/off ratio the detector's own time would make: 1 + detector ÷ scan-off CPU."""
    return 1 + text["seconds"] / builds["off"]["cpu"]["median"]


def report(data: dict, results: dict) -> list[str]:
    rows = []
    for name, text in data.items():
        builds = _builds(text, results)
        row = [name, str(text["blocks"]), f"{text['chars']:,}", num(1000 * text["seconds"], 1)]
        # (section 2 builds its larger sites with the scan on only)
        if builds and "off" in builds:
            scan = builds["on"]["cpu"]["median"] - builds["off"]["cpu"]["median"]
            row += [num(1000 * scan, 0), num(alone(text, builds), 3)]
        rows.append(row + ["–"] * (6 - len(row)))
    header = "text | blocks | characters | detector, ms | on − off (cpu), ms | 1 + detector ÷ off"
    return [
        "`Detector.find` over every block of the text, markup included (an upper bound of what "
        "the scan reads), the fastest of 7 passes (`tools.detector_report.detector_seconds`). "
        "Beside it, from the builds of the same text in sections 1 and 2: CPU time of the "
        "scan-on build minus the scan-off build (medians; noise can make it negative), and the "
        "ratio the detector alone would give: 1 + detector time ÷ scan-off CPU time.",
        "",
        *table(header, rows),
    ]


def headline(data: dict, results: dict) -> list[str]:
    return [
        f"- Detector alone, {name}: {num(1000 * text['seconds'], 1)} ms over "
        f"{text['chars']:,} characters"
        for name, text in data.items()
        if not text["site"].isdigit()
    ]
