"""Teach the Chinese search index the glossary: the agreed renderings go into a jieba user
dictionary that the zh search language loads (``html_search_options['dict']``). The index
stores two-character pieces and keeps a piece with a function character (在线 of 在线
softmax) only where a dictionary word starts with it (``site_chrome/search.py``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from glossary_data.data import load_glossary, site_figures

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.config import Config

#: jieba's frequency for our words: high enough to win over its own splits
FREQUENCY = 100000


def add_search_dictionary(app: Sphinx, config: Config) -> None:
    if not (config.language or "").startswith("zh"):
        return
    terms, _problems = load_glossary(
        Path(app.srcdir) / config.glossary_data_file, site_figures(config)
    )
    words = sorted({word for t in terms for word in t.zh_CN.split() if not word.isascii()})
    if not words:
        return
    path = Path(app.doctreedir) / "glossary-jieba.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    content = "".join(f"{word} {FREQUENCY} n\n" for word in words)
    if not path.exists() or path.read_text(encoding="utf-8") != content:
        path.write_text(content, encoding="utf-8")
    # problems in the data file are reported by the directive, with their location
    config.html_search_options = {**config.html_search_options, "dict": str(path)}
    # jieba sets its logger to DEBUG when imported and reports building its dictionary
    import jieba

    jieba.setLogLevel(logging.WARNING)
