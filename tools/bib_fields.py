"""Fields every bibliography entry needs so that its source survives link rot.

    python -m tools.bib_fields [source/references.bib]

Every entry has a ``url`` and the ISO date it was read (``urldate``, YYYY-MM-DD), and an
entry whose ``url`` is on arxiv.org names its arXiv id (``eprint``), so the paper can be
found again when the link breaks. Each problem is one line, ``file:line: key: message``;
exits 1 when there is any, 0 otherwise. ``tests/test_bib_fields.py`` runs it over the
real bibliography.
"""

from __future__ import annotations

import argparse
import datetime
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from pybtex.database import parse_string

DEFAULT_BIB = Path(__file__).resolve().parent.parent / "source" / "references.bib"
ARXIV_HOSTS = frozenset({"arxiv.org", "www.arxiv.org", "export.arxiv.org"})
ENTRY_START = re.compile(r"^\s*@\s*\w+\s*\{\s*([^,\s]+)\s*,", re.MULTILINE)


@dataclass(frozen=True)
class Problem:
    path: Path
    line: int
    key: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.key}: {self.message}"


def entry_lines(text: str) -> dict[str, int]:
    """Line of each entry's ``@type{key,``; pybtex does not keep positions."""
    return {m.group(1): text.count("\n", 0, m.start(1)) + 1 for m in ENTRY_START.finditer(text)}


def is_iso_date(value: str) -> bool:
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return False
    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        return False
    return True


def entry_problems(fields: dict[str, str]) -> list[str]:
    """What one entry lacks, as messages (empty when it is complete)."""
    found: list[str] = []
    url = fields.get("url", "").strip()
    urldate = fields.get("urldate", "").strip()
    if not url:
        found.append("no url")
    if not urldate:
        found.append("no urldate (the ISO date the source was read, YYYY-MM-DD)")
    elif not is_iso_date(urldate):
        found.append(f"urldate {urldate!r} is not an ISO date (YYYY-MM-DD)")
    if url and urlsplit(url).hostname in ARXIV_HOSTS and not fields.get("eprint", "").strip():
        found.append("url is on arxiv.org but the entry has no eprint (its arXiv id)")
    return found


def check(path: Path) -> list[Problem]:
    text = path.read_text(encoding="utf-8")
    lines = entry_lines(text)
    database = parse_string(text, "bibtex")
    problems = []
    for key, entry in database.entries.items():
        # pybtex's field dict is case-insensitive; a plain dict keyed in lower case is not
        fields = {name.lower(): value for name, value in entry.fields.items()}
        for message in entry_problems(fields):
            problems.append(Problem(path, lines.get(key, 0), key, message))
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bib", nargs="?", type=Path, default=DEFAULT_BIB)
    args = parser.parse_args(argv)
    problems = check(args.bib)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
