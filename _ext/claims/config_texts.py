"""The words the configuration gives every page: its titles, the footer's copyright line, the
blog's name and authors, the theme's announcement bar.

A figure in them is on every page and cites nothing ("Inference Notes: 3.5x faster"); it is
reported at the line of ``conf.py`` that writes it, by every build.
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
)
#: theme options that are HTML a page shows (furo's announcement bar)
SHOWN_THEME_OPTIONS = ("announcement",)


def check_config_texts(app: Sphinx) -> None:
    config = app.config
    detector = detector_for(config.claims_extra_units, config.claims_ignore_patterns)
    conf_py = Path(app.confdir) / "conf.py"
    try:
        lines = conf_py.read_text(encoding="utf-8").splitlines()
    except OSError:
        lines = []  # a configuration given with -C, without a file
    for name, text in _shown_texts(config):
        for finding in detector.find(text):
            record_problem(
                app.env,
                Subtype.UNCITED,
                __(
                    "the setting %s shows the performance figure %r on every page, where "
                    "nothing cites it; leave figures to the pages, which cite them"
                )
                % (name, finding.text),
                f"{conf_py}:{_line(lines, name, finding.text)}",
            )


def _shown_texts(config: Any) -> Iterator[tuple[str, str]]:
    for name in SHOWN_SETTINGS:
        for text in _strings(getattr(config, name, None)):
            yield name, text
    options = getattr(config, "html_theme_options", None) or {}
    for option in SHOWN_THEME_OPTIONS:
        for markup in _strings(options.get(option)):
            for text in markup_text.shown_text(markup):
                yield f"html_theme_options[{option!r}]", text


def _strings(value: object) -> Iterator[str]:
    """Every string in a setting's value (a title; a mapping of names to (name, URL))."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            if isinstance(item, str) and re.match(r"https?://", item):
                continue  # an author's page: a link, not shown text
            yield from _strings(item)


def _line(lines: list[str], name: str, figure: str) -> int:
    """The line of conf.py that writes *figure* (or its number, when markup splits it), else
    the one that sets *name*, else 1."""
    number = re.search(r"\d[\d,.]*", figure)
    for needle in filter(None, (figure, number and number.group())):
        for index, line in enumerate(lines, start=1):
            if needle in line and not line.lstrip().startswith("#"):
                return index
    setting = re.compile(rf"^{re.escape(name.split('[')[0])}\s*=")
    for index, line in enumerate(lines, start=1):
        if setting.match(line):
            return index
    return 1
