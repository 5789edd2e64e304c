from claims import upstream

extensions = ["myst_parser", "sphinxcontrib.bibtex"]
bibtex_bibfiles = ["refs.bib"]
bibtex_reference_style = "author_year"
exclude_patterns = ["_build"]


def setup(app):
    upstream.connect(app)
