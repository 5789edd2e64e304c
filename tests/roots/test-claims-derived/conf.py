extensions = ["claims", "myst_parser", "sphinxcontrib.bibtex"]
bibtex_bibfiles = ["refs.bib"]
bibtex_reference_style = "author_year"
myst_enable_extensions = ["colon_fence", "dollarmath"]
claims_unit_translations = {"zh_CN": {"×": "倍", "req/s": "请求/秒"}}
exclude_patterns = ["_build", "_data"]
