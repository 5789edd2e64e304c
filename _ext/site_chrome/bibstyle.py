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


class AuthorYearLabelStyle(BaseLabelStyle):
    def format_labels(self, sorted_entries):
        entries = list(sorted_entries)
        labels = [author_year(e) for e in entries]
        counts = Counter(labels)
        seen: Counter[str] = Counter()
        for label in labels:
            if counts[label] > 1:  # same authors and year in one list: 2024a, 2024b
                suffix = ascii_lowercase[seen[label]]
                seen[label] += 1
                yield f"{label}{suffix}"
            else:
                yield label


class SiteStyle(UnsrtStyle):
    default_label_style = "author-year"
    default_sorting_style = "author_year_title"


def register() -> None:
    register_plugin("pybtex.style.labels", "author-year", AuthorYearLabelStyle, force=True)
    register_plugin("pybtex.style.formatting", "inference-notes", SiteStyle, force=True)
