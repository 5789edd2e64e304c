"""The generated pages and the machine-readable ledger.

``{claims-ledger}`` (the Numbers page) and ``{hardware-profiles}`` (the Hardware page) are
placeholders on real source pages, filled when the page is written from the registry and the
domain records; ``claims.json`` is written at the root of each language's output.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from docutils import nodes
from markupsafe import escape
from sphinx.util.docutils import SphinxDirective

from claims import export
from claims import nodes as claim_nodes
from claims.core.dates import build_date
from claims.core.registry import MEASUREMENT_KEYS
from claims.domain import get_domain, uses_by_claim
from claims.html import Linker, card_rows, profile_facts, shown_value
from claims.locale import _

if TYPE_CHECKING:
    from sphinx.application import Sphinx

    from claims.core.registry import Claim, Registry


class LedgerDirective(SphinxDirective):
    """``{claims-ledger}``: every claim on the site, by source and by hardware."""

    def run(self) -> list[nodes.Node]:
        node = claim_nodes.claims_ledger()
        self.set_source_info(node)
        return [node]


class HardwareDirective(SphinxDirective):
    """``{hardware-profiles}``: every hardware profile with its specs and claims."""

    def run(self) -> list[nodes.Node]:
        node = claim_nodes.hardware_profiles()
        self.set_source_info(node)
        return [node]


def note_outdated(
    app: Sphinx, env: Any, added: set[str], changed: set[str], removed: set[str]
) -> list[str]:
    """Whether this build adds, changes or removes a page (reset on every build)."""
    get_domain(env).data["pages_changed"] = bool(added or changed or removed)
    return []


def note_reading(app: Sphinx, env: Any, docnames: list[str]) -> None:
    # other handlers of env-get-outdated may have added pages to read
    if docnames:
        get_domain(env).data["pages_changed"] = True


def get_updated(app: Sphinx, env: Any) -> list[str]:
    """Generated pages depend on every page: rewrite them whenever a page was read or
    removed, and only then (an identical rebuild writes nothing)."""
    domain = get_domain(env)
    if not domain.data.get("pages_changed"):
        return []
    return sorted(domain.generated)


def fill_generated_pages(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    domain = get_domain(app.env)
    registry = domain.registry
    if registry is None:
        return
    links = Linker(app.builder, docname)
    for ledger in list(doctree.findall(claim_nodes.claims_ledger)):
        ledger.replace_self(_raw(_ledger_html(app, links, registry)))
    for profiles in list(doctree.findall(claim_nodes.hardware_profiles)):
        profiles.replace_self(_raw(_hardware_html(app, links, registry)))


def _raw(html: str) -> nodes.raw:
    return nodes.raw("", html, format="html")


def _title(app: Sphinx, docname: str) -> str:
    title = app.env.titles.get(docname)
    return title.astext() if title is not None else docname


def _used_on(app: Sphinx, links: Linker, uses: Sequence[Mapping[str, Any]]) -> str:
    seen: dict[str, str] = {}
    for use in uses:
        seen.setdefault(use["docname"], use["anchor"])
    return ", ".join(
        f'<a href="{escape(links.page(doc, anchor))}">{escape(_title(app, doc))}</a>'
        for doc, anchor in seen.items()
    ) or str(escape(_("not used on any page")))


def _claims_in_order(registry: Registry) -> list[Claim]:
    return sorted(registry.claims.values(), key=lambda c: c.id)


def _ledger_html(app: Sphinx, links: Linker, registry: Registry) -> str:
    domain = get_domain(app.env)
    uses = uses_by_claim(domain.uses)
    out = ['<div class="claims-ledger">']
    by_source: dict[str, list[Claim]] = {}
    for claim in _claims_in_order(registry):
        by_source.setdefault(claim.source or "", []).append(claim)
    out.append(f'<h2 id="by-source">{escape(_("By source"))}</h2>')
    for key in sorted(
        by_source, key=lambda k: (k == "", registry.sources.get(k, {}).get("short", k))
    ):
        claims = by_source[key]
        if key:
            source = registry.sources.get(key, {})
            title = str(escape(source.get("title", key)))
            if source.get("url"):
                title = f'<a href="{escape(source["url"])}">{title}</a>'
            venue = f", {escape(source['venue'])}" if source.get("venue") else ""
            out.append(
                f'<h3 id="source-{escape(key)}">{escape(source.get("short", key))}</h3>'
                f'<p class="claims-source">{title}{venue}</p>'
            )
        else:
            out.append(f'<h3 id="source-none">{escape(_("Derived arithmetic"))}</h3>')
        out.append(_claim_table(app, links, registry, claims, uses))
    out.append(f'<h2 id="by-hardware">{escape(_("By hardware"))}</h2>')
    by_hardware: dict[str, list[Claim]] = {}
    for claim in _claims_in_order(registry):
        if claim.kind in {"derived", "fact"}:
            continue
        for profile_key in [use.profile for use in claim.hardware or []] or [""]:
            by_hardware.setdefault(profile_key, []).append(claim)
    for profile_id in sorted(by_hardware, key=lambda p: (p == "", p)):
        profile = registry.profiles.get(profile_id)
        if profile is not None:
            heading = (
                f'<a href="{escape(links.hardware(profile_id) or "#")}">{escape(profile.name)}</a>'
            )
        else:
            heading = escape(_("Hardware not stated by the source"))
        items = "".join(
            f'<li><a href="#claim-{escape(c.id)}">{escape(shown_value(c, app.config))}</a> '
            f"— {escape(c.quantity)}</li>"
            for c in by_hardware[profile_id]
        )
        out.append(
            f'<h3 id="by-hardware-{escape(profile_id or "not-stated")}">{heading}</h3>'
            f"<ul>{items}</ul>"
        )
    out.append(f'<h2 id="exemptions">{escape(_("Numbers that are not claims"))}</h2>')
    exemptions = sorted(domain.exemptions, key=lambda r: (r["docname"], r["lineno"]))
    if exemptions:
        rows = "".join(
            f"<tr><td>{escape(r['display'])}</td><td>{escape(r['reason'])}</td>"
            f'<td><a href="{escape(links.page(r["docname"]))}">'
            f"{escape(_title(app, r['docname']))}</a></td></tr>"
            for r in exemptions
        )
        out.append(
            f'<table class="claims-table"><thead><tr><th scope="col">{escape(_("Shown"))}</th>'
            f'<th scope="col">{escape(_("Reason"))}</th><th scope="col">{escape(_("Page"))}</th>'
            f"</tr></thead><tbody>{rows}</tbody></table>"
        )
    else:
        out.append(f"<p>{escape(_('None.'))}</p>")
    out.append("</div>")
    return "".join(out)


def _claim_table(
    app: Sphinx,
    links: Linker,
    registry: Registry,
    claims: list[Claim],
    uses: Mapping[str, Sequence[Mapping[str, Any]]],
) -> str:
    head = "".join(
        f'<th scope="col">{escape(label)}</th>'
        for label in (_("Value"), _("Details"), _("Used on"))
    )
    rows = []
    for claim in claims:
        details = "<br>".join(
            f'<span class="claim-card-label">{escape(label)}</span> {value}'
            for label, value in card_rows(links, claim, registry)
        )
        rows.append(
            f'<tr id="claim-{escape(claim.id)}"><th scope="row">'
            f"{escape(shown_value(claim, app.config))}<br>"
            f'<code class="claims-id">{escape(claim.id)}</code></th>'
            f"<td>{details}</td><td>{_used_on(app, links, uses.get(claim.id, []))}</td></tr>"
        )
    return (
        f'<table class="claims-table"><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def _hardware_html(app: Sphinx, links: Linker, registry: Registry) -> str:
    domain = get_domain(app.env)
    mentions: dict[str, set[str]] = {}
    for record in domain.mentions:
        mentions.setdefault(record["profile"], set()).add(record["docname"])
    out = ['<div class="hardware-profiles">']
    for pid, profile in sorted(registry.profiles.items()):
        facts = [(_("Vendor"), profile.vendor), (_("Architecture"), profile.architecture)]
        if profile.compute_capability:
            facts.append((_("Compute capability"), profile.compute_capability))
        if profile.memory:
            facts.append((_("Memory"), profile.memory))
        facts += profile_facts(profile)
        if profile.note:
            facts.append((_("Note"), profile.note))
        dl = "".join(f"<dt>{escape(k)}</dt><dd>{escape(v)}</dd>" for k, v in facts)
        out.append(
            f'<section class="hw-profile" id="hw-{escape(pid)}">'
            f"<h2>{escape(profile.name)}</h2><dl>{dl}</dl>"
        )
        specs = [registry.claims[s] for s in profile.specs if s in registry.claims]
        if specs:
            out.append(
                f"<h3>{escape(_('Specifications'))}</h3><ul>"
                + "".join(
                    f'<li><a href="{escape(links.claim(c.id) or "#")}">'
                    f"{escape(shown_value(c, app.config))}</a> — {escape(c.quantity)}</li>"
                    for c in specs
                )
                + "</ul>"
            )
        measured = [
            c
            for c in _claims_in_order(registry)
            if c.kind == "measured" and any(u.profile == pid for u in c.hardware or [])
        ]
        out.append(f"<h3>{escape(_('Claims measured on it'))}</h3>")
        if measured:
            out.append(
                "<ul>"
                + "".join(
                    f'<li><a href="{escape(links.claim(c.id) or "#")}">'
                    f"{escape(shown_value(c, app.config))}</a> — {escape(c.quantity)}</li>"
                    for c in measured
                )
                + "</ul>"
            )
        else:
            out.append(f"<p>{escape(_('None on this site yet.'))}</p>")
        pages = sorted(mentions.get(pid, ()))
        if pages:
            out.append(
                f"<p>{escape(_('Mentioned on'))}: "
                + ", ".join(
                    f'<a href="{escape(links.page(doc))}">{escape(_title(app, doc))}</a>'
                    for doc in pages
                )
                + "</p>"
            )
        out.append("</section>")
    out.append("</div>")
    return "".join(out)


def ledger_json(app: Sphinx) -> dict[str, Any]:
    """The whole ledger as data: the same claims, as declared, in every language
    (``claims.schema.json`` describes it)."""
    domain = get_domain(app.env)
    registry = domain.data.get("source_registry") or domain.registry
    uses = uses_by_claim(domain.uses)
    claims = []
    for claim in _claims_in_order(registry):
        claims.append(
            {
                "id": claim.id,
                "kind": claim.kind,
                "value": claim.value,
                "unit": claim.unit,
                "quantity": claim.quantity,
                "source": claim.source,
                "source_short": registry.sources.get(claim.source or "", {}).get("short"),
                "source_entry": export.source_entry(registry, claim.source),
                "locator": claim.locator,
                "hardware": None
                if claim.hardware is None
                else [
                    {"profile": u.profile, "count": u.count, "interconnect": u.interconnect}
                    for u in claim.hardware
                ],
                "baseline": claim.baseline,
                "model": claim.model,
                "precision": claim.precision,
                **{key: getattr(claim, key) for key in MEASUREMENT_KEYS},
                "as_of": claim.as_of,
                "simulated": claim.simulated,
                "formula": claim.formula,
                "inputs": claim.inputs,
                "compute": claim.compute,
                "computed": export.computed(claim),
                "uses": [
                    {
                        "page": app.builder.get_target_uri(u["docname"]),
                        "line": u["lineno"],
                        "anchor": u["anchor"],
                    }
                    for u in uses.get(claim.id, [])
                ],
            }
        )
    return {
        "schema_version": export.SCHEMA_VERSION,
        "base_url": app.config.html_baseurl or None,
        "build_date": build_date().isoformat(),
        "language": app.config.language,
        "claims": claims,
        "exemptions": [
            {
                "page": app.builder.get_target_uri(r["docname"]),
                "line": r["lineno"],
                "shown": r["display"],
                "reason": r["reason"],
            }
            for r in sorted(domain.exemptions, key=lambda r: (r["docname"], r["lineno"]))
        ],
        "hardware": {
            pid: {
                "vendor": p.vendor,
                "name": p.name,
                "architecture": p.architecture,
                "compute_capability": p.compute_capability,
                "memory": p.memory,
                "memory_type": p.memory_type,
                "interconnect": p.interconnect,
                "form_factor": p.form_factor,
                "specs": p.specs,
            }
            for pid, p in sorted(registry.profiles.items())
        },
    }


def write_json(app: Sphinx, exception: Exception | None) -> None:
    """``claims.json`` and ``claims.schema.json`` at the root of the output, validated."""
    if exception is not None or app.builder.format != "html":
        return
    domain = get_domain(app.env)
    if domain.registry is None:
        return
    registry = domain.data.get("source_registry") or domain.registry
    if not export.write(Path(app.outdir), ledger_json(app), registry):
        app.statuscode = app.statuscode or 1
