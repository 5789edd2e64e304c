"""The detector's first sight of each blind part, measured again from the history.

Each blind part's header names the commit whose detector scored it before any change made for
it. ``python -m tools.detector_first_sight`` (``make detector-first-sight``) takes that
detector out of git and scores the part's labels as they stand now, per language; then the
parts pooled and how many meet the targets. This is how the detector does on prose it was not
tuned on, which the scores of ``make detector-report`` (every part tuned) cannot tell.

It needs the commits, so a clone with its history (``git fetch --unshallow`` for a shallow one).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

from tools.detector_report import FALSE_ALARMS, PARTS, RECALL, REPO, Score

LANGUAGES = {"en": "English", "zh": "Chinese"}

_SCORED = re.compile(r"commit ([0-9a-f]{7,40}) holds the file as scored")
_STOOD = re.compile(r"as it stood at ([0-9a-f]{7,40})")
_RECORDED = re.compile(
    r"English sentence recall (\d+)/(\d+) \([\d.]+%\) with false alarms (\d+)/(\d+) "
    r"\([\d.]+%\), Chinese (\d+)/(\d+) \([\d.]+%\) with (\d+)/(\d+)"
)

#: run in a process whose path starts with an old detector: the part's counts, as JSON
_SCORER = """
import json, sys
from pathlib import Path
from claims.core.detector import Detector
from tools.detector_report import load, score
detector = Detector()
counts = {}
for language, sentences in load(Path(sys.argv[1])).items():
    total, _ = score(sentences, detector)
    counts[language] = [total.caught, total.pos, total.alarms, total.neg]
print(json.dumps(counts))
"""


def counts(caught: int, pos: int, alarms: int, neg: int) -> Score:
    return Score(pos=pos, caught=caught, neg=neg, alarms=alarms)


def meets(score: Score) -> bool:
    return score.recall >= RECALL and score.false_alarm_rate <= FALSE_ALARMS


def _line(score: Score) -> str:
    return (
        f"recall {score.caught:>4}/{score.pos:<4} {100 * score.recall:5.1f}%   "
        f"false alarms {score.alarms:>3}/{score.neg:<4} {100 * score.false_alarm_rate:4.1f}%"
    )


def _header(path: Path) -> str:
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("#"):
            break
        lines.append(line.lstrip("#").strip())
    return " ".join(lines)


def first_sight_commit(path: Path) -> str | None:
    """The commit whose detector first scored the part in *path* (None: not recorded)."""
    header = _header(path)
    scored = _SCORED.search(header)
    if scored is None:
        return None
    stood = _STOOD.search(header)
    return (stood or scored).group(1)


def recorded(path: Path) -> dict[str, Score] | None:
    """The first sight the header of *path* records, by language (None: not in that form)."""
    found = _RECORDED.search(_header(path))
    if found is None:
        return None
    n = [int(x) for x in found.groups()]
    return {"en": counts(*n[:4]), "zh": counts(*n[4:])}


def detector_at(commit: str, work: Path) -> Path:
    """The extensions folder of *commit*, taken out of git into *work* once."""
    folder = work / commit
    if not (folder / "_ext").is_dir():
        archive = subprocess.run(
            ["git", "-C", str(REPO), "archive", commit, "_ext"],
            capture_output=True,
            check=False,
        )
        if archive.returncode != 0:
            message = archive.stderr.decode(errors="replace").strip()
            raise LookupError(f"commit {commit} is not in this clone ({message})")
        with tarfile.open(fileobj=BytesIO(archive.stdout)) as tar:
            tar.extractall(folder, filter="data")
    return folder / "_ext"


def first_sight(path: Path, work: Path) -> dict[str, Score]:
    """The part in *path* scored, with its labels as they stand, by its first-sight detector."""
    commit = first_sight_commit(path)
    if commit is None:
        raise LookupError(f"{path.name} records no first-sight commit")
    extensions = detector_at(commit, work)
    code = f"import sys; sys.path[:0] = [{str(extensions)!r}, {str(REPO)!r}]\n" + _SCORER
    done = subprocess.run(
        [sys.executable, "-c", code, str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{path.name} at {commit}: {done.stderr.strip()[-2000:]}")
    return {language: counts(*n) for language, n in json.loads(done.stdout).items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", action="append", help="one part (repeatable); default every one")
    args = parser.parse_args(argv)
    parts = args.part or [p for p, path in PARTS.items() if first_sight_commit(path)]
    pooled = {language: Score() for language in LANGUAGES}
    meeting = {language: 0 for language in LANGUAGES}
    with tempfile.TemporaryDirectory() as work:
        for part in parts:
            scored = first_sight(PARTS[part], Path(work))
            commit = first_sight_commit(PARTS[part])
            for language, name in LANGUAGES.items():
                c = scored.get(language, Score())
                total = pooled[language]
                total.pos, total.caught = total.pos + c.pos, total.caught + c.caught
                total.neg, total.alarms = total.neg + c.neg, total.alarms + c.alarms
                meeting[language] += meets(c)
                verdict = "" if meets(c) else "   misses"
                print(f"{part:<9} {commit:<8} {name:<8} {_line(c)}{verdict}")
    print()
    for language, name in LANGUAGES.items():
        print(
            f"pooled    {len(parts):>2} parts {name:<8} {_line(pooled[language])}   "
            f"{meeting[language]}/{len(parts)} parts meet the targets"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
