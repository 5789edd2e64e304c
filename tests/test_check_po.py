"""``make check-po`` (tools/check_po.py): real catalogs written with polib in tmp_path, real
pofilter, real conf.py and glossary data file; each finding asserted by file, line and
subtype."""

from __future__ import annotations

import json
from pathlib import Path

import polib
import pytest

from claims.core.fidelity import compare as compare_rule
from claims.core.values import same_unit
from glossary_data.data import Term
from tools import check_po
from tools.po_glossary import check_glossary, matchers

REPO = Path(__file__).resolve().parent.parent

CONF = """\
project = "test"
claims_unit_translations = {"zh_CN": {"×": "倍", "ms": "毫秒"}}
"""

GLOSSARY = """\
prefill:
  en: prefill
  zh_CN: 预填充
  definition: {en: The first phase., zh_CN: 第一个阶段。}
kv-cache:
  en: KV cache
  zh_CN: KV 缓存
  definition: {en: Keys and values., zh_CN: 键和值。}
paged-kv-cache:
  en: paged KV cache
  zh_CN: 分页式 KV 缓存
  definition: {en: A KV cache in blocks., zh_CN: 分块存放的 KV 缓存。}
time-to-first-token:
  en: time to first token
  abbr: TTFT
  zh_CN: 首词元时延
  definition: {en: Time to the first token., zh_CN: 到第一个词元的时间。}
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "conf.py").write_text(CONF, encoding="utf-8")
    (tmp_path / "glossary.yaml").write_text(GLOSSARY, encoding="utf-8")
    (tmp_path / "locale" / "zh_CN" / "LC_MESSAGES").mkdir(parents=True)
    return tmp_path


def write_po(path: Path, entries: list[dict]) -> dict[str, int]:
    """Write a catalog; return {occurrence tag: line where that entry starts}, read from the
    file text (the ``#: doc.md:N`` line) rather than from polib."""
    path.parent.mkdir(parents=True, exist_ok=True)
    po = polib.POFile(wrapwidth=79)
    po.metadata = {
        "Project-Id-Version": "test",
        "Language": "zh_CN",
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": "nplurals=1; plural=0;",
    }
    for i, entry in enumerate(entries, start=1):
        po.append(polib.POEntry(occurrences=[("doc.md", str(i))], **entry))
    po.save(str(path))
    lines = path.read_text(encoding="utf-8").splitlines()
    return {f"doc.md:{i}": lines.index(f"#: doc.md:{i}") + 1 for i in range(1, len(entries) + 1)}


def run(project: Path, capsys, *extra: str) -> tuple[int, dict]:
    code = check_po.main(
        [
            str(project / "locale" / "zh_CN" / "LC_MESSAGES"),
            "--json",
            "--conf-dir",
            str(project),
            "--glossary",
            str(project / "glossary.yaml"),
            *extra,
        ]
    )
    return code, json.loads(capsys.readouterr().out)


def located(report: dict) -> set[tuple[str, int, str, str]]:
    return {(Path(f["path"]).name, f["line"], f["subtype"], f["level"]) for f in report["findings"]}


CLEAN = [
    {"msgid": "Glossary", "msgstr": "术语表"},
    {
        "msgid": "See {ref}`the intro <intro>` and {doc}`numbers`.",
        "msgstr": "见 {doc}`数字 <numbers>` 与 {ref}`引言 <intro>`。",
    },
    {
        "msgid": "The prefill phase fills the KV cache; run `make html` with $O(n^2)$ work.",
        "msgstr": "预填充阶段写满 KV 缓存；以 $O(n^2)$ 的工作量运行 `make html`。",
    },
    {
        "msgid": "A {claim}`3× <speedup>` gain, {claim}`12 ms <latency>` on {hw}`A100 <a100>`"
        " {cite:p}`kwon2023`.",
        "msgstr": "在 {hw}`A100 <a100>` 上提升 {claim}`3 倍 <speedup>`，时延 {claim}`12 毫秒 "
        "<latency>` {cite:p}`kwon2023`。",
    },
    {
        "msgid": "Read [the guide](https://example.org/guide) or https://example.org/faq.",
        "msgstr": "请读[指南](https://example.org/guide)或 https://example.org/faq。",
    },
    {
        "msgid": "Version {{ version }} of the {term}`TTFT` notes[^n1].",
        "msgstr": "{{ version }} 版的 {term}`TTFT` 笔记[^n1]。",
    },
    {"msgid": "Untranslated yet.", "msgstr": ""},
]


def test_clean_catalog_passes(project: Path, capsys) -> None:
    write_po(project / "locale/zh_CN/LC_MESSAGES/clean.po", CLEAN)
    code, report = run(project, capsys)
    assert report["findings"] == []
    assert code == 0
    assert report["catalogs"] == [
        {
            "path": str(project / "locale/zh_CN/LC_MESSAGES/clean.po"),
            "language": "zh_CN",
            "entries": 7,
            "translated": 6,
            "untranslated": 1,
            "fuzzy": 0,
            "fuzzy_without_previous": 0,
        }
    ]


BROKEN = [
    {"msgid": "See {doc}`numbers` for all claims.", "msgstr": "所有声明见数字页。"},
    {"msgid": "See {ref}`the intro <intro>`.", "msgstr": "见 {ref}`引言 <introduction>`。"},
    {"msgid": "Run `make html` first.", "msgstr": "先运行 `make 网页`。"},
    {"msgid": "It costs $O(n^2)$ time.", "msgstr": "它耗时 $O(n^3)$。"},
    {"msgid": "See https://example.org/a for details.", "msgstr": "详见 https://example.org/b。"},
    {
        "msgid": "Read [the guide](https://example.org/guide).",
        "msgstr": "请读[指南](https://example.org/guides)。",
    },
    {"msgid": "A {claim}`3× <speedup>` gain.", "msgstr": "提升 {claim}`4 倍 <speedup>`。"},
    {"msgid": "Within {claim}`12 ms <latency>`.", "msgstr": "在 {claim}`12 毫 <latency>` 内。"},
    {"msgid": "Prefill is slow.", "msgstr": "预处理很慢。"},
    {"msgid": "Use {name} here.", "msgstr": "在这里使用 {名字}。"},
    {"msgid": "It has 32 layers.", "msgstr": "它有三十二层。"},
]


def test_each_broken_entry_is_located(project: Path, capsys) -> None:
    lines = write_po(project / "locale/zh_CN/LC_MESSAGES/posts/broken.po", BROKEN)
    code, report = run(project, capsys)
    assert located(report) == {
        ("broken.po", lines["doc.md:1"], "role-dropped", "error"),
        ("broken.po", lines["doc.md:2"], "role-target", "error"),
        ("broken.po", lines["doc.md:3"], "code", "error"),
        ("broken.po", lines["doc.md:4"], "math", "error"),
        ("broken.po", lines["doc.md:5"], "url", "error"),
        ("broken.po", lines["doc.md:6"], "link-target", "error"),
        ("broken.po", lines["doc.md:7"], "claims.translation-changed", "error"),
        # "毫" is not the declared rendering of "ms" ("毫秒")
        ("broken.po", lines["doc.md:8"], "claims.translation-unit", "error"),
        ("broken.po", lines["doc.md:9"], "glossary", "warning"),
        # what only pofilter catches: a brace placeholder
        ("broken.po", lines["doc.md:10"], "pofilter-pythonbraceformat", "error"),
        # "三十二" is 32: a number written out is the same number (entry 11 passes)
    }
    assert code == 1
    assert report["errors"] == 9 and report["warnings"] == 1
    first = report["findings"][0]
    assert first["msgid"] == "See {doc}`numbers` for all claims."
    assert first["message"] == (
        "role {doc}`numbers` is missing from the msgstr; keep it with the same target"
    )


def test_declared_unit_passes_undeclared_fails(project: Path, capsys) -> None:
    catalog = project / "locale/zh_CN/LC_MESSAGES/units.po"
    lines = write_po(
        catalog,
        [
            {"msgid": "A {claim}`3× <speedup>` gain.", "msgstr": "提升 {claim}`3 倍 <speedup>`。"},
            {
                "msgid": "Within {claim}`12 ms <latency>`.",
                "msgstr": "在 {claim}`12 毫秒 <latency>` 内。",
            },
            {
                "msgid": "Within {claim}`12 µs <latency2>`.",
                "msgstr": "在 {claim}`12 微秒 <latency2>` 内。",
            },
        ],
    )
    code, report = run(project, capsys)
    # conf.py here declares × and ms, not µs
    assert located(report) == {("units.po", lines["doc.md:3"], "claims.translation-unit", "error")}
    assert code == 1
    assert report["findings"][0]["message"] == (
        "translation changes the unit of '12 µs' to '12 微秒'; declare the rendering in "
        "claims_unit_translations or keep the original unit"
    )


def test_glossary_miss_is_a_warning(project: Path, capsys) -> None:
    catalog = project / "locale/zh_CN/LC_MESSAGES/glossary-use.po"
    lines = write_po(
        catalog,
        [
            # the longest term is checked: "paged KV caches" needs 分页式 KV 缓存
            {"msgid": "Paged KV caches are split.", "msgstr": "KV 缓存被切分。"},
            {
                "msgid": "Paged KV caches are split.",
                "msgctxt": "ok",
                "msgstr": "分页式KV缓存被切分。",
            },
            # an abbreviation may be kept as is
            {"msgid": "The TTFT grows.", "msgstr": "TTFT 增加。"},
            {"msgid": "The time to first token grows.", "msgstr": "第一个词元的时间增加。"},
            # a message deliberately left in English is not checked
            {"msgid": "prefill", "msgstr": "prefill"},
        ],
    )
    code, report = run(project, capsys)
    assert located(report) == {
        ("glossary-use.po", lines["doc.md:1"], "glossary", "warning"),
        ("glossary-use.po", lines["doc.md:4"], "glossary", "warning"),
    }
    assert code == 0
    messages = [f["message"] for f in report["findings"]]
    assert messages[0] == (
        "glossary term 'Paged KV caches' is rendered '分页式 KV 缓存'; the "
        "msgstr does not use it (see the glossary entry 'paged-kv-cache')"
    )


def test_fuzzy_and_untranslated_are_counted(project: Path, capsys) -> None:
    catalog = project / "locale/zh_CN/LC_MESSAGES/progress.po"
    lines = write_po(
        catalog,
        [
            {"msgid": "One.", "msgstr": "一。"},
            {"msgid": "Two.", "msgstr": ""},
            {"msgid": "Three.", "msgstr": ""},
            {
                "msgid": "See {doc}`numbers`.",
                "msgstr": "见数字页。",
                "flags": ["fuzzy"],
                "previous_msgid": "See the {doc}`numbers`.",
            },
            # a fuzzy entry with no previous msgid is fine
            {"msgid": "Five.", "msgstr": "五。", "flags": ["fuzzy"]},
        ],
    )
    code, report = run(project, capsys)
    assert report["catalogs"][0] == {
        "path": str(catalog),
        "language": "zh_CN",
        "entries": 5,
        "translated": 1,
        "untranslated": 2,
        "fuzzy": 2,
        "fuzzy_without_previous": 1,
    }
    # a fuzzy entry is not used by the build: its problems are warnings
    assert located(report) == {("progress.po", lines["doc.md:4"], "role-dropped", "warning")}
    assert report["findings"][0]["fuzzy"] is True
    assert code == 0


def test_text_output_and_sphinx_po(project: Path, capsys) -> None:
    catalog = project / "locale/zh_CN/LC_MESSAGES/sphinx.po"
    lines = write_po(
        catalog,
        [
            {"msgid": "Back to top", "msgstr": "返回顶部"},
            {
                "msgid": "Last updated on %(last_updated)s. See {doc}`index`.",
                "msgstr": "最后更新于 %(last_updated)s。",
            },
            {"msgid": "Next", "msgstr": ""},
        ],
    )
    code = check_po.main(
        [
            str(project / "locale"),
            "--conf-dir",
            str(project),
            "--glossary",
            str(project / "glossary.yaml"),
        ]
    )
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert out[0] == (
        f"{catalog}:{lines['doc.md:2']}: [role-dropped] role {{doc}}`index` "
        "is missing from the msgstr; keep it with the same target (msgid: "
        '"Last updated on %(last_updated)s. See {doc}`index`.")'
    )
    assert out[-2:] == [
        f"  {catalog}: 1 untranslated, 0 fuzzy of 3",
        "check-po: 1 catalogs, 1 errors, 0 warnings; 1 untranslated and 0 fuzzy entries",
    ]


def test_long_msgid_is_shortened() -> None:
    finding = check_po.Finding(
        "a.po", 3, check_po.Level.ERROR, check_po.Subtype.CODE, "m", "x" * 70
    )
    assert finding.format() == f'a.po:3: [code] m (msgid: "{"x" * 60}…")'


def test_unit_translations_are_read_from_conf_py() -> None:
    units = check_po.read_unit_translations(REPO)
    assert units["zh_CN"]["×"] == "倍"


@pytest.mark.parametrize(
    ("before", "after", "ok"),
    [
        ("3×", "3 倍", True),
        ("2–4×", "2–4 倍", True),
        ("12 ms", "12 毫秒", True),
        ("12 ms", "12 秒", False),
        ("≈5 GB", "约 5 GB", True),
        # a unit spelt out is the unit; a range may write it at both ends
        ("7583 tokens/s", "7,583 tokens per second", True),
        ("1.6 req/s", "1.6 requests per second", True),
        ("30 ms", "30 milliseconds", True),
        ("0.86 s", "0.86 seconds", True),
        ("16.8 GB", "16.8 gigabytes", True),
        ("15%", "15 percent", True),
        ("30–50%", "30%–50%", True),
        ("1.5–2 TB/s", "1.5 TB/s to 2.0 TB/s", True),
        ("30 ms", "30 seconds", False),
        ("16.8 GB", "16.8 megabytes", False),
        ("30–50%", "30%–50 ms", False),
    ],
)
def test_same_unit(before: str, after: str, ok: bool) -> None:
    assert same_unit(before, after, {"×": "倍", "ms": "毫秒", "s": "秒"}) is ok


def test_rule_pairs_claims_by_target_in_order() -> None:
    issues = compare_rule(
        "{claim}`3× <a>` then {claim}`5× <b>` and {nac}`90% <why>`",
        "{claim}`5 倍 <b>`，{claim}`3 倍 <a>`，{nac}`91% <原因>`",
        units={"×": "倍"},
    )
    assert [(i.subtype.value, i.message) for i in issues] == [
        (
            "translation-changed",
            "translation shows '91%' where the original shows '90%' "
            "(exempt number); a translation may localise the unit, never "
            "the number",
        )
    ]


def test_glossary_plural_and_whole_words() -> None:
    terms = matchers([Term("token", "token", "词元", {"en": "x", "zh_CN": "y"}, 1)])
    assert check_glossary("Two tokens.", "两个词元。", terms) == []
    assert len(check_glossary("Two tokens.", "两个标记。", terms)) == 1
    assert check_glossary("The tokenizer.", "分词器。", terms) == []


def test_real_catalogs_are_checked_without_crashing(capsys) -> None:
    code = check_po.main([str(REPO / "locale" / "zh_CN" / "LC_MESSAGES"), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code in (0, 1)
    assert report["catalogs"]


def test_display_formula_labels_may_be_translated(project: Path, capsys) -> None:
    catalog = project / "locale/zh_CN/LC_MESSAGES/math.po"
    formula = "\\text{HBM accesses} = \\Theta\\!\\left(Nd + N^2\\right)."
    lines = write_po(
        catalog,
        [
            {"msgid": formula, "msgstr": formula.replace("HBM accesses", "HBM 访问次数")},
            {
                "msgid": formula,
                "msgctxt": "changed",
                "msgstr": formula.replace("HBM accesses", "HBM 访问次数").replace("N^2", "N^3"),
            },
        ],
    )
    code, report = run(project, capsys)
    # a translated label is no placeholder mismatch; a changed formula is an error (and its
    # exponent a changed number)
    assert located(report) == {
        ("math.po", lines["doc.md:2"], "math", "error"),
        ("math.po", lines["doc.md:2"], "claims.translation-number", "error"),
    }
    assert code == 1


# -- house rules of the Chinese text (source/_data/zh-style.yaml) ------------------------

STYLE_BREACHES = {
    "half-width-parentheses": ("Orca (Oracle) is higher.", "比 Orca (Oracle) 高。"),
    "reduction-by-times": (
        "Up to {claim}`9× <fewer>` fewer accesses.",
        "访问次数最多降低 {claim}`9 倍 <fewer>`。",
    ),
    "latency-speedup": ("TPOT is {claim}`5× <tpot>` lower.", "TPOT 提速 {claim}`5 倍 <tpot>`。"),
    "measure-word-gpu": ("on eight GPUs", "在八张 GPU 上"),
    "slo-term": ("service-level objectives", "服务级目标"),
    "slo-calque": ("SLO violations", "SLO 违约"),
}


def test_every_house_rule_of_the_real_file_is_enforced(project: Path, capsys) -> None:
    entries = [{"msgid": en, "msgstr": zh} for en, zh in STYLE_BREACHES.values()]
    lines = write_po(project / "locale/zh_CN/LC_MESSAGES/style.po", entries)
    code, report = run(project, capsys)
    assert code == 1
    found = {
        (f["line"], f["message"].rsplit("[", 1)[1].rstrip("]"))
        for f in report["findings"]
        if f["subtype"] == "style"
    }
    assert found == {(lines[f"doc.md:{i}"], rule) for i, rule in enumerate(STYLE_BREACHES, 1)}
    assert all(f["level"] == "error" for f in report["findings"] if f["subtype"] == "style")


def test_house_rules_read_prose_not_markup_or_formulas(project: Path, capsys) -> None:
    write_po(
        project / "locale/zh_CN/LC_MESSAGES/ok.po",
        [
            # grouping in a formula, a figure label, full-width parentheses, a ratio said
            # the unambiguous way, parentheses inside code and a role's target
            {"msgid": "16 bits / (4 bits + 8 bits / 16)", "msgstr": "16 位 / (4 位 + 8 位 / 16)"},
            {"msgid": "Figure 10(b) plots it.", "msgstr": "图 10(b) 绘出了它。"},
            {"msgid": "Orca (Oracle) is higher.", "msgstr": "比 Orca（Oracle）高。"},
            {
                "msgid": "{claim}`9× <fewer>` fewer accesses.",
                "msgstr": "标准注意力的访问次数是它的 {claim}`9 倍 <fewer>`。",
            },
            {"msgid": "Run `f(x)` here.", "msgstr": "在这里运行 `f(x)`。"},
        ],
    )
    code, report = run(project, capsys)
    assert [f for f in report["findings"] if f["subtype"].startswith("style")] == []
    assert code == 0


def test_house_rules_apply_to_chinese_catalogs_only(project: Path, capsys) -> None:
    breach = [{"msgid": "on eight GPUs", "msgstr": "在八张 GPU 上"}]
    write_po(project / "locale/ja/LC_MESSAGES/doc.po", breach)
    code = check_po.main(
        [str(project / "locale/ja/LC_MESSAGES"), "--json", "--conf-dir", str(project),
         "--glossary", str(project / "glossary.yaml"), "--language", "ja"]
    )  # fmt: skip
    report = json.loads(capsys.readouterr().out)
    assert [f for f in report["findings"] if f["subtype"] == "style"] == []
    assert code == 0


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("a:\n  pattern: x\n  prefer: y\n", 1, "rule 'a': missing why"),
        ("a:\n  pattern: '('\n  prefer: y\n  why: z\n", 2, "rule 'a': the pattern is not"),
        ("a:\n  pattern: x\n  prefer: y\n  why: z\n  typo: 1\n", 1, "rule 'a': unknown typo"),
        ("a: just text\n", 1, "rule 'a': expected a mapping"),
        ("7:\n  pattern: x\n  prefer: y\n  why: z\n  8: typo\n", 1, "rule 7: unknown 8"),
        ("a:\n  pattern: x\n  prefer: y\n  why: z\na:\n  pattern: x\n", 5, "'a' is declared twice"),
        ("a: [unclosed\n", 2, "YAML syntax error"),
    ],
)
def test_a_broken_house_rules_file_is_a_located_error(project, capsys, text, line, message):
    style = project / "style.yaml"
    style.write_text(text, encoding="utf-8")
    write_po(project / "locale/zh_CN/LC_MESSAGES/clean.po", CLEAN)
    code, report = run(project, capsys, "--style", str(style))
    problems = [f for f in report["findings"] if f["subtype"] == "style-data"]
    assert [(Path(f["path"]).name, f["line"]) for f in problems] == [("style.yaml", line)]
    assert problems[0]["message"].startswith(message), problems[0]["message"]
    assert code == 1


def test_the_extensions_own_catalog_is_checked(tmp_path: Path, capsys) -> None:
    """The claims extension's labels are shown on every Chinese card; ``make check-po`` reads
    its catalog too, and a label that gains hardware or a figure fails."""
    shipped = REPO / "_ext" / "claims" / "locale" / "zh_CN" / "LC_MESSAGES" / "claims.po"
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert "$(wildcard _ext/*/locale/zh_CN/LC_MESSAGES)" in makefile
    catalog = tmp_path / "zh_CN" / "LC_MESSAGES" / "claims.po"
    catalog.parent.mkdir(parents=True)
    po = polib.pofile(str(shipped), wrapwidth=79)
    entry = next(e for e in po if e.msgid == "Hardware not stated by the source")
    entry.msgstr = "8 块 H100 SXM5（NVLink 互联），比 A100 快三倍"
    po.save(str(catalog))
    line = next(e.linenum for e in polib.pofile(str(catalog)) if e.msgid == entry.msgid)
    code = check_po.main(
        [
            str(tmp_path),
            "--conf-dir",
            str(REPO),
            "--glossary",
            str(REPO / "source/_data/glossary.yaml"),
        ]
    )
    out = capsys.readouterr().out
    assert code == 1
    assert f"{catalog}:{line}: [claims.translation-number]" in out, out


#: data texts (_claims.po) whose context says which field they translate
DATA_MESSAGES = [
    {
        "msgctxt": "kvq-budget-80gb-cache.formula",
        "msgid": "80 GB − 16 GB of weights = 64 GB",
        "msgstr": "80 GB − 16 GB 权重 = 64 GB",
    },
    {
        "msgctxt": "kvq-budget-swapped.formula",
        "msgid": "80 GB − 16 GB of weights = 64 GB",
        "msgstr": "80 GB − 64 GB 权重 = 16 GB",
    },
    {"msgctxt": "hardware.a100-40gb.name", "msgid": "A100 40GB", "msgstr": "A100 40GB"},
    {"msgctxt": "hardware.a100-40gb-h.name", "msgid": "A100 40GB", "msgstr": "H100 40GB"},
    {"msgctxt": "hardware.a100-40gb-s.short", "msgid": "A100 40GB", "msgstr": "A100 40GB（测试）"},
    {
        "msgctxt": "hardware.a100.name",
        "msgid": "A100 (form factor not stated by the source)",
        "msgstr": "A100（来源未说明外形规格）",
    },
    {
        "msgctxt": "hardware.a100-h.name",
        "msgid": "A100 (form factor not stated by the source)",
        "msgstr": "H100（来源未说明外形规格）",
    },
    # another field of a profile, or a claim's, may be translated freely (numbers kept)
    {"msgctxt": "hardware.a100.note", "msgid": "A100 80GB PCIe", "msgstr": "PCIe 版 A100 80GB"},
    {"msgctxt": "kv-bytes.quantity", "msgid": "80 GB − 16 GB", "msgstr": "16 GB 与 80 GB 之差"},
]


def test_a_data_text_keeps_a_formulas_order_and_a_products_name(project: Path, capsys) -> None:
    lines = write_po(project / "locale/zh_CN/LC_MESSAGES/_claims.po", DATA_MESSAGES)
    code, report = run(project, capsys)
    assert code == 1
    assert located(report) == {
        ("_claims.po", lines["doc.md:2"], "claims.translation-number", "error"),
        ("_claims.po", lines["doc.md:4"], "claims.translation-changed", "error"),
        ("_claims.po", lines["doc.md:5"], "claims.translation-changed", "error"),
        ("_claims.po", lines["doc.md:7"], "claims.translation-changed", "error"),
    }
    messages = [f["message"] for f in report["findings"]]
    assert any("numbers in another order (80, 64, 16 for 80, 16, 64)" in m for m in messages)
    changed = "profile's name shows 'H100 40GB', not the product 'A100 40GB'"
    assert any(changed in m for m in messages)
    assert any("profile's short shows 'A100 40GB'" in m for m in messages)
