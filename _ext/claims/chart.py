"""``{claims-chart}``: a bar chart drawn at build time from claims already declared.

A chart can only show cited numbers: it takes claim ids, never values. Each bar is labelled
with its hardware; a data table under the chart links every bar to its ledger entry and
source (the image is for the eye, the table for links and screen readers). The SVG keeps
its text as text (``svg.fonttype: none``), so the reader's fonts render Chinese labels.

Usage::

    :::{claims-chart}
    :claims: fa2-a100-peak-tflops, fa3-h100-bf16-peak-tflops
    :labels: FlashAttention-2; FlashAttention-3

    Caption paragraph (translated like any other paragraph).
    :::
"""

from __future__ import annotations

import functools
import hashlib
import io
import logging
import os
import warnings
from importlib.metadata import version
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from docutils import nodes
from docutils.parsers.rst import directives
from markupsafe import escape
from sphinx.locale import __
from sphinx.util.docutils import SphinxDirective

from claims import doctree as build
from claims.core.values import format_value, value_list
from claims.domain import get_domain
from claims.findings import record
from claims.html import Linker, hardware_text
from claims.locale import _
from claims.warnings import Subtype

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from sphinx.application import Sphinx
    from sphinx.writers.html5 import HTML5Translator

    from claims.core.registry import Claim, Registry

#: fonts named in the SVG; the browser picks the first it has (CJK-aware, no web fonts)
FONT_STACK = [
    "system-ui",
    "-apple-system",
    "Segoe UI",
    "Noto Sans CJK SC",
    "PingFang SC",
    "Microsoft YaHei",
    "DejaVu Sans",
    "sans-serif",
]


class claims_chart(nodes.General, nodes.Element):
    """A chart of claims: ``claims`` (ids) and ``labels`` (one per bar)."""


def _ids(argument: str) -> list[str]:
    return [part.strip() for part in argument.replace(",", " ").split() if part.strip()]


def _labels(argument: str) -> list[str]:
    return [part.strip() for part in argument.split(";") if part.strip()]


class ChartDirective(SphinxDirective):
    has_content = True
    option_spec = {"claims": directives.unchanged_required, "labels": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        node = claims_chart()
        self.set_source_info(node)
        node["claims"] = _ids(self.options.get("claims", ""))
        node["labels"] = _labels(self.options.get("labels", ""))
        if not node["claims"]:
            record(
                self.env,
                Subtype.MALFORMED,
                __("claims-chart needs :claims: with one or more claim ids"),
                location=node,
            )
            return []
        if node["labels"] and len(node["labels"]) != len(node["claims"]):
            record(
                self.env,
                Subtype.MALFORMED,
                __("claims-chart has %d labels for %d claims; give one label per claim"),
                len(node["labels"]),
                len(node["claims"]),
                location=node,
            )
            node["labels"] = []
        # the caption is an ordinary paragraph, so it is extracted and translated
        node += self.parse_content_to_nodes()
        return [node]


def check_chart(
    node: claims_chart, registry: Registry, domain: Any, docname: str, report: Callable[..., None]
) -> None:
    """Read-time checks and records of one chart (called from CheckClaims, whose *report*
    keeps the findings)."""
    claims = []
    for cid in node["claims"]:
        claim = registry.claims.get(cid)
        if claim is None:
            report(
                Subtype.UNKNOWN_CLAIM, __("claims-chart names unknown claim %r"), cid, location=node
            )
            continue
        claims.append(claim)
        domain.uses.append(
            {
                "docname": docname,
                "lineno": node.line or 0,
                "claim": cid,
                "display": format_value(claim.value, claim.unit),
                "anchor": node["ids"][0],
            }
        )
    units = {c.unit for c in claims}
    if len(units) > 1:
        report(
            Subtype.MALFORMED,
            __("claims-chart mixes units (%s); a chart compares one quantity"),
            ", ".join(sorted(units)),
            location=node,
        )
        node["claims"] = []


@functools.cache
def _drawer() -> str:
    """What draws the charts: this module and the matplotlib release."""
    return hashlib.sha256(Path(__file__).read_bytes() + version("matplotlib").encode()).hexdigest()


def chart_key(claims: list[Claim], labels: list[str], registry: Registry, unit: str) -> str:
    """Everything :func:`render_svg` draws from, hashed: the chart's file name, so a chart
    is drawn once and a changed one gets a new name (no browser keeps the old one)."""
    bars = [(c.value, hardware_text(c, registry)) for c in claims]
    state = repr((bars, labels, unit, FONT_STACK, _drawer()))
    return hashlib.sha256(state.encode("utf-8")).hexdigest()[:16]


def render_svg(claims: list[Claim], labels: list[str], registry: Registry, unit: str) -> bytes:
    """The chart as SVG bytes: one bar per claim (a range is drawn as its upper end with the
    range marked), the hardware under each label, the value on each bar."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    # labels, hardware names and units are data, never mathtext: "$" is a dollar sign, and
    # a lone or unbalanced one cannot make matplotlib's math parser fail the build
    params = {
        "svg.fonttype": "none",
        "svg.hashsalt": "claims-chart",
        "font.family": FONT_STACK,
        "font.size": 10,
        "text.parse_math": False,
    }
    # the fonts are the browser's business: matplotlib only measures with its fallback font
    logging.getLogger("matplotlib.font_manager").setLevel(logging.ERROR)
    # matplotlib types rc keys as literals; these are checked by matplotlib when it runs
    with matplotlib.rc_context(cast(Any, params)), warnings.catch_warnings():
        # glyphs matplotlib lacks (Chinese) are left to the browser's fonts
        warnings.simplefilter("ignore", UserWarning)
        fig, ax = plt.subplots(figsize=(6.4, 0.9 + 0.55 * len(claims)))
        highs = [float(value_list(c.value)[-1]) for c in claims]
        lows = [float(value_list(c.value)[0]) for c in claims]
        positions = list(range(len(claims)))[::-1]
        ax.barh(positions, highs, color="#4f6fbf", height=0.6)
        for pos, low, high in zip(positions, lows, highs, strict=True):
            if low != high:
                ax.plot([low, high], [pos, pos], color="#1d2b4f", linewidth=2)
        names = [
            f"{label}\n{hardware_text(c, registry)}"
            # a chart's labels may outnumber its known claims: an unknown one was reported
            for label, c in zip(labels, claims, strict=False)
        ]
        ax.set_yticks(positions, names)
        for pos, claim in zip(positions, claims, strict=True):
            ax.text(
                float(value_list(claim.value)[-1]),
                pos,
                f" {format_value(claim.value, unit)}",
                va="center",
                fontsize=9,
            )
        ax.set_xlabel(unit)
        ax.set_xlim(0, max(highs) * 1.4)
        for side in ("top", "right"):
            ax.spines[side].set_visible(False)
        ax.tick_params(axis="y", pad=16, length=0)
        # browsers' fonts run wider than matplotlib's measuring font: leave room for labels
        fig.subplots_adjust(
            left=0.42, right=0.97, top=0.97, bottom=0.5 / (0.9 + 0.55 * len(claims)) + 0.08
        )
        out = io.BytesIO()
        # an opaque background keeps the dark text readable in the dark colour scheme
        fig.savefig(out, format="svg", facecolor="white", metadata={"Date": None, "Creator": None})
        plt.close(fig)
    return out.getvalue()


def fill_chart_tables(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Each chart's data table, as a table node inside the chart: every builder writes it
    (the text builder writes the caption and the table, HTML the image too)."""
    registry = get_domain(app.env).registry
    if registry is None or app.builder.name == "gettext":  # its texts are no page's messages
        return
    units = app.config.claims_unit_translations.get(app.config.language, {})
    links = Linker(app.builder, docname)
    for node in doctree.findall(claims_chart):
        claims = [registry.claims[c] for c in node["claims"] if c in registry.claims]
        if not claims:
            continue
        unit = units.get(claims[0].unit, claims[0].unit)
        labels = node["labels"] or [c.id for c in claims]
        rows: list[tuple[str | None, Sequence[build.Cell]]] = []
        for label, claim in zip(labels, claims, strict=False):  # as in render_svg
            short = registry.sources.get(claim.source or "", {}).get("short", claim.source or "")
            source = [build.link(short, links.source(claim.source or ""))]
            if claim.locator:
                source.append(nodes.Text(f", {claim.locator}"))
            cells = [
                [build.paragraph(label)],
                [
                    build.paragraph(
                        build.link(format_value(claim.value, unit), links.claim(claim.id))
                    )
                ],
                [build.paragraph(hardware_text(claim, registry))],
                [build.paragraph(*source)],
            ]
            rows.append((None, cells))
        head = [(_("Bar"), 20), (_("Value"), 14), (_("Hardware"), 20), (_("Source"), 24)]
        node += build.table(head, rows, classes=["claims-table", "claims-chart-data"])


def visit_chart(self: HTML5Translator, node: claims_chart) -> None:
    registry = get_domain(self.builder.env).registry
    claims = [registry.claims[c] for c in node["claims"] if c in registry.claims]
    if not claims:
        raise nodes.SkipNode
    units = self.builder.config.claims_unit_translations.get(self.builder.config.language, {})
    unit = units.get(claims[0].unit, claims[0].unit)
    labels = node["labels"] or [c.id for c in claims]
    images = Path(self.builder.outdir) / self.builder.imagedir
    name = f"claims-chart-{chart_key(claims, labels, registry, unit)}.svg"
    # drawing (matplotlib) was most of a rebuild of a page with a chart
    if not (images / name).is_file():
        images.mkdir(parents=True, exist_ok=True)
        svg = render_svg(claims, labels, registry, unit)
        partial = images / f".{name}.{os.getpid()}"
        partial.write_bytes(svg)
        partial.replace(images / name)  # whole or absent, for a reader or a parallel writer
    src = f"{self.builder.imgpath}/{name}"
    caption = " ".join(p.astext().strip() for p in node.children if isinstance(p, nodes.paragraph))
    ids = f' id="{escape(node["ids"][0])}"' if node["ids"] else ""
    # a figcaption must be the figure's first or last child (HTML's content model); the
    # caption's paragraphs are written there, so only the data table is walked
    self.body.append(
        f'<figure class="claims-chart"{ids}>'
        f"<figcaption>{escape(caption)}</figcaption>"
        f'<img src="{escape(src)}" alt="{escape(_("Bar chart") + ": " + caption)}" loading="lazy">'
    )
    for table in node.findall(nodes.table):
        table.walkabout(self)
    self.body.append("</figure>")
    raise nodes.SkipNode
