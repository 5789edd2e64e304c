"""The generated pages and the machine-readable ledger.

``{claims-ledger}`` (the Numbers page) and ``{hardware-profiles}`` (the Hardware page) are
placeholders on real source pages, filled when the page is written from the registry and the
domain records (each source's table on the Numbers page through :mod:`claims.fragments`);
``claims.json`` is written at the root of each language's output.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from docutils import nodes
from sphinx.util.docutils import SphinxDirective

from claims import citation, doctree, export, fragments
from claims import nodes as claim_nodes
from claims.core.dates import build_date
from claims.core.registry import MEASUREMENT_KEYS
from claims.domain import get_domain, uses_by_claim
from claims.html import Linker, as_of_text, card_fields, profile_facts, shown_value
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


#: beside the doctrees: what each generated page last showed (see :func:`get_updated`)
SHOWN_FILE = "claims-ledger-shown.json"


def get_updated(app: Sphinx, env: Any) -> list[str]:
    """Generated pages depend on every page and on the bibliography: rewrite each one when
    what it shows changed (an edit that touches no claim's use leaves the Numbers page be,
    one that mentions no hardware the Hardware page)."""
    domain = get_domain(env)
    if domain.registry is None:
        return []
    shown = {doc: shown_digest(app, kind) for doc, kind in domain.generated.items()}
    try:
        previous = json.loads((Path(app.doctreedir) / SHOWN_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        previous = {}
    domain.data["ledger_shown"] = shown
    return sorted(doc for doc, digest in shown.items() if previous.get(doc) != digest)


def shown_digest(app: Sphinx, kind: str) -> str:
    """A digest of everything a generated page of *kind* shows: the data (with its
    translation and the build date), the rule's code, where the generated pages are, and
    each use and exemption (the Numbers page) or mention (the Hardware page) with the title
    of its page."""
    domain = get_domain(app.env)
    if kind == "ledger":
        uses = sorted((u["claim"], u["docname"], u["anchor"]) for u in domain.uses)
        exemptions = sorted(
            (r["docname"], r["lineno"], r["display"], r["reason"]) for r in domain.exemptions
        )
        # a line number only orders a page's exemptions: keep the order, not the numbers
        ordered = [(doc, display, reason) for doc, _line, display, reason in exemptions]
        citations = sorted((key, citation.entry_state(app, key)) for key in domain.registry.sources)
        records: tuple = (uses, ordered, citations)
        pages = {doc for _, doc, _ in uses} | {doc for doc, *_ in ordered}
    else:
        mentions = sorted({(r["profile"], r["docname"]) for r in domain.mentions})
        records = (mentions,)
        pages = {doc for _, doc in mentions}
    state = (
        domain.registry.digest,
        domain.data["rule_digest"],
        app.builder.name,
        sorted(domain.generated.items()),
        kind,
        records,
        sorted((doc, _title(app, doc)) for doc in pages),
    )
    return hashlib.sha256(repr(state).encode("utf-8")).hexdigest()


def note_shown(app: Sphinx, exception: Exception | None) -> None:
    """After a build that wrote generated pages: what each shows now. A build that failed
    keeps the old digests, so the next one writes the pages again."""
    shown = get_domain(app.env).data.pop("ledger_shown", None)
    if exception is None and shown is not None:
        text = json.dumps(shown, indent=0, sort_keys=True)
        (Path(app.doctreedir) / SHOWN_FILE).write_text(text, encoding="utf-8")


def fill_generated_pages(app: Sphinx, document: nodes.document, docname: str) -> None:
    placeholders: list[nodes.Element] = [
        *document.findall(claim_nodes.claims_ledger),
        *document.findall(claim_nodes.hardware_profiles),
    ]
    registry = get_domain(app.env).registry
    # the gettext builder would extract the generated text as the page's own messages: the
    # data's texts are translated through _claims.po instead
    if registry is None or app.builder.name == "gettext":
        for placeholder in placeholders:
            placeholder.parent.remove(placeholder)
        return
    links = Linker(app.builder, docname)
    for placeholder in placeholders:
        if isinstance(placeholder, claim_nodes.claims_ledger):
            placeholder.replace_self(_ledger_nodes(app, links, registry))
        else:
            placeholder.replace_self(_hardware_nodes(app, links, registry))


def _title(app: Sphinx, docname: str) -> str:
    title = app.env.titles.get(docname)
    return title.astext() if title is not None else docname


def _page_links(app: Sphinx, links: Linker, pages: Mapping[str, str]) -> list[nodes.Node]:
    """Links to *pages* (docname -> anchor), by title."""
    return doctree.joined(
        doctree.link(_title(app, doc), links.page(doc, anchor)) for doc, anchor in pages.items()
    )


def _used_on(app: Sphinx, links: Linker, uses: Sequence[Mapping[str, Any]]) -> nodes.paragraph:
    seen: dict[str, str] = {}
    for use in uses:
        seen.setdefault(use["docname"], use["anchor"])
    if not seen:
        return doctree.paragraph(_("not used on any page"))
    return doctree.paragraph(*_page_links(app, links, seen))


def _claims_in_order(registry: Registry) -> list[Claim]:
    return sorted(registry.claims.values(), key=lambda c: c.id)


def _ledger_nodes(app: Sphinx, links: Linker, registry: Registry) -> list[nodes.Node]:
    domain = get_domain(app.env)
    uses = uses_by_claim(domain.uses)
    by_source: dict[str, list[Claim]] = {}
    for claim in _claims_in_order(registry):
        by_source.setdefault(claim.source or "", []).append(claim)
    sources = doctree.section("by-source", _("By source"))
    # each source's table is kept as HTML under what it shows (see claims.fragments)
    kept = fragments.of(app)
    context = fragments.context_digest(
        app,
        links.docname,
        registry.digest,
        domain.data["rule_digest"],
        sorted(domain.generated.items()),
    )
    for key in sorted(
        by_source, key=lambda k: (k == "", registry.sources.get(k, {}).get("short", k))
    ):
        if key:
            source = registry.sources.get(key, {})
            group = doctree.section(f"source-{key}", source.get("short", key))
            cite = [doctree.link(source.get("title", key), source.get("url") or None)]
            if source.get("venue"):
                cite.append(nodes.Text(f", {source['venue']}"))
            group += doctree.paragraph(*cite, classes=["claims-source"])
        else:
            group = doctree.section("source-none", _("Derived arithmetic"))
        claims = by_source[key]
        # a use's page title is shown with it: a new title writes the table again
        shown = [
            (
                c.id,
                [
                    (u["docname"], u["anchor"], _title(app, u["docname"]))
                    for u in uses.get(c.id, ())
                ],
            )
            for c in claims
        ]
        state = (context, key, citation.entry_state(app, key), shown)
        digest = hashlib.sha256(repr(state).encode("utf-8")).hexdigest()
        group += kept.node(digest, partial(_claim_table, app, links, registry, claims, uses))
        sources += group
    hardware = doctree.section("by-hardware", _("By hardware"))
    by_hardware: dict[str, list[Claim]] = {}
    for claim in _claims_in_order(registry):
        if claim.kind in {"derived", "fact"}:
            continue
        for profile_key in [use.profile for use in claim.hardware or []] or [""]:
            by_hardware.setdefault(profile_key, []).append(claim)
    for profile_id in sorted(by_hardware, key=lambda p: (p == "", p)):
        profile = registry.profiles.get(profile_id)
        heading = (
            doctree.link(profile.name, links.hardware(profile_id))
            if profile is not None
            else nodes.Text(_("Hardware not stated by the source"))
        )
        group = doctree.section(f"by-hardware-{profile_id or 'not-stated'}", heading)
        group += _claim_list(app, by_hardware[profile_id], lambda c: f"#claim-{c.id}")
        hardware += group
    dated = doctree.section("by-as-of", _("By as-of date, oldest first"))
    dated += doctree.paragraph(
        _(
            "Claims read on pages that change in place, with the day they were read and "
            "their age at this build: the first ones are the next to check again."
        )
    )
    dated += doctree.bullet_list(
        [
            nodes.Text(f"{as_of_text(str(c.as_of))} — "),
            doctree.link(shown_value(c, app.config), f"#claim-{c.id}"),
            nodes.Text(f" — {c.quantity}"),
        ]
        for c in sorted(
            (c for c in registry.claims.values() if c.as_of), key=lambda c: (str(c.as_of), c.id)
        )
    )
    data = doctree.section("dataset", _("The data as a file"))
    data += doctree.paragraph(
        _("Every claim on this page is also published as "),
        doctree.link("claims.json", "claims.json"),
        _(", described by its JSON Schema, "),
        doctree.link("claims.schema.json", "claims.schema.json"),
        _(
            ". For each claim it gives the value and unit, the resolved source with its "
            "locator, the hardware, model, baseline, precision and the measurement fields, "
            "the formula and inputs of a derived claim, the as-of date, and the pages and "
            "anchors that use it. It is the same in both languages."
        ),
    )
    exempt = doctree.section("exemptions", _("Numbers that are not claims"))
    exemptions = sorted(domain.exemptions, key=lambda r: (r["docname"], r["lineno"]))
    if exemptions:
        exempt += doctree.table(
            [(_("Shown"), 12), (_("Reason"), 40), (_("Page"), 24)],
            (
                (
                    None,
                    [
                        [doctree.paragraph(r["display"])],
                        [doctree.paragraph(r["reason"])],
                        [doctree.paragraph(*_page_links(app, links, {r["docname"]: ""}))],
                    ],
                )
                for r in exemptions
            ),
            stub=False,
        )
    else:
        exempt += doctree.paragraph(_("None."))
    return [sources, hardware, dated, exempt, data]


def _claim_list(
    app: Sphinx, claims: Sequence[Claim], href: Callable[[Claim], str | None]
) -> nodes.bullet_list:
    """ "value — quantity" of each claim, the value linking to *href* of it."""
    return doctree.bullet_list(
        [doctree.link(shown_value(c, app.config), href(c)), nodes.Text(f" — {c.quantity}")]
        for c in claims
    )


def _claim_table(
    app: Sphinx,
    links: Linker,
    registry: Registry,
    claims: list[Claim],
    uses: Mapping[str, Sequence[Mapping[str, Any]]],
) -> nodes.table:
    rows: list[tuple[str | None, Sequence[doctree.Cell]]] = []
    for claim in claims:
        # one line per card field, as on the card (a line block keeps the lines in text too)
        details = nodes.line_block()
        for label, pieces in card_fields(links, claim, registry):
            line = nodes.line("", "")
            line += [nodes.inline(label, label, classes=["claim-card-label"]), nodes.Text(" ")]
            line += doctree.inlines(pieces)
            details += line
        # the id is the claim's permalink (the cards link to the same anchor)
        permalink = nodes.reference("", "", refid=f"claim-{claim.id}", internal=True)
        permalink += nodes.literal(claim.id, claim.id, classes=["claims-id"])
        # the id first: the text builders wrap a cell's paragraphs as one, and an id that
        # starts a line is never broken at its hyphens (the column holds the longest)
        value = [doctree.paragraph(permalink), doctree.paragraph(shown_value(claim, app.config))]
        cite = citation.citation_node(app, claim)
        used_on = [_used_on(app, links, uses.get(claim.id, []))]
        rows.append((f"claim-{claim.id}", [value, [details, *([cite] if cite else [])], used_on]))
    return doctree.table([(_("Value"), 40), (_("Details"), 48), (_("Used on"), 22)], rows)


def _hardware_nodes(app: Sphinx, links: Linker, registry: Registry) -> list[nodes.Node]:
    domain = get_domain(app.env)
    mentions: dict[str, set[str]] = {}
    for record in domain.mentions:
        mentions.setdefault(record["profile"], set()).add(record["docname"])
    out: list[nodes.Node] = []
    for pid, profile in sorted(registry.profiles.items()):
        facts = [(_("Vendor"), profile.vendor), (_("Architecture"), profile.architecture)]
        if profile.compute_capability:
            facts.append((_("Compute capability"), profile.compute_capability))
        if profile.memory:
            facts.append((_("Memory"), profile.memory))
        facts += profile_facts(profile)
        if profile.note:
            facts.append((_("Note"), profile.note))
        section = doctree.section(f"hw-{pid}", profile.name, classes=["hw-profile"])
        section += nodes.definition_list(
            "",
            *(
                nodes.definition_list_item(
                    "", nodes.term(label, label), nodes.definition("", doctree.paragraph(value))
                )
                for label, value in facts
            ),
        )
        specs = [registry.claims[s] for s in profile.specs if s in registry.claims]
        if specs:
            part = doctree.section(f"hw-{pid}-specs", _("Specifications"))
            part += _claim_list(app, specs, lambda c: links.claim(c.id))
            section += part
        measured = [
            c
            for c in _claims_in_order(registry)
            if c.kind == "measured" and any(u.profile == pid for u in c.hardware or [])
        ]
        part = doctree.section(f"hw-{pid}-measured", _("Claims measured on it"))
        if measured:
            part += _claim_list(app, measured, lambda c: links.claim(c.id))
        else:
            part += doctree.paragraph(_("None on this site yet."))
        pages = sorted(mentions.get(pid, ()))
        if pages:
            part += doctree.paragraph(
                f"{_('Mentioned on')}: ", *_page_links(app, links, dict.fromkeys(pages, ""))
            )
        section += part
        out.append(section)
    return out


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


#: beside the doctrees: the build's own state, gone with them (then every record is validated)
FITTED_FILE = "claims-export-fitted.json"


#: beside the doctrees: what the last ``claims.json`` that fitted its schema was made from
EXPORTED_FILE = "claims-json-from.txt"


def write_json(app: Sphinx, exception: Exception | None) -> None:
    """``claims.json`` and ``claims.schema.json`` at the root of the output, validated;
    left alone when made from what the last one that fitted was made from (making it
    was a good part of a one-page rebuild). One that did not fit is made and reported
    again by every build."""
    if exception is not None or app.builder.format != "html":
        return
    domain = get_domain(app.env)
    if domain.registry is None:
        return
    registry = domain.data.get("source_registry") or domain.registry
    outdir, made_from = Path(app.outdir), Path(app.doctreedir) / EXPORTED_FILE
    inputs = _export_inputs(app, registry)
    present = all((outdir / name).exists() for name in ("claims.json", export.SCHEMA_NAME))
    try:
        if present and made_from.read_text(encoding="utf-8") == inputs:
            return
    except OSError:
        pass
    valid = export.write(outdir, ledger_json(app), registry, Path(app.doctreedir) / FITTED_FILE)
    if valid:
        made_from.write_text(inputs, encoding="utf-8")
    else:
        made_from.unlink(missing_ok=True)
        app.statuscode = app.statuscode or 1


def _export_inputs(app: Sphinx, registry: Registry) -> str:
    """A digest of all :func:`ledger_json` reads: the data (with the build date), the
    rule's code and the schema, each use and exemption with its line, and the builder,
    language and base URL that make the pages' addresses."""
    domain = get_domain(app.env)
    state = (
        registry.digest,
        domain.data["rule_digest"],
        hashlib.sha256(export.SCHEMA_PATH.read_bytes()).hexdigest(),
        app.builder.name,
        app.config.language,
        app.config.html_baseurl,
        sorted((u["claim"], u["docname"], u["lineno"], u["anchor"]) for u in domain.uses),
        sorted((r["docname"], r["lineno"], r["display"], r["reason"]) for r in domain.exemptions),
    )
    return hashlib.sha256(repr(state).encode("utf-8")).hexdigest()
