"""5. Page weight: what a first visit to an article downloads, against the same article in a
plain furo + MyST build; and every third-party resource any built page makes a browser fetch."""

from __future__ import annotations

import re
import shutil
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

from bench import measure
from bench.measure import REPO, Run
from bench.prose import judged, kib, num, table

TITLE = "5. Page weight"
TARGETS = {"additions_gzip_kib": 15}
ARTICLE = "posts/vllm-engine-anatomy"
KINDS = ("html", "css", "js", "fonts", "other")
#: <link rel> values that make the browser fetch the href
FETCHING_RELS = {"preload", "modulepreload", "icon", "shortcut", "manifest", "prefetch"}
FETCHING_RELS |= {"apple-touch-icon", "mask-icon"}
CSS_URL = re.compile(r"""url\(\s*['"]?([^'")]+)['"]?\s*\)|@import\s+['"]([^'"]+)['"]""")
FONT_SUFFIXES = (".woff2", ".woff", ".ttf", ".otf", ".eot")


class Resources(HTMLParser):
    """Every URL a page makes the browser fetch (not links a reader may follow), by kind."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.urls: list[tuple[str, str]] = []  # (kind, url)
        self._in_style = False
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        rels = set(a.get("rel", "").lower().split())
        if tag == "link" and a.get("href") and (rels & FETCHING_RELS or "stylesheet" in rels):
            self.urls.append(("css" if "stylesheet" in rels else _kind(a["href"]), a["href"]))
        elif tag == "script" and a.get("src"):
            self.urls.append(("js", a["src"]))
        elif tag in {"img", "iframe", "source", "video", "audio", "embed", "track", "input"}:
            urls = [a[k] for k in ("src", "poster") if a.get(k)]
            urls += [p.strip().split()[0] for p in a.get("srcset", "").split(",") if p.strip()]
            self.urls += [("other", url) for url in urls]
        elif tag == "object" and a.get("data"):
            self.urls.append(("other", a["data"]))
        if a.get("style"):
            self.urls += css_urls(a["style"])
        self._in_style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.urls += css_urls(data)


def _kind(url: str) -> str:
    return "fonts" if urlsplit(url).path.endswith(FONT_SUFFIXES) else "other"


def css_urls(css: str) -> list[tuple[str, str]]:
    """(kind, url) of what a stylesheet fetches: @imports, fonts, images."""
    return [
        ("css", m.group(2)) if m.group(2) else (_kind(m.group(1)), m.group(1))
        for m in CSS_URL.finditer(css)
        if not (m.group(1) or m.group(2)).startswith("data:")
    ]


def _external(url: str) -> bool:
    parts = urlsplit(url)
    return bool(parts.scheme or parts.netloc)


def page_weight(page: Path) -> dict:
    """Bytes a first visit to *page* downloads from our origin, raw and gzip, by kind."""
    files: dict[Path, dict] = {}
    pending = [(kind, url, page) for kind, url in Resources(page.read_text(encoding="utf-8")).urls]
    while pending:
        kind, url, origin = pending.pop()
        path = (origin.parent / urlsplit(url).path).resolve()
        if _external(url) or path in files or not path.is_file():
            continue
        data = path.read_bytes()
        files[path] = {
            "kind": kind,
            "name": path.name,
            "raw": len(data),
            "gzip": measure.gzip_size(data),
        }
        if kind == "css":
            pending += [(k, u, path) for k, u in css_urls(data.decode("utf-8", errors="replace"))]
    html = page.read_bytes()
    totals = {kind: {"raw": 0, "gzip": 0} for kind in KINDS}
    totals["html"] = {"raw": len(html), "gzip": measure.gzip_size(html)}
    for entry in files.values():
        for key in ("raw", "gzip"):
            totals[entry["kind"]][key] += entry[key]
    totals["total"] = {k: sum(t[k] for t in totals.values()) for k in ("raw", "gzip")}
    return {
        "by_kind": totals,
        "files": sorted(files.values(), key=lambda f: (f["kind"], f["name"])),
    }


def third_party(outdir: Path) -> dict:
    """URLs on another origin that any built page or stylesheet makes the browser fetch."""
    found: dict[str, set[str]] = {}
    pages = sorted(outdir.rglob("*.html"))
    for path in pages + sorted(outdir.rglob("*.css")):
        text = path.read_text(encoding="utf-8", errors="replace")
        fetched = Resources(text).urls if path.suffix == ".html" else css_urls(text)
        for _, url in fetched:
            if _external(url) and urlsplit(url).scheme != "data":
                found.setdefault(url, set()).add(str(path.relative_to(outdir)))
    urls = {url: sorted(where)[:5] for url, where in sorted(found.items())}
    return {"pages_scanned": len(pages), "urls": urls}


ROLE = re.compile(r"\{(?:claim|hw|nac)\}`([^`<]*?)\s*(?:<[^`>]*>)?`")
CITE = re.compile(r"\{cite(?::[a-z]+)?\}`([^`]*)`")
BIBLIOGRAPHY = re.compile(r"```\{bibliography\}.*?```", re.S)
PLAIN_CONF = '''"""Plain furo + MyST, no extensions of ours: the page-weight baseline."""
project = html_title = "Inference Notes"
extensions = ["myst_parser"]
myst_enable_extensions = ["colon_fence", "deflist", "dollarmath", "fieldlist"]
html_theme = "furo"
exclude_patterns = ["_code"]
'''


def _plain_project(root: Path, source: Path) -> None:
    """The same article for a plain furo + MyST build: our roles become their text."""
    shutil.rmtree(root, ignore_errors=True)
    (root / "source" / "posts").mkdir(parents=True)
    text = ROLE.sub(r"\1", source.read_text(encoding="utf-8"))
    text = BIBLIOGRAPHY.sub("", CITE.sub(r"(\1)", text))
    (root / "source" / "posts" / source.name).write_text(text, encoding="utf-8")
    toctree = f"# Plain\n\n```{{toctree}}\nposts/{source.stem}\n```\n"
    (root / "source" / "index.md").write_text(toctree, encoding="utf-8")
    for folder in ("_figures", "_code"):
        if (REPO / "source" / folder).is_dir():
            shutil.copytree(REPO / "source" / folder, root / "source" / folder)
    (root / "conf.py").write_text(PLAIN_CONF, encoding="utf-8")


def measure_section(run: Run) -> dict:
    ours_dir = run.kept.get("real-en")
    if ours_dir is None:
        raise RuntimeError("no real-site build to weigh (section 1 failed)")
    page = ours_dir / f"{ARTICLE}.html"
    root = run.work / "plain"
    _plain_project(root, REPO / "source" / f"{ARTICLE}.md")
    args = measure.sphinx_args(root, root / "source", root / "out", root / "doctrees", scan=None)
    run.build("plain-furo", measure.sphinx_command(args))
    ours, plain = page_weight(page), page_weight(root / "out" / f"{ARTICLE}.html")
    plain_names = {f["name"] for f in plain["files"]}
    additions = [f for f in ours["files"] if f["name"] not in plain_names]
    return {
        "article": f"{ARTICLE}.html",
        "ours": ours,
        "plain": plain,
        "additions": additions,
        "additions_gzip": sum(f["gzip"] for f in additions),
        "claims_on_page": page.read_text(encoding="utf-8").count('class="claim-card"'),
        "third_party": {
            language: third_party(run.kept[f"real-{language}"])
            for language in ("en", "zh_CN")
            if f"real-{language}" in run.kept
        },
        "third_party_plain": third_party(root / "out"),
    }


def _ratio(data: dict, kind: str, key: str = "gzip") -> float | None:
    plain = data["plain"]["by_kind"][kind][key]
    return data["ours"]["by_kind"][kind][key] / plain if plain else None


def report(data: dict, results: dict) -> list[str]:
    target = results["targets"]["additions_gzip_kib"]
    ours, plain = data["ours"]["by_kind"], data["plain"]["by_kind"]
    rows = [
        [kind, *(kib(d[kind][k]) for d in (ours, plain) for k in ("raw", "gzip"))]
        + [num(_ratio(data, kind))]
        for kind in (*KINDS, "total")
    ]
    header = " | ours raw, KiB | ours gzip, KiB | plain raw, KiB | plain gzip, KiB | ours ÷ plain"
    additions = [[f["name"], f["kind"], str(f["raw"]), str(f["gzip"])] for f in data["additions"]]
    delta = ours["html"]["gzip"] - plain["html"]["gzip"]
    out = [
        f"First visit to `{data['article']}` of the real English build: the page and every file "
        "it loads from our origin (stylesheets, scripts, fonts, icons, images), raw and gzip "
        "(level 6, as `deploy/nginx.conf`). Baseline: the same article built with a minimal "
        "`conf.py` (furo + MyST; our roles replaced by their text, citations by their keys, no "
        "bibliography).",
        "",
        *table(header, rows),
        "",
        f"Our additions (files the plain page does not load), gzip KiB: "
        f"{judged(data['additions_gzip'] / 1024, target, 1)}.",
        "",
        *table("file | kind | raw, B | gzip, B", additions),
        "",
        f"The HTML is {kib(abs(delta))} KiB gzip {'heavier' if delta > 0 else 'lighter'} than "
        f"the plain page's; the article "
        f"has {data['claims_on_page']} claim cards in its markup.",
        "",
        "Third-party resources: URLs on another origin that a built page or stylesheet makes "
        "a browser fetch (scripts, stylesheets, preloads, images, frames, CSS `url()` and "
        "`@import`; links a reader follows are not fetches):",
        "",
    ]
    sites = {**data["third_party"], "plain furo baseline": data["third_party_plain"]}
    for name, found in sites.items():
        urls = list(found["urls"])
        listed = ": " + ", ".join(f"`{u}`" for u in urls[:5]) if urls else ""
        out.append(f"- {name}: {found['pages_scanned']} pages, {len(urls)} URLs{listed}")
    return out


def headline(data: dict, results: dict) -> list[str]:
    target = results["targets"]["additions_gzip_kib"]
    urls = sum(len(found["urls"]) for found in data["third_party"].values())
    return [
        f"- Page weight ÷ plain furo: ×{num(_ratio(data, 'total'))} gzip, "
        f"×{num(_ratio(data, 'total', 'raw'))} raw; our asset additions, gzip KiB: "
        f"{judged(data['additions_gzip'] / 1024, target, 1)}; third-party resource URLs: {urls}"
    ]
