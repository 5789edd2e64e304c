"""Build the public site: every language under its own path, a language redirect and 404
pages. Search is Sphinx's own index per language (jieba segments the Chinese one).

    python -m tools.publish --out public --baseurl http://127.0.0.1:8080/ [SPHINXOPTS...]

Layout of ``--out``::

    index.html, lang-redirect.js    send the reader to en/ or zh-cn/ (links for no-JS readers)
    en/, zh-cn/                     one Sphinx html build per language in conf.py's site_languages
    en/404.html, zh-cn/404.html     static "page not found" pages, served by deploy/nginx.conf

Options that publish does not know are passed to sphinx-build. Warnings do not fail the
build here (``make check`` is the strict build); errors do.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from html import escape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

from sphinx.config import Config
from sphinx.util.tags import Tags

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "source"
sys.path.insert(0, str(ROOT / "_ext"))

# one table of language names and hreflang values for the site and the pages written here
from site_chrome.languages import HREFLANG, NATIVE_NAMES  # noqa: E402

# Text of the 404 page, per Sphinx language code.
NOT_FOUND_TEXT = {
    "en": {
        "title": "Page not found",
        "lead": "There is no page at this address. It may have moved, or the link may be wrong.",
        "home": "Go to the Inference Notes home page",
        "site": "Inference Notes",
    },
    "zh_CN": {
        "title": "页面不存在",
        "lead": "找不到您要访问的页面。它可能已被移动或删除，也可能是链接有误。",
        "home": "返回推理笔记首页",
        "site": "推理笔记",
    },
}


class PublishError(Exception):
    """A step of the publication failed; the message says which and what to do."""


def parse_arguments(argv: list[str] | None = None) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(
        prog="python -m tools.publish",
        description="Build every language of the site into one directory ready to serve.",
        epilog="Other arguments are passed to sphinx-build (e.g. -q, -j auto).",
        allow_abbrev=False,
    )
    parser.add_argument("--out", type=Path, default=Path("public"), help="output directory")
    parser.add_argument(
        "--baseurl", default="http://127.0.0.1:8080/", help="origin the site is served from"
    )
    parser.add_argument(
        "--doctrees",
        type=Path,
        default=ROOT / "_build" / "doctrees",
        help="parent directory of the per-language doctree caches (public-<lang>)",
    )
    return parser.parse_known_args(argv)


def read_site_languages() -> dict[str, str]:
    """conf.py's site_languages: Sphinx language code -> URL path segment."""
    config = Config.read(ROOT, overrides={}, tags=Tags())
    config.add("site_languages", {"en": "en"}, "html", frozenset({dict}))
    return dict(config.site_languages)


def remove_previous_output(out: Path, paths: list[str]) -> None:
    """Remove what an earlier run wrote, so deleted pages do not linger. Nothing else."""
    for name in paths:
        if (out / name).is_dir():
            shutil.rmtree(out / name)
    for name in ["index.html", "lang-redirect.js"]:
        (out / name).unlink(missing_ok=True)


def build_language(
    language: str, outdir: Path, doctrees: Path, baseurl: str, sphinx_options: list[str]
) -> None:
    command = [
        sys.executable, "-m", "sphinx",
        "-b", "html",
        # write every page even when the doctrees are current: sphinx-sitemap only lists
        # the pages written in this run, and publish deletes the previous output anyway
        "-a",
        "-c", str(ROOT),
        str(SOURCE_DIR),
        str(outdir),
        "-d", str(doctrees / f"public-{language}"),
        "-D", f"language={language}",
        "-D", f"site_baseurl={baseurl}",
        *sphinx_options,
    ]  # fmt: skip
    print(f"publish: building {language} into {outdir}", flush=True)
    status = subprocess.run(command, cwd=ROOT).returncode
    if status != 0:
        raise PublishError(
            f"the {language} build failed (sphinx-build exit status {status}); "
            "see its messages above"
        )


def write_language_redirect(out: Path, baseurl: str, languages: dict[str, str]) -> None:
    """index.html and its script: pick a language by navigator.languages."""
    # primary subtag of the reader's language ("zh" of "zh-TW") -> path of our build
    targets = {language.split("_")[0].lower(): f"{path}/" for language, path in languages.items()}
    script = f"""\
// Send the reader to the first of their languages that the site has; English otherwise.
(function () {{
  var targets = {json.dumps(targets, sort_keys=True)};
  var wanted = navigator.languages && navigator.languages.length
    ? navigator.languages : [navigator.language || "en"];
  var target = targets.en;
  for (var i = 0; i < wanted.length; i++) {{
    var primary = String(wanted[i]).toLowerCase().split("-")[0];
    if (Object.prototype.hasOwnProperty.call(targets, primary)) {{
      target = targets[primary];
      break;
    }}
  }}
  window.location.replace(target + window.location.search + window.location.hash);
}})();
"""
    (out / "lang-redirect.js").write_text(script, encoding="utf-8")

    alternates = [
        f'<link rel="alternate" hreflang="{HREFLANG.get(lang, lang)}" '
        f'href="{escape(baseurl + path)}/">'
        for lang, path in languages.items()
    ]
    alternates.append(
        f'<link rel="alternate" hreflang="x-default" href="{escape(baseurl + languages["en"])}/">'
    )
    links = [
        f'<li><a href="{path}/" hreflang="{HREFLANG.get(lang, lang)}" '
        f'lang="{HREFLANG.get(lang, lang)}">{NATIVE_NAMES.get(lang, lang)}</a></li>'
        for lang, path in languages.items()
    ]
    page = f"""\
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Inference Notes / 推理笔记</title>
{chr(10).join(alternates)}
<script src="lang-redirect.js"></script>
</head>
<body>
<h1>Inference Notes / <span lang="zh-CN">推理笔记</span></h1>
<ul>
{chr(10).join(links)}
</ul>
</body>
</html>
"""
    (out / "index.html").write_text(page, encoding="utf-8")


class _StylesheetLinks(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "link" and values.get("rel") == "stylesheet" and values.get("href"):
            self.hrefs.append(values["href"])


def stylesheets_of(page: Path) -> list[str]:
    """The stylesheet links of a built page, as written (relative, with ?v=<hash>)."""
    parser = _StylesheetLinks()
    parser.feed(page.read_text(encoding="utf-8"))
    return parser.hrefs


def write_not_found_page(out: Path, baseurl: str, language: str, languages: dict[str, str]) -> None:
    """<lang>/404.html: served for any missing URL under <lang>/, so every link is rooted."""
    if language not in NOT_FOUND_TEXT:
        raise PublishError(f"no 404 page text for {language!r}: add it to NOT_FOUND_TEXT")
    text = NOT_FOUND_TEXT[language]
    home = f"{urlsplit(baseurl).path}{languages[language]}/"
    styles = "\n".join(
        f'<link rel="stylesheet" href="{escape(home + href)}">'
        for href in stylesheets_of(out / languages[language] / "index.html")
        if "://" not in href and not href.startswith("/")
    )
    others = "\n".join(
        f'<p lang="{HREFLANG.get(lang, lang)}"><a href="{urlsplit(baseurl).path}{path}/" '
        f'hreflang="{HREFLANG.get(lang, lang)}">{escape(NOT_FOUND_TEXT[lang]["home"])}</a></p>'
        for lang, path in languages.items()
        if lang != language and lang in NOT_FOUND_TEXT
    )
    page = f"""\
<!DOCTYPE html>
<html lang="{HREFLANG.get(language, language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{escape(text["title"])} - {escape(text["site"])}</title>
{styles}
</head>
<body>
<div class="page">
<div class="main">
<div class="content">
<main id="not-found">
<h1>{escape(text["title"])}</h1>
<p>{escape(text["lead"])}</p>
<p><a href="{escape(home)}">{escape(text["home"])}</a></p>
{others}
</main>
</div>
</div>
</div>
</body>
</html>
"""
    (out / languages[language] / "404.html").write_text(page, encoding="utf-8")


def publish(out: Path, baseurl: str, doctrees: Path, sphinx_options: list[str]) -> None:
    if not baseurl.endswith("/"):
        raise PublishError(f"--baseurl must end with '/': {baseurl!r}")
    languages = read_site_languages()
    if "en" not in languages:
        raise PublishError("site_languages in conf.py must contain 'en' (the default language)")
    out.mkdir(parents=True, exist_ok=True)
    remove_previous_output(out, list(languages.values()))
    for language, path in languages.items():
        build_language(language, out / path, doctrees, baseurl, sphinx_options)
    write_language_redirect(out, baseurl, languages)
    for language in languages:
        write_not_found_page(out, baseurl, language, languages)
    print(f"publish: done, {out}/ is ready to serve", flush=True)


def main(argv: list[str] | None = None) -> int:
    options, sphinx_options = parse_arguments(argv)
    if sphinx_options[:1] == ["--"]:
        sphinx_options = sphinx_options[1:]
    try:
        publish(options.out.resolve(), options.baseurl, options.doctrees.resolve(), sphinx_options)
    except PublishError as error:
        print(f"publish: error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
