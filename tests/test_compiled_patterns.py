"""Compiled patterns kept between builds (claims.core.compiled, claims.pattern_cache): a
pattern made from stored code is the pattern ``re`` compiles, a detector built from a saved
store finds what a fresh one finds, and a store that is another Python's, damaged or
unreadable is passed over rather than trusted."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from claims import pattern_cache
from claims.core.compiled import TAG, Store, tag
from claims.core.detector import Detector
from tests.support.cached_build import build
from tools.detector_report import corpus_texts


@pytest.fixture(scope="module")
def texts():
    return corpus_texts()


@pytest.fixture(scope="module")
def saved(texts):
    """A store filled by a fresh detector's pass over the corpus, through JSON."""
    store = Store()
    detector = Detector(store=store)
    found = [detector.find(t) for t in texts]
    return json.loads(json.dumps(store.saved())), found


def test_a_detector_from_a_saved_store_finds_what_a_fresh_one_finds(texts, saved):
    data, fresh = saved
    assert len(data["code"]) > 100 and len(data["starts"]) > 20
    store = Store()
    assert store.load(data)
    detector = Detector(store=store)
    assert [detector.find(t) for t in texts] == fresh
    # and it compiled nothing anew: every pattern came from the stored code
    assert not store.changed


def test_a_stored_pattern_is_the_pattern_re_compiles(texts, saved):
    data, _ = saved
    store = Store()
    store.load(data)
    sample = "\n".join(texts[::25])
    for pattern in list(data["code"])[::7]:
        ours, theirs = store.compile(pattern), re.compile(pattern)
        assert (ours.pattern, ours.flags, ours.groups, ours.groupindex) == (
            theirs.pattern,
            theirs.flags,
            theirs.groups,
            theirs.groupindex,
        )
        assert [m.span() for m in ours.finditer(sample)] == [
            m.span() for m in theirs.finditer(sample)
        ], pattern[:80]


def test_a_store_of_another_python_is_passed_over(saved):
    data, _ = saved
    store = Store()
    assert not store.load({**data, "tag": TAG + " (another)"})
    assert store.saved()["code"] == {}


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param({"code": []}, id="code not a mapping"),
        pytest.param({"code": {"a": [0, "x", 0, {}]}}, id="code not numbers"),
        pytest.param({"starts": None}, id="starts missing"),
        pytest.param({"code": {"a": [0]}}, id="an entry too short"),
    ],
)
def test_a_store_not_of_its_shape_is_passed_over(saved, damage):
    data, _ = saved
    store = Store()
    assert not store.load({**data, **damage})
    assert store.saved()["code"] == {}


def test_code_the_engine_refuses_is_compiled_anew():
    pattern = r"(?P<fig>\d+(?:\.\d+)?)\s*(?:ms|s)\b"
    data = Store()
    data.compile(pattern)
    saved = data.saved()
    flags, code, groups, names = saved["code"][pattern]
    saved["code"][pattern] = [flags, [c + 7 for c in code], groups, names]
    store = Store()
    assert store.load(saved)
    compiled = store.compile(pattern)
    assert compiled.search("a wait of 12.5 ms").group("fig") == "12.5"
    assert store.changed  # and the good code replaces the damaged


def test_a_build_keeps_the_store_in_the_users_cache_and_the_next_reads_it(rootdir, tmp_path):
    # each build is its own process, as a user's are: only the file carries the store over
    root, cache = rootdir / "test-claims-uncited", tmp_path / "cache"
    first = build(root, tmp_path / "one", cache)
    files = sorted((cache / "claims").iterdir())
    # the patterns and the readings (tests/test_kept_readings.py), no temporary file beside
    assert [f.name.split("-")[0] for f in files] == ["patterns", "readings"], files
    data = json.loads(files[0].read_text(encoding="utf-8"))
    assert data["tag"] == TAG and len(data["code"]) > 10
    written = [f.stat().st_mtime_ns for f in files]
    second = build(root, tmp_path / "two", cache)
    # it reported the same uncited numbers, and compiled and read nothing new: the files are
    # untouched
    assert "uncited" in first.stderr
    assert (second.returncode, second.stderr.replace("/two", "/one")) == (
        first.returncode,
        first.stderr,
    )
    assert [f.stat().st_mtime_ns for f in files] == written


def test_an_unreadable_or_foreign_store_file_is_passed_over(rootdir, tmp_path, monkeypatch):
    root, cache = rootdir / "test-claims-uncited", tmp_path / "cache"
    clean = build(root, tmp_path / "clean", tmp_path / "none")
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    target = pattern_cache.path()
    target.parent.mkdir(parents=True)
    for content in ("{not json", json.dumps({"tag": "another python", "code": {}}), "[]"):
        target.write_text(content, encoding="utf-8")
        built = build(root, tmp_path / "out", cache)
        assert (built.returncode, built.stderr.replace("/out", "/clean")) == (
            clean.returncode,
            clean.stderr,
        )
        # and a store of this Python took its place
        assert json.loads(target.read_text(encoding="utf-8"))["tag"] == TAG


def test_a_cache_folder_that_cannot_be_written_costs_only_the_compiling(rootdir, tmp_path):
    root, blocked = rootdir / "test-claims-uncited", tmp_path / "blocked"
    blocked.write_text("a file where the cache folder would be", encoding="utf-8")
    clean = build(root, tmp_path / "clean", tmp_path / "none")
    built = build(root, tmp_path / "out", blocked)
    assert (built.returncode, built.stderr.replace("/out", "/clean")) == (
        clean.returncode,
        clean.stderr,
    )
    assert blocked.read_text(encoding="utf-8") == "a file where the cache folder would be"


def test_without_a_home_or_a_cache_folder_nothing_is_kept(monkeypatch):
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.delenv("HOME", raising=False)

    def no_home(cls: type) -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", classmethod(no_home))
    assert pattern_cache.path() is None
    pattern_cache.save(None, None)  # and saving is a no-op rather than an error


def test_a_build_that_reads_in_parallel_keeps_what_its_read_processes_compiled(tmp_path):
    # the pages are scanned in forked read processes: they send back what they compiled
    from tests.test_claims_parallel import make_site

    site = make_site(tmp_path / "site")
    kept = {}
    for name, options in (("serial", ()), ("parallel", ("-j", "2"))):
        built = build(site, tmp_path / name, tmp_path / name / "cache", *options)
        assert built.returncode == 0, built.stderr
        (stored,) = (tmp_path / name / "cache" / "claims").glob("patterns-*")
        kept[name] = json.loads(stored.read_text(encoding="utf-8"))
    assert kept["parallel"]["code"].keys() == kept["serial"]["code"].keys()
    assert kept["parallel"]["starts"].keys() == kept["serial"]["starts"].keys()


def test_a_relative_cache_home_is_ignored(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert pattern_cache.path().is_relative_to(tmp_path / ".cache")


def test_a_store_from_before_a_change_to_what_reads_patterns_is_anothers(tmp_path):
    # the start classes and wide flags it keeps are what claims.core.starts and matches read:
    # a fix to either must not be hidden by a store kept from before it
    import claims.core.starts

    copy = tmp_path / "starts.py"
    copy.write_bytes(Path(claims.core.starts.__file__).read_bytes())
    before = tag([copy])
    copy.write_bytes(copy.read_bytes() + b"\n# a change\n")
    assert tag([copy]) != before


def test_the_suites_builds_keep_their_stores_out_of_the_users_home(rootdir, tmp_path, user_cache):
    # a build the suite starts with no cache folder of its own, as most do: what it keeps goes
    # to the session's folder, so the suite neither reads nor replaces the user's stores
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "HOME": str(home)}
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-E", "-q"]
    command += [str(rootdir / "test-claims-uncited"), str(tmp_path / "out")]
    subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    assert env["XDG_CACHE_HOME"] == user_cache
    assert list((Path(user_cache) / "claims").glob("patterns-*"))
    assert not (home / ".cache").exists()
