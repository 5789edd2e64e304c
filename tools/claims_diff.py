"""Which claims were added, removed or changed between a git revision and the working tree,
for a release note: ``make claims-diff REV=v2026.8``.

    python -m tools.claims_diff REV [--data-dir source/_data/claims] [--repo .] [--json]

A claim changed when its value, unit, source, locator or hardware differs. The files at REV
are read with ``git show`` and parsed by the build's own loader (claims.core.load), so a
claim means the same here as on the site. Exits 0 with the report, 2 when REV or a data
file cannot be read.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "_ext"))

from claims.core.load import YamlError, load_yaml_text  # noqa: E402

#: what a release note reports as changed
FIELDS = ("value", "unit", "source", "locator", "hardware")


class DiffError(Exception):
    """A revision or data file that cannot be read."""


@dataclass
class Diff:
    added: dict[str, dict[str, Any]] = field(default_factory=dict)
    removed: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: id -> {field: (before, after)}
    changed: dict[str, dict[str, tuple[Any, Any]]] = field(default_factory=dict)


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise DiffError(done.stderr.strip() or f"git {' '.join(args)} failed")
    return done.stdout


def _claims(texts: dict[str, str]) -> dict[str, dict[str, Any]]:
    """Claim id -> its fields that FIELDS names, from data files given as path -> text."""
    claims: dict[str, dict[str, Any]] = {}
    for path, text in sorted(texts.items()):
        try:
            data = load_yaml_text(text)
        except YamlError as exc:
            raise DiffError(f"{path}:{exc.line}: {exc}") from exc
        for cid, entry in data.items():
            if isinstance(entry, dict) and cid not in claims:  # the build uses the first too
                claims[str(cid)] = {"file": path, **{k: _normal(k, entry.get(k)) for k in FIELDS}}
    return claims


def _normal(key: str, value: Any) -> Any:
    """A field as a comparable, printable value (hardware as "count × profile" strings)."""
    if key != "hardware" or not isinstance(value, list):
        return value
    uses = []
    for item in value:
        item = {"profile": item} if isinstance(item, str) else dict(item)
        text = f"{item.get('count') or 1} × {item.get('profile')}"
        if item.get("interconnect"):
            text += f" ({item['interconnect']})"
        uses.append(text)
    return uses


def at_revision(repo: Path, rev: str, data_dir: str) -> dict[str, dict[str, Any]]:
    _git(repo, "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
    names = _git(repo, "ls-tree", "-r", "--name-only", rev, "--", data_dir).split()
    return _claims(
        {name: _git(repo, "show", f"{rev}:{name}") for name in names if name.endswith(".yaml")}
    )


def in_work_tree(repo: Path, data_dir: str) -> dict[str, dict[str, Any]]:
    folder = repo / data_dir
    return _claims(
        {
            path.relative_to(repo).as_posix(): path.read_text(encoding="utf-8")
            for path in sorted(folder.glob("*.yaml"))
        }
    )


def compare(before: dict[str, dict[str, Any]], after: dict[str, dict[str, Any]]) -> Diff:
    diff = Diff()
    for cid in sorted(set(before) | set(after)):
        if cid not in before:
            diff.added[cid] = after[cid]
        elif cid not in after:
            diff.removed[cid] = before[cid]
        else:
            changes = {
                k: (before[cid][k], after[cid][k])
                for k in FIELDS
                if before[cid][k] != after[cid][k]
            }
            if changes:
                diff.changed[cid] = changes
    return diff


def _show(value: Any) -> str:
    if value is None:
        return "(none)"
    if isinstance(value, list):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False) if isinstance(value, str) else str(value)


def report(diff: Diff, rev: str) -> str:
    lines = [
        f"Claims between {rev} and the working tree: {len(diff.added)} added, "
        f"{len(diff.removed)} removed, {len(diff.changed)} changed"
    ]
    for title, claims, mark in (("Added", diff.added, "+"), ("Removed", diff.removed, "-")):
        if claims:
            lines.append(f"\n{title}:")
            lines += [
                f"  {mark} {cid}: {_show(c['value'])} {c['unit'] or ''}".rstrip()
                + f" ({c['file']})"
                for cid, c in claims.items()
            ]
    if diff.changed:
        lines.append("\nChanged:")
        for cid, changes in diff.changed.items():
            lines.append(
                f"  ~ {cid}: "
                + "; ".join(f"{k} {_show(a)} → {_show(b)}" for k, (a, b) in changes.items())
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.claims_diff", description=__doc__.splitlines()[0]
    )
    parser.add_argument("rev", help="a git revision: a tag, a branch, a commit")
    parser.add_argument(
        "--data-dir",
        default="source/_data/claims",
        help="the claims folder, relative to the repository",
    )
    parser.add_argument("--repo", type=Path, default=Path("."), help="the repository")
    parser.add_argument("--json", action="store_true", help="print the diff as JSON")
    args = parser.parse_args(argv)
    try:
        diff = compare(
            at_revision(args.repo, args.rev, args.data_dir), in_work_tree(args.repo, args.data_dir)
        )
    except DiffError as exc:
        print(f"claims-diff: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(
            json.dumps(
                {
                    "rev": args.rev,
                    "added": diff.added,
                    "removed": diff.removed,
                    "changed": {
                        c: {k: list(v) for k, v in ch.items()} for c, ch in diff.changed.items()
                    },
                },
                ensure_ascii=False,
                indent=1,
                sort_keys=True,
                default=str,
            )
        )
    else:
        print(report(diff, args.rev))
    return 0


if __name__ == "__main__":
    sys.exit(main())
