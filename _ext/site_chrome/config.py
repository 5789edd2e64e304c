"""Settings of the site chrome, validated once when the configuration is read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sphinx.errors import ConfigError
from sphinx.locale import __

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.config import Config


def register_config(app: Sphinx) -> None:
    # origin the site is served from; each language lives under its own path
    app.add_config_value("site_baseurl", "http://127.0.0.1:8080/", "html", types=frozenset({str}))
    # Sphinx language code -> URL path segment
    app.add_config_value("site_languages", {"en": "en"}, "html", types=frozenset({dict}))
    # Sphinx language code -> the site's name in that language
    app.add_config_value("site_titles", {}, "env", types=frozenset({dict}))
    # Sphinx language code -> strftime format for post dates
    app.add_config_value("site_date_formats", {}, "env", types=frozenset({dict}))
    # how many of the newest articles the sidebar lists (the current one is always listed)
    app.add_config_value("site_sidebar_articles", 10, "html", types=frozenset({int}))
    # where to look for Noto Sans CJK, which social images are drawn with
    app.add_config_value(
        "site_social_font_folders", ["/usr/share/fonts"], "html", types=frozenset({list, tuple})
    )


def language_path(config: Config, language: str | None = None) -> str:
    """URL path segment of *language* (default: the language being built)."""
    return config.site_languages[language or config.language]


def on_config_inited(app: Sphinx, config: Config) -> None:
    if not config.site_baseurl.endswith("/"):
        raise ConfigError(__("site_baseurl must end with '/': %r") % config.site_baseurl)
    if config.language not in config.site_languages:
        raise ConfigError(
            __("language %r is not in site_languages %r; add its URL path segment there")
            % (config.language, sorted(config.site_languages))
        )
    if config.site_sidebar_articles < 1:
        raise ConfigError(
            __("site_sidebar_articles must be at least 1: %r") % config.site_sidebar_articles
        )
    # canonical links, sitemap and feeds all point at the page's own language
    base = f"{config.site_baseurl}{language_path(config)}/"
    config.html_baseurl = base
    config.blog_baseurl = base
    config.ogp_site_url = base
    title = config.site_titles.get(config.language)
    if title:
        # the name in the footer's copyright line follows the language too
        config.copyright = config.copyright.replace(config.project, title)
        config.project = config.html_title = config.blog_title = title
    date_format = config.site_date_formats.get(config.language)
    if date_format:
        config.post_date_format = date_format
        config.post_date_format_short = date_format
