extensions = ["myst_parser", "translations"]
locale_dirs = ["locale"]
gettext_compact = False
exclude_patterns = ["_build"]
gettext_auto_build = False
