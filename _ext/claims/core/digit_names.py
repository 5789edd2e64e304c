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
#: "SM80-to-SM121", "gpt-4o-mini"
_JOINED_WORD = re.compile(r"[a-z]{2,}")
#: a percentile, which may be written as its number ("p99" as "第 99 百分位")
_PERCENTILE = re.compile(r"[pP](\d{1,2}(?:\.\d+)?)")


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


def _shown(part: str, text: str) -> bool:
    """Whether *text* shows *part*, in any case, a hyphen or a space or nothing between its
    letters and digits ("Llama-2" as "Llama 2", "RTX3090" as "RTX 3090"), a percentile as its
    number."""
    percentile = _PERCENTILE.fullmatch(part)
    if percentile and re.search(rf"(?<![\d.]){re.escape(percentile.group(1))}(?![\d.])", text):
        return True
    pieces = re.findall(r"[A-Za-z]+|\d+|[^A-Za-z\d-]+", part)
    pattern = r"[-\s]?".join(re.escape(piece) for piece in pieces)
    return re.search(rf"(?<![A-Za-z0-9_]){pattern}(?![0-9])", text, re.IGNORECASE) is not None


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
