"""Find performance-looking numbers in running text (English and Chinese).

Pure functions over strings: no Sphinx imports, so the detector is tested table-driven and
benchmarked on its own. A *finding* is a span of text that a reader would take as a
performance figure (a speedup, a percentage, a throughput, a latency, a memory size, a power
draw or a cost). Counts in a setup ("2 GPUs", "32 layers", "batch size 8"), years, versions,
model sizes ("13B"), compute capabilities and section numbers are not findings, because no
unit pattern below matches them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

#: a number as written in prose: 3, 3.35, 2,000, 1.5k, 12.6
NUMBER = r"\d+(?:,\d{3})*(?:\.\d+)?(?:\s?[kKM](?![A-Za-z]))?"
#: Chinese numerals that appear before 倍 ("两倍", "三倍", "十倍")
ZH_NUMERAL = r"[一二两三四五六七八九十百]+"
#: English number words used for speedups ("three times faster")
EN_NUMBER_WORDS = (
    "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
    "forty|fifty|hundred"
)
RANGE_SEP = r"\s*(?:–|—|-|~|to|至|到)\s*"
#: a number or a range of two numbers; not glued to letters, digits or a dot before it
#: (so "A100s", "v0.5.17" and "Llama-2-7B" do not start a figure)
VALUE = rf"(?<![A-Za-z0-9_.\-]){NUMBER}(?:{RANGE_SEP}{NUMBER})?"

#: units by category. Longer alternatives first: the regex takes the first that matches.
DEFAULT_UNITS: dict[str, list[str]] = {
    "throughput": [
        r"req(?:uest)?s?\s*/\s*s(?:ec)?",
        r"requests?\s+per\s+second",
        r"rps",
        r"QPS",
        r"tok(?:en)?s?\s*/\s*s(?:ec)?",
        r"tokens?\s+per\s+second",
        r"[TPG]FLOP[sS]?\s*/\s*s(?:ec)?",
        r"[TPG]FLOPS",
        r"[KMGTP]i?B\s*/\s*s",
        r"[KMGT]b(?:ps|/s)",
        r"请求\s*/\s*秒",
        r"词元\s*/\s*秒",
        r"个?请求每秒",
    ],
    "latency": [
        r"milliseconds?",
        r"microseconds?",
        r"nanoseconds?",
        r"seconds?",
        r"minutes?",
        r"hours?",
        r"ms",
        r"µs",
        r"us",
        r"ns",
        r"secs?",
        r"s",
        r"毫秒",
        r"微秒",
        r"纳秒",
        r"秒",
        r"分钟",
        r"小时",
    ],
    "memory": [r"[KMGTP]iB", r"[KMGTP]B", r"字节"],
    "power": [r"kW", r"W", r"watts?", r"千瓦", r"瓦"],
    "percent": [r"%", r"percent", r"per\s*cent"],
    "ratio": [r"倍"],
}

#: non-unit shapes, each compiled with the category it reports
SHAPES: list[tuple[str, str]] = [
    # 3x, 3×, 2–4× — but not "8× A100" or "2 × 32" (a count or a product)
    ("ratio", rf"{VALUE}\s*[x×](?![A-Za-z0-9])(?!\s*[A-Z0-9(])"),
    ("ratio", rf"{VALUE}[-\s]fold\b"),
    ("ratio", rf"{VALUE}\s+times\b"),
    ("ratio", rf"\b(?:twice|thrice|(?:{EN_NUMBER_WORDS})\s+times)\s+"
              r"(?:as\s+\w+\b|faster|slower|more|less|fewer|higher|lower|larger|smaller|"
              r"better|the\b|over\b|throughput|speedup)"),
    ("ratio", rf"{ZH_NUMERAL}倍"),
    ("throughput", rf"每秒\s*{VALUE}\s*(?:个)?(?:请求|词元|token)"),
    ("cost", rf"\$\s?{NUMBER}(?:\s*(?:million|billion|[kKMB]\b))?"),
    ("cost", rf"{VALUE}\s*(?:美元|元)"),
]


@dataclass(frozen=True)
class Finding:
    """One performance-looking figure: its span in the text and what kind it is."""

    start: int
    end: int
    text: str
    category: str


@dataclass
class Detector:
    """A compiled detector. *extra_units* extends :data:`DEFAULT_UNITS` by category;
    *ignore* holds regular expressions whose matches are never findings."""

    extra_units: Mapping[str, Sequence[str]] = field(default_factory=dict)
    ignore: Sequence[str] = ()

    def __post_init__(self) -> None:
        patterns: list[tuple[str, re.Pattern[str]]] = []
        for category, units in DEFAULT_UNITS.items():
            alternatives = list(units) + list(self.extra_units.get(category, ()))
            unit = "|".join(f"(?:{u})" for u in alternatives)
            # the unit must not run on into a word ("5 series", "8 words")
            patterns.append((category, re.compile(
                rf"{VALUE}\s*(?:{unit})(?![A-Za-z0-9])")))
        for category, units in self.extra_units.items():
            if category not in DEFAULT_UNITS:
                unit = "|".join(f"(?:{u})" for u in units)
                patterns.append((category, re.compile(rf"{VALUE}\s*(?:{unit})(?![A-Za-z0-9])")))
        patterns.extend((category, re.compile(shape)) for category, shape in SHAPES)
        self._patterns = patterns
        self._ignore = [re.compile(p) for p in (*DEFAULT_IGNORE, *self.ignore)]

    def find(self, text: str) -> list[Finding]:
        """All findings in *text*, left to right, overlapping matches merged."""
        if not _may_contain_figure(text):
            return []
        blocked = [m.span() for p in self._ignore for m in p.finditer(text)]
        spans: list[Finding] = []
        for category, pattern in self._patterns:
            for m in pattern.finditer(text):
                start, end = m.span()
                if any(s <= start < e or s < end <= e for s, e in blocked):
                    continue
                spans.append(Finding(start, end, m.group(0), category))
        return _merge(spans)


#: shapes that look like figures but are names: "A100 80GB", "80GB A100", "3.5-inch"
DEFAULT_IGNORE: tuple[str, ...] = (
    # a memory size glued to a GPU model name is part of the product name
    r"\b[A-Z]{1,3}\d{2,4}[A-Z]?(?:\s+|-)\d+\s?GB\b",
    r"\b\d+\s?GB\s+(?:SXM\d?\s+)?[A-Z]{1,3}\d{2,4}[A-Z]?\b",
    # years and decades: 2023, 1990s
    r"\b(?:19|20)\d\ds\b",
)

_DIGIT_OR_WORD = re.compile(
    rf"\d|[一二两三四五六七八九十百]倍|\b(?:twice|thrice|(?:{EN_NUMBER_WORDS})\s+times)\b"
)


def _may_contain_figure(text: str) -> bool:
    # cheap filter: most text nodes hold no digit and no number word
    return _DIGIT_OR_WORD.search(text) is not None


def _merge(findings: Iterable[Finding]) -> list[Finding]:
    # keep the longest of overlapping matches ("2–4×" over "4×")
    result: list[Finding] = []
    for f in sorted(findings, key=lambda f: (f.start, -(f.end - f.start))):
        if result and f.start < result[-1].end:
            continue
        result.append(f)
    return result
