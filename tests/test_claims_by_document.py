"""claims.by_document.Named: the documents a growing collection of records names, which a
purge asks before filtering every record of the site."""

from __future__ import annotations

from claims.by_document import Named


def _docname(record: dict) -> str:
    return record["docname"]


def test_names_follow_records_added_to_a_list():
    records: list[dict] = []
    named = Named(_docname)
    assert named.names(records) == set()
    records += [{"docname": "a"}, {"docname": "b"}]
    assert named.names(records) == {"a", "b"}
    records.append({"docname": "c"})
    assert named.names(records) == {"a", "b", "c"}


def test_a_replaced_or_shortened_list_is_read_again():
    named = Named(_docname)
    records = [{"docname": "a"}, {"docname": "b"}]
    assert named.names(records) == {"a", "b"}
    assert named.names([{"docname": "c"}]) == {"c"}  # another list
    records = [{"docname": "a"}, {"docname": "b"}]
    named.names(records)
    del records[0]
    assert named.names(records) == {"b"}  # fewer records than were seen


def test_who_removes_records_in_place_and_adds_others_says_so():
    named = Named(_docname)
    records = [{"docname": "a"}, {"docname": "b"}]
    named.names(records)
    records[:] = [{"docname": "b"}, {"docname": "c"}]  # same list, same length
    named.forget()
    assert named.names(records) == {"b", "c"}


def test_a_dicts_keys_are_followed_too():
    named = Named(str.upper)
    keys = {"a": 1}
    assert named.names(keys) == {"A"}
    keys["b"] = 2
    assert named.names(keys) == {"A", "B"}
