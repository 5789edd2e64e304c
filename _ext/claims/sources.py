"""The bibliography as the claims rule needs it: keys, short citations, titles, links."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from string import ascii_lowercase
from typing import Any

from pybtex.database import BibliographyData, parse_file
from pybtex.scanner import PybtexError

from claims.core.safety import bidi_controls, unsafe_url
from claims.warnings import Subtype


def short_cite(entry) -> str:
    """ "Zhong et al. 2024" style label of a pybtex entry (author-year, like the site's
    citations)."""
    people = entry.persons.get("author") or entry.persons.get("editor") or []
    year = entry.fields.get("year", "n.d.")
    if not people:
        owner = entry.fields.get("organization") or entry.fields.get("publisher") or entry.key
        return f"{_plain(owner)} {year}"
    first = _plain(" ".join(people[0].last_names) or str(people[0]))
    if len(people) == 1:
        return f"{first} {year}"
    if len(people) == 2:
        second = _plain(" ".join(people[1].last_names))
        return f"{first} & {second} {year}"
    return f"{first} et al. {year}"


def _suffix(n: int) -> str:
    """The *n*-th suffix from 0: a … z, then aa, ab, … (as spreadsheet columns run)."""
    letters = ""
    n += 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = ascii_lowercase[rest] + letters
    return letters


def unique_labels(entries) -> dict[str, str]:
    """Short citation of every entry, with a/b/c suffixes where two works share authors and
    year (after z: aa, ab, …); entries are ordered by key, so a work gets the same label on
    every page."""
    entries = sorted(entries, key=lambda e: e.key)
    labels = {e.key: short_cite(e) for e in entries}
    counts = Counter(labels.values())
    seen: Counter[str] = Counter()
    for entry in entries:
        label = labels[entry.key]
        if counts[label] > 1:
            labels[entry.key] = f"{label}{_suffix(seen[label])}"
            seen[label] += 1
    return labels


def _plain(text: str) -> str:
    return text.replace("{", "").replace("}", "")


def _arxiv_id(fields) -> str:
    """The arXiv id of an entry that gives one (``eprint`` with ``archivePrefix = {arXiv}``,
    or an ``eprint`` without a prefix, which biblatex reads as arXiv too)."""
    prefix = fields.get("archiveprefix", fields.get("archivePrefix", "arXiv"))
    return fields.get("eprint", "") if prefix.lower() == "arxiv" else ""


def load_sources(
    paths: list[Path],
) -> tuple[dict[str, dict[str, Any]], list[tuple[str, Subtype, str]]]:
    """Keys of every entry in *paths* with what the ledger shows of them, and the problems:
    (``path:line``, subtype, message) for a file that cannot be read, a URL that is not
    http(s) (it becomes a link on the Numbers page) and bidi control characters."""
    sources: dict[str, dict[str, Any]] = {}
    errors: list[tuple[str, Subtype, str]] = []
    entries = []
    for path in paths:
        try:
            data: BibliographyData = parse_file(str(path), bib_format="bibtex")
            text = path.read_text(encoding="utf-8")
        except (OSError, PybtexError, UnicodeDecodeError) as exc:
            errors.append(
                (str(path), Subtype.MALFORMED, f"bibliography {path} cannot be read: {exc}")
            )
            continue
        entries.extend(data.entries.values())
        for key, entry in data.entries.items():
            line = _line_of_entry(text, key)
            url = entry.fields.get("url", "")
            why = unsafe_url(url) if url else None
            if why:
                errors.append(
                    (
                        f"{path}:{line}",
                        Subtype.UNSAFE_URL,
                        f"bibliography entry {key!r}: url {url!r}: {why}",
                    )
                )
                url = ""
            for name, value in entry.fields.items():
                controls = bidi_controls(str(value))
                if controls:
                    errors.append(
                        (
                            f"{path}:{line}",
                            Subtype.BIDI_CONTROL,
                            (
                                f"bibliography entry {key!r}, field {name!r}: bidirectional "
                                "control "
                                f"characters ({', '.join(controls)}); remove them"
                            ),
                        )
                    )
            sources[key] = {
                "title": _plain(entry.fields.get("title", key)),
                "authors": [_plain(str(person)) for person in entry.persons.get("author", [])],
                "doi": entry.fields.get("doi", ""),
                "arxiv": _arxiv_id(entry.fields),
                "urldate": entry.fields.get("urldate", ""),
                "url": url,
                "venue": _plain(
                    entry.fields.get("journal")
                    or entry.fields.get("booktitle")
                    or entry.fields.get("howpublished")
                    or entry.fields.get("publisher")
                    or entry.fields.get("organization")
                    or ""
                ),
                "year": entry.fields.get("year", ""),
            }
    for key, label in unique_labels(entries).items():
        sources[key]["short"] = label
    return sources, errors


#: the fields of an entry that a reader sees, every one scanned for figures: those the
#: bibliography style (pybtex's unsrt) and the Numbers page show as words, and those that
#: locate the source (its date, volume, pages, links). The "Cite this number" BibTeX block
#: writes these and the entry's people, and no other field (an ``abstract`` or ``keywords``
#: is neither shown nor scanned, so never published): what is shown is what is scanned.
SHOWN_FIELDS = (
    "title",
    "booktitle",
    "journal",
    "howpublished",
    "note",
    "publisher",
    "organization",
    "institution",
    "school",
    "series",
    "edition",
    "address",
    "type",
    "chapter",
    "year",
    "month",
    "volume",
    "number",
    "pages",
    "url",
    "doi",
    "eprint",
    "archivePrefix",
    "primaryClass",
    "urldate",
    "isbn",
    "pubmed",
)
#: the people of an entry, written by the BibTeX block and the bibliography: scanned too
SHOWN_PERSONS = ("author", "editor")


@dataclass(frozen=True)
class ShownField:
    """One field a reader sees, as the page shows it (braces removed), at its line."""

    path: str
    line: int
    key: str
    name: str
    text: str


def shown_fields(paths: list[Path]) -> list[ShownField]:
    """The :data:`SHOWN_FIELDS` and :data:`SHOWN_PERSONS` of every entry of *paths*, each at
    the line of the field (of its entry where the field cannot be found); an unreadable file
    gives none (load_sources reports it)."""
    found = []
    for path in paths:
        try:
            data = parse_file(str(path), bib_format="bibtex")
            text = path.read_text(encoding="utf-8")
        except (OSError, PybtexError, UnicodeDecodeError):
            continue
        for key, entry in data.entries.items():
            start = _line_of_entry(text, key)
            offset = _offset_of_line(text, start)
            shown = [(name, entry.fields.get(name)) for name in SHOWN_FIELDS]
            shown += [
                (role, " and ".join(_as_read(p) for p in entry.persons.get(role, [])))
                for role in SHOWN_PERSONS
            ]
            for name, value in shown:
                if not value:
                    continue
                found.append(
                    ShownField(
                        str(path),
                        _line_of_field(text, offset, name) or start,
                        key,
                        name,
                        _plain(str(value)),
                    )
                )
    return found


def _as_read(person) -> str:
    """A person's name in reading order ("Ada Lovelace", not "Lovelace, Ada"), as a
    bibliography shows it: a figure split by the name's parts is read whole."""
    parts = person.rich_first_names + person.rich_middle_names + person.rich_prelast_names
    parts += person.rich_last_names + person.rich_lineage_names
    return " ".join(str(part) for part in parts)


def _offset_of_line(text: str, line: int) -> int:
    if line <= 1:
        return 0
    index = -1
    for _ in range(line - 1):
        index = text.find("\n", index + 1)
        if index < 0:
            return 0
    return index + 1


def _line_of_field(text: str, offset: int, name: str) -> int:
    """Line of ``name =`` in the entry that starts at *offset* (before the next entry)."""
    end = text.find("@", offset + 1)
    body = text[offset : end if end > 0 else len(text)]
    m = re.search(r"(?im)^\s*" + re.escape(name) + r"\s*=", body)
    return text.count("\n", 0, offset + m.start()) + 1 if m else 0


def _line_of_entry(text: str, key: str) -> int:
    """Line of ``@type{key,`` in the .bib text (pybtex does not keep lines)."""
    m = re.search(r"@\w+\s*[{(]\s*" + re.escape(key) + r"\s*,", text)
    return text.count("\n", 0, m.start()) + 1 if m else 0
