"""claims.json is a versioned export with a published schema: every build writes both and
validates the one against the other; a record that does not fit is a located warning."""

from __future__ import annotations

import json
import shutil

import pytest
from jsonschema import Draft202012Validator

from claims import export
from tests.support.sphinx_warnings import parse


def test_the_schema_is_itself_a_valid_draft_2020_12_schema():
    Draft202012Validator.check_schema(export.schema())


@pytest.mark.sphinx(
    "html",
    testroot="claims-clean",
    freshenv=True,
    confoverrides={"html_baseurl": "https://example.org/en/"},
)
def test_the_export_carries_version_base_date_sources_and_derivations(app, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1785628800")  # 2026-08-02
    app.build()
    assert parse(app.warning.getvalue(), app.srcdir) == []
    data = json.loads((app.outdir / "claims.json").read_text(encoding="utf-8"))
    published = json.loads((app.outdir / "claims.schema.json").read_text(encoding="utf-8"))
    assert published == export.schema()
    assert list(Draft202012Validator(published).iter_errors(data)) == []
    assert (data["schema_version"], data["base_url"], data["build_date"]) == (
        "1.1",
        "https://example.org/en/",
        "2026-08-02",
    )
    claims = {c["id"]: c for c in data["claims"]}
    # the source as the bibliography (refs.bib) gives it, not only its key
    assert claims["fa2-peak"]["source_entry"] == {
        "key": "dao2023fa2",
        "short": "Dao 2024",
        "title": "FlashAttention-2: Faster Attention with Better Parallelism and Work Partitioning",
        "authors": ["Dao, Tri"],
        "year": "2024",
        "venue": "ICLR",
        "url": "https://arxiv.org/abs/2307.08691",
        "doi": None,
        "arxiv": None,
        "urldate": None,
    }
    kv = claims["kv-bytes"]
    assert (kv["compute"], kv["inputs"], kv["computed"], kv["source_entry"]) == (
        "2 * 32 * 32 * 128 * 2 * 10000 / 10**9",
        [],
        5.24288,
        None,
    )


def test_a_record_that_does_not_fit_the_schema_is_a_warning_at_its_claim(
    make_app, rootdir, tmp_path
):
    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-clean", src)
    data = src / "_data" / "claims" / "main.yaml"
    # a number where the interconnect's text belongs: the loader keeps it as it is
    data.write_text(
        data.read_text(encoding="utf-8").replace(
            'interconnect: "25 Gbps between nodes"', "interconnect: 25"
        ),
        encoding="utf-8",
    )
    line = data.read_text(encoding="utf-8").splitlines().index("distserve-rate:") + 1
    app = make_app("html", srcdir=src, freshenv=True)
    app.build()
    assert parse(app.warning.getvalue(), src) == [("_data/claims/main.yaml", line, "claims.export")]
    assert "claims/0/hardware/0/interconnect" in app.warning.getvalue()
    assert app.statuscode == 1


def test_an_edit_that_breaks_a_record_is_caught_by_the_next_build_and_every_one_after(
    make_app, rootdir, tmp_path
):
    """Records that fitted are not validated again while they stay the same; a record
    changed after a clean build is validated, and warned about on every later build."""
    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-clean", src)
    data = src / "_data" / "claims" / "main.yaml"

    def build() -> list:
        app = make_app("html", srcdir=src)
        app.build()
        app.cleanup()
        # a second application in one process re-registers the nodes (app.add_node)
        return [w for w in parse(app.warning.getvalue(), src) if w[2].startswith("claims.")]

    assert build() == []
    fitted = json.loads((src / "_build" / "doctrees" / "claims-export-fitted.json").read_text())
    assert len(fitted) == len(
        json.loads((src / "_build" / "html" / "claims.json").read_text())["claims"]
    )
    data.write_text(
        data.read_text(encoding="utf-8").replace(
            'interconnect: "25 Gbps between nodes"', "interconnect: 25"
        ),
        encoding="utf-8",
    )
    line = data.read_text(encoding="utf-8").splitlines().index("distserve-rate:") + 1
    for _ in range(2):
        assert build() == [("_data/claims/main.yaml", line, "claims.export")]


@pytest.mark.parametrize(
    ("fields", "arxiv"),
    [
        ({"eprint": "2312.07104", "archiveprefix": "arXiv"}, "2312.07104"),
        ({"eprint": "2312.07104"}, "2312.07104"),
        ({"eprint": "hep-th/9901001", "archiveprefix": "arXiv"}, "hep-th/9901001"),
        ({"eprint": "123", "archiveprefix": "HAL"}, ""),
        ({}, ""),
    ],
)
def test_an_arxiv_id_is_read_from_the_entry_only(fields, arxiv):
    from claims.sources import _arxiv_id

    assert _arxiv_id(fields) == arxiv


def test_the_export_is_made_again_exactly_when_what_it_reads_changed(
    make_app, rootdir, tmp_path, monkeypatch
):
    """A rebuild that changes nothing the export reads leaves it alone without making it;
    a use moved to another line, a missing file or another build date makes it again."""
    from claims import ledger

    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-clean", src)
    made: list[str] = []
    real = ledger.ledger_json
    monkeypatch.setattr(ledger, "ledger_json", lambda app: made.append("made") or real(app))
    out = src / "_build" / "html"

    def build() -> dict:
        app = make_app("html", srcdir=src)
        app.build()
        app.cleanup()
        assert parse(app.warning.getvalue(), src) == []
        return json.loads((out / "claims.json").read_text(encoding="utf-8"))

    def lines(data: dict) -> list[int]:
        uses = (u for c in data["claims"] for u in c["uses"])
        return sorted(u["line"] for u in uses if u["page"] == "index.html")

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1785628800")
    first = build()
    assert made == ["made"] and lines(first)
    assert build() == first and made == ["made"]
    index = src / "index.md"
    text = index.read_text(encoding="utf-8")
    title_end = text.index("\n") + 1
    index.write_text(text[:title_end] + "\nA new paragraph.\n" + text[title_end:], "utf-8")
    moved = build()
    assert len(made) == 2 and lines(moved) == [line + 2 for line in lines(first)]
    (out / "claims.json").unlink()
    assert build() == moved and len(made) == 3
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1785715200")  # a day later
    assert build()["build_date"] == "2026-08-03" and len(made) == 4
