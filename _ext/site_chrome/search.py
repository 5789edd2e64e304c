"""Chinese search that works in the browser.

Sphinx 9.0.4's Chinese search stems Latin words with the English snowball stemmer and ships
the English stemmer's JavaScript, but its generated ``language_data.js`` then assigns
``window.Stemmer = ChineseStemmer`` (from the language's display name), which does not
exist, so the search page stops with a ReferenceError. Naming the stemmer after the one
actually shipped fixes the page; indexing is unchanged.
"""

from __future__ import annotations

from sphinx.search.zh import SearchChinese


class ChineseSearch(SearchChinese):
    # the JavaScript stemmer Sphinx ships for zh is english-stemmer.js (EnglishStemmer)
    language_name = "English"
