"""The data files' words go through gettext: `make gettext` writes _claims.pot, a
translated build shows the translations on cards, the Numbers and Hardware pages."""

from __future__ import annotations

import shutil
from pathlib import Path

import polib
from bs4 import BeautifulSoup

ROOT = Path(__file__).parent / "roots" / "test-claims-clean"


def test_gettext_writes_a_template_of_the_data_texts(make_app, tmp_path):
    src = tmp_path / "src"
    shutil.copytree(ROOT, src)
    app = make_app("gettext", srcdir=src, freshenv=True)
    app.build()
    pot = polib.pofile(str(app.outdir / "_claims.pot"))
    entries = {e.msgctxt: e for e in pot}
    assert entries["fa2-peak.quantity"].msgid == "attention forward+backward throughput"
    assert entries["fa2-peak.locator"].msgid == "§4.1"
    assert entries["distserve-rate.baseline"].msgid == "DeepSpeed-MII"
    assert entries["distserve-rate.hardware.0.interconnect"].msgid == "25 Gbps between nodes"
    assert entries["kv-bytes.formula"].msgid.startswith("2 × 32 × 32")
    assert entries["fa2-peak.precision"].msgid == "FP16"
    assert entries["hardware.h100-80gb-sxm5.name"].msgid == "H100 80GB SXM5"
    # each entry points at its data file and line, for the translator
    path, line = entries["fa2-peak.quantity"].occurrences[0]
    assert path.endswith("_data/claims/main.yaml") and line == "1"
    # no numbers or ids become messages
    assert all(not e.msgid.replace(".", "").isdigit() for e in pot)


def test_translated_build_shows_translations_and_skips_fuzzy(make_app, tmp_path):
    src = tmp_path / "src"
    shutil.copytree(ROOT, src)
    po = polib.POFile()
    po.metadata = {"Content-Type": "text/plain; charset=UTF-8", "Language": "zh_CN"}
    po.append(
        polib.POEntry(
            msgctxt="fa2-peak.quantity",
            msgid="attention forward+backward throughput",
            msgstr="注意力前向加反向吞吐量",
        )
    )
    po.append(polib.POEntry(msgctxt="fa2-peak.locator", msgid="§4.1", msgstr="第 4.1 节"))
    po.append(polib.POEntry(msgctxt="fa2-peak.precision", msgid="FP16", msgstr="FP16（半精度）"))
    po.append(
        polib.POEntry(
            msgctxt="hardware.a100-80gb-sxm4.interconnect",
            msgid="NVLink 3",
            msgstr="NVLink 3（测试）",
        )
    )
    fuzzy = polib.POEntry(msgctxt="distserve-rate.baseline", msgid="DeepSpeed-MII", msgstr="旧基线")
    fuzzy.flags.append("fuzzy")
    po.append(fuzzy)
    (src / "locale" / "zh_CN" / "LC_MESSAGES").mkdir(parents=True)
    po.save(str(src / "locale" / "zh_CN" / "LC_MESSAGES" / "_claims.po"))
    app = make_app(
        "html",
        srcdir=src,
        freshenv=True,
        confoverrides={"language": "zh_CN", "locale_dirs": ["locale"]},
    )
    app.build()
    page = BeautifulSoup((app.outdir / "index.html").read_text(), "html.parser")
    card = page.select_one('[data-claim="fa2-peak"] .claim-card').get_text(" ")
    assert "注意力前向加反向吞吐量" in card and "第 4.1 节" in card
    assert "FP16（半精度）" in card
    # a product's name is data: the same in every language (its other words translate)
    assert "A100 80GB SXM4" in card
    baseline = page.select_one('[data-claim="distserve-rate"] .claim-card').get_text(" ")
    assert "DeepSpeed-MII" in baseline and "旧基线" not in baseline
    hardware = (app.outdir / "hardware.html").read_text()
    assert "NVLink 3（测试）" in hardware
    # numbers and ids are data: the same in every language
    assert page.select_one('[data-claim="fa2-peak"] a.claim-value').get_text() == "230 TFLOPs/s"


def test_a_data_text_keeps_a_formulas_order_and_a_products_name(make_app, tmp_path):
    from tests.support.sphinx_warnings import parse

    src = tmp_path / "src"
    shutil.copytree(ROOT, src)
    po = polib.POFile(wrapwidth=79)
    po.metadata = {"Content-Type": "text/plain; charset=UTF-8", "Language": "zh_CN"}
    entries = [
        # the same numbers as the formula's, in another order
        (
            "kv-bytes.formula",
            "2 × 32 × 32 × 128 × 2 bytes × 10,000",
            "2 × 32 × 128 × 32 × 2 字节 × 10,000",
        ),
        # another product's name
        ("hardware.a100-80gb-sxm4.name", "A100 80GB SXM4", "H100 80GB SXM4"),
        ("hardware.a100-80gb-sxm4.memory_type", "HBM2e", "HBM2e 显存"),
    ]
    for context, msgid, msgstr in entries:
        po.append(polib.POEntry(msgctxt=context, msgid=msgid, msgstr=msgstr))
    catalog = src / "locale" / "zh_CN" / "LC_MESSAGES" / "_claims.po"
    catalog.parent.mkdir(parents=True)
    po.save(str(catalog))
    rows = catalog.read_text(encoding="utf-8").splitlines()

    def line(context: str) -> int:
        return rows.index(f'msgctxt "{context}"') + 1

    app = make_app(
        "html",
        srcdir=src,
        freshenv=True,
        confoverrides={"language": "zh_CN", "locale_dirs": ["locale"]},
    )
    app.build()
    text = app.warning.getvalue()
    name = "locale/zh_CN/LC_MESSAGES/_claims.po"
    assert [w for w in parse(text, src) if w[0] == name] == [
        (name, line("kv-bytes.formula"), "claims.translation-number"),
        (name, line("hardware.a100-80gb-sxm4.name"), "claims.translation-changed"),
    ]
    assert "translation of a formula writes its numbers in another order" in text
    assert "profile's name shows 'H100 80GB SXM4', not the product 'A100 80GB SXM4'" in text
