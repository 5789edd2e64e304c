"""Bibliography labels that match the claim cards ("Zhong et al. 2024") instead of per-page
numbers: one work keeps one label in every article's bibliography and in every card."""

from __future__ import annotations

from pybtex.plugin import PluginNotFound, find_plugin, register_plugin
from pybtex.style.formatting.unsrt import Style as UnsrtStyle
from pybtex.style.labels import BaseLabelStyle

from claims.sources import unique_labels

#: labels of the whole bibliography, set when the data is loaded (events.load_data), so a
#: list that cites only part of the bibliography keeps the site-wide labels
_SITE_LABELS: dict[str, str] = {}


def set_site_labels(labels: dict[str, str]) -> None:
    _SITE_LABELS.clear()
    _SITE_LABELS.update(labels)


class AuthorYearLabelStyle(BaseLabelStyle):
    def format_labels(self, sorted_entries):
        entries = list(sorted_entries)
        local = unique_labels(entries)
        for entry in entries:
            yield _SITE_LABELS.get(entry.key, local[entry.key])


class AuthorYearStyle(UnsrtStyle):
    """pybtex's unsrt formatting with author-year labels (``bibtex_default_style``)."""

    default_label_style = "claims-author-year"
    default_sorting_style = "author_year_title"


#: plugins pybtex looks up for every citation; each look-up scans the metadata of every
#: installed package (19 % of a build in bench/RESULTS.md), so they are registered once
HOT_PLUGINS = (
    ("pybtex.backends", "plaintext"),
    ("pybtex.backends", "docutils"),
    ("pybtex.style.names", "plain"),
    ("pybtex.style.names", "last"),
    ("pybtex.style.sorting", "author_year_title"),
)


def register() -> None:
    register_plugin("pybtex.style.labels", "claims-author-year", AuthorYearLabelStyle, force=True)
    register_plugin("pybtex.style.formatting", "claims-author-year", AuthorYearStyle, force=True)
    for group, name in HOT_PLUGINS:
        try:
            register_plugin(group, name, find_plugin(group, name), force=True)
        except PluginNotFound:  # an older pybtex without it: nothing to speed up
            continue
