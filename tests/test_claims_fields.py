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
fact-daily:
  kind: fact
  value: 980
  unit: tokens/day
  quantity: tokens served
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
fact-hourly:
  kind: fact
  value: 980
  unit: requests per hour
  quantity: requests served
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
fact-pct:
  kind: fact
  value: 30
  unit: pct
  quantity: higher goodput
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
fact-pp:
  kind: fact
  value: 3
  unit: pp
  quantity: accuracy gained
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
fact-requests:
  kind: fact
  value: 64
  unit: requests
  quantity: default batch size
  source: zhong2024distserve
  locator: "§1"
  as_of: 2026-08-09
"""
UNITS_PAGE = """
Units: {claim}`7.4× <spaced-ratio>`, {claim}`7.4× <nbsp-ratio>`, {claim}`wide-ratio`,
{claim}`worded-ratio`, {claim}`fact-rate`, {claim}`fact-latency`, {claim}`fact-share`,
{claim}`fact-version`, {claim}`fact-count`, {claim}`fact-daily`, {claim}`fact-hourly`,
{claim}`fact-pct`, {claim}`fact-pp`, {claim}`fact-requests`.
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
        # a count per any span of time is a rate, "pct" and "pp" a share; a count is none
        (CLAIMS, key("fact-daily", "kind"), "claims.malformed"),
        (CLAIMS, key("fact-hourly", "kind"), "claims.malformed"),
        (CLAIMS, key("fact-pct", "kind"), "claims.malformed"),
        (CLAIMS, key("fact-pp", "kind"), "claims.malformed"),
    ]
    assert "unit ' ×', a ratio spelled another way; write it '×'" in text
    assert "unit 'x faster', a ratio spelled another way" in text
    assert "fact 'fact-rate' states a performance figure (tokens/s, a throughput)" in text
    assert "fact 'fact-share' states a performance figure (%, a percentage)" in text
    assert "claim 'fact-latency' has unit ' ms'; write it 'ms'" in text
    assert "fact 'fact-daily' states a performance figure (tokens/day, a throughput)" in text
    assert "fact 'fact-pct' states a performance figure (pct, a percentage)" in text
    assert "fact 'fact-pp' states a performance figure (pp, a percentage)" in text


#: a time in microseconds: the data in the site's spelling (the micro sign, U+00B5) and in
#: the Greek mu (U+03BC) that NFKC makes of it
MICRO = """\
micro-latency:
  kind: measured
  value: 5
  unit: "\u00b5s"
  quantity: kernel launch latency
  source: zhong2024distserve
  locator: "§1"
  hardware: not-stated
  software: not-stated
  workload: not-stated
  parallelism: not-stated
  statistic: not-stated
greek-latency:
  kind: measured
  value: 7
  unit: "\u03bcs"
  quantity: kernel launch latency
  source: zhong2024distserve
  locator: "§1"
  hardware: not-stated
  software: not-stated
  workload: not-stated
  parallelism: not-stated
  statistic: not-stated
"""
MICRO_PAGE = """
Launch: {claim}`5 \u00b5s <micro-latency>`, typed {claim}`5 \u03bcs <micro-latency>`,
{claim}`micro-latency`, {claim}`greek-latency`.
"""


def test_micro_is_the_micro_sign_in_data_and_either_spelling_on_a_page(make_app, rootdir, tmp_path):
    src, found, text = build_variant(make_app, rootdir, tmp_path, claims=MICRO, page=MICRO_PAGE)
    unit = line_of(src, CLAIMS, "greek-latency:") + 3
    # the data keeps one spelling, the micro sign; the pages accept either (shown as µs)
    assert found == [(CLAIMS, unit, "claims.malformed")], text
    assert (
        "claim 'greek-latency' has unit '\u03bcs'; write it '\u00b5s', \"micro\" as the micro "
        "sign (U+00B5)"
    ) in text
    page = BeautifulSoup((src / "_build" / "html" / "index.html").read_text(), "html.parser")
    shown = [a.get_text() for a in page.select('[data-claim="micro-latency"] a.claim-value')]
    # (the default display is values.format_value's: no space before a non-ASCII unit)
    assert shown == ["5 \u00b5s", "5 \u00b5s", "5\u00b5s"]


def test_a_micro_unit_rendering_is_read_with_the_micro_sign():
    from claims.core.claim_units import normal
    from claims.core.fidelity import compare
    from claims.core.unit_scales import normal_keys
    from claims.core.values import same_unit

    # conf.py declares "µs" → "微秒" (either spelling of the key): a µs claim shows as 微秒
    assert normal("\u03bcs") == normal("\u00b5s") == "\u00b5s"
    for key in ("\u00b5s", "\u03bcs"):
        units = normal_keys({key: "微秒"})
        assert same_unit("5 \u00b5s", "5 微秒", units)
        # a msgid typed with either spelling may be translated with the rendering
        for typed in ("\u00b5s", "\u03bcs"):
            msgid = f"Launch takes {{claim}}`5 {typed} <micro-latency>`."
            assert compare(msgid, "启动需要 {claim}`5 微秒 <micro-latency>`。", units=units) == []
            assert compare(msgid, msgid, units=units) == []


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
