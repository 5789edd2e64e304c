"""MyST markup extraction and comparison for catalog QA (tools/po_markup.py): pure functions."""

from __future__ import annotations

import pytest

from tools.po_findings import Subtype
from tools.po_markup import Role, compare, extract, for_generic_checks, parse_role


@pytest.mark.parametrize(
    ("name", "content", "expected"),
    [
        ("ref", "the intro <intro>", Role("ref", "the intro <intro>", "intro", "the intro", True)),
        ("doc", "numbers", Role("doc", "numbers", "numbers", "", False)),
        ("term", "预填充 <prefill>", Role("term", "预填充 <prefill>", "prefill", "预填充", True)),
        (
            "cite:p",
            "kwon2023pagedattention",
            Role("cite:p", "kwon2023pagedattention", "kwon2023pagedattention", "", False),
        ),
        ("claim", "3× <c-1>", Role("claim", "3× <c-1>", "c-1", "3×", True)),
        ("hw", "a100", Role("hw", "a100", "a100", "", False)),
        # the reason of {nac} is prose: not a target
        ("nac", "90% <a setup figure>", Role("nac", "90% <a setup figure>", "", "90%", True)),
        ("nac", "90%", Role("nac", "90%", "", "90%", False)),
        # literal roles are not split, prose roles keep only their name
        ("math", "a < b", Role("math", "a < b", "a < b", "a < b", False)),
        (
            "abbr",
            "LIFO (last in, first out)",
            Role("abbr", "LIFO (last in, first out)", "", "LIFO (last in, first out)", False),
        ),
    ],
)
def test_parse_role(name: str, content: str, expected: Role) -> None:
    assert parse_role(name, content) == expected


def test_extract_every_kind() -> None:
    text = (
        "Use ``a`b`` and {ref}`the intro <intro>` with $x^2$ and \\$5, see "
        'https://example.com/a. and [docs](https://x.org/y "T"), [^n1], {{ version }}, '
        "<https://auto.link/z> and {cite:p}`key1,key2`."
    )
    markup = extract(text)
    assert [r.source() for r in markup.roles] == ["{ref}`the intro <intro>`", "{cite:p}`key1,key2`"]
    assert markup.code == ["a`b"]
    assert markup.math == ["x^2"]
    assert markup.urls == ["https://example.com/a", "https://auto.link/z"]
    assert markup.link_targets == ["https://x.org/y"]
    assert markup.footnotes == ["n1"]
    assert markup.substitutions == ["version"]


@pytest.mark.parametrize(
    ("text", "code", "roles", "math"),
    [
        # an unclosed backtick is literal text
        ("a ` b", [], [], []),
        # a run of two closes only at a run of two
        ("``x ` y``", ["x ` y"], [], []),
        # one leading and trailing space is stripped, as CommonMark does
        ("`` `x` ``", ["`x`"], [], []),
        # a role name must touch the backticks
        ("{ref} `x`", ["x"], [], []),
        ("{ref}`x`", [], ["x"], []),
        # dollars inside code are not math; an escaped dollar is not math
        ("`$a$` and \\$b\\$", ["$a$"], [], []),
        ("$$E = mc^2$$ and $a$", [], [], ["E = mc^2", "a"]),
    ],
)
def test_extract_edge_cases(text: str, code: list[str], roles: list[str], math: list[str]) -> None:
    markup = extract(text)
    assert markup.code == code
    assert [r.content for r in markup.roles] == roles
    assert markup.math == math


def test_url_trailing_punctuation_and_brackets() -> None:
    assert extract("See https://a.org/x_(y), or https://b.org/z.").urls == [
        "https://a.org/x_(y)",
        "https://b.org/z",
    ]
    # Chinese punctuation ends a URL
    assert extract("见 https://a.org/x。").urls == ["https://a.org/x"]


def test_prose_is_what_a_reader_reads() -> None:
    prose = extract(
        "The {term}`prefill` phase, {term}`KV 缓存 <kv cache>` and `prefill()` "
        "at https://prefill.example/"
    ).prose
    assert "prefill" in prose and "KV 缓存" in prose
    assert "prefill()" not in prose and "example" not in prose and "kv cache" not in prose


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a $\\ell^{(t)}$ `{x}` b", "a     b"),
        (
            "{ref}`the intro <intro>` and {doc}`numbers`",
            "the intro {ref}`<intro>` and  {doc}`<numbers>`",
        ),
        ("{nac}`90% <why>`", "90% {nac}"),
        ("see https://a.org/faq.", "see https://a.org/faq ."),
        ("见 https://a.org/faq。", "见 https://a.org/faq 。"),
    ],
)
def test_for_generic_checks(text: str, expected: str) -> None:
    assert for_generic_checks(text) == expected


def subtypes(msgid: str, msgstr: str) -> list[Subtype]:
    return [issue.subtype for issue in compare(msgid, msgstr)]


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        # display text may be translated, order may change
        (
            "See {ref}`the intro <intro>` and {doc}`numbers`.",
            "见 {doc}`数字 <numbers>` 与 {ref}`引言 <intro>`。",
            [],
        ),
        ("{term}`prefill`", "{term}`预填充 <prefill>`", []),
        ("{nac}`90% <a setup figure>`", "{nac}`90% <一个设置参数>`", []),
        ("{abbr}`LIFO (last in, first out)`", "{abbr}`LIFO（后进先出）`", []),
        # roles
        ("See {doc}`numbers`.", "见。", [Subtype.ROLE_DROPPED]),
        ("See {ref}`x <intro>`.", "见 {ref}`x <intro2>`。", [Subtype.ROLE_TARGET]),
        ("See {term}`prefill`.", "见 {term}`预填充`。", [Subtype.ROLE_TARGET]),
        ("See {doc}`numbers`.", "见 {ref}`numbers`。", [Subtype.ROLE_CHANGED]),
        ("See it.", "见 {cite:p}`kwon2023`。", [Subtype.ROLE_ADDED]),
        ("{claim}`3× <c-1>`", "{claim}`3 倍 <c-2>`", [Subtype.ROLE_TARGET]),
        ("a `x` b", "甲 `x` 乙", []),
        ("a `x` b", "甲 `y` 乙", [Subtype.CODE]),
        ("a `x` b", "甲 x 乙", [Subtype.CODE]),
        ("a $x^2$ b", "甲 $x^2$ 乙", []),
        ("a $x^2$ b", "甲 $x^3$ 乙", [Subtype.MATH]),
        ("a $x^2$ b", "甲 x^2 乙", [Subtype.MATH]),
        ("at https://a.org/x.", "见 https://a.org/x。", []),
        ("at https://a.org/x.", "见 https://a.org/y。", [Subtype.URL]),
        ("[the docs](https://a.org/x)", "[文档](https://a.org/x)", []),
        ("[the docs](https://a.org/x)", "[文档](https://a.org/y)", [Subtype.LINK_TARGET]),
        ("[the docs](#label)", "文档", [Subtype.LINK_TARGET]),
        ("a[^n1]", "甲[^n2]", [Subtype.FOOTNOTE]),
        ("{{ version }}", "{{version}}", []),
        ("{{ version }}", "{{ 版本 }}", [Subtype.SUBSTITUTION]),
    ],
)
def test_compare(msgid: str, msgstr: str, expected: list[Subtype]) -> None:
    assert subtypes(msgid, msgstr) == expected


def test_compare_messages_name_what_changed() -> None:
    (issue,) = compare("See {ref}`x <intro>`.", "见 {ref}`x <intro2>`。")
    assert issue.message == (
        "{ref} target changed from 'intro' to 'intro2' ({ref}`x <intro>` became "
        "{ref}`x <intro2>`); translate only the display text: {ref}`译文 <intro>`"
    )
    (issue,) = compare("a `x` b", "甲 乙")
    assert issue.message == "inline code dropped: `x`; keep it as in the msgid"
