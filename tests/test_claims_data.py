"""Audits of the site's own claim data, read with plain YAML and pybtex (not the site's
loader): what a reader of the dataset relies on beyond what the build checks."""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from pybtex.database import parse_file

REPO = Path(__file__).resolve().parent.parent
#: a source that changes in place: a repository's default branch, a docs site's latest
#: version, a product page. A dated blog post, a paper or a tagged version does not.
LIVING = re.compile(
    r"github\.com/[^/]+/[^/]+/?$|github\.com/.+/(?:blob|tree)/(?:main|master)/|/latest/|"
    r"docs\.sglang\.io|huggingface\.co/docs/|developer\.nvidia\.com/dynamo|nvidia\.github\.io/|"
    r"sphinx-doc\.org"
)


def _claims() -> dict[str, dict]:
    found: dict[str, dict] = {}
    for path in sorted((REPO / "source" / "_data" / "claims").glob("*.yaml")):
        found.update(yaml.safe_load(path.read_text(encoding="utf-8")))
    return found


def test_every_measured_or_stated_fact_from_a_living_source_has_an_as_of():
    """A number read on a page that changes in place is true as of the day it was read:
    measured results and facts from such pages carry ``as_of``. (A model's shape or a
    format's range, derived from a model card, is not time-sensitive.)"""
    bib = parse_file(str(REPO / "source" / "references.bib")).entries
    living = {key for key, entry in bib.items() if LIVING.search(entry.fields.get("url", ""))}
    assert {"sglangdocs2026quantizedkv", "mooncakerepo2026readme", "nvidia2026dynamo"} <= living
    assert not {"vllmblog2024v060", "qin2024mooncake"} & living
    missing = [
        cid
        for cid, claim in _claims().items()
        if claim["kind"] in {"measured", "fact"}
        and claim.get("source") in living
        and not claim.get("as_of")
    ]
    assert missing == []
