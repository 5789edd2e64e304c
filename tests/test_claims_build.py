"""The claims extension in real Sphinx builds: every warning kind with its exact file, line
and subtype, in English and in a Chinese translation; a clean root warns about nothing."""

from __future__ import annotations

import json
from pathlib import Path

import polib
import pytest
from bs4 import BeautifulSoup

from tests.support.sphinx_warnings import parse


def warnings_of(app) -> list[tuple[str, int, str]]:
    return parse(app.warning.getvalue(), app.srcdir)


@pytest.mark.sphinx("html", testroot="claims-clean", freshenv=True)
def test_clean_root_has_no_warnings_and_renders_cards(app):
    app.build()
    assert warnings_of(app) == []
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")
    claim = soup.select_one('[data-claim="fa2-peak"]')
    link = claim.select_one("a.claim-value")
    assert link.get_text() == "230 TFLOPs/s"
    assert link["href"] == "numbers.html#claim-fa2-peak"
    card = soup.find(id=link["aria-describedby"])
    # it holds links, so it is no tooltip (WCAG: no interactive content in a tooltip)
    assert "role" not in card.attrs and card.select("a[href]")
    card_text = card.get_text(" ")
    assert "Dao 2024" in card_text and "§4.1" in card_text
    assert "A100 80GB SXM4" in card_text and "FP16" in card_text
    # the no-JS mark names hardware and source
    assert claim.select_one("sup.claim-mark").get_text() == "A100 80GB · Dao 2024"
    # hardware mention links to its profile
    hw = soup.select_one("a.hw-ref")
    assert hw["href"] == "hardware.html#hw-a100-80gb-sxm4" and hw.get_text() == "A100 80GB"
    # a claim written without display text shows its declared value
    assert (
        soup.select_one('[data-claim="h100-fp16-peak"] a.claim-value').get_text() == "989 TFLOPs/s"
    )
    # ratio card shows its baseline; derived card shows its formula
    assert (
        "DeepSpeed-MII" in soup.select_one('[data-claim="distserve-rate"] .claim-card').get_text()
    )
    assert "2 × 32 × 32" in soup.select_one('[data-claim="kv-bytes"] .claim-card').get_text()


@pytest.mark.sphinx("html", testroot="claims-clean", freshenv=True)
def test_cross_hardware_notes_are_one_summary_line(app):
    app.build()
    status = app.status.getvalue()
    assert "claims: 1 paragraph(s) compare figures measured on different hardware" in status
    assert "index.md:7" not in status


@pytest.mark.sphinx("html", testroot="claims-clean", freshenv=True, verbosity=1)
def test_cross_hardware_paragraph_is_marked_and_noted(app):
    app.build()
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")
    marked = {el["data-claim"] for el in soup.select(".claim--cross-hardware")}
    assert marked == {"h100-fp16-peak", "fa2-peak"}
    # only the comparing paragraph is marked: the first use of fa2-peak is alone
    assert "claim--cross-hardware" not in soup.select_one("#use-fa2-peak-1")["class"]
    assert (
        "paragraph compares TFLOPs/s figures measured on different hardware"
        in app.status.getvalue()
    )
    assert "index.md:7" in app.status.getvalue()


@pytest.mark.sphinx("html", testroot="claims-clean", freshenv=True)
def test_ledger_hardware_page_and_json_agree(app):
    app.build()
    ledger = BeautifulSoup((app.outdir / "numbers.html").read_text(), "html.parser")
    row = ledger.find(id="claim-distserve-rate")
    assert row is not None
    assert row.select_one('a[href="index.html#use-distserve-rate-1"]') is not None
    assert ledger.find(id="source-zhong2024distserve") is not None
    assert ledger.find(id="by-hardware-a100-80gb-sxm4") is not None
    exemptions = ledger.find(id="exemptions").find_next("table").get_text(" ")
    assert "90%" in exemptions and "attainment target chosen by the authors" in exemptions
    hardware = BeautifulSoup((app.outdir / "hardware.html").read_text(), "html.parser")
    h100 = hardware.find(id="hw-h100-80gb-sxm5")
    assert h100.select_one('a[href="numbers.html#claim-h100-fp16-peak"]') is not None
    a100 = hardware.find(id="hw-a100-80gb-sxm4")
    assert a100.select_one('a[href="numbers.html#claim-fa2-peak"]') is not None
    data = json.loads((app.outdir / "claims.json").read_text())
    ids = {c["id"] for c in data["claims"]}
    assert ids == {"fa2-peak", "distserve-rate", "h100-fp16-peak", "kv-bytes"}
    ledger_ids = {row["id"][len("claim-") :] for row in ledger.select("tr[id^=claim-]")}
    assert ledger_ids == ids
    fa2 = next(c for c in data["claims"] if c["id"] == "fa2-peak")
    assert fa2["hardware"] == [{"profile": "a100-80gb-sxm4", "count": 1, "interconnect": None}]
    assert [(u["page"], u["line"]) for u in fa2["uses"]] == [
        ("chart.html", 3),
        ("index.html", 3),
        ("index.html", 8),
    ]
    assert data["exemptions"][0]["shown"] == "90%"


@pytest.mark.sphinx("html", testroot="claims-uncited", freshenv=True)
def test_every_uncited_form_is_one_located_warning(app):
    app.build()
    assert warnings_of(app) == [
        ("index.md", 3, "claims.uncited"),  # 4x
        ("index.md", 5, "claims.uncited"),  # 2.3×
        ("index.md", 7, "claims.uncited"),  # 1.9-fold
        ("index.md", 10, "claims.uncited"),  # after a soft line break
        ("index.md", 12, "claims.uncited"),  # inside emphasis
        ("index.md", 14, "claims.uncited"),  # 13 GB
        ("index.md", 14, "claims.uncited"),  # 650 W
        ("index.md", 14, "claims.uncited"),  # $0.15
        ("index.md", 16, "claims.uncited"),  # 74%
        ("index.md", 18, "claims.uncited"),  # three times faster
        ("index.md", 20, "claims.uncited"),  # in a heading
        ("index.md", 22, "claims.uncited"),  # in a list item
    ]


@pytest.mark.sphinx(
    "html",
    testroot="claims-uncited",
    freshenv=True,
    confoverrides={"suppress_warnings": ["claims.uncited"]},
)
def test_uncited_can_be_suppressed_by_subtype(app):
    app.build()
    assert warnings_of(app) == []


@pytest.mark.sphinx(
    "html", testroot="claims-uncited", freshenv=True, confoverrides={"claims_scan": False}
)
def test_scan_switch_turns_off_only_the_scan(app):
    app.build()
    assert warnings_of(app) == []
    assert "claim-value" in (app.outdir / "index.html").read_text()


@pytest.mark.sphinx(
    "html",
    testroot="claims-uncited",
    freshenv=True,
    confoverrides={
        "claims_ignore_patterns": [r"\$0\.15"],
        "claims_extra_units": {"throughput": [r"widgets/s"]},
    },
)
def test_detector_patterns_come_from_conf(app):
    (app.srcdir / "extra.md").write_text("# Extra\n\nIt makes 40 widgets/s.\n", encoding="utf-8")
    app.build()
    found = warnings_of(app)
    assert ("extra.md", 3, "claims.uncited") in found
    assert len([w for w in found if w[:2] == ("index.md", 14)]) == 2  # $0.15 ignored


@pytest.mark.sphinx("html", testroot="claims-data", freshenv=True)
def test_data_and_markup_problems_are_located(app):
    app.build()
    assert sorted(warnings_of(app)) == sorted(
        [
            ("_data/hardware.yaml", 10, "claims.malformed"),  # unknown key 'memroy'
            ("_data/claims/main.yaml", 6, "claims.unknown-source"),
            ("_data/claims/main.yaml", 13, "claims.unknown-hardware"),
            ("_data/claims/main.yaml", 25, "claims.missing-field"),  # no locator
            ("_data/claims/main.yaml", 36, "claims.missing-baseline"),
            ("_data/claims/main.yaml", 56, "claims.malformed"),  # unknown key 'hardwre'
            ("_data/claims/main.yaml", 62, "claims.malformed"),  # unknown kind
            ("_data/claims/main.yaml", 64, "claims.missing-field"),  # derived without formula
            ("_data/claims/main.yaml", 64, "claims.missing-field"),  # ... and without compute
            ("_data/claims/main.yaml", 68, "claims.unused"),
            ("_data/claims/more.yaml", 2, "claims.duplicate"),
            ("_data/claims/syntax.yaml", 4, "claims.malformed"),  # YAML syntax error
            ("index.md", 3, "claims.unknown-claim"),
            ("index.md", 5, "claims.value-mismatch"),
            ("index.md", 7, "claims.malformed"),  # {nac} without reason
            ("index.md", 9, "claims.unknown-hardware"),
            ("chart.md", 7, "claims.unknown-claim"),
            ("chart.md", 12, "claims.malformed"),  # mixed units
            ("chart.md", 16, "claims.malformed"),  # labels do not match
            ("chart.md", 21, "claims.malformed"),  # no claims
        ]
    )
    text = app.warning.getvalue()
    assert "add the entry to the .bib file or fix the key" in text
    assert "say what it is compared with" in text


def _po_line(app, msgid_start: str) -> int:
    po = polib.pofile(str(app.srcdir / "locale/zh_CN/LC_MESSAGES/index.po"))
    return next(e.linenum for e in po if e.msgid.startswith(msgid_start))


@pytest.mark.sphinx(
    "html", testroot="claims-i18n", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_translation_fidelity_is_checked_against_the_catalog(app):
    app.build()
    po = "locale/zh_CN/LC_MESSAGES/index.po"
    assert sorted(warnings_of(app)) == sorted(
        [
            (po, _po_line(app, "FlashAttention-2 reaches"), "claims.translation-changed"),
            (po, _po_line(app, "It runs on an"), "claims.translation-dropped"),
            (po, _po_line(app, "A plain sentence"), "claims.translation-added"),
            (po, _po_line(app, "Goodput rises"), "claims.translation-unit"),
            # one message for one fault: the digit the translation adds (the scan stays quiet)
            (po, _po_line(app, "A second plain"), "claims.translation-number"),
            (po, _po_line(app, "The target is"), "claims.translation-changed"),
        ]
    )
    html = (app.outdir / "index.html").read_text()
    # a declared unit rendering is fine and rendered as written
    assert "1.6–7.4 倍" in html


@pytest.mark.sphinx("html", testroot="claims-i18n", freshenv=True)
def test_the_english_original_of_the_i18n_root_is_clean(app):
    app.build()
    assert warnings_of(app) == []


@pytest.mark.sphinx(
    "html", testroot="claims-clean", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_card_labels_are_translated(app):
    app.build()
    soup = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")
    card = soup.select_one('[data-claim="fa2-peak"] .claim-card')
    labels = [el.get_text() for el in card.select(".claim-card-label")]
    assert labels == [
        *("内容", "来源", "硬件", "精度"),
        *("软件", "工作负载", "并行方式", "统计量"),
        "类型",
    ]
    values = [el.get_text() for el in card.select(".claim-card-value")]
    assert values[-2:] == ["最大值", "实测"]


@pytest.mark.sphinx("html", testroot="claims-clean", freshenv=True)
def test_chart_draws_only_declared_claims_with_their_hardware(app):
    app.build()
    page = BeautifulSoup((app.outdir / "chart.html").read_text(), "html.parser")
    figure = page.select_one("figure.claims-chart")
    image = app.outdir / figure.img["src"]
    svg = image.read_text(encoding="utf-8")
    # values and hardware come from the data files; text stays text for the browser's fonts
    for text in ("230 TFLOPs/s", "989 TFLOPs/s", "A100 80GB", "H100 SXM5", "FlashAttention-2"):
        assert text in svg
    assert figure.img["alt"] == "Bar chart: Throughput against the dense peak."
    rows = figure.select("tbody tr")
    assert [r.th.get_text() for r in rows] == ["FlashAttention-2", "H100 peak"]
    assert rows[0].select_one("a")["href"] == "numbers.html#claim-fa2-peak"
    assert rows[0].select("a")[1]["href"] == "numbers.html#source-dao2023fa2"
    # the ledger links back to the chart
    ledger = (app.outdir / "numbers.html").read_text()
    assert "chart.html#claims-chart-1" in ledger


@pytest.mark.sphinx(
    "html", testroot="claims-clean", freshenv=True, confoverrides={"language": "zh_CN"}
)
def test_chart_axis_uses_the_translated_unit(app):
    (app.srcdir / "chart.md").write_text(
        "# Chart\n\n:::{claims-chart}\n:claims: distserve-rate\n:labels: DistServe\n\n"
        "Goodput.\n:::\n",
        encoding="utf-8",
    )
    app.build()
    page = BeautifulSoup((app.outdir / "chart.html").read_text(), "html.parser")
    svg = (app.outdir / page.select_one("figure.claims-chart img")["src"]).read_text()
    assert "1.6–7.4倍" in svg and "32 × A100 80GB" in svg


def test_every_reader_label_of_the_extension_has_a_chinese_translation():
    import re
    from pathlib import Path

    package = Path(__file__).resolve().parent.parent / "_ext" / "claims"
    labels = set()
    for module in package.glob("*.py"):
        labels |= set(re.findall(r'(?<![\w_])_\("([^"]+)"\)', module.read_text(encoding="utf-8")))
        labels |= set(re.findall(r"(?<![\w_])_\('([^']+)'\)", module.read_text(encoding="utf-8")))
    catalog = polib.pofile(str(package / "locale" / "zh_CN" / "LC_MESSAGES" / "claims.po"))
    translated = {e.msgid for e in catalog if e.msgstr and not e.fuzzy}
    assert labels and not labels - translated, sorted(labels - translated)


def test_chart_text_is_never_math(make_app, rootdir, tmp_path):
    """Dollar signs in labels, hardware short names and units are drawn as written; an
    unbalanced or malformed one does not stop the build."""
    import shutil

    srcdir = tmp_path / "claims-chart-text"
    shutil.copytree(rootdir / "test-claims-clean", srcdir)
    (srcdir / "chart.md").write_text(
        "# Chart\n\n:::{claims-chart}\n:claims: fa2-peak, h100-fp16-peak\n"
        ":labels: $x$ kernel; $\\frac{1$\n\nA caption.\n:::\n",
        encoding="utf-8",
    )
    hardware = srcdir / "_data" / "hardware.yaml"
    hardware.write_text(
        hardware.read_text(encoding="utf-8").replace("short: A100 80GB", "short: A100 $80$GB"),
        encoding="utf-8",
    )
    app = make_app("html", srcdir=srcdir, freshenv=True)
    # a rendering no configuration may declare (the check at startup refuses "$TF$/s" for
    # TFLOPs/s, test_a_unit_rendered_as_another_unit_is_refused): set after it, to see what
    # a "$" in a unit does to the chart
    app.config.claims_unit_translations = {"en": {"TFLOPs/s": "$TF$/s"}}
    app.build()
    assert "Traceback" not in app.warning.getvalue()
    page = BeautifulSoup((app.outdir / "chart.html").read_text(), "html.parser")
    svg = (app.outdir / page.select_one("figure.claims-chart img")["src"]).read_text()
    # each piece of text has an even number of "$", which matplotlib would typeset as math
    for text in ("$x$ kernel", "$\\frac{1$", "A100 $80$GB", "$TF$/s"):
        assert text in svg, text
    assert [r.th.get_text() for r in page.select("figure.claims-chart tbody tr")] == [
        "$x$ kernel",
        "$\\frac{1$",
    ]


def test_a_chart_is_drawn_once_and_named_anew_when_what_it_shows_changes(
    make_app, rootdir, tmp_path, monkeypatch
):
    import shutil

    from claims import chart

    srcdir = tmp_path / "claims-chart-once"
    shutil.copytree(rootdir / "test-claims-clean", srcdir)
    drawn, draw = [], chart.render_svg
    monkeypatch.setattr(chart, "render_svg", lambda *args: drawn.append(args[1]) or draw(*args))
    page = srcdir / "chart.md"
    text = "# Chart\n\n:::{claims-chart}\n:claims: fa2-peak\n:labels: %s\n\nA caption.\n:::\n"

    def build(labels: str, prose: str = "") -> str:
        page.write_text(text % labels + prose, encoding="utf-8")
        app = make_app("html", srcdir=srcdir)
        app.build()
        html = BeautifulSoup((app.outdir / "chart.html").read_text(), "html.parser")
        src = html.select_one("figure.claims-chart img")["src"]
        assert labels in (app.outdir / src).read_text()  # the file shown draws these labels
        return src

    first = build("FA2")
    again = build("FA2", "\nA paragraph added below the chart.\n")  # the page is written again
    renamed = build("Kernel")
    assert drawn == [["FA2"], ["Kernel"]]
    assert first == again != renamed


def test_a_change_to_the_rule_reads_every_page_again(make_app, rootdir, tmp_path):
    """Findings are kept with the pages that were read; pages read under another version of
    the rule's code (a unit, a cue added) would keep findings that rule no longer gives, or
    lack those it now gives. An environment written by other rule code is read again whole;
    one written by this code reads nothing."""
    import pickle
    import shutil

    srcdir = tmp_path / "claims-rule-version"
    shutil.copytree(rootdir / "test-claims-clean", srcdir)
    first = make_app("html", srcdir=srcdir, freshenv=True)
    first.build()
    documents = set(first.env.found_docs)
    pickled = Path(first.doctreedir) / "environment.pickle"
    env = pickle.loads(pickled.read_bytes())
    env.domaindata["claims"]["rule_digest"] = "0" * 64  # as another version's code left it
    pickled.write_bytes(pickle.dumps(env, pickle.HIGHEST_PROTOCOL))

    def reads(app) -> set[str]:
        read: set[str] = set()
        app.connect("env-before-read-docs", lambda app, env, docnames: read.update(docnames))
        app.build()
        return read

    assert reads(make_app("html", srcdir=srcdir)) == documents
    assert reads(make_app("html", srcdir=srcdir)) == set()


def test_the_extensions_own_labels_are_part_of_the_rule(tmp_path, monkeypatch):
    """Cards and the generated pages show the extension's own labels ("Cite this number",
    "Used on"), translated by its shipped catalog: an edited label must write every page
    again, as a change to the code does."""
    from claims import events
    from claims.locale import LOCALE_DIR

    shipped = sorted(LOCALE_DIR.glob("*/LC_MESSAGES/*.po"))
    assert shipped and set(shipped) <= set(events.RULE_FILES)
    before = events.rule_digest()
    edited = tmp_path / "claims.po"
    edited.write_bytes(shipped[0].read_bytes().replace(b"msgstr", b"msgstr ", 1))
    files = [edited if path == shipped[0] else path for path in events.RULE_FILES]
    monkeypatch.setattr(events, "RULE_FILES", files)
    assert events.rule_digest() != before


def test_a_figure_outside_the_text_may_repeat_a_claim_its_page_cites(
    make_app, rootdir, tmp_path, monkeypatch
):
    """An image's alt text that repeats, rounded, a claim its page cites is not reported; one
    with another figure is. The page's cited claims are looked up only on a page that has
    such a figure (every page's uses are in one list of the site: looking them up on every
    page made the scan quadratic in the site's size)."""
    import shutil

    from claims.transforms import CheckClaims

    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-clean", src)
    (src / "pic.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', encoding="utf-8"
    )
    index = src / "index.md"
    text = index.read_text(encoding="utf-8")
    text = text.replace(
        "```python",
        "![FlashAttention-2 reaches 230 TFLOPs/s](pic.svg)\n\n"
        "![The engine runs 3.5x faster](pic.svg)\n\n```python",
    )
    index.write_text(text, encoding="utf-8")
    looked_up: list[str] = []
    real = CheckClaims._cited_here

    def counting(self):
        looked_up.append(self.env.docname)
        return real(self)

    monkeypatch.setattr(CheckClaims, "_cited_here", counting)
    app = make_app("html", srcdir=src, freshenv=True)
    app.build()
    line = text.splitlines().index("![The engine runs 3.5x faster](pic.svg)") + 1
    assert warnings_of(app) == [("index.md", line, "claims.uncited")]
    assert looked_up == ["index"]


@pytest.mark.parametrize(
    ("setting", "value"),
    [
        ("claims_extra_units", {"throughput": [r"widgets/(s"]}),
        ("claims_extra_units", {"throughput": [r"(?P<u0>widgets/s)"]}),  # a group the rule has
        ("claims_ignore_patterns", [r"\$0\.15("]),
    ],
)
def test_a_pattern_that_does_not_compile_is_refused(make_app, rootdir, tmp_path, setting, value):
    import shutil

    from sphinx.errors import ConfigError

    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-uncited", src)
    with pytest.raises(ConfigError, match="claims_extra_units / claims_ignore_patterns do not"):
        make_app("html", srcdir=src, confoverrides={setting: value})


@pytest.mark.parametrize(
    ("mapping", "message"),
    [
        ({"ms": "秒"}, "'ms' → '秒': 'ms' is a time (0.001 s), but '秒' is a time (1 s)"),
        ({"s": "毫秒"}, "'s' → '毫秒': 's' is a time (1 s), but '毫秒' is a time (0.001 s)"),
        ({"GB": "MB"}, "'GB' is a size (1e+09 bytes), but 'MB' is a size (1e+06 bytes)"),
        ({"GB": "GiB"}, "'GB' is a size (1e+09 bytes), but 'GiB' is a size (1.07374e+09 bytes)"),
        ({"×": "%"}, "'×' → '%': '×' is a ratio, but '%' is a percentage"),
        ({"tokens/s": "词元/分钟"}, "'词元/分钟' is a count of tokens per a time (60 s)"),
        ({"tokens": "毫秒"}, "'tokens' is a count of tokens, but '毫秒' is a time (0.001 s)"),
    ],
)
def test_a_unit_rendered_as_another_unit_is_refused(make_app, rootdir, tmp_path, mapping, message):
    import shutil

    from sphinx.errors import ConfigError

    src = tmp_path / "src"
    shutil.copytree(rootdir / "test-claims-uncited", src)
    with pytest.raises(ConfigError) as refused:
        make_app("html", srcdir=src, confoverrides={"claims_unit_translations": {"zh_CN": mapping}})
    text = str(refused.value)
    assert "claims_unit_translations['zh_CN'] renders a unit as another unit" in text
    assert message in text


def test_the_sites_unit_renderings_are_each_the_same_unit():
    import runpy

    from claims.core.unit_scales import rendering_problems, same_measure

    conf = runpy.run_path(str(Path(__file__).resolve().parent.parent / "conf.py"))
    for mapping in conf["claims_unit_translations"].values():
        assert rendering_problems(mapping) == []
    # a count may be rendered as any count (the table cannot tell 星 means stars), and
    # "micro" spelt either way is the micro sign
    assert same_measure("stars", "星") and same_measure("μs", "微秒")
    assert same_measure("img/s", "图像/秒") and not same_measure("img/s", "图像/毫秒")


def test_one_detector_per_setting_serves_the_whole_process():
    # the configuration's check compiles the detector the pages then use: built once
    from claims.core.detector import detector_for

    first = detector_for({"throughput": [r"widgets/s"]}, [r"\$0\.15"])
    assert detector_for({"throughput": [r"widgets/s"]}, (r"\$0\.15",)) is first
    assert detector_for({"throughput": [r"gadgets/s"]}, [r"\$0\.15"]) is not first
    assert [f.text for f in first.find("It makes 40 widgets/s for $0.15.")] == ["40 widgets/s"]
