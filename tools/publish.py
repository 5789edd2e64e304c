"""Build the public site: every language under its own path, a language redirect and 404
pages. Search is Sphinx's own index per language (jieba segments the Chinese one).

    python -m tools.publish --out public --baseurl http://127.0.0.1:8080/ [SPHINXOPTS...]

Publishing never breaks what is served: the languages are built at the same time, strictly
(``-W --keep-going``, as ``make check``; conf.py sets ``nitpicky``), into a staging folder
beside ``--out``; only when every build passed is the staging folder swapped into place,
in one step (Linux's ``renameat2(RENAME_EXCHANGE)``). A failed or interrupted run leaves
the previous output as it was, byte for byte. Two runs at once take turns (a lock file
beside ``--out``).

Layout of ``--out``::

    index.html, lang-redirect.js    send the reader to en/ or zh-cn/ (links for no-JS readers)
    robots.txt, sitemap.xml         for crawlers: a sitemap index of the languages' sitemaps
    en/, zh-cn/                     one Sphinx html build per language in conf.py's site_languages
    en/404.html, zh-cn/404.html     "page not found" pages (source/404.md), their links rooted,
                                    served by deploy/nginx.conf

Options that publish does not know are passed to sphinx-build.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import errno
import fcntl
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from html import escape, unescape
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from sphinx.config import Config
from sphinx.util.tags import Tags

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "source"

# what weakens the rule, and one table of language names and hreflang values for the site
# and the pages written here
from claims import pattern_cache  # noqa: E402
from claims.rule_record import suppressed_guards  # noqa: E402
from site_chrome.languages import HREFLANG, NATIVE_NAMES  # noqa: E402


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
        "--source-dir",
        type=Path,
        default=SOURCE_DIR,
        help="Sphinx source directory (default: %(default)s)",
    )
    parser.add_argument(
        "--conf-dir", type=Path, default=ROOT, help="directory of conf.py (default: %(default)s)"
    )
    parser.add_argument(
        "--doctrees",
        type=Path,
        default=ROOT / "_build" / "doctrees",
        help="parent directory of the per-language doctree caches (public-<lang>)",
    )
    return parser.parse_known_args(argv)


def read_config(conf_dir: Path = ROOT) -> Config:
    """conf.py at *conf_dir*, read once for every question publish asks of it."""
    return Config.read(conf_dir, overrides={}, tags=Tags())


def site_languages(config: Config) -> dict[str, str]:
    """conf.py's site_languages: Sphinx language code -> URL path segment."""
    config.add("site_languages", {"en": "en"}, "html", frozenset({dict}))
    return dict(config.site_languages)


def read_site_languages(conf_dir: Path = ROOT) -> dict[str, str]:
    return site_languages(read_config(conf_dir))


#: options every published build runs with: any warning is an error, all are shown
STRICT = ["-W", "--keep-going"]


def build_command(
    language: str,
    outdir: Path,
    doctrees: Path,
    baseurl: str,
    sphinx_options: list[str],
    source_dir: Path,
    conf_dir: Path,
) -> list[str]:
    return [
        sys.executable, "-m", "sphinx",
        "-b", "html",
        # write every page even when the doctrees are current: sphinx-sitemap only lists
        # the pages written in this run
        "-a",
        "-c", str(conf_dir),
        str(source_dir),
        str(outdir),
        "-d", str(doctrees / f"public-{language}"),
        "-D", f"language={language}",
        "-D", f"site_baseurl={baseurl}",
        *STRICT,
        *sphinx_options,
    ]  # fmt: skip


#: sphinx-build options a publication may be given: how it reports and how fast it runs,
#: or stricter; any other (a define, another configuration, a tag, a builder) changes
#: what is published, and the rule may be among it
_ALLOWED_OPTIONS = frozenset(
    {
        "jobs",
        "force_all",
        "freshenv",
        "nitpicky",
        "verbosity",
        "quiet",
        "really_quiet",
        "color",
        "warnfile",
        "warningiserror",
        "keep_going",
        "traceback",
        "exception_on_warning",
    }
)


def refused_options(sphinx_options: list[str]) -> list[str]:
    """The options of *sphinx_options* outside :data:`_ALLOWED_OPTIONS`, read by
    sphinx-build's own parser (so that ``-ED claims_scan=0`` and ``--def`` are what
    sphinx-build would take them for), each as the user wrote it."""
    from sphinx.cmd.build import get_parser

    parser = get_parser()
    parser.exit_on_error = False
    try:
        with contextlib.redirect_stderr(io.StringIO()):  # argparse's usage, for a user error
            given = parser.parse_args([*sphinx_options, "SOURCE", "OUT"])
    except (argparse.ArgumentError, SystemExit):
        return [f"{' '.join(sphinx_options)} (not options sphinx-build reads)"]
    default = parser.parse_args(["SOURCE", "OUT"])
    names = {a.dest: "/".join(a.option_strings) for a in parser._actions if a.option_strings}
    return [
        names.get(dest, dest)
        for dest, value in vars(given).items()
        if dest not in {"sourcedir", "outputdir", "filenames", *_ALLOWED_OPTIONS}
        and value != getattr(default, dest)
    ]


def rule_settings(config: Config) -> list[str]:
    """What in *config* would publish with the rule off or weakened: the claims extension
    not loaded, its scan off, its warnings suppressed (read before building; the builds'
    own record, :func:`check_rule_record`, answers for a conf.py that reads otherwise)."""
    problems = []
    if "claims" not in config.extensions:
        problems.append("extensions does not load claims")
    config.add("claims_scan", True, "env", frozenset({bool}))
    if config.claims_scan is not True:
        problems.append("claims_scan is not True")
    suppressed = suppressed_guards(config.suppress_warnings)
    if suppressed:
        problems.append(f"suppress_warnings holds {', '.join(suppressed)}")
    return problems


#: figures an ignore pattern may not match: one that does hides figures, not a name
_CANARIES = ("3.5x faster", "100 ms", "2400 tokens/s", "90% hit rate", "24 GB of memory")


def check_rule_record(folder: Path) -> None:
    """The rule as the build that wrote *folder* ran it (``claims.rule_record``): its scan on,
    none of its warnings suppressed, no ignore pattern that hides a figure. Removed once read:
    it describes the build, not the site."""
    record_path = folder / ".claims-rule.json"
    try:
        record = json.loads(record_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise PublishError(
            f"{folder.name}: the build left no record of its rule ({error})"
        ) from None
    problems = []
    if record.get("scan") is not True:
        problems.append("its scan was off")
    if record.get("suppressed"):
        problems.append(f"it suppressed {', '.join(record['suppressed'])}")
    for pattern in record.get("ignore_patterns", []):
        hidden = [c for c in _CANARIES if re.search(pattern, c)]
        if hidden:
            problems.append(f"claims_ignore_patterns {pattern!r} hides figures ({hidden[0]!r})")
    if problems:
        raise PublishError(
            f"the {folder.name} build ran with the rule weakened: " + "; ".join(problems)
        )
    record_path.unlink()


def check_catalogs(
    config: Config, conf_dir: Path, source_dir: Path, languages: dict[str, str]
) -> None:
    """``make check-po`` on the catalogs the builds will read: those of the configuration's
    ``locale_dirs`` (relative to the sources, as Sphinx reads them) and the extensions' own,
    for every language but English. Markup a build does not compare (inline code, glossary
    terms) is checked here, before anything is built."""
    from tools import check_po

    translated = [language for language in languages if language != "en"]
    folders = [
        *(source_dir / d / lang / "LC_MESSAGES" for d in config.locale_dirs for lang in translated),
        *(
            f
            for lang in translated
            for f in sorted((ROOT / "_ext").glob(f"*/locale/{lang}/LC_MESSAGES"))
        ),
    ]
    folders = [f.resolve() for f in folders if f.is_dir()]
    if not folders:
        return
    glossary = source_dir / "_data" / "glossary.yaml"
    arguments = [*map(str, folders), "--conf-dir", str(conf_dir), "--glossary", str(glossary)]
    if check_po.main(arguments) != 0:
        raise PublishError(
            "the catalog QA failed (the messages above, as make check-po prints them); fix "
            "the catalogs and run again"
        )


def _relay(stream, prefix: str, target) -> None:
    for line in iter(stream.readline, ""):
        target.write(f"[{prefix}] {line}")
        target.flush()


def run_builds(commands: dict[str, list[str]], cwd: Path) -> dict[str, int]:
    """Run every language's build at the same time; each line of output is prefixed with
    its language. Returns the exit status of each."""
    processes = {}
    relays = []
    for language, command in commands.items():
        print(f"publish: building {language}", flush=True)
        process = subprocess.Popen(
            command,
            cwd=cwd,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
            # the detector compiled from the project's own rules, never read from a cache
            env={**os.environ, pattern_cache.OFF: "1"},
        )
        processes[language] = process
        for stream, target in ((process.stdout, sys.stdout), (process.stderr, sys.stderr)):
            relay = threading.Thread(target=_relay, args=(stream, language, target), daemon=True)
            relay.start()
            relays.append(relay)
    try:
        statuses = {language: process.wait() for language, process in processes.items()}
    except BaseException:  # interrupted: stop every build, then let the caller clean up
        for process in processes.values():
            process.terminate()
        for process in processes.values():
            process.wait()
        raise
    for relay in relays:
        relay.join()
    return statuses


def build_languages(
    languages: dict[str, str],
    staging: Path,
    doctrees: Path,
    baseurl: str,
    sphinx_options: list[str],
    source_dir: Path,
    conf_dir: Path,
) -> None:
    def commands(names) -> dict[str, list[str]]:
        return {
            lang: build_command(
                lang,
                staging / languages[lang],
                doctrees,
                baseurl,
                sphinx_options,
                source_dir,
                conf_dir,
            )
            for lang in names
        }

    statuses = run_builds(commands(languages), ROOT)
    # exit status 2 is a crash, not a finding: a damaged doctree cache (a build killed while
    # pickling) must not break every later run, so rebuild that language once from scratch
    crashed = [
        lang
        for lang, status in statuses.items()
        if status == 2 and (doctrees / f"public-{lang}").exists()
    ]
    if crashed:
        for lang in crashed:
            print(
                f"publish: the {lang} build crashed; rebuilding it without its doctree cache",
                flush=True,
            )
            shutil.rmtree(doctrees / f"public-{lang}", ignore_errors=True)
            shutil.rmtree(staging / languages[lang], ignore_errors=True)
        statuses.update(run_builds(commands(crashed), ROOT))
    failed = {lang: status for lang, status in statuses.items() if status != 0}
    if failed:
        raise PublishError(
            "nothing was published: the build of "
            + ", ".join(f"{lang} (exit status {status})" for lang, status in failed.items())
            + " failed; fix what its messages above say and run again"
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


def write_crawler_files(out: Path, baseurl: str, languages: dict[str, str]) -> None:
    """robots.txt and a sitemap index at the root naming each language's sitemap (which
    sphinx-sitemap writes, without the noindex pages)."""
    entries = "".join(
        f"  <sitemap><loc>{escape(baseurl + path)}/sitemap.xml</loc></sitemap>\n"
        for path in languages.values()
        if (out / path / "sitemap.xml").is_file()
    )
    (out / "sitemap.xml").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
        f"{entries}</sitemapindex>\n",
        encoding="utf-8",
    )
    (out / "robots.txt").write_text(
        f"User-agent: *\nAllow: /\n\nSitemap: {baseurl}sitemap.xml\n", encoding="utf-8"
    )


#: attributes that hold a URL on a built page (data-content_root: where Sphinx's scripts
#: find the search index and the static files)
_URL_ATTRIBUTE = re.compile(r'(\s(?:href|src|action|data-content_root)=")([^"]*)(")')
_TAG = re.compile(r"<[A-Za-z][^>]*>")


def root_links(html: str, page_url: str) -> str:
    """Every relative URL in the tags of *html* made rooted, as seen from *page_url*: a 404
    page is served for a missing address at any depth, where its relative links would
    break. Links inside the page ("#top") and absolute ones stay as they are."""

    def rooted(match: re.Match[str]) -> str:
        url = unescape(match[2])
        if url.startswith(("#", "/")) or urlsplit(url).scheme:
            return match[0]
        return f"{match[1]}{escape(urljoin(page_url, url))}{match[3]}"

    return _TAG.sub(lambda tag: _URL_ATTRIBUTE.sub(rooted, tag[0]), html)


def root_not_found_page(out: Path, baseurl: str, language: str, languages: dict[str, str]) -> None:
    """<lang>/404.html, built by Sphinx from source/404.md: served by deploy/nginx.conf for
    any missing URL under <lang>/, so its links are made rooted."""
    page = out / languages[language] / "404.html"
    if not page.is_file():
        raise PublishError(f"the {language} build wrote no 404.html: source/404.md is missing")
    url = f"{urlsplit(baseurl).path}{languages[language]}/404.html"
    page.write_text(root_links(page.read_text(encoding="utf-8"), url), encoding="utf-8")


def publish(
    out: Path,
    baseurl: str,
    doctrees: Path,
    sphinx_options: list[str],
    source_dir: Path = SOURCE_DIR,
    conf_dir: Path = ROOT,
) -> None:
    if not baseurl.endswith("/"):
        raise PublishError(f"--baseurl must end with '/': {baseurl!r}")
    refused = refused_options(sphinx_options)
    if refused:
        raise PublishError(
            "the site is published with its own configuration and its rule on: "
            + ", ".join(refused)
            + " would change that; build with make html to try it"
        )
    config = read_config(conf_dir)
    weakened = rule_settings(config)
    if weakened:
        raise PublishError(
            f"{conf_dir / 'conf.py'} publishes with the rule weakened: " + "; ".join(weakened)
        )
    languages = site_languages(config)
    check_catalogs(config, conf_dir, source_dir, languages)
    if "en" not in languages:
        raise PublishError("site_languages in conf.py must contain 'en' (the default language)")
    out.parent.mkdir(parents=True, exist_ok=True)
    with exclusive(out.parent / f".{out.name}.lock"):
        for stale in out.parent.glob(f".{out.name}.staging-*"):
            shutil.rmtree(stale, ignore_errors=True)  # left by a run that was killed
        staging = out.parent / f".{out.name}.staging-{os.getpid()}"
        staging.mkdir()
        try:
            build_languages(
                languages, staging, doctrees, baseurl, sphinx_options, source_dir, conf_dir
            )
            for path in languages.values():
                # Sphinx's record for a later build into the same folder: each publication
                # builds into a new one, and its hash covers the (varying) build folders
                (staging / path / ".buildinfo").unlink(missing_ok=True)
                check_rule_record(staging / path)
            write_language_redirect(staging, baseurl, languages)
            write_crawler_files(staging, baseurl, languages)
            for language in languages:
                root_not_found_page(staging, baseurl, language, languages)
            swap_into_place(staging, out)
        finally:
            shutil.rmtree(staging, ignore_errors=True)
    print(f"publish: done, {out}/ is ready to serve", flush=True)


@contextmanager
def exclusive(lock: Path) -> Iterator[None]:
    """Hold *lock* for the whole run: a second ``make public`` waits for the first."""
    with open(lock, "a+") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print(
                f"publish: another publish is writing {lock.name[1:-5]}; waiting for it", flush=True
            )
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


_RENAME_EXCHANGE = 2  # linux/fs.h


def swap_into_place(staging: Path, out: Path) -> None:
    """Make *staging* the new *out* in one step; the previous output ends up in *staging*
    (which the caller removes). Where the kernel cannot exchange two paths, fall back to two
    renames (a moment without *out*), and say so."""
    if not out.exists() and not out.is_symlink():
        staging.rename(out)
        staging.mkdir()
        return
    if _exchange(staging, out):
        return
    print(
        "publish: this system cannot swap folders atomically; replacing with two renames",
        flush=True,
    )
    previous = staging.with_name(staging.name + "-previous")
    out.rename(previous)
    staging.rename(out)
    previous.rename(staging)


def _exchange(a: Path, b: Path) -> bool:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd = -100
    result = renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), _RENAME_EXCHANGE)
    if result == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP):
        return False
    raise OSError(code, f"cannot swap {a} into place: {os.strerror(code)}")


def main(argv: list[str] | None = None) -> int:
    options, sphinx_options = parse_arguments(argv)
    # a terminated run unwinds like an interrupted one: its staging folder is removed
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    if sphinx_options[:1] == ["--"]:
        sphinx_options = sphinx_options[1:]
    try:
        publish(
            options.out.resolve(),
            options.baseurl,
            options.doctrees.resolve(),
            sphinx_options,
            options.source_dir.resolve(),
            options.conf_dir.resolve(),
        )
    except PublishError as error:
        print(f"publish: error: {error}; {options.out}/ is unchanged", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"publish: interrupted; {options.out}/ is unchanged", file=sys.stderr)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
