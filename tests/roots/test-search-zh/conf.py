"""A Chinese page indexed by site_chrome's search language, with a one-word user dictionary."""

from pathlib import Path

extensions = ["myst_parser", "site_chrome"]
exclude_patterns = ["_build"]
language = "zh_CN"
site_languages = {"en": "en", "zh_CN": "zh-cn"}
# what glossary_data writes for the real site: one word per line, in jieba's format
html_search_options = {"dict": str(Path(__file__).parent / "words.txt")}
