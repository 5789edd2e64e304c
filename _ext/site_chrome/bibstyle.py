"""Bibliography labels that read like the in-text citations ("Zhong et al. 2024") instead
of per-page numbers, so one work keeps one label across every article of the site."""

from __future__ import annotations

from collections import Counter
from string import ascii_lowercase

from pybtex.plugin import register_plugin
from pybtex.style.formatting.unsrt import Style as UnsrtStyle
from pybtex.style.labels import BaseLabelStyle


def _last_names(person) -> str:
    return " ".join(person.last_names).replace("{", "").replace("}", "")


def author_year(entry) -> str:
    people = entry.persons.get("author") or entry.persons.get("editor") or []
    year = entry.fields.get("year", "n.d.")
    if not people:
        owner = entry.fields.get("organization") or entry.fields.get("publisher") or entry.key
        return f"{owner.replace('{', '').replace('}', '')} {year}"
    if len(people) == 1:
        return f"{_last_names(people[0])} {year}"
    if len(people) == 2:
        return f"{_last_names(people[0])} & {_last_names(people[1])} {year}"
    return f"{_last_names(people[0])} et al. {year}"


def unique_labels(entries) -> dict[str, str]:
    """Author-year label of every entry, with a/b/c suffixes where two works share authors
    and year; entries are ordered by key, so the same work gets the same label everywhere."""
    entries = sorted(entries, key=lambda e: e.key)
    labels = {e.key: author_year(e) for e in entries}
    counts = Counter(labels.values())
    seen: Counter[str] = Counter()
    for entry in entries:
        label = labels[entry.key]
        if counts[label] > 1:
            labels[entry.key] = f"{label}{ascii_lowercase[seen[label]]}"
            seen[label] += 1
    return labels


#: labels of the whole bibliography, set once the configuration is read (see
#: :func:`load_labels`); a list that cites only part of it keeps the site-wide labels
_SITE_LABELS: dict[str, str] = {}


def load_labels(paths) -> None:
    from pybtex.database import parse_file

    entries = []
    for path in paths:
        entries.extend(parse_file(str(path), bib_format="bibtex").entries.values())
    _SITE_LABELS.clear()
    _SITE_LABELS.update(unique_labels(entries))


class AuthorYearLabelStyle(BaseLabelStyle):
    def format_labels(self, sorted_entries):
        entries = list(sorted_entries)
        local = unique_labels(entries)
        for entry in entries:
            yield _SITE_LABELS.get(entry.key, local[entry.key])


class SiteStyle(UnsrtStyle):
    default_label_style = "author-year"
    default_sorting_style = "author_year_title"


def register() -> None:
    register_plugin("pybtex.style.labels", "author-year", AuthorYearLabelStyle, force=True)
    register_plugin("pybtex.style.formatting", "inference-notes", SiteStyle, force=True)
