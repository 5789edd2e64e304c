"""The bypass corpus: every way found so far of getting an uncited or altered number, or
unsafe text, onto a page, each run through the make target users run.

Each case edits a copy of tests/roots/site-bypass, then builds it twice: the second build
is incremental and must report the same findings with the same file and line, and exit
non-zero like the first. ``make public`` must refuse and leave the previous ``public/``
byte for byte.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
from pathlib import Path

import polib
import pytest

from tests.support.bypass_site import Site, copy_site, tree_digest
from tests.support.waiting import free_port, wait_for

PAGE = "source/index.md"
PO = "index.po"
PLAIN = "A plain paragraph with 32 layers."
#: the keys every measured claim gives (none stated by these made-up sources)
MEASURED_AS = "".join(
    f"  {key}: not-stated\n" for key in ("software", "workload", "parallelism", "statistic")
)
CLAIM_LINE = (
    "Engine X serves {claim}`2.1× <speedup>` more requests than engine Y on "
    "{hw}`A100 <a100>` {cite:p}`paper`."
)


@pytest.fixture
def site(tmp_path: Path) -> Site:
    return copy_site(tmp_path / "site")


def fails_twice(
    site: Site, expected: set[tuple[str, int, str]], target: str = "html", **variables: str
) -> str:
    """Build twice; both runs fail and report exactly *expected* (output of the last)."""
    output = ""
    for attempt in ("first", "second (incremental)"):
        result = site.make(target, **variables)
        assert result.returncode != 0, f"{attempt} {target} passed:\n{result.output}"
        assert result.findings == expected, f"{attempt} {target}:\n{result.output}"
        output = result.output
    return output


def test_the_corpus_site_is_clean(site: Site) -> None:
    for language in ("en", "zh_CN"):
        result = site.make("html", LANGUAGE=language)
        assert (result.returncode, result.findings) == (0, set()), result.output
    check = site.make("check")
    assert check.returncode == 0, check.output
    assert "make check: every language and the catalogs pass" in check.output


# -- every build reports every violation ----------------------------------------------------


def test_uncited_number_fails_every_build(site: Site) -> None:
    site.append(PAGE, "\nThe new engine is 3.5x faster.\n")
    expected = {(PAGE, site.line_of(PAGE, "3.5x faster"), "claims.uncited")}
    output = fails_twice(site, expected)
    assert "this build is not publishable" in output
    # the page is still written for the author to look at
    assert "3.5x faster" in site.path("_build/html/en/index.html").read_text(encoding="utf-8")
    fails_twice(site, expected, target="check")


def test_make_check_runs_every_language_and_the_catalog_qa(site: Site) -> None:
    site.append(PAGE, "\nThe new engine is 3.5x faster.\n")
    line = site.translate(PO, PLAIN, "一个有 32 层的普通段落，快了 3 倍。")
    result = site.make("check")
    assert result.returncode != 0
    assert "== strict build: zh_CN" in result.output and "== catalog QA" in result.output
    assert {
        (PAGE, site.line_of(PAGE, "3.5x"), "claims.uncited"),
        (f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-number"),
    } <= result.findings
    assert "make check: failed: en zh_CN check-po" in result.output


def test_translation_adding_a_digit_fails_every_build(site: Site) -> None:
    line = site.translate(PO, PLAIN, "一个有 32 层的普通段落，快了 3 倍。")
    fails_twice(
        site,
        {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-number")},
        LANGUAGE="zh_CN",
    )


def test_translation_adding_a_chinese_numeral_fails_every_build(site: Site) -> None:
    line = site.translate(PO, PLAIN, "一个有 32 层的普通段落，而且快了十倍。")
    fails_twice(
        site, {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.uncited")}, LANGUAGE="zh_CN"
    )
    # check-po, which has no page to scan, finds it through the same translation check
    result = site.make("check-po")
    assert result.returncode != 0
    assert f"{PO}:{line}: [claims.uncited]" in result.output


def test_livehtml_reports_the_finding_on_every_rebuild(site: Site, tmp_path: Path) -> None:
    site.append(PAGE, "\nThe new engine is 3.5x faster.\n")
    log = tmp_path / "livehtml.log"
    command, env = site.command("livehtml", PORT=str(free_port()), SPHINXOPTS="")
    finding = f"index.md:{site.line_of(PAGE, '3.5x')}: WARNING: uncited ratio '3.5x'"
    with log.open("w") as out:
        process = subprocess.Popen(
            command, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True
        )
    try:
        wait_for(lambda: log.read_text().count(finding) >= 1, 300, "the first build")
        wait_for(lambda: "Waiting to detect changes" in log.read_text(), 120, "the watcher")
        # an edit elsewhere: index.md is not read again, its finding is reported again (the
        # watcher may start a moment after it says so: edit again until a rebuild starts)
        for _attempt in range(10):
            site.append("source/glossary.md", "\nOne more sentence.\n")
            try:
                wait_for(lambda: "Detected changes" in log.read_text(), 30, "a rebuild")
                break
            except AssertionError:
                continue
        wait_for(lambda: log.read_text().count(finding) >= 2, 300, "the rebuild")
        # and the rebuild, too, ends by saying it is not publishable
        wait_for(
            lambda: len(re.findall(r"not publishable", log.read_text())) >= 2,
            120,
            "the rebuild's verdict",
        )
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


# -- make public never publishes a broken page ---------------------------------------------


def test_make_public_refuses_and_leaves_the_previous_output(site: Site) -> None:
    first = site.make("public")
    assert first.returncode == 0, first.output
    before = tree_digest(site.path("public"))
    site.append(PAGE, "\nThe new engine is 3.5x faster.\n")
    refused = site.make("public")
    assert refused.returncode != 0
    assert (PAGE, site.line_of(PAGE, "3.5x"), "claims.uncited") in refused.findings
    assert "nothing was published" in refused.output
    assert tree_digest(site.path("public")) == before
    # an altered translation is refused too, and no staging folder is left behind
    site.replace(PAGE, "\nThe new engine is 3.5x faster.\n", "\n")
    site.translate(PO, PLAIN, "一个有 64 层的普通段落。")
    assert site.make("public").returncode != 0
    assert tree_digest(site.path("public")) == before
    assert [p.name for p in site.root.iterdir() if p.name.startswith(".public.staging")] == []


def test_two_publishes_at_once_take_turns(site: Site) -> None:
    command, env = site.command("public", SPHINXOPTS="")
    runs = [
        subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        for _ in range(2)
    ]
    outputs = [run.communicate(timeout=600)[0] for run in runs]
    assert [run.returncode for run in runs] == [0, 0], outputs
    assert any("waiting for it" in output for output in outputs)
    assert (
        site.path("public/en/index.html").is_file()
        and site.path("public/zh-cn/index.html").is_file()
    )
    assert [p.name for p in site.root.iterdir() if ".staging" in p.name] == []


def test_interrupted_publish_leaves_the_previous_output(site: Site) -> None:
    assert site.make("public").returncode == 0
    before = tree_digest(site.path("public"))
    command, env = site.command("public", SPHINXOPTS="-E")
    process = subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    staging = lambda: [p for p in site.root.iterdir() if ".staging" in p.name]  # noqa: E731
    wait_for(lambda: staging() and any(staging()[0].iterdir()), 120, "the staging folder")
    os.killpg(process.pid, signal.SIGTERM)
    process.communicate(timeout=120)
    assert process.returncode != 0
    assert tree_digest(site.path("public")) == before
    # the next run clears what the interrupted one left and publishes
    assert site.make("public").returncode == 0
    assert staging() == []


def test_make_public_replaces_the_output_when_everything_passes(site: Site) -> None:
    assert site.make("public").returncode == 0
    site.replace(PAGE, "A plain paragraph with 32 layers.", "A plain paragraph, changed.")
    site.translate(PO, PLAIN, "一个有 32 层的普通段落。")  # stays valid, now unused
    result = site.make("public")
    assert result.returncode == 0, result.output
    assert "A plain paragraph, changed." in (
        site.path("public/en/index.html").read_text(encoding="utf-8")
    )


# -- silently accepted input ---------------------------------------------------------------


def test_claim_declared_twice_in_one_file(site: Site) -> None:
    data = "source/_data/claims/main.yaml"
    site.append(
        data,
        '\nspeedup:\n  kind: measured\n  value: 2.1\n  unit: "×"\n'
        "  source: paper\n  locator: Table 9\n  hardware: [a100]\n"
        "  baseline: engine Z\n" + MEASURED_AS,
    )
    second = [
        n
        for n, line in enumerate(site.path(data).read_text().splitlines(), 1)
        if line == "speedup:"
    ][1]
    fails_twice(site, {(data, second, "claims.duplicate")})


@pytest.mark.parametrize("shown", ["2.1%", "2.1 GB", "2.1", "1/2.1"])
def test_claim_shown_in_another_unit(site: Site, shown: str) -> None:
    site.replace(PAGE, "{claim}`2.1× <speedup>`", f"{{claim}}`{shown} <speedup>`")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "<speedup>"), "claims.unit-mismatch")})


def test_msgstr_split_into_two_paragraphs(site: Site) -> None:
    line = site.translate(PO, PLAIN, "一个普通段落。\n\n它有 32 层。")
    fails_twice(
        site,
        {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-structure")},
        LANGUAGE="zh_CN",
    )


def test_msgstr_turned_into_a_list(site: Site) -> None:
    line = site.translate(PO, PLAIN, "- 一个有 32 层的普通段落。")
    fails_twice(
        site,
        {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-structure")},
        LANGUAGE="zh_CN",
    )


def test_hardware_name_changed_in_translation(site: Site) -> None:
    line = site.translate(
        PO,
        CLAIM_LINE,
        "在 {hw}`A800 <a100>` 上，引擎 X 服务的请求数是引擎 Y 的 "
        "{claim}`2.1 倍 <speedup>` {cite:p}`paper`。",
    )
    fails_twice(
        site,
        {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-changed")},
        LANGUAGE="zh_CN",
    )


@pytest.mark.parametrize(
    "msgstr",
    [
        "这一段在 A100 显卡上以 FP16 运行。",  # another card, outside any role
        "这一段在 H100 显卡上以 FP8 运行。",  # another precision
    ],
)
def test_name_with_a_digit_changed_in_prose(site: Site, msgstr: str) -> None:
    text = "This paragraph runs on an H100 card in FP16."
    site.add_paragraph(text)
    line = site.translate(PO, text, msgstr)
    where = (f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-number")
    fails_twice(site, {where}, LANGUAGE="zh_CN")
    check = site.make("check-po")
    assert check.returncode != 0 and f"{PO}:{line}: [claims.translation-number]" in check.output


def test_number_changed_in_inline_math(site: Site) -> None:
    text = "Attention costs $O(n^2)$ per layer."
    site.add_paragraph(text)
    line = site.translate(PO, text, "每层的注意力代价是 $O(n)$。")
    where = (f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-number")
    fails_twice(site, {where}, LANGUAGE="zh_CN")


@pytest.mark.parametrize(
    "msgstr",
    [
        # the sides of the comparison swapped
        "在 {hw}`A100 <a100>` 上，引擎 Y 服务的请求数是引擎 X 的 {claim}`2.1 倍 <speedup>` "
        "{cite:p}`paper`。",
        # the claim denied
        "在 {hw}`A100 <a100>` 上，引擎 X 服务的请求数并不是引擎 Y 的 "
        "{claim}`2.1 倍 <speedup>` {cite:p}`paper`。",
        # the claim doubted in other words
        "在 {hw}`A100 <a100>` 上，引擎 X 服务的请求数未必是引擎 Y 的 "
        "{claim}`2.1 倍 <speedup>` {cite:p}`paper`。",
    ],
)
def test_translation_that_reverses_the_claim(site: Site, msgstr: str) -> None:
    line = site.translate(PO, CLAIM_LINE, msgstr)
    fails_twice(
        site,
        {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-changed")},
        LANGUAGE="zh_CN",
    )
    check = site.make("check-po")
    assert check.returncode != 0 and "translation-changed" in check.output, check.output


def test_hardware_name_that_is_another_product(site: Site) -> None:
    site.replace(PAGE, "{hw}`A100 <a100>`", "{hw}`H100 <a100>`")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "<a100>"), "claims.unknown-hardware")})


@pytest.mark.parametrize(
    ("context", "msgid", "msgstr"),
    [
        ("speedup.locator", "Table 2", "表 4"),
        ("hardware.a100.memory", "80 GB", "24 GB"),
    ],
)
def test_number_changed_in_a_translated_data_string(
    site: Site, context: str, msgid: str, msgstr: str
) -> None:
    line = site.translate("_claims.po", msgid, msgstr, msgctxt=context)
    where = ("locale/zh_CN/LC_MESSAGES/_claims.po", line, "claims.translation-number")
    fails_twice(site, {where}, LANGUAGE="zh_CN")
    result = site.make("check-po")
    assert result.returncode != 0 and f"_claims.po:{line}: [claims.translation-number]" in (
        result.output
    )


def test_compiled_catalog_without_its_po_is_not_used(site: Site) -> None:
    assert site.make("html", LANGUAGE="zh_CN").returncode == 0
    mo = site.path(f"locale/zh_CN/LC_MESSAGES/{PO.replace('.po', '.mo')}")
    assert mo.exists()
    site.path(f"locale/zh_CN/LC_MESSAGES/{PO}").unlink()
    result = site.make("html", LANGUAGE="zh_CN")
    assert result.returncode == 0, result.output
    assert "None" not in result.output
    assert not mo.exists()
    page = site.path("_build/html/zh_CN/index.html").read_text(encoding="utf-8")
    assert "Engine X serves" in page and "引擎 X" not in page
    assert "translation-banner" in page  # the reader is told the page is not translated


def test_make_clean_leaves_no_compiled_catalog(site: Site) -> None:
    assert site.make("html", LANGUAGE="zh_CN").returncode == 0
    assert list(site.path("locale").rglob("*.mo"))
    assert site.make("clean").returncode == 0
    assert list(site.path("locale").rglob("*.mo")) == []
    assert not site.path("_build").exists()


def test_po_syntax_error_is_located_and_never_truncates_the_page(site: Site) -> None:
    path = site.path(f"locale/zh_CN/LC_MESSAGES/{PO}")
    text = path.read_text(encoding="utf-8")
    broken = text.replace('msgstr "一个有 32 层的普通段落。"', 'msgstr "一个有 32 层的普通段落。')
    assert broken != text
    path.write_text(broken, encoding="utf-8")
    line = next(n for n, text in enumerate(broken.splitlines(), 1) if text.endswith("普通段落。"))
    fails_twice(
        site, {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.catalog")}, LANGUAGE="zh_CN"
    )
    page = site.path("_build/html/zh_CN/index.html").read_text(encoding="utf-8")
    # the whole page falls back to the original, with the banner; nothing is cut short
    assert "A plain paragraph with 32 layers." in page and "translation-banner" in page
    result = site.make("check-po")
    assert result.returncode != 0
    assert f"{PO}:{line}: [catalog]" in result.output and "Traceback" not in result.output


# -- places the scan did not look ---------------------------------------------------------


@pytest.mark.parametrize(
    ("markup", "needle"),
    [
        ("![The new engine runs 3.5x faster](pic.svg)", "3.5x"),
        # a directive's options have no lines of their own: the figure's first line
        (
            ":::{figure} pic.svg\n:alt: The new engine runs 3.5x faster\n\nA figure.\n:::",
            ":::{figure}",
        ),
        ("The {abbr}`LLM (serves 3.5x more requests)` engine.", "{abbr}"),
        ('A [link](https://example.org "runs 3.5x faster") with a title.', "[link]"),
        ("<span>The new engine runs 3.5x faster.</span>", "<span>"),
        ("The new engine is $3.5\\times$ faster.", "$3.5"),
        ("```{only} html\nThe new engine runs 3.5x faster.\n```", "3.5x"),
    ],
)
def test_every_text_a_reader_sees_is_scanned(site: Site, markup: str, needle: str) -> None:
    site.path("source/pic.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', encoding="utf-8"
    )
    site.append(PAGE, f"\n{markup}\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, needle), "claims.uncited")})


def test_figure_split_across_source_lines(site: Site) -> None:
    site.append(
        PAGE, "\nThe service stayed up for 24\nhours, and the new engine is 3.5\nx faster.\n"
    )
    fails_twice(
        site,
        {
            (PAGE, site.line_of(PAGE, "up for 24"), "claims.uncited"),
            (PAGE, site.line_of(PAGE, "is 3.5"), "claims.uncited"),
        },
    )


def test_figure_whose_words_are_split_across_source_lines(site: Site) -> None:
    # the words a rule needs ("EUR", "half") may follow a line break, not a space
    site.append(
        PAGE,
        "\nA replica now costs two\nEUR per hour, and the cache takes almost\nhalf the memory"
        " it\nused to take.\n",
    )
    fails_twice(
        site,
        {
            (PAGE, site.line_of(PAGE, "costs two"), "claims.uncited"),
            (PAGE, site.line_of(PAGE, "takes almost"), "claims.uncited"),
        },
    )


def test_figure_among_the_words_of_a_name(site: Site) -> None:
    # a machine named with its memory is no figure, but the words between may hold one
    site.append(
        PAGE,
        "\nWe used a machine that is 40% cheaper with 32 GB of memory.\n\n"
        "Setup: the engine reaches 2400 tokens/s on one box, 80 GB memory.\n",
    )
    fails_twice(
        site,
        {
            (PAGE, site.line_of(PAGE, "40% cheaper"), "claims.uncited"),
            (PAGE, site.line_of(PAGE, "2400 tokens/s"), "claims.uncited"),
        },
    )


def test_figure_the_set_asides_for_hardware_and_data_do_not_hide(site: Site) -> None:
    # "I run on 8GB VRAM" names the writer's card and "1GB of text" the data, but a claim made
    # on hardware and a rate of data are figures
    site.append(
        PAGE,
        "\nOur method runs the model on 24 GB VRAM.\n\nIt indexes 10 GB of documents per second.\n",
    )
    fails_twice(
        site,
        {
            (PAGE, site.line_of(PAGE, "24 GB VRAM"), "claims.uncited"),
            (PAGE, site.line_of(PAGE, "10 GB of documents"), "claims.uncited"),
        },
    )


def test_figure_after_code_spans_broken_over_lines(site: Site) -> None:
    # a code span's line break reaches the doctree as a space: the line must still count
    site.append(
        PAGE,
        "\nSee `a code\nspan` and `another\none`, then\nthe new engine runs 3.5x faster.\n",
    )
    fails_twice(site, {(PAGE, site.line_of(PAGE, "runs 3.5x"), "claims.uncited")})


def test_chart_label_is_scanned(site: Site) -> None:
    site.append(
        PAGE,
        "\n```{claims-chart}\n:claims: speedup\n:labels: Engine X (runs 3.5x faster)\n\n"
        "Requests served.\n```\n",
    )
    fails_twice(site, {(PAGE, site.line_of(PAGE, "{claims-chart}"), "claims.uncited")})


@pytest.mark.parametrize(
    "sentence",
    [
        "Serving got ten times cheaper.",
        "The new kernel is several times faster than the old one.",
        # a bound in words with no other word the first check looks for
        "We achieve sub-ms latency.",
        # full-width letters read as their plain forms: the first check reads them so too
        "Each step took ｔｅｎｓ ｏｆ ｓｅｃｏｎｄｓ.",
    ],
)
def test_number_words_in_the_original(site: Site, sentence: str) -> None:
    site.append(PAGE, f"\n{sentence}\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, sentence), "claims.uncited")})


@pytest.mark.parametrize(
    ("msgstr", "subtype"),
    [
        ("一个有 32 层的普通段落，命中率提高了百分之四十。", "claims.uncited"),
        ("一个有 32 层的普通段落，吞吐量提升三成。", "claims.uncited"),
        ("一个有 32 层的普通段落，时延降低了一半。", "claims.uncited"),
        ("一个有 32 层的普通段落，实测吞吐量为九十九。", "claims.uncited"),
        ("一个有 32 层的普通段落，吞吐提升了九十九个百分点。", "claims.uncited"),
        ("一个有 32 层的普通段落，吞吐提升了玖拾玖%。", "claims.uncited"),
        ("一个有 32 层的普通段落，每秒生成 2400 个词元。", "claims.translation-number"),
    ],
)
def test_chinese_numerals_added_in_translation(site: Site, msgstr: str, subtype: str) -> None:
    line = site.translate(PO, PLAIN, msgstr)
    fails_twice(site, {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, subtype)}, LANGUAGE="zh_CN")


def test_meta_description_is_scanned(site: Site) -> None:
    site.replace(
        PAGE, "A corpus of ways round the cited-numbers rule.", "The engine that runs 3.5x faster."
    )
    # the front matter starts the file
    fails_twice(site, {(PAGE, 1, "claims.uncited")})


def test_table_cell_is_located_at_its_row(site: Site) -> None:
    site.append(PAGE, "\n| engine | result |\n| --- | --- |\n| X | fine |\n| Y | 3.5x faster |\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "| Y | 3.5x"), "claims.uncited")})


# -- no raw HTML, unsafe URL or bidi control from translations or data ----------------------


@pytest.mark.parametrize(
    "injected",
    [
        "<script>alert(1)</script>",
        '<meta http-equiv="refresh" content="0; url=https://example.org/">',
        '<img src="x" onerror="alert(1)">',
    ],
)
def test_raw_html_in_a_msgstr(site: Site, injected: str) -> None:
    line = site.translate(PO, PLAIN, f"一个有 32 层的普通段落。{injected}")
    fails_twice(
        site, {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.raw-html")}, LANGUAGE="zh_CN"
    )


def test_raw_html_in_a_glossary_definition(site: Site) -> None:
    data = "source/_data/glossary.yaml"
    site.replace(
        data,
        "The phase that reads the whole prompt.",
        "The phase that reads the prompt.<img src=x onerror=alert(1)>",
    )
    fails_twice(site, {(data, site.line_of(data, "onerror"), "glossary.raw-html")})


def test_ui_string_that_breaks_out_of_its_attribute(site: Site) -> None:
    sphinx_po = site.path("locale/zh_CN/LC_MESSAGES/sphinx.po")
    sphinx_po.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Language: zh_CN\\n"\n\nmsgid "Go"\n'
        'msgstr "转到\\" onfocus=\\"alert(1)"\n',
        encoding="utf-8",
    )
    fails_twice(
        site, {("locale/zh_CN/LC_MESSAGES/sphinx.po", 6, "claims.raw-html")}, LANGUAGE="zh_CN"
    )


def test_javascript_url_in_the_bibliography(site: Site) -> None:
    site.replace("source/refs.bib", "https://example.org/paper", "javascript:alert(1)")
    fails_twice(site, {("source/refs.bib", 1, "claims.unsafe-url")})


def test_bidi_controls_in_data_and_in_a_catalog(site: Site) -> None:
    data = "source/_data/claims/main.yaml"
    site.replace(data, "quantity: request rate", 'quantity: "request \u202erate"')
    fails_twice(site, {(data, site.line_of(data, "quantity:"), "claims.bidi-control")})
    site.replace(data, 'quantity: "request \u202erate"', "quantity: request rate")
    line = site.translate(PO, PLAIN, "一个有 32 层的普通\u2067段落。")
    fails_twice(
        site, {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.bidi-control")}, LANGUAGE="zh_CN"
    )


@pytest.mark.parametrize(
    "markup",
    [
        # a reader sees "1.2×" where the check reads the claim's 2.1×
        "Engine X is {claim}`\u202e2.1\u202c× <speedup>` faster {cite:p}`paper`.",
        "A plain paragraph with \u202e23\u202c layers.",
        "A flag `--layers=\u202e23\u202c` in code.",
        "A step takes <span>&#x202e;81&#x202c;</span> of them.",
        "An isolate \u2067here\u2069 and a mark \u200f alone.",
    ],
)
def test_bidi_controls_in_a_page(site: Site, markup: str) -> None:
    # a page's own text: what a reader sees would not be the text the scan read
    site.append(PAGE, f"\n{markup}\n")
    output = fails_twice(site, {(PAGE, site.line_of(PAGE, markup), "claims.bidi-control")})
    assert "U+" in output


# -- the commands themselves ---------------------------------------------------------------


def test_language_typo_is_a_one_line_error(site: Site) -> None:
    result = site.make("html", LANGUAGE="zh-CN")
    assert result.returncode == 2
    assert "LANGUAGE=zh-CN is not a language of this site; use one of: en zh_CN" in result.output
    assert "Traceback" not in result.output and "sphinx-err" not in result.output


def test_make_stat_counts_a_document_without_a_catalog(site: Site) -> None:
    assert site.make("stat").returncode == 0
    site.path("source/new-page.md").write_text("# A new page\n\nNot translated.\n")
    result = site.make("stat")
    assert result.returncode != 0
    assert "new-page: no catalog, 0.00% done" in result.output


def test_reduction_as_one_over_its_factor_only_where_declared(site: Site) -> None:
    data = "source/_data/claims/main.yaml"
    site.append(
        data,
        '\nsmaller:\n  kind: measured\n  value: 4\n  unit: "×"\n'
        "  quantity: memory of the cache\n  source: paper\n  locator: Table 3\n"
        "  hardware: [a100]\n  baseline: engine Y\n  reduction: true\n" + MEASURED_AS,
    )
    site.append(PAGE, "\nIts cache takes {claim}`4× <smaller>` less memory.\n")
    assert site.make("gettext", "update-po").returncode == 0
    msgid = "Its cache takes {claim}`4× <smaller>` less memory."
    site.translate(PO, msgid, "它的缓存占用的显存降到原来的 {claim}`1/4 <smaller>`。")
    for context, text in [
        ("smaller.quantity", "缓存的显存"),
        ("smaller.locator", "表 3"),
        ("smaller.baseline", "引擎 Y"),
    ]:
        site.translate("_claims.po", site_msgid(site, context), text, msgctxt=context)
    result = site.make("html", LANGUAGE="zh_CN")
    assert (result.returncode, result.findings) == (0, set()), result.output
    # a wrong factor is caught, in the build and in check-po
    line = site.translate(PO, msgid, "它的缓存占用的显存降到原来的 {claim}`1/3 <smaller>`。")
    fails_twice(
        site,
        {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-changed")},
        LANGUAGE="zh_CN",
    )


def site_msgid(site: Site, context: str) -> str:
    po = polib.pofile(str(site.path("locale/zh_CN/LC_MESSAGES/_claims.po")))
    return next(e.msgid for e in po if e.msgctxt == context)


# -- holes an adversary found through the build pipeline ------------------------------------


@pytest.mark.parametrize(
    ("markup", "needle"),
    [
        # the text of a link to another page, of a {ref} and of a {doc} is what a reader sees
        ("See [why engine Z is 3.5x faster](glossary.md).", "3.5x"),
        ("See {doc}`engine U is 7.5x faster <glossary>`.", "7.5x"),
        (
            "(bypass-label)=\n## Label\n\nSee {ref}`why engine Y is 4.5x faster <bypass-label>`.",
            "4.5x",
        ),
        # an inline target's text and a citation's body are shown as written
        ("```{eval-rst}\nEngine V is _`5.5x faster` than before.\n```", "5.5x"),
        (
            "```{eval-rst}\nSee [ENG]_.\n\n.. [ENG] Engine W is 6.5x faster than before.\n```",
            "6.5x",
        ),
        # a raw HTML tooltip, a formula's sentence, a toctree's caption and an entry's title
        ('Hover <span title="Engine Q is 4.5x faster">here</span>.', "<span"),
        ("The formula $\\text{vLLM serves } 5.5\\times \\text{ more requests}$.", "The formula"),
        ('Hover <abbr title="vLLM\'s 11.5× speedup">vLLM</abbr>.', "<abbr"),
        ("Hover <abbr title=12.5×faster>vLLM</abbr>.", "<abbr"),
        ("The formula $\\textbf{vLLM serves } 1.5\\times \\textbf{ more}$.", "$\\textbf"),
        ("The formula $\\text {vLLM serves } 4.5\\;\\times \\text { more}$.", "$\\text {"),
        ("```{index} single: vLLM serves 31.5x more requests\n```", "{index}"),
        # spacing of any width, a binary operator's box, a framed box (a frame's own document
        # is refused: test_raw_html_may_not_style_or_hide_text)
        ("The formula $37\\thinspace\\times \\text{ more}$ and $38\\kern1mu\\times$.", "$37"),
        ("The formula $39\\hspace{1pt}\\mathbin{\\times} \\text{ more}$.", "$39"),
        ("The formula $\\fbox{vLLM serves 43× more requests}$.", "\\fbox"),
        # a unit in a formula, as letters: a reader sees "88 ms" in italics
        # (a display formula is located at its first line)
        ("$$\nt_{\\mathrm{decode}} = 88\\,ms\n$$", "$$"),
        ("The step takes $t = 61\\,\\mu s$ each.", "$t = 61"),
        # (a directive's options and entries have no lines of their own: its first line)
        (":::{toctree}\n:caption: Posts that are 8.5x faster\n:hidden:\n\nglossary\n:::", ":::{"),
        (":::{toctree}\n:hidden:\n\nEngine S is 9.5x faster <glossary>\n:::", ":::{"),
    ],
)
def test_link_text_target_and_citation_are_scanned(site: Site, markup: str, needle: str) -> None:
    site.append(PAGE, f"\n{markup}\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, needle), "claims.uncited")})


def test_translation_cannot_make_a_figure_of_a_number_the_original_counts(site: Site) -> None:
    # "32 layers" is a count; "吞吐高 32 倍" is a figure with the same number
    line = site.translate(PO, PLAIN, "一个普通段落（吞吐高 32 倍）。")
    fails_twice(
        site, {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.uncited")}, LANGUAGE="zh_CN"
    )
    result = site.make("check-po")
    assert result.returncode != 0
    assert f"{PO}:{line}: [claims.uncited]" in result.output


def test_read_time_warning_of_a_translation_fails_every_build(site: Site) -> None:
    # Sphinx warns while reading the page that the translation cites another work than the
    # original; a strict build after it reuses the page's doctree and must warn again
    site.append(
        "source/refs.bib",
        "\n@article{other,\n  author = {Other, A.},\n  title = {Another paper},\n"
        "  journal = {J},\n  year = {2020},\n}\n",
    )
    site.append(PAGE, "\nSee also {cite:p}`other`.\n")
    site.replace(
        f"locale/zh_CN/LC_MESSAGES/{PO}",
        '{claim}`2.1 倍 <speedup>` "\n"{cite:p}`paper`',
        '{claim}`2.1 倍 <speedup>` "\n"{cite:p}`other`',
    )
    expected = (PAGE, site.line_of(PAGE, "Engine X serves"), "i18n.inconsistent_references")
    for attempt in ("first", "second (incremental)"):
        result = site.make("check")
        assert result.returncode != 0, f"{attempt} make check passed:\n{result.output}"
        assert expected in result.findings, f"{attempt} make check:\n{result.output}"
    assert site.make("public").returncode != 0


def test_a_data_text_translation_that_adds_a_figure_fails_every_build(site: Site) -> None:
    line = site.translate(
        "_claims.po", "request rate", "请求速率，比 PyTorch 快五十倍", "speedup.quantity"
    )
    fails_twice(
        site,
        {("locale/zh_CN/LC_MESSAGES/_claims.po", line, "claims.uncited")},
        LANGUAGE="zh_CN",
    )


WITH_CODE = "A plain paragraph with 32 layers and `claims.json`."


def _with_code(site: Site) -> None:
    """The plain paragraph with a code span, in the page and as its catalog's msgid."""
    site.replace(PAGE, PLAIN, WITH_CODE)
    site.replace(f"locale/zh_CN/LC_MESSAGES/{PO}", f'msgid "{PLAIN}"', f'msgid "{WITH_CODE}"')


def test_translated_inline_code_keeps_its_numbers(site: Site) -> None:
    _with_code(site)
    line = site.translate(
        PO,
        WITH_CODE,
        "一个有 32 层的普通段落和 `claims.json（吞吐高 4.5 倍）`。",
    )
    fails_twice(
        site,
        {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.translation-number")},
        LANGUAGE="zh_CN",
    )


def test_a_data_text_translation_of_another_text_is_not_shown(site: Site) -> None:
    # the msgid is the English the translation was made from: a translation of a text the data
    # no longer holds (or of one it never held) is not shown for it
    site.replace(
        "locale/zh_CN/LC_MESSAGES/_claims.po",
        'msgctxt "speedup.locator"\nmsgid "Table 2"\nmsgstr "表 2"',
        'msgctxt "speedup.locator"\nmsgid "Table 2"\nmsgstr "表 2"\n\n'
        'msgctxt "speedup.locator"\nmsgid "Table 9"\nmsgstr "表 9"',
    )
    site.replace("source/_data/claims/main.yaml", "locator: Table 2", "locator: Table 3")
    result = site.make("html", LANGUAGE="zh_CN")
    page = site.path("_build/html/zh_CN/index.html").read_text(encoding="utf-8")
    assert "Table 3" in page and "表 9" not in page and "表 2" not in page, result.output


def test_make_public_runs_the_catalog_check_and_the_scan(site: Site) -> None:
    before = tree_digest(site.path("public")) if site.path("public").exists() else None
    site.translate(PO, PLAIN, "一个有 32 层的普通段落。")
    # inline code changed in a translation: only the catalog check (markup) sees it
    _with_code(site)
    site.translate(
        PO,
        WITH_CODE,
        "一个有 32 层的普通段落和 `claims_v2.json`。",
    )
    result = site.make("public")
    assert result.returncode != 0, result.output
    assert "[code]" in result.output
    after = tree_digest(site.path("public")) if site.path("public").exists() else None
    assert after == before


def test_make_public_cannot_turn_the_scan_off(site: Site) -> None:
    site.append(PAGE, "\nThe new engine is 3.5x faster.\n")
    for options in (
        "-q -D claims_scan=0",
        "-q -D suppress_warnings=claims.uncited",
        "-q -C",
        # sphinx-build's short forms: flags run together, long names abbreviated
        "-q -ED claims_scan=0",
        "-q --def claims_scan=0",
        "-q --isol",
        # any define or template value can put text on every page
        "-q -D html_theme_options.announcement=x",
        "-q -A announcement=x",
    ):
        result = site.make("public", SPHINXOPTS=options)
        assert result.returncode != 0, result.output
        assert "publish: error: the site is published with its own configuration" in result.output
        assert not site.path("public").exists()


def test_front_matter_values_are_scanned(site: Site) -> None:
    # ABlog shows a post's tags and location; link previews show og: fields
    site.replace(
        PAGE,
        "---\nmyst:",
        "---\nog:description: Engine X serves 3.5x more requests.\ntags: vllm, 5.5x faster\n"
        "location: Lab that is 6.5x faster\nmyst:",
    )
    fails_twice(
        site,
        {
            (PAGE, site.line_of(PAGE, "og:description"), "claims.uncited"),
            (PAGE, site.line_of(PAGE, "tags:"), "claims.uncited"),
            (PAGE, site.line_of(PAGE, "location:"), "claims.uncited"),
        },
    )


def test_the_reason_of_an_exempt_number_is_scanned(site: Site) -> None:
    # the reason is shown in the number's tooltip and on the Numbers page
    site.append(PAGE, "\nThe batch holds {nac}`64 <with it the engine is 3.5x faster>` requests.\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "{nac}`64"), "claims.uncited")})


def test_a_hardware_profile_note_is_scanned(site: Site) -> None:
    site.append("source/_data/hardware.yaml", "  note: It trains 3x faster than a V100.\n")
    fails_twice(
        site,
        {
            (
                "source/_data/hardware.yaml",
                site.line_of("source/_data/hardware.yaml", "a100:"),
                "claims.uncited",
            )
        },
    )


#: a fact read from the bypass corpus's paper, and a comparison of engines
_FACT = "  value: 128000\n  unit: tokens\n  quantity: context length\n  source: paper\n"
_RATIO = '  value: 24\n  unit: "×"\n  quantity: serving throughput\n  baseline: engine Y\n'


@pytest.mark.parametrize(
    ("entry", "shown", "field", "subtype"),
    [
        # a fact that cannot go stale, and one that is no date
        (
            "  kind: fact\n  as_of: 2099-01-01\n  locator: Table 2\n" + _FACT,
            "128000 tokens",
            "x-claim:",
            "claims.malformed",
        ),
        (
            "  kind: fact\n  as_of: last week\n  locator: Table 2\n" + _FACT,
            "128000 tokens",
            "as_of:",
            "claims.malformed",
        ),
        # a comparison is measured or derived, never a dated fact
        (
            "  kind: fact\n  as_of: 2026-01-01\n  source: paper\n  locator: Table 2\n" + _RATIO,
            "24×",
            "  kind: fact",
            "claims.malformed",
        ),
        # a number with no arithmetic is no derivation, bracketed or not
        (
            "  kind: derived\n  formula: our own estimate\n  compute: '24'\n" + _RATIO,
            "24×",
            "compute:",
            "claims.derivation",
        ),
        (
            "  kind: derived\n  formula: our own estimate\n  compute: '(24)'\n" + _RATIO,
            "24×",
            "compute:",
            "claims.derivation",
        ),
        (
            "  kind: derived\n  formula: our own estimate\n  compute: '+(24)'\n" + _RATIO,
            "24×",
            "compute:",
            "claims.derivation",
        ),
        # a ratio spelled x escaped every check of a ratio
        (
            "  kind: fact\n  as_of: 2026-01-01\n  source: paper\n  locator: Table 2\n"
            + _RATIO.replace('"×"', '"x"'),
            "24x",
            'unit: "x"',
            "claims.malformed",
        ),
    ],
)
def test_a_claim_that_escapes_its_kinds_rule_is_refused(
    site: Site, entry: str, shown: str, field: str, subtype: str
) -> None:
    data = "source/_data/claims/main.yaml"
    site.append(data, "\nx-claim:\n" + entry)
    site.append(PAGE, f"\nIt shows {{claim}}`{shown} <x-claim>`.\n")
    fails_twice(site, {(data, site.line_of(data, field), subtype)})


def test_a_list_in_the_front_matter_is_scanned(site: Site) -> None:
    site.replace(PAGE, "---\nmyst:", '---\ntags: [publishing, "vLLM 22.5× faster"]\nmyst:')
    fails_twice(site, {(PAGE, site.line_of(PAGE, "tags:"), "claims.uncited")})


@pytest.mark.parametrize("options", ["-q", "-q -j 2"])
def test_a_kept_warning_is_logged_by_every_strict_build(site: Site, options: str) -> None:
    # a role MyST does not know loses its text on the page; the second build, which reads
    # nothing, must still fail (a parallel read logs in its own process first)
    site.append(PAGE, "\nSee {unknownrolex}`thing` here.\n")
    expected = (PAGE, site.line_of(PAGE, "unknownrolex"), "myst.role_unknown")
    for attempt in ("first", "second (incremental)"):
        result = site.make("check", SPHINXOPTS=options)
        assert result.returncode != 0, f"{attempt} make check passed:\n{result.output}"
        assert expected in result.findings, f"{attempt} make check:\n{result.output}"


def test_a_kept_warning_about_another_page_goes_when_that_page_is_mended(site: Site) -> None:
    site.append(PAGE, "\n(dup-probe)=\n## Probe\n\nText.\n")
    site.append("source/glossary.md", "\n(dup-probe)=\n## Probe two\n\nText.\n")
    assert site.make("check").returncode != 0
    site.replace(PAGE, "\n(dup-probe)=\n## Probe", "\n## Probe")
    result = site.make("check")
    assert result.returncode == 0, result.output


def test_make_public_checks_the_catalogs_the_builds_read(site: Site, tmp_path: Path) -> None:
    # LOCALEDIR names the folder `make check-po` reads; the builds read conf.py's locale_dirs
    _with_code(site)
    site.translate(PO, WITH_CODE, "一个有 32 层的普通段落和 `claims_v2.json`。")
    empty = tmp_path / "empty" / "zh_CN" / "LC_MESSAGES"
    empty.mkdir(parents=True)
    result = site.make("public", LOCALEDIR=str(tmp_path / "empty"))
    assert result.returncode != 0, result.output
    assert "[code]" in result.output
    assert not site.path("public").exists()


@pytest.mark.parametrize(
    "setting",
    [
        'html_title = "Bypass corpus: 3.5x faster"',
        'project = "Bypass corpus, 3.5x faster"',
        'html_short_title = "Now 3.5x faster"',
        'copyright = "2026, the team that made it 3.5x faster"',
        'html_theme = "furo"\nhtml_theme_options = {"announcement": "Now <b>3.5x</b> faster"}',
    ],
)
def test_a_figure_in_a_title_the_configuration_gives_every_page(site: Site, setting: str) -> None:
    # every page shows these: its <title>, the sidebar, the footer, the announcement bar
    site.append("conf.py", f"\n{setting}\n")
    line = site.line_of("conf.py", setting.splitlines()[-1])
    output = fails_twice(site, {("conf.py", line, "claims.uncited")})
    assert "'3.5x" in output


@pytest.mark.parametrize(
    "setting",
    [
        'html_theme_options = {"description": "Engine Z is 3.5× faster"}',
        'html_theme_options = {"extra_nav_links": {"Engine Z is 3.5× faster": "https://e.org/"}}',
        'html_permalinks_icon = "3.5×"',
        'numfig = True\nnumfig_format = {"figure": "Engine Z is 3.5× faster (fig. %s)"}',
        'math_eqref_format = "Eq. {number} (3.5× faster)"',
        'html_secnumber_suffix = " (3.5× faster) "',
        'html_js_files = [(None, {"body": "document.title += \' 3.5× faster\'"})]',
    ],
)
def test_a_figure_in_what_the_theme_shows_on_every_page(site: Site, setting: str) -> None:
    site.append("conf.py", f"\n{setting}\n")
    line = site.line_of("conf.py", setting.splitlines()[-1])
    output = fails_twice(site, {("conf.py", line, "claims.uncited")})
    assert "'3.5×" in output


def test_a_figure_in_a_template_or_its_values(site: Site) -> None:
    # a template of the site's own, and a value the configuration gives the templates
    site.path("_templates").mkdir()
    site.path("_templates/layout.html").write_text(
        '{% extends "!layout.html" %}\n{% block relbar1 %}\n<p>Engine Z is 3.8× faster.</p>\n'
        "{{ super() }}{% endblock %}\n",
        encoding="utf-8",
    )
    site.path("_templates/boast.html").write_text("<p>{{ boast }}</p>\n", encoding="utf-8")
    site.append(
        "conf.py",
        '\ntemplates_path = ["_templates"]\nhtml_context = {"boast": "Engine Z is 4.6× faster"}\n'
        'html_sidebars = {"**": ["boast.html"]}\n',
    )
    fails_twice(
        site,
        {
            ("_templates/layout.html", 3, "claims.uncited"),
            ("conf.py", site.line_of("conf.py", "4.6×"), "claims.uncited"),
        },
    )


def test_a_figure_in_a_file_the_site_publishes_beside_its_pages(site: Site) -> None:
    site.path("extra").mkdir()
    site.path("extra/numbers.html").write_text(
        "<html><body>\n<p>Engine Z is 4.4× faster.</p>\n</body></html>\n", encoding="utf-8"
    )
    site.append("conf.py", '\nhtml_extra_path = ["extra"]\n')
    fails_twice(site, {("extra/numbers.html", 2, "claims.uncited")})


@pytest.mark.parametrize(
    ("name", "content", "line"),
    [
        ("page.html", "<html><body>\n<p>Engine Z is 4.4× faster.</p>\n</body></html>\n", 2),
        ("extra.css", "body {\n  margin: 0;\n}\nbody::before { content: '4.4× faster'; }\n", 4),
        ("logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"><text>4.4× faster</text></svg>', 1),
    ],
)
def test_a_figure_in_a_static_file_the_site_publishes(
    site: Site, name: str, content: str, line: int
) -> None:
    # an iframe, a style sheet or a logo shows it; scripts are code, not read
    site.path("_static").mkdir()
    site.path(f"_static/{name}").write_text(content, encoding="utf-8")
    site.path("_static/app.js").write_text(
        "setTimeout(f, 2000); // two seconds\n", encoding="utf-8"
    )
    site.append("conf.py", '\nhtml_static_path = ["_static"]\n')
    if name == "logo.svg":
        site.append("conf.py", 'html_logo = "_static/logo.svg"\n')
    fails_twice(site, {(f"_static/{name}", line, "claims.uncited")})


def test_a_title_the_configuration_gives_may_hold_ordinary_numbers(site: Site) -> None:
    site.append("conf.py", '\nhtml_title = "Bypass corpus, volume 2"\ncopyright = "2026"\n')
    result = site.make("html")
    assert (result.returncode, result.findings) == (0, set()), result.output


def test_a_glossary_translation_is_read_with_the_sites_units(site: Site) -> None:
    # a unit the site adds to the scan is a unit in the glossary too
    site.append("conf.py", '\nclaims_extra_units = {"throughput": [r"wdg"]}\n')
    data = "source/_data/glossary.yaml"
    site.replace(data, "en: The phase that reads the whole prompt.", "en: It reads 32 prompts.")
    # the same number, made a figure only in the site's unit
    site.replace(data, "zh_CN: 读入整个提示词的阶段。", "zh_CN: 以 32 wdg 读入提示词。")
    fails_twice(site, {(data, site.line_of(data, "wdg"), "glossary.translation")})


def test_make_public_refuses_a_configuration_that_weakens_the_rule(site: Site) -> None:
    site.append(PAGE, "\nThe new engine is 3.5x faster.\n")
    site.append("conf.py", "\nclaims_scan = False\nsuppress_warnings = ['claims.uncited']\n")
    result = site.make("public")
    assert result.returncode != 0, result.output
    assert "publishes with the rule weakened: claims_scan is not True" in result.output
    assert not site.path("public").exists()


@pytest.mark.parametrize(
    "suppressed",
    # warnings that guard the rule beside the extension's own: a translation citing another
    # work (i18n), an unknown citation key (bibtex), a reference that resolves to nothing
    # (ref), a glossary definition's translation that changes a number (glossary)
    ["i18n", "i18n.inconsistent_references", "bibtex", "ref.citation", "glossary.translation"],
)
def test_make_public_refuses_suppressing_a_warning_that_guards_the_rule(
    site: Site, suppressed: str
) -> None:
    site.append("conf.py", f"\nsuppress_warnings = [{suppressed!r}]\n")
    result = site.make("public")
    assert result.returncode != 0, result.output
    assert f"publishes with the rule weakened: suppress_warnings holds {suppressed}" in (
        result.output
    )
    assert not site.path("public").exists()


SVG_LABELS = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><desc>A bar chart</desc>'
    '<text x="0" y="20">Engine X: <tspan>2.1×</tspan> faster</text>'
    '<text x="0" y="40">Engine Y: <tspan>3.5</tspan><tspan>x</tspan> faster</text></svg>'
)


@pytest.mark.parametrize("how", ["image", "figure", "data"])
def test_a_figure_drawn_in_an_svg_is_scanned(site: Site, how: str) -> None:
    # an SVG's labels are text a reader sees; a figure in them repeats a claim the page cites
    # ("2.1×" does), as an alt text's must
    site.path("source/chart.svg").write_text(SVG_LABELS, encoding="utf-8")
    data = "data:image/svg+xml;base64," + __import__("base64").b64encode(
        SVG_LABELS.encode()
    ).decode("ascii")
    directive = {
        "image": "```{image} chart.svg\n:alt: A chart\n```",
        "figure": "```{figure} chart.svg\n:alt: A chart\n\nThe chart.\n```",
        "data": f"```{{image}} {data}\n:alt: A chart\n```",
    }[how]
    site.append(PAGE, f"\n{directive}\n")
    line = site.line_of(PAGE, "```{image}" if how != "figure" else "```{figure}")
    output = fails_twice(site, {(PAGE, line, "claims.uncited")})
    assert "uncited ratio '3.5x'" in output and "'2.1×'" not in output


SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40">{}</svg>'


@pytest.mark.parametrize(
    "drawing",
    [
        # a number and its unit drawn as two labels side by side
        '<text x="10" y="25">42</text><text x="32" y="25">ms</text>',
        # drawn backwards by a bidi override: "sm 44" shows as "44 ms"
        '<text x="10" y="25" direction="rtl" unicode-bidi="bidi-override">sm 44</text>',
        # an SVG drawn inside the SVG
        '<image href="data:image/svg+xml;base64,{}"/>'.format(
            __import__("base64")
            .b64encode(SVG.format('<text x="0" y="20">3.5x faster</text>').encode())
            .decode()
        ),
    ],
)
def test_what_an_svg_draws_is_read_as_a_reader_sees_it(site: Site, drawing: str) -> None:
    site.path("source/chart.svg").write_text(SVG.format(drawing), encoding="utf-8")
    site.append(PAGE, "\n```{image} chart.svg\n:alt: A chart\n```\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "```{image}"), "claims.uncited")})


def test_an_svg_picked_by_type_is_scanned(site: Site) -> None:
    # "chart.*": Sphinx picks the SVG
    site.path("source/chart.svg").write_text(SVG_LABELS, encoding="utf-8")
    site.append(PAGE, "\n```{figure} chart.*\n:alt: A chart\n\nThe chart.\n```\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "```{figure}"), "claims.uncited")})


@pytest.mark.parametrize(
    "markup",
    [
        "<p>TTFT &lt; 70 ms here, and TTFT < 70 ms and vLLM's TTFT > ours.</p>",
        '<p><img alt="A chart" src="data:image/svg+xml;utf8,{}"></p>'.format(
            __import__("urllib.parse").parse.quote(
                SVG.format('<text x="0" y="20">Decode step: 98 ms</text>')
            )
        ),
    ],
)
def test_raw_html_is_read_as_a_browser_shows_it(site: Site, markup: str) -> None:
    site.append(PAGE, f"\n{markup}\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, markup[:12]), "claims.uncited")})


def test_the_chinese_version_of_an_svg_is_the_one_scanned(site: Site) -> None:
    english = re.sub(r'<text x="0" y="40">.*?</text>', "", SVG_LABELS)
    site.path("source/chart.svg").write_text(english, encoding="utf-8")
    site.path("source/chart.zh_CN.svg").write_text(
        SVG_LABELS.replace("Engine Y", "引擎 Y"), encoding="utf-8"
    )
    site.append(PAGE, "\n```{image} chart.svg\n:alt: A chart\n```\n")
    assert site.make("html").returncode == 0
    line = site.line_of(PAGE, "```{image}")
    fails_twice(site, {(PAGE, line, "claims.uncited")}, LANGUAGE="zh_CN")


def test_an_svg_edited_after_a_clean_build_is_scanned_again(site: Site) -> None:
    english = re.sub(r'<text x="0" y="40">.*?</text>', "", SVG_LABELS)
    site.path("source/chart.svg").write_text(english, encoding="utf-8")
    site.append(PAGE, "\n```{image} chart.svg\n:alt: A chart\n```\n")
    assert site.make("html").returncode == 0
    site.path("source/chart.svg").write_text(SVG_LABELS, encoding="utf-8")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "```{image}"), "claims.uncited")})


def test_an_svg_the_scan_cannot_read_fails_with_its_place(site: Site) -> None:
    site.path("source/chart.svg").write_text("<svg><text>3.5x faster</svg>", encoding="utf-8")
    site.append(PAGE, "\n```{image} chart.svg\n:alt: A chart\n```\n")
    output = fails_twice(site, {(PAGE, site.line_of(PAGE, "```{image}"), "claims.malformed")})
    assert "image chart.svg: not an SVG the scan can read" in output


def test_make_public_reads_no_kept_patterns(site: Site, tmp_path: Path) -> None:
    # the detector's compiled patterns are kept in the user's cache between builds; one that
    # was tampered with (every search made to start nowhere) must not decide what publishes
    cache = tmp_path / "cache"
    assert site.make("html", XDG_CACHE_HOME=str(cache)).returncode == 0
    kept = list((cache / "claims").glob("patterns-*.json"))
    assert kept, "the build kept no patterns: the test would test nothing"
    for path in kept:
        data = json.loads(path.read_text(encoding="utf-8"))
        data["starts"] = {key: "(?!)" for key in data["starts"]}
        path.write_text(json.dumps(data), encoding="utf-8")
    site.append(PAGE, "\nThe new engine is 3.5x faster.\n")
    shutil.rmtree(site.path("_build"))
    result = site.make("public", XDG_CACHE_HOME=str(cache))
    assert result.returncode != 0, result.output
    assert "uncited ratio '3.5x'" in result.output
    assert not site.path("public").exists()


def test_make_public_reads_no_kept_readings(site: Site, tmp_path: Path) -> None:
    # the detector's readings of a site's texts are kept in the user's cache between builds;
    # readings tampered with (every text read as holding no figure) must not decide what
    # publishes
    cache = tmp_path / "cache"
    site.append(PAGE, "\nThe new engine is 3.5x faster.\n")
    assert site.make("html", XDG_CACHE_HOME=str(cache)).returncode != 0
    (path,) = (cache / "claims").glob("readings-*.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["found"]["The new engine is 3.5x faster."], "the test would test nothing"
    data["found"] = {text: [] for text in data["found"]}
    path.write_text(json.dumps(data), encoding="utf-8")
    shutil.rmtree(site.path("_build"))
    result = site.make("public", XDG_CACHE_HOME=str(cache))
    assert result.returncode != 0, result.output
    assert "uncited ratio '3.5x'" in result.output
    assert not site.path("public").exists()


@pytest.mark.parametrize(
    "sentence",
    [
        "With the new kernel it decodes **2.4**× faster.",
        "The p99 latency is *42* ms.",
        "It is __24__ times faster.",
        "It decodes [950](https://example.org) tokens/s.",
        "Time to first token drops to 38 {abbr}`ms (milliseconds)`.",
        "It decodes 950 {term}`tokens <token>` per second.",
        "The p99 latency is $43$ ms.",
        "Throughput is $\\Theta = 950$ tokens/s.",
        "The p99 latency is `49` ms.",
        "The p99 latency is {kbd}`59` ms.",
        "The p99 latency is 61[^a] ms.\n\n[^a]: Measured by the authors.",
    ],
)
def test_a_number_split_from_its_unit_by_inline_markup_is_read(site: Site, sentence: str) -> None:
    # each stretch of plain text was scanned alone: a number in bold, a link, a term or math
    # was cut off from its unit, and the reader saw "2.4× faster", "42 ms"
    site.append(
        "source/_data/glossary.yaml",
        "token:\n  en: token\n  zh_CN: 词元\n  definition:\n    en: A piece of text.\n"
        "    zh_CN: 一段文本。\n",
    )
    site.append(PAGE, f"\n{sentence}\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, sentence[:12]), "claims.uncited")})


@pytest.mark.parametrize(
    ("options", "shown"),
    [
        (":title: vLLM serves 24.5x more requests", "24.5x"),
        (":tags: publishing, vLLM 24x faster", "24x"),
        (":location: 26.5 ms away", "26.5 ms"),
        (":category: Site, 3x cheaper", "3x"),
    ],
)
def test_the_options_of_a_blog_post_are_scanned(site: Site, options: str, shown: str) -> None:
    # ABlog shows a post's title in every navigation, and its tags, category and location on
    # pages of their own
    site.append("conf.py", "\nextensions.append('ablog')\n")
    site.append(PAGE, f"\n```{{post}} 2026-07-20\n{options}\n```\n")
    output = fails_twice(site, {(PAGE, site.line_of(PAGE, "```{post}"), "claims.uncited")})
    assert repr(shown) in output


@pytest.mark.parametrize(
    "option",
    [
        ":format: {title} (runs 27.5x faster)",
        ':date: "%Y, 56 ms"',
        ":expand: Read how we got 64 ms",
    ],
)
def test_the_options_of_a_post_list_are_scanned(site: Site, option: str) -> None:
    site.append("conf.py", "\nextensions.append('ablog')\n")
    site.append(PAGE, f"\n```{{postlist}} 3\n{option}\n```\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "```{postlist}"), "claims.uncited")})


@pytest.mark.parametrize(
    ("name", "content"),
    [
        (
            "results.html",
            "<table><tr><td>vLLM decodes 3,900 tokens/s, 5.5× faster.</td></tr></table>",
        ),
        ("results.csv", "engine,speed\nvLLM,5.5x faster\n"),
        ("notes.txt", "The new engine is 5.5x faster.\n"),
        ("chart.svg", SVG_LABELS),
        ("results.log", "Decode step: 45 ms\n"),
        ("RESULTS", "The new engine is 5.5x faster.\n"),
        ("page.html", "<p>Decode step < 47 ms and 2.4x faster > vLLM</p>"),
    ],
)
def test_a_file_offered_for_download_is_scanned(site: Site, name: str, content: str) -> None:
    # the file is published beside the page, and a reader opens it from the link
    site.path(f"source/{name}").write_text(content, encoding="utf-8")
    site.append(PAGE, f"\nThe {{download}}`full table <{name}>`.\n")
    line = site.line_of(PAGE, "{download}")
    output = fails_twice(site, {(PAGE, line, "claims.uncited")})
    assert "uncited" in output


def test_a_text_file_in_another_encoding_offered_for_download_is_scanned(site: Site) -> None:
    site.path("source/notes.txt").write_bytes("本站实测比 vLLM 快 3 倍。\n".encode("utf-16"))
    site.append(PAGE, "\nThe {download}`notes <notes.txt>`.\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "{download}"), "claims.uncited")})


@pytest.mark.parametrize(
    "link",
    [
        "{download}`up to 5.5x faster <run.py>`",  # the link's own words
        "{download}`run-5.5x-faster.py`",  # no words: the link shows the file's name
        "[up to 5.5x faster](path:run.py)",
    ],
)
def test_the_text_of_a_download_link_is_scanned(site: Site, link: str) -> None:
    site.path("source/run.py").write_text("print()\n", encoding="utf-8")
    site.path("source/run-5.5x-faster.py").write_text("print()\n", encoding="utf-8")
    site.append(PAGE, f"\nThe script: {link}.\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, link), "claims.uncited")})


def test_code_offered_for_download_is_not_read_as_prose(site: Site) -> None:
    site.path("source/run.py").write_text("SPEEDUP = '5.5x faster'\n", encoding="utf-8")
    site.append(PAGE, "\nThe {download}`script <run.py>`.\n")
    result = site.make("html")
    assert (result.returncode, result.findings) == (0, set()), result.output


@pytest.mark.parametrize(
    "written",
    [
        "up to 1{claim}`2.1× <speedup>` more requests",
        "a change of -{claim}`2.1× <speedup>` in requests",
        "about 0.{claim}`2.1× <speedup>` more requests",
    ],
)
def test_a_digit_or_sign_touching_a_claim_changes_what_it_reads(site: Site, written: str) -> None:
    # the reader reads "12.1×" or "-2.1×" with the claim's mark and card
    site.replace(PAGE, "{claim}`2.1× <speedup>` more requests", written)
    fails_twice(site, {(PAGE, site.line_of(PAGE, "Engine X serves"), "claims.value-mismatch")})


@pytest.mark.parametrize(
    "written",
    [
        # a line break is a space on the page: the number before it is another
        "up to 8,\n{claim}`2.1× <speedup>` more requests",
        # a digit in an earlier text of the paragraph, not one beside the role
        "up to 8 or {claim}`2.1× <speedup>` more requests",
    ],
)
def test_a_digit_apart_from_a_claim_is_not_read_with_it(site: Site, written: str) -> None:
    site.replace(PAGE, "{claim}`2.1× <speedup>` more requests", written)
    result = site.make("html")
    assert (result.returncode, result.findings) == (0, set()), result.output


def test_a_translation_may_not_put_a_sign_against_a_claim(site: Site) -> None:
    site.replace(
        f"locale/zh_CN/LC_MESSAGES/{PO}", "{claim}`2.1 倍 <speedup>`", "-{claim}`2.1 倍 <speedup>`"
    )
    catalog = f"locale/zh_CN/LC_MESSAGES/{PO}"
    entry = site.line_of(catalog, '"Engine X serves') - 1  # the entry's msgid line
    fails_twice(site, {(catalog, entry, "claims.value-mismatch")}, LANGUAGE="zh_CN")


def _put_back_with_its_old_time(path: Path, text: str) -> None:
    """*path* rewritten with *text* and its time left as it was (``cp -p``, ``rsync -a``)."""
    before = path.stat()
    path.write_text(text, encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))


def test_an_svg_replaced_with_its_old_time_is_scanned_again(site: Site) -> None:
    english = re.sub(r'<text x="0" y="40">.*?</text>', "", SVG_LABELS)
    site.path("source/chart.svg").write_text(english, encoding="utf-8")
    site.append(PAGE, "\n```{image} chart.svg\n:alt: A chart\n```\n")
    assert site.make("html").returncode == 0
    _put_back_with_its_old_time(site.path("source/chart.svg"), SVG_LABELS)
    fails_twice(site, {(PAGE, site.line_of(PAGE, "```{image}"), "claims.uncited")})


def test_a_page_replaced_with_its_old_time_is_read_again(site: Site) -> None:
    assert site.make("html").returncode == 0
    page = site.path(PAGE)
    _put_back_with_its_old_time(page, page.read_text(encoding="utf-8") + "\nIt is 3.5x faster.\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "3.5x faster"), "claims.uncited")})


TABLE = (
    "\n| Engine | Decode latency (ms) | Throughput (tokens/s) |\n|---|---|---|\n"
    "| vLLM | {} | {} |\n"
)


def test_a_number_under_a_heading_with_a_unit_is_read_with_it(site: Site) -> None:
    site.append(PAGE, TABLE.format("67", "text"))
    fails_twice(site, {(PAGE, site.line_of(PAGE, "| vLLM |"), "claims.uncited")})


def test_a_claim_in_a_column_whose_heading_gives_its_unit_shows_no_unit(site: Site) -> None:
    site.append(
        "source/_data/claims/bypass.yaml",
        "\nengine-rate:\n  kind: measured\n  value: 1200\n  unit: tokens/s\n"
        "  quantity: decode throughput\n  source: paper\n  locator: Table 1\n"
        "  hardware:\n    - profile: a100\n" + MEASURED_AS,
    )
    site.append(PAGE, TABLE.format("text", "{claim}`1200 <engine-rate>`"))
    result = site.make("html")
    assert (result.returncode, result.findings) == (0, set()), result.output
    site.replace(PAGE, "Throughput (tokens/s)", "Throughput (ms)")
    fails_twice(site, {(PAGE, site.line_of(PAGE, "| vLLM |"), "claims.unit-mismatch")})


def test_a_field_whose_name_gives_a_unit_is_read_with_it(site: Site) -> None:
    site.append(PAGE, "\n:Decode latency (ms): 96\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, ":Decode latency"), "claims.uncited")})


def test_a_hardware_profile_name_is_scanned(site: Site) -> None:
    # {hw} prints the profile's name in running text
    site.replace("source/_data/hardware.yaml", "name: A100 80GB SXM4", "name: A100 (4× faster)")
    fails_twice(
        site,
        {
            (
                "source/_data/hardware.yaml",
                site.line_of("source/_data/hardware.yaml", "a100:"),
                "claims.uncited",
            )
        },
    )


def test_a_warning_logged_while_writing_fails_every_make_check(site: Site) -> None:
    site.replace(PAGE, PLAIN, "A plain paragraph with 32 layers {cite:p}`nosuchkey2099`.")
    for attempt in ("first", "second"):
        result = site.make("check")
        assert result.returncode != 0, f"{attempt} make check passed:\n{result.output}"
        assert "nosuchkey2099" in result.output, result.output


@pytest.mark.parametrize(
    "conf",
    [
        # strict to whoever reads it, lax in the build that runs it
        "\nimport sys\nif 'sphinx' in ' '.join(sys.argv):\n    claims_scan = False\n",
        # an ignore pattern that hides every figure
        "\nclaims_ignore_patterns = [r'[\\s\\S]+']\n",
    ],
)
def test_make_public_reads_the_rule_the_builds_ran_with(site: Site, conf: str) -> None:
    site.append(PAGE, "\nThe new engine is 3.5x faster.\n")
    site.append("conf.py", conf)
    result = site.make("public")
    assert result.returncode != 0, result.output
    assert "ran with the rule weakened" in result.output
    assert not site.path("public").exists()


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("vllm-3x-faster", "3x"),
        ("posts/ttft_42ms", "42ms"),
        ("decode-2.5-times", "2.5 times"),
        ("vllm.5x.faster", "5x"),
        ("vllm-3p5x-faster", "3.5x"),
        ("lat-2Oms", "2Oms"),
        ("lat-88㎳", "88㎳"),
    ],
)
def test_a_page_name_is_scanned(site: Site, name: str, shown: str) -> None:
    # the file's name is the page's address, and a post's citation key: a reader sees it
    site.path(f"source/{name}.md").parent.mkdir(parents=True, exist_ok=True)
    site.path(f"source/{name}.md").write_text(
        "---\norphan: true\n---\n# A note\n\nNothing measured here.\n", encoding="utf-8"
    )
    output = fails_twice(site, {(f"source/{name}.md", 1, "claims.uncited")})
    assert repr(shown) in output
    assert "its address" in output


def test_a_page_name_that_repeats_a_claim_the_page_cites(site: Site) -> None:
    # as a title may: the figure is cited on the page it names
    site.path("source/engine-x-2.1x.md").write_text(
        f"---\norphan: true\n---\n# Engine X\n\n{CLAIM_LINE}\n", encoding="utf-8"
    )
    result = site.make("html")
    assert (result.returncode, result.findings) == (0, set()), result.output


@pytest.mark.parametrize(
    "msgstr",
    # (the step's number moved into the figure: the translation has as many 3s as the original)
    ["下一步：重启服务器（本站实测吞吐量：3）。", "接着重启服务器，吞吐量为 3。"],
)
def test_a_figure_without_unit_from_a_label_number_in_translation(site: Site, msgstr: str) -> None:
    # a number the original uses as a label (a step, a figure, a version) is no value a
    # translation may show as one
    original = "Step 3: restart the server."
    site.add_paragraph(original)
    line = site.translate(PO, original, msgstr)
    fails_twice(
        site, {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, "claims.uncited")}, LANGUAGE="zh_CN"
    )


#: a claim that is no rate: a context length
CONTEXT_CLAIM = (
    "\ncontext:\n  kind: measured\n  value: 1000000\n  unit: tokens\n"
    "  quantity: longest context served\n  source: paper\n  locator: Table 3\n"
    f"  hardware: [a100]\n{MEASURED_AS}"
)
CONTEXT_LINE = "Engine X serves a context of {claim}`1M tokens <context>` {cite:p}`paper`."


def test_words_around_a_claim_that_make_it_a_figure_of_another_kind(site: Site) -> None:
    # "1M tokens" of context, read with "per second" after it, is a throughput
    site.append("source/_data/claims/main.yaml", CONTEXT_CLAIM)
    line = "Engine X generates {claim}`1M tokens <context>` per second {cite:p}`paper`."
    site.append(PAGE, f"\n{line}\n")
    output = fails_twice(site, {(PAGE, site.line_of(PAGE, line), "claims.unit-mismatch")})
    assert "'1M tokens per second'" in output


def recast_in_translation(
    site: Site, original: str, faithful: str, recast: str, subtype: str
) -> None:
    """*original* and its *faithful* translation build; *recast* fails, at its catalog line."""
    site.add_paragraph(original)
    site.translate(PO, original, faithful)
    for language in ("en", "zh_CN"):
        result = site.make("html", LANGUAGE=language)
        assert (result.returncode, result.findings) == (0, set()), result.output
    line = site.translate(PO, original, recast)
    fails_twice(site, {(f"locale/zh_CN/LC_MESSAGES/{PO}", line, subtype)}, LANGUAGE="zh_CN")


@pytest.mark.parametrize(
    "recast",
    [
        # the words touch the claim, or stand further off in its sentence: the catalog's
        # check reads the sentence, before the page reads the words that touch it
        "引擎 X 每秒可生成 {claim}`1M tokens <context>` {cite:p}`paper`。",
        "引擎 X 每秒，都可以稳定地生成 {claim}`1M tokens <context>` {cite:p}`paper`。",
    ],
)
def test_a_translation_that_makes_a_claim_a_figure_of_another_kind(site: Site, recast: str) -> None:
    site.append("source/_data/claims/main.yaml", CONTEXT_CLAIM)
    recast_in_translation(
        site,
        CONTEXT_LINE,
        "引擎 X 支持 {claim}`1M tokens <context>` 的上下文 {cite:p}`paper`。",
        recast,
        "claims.translation-changed",
    )


NAC_LINE = "Each prompt holds {nac}`512 tokens <a setup: the prompt's length>` of text."


@pytest.mark.parametrize(
    "line",
    [
        "The engine generates {nac}`512 tokens <a setup: the prompt's length>` per second.",
        "The engine generates {nac}`512 tokens <a setup: the prompt's length>` <b>per</b> second.",
    ],
)
def test_words_around_an_exempt_number_that_make_it_a_figure(site: Site, line: str) -> None:
    # an exempt count, read with "per second" after it, is an uncited throughput (even with
    # inline HTML between)
    site.append(PAGE, f"\n{line}\n")
    output = fails_twice(site, {(PAGE, site.line_of(PAGE, line), "claims.uncited")})
    assert "is exempt, but with the words around it" in output


def test_a_translation_that_makes_an_exempt_number_a_figure(site: Site) -> None:
    recast_in_translation(
        site,
        NAC_LINE,
        "每个提示词含 {nac}`512 tokens <a setup: the prompt's length>` 的文本。",
        "引擎每秒可生成 {nac}`512 tokens <a setup: the prompt's length>` 的文本。",
        "claims.uncited",
    )


@pytest.mark.parametrize(
    ("markup", "needle"),
    [
        # markup between a number and its unit that shows nothing
        ("Each decode step takes 88<!-- --> ms.", "88<!--"),
        ("Engine W is 5.5<b></b>× faster.", "5.5<b>"),
        # a number in code, its unit in bold
        ("Each decode step takes `33` **ms**.", "`33`"),
        # a formula that shows a number, read with the unit after it
        ("Latency is $\\le 55$ ms.", "$\\le 55$"),
        ("Decoding reaches $\\mathbf{940}$ tokens/s.", "$\\mathbf{940}$"),
        ("Each step takes $44\\,$ ms.", "$44"),
        # a unit in a formula joined by a negative space, or after a colour or a phantom
        ("$$t = 88\\,m\\!s$$", "$$t = 88"),
        ("$$t = \\color{red}{77}\\,ms$$", "$$t = \\color"),
        ("$$t = \\phantom{a}66\\,ms$$", "$$t = \\phantom"),
        ("$$\\underbrace{3.3\\times}_{\\text{speed-up}}$$", "$$\\underbrace"),
    ],
)
def test_what_markup_shows_around_a_number_is_read_with_it(
    site: Site, markup: str, needle: str
) -> None:
    site.append(PAGE, f"\n{markup}\n")
    fails_twice(site, {(PAGE, site.line_of(PAGE, needle), "claims.uncited")})


@pytest.mark.parametrize(
    "formula",
    [
        "Each layer has $12h^2 + 13h$ parameters.",
        "A step takes at least $\\frac{2P}{B}$ of the time.",
        "It holds $2 \\cdot s \\cdot h$ values.",
    ],
)
def test_a_formula_of_symbols_has_no_figure(site: Site, formula: str) -> None:
    # a letter after a number in a formula is a factor, not a unit
    site.append(PAGE, f"\n{formula}\n")
    result = site.make("html")
    assert (result.returncode, result.findings) == (0, set()), result.output


@pytest.mark.parametrize(
    "markup",
    [
        '<style>.lat::after{content:"87 ms"}</style><span class="lat"></span>',
        "Each step takes 84<span hidden>q</span> ms.",
        '<span style="direction:rtl;unicode-bidi:bidi-override">sm 85</span>',
        # MyST makes the tags and the text between them nodes of their own
        'The latency of engine Z is <bdo dir="rtl">sm 72</bdo> on the same GPU.',
        '<p>Engine Z reaches <bdo dir="RTL">s/snekot 0054</bdo></p>',
        'Engine Z reaches <span dir="rtl">s/snekot 0054</span>.',
        '<svg width="99"><text x="90" unicode-bidi="bidi-override">×5.3 si Z</text></svg>',
        '<svg width="99"><text><tspan x="30">ms</tspan><tspan x="0">27</tspan></text></svg>',
        # a class the theme hides, ruby's hidden parentheses, a frame, a linked style sheet
        'Engine X is <span class="only-dark">v</span>3.5× faster than engine Y.',
        "Engine X: <ruby>4<rp> v</rp>2 ms</ruby> at p99.",
        '<iframe src="data:text/html,<p>Engine X is 3.5× faster</p>"></iframe>',
        '<iframe title="note" srcdoc="&lt;p&gt;vLLM serves 45&amp;times; more&lt;/p&gt;">',
        '<link rel="stylesheet" href="data:text/css,.hx::after{content:\'3.5×\'}">',
    ],
)
def test_raw_html_may_not_style_or_hide_text(site: Site, markup: str) -> None:
    # what CSS draws, hides or reorders is not what the scan reads
    site.append(PAGE, f"\n{markup}\n")
    line = site.line_of(PAGE, markup[:12])
    # (what the scan can read of it, a reversal or a frame's own document, is also reported)
    shown = (
        {(PAGE, line, "claims.uncited")}
        if '<bdo dir="RTL">' in markup or "srcdoc" in markup
        else set()
    )
    output = fails_twice(site, {(PAGE, line, "claims.malformed"), *shown})
    assert "raw HTML" in output


def test_a_claims_id_shows_only_its_own_figures(site: Site) -> None:
    # the Numbers page shows each claim's id beside its value
    data = "source/_data/claims/main.yaml"
    site.append(data, CONTEXT_CLAIM.replace("\ncontext:", "\nengine-x-9x-faster:"))
    site.append(PAGE, "\nA context of {claim}`1M tokens <engine-x-9x-faster>` {cite:p}`paper`.\n")
    fails_twice(site, {(data, site.line_of(data, "engine-x-9x-faster:"), "claims.uncited")})


def test_a_claims_id_may_name_its_value_or_a_stated_condition(site: Site) -> None:
    data = "source/_data/claims/main.yaml"
    site.append(
        data,
        CONTEXT_CLAIM.replace("\ncontext:", "\ncontext-at-32qps:").replace(
            "longest context served", "longest context served at 32 QPS"
        ),
    )
    site.append(
        data,
        CONTEXT_CLAIM.replace("\ncontext:", "\nspeedup-2.1x:")
        .replace("1000000", "2.1")
        .replace("tokens", "×\n  baseline: engine Y"),
    )
    site.append(
        PAGE,
        "\nA context of {claim}`1M tokens <context-at-32qps>`, a speed-up of "
        "{claim}`2.1× <speedup-2.1x>` {cite:p}`paper`.\n",
    )
    result = site.make("html")
    assert (result.returncode, result.findings) == (0, set()), result.output
