"""The cited-numbers rule: every performance number a reader sees is cited to a primary
source and bound to the hardware it was measured on, in every language.

Markup: ``{claim}``, ``{hw}``, ``{nac}`` roles; ``{claims-ledger}`` and
``{hardware-profiles}`` directives; data in ``<srcdir>/<claims_data_dir>/``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from claims import (
    bibstyle,
    chart,
    citation,
    content_hashes,
    endnotes,
    fragments,
    gc_freeze,
    html,
    ledger,
    nodes,
    pattern_cache,
    read_warnings,
    reference,
    roles,
    rule_record,
    upstream,
)
from claims.config import on_config_inited, register_config
from claims.domain import ClaimsDomain
from claims.events import (
    before_reading,
    check_unused,
    get_outdated,
    load_data,
    write_catalog_template,
)
from claims.findings import fail_build, report
from claims.locale import LOCALE_DIR, MESSAGE_CATALOG_NAME, compile_catalogs
from claims.transforms import CheckClaims, RecordOriginals

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.util.typing import ExtensionMetadata

__version__ = "1.0"

_PASSTHROUGH = (html.visit_passthrough, html.depart_passthrough)


def setup(app: Sphinx) -> ExtensionMetadata:
    register_config(app)
    # the detector's compiled patterns, read before the configuration's check compiles it
    app.connect("config-inited", pattern_cache.load, priority=400)
    app.connect("config-inited", on_config_inited)
    bibstyle.register()
    upstream.connect(app)
    gc_freeze.connect(app)

    app.add_domain(ClaimsDomain)
    # each node has its HTML; the other builders write its children (the text as written)
    for node, visitors in (
        (nodes.claim, (html.visit_claim, html.depart_claim)),
        (nodes.hardware_ref, (html.visit_hardware_ref, html.depart_hardware_ref)),
        (nodes.not_a_claim, (html.visit_not_a_claim, html.depart_not_a_claim)),
        (chart.claims_chart, (chart.visit_chart, None)),
        (citation.claim_citation, (citation.visit_citation_html, None)),
    ):
        app.add_node(
            node,
            html=visitors,
            text=_PASSTHROUGH,
            latex=_PASSTHROUGH,
            man=_PASSTHROUGH,
            texinfo=_PASSTHROUGH,
        )
    app.add_role("claim", roles.ClaimRole())
    app.add_role("hw", roles.HardwareRole())
    app.add_role("nac", roles.NotAClaimRole())
    app.add_directive("claims-chart", chart.ChartDirective)
    app.add_directive("claims-ledger", ledger.LedgerDirective)
    app.add_directive("hardware-profiles", ledger.HardwareDirective)
    app.add_directive("claims-subtypes", reference.SubtypesDirective)
    app.add_node(endnotes.claim_endnotes, html=(endnotes.visit_claim_endnotes, None))
    # only the HTML builders are given kept HTML (the others get the nodes)
    app.add_node(fragments.html_fragment, html=(fragments.visit_html_fragment, None))
    app.add_post_transform(endnotes.AddClaimEndnotes)
    app.add_transform(RecordOriginals)
    app.add_transform(CheckClaims)

    app.connect("builder-inited", load_data)
    app.connect("env-before-read-docs", before_reading)
    # what Sphinx and the other extensions log while a page is read, logged by every build
    app.connect("env-before-read-docs", read_warnings.start)
    app.connect("env-get-outdated", read_warnings.outdated)
    app.connect("env-get-outdated", get_outdated)
    app.connect("env-get-outdated", content_hashes.outdated)
    app.connect("env-get-updated", ledger.get_updated)
    # every build: unused claims, then every finding (of pages read now or before)
    app.connect("env-updated", read_warnings.replay)
    app.connect("env-updated", check_unused)
    app.connect("env-updated", content_hashes.record)
    app.connect("env-updated", report, priority=900)
    app.connect("doctree-resolved", ledger.fill_generated_pages)
    app.connect("doctree-resolved", chart.fill_chart_tables)
    app.connect("build-finished", ledger.write_json)
    app.connect("build-finished", ledger.note_shown)
    app.connect("build-finished", fragments.save)
    app.connect("build-finished", write_catalog_template)
    app.connect("build-finished", pattern_cache.save)
    app.connect("build-finished", rule_record.write)
    app.connect("build-finished", fail_build, priority=900)

    compile_catalogs(app.config.language)
    app.add_message_catalog(MESSAGE_CATALOG_NAME, str(LOCALE_DIR))
    app.add_css_file("claims.css")
    app.add_js_file("claims.js")  # cards: Escape, inside the viewport (WCAG 2.2 1.4.13)
    app.add_css_file("claims-endnotes.css", media="print")
    app.connect("config-inited", _add_static_path)
    return {
        "version": __version__,
        "env_version": 2,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }


def _add_static_path(app: Sphinx, config) -> None:
    from pathlib import Path

    config.html_static_path.append(str(Path(__file__).parent / "static"))
