"""Chinese search that finds what a reader types.

Sphinx's Chinese search segments the pages with jieba but never segments the query, so
调度器 or KV缓存 typed as one string finds nothing whenever jieba stored it in other pieces;
and jieba's pieces depend on the sentence (后端, "backend", is one word in some sentences and
后 + 端 in most others), so no query-side segmenter could agree with it everywhere.

Here both sides cut Chinese the same way, without a dictionary in the browser: every run of
Han characters becomes its overlapping two-character pieces (调度器 -> 调度, 度器), in the index
at build time and in language_data.js for the query, and Sphinx's searchtools.js then
requires every piece of the query on the page. Latin words are indexed and stemmed exactly as
in Sphinx's Chinese search.

Two refinements keep the index small and the phrases whole:

* A piece that holds a function character (的, 是, 一, …, :data:`FUNCTION_CHARACTERS`) is
  indexed only if a word of jieba's dictionary (with the glossary's terms, written by
  ``glossary_data``) starts with it: 的键 and 器把 are dropped, 目的, 其他, 在线 and 归一 (of
  归一化) are kept. This takes a third off the index. The browser has the index, not the
  dictionary, so it requires such a piece only when the index has it: both sides agree.
* A sentence is fed to :meth:`ChineseSearch.split` one text node at a time; the piece across
  two nodes (预填充 in a glossary link, then 阶段) is added too, or 预填充阶段 would find
  nothing. (After a heading, which has no full stop, this adds one piece of noise.)

Sphinx 9.0.4 also names the JavaScript stemmer after the language ("ChineseStemmer"), which
does not exist, so its search page stops with a ReferenceError; the stemmer it ships for zh
is english-stemmer.js, given here with its own class name, so the build announces the index
as "Chinese (code: zh)".
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

import snowballstemmer
from sphinx.search import _MINIFIED_JS_PATH, SearchLanguage
from sphinx.search.zh import SearchChinese

if TYPE_CHECKING:
    from collections.abc import Callable

    from sphinx.application import Sphinx

#: Han characters: CJK Unified Ideographs, extension A, compatibility ideographs and the
#: supplementary planes' extensions (the same ranges are written into the browser's splitter)
HAN_RANGES = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x3134F))
#: particles, pronouns, numerals and prepositions that join almost any neighbour: a piece
#: holding one is mostly a cut across two words
FUNCTION_CHARACTERS = (
    "的了在是和与及或也都就而把被这那其之为以对于将从向让给着过它会能一个不上中有要到"
)
_FUNCTION_SET = frozenset(FUNCTION_CHARACTERS)
HAN = "".join(f"{chr(low)}-{chr(high)}" for low, high in HAN_RANGES)
HAN_RUN = re.compile(f"[{HAN}]+")
HAN_CHARACTER = re.compile(f"[{HAN}]")
LATIN_WORD = re.compile(r"[a-zA-Z0-9_]+")  # as sphinx.search.zh.SearchChinese
SPLITTER = Path(__file__).with_name("search_splitter.js")


def _js_ranges() -> str:
    return "".join(f"\\u{{{low:x}}}-\\u{{{high:x}}}" for low, high in HAN_RANGES)


def splitter_js() -> str:
    """The query splitter for language_data.js, with this module's ranges and characters."""
    return (
        SPLITTER.read_text(encoding="utf-8")
        .replace("@HAN@", _js_ranges())
        .replace("@FUNCTION_CHARACTERS@", FUNCTION_CHARACTERS)
    )


def pieces(run: str, starts_a_word: Callable[[str], bool]) -> list[str]:
    """Overlapping two-character pieces of a run of Han characters, without the pieces that
    hold a function character and start no word (one character has no piece: Sphinx indexes
    no single characters)."""
    found = (run[i : i + 2] for i in range(len(run) - 1))
    return [p for p in found if not set(p) & _FUNCTION_SET or starts_a_word(p)]


def word_starts(user_words: str | None) -> frozenset[str]:
    """The two-character pieces holding a function character that start a word of jieba's
    dictionary or of *user_words* (a jieba user dictionary: a word first on each line).

    Loading jieba's table takes more than a second, and this is all the index asks of it:
    the dictionary's part is kept as JSON beside jieba's own cache (the build's doctree
    folder, :func:`keep_jieba_cache_in_build`), named after the jieba release."""
    import jieba

    folder = jieba.dt.tmp_dir
    kept = Path(folder) / f"jieba-{jieba.__version__}-word-starts.json" if folder else None
    try:
        starts = set(json.loads(kept.read_text(encoding="utf-8"))) if kept else None
    except (OSError, ValueError):
        starts = None
    if starts is None:
        jieba.dt.check_initialized()
        # the table holds every word and, with frequency 0, every start of a word
        starts = {w for w in jieba.dt.FREQ if len(w) == 2 and set(w) & _FUNCTION_SET}
        if kept is not None:
            try:
                kept.write_text(json.dumps(sorted(starts), ensure_ascii=False), encoding="utf-8")
            except OSError:  # a convenience: the next build computes them again
                pass
    if user_words and Path(user_words).is_file():
        for line in Path(user_words).read_text(encoding="utf-8").splitlines():
            word = line.split(" ", 1)[0].strip()
            if len(word) >= 2 and set(word[:2]) & _FUNCTION_SET:
                starts.add(word[:2])
    return frozenset(starts)


#: the stemmer Sphinx ships for zh: base-stemmer.js, english-stemmer.js (EnglishStemmer)
STEMMER_FILES = ("base-stemmer.js", SearchChinese.js_stemmer_rawcode)


class ChineseSearch(SearchChinese):
    lang = "zh"
    # Sphinx 9.0.4 assigns window.Stemmer = ChineseStemmer (after the language's name), which
    # does not exist (sphinx-doc/sphinx#14229, fixed by #14416, not in 9.0.4): the stemmer
    # code is given here with the class it defines, so the language keeps its own name
    js_stemmer_rawcode = None  # type: ignore[assignment]  # None is what Sphinx tests for
    js_stemmer_code = "\n".join(
        [
            *((_MINIFIED_JS_PATH / name).read_text(encoding="utf-8") for name in STEMMER_FILES),
            "window.Stemmer = EnglishStemmer;",
        ]
    )
    js_splitter_code = splitter_js()

    def __init__(self, options: dict[str, str]) -> None:
        # not SearchChinese.__init__, which without a 'dict' option loads jieba's whole
        # dictionary a second time, as a user dictionary
        SearchLanguage.__init__(self, options)
        self.latin_terms: set[str] = set()
        self.stemmer = snowballstemmer.stemmer("english")
        # the glossary's words (glossary_data writes them; html_search_options['dict'])
        self._user_words = options.get("dict")
        # what jieba's table says, loaded with the first page fed (a build that writes no
        # page feeds none)
        self._starts: frozenset[str] | None = None
        # last Han character of the text fed before, when that text ended with one
        self._carry = ""

    def _starts_a_word(self, piece: str) -> bool:
        """Whether *piece*, which holds a function character, starts a word."""
        if self._starts is None:
            self._starts = word_starts(self._user_words)
        return piece in self._starts

    def split(self, input: str) -> list[str]:
        text = unicodedata.normalize("NFKC", input)
        runs = HAN_RUN.findall(text)
        if self._carry and text and HAN_CHARACTER.fullmatch(text[0]):
            runs.append(self._carry + text[0])
        self._carry = text[-1] if text and HAN_CHARACTER.fullmatch(text[-1]) else ""
        words = [piece for run in runs for piece in pieces(run, self._starts_a_word)]
        latin = LATIN_WORD.findall(text)
        self.latin_terms.update(latin)
        return words + latin


def keep_jieba_cache_in_build(app: Sphinx) -> None:
    """jieba caches its dictionary in the system's temporary directory, world-writable on
    most machines, and loads whatever file it finds there with marshal; keep it in the
    build's own doctree folder instead."""
    if not (app.config.language or "").startswith("zh"):
        return
    import jieba

    jieba.dt.tmp_dir = str(app.doctreedir)
