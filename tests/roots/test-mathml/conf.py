extensions = ["myst_parser", "mathml"]
myst_enable_extensions = ["dollarmath", "amsmath"]
myst_update_mathjax = False
html_math_renderer = "mathml"
exclude_patterns = ["_build"]
