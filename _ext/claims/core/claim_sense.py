"""What a translation says of a claim beyond its figure: whether it denies it, which side of
a comparison it gives the claim to, and what scale it writes after a bare count
(":mod:`claims.core.fidelity` reads a claim's bound, direction and rate with the helpers here).
Each is a way a sentence can change what a reader takes from a figure with the figure's
number and unit unchanged ("它并不快 {claim}`2.1 倍`", "TGI 比 vLLM 快 {claim}`2.1 倍`" for
"vLLM is 2.1× faster than TGI", "{claim}`3` 万个请求" for "3 requests").
"""

from __future__ import annotations

import re

from claims.core.messages import ANY_ROLE, FIGURE_ROLE, SENTENCE_END, Role
from claims.core.values import strip_numbers

#: what in English denies or withholds what follows: an original with one of these before a
#: claim, in its clause, may be translated with a Chinese negation
_NEGATION_EN = re.compile(
    r"(?i)\b(?:not|no|never|none|neither|nor|nothing|without|cannot|hardly|barely|lacks?|"
    r"unlike|instead|rather|short\s+of|fail(?:s|ed|ing)?|miss(?:es|ed|ing)?)\b|n't\b"
)
#: where an English clause starts, for the negations before a claim
_CLAUSE_START = re.compile(r"[,;:.!?]\s")

#: a Chinese negation of the words that lead to a claim: of the claim itself ("不是", "并非",
#: "没有达到", "无法达到"), or of the comparative or verb before it ("并不快", "不比 B 快",
#: "未必快", "并没有把延迟降低"). Not a bound ("不超过", "不到", "不高于", "不大于": the hedge
#: check reads those), not "不仅" (not only), not "不少", "不小" or "不大" (quite a lot, modest)
#: nor "差不多" (about, a hedge)
_NEGATION_ZH = re.compile(
    r"(?:并非|远非|并无)|(?:并没有?|并不|并未|没能|未能|无法|难以|未必|不一定|不会|谈不上|"
    r"不如[^，。；：,;:{]{0,16}?|不见得|称不上|"
    r"(?<!差)不(?![少小大仅只但止足到超如]|再是)|没有?|未(?!来))"
    r"(?:是|再|太|那么|更|能|会|比[^，。；：,;:{]{0,16}?|(?:把|使|让|将)[^，。；：,;:{]{0,12}?)?"
    r"(?:快|慢|高(?!于)|低(?!于)|多(?!于)|少(?!于)|好|差|提升|提高|降低|减少|增加|加速|"
    r"达到|到达|达|是)"
)
#: what may stand between a negation and the claim it denies: a few words, no mark
_TO_CLAIM = re.compile(r"[^，。；：、,.;:!?！？]{0,4}")
#: after "不是", "并非" or "并无", what the claim is of may stand between ("并不是引擎 Y 的
#: {claim}")
_TO_BE_CLAIM = re.compile(r"[^，。；：、,.;:!?！？时]*")
#: how far before a claim a negation is read
_NEGATION_REACH = 24


#: a hardware mention, with the name it shows
_HARDWARE = re.compile(r"\{hw\}`([^`<]*?)\s*(?:<[^`]*>)?`")
#: a role that shows no figure and no hardware (a citation, a term, a reference)
_OTHER_ROLE = re.compile(r"\{(?!claim\}|nac\}|hw\})[\w:-]+\}`[^`]*`")


def shown(text: str) -> str:
    """*text* with a hardware mention as the name it shows and the roles that show no figure
    left out: the words a reader reads around its figures ("{hw}`H100 <h100>` 并没有比
    {hw}`A100 <a100>` 快 {claim}…" denies the claim)."""
    return _OTHER_ROLE.sub(" ", _HARDWARE.sub(lambda m: m.group(1), text))


#: where a sentence ends, as :data:`SENTENCE_END`, but not after an abbreviation ("approx.")
_SENTENCE_STOP = re.compile(
    r"[。；！？;!?\n]|(?<!\bapprox)(?<!\bca)(?<!\bvs)(?<!\be\.g)(?<!\bi\.e)(?<!\bcf)\.(?=\s|$)"
)


def words_before(text: str, role: Role) -> str:
    """The words before *role* in *text* back to the sentence's start or the figure before it,
    whichever is nearer."""
    at = text.find(role.source())
    if at < 0:
        return ""
    ends = [m.end() for m in _SENTENCE_STOP.finditer(text, 0, at)]
    ends += [m.end() for m in FIGURE_ROLE.finditer(text, 0, at)]
    return text[max(ends, default=0) : at]


def words_after(text: str, role: Role, reach: int = 16) -> str:
    """The few words after *role* in *text*, to the clause's end or the next figure."""
    written = role.source()
    at = text.find(written)
    if at < 0:
        return ""
    after = text[at + len(written) : at + len(written) + reach]
    stop = re.search(r"[，、,：:；;。.!?！？]|\{(?:claim|nac)\}", after)
    return after[: stop.start() if stop else None]


#: English words of a bound's form in another sense: where a table is ("the table below"),
#: what was shown ("as shown above"), a condition ("under heavy load"), a comparison ("over
#: TGI")
_OTHER_SENSES = re.compile(
    r"(?i:\b(?:table|figure|chart|list|section|example|results?)s?\s+(?:below|above)\b|"
    r"\b(?:shown|see|described|listed|mentioned|as|noted)\s+(?:below|above)\b|"
    r"\bunder\s+(?:heavy|light|high|low|moderate|the|load|pressure|contention|an?)\b)|"
    r"\bover\s+(?=[A-Z])"
)


#: an English hedge right before a claim ("a context of up to {claim}…", "at least {claim}…"),
#: or right after it ("{claim}… or more"): the bound a translation must keep
_HEDGE_BEFORE = re.compile(
    r"(?i:\b(?:up\s+to|at\s+(?:most|least)|(?:not\s+)?(?:under|over|below|above)|"
    r"(?:(?:no|not)\s+)?(?:more|less|fewer|smaller|larger|greater|higher|lower)\s+than|"
    r"about|around|roughly|approx(?:imately|\.)|nearly|almost|"
    r"close\s+to|as\s+(?:much|many|high|low|little|few|long|short)\s+as|upwards\s+of|"
    r"in\s+excess\s+of|north\s+of|a\s+(?:maximum|minimum|peak)\s+of|within|beyond|exceeding|"
    r"some)|[~≈<>≤≥])\s*$"
)
_HEDGE_AFTER = re.compile(
    r"(?i)^\s*(?:or\s+(?:more|less|fewer|so|higher|lower)|and\s+(?:up(?!\s+to\b)|above|over)|"
    r"at\s+(?:most|least))\b"
)


def hedge(before: str, after: str) -> str:
    """The hedge right before or right after a claim, of the words :func:`words_before` and
    :func:`words_after` give ("" for none)."""
    before = plain(before)
    found = [m.group() for m in (_HEDGE_BEFORE.search(before), _HEDGE_AFTER.match(after)) if m]
    return " ".join(found)


#: the longest or the shortest, and 可达 (can reach), which keep "up to" and "at least" ("a
#: context of up to {claim}`1M tokens`" is "最长 {claim}…", "gives up to {claim}`7.4×`" is "提升
#: 可达 {claim}…") though, added, they state no bound of their own ("最长 {claim}`1M 词元` 的上下文"
#: names a context's length)
_LONGEST = (("at most", re.compile(r"最长|最大|长达|可达")), ("at least", re.compile(r"最短|最小")))


def kept_bounds(text: str, role: Role) -> frozenset[str]:
    """The bounds a translation keeps around *role* in words that state none when added:
    the longest or the shortest (:data:`_LONGEST`), and "在 {claim}… 内" for "within"."""
    before = words_before(text, role)
    kept = {bound for bound, words in _LONGEST if words.search(before)}
    if re.search(r"在\s*$", before) and re.match(r"\s*(?:之|以)?内", words_after(text, role)):
        kept.add("at most")
    return frozenset(kept)


#: a comparison denied before its "than": "does not reduce accuracy by more than", which is
#: "no more than"
_NOT_THAN = re.compile(
    r"(?i)\b(?:not|never)\b([^,.;]{0,40}?)\b(?:(more|greater|higher|larger)|(less|fewer|lower|smaller))"
    r"\s+than\b"
)


def _no_than(m: re.Match[str]) -> str:
    return f"{m.group(1)} no {'more' if m.group(2) else 'less'} than"


def plain(text: str) -> str:
    """*text* without the words that look like a bound and state none (:data:`_OTHER_SENSES`),
    and with a comparison denied read as the bound it states (:data:`_NOT_THAN`)."""
    return _NOT_THAN.sub(_no_than, _OTHER_SENSES.sub(" ", text))


#: a superlative, which bounds a figure one way or the other ("the best p50 latency, at …")
SUPERLATIVE = re.compile(
    r"(?i)\b(?:best|worst|top|fastest|slowest|lowest|highest|largest|smallest|busiest|"
    r"(?<!at )(?:most|least)|"
    r"maximum|minimum|peak(?:s|ed)?)\b"
)


#: where an English clause ends, after a claim: a mark, or a word that starts another clause
_CLAUSE_AFTER = re.compile(r"[,;:.!?]|\b(?:and|while|whereas|but|which|allowing|so)\b")
_CLAUSE_BEFORE = re.compile(r"[,;:]\s|\b(?:while|whereas|but)\b")


def clause(text: str, role: Role) -> str:
    """The words of *role*'s clause in *text*: back to the figure before it or a clause's
    start, and on to the clause's end."""
    before = words_before(text, role)
    before = before[max((m.end() for m in _CLAUSE_BEFORE.finditer(before)), default=0) :]
    after = words_after(text, role, 40)
    stop = _CLAUSE_AFTER.search(after)
    return before + " " + after[: stop.start() if stop else None]


#: a Chinese denial after a claim, of what was said: a verdict on "this" ("……，这并不成立",
#: "但这是错的", "这不是真的"), or a phrase that needs no subject ("其实不然", "与事实不符"); not
#: another subject's fault ("输入格式不正确"), a condition ("假设不成立时"), "不错" (good), "不对称"
#: (asymmetric) nor "不对 KV 缓存做量化" (not applied to)
_DENIAL_AFTER_ZH = re.compile(
    r"(?:这|此|该|这一|这个)(?:说法|结论|数字|结果|数据|比较|对比)?\s*"
    r"(?:并|其实|实际上|完全|根本|恐怕)?\s*(?:是)?\s*"
    r"(?:不成立(?!时|的话)|不属实|不正确|不准确|不对(?![称齐应])|不真实|不是真的|(?:是)?错的|"
    r"(?:是)?错误的|有误(?!差)|站不住(?:脚)?)|"
    r"并非如此|并非这样|其实不然|实则不然|恰恰相反|言过其实|夸大其词|纯属(?:虚构|谣言)|"
    r"与事实不符|是个误解|说法不实"
)
#: the English that would excuse it: the original denies or doubts its claim too, as a verdict
#: ("which is not true", "this does not hold"), not a word in another sense ("no wrong outputs")
_DENIAL_AFTER_EN = re.compile(
    r"(?i)\b(?:(?:is|are|was|were|be|been|seems?|proved?|turns?\s+out\s+to\s+be)\s+(?:not\s+"
    r"(?:true|correct|accurate|so)|untrue|false|incorrect|inaccurate|wrong|erroneous|mistaken|"
    r"overstated|exaggerated|a\s+myth)|not\s+the\s+case|(?:does|do)(?:\s+not|n't)\s+hold)\b"
)
#: the sentence after a claim's that takes it up ("。这并不成立。")
_TAKES_UP = re.compile(
    r"\s*(?:(?:但|然而|不过|可)?\s*(?:这|此|该|这一|这个)|(?i:(?:but|however,?)\s+)?(?i:this|that|it)\b)"
)


def _sentence_after(text: str, role: Role) -> str:
    """The words after *role* in *text* to its sentence's end or the next figure, and the next
    sentence too when it takes the claim up ("……快 {claim}…。这并不成立。")."""
    written = role.source()
    at = text.find(written)
    if at < 0:
        return ""
    after = text[at + len(written) :]
    figure = FIGURE_ROLE.search(after)
    if figure:
        after = after[: figure.start()]
    stop = _SENTENCE_STOP.search(after)
    if stop is None:
        return after
    rest = after[stop.end() :]
    if _TAKES_UP.match(rest):
        second = _SENTENCE_STOP.search(rest)
        return after[: stop.start()] + " " + rest[: second.start() if second else None]
    return after[: stop.start()]


def negated(msgid: str, msgstr: str, role: Role, translated: Role) -> bool:
    """Whether the msgstr denies *translated* where the msgid states *role* plainly (with no
    negation before it in its clause: "faster, with no code changes" states it), before the
    claim or after it in its sentence ("……，这并不成立")."""
    if _DENIAL_AFTER_ZH.search(_sentence_after(shown(msgstr), translated)) and not (
        _DENIAL_AFTER_EN.search(_sentence_after(shown(msgid), role))
    ):
        return True
    words = words_before(shown(msgid), role)
    clause = words[max((m.end() for m in _CLAUSE_START.finditer(words)), default=0) :]
    if _NEGATION_EN.search(clause):
        return False
    text = shown(msgstr)
    written = translated.source()
    at = text.find(written)
    if at < 0:
        return False
    ends = [m.end() for m in FIGURE_ROLE.finditer(text, 0, at)]
    words = text[max(max(ends, default=0), at - _NEGATION_REACH) : at]
    return any(
        (_TO_BE_CLAIM if m.group().endswith(("是", "非", "无")) else _TO_CLAIM).fullmatch(
            words, m.end()
        )
        for m in _NEGATION_ZH.finditer(words)
    )


#: what English compares a claim with, after it: after "than" (or "over", "versus", "vs",
#: "compared with", "relative to"), to a clause's end, or right after it as "{claim} the
#: throughput of TGI"
_THAN = re.compile(
    r"\b(?:than|over|versus|vs\.?|compared\s+(?:with|to)|relative\s+to)\s"
    r"([^,.;:!?]*(?:\.\d[^,.;:!?]*)*)",
    re.IGNORECASE,
)
_OF = re.compile(r"\s*(?:that|those|the\s+(?:[\w-]+\s+){1,3}?)of\s+([^,.;:!?]*)", re.IGNORECASE)
#: ... or before it: "outperforms TGI by {claim}", "Compared with TGI, vLLM is {claim}"
_BY = re.compile(
    r"\b(?:outperform|beat|exceed|surpass|lead)(?:s|ed|ing)?\s+([^,;:]*?)\s+by\s*$", re.IGNORECASE
)
_AGAINST = re.compile(
    r"\b(?:compared\s+(?:with|to)|relative\s+to|versus|against)\s+([^,;:]+?)\s*,", re.IGNORECASE
)
#: what a Chinese comparison compares with: after 比 (not a word that holds it: "比例",
#: "加速比", "性价比", "压缩比", "比特"), 比起, 较, 相比(于), 相对(于), 对比; between 与/和/跟 and
#: 相比; after 快于, 优于, 领先; or between 是, 为 or 达到 and the 的 before the claim ("是 TGI
#: 的 {claim}`2.1 倍`")
_COMPARED_ZH = re.compile(
    r"(?<![相对无类占好速率价缩压])比(?![较例如率特值重])起?(?P<a>[^，。；：,;:{]{1,24})|"
    r"(?<![比相])较(?![大小多少高低快慢好差为长短])于?(?P<b>[^，。；：,;:{]{1,24})|"
    r"(?:相比|相较|相对|对比)于?(?P<c>[^，。；：,;:{]{1,24})|"
    r"(?:与|和|跟|同)(?P<d>[^，。；：,;:{与跟同]{1,24}?)(?:的)?(?:相比|相较|比较|比起来|对比)|"
    r"(?:是|为|达到?|相当于)(?P<e>[^，。；：,;:{是为]{1,24}?)的\s*$|"
    r"(?:快于|慢于|优于|胜过|领先于?|高出|超出|多出|快出)(?P<f>[^，。；：,;:{]{1,24})|"
    r"在(?P<g>[^，。；：,;:{在]{1,24}?)的基础上"
)
#: a comparand named again ("是它的", "前者比后者"): the sides are not read by names
_PRONOUN = re.compile(r"它|其|后者|前者|对方|二者|两者")
#: a name kept in Latin letters in both languages ("vLLM", "A100", "TensorRT-LLM")
_NAME = re.compile(r"[A-Za-z][\w.+-]*[\w+]|[A-Za-z]")
#: a side named in words, which a translation translates: English words with the Chinese a
#: translation names the side with ("the baseline" and "基线", "our scheduler" and "我们的")
_SIDE_WORDS = (
    # (not "基准测试", a benchmark)
    (re.compile(r"(?i)\bbaselines?\b"), r"基线|基准(?!测试|测评|程序|套件)|对照"),
    # (a thing of ours, not "we": "than we expected" compares with an expectation)
    (re.compile(r"(?i)\bour\s+[A-Za-z]|\bours\b"), r"我们|我方"),
    (re.compile(r"(?i)\bdefault\b"), r"默认|缺省|预设"),
)


def _shows(text: str, side: str) -> bool:
    """Whether *text* names *side* (a pattern of :func:`_sides`)."""
    return re.search(side, text) is not None


def _sides(text: str, kept: str, *, in_words: bool = True) -> set[str]:
    """The sides *text* names that *kept* (the translation) names too, each as a pattern: the
    Latin words kept as written, which are names (English words are translated; a Chinese
    character beside a name is no letter of it: "vLLM比"), and, *in_words*, the sides named in
    words."""
    names = {
        rf"(?<![A-Za-z0-9]){re.escape(n)}(?![A-Za-z0-9])"
        for n in _NAME.findall(ANY_ROLE.sub(" ", text))
    }
    words = {chinese for english, chinese in _SIDE_WORDS if in_words and english.search(text)}
    return {side for side in names | words if _shows(kept, side)}


def _compared_en(text: str, role: Role) -> str:
    """What the English sentence compares *role* with ("" for nothing)."""
    written = role.source()
    at = text.find(written)
    end = at + len(written)
    stop = SENTENCE_END.search(text, end)
    rest = text[end : stop.start() if stop else len(text)]
    before = words_before(text, role)
    for m in (_OF.match(rest), _THAN.search(rest), _BY.search(before), _AGAINST.search(before)):
        if m:
            return m.group(1)
    return ""


def sides_swapped(msgid: str, msgstr: str, role: Role, translated: Role) -> bool:
    """Whether "X is {claim} faster than Y" became "Y 比 X 快 {claim}": what the original
    compares with stands outside the translation's comparison, and none of it inside."""
    en, zh = shown(msgid), shown(msgstr)
    at_zh = zh.find(translated.source())
    if en.find(role.source()) < 0 or at_zh < 0:
        return False
    kept = ANY_ROLE.sub(" ", zh)
    subject = en[: en.find(role.source())]
    # (a side named in words on both sides of the English is no side: "our scheduler … than our
    # previous one")
    compared = _sides(_compared_en(en, role), kept) - (
        _sides(subject, kept) - _sides(subject, kept, in_words=False)
    )
    start = max((m.end() for m in SENTENCE_END.finditer(zh, 0, at_zh)), default=0)
    sentence = zh[start:at_zh]
    spans = [m.span(g) for m in _COMPARED_ZH.finditer(sentence) for g in "abcdefg" if m.group(g)]
    if not compared or not spans or any(_PRONOUN.search(sentence[a:b]) for a, b in spans):
        return False  # no comparison of names, none written as one, or one by a pronoun
    in_object = any(_shows(sentence[a:b], n) for a, b in spans for n in compared)
    rest = "".join(c for i, c in enumerate(sentence) if not any(a <= i < b for a, b in spans))
    # (the claim's own side named both inside and outside the comparison: "把 TGI 和 vLLM 放在
    # 一起比较，vLLM 快…"; which side is which is not read)
    # (by names only: "我们发现，基线比我们的调度器快" names "we" outside, not the side)
    own = _sides(subject, rest, in_words=False) - compared
    both = any(_shows(sentence[a:b], n) for a, b in spans for n in own)
    return not in_object and not both and any(_shows(rest, n) for n in compared)


#: a scale or a unit right after a figure: read after a claim that shows none of its own
#: ("{claim}`3` 万个请求" shows 30,000)
_SCALE_AFTER_ZH = re.compile(r"\s*(?:百万|千万|[万亿千百兆成]|[kKMBG](?![A-Za-z])|倍|[%％])")
_SCALE_AFTER_EN = re.compile(
    r"(?i)\s*(?:thousand|million|billion|trillion|hundred|[kKMBG]\b|×|x\b|times\b|fold\b|%|percent)"
)


def scaled_after(msgid: str, msgstr: str, role: Role, translated: Role) -> bool:
    """Whether the msgstr writes a scale or a unit right after a claim that shows none (a bare
    count, "{claim}`3`"), where the msgid writes none: the reader would read another number.
    (A sign against a role is the page check's: :mod:`claims.transforms` reads what touches a
    role in either language.)"""
    en, zh = shown(msgid), shown(msgstr)
    at, at_zh = en.find(role.source()), zh.find(translated.source())
    if at < 0 or at_zh < 0:
        return False
    if strip_numbers(translated.display):
        return False
    after_zh = zh[at_zh + len(translated.source()) :]
    after_en = en[at + len(role.source()) :]
    return bool(_SCALE_AFTER_ZH.match(after_zh)) and not _SCALE_AFTER_EN.match(after_en)
