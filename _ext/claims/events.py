"""Build-wide steps: load the data files once per build, re-read pages when they change,
and check across documents once everything is read."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from sphinx.locale import __

from claims import bibstyle, catalog
from claims.domain import get_domain
from claims.registry import load_registry
from claims.sources import load_sources
from claims.warnings import Subtype

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.environment import BuildEnvironment


def load_data(app: Sphinx) -> None:
    """Read hardware profiles, claims and the bibliography; warn about every problem with
    the data file and line."""
    srcdir = Path(app.srcdir)
    # sphinxcontrib-bibtex reads bibtex_bibfiles relative to the configuration directory
    bibfiles = [Path(app.confdir) / name for name in getattr(app.config, "bibtex_bibfiles", [])]
    sources, errors = load_sources(bibfiles)
    for path, message in errors:
        Subtype.MALFORMED.warn(__("bibliography %s cannot be read: %s"), path, message,
                               location=str(path))
    bibstyle.set_site_labels({key: source["short"] for key, source in sources.items()})
    registry, problems = load_registry(srcdir / app.config.claims_data_dir, sources)
    for problem in problems:
        problem.subtype.warn("%s", problem.message, location=f"{problem.path}:{problem.line}")
    source_registry = registry
    if app.config.language and app.config.language != app.config.claims_source_language:
        translations = catalog.load_translations(
            srcdir, list(app.config.locale_dirs), app.config.language)
        digest = registry.digest + hashlib.sha256(repr(sorted(translations.items())).encode()).hexdigest()
        registry = catalog.translated(registry, translations)
        registry.digest = digest
    domain = get_domain(app.env)
    previous = domain.registry
    domain.data["data_changed"] = previous is None or previous.digest != registry.digest
    domain.registry = registry
    # claims.json publishes the data as declared, identical in every language
    domain.data["source_registry"] = source_registry


def get_outdated(app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str],
                 removed: set[str]) -> list[str]:
    """Pages that use claims are re-read when the data files change (their checks and cards
    depend on the data)."""
    domain = get_domain(env)
    if not domain.data.get("data_changed"):
        return []
    return sorted((domain.docs_using_claims() | set(domain.generated)) & set(env.found_docs))


def check_consistency(app: Sphinx, env: BuildEnvironment) -> None:
    domain = get_domain(env)
    registry = domain.registry
    if registry is None:
        return
    used = {record["claim"] for record in domain.uses}
    used |= {spec for profile in registry.profiles.values() for spec in profile.specs}
    used |= {ref for cid in list(used) if cid in registry.claims
             for ref in registry.claims[cid].inputs}
    for claim in sorted(registry.claims.values(), key=lambda c: (c.path, c.line)):
        if claim.id not in used:
            Subtype.UNUSED.warn(__("claim %r is declared but used on no page; use it or "
                                   "remove it"), claim.id, location=f"{claim.path}:{claim.line}")


def write_catalog_template(app: Sphinx, exception: Exception | None) -> None:
    """With the gettext builder: the data files' texts as ``_claims.pot``."""
    if exception is None and app.builder.name == "gettext":
        registry = get_domain(app.env).registry
        if registry is not None:
            catalog.write_template(app, registry)
