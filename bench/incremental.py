"""3. Incremental rebuild: one article's Markdown or one catalog entry edited after a clean
build, sphinx-build again; the rebuild's share of a clean build, and whether the ledger and
claims.json follow the edit."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import polib

from bench import measure
from bench.corpus import Corpus
from bench.measure import Run
from bench.prose import by_size, judged, num, spread, table, target_header, verdict

TITLE = "3. Incremental rebuild"
TARGETS = {"incremental": 0.2}
MARKER = "【修订标记】"


def measure_section(run: Run) -> dict:
    result: dict = {"sizes": {}}
    for pages in run.sizes:
        corpus = run.corpus(pages)
        entry = {}
        if "en" in run.languages and pages >= 2:
            entry["en"] = _article_edit(run, corpus)
        if "zh_CN" in run.languages:
            entry["zh_CN"] = _catalog_edit(run, corpus)
        result["sizes"][str(pages)] = entry
    return result


def _article_edit(run: Run, corpus: Corpus) -> dict:
    """Article 0 gains a use of a claim declared for article 1, loses it, …"""
    article, borrowed = corpus.article(0), corpus.pages[1].claims[0]
    original = article.read_text(encoding="utf-8")
    added = (
        f"\n\nA later study cites the neighbouring article's figure, "
        f"{borrowed.role('en')} {{cite:p}}`{corpus.pages[0].sources[0]}`.\n"
    )
    out = run.kept_output(corpus, "en")
    return _edited(
        run,
        corpus,
        "en",
        article,
        lambda adding: original + added if adding else original,
        lambda adding: _ledger_lists(out, borrowed.id, corpus.pages[0].slug, adding),
        f"add/remove a use of {borrowed.id} (declared for article 1) in article 0",
    )


def _catalog_edit(run: Run, corpus: Corpus) -> dict:
    """One msgstr of article 0's catalog gains a marker, loses it, …"""
    path, page = corpus.catalog(0), corpus.pages[0]
    original = path.read_text(encoding="utf-8")
    out = run.kept_output(corpus, "zh_CN")
    before = _uses(out)

    def edited(adding: bool) -> str:
        return marked_msgstr(original, MARKER, adding)

    def check(adding: bool) -> dict:
        shown = MARKER in (out / "posts" / f"{page.slug}.html").read_text(encoding="utf-8")
        after = _uses(out)
        passed = shown == adding and after == before
        return {"marker_expected": adding, "marker_shown": shown, "uses": after, "pass": passed}

    edit = "add/remove a marker in one msgstr of article 0's catalog"
    return _edited(run, corpus, "zh_CN", path, edited, check, edit)


def _edited(
    run: Run,
    corpus: Corpus,
    language: str,
    path: Path,
    text: Callable[[bool], str],
    check: Callable[[bool], dict],
    edit: str,
) -> dict:
    """Rebuilds after writing *text(adding)* to *path*, adding on even runs and removing on
    odd ones, with *check(adding)* after each; against section 2's clean builds."""
    original = path.read_text(encoding="utf-8")
    runs, checks = [], []
    try:
        for r in range(run.repeat):
            path.write_text(text(r % 2 == 0), encoding="utf-8")
            runs.append(run.rebuild(corpus, language, f"incremental-{language}-{r}"))
            checks.append(check(r % 2 == 0))
    finally:
        path.write_text(original, encoding="utf-8")
    rebuilds, clean = measure.builds(runs), run.clean[len(corpus.pages), language]
    return {
        "edit": edit,
        **rebuilds,
        "fraction_wall": rebuilds["wall"]["median"] / clean["wall"]["median"],
        "fraction_cpu": rebuilds["cpu"]["median"] / clean["cpu"]["median"],
        "checks": checks,
        "all_checks_pass": all(c["pass"] for c in checks),
    }


def marked_msgstr(catalog_text: str, marker: str, adding: bool) -> str:
    """The catalog with *marker* appended to one msgstr when *adding* (else as it was): the
    first sentence without markup, so no title (which every listing shows) is edited."""
    catalog = polib.pofile(catalog_text)
    entry = next(
        e
        for e in catalog
        if e.msgstr and "{" not in e.msgstr and e.msgid.rstrip().endswith((".", "?", ":"))
    )
    entry.msgstr += marker if adding else ""
    return str(catalog)


def _uses(out: Path) -> int:
    data = json.loads((out / "claims.json").read_text(encoding="utf-8"))
    return sum(len(c["uses"]) for c in data["claims"])


def _ledger_lists(out: Path, claim_id: str, slug: str, expect: bool) -> dict:
    """claims.json and numbers.html list a use of *claim_id* on *slug* iff *expect*."""
    data = json.loads((out / "claims.json").read_text(encoding="utf-8"))
    claim = next(c for c in data["claims"] if c["id"] == claim_id)
    in_json = any(u["page"].startswith(f"posts/{slug}") for u in claim["uses"])
    numbers = (out / "numbers.html").read_text(encoding="utf-8")
    row = re.search(rf'<tr[^>]* id="claim-{re.escape(claim_id)}">.*?</tr>', numbers, re.S)
    in_ledger = row is not None and slug in row.group(0)
    return {
        "claim": claim_id,
        "use_expected": expect,
        "in_claims_json": in_json,
        "in_numbers_html": in_ledger,
        "pass": in_json == expect and in_ledger == expect,
    }


def report(data: dict, results: dict) -> list[str]:
    target = results["targets"]["incremental"]
    rows = [
        [size, language, spread(d["wall"]), spread(d["cpu"]), num(d["fraction_wall"], 3)]
        + [num(d["fraction_cpu"], 3), verdict(d["fraction_cpu"], target)]
        + ["pass" if d["all_checks_pass"] else "**FAIL**"]
        for size, entry in by_size(data["sizes"])
        for language, d in entry.items()
    ]
    header = "articles | edit | rebuild wall, s | rebuild cpu, s | ÷ clean (wall) | ÷ clean (cpu)"
    return [
        "After section 2's last clean build (scan on), English: article 0 gains a use of a claim "
        "declared for article 1, loses it on the next run, …; Chinese: one msgstr of article "
        "0's catalog gains a marker, loses it, …; `sphinx-build` runs again on the same output "
        "and doctrees after each edit. Fraction: median rebuild time ÷ median clean build time. "
        "Checks after every rebuild: `claims.json` and `numbers.html` list the use exactly when "
        "it is in the text; the page shows the msgstr as edited and `claims.json` keeps its "
        "number of uses.",
        "",
        *table(f"{header} | {target_header(target)} | ledger checks", rows),
    ]


def headline(data: dict, results: dict) -> list[str]:
    target = results["targets"]["incremental"]
    return [
        f"- Incremental rebuild ÷ clean (cpu), {size} articles: "
        + ", ".join(
            f"{language} {judged(d['fraction_cpu'], target)}"
            + ("" if d["all_checks_pass"] else " **ledger checks FAIL**")
            for language, d in entry.items()
        )
        for size, entry in by_size(data["sizes"])
        if entry
    ]
