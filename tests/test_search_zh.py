"""site_chrome's Chinese search language: what the index stores for a Chinese page.

The browser's half (the query splitter in language_data.js) is checked against this one in
tests/test_browser_search.py, on the real site.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from site_chrome.search import FUNCTION_CHARACTERS, ChineseSearch, pieces, splitter_js

ROOT = Path(__file__).parent / "roots" / "test-search-zh"

pytestmark = pytest.mark.usefixtures("jieba_cache")


def index_terms(app) -> dict[str, set[str]]:
    """term -> docnames, body and title terms together, from the built searchindex.js."""
    text = (Path(app.outdir) / "searchindex.js").read_text(encoding="utf-8")
    data = json.loads(text[text.index("(") + 1 : text.rindex(")")])
    terms: dict[str, set[str]] = {}
    for table in (data["terms"], data["titleterms"]):
        for term, hits in table.items():
            hits = hits if isinstance(hits, list) else [hits]
            terms.setdefault(term, set()).update(data["docnames"][i] for i in hits)
    return terms


@pytest.mark.parametrize(
    ("run", "expected"),
    [
        ("调度器", ["调度", "度器"]),
        ("预填充阶段", ["预填", "填充", "充阶", "阶段"]),
        ("缓", []),  # one character: Sphinx indexes none
        ("调度器把请求", ["调度", "度器", "请求"]),  # 器把, 把请 cut across words
        ("归一化", ["归一"]),  # 归一 starts the word 归一化; 一化 starts none
        ("目的", ["目的"]),  # a word, though 的 is a function character
    ],
)
def test_pieces(run, expected):
    search = ChineseSearch({})
    assert pieces(run, search._starts_a_word) == expected


def test_split_keeps_latin_words_and_normalizes_full_width():
    search = ChineseSearch({})
    assert search.split("ＫＶ缓存与 Prometheus 指标") == ["缓存", "指标", "KV", "Prometheus"]


def test_split_bridges_text_nodes_of_one_sentence():
    search = ChineseSearch({})
    assert search.split("预填充") == ["预填", "填充"]
    assert search.split("阶段。") == ["阶段", "充阶"]
    # no bridge over a full stop or a space
    assert search.split("调度 ") == ["调度"]
    assert search.split("器") == []


@pytest.mark.sphinx("html", testroot="search-zh", freshenv=True)
def test_index_of_a_chinese_page(app):
    app.build()
    terms = index_terms(app)
    for term in [
        "调度",
        "度器",
        "请求",
        "批次",
        "预填",
        "填充",
        "阶段",
        "解码",
        "缓存",
        "kv",
        "prometheus",
    ]:
        assert terms.get(term) == {"index"}, term
    # 预填充 is bold, 阶段 plain text: the piece across both nodes is there
    assert "充阶" in terms
    # across words, through a function character: not indexed
    assert not {"器把", "把请", "的表", "与p"} & set(terms)
    # the user dictionary's word 键的值 makes 键的 indexable; 的值 starts no word
    assert "键的" in terms and "的值" not in terms
    assert not any(len(term) == 1 for term in terms)
    language_data = (Path(app.outdir) / "_static" / "language_data.js").read_text("utf-8")
    assert splitter_js().strip() in language_data
    assert "@" not in splitter_js() and FUNCTION_CHARACTERS in splitter_js()
    assert "window.Stemmer = EnglishStemmer;" in language_data


def test_jieba_cache_stays_in_the_build_folder(tmp_path):
    """A real sphinx-build in its own process (jieba caches once per process), with the
    system's temporary directory pointed at an empty folder that must stay empty."""
    temp = tmp_path / "tmp"
    temp.mkdir()
    doctrees = tmp_path / "doctrees"
    command = [
        sys.executable,
        "-m",
        "sphinx",
        "-b",
        "html",
        "-q",
        str(ROOT),
        str(tmp_path / "html"),
        "-d",
        str(doctrees),
    ]
    env = {**os.environ, "TMPDIR": str(temp), "PYTHONPATH": str(ROOT.parents[2] / "_ext")}
    result = subprocess.run(command, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert list(temp.iterdir()) == []
    assert (doctrees / "jieba.cache").is_file()


JIEBA_AFTER_BUILD = (
    "import sys\nfrom sphinx.cmd.build import main\nstatus = main(sys.argv[1:])\n"
    "import jieba\nprint('dictionary loaded:', jieba.dt.initialized)\nsys.exit(status)\n"
)


def test_dictionary_loaded_once_per_build_folder(tmp_path):
    """jieba's table is loaded by the first build only: the word starts the index needs are
    kept beside the doctrees, and a build that indexes every page again from them (-E)
    writes the same index; a build that writes no page does not even read them."""
    command = [sys.executable, "-c", JIEBA_AFTER_BUILD, "-b", "html", str(ROOT)]
    command += [str(tmp_path / "html"), "-d", str(tmp_path / "doctrees")]
    env = {**os.environ, "PYTHONPATH": str(ROOT.parents[2] / "_ext")}
    shown, indexes = [], []
    for extra in ([], [], ["-E"]):
        result = subprocess.run(command + extra, env=env, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        shown.append(result.stdout.splitlines()[-1])
        indexes.append((tmp_path / "html" / "searchindex.js").read_text(encoding="utf-8"))
    assert shown == ["dictionary loaded: True"] + ["dictionary loaded: False"] * 2
    assert indexes[0] == indexes[2]
    assert list((tmp_path / "doctrees").glob("jieba-*-word-starts.json"))


def test_word_starts_without_a_writable_build_folder(tmp_path, monkeypatch):
    """The kept word starts are a convenience: a folder that cannot hold them changes nothing."""
    import jieba

    from site_chrome.search import word_starts

    monkeypatch.setattr(jieba.dt, "tmp_dir", str(tmp_path / "gone"))
    starts = word_starts(None)
    assert "目的" in starts and "的键" not in starts
    assert not (tmp_path / "gone").exists()
