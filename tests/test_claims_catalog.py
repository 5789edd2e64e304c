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
            msgctxt="hardware.a100-80gb-sxm4.name",
            msgid="A100 80GB SXM4",
            msgstr="A100 80GB SXM4（测试）",
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
    assert "A100 80GB SXM4（测试）" in card
    baseline = page.select_one('[data-claim="distserve-rate"] .claim-card').get_text(" ")
    assert "DeepSpeed-MII" in baseline and "旧基线" not in baseline
    hardware = (app.outdir / "hardware.html").read_text()
    assert "A100 80GB SXM4（测试）" in hardware
    # numbers and ids are data: the same in every language
    assert page.select_one('[data-claim="fa2-peak"] a.claim-value').get_text() == "230 TFLOPs/s"
