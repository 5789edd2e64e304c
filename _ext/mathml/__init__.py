"""Math rendered at build time as MathML Core (latex2mathml): pages load no math script.

Select it with ``html_math_renderer = "mathml"``. Browsers render MathML natively; the TeX
source stays in each formula's ``<annotation encoding="application/x-tex">``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from mathml.html import visit_math, visit_math_block

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.config import Config
    from sphinx.util.typing import ExtensionMetadata

__version__ = "1.0"

STATIC = Path(__file__).parent / "static"


def _add_static_path(app: Sphinx, config: Config) -> None:
    config.html_static_path.append(str(STATIC))


def setup(app: Sphinx) -> ExtensionMetadata:
    app.add_html_math_renderer(
        "mathml",
        inline_renderers=(visit_math, None),
        block_renderers=(visit_math_block, None),
    )
    app.connect("config-inited", _add_static_path)
    app.add_css_file("mathml.css")
    return {
        "version": __version__,
        "env_version": 1,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
