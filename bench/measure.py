"""Measuring helpers: run one sphinx-build as a child and read its time and peak memory,
summarise repetitions, weigh a built page, find third-party resources, read a profile.

Every build is a separate process (``python -m sphinx``), so imports, extension setup and
the pickled environment are part of what is timed, as in ``make html``. Time is read twice:
wall-clock, and the child's CPU time (user + system, from ``os.wait4``), which is much less
disturbed by other processes on a shared machine than wall-clock is.
"""

from __future__ import annotations

import gzip
import os
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

REPO = Path(__file__).resolve().parent.parent
GZIP_LEVEL = 6  # deploy/nginx.conf: gzip_comp_level 6


@dataclass
class Build:
    """One sphinx-build run."""

    wall: float  # seconds
    cpu: float  # user + system seconds of the child (and the workers it waited for)
    maxrss_mib: float  # peak resident set size of the largest process, MiB
    returncode: int
    warnings: int
    log: str

    def as_dict(self) -> dict:
        return asdict(self)


def sphinx_args(
    confdir: Path,
    srcdir: Path,
    outdir: Path,
    doctrees: Path,
    *,
    language: str = "en",
    jobs: str = "1",
    overrides: Sequence[str] = (),
    extra: Sequence[str] = (),
) -> list[str]:
    """sphinx-build's arguments for one HTML build (``-D`` *overrides* of conf.py)."""
    args = ["-b", "html", "-q", "-c", str(confdir), str(srcdir), str(outdir), "-d", str(doctrees)]
    args += ["-j", jobs, "-D", f"language={language}"]
    for override in overrides:
        args += ["-D", override]
    return args + list(extra)


def sphinx_command(args: Sequence[str]) -> list[str]:
    """sphinx-build with *args* (from :func:`sphinx_args`), in this interpreter."""
    return [sys.executable, "-m", "sphinx", *args]


def child_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("SOURCE_DATE_EPOCH", "1785628800")  # as the Makefile exports it
    env.pop("LANGUAGE", None)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.update(extra or {})
    return env


def run_build(
    command: Sequence[str], log: Path, *, cwd: Path = REPO, env: dict[str, str] | None = None
) -> Build:
    """Run *command*, stdout and stderr to *log*; wall time, CPU time and peak RSS."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "wb") as out:
        start = time.perf_counter()
        process = subprocess.Popen(
            list(command), cwd=cwd, env=env or child_env(), stdout=out, stderr=subprocess.STDOUT
        )
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    text = log.read_text(encoding="utf-8", errors="replace")
    warnings = sum(1 for line in text.splitlines() if "WARNING:" in line or "ERROR:" in line)
    return Build(
        wall=wall,
        cpu=usage.ru_utime + usage.ru_stime,
        maxrss_mib=usage.ru_maxrss / 1024,
        returncode=process.returncode,
        warnings=warnings,
        log=str(log),
    )


# -- statistics -------------------------------------------------------------------------


def summary(values: Iterable[float]) -> dict[str, float]:
    values = [v for v in values if v is not None]
    if not values:
        return {"median": float("nan"), "min": float("nan"), "max": float("nan"), "n": 0}
    return {
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
        "n": len(values),
    }


def ratio(numerators: Sequence[float], denominators: Sequence[float]) -> dict[str, float]:
    """Median of pairwise ratios (runs are interleaved, so pair i ran under similar load)
    and the ratio of medians."""
    # pairs of the runs both sides have (a failed build leaves one side shorter)
    pairs = [a / b for a, b in zip(numerators, denominators, strict=False) if b]
    out = summary(pairs)
    if numerators and denominators:
        out["of_medians"] = statistics.median(numerators) / statistics.median(denominators)
    return out


def timed(function, *args, repeat: int = 5) -> dict[str, float]:
    """Median wall time of calling *function* in this process (small, CPU-bound helpers)."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function(*args)
        times.append(time.perf_counter() - start)
    return summary(times)


# -- page weight -------------------------------------------------------------------------

#: <link rel> values that make the browser fetch the href
FETCHING_RELS = {
    "stylesheet",
    "preload",
    "modulepreload",
    "icon",
    "shortcut",
    "manifest",
    "prefetch",
    "apple-touch-icon",
    "mask-icon",
}
CSS_URL = re.compile(r"""url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]""")
FONT_SUFFIXES = (".woff2", ".woff", ".ttf", ".otf", ".eot")


class _Resources(HTMLParser):
    """Every URL a page makes the browser fetch (not links a reader may follow)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.styles: list[str] = []
        self.scripts: list[str] = []
        self.other: list[str] = []  # images, frames, media, icons, preloads
        self.inline_css: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "link" and a.get("href"):
            rels = set(a.get("rel", "").lower().split())
            if "stylesheet" in rels:
                self.styles.append(a["href"])
            elif rels & FETCHING_RELS:
                self.other.append(a["href"])
        elif tag == "script" and a.get("src"):
            self.scripts.append(a["src"])
        elif tag in {"img", "iframe", "source", "video", "audio", "embed", "track", "input"}:
            for key in ("src", "poster"):
                if a.get(key):
                    self.other.append(a[key])
            for part in a.get("srcset", "").split(","):
                if part.strip():
                    self.other.append(part.strip().split()[0])
        elif tag == "object" and a.get("data"):
            self.other.append(a["data"])
        if a.get("style"):
            self.inline_css.append(a["style"])
        self._in_style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.inline_css.append(data)


def gzip_size(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0))


def _local(base: Path, url: str) -> Path | None:
    parts = urlsplit(url)
    if parts.scheme or parts.netloc or url.startswith("data:"):
        return None
    return (base.parent / parts.path).resolve()


def page_weight(page: Path) -> dict:
    """Bytes a first visit to *page* downloads from our origin, raw and gzip, by kind
    (html, css, js, fonts, other), with the list of files; external URLs listed apart."""
    html = page.read_bytes()
    parser = _Resources()
    parser.feed(html.decode("utf-8", errors="replace"))
    files: dict[str, dict] = {}
    external: list[str] = []

    def add(kind: str, url: str, origin: Path) -> Path | None:
        path = _local(origin, url)
        if path is None:
            if not url.startswith("data:"):
                external.append(url)
            return None
        if not path.is_file():
            return None
        key = str(path)
        if key not in files:
            data = path.read_bytes()
            files[key] = {
                "kind": kind,
                "name": path.name,
                "raw": len(data),
                "gzip": gzip_size(data),
            }
        return path

    for url in parser.styles:
        path = add("css", url, page)
        if path is not None:  # fonts and @imports of the stylesheet
            for m in CSS_URL.finditer(path.read_text(encoding="utf-8", errors="replace")):
                ref = m.group(1) or m.group(2)
                if ref.startswith("data:"):
                    continue
                kind = (
                    "fonts"
                    if urlsplit(ref).path.endswith(FONT_SUFFIXES)
                    else ("css" if m.group(2) else "other")
                )
                add(kind, ref, path)
    for url in parser.scripts:
        add("js", url, page)
    for url in parser.other:
        add("fonts" if urlsplit(url).path.endswith(FONT_SUFFIXES) else "other", url, page)
    for css in parser.inline_css:
        for m in CSS_URL.finditer(css):
            ref = m.group(1) or m.group(2)
            if not ref.startswith("data:"):
                add("fonts" if urlsplit(ref).path.endswith(FONT_SUFFIXES) else "other", ref, page)
    totals = {kind: {"raw": 0, "gzip": 0} for kind in ("html", "css", "js", "fonts", "other")}
    totals["html"] = {"raw": len(html), "gzip": gzip_size(html)}
    for entry in files.values():
        totals[entry["kind"]]["raw"] += entry["raw"]
        totals[entry["kind"]]["gzip"] += entry["gzip"]
    totals["total"] = {
        k: sum(t[k] for n, t in totals.items() if n != "total") for k in ("raw", "gzip")
    }
    return {
        "page": str(page),
        "by_kind": totals,
        "files": sorted(files.values(), key=lambda f: (f["kind"], f["name"])),
        "external": sorted(set(external)),
    }


def third_party_resources(outdir: Path, origin: str) -> dict:
    """URLs on another origin that any built page (or its stylesheets) makes the browser
    fetch. Links a reader follows (``<a href>``, canonical, alternate) are not fetched."""
    ours = urlsplit(origin).netloc
    found: dict[str, list[str]] = {}
    pages = sorted(outdir.rglob("*.html"))
    for page in pages:
        parser = _Resources()
        parser.feed(page.read_text(encoding="utf-8", errors="replace"))
        urls = parser.styles + parser.scripts + parser.other
        urls += [
            m.group(1) or m.group(2) for css in parser.inline_css for m in CSS_URL.finditer(css)
        ]
        for url in urls:
            parts = urlsplit(url)
            if parts.scheme in {"http", "https"} or url.startswith("//"):
                if parts.netloc != ours:
                    found.setdefault(url, []).append(str(page.relative_to(outdir)))
    for css in sorted(outdir.rglob("*.css")):
        for m in CSS_URL.finditer(css.read_text(encoding="utf-8", errors="replace")):
            url = m.group(1) or m.group(2)
            parts = urlsplit(url)
            if (parts.scheme in {"http", "https"} or url.startswith("//")) and parts.netloc != ours:
                found.setdefault(url, []).append(str(css.relative_to(outdir)))
    return {
        "pages_scanned": len(pages),
        "urls": {url: sorted(set(where))[:5] for url, where in sorted(found.items())},
    }


# -- profile -----------------------------------------------------------------------------

#: (package label, pattern of the file path); the first match wins
PACKAGES = [
    ("_ext/claims", re.compile(r"[/\\]_ext[/\\]claims[/\\]")),
    ("_ext/site_chrome", re.compile(r"[/\\]_ext[/\\]site_chrome[/\\]")),
    ("_ext/translations", re.compile(r"[/\\]_ext[/\\]translations[/\\]")),
    ("_ext/mathml", re.compile(r"[/\\]_ext[/\\]mathml[/\\]")),
    ("_ext/glossary_data", re.compile(r"[/\\]_ext[/\\]glossary_data[/\\]")),
    ("_ext/reader_settings", re.compile(r"[/\\]_ext[/\\]reader_settings[/\\]")),
    ("_ext/other", re.compile(r"[/\\]_ext[/\\]")),
    ("sphinxcontrib.bibtex", re.compile(r"sphinxcontrib[/\\]bibtex")),
    ("pybtex", re.compile(r"[/\\]pybtex(_docutils)?[/\\]")),
    ("myst_parser", re.compile(r"[/\\]myst_parser[/\\]")),
    ("markdown_it", re.compile(r"[/\\](markdown_it|mdit_py_plugins)[/\\]")),
    ("ablog", re.compile(r"[/\\]ablog[/\\]")),
    ("feedgen", re.compile(r"[/\\]feedgen[/\\]")),
    ("sphinx_sitemap", re.compile(r"[/\\]sphinx_sitemap[/\\]")),
    ("furo", re.compile(r"[/\\]furo[/\\]")),
    ("latex2mathml", re.compile(r"[/\\]latex2mathml[/\\]")),
    ("jinja2", re.compile(r"[/\\](jinja2|markupsafe)[/\\]")),
    ("pygments", re.compile(r"[/\\]pygments[/\\]")),
    ("yaml", re.compile(r"[/\\]yaml[/\\]")),
    ("polib", re.compile(r"[/\\]polib\.py")),
    ("babel", re.compile(r"[/\\]babel[/\\]")),
    ("docutils", re.compile(r"[/\\]docutils[/\\]")),
    ("sphinx", re.compile(r"[/\\]sphinx[/\\]")),
]


def package_of(filename: str) -> str:
    for label, pattern in PACKAGES:
        if pattern.search(filename):
            return label
    if filename.startswith("~") or filename.startswith("<"):
        return "builtins"
    return "python/other"


def profile_command(output: Path, sphinx_args: Sequence[str]) -> list[str]:
    """sphinx.cmd.build.main in a child under cProfile, stats written to *output*."""
    code = (
        "import cProfile, sys; from sphinx.cmd.build import main; "
        f"p = cProfile.Profile(); rc = p.runcall(main, {list(sphinx_args)!r}); "
        f"p.dump_stats({str(output)!r}); sys.exit(rc)"
    )
    return [sys.executable, "-c", code]


def analyse_profile(path: Path, top: int = 25) -> dict:
    """Top functions by cumulative time, and time by package: self time (additive, sums to
    the total) and inclusive time (calls into the package from outside it, with everything
    they call; packages overlap, so these do not add up)."""
    import pstats

    stats = pstats.Stats(str(path)).stats  # type: ignore[attr-defined]
    total = max((ct for (_, _, _, ct, _) in stats.values()), default=0.0)
    self_time: dict[str, float] = {}
    inclusive: dict[str, float] = {}
    functions = []
    for func, (_cc, nc, tt, ct, callers) in stats.items():
        filename, line, name = func
        package = package_of(filename)
        self_time[package] = self_time.get(package, 0.0) + tt
        for caller, caller_stats in callers.items():
            if package_of(caller[0]) != package:
                inclusive[package] = inclusive.get(package, 0.0) + caller_stats[3]
        functions.append(
            {
                "function": f"{_short(filename)}:{line}({name})",
                "package": package,
                "calls": nc,
                "self": tt,
                "cumulative": ct,
            }
        )
    functions.sort(key=lambda f: -f["cumulative"])
    ext = [f for f in functions if f["package"].startswith("_ext/")]
    watched = {}
    for label, (file_part, name) in WATCH.items():
        hits = [
            (ct, nc)
            for (filename, _, fname), (_, nc, _, ct, _) in stats.items()
            if file_part in filename.replace("\\", "/") and fname == name
        ]
        if hits:
            watched[label] = {
                "cumulative": max(h[0] for h in hits),
                "calls": sum(h[1] for h in hits),
            }
    return {
        "total": total,
        "top_cumulative": functions[:top],
        "top_self": sorted(functions, key=lambda f: -f["self"])[:top],
        "self_by_package": dict(sorted(self_time.items(), key=lambda kv: -kv[1])),
        "inclusive_by_package": dict(sorted(inclusive.items(), key=lambda kv: -kv[1])),
        "ext_top": ext[:15],
        "watched": watched,
        # compact [function, package, calls, self, cumulative] of the costliest functions,
        # for comparing profiles of two sizes (which costs grow faster than the site)
        "functions": [
            [
                f["function"],
                f["package"],
                f["calls"],
                round(f["self"], 4),
                round(f["cumulative"], 4),
            ]
            for f in functions[:150]
        ],
    }


#: functions whose cumulative time the report quotes: label -> (file path part, name)
WATCH = {
    "claims: CheckClaims.apply (all read-time checks)": ("_ext/claims/transforms.py", "apply"),
    "claims: _scan (uncited-number scan)": ("_ext/claims/transforms.py", "_scan"),
    "claims: _check_and_record": ("_ext/claims/transforms.py", "_check_and_record"),
    "claims: _line_of": ("_ext/claims/transforms.py", "_line_of"),
    "claims: load_data (YAML + .bib)": ("_ext/claims/events.py", "load_data"),
    "claims: fill_generated_pages (ledger, hardware)": (
        "_ext/claims/ledger.py",
        "fill_generated_pages",
    ),
    "claims: write_json (claims.json)": ("_ext/claims/ledger.py", "write_json"),
    "claims: visit_claim": ("_ext/claims/html.py", "visit_claim"),
    "claims: depart_claim": ("_ext/claims/html.py", "depart_claim"),
    "claims: check_consistency": ("_ext/claims/events.py", "check_consistency"),
    "site_chrome: on_config_inited (parses the .bib)": (
        "_ext/site_chrome/config.py",
        "on_config_inited",
    ),
    "mathml: visit_math": ("_ext/mathml/html.py", "visit_math"),
    "pybtex: find_plugin": ("pybtex/plugin/__init__.py", "find_plugin"),
    "importlib.metadata: entry_points": ("importlib/metadata/__init__.py", "entry_points"),
    "bibtex: get_filtered_entries": ("sphinxcontrib/bibtex/domain.py", "get_filtered_entries"),
    "bibtex: env_updated": ("sphinxcontrib/bibtex/domain.py", "env_updated"),
    "bibtex: resolve_xref": ("sphinxcontrib/bibtex/domain.py", "resolve_xref"),
    "pybtex: parse_file": ("pybtex/database/__init__.py", "parse_file"),
    "ablog: generate_archive_pages": ("ablog/post.py", "generate_archive_pages"),
    "ablog: generate_atom_feeds": ("ablog/post.py", "generate_atom_feeds"),
    "sphinx: search index (IndexBuilder.feed)": ("sphinx/search/__init__.py", "feed"),
    "sphinx: dump_search_index": ("sphinx/builders/html/__init__.py", "dump_search_index"),
    "jieba: cut_for_search": ("jieba/__init__.py", "cut_for_search"),
    "sphinx: Locale transform": ("sphinx/transforms/i18n.py", "apply"),
    "sphinx: pickle doctrees (write_doctree)": ("sphinx/builders/__init__.py", "write_doctree"),
    "furo: navigation tree": ("furo/navigation.py", "get_navigation_tree"),
    "jinja2: render page (handle_page)": ("sphinx/builders/html/__init__.py", "handle_page"),
    "myst: parse (MystParser.parse)": ("myst_parser/parsers/sphinx_.py", "parse"),
}


def _short(filename: str) -> str:
    for marker in ("site-packages/", "/_ext/", "/lib/python3"):
        if marker in filename:
            head, _, tail = filename.partition(marker)
            return ("_ext/" if marker == "/_ext/" else "") + tail
    return filename
