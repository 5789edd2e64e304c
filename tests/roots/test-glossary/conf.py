"""A site with the glossary_data extension and one page linking to its terms."""

extensions = ["myst_parser", "glossary_data"]
exclude_patterns = ["_build", "_data"]
myst_enable_extensions = ["colon_fence"]
