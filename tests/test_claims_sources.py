"""Short citation labels of the bibliography's entries (claims.sources.unique_labels)."""

from __future__ import annotations

from pybtex.database import Entry, Person

from claims.sources import unique_labels


def entry(key: str, author: str, year: str) -> Entry:
    made = Entry("article", fields={"title": key, "year": year})
    made.key = key
    made.persons["author"] = [Person(author)]
    return made


def test_works_sharing_author_and_year_get_letters_in_key_order():
    labels = unique_labels(
        [
            entry("b", "Tri Dao", "2023"),
            entry("a", "Tri Dao", "2023"),
            entry("c", "Tri Dao", "2024"),
        ]
    )
    assert labels == {"a": "Dao 2023a", "b": "Dao 2023b", "c": "Dao 2024"}


def test_more_than_26_such_works_go_on_after_z():
    keys = [f"k{i:02d}" for i in range(28)]
    labels = unique_labels([entry(key, "Tri Dao", "2023") for key in reversed(keys)])
    assert [labels[key] for key in keys[24:]] == [
        "Dao 2023y",
        "Dao 2023z",
        "Dao 2023aa",
        "Dao 2023ab",
    ]
    assert len(set(labels.values())) == 28
