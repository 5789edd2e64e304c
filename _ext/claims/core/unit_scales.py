"""What a unit measures and at what scale, so that ``claims_unit_translations`` renders each
unit as the same unit: ``ms`` as ``毫秒`` (a thousandth of a second), never ``秒``; ``GB`` as
``GB`` or ``吉字节``, never ``MB``; ``×`` as ``倍``, never ``%``.

A unit is read as a product of parts divided by others (``tokens/s``, ``词元/秒``, ``requests
per hour``, ``词元每秒``); each part is a known unit word with its kind and scale (a time in
seconds, a size in bytes, a rate in bits per second, a compute amount in FLOPs, a ratio, a
share, a power, an energy, a currency) or a word the table does not know, read as a count of
something (``tokens``, ``stars``, ``星``): a count may be rendered as any count (the table cannot
tell that ``星`` means stars), never as a time or a size. Two units are the same when their
parts, in order, are of the same kind and scale.
"""

from __future__ import annotations

import re
from fractions import Fraction

from claims.core.claim_units import GREEK_MU, MICRO, micro

#: a count of something the table cannot name more precisely
COUNT = "count"

_WORDS: dict[str, tuple[str, Fraction]] = {}


def _add(kind: str, words: dict[str, int | Fraction]) -> None:
    for word, scale in words.items():
        _WORDS[word] = (kind, Fraction(scale))


_DECIMAL = {"": 1, "K": 10**3, "k": 10**3, "M": 10**6, "G": 10**9, "T": 10**12, "P": 10**15}
_BINARY = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "Pi": 2**50}
_ZH_DECIMAL = {"": 1, "千": 10**3, "兆": 10**6, "吉": 10**9, "太": 10**12, "拍": 10**15}

_add(
    "time",
    {
        "ns": Fraction(1, 10**9),
        "纳秒": Fraction(1, 10**9),
        "µs": Fraction(1, 10**6),
        "us": Fraction(1, 10**6),
        "微秒": Fraction(1, 10**6),
        "ms": Fraction(1, 10**3),
        "毫秒": Fraction(1, 10**3),
        "s": 1,
        "sec": 1,
        "secs": 1,
        "second": 1,
        "seconds": 1,
        "秒": 1,
        "秒钟": 1,
        "min": 60,
        "mins": 60,
        "minute": 60,
        "minutes": 60,
        "分钟": 60,
        "h": 3600,
        "hr": 3600,
        "hrs": 3600,
        "hour": 3600,
        "hours": 3600,
        "小时": 3600,
        "d": 86400,
        "day": 86400,
        "days": 86400,
        "天": 86400,
        "日": 86400,
        "week": 604800,
        "weeks": 604800,
        "周": 604800,
        "星期": 604800,
    },
)
_add("bytes", {"byte": 1, "bytes": 1, "字节": 1})
_add("bytes", {f"{p}B": s for p, s in (_DECIMAL | _BINARY).items()})
_add("bytes", {f"{p}字节": s for p, s in _ZH_DECIMAL.items()})
_add("bits", {"bit": 1, "bits": 1, "比特": 1, "位": 1})
_add("bits", {f"{p}bit": s for p, s in (_DECIMAL | _BINARY).items() if p})
_add("bits", {f"{p}bits": s for p, s in (_DECIMAL | _BINARY).items() if p})
_add("bits", {f"{p}比特": s for p, s in _ZH_DECIMAL.items() if p})
_add("flops", {f"{p}FLOP": s for p, s in _DECIMAL.items()})
_add("flops", {f"{p}FLOPs": s for p, s in _DECIMAL.items()})
_add("power", {f"{p}W": s for p, s in _DECIMAL.items()})
_add("power", {f"{p}瓦": s for p, s in _ZH_DECIMAL.items()})
_add("power", {f"{p}瓦特": s for p, s in _ZH_DECIMAL.items()})
_add("energy", {f"{p}J": s for p, s in _DECIMAL.items()})
_add("energy", {"焦耳": 1, "焦": 1, "千焦": 10**3})
_add("energy", {f"{p}Wh": 3600 * s for p, s in _DECIMAL.items()})
_add("energy", {"瓦时": 3600, "千瓦时": 3600 * 10**3, "度": 3600 * 10**3})
_add("ratio", {"×": 1, "x": 1, "倍": 1})
_add("percent", {"%": 1, "percent": 1, "百分比": 1})
_add("points", {"pp": 1, "百分点": 1, "个百分点": 1})
_add("currency:USD", {"$": 1, "USD": 1, "美元": 1})
_add("count:tokens", {"token": 1, "tokens": 1, "tok": 1, "toks": 1, "词元": 1, "令牌": 1})
_add("count:requests", {"req": 1, "reqs": 1, "request": 1, "requests": 1, "请求": 1, "个请求": 1})

#: a rate written as one word: "Gbps", "TFLOPS" (per second)
_PER_SECOND = [
    (re.compile(rf"^({'|'.join(p for p in _DECIMAL if p)})?bps$"), "bits"),
    (re.compile(rf"^({'|'.join(p for p in _DECIMAL if p)})?FLOPS$"), "flops"),
]
#: what divides a unit's parts: "/", "per", "每" ("词元每秒"), "a"/"each" before a time
_DIVIDE = re.compile(r"\s*/\s*|\s+per\s+|\s*每\s*")

#: one part of a unit: its kind and scale
Part = tuple[str, Fraction]


def _part(word: str) -> list[Part]:
    """A part of a unit as the table reads it ("GB" is a size of 10**9 bytes; "Gbps" a size
    of 10**9 bits over a second); a word it does not know is a count."""
    if word in _WORDS:
        return [_WORDS[word]]
    for pattern, kind in _PER_SECOND:
        m = pattern.match(word)
        if m:
            return [(kind, Fraction(_DECIMAL[m.group(1) or ""])), ("/time", Fraction(1))]
    return [(COUNT, Fraction(1))]


def read(unit: str) -> list[Part]:
    """*unit* as a list of parts, each ``(kind, scale)``; a part after a division has its
    kind prefixed with ``/`` ("tokens/s" is ``[("count:tokens", 1), ("/time", 1)]``)."""
    parts: list[Part] = []
    for index, word in enumerate(_DIVIDE.split(micro(unit).strip())):
        for kind, scale in _part(word.strip()):
            if index and not kind.startswith("/"):
                kind = f"/{kind}"
            parts.append((kind, scale))
    return parts


def _same(a: Part, b: Part) -> bool:
    kind_a, kind_b = a[0].lstrip("/"), b[0].lstrip("/")
    if a[0].startswith("/") != b[0].startswith("/"):
        return False
    counts = (COUNT, "count:")
    if kind_a == COUNT or kind_b == COUNT:
        # an unknown word is a count of something: any count, never a time or a size
        return kind_a.startswith(counts) and kind_b.startswith(counts)
    return a == b or (kind_a == kind_b and a[1] == b[1])


def same_measure(unit: str, rendering: str) -> bool:
    """Whether *rendering* is the unit *unit* (the same kind and scale, part by part)."""
    before, after = read(unit), read(rendering)
    return len(before) == len(after) and all(
        _same(a, b) for a, b in zip(before, after, strict=True)
    )


#: how a message names each kind, and its base unit
_KIND_NAMES = {
    "time": ("a time", "s"),
    "bytes": ("a size", "bytes"),
    "bits": ("a size", "bits"),
    "flops": ("an amount of compute", "FLOPs"),
    "power": ("a power", "W"),
    "energy": ("an energy", "J"),
    "ratio": ("a ratio", ""),
    "percent": ("a percentage", ""),
    "points": ("percentage points", ""),
    "currency:USD": ("an amount of money", "USD"),
}


def _describe(parts: list[Part]) -> str:
    names = []
    for kind, scale in parts:
        bare = kind.lstrip("/")
        if bare in _KIND_NAMES:
            name, base = _KIND_NAMES[bare]
            shown = f"{name} ({float(scale):g} {base})" if base else name
        elif bare.startswith("count:"):
            shown = f"a count of {bare.removeprefix('count:')}"
        else:
            shown = "a count"
        names.append(("per " if kind.startswith("/") else "") + shown)
    return " ".join(names) or "no unit"


def rendering_problems(mapping: dict[str, str]) -> list[str]:
    """Each rendering of *mapping* (one language's ``claims_unit_translations``) that is
    not its unit: what the unit is, what the rendering is."""
    problems = []
    for unit, rendering in mapping.items():
        if not same_measure(unit, rendering):
            problems.append(
                f"{unit!r} → {rendering!r}: {unit!r} is {_describe(read(unit))}, but "
                f"{rendering!r} is {_describe(read(rendering))}"
            )
    return problems


def normal_keys(mapping: dict[str, str]) -> dict[str, str]:
    """*mapping* with a unit that has "micro" declared in both spellings, the micro sign
    (``µs``: the claims' and the pages' once read) and the Greek mu (``μs``: what an author
    may type in a page's text, which a catalog's msgid keeps), each with its rendering."""
    found: dict[str, str] = {}
    for unit, rendering in mapping.items():
        found[micro(unit)] = rendering
        if MICRO in micro(unit):
            found[micro(unit).replace(MICRO, GREEK_MU)] = rendering
    return found
