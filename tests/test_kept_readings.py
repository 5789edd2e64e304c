"""The detector's readings kept between builds (Detector.readings and recall,
claims.pattern_cache): a detector that recalls them finds what a fresh one finds, and reads
what they do not hold; readings of another detector, or not of their shape, are passed over
whole; a build that recalls them reports what a fresh build reports, and reads again a text
that changed."""

from __future__ import annotations

import ast
import json
import shutil
from pathlib import Path

import pytest

from claims import pattern_cache
from claims.core import detector as detector_module
from claims.core.detector import KEPT, Detector
from tests.support.cached_build import build
from tools.detector_report import corpus_texts

CORE = Path(detector_module.__file__).parent


@pytest.fixture(scope="module")
def texts():
    return corpus_texts()


@pytest.fixture(scope="module")
def kept(texts):
    """A fresh detector's readings of the corpus, through JSON, and its findings."""
    detector = Detector()
    fresh = [detector.find(t) for t in texts]
    return json.loads(json.dumps(detector.readings())), fresh


def test_a_detector_that_recalls_readings_finds_what_a_fresh_one_finds(texts, kept):
    data, fresh = kept
    assert len(data["found"]) == min(len(set(texts)), KEPT)
    assert sum(map(len, data["found"].values())) > 1000  # findings, not only empty readings
    detector = Detector()
    assert detector.recall(data)
    assert [detector.find(t) for t in texts] == fresh
    assert not detector.read_anew()


def test_a_text_no_reading_holds_is_read(kept):
    data, _ = kept
    detector = Detector()
    assert detector.recall(data)
    text = "With the new kernel, prefill is 3.7x faster than before on long prompts."
    assert text not in data["found"]
    assert [(f.text, f.category) for f in detector.find(text)] == [("3.7x", "ratio")]
    assert detector.read_anew()
    # and the next readings hold it, first
    assert next(iter(detector.readings()["found"])) == text


def test_readings_of_another_detector_are_not_recalled(kept):
    data, _ = kept
    text = next(t for t, found in data["found"].items() if found and "ms" not in t)
    others = [
        Detector(extra_units={"latency": ["jiffies"]}),
        Detector(ignore=[r"\d+ ms"]),
    ]
    for other in others:
        assert other.identity != Detector().identity
        assert not other.recall(data)
    # and a detector of other code: its identity is not this one's
    assert not Detector().recall({**data, "identity": "0" * 32})
    # nothing taken: each reads the text itself
    for other in others:
        assert other.find(text) and other.read_anew()
    # the identity is the configuration's, not the instance's, and its order's (the units'
    # order is the order their alternatives are tried in)
    assert Detector(extra_units={"latency": ["jiffies"]}).identity == others[0].identity
    units = {"latency": ["jiffies"], "throughput": ["jobs/s"]}
    reordered = dict(reversed(units.items()))
    assert Detector(extra_units=units).identity != Detector(extra_units=reordered).identity


SHAPES = [
    ("a list", []),
    ("no findings", {}),
    ("findings as a list", {"found": []}),
    ("a text's findings as a mapping", {"found": {"3.5x faster": {}}}),
    ("a finding of two parts", {"found": {"3.5x faster": [[0, 4]]}}),
    ("a finding past the text's end", {"found": {"3.5x faster": [[0, 40, "ratio"]]}}),
    ("a finding that ends before it starts", {"found": {"3.5x faster": [[4, 0, "ratio"]]}}),
    ("a finding before the text", {"found": {"3.5x faster": [[-1, 4, "ratio"]]}}),
    ("an empty finding", {"found": {"3.5x faster": [[2, 2, "ratio"]]}}),
    (
        "findings that overlap",
        {"found": {"3.5x or 4.5x faster": [[0, 4, "ratio"], [2, 12, "ratio"]]}},
    ),
    ("a kind no rule finds", {"found": {"3.5x faster": [[0, 4, "fastness"]]}}),
    ("a place that is a truth value", {"found": {"3.5x faster": [[False, 4, "ratio"]]}}),
    ("a place with decimals", {"found": {"3.5x faster": [[0.0, 4, "ratio"]]}}),
    ("a finding that is nothing", {"found": {"3.5x faster": [None]}}),
]


@pytest.mark.parametrize("shape", [data for _, data in SHAPES], ids=[n for n, _ in SHAPES])
def test_readings_not_of_their_shape_are_passed_over_whole(shape):
    detector = Detector()
    good = {"It is 2.5x faster.": [[6, 10, "ratio"]]}
    data = shape if not isinstance(shape, dict) else {"identity": detector.identity, **shape}
    if isinstance(data, dict) and isinstance(data.get("found"), dict):
        data["found"] = {**good, **data["found"]}  # a good reading beside it is not taken
    assert not detector.recall(data)
    # nothing taken: the good reading's text is read, as a fresh detector reads it
    assert detector.find("It is 2.5x faster.") == Detector().find("It is 2.5x faster.")
    assert detector.read_anew()


def test_a_reading_of_the_right_shape_is_recalled():
    # the shape the cases above break: recalled, and found again as kept
    detector = Detector()
    assert detector.recall(
        {"identity": detector.identity, "found": {"It is 2.5x faster.": [[6, 10, "ratio"]]}}
    )
    assert [f.text for f in detector.find("It is 2.5x faster.")] == ["2.5x"]
    assert not detector.read_anew()


def _imports(module: Path) -> set[str]:
    """The modules of the ``claims`` package that *module* imports."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("claims"):
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("claims"))
    return found


def test_the_detectors_code_is_all_in_the_package_its_identity_reads():
    # the identity hashes claims/core's source: what the detector imports must lie there, or a
    # change to it would leave readings kept from before it recalled
    seen, todo = set(), ["claims.core.detector"]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        path = CORE.parent.parent / (name.replace(".", "/") + ".py")
        if path.exists():
            todo.extend(_imports(path))
    outside = {n for n in seen if not n.startswith("claims.core")}
    assert outside == set(), outside
    assert len(seen) > 5  # the walk followed the imports


def _readings(cache: Path) -> tuple[Path, dict]:
    (path,) = (cache / "claims").glob("readings-*.json")
    return path, json.loads(path.read_text(encoding="utf-8"))


def test_a_build_recalls_the_readings_and_reads_a_changed_text_again(rootdir, tmp_path):
    root, cache = tmp_path / "site", tmp_path / "cache"
    shutil.copytree(rootdir / "test-claims-uncited", root)
    first = build(root, tmp_path / "one", cache)
    path, data = _readings(cache)
    assert "uncited" in first.stderr and len(data["found"]) > 10
    written = path.stat().st_mtime_ns
    second = build(root, tmp_path / "two", cache)
    assert (second.returncode, second.stderr.replace("/two", "/one")) == (
        first.returncode,
        first.stderr,
    )
    assert path.stat().st_mtime_ns == written  # nothing read anew, nothing written
    # a sentence edited to hold a figure is read again, and reported
    page = root / "index.md"
    page.write_text(
        page.read_text(encoding="utf-8") + "\n\nThe new engine is 3.5x faster.\n", encoding="utf-8"
    )
    third = build(root, tmp_path / "three", cache)
    assert third.returncode != 0
    assert "uncited ratio '3.5x'" in third.stderr, third.stderr
    _, data = _readings(cache)
    assert data["found"]["The new engine is 3.5x faster."] == [[18, 22, "ratio"]]


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[]",
        json.dumps({"identity": "another detector", "found": {}}),
        "IDENTITY",  # this detector's, with a finding it cannot make
    ],
    ids=["not JSON", "a list", "another detector's", "a finding no rule makes"],
)
def test_an_unreadable_or_foreign_readings_file_is_passed_over(
    rootdir, tmp_path, monkeypatch, content
):
    root, cache = rootdir / "test-claims-uncited", tmp_path / "cache"
    clean = build(root, tmp_path / "clean", tmp_path / "none")
    _, fresh = _readings(tmp_path / "none")
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    target = pattern_cache.path("readings")
    target.parent.mkdir(parents=True)
    if content == "IDENTITY":
        # every text read as holding nothing but one, which holds a kind no rule finds
        found = {text: [] for text in fresh["found"]}
        found["2.5x"] = [[0, 4, "fastness"]]
        content = json.dumps({"identity": fresh["identity"], "found": found})
    target.write_text(content, encoding="utf-8")
    built = build(root, tmp_path / "out", cache)
    assert (built.returncode, built.stderr.replace("/out", "/clean")) == (
        clean.returncode,
        clean.stderr,
    )
    # and this detector's readings took its place
    assert json.loads(target.read_text(encoding="utf-8")) == fresh


def test_a_build_that_reads_in_parallel_keeps_what_its_read_processes_read(tmp_path):
    # the pages are scanned in forked read processes: they send back what they read
    from tests.test_claims_parallel import make_site

    site = make_site(tmp_path / "site")
    kept = {}
    for name, options in (("serial", ()), ("parallel", ("-j", "2"))):
        built = build(site, tmp_path / name, tmp_path / name / "cache", *options)
        assert built.returncode == 0, built.stderr
        kept[name] = _readings(tmp_path / name / "cache")[1]
    assert kept["parallel"]["found"] == kept["serial"]["found"]
    assert len(kept["serial"]["found"]) > 20
