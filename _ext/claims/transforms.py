"""Read-time checks of the claims rule, run on the final (translated) doctree.

:class:`RecordOriginals` runs just before Sphinx's ``Locale`` transform and remembers what
each translatable paragraph cites in the original; :class:`CheckClaims` runs after it and
checks every claim, exemption and hardware mention, compares translations with their
originals, scans the remaining text for uncited numbers and records what it saw in the
domain.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

import polib
from docutils import nodes
from sphinx import addnodes
from sphinx.locale import __
from sphinx.transforms import SphinxTransform
from sphinx.util import logging
from sphinx.util.nodes import extract_messages
from sphinx.util.i18n import docname_to_domain

from claims import nodes as claim_nodes
from claims.chart import check_chart, claims_chart
from claims.detector import Detector
from claims.domain import get_domain
from claims.html import shown_value
from claims.values import display_matches, display_numbers, format_value, same_unit
from claims.warnings import Subtype

if TYPE_CHECKING:
    from claims.registry import Claim, Registry

logger = logging.getLogger("claims")

#: node types whose text is never scanned for uncited numbers
SKIP_NODES: tuple[type[nodes.Node], ...] = (
    *claim_nodes.CITED_NODES,
    nodes.literal,
    nodes.literal_block,
    nodes.math,
    nodes.math_block,
    nodes.raw,
    nodes.comment,
    nodes.citation,
    nodes.citation_reference,
    nodes.footnote_reference,
    nodes.substitution_definition,
    nodes.target,
    addnodes.pending_xref,
    nodes.meta,
    addnodes.only,
)

ORIGINAL = "claims_original"
MSGID = "claims_msgid"


def signature(node: nodes.Element) -> list[tuple[str, str, str]]:
    """What a paragraph cites: (role, target, shown text) for each claim node in it."""
    found = []
    for child in node.findall(claim_nodes.claim):
        found.append(("claim", child["claim_id"], child.astext()))
    for child in node.findall(claim_nodes.not_a_claim):
        found.append(("nac", "", child.astext()))
    for child in node.findall(claim_nodes.hardware_ref):
        found.append(("hw", child["profile"], child.astext()))
    return found


def is_translation(config: Any) -> bool:
    return bool(config.language) and config.language != config.claims_source_language


class RecordOriginals(SphinxTransform):
    """Before translation: keep each message's original claims on its node."""

    default_priority = 15  # Sphinx's Locale transform is 20

    def apply(self, **kwargs: Any) -> None:
        if not is_translation(self.config):
            return
        for node, msg in extract_messages(self.document):
            node[ORIGINAL] = signature(node)
            node[MSGID] = msg


class CheckClaims(SphinxTransform):
    """After translation: check, compare, scan and record."""

    default_priority = 400

    def apply(self, **kwargs: Any) -> None:
        domain = get_domain(self.env)
        registry: Registry | None = domain.registry
        if registry is None:  # not an environment the extension set up (e.g. a bare parse)
            return
        self.docname = self.env.current_document.docname
        self.registry = registry
        self._catalog: polib.POFile | None | bool = False
        self._translated_checked: set[int] = set()
        self._check_translations()
        self._check_and_record(domain)
        if self.config.claims_scan:
            self._scan(_detector(self.config.claims_extra_units, self.config.claims_ignore_patterns))
        self._mark_cross_hardware()
        for node in self.document.findall(nodes.Element):
            node.attributes.pop(ORIGINAL, None)
            node.attributes.pop(MSGID, None)

    # -- locations ----------------------------------------------------------------

    def location(self, node: nodes.Node, extra_text: str = "") -> Any:
        """Where to point a warning about *node*: the catalog entry for translated text,
        else the source file and line (counting line breaks inside the paragraph)."""
        block = _block_of(node)
        if block is not None and block.get("translated") and block.get(MSGID):
            return self._catalog_location(block)
        line = _line_of(node, extra_text)
        return (self.docname, line) if line else node

    def _catalog_location(self, block: nodes.Element) -> str:
        path = self._catalog_path()
        line = 0
        if self._catalog is False:
            self._catalog = polib.pofile(str(path)) if path and path.exists() else None
        if self._catalog:
            entry = self._catalog.find(block[MSGID])
            line = entry.linenum if entry else 0
        return f"{path}:{line}" if line else str(path)

    def _catalog_path(self) -> Path | None:
        domain = docname_to_domain(self.docname, self.config.gettext_compact)
        for directory in self.config.locale_dirs:
            path = (self.env.srcdir / directory / self.config.language / "LC_MESSAGES"
                    / f"{domain}.po").resolve()
            if path.exists():
                return path
        return None

    # -- checks -------------------------------------------------------------------

    def _check_translations(self) -> None:
        if not is_translation(self.config):
            return
        units = self.config.claims_unit_translations.get(self.config.language, {})
        for block in self.document.findall(nodes.Element):
            if ORIGINAL not in block or not block.get("translated"):
                continue
            original, translated = block[ORIGINAL], signature(block)
            if original == translated:
                continue
            self._compare(block, original, translated, units)

    def _compare(self, block: nodes.Element, original: list, translated: list,
                 units: dict[str, str]) -> None:
        where = self._catalog_location(block)
        before = Counter((role, target) for role, target, _ in original)
        after = Counter((role, target) for role, target, _ in translated)
        for (role, target), count in (before - after).items():
            shown = next(s for r, t, s in original if (r, t) == (role, target))
            Subtype.TRANSLATION_DROPPED.warn(
                __("translation drops %s %r (%s) of the original; keep the role with the same "
                   "target in the msgstr"), _ROLE_NAMES[role], target or shown, shown,
                location=where)
        for (role, target), count in (after - before).items():
            shown = next(s for r, t, s in translated if (r, t) == (role, target))
            Subtype.TRANSLATION_ADDED.warn(
                __("translation adds %s %r (%s) that the original does not have; translate "
                   "only what the original says"), _ROLE_NAMES[role], target or shown, shown,
                location=where)
        # same roles: compare what is shown, pairwise in order
        for role, target in before & after:
            old = [s for r, t, s in original if (r, t) == (role, target)]
            new = [s for r, t, s in translated if (r, t) == (role, target)]
            for shown_before, shown_after in zip(old, new):
                if role == "hw":
                    continue
                if [n for n, _ in display_numbers(shown_before)] != [
                    n for n, _ in display_numbers(shown_after)
                ]:
                    Subtype.TRANSLATION_CHANGED.warn(
                        __("translation shows %r where the original shows %r (%s); a "
                           "translation may localise the unit, never the number"),
                        shown_after, shown_before, target or _ROLE_NAMES[role], location=where)
                    self._translated_checked.add(id(block))
                elif not same_unit(shown_before, shown_after, units):
                    Subtype.TRANSLATION_UNIT.warn(
                        __("translation changes the unit of %r to %r; declare the rendering "
                           "in claims_unit_translations or keep the original unit"),
                        shown_before, shown_after, location=where)

    def _check_and_record(self, domain: Any) -> None:
        registry = self.registry
        counters: Counter[str] = Counter()
        for node in list(self.document.findall(claim_nodes.claim)):
            cid = node["claim_id"]
            claim = registry.claims.get(cid)
            if not cid:
                Subtype.MALFORMED.warn(__("a {claim} role needs a claim id: "
                                          "{claim}`shown value <claim-id>`"),
                                       location=self.location(node))
                continue
            if claim is None:
                Subtype.UNKNOWN_CLAIM.warn(
                    __("unknown claim %r; declare it in %s/claims/*.yaml or fix the id"),
                    cid, self.config.claims_data_dir, location=self.location(node))
                continue
            if not node.astext():
                node += nodes.Text(self._default_display(claim))
            block = _block_of(node)
            if (id(block) not in self._translated_checked
                    and not display_matches(node.astext(), claim.value)):
                Subtype.VALUE_MISMATCH.warn(
                    __("%r shows a value other than claim %r declares (%s); show the declared "
                       "value, rounded if you like, or fix the claim"),
                    node.astext(), cid, format_value(claim.value, claim.unit),
                    location=self.location(node))
            counters[cid] += 1
            anchor = f"use-{cid}-{counters[cid]}"
            node["ids"].append(anchor)
            domain.uses.append({"docname": self.docname, "lineno": _line_of(node) or 0,
                                "claim": cid, "display": node.astext(), "anchor": anchor})
        for node in self.document.findall(claim_nodes.not_a_claim):
            if not node["reason"]:
                Subtype.MALFORMED.warn(
                    __("{nac}`%s` needs a reason: {nac}`%s <why this is not a performance "
                       "figure>`"), node.astext(), node.astext(), location=self.location(node))
            domain.exemptions.append({"docname": self.docname, "lineno": _line_of(node) or 0,
                                      "display": node.astext(), "reason": node["reason"]})
        for node in self.document.findall(claim_nodes.hardware_ref):
            profile = node["profile"]
            if profile not in registry.profiles:
                Subtype.UNKNOWN_HARDWARE.warn(
                    __("unknown hardware profile %r; declare it in %s/hardware.yaml or fix "
                       "the id"), profile, self.config.claims_data_dir,
                    location=self.location(node))
                continue
            if not node.astext():
                node += nodes.Text(registry.profiles[profile].short)
            domain.mentions.append({"docname": self.docname, "lineno": _line_of(node) or 0,
                                    "profile": profile})
        for number, node in enumerate(self.document.findall(claims_chart), start=1):
            if not node["ids"]:
                node["ids"].append(f"claims-chart-{number}")
            check_chart(node, registry, domain, self.docname)
        for node in self.document.findall(claim_nodes.claims_ledger):
            domain.generated[self.docname] = "ledger"
        for node in self.document.findall(claim_nodes.hardware_profiles):
            domain.generated[self.docname] = "hardware"

    def _default_display(self, claim: Claim) -> str:
        return shown_value(claim, self.config)

    def _scan(self, detector: Detector) -> None:
        for text in _scannable_text(self.document):
            for finding in detector.find(str(text)):
                Subtype.UNCITED.warn(
                    __("uncited %s %r: cite it with {claim}`%s <claim-id>`, or mark it "
                       "{nac}`%s <reason>` if it is not a performance figure"),
                    finding.category, finding.text, finding.text, finding.text,
                    location=self.location(text, str(text)[: finding.start]))

    def _mark_cross_hardware(self) -> None:
        """Where one paragraph compares claims of one unit measured on different hardware,
        make the hardware visible next to each number and tell the author."""
        for block in self.document.findall(nodes.paragraph):
            by_unit: dict[str, dict[tuple[str, ...], list[nodes.Element]]] = {}
            for node in block.findall(claim_nodes.claim):
                claim = self.registry.claims.get(node["claim_id"])
                if claim is None or claim.kind not in {"measured", "spec"} or claim.unit == "":
                    continue
                by_unit.setdefault(claim.unit, {}).setdefault(claim.hardware_key(), []).append(node)
            for unit, groups in sorted(by_unit.items()):
                if len(groups) < 2:
                    continue
                for group in groups.values():
                    for node in group:
                        node["classes"].append("claim--cross-hardware")
                logger.info(
                    __("note: paragraph compares %s figures measured on different hardware "
                       "(%s); hardware badges are shown"),
                    unit, "; ".join(" + ".join(key) for key in sorted(groups)),
                    location=self.location(block), type="claims", subtype="cross-hardware")


_ROLE_NAMES = {"claim": "claim", "nac": "exempt number", "hw": "hardware mention"}


def _detector(extra_units: dict, ignore: list | tuple) -> Detector:
    """One compiled detector per setting, shared by every document of the build."""
    key = (repr(sorted(extra_units.items())), tuple(ignore))
    if key not in _DETECTORS:
        _DETECTORS[key] = Detector(extra_units=extra_units, ignore=ignore)
    return _DETECTORS[key]


_DETECTORS: dict[tuple, Detector] = {}


def _scannable_text(node: nodes.Node):
    """Text nodes outside :data:`SKIP_NODES`, in document order; skipped subtrees are not
    entered at all."""
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, nodes.Text):
            yield current
        elif not isinstance(current, SKIP_NODES):
            stack.extend(reversed(current.children))


def _block_of(node: nodes.Node) -> nodes.Element | None:
    """The nearest ancestor (or self) that is a translatable block with a line."""
    current: nodes.Node | None = node
    while current is not None:
        if isinstance(current, nodes.Element) and (
            MSGID in current or isinstance(current, (nodes.paragraph, nodes.title))
        ):
            return current
        current = current.parent
    return None


def _line_of(node: nodes.Node, extra_text: str = "") -> int | None:
    """Line of *node* in its source: the nearest ancestor's line plus the line breaks of
    the text before *node* (and *extra_text*) inside that ancestor."""
    # inline nodes (and Text) may carry their paragraph's first line: count from the block
    anchor = node.parent if isinstance(node, (nodes.Text, nodes.Inline)) else node
    while anchor is not None and getattr(anchor, "line", None) is None:
        anchor = anchor.parent
    if anchor is None:
        return None
    before = []
    for text in anchor.findall(nodes.Text):
        if text is node:
            break
        if any(a is node for a in _ancestors(text)):
            break
        before.append(str(text))
    return anchor.line + "".join(before).count("\n") + extra_text.count("\n")


def _ancestors(node: nodes.Node) -> list[nodes.Node]:
    found = []
    while node is not None:
        found.append(node)
        node = node.parent
    return found
