"""Finding the next thing to read: the newest articles in the sidebar (and the one being read,
with a link to all of them when some are left out), previous and next article at the foot of
each article, and its date and reading time under its title.

Articles are ABlog's posts (``env.ablog_posts``), in the language being built.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Any

from docutils import nodes
from sphinx.locale import _

if TYPE_CHECKING:
    from datetime import datetime

    from sphinx.application import Sphinx

#: silent reading of English non-fiction, words per minute (Brysbaert 2019, J. Memory and
#: Language 109:104047, abstract)
ENGLISH_WORDS_PER_MINUTE = 238
#: Chinese, characters per minute: 255 for texts read aloud in the IReST study
#: (Trauzettel-Klosinski and Dietz 2012, IOVS 53:5452, as quoted from its Table 2)
CHINESE_CHARACTERS_PER_MINUTE = 255
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
WORD = re.compile(r"[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*")
#: not read as prose: code, formulas, raw markup
NOT_READ = (nodes.literal_block, nodes.math_block, nodes.math, nodes.raw, nodes.comment)


def articles(app: Sphinx) -> list[tuple[str, str, datetime]]:
    """(docname, title, date) of every article, newest first (ties: by name)."""
    found = [
        (docname, posts[0]["title"], posts[0]["date"])
        for docname, posts in getattr(app.env, "ablog_posts", {}).items()
        if posts and posts[0]["date"]
    ]
    return sorted(found, key=lambda post: (-post[2].timestamp(), post[0]))


def reading_minutes(doctree: nodes.Node) -> int:
    """Minutes to read *doctree*: Chinese counted by characters, other text by words."""
    characters = words = 0
    for text in doctree.findall(nodes.Text):
        if any(isinstance(parent, NOT_READ) for parent in _ancestors(text)):
            continue
        value = text.astext()
        characters += len(HAN.findall(value))
        words += len(WORD.findall(value))
    minutes = words / ENGLISH_WORDS_PER_MINUTE + characters / CHINESE_CHARACTERS_PER_MINUTE
    return max(1, math.ceil(minutes))


def _ancestors(node: nodes.Node):
    parent = node.parent
    while parent is not None:
        yield parent
        parent = parent.parent


def add_post_meta(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Under an article's title: its date and reading time (HTML only, not searched)."""
    if app.builder.format != "html":
        return
    posts = getattr(app.env, "ablog_posts", {}).get(docname)
    section = doctree.next_node(nodes.section)
    if not posts or section is None or not isinstance(section[0], nodes.title):
        return
    date = posts[0]["date"].strftime(app.config.post_date_format)
    minutes = _("%(minutes)d min read") % {"minutes": reading_minutes(doctree)}
    line = nodes.paragraph(
        "",
        "",
        nodes.inline("", date, classes=["post-date"]),
        nodes.Text(" · "),
        nodes.inline("", minutes, classes=["reading-time"]),
        classes=["post-meta", "no-search"],
    )
    section.insert(1, line)


def add_navigation_context(
    app: Sphinx,
    pagename: str,
    templatename: str,
    context: dict[str, Any],
    doctree: nodes.document | None,
) -> None:
    pathto = context["pathto"]
    listed = articles(app)
    own = app.builder.get_target_uri(pagename).rsplit("/", 1)[-1]  # pathto(self) is "#"
    # the newest few, not every article: each page would carry the whole site's list
    shown = listed[: app.config.site_sidebar_articles]
    shown += [post for post in listed[len(shown) :] if post[0] == pagename]
    context["site_articles"] = [
        {
            "href": own if docname == pagename else pathto(docname),
            "title": title,
            "current": docname == pagename,
        }
        for docname, title, _date in shown
    ]
    context["site_articles_all"] = (
        pathto(app.config.blog_path) if len(listed) > len(shown) else None
    )
    names = [docname for docname, _title, _date in listed]
    if pagename not in names:
        return
    # previous: published before this one; next: published after it
    at = names.index(pagename)
    older = listed[at + 1] if at + 1 < len(listed) else None
    newer = listed[at - 1] if at > 0 else None
    context["prev"] = {"link": pathto(older[0]), "title": older[1]} if older else None
    context["next"] = {"link": pathto(newer[0]), "title": newer[1]} if newer else None
