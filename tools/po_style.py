"""House rules of the Chinese text (``source/_data/zh-style.yaml``): wording the site does
not use, each with what to write instead. ``check-po`` reports a message whose prose matches
a rule, so a calque fixed once stays fixed.

A rule is matched against the msgstr's prose as :func:`claims.core.messages.extract` gives
it: roles reduced to the text they show (``{claim}`9 倍 <id>``` reads "9 倍"), code, math,
link targets and URLs left out. Pure functions over strings, apart from :func:`load_rules`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from claims.core.load import LineDict, YamlError, duplicates, load_yaml
from claims.core.messages import extract
from tools.po_findings import Issue, Subtype

FIELDS = ("pattern", "prefer", "why")


@dataclass(frozen=True)
class Rule:
    name: str
    pattern: re.Pattern[str]
    prefer: str
    why: str


@dataclass(frozen=True)
class RuleProblem:
    """A rule the data file states wrongly, where it is."""

    line: int
    message: str


def load_rules(path: Path) -> tuple[list[Rule], list[RuleProblem]]:
    try:
        data = load_yaml(path)
    except YamlError as exc:
        return [], [RuleProblem(exc.line, str(exc))]
    except OSError as exc:
        return [], [RuleProblem(0, f"cannot read the house rules: {exc}")]
    rules: list[Rule] = []
    problems = [
        RuleProblem(d.line, f"{d.key!r} is declared twice (first on line {d.first_line})")
        for d in duplicates(data)
    ]
    for name, entry in data.items():
        line = data.line_of(name)
        if not isinstance(entry, LineDict):
            problems.append(
                RuleProblem(line, f"rule {name!r}: expected a mapping of {', '.join(FIELDS)}")
            )
            continue
        missing = [f for f in FIELDS if not isinstance(entry.get(f), str) or not entry[f]]
        unknown = sorted(str(key) for key in entry if key not in FIELDS)
        if missing or unknown:
            problems.append(
                RuleProblem(
                    line,
                    f"rule {name!r}: "
                    + "; ".join(
                        [f"missing {', '.join(missing)}"] * bool(missing)
                        + [f"unknown {', '.join(unknown)}"] * bool(unknown)
                    ),
                )
            )
            continue
        try:
            pattern = re.compile(entry["pattern"])
        except re.error as exc:
            problems.append(
                RuleProblem(
                    entry.line_of("pattern"),
                    f"rule {name!r}: the pattern is not a regular expression: {exc}",
                )
            )
            continue
        rules.append(Rule(str(name), pattern, entry["prefer"], entry["why"]))
    return rules, problems


def check_style(msgstr: str, rules: list[Rule]) -> list[Issue]:
    prose = extract(msgstr).prose
    issues = []
    for rule in rules:
        found = rule.pattern.search(prose)
        if found:
            issues.append(
                Issue(
                    Subtype.STYLE,
                    f"{found.group(0).strip()!r}: {rule.why}; write {rule.prefer} [{rule.name}]",
                )
            )
    return issues
