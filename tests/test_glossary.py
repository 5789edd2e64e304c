"""The glossary_data extension: the Glossary page rendered from the bilingual data file."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest
from bs4 import BeautifulSoup
from sphinx.util.console import strip_escape_sequences

from glossary_data.data import load_glossary

REPO = Path(__file__).resolve().parent.parent


def warnings_of(app) -> list[str]:
    return [
        line for line in strip_escape_sequences(app.warning.getvalue()).splitlines() if line.strip()
    ]


def glossary_entries(app) -> list[tuple[list[str], str]]:
    """(terms of the dt elements, definition text) per entry of the built glossary page."""
    html = (Path(app.outdir) / "glossary.html").read_text(encoding="utf-8")
    dl = BeautifulSoup(html, "html.parser").select_one("dl.glossary")
    entries, terms = [], []
    for child in dl.find_all(["dt", "dd"], recursive=False):
        if child.name == "dt":
            for link in child.select("a.headerlink"):
                link.decompose()
            terms.append(child.get_text().strip())
        else:
            entries.append((terms, child.get_text().strip()))
            terms = []
    return entries


@pytest.mark.sphinx("html", testroot="glossary")
def test_english_site(app) -> None:
    app.build()
    assert warnings_of(app) == []
    assert glossary_entries(app) == [
        (["prefill — 预填充"], "The phase that processes the whole prompt in one pass."),
        (["decode — 解码"], "The phase that generates output tokens one at a time."),
        (
            ["time to first token — 首词元时延", "TTFT"],
            "The time from a request’s arrival to its first output token.",
        ),
        (["KV cache — KV 缓存"], "The keys and values kept for every token so far, see prefill."),
    ]
    html = (Path(app.outdir) / "glossary.html").read_text(encoding="utf-8")
    assert '<span class="glossary-data-rendering" lang="zh-CN">预填充</span>' in html
    # the terms are standard glossary terms: {term} resolves, the abbreviation too
    usage = BeautifulSoup(
        (Path(app.outdir) / "usage.html").read_text(encoding="utf-8"), "html.parser"
    )
    links = {
        a.get_text(): a["href"]
        for a in usage.select("a.reference.internal")
        if "term" in a.get("href", "")
    }
    assert links == {
        "prefill": "glossary.html#term-prefill",
        "decode": "glossary.html#term-decode",
        "TTFT": "glossary.html#term-TTFT",
        "KV cache": "glossary.html#term-KV-cache",
    }
    terms = app.env.domains.standard_domain.objects
    assert {name for (kind, name) in terms if kind == "term"} == {
        "prefill",
        "decode",
        "time to first token",
        "TTFT",
        "KV cache",
    }


@pytest.mark.sphinx(
    "html", testroot="glossary", srcdir="glossary-zh", confoverrides={"language": "zh_CN"}
)
def test_chinese_site_shows_chinese_definitions(app) -> None:
    app.build()
    assert warnings_of(app) == []
    entries = glossary_entries(app)
    assert entries[0] == (["prefill — 预填充"], "一次性处理整个提示词的阶段。")
    assert entries[2] == (
        ["time to first token — 首词元时延", "TTFT"],
        "从请求到达到产生第一个输出词元的时间。",
    )
    # a {term} role inside a definition is parsed, with its display text
    assert entries[3] == (["KV cache — KV 缓存"], "为此前每个词元保存的键和值，参见 预填充。")


@pytest.mark.sphinx("gettext", testroot="glossary", srcdir="glossary-gettext")
def test_nothing_to_translate_through_the_catalog(app) -> None:
    app.build()
    pot = (Path(app.outdir) / "glossary.pot").read_text(encoding="utf-8")
    assert re.findall(r'^msgid "(.+)"$', pot, flags=re.MULTILINE) == [
        "Glossary",
        "The terms, each with its Chinese rendering.",
    ]


@pytest.mark.sphinx(
    "html",
    testroot="glossary",
    srcdir="glossary-invalid",
    confoverrides={"glossary_data_file": "_data/invalid.yaml"},
)
def test_invalid_data_file_warns_with_location(app) -> None:
    app.build()
    data = Path(app.srcdir) / "_data" / "invalid.yaml"
    glossary_warnings = [w for w in warnings_of(app) if "[glossary." in w]
    assert glossary_warnings == [
        f"{data}:4: WARNING: unknown key 'colour' in term 'prefill'; allowed: abbr, "
        "definition, en, zh_CN [glossary.unknown-key]",
        f"{data}:9: WARNING: term 'decode' needs 'zh_CN' [glossary.missing-field]",
        f"{data}:13: WARNING: unknown language 'fr' in the definition of term 'decode'; "
        "allowed: en, zh_CN [glossary.unknown-key]",
        f"{data}:12: WARNING: term 'decode' needs a definition in 'zh_CN' [glossary.missing-field]",
        f"{data}:15: WARNING: term id 'Bad_Id' must be lowercase letters, digits and "
        "hyphens [glossary.malformed]",
        f"{data}:22: WARNING: term 'Prefill' ('prefill-again') is already defined by "
        "'prefill' at line 1 [glossary.duplicate]",
    ]
    # the valid entry is still rendered; the others are left out
    assert [terms for terms, _ in glossary_entries(app)] == [["prefill — 预填充"]]


@pytest.mark.sphinx(
    "html",
    testroot="glossary",
    srcdir="glossary-missing",
    confoverrides={"glossary_data_file": "_data/missing.yaml"},
)
def test_missing_data_file(app) -> None:
    app.build()
    data = Path(app.srcdir) / "_data" / "missing.yaml"
    assert [w for w in warnings_of(app) if "[glossary." in w] == [
        f"{Path(app.srcdir) / 'glossary.md'}:5: WARNING: glossary data file {data} does not "
        "exist [glossary.missing-file]"
    ]


@pytest.mark.sphinx("html", testroot="glossary", srcdir="glossary-incremental")
def test_data_file_is_a_dependency(app) -> None:
    app.build()
    data = Path(app.srcdir) / "_data" / "glossary.yaml"
    assert str(data) in {str(p) for p in app.env.dependencies["glossary"]}
    text = data.read_text(encoding="utf-8")
    data.write_text(text.replace("in one pass.", "in one pass, chunked or not."), encoding="utf-8")
    later = time.time() + 2
    os.utime(data, (later, later))
    app.build()
    assert "glossary" in app.env.all_docs
    assert glossary_entries(app)[0][1] == (
        "The phase that processes the whole prompt in one pass, chunked or not."
    )


def _add_pages(srcdir: Path, count: int) -> None:
    names = []
    for i in range(count):
        name = f"page{i:02d}"
        names.append(name)
        (srcdir / f"{name}.md").write_text(
            f"# Page {i}\n\nSee {{term}}`prefill`, {{term}}`TTFT` and {{term}}`decode`.\n",
            encoding="utf-8",
        )
    index = srcdir / "index.md"
    index.write_text(
        index.read_text(encoding="utf-8").replace("usage\n", "usage\n" + "\n".join(names) + "\n"),
        encoding="utf-8",
    )


def _terms(app) -> dict[str, tuple[str, str]]:
    return {
        name: (docname, node_id)
        for (kind, name), (docname, node_id) in app.env.domains.standard_domain.objects.items()
        if kind == "term"
    }


@pytest.mark.sphinx("html", testroot="glossary", srcdir="glossary-parallel", parallel=4)
def test_parallel_read(app, make_app, tmp_path) -> None:
    assert app.parallel == 4
    _add_pages(Path(app.srcdir), 24)
    app.build()
    assert warnings_of(app) == []
    parallel_terms = _terms(app)
    # touch some pages and rebuild in parallel: same terms, no warnings
    for name in ("page03", "page11", "glossary"):
        path = Path(app.srcdir) / f"{name}.md"
        later = time.time() + 2
        os.utime(path, (later, later))
    app.build()
    assert warnings_of(app) == []
    assert _terms(app) == parallel_terms
    # and the same as a serial build of the same sources
    serial = make_app("html", srcdir=Path(app.srcdir), builddir=tmp_path / "serial")
    serial.build()
    assert _terms(serial) == parallel_terms
    assert glossary_entries(serial) == glossary_entries(app)


def test_site_glossary_has_the_agreed_terms() -> None:
    terms, problems = load_glossary(REPO / "source" / "_data" / "glossary.yaml")
    assert problems == []
    renderings = {t.en: t.zh_CN for t in terms}
    assert renderings == {
        "token": "词元",
        "prefill": "预填充",
        "decode": "解码",
        "time to first token": "首词元时延",
        "inter-token latency": "词元间隔时延",
        "time per output token": "每输出词元耗时",
        "continuous batching": "连续批处理",
        "paged KV cache": "分页式 KV 缓存",
        "prefix caching": "前缀缓存",
        "preemption": "抢占",
        "goodput": "有效吞吐",
        "throughput": "吞吐量",
        "KV cache": "KV 缓存",
        "quantization": "量化",
        "disaggregation": "分离",
        "chunked prefill": "分块预填充",
        "tiling": "分块",
        "online softmax": "在线 softmax",
        "radix tree": "基数树",
        "SLO attainment": "SLO 达标率",
        "high-bandwidth memory": "高带宽显存",
        "tensor parallelism": "张量并行",
        "speculative decoding": "投机解码",
        "service-level objective": "服务等级目标",
        "mixture of experts": "混合专家",
        "expert parallelism": "专家并行",
    }
    assert {t.abbr for t in terms if t.abbr} == {"TTFT", "ITL", "TPOT", "HBM", "SLO", "MoE", "EP"}


@pytest.mark.sphinx("html", testroot="glossary", srcdir="glossary-sorted")
def test_sorted_option(app) -> None:
    page = Path(app.srcdir) / "glossary.md"
    page.write_text(
        page.read_text(encoding="utf-8").replace(
            "```{glossary-data}\n", "```{glossary-data}\n:sorted:\n"
        ),
        encoding="utf-8",
    )
    app.build()
    assert warnings_of(app) == []
    assert [terms[0].split(" — ")[0] for terms, _ in glossary_entries(app)] == [
        "decode",
        "KV cache",
        "prefill",
        "time to first token",
    ]


def test_a_definitions_translation_keeps_its_numbers(tmp_path) -> None:
    # the Chinese glossary page shows the zh_CN definition: it may not change a number of the
    # English one, nor add a figure
    data = tmp_path / "glossary.yaml"
    data.write_text(
        "deep:\n  en: deep\n  zh_CN: 深\n  definition:\n"
        "    en: A model 32 layers deep.\n"
        "    zh_CN: 深 64 层的模型。\n"
        "kept:\n  en: kept\n  zh_CN: 保留\n  definition:\n"
        "    en: A model 32 layers deep.\n"
        "    zh_CN: 深 32 层的模型。\n"
        "added:\n  en: added\n  zh_CN: 添加\n  definition:\n"
        "    en: A model 32 layers deep.\n"
        "    zh_CN: 深 32 层的模型，吞吐量为九十九。\n",
        encoding="utf-8",
    )
    terms, problems = load_glossary(data)
    assert [t.id for t in terms] == ["kept"]
    assert [(p.line, p.subtype.value) for p in problems] == [
        (6, "translation"),
        (18, "translation"),
    ]
    assert "'zh_CN' definition of term 'deep'" in problems[0].message
