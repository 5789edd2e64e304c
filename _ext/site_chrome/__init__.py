"""Reader-facing chrome of the site: languages, dates, search, page metadata and social
images, icons. Nothing about claims."""

from __future__ import annotations

from typing import TYPE_CHECKING

from docutils import nodes

from site_chrome import a11y, archives, citation, postlist, upstream
from site_chrome.config import on_config_inited, register_config
from site_chrome.favicon import write_favicons
from site_chrome.feeds import replace_ablog_feeds
from site_chrome.languages import add_language_context
from site_chrome.metadata import add_page_metadata
from site_chrome.navigation import add_navigation_context, add_post_meta
from site_chrome.postlist import add_excerpt_helper, mark_post_dates
from site_chrome.search import ChineseSearch, keep_jieba_cache_in_build
from site_chrome.templates import install as install_template_loader
from site_chrome.transforms import CleanTranslatedMeta, FrontMatterDescription

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.util.typing import ExtensionMetadata

__version__ = "1.0"


def setup(app: Sphinx) -> ExtensionMetadata:
    register_config(app)
    upstream.register(app)
    app.add_search_language(ChineseSearch)
    app.add_node(nodes.citation, override=True, html=(a11y.visit_citation, a11y.depart_citation))
    app.add_node(nodes.container, override=True, html=(a11y.visit_container, a11y.depart_container))
    app.add_node(
        citation.article_citation_block,
        html=(citation.visit_citation_block, citation.depart_citation_block),
    )
    # after ABlog's own config-inited handler, which reads post_date_format
    app.connect("config-inited", on_config_inited, priority=400)
    app.connect("config-inited", replace_ablog_feeds)
    app.connect("config-inited", archives.replace_ablog_archives)
    app.connect("config-inited", write_favicons)
    app.connect("builder-inited", install_template_loader)
    app.connect("builder-inited", keep_jieba_cache_in_build)
    app.add_transform(FrontMatterDescription)
    app.add_post_transform(CleanTranslatedMeta)
    app.connect("html-page-context", add_language_context)
    app.connect("html-page-context", add_excerpt_helper)
    # before sphinxext-opengraph (priority 500), which reads the page fields set here
    app.connect("html-page-context", add_page_metadata, priority=400)
    app.connect("html-page-context", add_navigation_context)
    app.connect("html-page-context", archives.note_written)
    app.connect("build-finished", archives.note_shown)
    # ABlog fills postlists at doctree-resolved (priority 500); mark dates after it
    app.connect("doctree-read", postlist.note_post_lists)
    app.connect("env-purge-doc", postlist.purge_post_lists)
    app.connect("env-merge-info", postlist.merge_post_lists)
    app.connect("env-get-outdated", postlist.note_touched)
    app.connect("env-before-read-docs", postlist.note_reading)
    app.connect("env-get-updated", postlist.pages_listing_posts)
    app.connect("doctree-resolved", mark_post_dates, priority=600)
    app.connect("doctree-resolved", add_post_meta)
    app.connect("doctree-resolved", citation.add_citation_block)
    return {
        "version": __version__,
        "env_version": 3,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
