"""Load and validate the site's declared facts: hardware profiles and claims.

Both live in YAML under ``source/<claims_data_dir>/``: ``hardware.yaml`` and
``claims/*.yaml``. Every problem is reported as a :class:`Problem` with the data file and
line, so the build can warn with a location; nothing is dropped silently.
"""

from __future__ import annotations

import ast
import datetime as dt
import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from claims.core import claim_units, derivation, formula_words
from claims.core import load as core_load
from claims.core.formula import Formula, FormulaError, to_value
from claims.core.formula import parse as parse_formula
from claims.core.load import LineDict, Problem
from claims.core.safety import bidi_controls, raw_html
from claims.warnings import Subtype

KINDS = frozenset({"measured", "spec", "derived", "fact"})
RATIO_UNITS = frozenset({claim_units.RATIO})
#: a compute that is only a number, bracketed or not: no derivation
_BARE_NUMBER = re.compile(r"[\s(+-]*\d[\d_,]*(?:\.\d+)?(?:[eE][-+]?\d+)?[\s)]*")
#: a claim named in a compute
_REFERENCE = re.compile(r"\{[^{}]*\}")
#: a profile's compute capability: a version ("8.0", "10.0")
COMPUTE_CAPABILITY = re.compile(r"\d{1,2}\.\d")
#: a profile's memory: its size, and the memory's type where the product's name gives it
#: ("80 GB", "40 GB HBM2", "24 GB GDDR6", "192 GB HBM3e")
MEMORY = re.compile(
    r"\d+(?:\.\d+)? ?(?:[MGT]B|[MGT]iB)(?: (?:HBM\d?[eE]?|GDDR\d[XxWw]?|LPDDR\d[XxA-Za-z]?|DDR\d))?"
)


def _is_date(text: str) -> bool:
    try:
        dt.date.fromisoformat(str(text))
    except ValueError:
        return False
    return True


ID = re.compile(r"^[a-z0-9][a-z0-9.\-]*$")

CLAIM_KEYS = {
    "kind",
    "value",
    "unit",
    "quantity",
    "source",
    "locator",
    "hardware",
    "baseline",
    "model",
    "precision",
    "as_of",
    "simulated",
    "formula",
    "inputs",
    "note",
    "reduction",
    "compute",
    # how a measured number was measured (MLPerf-style): text, or "not-stated"
    "software",
    "workload",
    "parallelism",
    "statistic",
}
#: the keys every measured claim must give, each as text or as "not-stated"
MEASUREMENT_KEYS = ("software", "workload", "parallelism", "statistic")
HARDWARE_ENTRY_KEYS = {"profile", "count", "interconnect", "note"}
PROFILE_KEYS = {
    "vendor",
    "name",
    "short",
    "architecture",
    "compute_capability",
    "memory",
    "memory_type",
    "interconnect",
    "form_factor",
    "specs",
    "note",
}
NOT_STATED = "not-stated"
#: what a measured number is, of the runs behind it ("up to" is max; "on average" is mean)
STATISTICS = (
    "mean",
    "median",
    "p90",
    "p95",
    "p99",
    "max",
    "min",
    "geomean",
    "total",
    "single-run",
    # the span of several results across settings ("1.7–3.0× faster"), not one statistic
    "range",
    NOT_STATED,
)


#: how a claim's checks report a problem: subtype, message, and the key of the entry it is at
ProblemSink = Callable[..., None]


@dataclass
class HardwareUse:
    profile: str
    count: int | None = None
    interconnect: str | None = None
    note: str | None = None


@dataclass
class Claim:
    id: str
    kind: str
    value: Any
    unit: str
    quantity: str
    source: str | None
    locator: str | None
    hardware: list[HardwareUse] | None  # None: not stated by the source
    path: str
    line: int
    baseline: str | None = None
    model: str | None = None
    precision: str | None = None
    as_of: str | None = None
    simulated: bool = False
    #: a ratio that is a reduction ("4× less memory"): it may be shown as "1/4"
    reduction: bool = False
    formula: str | None = None
    inputs: list[str] = field(default_factory=list)
    note: str | None = None
    #: a derived claim's machine formula (claims.core.formula) and the line of its key
    compute: str | None = None
    compute_line: int = 0
    #: the line of the ``formula`` key (its words are checked against the computed value)
    formula_line: int = 0
    #: the value the build computed from the inputs (a Fraction, or a pair for a range)
    computed: Any = None
    #: how a measured number was measured; None where the data file does not say,
    #: NOT_STATED where the source does not
    software: str | None = None
    workload: str | None = None
    parallelism: str | None = None
    statistic: str | None = None

    def hardware_key(self) -> tuple[str, ...]:
        """What two claims must share to be compared like for like."""
        if self.hardware is None:
            return ("not-stated",)
        return tuple(sorted(f"{h.count or 1}x{h.profile}" for h in self.hardware))


@dataclass
class Profile:
    id: str
    vendor: str
    name: str
    short: str
    architecture: str
    compute_capability: str | None
    path: str
    line: int
    memory: str | None = None
    memory_type: str | None = None
    interconnect: str | None = None
    form_factor: str | None = None
    specs: list[str] = field(default_factory=list)
    note: str | None = None


@dataclass
class Registry:
    claims: dict[str, Claim] = field(default_factory=dict)
    profiles: dict[str, Profile] = field(default_factory=dict)
    sources: dict[str, dict[str, str]] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    digest: str = ""


def load_yaml(path: Path, problems: list[Problem[Subtype]]) -> LineDict:
    """The data file's top mapping; syntax errors and keys declared twice are problems."""
    try:
        data = core_load.load_yaml(path)
    except core_load.YamlError as exc:
        problems.append(Problem(Subtype.MALFORMED, str(path), exc.line, str(exc)))
        return LineDict()
    for dup in core_load.duplicates(data):
        problems.append(
            Problem(
                Subtype.DUPLICATE,
                str(path),
                dup.line,
                (
                    f"{dup.key!r} is declared twice in this file (first at line {dup.first_line}); "
                    f"the first declaration is used: declare each once"
                ),
            )
        )
    _check_texts(data, path, problems)
    return data


def _check_texts(data: Any, path: Path, problems: list[Problem[Subtype]]) -> None:
    """Raw HTML and bidi controls in any text of a data file, at the line of its key."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, line = stack.pop()
        if isinstance(value, LineDict):
            stack.extend((v, value.line_of(k)) for k, v in value.items())
        elif isinstance(value, list):
            stack.extend((v, line) for v in value)
        elif isinstance(value, str):
            tags = raw_html(value)
            if tags:
                problems.append(
                    Problem(
                        Subtype.RAW_HTML,
                        str(path),
                        line,
                        (f"raw HTML in a data field ({', '.join(tags)}): data is text; remove it"),
                    )
                )
            controls = bidi_controls(value)
            if controls:
                problems.append(
                    Problem(
                        Subtype.BIDI_CONTROL,
                        str(path),
                        line,
                        (
                            f"bidirectional control characters ({', '.join(controls)}) in a data "
                            f"field; remove them"
                        ),
                    )
                )


def _text(entry: LineDict, key: str) -> str | None:
    value = entry.get(key)
    if value is None:
        return None
    if isinstance(value, (dt.date, int, float)):
        return str(value)
    return str(value).strip() or None


def _data_files(data_dir: Path) -> list[Path]:
    hardware_path = data_dir / "hardware.yaml"
    paths = [hardware_path] if hardware_path.exists() else []
    return paths + sorted((data_dir / "claims").glob("*.yaml"))


def input_digest(data_dir: Path, bib_sources: dict[str, dict[str, str]]) -> str:
    """A digest of everything :func:`load_registry` reads: equal digests, equal results."""
    digest = hashlib.sha256()
    for path in _data_files(data_dir):
        digest.update(f"{path}\0".encode())
        digest.update(path.read_bytes())
    digest.update(repr(sorted(bib_sources.items())).encode())
    return digest.hexdigest()


def load_registry(
    data_dir: Path, bib_sources: dict[str, dict[str, str]]
) -> tuple[Registry, list[Problem[Subtype]]]:
    """Read ``hardware.yaml`` and ``claims/*.yaml`` below *data_dir* and check them against
    each other and against *bib_sources* (bibliography keys)."""
    problems: list[Problem[Subtype]] = []
    registry = Registry(sources=bib_sources)
    digest = hashlib.sha256()
    hardware_path = data_dir / "hardware.yaml"
    paths = _data_files(data_dir)
    for path in paths:
        digest.update(path.read_bytes())
        registry.files.append(str(path))
    if hardware_path.exists():
        _load_profiles(hardware_path, registry, problems)
    for path in paths[1 if hardware_path.exists() else 0 :]:
        _load_claims(path, registry, problems)
    _check_references(registry, problems)
    _check_derivations(registry, problems)
    # the sources as shown (titles, venues, links), not only their keys
    digest.update(repr(sorted(bib_sources.items())).encode())
    registry.digest = digest.hexdigest()
    return registry, problems


def _load_profiles(path: Path, registry: Registry, problems: list[Problem[Subtype]]) -> None:
    data = load_yaml(path, problems)
    for pid, entry in data.items():
        line = data.line_of(pid)
        if not isinstance(pid, str) or not ID.match(pid):
            problems.append(
                Problem(
                    Subtype.MALFORMED,
                    str(path),
                    line,
                    f"hardware id {pid!r} must be lowercase letters, digits and hyphens",
                )
            )
            continue
        if not isinstance(entry, LineDict):
            problems.append(
                Problem(
                    Subtype.MALFORMED,
                    str(path),
                    line,
                    f"hardware profile {pid!r} must be a mapping",
                )
            )
            continue
        for key in sorted(set(entry) - PROFILE_KEYS):
            problems.append(
                Problem(
                    Subtype.MALFORMED,
                    str(path),
                    entry.line_of(key),
                    f"unknown key {key!r} in hardware profile {pid!r}; "
                    f"allowed: {', '.join(sorted(PROFILE_KEYS))}",
                )
            )
        missing = [k for k in ("vendor", "name", "architecture") if not _text(entry, k)]
        for key in missing:
            problems.append(
                Problem(
                    Subtype.MISSING_FIELD,
                    str(path),
                    line,
                    f"hardware profile {pid!r} needs {key!r}",
                )
            )
        if missing:
            continue
        _check_profile_keys(path, pid, entry, problems)
        specs = entry.get("specs") or []
        registry.profiles[pid] = Profile(
            id=pid,
            # the required fields were checked above
            vendor=_text(entry, "vendor") or "",
            name=_text(entry, "name") or "",
            short=_text(entry, "short") or _text(entry, "name") or "",
            architecture=_text(entry, "architecture") or "",
            compute_capability=_text(entry, "compute_capability"),
            memory=_text(entry, "memory"),
            memory_type=_text(entry, "memory_type"),
            interconnect=_text(entry, "interconnect"),
            form_factor=_text(entry, "form_factor"),
            specs=[str(s) for s in specs],
            note=_text(entry, "note"),
            path=str(path),
            line=line,
        )


def _check_profile_keys(
    path: Path, pid: str, entry: LineDict, problems: list[Problem[Subtype]]
) -> None:
    """The Hardware page shows a profile's compute capability and memory as they are
    written: a version and a size, never a figure beside them ("8.0 (312 TFLOPS)")."""
    capability = _text(entry, "compute_capability")
    if capability is not None and not COMPUTE_CAPABILITY.fullmatch(capability):
        problems.append(
            Problem(
                Subtype.MALFORMED,
                str(path),
                entry.line_of("compute_capability"),
                f"hardware profile {pid!r} has compute_capability {capability!r}; write the "
                'version alone, as a string ("8.0"): a figure about the hardware is a spec claim',
            )
        )
    memory = _text(entry, "memory")
    if memory is not None and not MEMORY.fullmatch(memory):
        problems.append(
            Problem(
                Subtype.MALFORMED,
                str(path),
                entry.line_of("memory"),
                f"hardware profile {pid!r} has memory {memory!r}; write the size, and the "
                'memory\'s type where the product\'s name gives it ("80 GB", "40 GB HBM2"): '
                "a bandwidth or another figure about the hardware is a spec claim",
            )
        )


def _load_claims(path: Path, registry: Registry, problems: list[Problem[Subtype]]) -> None:
    data = load_yaml(path, problems)
    for cid, entry in data.items():
        line = data.line_of(cid)

        def problem(
            subtype: Subtype,
            message: str,
            key: str | None = None,
            entry: Any = entry,
            line: int = line,
        ) -> None:
            at = entry.line_of(key) if key and isinstance(entry, LineDict) else line
            problems.append(Problem(subtype, str(path), at, message))

        if not isinstance(cid, str) or not ID.match(cid):
            problem(
                Subtype.MALFORMED, f"claim id {cid!r} must be lowercase letters, digits and hyphens"
            )
            continue
        if not isinstance(entry, LineDict):
            problem(Subtype.MALFORMED, f"claim {cid!r} must be a mapping of fields")
            continue
        if cid in registry.claims:
            first = registry.claims[cid]
            problem(
                Subtype.DUPLICATE,
                f"claim {cid!r} is already declared at {first.path}:{first.line}; "
                "declare each claim once and refer to it by id",
            )
            continue
        for key in sorted(set(entry) - CLAIM_KEYS):
            problem(
                Subtype.MALFORMED,
                f"unknown key {key!r} in claim {cid!r}; allowed: {', '.join(sorted(CLAIM_KEYS))}",
                key,
            )
        kind = _text(entry, "kind")
        if kind not in KINDS:
            problem(
                Subtype.MALFORMED,
                f"claim {cid!r} has kind {kind!r}; use one of {', '.join(sorted(KINDS))}",
                "kind",
            )
            continue
        value = entry.get("value")
        if not _valid_value(value):
            problem(
                Subtype.MALFORMED, f"claim {cid!r} needs 'value': a number or [low, high]", "value"
            )
            continue
        unit = entry.get("unit", "")
        unit = "" if unit is None else str(unit)
        hardware = _hardware(entry, cid, kind, problem)
        claim = Claim(
            id=cid,
            kind=kind,
            value=list(value) if isinstance(value, list) else value,
            unit=unit,
            quantity=_text(entry, "quantity") or "",
            source=_text(entry, "source"),
            locator=_text(entry, "locator"),
            hardware=hardware,
            path=str(path),
            line=line,
            baseline=_text(entry, "baseline"),
            model=_text(entry, "model"),
            precision=_text(entry, "precision"),
            as_of=_text(entry, "as_of"),
            simulated=bool(entry.get("simulated", False)),
            formula=_text(entry, "formula"),
            reduction=entry.get("reduction") is True,
            inputs=[str(i) for i in entry.get("inputs") or []],
            note=_text(entry, "note"),
            compute=_text(entry, "compute"),
            compute_line=entry.line_of("compute"),
            formula_line=entry.line_of("formula"),
            **{key: _text(entry, key) for key in MEASUREMENT_KEYS},
        )
        _check_claim(claim, entry, registry, problem)
        registry.claims[cid] = claim


def _valid_value(value: Any) -> bool:
    def number(v: Any) -> bool:
        return isinstance(v, (int, float)) and not isinstance(v, bool)

    if isinstance(value, list):
        return len(value) == 2 and all(number(v) for v in value)
    return number(value)


def _hardware(
    entry: LineDict, cid: str, kind: str, problem: ProblemSink
) -> list[HardwareUse] | None:
    raw = entry.get("hardware")
    if raw == NOT_STATED:
        return None
    if raw is None:
        return []
    if not isinstance(raw, list):
        problem(
            Subtype.MALFORMED,
            f"claim {cid!r}: 'hardware' must be a list of "
            f"{{profile, count, interconnect}} or {NOT_STATED!r}",
            "hardware",
        )
        return []
    uses = []
    for item in raw:
        if isinstance(item, str):
            item = {"profile": item}
        if not isinstance(item, dict) or "profile" not in item:
            problem(
                Subtype.MALFORMED, f"claim {cid!r}: each hardware entry needs 'profile'", "hardware"
            )
            continue
        for key in sorted(set(item) - HARDWARE_ENTRY_KEYS):
            problem(
                Subtype.MALFORMED,
                f"claim {cid!r}: unknown hardware key {key!r}; allowed: "
                f"{', '.join(sorted(HARDWARE_ENTRY_KEYS))}",
                "hardware",
            )
        count = item.get("count")
        uses.append(
            HardwareUse(
                profile=str(item["profile"]),
                count=int(count) if isinstance(count, int) else None,
                interconnect=item.get("interconnect"),
                note=item.get("note"),
            )
        )
    return uses


def _check_claim(claim: Claim, entry: LineDict, registry: Registry, problem: ProblemSink) -> None:
    cid = claim.id
    needs_source = claim.kind in {"measured", "spec", "fact"}
    if needs_source and not claim.source:
        problem(
            Subtype.MISSING_FIELD,
            f"claim {cid!r} ({claim.kind}) needs 'source': a key of the bibliography",
        )
    if claim.source and claim.source not in registry.sources:
        problem(
            Subtype.UNKNOWN_SOURCE,
            f"claim {cid!r} cites {claim.source!r}, which is not in the "
            "bibliography; add the entry to the .bib file or fix the key",
            "source",
        )
    if needs_source and not claim.locator:
        problem(
            Subtype.MISSING_FIELD,
            f"claim {cid!r} needs 'locator': where in the source the number "
            "is (Table 2, Figure 1, §6.2, Abstract, README section)",
        )
    if claim.kind in {"measured", "spec"} and claim.hardware == [] and "hardware" not in entry:
        problem(
            Subtype.MISSING_FIELD,
            f"claim {cid!r} ({claim.kind}) needs 'hardware': profiles from "
            f"hardware.yaml, or {NOT_STATED!r} when the source does not say",
        )
    if claim.kind == "spec" and claim.hardware is None:
        problem(
            Subtype.MISSING_FIELD,
            f"spec claim {cid!r} must name the hardware profile it describes",
            "hardware",
        )
    if claim.kind == "derived" and not claim.formula:
        problem(
            Subtype.MISSING_FIELD,
            f"derived claim {cid!r} needs 'formula': the arithmetic that gives the value",
        )
    if claim.kind == "derived" and not claim.compute:
        problem(
            Subtype.MISSING_FIELD,
            f"derived claim {cid!r} needs 'compute': the formula as "
            "arithmetic over its inputs, which the build recomputes",
        )
    if claim.compute and claim.kind != "derived":
        problem(
            Subtype.MALFORMED,
            f"claim {cid!r} is {claim.kind}, but only a derived claim has 'compute'",
            "compute",
        )
    _check_measurement(claim, entry, problem)
    if claim.kind == "fact" and not claim.as_of:
        problem(Subtype.MISSING_FIELD, f"fact {cid!r} needs 'as_of': the date the fact was true")
    if claim.as_of and not _is_date(claim.as_of):
        problem(
            Subtype.MALFORMED,
            f"claim {cid!r} has as_of {claim.as_of!r}; write the date it was true as YYYY-MM-DD "
            "(its age on the card and the staleness check read it)",
            "as_of",
        )
    # every unit rule reads the unit in its normal form: " ×", "×\u00a0" and "ｘ" are ratios
    unit = claim_units.normal(claim.unit)
    category = claim_units.category(unit)
    if category == "ratio" and claim.unit != claim_units.RATIO:
        problem(
            Subtype.MALFORMED,
            f"claim {cid!r} has unit {claim.unit!r}, a ratio spelled another way; write it "
            "'×' and nothing else, the one spelling every check of a ratio reads (its "
            "baseline, its kind)",
            "unit",
        )
    elif unit != claim.unit and claim_units.GREEK_MU in claim.unit.strip():
        problem(
            Subtype.MALFORMED,
            f'claim {cid!r} has unit {claim.unit!r}; write it {unit!r}, "micro" as the '
            "micro sign (U+00B5), the one spelling the unit renderings and pages are read with",
            "unit",
        )
    elif unit != claim.unit:
        problem(
            Subtype.MALFORMED,
            f"claim {cid!r} has unit {claim.unit!r}; write it {unit!r}, without spaces around "
            "it or compatibility characters (full-width letters, no-break spaces)",
            "unit",
        )
    # a unit written wrong is reported alone: the fact's rule reads it once it is written right
    written_right = unit == claim.unit and (category != "ratio" or unit == claim_units.RATIO)
    if written_right and claim.kind == "fact" and category == "ratio":
        problem(
            Subtype.MALFORMED,
            f"fact {cid!r} is a ratio ({unit}); a comparison is measured on hardware "
            "(kind: measured) or computed from claims (kind: derived), never a dated fact",
            "kind",
        )
    elif written_right and claim.kind == "fact" and category is not None:
        problem(
            Subtype.MALFORMED,
            f"fact {cid!r} states a performance figure ({unit}, "
            f"{claim_units.CATEGORY_NAMES[category]}); a fact is a dated figure about a project "
            "(a version, a default, a count), and a performance figure is measured on its "
            "hardware (kind: measured), a figure of the hardware itself (kind: spec) or "
            "computed from claims (kind: derived)",
            "kind",
        )
    if claim.kind == "derived" and claim.compute and not _REFERENCE.search(claim.compute):
        _check_literal_compute(claim, unit, category, problem)
    if claim.kind == "derived" and claim.compute and _BARE_NUMBER.fullmatch(claim.compute):
        problem(
            Subtype.DERIVATION,
            f"derived claim {cid!r} computes {claim.compute!r}, a number and no arithmetic; "
            "compute it from its inputs or the stated quantities, or declare what it measures",
            "compute",
        )
    if category == "ratio" and not claim.baseline:
        problem(
            Subtype.MISSING_BASELINE,
            f"claim {cid!r} is a ratio ({unit}) but names no "
            "'baseline': say what it is compared with",
        )


def _check_literal_compute(
    claim: Claim, unit: str, category: str | None, problem: ProblemSink
) -> None:
    """A derived claim that names no input states its own quantities ("74 / 10"). A size
    worked out from a model's shape, a plain number or a count needs nothing more; a ratio,
    a rate, a time or a share so computed names the source of its quantities and where in
    it they are, as a measured claim does."""
    if category in (None, claim_units.SIZE) or _BARE_NUMBER.fullmatch(claim.compute or ""):
        return
    if not claim.source:
        problem(
            Subtype.MISSING_FIELD,
            f"derived claim {claim.id!r} computes its {unit} value from numbers alone "
            f"({claim.compute!r}), naming no claim: compute it from the claims it compares "
            "(inputs), or name the 'source' and 'locator' where its quantities are stated",
        )
    elif not claim.locator:
        problem(
            Subtype.MISSING_FIELD,
            f"derived claim {claim.id!r} needs 'locator': where in {claim.source!r} the "
            f"quantities of its compute ({claim.compute!r}) are stated",
        )


def _check_measurement(claim: Claim, entry: LineDict, problem: ProblemSink) -> None:
    """A measured claim says how it was measured (each key filled or "not-stated"); no other
    kind has these keys."""
    given = [key for key in MEASUREMENT_KEYS if key in entry]
    if claim.kind != "measured":
        for key in given:
            problem(
                Subtype.MALFORMED,
                f"claim {claim.id!r} is {claim.kind}, but {key!r} describes a measurement: "
                "only a measured claim has it",
                key,
            )
        return
    missing = [key for key in MEASUREMENT_KEYS if getattr(claim, key) is None]
    if missing:
        problem(
            Subtype.MISSING_FIELD,
            f"measured claim {claim.id!r} needs {', '.join(repr(k) for k in missing)}: each as "
            f"the source states it, or {NOT_STATED!r} when it does not",
        )
    if claim.statistic is not None and claim.statistic not in STATISTICS:
        problem(
            Subtype.MALFORMED,
            f"claim {claim.id!r} has statistic {claim.statistic!r}; use one of "
            f"{', '.join(STATISTICS)}",
            "statistic",
        )
        claim.statistic = None  # reported; not passed on to cards and the export


def _check_references(registry: Registry, problems: list[Problem[Subtype]]) -> None:
    for claim in registry.claims.values():
        for use in claim.hardware or []:
            if use.profile not in registry.profiles:
                problems.append(
                    Problem(
                        Subtype.UNKNOWN_HARDWARE,
                        claim.path,
                        claim.line,
                        f"claim {claim.id!r} names hardware profile {use.profile!r}, which "
                        "is not in "
                        f"hardware.yaml; add the profile or fix the id",
                    )
                )
        for ref in claim.inputs:
            if ref not in registry.claims:
                problems.append(
                    Problem(
                        Subtype.UNKNOWN_CLAIM,
                        claim.path,
                        claim.line,
                        f"derived claim {claim.id!r} uses input {ref!r}, which is "
                        "not a declared claim",
                    )
                )
    for profile in registry.profiles.values():
        for spec in profile.specs:
            spec_claim = registry.claims.get(spec)
            if spec_claim is None:
                problems.append(
                    Problem(
                        Subtype.UNKNOWN_CLAIM,
                        profile.path,
                        profile.line,
                        f"hardware profile {profile.id!r} lists spec {spec!r}, "
                        "which is not a declared claim",
                    )
                )
            elif spec_claim.kind != "spec":
                problems.append(
                    Problem(
                        Subtype.MALFORMED,
                        profile.path,
                        profile.line,
                        f"hardware profile {profile.id!r} lists {spec!r} under "
                        f"'specs', but it is a {spec_claim.kind} claim",
                    )
                )
            elif {use.profile for use in spec_claim.hardware or []} != {profile.id}:
                described = ", ".join(use.profile for use in spec_claim.hardware or []) or (
                    "no profile"
                )
                problems.append(
                    Problem(
                        Subtype.MALFORMED,
                        profile.path,
                        profile.line,
                        f"hardware profile {profile.id!r} lists spec {spec!r}, which describes "
                        f"{described}: the Hardware page would show it as this profile's; list "
                        "it under its own profile, or declare this profile's figure",
                    )
                )


def _check_derivations(registry: Registry, problems: list[Problem[Subtype]]) -> None:
    """Recompute every derived claim (claims.core.derivation) and keep what it computed."""
    nodes = {
        cid: derivation.Node(
            value=c.value,
            kind=c.kind,
            inputs=tuple(c.inputs),
            compute=c.compute if c.kind == "derived" else None,
        )
        for cid, c in registry.claims.items()
    }
    result = derivation.check(nodes)
    for cid, value in result.computed.items():
        registry.claims[cid].computed = value
    for issue in result.issues:
        claim = registry.claims[issue.claim]
        line = claim.compute_line if issue.at == "compute" else claim.line
        problems.append(Problem(Subtype.DERIVATION, claim.path, line, issue.message))
    for claim in registry.claims.values():
        if claim.kind == "derived" and claim.formula and claim.computed is not None:
            _check_formula_words(claim, problems)
        if claim.kind == "derived" and claim.computed is not None:
            _check_inputs_count(claim, registry, problems)


def _check_inputs_count(claim: Claim, registry: Registry, problems: list[Problem[Subtype]]) -> None:
    """A ratio, rate, time or share whose inputs do not change the value it shows
    ("{a} / {a} * 7.4", "9.9 + {a} / 10**9") is computed from numbers alone, as one that
    names no input: it names its source."""
    category = claim_units.category(claim_units.normal(claim.unit))
    if category in (None, claim_units.SIZE) or claim.source or not claim.compute:
        return
    try:
        formula = parse_formula(claim.compute)
    except FormulaError:
        return
    if not formula.refs:
        return  # reported by _check_literal_compute
    values = {
        ref: registry.claims[ref].computed
        if registry.claims[ref].computed is not None
        else to_value(registry.claims[ref].value)
        for ref in formula.refs
    }

    def refuse(what: str, why: str) -> None:
        problems.append(
            Problem(
                Subtype.MISSING_FIELD,
                claim.path,
                claim.line,
                f"derived claim {claim.id!r} computes its {claim_units.normal(claim.unit)} value "
                f"{what} ({claim.compute!r}): {why}",
            )
        )

    unstated = _unstated_numbers(formula, " ".join(filter(None, (claim.quantity, claim.baseline))))
    if unstated:
        refuse(
            f"with {', '.join(unstated)}",
            "numbers that are no unit's scale and that neither its inputs nor its quantity or "
            "baseline give. State each as a condition in the quantity, compute it from claims, "
            "or name the 'source' and 'locator' where it is stated",
        )
        return
    # an input counts when it rests on a source: a derived claim of numbers alone passes
    # none on ("{a-size-of-literals} * 1000")
    grounded = [ref for ref in formula.refs if _grounded(registry, ref, set())]
    for ref in grounded:
        for factor in (Fraction(2), Fraction(1, 3)):
            value = values[ref]
            moved = (
                (value[0] * factor, value[1] * factor)
                if isinstance(value, tuple)
                else value * factor
            )
            try:
                # an input counts when moving it changes the value as the page shows it: one
                # that moves only digits past those ("9.9 + {x} / 10**9") leaves the figure
                # to the numbers written in the formula
                if not derivation.shows(claim.value, formula.evaluate({**values, ref: moved})):
                    return
            except (FormulaError, ZeroDivisionError):
                continue  # a move the formula cannot take shows nothing
    refuse(
        "from numbers alone",
        "its inputs do not change the value it shows. Compute it from the claims it compares, "
        "or name the 'source' and 'locator' where its quantities are stated",
    )


#: numbers a formula may write without stating them: a unit's scale (bits in a byte, the
#: decimal prefixes, a kibibyte, seconds in a minute or an hour, hours in a day)
_SCALES = frozenset(Fraction(n) for n in (1, 2, 8, 10, 24, 60, 100, 1000, 1024, 3600))


def _unstated_numbers(formula: Formula, stated: str) -> list[str]:
    """The numbers *formula* writes that are neither a unit's scale (a power of ten or of two
    written as one, ``10**9``, ``2**30``) nor a number *stated* gives."""
    exempt: set[int] = set()
    for node in ast.walk(formula.tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
            exempt.add(id(node.right))
            if isinstance(node.left, ast.Constant) and node.left.value in (2, 10):
                exempt.add(id(node.left))
    given = {Fraction(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", stated)}
    return [
        repr(node.value)
        for node in ast.walk(formula.tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, (int, float))
        and not isinstance(node.value, bool)
        and id(node) not in exempt
        and Fraction(str(node.value)) not in _SCALES | given
    ]


def _grounded(registry: Registry, cid: str, seen: set[str]) -> bool:
    """Whether claim *cid* rests on something a reader can check: it names a source, one of
    its inputs does, or it computes from numbers its own quantity or baseline states (a
    format's bits: "int4, group size 64, FP16 scale" for ``4 + (16 + 16) / 64``)."""
    claim = registry.claims.get(cid)
    if claim is None or cid in seen:
        return False
    if claim.kind != "derived" or claim.source:
        return bool(claim.source)
    try:
        formula = parse_formula(claim.compute or "")
    except FormulaError:
        return False
    if not formula.refs:
        stated = " ".join(filter(None, (claim.quantity, claim.baseline)))
        return not _unstated_numbers(formula, stated)
    return any(_grounded(registry, ref, seen | {cid}) for ref in formula.refs)


def _check_formula_words(claim: Claim, problems: list[Problem[Subtype]]) -> None:
    """The card shows the formula's words next to the value: a result they state
    ("= 21,000,000,000 bytes") is the value the build computed (claims.core.formula_words)."""
    wrong = formula_words.contradictions(
        claim.formula or "", claim_units.normal(claim.unit), claim.computed
    )
    if not wrong:
        return
    shown = " and ".join(figure.text for figure, _gives in wrong)
    gives = " and ".join(gives for _figure, gives in wrong)
    problems.append(
        Problem(
            Subtype.DERIVATION,
            claim.path,
            claim.formula_line or claim.line,
            f"derived claim {claim.id!r}: its formula shows {shown}, but its compute gives "
            f"{gives}; the card shows both, so correct the formula's words (or the value)",
        )
    )
