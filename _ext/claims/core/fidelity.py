"""The one translation rule: what a msgstr must keep of its msgid.

Used by the build (every catalog of the language, every build) and by ``check-po``, so
the two cannot disagree. A translation may localise words, never a number:

* cited roles: every ``{claim}``, ``{nac}`` and ``{hw}`` of the original, with the same
  target; a claim or exempt number shows the same numbers, its unit changed only as
  ``claims_unit_translations`` declares; a hardware mention shows the same name;
* numbers in the prose: the same numbers, each as often (``26.7k`` may become ``2.67 万``);
* no performance figure that the original does not cite (the detector reads the msgstr);
* one block, as the original: a blank line or a list/heading marker would make Sphinx show
  only the first part, or nothing;
* no raw HTML, no unsafe URL, no bidirectional control characters.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from pathlib import PurePath

from claims.core import claim_sense
from claims.core.digit_names import dropped_names, name_numbers
from claims.core.messages import (
    ANY_ROLE,
    Role,
    extract,
    is_math_message,
    math_skeleton,
)
from claims.core.safety import bidi_controls, raw_html, unsafe_url
from claims.core.units import INVISIBLE
from claims.core.values import (
    SIGN,
    WORD_VALUES,
    ZH_SCALE,
    ZH_SCALES,
    bounds,
    display_numbers,
    same_unit,
    written_numbers,
)
from claims.warnings import Subtype

#: the roles through which a page cites or exempts a number or names hardware
CITED_ROLES = frozenset({"claim", "nac", "hw"})
_ROLE_WORDS = {"claim": "claim", "nac": "exempt number", "hw": "hardware mention"}


class Kind(Enum):
    """What a catalog holds, which decides what its messages may contain."""

    PAGE = "page"  #: MyST text of a document
    DATA = "data"  #: plain text of the data files (``_claims.po``)
    UI = "ui"  #: template strings (``sphinx.po``), inserted into HTML unescaped


#: catalogs whose messages are not page text: Sphinx's UI strings and the data files' words
_KIND_BY_NAME = {"sphinx.po": Kind.UI, "_claims.po": Kind.DATA}


def kind_of(path: PurePath) -> Kind:
    """What the catalog at *path* holds, by its name."""
    return _KIND_BY_NAME.get(path.name, Kind.PAGE)


@dataclass(frozen=True)
class Issue:
    """What one translation breaks, not yet located."""

    subtype: Subtype
    message: str
    #: the part of the message the check read where another check may read it more closely
    #: ("math": check-po's markup check; "name": a hardware profile's name): a caller with
    #: that check's message drops this one, one message for one fault
    part: str = ""


#: a number as the number rule reads it; a multiplier after it scales it
_PROSE_NUMBER = re.compile(
    rf"(?<![\w.])(\d+(?:,\d{{3}})*(?:\.\d+)?)(?:\s?(k|K|M|B|{ZH_SCALE})(?![A-Za-z]))?"
)
_SCALE = {"k": 1000, "K": 1000, "M": 10**6, "B": 10**9, **ZH_SCALES}


_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("January", "Jan"),
            ("February", "Feb"),
            ("March", "Mar"),
            ("April", "Apr"),
            ("May",),
            ("June", "Jun"),
            ("July", "Jul"),
            ("August", "Aug"),
            ("September", "Sep", "Sept"),
            ("October", "Oct"),
            ("November", "Nov"),
            ("December", "Dec"),
        ),
        start=1,
    )
    for name in names
}
#: an English month name in a date ("July 2024", "9 Aug"): Chinese writes it as a number
_MONTH = re.compile(
    r"\b("
    + "|".join(sorted(_MONTHS, key=len, reverse=True))
    + r")\b\.?(?=\s+\d)|(?<=\d\s)("
    + "|".join(_MONTHS)
    + r")\b"
)
_SCALE_WORDS = {
    "thousand": 1000,
    "million": 10**6,
    "billion": 10**9,
    "trillion": 10**12,
    "dozen": 12,
}
#: the number before a scale word: digits, or words ("a billion", "half a million",
#: "seventy billion", "a dozen")
_SCALED = {"a": 1, "an": 1, "one": 1, **{w: n for w, n in WORD_VALUES.items() if w.isascii()}}
_SCALE_WORD = re.compile(
    r"(?i:(?<![\w.])(\d+(?:\.\d+)?|half\s+an?|"
    + "|".join(w for w in sorted(_SCALED, key=len, reverse=True) if isinstance(_SCALED[w], int))
    + r")\s+(thousand|million|billion|trillion|dozen)\b)"
)


def _worded(text: str) -> list[Decimal]:
    """The amounts *text* writes as words before a scale word ("a billion", "half a
    million"): a translation may write them in digits ("10 亿", "50 万")."""
    return [
        Decimal(_scaled(m)).normalize()
        for m in _SCALE_WORD.finditer(text)
        if not m.group(1)[0].isdigit()
    ]


def _scaled(m: re.Match[str]) -> str:
    amount = m.group(1).lower()
    number = (
        Decimal("0.5")
        if amount.startswith("half")
        else Decimal(_SCALED[amount])
        if amount in _SCALED
        else Decimal(amount)
    )
    return format(number * _SCALE_WORDS[m.group(2).lower()], "f")


_RECIPROCAL_PROSE = re.compile(r"(?<![\d.,/])1\s*/\s*(\d+(?:\.\d+)?)(?![\d/])")


def prose_numbers(text: str) -> list[Decimal]:
    """The numbers written in digits in *text*, scaled by k/M/千/万/亿 or an English scale
    word and normalised (``2,000`` = ``2000``, ``26.7k`` = ``2.67 万``, ``7 billion`` =
    ``70 亿``); English month names in dates count as their numbers ("July 2024" and
    "2024 年 7 月" agree)."""
    found = [Decimal(_MONTHS[m.group(1) or m.group(2)]) for m in _MONTH.finditer(text)]
    text = INVISIBLE.sub("", text)  # "32\u200b万" is 32 万
    # a scale after digits ("7 billion"); after words ("a billion") it is a number in words
    text = _SCALE_WORD.sub(lambda m: _scaled(m) if m.group(1)[0].isdigit() else m.group(), text)
    for m in _PROSE_NUMBER.finditer(text):
        value = Decimal(m.group(1).replace(",", ""))
        if m.group(2):
            value *= _SCALE[m.group(2)]
        found.append(value.normalize())
    return found


#: a printf placeholder of Sphinx's and the extension's own strings ("%(minutes)d", "%s",
#: "%(minutes)u", "%(minutes).0f", "%(minutes)#d"); a space as its flag only after a name,
#: since "50% done" is prose
_PLACEHOLDER = re.compile(
    r"%(?:\([A-Za-z_]\w*\)[#0\- +]*|[#0\-+]*)(?:\d+|\*)?(?:\.(?:\d+|\*))?[hlL]?"
    r"[diouxXeEfFgGcrsa]"
)
#: the first number a placeholder is read as: one no message writes
_STAND_IN = 918_273_645


def _placeholder_name(placeholder: str) -> str:
    named = re.match(r"%\((\w+)\)", placeholder)
    return named.group(1) if named else placeholder


def _placeholder_figures(
    msgid: str,
    msgstr: str,
    stand_ins: Mapping[str, str],
    find_figures: Callable[[str], Iterable[str]],
) -> list[Issue]:
    """A placeholder the translation makes a figure of another kind than the original's
    ("%(minutes)d min read" → "吞吐量：%(minutes)d"): the number the template fills in is the
    original's, its meaning is not."""

    def kinds(text: str) -> dict[str, set[str | None]]:
        text = _PLACEHOLDER.sub(lambda m: stand_ins[m.group()], text)
        found: dict[str, set[str | None]] = {}
        for figure in find_figures(text):
            for stand_in in stand_ins.values():
                if stand_in in figure:
                    found.setdefault(stand_in, set()).add(_unit_kind(figure))
        return found

    before, after = kinds(msgid), kinds(msgstr)
    # and the units the original writes it with, a figure or not ("%(minutes)d min read")
    written = _numbers_with_units(_PLACEHOLDER.sub(lambda m: stand_ins[m.group()], msgid))
    for kind, numbers in written.items():
        for stand_in in stand_ins.values():
            if Decimal(stand_in) in numbers:
                before.setdefault(stand_in, set()).add(kind)
    return [
        Issue(
            Subtype.UNCITED,
            f"the translation makes {stand_in} a figure the original does not ("
            f"{', '.join(sorted(k or 'no unit' for k in after[stand_in]))}); translate only "
            "what the original says",
        )
        for stand_in in after
        if not after[stand_in] <= before.get(stand_in, set())
    ]


def compare(
    msgid: str,
    msgstr: str,
    *,
    kind: Kind = Kind.PAGE,
    units: Mapping[str, str] | None = None,
    find_figures: Callable[[str], Iterable[str]] | None = None,
) -> list[Issue]:
    """Everything *msgstr* breaks of the rule, given its *msgid*.

    *units* is ``claims_unit_translations`` of the msgstr's language; *find_figures* the
    detector (text → the uncited figures in it); without it, uncited figures are not
    looked for.
    """
    placeholders = _PLACEHOLDER.findall(msgid + msgstr)
    if placeholders:
        # each placeholder read as a number of its own ("%(minutes)d 倍" is a figure), and
        # named as written in the messages
        # a named one by its name, whatever its conversion ("%(minutes)d", "%(minutes).0f")
        names = list(dict.fromkeys(_placeholder_name(p) for p in placeholders))
        stand_ins = {p: str(_STAND_IN + names.index(_placeholder_name(p))) for p in placeholders}
        read = compare(
            _PLACEHOLDER.sub(lambda m: stand_ins[m.group()], msgid),
            _PLACEHOLDER.sub(lambda m: stand_ins[m.group()], msgstr),
            kind=kind,
            units=units,
            find_figures=find_figures,
        )
        if find_figures is not None and not read:
            read = _placeholder_figures(msgid, msgstr, stand_ins, find_figures)
        for placeholder, stand_in in reversed(stand_ins.items()):  # the msgid's way first
            read = [Issue(i.subtype, i.message.replace(stand_in, placeholder)) for i in read]
        return read
    issues: list[Issue] = []
    before = extract(msgid, CITED_ROLES) if kind is Kind.PAGE else None
    after = extract(msgstr, CITED_ROLES) if kind is Kind.PAGE else None
    if before is not None and after is not None:
        issues += _compare_roles(before.roles, after.roles, units or {})
        issues += _compare_hedges(msgid, msgstr, before.roles, after.roles)
        issues += _compare_directions(msgid, msgstr, before.roles, after.roles)
        issues += _compare_rates(msgid, msgstr, before.roles, after.roles)
        issues += _compare_sense(msgid, msgstr, before.roles, after.roles)
        if not is_math_message(msgid):  # a formula has its own lines
            issues += _structure(msgid, msgstr)
        issues += _code_numbers(before.code, after.code)
        issues += _math_numbers(before.math, after.math)
        # (a formula's words follow the prose's rule)
        prose_before = before.prose + " " + math_words(before.math)
        prose_after = after.prose + " " + math_words(after.math)
        for url in after.urls + after.link_targets:
            why = unsafe_url(url)
            if why and url not in before.urls + before.link_targets:
                issues.append(Issue(Subtype.UNSAFE_URL, f"link {url!r} in the msgstr: {why}"))
    else:
        prose_before, prose_after = msgid, msgstr
    unsafe = _unsafe(prose_before, prose_after, kind)
    if any(issue.subtype is Subtype.RAW_HTML for issue in unsafe):
        return issues + unsafe  # injected markup ("alert(1)") is not a number to compare
    number_issues = _numbers(prose_before, prose_after) or _names(prose_before, prose_after)
    issues += number_issues
    if find_figures is not None and not number_issues:  # one message for one fault
        shown = extract(msgid).prose if kind is Kind.PAGE else None
        for figure in added_figures(prose_before, prose_after, find_figures, shown):
            issues.append(
                Issue(
                    Subtype.UNCITED,
                    (
                        f"the translation shows the uncited performance figure {figure!r}, "
                        "which is no figure of the original; translate only what the original "
                        "says (if the original means it as one, cite it there)"
                    ),
                )
            )
    return issues + unsafe


#: a number after a word that makes it a label: a step, a figure, a table, a section, a
#: version, an item ("Step 3", "Fig. 2", "§4.1", "v0.6.3", "第 3 步")
#: a label's number: digits ("3", "6.1", "4b") or a small number in words ("Step three")
_LABEL_VALUE = (
    r"(?:\d+(?:\.\d+)*[a-z]?(?!\w|\.\d)|(?i:one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve)\b)"
)
_LABEL_NUMBER = re.compile(
    r"(?P<label>\b(?i:steps?|figures?|figs?\.?|tables?|tabs?\.|sections?|secs?\.|chapters?|"
    r"ch\.|eqs?\.?|equations?|listings?|parts?|phases?|stages?|rounds?|items?|rules?|issues?|"
    r"nos?\.|versions?|v|lines?|pages?|appendix|algorithms?|alg\.|lemmas?|theorems?|runs?|"
    r"experiments?|exp\.|ex\.|trials?|cases?|examples?|scenarios?|epochs?|layers?|nodes?|tests?|"
    r"iterations?|tasks?|questions?|problems?|levels?|tiers?|points?|notes?|footnotes?|slides?|"
    r"panels?|rows?|columns?|col\.|modules?|weeks?|days?|cells?|sect?\.?|refs?\.|pr)"
    r"\s*[#(\[]?\s*"
    # a list of them: "Steps 3 and 4", "Figures 2, 5 and 7", "Sections 3-5"
    rf"|§\s*|第\s*){_LABEL_VALUE}(?:\s*(?:,|and|or|to|through|&|-|–)\s*{_LABEL_VALUE})*"
    # an ordinal: "the 3rd run"; a number in brackets or after #: "(3)", "[3]", "#3"
    r"|\b\d+(?i:st|nd|rd|th)\b|(?<![\w)\]])[(\[]\d+[)\]]|(?<![\w&])#\d+\b"
)


def added_figures(
    before: str,
    after: str,
    find_figures: Callable[[str], Iterable[str]],
    shown_before: str | None = None,
) -> list[str]:
    """Figures the detector finds in *after* that are no figure of the original.

    A figure of the translation stands for one of the original when its numbers are those
    of a figure of the original with a unit of the same kind, either one the detector finds
    or one the original writes with such a unit ("2 bytes" for "2 字节", "one month" for
    "一个月", "12 or 24 hours" for "12 小时或 24 小时"; the detector may not read the
    original's wording as a figure, and if it is uncited there it is the original's to
    cite). A number the original writes as something else (a count, a step, a version, a
    model's name) makes no figure of it in the translation: "at least two GPUs" is not "吞吐高
    2 倍", "93.3%" is not "93.3 倍". A figure without a unit ("接近 1") needs only its number in
    the original. What is left was added in translation. *shown_before* is the original as a
    reader reads it, roles shown (a unit may be inside one: "30 or {nac}`60 seconds …`").
    """
    context = shown_before if shown_before is not None else before
    known: dict[str | None, set[Decimal]] = _numbers_with_units(context)
    # a share is a figure only where the detector reads one: "30% of the data" is not "吞吐
    # 提升 30%"
    known.pop("percent", None)
    # ratios the original writes in words, read as a figure or not ("Two nodes double the
    # number of GPUs" is "GPU 的数量翻倍")
    for m in _RATIO_WORDS.finditer(context):
        known.setdefault("ratio", set()).update(_numbers_of(m.group(0)))
    #: the numbers of every figure of the original, for a unit of no kind known here
    #: ("10 req/s" for "每秒 10 个请求")
    figures: set[Decimal] = set()
    for figure in find_figures(before):
        of_figure = {*_numbers_of(figure), *prose_numbers(figure)}
        known.setdefault(_unit_kind(figure), set()).update(of_figure)
        figures |= of_figure
    # a number the original uses as a label ("Step 3", "Figure 2", "v1.2") is no value: a
    # translation that drops the label and shows the number as a figure ("吞吐量：3") adds one
    unlabelled = _LABEL_NUMBER.sub(lambda m: m.group("label") or "", before)
    anywhere = (
        set(prose_numbers(unlabelled))
        | set(written_numbers(unlabelled))
        | {
            Decimal(d).normalize()
            # not inside a name: "H100", "fp16", "Llama-3-70B" give no value
            for d in re.findall(r"(?<![\w.-])\d+(?:\.\d+)?(?![\w-])", unlabelled.replace(",", ""))
        }
        | {n for numbers in known.values() for n in numbers}  # "an hour", "half a second"
    )
    added = []
    for figure in find_figures(after):
        numbers = _numbers_of(figure)
        unit = _unit_text(figure)
        if not re.search(r"\d", figure):
            # all in words: a number of the original with a unit of its kind ("两倍" is no
            # figure of "two GPUs", "四毫秒" none of "Step 4"; "翻倍" is one of "doubles")
            kind = _unit_kind(figure)
            if kind:
                accepted = known.get(kind, set())
            else:  # a unit of no kind known here ("三十二 TFLOPS"): a figure's number
                accepted = figures if unit else anywhere
            # "一天半" is read "一天": the half after its unit, for "one and a half days"
            accepted = accepted | {n - Decimal("0.5") for n in accepted if n % 1 == Decimal("0.5")}
        elif not unit:  # no unit ("接近 1"): its number only
            accepted = anywhere
        else:
            kind = _unit_kind(figure)
            accepted = known.get(kind, set()) if kind else figures
        # "4× smaller" may read "降到原来的四分之一": a reduction written as its reciprocal
        if not numbers or not all(
            n in accepted or (n and _reciprocal(n) in accepted) for n in numbers
        ):
            added.append(figure)
    return added


def _numbers_of(figure: str) -> list[Decimal]:
    numbers = [n.normalize() for n, _ in display_numbers(figure)] or written_numbers(figure)
    # "半秒", "半小时", "halves": a half with no numeral before it
    return numbers or ([Decimal("0.5")] if re.search(r"半|(?i:\bhalv)", figure) else [])


#: kinds of unit, in either language: a translated figure's unit and its original's agree
_UNIT_KINDS = {
    "ratio": r"×|x|倍|fold|times|twice|thrice|tripled?|quadrupled?",
    # each scale its own kind: "2 bytes" is not "2 GB"
    "byte": r"bytes?|字节|B",
    "kilobyte": r"KB|KiB|千字节",
    "megabyte": r"MB|MiB|兆字节",
    "gigabyte": r"GB|GiB|G",
    "terabyte": r"TB|TiB|T",
    "token": r"tokens?|词元|令牌",
    "millisecond": r"ms|milliseconds?|毫秒",
    "second": r"s|secs?|seconds?|秒钟?",
    "minute": r"mins?|minutes?|分钟",
    "hour": r"h|hrs?|hours?|小时",
    "day": r"days?|天",
    "month": r"months?|个?月",
    "percent": r"%|percent|成",
}
_KIND_OF_UNIT = [(kind, re.compile(rf"(?i:{units})")) for kind, units in _UNIT_KINDS.items()]
_ZH_DIGITS = "零〇一二两三四五六七八九十百千万亿"
#: a figure's words up to its last number and its measure word: what is left is its unit
_UP_TO_NUMBER = re.compile(rf"^.*[\d{_ZH_DIGITS}](?:\s?[kKM](?![A-Za-z]))?\s*-?\s*(?:个\s*)?")
#: a number: digits with a scale, a word, numerals
_EN_NUMBER_WORDS = "|".join(
    sorted({"a", "an", "one", "single", *(w for w in WORD_VALUES if w.isascii())}, key=len)[::-1]
)
#: (a word only if it is a number's: in "Llama-3-70B" no word leads to "3-70 B")
_A_NUMBER = rf"(?:\d[\d,]*(?:\.\d+)?\s?[kKM]?|(?i:\b(?:{_EN_NUMBER_WORDS})\b)|[{_ZH_DIGITS}]+)"
#: numbers that share the unit after the last of them ("12 or 24 hours", "1, 2 and 4
#: seconds"), not inside a name ("Mixtral-8x7B", "H100s") nor a size ("4 x 4 blocks");
#: "times" is a ratio only before a comparison ("3 times faster", not "ran 3 times")
_NUMBERS_AND_UNIT = re.compile(
    rf"(?<![A-Za-z\-.\d])({_A_NUMBER}(?:\s*(?:,|、|or|and|to|或|和|至|到|-|–)\s*{_A_NUMBER})*)"
    rf"[\s-]*((?i:{'|'.join(_UNIT_KINDS.values())}))(?![A-Za-z0-9])"
    r"(?<!times)(?<!x)(?<!×)"
    r"|(?<![A-Za-z\-.\d])(\d+(?:\.\d+)?)\s*([x×]|times)(?!\s*\d)"
    r"(?=\s+(?:faster|slower|more|less|fewer|higher|lower|larger|smaller|cheaper|better|longer|"
    r"shorter|as|the|over|speed|improvement|reduction|increase|gain))"
)
_SEPARATOR = re.compile(r"\s*(?:,|、|\bor\b|\band\b|\bto\b|或|和|至|到|-|–)\s*")
_ONE = {"a", "an", "one", "single"}
#: halves written out, before a unit: "half a second", "one and a half days"
_HALVES = [
    (re.compile(r"(?i:\b(?:one|an?)\s+and\s+a\s+half\s+)"), "1.5 "),
    (re.compile(r"(?i:\bhalf\s+an?\s+)"), "0.5 "),
]


def _unit_text(figure: str) -> str:
    """A figure's unit as written: its words after its last number ("" for none)."""
    return _UP_TO_NUMBER.sub("", figure).strip() if _UP_TO_NUMBER.match(figure) else figure


#: ratios written in words that carry their own number ("doubles", "减半", "threefold"),
#: not after a number ("2 doubles per row" are values of a type)
_RATIO_WORDS = re.compile(
    r"(?<!\d )(?i:\b(?:twice|thrice|(?:doubl|tripl|quadrupl)(?:e[sd]?|ing)|halv(?:e[sd]?|ing)|half|"
    r"[a-z]+-?fold)\b)|翻倍|翻番|翻了?一番|减半|折半|一半"
)
#: words of a kind beyond its units, for a figure written in words: a factor and an order
#: of magnitude are ratios, 百分之 a percentage. A fraction is of no kind: "降到原来的四分之一"
#: may say "rather than a clean four" after a ratio
_KIND_WORDS = {
    "ratio": rf"{_RATIO_WORDS.pattern}|(?i:\bfactor\s+of\b|\borders?\s+of\s+magnitude\b)|"
    "数量级",
    "percent": "百分之",
}
#: a unit among a figure's words, for a figure written in words ("twice as fast",
#: "threefold", "half the memory", "两天", "半秒"); a unit of time or size before a ratio's
#: words ("half a second" is a time)
_KIND_IN_WORDS = [
    (
        kind,
        re.compile(
            rf"(?i:(?<![A-Za-z])(?:{units})(?![A-Za-z]))"
            + (f"|{_KIND_WORDS[kind]}" if kind in _KIND_WORDS else "")
        ),
    )
    for kind, units in sorted(_UNIT_KINDS.items(), key=lambda item: item[0] == "ratio")
]


#: a unit per unit of time, either side of the number: a rate is its own kind ("每秒 512 词元"
#: is no "512-token prompt")
_RATE = re.compile(
    r"(?i:/\s*(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)\b|\bper\s+(?:second|sec|minute|"
    r"hour)\b|\b(?:a|every|each)\s+second\b)|/\s*(?:秒|分钟|小时)|每(?:一)?(?:秒|分钟|小时)"
)


def _unit_kind(figure: str) -> str | None:
    if _RATE.search(figure):
        return "rate"
    unit = _unit_text(figure)
    kind = next((kind for kind, units in _KIND_OF_UNIT if units.fullmatch(unit)), None)
    if kind is None and not re.search(r"\d", figure):
        kind = next((kind for kind, units in _KIND_IN_WORDS if units.search(figure)), None)
    return kind


def _numbers_with_units(text: str) -> dict[str | None, set[Decimal]]:
    """Kind of unit -> the numbers *text* writes with a unit of that kind."""
    found: dict[str | None, set[Decimal]] = {}
    for words, number in _HALVES:
        text = words.sub(number, text)
    text = _SCALE_WORD.sub(_scaled, text)  # "1 trillion tokens" is "1 万亿个词元"
    for m in _NUMBERS_AND_UNIT.finditer(text):
        numbers_text, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        kind = _unit_kind(f"0 {unit}")
        for number in _SEPARATOR.split(numbers_text):
            word = number.strip().lower()
            values = [Decimal(1)] if word in _ONE else _numbers_of(number)
            found.setdefault(kind, set()).update(n.normalize() for n in values)
    return found


#: what makes a changed code span a changed number: a digit or a Chinese numeral
_NUMERAL = re.compile(r"[\d零〇一二两三四五六七八九十百千万亿]")


def _code_numbers(before: list[str], after: list[str]) -> list[Issue]:
    """Inline code is shown as written and never scanned: a code span the translation
    changes, or adds, may not carry a number ("`claims.json（吞吐高 4.5 倍）`")."""
    changed = Counter(after) - Counter(before)
    return [
        Issue(
            Subtype.TRANSLATION_NUMBER,
            f"the translation's inline code `{code}` is not the original's and writes a number; "
            "keep the original's code as it is",
        )
        for code in changed
        if _NUMERAL.search(code)
    ]


#: a number in LaTeX
_MATH_NUMBER = re.compile(r"\d+(?:\.\d+)?")
#: the words of a formula, which a translation may translate ("\\text{tokens}")
_MATH_TEXT = re.compile(r"\\(?:text|mathrm|textrm|mbox|operatorname)\s*\{([^{}]*)\}")


def math_words(spans: list[str]) -> str:
    """The words of *spans*' ``\\text{}`` groups, read as prose: their numbers follow the prose
    rule ("\\text{2 GPUs}" may be "\\text{两块 GPU}")."""
    return " ".join(m.group(1) for span in spans for m in _MATH_TEXT.finditer(span))


def _math_numbers(before: list[str], after: list[str]) -> list[Issue]:
    """Inline math (``$O(n^2)$``) is shown as written and never scanned: each formula stays
    the original's outside its ``\\text{}`` words (``10^{-3}`` is not ``10^{3}``, ``O(n^2)``
    not ``O(2^n)``); the formulas of a message may change places, as the sentence's words do."""

    def skeletons(spans: list[str]) -> Counter[str]:  # (a minus sign as a hyphen)
        return Counter(math_skeleton(span.replace("−", "-")) for span in spans)

    old, new = skeletons(before), skeletons(after)
    if old == new:
        return []

    def numbers(formulas: Counter[str]) -> Counter[Decimal]:
        text = " ".join(formulas.elements())
        return Counter(Decimal(n).normalize() for n in _MATH_NUMBER.findall(text))

    if numbers(old) != numbers(new):
        changes = [f"drops {_plain(n)}" for n in (numbers(old) - numbers(new)).elements()]
        changes += [f"adds {_plain(n)}" for n in (numbers(new) - numbers(old)).elements()]
        what = ", ".join(changes)
    else:
        what = "changes a formula outside its \\text{} words"
    return [
        Issue(
            Subtype.TRANSLATION_NUMBER,
            f"the translation's math {what}; keep the original's formula",
            part="math",
        )
    ]


def _reciprocal(number: Decimal) -> Decimal:
    return (Decimal(1) / number).quantize(Decimal("0.000001")).normalize()


def _compare_roles(before: list[Role], after: list[Role], units: Mapping[str, str]) -> list[Issue]:
    issues = []
    cited_before = [r for r in before if r.name in CITED_ROLES]
    cited_after = [r for r in after if r.name in CITED_ROLES]
    old_keys = Counter(r.key for r in cited_before)
    new_keys = Counter(r.key for r in cited_after)
    for (name, target), _count in (old_keys - new_keys).items():
        shown = next(r.display for r in cited_before if r.key == (name, target))
        issues.append(
            Issue(
                Subtype.TRANSLATION_DROPPED,
                (
                    f"translation drops {_ROLE_WORDS[name]} {target or shown!r} ({shown}) of the "
                    f"original; keep the role with the same target in the msgstr"
                ),
            )
        )
    for (name, target), _count in (new_keys - old_keys).items():
        shown = next(r.display for r in cited_after if r.key == (name, target))
        issues.append(
            Issue(
                Subtype.TRANSLATION_ADDED,
                (
                    f"translation adds {_ROLE_WORDS[name]} {target or shown!r} ({shown}) that the "
                    f"original does not have; translate only what the original says"
                ),
            )
        )
    for key in old_keys & new_keys:
        old = [r for r in cited_before if r.key == key]
        new = [r for r in cited_after if r.key == key]
        # a role kept fewer or more times than the original is reported above, by count
        for role_before, role_after in zip(old, new, strict=False):
            issues += _compare_display(role_before, role_after, units)
    return issues


#: how far before a claim a hedge may stand and still bound it ("serves up to {claim}…",
#: "浪费超过 {claim}…")
_HEDGE_REACH = 16


#: the words right after a claim that bound it, in Chinese ("{claim}`2.1 倍`以上", "左右"),
#: up to a mark or the next role
_HEDGE_AFTER = re.compile(r"(?:\s|\{cite(?::\w+)?\}`[^`]*`)*[^，。；：、,.;:{]{0,8}")


def _hedged(text: str, role: Role) -> str:
    """The words just before a claim, back to the role before it, if any, and the few
    right after it (with the claim's last character, as "倍多" reads)."""
    end = 0
    for m in ANY_ROLE.finditer(text):
        if m.group() == role.source():
            after = _HEDGE_AFTER.match(text, m.end())
            return (
                text[max(end, m.start() - _HEDGE_REACH) : m.start()]
                + " "
                + role.display[-1:]
                + (ANY_ROLE.sub("", after.group()) if after else "")
            )
        end = m.end()
    return ""


#: the senses a comparative or a verb of change gives a claim, English and Chinese: a
#: translation may not turn the one beside a claim into its opposite ("{claim}`2.1×` more
#: requests" is not "少 {claim}`2.1 倍`", "cuts latency by {claim}`40%`" not "延迟增加了
#: {claim}`40%`"). Up and down hold the comparatives of amount, size and level alike, and
#: speed is a pair of its own, so that "faster" may read "延迟低". "More than" and "less
#: than" are bounds (the hedge check's), not comparatives
_DIRECTIONS = {
    "up": (
        r"\b(?:more(?!\s+than)|higher|larger|bigger|greater|increas(?:e[sd]?|ing)|"
        r"rais(?:e[sd]?|ing)|boost(?:s|ed|ing)?|grow(?:s|n|ing)?|grew|ris(?:e[sn]?|ing)|rose)\b",
        r"(?<![至不最许很])多(?![个少种卡机轮模步头样次达节量])|增加|增多|增长|增大|提高|提升|上升|"
        r"膨胀|翻了|拉长|延长|变长|增至|升至|"
        r"(?<!最)高(?!达|效|于)|(?<![最很较巨强庞])大(?![于约概幅量型模规部家多小])",
    ),
    "down": (
        r"\b(?:fewer|less(?!\s+than)|lower|smaller|reduc(?:e[sd]?|ing|tions?)|cut(?:s|ting)?|"
        r"decreas(?:e[sd]?|ing)|drop(?:s|ped|ping)?|shr(?:ink|inks|inking|unk)|fell|falls?)\b",
        r"(?<![至不最多减])少(?!量|数)|减少|缩水|缩小|缩减|缩短|变短|减半|降低|下降|下滑|降(?:到|至|为|了)|"
        r"(?<!最)低(?!于)|(?<![最很较大])小(?![于时型模])",
    ),
    "faster": (r"\b(?:faster|quicker|speed-?ups?)\b", r"快|提速|加速(?!比)"),
    "slower": (r"\b(?:slower|slow-?downs?)\b", r"慢|降速|减速|落后|逊于"),
}
_OPPOSITE = {"up": "down", "down": "up", "faster": "slower", "slower": "faster"}
#: each sense as a message names it
_SENSE_WORDS = {
    "up": "more or higher",
    "down": "fewer or lower",
    "faster": "faster",
    "slower": "slower",
}
#: how far from a claim a Chinese comparative is read: before it ("少 2.1 倍"), and a few
#: characters after ("{claim}… 的减速"); English reads the claim's clause
_DIRECTION_REACH_ZH = (8, 4)


#: the verb between a time or a speed and the multiple of it ("是", "增至", "相当于", "有")
_MULTIPLE_VERB = r"\s*(?:都|也|约|大约|仅|只)?\s*(?:是|为|达到?|增至|增加到|升至|相当于|有)"
#: a time or a speed grown by the claim ("延迟增加了 {claim}`2.1 倍`")
_GROWN = r"\s*(?:增加|增长|上升|变长|延长|拉长|提高|提升|加快)了?"
#: a Chinese multiple of a time or of a speed, right before the claim ("耗时是 TGI 的
#: {claim}`2.1 倍`" takes longer; "吞吐量是 TGI 的 {claim}`2.1 倍`" is more and faster)
_MULTIPLE_OF_ZH = (
    (
        ("slower", "up"),
        re.compile(
            # the time right before its verb, not a time the clause names in passing
            # ("在相同时间内处理的请求数是 … 的" is a count)
            # (not TPOT and the like, which the site's catalogs state from the other side:
            # "旧版的 TPOT 是新版的 5 倍" for "a 5× lower TPOT")
            r"(?:耗时|用时|时长|(?<!相同)(?<!单位)时间|时延|延迟|延时|等待时间)"
            rf"(?:{_MULTIPLE_VERB}[^，。；：]*的|{_GROWN})\s*$"
        ),
    ),
    (
        ("faster", "up"),
        re.compile(
            rf"(?:速度|速率|吞吐量?|处理能力|性能)(?:{_MULTIPLE_VERB}[^，。；：]*的|{_GROWN})\s*$"
        ),
    ),
)
#: a time named after the multiple: "需要 TGI 的 {claim}`2.1 倍`时间"
_TIME_AFTER = re.compile(r"\s*(?:的)?\s*(?:时间|耗时|用时|时长)")


def _multiple_of(text: str, role: Role) -> set[str]:
    """The senses of a Chinese claim stated as a multiple (more than one) of a time or a
    speed (see :data:`_MULTIPLE_OF_ZH`)."""
    numbers = display_numbers(role.display)
    if len(numbers) != 1 or numbers[0][0] <= 1 or "/" in role.display:
        return set()
    shown = claim_sense.shown(text)
    at = shown.find(role.source())
    if at >= 0 and _TIME_AFTER.match(shown, at + len(role.source())):
        return {"slower", "up"}
    words = claim_sense.words_before(shown, role)
    words = re.split(r"[，；：,;:]", words)[-1]
    return {
        sense for senses, pattern in _MULTIPLE_OF_ZH if pattern.search(words) for sense in senses
    }


def _directions(text: str, role: Role, language: str) -> set[str]:
    if language == "en":
        # the claim's own clause: "improves throughput by {claim}… while reducing latency"
        # holds one comparative of the claim's
        window = claim_sense.clause(claim_sense.shown(text), role)
        return {name for name, words in _DIRECTIONS.items() if re.search(words[0], window, re.I)}
    before_n, after_n = _DIRECTION_REACH_ZH
    end = 0
    for m in ANY_ROLE.finditer(text):
        if m.group() == role.source():
            following = ANY_ROLE.search(text, m.end())
            window = (
                text[max(end, m.start() - before_n) : m.start()]
                + " "
                + text[
                    m.end() : min(m.end() + after_n, following.start() if following else len(text))
                ]
            )
            return {
                name for name, words in _DIRECTIONS.items() if re.search(words[1], window, re.I)
            } | _multiple_of(text, role)
        end = m.end()
    return set()


def _claims_in_both(before: list[Role], after: list[Role]) -> list[tuple[Role, Role]]:
    """Each claim of the original with its translation's rendering of it (a claim the
    translation drops is :func:`_compare_roles`' to report)."""
    claims_after = {r.key: r for r in after if r.name == "claim"}
    return [
        (role, claims_after[role.key])
        for role in before
        if role.name == "claim" and role.key in claims_after
    ]


def _compare_directions(
    msgid: str, msgstr: str, before: list[Role], after: list[Role]
) -> list[Issue]:
    issues = []
    for role, translated in _claims_in_both(before, after):
        original = _directions(msgid, role, "en")
        turned = _directions(msgstr, translated, "zh")
        for name in sorted(original):
            opposite = _OPPOSITE[name]
            if opposite in turned and name not in turned and opposite not in original:
                issues.append(
                    Issue(
                        Subtype.TRANSLATION_CHANGED,
                        f"translation turns {translated.display!r} ({role.target}) from "
                        f"{_SENSE_WORDS[name]!r} to {_SENSE_WORDS[opposite]!r}; keep the "
                        "original's direction",
                    )
                )
    return issues


#: the words a rate may be stated in, beyond a unit's: a day's ("per day", "每天"), a second
#: spelt apart or averaged ("每 秒", "秒均"), a span of time within which ("一秒钟内")
_RATE_WORDS = re.compile(
    rf"{_RATE.pattern}|(?i:\bper[\s-]+(?:second|minute|hour|day|week|month|year)\b|"
    r"\b(?:an?|every|each)\s+(?:minute|hour|day|week|month|year)\b|"
    # ("a second" as a time, not an ordinal: "1M tokens a second", not "a second GPU")
    r"\b(?:a|every|each)\s+second\b(?!\s+[A-Za-z])|\b(?:hourly|daily|weekly|monthly|yearly)\b|"
    r"\b(?:TPS|QPS|RPS|throughput|goodput)\b|/\s*(?:day|d)\b)|"
    r"每\s*(?:一\s*)?(?:个\s*)?(?:秒|分钟?|小时|天|日|周|月)|秒均|按\s*(?:秒|分钟|小时|天)|"
    r"[一1]\s*(?:秒|分钟|小时|天)钟?\s*(?:之)?内|/\s*(?:天|日)"
)
#: where the words right after a claim stop: a clause's end
_CLAUSE_END = re.compile(r"[，、,：:（(。；！？;!?\n]|\.(?=\s|$)")
#: how far after a claim a rate's words are read ("{claim}`1M 词元`/秒")
_RATE_REACH_AFTER = 6


def _compare_rates(msgid: str, msgstr: str, before: list[Role], after: list[Role]) -> list[Issue]:
    """A rate the original does not state may not stand in a claim's sentence: "每秒，
    {claim}`1M 词元`" or "每秒都可以稳定地生成 {claim}`1M 词元`" makes a context length a
    throughput, whatever lies between (the page's check reads only the words that touch it).
    A rate in another claim's unit is that claim's: its words neither excuse nor count."""
    if _RATE_WORDS.search(ANY_ROLE.sub(" ", msgid)):
        return []
    issues = []
    for role, translated in _claims_in_both(before, after):
        if _unit_kind(translated.display) == "rate":
            continue
        written = translated.source()
        at = msgstr.find(written)
        if at < 0:
            continue
        # back to the sentence's start or the figure before it, whichever is nearer (a
        # citation between is read through: "每秒 {cite:p}`paper` 可生成 {claim}…")
        after_text = msgstr[at + len(written) : at + len(written) + _RATE_REACH_AFTER]
        stop = _CLAUSE_END.search(after_text)
        window = (
            claim_sense.words_before(msgstr, translated)
            + " "
            + after_text[: stop.start() if stop else None]
        )
        # (吞吐 makes a count of tokens a rate, not a ratio or a share: "吞吐量最高可达 HF 的
        # {claim}`24 倍`" is "24× more requests")
        throughput = _unit_kind(translated.display) == "token" and "吞吐" in window
        if throughput or _RATE_WORDS.search(ANY_ROLE.sub(" ", window)):
            issues.append(
                Issue(
                    Subtype.TRANSLATION_CHANGED,
                    f"translation makes {translated.display!r} ({role.target}) a rate, which "
                    "the original does not; keep what the claim measures",
                )
            )
    return issues


def _compare_sense(msgid: str, msgstr: str, before: list[Role], after: list[Role]) -> list[Issue]:
    """A claim the original states may not be denied, nor given to the other side of its
    comparison (:mod:`claims.core.claim_sense`)."""
    issues = []
    for role, translated in _claims_in_both(before, after):
        if claim_sense.negated(msgid, msgstr, role, translated):
            issues.append(
                Issue(
                    Subtype.TRANSLATION_CHANGED,
                    f"translation denies {translated.display!r} ({role.target}), which the "
                    "original states; keep the original's sense",
                )
            )
        elif claim_sense.scaled_after(msgid, msgstr, role, translated):
            issues.append(
                Issue(
                    Subtype.TRANSLATION_CHANGED,
                    f"translation writes a scale or a unit right after {translated.display!r} "
                    f"({role.target}), where the original writes none: a reader would read "
                    "another number; keep what follows the figure as the original has it",
                )
            )
        elif claim_sense.sides_swapped(msgid, msgstr, role, translated):
            issues.append(
                Issue(
                    Subtype.TRANSLATION_CHANGED,
                    f"translation swaps the sides of the comparison of {translated.display!r} "
                    f"({role.target}): what the original compares it with stands outside the "
                    "translation's comparison; keep which side the claim is of",
                )
            )
    return issues


#: how long the words between two claims may be for a hedge before the first to govern the
#: second ("up to {claim}`3.3×` prefill and {claim}`5.2×` decode")
_LIST_REACH = 40


def _compare_hedges(msgid: str, msgstr: str, before: list[Role], after: list[Role]) -> list[Issue]:
    """Each claim keeps its own bound: a hedge moved out of a claim, or put before it, may not
    state another bound than the original's ("{claim}`under 4%`" is not "超过 {claim}`4%`"),
    nor may the translation drop the original's ("up to {claim}`9×` faster" is not "快
    {claim}`9 倍`"). A claim's bound is what the words before it back to the figure before it
    state, and the words after it; a hedge before a list may govern the list. The bound a
    translation must keep is the one a hedge right next to the claim states."""
    issues = []
    en, zh = claim_sense.shown(msgid), claim_sense.shown(msgstr)
    governing: frozenset[str] = frozenset()
    kept: frozenset[str] = frozenset()
    for role, translated in _claims_in_both(before, after):
        words, following = claim_sense.words_before(en, role), claim_sense.words_after(en, role)
        # what the words around the claim state may stand; what a hedge next to it states
        # must (a superlative further off allows its bound: "its lowest latency is {claim}…")
        stated = bounds(claim_sense.plain(words + " " + following) + " " + role.display)
        # (a superlative bounds the figure one way or the other: "the best p50 latency, at
        # {claim}…" may read "延迟最低，为 {claim}…")
        if claim_sense.SUPERLATIVE.search(words + " " + following):
            stated |= {"at most", "at least"}
        own = bounds(claim_sense.hedge(words, following) + " " + role.display)
        # (a claim with a hedge of its own is governed by none before it)
        allowed = stated | (governing if len(words) <= _LIST_REACH and not own else frozenset())
        governing = allowed
        near = bounds(_hedged(msgstr, translated) + " " + translated.display)
        words_zh = claim_sense.words_before(zh, translated)
        # (the translation's hedge may govern its list too: "最高是 A 的 {claim}…、B 的 {claim}…")
        anywhere = (
            near
            | bounds(words_zh)
            | claim_sense.kept_bounds(zh, translated)
            | (kept if len(words_zh) <= _LIST_REACH else frozenset())
        )
        kept = anywhere
        if near - allowed:
            issues.append(
                Issue(
                    Subtype.TRANSLATION_CHANGED,
                    (
                        f"translation bounds {translated.display!r} ({role.target}) as "
                        f"{', '.join(sorted(near - allowed))}, which the original does not; keep "
                        "the original's hedge"
                    ),
                )
            )
        elif own - anywhere:
            issues.append(
                Issue(
                    Subtype.TRANSLATION_CHANGED,
                    (
                        f"translation drops the bound of {translated.display!r} ({role.target}): "
                        f"the original states it {', '.join(sorted(own - anywhere))}; keep the "
                        "original's hedge"
                    ),
                )
            )
    return issues


def _negatives(display: str) -> int:
    """How many of a figure's numbers are negative ("-15%", "−0.3 pp")."""
    return len(SIGN.findall(display))


def _compare_display(before: Role, after: Role, units: Mapping[str, str]) -> list[Issue]:
    what = before.target or _ROLE_WORDS[before.name]
    if before.name == "hw":
        if before.display.strip() != after.display.strip():
            return [
                Issue(
                    Subtype.TRANSLATION_CHANGED,
                    (
                        f"translation names hardware {after.display!r} where the original names "
                        f"{before.display!r} ({what}); hardware names are never translated"
                    ),
                )
            ]
        return []
    if [n for n, _ in display_numbers(before.display)] != [
        n for n, _ in display_numbers(after.display)
    ]:
        return [
            Issue(
                Subtype.TRANSLATION_CHANGED,
                (
                    f"translation shows {after.display!r} where the original shows "
                    f"{before.display!r} ({what}); a translation may localise the unit, never the "
                    f"number"
                ),
            )
        ]
    if _negatives(before.display) != _negatives(after.display):
        return [
            Issue(
                Subtype.TRANSLATION_CHANGED,
                (
                    f"translation shows {after.display!r} where the original shows "
                    f"{before.display!r} ({what}): the sign changed; a translation keeps a "
                    f"figure's sign"
                ),
            )
        ]
    if not same_unit(before.display, after.display, dict(units)):
        return [
            Issue(
                Subtype.TRANSLATION_UNIT,
                (
                    f"translation changes the unit of {before.display!r} to {after.display!r}; "
                    f"declare the rendering in claims_unit_translations or keep the original unit"
                ),
            )
        ]
    return []


#: a percentile by its letter: "p99", "P50"
_PERCENTILE = re.compile(r"(?<![A-Za-z0-9])[pP](\d{1,2}(?:\.\d+)?)(?![\d.])")


def _numbers(before: str, after: str) -> list[Issue]:
    old, new = Counter(prose_numbers(before)), Counter(prose_numbers(after))
    # a number may change from digits to words and back ("3 GPUs", "三块 GPU"; "a power of
    # two", "2 的幂"); a numeral with no digit counterpart may translate a word ("two
    # phases", "两个阶段")
    # (a percentile written "p99" for "the 99th percentile")
    missing = (
        (old - new)
        - Counter(written_numbers(after))
        - Counter(_worded(after))
        - Counter(Decimal(p) for p in _PERCENTILE.findall(after))
    )
    extra = (
        (new - old)
        - Counter(written_numbers(before))
        - Counter(_worded(before))
        - Counter(Decimal(p) for p in _PERCENTILE.findall(before))
        - Counter(name_numbers(before, after))
    )
    # "4× less" may read "降到原来的 1/4": a reduction written as one over its factor
    for reduction in _RECIPROCAL_PROSE.findall(after):
        if Decimal(reduction).normalize() in old and extra[Decimal(1)]:
            extra[Decimal(1)] -= 1  # the "1" of "1/4" is no number of its own
    extra = +extra
    if not missing and not extra:
        return []
    parts = []
    if missing:
        parts.append("drops " + ", ".join(_plain(n) for n in missing.elements()))
    if extra:
        parts.append("adds " + ", ".join(_plain(n) for n in extra.elements()))
    return [
        Issue(
            Subtype.TRANSLATION_NUMBER,
            (
                f"translation {' and '.join(parts)} (numbers outside claims must stay as in the "
                f"original, in digits)"
            ),
        )
    ]


def _names(before: str, after: str) -> list[Issue]:
    dropped = dropped_names(before, after)
    if not dropped:
        return []
    return [
        Issue(
            Subtype.TRANSLATION_NUMBER,
            (
                f"translation drops the name {', '.join(map(repr, dropped))} (a name written with "
                "a digit, such as H100, FP8 or Llama-3-70B, must stay as in the original)"
            ),
            part="name",
        )
    ]


def _plain(number: Decimal) -> str:
    return format(number, "f")


#: a line that starts a block of its own in CommonMark/MyST (heading, list, quote, fence,
#: table, directive, target, thematic break)
_BLOCK_START = re.compile(
    r"^ {0,3}(?:(#{1,6})(?:\s|$)|([-+*])\s|(\d{1,9}[.)])\s|(>)|(`{3,}|~{3,})|(:{3,})|"
    r"(\|)|(\(\S+\)=)|((?:[-*_]\s*){3,}$))",
    re.MULTILINE,
)
_BLOCK_NAMES = (
    "heading",
    "list item",
    "numbered list item",
    "block quote",
    "code fence",
    "directive",
    "table row",
    "target",
    "thematic break",
)


def _blocks(text: str) -> set[str]:
    kinds = set()
    for m in _BLOCK_START.finditer(text):
        for name, group in zip(_BLOCK_NAMES, m.groups(), strict=True):
            if group is not None:
                kinds.add(name)
    return kinds


def _structure(msgid: str, msgstr: str) -> list[Issue]:
    issues = []
    if re.search(r"\n[ \t]*\n", msgstr.strip()) and not re.search(r"\n[ \t]*\n", msgid.strip()):
        issues.append(
            Issue(
                Subtype.TRANSLATION_STRUCTURE,
                (
                    "the msgstr has a blank line, so it is two paragraphs where the "
                    "original is one: "
                    "the page would show only the first; keep it one paragraph"
                ),
            )
        )
    for name in sorted(_blocks(msgstr) - _blocks(msgid)):
        issues.append(
            Issue(
                Subtype.TRANSLATION_STRUCTURE,
                (
                    f"a line of the msgstr starts a {name}, which the original does not have: "
                    f"Sphinx would ignore the translation or cut it; reword or escape the marker"
                ),
            )
        )
    return issues


def _unsafe(msgid: str, msgstr: str, kind: Kind) -> list[Issue]:
    """Bidi controls and HTML in the text a reader gets (for pages: the prose, so a role's
    ``<target>`` or a code span is not taken for a tag)."""
    issues = []
    controls = bidi_controls(msgstr)
    if controls:
        issues.append(
            Issue(
                Subtype.BIDI_CONTROL,
                (
                    "the msgstr contains bidirectional control characters "
                    f"({', '.join(controls)}); "
                    f"remove them"
                ),
            )
        )
    tags_before = Counter(raw_html(msgid))
    extra = Counter(raw_html(msgstr)) - tags_before
    if extra:
        issues.append(
            Issue(
                Subtype.RAW_HTML,
                (
                    f"the msgstr contains HTML that the original does not ({', '.join(extra)}); "
                    f"translations are text: remove it"
                ),
            )
        )
    if kind is Kind.UI:
        rest_before = _strip_tags(msgid)
        rest_after = _strip_tags(msgstr)
        added = [c for c in "<>\"'&" if rest_after.count(c) > rest_before.count(c)]
        if added:
            issues.append(
                Issue(
                    Subtype.RAW_HTML,
                    (
                        f"the UI string adds {' '.join(added)}, which could break out of the HTML "
                        f"attribute it is inserted into; use Chinese punctuation (“” ‘’) instead"
                    ),
                )
            )
    return issues


def _strip_tags(text: str) -> str:
    text = re.sub(r"<[^<>]*>", "", text)
    text = re.sub(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);", "", text)
    return re.sub(r"%\([A-Za-z_]+\)s", "", text)
