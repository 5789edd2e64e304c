"""The Glossary page from one bilingual data file (``source/_data/glossary.yaml``).

Markup: the ``{glossary-data}`` directive. The same file feeds ``make check-po``'s glossary
check (``tools/po_glossary.py``), so the page and the translation QA never disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from glossary_data.directives import GlossaryDataDirective
from glossary_data.search import add_search_dictionary

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.util.typing import ExtensionMetadata

__version__ = "1.0"


def setup(app: Sphinx) -> ExtensionMetadata:
    # the data file, relative to the source directory
    app.add_config_value("glossary_data_file", "_data/glossary.yaml", "env",
                         types=frozenset({str}))
    app.add_directive("glossary-data", GlossaryDataDirective)
    app.connect("config-inited", add_search_dictionary)
    return {
        "version": __version__,
        # no build data of its own: terms live in the standard domain, the data file is a
        # per-document dependency (env.note_dependency), both merged by Sphinx
        "env_version": 1,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
