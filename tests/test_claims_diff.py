"""tools/claims_diff: claims added, removed and changed between a revision and the working
tree, in a temporary git repository with two fixture revisions."""

from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from tools import claims_diff

DATA = "source/_data/claims"

FIRST = {
    "a.yaml": """\
kept:
  kind: measured
  value: 10
  unit: GB/s
  source: ref2024
  locator: "§1"
  hardware: [{profile: a100, count: 8}]
moved:
  kind: measured
  value: 1.6
  unit: "×"
  source: ref2024
  locator: "Table 2"
  hardware: [{profile: a100, count: 8}]
dropped:
  kind: fact
  value: 1000
  unit: stars
  source: ref2024
  locator: README
""",
    "gone.yaml": """\
in-a-deleted-file:
  kind: derived
  value: 2
  unit: ""
  formula: "1 + 1"
  compute: "1 + 1"
""",
}

SECOND = {
    "a.yaml": """\
kept:
  kind: measured
  value: 10
  unit: GB/s
  source: ref2024
  locator: "§1"
  hardware: [{profile: a100, count: 8}]
  note: "a note is not a change a release note reports"
moved:
  kind: measured
  value: 2.1
  unit: "×"
  source: ref2025
  locator: "Table 3"
  hardware: [{profile: h100, count: 8, interconnect: NVLink}]
""",
    "new.yaml": """\
fresh:
  kind: spec
  value: 3.35
  unit: TB/s
  source: ref2025
  locator: "Datasheet"
  hardware: [h100]
""",
}


def _write(repo, files):
    folder = repo / DATA
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")


@pytest.fixture()
def repo(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("needs git (apt-get install git)")
    path = tmp_path / "repo"
    path.mkdir()

    def git(*args):
        subprocess.run(
            ["git", "-C", str(path), *args],
            check=True,
            capture_output=True,
            env={
                "GIT_AUTHOR_NAME": "t",
                "GIT_AUTHOR_EMAIL": "t@example.org",
                "GIT_COMMITTER_NAME": "t",
                "GIT_COMMITTER_EMAIL": "t@example.org",
                "HOME": str(tmp_path),
                "PATH": "/usr/bin:/bin",
            },
        )

    git("init", "-q", "-b", "main")
    _write(path, FIRST)
    git("add", "-A")
    git("commit", "-qm", "first")
    git("tag", "v1")
    _write(path, SECOND)  # the working tree, against v1
    return path


def test_added_removed_and_changed_claims_since_a_revision(repo, capsys):
    assert claims_diff.main(["v1", "--repo", str(repo)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines() == [
        "Claims between v1 and the working tree: 1 added, 2 removed, 1 changed",
        "",
        "Added:",
        "  + fresh: 3.35 TB/s (source/_data/claims/new.yaml)",
        "",
        "Removed:",
        "  - dropped: 1000 stars (source/_data/claims/a.yaml)",
        "  - in-a-deleted-file: 2 (source/_data/claims/gone.yaml)",
        "",
        "Changed:",
        '  ~ moved: value 1.6 → 2.1; source "ref2024" → "ref2025"; locator "Table 2" → '
        '"Table 3"; hardware ["8 × a100"] → ["8 × h100 (NVLink)"]',
    ]


def test_the_json_form_carries_the_same_diff(repo, capsys):
    assert claims_diff.main(["v1", "--repo", str(repo), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert sorted(data["added"]) == ["fresh"]
    assert sorted(data["removed"]) == ["dropped", "in-a-deleted-file"]
    assert data["changed"]["moved"]["value"] == [1.6, 2.1]
    assert set(data["changed"]["moved"]) == {"value", "source", "locator", "hardware"}


def test_an_unchanged_tree_reports_nothing(repo, capsys):
    _write(repo, FIRST)
    assert claims_diff.main(["v1", "--repo", str(repo)]) == 0
    assert capsys.readouterr().out.strip() == (
        "Claims between v1 and the working tree: 0 added, 0 removed, 0 changed"
    )


def test_an_unknown_revision_or_a_broken_file_is_an_error(repo, capsys):
    assert claims_diff.main(["no-such-rev", "--repo", str(repo)]) == 2
    assert "claims-diff:" in capsys.readouterr().err
    (repo / DATA / "a.yaml").write_text("kept: [1, 2\n", encoding="utf-8")
    assert claims_diff.main(["v1", "--repo", str(repo)]) == 2
    assert "source/_data/claims/a.yaml:2: YAML syntax error" in capsys.readouterr().err


def test_make_claims_diff_names_a_revision():
    from tests.conftest import REPO

    done = subprocess.run(
        ["make", "--no-print-directory", "-C", str(REPO), "claims-diff"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    assert "make claims-diff: name a revision" in done.stderr
