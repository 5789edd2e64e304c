"""translate-toolkit's pofilter, run as a library on one catalog, for the generic checks it
does well: ``urls``, ``xmltags`` and ``pythonbraceformat``. (Numbers are the cited-numbers
rule's: ``claims.core.fidelity`` compares them, numerals included.)

The catalog is parsed by translate-toolkit itself (as ``pofilter`` would); each failing unit
is mapped back to its entry by (msgctxt, msgid, msgid_plural), so the caller can locate it.

pofilter sees each message as :func:`tools.po_markup.for_generic_checks` prepares it (no
inline code or math, roles in one canonical form, URLs apart from sentence punctuation),
because the MyST checks compare those exactly and pofilter misreads them; and an
``xmltags`` failure that is only a change of order (Chinese word order moves
``{ref}`… <label>``` around) is dropped.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Any

from translate.filters import checks
from translate.filters.checks.tags import tag_re
from translate.storage import factory, pypo

from tools.po_findings import Issue, Subtype
from tools.po_markup import for_generic_checks

#: pofilter test name -> our subtype
TESTS = {
    "urls": Subtype.POFILTER_URLS,
    "xmltags": Subtype.POFILTER_XMLTAGS,
    "pythonbraceformat": Subtype.POFILTER_PYTHONBRACEFORMAT,
}

Key = tuple[str, str, str]


@lru_cache(maxsize=8)
def _checker(language: str) -> checks.TeeChecker:
    return checks.TeeChecker(
        checkerconfig=checks.CheckerConfig(targetlanguage=language),
        limitfilters=list(TESTS),
        checkerclasses=[checks.StandardChecker],
        languagecode=language,
    )


def run_pofilter(path: Path, language: str) -> dict[Key, list[Issue]]:
    """pofilter's failures in the catalog at *path*, by entry key; translated units only
    (fuzzy ones included, as pofilter does by default)."""
    store = factory.getobject(str(path))
    checker = _checker(language or "en")
    failures: dict[Key, list[Issue]] = {}
    for unit in store.units:
        if unit.isheader() or unit.isobsolete() or not unit.istranslated() and not unit.isfuzzy():
            continue
        if not any(str(t) for t in _targets(unit)):
            continue
        # categorised=True: {test name: {"message": ..., ...}} (translate-toolkit's own typing
        # names the uncategorised shape)
        result: dict[str, Any] = dict(checker.run_filters(_masked(unit), categorised=True))
        if "xmltags" in result and _same_tags(unit):
            del result["xmltags"]
        issues = [
            Issue(TESTS[name], f"pofilter {name}: {info['message']}")
            for name, info in sorted(result.items())
            if name in TESTS
        ]
        if issues:
            failures.setdefault(unit_key(unit), []).extend(issues)
    return failures


def _masked(unit):
    """A copy of a singular *unit* as generic checks should see it (plural units as they are)."""
    if unit.hasplural():
        return unit
    masked = pypo.pounit(for_generic_checks(str(unit.source)))
    masked.target = for_generic_checks(str(unit.target))
    return masked


def _same_tags(unit) -> bool:
    source = for_generic_checks(str(unit.source))
    target = for_generic_checks(str(unit.target))
    return Counter(tag_re.findall(source)) == Counter(tag_re.findall(target))


def _targets(unit) -> list:
    target = unit.target
    return list(getattr(target, "strings", [target]))


def unit_key(unit) -> Key:
    source = unit.source
    strings = list(getattr(source, "strings", [source]))
    plural = str(strings[1]) if unit.hasplural() and len(strings) > 1 else ""
    return (unit.getcontext() or "", str(strings[0]), plural)


def entry_key(entry) -> Key:
    """The same key for a polib entry."""
    return (entry.msgctxt or "", entry.msgid, entry.msgid_plural or "")
