"""Sphinx configuration for Inference Notes / 推理笔记.

Reads top to bottom: project, extensions, one block per extension, theme last.
The source tree is ``source/``; this file sits at the root and is passed with ``-c .``.
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "_ext"))

# -- Project -----------------------------------------------------------------

project = "Inference Notes"
author = "Inference Notes"
copyright = "2026, Inference Notes"
language = "en"
root_doc = "index"
exclude_patterns = ["_data", "_code", "_figures/*.py"]
templates_path = ["_templates"]
nitpicky = True

# -- Extensions (alphabetical) -------------------------------------------------

extensions = [
    "ablog",
    "claims",
    "glossary_data",
    "mathml",
    "myst_parser",
    "reader_settings",
    "site_chrome",
    "sphinx_copybutton",
    "sphinx_sitemap",
    "sphinxcontrib.bibtex",
    "sphinxext.opengraph",
    "translations",
]

# -- ABlog: posts, categories, Atom feeds ----------------------------------------

blog_title = "Inference Notes"
blog_path = "blog"
blog_post_pattern = ["posts/*"]
blog_feed_fulltext = False
blog_feed_length = 20
blog_authors = {"notes": ("Inference Notes", None)}
blog_default_author = "notes"
post_auto_excerpt = 1
post_show_prev_next = False
# ABlog's page.html would replace furo's; our _templates/ablog/ keep furo's layout (#108)
skip_injecting_base_ablog_templates = True
# Dates per language are set by the ``site`` extension (site_date_formats below).

# -- claims: the cited-numbers rule ---------------------------------------------

claims_data_dir = "_data"
# time-sensitive facts (stars, releases, licences) are checked again within a year
claims_max_age_days = 365
claims_unit_translations = {
    "zh_CN": {
        "×": "倍",
        "req/s": "请求/秒",
        "tokens/s": "词元/秒",
        "tokens": "词元",
        "ms": "毫秒",
        "µs": "微秒",
        "s": "秒",
        "hour": "小时",
        "hours": "小时",
        "W": "瓦",
        "stars": "星",
        "bytes": "字节",
    },
}

# -- mathml: formulas as MathML at build time, no math script ----------------------

html_math_renderer = "mathml"  # instead of MathJax, which Sphinx loads by default
myst_update_mathjax = False  # MyST's MathJax hints (classes, config script) are not needed

# -- MyST ----------------------------------------------------------------------

myst_enable_extensions = ["colon_fence", "deflist", "dollarmath", "fieldlist"]
myst_heading_anchors = 0  # heading-slug links break in translated builds: use (label)= targets

# -- i18n ----------------------------------------------------------------------

locale_dirs = ["../locale"]  # relative to source/
gettext_compact = False
gettext_auto_build = False  # the translations extension compiles catalogs, refusing broken ones
gettext_uuid = False
gettext_location = True
gettext_last_translator = "Inference Notes translators"
gettext_language_team = "Inference Notes zh_CN"
translation_progress_classes = True
figure_language_filename = "{root}.{language}{ext}"

# -- Bibliography --------------------------------------------------------------

bibtex_bibfiles = ["source/references.bib"]  # relative to this file
bibtex_default_style = (
    "claims-author-year"  # labels as on the claim cards (_ext/claims/bibstyle.py)
)
bibtex_reference_style = "author_year"

# -- Site chrome, sitemap --------------------------------------------------------

site_baseurl = "http://127.0.0.1:8080/"
site_languages = {"en": "en", "zh_CN": "zh-cn"}
site_titles = {"en": "Inference Notes", "zh_CN": "推理笔记"}
site_date_formats = {"en": "%b %-d, %Y", "zh_CN": "%Y年%-m月%-d日"}
site_sidebar_articles = 10  # the newest in the sidebar; the archive links to every one
sitemap_url_scheme = "{link}"
sitemap_show_lastmod = False
# pages crawlers should not list: the search page, index and 404 page are noindex, drafts
# are empty
sitemap_excludes = ["search.html", "genindex.html", "blog/drafts.html", "404.html"]

# -- OpenGraph (sphinxext-opengraph): page fields and social images come from site_chrome --

ogp_social_cards = {"enable": False}  # site_chrome draws its own, in both languages
ogp_description_length = 160
# ogp_site_url: set per language by site_chrome, like html_baseurl

# -- Copy buttons on code blocks (sphinx-copybutton) -------------------------------

copybutton_exclude = ".linenos, .gp, .go"  # line numbers, prompts and output are not copied


# -- HTML output (theme last) --------------------------------------------------

html_theme = "furo"
# code colours at 7:1 or more (WCAG 2.2 1.4.6), from accessible-pygments (a furo dependency)
pygments_style = "a11y-high-contrast-light"
pygments_dark_style = "a11y-high-contrast-dark"
html_title = "Inference Notes"
html_static_path = ["_static"]
html_css_files = ["site.css", ("print.css", {"media": "print"})]
html_last_updated_fmt = None
html_copy_source = False
html_show_sourcelink = False
html_show_sphinx = False  # the colophon on the About page credits the tools
html_permalinks_icon = "#"
html_sidebars = {
    "**": [
        "sidebar/brand.html",
        "sidebar/languages.html",
        "sidebar/search.html",
        "sidebar/scroll-start.html",
        "sidebar/articles.html",
        "sidebar/navigation.html",
        "sidebar/scroll-end.html",
    ],
}
html_theme_options = {
    "top_of_page_buttons": [],
    "navigation_with_keys": False,
    # links and secondary text at 7:1 or more on furo's backgrounds (WCAG 2.2 1.4.6, AAA;
    # furo's own are 6.0:1 and 6.7:1 in the light scheme)
    "light_css_variables": {
        "color-brand-content": "#1d43bb",
        "color-foreground-secondary": "#4b4f56",
    },
    "dark_css_variables": {
        "color-brand-content": "#84b8ff",
        "color-foreground-secondary": "#a4a8ad",
    },
}
