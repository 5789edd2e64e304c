"""Staleness: a claim whose as_of is older than claims_max_age_days at the build date
(SOURCE_DATE_EPOCH) is listed by every build as a ``claims.stale`` note, with its file and
line; it is not a warning (the same sources build the same way on any day); cards show the
as-of date with its age."""

from __future__ import annotations

import re

import pytest
from bs4 import BeautifulSoup
from sphinx.errors import ConfigError

from tests.support.sphinx_warnings import parse

EPOCH = "1785628800"  # 2026-08-02
NOTE = re.compile(r"^(?P<path>\S+?):(?P<line>\d+): (?P<message>.*) \[(?P<type>claims\.stale)\]$")


def stale_notes(app) -> list[tuple[str, int, str]]:
    found = []
    for raw in app.status.getvalue().splitlines():
        match = NOTE.match(re.sub(r"\x1b\[[0-9;]*m", "", raw).strip())
        if match:
            path = match["path"].replace(f"{app.srcdir}/", "")
            found.append((path, int(match["line"]), match["type"]))
    return found


@pytest.fixture(autouse=True)
def build_date(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)


@pytest.mark.sphinx("html", testroot="claims-stale", freshenv=True)
def test_a_claim_older_than_the_limit_is_a_located_note_not_a_warning(app):
    app.build()
    assert stale_notes(app) == [("_data/claims/main.yaml", 1, "claims.stale")]
    assert "claim 'old-fact' is 62 days old at the build date 2026-08-02" in app.status.getvalue()
    assert parse(app.warning.getvalue(), app.srcdir) == []
    assert app.statuscode == 0


@pytest.mark.sphinx(
    "html", testroot="claims-stale", freshenv=True, confoverrides={"claims_max_age_days": 10}
)
def test_the_limit_chooses_which_claims_are_listed(app):
    app.build()
    assert stale_notes(app) == [
        ("_data/claims/main.yaml", 1, "claims.stale"),
        ("_data/claims/main.yaml", 9, "claims.stale"),
    ]


@pytest.mark.sphinx(
    "html", testroot="claims-stale", freshenv=True, confoverrides={"claims_max_age_days": 0}
)
def test_zero_lists_none(app):
    app.build()
    assert stale_notes(app) == []


def test_an_incremental_build_lists_them_again(make_app, rootdir, tmp_path):
    import shutil

    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-stale", src)
    first = make_app("html", srcdir=src, freshenv=True)
    first.build()
    first.cleanup()
    again = make_app("html", srcdir=src)
    again.build()
    assert stale_notes(again) == [("_data/claims/main.yaml", 1, "claims.stale")]


@pytest.mark.sphinx("html", testroot="claims-stale", freshenv=True)
def test_cards_show_the_as_of_date_with_its_age(app):
    app.build()
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")

    def card(cid: str) -> str:
        return " ".join(soup.select_one(f'[data-claim="{cid}"] .claim-card').get_text(" ").split())

    assert "As of 2026-06-01, 62 days before this build" in card("old-fact")
    assert "As of 2026-07-20, 13 days before this build" in card("recent-fact")
    # after the build date (a fact checked after the date the build was stamped with)
    assert "As of 2026-09-01 Kind" in card("future-fact")


@pytest.mark.sphinx(
    "html", testroot="claims-stale", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_the_age_is_translated(app):
    app.build()
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")
    card = soup.select_one('[data-claim="old-fact"] .claim-card').get_text()
    assert "2026-06-01，早于本次构建 62 天" in card


@pytest.mark.parametrize("value", [-1, True])
def test_a_limit_that_is_not_a_number_of_days_is_refused(make_app, rootdir, tmp_path, value):
    import shutil

    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-stale", src)
    with pytest.raises(ConfigError, match="claims_max_age_days must be a whole number of days"):
        make_app("html", srcdir=src, confoverrides={"claims_max_age_days": value})
