"""The words the configuration and the theme give every page: its titles, the footer's
copyright line, the blog's name and authors, the theme's options (the announcement bar, a
description, links), the values templates are given, the permalink sign, figure numbers'
format, an inline script's body, the text of the site's own templates, the files
``html_extra_path`` publishes and the site's own static files a reader opens or sees drawn
(a page, an SVG, the logo, a style sheet's generated content).

A figure in them is on every page and cites nothing ("Inference Notes: 3.5x faster"); it is
reported at the line of ``conf.py``, the template or the file that writes it, by every build.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sphinx.locale import __

from claims import markup_text
from claims.core.detector import detector_for
from claims.findings import record_problem
from claims.images import file_texts
from claims.warnings import Subtype

if TYPE_CHECKING:
    from sphinx.application import Sphinx

#: settings whose text every page (or every post) shows, as the build finally holds them
#: (the site chrome puts each language's title in ``project`` and ``html_title``)
SHOWN_SETTINGS = (
    "project",
    "html_title",
    "html_short_title",
    "author",
    "copyright",
    "blog_title",
    "blog_authors",
    "blog_locations",
    "site_titles",
    "html_permalinks_icon",
    "numfig_format",
    "math_eqref_format",
    "html_secnumber_suffix",
    "html_context",
    # a script's inline body ({"body": "…prepend('42 ms')"}) writes text into every page
    "html_js_files",
)
#: generated content in a style sheet: ``body::before{content:"2.1× faster"}``
_CSS_CONTENT = re.compile(r"content\s*:\s*([\"'])(.*?)\1", re.DOTALL)
#: a template's logic, whose quoted strings may be shown (a label passed to gettext)
_JINJA = re.compile(r"\{%.*?%\}|\{\{.*?\}\}|\{#.*?#\}", re.DOTALL)
_QUOTED = re.compile(r"([\"'])(.*?)\1", re.DOTALL)


def check_config_texts(app: Sphinx) -> None:
    """Report every figure in the texts :func:`_published` yields, at its file and line."""
    config = app.config
    detector = detector_for(config.claims_extra_units, config.claims_ignore_patterns)
    for path, texts in _published(app):
        lines = _lines(path)
        for name, text in texts:
            for finding in detector.find(text):
                record_problem(
                    app.env,
                    Subtype.UNCITED,
                    __(
                        "%s shows the performance figure %r on every page, where nothing "
                        "cites it; leave figures to the pages, which cite them"
                    )
                    % (name, finding.text),
                    f"{path}:{_line(lines, name, finding.text)}",
                )


def _published(app: Sphinx) -> Iterator[tuple[Path, list[tuple[str, str]]]]:
    """(file, [(what, text)]) for conf.py, each template and each extra file."""
    config = app.config
    confdir = Path(app.confdir)
    yield confdir / "conf.py", list(_shown_texts(config))
    for folder in getattr(config, "templates_path", None) or []:
        for path in sorted((confdir / folder).rglob("*.html")):
            yield path, [(f"the template {path.name}", t) for t in _template_texts(path)]
    # files published beside the pages as they are; the site's own static files a reader
    # opens or sees drawn (not an installed extension's, nor scripts, which are code); the
    # logo and the icon
    extra = [confdir / f for f in getattr(config, "html_extra_path", None) or []]
    static = [
        root
        for root in (confdir / f for f in getattr(config, "html_static_path", None) or [])
        if "site-packages" not in root.parts
    ]
    images = [getattr(config, name, None) for name in ("html_logo", "html_favicon")]
    static += [confdir / f for f in images if f and "://" not in f]
    for root in extra + static:
        for path in sorted(root.rglob("*") if root.is_dir() else [root]):
            if path.is_file() and (root in extra or path.suffix.lower() in _STATIC_READ):
                yield path, [(f"the published file {path.name}", t) for t in _file_texts(path)]


#: the static files a reader opens or sees drawn
_STATIC_READ = frozenset({".html", ".htm", ".svg", ".txt", ".css"})


def _file_texts(path: Path) -> list[str]:
    if path.suffix.lower() == ".css":
        try:
            sheet = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return []
        return [m.group(2) for m in _CSS_CONTENT.finditer(sheet)]
    return file_texts(path) or []


def _shown_texts(config: Any) -> Iterator[tuple[str, str]]:
    for name in SHOWN_SETTINGS:
        for text in _strings(getattr(config, name, None)):
            yield f"the setting {name}", text
    # a theme's options may be shown text or HTML (an announcement, a description, the words
    # of a link); colours and switches read as nothing
    for text in _strings(getattr(config, "html_theme_options", None) or {}, keys=True):
        for shown in markup_text.shown_text(text) or [text]:
            yield "the setting html_theme_options", shown


def _template_texts(path: Path) -> list[str]:
    try:
        source = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return []
    quoted = [m.group(2) for block in _JINJA.findall(source) for m in _QUOTED.finditer(block)]
    return markup_text.shown_text(_JINJA.sub(" ", source)) + quoted


def _strings(value: object, keys: bool = False) -> Iterator[str]:
    """Every string in a setting's value (a title; a mapping of names to (name, URL)); with
    *keys*, a mapping's keys too (a theme's links are named by them)."""
    if isinstance(value, str):
        if not re.match(r"(?:https?:)?//", value):  # a link, not shown text
            yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            if keys:
                yield from _strings(key)
            yield from _strings(item, keys)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item, keys)


def _lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return []  # a configuration given with -C, without a file; a binary file


def _line(lines: list[str], name: str, figure: str) -> int:
    """The line that writes *figure* (or its number, when markup splits it), else the one
    that sets the setting *name*, else 1."""
    number = re.search(r"\d[\d,.]*", figure)
    for needle in filter(None, (figure, number and number.group())):
        for index, line in enumerate(lines, start=1):
            if needle in line and not line.lstrip().startswith("#"):
                return index
    if name:
        setting = re.compile(rf"^{re.escape(name.split()[-1])}\s*=")
        for index, line in enumerate(lines, start=1):
            if setting.match(line):
                return index
    return 1
