"""An article with two authors and markup characters in its title, and a page that is not
an article, with ABlog and the site chrome."""

extensions = ["ablog", "myst_parser", "site_chrome", "sphinxext.opengraph"]
exclude_patterns = ["_build"]
project = "Test Notes"
author = "Test Notes"
site_languages = {"en": "en", "zh_CN": "zh-cn"}
site_titles = {"en": "Test Notes", "zh_CN": "测试笔记"}
blog_path = "blog"
blog_post_pattern = ["posts/*"]
blog_authors = {"ada": ("Ada Lovelace", None), "notes": ("Test Notes", None)}
blog_default_author = "notes"
ogp_social_cards = {"enable": False}
