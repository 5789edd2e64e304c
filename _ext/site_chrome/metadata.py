"""What a page tells search engines, feed readers and link previews, in its own language:
``<meta name="description">``, OpenGraph and Twitter tags with a social image, JSON-LD
``BlogPosting`` and Google Scholar's ``citation_*`` tags (:mod:`site_chrome.citation`) for
articles, the Atom feed and the favicons.

sphinxext-opengraph writes the OpenGraph basics (title, URL, site name, image); this module
gives it, through the page's fields (``context['meta']``), what it cannot know: the article
type, the locale, the description and the drawn image. A page's description is its
front-matter ``description`` (translated through the page's catalog, see
:class:`site_chrome.transforms.FrontMatterDescription`), else its excerpt (ABlog's first
paragraph, translated), shortened.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from docutils import nodes
from markupsafe import Markup, escape
from sphinx.locale import _

from site_chrome.citation import article_citation, page_url
from site_chrome.languages import HREFLANG
from site_chrome.social import SIZE, Card, social_image

if TYPE_CHECKING:
    from datetime import datetime

    from sphinx.application import Sphinx

#: OpenGraph wants language_TERRITORY
OG_LOCALES = {"en": "en_US", "zh_CN": "zh_CN"}
#: longest description, in characters: search results show about this much
DESCRIPTION_LENGTH = {"en": 160, "zh_CN": 90}
FAVICONS = (
    ("icon", "image/svg+xml", "_static/favicon.svg", None),
    ("icon", "image/png", "_static/favicon-32.png", "32x32"),
    ("apple-touch-icon", None, "_static/apple-touch-icon.png", "180x180"),
)


def shorten(text: str, limit: int) -> str:
    """*text* on one line, cut before *limit* characters at a sentence end, else at a
    clause or word end (with an ellipsis)."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    for marks, whole_sentence in (
        ("。！？", True),
        ((". ",), True),
        ("，、；：", False),
        ((" ",), False),
    ):
        at = max(cut.rfind(mark) for mark in marks)
        if at + 1 >= limit // 2:  # no shorter than half the room
            return cut[: at + 1] if whole_sentence else cut[:at].rstrip() + "…"
    return cut.rstrip() + "…"


def page_description(doctree: nodes.document) -> str | None:
    """The description a page declares (front matter or html_meta), if any."""
    for meta in doctree.findall(nodes.meta):
        if meta.get("name") == "description":
            return meta["content"]
    return None


def _post(app: Sphinx, pagename: str) -> dict[str, Any] | None:
    posts = getattr(app.env, "ablog_posts", {}).get(pagename)
    return posts[0] if posts else None


def _absolute(app: Sphinx, target: str) -> str:
    return f"{app.config.html_baseurl}{target}"


def _alternates(app: Sphinx, pagename: str) -> dict[str, str]:
    """Sphinx language code -> URL of *pagename* in that language."""
    return {language: page_url(app, pagename, language) for language in app.config.site_languages}


def _json_ld(data: dict[str, Any]) -> Markup:
    # "<" escaped: the text can never close the element or open a comment
    text = json.dumps(data, ensure_ascii=False, sort_keys=True).replace("<", "\\u003c")
    return Markup(f'<script type="application/ld+json">{text}</script>')


def _tag(attribute: str, name: str, content: str) -> Markup:
    return Markup(f'<meta {attribute}="{escape(name)}" content="{escape(content)}" />')


def _date(app: Sphinx, when: datetime) -> str:
    return when.strftime(app.config.post_date_format)


def add_page_metadata(
    app: Sphinx,
    pagename: str,
    templatename: str,
    context: dict[str, Any],
    doctree: nodes.document | None,
) -> None:
    config = app.config
    pathto = context["pathto"]
    tags: list[Markup] = []
    for rel, kind, target, sizes in FAVICONS:
        attributes = f' type="{kind}"' if kind else ""
        attributes += f' sizes="{sizes}"' if sizes else ""
        tags.append(Markup(f'<link rel="{rel}"{attributes} href="{escape(pathto(target, 1))}" />'))
    if "ablog" in app.extensions and config.blog_baseurl:  # ABlog writes the feed
        tags.append(
            Markup(
                '<link rel="alternate" type="application/atom+xml" '
                f'title="{escape(config.project)}" '
                f'href="{escape(pathto(config.blog_path + "/atom.xml", 1))}" />'
            )
        )
    fields = dict(context.get("meta") or {})  # a copy: the dict is the page's env.metadata
    fields["og:locale"] = OG_LOCALES.get(config.language, config.language)
    post = _post(app, pagename) if doctree is not None else None
    if doctree is not None and (post is not None or pagename == config.root_doc):
        tags += _article_metadata(app, pagename, doctree, post, fields, context)
    context["meta"] = fields
    context["metatags"] = f"{context.get('metatags', '')}\n" + "\n".join(tags)


def _article_metadata(
    app: Sphinx,
    pagename: str,
    doctree: nodes.document,
    post: dict[str, Any] | None,
    fields: dict[str, str],
    context: dict[str, Any],
) -> list[Markup]:
    """Tags of an article (or the home page): description, image, Twitter, JSON-LD."""
    config = app.config
    language = config.language
    title = app.env.titles[pagename].astext()
    tags: list[Markup] = []
    description = page_description(doctree)
    if description is None and post is not None:
        excerpt = " ".join(node.astext() for node in post["excerpt"])
        description = shorten(excerpt, DESCRIPTION_LENGTH.get(language, 160))
        tags.append(_tag("name", "description", description))
    if post is not None:
        categories = " · ".join(_(category) for category in post["category"])
        byline = " · ".join(filter(None, [_date(app, post["date"]), categories]))
    else:
        byline = ""
    tagline = _("Every number cited, with the hardware it was measured on.")
    card = Card(
        site=config.project, title=title if post else config.project, byline=byline, tagline=tagline
    )
    image = _absolute(app, social_image(app, pagename, card))
    fields.update(
        {
            "og:image": image,
            "og:image:type": "image/png",
            "og:image:width": str(SIZE[0]),
            "og:image:height": str(SIZE[1]),
            "og:image:alt": title,
        }
    )
    if description:
        fields["og:description"] = description
    for name, value in [
        ("twitter:card", "summary_large_image"),
        ("twitter:title", title),
        ("twitter:description", description or ""),
        ("twitter:image", image),
        ("twitter:image:alt", title),
    ]:
        if value:
            tags.append(_tag("name", name, value))
    for other, code in OG_LOCALES.items():
        if other != language and other in config.site_languages:
            tags.append(_tag("property", "og:locale:alternate", code))
    if post is None:
        return tags
    fields["og:type"] = "article"
    published = post["date"].date().isoformat()
    modified = (post.get("update") or post["date"]).date().isoformat()
    tags += [
        _tag("property", "article:published_time", published),
        _tag("property", "article:modified_time", modified),
    ]
    tags += [_tag("property", "article:tag", tag) for tag in post["tags"]]
    citation = article_citation(app, pagename)
    if citation is not None:
        tags += [_tag("name", name, content) for name, content in citation.scholar_meta()]
    alternates = _alternates(app, pagename)
    organisation = {"@type": "Organization", "name": config.project, "url": _absolute(app, "")}
    data: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        "headline": title,
        "description": description,
        "datePublished": published,
        "dateModified": modified,
        "inLanguage": HREFLANG.get(language, language),
        "url": alternates[language],
        "mainEntityOfPage": alternates[language],
        "image": image,
        "keywords": list(post["tags"]),
        "author": organisation,
        "publisher": {
            **organisation,
            "logo": {"@type": "ImageObject", "url": _absolute(app, "_static/icon-512.png")},
        },
        "isPartOf": {"@type": "Blog", "name": config.project, "url": _absolute(app, "")},
    }
    others = [
        {"@type": "BlogPosting", "inLanguage": HREFLANG.get(other, other), "url": url}
        for other, url in alternates.items()
        if other != language
    ]
    # the English article is the original, the others its translations
    if language == "en":
        data["workTranslation"] = others
    else:
        data["translationOfWork"] = next(o for o in others if o["inLanguage"] == "en")
    tags.append(_json_ld(data))
    return tags
