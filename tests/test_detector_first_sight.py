"""The detector's first sight of the blind parts, measured again from the history
(tools.detector_first_sight): each part names the commit that first scored it, and that
commit's detector, taken out of git, scores what the part's header records."""

from __future__ import annotations

import subprocess

import pytest

from tools.detector_first_sight import (
    detector_at,
    first_sight,
    first_sight_commit,
    recorded,
)
from tools.detector_report import PARTS, REPO


def _in_clone(commit: str) -> bool:
    done = subprocess.run(
        ["git", "-C", str(REPO), "cat-file", "-e", f"{commit}^{{commit}}"],
        capture_output=True,
        check=False,
    )
    return done.returncode == 0


def _blind_parts_since(number: int) -> list[str]:
    """The numbered blind parts from *number* on, as the report lists them."""
    return [p for p in PARTS if p.startswith("blind") and p[5:].isdigit() and int(p[5:]) >= number]


def test_every_blind_part_since_the_fourth_names_the_commit_that_first_scored_it():
    later = _blind_parts_since(4)
    assert len(later) >= 40
    assert [p for p in later if first_sight_commit(PARTS[p]) is None] == []


# (every part since blind46; a new part is scored again without editing a list)
@pytest.mark.parametrize("part", _blind_parts_since(46))
def test_the_first_sight_detector_scores_what_the_header_records(part, tmp_path):
    commit = first_sight_commit(PARTS[part])
    assert commit is not None
    if not _in_clone(commit):
        pytest.skip(f"this clone lacks commit {commit} (a shallow clone): git fetch --unshallow")
    assert first_sight(PARTS[part], tmp_path) == recorded(PARTS[part])


def test_a_commit_not_in_the_clone_is_named_in_the_error(tmp_path):
    with pytest.raises(LookupError, match="commit 0{40} is not in this clone"):
        detector_at("0" * 40, tmp_path)
