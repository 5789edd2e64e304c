"""Chinese search that works in the browser.

Sphinx 9.0.4's Chinese search stems Latin words with the English snowball stemmer and ships
the English stemmer's JavaScript, but its generated ``language_data.js`` then assigns
``window.Stemmer = ChineseStemmer`` (from the language's display name), which does not
exist, so the search page stops with a ReferenceError (sphinx-doc/sphinx#14229, fixed
upstream by sphinx-doc/sphinx#14416, not in 9.0.4). The same stemmer code is given here
with the class it really defines, so the language keeps its own name, and the build
announces the index as "Chinese (code: zh)". Indexing is unchanged.
"""

from __future__ import annotations

from sphinx.search import _MINIFIED_JS_PATH
from sphinx.search.zh import SearchChinese

#: the stemmer Sphinx ships for zh: base-stemmer.js, english-stemmer.js (EnglishStemmer)
STEMMER_FILES = ("base-stemmer.js", SearchChinese.js_stemmer_rawcode)


class ChineseSearch(SearchChinese):
    # no raw file to name after language_name: the code itself, as #14416 writes it
    js_stemmer_rawcode = None
    js_stemmer_code = "\n".join(
        [*((_MINIFIED_JS_PATH / name).read_text(encoding="utf-8") for name in STEMMER_FILES),
         "window.Stemmer = EnglishStemmer;"]
    )
