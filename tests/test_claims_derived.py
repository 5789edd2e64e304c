"""Derived claims are recomputed by every build: each failure is one located
``claims.derivation`` warning (or the existing subtype for an unknown input, a missing or
misplaced ``compute``), and the card shows the prose formula and the recomputed value."""

from __future__ import annotations

import shutil

import pytest
from bs4 import BeautifulSoup

from tests.support.clean_variant import CLAIMS, build_variant, line_of
from tests.support.sphinx_warnings import parse

DATA = "_data/claims/main.yaml"


@pytest.mark.sphinx("html", testroot="claims-derived", freshenv=True)
def test_every_derivation_problem_is_one_located_warning(app):
    app.build()
    assert parse(app.warning.getvalue(), app.srcdir) == [
        (DATA, 59, "claims.derivation"),  # stale: declares 25, computes 20
        (DATA, 66, "claims.derivation"),  # too-precise: 3.4 for 10/3
        (DATA, 72, "claims.derivation"),  # cycle-a → cycle-b → cycle-a, once
        (DATA, 86, "claims.unknown-claim"),  # unknown-input: not evaluated again
        (DATA, 98, "claims.derivation"),  # unlisted: {doubled} not in inputs
        (DATA, 105, "claims.derivation"),  # syntax error
        (DATA, 111, "claims.derivation"),  # division by zero
        (DATA, 118, "claims.derivation"),  # a bare name
        (DATA, 125, "claims.derivation"),  # a range in arithmetic
        (DATA, 127, "claims.missing-field"),  # derived without compute
        (DATA, 140, "claims.malformed"),  # compute on a measured claim
    ]
    warnings = app.warning.getvalue()
    assert "cycle-a → cycle-b → cycle-a" in warnings
    assert "declares 25, but its compute gives 20" in warnings
    assert "division by zero in '{base} / (2 - 2)'" in warnings
    assert app.statuscode == 1


@pytest.mark.sphinx("html", testroot="claims-derived", freshenv=True)
def test_the_card_shows_the_prose_formula_and_the_recomputed_value(app):
    app.build()
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")
    card = soup.select_one('[data-claim="chained"] .claim-card').get_text(" ")
    assert "thirds × 300" in card
    assert "Recomputed by the build 2,000 GB" in " ".join(card.split())
    halves = soup.select_one('[data-claim="halves"] .claim-card').get_text(" ")
    assert "5–10 GB" in halves
    thirds = app.env.domains["claims"].registry.claims["thirds"]
    assert str(thirds.computed) == "20/3"
    # a claim that failed shows no recomputed value
    assert "Recomputed" not in soup.select_one('[data-claim="zero"] .claim-card').get_text()


def test_changing_an_input_fails_the_build_at_each_derived_claim_that_used_it(
    make_app, rootdir, tmp_path
):
    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-clean", src)
    data = src / "_data" / "claims" / "main.yaml"
    text = data.read_text(encoding="utf-8")
    data.write_text(
        text
        + (
            "kv-bytes-twice:\n  kind: derived\n  value: 10.49\n  unit: GB\n"
            '  formula: "2 × kv-bytes"\n  compute: "2 * {kv-bytes}"\n  inputs: [kv-bytes]\n'
        ),
        encoding="utf-8",
    )
    (src / "index.md").write_text(
        (src / "index.md").read_text(encoding="utf-8") + "\nTwice: {claim}`kv-bytes-twice`.\n",
        encoding="utf-8",
    )
    app = make_app("html", srcdir=src, freshenv=True)
    app.build()
    assert parse(app.warning.getvalue(), src) == []
    app.cleanup()
    # 10,000 tokens become 12,000 in the formula of kv-bytes, its value is left at 5.24
    data.write_text(
        data.read_text(encoding="utf-8").replace(
            "2 * 32 * 32 * 128 * 2 * 10000", "2 * 32 * 32 * 128 * 2 * 12000"
        ),
        encoding="utf-8",
    )
    line = next(i for i, row in enumerate(data.read_text().splitlines(), 1) if row == "kv-bytes:")
    again = make_app("html", srcdir=src)
    again.build()
    assert parse(again.warning.getvalue(), src) == [
        ("_data/claims/main.yaml", line, "claims.derivation"),
        ("_data/claims/main.yaml", line + 7, "claims.derivation"),  # kv-bytes-twice
    ]


#: derived claims computed from numbers alone: a ratio or a rate needs the source of its
#: quantities; a size, a plain number or a count does not
LITERAL_ONLY = """\
literal-ratio:
  kind: derived
  value: 7.4
  unit: "×"
  quantity: speedup
  baseline: vLLM
  formula: "74 / 10"
  compute: "74 / 10"
literal-rate:
  kind: derived
  value: 2000
  unit: tokens/s
  quantity: decode throughput
  formula: "1000 / 0.5"
  compute: "1000 / 0.5"
literal-ratio-no-locator:
  kind: derived
  value: 3.56
  unit: "×"
  quantity: tokens per byte
  baseline: BF16
  formula: "16 / 4.5"
  compute: "16 / (4 + 8 / 16)"
  source: zhong2024distserve
literal-ratio-sourced:
  kind: derived
  value: 3.56
  unit: "×"
  quantity: tokens per byte
  baseline: BF16
  formula: "16 / 4.5"
  compute: "16 / (4 + 8 / 16)"
  source: zhong2024distserve
  locator: "§1"
literal-plain:
  kind: derived
  value: 448
  unit: ""
  quantity: largest finite value
  formula: "1.75 × 2^8 = 448"
  compute: "1.75 * 2**8"
literal-count:
  kind: derived
  value: 4096
  unit: tokens
  quantity: tokens in 16 blocks
  formula: "16 × 256"
  compute: "16 * 256"
from-input-ratio:
  kind: derived
  value: 2
  unit: "×"
  quantity: twice the cache
  baseline: one cache of 2.62 GB
  formula: "kv-bytes / 2.62 GB"
  compute: "{kv-bytes} / 2.62"
  inputs: [kv-bytes]
cancelled-ratio:
  kind: derived
  value: 7.4
  unit: "×"
  quantity: speedup
  baseline: vLLM at 7.4
  formula: "kv-bytes × 7.4 / kv-bytes"
  compute: "{kv-bytes} * 7.4 / {kv-bytes}"
  inputs: [kv-bytes]
offset-ratio:
  kind: derived
  value: 10.64
  unit: "×"
  quantity: speedup
  baseline: vLLM
  formula: "7.4 + kv-bytes − 2"
  compute: "7.4 + {kv-bytes} - 2"
  inputs: [kv-bytes]
literal-size:
  kind: derived
  value: 74
  unit: GB
  quantity: a cache
  formula: "74 × 1"
  compute: "74 * 1"
laundered-ratio:
  kind: derived
  value: 7.4
  unit: "×"
  quantity: speedup
  baseline: vLLM
  formula: "literal-size / 10"
  compute: "{literal-size} / 10"
  inputs: [literal-size]
negligible-input-ratio:
  kind: derived
  value: 9.9
  unit: "×"
  quantity: speedup
  baseline: vLLM, 9.9 before
  formula: "9.9 + kv-bytes / 10^9"
  compute: "9.9 + {kv-bytes} / 10**9"
  inputs: [kv-bytes]
"""
LITERAL_PAGE = """
Literal: {claim}`literal-ratio`, {claim}`literal-rate`, {claim}`literal-ratio-no-locator`,
{claim}`literal-ratio-sourced`, {claim}`literal-plain`, {claim}`literal-count`,
{claim}`from-input-ratio`, {claim}`cancelled-ratio`, {claim}`negligible-input-ratio`,
{claim}`offset-ratio`, {claim}`literal-size`, {claim}`laundered-ratio`.
"""


def test_a_ratio_or_rate_from_numbers_alone_names_where_its_quantities_come_from(
    make_app, rootdir, tmp_path
):
    src, found, text = build_variant(
        make_app, rootdir, tmp_path, claims=LITERAL_ONLY, page=LITERAL_PAGE
    )
    assert found == [
        (CLAIMS, line_of(src, CLAIMS, "literal-ratio:"), "claims.missing-field"),
        (CLAIMS, line_of(src, CLAIMS, "literal-rate:"), "claims.missing-field"),
        (CLAIMS, line_of(src, CLAIMS, "literal-ratio-no-locator:"), "claims.missing-field"),
        # an input that cancels out is no input
        (CLAIMS, line_of(src, CLAIMS, "cancelled-ratio:"), "claims.missing-field"),
        # a number written in the formula that no input and no stated condition gives
        (CLAIMS, line_of(src, CLAIMS, "offset-ratio:"), "claims.missing-field"),
        # an input that rests on nothing a reader can check: a size of unstated numbers
        (CLAIMS, line_of(src, CLAIMS, "laundered-ratio:"), "claims.missing-field"),
        # an input that moves the result only past the digits the value shows is no input
        (CLAIMS, line_of(src, CLAIMS, "negligible-input-ratio:"), "claims.missing-field"),
    ]
    assert "computes its × value from numbers alone ('74 / 10')" in text
    assert "computes its tokens/s value from numbers alone ('1000 / 0.5')" in text
    assert "derived claim 'literal-ratio-no-locator' needs 'locator'" in text
    assert "('{kv-bytes} * 7.4 / {kv-bytes}'): its inputs do not change the value it shows" in text
    assert "('9.9 + {kv-bytes} / 10**9'): its inputs do not change the value it shows" in text
    assert "computes its × value with 7.4 ('7.4 + {kv-bytes} - 2')" in text


#: a formula's words that contradict what its compute gives
FORMULA_WORDS = """\
words-contradict:
  kind: derived
  value: 16.777
  unit: GB
  quantity: KV cache at 128k tokens
  formula: "128,000 tokens × 131,072 bytes = 21,000,000,000 bytes (21 GB)"
  compute: "128000 * 131072 / 10**9"
words-aside:
  kind: derived
  value: 16.777
  unit: GB
  quantity: KV cache at 128k tokens
  formula: "128,000 tokens × 131,072 bytes = 16,777,216,000 bytes (about 21 GB)"
  compute: "128000 * 131072 / 10**9"
words-agree:
  kind: derived
  value: 16.777
  unit: GB
  quantity: KV cache at 128k tokens
  formula: "128,000 tokens × 131,072 bytes = 16,777,216,000 bytes = 16.8 GB ≈ 15.6 GiB"
  compute: "128000 * 131072 / 10**9"
words-rate:
  kind: derived
  value: 215
  unit: Gbps
  quantity: link rate
  formula: "2,684,354,560 bytes × 10 per second × 8 bits per byte = 214.7 × 10^9 bit/s"
  compute: "2.68435456 * 10 * 8"
  source: zhong2024distserve
  locator: "§1"
words-rate-wrong:
  kind: derived
  value: 215
  unit: Gbps
  quantity: link rate
  formula: "2,684,354,560 bytes × 10 per second × 8 bits per byte = 26.8 GB/s = 300 Gbit/s"
  compute: "2.68435456 * 10 * 8"
  source: zhong2024distserve
  locator: "§1"
words-steps:
  kind: derived
  value: 3
  unit: ""
  quantity: requests that fit
  formula: "floor(64 GB / 16.777 GB) = floor(3.81) = 3 (1 byte per element)"
  compute: "floor(64 / 16.777)"
words-expression:
  kind: derived
  value: 3.56
  unit: "×"
  quantity: tokens per byte
  baseline: BF16
  formula: "16 bits / (4 bits + (16 + 16) bits / 64) = 16 / 4.5"
  compute: "16 / {words-bits}"
  inputs: [words-bits]
words-bits:
  kind: derived
  value: 4.5
  unit: bits
  quantity: bits per element of int4 with a 32-bit scale per 64 elements
  formula: "4 + 32 / 64 = 4.5 bits"
  compute: "4 + 32 / 64"
words-range:
  kind: derived
  value: [156, 208]
  unit: ""
  quantity: ridge point
  formula: "312 TFLOPs/s / 2.0 TB/s = 156; 312 TFLOPs/s / 1.5 TB/s = 208"
  compute: "[312 / 2, 312 / 1.5]"
words-range-wrong:
  kind: derived
  value: [156, 208]
  unit: ""
  quantity: ridge point
  formula: "312 TFLOPs/s / 2.0 TB/s = 156; 312 TFLOPs/s / 1.5 TB/s = 280"
  compute: "[312 / 2, 312 / 1.5]"
words-two-steps:
  kind: derived
  value: 16.8
  unit: GB
  quantity: KV cache at 128k tokens
  formula: "2 (K and V) × 32 layers × 8 KV heads × 128 dims × 2 bytes = 131,072 bytes; \\
    131,072 bytes × 128,000 tokens = 16.8 GB"
  compute: "2 * 32 * 8 * 128 * 2 * 128000 / 10**9"
words-two-steps-wrong:
  kind: derived
  value: 16.8
  unit: GB
  quantity: KV cache at 128k tokens
  formula: "2 × 32 × 8 × 128 × 2 bytes = 131,072 bytes; 131,072 bytes × 128,000 tokens = 99 GB"
  compute: "2 * 32 * 8 * 128 * 2 * 128000 / 10**9"
words-which-is:
  kind: derived
  value: 16.8
  unit: GB
  quantity: KV cache at 128k tokens
  formula: "2 × 32 × 8 × 128 × 2 bytes × 128,000 tokens, which is 16.8 GB"
  compute: "2 * 32 * 8 * 128 * 2 * 128000 / 10**9"
words-which-is-wrong:
  kind: derived
  value: 16.8
  unit: GB
  quantity: KV cache at 128k tokens
  formula: "2 × 32 × 8 × 128 × 2 bytes × 128,000 tokens, which is 99 GB"
  compute: "2 * 32 * 8 * 128 * 2 * 128000 / 10**9"
words-giving-wrong:
  kind: derived
  value: 16
  unit: ""
  quantity: ridge point
  formula: "312 TFLOPs/s / 19.5 TFLOPs/s, giving 17"
  compute: "312 / 19.5"
"""
FORMULA_PAGE = """
Words: {claim}`words-contradict`, {claim}`words-aside`, {claim}`words-agree`,
{claim}`words-rate`, {claim}`words-rate-wrong`, {claim}`words-steps`,
{claim}`words-expression`, {claim}`words-range`, {claim}`words-range-wrong`,
{claim}`words-two-steps`, {claim}`words-two-steps-wrong`, {claim}`words-which-is`,
{claim}`words-which-is-wrong`, {claim}`words-giving-wrong`.
"""


def test_a_formula_whose_words_contradict_its_value_is_refused(make_app, rootdir, tmp_path):
    src, found, text = build_variant(
        make_app, rootdir, tmp_path, claims=FORMULA_WORDS, page=FORMULA_PAGE
    )

    def formula_of(cid: str) -> int:
        return line_of(src, CLAIMS, f"{cid}:") + 5

    assert found == [
        (CLAIMS, formula_of("words-contradict"), "claims.derivation"),
        (CLAIMS, formula_of("words-aside"), "claims.derivation"),
        (CLAIMS, formula_of("words-rate-wrong"), "claims.derivation"),
        (CLAIMS, formula_of("words-range-wrong"), "claims.derivation"),
        # an intermediate result a later step computes on is a step: only the final one agrees
        (CLAIMS, formula_of("words-two-steps-wrong"), "claims.derivation"),
        # a final result stated in words is compared too
        (CLAIMS, formula_of("words-which-is-wrong"), "claims.derivation"),
        (CLAIMS, formula_of("words-giving-wrong"), "claims.derivation"),
    ]
    # one message names every figure that disagrees, in the formula's unit
    assert (
        "formula shows 21,000,000,000 bytes and 21 GB, but its compute gives "
        "16,777,216,000 bytes and 16.7772… GB" in " ".join(text.split())
    )
    assert "formula shows 300 Gbit/s" in text
    assert "formula shows 280" in text
    assert "'words-two-steps-wrong': its formula shows 99 GB, but its compute gives" in text
    assert "'words-which-is-wrong': its formula shows 99 GB" in text
    assert "'words-giving-wrong': its formula shows 17, but its compute gives 16" in text
