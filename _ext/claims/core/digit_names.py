"""Names written with a digit ("H100", "FP8", "Llama-3-70B", "v0.6"): a translation keeps
them as written, since the number rule reads no value inside a name, and "H100" turned into
"A100" binds a figure to other hardware as surely as "80 GB" turned into "40 GB" changes it."""

from __future__ import annotations

import re
from decimal import Decimal

#: a Latin word that holds a digit, beside Chinese or not ("在H100上" names H100); a word
#: that starts with a digit is a number ("70B", "4-bit"), which the number rule reads
_NAME = re.compile(r"(?<![A-Za-z0-9_.\-])[A-Za-z][A-Za-z0-9_.\-]*\d[A-Za-z0-9_.\-]*")
#: an English word joined to a name, which a translation may translate: "Llama-2-7B-shaped",
#: "SM80-to-SM121" (not a model's own suffix: "gpt-4o-mini", "llama-2-7b-chat")
_JOINED_WORD = re.compile(
    r"(?:shaped|based|like|style|class|sized|size|to|and|or|only|level|wide|aware|friendly|"
    r"compatible|ready|optimi[sz]ed|tuned|specific|bound|free|scale|bit|way|fold|era|series|"
    r"generation|gen|family|powered|equipped|backed|enabled)"
)
#: a percentile, which may be written as its number beside a percentile's word ("p99" as
#: "第 99 百分位"; not "P4", a GPU)
_PERCENTILE = re.compile(r"[pP](\d{2}(?:\.\d+)?)")
#: terms with a digit that a translation writes in words: a cache level, end to end, peer to
#: peer, a quarter or a half of a year, abbreviations counted by letters ("L2 cache" is
#: "二级缓存", "e2e" "端到端", "Q4" "第四季度", "k8s" "Kubernetes")
_TERMS = frozenset(
    {"l1", "l2", "l3", "e2e", "p2p", "i18n", "l10n", "k8s", "q1", "q2", "q3", "q4", "h1", "h2"}
)
#: precisions a translation may name in Chinese words ("FP16" as "半精度")
_PRECISION_WORDS = {"fp16": "半精度", "fp32": "单精度", "fp64": "双精度"}


def _parts(name: str) -> list[str]:
    """The parts of *name* a translation must keep: the runs between the English words joined
    to it, each with a letter and a digit; a plural "s" after a digit is English ("A100s")."""
    runs: list[list[str]] = [[]]
    numbered = False  # an English word joins only after a part with a digit ("vllm-0.6")
    for piece in name.rstrip(".-").split("-"):
        if numbered and _JOINED_WORD.fullmatch(piece):
            runs.append([])
        else:
            runs[-1].append(piece)
        numbered = numbered or any(c.isdigit() for c in piece)
    kept = []
    for run in runs:
        part = re.sub(r"(?<=\d)s$", "", "-".join(run))
        if part[:1].isalpha() and any(c.isdigit() for c in part):
            kept.append(part)
    return kept


#: where a name's letters may be split: at a change between letters, digits and other signs,
#: between cases ("TPUv5e" as "TPU v5e"), and before the capital that starts a word after an
#: upper-case run ("HTTPServer" as "HTTP Server")
_SPLIT = re.compile(
    r"(?<=[A-Za-z])(?=[^A-Za-z-])|(?<=[^A-Za-z-])(?=[A-Za-z])|(?<=\d)(?=[^\d-])|(?<=[^\d-])(?=\d)"
    r"|(?<=[a-z])(?=[A-Z])|(?<=[A-Z]{2})(?=[a-z])|(?<=[A-Z])(?=[A-Z][a-z])"
)


def _pieces(part: str) -> list[str]:
    """*part* cut where a translation may set a hyphen or a space, hyphens dropped."""
    return [piece for chunk in part.split("-") for piece in _SPLIT.split(chunk) if piece]


def _shown(part: str, text: str) -> bool:
    """Whether *text* shows *part*, in any case, a hyphen or a space or nothing between its
    letters and digits and between words of its letters ("Llama-2" as "Llama 2", "RTX3090" as
    "RTX 3090", "DeepSeekV3" as "DeepSeek-V3"), a plural "s" after it, and nothing else of a
    name after it ("GPT-4" is not "GPT-4o"); a percentile as its number beside a percentile's
    word, a top-N as "前 N", a precision in its Chinese word."""
    lower = part.lower()
    if lower in _TERMS or (lower in _PRECISION_WORDS and _PRECISION_WORDS[lower] in text):
        return True
    percentile = _PERCENTILE.fullmatch(part)
    if percentile:
        n = re.escape(percentile.group(1))
        word = (
            rf"(?i:第\s*{n}\s*(?:个)?百分位|(?<![\d.]){n}\s*(?:th\s+)?(?:百分位|分位|percentile))"
        )
        if re.search(word, text):
            return True
    top = re.fullmatch(r"(?i:top)-?(\d+)", part)
    if top and re.search(rf"前\s*{top.group(1)}(?![\d.])", text):
        return True
    pattern = r"[-\s]?".join(re.escape(piece) for piece in _pieces(part))
    found = re.search(rf"(?<![A-Za-z0-9_]){pattern}s?(?![0-9A-Za-z])", text, re.IGNORECASE)
    return found is not None


def dropped_names(before: str, after: str) -> list[str]:
    """The names with a digit in *before* that *after* does not show, in order."""
    missing: list[str] = []
    for m in _NAME.finditer(before):
        for part in _parts(m.group()):
            if not _shown(part, after) and part not in missing:
                missing.append(part)
    return missing


def name_numbers(before: str, after: str) -> list[Decimal]:
    """The numbers of *before*'s names that *after* sets apart from their letters ("RTX3090"
    written "RTX 3090" shows 3090 as a number of its own), each as often as *after* does."""
    found: list[Decimal] = []
    for m in _NAME.finditer(before):
        for letters, number in re.findall(r"([A-Za-z]+)(\d+(?:\.\d+)?)", m.group()):
            apart = rf"(?<![A-Za-z]){re.escape(letters)}[-\s]+{re.escape(number)}(?![\d.])"
            found += [Decimal(number).normalize()] * len(re.findall(apart, after, re.IGNORECASE))
    return found
