"""Build-wide steps: load the data files once per build, re-read pages when they change,
and check across documents once everything is read."""

from __future__ import annotations

import copy
import datetime as dt
import hashlib
import re
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

from sphinx.locale import __

from claims import bibstyle, catalog
from claims.config_texts import check_config_texts
from claims.core import claim_units
from claims.core.catalogs import CatalogError, catalog_files, messages, read_catalog
from claims.core.data_messages import with_data_rules
from claims.core.dates import build_date, parse_date
from claims.core.detector import detector_for
from claims.core.fidelity import Kind, compare, kind_of
from claims.core.formula import round_half_away, to_fraction
from claims.core.name_words import name_words
from claims.core.registry import input_digest, load_registry
from claims.domain import get_domain
from claims.findings import record_problem
from claims.locale import LOCALE_DIR
from claims.sources import load_sources, shown_fields
from claims.transforms import is_translation
from claims.warnings import Subtype

#: the rule's own code: when it changes (a new unit, a new cue), findings kept from
#: earlier reads are stale, so every page is read again and every catalog checked again;
#: with it the labels of its own catalog, which every card and generated page shows
RULE_FILES = sorted(
    [*Path(__file__).parent.glob("**/*.py"), *LOCALE_DIR.glob("*/LC_MESSAGES/*.po")]
)


def rule_digest() -> str:
    digest = hashlib.sha256()
    for path in RULE_FILES:
        digest.update(path.read_bytes())
    return digest.hexdigest()


if TYPE_CHECKING:
    from collections.abc import Callable

    from sphinx.application import Sphinx
    from sphinx.environment import BuildEnvironment

    from claims.core.registry import Claim, Registry


def load_data(app: Sphinx) -> None:
    """Read hardware profiles, claims and the bibliography, and check the translation's
    catalogs; keep every problem with its file and line (reported by every build)."""
    env = app.env
    domain = get_domain(env)
    domain.build_findings.clear()
    srcdir = Path(app.srcdir)
    # sphinxcontrib-bibtex reads bibtex_bibfiles relative to the configuration directory
    bibfiles = [Path(app.confdir) / name for name in getattr(app.config, "bibtex_bibfiles", [])]
    sources, errors = load_sources(bibfiles)
    for location, subtype, message in errors:
        record_problem(env, subtype, message, location)
    bibstyle.set_site_labels({key: source["short"] for key, source in sources.items()})
    rule = rule_digest()
    data_dir = srcdir / app.config.claims_data_dir
    registry, problems = _load_registry(domain.data, data_dir, sources, rule)
    for problem in problems:
        record_problem(env, problem.subtype, problem.message, f"{problem.path}:{problem.line}")
    check_staleness(app, registry)
    check_profile_texts(app, registry)
    check_claim_ids(app, registry)
    check_source_texts(app, bibfiles, registry)
    check_config_texts(app)
    # cards show each as-of date's age at the build date: a new date rewrites their pages
    registry.digest += build_date().isoformat()
    source_registry = registry
    domain.data["fidelity_msgids"] = set()
    domain.data["rule_changed"] = domain.data.get("rule_digest") not in (None, rule)
    if domain.data["rule_changed"]:
        domain.data["catalog_checks"] = {}
    domain.data["rule_digest"] = rule
    if is_translation(app.config):
        check_catalogs(app)
        translations = catalog.load_translations(
            srcdir, list(app.config.locale_dirs), app.config.language
        )
        digest = (
            registry.digest
            + hashlib.sha256(repr(sorted(translations.items())).encode()).hexdigest()
        )
        registry = catalog.translated(registry, translations)
        registry.digest = digest
    previous = domain.registry
    domain.data["data_changed"] = previous is None or previous.digest != registry.digest
    domain.registry = registry
    # claims.json publishes the data as declared, identical in every language
    domain.data["source_registry"] = source_registry


#: a hardware profile's words the Hardware page shows (and ``{hw}`` prints its name): its
#: own description, no claim's; its memory is its size, read as a name
PROFILE_TEXTS = (
    "vendor",
    "name",
    "short",
    "architecture",
    "memory_type",
    "note",
    "interconnect",
    "form_factor",
)


def check_profile_texts(app: Sphinx, registry: Registry) -> None:
    """A figure in a hardware profile's note ("faster than V100") is no claim: a claim's own
    words (its locator, its workload) describe its source, a profile's do not."""
    config = app.config
    detector = detector_for(config.claims_extra_units, config.claims_ignore_patterns)
    for profile in registry.profiles.values():
        for field in PROFILE_TEXTS:
            for finding in detector.find(getattr(profile, field) or ""):
                record_problem(
                    app.env,
                    Subtype.UNCITED,
                    __(
                        "hardware profile %r: its %s shows the performance figure %r, which "
                        "no claim cites; state it as a claim (kind: spec) and leave the %s "
                        "to words"
                    )
                    % (profile.id, field, finding.text, field),
                    f"{profile.path}:{profile.line}",
                )


def check_claim_ids(app: Sphinx, registry: Registry) -> None:
    """A claim's id is shown on the Numbers page: a figure in it ("engine-x-9x-faster") is
    the claim's own value, or a condition its quantity or baseline states ("at-25gbps")."""
    config = app.config
    detector = detector_for(config.claims_extra_units, config.claims_ignore_patterns)
    for claim in registry.claims.values():
        stated = " ".join(filter(None, (claim.quantity, claim.baseline)))
        for finding in detector.find(name_words(claim.id)):
            numbers = {n.replace(",", "") for n in re.findall(r"\d[\d,]*(?:\.\d+)?", finding.text)}
            in_words = {n.replace(",", "") for n in re.findall(r"\d[\d,]*(?:\.\d+)?", stated)}
            if states_a_claim(finding.text, finding.category, [claim]) or numbers <= in_words:
                continue
            record_problem(
                app.env,
                Subtype.UNCITED,
                __(
                    "claim %r: its id shows the figure %r, which is neither its value nor a "
                    "number its quantity or baseline states; the Numbers page shows the id, so "
                    "name the claim without it"
                )
                % (claim.id, finding.text),
                f"{claim.path}:{claim.line}",
            )


def check_source_texts(app: Sphinx, bibfiles: list[Path], registry: Registry) -> None:
    """A figure in a field of the bibliography that pages show (its title, venue, note) is
    no claim: the Numbers page and every article's list of references would publish it. The
    source's own title may announce its headline result ("2.7x Throughput Improvement") when
    a claim citing that source states it: the figure is then cited, with its hardware, on
    that claim's card."""
    config = app.config
    detector = detector_for(config.claims_extra_units, config.claims_ignore_patterns)
    for field in shown_fields(bibfiles):
        for finding in detector.find(field.text):
            if field.name == "title" and states_a_claim(
                finding.text,
                finding.category,
                [c for c in registry.claims.values() if c.source == field.key],
            ):
                continue
            record_problem(
                app.env,
                Subtype.UNCITED,
                __(
                    "bibliography entry %r: its %s shows the performance figure %r, which no "
                    "claim cites; keep the entry to the source's own title and venue, and state "
                    "the figure as a claim that cites it"
                )
                % (field.key, field.name, finding.text),
                f"{field.path}:{field.line}",
            )


#: how a title writes a magnitude after its number ("10 Million Context Length", "1.5k")
_MAGNITUDES = {"thousand": 10**3, "k": 10**3, "million": 10**6, "m": 10**6, "billion": 10**9}
_TITLE_NUMBER = re.compile(
    r"(\d+(?:,\d{3})*(?:\.\d+)?)\s?(thousand|million|billion|[kKM](?![A-Za-z]))?", re.IGNORECASE
)


def states_a_claim(text: str, category: str, claims: list[Claim]) -> bool:
    """Whether every number of a figure *text* is the value (an end of the range) of one of
    *claims*, rounded to the decimals the figure shows, in a unit of the same kind."""
    numbers = _TITLE_NUMBER.findall(text)
    if not numbers:
        return False
    for claim in claims:
        kind = claim_units.category(claim_units.normal(claim.unit))
        if kind != category and (kind is not None or category in claim_units.CATEGORY_NAMES):
            continue
        ends = claim.value if isinstance(claim.value, list) else [claim.value]
        if all(
            any(
                round_half_away(
                    to_fraction(end) / _MAGNITUDES.get(word.lower(), 1),
                    len(digits.partition(".")[2]),
                )
                == Fraction(digits.replace(",", ""))
                for end in ends
            )
            for digits, word in numbers
        ):
            return True
    return False


def before_reading(app: Sphinx, env: BuildEnvironment, docnames: list[str]) -> None:
    get_domain(env).send_back_records_only()


def _load_registry(
    data: dict, data_dir: Path, sources: dict[str, dict[str, str]], rule: str
) -> tuple[Registry, list]:
    """The data files read again only when one of them (or the bibliography) changed: with
    hundreds of files, parsing them was a good part of a one-page rebuild. The problems are
    kept with the result and reported again by every build."""
    key = input_digest(data_dir, sources) + rule  # new code may read them otherwise
    cached = data.get("loaded_registry")
    if cached is None or cached[0] != key:
        cached = (key, *load_registry(data_dir, sources))
        data["loaded_registry"] = cached
    _key, registry, problems = cached
    # a copy: this build appends to its digest, and the translation replaces its texts
    return copy.copy(registry), problems


def check_staleness(app: Sphinx, registry: Registry) -> None:
    """Claims whose ``as_of`` is older than ``claims_max_age_days`` at the build date."""
    # a date to come is a typo or a fact that cannot go stale ("2099-01-01"): by the clock,
    # not SOURCE_DATE_EPOCH, which a reproducible build sets to a day already past
    clock = dt.datetime.now(tz=dt.UTC).date()
    for claim in sorted(registry.claims.values(), key=lambda c: (c.path, c.line)):
        as_of = parse_date(claim.as_of)
        if as_of is not None and as_of > clock:
            record_problem(
                app.env,
                Subtype.MALFORMED,
                __(
                    "claim %r is as of %s, a day still to come (today is %s); write the day it "
                    "was true"
                )
                % (claim.id, as_of, clock),
                f"{claim.path}:{claim.line}",
            )
    limit = app.config.claims_max_age_days
    if not limit:
        return
    today = build_date()
    for claim in sorted(registry.claims.values(), key=lambda c: (c.path, c.line)):
        as_of = parse_date(claim.as_of)
        if as_of is not None and (today - as_of).days > limit:
            record_problem(
                app.env,
                Subtype.STALE,
                __(
                    "claim %r is %d days old at the build date %s (as of %s; claims_max_age_days "
                    "is %d): check the source again and update the value or its as_of"
                )
                % (claim.id, (today - as_of).days, today, as_of, limit),
                f"{claim.path}:{claim.line}",
            )


def check_catalogs(app: Sphinx) -> None:
    """The translation rule over every catalog of the language (the check ``check-po``
    runs too). Results are kept per catalog content, so an unchanged catalog costs a hash."""
    env = app.env
    domain = get_domain(env)
    units = app.config.claims_unit_translations.get(app.config.language, {})
    cache: dict[str, list[tuple[int, str, str, str]]] = domain.data.setdefault("catalog_checks", {})
    kept: dict[str, list[tuple[int, str, str, str]]] = {}
    config = app.config
    detector = detector_for(config.claims_extra_units, config.claims_ignore_patterns)
    settings = repr(
        (sorted(units.items()), config.claims_extra_units, config.claims_ignore_patterns)
    ).encode()
    # and the extension's own catalog, which every translated build uses for its labels
    for directory in [*config.locale_dirs, str(LOCALE_DIR)]:
        for path in catalog_files((Path(app.srcdir) / directory).resolve(), config.language):
            data = path.read_bytes()
            key = f"{path}:{hashlib.sha256(data + settings).hexdigest()}"
            if key not in cache:
                # the extension's catalog holds labels, as a theme's does
                kind = Kind.UI if path.is_relative_to(LOCALE_DIR) else kind_of(path)
                cache[key] = _check_catalog(
                    path, kind, units, lambda t: [f.text for f in detector.find(t)]
                )
            kept[key] = cache[key]
            for line, subtype, message, msgid in kept[key]:
                record_problem(
                    env, Subtype(subtype), message, f"{path}:{line}" if line else str(path)
                )
                if msgid:
                    domain.data["fidelity_msgids"].add(msgid)
    domain.data["catalog_checks"] = kept


def _check_catalog(
    path: Path, kind: Kind, units: dict[str, str], find_figures: Callable[[str], list[str]]
) -> list[tuple[int, str, str, str]]:
    try:
        catalog_ = read_catalog(path)
    except (OSError, CatalogError) as exc:
        return [
            (
                getattr(exc, "line", 0),
                Subtype.CATALOG.value,
                __("catalog cannot be used: %s; its pages are shown untranslated until it is fixed")
                % exc,
                "",
            )
        ]
    found = []
    for message in messages(catalog_, path):
        if message.fuzzy:  # not used by the build
            continue
        # uncited figures on a page are found by the scan of the page itself; a UI string's
        # or a data text's only here ("阅读设置（本站推理快十倍）")
        figures = None if kind is Kind.PAGE else find_figures
        issues = compare(
            message.msgid, message.msgstr, kind=kind, units=units, find_figures=figures
        )
        # a data text's own rules, by its context (a formula's order, a product's name)
        issues = with_data_rules(message.msgctxt, message.msgid, message.msgstr, issues)
        for issue in issues:
            found.append((message.line, issue.subtype.value, issue.message, message.msgid))
    return found


def get_outdated(
    app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str], removed: set[str]
) -> list[str]:
    """Pages that use claims are re-read when the data files change (their checks and cards
    depend on the data); every page is, when the rule's code changed."""
    domain = get_domain(env)
    if domain.data.get("rule_changed"):
        return sorted(env.found_docs)
    if not domain.data.get("data_changed"):
        return []
    return sorted((domain.docs_using_claims() | set(domain.generated)) & set(env.found_docs))


def check_unused(app: Sphinx, env: BuildEnvironment) -> None:
    """``env-updated``: claims that no page, profile or derived claim uses."""
    domain = get_domain(env)
    registry = domain.registry
    if registry is None:
        return
    used = {record["claim"] for record in domain.uses}
    used |= {spec for profile in registry.profiles.values() for spec in profile.specs}
    used |= {
        ref for cid in list(used) if cid in registry.claims for ref in registry.claims[cid].inputs
    }
    for claim in sorted(registry.claims.values(), key=lambda c: (c.path, c.line)):
        if claim.id not in used:
            record_problem(
                env,
                Subtype.UNUSED,
                __("claim %r is declared but used on no page; use it or remove it") % claim.id,
                f"{claim.path}:{claim.line}",
            )


def write_catalog_template(app: Sphinx, exception: Exception | None) -> None:
    """With the gettext builder: the data files' texts as ``_claims.pot``."""
    if exception is None and app.builder.name == "gettext":
        registry = get_domain(app.env).registry
        if registry is not None:
            catalog.write_template(app, registry)
