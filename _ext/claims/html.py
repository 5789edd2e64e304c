"""HTML for claims: the number, a small mark naming hardware and source (visible without
JavaScript), and a card shown on hover and keyboard focus (by CSS, so it works without
JavaScript and for screen readers through ``aria-describedby``; ``static/claims.js`` keeps
it inside the viewport and closes it on Escape, under a strict Content-Security-Policy)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from markupsafe import escape

from claims.core.dates import build_date, parse_date
from claims.core.formula import decimals, show
from claims.core.registry import MEASUREMENT_KEYS, NOT_STATED
from claims.core.values import format_value
from claims.domain import get_domain
from claims.locale import _, ngettext

if TYPE_CHECKING:
    from docutils import nodes
    from sphinx.writers.html5 import HTML5Translator

    from claims.core.registry import Claim, Profile, Registry

#: the claim node attribute naming the fields its comparison badge shows (set by
#: claims.transforms where one paragraph compares numbers not measured like for like)
DIFFERS = "claims_differs"


class Linker:
    """Relative links from the page being written (*docname*) to the generated pages."""

    def __init__(self, builder, docname: str) -> None:
        self.builder = builder
        self.docname = docname
        self.domain = get_domain(builder.env)

    def _to(self, kind: str, anchor: str) -> str | None:
        target = self.domain.page_of(kind)
        if target is None:
            return None
        return f"{self.builder.get_relative_uri(self.docname, target)}#{anchor}"

    def claim(self, claim_id: str) -> str | None:
        return self._to("ledger", f"claim-{claim_id}")

    def source(self, key: str) -> str | None:
        return self._to("ledger", f"source-{key}")

    def hardware(self, profile: str) -> str | None:
        return self._to("hardware", f"hw-{profile}")

    def page(self, docname: str, anchor: str = "") -> str:
        uri = self.builder.get_relative_uri(self.docname, docname)
        return f"{uri}#{anchor}" if anchor else uri


def shown_value(claim: Claim, config) -> str:
    """A claim's value as this language shows it: the unit through claims_unit_translations."""
    units = config.claims_unit_translations.get(config.language, {})
    return format_value(claim.value, units.get(claim.unit, claim.unit))


def linker(translator: HTML5Translator) -> Linker:
    return Linker(translator.builder, translator.builder.current_docname)


@dataclass(frozen=True)
class Link:
    """A piece of a card line that links somewhere (*href* None: plain text)."""

    text: str
    href: str | None


#: one line of a card: plain text and links, in reading order (rendered as HTML for the
#: cards, as docutils nodes on the Numbers page)
Pieces = list[str | Link]


def pieces_html(pieces: Pieces) -> str:
    return "".join(
        _link(piece.href, piece.text) if isinstance(piece, Link) else str(escape(piece))
        for piece in pieces
    )


def _link(href: str | None, text: str) -> str:
    if href is None:
        return str(escape(text))
    return f'<a href="{escape(href)}">{escape(text)}</a>'


def hardware_text(claim: Claim, registry: Registry) -> str:
    """Plain "32 × A100 80GB" text of a claim's hardware (for marks and charts)."""
    if claim.hardware is None:
        return _("hardware not stated by the source")
    parts = []
    for use in claim.hardware:
        profile = registry.profiles.get(use.profile)
        name = profile.short if profile else use.profile
        parts.append(f"{use.count} × {name}" if use.count and use.count > 1 else name)
    return " + ".join(parts) if parts else "—"


def hardware_pieces(links: Linker, claim: Claim, registry: Registry) -> Pieces:
    if claim.hardware is None:
        return [_("not stated by the source")]
    pieces: Pieces = []
    for use in claim.hardware:
        profile = registry.profiles.get(use.profile)
        name = profile.name if profile else use.profile
        if pieces:
            pieces.append("; ")
        text = f"{use.count} × {name}" if use.count else name
        pieces.append(Link(text, links.hardware(use.profile)))
        if use.interconnect:
            pieces.append(_(" (%s)") % use.interconnect)
    return pieces


def card_rows(links: Linker, claim: Claim, registry: Registry) -> list[tuple[str, str]]:
    """Label and HTML of each line of a claim's card."""
    return [(label, pieces_html(pieces)) for label, pieces in card_fields(links, claim, registry)]


def card_fields(links: Linker, claim: Claim, registry: Registry) -> list[tuple[str, Pieces]]:
    """Label and pieces of each line of a claim's card (shared with the ledger)."""
    rows: list[tuple[str, Pieces]] = []
    if claim.quantity:
        rows.append((_("What"), [claim.quantity]))
    if claim.source:
        source = registry.sources.get(claim.source, {})
        cite: Pieces = [Link(source.get("short", claim.source), links.source(claim.source))]
        rows.append((_("Source"), cite + ([f", {claim.locator}"] if claim.locator else [])))
    if claim.kind != "derived" and claim.kind != "fact":
        rows.append((_("Hardware"), hardware_pieces(links, claim, registry)))
    if claim.formula:
        rows.append((_("Formula"), [claim.formula]))
    if claim.computed is not None:
        config = links.builder.config
        unit = config.claims_unit_translations.get(config.language, {}).get(claim.unit, claim.unit)
        rows.append((_("Recomputed by the build"), [computed_text(claim, unit)]))
    if claim.model:
        rows.append((_("Model"), [claim.model]))
    if claim.baseline:
        rows.append((_("Baseline"), [claim.baseline]))
    if claim.precision:
        rows.append((_("Precision"), [claim.precision]))
    rows += measurement_rows(claim)
    if claim.simulated:
        rows.append((_("Nature"), [_("simulated, not measured on a deployed system")]))
    if claim.as_of:
        rows.append((_("As of"), [as_of_text(claim.as_of)]))
    rows.append((_("Kind"), [kind_label(claim.kind)]))
    return rows


def measurement_rows(claim: Claim) -> list[tuple[str, Pieces]]:
    """How a measured number was measured, one row per key the data gives; a key the source
    does not state keeps its row, so the reader sees what is unknown."""
    rows: list[tuple[str, Pieces]] = []
    for key in MEASUREMENT_KEYS:
        value = getattr(claim, key)
        if value is not None:
            rows.append((field_label(key), [measurement_text(key, value)]))
    return rows


def field_label(key: str) -> str:
    """The label of a measurement key (also what a comparison badge names)."""
    return {
        "precision": _("Precision"),
        "software": _("Software"),
        "workload": _("Workload"),
        "parallelism": _("Parallelism"),
        "statistic": _("Statistic"),
    }[key]


def measurement_text(key: str, value: str) -> str:
    if value == NOT_STATED:
        return _("not stated by the source")
    return statistic_label(value) if key == "statistic" else value


def statistic_label(statistic: str) -> str:
    return {
        "mean": _("mean"),
        "median": _("median"),
        "p90": _("P90"),
        "p95": _("P95"),
        "p99": _("P99"),
        "max": _("maximum"),
        "min": _("minimum"),
        "geomean": _("geometric mean"),
        "total": _("total"),
        "single-run": _("single run"),
        "range": _("range across settings"),
    }.get(statistic, statistic)


def profile_facts(profile: Profile) -> list[tuple[str, str]]:
    """Label and text of the profile keys its source states (left out where it does not)."""
    facts = [
        (_("Memory type"), profile.memory_type),
        (_("Interconnect"), profile.interconnect),
        (_("Form factor"), profile.form_factor),
    ]
    return [(label, text) for label, text in facts if text]


def as_of_text(as_of: str) -> str:
    """The as-of date with its age at the build date ("2025-06-16, 412 days before this
    build"); the date alone when it is not a date or lies after the build date."""
    date = parse_date(as_of)
    if date is None or date > build_date():
        return as_of
    days = (build_date() - date).days
    return ngettext(
        "%(date)s, %(days)d day before this build",
        "%(date)s, %(days)d days before this build",
        days,
    ) % {"date": as_of, "days": days}


def computed_text(claim: Claim, unit: str) -> str:
    """What the build computed from a derived claim's inputs, four decimals past the
    declared value's ("…" when it goes on), in the claim's unit."""
    value, declared = claim.computed, claim.value
    if isinstance(value, tuple):
        text = "–".join(show(v, decimals(d)) for v, d in zip(value, declared, strict=True))
    else:
        text = show(value, decimals(declared))
    return f"{text} {unit}".strip()


def kind_label(kind: str) -> str:
    return {
        "measured": _("measured"),
        "spec": _("hardware specification"),
        "derived": _("derived arithmetic"),
        "fact": _("dated fact"),
    }[kind]


def visit_claim(self: HTML5Translator, node: nodes.Element) -> None:
    registry = get_domain(self.builder.env).registry
    claim = registry.claims.get(node["claim_id"]) if registry else None
    classes = " ".join(["claim", *node["classes"]])
    ids = " ".join(node["ids"])
    id_attr = f' id="{escape(ids)}"' if ids else ""
    if claim is None:  # already warned at read time
        self.body.append(f'<span class="{escape(classes)}"{id_attr}>')
        return
    card_id = f"claim-card-{self.builder.current_docname.replace('/', '-')}-{len(self.body)}"
    node["card_id"] = card_id
    href = linker(self).claim(claim.id)
    self.body.append(
        f'<span class="{escape(classes)}"{id_attr} data-claim="{escape(claim.id)}">'
        f'<a class="claim-value" href="{escape(href or "#")}" aria-describedby="{card_id}">'
    )


def depart_claim(self: HTML5Translator, node: nodes.Element) -> None:
    registry = get_domain(self.builder.env).registry
    claim = registry.claims.get(node["claim_id"]) if registry else None
    if claim is None:
        self.body.append("</span>")
        return
    source = registry.sources.get(claim.source or "", {})
    mark_parts = []
    if claim.kind in {"measured", "spec"}:
        mark_parts.append(hardware_text(claim, registry))
    if claim.kind == "derived":
        mark_parts.append(_("derived"))
    if claim.source:
        mark_parts.append(source.get("short", claim.source))
    if claim.simulated:
        mark_parts.append(_("simulated"))
    rows = "".join(
        f'<span class="claim-card-row"><span class="claim-card-label">{escape(label)}</span> '
        f'<span class="claim-card-value">{value}</span></span>'
        for label, value in card_rows(linker(self), claim, registry)
    )
    differs = ""
    if node.get(DIFFERS):
        # not aria-hidden, unlike the mark: what differs is part of what the sentence says
        fields = _(", ").join(field_label(key) for key in node[DIFFERS])
        differs = f'<span class="claim-differs">{escape(_("differs: %s") % fields)}</span>'
    self.body.append(
        "</a>"
        f'<sup class="claim-mark" aria-hidden="true">{escape(" · ".join(mark_parts))}</sup>'
        f"{differs}"
        # not role="tooltip": the card holds links (source, hardware), which a tooltip may
        # not; the number names it with aria-describedby, claims.js closes it on Escape
        f'<span class="claim-card" id="{node["card_id"]}">{rows}</span>'
        "</span>"
    )


def visit_hardware_ref(self: HTML5Translator, node: nodes.Element) -> None:
    href = linker(self).hardware(node["profile"])
    if href:
        self.body.append(f'<a class="hw-ref" href="{escape(href)}">')
    else:
        self.body.append('<span class="hw-ref">')


def depart_hardware_ref(self: HTML5Translator, node: nodes.Element) -> None:
    self.body.append("</a>" if linker(self).hardware(node["profile"]) else "</span>")


def visit_not_a_claim(self: HTML5Translator, node: nodes.Element) -> None:
    self.body.append(f'<span class="not-a-claim" title="{escape(node["reason"])}">')


def depart_not_a_claim(self: HTML5Translator, node: nodes.Element) -> None:
    self.body.append("</span>")


def visit_passthrough(self, node: nodes.Element) -> None:
    pass


def depart_passthrough(self, node: nodes.Element) -> None:
    pass
