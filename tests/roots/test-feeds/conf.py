extensions = ["ablog", "myst_parser", "site_chrome"]
blog_path = "blog"
blog_post_pattern = ["posts/*"]
blog_title = "Feeds"
site_baseurl = "https://example.org/"
site_languages = {"en": "en", "zh_CN": "zh-cn"}
exclude_patterns = ["_build"]
