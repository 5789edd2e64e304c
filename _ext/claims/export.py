"""The published form of the ledger: ``claims.json``, its JSON Schema beside it, and the
check of the one against the other on every build.

The schema (``schema/claims.schema.json``) is the contract for readers who reuse the data:
``schema_version`` is MAJOR.MINOR: a field added raises the minor version, a field removed
or changed in meaning the major one. Every HTML build
validates the export against it with ``jsonschema``; a failure is a ``claims.export``
warning at the data file and line of the claim whose record does not fit. A claim record that
fitted in an earlier build, byte for byte under the same schema, is not validated again (the
build keeps their digests): validating thousands of records takes seconds, and one edit
changes few of them.
"""

from __future__ import annotations

import hashlib
import json
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from sphinx.locale import __

from claims.warnings import Subtype

if TYPE_CHECKING:
    from claims.core.registry import Claim, Registry

SCHEMA_VERSION = "1.1"
SCHEMA_PATH = Path(__file__).parent / "schema" / "claims.schema.json"
SCHEMA_NAME = SCHEMA_PATH.name


def schema() -> dict[str, Any]:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


def source_entry(registry: Registry, key: str | None) -> dict[str, Any] | None:
    """The bibliography entry *key*, resolved as the export shows it (None: no source)."""
    if not key or key not in registry.sources:
        return None
    entry = registry.sources[key]
    return {
        "key": key,
        "short": entry.get("short", key),
        "title": entry.get("title", key),
        "authors": list(entry.get("authors", [])),
        **{
            name: entry.get(name) or None
            for name in ("year", "venue", "url", "doi", "arxiv", "urldate")
        },
    }


def computed(claim: Claim) -> Any:
    """A derived claim's computed value as JSON numbers (None when not computed)."""
    value = claim.computed
    if isinstance(value, tuple):
        return [_number(v) for v in value]
    return None if value is None else _number(value)


def _number(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def _digest(schema_text: str, record: Any) -> str:
    text = schema_text + json.dumps(record, ensure_ascii=False, sort_keys=True)
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()


def problems(
    data: dict[str, Any], registry: Registry, fitted: frozenset[str] = frozenset()
) -> tuple[list[tuple[str, str]], frozenset[str]]:
    """(``path:line``, message) of every place *data* does not fit the schema: at the
    claim's declaration when the problem is inside a claim, else at the data folder; and
    the digests of the claim records that fit. Records whose digest is in *fitted* are
    taken as fitting without being validated again."""
    schema_text = SCHEMA_PATH.read_text(encoding="utf-8")
    claims = data.get("claims", [])
    digests = [_digest(schema_text, claim) for claim in claims]
    pending = [i for i, digest in enumerate(digests) if digest not in fitted]
    checked = {**data, "claims": [claims[i] for i in pending]}
    found, unfit = [], set()
    errors = Draft202012Validator(json.loads(schema_text)).iter_errors(checked)
    for error in sorted(errors, key=str):
        while error.context:  # a oneOf / anyOf: the branch that came closest
            error = best_match(error.context)
        where = list(error.absolute_path)
        location = ""
        if len(where) >= 2 and where[0] == "claims" and isinstance(where[1], int):
            where[1] = pending[where[1]]  # its place in the whole export
            unfit.add(where[1])
            claim = registry.claims.get(claims[where[1]].get("id", ""))
            if claim is not None:
                location = f"{claim.path}:{claim.line}"
        path = "/".join(str(p) for p in where) or "(top)"
        found.append(
            (
                location or (registry.files[0] if registry.files else ""),
                __(
                    "claims.json does not fit %s at %s: %s; fix the data (or the extension, if the "
                    "data is right)"
                )
                % (SCHEMA_NAME, path, error.message),
            )
        )
    return found, frozenset(d for i, d in enumerate(digests) if i not in unfit)


def write(outdir: Path, data: dict[str, Any], registry: Registry, fitted_file: Path) -> bool:
    """Write ``claims.json`` and its schema into *outdir*; warn and return False when the
    export does not validate. *fitted_file* keeps the digests of the records that fit
    (see :func:`problems`) from one build to the next."""
    _write_if_changed(
        outdir / "claims.json", json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
    )
    _write_if_changed(outdir / SCHEMA_NAME, SCHEMA_PATH.read_text(encoding="utf-8"))
    found, fitting = problems(data, registry, _read_fitted(fitted_file))
    _write_if_changed(fitted_file, json.dumps(sorted(fitting), indent=0))
    for location, message in found:
        Subtype.EXPORT.warn("%s", message, location=location)
    return not found


def _read_fitted(path: Path) -> frozenset[str]:
    try:
        digests = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return frozenset()  # none yet, or unreadable: validate every record
    return (
        frozenset(d for d in digests if isinstance(d, str))
        if isinstance(digests, list)
        else frozenset()
    )


def _write_if_changed(path: Path, text: str) -> None:
    """Leave an identical file as it is (its time too: a rebuild that changes nothing
    changes no file in the output)."""
    try:
        if path.read_text(encoding="utf-8") == text:
            return
    except (OSError, UnicodeDecodeError):
        pass
    path.write_text(text, encoding="utf-8")
