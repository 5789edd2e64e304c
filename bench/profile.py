"""6. Where time goes: builds under cProfile (the real site, the smallest and largest
synthetic sites in each language, an English incremental rebuild), time by package and
named costs, and the functions whose time grows faster than the site."""

from __future__ import annotations

import math
import pstats
import re
import shutil
import sys
from pathlib import Path

from bench.measure import REPO, Run, sphinx_args
from bench.prose import LINEAR, growth, num, table

TITLE = "6. Where time goes"
TARGETS: dict = {}
#: package folders, the more specific first (the first match names a function's package)
PACKAGES = (
    "_ext/claims _ext/site_chrome _ext/translations _ext/mathml _ext sphinxcontrib/bibtex "
    "pybtex pybtex_docutils myst_parser markdown_it ablog feedgen furo latex2mathml jinja2 "
    "pygments yaml babel jieba docutils sphinx"
).split()
_PATTERNS = [(p, re.compile(r"[/\\]" + p.replace("/", r"[/\\]") + r"[/\\]")) for p in PACKAGES]
#: functions whose cumulative time the report names: label -> (file path part, name)
WATCH = {
    "claims: CheckClaims.apply (read-time checks)": ("_ext/claims/transforms.py", "apply"),
    "claims: _scan (uncited-number scan)": ("_ext/claims/transforms.py", "_scan"),
    "claims: load_data (YAML + .bib)": ("_ext/claims/events.py", "load_data"),
    "claims: fill_generated_pages (ledger)": ("_ext/claims/ledger.py", "fill_generated_pages"),
    "claims: write_json (claims.json)": ("_ext/claims/ledger.py", "write_json"),
    "claims: visit_claim": ("_ext/claims/html.py", "visit_claim"),
    "bibtex: env_updated": ("sphinxcontrib/bibtex/domain.py", "env_updated"),
    "bibtex: resolve_xref": ("sphinxcontrib/bibtex/domain.py", "resolve_xref"),
    "importlib.metadata: entry_points": ("importlib/metadata/__init__.py", "entry_points"),
    "ablog: generate_archive_pages": ("ablog/post.py", "generate_archive_pages"),
    "ablog: generate_atom_feeds": ("ablog/post.py", "generate_atom_feeds"),
    "sphinx: search index (IndexBuilder.feed)": ("sphinx/search/__init__.py", "feed"),
    "sphinx: Locale transform": ("sphinx/transforms/i18n.py", "apply"),
    "sphinx: pickle doctrees (write_doctree)": ("sphinx/builders/__init__.py", "write_doctree"),
    "jinja2: render page (handle_page)": ("sphinx/builders/html/__init__.py", "handle_page"),
    "myst: parse (MystParser.parse)": ("myst_parser/parsers/sphinx_.py", "parse"),
}
#: packages that are not a layer of the build: no inclusive time
NOT_LAYERS = {"builtins", "python/other"}
#: a function grows faster than the site above this exponent (cProfile's noise is wide)
FASTER = 1.25


def package_of(filename: str) -> str:
    if filename.startswith(("~", "<")):  # C functions, frozen modules: no package
        return "builtins"
    return next((label for label, pattern in _PATTERNS if pattern.search(filename)), "python/other")


def _short(filename: str) -> str:
    for marker in ("site-packages/", "/_ext/", "/lib/python3"):
        if marker in filename:
            return ("_ext/" if marker == "/_ext/" else "") + filename.partition(marker)[2]
    return filename


def analyse(path: Path) -> dict:
    """Time by package, self (additive) and inclusive (calls into the package from outside
    it, with what they call: packages overlap), named costs, and the costliest functions."""
    stats = pstats.Stats(str(path)).stats  # type: ignore[attr-defined]
    total = max((ct for (_, _, _, ct, _) in stats.values()), default=0.0)
    self_time: dict[str, float] = {}
    inclusive: dict[str, float] = {}
    functions = []
    for (filename, line, name), (_, calls, tt, ct, callers) in stats.items():
        package = package_of(filename)
        self_time[package] = self_time.get(package, 0.0) + tt
        for caller, caller_stats in callers.items():
            if package_of(caller[0]) != package and package not in NOT_LAYERS:
                inclusive[package] = inclusive.get(package, 0.0) + caller_stats[3]
        functions.append(
            [f"{_short(filename)}:{line}({name})", package, calls, round(tt, 4), round(ct, 4)]
        )
    functions.sort(key=lambda f: -f[4])
    watched = {}
    for label, (part, name) in WATCH.items():
        hits = [
            (ct, nc) for (f, _, n), (_, nc, _, ct, _) in stats.items() if part in f and n == name
        ]
        if hits:
            watched[label] = {
                "cumulative": max(h[0] for h in hits),
                "calls": sum(h[1] for h in hits),
            }
    return {
        "total": total,
        "self_by_package": dict(sorted(self_time.items(), key=lambda kv: -kv[1])),
        "inclusive_by_package": dict(sorted(inclusive.items(), key=lambda kv: -kv[1])),
        "watched": watched,
        # [function, package, calls, self, cumulative] of the costliest, to compare sizes
        "functions": functions[:150],
    }


def _profiled(run: Run, label: str, args: list[str]) -> dict:
    stats = run.work / f"profile-{label}.prof"
    code = (
        "import cProfile, sys; from sphinx.cmd.build import main; "
        f"p = cProfile.Profile(); rc = p.runcall(main, {args!r}); "
        f"p.dump_stats({str(stats)!r}); sys.exit(rc)"
    )
    build = run.build(f"profile-{label}", [sys.executable, "-c", code])
    return {**analyse(stats), "build": build.as_dict()}


def _clean(run: Run, label: str, pages: int | None, language: str) -> dict:
    """A clean build of the real site (*pages* None) or of a synthetic one, profiled."""
    out, doctrees = run.work / "profile" / label, run.work / "profile" / f"{label}-doctrees"
    if pages is None:
        confdir, srcdir = REPO, REPO / "source"
    else:
        corpus = run.corpus(pages)
        confdir, srcdir = corpus.confdir, corpus.srcdir
        corpus.remove_compiled_catalogs()
    args = sphinx_args(confdir, srcdir, out, doctrees, language=language)
    result = _profiled(run, label, args)
    shutil.rmtree(run.work / "profile")
    return {**result, "pages": pages, "language": language, "kind": "clean"}


def _incremental(run: Run, pages: int) -> dict:
    """The rebuild after one article's edit, on section 2's kept English build."""
    corpus = run.corpus(pages)
    article = corpus.article(0)
    original = article.read_text(encoding="utf-8")
    try:
        article.write_text(f"{original}\nOne more sentence for the profiled rebuild.\n", "utf-8")
        result = _profiled(run, f"incremental-en-{pages}", run.rebuild_args(corpus, "en"))
    finally:
        article.write_text(original, encoding="utf-8")
    return {**result, "pages": pages, "language": "en", "kind": "incremental"}


def measure_section(run: Run) -> dict:
    smallest, largest = min(run.side_sizes()), max(run.side_sizes())
    if run.quick:
        return {f"en_{largest}": _clean(run, f"en_{largest}", largest, "en")}
    result = {
        f"real_site_{lang}": _clean(run, f"real_site_{lang}", None, lang)
        for lang in ("en", "zh_CN")
    }
    for language in run.languages:
        for pages in sorted({smallest, largest}):
            result[f"{language}_{pages}"] = _clean(run, f"{language}_{pages}", pages, language)
    if "en" in run.languages:
        result[f"incremental_en_{largest}"] = _incremental(run, largest)
    return result


def _what(d: dict) -> str:
    site = "the real site" if d["pages"] is None else f"{d['pages']} synthetic articles"
    kind = "clean build" if d["kind"] == "clean" else "rebuild after one article's edit"
    return f"{kind} of {site}, {d['language']}, {num(d['total'], 1)} s profiled"


def _one(label: str, d: dict) -> list[str]:
    total = d["total"] or 1.0

    def share(seconds: float) -> str:
        return f"{100 * seconds / total:.1f}"

    def inclusive(package: str) -> list[str]:
        seconds = d["inclusive_by_package"].get(package)
        return ["–", "–"] if seconds is None else [num(seconds, 1), share(seconds)]

    packages = [
        [pkg, num(t, 1), share(t), *inclusive(pkg)]
        for pkg, t in list(d["self_by_package"].items())[:14]
    ]
    named = [
        [name, num(w["cumulative"], 2), share(w["cumulative"]), str(w["calls"])]
        for name, w in sorted(d["watched"].items(), key=lambda kv: -kv[1]["cumulative"])
    ]
    top = [
        [num(f[4], 2), share(f[4]), num(f[3], 2), str(f[2]), f"`{f[0]}`"]
        for f in d["functions"][:20]
    ]
    return [
        "",
        f"### {label.replace('_', ' ')}: {_what(d)}",
        "",
        *table("package | self, s | self % | inclusive, s | inclusive %", packages),
        "",
        *table("named cost | cumulative, s | % | calls", named),
        "",
        *table("cumulative, s | % | self, s | calls | function", top),
    ]


def faster_than_site(data: dict) -> list[str]:
    """Functions whose cumulative time grows faster than the site, between the smallest
    and largest clean profiles of a language."""
    out: list[str] = []
    for language in ("en", "zh_CN"):
        sized = [d for d in data.values() if d["kind"] == "clean" and d["pages"]]
        sized = [d for d in sized if d["language"] == language]
        if len({d["pages"] for d in sized}) < 2:
            continue
        small, large = min(sized, key=lambda d: d["pages"]), max(sized, key=lambda d: d["pages"])
        scale = math.log(large["pages"] / small["pages"])
        before = {f[0]: f[4] for f in small["functions"]}
        rows = []
        for name, package, _, _, cumulative in large["functions"]:
            if before.get(name, 0) > 0 and cumulative >= 0.02 * large["total"]:
                k = math.log(cumulative / before[name]) / scale
                if k > FASTER:
                    rows.append(
                        [f"`{name}`", package, num(before[name]), num(cumulative), growth(k)]
                    )
        out += [
            "",
            f"Growing faster than the site ({language}, {small['pages']} → {large['pages']} "
            f"articles; the whole profiled build: "
            f"{growth(math.log(large['total'] / small['total']) / scale)}): functions with an "
            f"exponent above {FASTER} and at least 2 % of the larger build"
            + (":" if rows else ": none."),
        ]
        if rows:
            header = (
                f"function | package | at {small['pages']}, s | at {large['pages']}, s | growth"
            )
            out += ["", *table(header, rows)]
    return out


def report(data: dict, results: dict) -> list[str]:
    out = [
        "cProfile (its default wall-clock timer) around `sphinx.cmd.build.main` in a child "
        "process, scan on. cProfile slows pure-Python code several-fold and the machine is "
        "shared: read shares, not seconds. *Self* time adds up by package; *inclusive* counts "
        "calls into a package from outside it with everything they call (packages overlap: "
        "docutils runs our transforms), so it does not add up to 100 %. Growth exponents "
        f"above {LINEAR} are faster than linear."
    ]
    for label, d in data.items():
        out += _one(label, d)
    return out + faster_than_site(data)


def headline(data: dict, results: dict) -> list[str]:
    return []
