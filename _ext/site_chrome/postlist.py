"""ABlog's post lists: dates in their own element, so the date sits under each title, and
excerpts as valid HTML."""

from __future__ import annotations

import functools
import posixpath
import weakref
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import urljoin, urlsplit

from docutils import nodes
from markupsafe import Markup
from sphinx import addnodes
from sphinx.locale import _
from sphinx.util import docname_join

if TYPE_CHECKING:
    from ablog.blog import Post
    from sphinx.application import Sphinx
    from sphinx.builders.html import StandaloneHTMLBuilder


def mark_post_dates(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    # ABlog renders ``:format: {title}|{date}`` as reference, Text("|"), Text(date): wrap
    # everything after the separator in an inline element that the stylesheet can place.
    for list_ in doctree.findall(nodes.bullet_list):
        if "postlist" not in list_["classes"]:
            continue
        for par in list_.findall(nodes.paragraph):
            if "ablog-post-title" not in par["classes"]:
                continue
            texts = [c for c in par.children if isinstance(c, nodes.Text)]
            separator = next((t for t in texts if t.astext() == "|"), None)
            if separator is None:
                continue
            index = par.index(separator)
            tail = par.children[index + 1 :]
            del par.children[index:]
            meta = nodes.inline("", "", *tail, classes=["ablog-post-meta"])
            par += meta
            _translate_categories(meta)


def _translate_categories(meta: nodes.Element) -> None:
    # ABlog keeps categories as shared slugs in every language; show their translated name
    for ref in meta.findall(nodes.reference):
        if "/category/" not in ref.get("refuri", ""):
            continue
        for text in list(ref.findall(nodes.Text)):
            text.parent.replace(text, nodes.Text(_(str(text))))


#: each application's rendered excerpts, by post and by the folder of the page showing it:
#: ABlog lists a post on its archive, tag, category and author pages, and rendering the same
#: excerpt for each was a large part of every build
_RENDERED: weakref.WeakKeyDictionary[Sphinx, dict[tuple[Any, ...], tuple[str, Markup]]] = (
    weakref.WeakKeyDictionary()
)


def excerpt_html(
    app: Sphinx, post: Post, pagename: str, *, wrap: bool = True, absolute_base: str | None = None
) -> Markup:
    """A post's excerpt as HTML for the page *pagename* (see :func:`render_excerpt`),
    rendered once for the pages of one folder: links from there are the same, unless one
    points at the page itself, which is rendered afresh."""
    rendered = _RENDERED.setdefault(app, {})
    key = (post.docname, post.section, posixpath.dirname(pagename), wrap, absolute_base)
    if key in rendered:
        first, html = rendered[key]
        if first == pagename or not _links_to_page(html, first, pagename):
            return html
    html = render_excerpt(app, post, pagename, wrap=wrap, absolute_base=absolute_base)
    rendered[key] = (pagename, html)
    return html


def _links_to_page(html: str, *pagenames: str) -> bool:
    names = {f'href="{posixpath.basename(p)}' for p in pagenames}
    return 'href="#' in html or 'href=""' in html or any(n in html for n in names)


def render_excerpt(
    app: Sphinx, post: Post, pagename: str, *, wrap: bool = True, absolute_base: str | None = None
) -> Markup:
    """A post's excerpt as HTML for the page *pagename*: its paragraphs, in a
    ``<div class="ablog-post-excerpt">`` when *wrap*; with links and images as absolute
    URLs under *absolute_base* when given (for feeds, read away from the site).

    ABlog's ``Post.to_html()`` puts the excerpt's paragraphs inside one more paragraph
    (``<p><p>…</p></p>``, since sunpy/ablog#226), which no HTML parser keeps as written:
    listing pages and feed entries came out invalid. This renders the same nodes with the
    same helpers, in a block container instead.
    """
    from ablog.blog import html_builder_write_doc
    from docutils.utils import new_document

    doctree = new_document("")
    parent: nodes.Element = doctree
    if wrap:
        parent = nodes.container(classes=["ablog-post-excerpt"])
        doctree += parent
    for node in post.excerpt:
        parent += node.deepcopy()
    _rehome_references(doctree, pagename)
    builder = app.builder
    app.env.resolve_references(doctree, pagename, builder)
    if absolute_base is not None:
        page_url = urljoin(absolute_base, builder.get_target_uri(pagename))
        for ref in doctree.findall(nodes.reference):
            if "refuri" in ref and not urlsplit(ref["refuri"]).scheme:
                ref["refuri"] = urljoin(page_url, ref["refuri"])
    html_builder = cast("StandaloneHTMLBuilder", builder)  # ABlog renders for HTML builders
    add_permalinks, html_builder.add_permalinks = html_builder.add_permalinks, False
    try:
        # ABlog's img_url: image paths under blog_baseurl
        html = html_builder_write_doc(builder, pagename, doctree, img_url=absolute_base is not None)
    finally:
        html_builder.add_permalinks = add_permalinks
    return Markup(html)


def _rehome_references(doctree: nodes.document, pagename: str) -> None:
    """Resolve the excerpt's references from *pagename* (Sphinx makes their URIs relative
    to ``refdoc``), keeping what a relative ``{doc}`` target names: ABlog's
    ``revise_pending_xrefs`` changes only ``refdoc``, so ``{doc}`newer``` in a post
    became a link to a page "newer" beside the listing page."""
    for ref in doctree.findall(addnodes.pending_xref):
        if (ref.get("refdomain"), ref.get("reftype")) == ("std", "doc"):
            target = ref["reftarget"]
            if not target.startswith("/"):
                ref["reftarget"] = "/" + docname_join(ref.get("refdoc", pagename), target)
        ref["refdoc"] = pagename


def add_excerpt_helper(
    app: Sphinx,
    pagename: str,
    templatename: str,
    context: dict[str, Any],
    doctree: nodes.document | None,
) -> None:
    """``post_excerpt(post, pagename)`` for the templates in ``_templates/ablog/``."""
    context["post_excerpt"] = functools.partial(excerpt_html, app)


# -- pages that list posts are written again when a post changes -------------------------
#
# ABlog fills a ``{postlist}`` (the home page's) when the page is written, from every post,
# but tells Sphinx of no dependency: a post's new title, date or excerpt reached the home
# page only when something else rewrote it.

#: docnames whose doctree holds a post list (the environment's, pickled with it)
_LISTS = "site_chrome_postlists"
#: per application: the posts of the last build, and the pages this build adds, changes or
#: removes
_TOUCHED: weakref.WeakKeyDictionary[Sphinx, tuple[set[str], set[str]]] = weakref.WeakKeyDictionary()


def note_post_lists(app: Sphinx, doctree: nodes.document) -> None:
    from ablog.post import PostList

    lists: set[str] = app.env.__dict__.setdefault(_LISTS, set())
    if next(iter(doctree.findall(PostList)), None) is not None:
        lists.add(app.env.docname)
    else:
        lists.discard(app.env.docname)


def purge_post_lists(app: Sphinx, env: Any, docname: str) -> None:
    env.__dict__.get(_LISTS, set()).discard(docname)


def merge_post_lists(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    ours: set[str] = env.__dict__.setdefault(_LISTS, set())
    ours |= {doc for doc in getattr(other, _LISTS, set()) if doc in docnames}


def note_touched(
    app: Sphinx, env: Any, added: set[str], changed: set[str], removed: set[str]
) -> list[str]:
    # before the changed pages are purged: which of them were posts
    _TOUCHED[app] = (set(getattr(env, "ablog_posts", {})), added | changed | removed)
    return []


def note_reading(app: Sphinx, env: Any, docnames: list[str]) -> None:
    posts, touched = _TOUCHED.setdefault(app, (set(), set()))
    touched.update(docnames)  # other handlers may have added pages to read


def pages_listing_posts(app: Sphinx, env: Any) -> list[str]:
    """The pages with a post list, when a post was added, read again or removed."""
    before, touched = _TOUCHED.pop(app, (set(), set()))
    if not touched & (before | set(getattr(env, "ablog_posts", {}))):
        return []
    return sorted(env.__dict__.get(_LISTS, set()))
