extensions = ["claims", "myst_parser", "sphinxcontrib.bibtex"]
bibtex_bibfiles = ["refs.bib"]
claims_unit_translations = {"zh_CN": {"×": "倍"}}
exclude_patterns = ["_build", "_data"]
locale_dirs = ["locale"]
gettext_compact = False
