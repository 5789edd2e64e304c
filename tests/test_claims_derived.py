"""Derived claims are recomputed by every build: each failure is one located
``claims.derivation`` warning (or the existing subtype for an unknown input, a missing or
misplaced ``compute``), and the card shows the prose formula and the recomputed value."""

from __future__ import annotations

import shutil

import pytest
from bs4 import BeautifulSoup

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
