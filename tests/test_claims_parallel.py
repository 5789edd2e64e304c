"""Parallel reads merge the claims records exactly like a serial build, and an incremental
rebuild keeps the ledger in step with an edited page (model: sphinxcontrib-bibtex's
test_parallel)."""

from __future__ import annotations

import json
import pickle
import shutil
from pathlib import Path

from bs4 import BeautifulSoup

from claims import fragments
from claims.core.compiled import Store
from claims.core.detector import Detector
from claims.domain import get_domain
from tests.support.forked import pickled_in_a_fork

ROOT = Path(__file__).parent / "roots" / "test-claims-clean"
DOCS = 24


def make_site(path: Path) -> Path:
    shutil.copytree(ROOT, path)
    toctree = "\n".join(f"doc{i}" for i in range(DOCS))
    (path / "index.md").write_text(
        "# Many pages\n\n```{toctree}\nnumbers\nhardware\nchart\nreference\n" + toctree + "\n```\n",
        encoding="utf-8",
    )
    for i in range(DOCS):
        (path / f"doc{i}.md").write_text(
            f"# Page {i}\n\nFlashAttention-2 reaches {{claim}}`230 TFLOPs/s <fa2-peak>`.\n\n"
            f"On {{hw}}`a100-80gb-sxm4`, DistServe serves {{claim}}`1.6–7.4× <distserve-rate>`\n"
            f"more, while {{nac}}`{i}% <page number {i}, not a result>` is exempt.\n\n"
            "The cache takes {claim}`≈5 GB <kv-bytes>`; an H100 reaches {claim}`h100-fp16-peak`.\n",
            encoding="utf-8",
        )
    return path


def records(app) -> dict[str, list]:
    domain = get_domain(app.env)
    key = lambda r: (r["docname"], r["lineno"], json.dumps(r, sort_keys=True))  # noqa: E731
    return {
        name: sorted(domain.data[name], key=key)
        for name in ("uses", "exemptions", "mentions", "findings")
    }


def test_parallel_build_matches_serial_and_rebuilds_incrementally(make_app, tmp_path):
    serial = make_app("html", srcdir=make_site(tmp_path / "serial"), freshenv=True)
    serial.build()
    assert serial.warning.getvalue() == ""
    serial_records = records(serial)
    serial_json = json.loads((serial.outdir / "claims.json").read_text())
    serial.cleanup()
    parallel = make_app("html", srcdir=make_site(tmp_path / "parallel"), freshenv=True, parallel=4)
    parallel.build()
    assert parallel.warning.getvalue() == ""
    assert records(parallel) == serial_records
    assert len(serial_records["uses"]) == DOCS * 4 + 2  # the clean root's chart shows two
    assert json.loads((parallel.outdir / "claims.json").read_text()) == serial_json
    parallel.cleanup()

    # edit two pages: one drops its claims, one adds a use; rebuild in parallel
    src = parallel.srcdir
    (src / "doc3.md").write_text("# Page 3\n\nNo figures any more.\n", encoding="utf-8")
    (src / "doc5.md").write_text(
        (src / "doc5.md").read_text(encoding="utf-8")
        + "\nAgain {claim}`230 TFLOPs/s <fa2-peak>`.\n",
        encoding="utf-8",
    )
    again = make_app("html", srcdir=src, parallel=4)
    again.build()
    assert again.warning.getvalue() == ""
    uses = records(again)["uses"]
    assert not [u for u in uses if u["docname"] == "doc3"]
    assert len([u for u in uses if u["docname"] == "doc5"]) == 5
    assert len(uses) == DOCS * 4 + 2 - 4 + 1
    ledger = (again.outdir / "numbers.html").read_text(encoding="utf-8")
    assert "doc3.html#use-fa2-peak-1" not in ledger
    assert "doc5.html#use-fa2-peak-1" in ledger
    data = json.loads((again.outdir / "claims.json").read_text())
    pages = {u["page"] for c in data["claims"] for u in c["uses"]}
    assert "doc3.html" not in pages and "doc5.html" in pages


def test_changing_a_claim_file_rereads_the_pages_that_use_it(make_app, tmp_path):
    site = make_site(tmp_path / "site")
    app = make_app("html", srcdir=site, freshenv=True)
    app.build()
    app.cleanup()
    claims = site / "_data" / "claims" / "main.yaml"
    claims.write_text(
        claims.read_text(encoding="utf-8").replace("value: 230", "value: 231"), encoding="utf-8"
    )
    again = make_app("html", srcdir=site)
    again.build()
    # every page that shows fa2-peak is read again and now disagrees with the data
    mismatches = again.warning.getvalue().count("[claims.value-mismatch]")
    assert mismatches == DOCS  # one use of fa2-peak per page


def test_generated_pages_are_rewritten_only_when_what_they_show_changes(make_app, tmp_path):
    """An edit that touches no claim's use (prose) leaves the Numbers and Hardware pages as
    they are; a new title of a page that uses a claim and mentions hardware rewrites both; a
    new use rewrites the Numbers page only, a new mention the Hardware page only."""
    src = make_site(tmp_path / "site")
    generated = ("numbers.html", "hardware.html")

    def build() -> Path:
        app = make_app("html", srcdir=src)
        app.build()
        assert "[claims." not in app.warning.getvalue()
        app.cleanup()
        return Path(app.outdir)

    def mark(out: Path) -> None:
        for name in generated:  # a page written again loses the mark
            with open(out / name, "a", encoding="utf-8") as page:
                page.write("<!-- kept -->")

    def kept(out: Path) -> list[bool]:
        return [(out / n).read_text(encoding="utf-8").endswith("<!-- kept -->") for n in generated]

    out = build()
    mark(out)
    page = src / "doc5.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nOne more sentence.\n", encoding="utf-8")
    assert kept(build()) == [True, True]
    assert "One more sentence." in (out / "doc5.html").read_text(encoding="utf-8")

    page.write_text(page.read_text(encoding="utf-8").replace("# Page 5", "# Fifth page"), "utf-8")
    assert kept(build()) == [False, False]
    assert "Fifth page" in (out / "numbers.html").read_text(encoding="utf-8")

    mark(out)
    page.write_text(
        page.read_text(encoding="utf-8") + "\nAgain {claim}`230 TFLOPs/s <fa2-peak>`.\n", "utf-8"
    )
    assert kept(build()) == [False, True]
    assert "doc5.html#use-fa2-peak-1" in (out / "numbers.html").read_text(encoding="utf-8")

    mark(out)
    page.write_text(page.read_text(encoding="utf-8") + "\nAlso {hw}`h100-80gb-sxm5`.\n", "utf-8")
    assert kept(build()) == [True, False]
    hardware = BeautifulSoup((out / "hardware.html").read_text(encoding="utf-8"), "html.parser")
    h100 = hardware.select_one("section#hw-h100-80gb-sxm5-measured")
    assert [a["href"] for a in h100.select('a[href$=".html"]')] == ["doc5.html"]


def test_a_changed_source_entry_reaches_the_generated_pages(make_app, tmp_path):
    """The Numbers page shows each source's title from the bibliography: editing the entry
    (not the claims) rewrites it with the new title on the next build."""
    src = make_site(tmp_path / "site")
    first = make_app("html", srcdir=src)
    first.build()
    first.cleanup()
    bib = src / "refs.bib"
    old = "DistServe: Disaggregating Prefill and Decoding"
    bib.write_text(bib.read_text(encoding="utf-8").replace(old, old + " (revised)"), "utf-8")
    again = make_app("html", srcdir=src)
    again.build()
    numbers = (Path(again.outdir) / "numbers.html").read_text(encoding="utf-8")
    assert old + " (revised)" in numbers


def test_the_numbers_page_writes_again_only_the_tables_whose_uses_changed(make_app, tmp_path):
    """Each source's table is kept as HTML beside the doctrees: a new use writes that
    source's table again and takes the others as kept; the page is then the page a clean
    build of the same sources writes, and the search index still reads every table."""
    src = make_site(tmp_path / "site")
    first = make_app("html", srcdir=src)
    first.build()
    tables = fragments.of(first).written
    assert tables == len(BeautifulSoup(numbers_of(first), "html.parser").select("#by-source table"))
    first.cleanup()

    page = src / "doc5.md"
    page.write_text(
        page.read_text(encoding="utf-8") + "\nAgain {claim}`230 TFLOPs/s <fa2-peak>`.\n", "utf-8"
    )
    again = make_app("html", srcdir=src)
    again.build()
    assert fragments.of(again).written == 1  # fa2-peak's source
    again.cleanup()

    copy = shutil.copytree(src, tmp_path / "clean", ignore=shutil.ignore_patterns("_build"))
    clean = make_app("html", srcdir=copy, freshenv=True)
    clean.build()
    assert fragments.of(clean).written == tables
    assert numbers_of(again) == numbers_of(clean)
    assert "doc5.html#use-fa2-peak-1" in numbers_of(again)
    index = (Path(again.outdir) / "searchindex.js").read_text(encoding="utf-8")
    assert index == (Path(clean.outdir) / "searchindex.js").read_text(encoding="utf-8")


def test_a_bibliography_field_only_the_citations_show_reaches_the_numbers_page(make_app, tmp_path):
    """A claim's ready BibTeX gives every field of its source's entry: a field no card shows
    (pages) still writes the Numbers page and its source's table again."""
    src = make_site(tmp_path / "site")
    first = make_app("html", srcdir=src)
    first.build()
    first.cleanup()
    bib = src / "refs.bib"
    bib.write_text(
        bib.read_text(encoding="utf-8").replace(
            "year = {2024},", "year = {2024}, pages = {7--19},", 1
        ),
        encoding="utf-8",
    )
    again = make_app("html", srcdir=src)
    again.build()
    assert fragments.of(again).written == 1
    row = BeautifulSoup(numbers_of(again), "html.parser").find(id="claim-fa2-peak")
    assert "7--19" in row.select_one("details.claim-cite").get_text()


def test_kept_tables_are_written_again_when_the_code_changes_or_the_file_is_unreadable(
    make_app, tmp_path, monkeypatch
):
    src = make_site(tmp_path / "site")
    first = make_app("html", srcdir=src)
    first.build()
    tables, expected = fragments.of(first).written, numbers_of(first)
    first.cleanup()
    # another version of the extensions may write a table differently
    monkeypatch.setattr(fragments, "_code_digest", lambda: "another version")
    again = make_app("html", srcdir=src, freshenv=True)
    again.build()
    assert fragments.of(again).written == tables
    again.cleanup()
    # a damaged file is not an error: every table is written again
    (Path(again.doctreedir) / fragments.FRAGMENTS_FILE).write_text("{not json", encoding="utf-8")
    damaged = make_app("html", srcdir=src, freshenv=True)
    damaged.build()
    assert fragments.of(damaged).written == tables
    assert numbers_of(damaged) == expected


def numbers_of(app) -> str:
    return (Path(app.outdir) / "numbers.html").read_text(encoding="utf-8")


def test_a_read_process_sends_back_only_what_the_merge_takes(make_app, tmp_path):
    app = make_app("html", srcdir=make_site(tmp_path / "site"), freshenv=True, parallel=2)
    app.build()
    domain = get_domain(app.env)
    # the main process keeps (and pickles for the next build) the loaded data files
    assert domain.registry is not None and "loaded_registry" in domain.data
    assert pickle.loads(pickle.dumps(domain.data)).keys() == domain.data.keys()
    sent = pickled_in_a_fork(domain.data)
    assert set(sent) == {
        "uses",
        "exemptions",
        "mentions",
        "findings",
        "read_warnings",
        "generated",
        "compiled",
        "readings",
    }
    assert sent["uses"] == domain.data["uses"]
    # and the patterns the process compiled, and the texts its detector read, in the shapes
    # the main process takes them in
    assert Store().load(sent["compiled"])
    # (one per detector this process compiled: earlier tests' configurations have their own)
    detector = Detector(app.config.claims_extra_units, app.config.claims_ignore_patterns)
    (readings,) = [r for r in sent["readings"] if r["identity"] == detector.identity]
    assert readings["found"] and detector.recall(readings)
    app.cleanup()
