extensions = ["myst_parser", "sphinxcontrib.bibtex", "translations"]
bibtex_bibfiles = ["refs.bib"]
locale_dirs = ["locale"]
gettext_compact = False
exclude_patterns = ["_build"]
gettext_auto_build = False
