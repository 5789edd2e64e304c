extensions = ["claims", "myst_parser", "sphinxcontrib.bibtex"]
bibtex_bibfiles = ["refs.bib"]
exclude_patterns = ["_build", "_data"]
