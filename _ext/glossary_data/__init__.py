"""The Glossary page from one bilingual data file (``source/_data/glossary.yaml``).

Markup: the ``{glossary-data}`` directive. The same file feeds ``make check-po``'s glossary
check (``tools/po_glossary.py``), so the page and the translation QA never disagree.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sphinx.util import logging

from glossary_data.data import load_glossary, site_figures
from glossary_data.directives import GlossaryDataDirective
from glossary_data.search import add_search_dictionary
from glossary_data.warnings import Subtype

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.util.typing import ExtensionMetadata

__version__ = "1.0"


def setup(app: Sphinx) -> ExtensionMetadata:
    # the data file, relative to the source directory
    app.add_config_value("glossary_data_file", "_data/glossary.yaml", "env", types=frozenset({str}))
    app.add_directive("glossary-data", GlossaryDataDirective)
    app.connect("config-inited", add_search_dictionary)
    app.connect("builder-inited", report_problems)
    app.connect("build-finished", fail_on_unsafe_text)
    return {
        "version": __version__,
        # no build data of its own: terms live in the standard domain, the data file is a
        # per-document dependency (env.note_dependency), both merged by Sphinx
        "env_version": 1,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }


#: problems that would publish unsafe text, or break the cited-numbers rule: they fail the
#: build even without -W, as the claims extension's do
UNSAFE = frozenset({Subtype.RAW_HTML, Subtype.BIDI_CONTROL, Subtype.TRANSLATION})


def report_problems(app: Sphinx) -> None:
    """Every build: the data file's problems, with file and line (the glossary page may not
    be read again in an incremental build, so its directive reports only a missing file)."""
    for problem in _problems(app):
        problem.subtype.warn("%s", problem.message, location=f"{problem.path}:{problem.line}")


def _problems(app: Sphinx) -> list:
    path = Path(app.srcdir) / app.config.glossary_data_file
    return load_glossary(path, site_figures(app.config))[1] if path.is_file() else []


def fail_on_unsafe_text(app: Sphinx, exception: Exception | None) -> None:
    unsafe = sum(p.subtype in UNSAFE for p in _problems(app))
    if exception is None and unsafe:
        app.statuscode = app.statuscode or 1
        logging.getLogger("glossary_data").error(
            "%d glossary entries hold raw HTML, bidi controls or a translation that changes "
            "a number (listed above): this build is not publishable",
            unsafe,
            type="glossary",
            subtype="summary",
        )
