"""A page with a front-matter description, translated in locale/, and the site chrome."""

extensions = ["myst_parser", "site_chrome", "sphinxext.opengraph"]
exclude_patterns = ["_build"]
locale_dirs = ["locale"]
gettext_compact = False
site_languages = {"en": "en", "zh_CN": "zh-cn"}
site_titles = {"en": "Test Notes", "zh_CN": "测试笔记"}
ogp_social_cards = {"enable": False}
