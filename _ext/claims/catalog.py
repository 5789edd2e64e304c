"""Translate the words of the data files (what a claim measures, its locator, model,
baseline, formula; a profile's name and note) through the same gettext workflow as pages.

``make gettext`` writes ``_claims.pot`` beside the page templates, one entry per text with
the claim id and field as context; ``make update-po`` turns it into
``locale/<lang>/LC_MESSAGES/_claims.po``; a translated build reads that catalog and shows the
translations on cards, the Numbers page and the Hardware page. Numbers, ids, sources and
hardware stay data and are never translated.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import os
from pathlib import Path
from typing import TYPE_CHECKING

import polib

from claims.core.catalogs import CatalogError, read_catalog
from claims.core.registry import NOT_STATED

if TYPE_CHECKING:
    from sphinx.application import Sphinx

    from claims.core.registry import Registry

CATALOG = "_claims"
CLAIM_FIELDS = (
    "quantity",
    "locator",
    "model",
    "baseline",
    "precision",
    "formula",
    "software",
    "workload",
    "parallelism",
    # not "statistic": one of a fixed list (registry.STATISTICS), translated by the
    # extension's own catalog like the other labels
)
PROFILE_FIELDS = ("name", "memory", "memory_type", "interconnect", "form_factor", "note")


def texts(registry: Registry) -> list[tuple[str, str, str, int]]:
    """(context, text, data file, line) of every translatable text, in a stable order."""
    found = []
    for claim in sorted(registry.claims.values(), key=lambda c: c.id):
        for field in CLAIM_FIELDS:
            if getattr(claim, field) and getattr(claim, field) != NOT_STATED:
                found.append((f"{claim.id}.{field}", getattr(claim, field), claim.path, claim.line))
        for index, use in enumerate(claim.hardware or []):
            if use.interconnect:
                found.append(
                    (
                        f"{claim.id}.hardware.{index}.interconnect",
                        use.interconnect,
                        claim.path,
                        claim.line,
                    )
                )
    for profile in sorted(registry.profiles.values(), key=lambda p: p.id):
        for field in PROFILE_FIELDS:
            if getattr(profile, field):
                found.append(
                    (
                        f"hardware.{profile.id}.{field}",
                        getattr(profile, field),
                        profile.path,
                        profile.line,
                    )
                )
    return found


def write_template(app: Sphinx, registry: Registry) -> None:
    """``_claims.pot`` in the gettext builder's output, next to the pages' templates."""
    pot = polib.POFile(wrapwidth=79)
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "0"))
    created = dt.datetime.fromtimestamp(epoch, dt.UTC).strftime("%Y-%m-%d %H:%M+0000")
    pot.metadata = {
        "Project-Id-Version": app.config.project,
        "POT-Creation-Date": created,
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
    }
    root = Path(app.outdir)
    for context, text, path, line in texts(registry):
        where = os.path.relpath(path, root)
        pot.append(
            polib.POEntry(msgctxt=context, msgid=text, msgstr="", occurrences=[(where, str(line))])
        )
    content = str(pot) + "\n"
    target = root / f"{CATALOG}.pot"
    if not target.exists() or target.read_text(encoding="utf-8") != content:
        target.write_text(content, encoding="utf-8")


def load_translations(
    srcdir: Path, locale_dirs: list[str], language: str
) -> dict[tuple[str, str], str]:
    """(context, English text) -> translation, from the language's ``_claims.po`` (fuzzy
    entries excluded, as Sphinx excludes them from pages). The English is part of the key, as
    a page's msgid is: a translation is of the text it was made from, and is not shown for
    another (the data's text changed since, or the entry was written for a text the data
    never held)."""
    for directory in locale_dirs:
        path = srcdir / directory / language / "LC_MESSAGES" / f"{CATALOG}.po"
        if path.exists():
            try:
                catalog = read_catalog(path)
            except (OSError, CatalogError):  # reported with its line by check_catalogs
                return {}
            return {
                (e.msgctxt, e.msgid): e.msgstr
                for e in catalog
                if e.msgstr and not e.fuzzy and not e.obsolete and e.msgctxt
            }
    return {}


def translated(registry: Registry, translations: dict[tuple[str, str], str]) -> Registry:
    """A copy of *registry* whose texts are replaced by their translations."""
    if not translations:
        return registry

    def pick(context: str, text):
        return translations.get((context, text), text) if text else text

    claims = {}
    for cid, claim in registry.claims.items():
        changes = {field: pick(f"{cid}.{field}", getattr(claim, field)) for field in CLAIM_FIELDS}
        if claim.hardware:
            changes["hardware"] = [
                dataclasses.replace(
                    use, interconnect=pick(f"{cid}.hardware.{index}.interconnect", use.interconnect)
                )
                for index, use in enumerate(claim.hardware)
            ]
        claims[cid] = dataclasses.replace(claim, **changes)
    profiles = {
        pid: dataclasses.replace(
            profile,
            **{
                field: pick(f"hardware.{pid}.{field}", getattr(profile, field))
                for field in PROFILE_FIELDS
            },
        )
        for pid, profile in registry.profiles.items()
    }
    return dataclasses.replace(registry, claims=claims, profiles=profiles)
