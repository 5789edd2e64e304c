"""What a translation says of a claim beyond its figure: whether it denies it, and which side
of a comparison it gives the claim to. :mod:`claims.core.fidelity` reads a claim's bound,
direction and rate; these are the two readings a sentence can still reverse with the number
and its unit unchanged ("它并不快 {claim}`2.1 倍`", "TGI 比 vLLM 快 {claim}`2.1 倍`" for "vLLM
is 2.1× faster than TGI").
"""

from __future__ import annotations

import re

from claims.core.messages import ANY_ROLE, SENTENCE_END, Role

#: what in English denies or withholds what follows: an original with any of these may be
#: translated with a Chinese negation, so none is looked for
_NEGATION_EN = re.compile(
    r"(?i)\b(?:not|no|never|none|neither|nor|nothing|without|cannot|hardly|barely|lacks?|"
    r"unlike|instead|rather|short\s+of|fail(?:s|ed|ing)?|miss(?:es|ed|ing)?)\b|n't\b"
)

#: a Chinese negation of the words that lead to a claim: of the claim itself ("不是", "没有达到"),
#: or of the comparative or verb before it ("并不快", "不比 B 快", "并未降低"). Not a bound
#: ("不超过", "不到", "不高于": the hedge check reads those), not "不仅" (not only) and not
#: "不少"/"不小" (quite a lot) nor "差不多" (about, a hedge)
_NEGATION_ZH = re.compile(
    r"并非|(?:并不|并未|(?<!差)不(?![少小仅只但止足到超])|没有?|未(?!来))"
    r"(?:是|再|太|那么|更|能|比[^，。；：,;:{]{0,16}?)?"
    r"(?:快|慢|高(?!于)|低(?!于)|多(?!于)|少(?!于)|大|小|好|差|提升|提高|降低|减少|增加|加速|"
    r"达到|到达|达|是)"
)
#: what may stand between a negation and the claim it denies: a few words, no mark
_TO_CLAIM = re.compile(r"[^，。；：、,.;:!?！？]{0,4}")
#: after "不是" or "并非", what the claim is of may stand between ("并不是引擎 Y 的 {claim}")
_TO_BE_CLAIM = re.compile(r"[^，。；：、,.;:!?！？]*")
#: how far before a claim a negation is read
_NEGATION_REACH = 24


def _written(role: Role) -> str:
    return f"{{{role.name}}}`{role.content}`"


def _before(text: str, role: Role, reach: int) -> str:
    """The words just before *role* in *text*, back to the role before it or *reach*
    characters."""
    written = _written(role)
    end = 0
    for m in ANY_ROLE.finditer(text):
        if m.group() == written:
            return text[max(end, m.start() - reach) : m.start()]
        end = m.end()
    return ""


def negated(msgid: str, msgstr: str, role: Role, translated: Role) -> bool:
    """Whether the msgstr denies *translated* where the msgid states *role* plainly."""
    if _NEGATION_EN.search(ANY_ROLE.sub(" ", msgid)):
        return False
    words = _before(msgstr, translated, _NEGATION_REACH)
    return any(
        (_TO_BE_CLAIM if m.group().endswith(("是", "非")) else _TO_CLAIM).fullmatch(words, m.end())
        for m in _NEGATION_ZH.finditer(words)
    )


#: "than" (or "over", "versus", "compared with", "relative to") and what it compares with,
#: to a clause's end
_THAN = re.compile(
    r"\b(?:than|over|versus|vs\.|compared\s+(?:with|to)|relative\s+to)\s"
    r"([^,.;:!?]*(?:\.\d[^,.;:!?]*)*)",
    re.IGNORECASE,
)
#: what a Chinese comparison compares with: after 比 (not a word that holds it: "比例",
#: "加速比", "比特"), 比起, 较, 相比(于), between 与/和/跟 and 相比, or between 是 and the 的
#: before the claim ("是 TGI 的 {claim}`2.1 倍`")
_COMPARED_ZH = re.compile(
    r"(?<![相对无类占好速率])比(?![较例如率特值重])起?(?P<a>[^，。；：,;:{]{1,24})|"
    r"(?<![比相])较(?![大小多少高低快慢好差为长短])于?(?P<b>[^，。；：,;:{]{1,24})|"
    r"(?:相比|相较)于?(?P<c>[^，。；：,;:{]{1,24})|"
    r"(?:与|和|跟|同)(?P<d>[^，。；：,;:{与和跟同]{1,24}?)(?:相比|相较|比较)|"
    r"是(?P<e>[^，。；：,;:{是]{1,24}?)的\s*$"
)
#: a name kept in Latin letters in both languages ("vLLM", "A100", "TensorRT-LLM")
_NAME = re.compile(r"[A-Za-z][\w.+-]*[\w+]|[A-Za-z]")


def _shows(text: str, name: str) -> bool:
    """Whether *text* holds *name* as a word of its own (a Chinese character beside it is no
    letter of it: "vLLM比")."""
    return re.search(rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])", text) is not None


def _names(text: str, kept: str) -> set[str]:
    """The Latin words of *text* that *kept* (the translation) shows too: names, which a
    translation keeps, and not English words, which it translates."""
    return {n for n in _NAME.findall(ANY_ROLE.sub(" ", text)) if _shows(kept, n)}


def sides_swapped(msgid: str, msgstr: str, role: Role, translated: Role) -> bool:
    """Whether "X is {claim} faster than Y" became "Y 比 X 快 {claim}": what the original
    compares with stands before 比 and none of it after."""
    written, written_zh = _written(role), _written(translated)
    at, at_zh = msgid.find(written), msgstr.find(written_zh)
    if at < 0 or at_zh < 0:
        return False
    sentence_end = SENTENCE_END.search(msgid, at + len(written))
    than = _THAN.search(
        msgid, at + len(written), sentence_end.start() if sentence_end else len(msgid)
    )
    if than is None:
        return False
    start = max((m.end() for m in SENTENCE_END.finditer(msgstr, 0, at_zh)), default=0)
    compared = _names(than.group(1), ANY_ROLE.sub(" ", msgstr))
    sentence = msgstr[start:at_zh]
    spans = [m.span(g) for m in _COMPARED_ZH.finditer(sentence) for g in "abcde" if m.group(g)]
    if not compared or not spans:
        return False  # no comparison of names, or none written as one: nothing to read
    in_object = any(_shows(sentence[a:b], n) for a, b in spans for n in compared)
    rest = "".join(c for i, c in enumerate(sentence) if not any(a <= i < b for a, b in spans))
    return not in_object and any(_shows(rest, n) for n in compared)
