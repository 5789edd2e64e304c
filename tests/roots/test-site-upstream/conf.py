extensions = ["myst_parser", "site_chrome", "sphinx_copybutton"]
html_theme = "furo"
html_static_path = ["_static"]
html_css_files = ["extra.css"]
exclude_patterns = ["_build"]
