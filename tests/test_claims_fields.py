"""How a measured number was measured (software, workload, parallelism, statistic): required
on every measured claim, checked, shown on cards in both languages, exported; and a paragraph
comparing numbers not measured like for like names what differs."""

from __future__ import annotations

import json
import re

import pytest
from bs4 import BeautifulSoup

from tests.support.clean_variant import CLAIMS, HARDWARE, build_variant, line_of
from tests.support.sphinx_warnings import parse

DATA = "_data/claims/main.yaml"


@pytest.mark.sphinx("html", testroot="claims-fields", freshenv=True)
def test_measurement_fields_are_required_checked_and_kept_to_measured_claims(app):
    app.build()
    assert parse(app.warning.getvalue(), app.srcdir) == [
        (DATA, 1, "claims.missing-field"),  # none of the four
        (DATA, 9, "claims.missing-field"),  # parallelism and statistic
        (DATA, 30, "claims.malformed"),  # statistic: average
        (DATA, 39, "claims.malformed"),  # workload on a spec claim
        (DATA, 40, "claims.malformed"),  # statistic on a spec claim
    ]
    warnings = app.warning.getvalue()
    # one message lists every key that is missing, not only the first
    assert (
        "measured claim 'none-given' needs 'software', 'workload', 'parallelism', 'statistic'"
        in warnings
    )
    assert "measured claim 'two-given' needs 'parallelism', 'statistic':" in warnings
    assert "statistic 'average'; use one of mean, median, p90" in warnings
    assert app.statuscode == 1


@pytest.mark.sphinx("html", testroot="claims-compare", freshenv=True)
def test_the_card_shows_each_field_and_what_the_source_does_not_state(app):
    app.build()
    assert parse(app.warning.getvalue(), app.srcdir) == []
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")

    def rows(claim_id: str) -> dict[str, str]:
        card = soup.select_one(f'[data-claim="{claim_id}"] .claim-card')
        return {
            row.select_one(".claim-card-label").get_text(): row.select_one(
                ".claim-card-value"
            ).get_text()
            for row in card.select(".claim-card-row")
        }

    base = rows("base")
    assert (base["Software"], base["Workload"], base["Parallelism"], base["Statistic"]) == (
        "vLLM v0.6.0",
        "ShareGPT, 1,000 prompts",
        "TP=1",
        "mean",
    )
    # not-stated keeps its row, in words
    assert rows("unknown")["Statistic"] == "not stated by the source"
    assert rows("p99")["Statistic"] == "P99"


@pytest.mark.sphinx(
    "html", testroot="claims-compare", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_statistic_and_not_stated_are_translated(app):
    app.build()
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")
    base = soup.select_one('[data-claim="base"] .claim-card').get_text(" ")
    assert "统计量" in base and "均值" in base and "软件" in base
    assert "来源未说明" in soup.select_one('[data-claim="unknown"] .claim-card').get_text(" ")
    badge = soup.select_one('[data-claim="fp8"] .claim-differs')
    assert badge.get_text() == "精度不同"


def _paragraphs(app) -> list[dict[str, list[str]]]:
    """Per paragraph of the page: claim id -> the badge text next to it ([] for none)."""
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")
    found = []
    for paragraph in soup.select("section p"):
        claims = paragraph.select("[data-claim]")
        if claims:
            found.append(
                {
                    c["data-claim"]: [b.get_text() for b in c.select(".claim-differs")]
                    for c in claims
                }
            )
    return found


@pytest.mark.sphinx("html", testroot="claims-compare", freshenv=True, verbosity=1)
def test_a_comparison_names_the_field_that_differs(app):
    app.build()
    assert _paragraphs(app) == [
        {"base": ["differs: Precision"], "fp8": ["differs: Precision"]},
        {"base": ["differs: Statistic"], "p99": ["differs: Statistic"]},
        {"base": ["differs: Workload"], "long": ["differs: Workload"]},
        # measured like for like: no badge
        {"base": [], "twin": []},
        # software is what such a sentence compares: not badged
        {"base": [], "sglang": []},
        # "not-stated" against a value: cannot tell, so no badge (the card says it)
        {"base": [], "unknown": []},
    ]
    status = re.sub(r"\x1b\[[0-9;]*m", "", app.status.getvalue())
    notes = [line for line in status.splitlines() if ": note: paragraph compares" in line]
    assert [line.split(": note:")[0].rsplit("/", 1)[1] for line in notes] == [
        "index.md:3",
        "index.md:5",
        "index.md:7",
    ]
    assert "compares tokens/s figures measured with another precision (FP16 vs FP8)" in notes[0]
    assert "with another statistic (mean vs p99)" in notes[1]
    assert "with another workload (ShareGPT, 1,000 prompts vs input 4096, output 256)" in notes[2]
    # the same hardware throughout: no hardware badge
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")
    assert soup.select(".claim--cross-hardware") == []
    assert "claims: 3 paragraph(s) compare figures" in status


@pytest.mark.sphinx("html", testroot="claims-compare", freshenv=True)
def test_the_export_carries_the_fields(app):
    app.build()
    data = json.loads((app.outdir / "claims.json").read_text(encoding="utf-8"))
    claims = {c["id"]: c for c in data["claims"]}
    assert {k: claims["p99"][k] for k in ("software", "workload", "parallelism", "statistic")} == {
        "software": "vLLM v0.6.0",
        "workload": "ShareGPT, 1,000 prompts",
        "parallelism": "TP=1",
        "statistic": "p99",
    }
    assert claims["unknown"]["statistic"] == "not-stated"


@pytest.mark.sphinx("html", testroot="claims-clean", freshenv=True)
def test_profile_keys_are_shown_and_exported_where_given(app):
    app.build()
    hardware = BeautifulSoup((app.outdir / "hardware.html").read_text(), "html.parser")

    def facts(pid: str) -> dict[str, str]:
        facts = hardware.find(id=f"hw-{pid}").find("dl")  # the profile's own list
        return {
            dt.get_text(strip=True): dt.find_next_sibling("dd").get_text(strip=True)
            for dt in facts.find_all("dt", recursive=False)
        }

    a100 = facts("a100-80gb-sxm4")
    assert (a100["Memory type"], a100["Interconnect"], a100["Form factor"]) == (
        "HBM2e",
        "NVLink 3",
        "SXM4",
    )
    # a profile whose source does not state them shows no such rows
    assert not {"Memory type", "Interconnect", "Form factor"} & set(facts("h100-80gb-sxm5"))
    data = json.loads((app.outdir / "claims.json").read_text(encoding="utf-8"))
    assert data["hardware"]["a100-80gb-sxm4"]["form_factor"] == "SXM4"
    assert data["hardware"]["h100-80gb-sxm5"]["memory_type"] is None
    # a claim that is not measured exports the four keys as null
    spec = next(c for c in data["claims"] if c["id"] == "h100-fp16-peak")
    assert [spec[k] for k in ("software", "workload", "parallelism", "statistic")] == [None] * 4


#: units that dodge the ratio rule, and facts that state a performance figure
UNITS = """\
spaced-ratio:
  kind: measured
  value: 7.4
  unit: " ×"
  quantity: speedup
  baseline: vLLM
  source: zhong2024distserve
  locator: "§1"
  hardware: not-stated
  software: not-stated
  workload: not-stated
  parallelism: not-stated
  statistic: not-stated
nbsp-ratio:
  kind: measured
  value: 7.4
  unit: "×\\u00a0"
  quantity: speedup
  baseline: vLLM
  source: zhong2024distserve
  locator: "§1"
  hardware: not-stated
  software: not-stated
  workload: not-stated
  parallelism: not-stated
  statistic: not-stated
wide-ratio:
  kind: measured
  value: 7.4
  unit: "ｘ"
  quantity: speedup
  baseline: vLLM
  source: zhong2024distserve
  locator: "§1"
  hardware: not-stated
  software: not-stated
  workload: not-stated
  parallelism: not-stated
  statistic: not-stated
worded-ratio:
  kind: measured
  value: 7.4
  unit: "x faster"
  quantity: speedup
  baseline: vLLM
  source: zhong2024distserve
  locator: "§1"
  hardware: not-stated
  software: not-stated
  workload: not-stated
  parallelism: not-stated
  statistic: not-stated
fact-rate:
  kind: fact
  value: 5000
  unit: tokens/s
  quantity: decode throughput
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
fact-latency:
  kind: fact
  value: 20
  unit: " ms"
  quantity: time to first token
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
fact-share:
  kind: fact
  value: 30
  unit: "%"
  quantity: higher goodput
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
fact-version:
  kind: fact
  value: 2.0
  unit: ""
  quantity: licence version
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
fact-count:
  kind: fact
  value: 16
  unit: tokens
  quantity: default block size
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
"""
UNITS_PAGE = """
Units: {claim}`7.4× <spaced-ratio>`, {claim}`7.4× <nbsp-ratio>`, {claim}`wide-ratio`,
{claim}`worded-ratio`, {claim}`fact-rate`, {claim}`fact-latency`, {claim}`fact-share`,
{claim}`fact-version`, {claim}`fact-count`.
"""


def test_units_are_read_in_their_normal_form_and_a_fact_is_no_performance_figure(
    make_app, rootdir, tmp_path
):
    src, found, text = build_variant(make_app, rootdir, tmp_path, claims=UNITS, page=UNITS_PAGE)

    def key(cid: str, field: str) -> int:
        start = line_of(src, CLAIMS, f"{cid}:")
        rows = (src / CLAIMS).read_text(encoding="utf-8").splitlines()
        return next(i for i in range(start, len(rows) + 1) if rows[i - 1].startswith(f"  {field}:"))

    data = [w for w in found if w[0] == CLAIMS]
    assert data == [
        (CLAIMS, key("spaced-ratio", "unit"), "claims.malformed"),
        (CLAIMS, key("nbsp-ratio", "unit"), "claims.malformed"),
        (CLAIMS, key("wide-ratio", "unit"), "claims.malformed"),
        (CLAIMS, key("worded-ratio", "unit"), "claims.malformed"),
        (CLAIMS, key("fact-rate", "kind"), "claims.malformed"),
        # a unit written wrong is reported alone (a latency, once written "ms")
        (CLAIMS, key("fact-latency", "unit"), "claims.malformed"),
        (CLAIMS, key("fact-share", "kind"), "claims.malformed"),
    ]
    assert "unit ' ×', a ratio spelled another way; write it '×'" in text
    assert "unit 'x faster', a ratio spelled another way" in text
    assert "fact 'fact-rate' states a performance figure (tokens/s, a throughput)" in text
    assert "fact 'fact-share' states a performance figure (%, a percentage)" in text
    assert "claim 'fact-latency' has unit ' ms'; write it 'ms'" in text


#: a profile's keys the Hardware page shows, written to carry a figure
PROFILES = """\
a100-40gb:
  vendor: NVIDIA (2x faster than V100)
  name: A100 40GB
  architecture: Ampere
  compute_capability: "8.0 (312 TFLOPS FP16)"
  memory: 40 GB HBM2 at 1.6 TB/s
a10g:
  vendor: NVIDIA
  name: A10G
  architecture: Ampere
  compute_capability: "8.6"
  memory: 24 GB GDDR6
"""


def test_profile_vendor_capability_and_memory_carry_no_figure(make_app, rootdir, tmp_path):
    src, found, text = build_variant(make_app, rootdir, tmp_path, hardware=PROFILES)
    profile = line_of(src, HARDWARE, "a100-40gb:")
    assert found == [
        (HARDWARE, profile, "claims.uncited"),  # vendor
        (HARDWARE, profile + 4, "claims.malformed"),  # compute_capability
        (HARDWARE, profile + 5, "claims.malformed"),  # memory
    ]
    assert "compute_capability '8.0 (312 TFLOPS FP16)'; write the version alone" in text
    assert "memory '40 GB HBM2 at 1.6 TB/s'; write the size" in text
    assert "its vendor shows the performance figure '2x'" in text


def test_a_profile_lists_only_its_own_specs(make_app, rootdir, tmp_path):
    other = (
        "h100-pcie:\n  vendor: NVIDIA\n  name: H100 PCIe\n  architecture: Hopper\n"
        '  compute_capability: "9.0"\n  specs: [h100-fp16-peak]\n'
    )
    src, found, text = build_variant(make_app, rootdir, tmp_path, hardware=other)
    assert found == [(HARDWARE, line_of(src, HARDWARE, "h100-pcie:"), "claims.malformed")]
    assert (
        "hardware profile 'h100-pcie' lists spec 'h100-fp16-peak', which describes "
        "h100-80gb-sxm5" in text
    )
