"""Make translation state visible: a banner on pages that are not fully translated, and a
located warning for every translation that Sphinx silently ignored."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sphinx.errors import ConfigError
from sphinx.locale import __

from translations import upstream
from translations.catalogs import compile_catalogs
from translations.transforms import ReattachTranslatedNodes, TranslationStatus

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.util.typing import ExtensionMetadata

__version__ = "1.0"


def setup(app: Sphinx) -> ExtensionMetadata:
    # the language the sources are written in; other languages get banners and checks
    app.add_config_value("translations_source_language", "en", "env", types=frozenset({str}))
    # URL path segment of the source language's pages, for the banner's link
    app.add_config_value("translations_source_path", "en", "html", types=frozenset({str}))
    app.connect("config-inited", _check_config)
    app.connect("builder-inited", compile_catalogs)
    app.add_transform(ReattachTranslatedNodes)
    app.add_transform(TranslationStatus)
    upstream.register(app)
    return {
        "version": __version__,
        "env_version": 2,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }


def _check_config(app: Sphinx, config) -> None:
    if config.gettext_auto_build:
        raise ConfigError(
            __(
                "the translations extension compiles the catalogs itself (it refuses broken ones "
                "and removes .mo files whose .po is gone): set gettext_auto_build = False"
            )
        )
