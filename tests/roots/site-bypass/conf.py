"""A small site laid out like the real one (conf.py beside source/ and locale/), built by
tests/test_bypass.py through the same make targets authors use (whose .venv has the
repository's extensions installed)."""

project = "Bypass corpus"
language = "en"
extensions = ["claims", "glossary_data", "myst_parser", "sphinxcontrib.bibtex", "translations"]
exclude_patterns = ["_data"]
myst_enable_extensions = ["colon_fence", "deflist", "dollarmath", "fieldlist"]
myst_heading_anchors = 0

claims_unit_translations = {"zh_CN": {"×": "倍"}}

locale_dirs = ["../locale"]
gettext_compact = False
gettext_auto_build = False

bibtex_bibfiles = ["source/refs.bib"]
bibtex_default_style = "claims-author-year"
bibtex_reference_style = "author_year"

site_languages = {"en": "en", "zh_CN": "zh-cn"}


def setup(app):
    # make passes -D site_baseurl (the real site's site_chrome extension declares it)
    app.add_config_value("site_baseurl", "", "html", types=frozenset({str}))
