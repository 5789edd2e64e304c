"""The Atom feed of each language, in place of ABlog's (ablog 0.11.13).

ABlog's ``generate_atom_feeds`` writes ``xml:lang`` as the Sphinx language code (``zh_CN``,
not a language tag), leaves the feed's ``<updated>`` to feedgen, which takes the wall
clock, dates posts in the build machine's time zone, and puts each excerpt in a paragraph
inside a paragraph (report: ``docs/upstream/ablog-atom-feeds.md``). So two builds of one
commit gave different feeds, and no feed was valid. This writer keeps ABlog's posts, paths
and options and fixes those four:

- ``xml:lang`` is the page language's tag (``zh-CN``), as on the pages;
- the feed's ``<updated>`` is the newest post's update date (``SOURCE_DATE_EPOCH`` for a
  feed without posts), and post dates without a time zone are UTC;
- entries carry the post's **excerpt** (the first paragraph, ``post_auto_excerpt``) as an
  HTML summary, with links made absolute, and link to the article. Excerpts, not full
  text: an article here depends on what a feed reader drops (the claim cards' CSS, MathML
  and figures with a Chinese variant), and a number shown without its card would lose its
  source and hardware; the excerpt is plain prose and the article is one click away;
- the output depends only on the sources, so it is byte-identical across builds.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from site_chrome import ablog_handlers
from site_chrome.languages import HREFLANG
from site_chrome.postlist import excerpt_html

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from ablog.blog import Post
    from sphinx.application import Sphinx
    from sphinx.config import Config


def as_utc(moment: datetime) -> datetime:
    """Post dates without a zone are read as UTC, whatever the build machine's zone."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def source_date() -> datetime:
    return datetime.fromtimestamp(int(os.environ.get("SOURCE_DATE_EPOCH", "0")), UTC)


def feed_updated(posts: Iterable[Post]) -> datetime:
    """RFC 4287 4.2.15: the last significant change, i.e. the newest post's update."""
    return max((as_utc(post.update) for post in posts), default=source_date())


def replace_ablog_feeds(app: Sphinx, config: Config) -> None:
    """Put :func:`write_feeds` where ABlog connected its own feed writer."""
    ablog_handlers.replace(app, "generate_atom_feeds", write_feeds)


def _feeds(app: Sphinx, blog: Any) -> Iterator[tuple[Any, str, str]]:
    """(posts, title, path below the output directory) of each feed ABlog would write."""
    for root in blog.blog_feed_templates:
        yield blog.posts, blog.blog_title, f"{blog.blog_path}/{root}.xml"
    if not blog.blog_feed_archives:
        return
    catalogs = [blog.author, blog.location, blog.language, blog.category, blog.archive, blog.tags]
    for catalog in catalogs:
        for collection in catalog:
            if len(collection):
                for root in blog.blog_feed_templates:
                    yield (
                        collection,
                        f"{blog.blog_title} - {collection}",
                        f"{collection.path}/{root}.xml",
                    )


def write_feeds(app: Sphinx) -> Iterator[tuple[str, dict[str, Any], str]]:
    """An ``html-collect-pages`` handler (a generator of no pages) that writes the feeds."""
    from ablog import builder_support
    from ablog.blog import Blog
    from ablog.post import register_posts

    if not builder_support(app):
        return
    blog = Blog(app)
    if not blog:
        register_posts(app)
    base = blog.blog_baseurl
    if not base:
        return
    for posts, title, path in _feeds(app, blog):
        target = Path(app.builder.outdir) / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(atom_feed(app, blog, posts, title, base + path))
    yield from ()


def atom_feed(app: Sphinx, blog: Any, posts: Iterable[Post], title: str, url: str) -> bytes:
    from feedgen.feed import FeedGenerator

    base = blog.blog_baseurl
    newest = sorted(posts, key=lambda post: (as_utc(post.date), post.docname), reverse=True)
    if blog.blog_feed_length:
        newest = newest[: blog.blog_feed_length]
    feed = FeedGenerator()
    feed.id(base)
    feed.title(title)
    feed.link(href=base, rel="alternate")
    feed.link(href=url, rel="self")
    if blog.blog_feed_subtitle:
        feed.subtitle(blog.blog_feed_subtitle)
    feed.language(HREFLANG.get(app.config.language, app.config.language.replace("_", "-")))
    feed.updated(feed_updated(newest))
    feed.generator("Sphinx and ABlog")
    if not all(post.author for post in newest):
        # RFC 4287 4.1.1: the feed has an author unless every entry has one
        feed.author({"name": blog.blog_title})
    for post in newest:
        link = base + app.builder.get_target_uri(post.docname)
        if post.section:
            link += "#" + post.section
        entry = feed.add_entry(order="append")
        entry.id(link)
        entry.title(post.title)
        entry.link(href=link, rel="alternate")
        entry.author([{"name": author.name} for author in post.author])
        entry.published(as_utc(post.date))
        entry.updated(as_utc(post.update))
        for tag in sorted(post.tags, key=lambda tag: tag.name):
            entry.category(term=tag.name.strip().replace(" ", ""), label=tag.label)
        summary = excerpt_html(app, post, app.config.root_doc, wrap=False, absolute_base=base)
        if summary.strip():
            entry.summary(str(summary).strip(), type="html")
    return feed.atom_str(pretty=True)
