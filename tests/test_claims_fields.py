"""How a measured number was measured (software, workload, parallelism, statistic): required
on every measured claim, checked, shown on cards in both languages, exported; and a paragraph
comparing numbers not measured like for like names what differs."""

from __future__ import annotations

import json
import re

import pytest
from bs4 import BeautifulSoup

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
