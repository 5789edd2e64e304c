"""Short citation labels of the bibliography's entries (claims.sources.unique_labels)."""

from __future__ import annotations

from pathlib import Path

from pybtex.database import Entry, Person

from claims.sources import unique_labels
from tests.support.clean_variant import BIB, build_variant, line_of

REPO = Path(__file__).resolve().parent.parent


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


#: entries whose shown fields carry a result: only a title may, and only one a claim citing
#: the entry states
BOASTFUL = """
@misc{boast2024,
  title = {A 9x Faster Server},
  author = {Author, Ada},
  howpublished = {Blog post, 3x faster than vLLM},
  year = {2024},
  note = {serves 5× more requests per second than vLLM},
  url = {https://example.org/}
}
@misc{headline2024,
  title = {Headline: 7.4x Higher Goodput},
  author = {Author, Ada},
  year = {2024},
  url = {https://example.org/}
}
"""
HEADLINE = """\
headline-rate:
  kind: measured
  value: 7.4
  unit: "×"
  quantity: per-GPU goodput
  source: headline2024
  locator: "Abstract"
  hardware: not-stated
  baseline: DeepSpeed-MII
  software: not-stated
  workload: not-stated
  parallelism: not-stated
  statistic: max
"""


def test_the_shown_fields_of_the_bibliography_are_scanned(make_app, rootdir, tmp_path):
    src, found, text = build_variant(
        make_app,
        rootdir,
        tmp_path,
        bib=BOASTFUL,
        claims=HEADLINE,
        page="\nHeadline: {claim}`headline-rate`.\n",
    )
    assert found == [
        (BIB, line_of(src, BIB, "title = {A 9x"), "claims.uncited"),
        (BIB, line_of(src, BIB, "howpublished = {Blog post"), "claims.uncited"),
        (BIB, line_of(src, BIB, "note = {serves"), "claims.uncited"),
    ]
    assert "bibliography entry 'boast2024': its note shows the performance figure '5×'" in text
    # headline2024's title states the 7.4× of the claim that cites it: not reported


def test_the_sites_bibliography_shows_a_figure_only_in_a_title_a_claim_states():
    from claims.core.detector import detector_for
    from claims.core.registry import load_registry
    from claims.events import states_a_claim
    from claims.sources import load_sources, shown_fields

    detector = detector_for({}, [])
    bib = REPO / "source" / "references.bib"
    sources, _errors = load_sources([bib])
    registry, _problems = load_registry(REPO / "source" / "_data", sources)
    found = []
    for field in shown_fields([bib]):
        for finding in detector.find(field.text):
            citing = [c for c in registry.claims.values() if c.source == field.key]
            assert field.name == "title", (field.key, field.name, finding.text)
            assert states_a_claim(finding.text, finding.category, citing), (field.key, finding)
            found.append((field.key, finding.text))
    # the real titles that announce a result, each stated by a claim that cites the work
    assert found == [
        ("hooper2024kvquant", "10 Million Context Length"),
        ("vllmblog2024v060", "2.7x"),
        ("vllmblog2024v060", "5x"),
        ("lmsysblog2025gb200part1", "2.7x"),
    ]


#: an entry with fields no page shows (abstract, keywords) and located fields that carry a
#: figure (volume, an editor)
UNSHOWN = """
@article{hidden2024,
  title = {A Server},
  author = {Author, Ada},
  editor = {Fast 55 ms},
  journal = {Journal of Serving},
  volume = {6.4x higher throughput},
  year = {2024},
  abstract = {We report 6.4x higher throughput than vLLM.},
  keywords = {55 ms latency},
  url = {https://example.org/}
}
"""


def test_the_cite_block_writes_only_the_fields_the_build_scans(make_app, rootdir, tmp_path):
    from pybtex.database import parse_string

    from claims.citation import bibtex
    from claims.sources import SHOWN_FIELDS, SHOWN_PERSONS

    # the build reports the figures of every field the block writes (volume, editor)...
    src, found, text = build_variant(make_app, rootdir, tmp_path, bib=UNSHOWN)
    assert found == [
        (BIB, line_of(src, BIB, "editor = {Fast"), "claims.uncited"),
        (BIB, line_of(src, BIB, "volume = {6.4x"), "claims.uncited"),
    ]
    assert "bibliography entry 'hidden2024': its volume shows the performance figure" in text
    # ... and the block writes no field the build does not scan (abstract, keywords)
    entry = parse_string(UNSHOWN, "bibtex").entries["hidden2024"]
    written = parse_string(bibtex("hidden2024", entry, "Table 2"), "bibtex").entries["hidden2024"]
    shown = {name.lower() for name in SHOWN_FIELDS}
    assert {name.lower() for name in written.fields} <= shown
    assert set(written.persons) <= set(SHOWN_PERSONS)
    assert "abstract" not in written.fields and "keywords" not in written.fields
    assert written.fields["note"] == "Table 2"
    assert written.fields["volume"] == "6.4x higher throughput"


def test_every_field_the_bibliography_style_shows_is_scanned():
    # pybtex's unsrt (the site's bibliography style) writes these fields: each is scanned
    import inspect
    import re

    from pybtex.style.formatting import unsrt

    from claims.sources import SHOWN_FIELDS

    styled = set(re.findall(r"field\(['\"](\w+)", inspect.getsource(unsrt)))
    assert styled <= {name.lower() for name in SHOWN_FIELDS}
