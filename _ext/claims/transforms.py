"""Read-time checks of the claims rule, run on the final (translated) doctree.

:class:`RecordOriginals` runs just before Sphinx's ``Locale`` transform and remembers what
each translatable paragraph cites in the original; :class:`CheckClaims` runs after it and
checks every claim, exemption and hardware mention, compares translations with their
originals, scans the remaining text for uncited numbers and records what it saw in the
domain.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import polib
from docutils import nodes
from sphinx import addnodes
from sphinx.locale import __
from sphinx.transforms import SphinxTransform
from sphinx.util.i18n import docname_to_domain
from sphinx.util.nodes import extract_messages

from claims import markup_text, pattern_cache
from claims import nodes as claim_nodes
from claims.chart import check_chart, claims_chart
from claims.core import claim_units
from claims.core.catalogs import CatalogError, read_catalog
from claims.core.detector import Detector, Finding, detector_for
from claims.core.fidelity import CITED_ROLES, added_figures
from claims.core.messages import extract
from claims.core.name_words import name_words
from claims.core.registry import NOT_STATED
from claims.core.safety import BIDI, bidi_controls
from claims.core.values import (
    RECIPROCAL,
    display_matches,
    format_value,
    same_unit,
    strip_numbers,
)
from claims.domain import get_domain
from claims.findings import record
from claims.html import DIFFERS, shown_value
from claims.images import UnreadableImage, data_uri_texts, download_text, image_text
from claims.warnings import Subtype

if TYPE_CHECKING:
    from claims.core.registry import Claim, Profile, Registry

#: node types whose text is never scanned for uncited numbers
SKIP_NODES: tuple[type[nodes.Node], ...] = (
    *claim_nodes.CITED_NODES,
    nodes.literal,
    nodes.literal_block,
    nodes.math,  # a formula, read as what it shows by _readable_texts
    nodes.math_block,
    nodes.raw,  # its text, tags removed, is read by _readable_texts
    nodes.comment,
    nodes.citation_reference,
    nodes.footnote_reference,
    nodes.substitution_definition,
    nodes.meta,  # its content attribute is read by _readable_texts
)


#: nodes the scan does not read for figures whose text a reader sees as written
_SHOWN_VERBATIM: tuple[type[nodes.Node], ...] = (
    *claim_nodes.CITED_NODES,
    nodes.literal,
    nodes.literal_block,
    nodes.citation_reference,
    nodes.footnote_reference,
)


def _skipped(node: nodes.Element) -> bool:
    """Whether *node*'s text is not scanned: :data:`SKIP_NODES`, a reference to be resolved
    whose text is only its target (a citation key, ``{doc}`numbers```: the link shows the
    page's title, scanned on that page) and a target without text. A link's own words
    (``[text](page.md)``, ``{ref}`text <label>```) and an inline target's (```_`text```) are
    what a reader sees, as is a citation's body written on the page."""
    if isinstance(node, addnodes.pending_xref):
        return node.get("refdomain") == "cite" or not node.get("refexplicit")
    if isinstance(node, nodes.target):
        return not node.children
    return isinstance(node, SKIP_NODES)


def _neighbour_texts(node: nodes.Element) -> tuple[str, str]:
    """The text of *node*'s block before it and after it."""
    block = _block_of(node) or node.parent
    if block is None:
        return "", ""
    texts = list(block.findall(nodes.Text))
    inside = list(node.findall(nodes.Text))
    if not inside or inside[0] not in texts:
        return "", ""
    first, last = texts.index(inside[0]), texts.index(inside[-1])
    return "".join(map(_shown_text, texts[:first])), "".join(map(_shown_text, texts[last + 1 :]))


def _shown_text(text: nodes.Text) -> str:
    """A text node as the page shows it: inline HTML's tags show nothing."""
    parent = text.parent
    if isinstance(parent, nodes.raw) and _is_html(parent):
        return " ".join(markup_text.read(str(text))[0])
    return str(text)


def _read_with_neighbours(node: nodes.Element) -> str | None:
    """How a role's number reads with the text that touches it, when a digit or a sign does
    ("1{claim}`5.7×`" reads 15.7×, "-{claim}`5.7×`" −5.7×); None when nothing does."""
    before, after = _neighbour_texts(node)
    shown = node.astext()
    sign = _TOUCHING_SIGN.search(before) if shown[:1].isdigit() else None
    digit_before = _TOUCHING_DIGITS.search(before) if shown[:1].isdigit() else None
    digit_after = _LEADING_DIGITS.match(after) if shown[-1:].isdigit() else None
    if not (sign or digit_before or digit_after):
        return None
    return (
        (sign.group() if sign else digit_before.group() if digit_before else "")
        + shown
        + (digit_after.group() if digit_after else "")
    )


#: how much of the text on either side of a claim is read with it
_CONTEXT = 40
#: a sign right before a role that starts with a digit, not a range's or a word's hyphen
_TOUCHING_SIGN = re.compile(r"(?:^|(?<=[\s(（:：]))[-−﹣－±]\Z")
#: digits (or a decimal point after them) right before it (not before a line break, which
#: the page shows as a space)
_TOUCHING_DIGITS = re.compile(r"\d[\d,.]*\Z|(?<!\w)[.,]\Z")
#: digits right after a role that ends with one
_LEADING_DIGITS = re.compile(r"^[\d,.]*\d")


#: the letter x ending a ratio
_RATIO_LETTER = re.compile(r"(?<=\d)[xX]$")

#: a cell or a field that is only a number (a bound before it, perhaps)
_BARE_NUMBER = re.compile(r"\s*[~≈<>≤≥]?\s*\d[\d,.]*\s*")
#: a unit given in a heading: "Latency (ms)", "Throughput [tokens/s]", "延迟（毫秒）"
_HEADING_UNIT = re.compile(r"[(\[（]\s*([^()\[\]（）]{1,24}?)\s*[)\]）]\s*$")


def _column_heading(entry: nodes.entry) -> str:
    """The heading of *entry*'s column: the head row's cell at the same position."""
    row, table = (
        entry.parent,
        next((a for a in _ancestors(entry) if isinstance(a, nodes.tgroup)), None),
    )
    if table is None or not isinstance(row, nodes.row):
        return ""
    # (the head is a child of its tgroup: a table nested in a cell has its own)
    heads = [r for part in table.children if isinstance(part, nodes.thead) for r in part.children]
    if not heads or row in heads:
        return ""
    position = row.index(entry)
    cells = heads[-1].children
    return cells[position].astext() if position < len(cells) else ""


def _with_heading(body: nodes.Element, heading: str) -> tuple[nodes.Node, str] | None:
    """(a text node of *body*, its number with the heading's unit) when *body* holds only a
    number and nothing cited."""
    text = body.astext()
    if (
        not heading
        or not _BARE_NUMBER.fullmatch(text)
        or any(isinstance(n, claim_nodes.CITED_NODES) for n in body.findall(nodes.Element))
    ):
        return None
    first = next(iter(body.findall(nodes.Text)), None)
    if first is None:
        return None
    unit = _HEADING_UNIT.search(heading)
    return first, (f"{text.strip()} {unit.group(1)}" if unit else f"{heading}: {text.strip()}")


def _column_unit(node: nodes.Node) -> str | None:
    """The unit a claim's table column gives it in its heading ("Latency (ms)"), if any."""
    entry = next((a for a in _ancestors(node) if isinstance(a, nodes.entry)), None)
    if entry is None:
        return None
    unit = _HEADING_UNIT.search(_column_heading(entry))
    return unit.group(1) if unit else None


def _blog_attributes() -> dict[type[nodes.Node], tuple[str, ...]]:
    """ABlog's directives, where the site uses ABlog: a ``{post}``'s options (its title
    replaces the page's in every navigation; its tags, category and location get pages of
    their own) and a ``{postlist}``'s, whose ``format`` is written beside every post listed."""
    try:
        from ablog.post import PostList, PostNode
    except ImportError:  # a site without ABlog has no such nodes
        return {}
    shown = ("title", "tags", "author", "category", "location")
    # a list's date format and the link under each excerpt are printed too
    return {PostNode: shown, PostList: (*shown, "format", "date", "expand")}


#: attributes whose text a reader sees (alt text, a meta description, an abbreviation's
#: expansion, a link's title, a chart's bar labels)
READABLE_ATTRIBUTES: dict[type[nodes.Node], tuple[str, ...]] = {
    nodes.image: ("alt",),
    nodes.meta: ("content",),
    nodes.abbreviation: ("explanation",),
    nodes.reference: ("reftitle", "title"),
    claims_chart: ("labels",),
    # shown on the Numbers page and in the exempt number's tooltip
    claim_nodes.not_a_claim: ("reason",),
    **_blog_attributes(),
}

ORIGINAL = "claims_original"
MSGID = "claims_msgid"


def signature(node: nodes.Element) -> list[tuple[str, str, str]]:
    """What a paragraph cites: (role, target, shown text) for each claim node in it."""
    found = []
    for child in node.findall(claim_nodes.claim):
        found.append(("claim", child["claim_id"], child.astext()))
    for exempt in node.findall(claim_nodes.not_a_claim):
        found.append(("nac", "", exempt.astext()))
    for mention in node.findall(claim_nodes.hardware_ref):
        found.append(("hw", mention["profile"], mention.astext()))
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
        self._check_ignored()
        self._check_and_record(domain)
        if self.config.claims_scan:
            self._scan()
        self._mark_cross_hardware()
        for node in self.document.findall(nodes.Element):
            node.attributes.pop(ORIGINAL, None)
            node.attributes.pop(MSGID, None)

    # -- locations ----------------------------------------------------------------

    def location(self, node: nodes.Node, extra_text: str = "") -> Any:
        """Where to point a warning about *node*: the catalog entry for translated text,
        else the source file and line (counting line breaks inside the paragraph)."""
        block = _translated_block(node)
        if block is not None:
            return self._catalog_location(block)
        # an index entry and raw HTML standing alone are inline nodes, with lines of their own
        alone = isinstance(node, nodes.raw) and not isinstance(node.parent, nodes.TextElement)
        line = node.line if isinstance(node, addnodes.index) or alone else None
        line = line or _line_of(node, extra_text)
        if not line and isinstance(node, nodes.field_body):
            line = _front_matter_line(self.env.doc2path(self.docname), node.parent[0].astext())
        if not line and isinstance(node, (nodes.meta, nodes.field_body)):
            line = 1  # front matter (``myst: html_meta:``) starts the file
        return (self.docname, line) if line else node

    def _load_catalog(self) -> polib.POFile | None:
        if self._catalog is False:
            path = self._catalog_path()
            try:
                self._catalog = read_catalog(path) if path else None
            except (OSError, CatalogError):  # reported with its line by load_data
                self._catalog = None
        return self._catalog or None

    def _catalog_location(self, block: nodes.Element) -> str | tuple[str, int]:
        path = self._catalog_path()
        catalog = self._load_catalog()
        entry = catalog.find(block[MSGID]) if catalog else None
        if path is None or entry is None:
            # no catalog to point at (it was removed or is unreadable): the source line
            return (self.docname, _line_of(block) or 0)
        return f"{path}:{entry.linenum}"

    def report(self, subtype: Subtype, message: str, *args: Any, location: Any) -> None:
        record(self.env, subtype, message, *args, location=location, docname=self.docname)

    def _catalog_path(self) -> Path | None:
        domain = docname_to_domain(self.docname, self.config.gettext_compact)
        for directory in self.config.locale_dirs:
            path = (
                self.env.srcdir / directory / self.config.language / "LC_MESSAGES" / f"{domain}.po"
            ).resolve()
            if path.exists():
                return path
        return None

    # -- checks -------------------------------------------------------------------

    def _check_ignored(self) -> None:
        """A translated message that Sphinx did not apply (its msgstr parsed as something
        other than one block of the original's kind) leaves the original on the page."""
        if not is_translation(self.config) or self._catalog_path() is None:
            return
        catalog = self._load_catalog()
        if not catalog:
            return
        checked = get_domain(self.env).data.get("fidelity_msgids", set())
        for node in self.document.findall(nodes.Element):
            msgid = node.get(MSGID)
            if msgid is None or node.get("translated") or isinstance(node, addnodes.translatable):
                continue
            entry = catalog.find(msgid)
            if entry is None or not entry.msgstr or entry.fuzzy or msgid in checked:
                continue
            if isinstance(node, nodes.image) and node.get("alt") == entry.msgstr:
                continue  # Sphinx translates alt text in place, without 'translated'
            self.report(
                Subtype.TRANSLATION_STRUCTURE,
                __(
                    "translation not applied: Sphinx ignored this msgstr (it does not parse as a "
                    "single %s); keep the msgstr one block with the same markup"
                ),
                node.tagname,
                location=self._catalog_location(node),
            )

    def _check_and_record(self, domain: Any) -> None:
        registry = self.registry
        counters: Counter[str] = Counter()
        for node in list(self.document.findall(claim_nodes.claim)):
            cid = node["claim_id"]
            claim = registry.claims.get(cid)
            if not cid:
                self.report(
                    Subtype.MALFORMED,
                    __("a {claim} role needs a claim id: {claim}`shown value <claim-id>`"),
                    location=self.location(node),
                )
                continue
            if claim is None:
                self.report(
                    Subtype.UNKNOWN_CLAIM,
                    __("unknown claim %r; declare it in %s/claims/*.yaml or fix the id"),
                    cid,
                    self.config.claims_data_dir,
                    location=self.location(node),
                )
                continue
            if not node.astext():
                node += nodes.Text(self._default_display(claim))
            if not BIDI.search(node.astext()):  # else the scan reports what it holds
                self._check_display(node, claim)
            counters[cid] += 1
            anchor = f"use-{cid}-{counters[cid]}"
            node["ids"].append(anchor)
            domain.uses.append(
                {
                    "docname": self.docname,
                    "lineno": _line_of(node) or 0,
                    "claim": cid,
                    "display": node.astext(),
                    "anchor": anchor,
                }
            )
        for exempt in self.document.findall(claim_nodes.not_a_claim):
            self._check_exempt_context(exempt)
            if not exempt["reason"]:
                self.report(
                    Subtype.MALFORMED,
                    __(
                        "{nac}`%s` needs a reason: {nac}`%s <why this is not a performance figure>`"
                    ),
                    exempt.astext(),
                    exempt.astext(),
                    location=self.location(exempt),
                )
            domain.exemptions.append(
                {
                    "docname": self.docname,
                    "lineno": _line_of(exempt) or 0,
                    "display": exempt.astext(),
                    "reason": exempt["reason"],
                }
            )
        for mention in self.document.findall(claim_nodes.hardware_ref):
            profile = mention["profile"]
            if profile not in registry.profiles:
                self.report(
                    Subtype.UNKNOWN_HARDWARE,
                    __("unknown hardware profile %r; declare it in %s/hardware.yaml or fix the id"),
                    profile,
                    self.config.claims_data_dir,
                    location=self.location(mention),
                )
                continue
            if not mention.astext():
                mention += nodes.Text(registry.profiles[profile].short)
            else:
                self._check_hardware_name(mention, registry.profiles[profile])
            domain.mentions.append(
                {"docname": self.docname, "lineno": _line_of(mention) or 0, "profile": profile}
            )
        for number, chart in enumerate(self.document.findall(claims_chart), start=1):
            if not chart["ids"]:
                chart["ids"].append(f"claims-chart-{number}")
            check_chart(chart, registry, domain, self.docname, self.report)
        if any(self.document.findall(claim_nodes.claims_ledger)):
            domain.generated[self.docname] = "ledger"
        if any(self.document.findall(claim_nodes.hardware_profiles)):
            domain.generated[self.docname] = "hardware"

    def _default_display(self, claim: Claim) -> str:
        return shown_value(claim, self.config)

    def _reported_by_catalog_check(self, node: nodes.Node) -> bool:
        """Whether *node* sits in a translated message that the catalog check (run over
        every catalog by :func:`claims.events.check_catalogs`) already reported: one
        message per fault."""
        block = _translated_block(node)
        return block is not None and block[MSGID] in (
            get_domain(self.env).data.get("fidelity_msgids", set())
        )

    def _check_display(self, node: claim_nodes.claim, claim: Claim) -> None:
        """The shown text must be the declared value, rounded, in the declared unit."""
        shown = node.astext()
        read = _read_with_neighbours(node)
        if read is not None:
            # the reader reads the digit or the sign beside the role as part of the number
            self.report(
                Subtype.VALUE_MISMATCH,
                __(
                    "%r is written against a digit or a sign, so it reads %r, not the value of "
                    "claim %r; keep the role's number apart from other numbers and signs"
                ),
                shown,
                read,
                claim.id,
                location=self.location(node),
            )
            return
        if self._reported_by_catalog_check(node):
            return
        if not display_matches(shown, claim.value):
            self.report(
                Subtype.VALUE_MISMATCH,
                __(
                    "%r shows a value other than claim %r declares (%s); show the declared value, "
                    "rounded if you like, or fix the claim"
                ),
                shown,
                claim.id,
                format_value(claim.value, claim.unit),
                location=self.location(node),
            )
            return
        units = (
            self.config.claims_unit_translations.get(self.config.language, {})
            if (is_translation(self.config))
            else {}
        )
        if RECIPROCAL.search(shown) and not (claim.reduction and claim.unit == "×"):
            self.report(
                Subtype.UNIT_MISMATCH,
                __(
                    "%r shows claim %r as a fraction, which reads as a reduction; only a ratio "
                    "declared with 'reduction: true' may be shown as 1/N"
                ),
                shown,
                claim.id,
                location=self.location(node),
            )
            return
        if claim.unit == "":
            # a unitless fact ("Apache-2.0", a version) may be shown with words, not a unit
            wrong = bool(
                detector_for(
                    self.config.claims_extra_units, self.config.claims_ignore_patterns
                ).find(shown)
            )
        else:
            wrong = not same_unit(format_value(claim.value, claim.unit), shown, units)
            column = _column_unit(node)
            if wrong and column and not strip_numbers(shown):
                # a number in a table column whose heading gives the unit ("Latency (ms)")
                wrong = not same_unit(
                    format_value(claim.value, claim.unit), f"{shown} {column}", units
                )
        if wrong:
            self.report(
                Subtype.UNIT_MISMATCH,
                __(
                    "%r shows claim %r in another unit than it declares (%s); show the declared "
                    "unit%s"
                ),
                shown,
                claim.id,
                claim.unit or "none",
                " or its declared translation" if units else "",
                location=self.location(node),
            )
            return
        self._check_context(node, claim)

    def _check_context(self, node: claim_nodes.claim, claim: Claim) -> None:
        """The words around a claim must not make it a figure of another kind: "{claim}`1M
        tokens`" of context, with "per second" after it (or "每秒可生成" before it, in a
        translation), reads as a throughput."""
        kind = claim_units.category(claim_units.normal(claim.unit))
        finding = self._recast(node, kind)
        if finding is None:
            return
        self.report(
            Subtype.UNIT_MISMATCH,
            __(
                "%r reads %r with the words around it, %s, but claim %r is %s; say what "
                "the claim measures"
            ),
            node.astext(),
            " ".join(finding.text.split()),
            claim_units.CATEGORY_NAMES.get(finding.category, finding.category),
            claim.id,
            claim_units.CATEGORY_NAMES.get(kind or "", "a plain number or a count"),
            location=self.location(node),
        )

    def _check_exempt_context(self, node: claim_nodes.not_a_claim) -> None:
        """An exempt number stays one with the words around it: "{nac}`512 tokens`" of a
        prompt, with "per second" after it (or "每秒可生成" before it, in a translation), is
        an uncited throughput."""
        detector = detector_for(self.config.claims_extra_units, self.config.claims_ignore_patterns)
        alone = detector.find(node.astext())
        # (a figure exactly its span is what the exemption is for: the author says it is none)
        finding = self._recast(node, alone[0].category if alone else None)
        if finding is None:
            return
        read = " ".join(finding.text.split())
        self.report(
            Subtype.UNCITED,
            __(
                "%r is exempt, but with the words around it it reads %r, %s: cite that figure "
                "with {claim}, or reword so the exempt number stays what its reason says"
            ),
            node.astext(),
            read,
            claim_units.CATEGORY_NAMES.get(finding.category, finding.category),
            location=self.location(node),
        )

    def _recast(self, node: nodes.Element, kind: str | None) -> Finding | None:
        """A figure the words that touch *node* make of its text, of another kind than
        *kind*; words, not another number ("0.77 降到 0.60" is a change between two)."""
        before, after = _neighbour_texts(node)
        shown = node.astext()
        before, after = before[-_CONTEXT:], after[:_CONTEXT]
        start, end = len(before), len(before) + len(shown)
        detector = detector_for(self.config.claims_extra_units, self.config.claims_ignore_patterns)
        text = before + shown + after
        for finding in detector.find(text):
            added = text[finding.start : start] + text[end : finding.end]
            if (
                finding.start <= start
                and finding.end >= end
                and added
                and finding.category != kind
                and not re.search(r"\d", added)
            ):
                return finding
        return None

    def _check_hardware_name(self, node: claim_nodes.hardware_ref, profile: Profile) -> None:
        if self._reported_by_catalog_check(node):
            return
        shown = " ".join(node.astext().split())
        names = {profile.short, profile.name}
        # a leading part of a name is less specific, never another product ("A100" for
        # "A100 80GB"; not "A800", nor "H100 80GB" for a profile whose memory is not stated)
        if not any(name == shown or name.startswith(shown + " ") for name in names):
            self.report(
                Subtype.UNKNOWN_HARDWARE,
                __("{hw} shows %r but links to %r (%s); show the profile's name (%s)"),
                shown,
                profile.id,
                profile.name,
                " or ".join(repr(n) for n in sorted(names)),
                location=self.location(node),
            )

    def _scan(self) -> None:
        detector = detector_for(self.config.claims_extra_units, self.config.claims_ignore_patterns)
        pattern_cache.recall(detector)  # what earlier builds read, found again unread
        self._cited: list[Claim] | None = None  # looked up for the first figure outside text
        self._bidi_reported: set[str] = set()
        elements: list[nodes.Element] = []  # every element of the page, from the same walk
        for node, text in _readable_texts(self.document, elements):
            if BIDI.search(text):
                self._report_bidi(node, text)
            findings = detector.find(text)
            # most texts have none: the walk up to a translated block is for those that do
            if not findings or self._reported_by_catalog_check(node):
                continue
            block = _translated_block(node)
            if block is not None:
                # a translation answers for what it adds; what it mirrors is the original's
                # (and reported, if it is a figure, by the original's build)
                added = set(
                    added_figures(
                        extract(block[MSGID], CITED_ROLES).prose,
                        text,
                        _figures_of(detector, text, findings),
                        extract(block[MSGID]).prose,
                    )
                )
                findings = [f for f in findings if f.text in added]
            self._report_uncited(node, text, findings)
        for verbatim in (e for e in elements if isinstance(e, _SHOWN_VERBATIM)):
            if BIDI.search(text := verbatim.astext()):
                self._report_bidi(verbatim, text)
        self._scan_name(detector)
        for raw in (e for e in elements if isinstance(e, nodes.raw)):
            styled = markup_text.styled(raw.astext()) if _is_html(raw) else []
            if styled:
                self.report(
                    Subtype.MALFORMED,
                    __(
                        "raw HTML with %s: a page's HTML may not change how its text is shown "
                        "(the scan reads text as it is written); write what it should show"
                    ),
                    " and ".join(styled),
                    location=self.location(raw),
                )
        for image in (e for e in elements if isinstance(e, nodes.image)):
            self._scan_image(image, detector)
        for link in (e for e in elements if isinstance(e, addnodes.download_reference)):
            offered = download_text(link.get("reftarget", ""), self.env, self.docname)
            where = (self.docname, link.line) if link.line else self.location(link)
            for text in offered[1] if offered else ():
                self._report_uncited(link, text, detector.find(text), where)

    def _report_bidi(self, node: nodes.Node, text: str) -> None:
        """Bidi controls reorder what a reader sees ("\u202e2.1×" shows "1.2×"): the text the
        scan read would not be the text shown. Once per place; a translation's are the catalog
        check's."""
        where = self.location(node)
        if self._reported_by_catalog_check(node) or repr(where) in self._bidi_reported:
            return
        self._bidi_reported.add(repr(where))
        self.report(
            Subtype.BIDI_CONTROL,
            __(
                "bidirectional control characters (%s) in the page's text: they can make a "
                "number read differently from the text that was checked; remove them"
            ),
            ", ".join(dict.fromkeys(bidi_controls(text))),
            location=where,
        )

    def _report_uncited(
        self, node: nodes.Node, text: str, findings: list[Finding], where: Any = None
    ) -> None:
        for finding in findings:
            if not isinstance(node, nodes.Text):
                # every page's uses are in one list: looking on each page was quadratic
                if self._cited is None:
                    self._cited = self._cited_here()
                if self._repeats_a_claim(finding.text, self._cited):
                    continue
            before = text[: finding.start] if isinstance(node, nodes.Text) else ""
            shown = " ".join(finding.text.split())  # a figure broken over two lines
            self.report(
                Subtype.UNCITED,
                __(
                    "uncited %s %r: cite it with {claim}`%s <claim-id>`, or "
                    "mark it {nac}`%s <reason>` if it is not a performance "
                    "figure"
                ),
                finding.category,
                shown,
                shown,
                shown,
                location=where or self.location(node, before),
            )

    def _scan_name(self, detector: Detector) -> None:
        """The page's name, read as words: it is the page's address, shown in every link and
        in a post's citation key ("vllm-3x-faster"). Like a title, it may repeat a figure the
        page cites; else the figure goes from the file's name."""
        words = name_words(self.docname)
        for finding in detector.find(words):
            if self._cited is None:
                self._cited = self._cited_here()
            if self._repeats_a_claim(finding.text, self._cited):
                continue
            self.report(
                Subtype.UNCITED,
                __(
                    "uncited %s %r in the page's name %r, its address: name the file without "
                    "it (an address cites nothing; a name may repeat a figure the page cites)"
                ),
                finding.category,
                finding.text,
                self.docname,
                location=(self.docname, 1),
            )

    def _scan_image(self, image: nodes.image, detector: Detector) -> None:
        """An SVG's labels, as its alt text: a figure in them repeats a claim the page cites."""
        # an image is an inline node with a line of its own (its directive's)
        where = (self.docname, image.line) if image.line else self.location(image)
        try:
            shown = image_text(image["uri"], self.env, self.docname)
        except UnreadableImage as error:
            self.report(
                Subtype.MALFORMED,
                __("image %s: %s; the scan reads the text an SVG shows"),
                image["uri"][:60],
                error,
                location=where,
            )
            return
        seen: set[str] = set()  # a label read alone and with its neighbour: once
        for text in shown[1] if shown else ():
            findings = [f for f in detector.find(text) if f.text not in seen]
            seen |= {f.text for f in findings}
            self._report_uncited(image, text, findings, where)

    def _cited_here(self) -> list[Claim]:
        """The claims this page shows through ``{claim}`` roles and charts."""
        ids = {r["claim"] for r in get_domain(self.env).uses if r["docname"] == self.docname}
        return [self.registry.claims[cid] for cid in sorted(ids) if cid in self.registry.claims]

    def _repeats_a_claim(self, figure: str, cited: list[Claim]) -> bool:
        """Whether *figure* (in an alt text, a title, a meta description, where no role can
        stand) repeats, rounded, a claim this page cites in its text, in the same unit."""
        units = (
            self.config.claims_unit_translations.get(self.config.language, {})
            if (is_translation(self.config))
            else {}
        )
        # a ratio typed with a letter x, as a file name or a title is ("engine-x-2.1x")
        figure = _RATIO_LETTER.sub("×", figure)
        return any(
            display_matches(figure, claim.value)
            and claim.unit
            and same_unit(format_value(claim.value, claim.unit), figure, units)
            for claim in cited
        )

    def _mark_cross_hardware(self) -> None:
        """Where one paragraph compares claims of one unit that were not measured like for
        like (other hardware; among measured claims, another precision, workload or
        statistic), badge each number with what differs and tell the author."""
        for block in self.document.findall(nodes.paragraph):
            by_unit: dict[str, list[tuple[nodes.Element, Claim]]] = {}
            for role in block.findall(claim_nodes.claim):
                claim = self.registry.claims.get(role["claim_id"])
                if claim is None or claim.kind not in {"measured", "spec"} or claim.unit == "":
                    continue
                by_unit.setdefault(claim.unit, []).append((role, claim))
            for unit, found in sorted(by_unit.items()):
                details = _differences(found)
                if details:
                    self.report(
                        Subtype.CROSS_HARDWARE,
                        __("note: paragraph compares %s figures measured %s; badges are shown"),
                        unit,
                        " and ".join(details),
                        location=self.location(block),
                    )


def _differences(found: list[tuple[nodes.Element, Claim]]) -> list[str]:
    """Badge the claims of one comparison that differ; say what differs, for the note."""
    details = []
    hardware = sorted({claim.hardware_key() for _node, claim in found})
    if len(hardware) > 1:
        for node, _claim in found:
            node["classes"].append("claim--cross-hardware")
        shown = "; ".join(" + ".join(key) for key in hardware)
        details.append(__("on different hardware (%s)") % shown)
    measured = [(node, claim) for node, claim in found if claim.kind == "measured"]
    for key in COMPARED_FIELDS:
        values = sorted({v for _node, c in measured if (v := _stated(c, key))})
        if len(values) < 2:
            continue
        for node, claim in measured:
            if _stated(claim, key):
                _badge(node, key)
        details.append(__("with another %s (%s)") % (key, " vs ".join(values)))
    return details


#: besides hardware, what measured claims compared in one paragraph must share; software is
#: left out: it is usually what the sentence compares (SGLang against vLLM)
COMPARED_FIELDS = ("precision", "workload", "statistic")


def _stated(claim: Claim, key: str) -> str | None:
    """The value of *key* when the data states it: absent or "not-stated" cannot differ
    (nothing shows a difference, and badging every unknown would badge most comparisons)."""
    value = getattr(claim, key)
    return None if value in (None, NOT_STATED) else value


def _badge(node: nodes.Element, key: str) -> None:
    if DIFFERS not in node:
        node[DIFFERS] = []
        node["classes"].append("claim--differs")
    if key not in node[DIFFERS]:
        node[DIFFERS].append(key)


def _front_matter_line(path: Path, name: str) -> int:
    """The line of the key *name* in the front matter of the file at *path* (0 if none)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return 0
    if not lines or lines[0].strip() != "---":
        return 0
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() == "---":
            break
        if line.startswith(f"{name}:"):
            return number
    return 0


def _figures_of(
    detector: Detector, text: str, findings: list[Finding]
) -> Callable[[str], list[str]]:
    """The detector's figures of any text, *findings* being those of *text*, found already."""
    return lambda other: [f.text for f in (findings if other == text else detector.find(other))]


def _text_runs(
    node: nodes.Node, elements: list[nodes.Element], shown: dict[int, str]
) -> Iterator[list[nodes.Text]]:
    """The text nodes outside those :func:`_skipped` passes over, in document order, each
    run of adjacent siblings as one list; skipped subtrees are not entered for their text.
    Every element,
    skipped ones and those inside them too, is added to *elements* in document order: the
    walk for attributes is this one, not a second."""
    # a list on the stack is a run ready to yield, an element a subtree still to open
    stack: list[nodes.Node | list[nodes.Text]] = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, list):
            yield current
            continue
        if isinstance(current, nodes.Text):
            yield [current]
            continue
        if not isinstance(current, nodes.Element):
            continue
        if _skipped(current):
            elements.extend(current.findall(nodes.Element))
            continue
        elements.append(current)
        items: list[nodes.Node | list[nodes.Text]] = []
        for child in _inline_flattened(current, elements, shown):
            if isinstance(child, nodes.Text):
                if items and isinstance(items[-1], list):
                    items[-1].append(child)
                else:
                    items.append([child])
            else:
                items.append(child)
        stack.extend(reversed(items))


def _inline_flattened(
    element: nodes.Element, elements: list[nodes.Element], shown: dict[int, str]
) -> Iterator[nodes.Node]:
    """*element*'s children, with the text of inline markup in the run of its neighbours: a
    number in bold, in a link or in a term is read with the unit after it ("**2.4**× faster",
    "950 {term}`tokens` per second"), as is a number written as math ("$43$ ms",
    "$\\le 55$ ms") and what inline HTML shows ("88<!-- --> ms"). Math and HTML are read as
    they show, through *shown* (a text node's id to what the page shows in its place). Markup
    whose text is not scanned stays a node of its own, and ends the run."""
    children = element.children
    for index, child in enumerate(children):
        if isinstance(child, (nodes.footnote_reference, nodes.citation_reference)):
            elements.append(child)  # its mark is no text between a number and its unit
        elif isinstance(child, nodes.math) and _ENDS_IN_NUMBER.search(
            plain := _plain_math(child.astext())
        ):
            # a number set as math, read with its unit as the formula shows it
            elements.append(child)
            yield from _shown_as(child, plain, shown)
        elif isinstance(child, nodes.raw) and _is_html(child):
            # inline HTML, read as what it shows (a comment, an empty element: nothing)
            elements.append(child)
            yield from _shown_as(child, " ".join(markup_text.read(child.astext())[0]), shown)
        elif isinstance(child, nodes.literal) and isinstance(element, addnodes.download_reference):
            # a download link's words, set as code; without words, the file's name it shows
            elements.append(child)
            name = child.astext()
            yield from _shown_as(
                child, name if element.get("refexplicit") else name_words(name), shown
            )
        elif (
            isinstance(child, nodes.literal)
            and _A_NUMBER.fullmatch(child.astext())
            # "`49` ms", "`33` **ms**"; a list of values in code is code
            and _UNIT_NEXT.match("".join(c.astext() for c in children[index + 1 : index + 3]))
        ):
            # a number set as code ("`49` ms", "{kbd}`59` ms"), read with its unit
            elements.append(child)
            yield from child.findall(nodes.Text)
        elif (
            isinstance(child, nodes.Inline)
            and isinstance(child, nodes.Element)
            and not isinstance(child, nodes.image)
            and not _skipped(child)
        ):
            elements.append(child)
            yield from _inline_flattened(child, elements, shown)
        else:
            yield child


def _is_html(raw: nodes.raw) -> bool:
    return "html" in raw.get("format", "").split()


def _shown_as(element: nodes.Element, text: str, shown: dict[int, str]) -> list[nodes.Text]:
    """*element*'s text nodes, the first standing for *text* and the others for nothing."""
    texts = list(element.findall(nodes.Text))
    for n, node in enumerate(texts):
        shown[id(node)] = text if n == 0 else ""
    return texts


#: a code span that is only a number, and what may start the unit after it
_A_NUMBER = re.compile(r"\s*\d[\d.,]*\s*")
_UNIT_NEXT = re.compile(
    r"\s?(?:[A-Za-z%×$µμ]|倍|秒|毫秒|微秒|分钟|小时|天|个?词元|令牌|瓦|字节|个?请求|帧)"
)
#: a formula that is a number, or ends in one it equals, read with the text after it
#: ("$43$ ms", "$989/3.9 \approx 254$ times"); a product ending in a factor is no such number
_ENDS_IN_NUMBER = re.compile(r"^\s*[≤≥<>~≈]?\s*\d[\d.,]*\s*$|[=≈~≤≥<>]\s*\d[\d.,]*\s*$")


def _readable_texts(document: nodes.document, elements: list[nodes.Element]):
    """(node, text) for every text a reader sees: running text, the attributes in
    :data:`READABLE_ATTRIBUTES`, raw HTML's text and what a formula shows. Every element of
    *document* is added to *elements*, in document order, by the same walk."""
    # adjacent text nodes are read as one: MyST makes a node of each source line, and a
    # figure must not hide by breaking the line between number and unit ("24\nhours")
    standing: dict[int, str] = {}  # math and inline HTML, by what they show
    for run in _text_runs(document, elements, standing):
        yield run[0], "".join(standing.get(id(t), str(t)) for t in run)
    for node in elements:
        for attribute in READABLE_ATTRIBUTES.get(type(node), ()):
            value = node.get(attribute)
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, str) and item:
                    yield node, item
        if isinstance(node, nodes.docinfo):
            # front matter: its values are literals, but the page shows them (ABlog's tags and
            # location, an og:description in link previews); a list is written as JSON
            for field in node.findall(nodes.field_body):
                yield field, " ".join(_front_matter_text(field.astext()).split())
        if isinstance(node, addnodes.index):
            # the general index shows each entry's words
            index_entries: list[tuple[str, str, str, str, str | None]] = node.get("entries", [])
            for _kind, words, *_ in index_entries:
                yield node, words
        if isinstance(node, nodes.raw) and _is_html(node):
            lines, shown, images = markup_text.read(node.astext())
            yield from ((node, line) for line in lines)
            # and what its attributes show (a tooltip, alt text, a label), and its drawings
            if shown:
                yield node, " | ".join(shown)
            for uri in images:
                try:
                    drawn = data_uri_texts(uri) or []
                except UnreadableImage:
                    continue  # a drawing the browser cannot show either
                yield from ((node, text) for text in drawn)
        elif isinstance(node, (nodes.math, nodes.math_block)):
            # a formula is read as what it shows: a bare figure ("$3.5\times$"), a sentence in
            # words ("$\text{vLLM serves } 5.5\times \text{ more requests}$") and a unit set
            # as letters ("$$t = 88\,ms$$", in italics, is "88 ms" to a reader)
            yield node, " ".join(_plain_math(node.astext()).split())
        if isinstance(node, nodes.entry):
            # a number in a table is read with its column's heading: "| Latency (ms) |" over
            # "| 67 |" shows 67 ms
            read = _with_heading(node, _column_heading(node))
            if read is not None:
                yield read
        if isinstance(node, nodes.field) and isinstance(node[-1], nodes.field_body):
            read = _with_heading(node[-1], node[0].astext())
            if read is not None:
                yield read
        if isinstance(node, addnodes.toctree):
            # the navigation shows a toctree's caption and its entries' own titles
            entries: list[tuple[str | None, str]] = node.get("entries", [])
            for title in filter(None, [node.get("caption"), *(t for t, _ in entries)]):
                yield node, title


def _front_matter_text(value: str) -> str:
    """A front-matter value as the page shows it: a list or a mapping (written as JSON)
    by its strings."""
    try:
        parsed = json.loads(value)
    except ValueError:
        return value
    if isinstance(parsed, str):
        return parsed
    if isinstance(parsed, dict):
        parsed = [*parsed.keys(), *parsed.values()]
    if isinstance(parsed, list):
        return " | ".join(str(item) for item in parsed)
    return value


#: a formula's words: "\text{…}" and its kin ("\textbf", "\mbox", a space before the brace)
_MATH_WORDS = re.compile(
    r"\\(?:text[a-z]*|math(?:rm|bf|it|sf|tt)|operatorname|[mhf]box|boxed)\s*\{([^{}]*)\}"
)


def _plain_math(latex: str) -> str:
    """A formula as the words and numbers it shows: × for ``\\times``, ≤ for ``\\le`` and
    their kin, a fraction as "a/b", the words of ``\\text{…}`` as written, what a colour,
    a link or a phantom does not show dropped, a negative or set space as none and another
    as a space, every other command dropped. A single letter right after a number is a
    factor ("$12h^2 + 13h$", "$2 \\cdot s$"), not a unit: it is read apart."""
    pieces, last = [], 0
    for m in _MATH_WORDS.finditer(latex):
        pieces += [_math_symbols(latex[last : m.start()]), m.group(1)]
        last = m.end()
    pieces.append(_math_symbols(latex[last:]))
    text = "".join(pieces).replace("{", "").replace("}", "")
    # "$3.5x$" alone is a ratio, as "3.5x" in prose
    return text if _RATIO_ALONE.fullmatch(text) else _FACTOR_LETTER.sub(r"\1 · \2", text)


def _math_symbols(latex: str) -> str:
    """:func:`_plain_math` of a formula's part outside its words."""
    text = _NOT_SHOWN.sub("", latex)
    text = _FRACTION.sub(r"\1/\2", text.replace("{,}", ","))
    for command, sign in _MATH_SIGNS:
        # (the space after a command's name is not drawn: "\\mu s" shows "µs")
        text = re.sub(rf"\\{command}(?![A-Za-z])\s*", sign, text)
    text = _JOINING_SPACE.sub("", text)
    text = re.sub(r"\\[A-Za-z]+\*?|\\[,;: ]", " ", text)
    # a sub- or superscript's mark is no character the page shows between its neighbours
    return text.replace("~", " ").replace("_", " ")


#: what a formula's command draws in the place of its name
_MATH_SIGNS = (
    ("times", "×"),
    ("cdot", " · "),
    ("mu", "µ"),
    ("%", "%"),
    ("approx", "≈"),
    ("sim", "≈"),
    ("leq?", "≤"),
    ("geq?", "≥"),
    ("lt", "<"),
    ("gt", ">"),
)
#: an argument the page does not show: a colour's name, a style, a link's address, a phantom
_NOT_SHOWN = re.compile(
    r"\\(?:color|textcolor|colorbox|style|class|cssId|href)\s*\{[^{}]*\}"
    r"|\\[hv]?phantom\s*\{[^{}]*\}"
)
#: a fraction, read "a/b"
_FRACTION = re.compile(r"\\[dt]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}")
#: spacing that joins what it separates: a negative space, a kern or a skip of any width
_JOINING_SPACE = re.compile(
    r"\\!|\\neg(?:thin|med|thick)space|"
    r"\\(?:[hv]space\*?\s*\{[^{}]*\}|m?kern\s*-?[\d.]+\s*[a-z]{2}|[hm]?skip\s*-?[\d.]+\s*[a-z]{2})"
)
#: a single letter right after a number
_FACTOR_LETTER = re.compile(r"(\d)\s*([A-Za-z])(?![A-Za-z])")
#: a number and an x, alone
_RATIO_ALONE = re.compile(r"\s*[\d.,]*\d\s*[xX]\s*")


def _translated_block(node: nodes.Node) -> nodes.Element | None:
    """The translated message *node* belongs to, if any (Sphinx marks translated blocks;
    an image's alt text is translated in place, without the mark)."""
    block = _block_of(node)
    if block is None or not block.get(MSGID):
        return None
    if block.get("translated"):
        return block
    if isinstance(block, nodes.image) and block.get("alt") != block[MSGID]:
        return block
    return None


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
    ancestors = _ancestors(node)
    row = next((a for a in ancestors if isinstance(a, nodes.row)), None)
    table = next((a for a in ancestors if isinstance(a, nodes.table)), None)
    if row is not None and table is not None and table.line and row.line in (None, table.line):
        # MyST gives every node of a pipe table the table's first line
        return _row_line(table, row)
    while anchor is not None and getattr(anchor, "line", None) is None:
        anchor = anchor.parent
    if anchor is None:
        return None
    before = []
    lost = 0  # line breaks inside code spans, which reach the doctree as spaces
    raw, cursor = getattr(anchor, "rawsource", "") or "", 0
    for text in anchor.findall(nodes.Text):
        if text is node:
            break
        if any(a is node for a in _ancestors(text)):
            break
        before.append(str(text))
        if "\n" in raw and isinstance(text.parent, nodes.literal) and str(text).split():
            # the span as written: its words in order, any white space between them
            written = re.compile(r"\s+".join(map(re.escape, str(text).split())))
            m = written.search(raw, cursor)
            if m is not None:
                lost += m.group().count("\n")
                cursor = m.end()
    return (anchor.line or 0) + "".join(before).count("\n") + lost + extra_text.count("\n")


def _row_line(table: nodes.table, row: nodes.row) -> int:
    """Line of a row of a Markdown pipe table: the header row, a separator line, then one
    line per body row."""
    head = [r for part in table.findall(nodes.thead) for r in part.children]
    body = [r for part in table.findall(nodes.tbody) for r in part.children]
    start = table.line or 0  # called for tables that have a line
    if row in head:
        return start + head.index(row)
    return start + len(head) + (1 if head else 0) + body.index(row)


def _ancestors(node: nodes.Node) -> list[nodes.Node]:
    found = []
    while node is not None:
        found.append(node)
        node = node.parent
    return found
