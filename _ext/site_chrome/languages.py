"""Language switcher links and hreflang alternates for every page."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from markupsafe import escape

from site_chrome.config import language_path

if TYPE_CHECKING:
    from docutils import nodes
    from sphinx.application import Sphinx

# names each language has for itself, shown in the switcher whatever the page language
NATIVE_NAMES = {"en": "English", "zh_CN": "简体中文"}
HREFLANG = {"en": "en", "zh_CN": "zh-CN"}


def add_language_context(
    app: Sphinx,
    pagename: str,
    templatename: str,
    context: dict[str, Any],
    doctree: nodes.document | None,
) -> None:
    config = app.config
    page = app.builder.get_target_uri(pagename)
    alternates = []
    for language in config.site_languages:
        url = f"{config.site_baseurl}{language_path(config, language)}/{page}"
        alternates.append(
            {
                "language": language,
                "hreflang": HREFLANG.get(language, language),
                "name": NATIVE_NAMES.get(language, language),
                "url": url,
                # relative link so the switcher also works from a local preview or file://
                "href": f"{'../' * (page.count('/') + 1)}{language_path(config, language)}/{page}",
                "current": language == config.language,
            }
        )
    context["site_alternates"] = alternates
    tags = [
        f'<link rel="alternate" hreflang="{escape(a["hreflang"])}" href="{escape(a["url"])}" />'
        for a in alternates
    ]
    default = next(a for a in alternates if a["language"] == "en")
    tags.append(f'<link rel="alternate" hreflang="x-default" href="{escape(default["url"])}" />')
    # a plain string, as Sphinx gives it: extensions that run later (sphinxext-opengraph)
    # append strings, which Markup would escape
    context["metatags"] = f"{context.get('metatags', '')}\n" + "\n".join(tags)
