"""Numbers as a reader sees them: parse the figures in a claim's display text and compare
them with the declared value. Pure functions, no Sphinx imports."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any

#: Chinese scales after digits, two characters or one: "1 万亿" is a trillion, "32 百万" 32
#: million (the longest is read: "万亿" is no 万)
ZH_SCALES = {
    "万亿": 10**12,
    "千亿": 10**11,
    "百亿": 10**10,
    "十亿": 10**9,
    "千万": 10**7,
    "百万": 10**6,
    "十万": 10**5,
    "亿": 10**8,
    "万": 10**4,
    "億": 10**8,
    "萬": 10**4,
    "千": 1000,
}
ZH_SCALE = "|".join(ZH_SCALES)
_NUMBER = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")
_SUFFIX = {
    "k": Decimal(1000),
    "K": Decimal(1000),
    "M": Decimal(1_000_000),
    # Chinese magnitudes after digits: "1000 万词元" is 10M tokens, "24 万倍" is no 24×
    "十": Decimal(10),
    "百": Decimal(100),
    "千": Decimal(1000),
    "万": Decimal(10_000),
    "亿": Decimal(100_000_000),
    **{scale: Decimal(value) for scale, value in ZH_SCALES.items()},
}
#: number words a reader reads as a figure, English and Chinese (the detector's words, see
#: claims.core.units); "三成" is 30 (tenths, read as a percentage), "百分之四十" is 40
_WORDS: dict[str, int | Decimal] = {
    "twice": 2,
    "thrice": 3,
    "double": 2,
    "triple": 3,
    "quadruple": 4,
    "half": Decimal("0.5"),
    "doubles": 2,
    "doubled": 2,
    "triples": 3,
    "tripled": 3,
    "quadruples": 4,
    "quadrupled": 4,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "thousand": 1000,
    "一半": Decimal("0.5"),
    "翻番": 2,
    "翻倍": 2,
    "翻一番": 2,
    "翻了一番": 2,
}
_ZH_DIGITS = {
    "零": 0,
    "〇": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10_000}
_ZH_NUMERAL = "[零〇一二两三四五六七八九十百千万]+"
#: the values of the number words, for readers of a number before a scale word
WORD_VALUES = _WORDS
_WORD = re.compile(
    r"\ban?(?=\s+orders?\s+of\s+magnitude\b)|"  # "an order of magnitude": one order
    r"\b(?:" + "|".join(w for w in _WORDS if w.isascii()) + r")(?:\b|(?=-?fold\b))"
    rf"|百分之{_ZH_NUMERAL}|{_ZH_NUMERAL}(?=倍|成|个?数量级)|"
    + "|".join(w for w in _WORDS if not w.isascii())
)
#: number words that are their own unit, in either language, each read as one symbol so an
#: original and its translation compare: "an order of magnitude" and "一个数量级" are both
#: ⏨, "a quarter" and "四分之一" both /, "halves" and "减半" both ½, "factor of" is ×;
#: vague amounts ("several", 数倍's 数) are no unit at all
_WORD_UNITS = (
    (re.compile(r"\borders?\s+of\s+magnitude\b|个?数量级"), "⏨"),
    (
        re.compile(
            r"\b(?:a|one)[- ](?:third|quarter|fourth|fifth|tenth)\b|"
            rf"(?:{_ZH_NUMERAL}|几|\d+)\s*分之\s*(?:{_ZH_NUMERAL}|几|\d+)"
        ),
        "/",
    ),
    (re.compile(r"\bhalv(?:es|ed|ing|e)\b|减半|折半"), "½"),
    (re.compile(r"\b(?:a\s+)?factor\s+of\b"), "×"),
    (re.compile(r"\b(?:several|a\s+few|many|multiple)\b|[数几多](?=倍)"), " "),
)


def _zh_value(numeral: str) -> int:
    """二十 → 20, 一百二十 → 120, 十 → 10, 三 → 3."""
    total, section, digit = 0, 0, 0
    for char in numeral:
        if char in _ZH_DIGITS:
            digit = _ZH_DIGITS[char]
        elif char == "万":
            total += (section + digit) * 10_000
            section, digit = 0, 0
        else:
            section += (digit or 1) * _ZH_UNITS[char]
            digit = 0
    return total + section + digit


def _word_number(word: str, text: str, end: int) -> tuple[Decimal, Decimal]:
    if word in {"a", "an"}:  # "an order of magnitude"
        return Decimal(1), Decimal(1)
    if word in _WORDS:
        value = Decimal(_WORDS[word])
        # "half" is written to the half: it reads 0.5, never 0 or 1
        return value, value if value < 1 else Decimal(1)
    if word.startswith("百分之"):
        return Decimal(_zh_value(word[3:])), Decimal(1)
    if text.startswith("成", end):  # tenths, read as a percentage: 三成 → 30, step 10
        return Decimal(_zh_value(word) * 10), Decimal(10)
    return Decimal(_zh_value(word)), Decimal(1)


_NUMBER_WITH_SUFFIX = re.compile(
    r"(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s?([kKM])(?![A-Za-z])|"
    rf"\s?((?:{ZH_SCALE})(?<!千)|[十百千](?=倍|[万亿])))?"
)


#: a whole number in words and a half: "two and a half hours" reads 2.5, as "2.5 hours" (the
#: cardinals only: not "twice", nor "a hundred and a half", which is 150)
_AND_A_HALF = re.compile(
    r"\b(one|"
    + "|".join(
        w
        for w, v in _WORDS.items()
        if w.isascii()
        and isinstance(v, int)
        and 1 < v < 100
        and not w.endswith(("ce", "le", "d", "s"))
    )
    + r")\s+and\s+a\s+half\b",
    re.IGNORECASE,
)


def _and_a_half(m: re.Match[str]) -> str:
    return f"{_WORDS.get(m.group(1).lower(), 1)}.5"


def display_numbers(text: str) -> list[tuple[Decimal, Decimal]]:
    """The numbers a reader reads in *text*, in order, each with the step it is written to
    (``5.2`` → step 0.1; ``158k`` → step 1000): digits with k/M suffixes or, when there are
    none, number words ("twice", "ten times", "三倍", "十倍", "三成", "百分之四十", "一半")."""
    numbers = []
    # a reduction by N written as what is left, "1/N" ("降到原来的 1/4" for 4×): the number N
    text = RECIPROCAL.sub(r"\1", text)
    text = _AND_A_HALF.sub(_and_a_half, text)
    for m in _NUMBER_WITH_SUFFIX.finditer(text):
        digits = m.group(1).replace(",", "")
        step = Decimal(1).scaleb(-len(digits.partition(".")[2]))
        value = Decimal(digits)
        suffix = m.group(2) or m.group(3)
        if suffix:
            value *= _SUFFIX[suffix]
            step *= _SUFFIX[suffix]
        numbers.append((value, step))
    if numbers:
        return numbers
    return [_word_number(m.group(0), text, m.end()) for m in _WORD.finditer(text)]


_FRACTION_WORDS = {"half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "tenth": 10}
_WRITTEN = re.compile(
    r"\b(?:one|single|" + "|".join(w for w in _WORDS if w.isascii()) + r")(?:\b|(?=-?fold\b))"
    r"|\b(?:a|one)[- ](half|third|quarter|fourth|fifth|tenth)\b"
    rf"|({_ZH_NUMERAL}|\d+)\s*分之\s*({_ZH_NUMERAL}|\d+)|{_ZH_NUMERAL}|单(?=[机卡个台块])"
)


def written_numbers(text: str) -> list[Decimal]:
    """The numbers *text* writes in words or numerals rather than digits: "three", "twice",
    "a quarter" (0.25), "三", "二十", "四分之一" (0.25), "单机" (1). A translation may write
    a number of its original this way."""
    found = []
    for m in _WRITTEN.finditer(text):
        word = m.group(0)
        if m.group(1):
            found.append(Decimal(1) / _FRACTION_WORDS[m.group(1)])
        elif m.group(2):
            whole, part = (
                Decimal(g) if g.isdigit() else Decimal(_zh_value(g))
                for g in (m.group(2), m.group(3))
            )
            if whole:
                found.append(part / whole)
        elif word in {"one", "single"} or word.startswith("单"):
            found.append(Decimal(1))
        elif word in _WORDS:
            found.append(Decimal(_WORDS[word]))
        elif not word.isascii():
            found.append(Decimal(_zh_value(word)))
    return [n.normalize() for n in found]


#: hedges that may stand inside a claim's text in either language; they are not the unit
HEDGES = re.compile(
    r"(?i:\b(?:up to|about|around|roughly|approximately|nearly|almost|close to|over|under|"
    r"more than|less than|at least|at most|to)\b)|"
    r"约|大约|最多|高达|至少|超过|以上|左右|不到|近|至|到|(?<=\d)\s*多|"
    # a measure word between number and unit ("16 个词元") is grammar, not a unit
    r"个"
)


#: the bound a hedge puts on a figure, in either language: "up to 24×" and "高达 24 倍" are
#: at most, "over 4%" and "超过 4%" at least, "about 5 GB" and "约 5 GB" near
_BOUNDS = (
    (
        "at most",
        re.compile(
            # (a superlative bounds its value: "the highest is 5" says "5 at most")
            # (以下 and 以上 only after what they bound: "以下结果" and "以上测试" are "these";
            # "最高效" is no bound)
            # (最多的 and 最高配置 name the most and the top; 意想不到 is unexpected; 显存不足时
            # is a shortage)
            r"\b(?:up to|at most|under|(?:less|smaller|fewer|lower) than|below|highest|maximum|"
            r"peak(?:s|ed)?)\b|最多(?!的)|多达|撑死|"
            r"最高(?!效|级|层|端|优先|配置|档|规格|水平)|高达|(?<![想料找用做])不到|"
            r"(?<=[\dA-Za-z倍%万亿千])\s*以[内下]|不足(?![\u4e00-\u9fff])|还(?:要)?(?:少|低|小|短)|"
            r"少于|低于|小于|≤|<|≲|⩽"
        ),
    ),
    (
        "at least",
        re.compile(
            r"\b(?:over|above|(?:more|greater|larger|higher) than|at least|lowest|minimum)\b|"
            r"\bas (?:low|little|few|short|"
            r"small) as\b|至少|最少|最低|低至|少至|短至|超过|超(?=[\s\d])|稍多|略多|略超|"
            r"还(?:要)?(?:多|高|大|长)|(?<=[\d倍%])\s*起(?![来码始步])|"
            r"(?<=[\dA-Za-z倍%万亿千])\s*以上|逾|多于|大于|高于|"
            r"出头|开外|"
            r"≥|>|≳|⩾|(?<=[\d倍%])\s*[多余](?![量额地])"
        ),
    ),
    (
        # a tilde between two numbers is a range ("60%~80%", "60%～80%"), before one a hedge
        "near",
        re.compile(
            r"\b(?:about|around|roughly|approximately|nearly|almost|close to|some|or so|circa|"
            # (not 约 of 节约 or 约束, 近 of 最近 or 近期, 前后 of 前后端)
            r"give or take)\b|\b(?:approx|ca)\.|(?<![节制契预])约(?!束|定|合)|左右|"
            r"(?<![最附邻靠就])近(?!期|来|似|日|年|代)|≈|(?<=[\dA-Za-z倍%万亿千])\s*前后|"
            r"大概|大致|差不多|差一点|差点|几乎|(?<=[\d倍%])\s*上下(?!文)|∼|〜|"
            r"(?<![\d%])\s*[~～](?=\s*\d)|[~～](?!\s*\d)"
        ),
    ),
)


#: hedges that state a bound in other words, or negate one, read as the plain bound:
#: "no more than" is at most, though it holds "more than"; "不超过" too, though it holds "超过"
_BOUND_WORDS = (
    (
        re.compile(
            r"\b(?:no|not)\s+(?:more|greater|higher|larger)\s+than\b|\bnot\s+(?:over|above)\b|"
            r"\bas\s+(?:much|many|high|large|long)\s+as\b|\bwithin\b|\bor\s+less\b|"
            r"\ba\s+(?:maximum|peak)\s+of\b|\bcapped\s+at\b|\b(?:just\s+)?(?:shy|short)\s+of\b|"
            r"不超过|不高于|不多于|不大于|至多|封顶|顶多|充其量|不及|未满|未达|(?<=[\d倍%])\s*[＜≦]"
        ),
        " at most ",
    ),
    (
        re.compile(
            r"\b(?:no|not)\s+(?:less|fewer|lower|smaller)\s+than\b|\bupwards?\s+of\b|"
            r"\bin\s+excess\s+of\b|\bor\s+more\b|\band\s+up\b(?!\s+to\b)|\ba\s+minimum\s+of\b|"
            r"\bexceed(?:s|ed)?\b|\bsurpass(?:es|ed|ing)?\b|"
            r"\bexceeding\b|\bbeyond\b|\bnorth\s+of\b|"
            r"不低于|不少于|不小于|不下于?|起码|足有|足足|不止|起步|打底|朝上|往上|或更多|甚至更多|"
            r"有余|挂零|(?<=[\d倍%])\s*[+＋＞≧]"
        ),
        " at least ",
    ),
)


#: a name with a digit ("FP8", "v0.6", "H100"): no hedge, though "FP8 多" looks like "8 多"
_NAME_WITH_DIGIT = re.compile(r"[A-Za-z][\w.-]*\d[\w.-]*")


def bounds(text: str) -> frozenset[str]:
    """The bounds *text*'s hedges state ("at most", "at least", "near")."""
    text = _NAME_WITH_DIGIT.sub(" ", text).lower()
    for words, bound in _BOUND_WORDS:
        text = words.sub(bound, text)
    return frozenset(name for name, words in _BOUNDS if words.search(text))


#: "1/4" as a reduction factor: one over a number
RECIPROCAL = re.compile(r"(?<![\d.,/])1\s*/\s*(\d+(?:\.\d+)?)(?![\d/])")


def strip_numbers(text: str) -> str:
    """*text* without its numbers, range dashes and hedges: what is left is the unit."""
    # "1/4" is a reduction by 4: the ratio unit, as "4×" is
    text = RECIPROCAL.sub(r"\1×", text)
    text = re.sub(rf"百分之{_ZH_NUMERAL}", " %", text)
    # "twice", "3 times", "2-fold", "threefold", "翻番" are all the ratio unit ×
    text = re.sub(
        r"\b(?:twice|thrice|doubl(?:e|es|ed)|tripl(?:e|es|ed)|quadrupl(?:e|es|ed))\b"
        r"|翻了?一?[番倍]",
        "×",
        text,
    )
    text = re.sub(
        r"(?<=\d)\s*-?\s*(?:times|fold)\b|\b(?:times|fold)\b|(?<=[a-z])-?fold\b", "×", text
    )
    text = _NUMBER_WITH_SUFFIX.sub(" ", text)
    text = _WORD.sub(" ", text)
    for pattern, unit in _WORD_UNITS:
        text = pattern.sub(unit, text)
    text = HEDGES.sub(" ", text)
    return re.sub(r"[\s–—\-−﹣－~～≈]+", "", text)


def matches(shown: Decimal, step: Decimal, declared: float | int | str) -> bool:
    """Whether *shown* is *declared* rounded to the *step* it is written to: "5.2 GB" or
    "≈5 GB" for 5.24, "158k" for 158,596; never 4 for 3."""
    try:
        value = Decimal(str(declared))
    except InvalidOperation:
        return False
    return (value / step).quantize(Decimal(1), rounding=ROUND_HALF_UP) * step == shown


def value_list(value: Any) -> list[float | int | str]:
    """A declared value as a list: ``3`` → ``[3]``, ``[2, 4]`` → ``[2, 4]``."""
    return list(value) if isinstance(value, (list, tuple)) else [value]


#: a minus sign before a number, not a range's dash ("2–4×", "30%–50%", "Mixtral-8x7B")
SIGN = re.compile(r"(?<![\w%.)\]])[-−﹣－‒–]\s?(?=\d)")


def display_matches(text: str, value: object) -> bool:
    """Whether the figures shown in *text* are the declared *value* (a number or a range),
    sign included: "-15%" is no 15% gain."""
    shown = display_numbers(text)
    declared = value_list(value)
    negative = [_negative(d) for d in declared]
    if bool(SIGN.search(text)) != any(negative):
        return False
    return len(shown) == len(declared) and all(
        matches(s, step, _magnitude(d)) for (s, step), d in zip(shown, declared, strict=True)
    )


def _negative(declared: object) -> bool:
    try:
        return Decimal(str(declared)) < 0
    except InvalidOperation:
        return False


def _magnitude(declared: float | int | str) -> float | int | str:
    return str(Decimal(str(declared)).copy_abs()) if _negative(declared) else declared


def format_value(value: object, unit: str) -> str:
    """The default display of a declared value: ``[2, 4]`` and ``×`` give ``2–4×``."""
    parts = "–".join(_plain(v) for v in value_list(value))
    if not unit:
        return parts
    if unit == "$":
        return f"${parts}"
    glue = "" if unit in {"×", "%"} or not unit.isascii() else " "
    return f"{parts}{glue}{unit}"


def _plain(v: object) -> str:
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    if isinstance(v, int) and abs(v) >= 10000:
        return f"{v:,}"
    return str(v)


#: units spelt out, read as their symbols ("7,583 tokens per second" is "7,583 tokens/s")
_SPELT_UNITS = [
    (re.compile(rf"(?i:\s*\bper\s+{word}\b)"), symbol)
    for word, symbol in (("second", "/s"), ("minute", "/min"), ("hour", "/h"))
] + [
    (re.compile(rf"(?i:\b{words}\b)"), symbol)
    for words, symbol in (
        ("requests?", "req"),
        ("milliseconds?", "ms"),
        ("microseconds?", "µs"),
        ("seconds?", "s"),
        ("kilobytes?", "KB"),
        ("megabytes?", "MB"),
        ("gigabytes?", "GB"),
        ("terabytes?", "TB"),
        (r"per\s?cent", "%"),
    )
]


def _spelt_as_symbols(text: str) -> str:
    for words, symbol in _SPELT_UNITS:
        text = words.sub(symbol, text)
    return text


def same_unit(before: str, after: str, units: dict[str, str]) -> bool:
    """Whether *after* shows the unit of *before*, or its rendering declared in *units*
    (``claims_unit_translations`` of the translation's language). A unit may be spelt out
    ("30 milliseconds" for "30 ms"), and written after each end of a range ("30%–50%")."""
    unit_before = strip_numbers(_spelt_as_symbols(before))
    unit_after = strip_numbers(_spelt_as_symbols(after))
    count = len(display_numbers(after))
    if unit_before == unit_after or (count > 1 and unit_after == unit_before * count):
        return True
    localised = unit_before
    for original, translated in sorted(units.items(), key=lambda kv: -len(kv[0])):
        localised = localised.replace(original.replace(" ", ""), translated.replace(" ", ""))
    return localised == unit_after
