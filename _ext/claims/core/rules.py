"""The detector's rules: the shapes a performance figure is written in, and the checks of
the words around a match where its unit cannot decide (a token count, a percentage, a number
word: the context cues the Authoring guide documents). Data and pure functions over strings;
:mod:`claims.core.detector` compiles them into one scan. A new way of writing a figure is a
new :class:`Rule` in :data:`SHAPES` (or a unit in :mod:`claims.core.units`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from claims.core import units as u
from claims.core.starts import start_class
from claims.core.units import NUMBER, VALUE, ZH_NUMERAL
from claims.core.values import ZH_SCALE

#: a check gets the (full-width-normalised) text and the match's span, and says whether the
#: match is a figure
Check = Callable[[str, int, int], bool]

#: (not the point of an abbreviation: "(e.g. 75% or higher)", "i.e. ", "vs. ")
_CLAUSE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\bvs)\.\s|[;!?]\s|[。；！？\n]")


def _before(text: str, start: int, width: int) -> str:
    """Up to *width* characters before *start*, not reaching back past a sentence end."""
    window = text[max(0, start - width) : start]
    ends = list(_CLAUSE_END.finditer(window))
    return window[ends[-1].end() :] if ends else window


def _after(text: str, end: int, width: int) -> str:
    window = text[end : end + width]
    stop = _CLAUSE_END.search(window)
    return window[: stop.start()] if stop else window


def _cue_before(cues: str, width: int) -> Check:
    pattern = re.compile(rf"(?:{cues})")
    return lambda text, start, end: pattern.search(_before(text, start, width)) is not None


def _cue_after(cues: str, width: int) -> Check:
    pattern = re.compile(rf"(?:{cues})")
    return lambda text, start, end: pattern.search(_after(text, end, width)) is not None


def _any(*checks: Check) -> Check:
    return lambda text, start, end: any(check(text, start, end) for check in checks)


def _no_cue_before(cues: str, width: int) -> Check:
    """True unless one of *cues* comes in the *width* characters before the match."""
    pattern = re.compile(rf"(?:{cues})")
    return lambda text, start, end: pattern.search(_before(text, start, width)) is None


def _unless(cues: str, width: int, check: Check) -> Check:
    """*check*, unless one of *cues* comes in the *width* characters before."""
    absent = _no_cue_before(cues, width)
    return lambda text, start, end: absent(text, start, end) and check(text, start, end)


def _not_asked(check: Check) -> Check:
    """*check*, unless the match is a vague amount asked about: "能提升几倍呢？" (not "为啥
    … 要慢好几倍呢", a fact)."""
    return lambda text, start, end: (
        check(text, start, end)
        and not (
            text.startswith("几", start)
            and _ASKED.match(text, end) is not None
            and _CAN.search(_before(text, start, 8)) is not None
        )
    )


#: ("你训练的是几倍超分呢": a factor asked about, a word between)
_ASKED = re.compile(r"\s*(?:左右|以上)?\s*[\u4e00-\u9fff]{0,3}?(?:呢|吗|？|\?)")
_CAN = re.compile(r"(?:能|可以|的是)[^，。；,;？?]{0,6}$")


def _cue_near(cues: str, width: int) -> Check:
    pattern = re.compile(rf"(?:{cues})")
    return lambda text, start, end: (
        pattern.search(_before(text, start, width)) is not None
        or pattern.search(_after(text, end, width)) is not None
    )


#: before a multiple in words and a colon, a count of parts: "the advantages … are three-fold:"
_PARTS_BEFORE = re.compile(
    r"\b(?i:advantages|benefits|reasons|contributions|goals|aims)\s+[^.;:]{0,40}?\bare\s+$"
)
_PLAYBACK = re.compile(r"(?i:animation|video|playback|GIF|demo)|动画|视频|播放|演示")
_NOT_METRIC = re.compile(rf"(?:{u.PERCENT_NOT_METRIC})")
_OF_PART = re.compile(u.PERCENT_OF_PART)
#: a percentage in parentheses after a word for a share: "耗时占比（8%）… decode 阶段（0%）"
_OPENED = re.compile(r"[(（]\s*(?:均为|约为|约|为|~)?\s*$")
_SHARE_WORD = re.compile(
    # "a mix of .mp3 files (80%) and .m4a files (20%)"
    r"占比|占用|耗时最多|耗时最长|最耗时|花(?:费|了)?时间|[种门]语言|(?i:share|breakdown|languages|\bmix\b)"
)
_SHARE_BEFORE = re.compile(u.PERCENT_SHARE_BEFORE)
_SPARSITY_BEFORE = re.compile(r"\d\s*:\s*\d+\s*[(（]\s*$")
#: a verb that saves time (not a collective's name: "all-reduce, reduce-scatter")
_TIME_SAVED = re.compile(
    r"(?i:(?<![A-Za-z_-])(?:sav\w*|reduc\w*|cut\w*|lower\w*|decreas\w*|shav\w*|eliminat\w*)(?![\w-]))"
)
#: a rate named before the counts it is worked out from: "误检率: 48/82 = 58.5%"
_RATE_COMPUTED = re.compile(
    r"(?:[\u4e00-\u9fff]率|\b(?i:rate|accuracy|recall|precision))\s*[:：=]?\s*(?:为|是)?\s*"
    r"\d+\s*/\s*\d+\s*=\s*$"
)
#: a setting changed by a percentage: "将批次大小减少 10%", "reduce the batch size by 10%"
_SETTING_CHANGED = re.compile(
    r"(?:批次大小|批大小|批量大小|学习率|(?i:batch\s+size|learning\s+rate))\s*"
    rf"(?:{u.CHANGE_VERBS_ZH}|(?i:\w+ed\s+by|by))?了?\s*(?:约|大约)?\s*$"
)
#: before a share, a verb that sets it: "显存占用设置95%", "设为 90%"
_SHARE_SET = re.compile(r"(?:设置|设定|设|调)(?:为|成|到)?\s*$")
#: (not "per": "16,000 times per second" is a rate)
#: a multiple of a count of things, not of a metric: "4 times the number of GPU cores", "twice
#: as many CPU performance cores" (not "4 times the number of requests per second", a rate)
_THINGS = (
    r"(?:cores|GPUs|CPUs|devices|nodes|machines|layers|heads|experts|parameters|params|threads|"
    r"chips|cards|instances|workers|units)\b(?!\s*(?:per|a|/)\b)"
)
_THINGS_COUNTED = re.compile(
    r"(?i:(?:\d+(?:\.\d+)?|\w+)\s+times\s+the\s+number\s+of|twice\s+as\s+many|"
    r"(?:\w+\s+)?times\s+as\s+many)\s+(?:[\w-]+\s+){0,2}?" + f"(?i:{_THINGS})"
)
_TIMES_NEXT = re.compile(
    r"\s+(?:as|the|more|less|fewer|over|that|compared|relative|(?!per\b)\w+er|"
    # "at 100 times its speed"
    r"(?:its|their)\s+(?:speed|throughput|rate|performance))\b(?!-)"
)
_TIMES_CUE = re.compile(
    r"(?i:up\s*to|about|around|roughly|nearly|almost|by|over|than|is|was|"
    # "can be compressed 20 times"
    r"are|were|be|compressed|reduced|shrunk|accelerated|sped\s+up)\s*$"
)
#: "only 8G of memory", "256G of GPU memory"
_MEMORY_OF = re.compile(r"\s+of\s+(?:GPU\s+|device\s+|host\s+)?(?i:memory|VRAM|RAM)\b")
_MEMORY_CONTEXT = re.compile(
    # (?![A-Za-z]), not \b: "16G RAM以获得" has no word boundary between M and 以
    # "500G的磁盘空间": disk space too
    # ("kv cache … 缓存占用…应该是54G左右": a cache is memory)
    # ("基本80G占满")
    r"显存|内存|缓存|^\s*空间|^\s*占满|^\s*的?\s*(?:磁盘|硬盘|存储)空间|\b(?:VRAM|DRAM|RAM|DDR\d?|HBM\w*|OOM)(?![A-Za-z0-9])|"
    r"(?i:memor(?:y|ies))|"
    # a model's weights with their precision: "底模约 66G（bf16）", or named after it: "(8.9G 模型)"
    # "70G的超大语言模型": a few words between
    r"^\s*[(（]\s*(?i:bf16|fp16|fp8|fp32|int8|int4)\s*[)）]|"
    r"^\s*(?:的\s*[\u4e00-\u9fff]{0,4}?|的?\s*)(?:模型|权重)(?:文件)?(?!参数)"
)
_METRIC_BEFORE_CHANGE = re.compile(rf"(?:{u.METRIC_WORDS})|长度|上下文|序列|(?i:context|length)")


#: metrics written without a unit, named before their values
_UNITLESS_METRICS = (
    r"perplexity|PPL|accuracy|score|BLEU|ROUGE(?:-\w+)?|F1|pass@\d+|WER|CER|MFU|QPS|RPS|O?TPS|RTF|"
    r"recall|mAP|mIoU|MRR|it/s(?:ec)?|"
    # "the token-per-second ratio decreases from 70 to 30"
    r"real-time\s+factor|arithmetic\s+intensity|tokens?[-\s]per[-\s]second"
)
#: (and every Chinese name of the table of metrics before a value: "帧率从原来的14+提升到40+")
_UNITLESS_METRICS_ZH = "|".join(
    ["困惑度|准确率|精度|得分|分数|吞吐量?"] + [c for _, _, c, _ in u.METRICS_BEFORE_VALUE.values()]
)
_UNITLESS_METRICS_LATIN = r"PPL|QPS|RPS|O?TPS|MFU"
#: verbs of change between a metric and its values
_CHANGED = (
    r"(?:improv|increas|ris|drop|decreas|gain|climb|fall|declin|jump|grow|reduc)"
    r"(?:es|ed|ing|e|s)?|fell|rose|grew|went(?:\s+(?:up|down))?|dropped|moved"
)
#: "从 5.47 上升到 5.62": both values, a verb of change between them
_CHANGED_FROM_ZH = (
    rf"从\s*(?:原来的|原先的|之前的)?\s*(?P<fig>{VALUE}\+?\s*"
    rf"(?:上升|下降|提升|提高|降低|增加|减少|增长|升高|降|升|涨|跌)了?\s*"
    rf"(?:到|至)了?\s*{VALUE}\+?)(?![A-Za-z0-9%×-]|\.\d)"
)
#: a Chinese character anywhere in a text
_HAN_IN = re.compile(r"[\u4e00-\u9fff]")
#: after a value: not the start of a unit, a percentage, a multiplier or a longer number
_NO_MORE = r"(?![A-Za-z0-9%×-]|\.\d)"
#: after a value, what is done with those past it, a threshold: "距离得分超过0.6的都去掉"
_DROPPED_NEXT = r"(?!\s*的\s*(?:都|就|全)?\s*(?:去掉|删掉|删除|过滤|丢弃|保留))"
#: after a metric's bare value, what makes it no result: an operator of a formula whose result
#: comes later ("加速比 = 150/69 ≈ 2.17", "fps = 1000 / e2e_avg_ms"), a counter ("帧率为8个线程"),
#: a rule of thumb ("利用率：0.8-0.9 较安全"), a threshold
_NOT_A_RESULT_NEXT = (
    # "误差小于 1e-4 的精度阈值": a tolerance asked for
    # ("帧率只有2+" is more than 2: an operator has a number or a bracket after it)
    r"(?!\s*(?:[*/×=≈]|\+\s*[A-Za-z0-9(（]|[个台张块卡路次条]|(?:较|比较)?(?:安全|合适)|的\s*(?:精度)?(?:阈值|要求|标准)))"
    rf"{_DROPPED_NEXT}"
)
#: a formula worked out before a metric's value: "吞吐率：4.589401 * 32 * 8 = 1174.886656"
_WORKED = rf"(?:(?:{NUMBER}\s*[*/×+]\s*)+{NUMBER}\s*[=≈]\s*)?"
#: before a rate in hertz, a speed or an inference named; a clock's speed is a setup
#: a sampling rate named: the rates after it are the clock of the data, a setup
_SAMPLING = re.compile(r"(?i:sampling\s+rate)|采样率")
#: what such a rate counts: times ("16,000 times per second"), not samples or requests, which a
#: vocoder or a server produces
_SAMPLED_RATE = re.compile(r"(?i:\btimes)\b")
#: and what the clock does: acquires or produces a number (not "can be evaluated 500 times")
_ACQUIRES = re.compile(r"(?i:\b(?:produc|acquir|captur|record|sampl)\w*)\b[^.;]{0,30}$")
_HERTZ_CUE = re.compile(
    r"(?i:inference|speed|fps|frame\s+rate|throughput|(?:step|update|control)\s+rate)|推理|速度|帧率"
)
#: right before a rate in hertz, a rate reached or run at: "the authors used TensorRT to reach
#: 62 hz", "runs inference at 30 hz", "量化后跑到45hz"
_HERTZ_REACHED = re.compile(
    r"(?i:\b(?:reach(?:es|ed)?|(?:runs|running|ran)(?:\s+[a-z]+){0,2}\s+at)\s+$)|"
    r"(?:能到|能跑到|跑到|达到|可达|只有|仅有)\s*$|"
    # a rate on a board, about so much: "Jetson AGX Orin，10hz左右"
    r"(?i:jetson|orin|xavier|nano)[^。；;]{0,12}[，,:：]\s*$"
)
#: a device whose rate in hertz is its own, or a control loop's designed rate: "the camera can
#: reach 120 hz", "the control loop runs at 120 Hz"
_HERTZ_DEVICE = re.compile(
    r"(?i:camera|sensor|IMU|display|monitor|screen|refresh|control\s+loop)|摄像头|相机|屏幕|控制回路"
)
#: audio named right after a rate in hertz: its sampling rate ("48 kHz on stereophonic audio")
_AUDIO_NEXT = re.compile(
    r"\s+(?:on\s+|of\s+)?(?:\w+\s+)?(?i:audio|stereo(?:phonic)?|mono(?:phonic)?)\b"
)
_CLOCK = re.compile(
    # a bus's clock set: "Changing SPI speed to 80MHz"
    r"(?i:clock|boost|base\s+frequency|sampl|audio|memory|DDR|\b(?:SPI|I2C|I2S|UART|bus)\b)|"
    r"时钟|主频|频率|采样|音频|内存"
)
#: the end of a bare value in Chinese: no unit either ("吞吐量在 180 tokens/ms" is the unit
#: rule's)
_ZH_VALUE_END = (
    rf"{_NO_MORE}{_NOT_A_RESULT_NEXT}"
    # (nor a setting's value explained: "文件中的 fps：5 代表以每秒5帧的频率提取视频帧")
    r"(?!\s*(?:代表|表示|指的是|意思是))"
    # (nor a duration: "loss曲线时间是4天")
    r"(?!\s*[万亿千]?\s*(?:[A-Za-z%]|毫秒|微秒|秒|分钟|小时|词元|倍|天|周|个\s*月))"
    # nor a threshold in a condition: "利用率小于0.5时"
    r"(?!\s*(?:时|的时候))"
)
#: what a metric is of, before a copula: "The RTF on CPU from 50 test samples is 1.00356"
#: ("the inference speed of EAGLE-2 is 66": after "of" names only, not "of models with 7B
#: parameters")
_QUALIFIED = (
    r"(?:(?:\s+(?:on|for|from|with|in|at)\s+[^.;:=,]{1,40}?|"
    r"\s+of(?:\s+[A-Za-z][\w.-]*){1,4}?)(?=\s+(?:is|was)\b))?"
)
#: the IoU thresholds an mAP is averaged over, part of its name: "mAP：50-95"
_NOT_IOU = r"(?!(?:0\.)?50?\s*[-:：~]\s*(?:0\.)?95)"
#: after a value in English, what shows it stands alone (not "of 4 GPUs", a count of things)
_STANDS_ALONE = (
    # ("pass@1: 33.6 v.s. 33.5")
    r"(?=\s*(?:$|[,.;:)(\]]|v\.\s?s\.|(?:or|and|on|in|with|for|at|when|but|so|which|while|after|before|"
    r"compared|vs|versus|than|respectively|using|per|across|against)\b))"
)
#: after a metric's value in English, a unit an error is measured in, part of the figure: "the
#: ATE is 2.3 cm", "the energy MAE is 2.1 meV/atom"
_ERROR_UNIT = (
    r"(?:\s*(?:mm|cm|m|px|pixels?|°C?|degrees?|K|m?eV(?:/atom|/Å)?|kcal/mol|kJ/mol|Å)(?![\w/]))?"
)

#: a metric a few words before its value: what ends the metric's clause, the verbs between,
#: and the words of about
_FAR_STOP_EN = r"and|but|or|which|that|when|if|while|because|so|than|vs|versus"
_FAR_VERB_EN = (
    r"is|was|are|were|should\s+be|(?:reach(?:e[sd])?|reaching|hits?|achieve[sd]|gets?|got)|"
    r"(?:peaked|stays?|stayed|remains?|remained|sits?|sat)\s+at|"
    r"(?:drop(?:s|ped)?|decreas(?:es|ed)|increas(?:es|ed)|improv(?:es|ed)|"
    r"r(?:ises|ose)|f(?:alls|ell)|climb(?:s|ed)|jump(?:s|ed)|(?:go(?:es)?|went)(?:\s+(?:up|down))?|"
    r"reduc(?:es|ed))\s+(?:in)?to"
)
#: a word in between that makes the value a setting: "the accuracy threshold is 0.5"
_FAR_SETTING_EN = r"(?i:thresholds?|defaults?|targets?|limits?|budgets?|settings?|configured|set)"
#: (and what is usual, not reached: "集成ic也一般是0到1嘛")
_FAR_SETTING_ZH = (
    # ("辅助Loss的权重为0.4": a loss's weight; not "换了权重之后大概只有40")
    r"阈值|默认|设置|设为|设定|目标|要求|上限|下限|范围|类别|编号|一般|通常|的权重|(?i:id)(?![a-z])"
)
#: a verb done in a time: "trained in", "downloaded in" (not a date: "released in", "fixed in")
_DONE_IN = (
    r"\b(?!(?i:releas|publish|announc|schedul|plann|expect|launch|merg|fix|updat|add|ship|deliver|"
    r"introduc|includ|mention|describ|report|discuss|document|list|specifi|defin|written|locat|"
    # a unit of measure: "measured in one second intervals", "billed in one hour increments"
    r"measur|sampl|record|logg|aggregat|averag|bucket|group|binn|count|express|quot|pric|bill|"
    r"charg|display|shown|round|slic|split|chunk|divid|broken)\w*ed\b)"
    r"(?i:[a-z]+ed|done|run)\s+in"
)
#: before a run's days, the cards it ran on: "8x1080Ti 两天左右"
_CARDS_RUN = re.compile(r"\d+\s*[x×*]\s*[A-Za-z]*\d{3,4}[A-Za-z]*\s*$")
#: a run's length needed: "we need 33 days to fully train" (not "we need 3 days off")
_NEEDED = re.compile(
    r"\b(?i:need(?:s|ed)?|requir(?:es|ed|e))\s+(?i:about|around|roughly|nearly|~)?\s*$"
)
_TO_RUN = re.compile(
    r"\s+(?i:to\s+(?:\w+\s+)?(?:train|run|finish|complete|converge|process|compute|generate|"
    r"render|build|index|fine-?tune|pre-?train)\b)"
)
#: a metric's gain a multiple without its "times" comes before ("a 3.6 throughput gain"), and
#: the words that rule needs
_GAIN = r"(?i:gain|improvement|increase|boost|speed-?up|reduction|cut|advantage|drop|uplift)"
_GAIN_NEEDS = (
    "gain",
    "improvement",
    "increase",
    "boost",
    "speed",
    "reduction",
    "cut",
    "advantage",
    "drop",
    "uplift",
)
#: a rate written out as a metric's name: "Tokens per second: 512", "requests per second was 40"
_RATE_NAME = (
    r"(?i:(?:(?:output|input|generated|decode|prefill)\s+)?(?:tokens?|requests?|queries|samples|"
    r"images|frames|sequences)\s+per\s+second|toks?/s)"
)
#: two values with an arrow between: "Top1 acc 68 -> 70"
_ARROW_NEXT = r"(?=\d+(?:\.\d+)?\s*(?:->|-->|→|=>)\s*\d)"
#: a cardinal in words, for a duration after a cue ("took two weeks"; not "the next few weeks",
#: a window)
_CARDINAL_WORDS = r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_FAR_ABOUT_EN = (
    r"around|about|roughly|approximately|only|just|nearly|over|(?:more|less)\s+than|under|"
    r"above|below|at\s+(?:least|most)|up\s+to|close\s+to"
)
_FAR_VERB_ZH = (
    r"达到|达|为|是|超过|上升到|下降到|降低到|提高到|提升到|增加到|降到|降至|升至|只有|仅有|仅为|"
    r"稳定在|保持在|维持在|收敛(?:到|在|于|至)|也就|不到|低于|高于|能到|可到"
)

_SHARE = re.compile(u.WORKLOAD_SHARE)
_OUTCOME = re.compile(rf"(?:{u.SHARE_OUTCOME})")


#: a share of the time a step takes, by the verb before it and the time after it: "Softmax
#: 注意力往往会吞噬 70%–80% 的解码延迟" (not "降低了 30% 的延迟"); a share named before it:
#: "占比从11%攀升至约50%"
_TAKES_TIME = re.compile(
    r"(?:吞噬|占据?|消耗|耗费?|花(?:费|掉)?)[^，。；,;]{0,20}?(?:\d+(?:\.\d+)?%?\s*[–—\-~到至]\s*)?$"
)
_OF_TIME = re.compile(
    r"(?:\s*[–—\-~到至]\s*\d+(?:\.\d+)?\s*%)?\s*的\s*[\u4e00-\u9fff]{0,4}?(?:延迟|时延|耗时|时间|计算量|算力)"
)
_TAKES_TIME_EN = re.compile(
    r"\b(?i:tak(?:es|ing|e)|took|account(?:s|ed|ing)?\s+for|consum(?:es|ed|ing)|spen(?:ds|t|ding))"
    r"(?:\s+(?i:up\s+to|about|around|roughly|nearly|almost|over))?\s*$"
)
_OF_TIME_EN = re.compile(
    r"\s*(?:percent\s+)?(?i:of)\s+(?:the\s+|their\s+|its\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?i:time|latency|runtime|response\s+time|step\s+time|wall[-\s]clock)\b"
)
_CROPPED = re.compile(r"(?:裁剪|裁切|截取)\s*$")
_TOP_SHARE = re.compile(r"\b(?i:the\s+)?(?i:top)\s+$")
_MIX_SET = re.compile(r"\b(?i:PUT|GET|read|write)s?\s*=\s*$")
#: a setting's value read as a share: "1 means 100% and 0 means 0%"
# (not a rate read as a share: "A hit rate of 0.9 means 90 percent of prefill work was skipped")
_SCALE_MEANS = re.compile(r"(?<![\w.])[01]\s+(?i:means|stands\s+for)\s+$")
#: a probability's variable before its value: "At p = 2%"
_VARIABLE_SET = re.compile(r"(?<![A-Za-z0-9_])[pq]\s*=\s*$")
#: the rest of a range of percentages after its first end: "~70%" of "30%~70%"
_RANGE_REST = re.compile(r"\s*[–—\-~到至]\s*\d+(?:\.\d+)?\s*%")
#: before a fraction or a multiple, a model dimension it divides: "标准宽度的 2/3"
_DIMENSION_OF = re.compile(r"(?:宽度|维度|维数|步数|总数|个数)的\s*$")
_SHARE_NAMED = re.compile(
    # "the portion of inactive data (…) does not exceed 50%": a share of the data
    r"(?:占比|耗时(?:占比)?从)[^，。；,;]{0,16}$|\b(?i:portion|proportion|fraction)\s+of\s+[^.;]{0,80}$"
)


#: after a share of the requests or the data, answered from a cache: a hit rate ("90% of the
#: data is served from the page cache"; not "served from GPU 0")
_SERVED_FROM_CACHE = re.compile(
    r"\s+(?i:(?:is|are|was|were|gets?|got|can\s+be)\s+(?:\w+\s+)?served\s+(?:from|by|out\s+of)\s+"
    r"(?:the\s+|a\s+)?(?:[\w-]+\s+){0,2}cache)"
)


#: "fails 5-15% of the time", "valid JSON 100% of the time": how often an outcome happens
#: (not "is used 80% of the time", nor "5% of decode time", a share of the time a step takes)
_OF_THE_TIME = re.compile(r"\s*of\s+the\s+(?:time|run)\b(?!\s+(?:it|that|spent|taken|a|the)\b)")
#: an engine's busy time: "active 99.50%", "only active 87.28% of the run"
_ACTIVE_BEFORE = re.compile(r"\b(?i:active|busy|idle)\s+(?:only\s+)?$")
_OUTCOME_BEFORE = re.compile(
    r"(?i:\b(?:fail\w*|malformed|invalid|valid|correct\w*|succe\w*|wrong|errors?|crash\w*|"
    r"broken|accurate\w*|timeouts?|times?\s+out|hit\w*|miss\w*|"
    # what a model or a draft does: "accepted 70% of the time", "hallucinated 12% of the time"
    r"accept\w*|reject\w*|hallucinat\w*|reproduc\w*|refus\w*|solv\w*)\b)"
)
#: a percentage of memory: "占用基础参数量的10%-20%显存" (not "预留20%左右的显存空间", kept free)
_MEMORY_AFTER = re.compile(r"\s*(?:显存|内存)(?!空间)")


_SCALE_BOUND = re.compile(
    r"(?i:\bpercentages?\s+(?:above|below|over|under|greater\s+than|less\s+than))\s*$"
)
_IN_SOMETHING = re.compile(r"[A-Za-z\u4e00-\u9fff]中\s*(?:约|大约|有)?\s*$")
_OF_IT = re.compile(r"\s*(?:以上|左右)?的")
_FAILURE_BEFORE = re.compile(r"(?i:\bfail(?:s|ed|ure|ures|ing)?\b)|失败|报错")


#: around 100%, words that make it the top of the scale: "never exceed, 100%", "the gap from
#: 100%", "Achieving 100% MFU is impossible"
_TOP_BEFORE = re.compile(
    # "aim for close to 100% MFU", "scored as 100% saturated", "is not 100% accurate"
    r"(?i:\b(?:exceed|approach|surpass|gap\s+from|distance\s+from|short\s+of|far\s+from)\w*|"
    # ("not always formatted 100% correctly")
    r"\bclose\s+to|\bscored\s+as|\btreated\s+as|\bharnessing|"
    r"\bnot(?:\s+(?:always|quite|entirely|yet|fully|necessarily))?(?:\s+[a-z]+ed)?)"
    r"[\s,]*$"
)
#: the top of the scale as what ought to be: "理想情况是GPU利用率100%"
_IDEAL_BEFORE = re.compile(r"(?:理想|最好|最佳)(?:情况|状态)?(?:是|为)[^，。；,;]{0,12}$")
_TOP_AFTER = re.compile(r"[^.;:!?]{0,30}?\b(?i:impossible|unattainable|unreachable|never)\b")


#: a default named near a value: a setting, not a result
_DEFAULT_NEAR = re.compile(r"(?i:\bdefaults?\b|\bdefaulting\b)|默认")
#: before a share, a default it is set to: "it will default to 5%", "默认为 5%"
_DEFAULT_BEFORE = re.compile(
    r"(?:\b(?i:defaults?|defaulting)\s+(?i:to|is|of)|\b(?i:default)\s*[:=]|默认(?:值)?(?:为|是)?)\s*$"
)


#: "The remaining approximately 20-25%": the rest of a whole, an approximation between
_THE_REST = re.compile(
    r"(?:^|[.;:]\s+)The\s+(?:remaining|other)\s+(?:approximately|about|around|roughly)\s*$"
)
#: 100% as an adverb of where something runs: "runs inference 100% on the Hexagon NPU" (not
#: "scores 100% on the benchmark", a score)
_RUNS_BEFORE = re.compile(r"\b(?i:runs?|running|ran|executes?|executed|executing)\s+(?:\w+\s+)?$")
_ON_AFTER = re.compile(r"\s+(?:on|in|inside|locally)\b")
_ON_HARDWARE = re.compile(r"\s+on\s+(?:the\s+)?(?:HTP|NPU|DSP|GPU|CPU|TPU|Hexagon\w*|device)\b")
#: a percentage worked out for a metric named before it: "带宽利用率 = 4/32 = 12.5%"
_WORKED_METRIC = re.compile(
    r"(?:利用率|效率|命中率|(?i:utili[sz]ation|efficiency|hit\s+rate|MFU))\s*[=:：]\s*"
    r"\d+(?:\.\d+)?\s*/\s*\d+(?:\.\d+)?\s*=\s*$"
)
#: a model's size named before: "以极小的模型体积（约为 GPT-4 等模型的 2%）" (not "模型体积缩小
#: 75%", a change)
_SIZE_NAMED = re.compile(r"模型(?:体积|大小|规模)[^，。；,;]{0,20}$")
#: a spread named a few words before: "variance of up to 0.4%", "Step time variance exceeds 10%",
#: "Results vary by up to 2% from run to run", "结果在不同运行之间波动约 2%"
_CHANGE = re.compile(u.CHANGE_VERBS)
_SPREAD_BEFORE = re.compile(
    r"(?:(?i:\bvariance|standard\s+deviation|\bvar(?:y|ies|ied)|\bfluctuat\w*|run-to-run|padding)|"
    r"波动|浮动|填充)[^.;:,，。；]{0,24}$"
)
#: a share of memory a framework takes or uses, and what makes it a result: a change, a
#: waste, a comparison (read by the percentages' check)
_MEMORY_SHARE = re.compile(u.MEMORY_SHARE)
_USES_BEFORE = re.compile(
    r"\b(?i:uses?|using|used|reserves?|reserved|grabs?|allocates?|allocated)\s+"
    r"(?:(?i:only|just|about|around|roughly|up\s+to|more\s+than|less\s+than)\s+|~)?$"
)
_MEMORY_NAMED = re.compile(r"(?i:memory|\bOOM\b|VRAM|\bRAM\b)|显存|内存")
_LESS_MORE_NEXT = re.compile(r"\s*(?i:less|more|fewer|lower|higher|smaller|larger)\b")
#: a share of a rate, a utilisation: "uses 90% of the memory bandwidth"
_OF_A_RATE_NEXT = re.compile(
    r"\s*(?i:of)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?i:bandwidth|throughput|FLOPS|compute)\b"
)
_WASTED = re.compile(r"(?i:\bwast\w*|\bfre(?:e|es|ed|eing)\b|\breclaim\w*)|浪费")
_COMPARED_AFTER = re.compile(r"(?i:\b(?:compared\s+(?:to|with)|relative\s+to|than|versus|vs\.?)\b)")


def _percent_is_metric(text: str, start: int, end: int) -> bool:
    # "30% variance", "25% 稀疏注意力", "sampled with 50% probability" are not metrics;
    # nor is a share of the workload, unless an outcome follows it
    before = _before(text, start, 16)
    # the first end of a range is a share when the range is: "30%~70%的单元"
    rest = _RANGE_REST.match(text, end)
    end = rest.end() if rest is not None else end
    if _NOT_METRIC.search(_after(text, end, 24)):
        return False
    # a spread or a probability named before, unless it changed: "reduced latency variance by
    # 40%", "延迟波动降低47%" are results
    named = (
        _NOT_METRIC.search(before)
        or _SPREAD_BEFORE.search(_before(text, start, 30))
        or _SIZE_NAMED.search(_before(text, start, 30))
    )
    changed = _CHANGE.search(_before(text, start, 40)) or _CHANGE.search(_after(text, end, 8))
    if named is not None and not changed:
        return False
    if _OF_PART.match(text, end):
        return False
    if _OF_THE_TIME.match(text, end):
        return _OUTCOME_BEFORE.search(_before(text, start, 60)) is not None
    if _ACTIVE_BEFORE.search(_before(text, start, 24)):
        return False  # "the TensorE was only active 87.28% of the run": a share of its time
    if _MEMORY_AFTER.match(text, end):
        return True
    if _SCALE_BOUND.search(_before(text, start, 40)):
        return False  # "a percentage above 100% is rejected": a bound of the scale
    if text.startswith("100", start) and (
        # "100% on the HTP.": where it runs, as a fragment
        (not _before(text, start, 30).strip() and _ON_HARDWARE.match(text, end))
        or _TOP_BEFORE.search(_before(text, start, 30))
        or _IDEAL_BEFORE.search(_before(text, start, 30))
        or _TOP_AFTER.match(text, end)
        or (_RUNS_BEFORE.search(_before(text, start, 30)) and _ON_AFTER.match(text, end))
    ):
        return False
    if _THE_REST.search(_before(text, start, 40)):
        return False
    if _WORKED_METRIC.search(_before(text, start, 30)):
        return True
    if _IN_SOMETHING.search(before) and _OF_IT.match(text, end):
        return False  # "Torchvision中95%的预训练模型": a share of what is in something
    if _SPARSITY_BEFORE.search(before):
        return False  # "2:4 （50%）稀疏模式": the share an N:M pattern keeps
    opened = _OPENED.search(before)
    # "显存占用（约70%）" is a share, but "降低显存占用以及卡数(约75%)" a change
    if opened is not None and _SHARE_WORD.search(_before(text, start, 80)) and not changed:
        return False
    if _RATE_COMPUTED.search(_before(text, start, 30)):
        return True  # "误检率: 31/98= 32%": a rate named, then worked out
    if _SHARE_BEFORE.search(before) or _SHARE_NAMED.search(_before(text, start, 20)):
        return False
    if _OF_TIME.match(text, end) and _TAKES_TIME.search(_before(text, start, 20)):
        return False
    # "overheads taking up to 50 percent of service response time": a share a step takes
    if _OF_TIME_EN.match(text, end) and _TAKES_TIME_EN.search(_before(text, start, 24)):
        return False
    if _SETTING_CHANGED.search(_before(text, start, 20)):
        return False
    if _SHARE_SET.search(_before(text, start, 8)):
        return False  # "显存占用设置95%才能跑起来": a share set, a setting
    if _DEFAULT_BEFORE.search(_before(text, start, 24)):
        return False  # "If not provided, it will default to 5%": a setting's default share
    # a share of memory a framework takes, or uses with memory named in the sentence: "(75% of
    # the memory)", "it just uses 75%, because … prevented OOM"; a change, a waste or a
    # comparison makes it a result ("saves 40% of the GPU memory", "wastes 60 percent of
    # memory", "utilizing 90% of the GPU memory compared to a baseline", "uses 75% less memory")
    if (
        _MEMORY_SHARE.match(text, end)
        or (_USES_BEFORE.search(_before(text, start, 24)) and _MEMORY_NAMED.search(text))
    ) and not (
        _CHANGE.search(_before(text, start, 30))
        or _OF_A_RATE_NEXT.match(text, end)
        or _WASTED.search(_before(text, start, 30))
        or _COMPARED_AFTER.search(_after(text, end, 60))
        or _LESS_MORE_NEXT.match(text, end)
    ):
        return False
    if _VARIABLE_SET.search(_before(text, start, 8)):
        return False  # "At p = 2%": a probability's variable set
    if _CROPPED.search(_before(text, start, 8)):
        return False  # "在中心裁剪87.5%的图像": a share of an image kept
    if _MIX_SET.search(_before(text, start, 8)):
        return False  # "a mixed PUT=30% and GET=70% load": a workload's mix
    if _TOP_SHARE.search(_before(text, start, 8)):
        return False  # "which means the top 10% features": a share of things ranked
    if _SCALE_MEANS.search(_before(text, start, 12)):
        return False  # "1 means 100% and 0 means 0%": the ends of a setting's scale
    share = _SHARE.match(text, end)
    return (
        share is None
        or _OUTCOME.search(_after(text, share.end(), 30)) is not None
        # a share of the time saved: "save 10-30% of the runtime", "4.4% of latency in TTFT is
        # reduced"
        or (
            _OF_TIME_EN.match(text, end) is not None
            and (
                _TIME_SAVED.search(_before(text, start, 30)) is not None
                or _TIME_SAVED.search(_after(text, share.end(), 40)) is not None
            )
        )
        or _SERVED_FROM_CACHE.match(text, share.end()) is not None
        # a failure named before: "parsing failure occurs in 5 to 15% of requests"
        or _FAILURE_BEFORE.search(_before(text, start, 40)) is not None
    )


#: before "N 倍", a count it multiplies: "设备数（卡/芯）的2–3倍" (not "参数的两倍"), or a
#: model dimension named as in code: "hidden size 的 4 倍", "d_model 的 4 倍"
_COUNT_MULTIPLE = re.compile(
    r"(?:(?<!参)(?:数|数量|个数|维度|维数)(?:[（(][^）)]{0,8}[）)])?|(?<!参)(?:数|数量|个数)是[^，。；,;]{1,12}|(?<![A-Za-z0-9_.\-])[A-Za-z]\s*|"
    r"\b(?i:hidden(?:[\s_](?:size|dim))?|d_(?:model|ff|head)|head_dim|intermediate[\s_]size|"
    r"seq(?:uence)?[\s_]len(?:gth)?|batch[\s_]size|vocab[\s_]size)\s*)"
    r"的\s*(?:[\d.]+\s*(?:–|—|-|~|到|至)\s*)?$"
)


#: before a Chinese multiple, a count of work that grew by it: "epochs增加了一倍"
_COUNT_GREW = re.compile(
    # "隐藏层通常比输入层大四倍": a layer's size compared
    r"(?:隐藏层|输入层|输出层)[^，。；,;]{0,10}?[大小宽多]\s*$|"
    # "参数量相比于普通feed_forward层增加了31倍"
    r"(?:(?i:epochs?|steps?|iterations?)|轮数|步数|次数|数量|个数|训练量|样本数|卡数|规模)[^，。；,;]{0,4}?"
    r"(?:增加|多|翻|扩大|增大|提高)了?\s*$|参数量[^，。；,;]{0,24}?"
    r"(?:增加|多|翻|扩大|增大|提高)了?\s*$"
)
_HYPERPARAMETER = re.compile(r"(?i:learning\s+rate|\blr\b|weight\s+decay|epsilon|\beps\b|dropout)")


#: before a size in bytes, what makes it a data type's width: "如FP16为2字节", "每个参数占用2字节"
_WIDTH_OF = re.compile(
    # "每搬 12 Byte 只做 1 次加法": bytes per operation
    r"(?:每[\u4e00-\u9fff]?\s*$|(?i:each\s+(?:weight|parameter|element|value)\s+(?:takes|uses|needs|occupies|is))\s*$|"
    r"每个?[\u4e00-\u9fff]{0,4}?(?:参数|元素|权重|数值)|(?<![A-Za-z])(?i:FP|BF|INT)\d+|[半单双]精度)[^，。；,;,;\d]{0,8}"
    # the width in bits first: "每个参数占用32位,相当于4字节"
    r"(?:\d+\s*(?:位|(?i:bits?))\s*[,，]?\s*(?:即|相当于|也就是)?\s*)?$"
)
#: before a size, a page's: "每个页的大小通常是2的幂次方，例如4KB", "a page size of 4KB"
_PAGE_SIZE = re.compile(
    r"(?:页|(?i:\bpages?))\s*(?:的)?\s*(?:大小|尺寸|(?i:sizes?))[^。；;]{0,20}$"
)


#: after a size, an alignment: "32字节边界对齐", "64-byte aligned"
#: "16 字节进行对齐", "16 字节、64 字节甚至 128 字节对齐"
_ALIGNMENT = re.compile(
    r"(?:\s*(?:[、,，]|甚至|或者?|和)\s*(?:甚至|或者?)?\s*\d+\s*(?:字节|(?i:bytes?)))*"
    r"(?:\s*(?:边界)?(?:进行)?对齐|[-\s](?i:aligned|alignment|boundar(?:y|ies))\b|"
    # "首地址是32字节（一次数据传输处理的数据量）的倍数"
    r"\s*(?:[（(][^)）]{0,30}[)）])?\s*的(?:整数)?倍数)"
)
#: before a size, a stride between addresses: "相邻线程的地址间距 = 128 bytes"
_STRIDE_BEFORE = re.compile(r"(?:间距|步长|跨度|(?i:stride|pitch))\s*(?:为|是|=|:|：)?\s*$")


#: after a size in bytes, a number format it holds: "8 字节 E2M1 数据和 1 字节 E4M3 缩放因子"
#: after a few bytes, the optimiser that keeps them per parameter: "4–8 bytes for Adam"
_OPTIMIZER_NEXT = re.compile(r"\s+for\s+(?:the\s+)?(?i:Adam\w*|optimi[sz]er(?:\s+states?)?)\b")
#: after a size in bytes, the element it is the width of: "18 bytes for each param", "4 bytes, or
#: 32 bits, per stored vector dimension" (not per token or per vector: a cache's or an index's
#: memory)
_PER_ELEMENT_NEXT = re.compile(
    r"(?:\s*,\s*or\s+\d+\s+bits\s*,)?\s+(?i:per|for\s+(?:each|every)|each)\s+(?:stored\s+)?"
    r"(?:vector\s+)?(?i:param(?:eter)?s?|weights?|elements?|values?|dimensions?|dims?)\b"
)
#: after a size in bytes, a memory access it is the width of: "两个64字节加载", "64-byte loads"
_ACCESS_NEXT = re.compile(
    r"\s*(?:的)?\s*(?:加载|存储|访存|读写)(?![速带量])|[-\s](?i:loads?|stores?)\b"
)
_FORMAT_NEXT = re.compile(r"\s*(?:的)?\s*(?:E\dM\d|FP\d+|BF16|U?INT\d+)\b")


#: a level in decibels as a device's specification or a requirement's bound: a microphone's
#: sensitivity or attenuation ("灵敏度差异在 3 dB 之内"), a bound right before the value ("信噪比不
#: 低于 62 dB，推荐 > 64 dB") or a pass mark after it ("衰减 25 dB 为合格")
_DECIBEL_DEVICE = re.compile(r"灵敏度|衰减|声压|底噪|(?i:sensitivity|attenuation|\bSPL\b)")
_DECIBEL_BOUND = re.compile(r"(?:不低于|不小于|不大于|不超过|推荐|要求)\s*[>≥<≤]?\s*$")
_DECIBEL_PASS = re.compile(r"\s*(?:为合格|之内|以内)")
#: what makes it a result again: a change or a level reached ("信噪比提升 3 dB", "实测达到 18 dB")
_DECIBEL_RESULT = re.compile(
    r"提升|提高|改善|降低|增加|达到|实测|(?i:\b(?:improv|increas|reduc|boost|gain|reach|achiev)\w*)"
)


#: a decade after "the" ("in the 90s"): only with words of history before it and no rate or
#: time, else a value in seconds ("speeds at least in the 40s", "finishes in the 40s")
_DECADE = re.compile(r"[1-9]0s")
#: a decade with its century: "A ConvNet for the 2020s"
_CENTURY_DECADE = re.compile(r"(?:1[89]|20)\d0s")
_DECADE_HISTORY = re.compile(
    r"(?i:\b(?:histor\w*|era|decades?|century|back|since|invented|research|development|popular\w*|"
    r"world|roots|childhood|memory\s+lane|vintage|retro|nostalgi\w*)\b)"
)
_DECADE_AS_VALUE = re.compile(
    r"(?i:\b(?:speeds?|throughput|latency|fps|rates?|tokens?|time|takes?|took|finish\w*|lands?|"
    r"sits?|p\d\d|ttft|tpot|seconds?|load\w*)\b)"
)


def _hertz_is_rate(text: str, start: int, end: int) -> bool:
    """A rate in hertz after a speed or an inference named, or right after a rate reached or run
    at (not a camera's, a sensor's or a screen's: "the camera can reach 120 Hz", "the display
    runs at 60 hz"); in a lower-case hz only the latter ("to reach 62 hz"; "帧率应该是60hz" is
    a camera's). Not audio's sampling rate: "the model operating at 48 kHz on stereophonic
    audio"."""
    before = _before(text, start, 50)
    if _CLOCK.search(before) or _AUDIO_NEXT.match(text, end):
        return False
    reached = _HERTZ_REACHED.search(before) is not None and _HERTZ_DEVICE.search(before) is None
    if text[end - 2] == "h":
        return reached
    return reached or _HERTZ_CUE.search(before) is not None


#: a length of media found or named, the data rather than a time taken: "检测到广告：12分钟24秒",
#: "共5分钟28秒的广告"
_MEDIA_NAMED = re.compile(
    r"(?:广告|视频|音频|录音|节目|歌曲)[^，。；,;:：]{0,4}[:：]"
    r"(?![^，。；,;]{0,8}(?:耗时|用时|推理|处理|延迟|时延))[^，。；,;]{0,8}$"
)
_MEDIA_NEXT = re.compile(r"\s*的\s*(?:广告|视频|音频|录音|节目|歌曲|片段)")


def _seconds_not_decade(text: str, start: int, end: int) -> bool:
    """A value in seconds, unless it is a decade ("game development in the 90s"): a tens'
    value after "the" with words of history before it and no rate or time, or a length of
    media."""
    if _MEDIA_NAMED.search(_before(text, start, 20)) or _MEDIA_NEXT.match(text, end):
        return False
    if _CENTURY_DECADE.fullmatch(text, start, end) and text[max(0, start - 4) : start] == "the ":
        return False
    if not (_DECADE.fullmatch(text, start, end) and text[max(0, start - 4) : start] == "the "):
        return True
    before = _before(text, start, 80)
    return _DECADE_HISTORY.search(before) is None or _DECADE_AS_VALUE.search(before) is not None


def _decibels_are_metric(text: str, start: int, end: int) -> bool:
    """A level in decibels is a signal's quality ("~45 dB SQNR"), not a device's specification
    or a requirement's bound, unless a change is named ("降噪后信噪比提升 3 dB")."""
    before = _before(text, start, 40)
    spec = (
        _DECIBEL_DEVICE.search(before) is not None
        or _DECIBEL_BOUND.search(before) is not None
        or _DECIBEL_PASS.match(text, end) is not None
    )
    return not spec or _DECIBEL_RESULT.search(before) is not None


#: before a size, a data set named as what it measures: "数据集 UserGender1 大小为24GB",
#: "数据量是200 GB", "the NYC taxi dataset … due to its reasonable size (~3 GBs)"
_DATA_SIZE_BEFORE = re.compile(
    # (not memory the data takes: "训练数据占用显存 20 GB")
    r"(?:数据集|数据量|原始数据|训练数据|(?<!内存)(?<!显存)数据大小)"
    r"(?:(?!占用|显存|内存|使用|需要|消耗)[^，。；,;]){0,20}?(?:的?(?:大小|规模|体积))?"
    r"\s*(?:为|是|约|有|达到?|[:：(（~])*\s*(?:约|大约|大概)?\s*$|"
    r"\b(?i:datasets?|data\s+sets?)\b[^.;:\d]{0,60}?\b(?i:size)\s*(?:of|is|was|[(:~])*\s*~?\s*$"
)


def _not_a_data_size(text: str, start: int, end: int) -> bool:
    """Whether a size is not a data set's, named before it (a data set that changed is a
    result: "数据量从 200 GB 降到 20 GB")."""
    return not _DATA_SIZE_BEFORE.search(_before(text, start, 80)) or bool(
        _CHANGE.search(_before(text, start, 40))
    )


#: after a size in bare bytes, a range of parameter counts: "from 0.6 B to 8 B parameters"
_PARAMETER_RANGE_NEXT = re.compile(r"\s*(?:to|-|–)\s*\d+(?:\.\d+)?\s*B\s+(?i:param(?:eter)?s?)\b")


#: bytes per element, the element named first: "每个参数需要 FP16 权重 2 bytes、梯度 2 bytes"
_PER_ELEMENT_BEFORE = re.compile(r"每个?(?:参数|元素|权重)[^。；;]{0,56}$")
#: the objects, files or requests a benchmark reads or writes, by their size: "1 MB and 10 MB
#: object sizes", "1MB and 10MB read requests", "20GiB total of 10 MiB objects", "objects
#: exceed 256 MiB", "tarballs of 500 MB" (not what a cache or memory holds; a file's size is
#: memory: "the zipped file (4.2 GB)")
_OBJECTS_NEXT = re.compile(
    r"\s*(?:(?:and|or|to)\s+[\d.]+\s*[KMGT]i?B\s+)?(?:(?:total\s+of\s+[\d.]+\s*[KMGT]i?B\s+)|"
    # ("80GB with requests" is memory filled with them)
    r"(?:(?!(?:with|of|for|and|to|by)\b)[a-z-]+\s+)?)(?i:objects?|requests?|tarballs?|payloads?|shards?)\b"
    r"(?!\s+(?i:cache|memory))|\s+total\s+of\b|\s+(?i:transfer|object)\s+sizes?\b"
)
_OBJECTS_BEFORE = re.compile(
    r"\b(?i:objects?|tarballs?|payloads?)\s+(?:sizes?\s+)?"
    r"(?:\(\s*|(?:ranging\s+)?from\s+|of\s+|exceed(?:s|ing)?\s+|up\s+to\s+|in\s+size\s+)"
    # (the far end of a range: "object sizes (16 MiB to 8 GiB)")
    r"(?:[\d.,]+\s*[KMGT]i?B\s+to\s+)?$|"
    r"\b(?i:objects?),\s+ranging\s+from\s+$"
)
#: a machine's disks by their size: "10×9.1 TiB disks per node", "2TB of SSD" (not the disk
#: space a run needs: "requires 12GB disk storage", "500GB Disk space")
_STORAGE_NEXT = re.compile(r"\s*(?:of\s+)?(?i:disks|SSDs?|HDDs?|drives)\b(?!\s+(?i:space|storage))")


def _memory_is_size(text: str, start: int, end: int) -> bool:
    unit = text[start:end]
    if not _not_a_data_size(text, start, end):
        return False
    if _OBJECTS_NEXT.match(text, end) or _OBJECTS_BEFORE.search(_before(text, start, 40)):
        return False
    if _STORAGE_NEXT.match(text, end):
        return False
    if unit.endswith(" B") and _PARAMETER_RANGE_NEXT.match(text, end):
        return False
    if _PAGE_SIZE.search(_before(text, start, 30)) or _ALIGNMENT.match(text, end):
        return False
    if _STRIDE_BEFORE.search(_before(text, start, 12)):
        return False
    if _names_hardware(text, start, end):
        return False
    if unit.lower().endswith(("字节", "bytes", "byte")) and (
        _PER_ELEMENT_BEFORE.search(_before(text, start, 60))
        or _FORMAT_NEXT.match(text, end)
        or _OPTIMIZER_NEXT.match(text, end)
        or _PER_ELEMENT_NEXT.match(text, end)
        or _ACCESS_NEXT.match(text, end)
    ):
        return False
    return not (
        unit.lower().endswith(("字节", "bytes", "byte"))
        and _WIDTH_OF.search(_before(text, start, 24))
    )


#: after "N 倍", a count it multiplies: "约 2 倍参数量的显存空间"
# (and a count of training epochs: "减少10倍训练epoch数")
_COUNT_NEXT = re.compile(
    # ("推荐调整范围 2~20倍的topK": a count of candidates)
    r"\s*(?:的)?\s*(?:参数(?:量|数量|个数)|隐藏层|(?i:hidden)|维度|训练\s*(?:(?i:epochs?)|轮)|"
    r"(?i:top[-_\s]?k)\b)"
)
#: before "N 倍", a size to reserve as a multiple of the parameters or the files:
#: "内存配置:建议为模型参数大小的2-3倍", "预留模型文件+日志的2倍空间" (not
#: "显存配置为模型权重体积的2倍以上", memory)
_SIZING = re.compile(
    r"(?:建议|预留|推荐)[^，。；,;]{0,12}?(?:参数|文件)[^，。；,;]{0,8}的\s*"
    r"(?:[\d.]+\s*(?:–|—|-|~|到|至)\s*)?$|"
    # or the data to hold: "需要配置ps上数据存储量大小两倍左右的内存",
    # "申请总大小为原始图大小 2 倍的内存"
    r"(?:需要|申请|配置|预留|建议|推荐|准备|分配)[^，。；,;]{0,16}?(?:数据|输入|图|存储量)"
    r"[^，。；,;]{0,6}?(?:大小|总量|量)?\s*(?:的|为)?\s*$"
)
#: before and after "N 倍", the data to hold: "最好能存下2倍的输入数据"
_HOLDS_BEFORE = re.compile(r"(?:存下|存放|放下|装下|容纳)\s*$")
_HOLDS_NEXT = re.compile(r"\s*(?:左右)?\s*的?\s*(?:输入|原始)?(?:数据|图)")


#: after "N 倍", a division: a term of a formula ("原始图大小的 2 倍 / 实例数目")
_DIVIDED_NEXT = re.compile(r"\s*[/÷]\s*[\u4e00-\u9fffA-Za-z(（]")
#: before "N 倍", the forward pass whose work the backward pass is a multiple of, a rule of
#: thumb in a derivation: "反向传播计算量为前向的2倍", "将反向传播估计为前向传播的2.0倍"
_FORWARD_WORK = re.compile(r"反向[^，。；,;]{0,12}?(?:前向|正向)(?:传播)?(?:计算量?)?的\s*$")


def _multiple_is_figure(text: str, start: int, end: int) -> bool:
    """For "N 倍": not a count multiplied, a term of a formula or a size to reserve."""
    return not (
        _COUNT_NEXT.match(text, end)
        or _DIVIDED_NEXT.match(text, end)
        or _SIZING.search(_before(text, start, 24))
        or (_HOLDS_BEFORE.search(_before(text, start, 8)) and _HOLDS_NEXT.match(text, end))
        or _COUNT_GREW.search(_before(text, start, 40))
        or _FORWARD_WORK.search(_before(text, start, 30))
    )


#: a model's size compared, the model or its parameters named: "1.2 trillion parameters, which is
#: approximately 7x larger than GPT-3" (a model's file made smaller is memory:
#: "模型在磁盘上缩小4倍")
_SIZE_COMPARED_NEXT = re.compile(r"\s+(?i:(?:larger|smaller|bigger)\s+than|the\s+size\s+of)\b")
#: ("The smallest official LLaMa model is 4.5x the size of gpt2-xl")
_PARAMETERS = re.compile(r"(?i:\bparam(?:eter)?s\b|\bmodel\b)")
_METRIC = re.compile(u.METRIC_WORDS)


#: a count of work named right before a verb that doubles it: "把epoch都翻倍了"
_WORK_BEFORE = re.compile(
    r"(?i:epochs?|steps?|iters?|iterations?)\s*(?:数)?\s*(?:都|也|又)?\s*$|(?:迭代|轮数|轮次)\s*(?:都|也|又)?\s*$"
)
#: a condition just before: "如果只有66的正确率"
_IF_BEFORE_ZH = re.compile(r"(?:如果|假如|要是|若)[^，。；,;]{0,6}$")


#: a batch size multiplied: "Train batch size now 2x bigger than single node"
_BATCH_BEFORE = re.compile(r"\b(?i:batch[\s_-]?sizes?)\b[^.;,]{0,16}$")
_BIGGER_NEXT = re.compile(r"\s+(?i:bigger|larger|smaller)\b")


def _size_compared(text: str, start: int, end: int) -> bool:
    if _BATCH_BEFORE.search(_before(text, start, 30)) and _BIGGER_NEXT.match(text, end):
        return True  # a batch's size compared
    if not _SIZE_COMPARED_NEXT.match(text, end):
        return False
    # (no metric between: "with half the parameters, its throughput is 2x larger")
    named = [*_PARAMETERS.finditer(text, max(0, start - 60), start)]
    return bool(named) and not _METRIC.search(text, named[-1].end(), start)


def _ratio_is_metric(text: str, start: int, end: int) -> bool:
    if text.endswith("倍", start, end) and not _multiple_is_figure(text, start, end):
        return False
    if _size_compared(text, start, end):
        return False
    return _COUNT_MULTIPLE.search(_before(text, start, 16)) is None


#: before a fraction, a setting set to it: "block_size建设设置成seq_length的1/4性能最佳"
_SET_TO_FRACTION = re.compile(r"(?:设置|设定|设|调|配置)(?:成|为|到)[^，。；,;]{0,20}的\s*$")


#: before "up to N times", a verb of trying again: "retry up to 5 times" counts attempts
_RETRIES = re.compile(
    r"\b(?i:retr(?:y|ies|ied)|attempt\w*|repeat\w*|tr(?:y|ies|ied)|restart\w*)\s+"
    r"(?i:up\s+to|at\s+most)\s*$"
)


#: before "N times", a verb of calling: "can only be called about 2000 times" counts calls
_CALLS = re.compile(
    r"\b(?i:called|invoked|executed|evaluated|queried|repeated|retried|run)\s+"
    r"(?i:(?:only|about|around|roughly|up\s+to|at\s+most|over)\s+)?$"
)


#: before "N times", a verb of something that happens: "the worker changed 4 times the best
#: model" counts changes (a comparative after it still makes a multiple)
_HAPPENED = re.compile(
    r"\b(?i:changed|switched|swapped|replaced|restarted|crashed|failed|happened|occurred|reloaded)"
    r"\s*$"
)
_COMPARED_NEXT = re.compile(r"\s+(?:(?i:more|less|fewer)|(?!per\b)\w+er)\b")

_PERPLEXITY = re.compile(r"(?i:perplexity|ppl)|困惑度")
#: a name right before a number makes it a version: "SGLang 0.4 as fast as", "Llama 3.1"
_NAME_BEFORE = re.compile(r"\b\w*[A-Z]\w*\s+$")
#: words a sentence may start with before a multiple
_NOT_NAMES = frozenset({"a", "an", "up", "to", "over", "about", "around", "nearly", "almost"})


#: a label right before a number makes it one: "the step 2 speedup"
_LABEL_BEFORE = re.compile(
    r"\b(?i:steps?|phases?|stages?|rounds?|iterations?|versions?|figures?|fig\.?|tables?|"
    r"layers?|levels?|epochs?|sections?|v)\s*$"
)


def _not_after_a_name(text: str, start: int, end: int) -> bool:
    before = _before(text, start, 24)
    if _LABEL_BEFORE.search(before):
        return False
    name = _NAME_BEFORE.search(before)
    return name is None or name.group().strip().lower() in _NOT_NAMES


#: after "N times", a clause going on: a count ("about 10 times you end up…")
_TIMES_COUNTED_NEXT = re.compile(r"\s+(?:you|we|I|it|they|he|she|in\s+a\s+row)\b")


def _times_is_ratio(text: str, start: int, end: int) -> bool:
    # "1.7 times", "3 times faster", "up to 3 times": a multiple; "tried 3 times": a count
    figure = text[start:end]
    if _THINGS_COUNTED.match(text, start):
        return False
    # ("run the model in a for loop about 10 times you end up without memory": a count, then
    # its clause goes on)
    if _TIMES_COUNTED_NEXT.match(text, end):
        return False
    before = _before(text, start, 24)
    # ("can run 3 times faster" is a multiple: a comparative after it)
    if (_RETRIES.search(before) or _CALLS.search(before)) and not _TIMES_NEXT.match(text, end):
        return False
    if _HAPPENED.search(before) and not _COMPARED_NEXT.match(text, end):
        return False
    return (
        bool(re.search(r"[.–~-]|\bto\b", figure))
        or _TIMES_NEXT.match(text, end) is not None
        or _TIMES_CUE.search(_before(text, start, 12)) is not None
    )


_TOKEN_CUE = re.compile(rf"(?:{u.TOKEN_RESULT_CUES})")
_TOKEN_SETUP = re.compile(u.TOKEN_SETUP_BEFORE)


#: after a token count, the data it measures: "超过 15 万亿 Token 的新公共在线数据", "2T tokens of
#: training data" (the data a model was trained on is a setup)
_TOKEN_DATA = re.compile(
    r"\s*(?:的[\u4e00-\u9fff]{0,8}?数据|上(?:进行了?)?(?:预)?训练|(?i:of\s+(?:\w+\s+){0,2}?data)\b)"
)


#: a range of lengths: "2K–4K 上下文", "128K-200K token"
_TOKEN_RANGE = re.compile(r"^\S*?\d[KkMm万]?\s*(?:–|—|-|~)\s*\d")
_RANGE_BEFORE = re.compile(r"\d[KkMm万]?\s*(?:–|—|-|~)\s*$")
#: after a length, a capability: "具备128K上下文能力", "100万token超长上下文处理能力"
_TOKEN_CAPABILITY = re.compile(r"\s*(?:的\s*)?(?:[\u4e00-\u9fff]{0,6}?能力|超长上下文)")
#: a length a model offers, as its context: "提供 1000 万 Token 的上下文长度" (a specification
#: listed with 具备 stays a setup: "具备16,384个 token 的上下文窗口")
_OFFERS = re.compile(r"提供\s*$")
_CONTEXT_NEXT = re.compile(r"\s*的?\s*(?:超长)?(?:上下文|对话窗口)")


#: with its unit, a length is the token rules' to judge: "context length up to 128k tokens"
_NO_TOKEN_UNIT = r"(?![-\s]*(?:个\s*)?(?:(?i:tokens?)|词元|令牌))"
_ONE_TOKEN = re.compile(r"(?:一|1|(?i:one))\s*个?\s*(?:(?i:tokens?)|词元|令牌)")


#: a length in a condition: "当上下文扩展到 128K 级别时" (当 … 时)
_WHEN = re.compile(r"当[^，。；,;]{0,16}$")
_WHEN_END = re.compile(r"[^，。；,;]{0,6}?时")
_WHEN_EN = re.compile(r"\b(?i:when|whenever|once)\b[^.;,]{0,40}$")
_OR_LONGER = re.compile(r"\s+or\s+longer\b")


_IF_SO = re.compile(r"[^，。；,;]{0,12}?的话")


def _tokens_reached(text: str, start: int, end: int) -> bool:
    # "supports up to 128K tokens" is a result; "a 4096-token context" or "uses 16 tokens"
    # is a setup, and so is a range of lengths
    before = _before(text, start, 60)
    if _ONE_TOKEN.fullmatch(text, start, end):
        return False  # "发送一个token": one token is a unit of work, not a length reached
    if _TOKEN_RANGE.match(text[start:end]) or _RANGE_BEFORE.search(_before(text, start, 10)):
        return False
    if _TOKEN_CAPABILITY.match(text, end) and _TOKEN_SETUP.search(before) is None:
        return True
    if _OFFERS.search(before) and _CONTEXT_NEXT.match(text, end):
        return True  # "提供 1000 万 Token 的上下文长度": a model's capability
    if _WHEN.search(_before(text, start, 20)) and _WHEN_END.match(text, end):
        return False  # a condition: "当上下文扩展到 128K 级别时"
    if _IF_SO.match(text, end):
        return False  # a condition: "显存能支持25000长度文本的推理的话"
    if _WHEN_EN.search(before) or _OR_LONGER.match(text, end):
        return False  # "When a context reaches millions of tokens", "1024 tokens or longer"
    return (
        _TOKEN_CUE.search(before) is not None
        and _TOKEN_SETUP.search(before) is None
        and _TOKEN_DATA.match(text, end) is None
    )


_FILE_SIZE_BEFORE = re.compile(
    r"(?:模型|文件)[^，。；,;]{0,4}?(?:大小|体积)|(?i:\b(?:model|file|checkpoint)\s+size\s+(?:is|was|of)\s*)$"
)
#: before a size in G, an option that sets a size of memory: "--shm-size=32G", "--memory 16G"
_SIZE_OPTION = re.compile(r"(?<![\w-])--?[\w-]*(?i:size|mem(?:ory)?)[\w-]*\s*[= ]\s*$")
#: before a size in G, a verb of holding memory: "13b参数占了26g，还剩14g"
_HOLDS = re.compile(
    # ("占用也是30G左右", "模型占用就得33G")
    r"(?:占(?:了|用了?)?(?:也|都|就)?(?:是|为|得|要)?|还剩|剩余|剩下|还差|(?:只|仅)?需要?|建议)\s*"
    r"(?:大概|大约|约)?\s*$|"
    # "估计和百川一样要32G吧", and a hedge after a setting tried: "load_in_8bit=True，大概20G"
    r"(?:估计|一样|也|都|就|至少|得)要\s*(?:大概|大约|约)?\s*$|[，,]\s*(?:大概|大约)\s*$"
)
#: before a size in G, an English verb of taking memory: "the kv buffer size allocating about
#: 43G"
_TAKES_MEMORY = re.compile(
    r"\b(?i:allocat(?:es|ed|ing)|consum(?:es|ed|ing)|occup(?:ies|ied|ying))\s+(?:(?i:about|around)\s+|~)?$"
)


#: after a size in G or T, a count of parameters: "全部 1.6T 参数" (a model's size)
_PARAMETERS_NEXT = re.compile(r"\s*(?:个|的)?\s*(?:参数|(?i:param(?:eter)?s?)\b)")


#: a size that names or classes hardware by its memory: cards counted before it ("4090*2
#: 48G显存"), a list heading by memory ("显存 ≥16GB：", "8GB+ 显存:"), a bound on a device's
#: memory ("如果您的设备内存小于96GB") or a device's memory in brackets ("骁龙8 Gen3芯片(16GB内存)")
# (a count of one or two digits: "512*512 4G" is an image's size)
_CARDS_BEFORE = re.compile(r"(?<![A-Za-z0-9])[A-Z]{0,2}\d{2,4}[A-Za-z]?\s*[*x×]\s*\d{1,2}\s*$")
_THRESHOLD_BEFORE = re.compile(r"(?:显存|内存|\b(?i:VRAM|RAM|memory))\s*[<>≤≥]=?\s*$")
#: after a size, the rest of a heading: its memory word, unless a bound on memory came before
_HEADING_AFTER = re.compile(r"\+?\s*(?:显存|内存|\b(?i:VRAM|RAM))\s*[:：]")
_BOUND_AFTER = re.compile(r"\s*[:：]")
_DEVICE_BOUND = re.compile(
    # "物理内存大于等于16G": a machine's physical memory
    # "GPU 記憶體 ≥ 4GB": the traditional word for memory, read as 记忆体
    r"(?:(?:设备|机器|主机|电脑|服务器|GPU|显卡)\s*的?\s*|物理)(?:内存|显存|记忆体)\s*(?:小于|大于|少于|低于|不足|"
    r"超过|至少|不少于|不低于|大于等于|小于等于|[<>≤≥]=?)\s*$"
)
#: a machine's memory required, as a bound: "基本要求就是cpu内存大于200G、显存大于14G"
_REQUIRED_BOUND = re.compile(
    # ("要求单卡，且显存不小于80G")
    r"要求[^。；;]{0,24}?(?:内存|显存)\s*(?:大于|至少|不少于|不小于|不低于|大于等于|[>≥]=?)\s*$"
)
_DEVICE_BRACKET = re.compile(r"(?:芯片|平台|设备|手机|主机|服务器|开发板|笔记本|电脑)\s*[(（]\s*$")
#: an instance's size listed after its cores: "8核vCPU，内存32G"
#: a machine's configuration listed after its name: "机器配置：2080ti/8G显存/5CPU/12G内存"
_CONFIG_LINE = re.compile(
    # ("机器型号：CPU型号：… 内存：60Gi")
    r"(?:机器|硬件|电脑|服务器|主机|环境)?配置\s*[:：](?:(?!占用|使用|需要|消耗)[^，。；,;]){0,30}$|"
    r"型号\s*[:：][^。；;]{0,60}$"
)
#: a card named after a verb of use, then its memory: "NPU使用ASCEND910，32GB显存"
_CARD_LISTED = re.compile(
    r"(?:使用|采用|用的是|是)\s*[A-Za-z]+\s*-?\d{2,4}[A-Za-z]{0,3}\s*[,，]\s*$"
)
#: a card's number, then its memory, in one bracket: "RoCM(RX 5600XT, 8GB of Vram)"
_CARD_IN_BRACKET = re.compile(r"[(（][^()（）]{0,16}?\d{3,4}\s*[A-Za-z]{0,3}\s*[,，]\s*$")
_INSTANCE_BEFORE = re.compile(
    r"(?:\d+\s*核\s*(?:v?CPU)?|\b(?i:CPU\s+)?(?i:cores))\s*[，,、]\s*(?:内存|显存)?\s*$"
)


#: after a size, a machine's memory that falls short or is asked about: "32g显存好像不太够用",
#: "24GB可以调70b模型吗？"
_MEMORY_SHORT = re.compile(
    # ("64G内存都不好使")
    r"\s*的?\s*(?:显存|内存)?\s*(?:好像|似乎|还是|也|都|根本|完全|明显)?\s*(?:不太?够|不足|不好使|不管用|扛不住)"
)
_MEMORY_ASKED = re.compile(
    # ("40G显存应该就可以吧")
    r"\s*的?\s*(?:显存|内存)?\s*(?:应该|是不是|是否)?\s*就?\s*(?:可以|能|够)[^，。；,;]{0,12}?"
    r"(?:吗|吧|？|\?)"
)


#: a card, then its memory in a bracket: "4XA100 (40GB)"
_CARD_THEN_BRACKET = re.compile(r"(?i:[AHLV]\d{2,3}|RTX\s*\d{4}|\d{4}\s*Ti)\s*[(（]\s*$")
#: a machine's memory on each node: "with 1536 GB RAM on each storage node"
_MEMORY_PER_NODE = re.compile(
    r"\s*(?:of\s+)?(?i:RAM|memory|DRAM)\s+(?i:on|per|in)\s+(?i:each|every)\b"
)
#: memory said to fall short: "a 24G GPU memory is indeed somewhat limited"
_MEMORY_LIMITED = re.compile(
    r"\s*(?:(?i:GPU|unified)\s+)?(?i:memory|VRAM)?\s*(?i:is|was)\s+(?:\w+\s+){0,2}?"
    r"(?i:limited|not\s+enough|insufficient|too\s+small)\b"
)
#: cards counted before their memory: "A6000机器4卡48GB"
_CARDS_COUNTED = re.compile(r"\d+\s*(?:张)?卡\s*$")
#: a machine named after its memory: "在16GB内存+4GB显存的机器上"
#: (not "512 GiB 的主机内存缓存", memory of the host)
_MACHINE_NEXT = re.compile(r"[^，。；,;]{0,12}?的(?:机器|电脑|设备|服务器|主机)(?:上|里|中)")


#: an Apple machine with its memory, as the guide's `Apple M5 Max, 64 GB` and `a MacBook Pro
#: with 16GB of memory` (a verb states it: "My M3 Max has 64 GB of unified memory")
_APPLE_WITH = re.compile(
    r"\b(?:M[1-5](?![0-9])(?:\s+(?:Pro|Max|Ultra))?|(?i:mac\s?book(?:\s+(?:pro|air))?|mac\s+(?:studio|mini)))"
    r"(?:\s*[(（][^()（）]{0,30}?[:：]\s*|[^.;:()（）]{0,30}?(?:\bwith\s+|,\s*|\d+[\s-]cores?\s+|"
    r"[(（][^()（）]{0,24}?[+,]\s*))$"
)
_A_VERB = re.compile(
    r"\b(?i:has|have|had|uses?|used|using|takes?|took|needs?|requires?|carries|comes)\b"
)
#: memory the reader has, in a condition: "if only 15GB memory is available"
_IF_BEFORE = re.compile(r"\b(?i:if)\s+(?i:only\s+)?$")
_AVAILABLE_NEXT = re.compile(
    r"\s*(?:of\s+)?(?:(?i:GPU)\s+)?(?i:memory|VRAM|RAM)\s+(?i:is|are)\s+(?i:available|free)\b"
)
#: a GPU named by its memory after the word: "I tested with GPU 25 GB"; the writer's card:
#: "但我只有6G显存"
# (not a peak measured on it: "Peak VRAM: T4 GPU 13 GB")
_GPU_THEN = re.compile(
    r"\b(?i:with)\s+(?:(?i:a|the)\s+)?(?i:GPU)\s+$|我(?:的[^，。；,;]{0,6})?(?:只有|仅有|就有)\s*$"
)


def _names_hardware(text: str, start: int, end: int) -> bool:
    if _MEMORY_SHORT.match(text, end) or _MEMORY_ASKED.match(text, end):
        return True
    apple = _APPLE_WITH.search(_before(text, start, 48))
    if apple is not None and _A_VERB.search(apple.group()) is None:
        return True
    if _IF_BEFORE.search(_before(text, start, 10)) and _AVAILABLE_NEXT.match(text, end):
        return True
    if _GPU_THEN.search(_before(text, start, 12)):
        return True
    if (
        _MEMORY_LIMITED.match(text, end)
        or _MACHINE_NEXT.match(text, end)
        or _MEMORY_PER_NODE.match(text, end)
    ):
        return True
    if _CARD_THEN_BRACKET.search(_before(text, start, 12)) or _CARDS_COUNTED.search(
        _before(text, start, 6)
    ):
        return True
    before = _before(text, start, 16)
    named = (
        _CARDS_BEFORE,
        _DEVICE_BOUND,
        _DEVICE_BRACKET,
        _INSTANCE_BEFORE,
        _CARD_IN_BRACKET,
        _CARD_LISTED,
    )
    if any(pattern.search(before) for pattern in named):
        return True
    if _CONFIG_LINE.search(_before(text, start, 70)):
        return True
    if _REQUIRED_BOUND.search(_before(text, start, 40)):
        return True  # "基本要求就是cpu内存大于200G、显存大于14G": what a machine must have
    if _THRESHOLD_BEFORE.search(before):  # "显存 ≥16GB："
        return _BOUND_AFTER.match(text, end) is not None
    # "8GB+ 显存:" (not "24GB: measured peak memory", a figure)
    return not before.strip(" \t-*•") and _HEADING_AFTER.match(text, end) is not None


#: after a size in G or M: "7M的大小" is a size; "5G 网络" a generation of networks
_SIZE_NEXT = re.compile(r"\s*的?大小(?!\s*的?数据)")
_NETWORK_NEXT = re.compile(r"\s*(?:网络|信号|基站|手机|(?i:network|LTE|NR)\b)")
#: a card named after its memory, in any case: "需要80g a100单卡"
_CARD_NEXT = re.compile(
    r"\s*(?:(?:显存|内存)\s*的\s*)?(?i:[ahlv]\d{2,3}|rtx|gtx|tesla)(?![A-Za-z])"
)


#: a size of text or a corpus, the data: "本项目抽取了1.5G文本", "合并后的txt文件超过2G"
_TEXT_NEXT = re.compile(r"\s*的?\s*(?:文本|语料)")
_TEXT_BEFORE = re.compile(r"(?:(?i:txt)|文本|语料)\s*文件[^，。；,;]{0,4}?(?:超过|大于|有|约)\s*$")


def _memory_g(text: str, start: int, end: int) -> bool:
    # "768G DDR5", "24-48G 显存", "VRAM 从 21G 降低到 11G": G for GB only next to memory
    if (
        _PARAMETERS_NEXT.match(text, end)
        or _names_hardware(text, start, end)
        or _NETWORK_NEXT.match(text, end)
        or _CARD_NEXT.match(text, end)
        or _TEXT_NEXT.match(text, end)
        or _TEXT_BEFORE.search(_before(text, start, 16))
    ):
        return False
    return bool(
        _HOLDS.search(_before(text, start, 6))
        or _TAKES_MEMORY.search(_before(text, start, 24)) is not None
        or _SIZE_NEXT.match(text, end) is not None
        # memory used of the whole: "reporting around 1.2G/24G"
        or re.match(r"/\d+(?:\.\d+)?G(?![A-Za-z0-9])", text[end:]) is not None
        or _MEMORY_CONTEXT.search(_after(text, end, 14))
        or _MEMORY_OF.match(text, end) is not None
        or _MEMORY_CONTEXT.search(_before(text, start, 24))
        or _SIZE_OPTION.search(_before(text, start, 30)) is not None
        # "7B 模型约 14G，int8 模式 7G": a model's size
        or _MODEL_BEFORE.search(_before(text, start, 8)) is not None
        # memory a run used: "我启动项目都用了15.1G"
        or _USED_BEFORE.search(_before(text, start, 8)) is not None
        # "看模型文件大小为7G多"
        or _FILE_SIZE_BEFORE.search(_before(text, start, 16)) is not None
        # "88G的Chinese-Mixtral-8x7B模型": a model's Latin name between
        or _MODEL_NAMED_AFTER.match(text, end) is not None
        # the memory an image's size takes: "一张图片512*512 4G左右", "1280*720都要33G"
        or _RESOLUTION_BEFORE.search(_before(text, start, 12)) is not None
    )


_MODEL_BEFORE = re.compile(r"(?:模型|模式)\s*(?:约|大约|大概)?\s*$")
_USED_BEFORE = re.compile(r"(?:用了|占了|吃了|占用了)\s*(?:约|大约|大概)?\s*$")
_MODEL_NAMED_AFTER = re.compile(r"\s*的\s*[A-Za-z][\w.-]{1,40}\s*(?:模型|权重)(?!参数)")
_RESOLUTION_BEFORE = re.compile(
    r"\d{3,4}\s*[*×]\s*\d{3,4}\s*(?:都要|也要|就要|需要|要|约|大概)?\s*$"
)


def _changed_metric(text: str, start: int, end: int) -> bool:
    # "通信从 M 减少到 0.25M", "序列长度从2048扩展至8192": a metric before the verb (not in a
    # condition: "当上下文扩展到 128K 级别时")
    if _WHEN.search(_before(text, start, 20)) and _WHEN_END.match(text, end):
        return False
    return _METRIC_BEFORE_CHANGE.search(_before(text, start, 30)) is not None


#: before a W, a count of data it stands for 万 in: "在数据量为5W左右时"
_DATA_COUNT_BEFORE = re.compile(
    r"(?:数据量|数据|样本量?|条数|数量|用户数?)\s*(?:为|是|有|在|约|大约)?\s*$"
)


#: a film's own frame rate, a property of the media: "标准的电影画面是以 24 fps 进行播放的", "most
#: movies are shot at 24 fps" (a standard rate, in a text about films that names no work of a
#: system: not "电影片段上推理速度达到 30 fps")
_FILM = re.compile(r"电影|电视剧|影片|影视|(?i:\b(?:films?|movies?|cinema)\b)")
_FILM_RATE = re.compile(r"(?:23\.976|24|25|29\.97|30|48|50|60)\s*(?i:fps)$")
_SYSTEM_WORK = re.compile(
    r"推理|速度|达到|处理|生成|渲染|解码|编码|检测|识别|"
    r"(?i:\b(?:inference|speed|runs?|running|reach\w*|process\w*|render\w*|generat\w*|decod\w*|"
    r"encod\w*|detect\w*)\b)"
)


def _not_a_film_rate(text: str, start: int, end: int) -> bool:
    return not (
        _FILM_RATE.match(text, start, end) and _FILM.search(text) and not _SYSTEM_WORK.search(text)
    )


#: the unit rule's checks, by category (the other categories' units decide alone)
UNIT_CHECKS: dict[str, Check] = {
    "throughput": _not_a_film_rate,
    "percent": _percent_is_metric,
    "ratio": _ratio_is_metric,
    "memory": _memory_is_size,
    "score": _decibels_are_metric,
    "latency": _seconds_not_decade,
    "power": lambda text, start, end: (
        not (text.endswith("W", start, end) and _DATA_COUNT_BEFORE.search(_before(text, start, 12)))
    ),
}

#: the guards: a rule starts with a digit, a Latin word, a Chinese character or a sign; a
#: digit rule starts a number, never inside one (no rule was found to match there; each digit
#: of "2023" was a try of every digit rule, and their search takes a third less without)
DIGIT, WORD, HAN, SIGN = r"(?<!\d)\d", r"\b[A-Za-z]", r"[\u4e00-\u9fff]", r"[$¥￥xX×]"
#: a name's start: a letter or digit not inside a word, or right after a count's x ("8xA100")
NAME = r"(?:(?<![A-Za-z0-9])|(?<=\d[x×]))[A-Za-z0-9]"
#: a Latin word's start, also right after a Chinese character ("数据集auc很少能达到0.9以上"), where
#: \b is not (a Chinese character is a word character); its rules are tried after the names
#: and words set aside where they start
LATIN = r"(?<![A-Za-z0-9_])[A-Za-z]"
#: the Chinese verbs of change an arrow's rule adds to the shared ones
_MORE_CHANGE_VERBS_ZH = "上升|下降"
#: where a verb of change starts: a Latin word (the verbs say not after a letter or "_") or
#: a value in Chinese numerals, two or more ("九十九", "玖拾玖", "三十二点五"): one alone is a
#: word as often as a number ("为一体")
_ZH_VALUE_WORDS = (
    "(?:[零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]{2,}|"
    # one numeral where the value ends: "加速比：九。"
    "[一二两三四五六七八九十壹贰叁肆伍陆柒捌玖拾](?=点|[，。；！？、,.;!?）)]|$))"
    "(?:点[零〇一二三四五六七八九]+)?"
)
#: the Chinese numerals a share may be written with, the financial ones too ("叁拾贰%")
_ZH_PERCENT_NUMERAL = "[零〇一二两三四五六七八九十百千壹贰叁肆伍陆柒捌玖拾佰仟]"
#: the first character of a Chinese verb, so that the rule is not tried at every character
CHANGE_VERB_START = "(?<![A-Za-z_])[A-Za-z]|[{}]".format(
    "".join(dict.fromkeys(w[0] for w in f"{u.CHANGE_VERBS_ZH}|{_MORE_CHANGE_VERBS_ZH}".split("|")))
)
#: N or 1, the start of a multiple or a fraction of N ("N 倍", "1/N"): searched alone
SYMBOL_N = r"[N1]"
#: a narrower guard for the rules that start with a Chinese numeral ("数小时", "百瓦级"): one
#: test of the character instead of each rule's own at every Chinese character
ZH_NUM = r"[数几多上零〇一二两三四五六七八九十百千万亿]"


@dataclass(frozen=True)
class Rule:
    """One way a figure is written: its category, its pattern (the figure is the whole match,
    or the group ``fig``) and an optional check of its context."""

    category: str
    pattern: str
    check: Check | None = None
    #: what the match starts with (one of the guards below); rules are grouped by it, so a
    #: position is tried only against the rules that can start there
    first: str = DIGIT
    #: words (lower case) of which a match always contains one; a text without any of them
    #: is not tried against the rule (empty: always tried)
    needs: tuple[str, ...] = ()


#: the category of the rule "number + unit": the unit's own category, found by its group
UNIT = "unit"


#: a word that may stand between a number and its unit: "~1M raw FPS", "3.2 peak TFLOPS"
_ADJECTIVE = r"(?:(?i:raw|peak|effective|sustained|aggregate|average|avg|overall|whole|full)\s+)?"


#: a number whose decimal is left open, after a word that reads an amount or after Chinese
#: (not a product's version: "Ultralytics 8.x FPS overlay")
_OPEN_DECIMAL = (
    r"(?:(?<=with )|(?<=at )|(?<=about )|(?<=around )|(?<=only )|(?<=get )|(?<=getting )|"
    r"(?<=of )|(?<=is )|(?<=was )|(?<=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff] ))"
    r"\d+\.[xX]"
)


def unit_rule(units: Mapping[str, Sequence[str]]) -> Rule:
    """One rule for every unit: the number is read once, then the units are tried in table
    order, each category in its group ``u<n>``."""
    alternatives = "|".join(
        f"(?P<u{n}>{'|'.join(f'(?:{a})' for a in rows)})" for n, rows in enumerate(units.values())
    )
    # the unit must not run on into a word ("5 series", "8 words")
    # "40-plus TOPS": a bound written out
    # after a per cent sign a metric may follow unspaced: "44.263%mAP"
    # "30多fps", "20余秒": more than the number
    return Rule(
        UNIT,
        # "30~ hr": about, the tilde after the number
        # the class of the units' first characters before them: after most numbers no unit
        # starts, and one test of a class says so (trying each unit there took 40% longer)
        # "50以上的Fps", "30左右的fps": a bound or an approximation before the unit
        # "2点几帧": a decimal left open, in words
        # "100来块钱": about, 来 before a measure word or a unit
        rf"{VALUE}(?:\+|-plus|多|余|点几|来(?=\s*[块元个分秒小天GM])|~(?=\s*[A-Za-z\u4e00-\u9fff])|"
        rf"\s*(?:以上|左右)的)?\s*{_ADJECTIVE}"
        # (a time in Chinese ends where it ends: "要0.4秒CPU下"; not "5分钟28秒", a clock)
        rf"{start_class(alternatives) or ''}(?:{alternatives})"
        r"(?:(?<=%)|(?<=[秒钟鐘时時])(?!\d)|(?![A-Za-z0-9]))",
    )


_ZH_AMOUNT = rf"{ZH_NUMERAL}(?:\s*(?:到|至|~|-)\s*{ZH_NUMERAL})?"
_EN_WORDS = rf"(?i:{u.EN_NUMBER_WORDS})"
#: a time a log or a writer names before its value: "inference time : 9.41", "elapsed time: 26.6"
_NAMED_TIME_WORDS = (
    "inference time",
    "elapsed time",
    "processing time",
    "decoding time",
    "average time",
    # a log's stages: "preprocess time = 5.30848; infer time = 14.7571"
    "infer time",
    "preprocess time",
    "postprocess time",
)
_NAMED_TIME = "|".join(word.replace(" ", r"\s+") for word in _NAMED_TIME_WORDS)
#: the unit a figure written unit-first may still carry: "时延为 250 毫秒", "TTFT<2s"
_TRAILING_UNIT = (
    r"(?:\s*(?:ms|µs|us|s|%|(?i:tok(?:en)?s?/s|req/s)|毫秒|微秒|秒|分钟|小时|词元/秒)"
    r"(?![A-Za-z0-9]))?"
)
#: before values with a slash, the setting they list: "并发 32/64", "Batch Size = 64/128"
_SETTINGS_BEFORE = re.compile(
    r"(?:并发(?:数)?|批(?:大小|次)|(?i:concurrency|batch(?:[\s_]size)?|bs))\s*[:：=]?\s*$"
)
_SET_TO_EN = re.compile(r"\b(?i:sett?ing|set)\b[^.;:]{0,40}\bto\s*$")
#: a fraction written with a slash: a figure next to a metric or a verb of change
_FRACTION_CUES = _cue_near(
    # "得到约 1/3 大小的最终模型": a model's size
    rf"{u.METRIC_WORDS}|降至|降到|仅为|只有|的压缩|仅使用|只使用|(?i:\bthe\s+space\b)|"
    r"^\s*大小的[\u4e00-\u9fff]{0,4}?模型|"
    rf"(?:{u.CHANGE_VERBS_ZH})(?:为|到|至)",
    30,
)
#: a size in M made smaller, from one value to the other: "从原来的6.8M降为4.7M"
_SMALLER_TO = r"\s*(?:降|减少?|缩小?|压缩|变)(?:为|到|至)\s*"
_SIZE_BEFORE = _cue_before(r"大小|体积|文件", 60)
#: what a text with such a change holds (not just "从", in nearly every Chinese text)
_M_MADE_SMALLER = tuple(f"m{space}{verb}" for space in ("", " ") for verb in "降减缩压变")
_PARAMETER_NEAR = re.compile(r"参数|(?i:param)")


def _made_smaller_in_m(text: str, start: int, end: int) -> bool:
    """After the size is named ("降低了模型的大小，…"), not near a parameter count ("参数量从
    110M 降为 66M")."""
    return (
        _SIZE_BEFORE(text, start, end) and _PARAMETER_NEAR.search(_before(text, start, 60)) is None
    )


#: before a fraction, the parameter count it is a share of
#: ("参数可以缩减到传统方法的九分之一"; not a parameter file's size)
_PARAMETERS_NAMED = re.compile(
    r"参数(?:量|规模|个数|数量)?(?!文件|大小|体积|占用)[^，。；,;]{0,20}$"
)
_SIZE_OR_METRIC = re.compile(rf"(?:{u.METRIC_WORDS})|大小|体积")


def _parameters_before(text: str, start: int) -> bool:
    """A parameter count compared, no size or metric between: "参数可以缩减到…的九分之一"
    (not "参数所需内存的三分之一", "参数量和模型大小为bert_base的二分之一")."""
    named = _PARAMETERS_NAMED.search(_before(text, start, 24))
    return named is not None and _SIZE_OR_METRIC.search(named.group()) is None


#: right before "factor of", a scale it names: "a scale factor of 0.5", "an upsampling factor of 4"
#: before "of a factor", a setting it sizes: "an MLP expansion of a factor 4"
_FACTOR_SET = re.compile(
    r"(?i:\b(?:expansion|accumulation|upsampl\w*|downsampl\w*|pooling|stride|dilation|widen\w*)"
    r"\s+(?:of\s+)?(?:a\s+|an\s+)?$)"
)
_SCALED = re.compile(r"(?i:\b(?:scale|scaling|upsampling|downsampling|resize|resizing|zoom)\s+$)")
#: before "by a factor of", a loop transformation set by it: "Unrolling while loops by a factor"
_UNROLLED = re.compile(r"(?i:\bunroll\w*|\btil(?:e|es|ed|ing)\b|\binterleav\w*)")
#: a Chinese fraction is a figure next to a metric or after a verb of change, unless a
#: setting is set to it: "该参数值通常设置为每次迭代总通信量的十分之一"
_ZH_FRACTION_IS = _any(
    _cue_near(u.METRIC_WORDS, 8),
    # ("只加速了三分之一")
    _cue_before(r"(?:加速|提速)了?\s*", 4),
    _cue_before(u.CHANGE_VERBS, 8),
    _cue_before(u.ZH_HALF_OF, 16),
)
_SET_TO = _cue_before(u.SET_TO, 24)


def _zh_fraction_is_figure(text: str, start: int, end: int) -> bool:
    return (
        _ZH_FRACTION_IS(text, start, end)
        and not _SET_TO(text, start, end)
        and not _parameters_before(text, start)
    )


#: a fraction or a factor is a figure next to a metric or after a verb of change
_FRACTION_CHECK = _any(_cue_near(u.METRIC_WORDS, 30), _cue_before(u.CHANGE_VERBS, 40))
#: a factor is a figure where a fraction is, or after "by": "cuts it by a factor of two"
_FACTOR_CHECK = _any(_FRACTION_CHECK, _cue_before(r"(?i:\bby|\bof)(?:\s+a)?", 6))
#: a comparative adjective: "cheaper by half"
_COMPARED = (
    r"(?i:\b(?:faster|slower|quicker|cheaper|higher|lower|larger|smaller|bigger|greater|"
    r"shorter|longer|fewer|less)\b)"
)
_COMPARATIVE = (
    # ("running the model twice as a warm-up" counts runs)
    r"(?:as\s+(?!(?:a|an|the|well|part|follows|before|usual)\b)\w+\b|faster|slower|quicker|cheaper|"
    r"higher|lower|larger|smaller|"
    r"bigger|greater|better|worse|longer|shorter|more|less|fewer|over\b|"
    # ("three times the horizon", "3-4 times the length": a multiple of a setting)
    r"the\b(?!\s+(?:number|count|session|batch|size|concurrency|resolution|range|precision|horizon|"
    r"length|period|window|lr|learning|epochs?)\b)|"
    r"that\b|throughput|speedup|improvement|reduction|increase|gain|boost|"
    # "at 100 times its speed"
    r"(?:its|their)\s+(?:speed|throughput|rate|performance)\b|"
    r"reduced|increased|improved|lower)"
)

#: units after a number in inline TeX, by category
_TEX_UNITS = (
    ("latency", r"(?:(?i:(?:milli|micro)?seconds?|ms|μs|us)\b|毫秒|微秒|秒)"),
    ("memory", r"(?:[KMGT]i?B\b|(?i:(?:kilo|mega|giga|tera)bytes?)\b)"),
    ("throughput", r"(?:(?i:req(?:uest)?s?|tok(?:en)?s?)\s*/\s*s\b|(?i:tokens?\s+per\s+second))"),
)
#: a number in scientific notation written in TeX: "$3.12 \times 10^{14}$"
_TEX_SCIENTIFIC = r"\$\s*\d+(?:\.\d+)?\s*\\(?:times|cdot)\s*10\s*\^\s*\{?\s*[-+]?\d+\s*\}?\s*\$"

#: a memory size written with G or T, tried right after the units ("768G DDR5")
MEMORY_G = Rule(
    "memory",
    rf"{VALUE}\+?\s?多?\s?(?:[GTg]|个\s*多?\s*G|M(?=\s*(?:空间|显存|内存|的?大小)))(?![A-Za-z0-9])",
    _memory_g,
)

#: the rules besides "number + unit", in the order they are tried at one position; the
#: first UNIT_FIRST of them start before their number (每秒 …, TPS > …) and come before it
UNIT_FIRST = 5
SHAPES: tuple[Rule, ...] = (
    # unit before the number: "每秒生成 2400 个词元", "TPS > 40", "吞吐量：120"
    Rule(
        "throughput",
        # "每秒 13~27 字词", "每秒钟输出4~5个字"
        # a scale after the amount: "每秒 32 万个词元"
        # ("一秒大概1-2个字")
        rf"(?:每|一)秒钟?\s*[\u4e00-\u9fff]{{0,4}}?\s*(?:{VALUE}|{ZH_NUMERAL})(?:\s*[~～\-–]\s*{VALUE})?"
        rf"(?:\s*(?:{ZH_SCALE}))?\+?\s*"
        r"(?:个|次)?\s*(?:并发|输入|输出)?"
        r"(?:请求|词元|令牌|查询|样本|图像|帧|迭代|步(?!骤)|(?:浮点)?(?:运算|操作|计算)|字词|"
        r"(?:汉|中文)?字(?!节|符)|词(?!汇|典|表|语|性|条)|(?:千兆|[千兆吉太拍])字节|"
        # ("每秒1t": tokens abbreviated)
        r"(?i:tokens?|requests?|words?)|t(?![A-Za-z0-9])|[KMGT]i?B)"
        # (not the rate frames are taken at: "以每秒5帧的频率提取视频帧")
        r"(?!\s*的?\s*(?:频率|速率)?\s*(?:提取|抽取|采样|截取|抽帧))",
        first=HAN,
        needs=("每秒", "一秒"),
    ),
    # "每秒搬运 1000 部高清电影": an amount per second counted by a measure word; per minute or
    # hour too, and images with no measure word ("每分钟183图")
    Rule(
        "throughput",
        rf"每秒钟?\s*[\u4e00-\u9fff]{{1,4}}?\s*(?:{VALUE}|{ZH_NUMERAL})\+?\s*(?:部|张|幅|条|篇|本)|"
        # (per minute or hour only what a run makes: "每分钟截一张图保存" is a schedule)
        rf"每(?:分钟|小时)\s*(?:能|可以|可)?\s*(?:处理|生成|推理|识别|出)?\s*(?:{VALUE}|{ZH_NUMERAL})\+?\s*"
        r"(?:张|帧|图)(?!\s*(?:用于|保存))",
        first=HAN,
        needs=("每秒", "每分钟", "每小时"),
    ),
    Rule(
        "throughput",
        r"每秒钟?\s*(?:生成|处理|输出)?\s*(?:的\s*)?(?:(?i:tokens?)|词元|令牌|请求|查询)\s*(?:数量?|个数)\s*"
        rf"(?:在|为|约|达到?|是)?\s*(?:约|大约)?\s*(?P<fig>{VALUE})",
        first=HAN,
        needs=("每秒",),
    ),
    Rule(
        "throughput",
        # "throughputRate: 22.37", a field's name in camel case
        # "inference time : 9.41", "elapsed time: 26.6"
        rf"\b(?:O?TPS|QPS|RPS|RTF|TTFT|TPOT|ITL|E2EL|(?i:throughput|latency|qps)(?:Rate|Ms|_rate)?|"
        rf"(?i:{_NAMED_TIME})|{_RATE_NAME})"
        # "(RTF) < 1.0": the name in brackets after the metric's words
        r"\)?"
        # "RTF~=0.3": about equal
        rf"\s*(?:[:=<>≤≥≈]|>=|<=|~=|{u.SET_TO})\s*(?P<fig>{NUMBER}{_TRAILING_UNIT})",
        first=WORD,
        needs=(
            "tps",
            "qps",
            "rps",
            "rtf",
            "ttft",
            "tpot",
            "itl",
            "e2el",
            "throughput",
            "latency",
            "second",
            "tok/s",
            "toks/s",
            *_NAMED_TIME_WORDS,
        ),
    ),
    # a multiplier before its number, a speed-up named after it: "x1.48的单视频输入加速比"
    Rule(
        "ratio",
        # (not an architecture: "x86 可以开 gpu 加速推理")
        r"(?<![A-Za-z0-9_.])[xX×](?!(?:86|64|32)(?![\d.]))\d+(?:\.\d+)?(?=的?[^，。；,;]{0,10}?(?:加速比|加速|提速))",
        first=SIGN,
        needs=("加速", "提速"),
    ),
    # an acronym and its value in brackets: "higher TTFT (671-20,344)", "weird mfu (>100"
    Rule(
        "score",
        # "similar mAP (0.520 for mAP@.5 …)"
        rf"\b(?:TTFT|TPOT|ITL|QPS|RPS|O?TPS|mAP|(?i:MFU|MBU))\s*\(\s*(?P<fig>[<>≤≥]?\s*{NUMBER}"
        rf"(?:\s*[-–]\s*{NUMBER})?)(?=\s*(?:\)|with\b|for\b|,))",
        first=WORD,
        needs=("ttft", "tpot", "itl", "qps", "rps", "tps", "mfu", "mbu", "map"),
    ),
    # points in words within a bound: "within a couple of points"
    Rule(
        "score",
        r"\b(?i:within|by)\s+(?P<fig>(?i:a\s+couple\s+of|a\s+few|several|two|three)\s+"
        r"(?:percentage\s+)?points)\b",
        first=WORD,
        needs=("points",),
    ),
    # an acronym and its value with only a space between: "completion QPS 5340.350"
    Rule(
        "throughput",
        # "rtf 0.4~0.6之间": a real-time factor in lower case too, and a range
        rf"(?<![A-Za-z0-9_])(?:O?TPS|QPS|RPS|TPOT|TTFT|ITL|(?i:rtf))\s+"
        rf"(?P<fig>{NUMBER}(?:\s*[~～\-–]\s*{NUMBER})?{_TRAILING_UNIT})(?![A-Za-z0-9_.])",
        first=NAME,
        needs=("tps", "qps", "rps", "tpot", "ttft", "itl", "rtf"),
    ),
    # a time named in English in Chinese prose, then its value: "det time一直是在0.01左右",
    # "det time从0.001逐渐涨到了0.01"
    Rule(
        "latency",
        r"(?<![A-Za-z0-9_])(?i:(?:det|detect|detection|infer|inference|forward|processing|elapsed|average|avg)\s*time)"
        rf"\s*[\u4e00-\u9fff][\u4e00-\u9fff\s]{{0,5}}?(?P<fig>{NUMBER}{_TRAILING_UNIT})(?![\d.])",
        first=NAME,
        needs=("time",),
    ),
    # memory in M after the memory it is, a bound or a verb between: "剩余内存会小于30M"
    Rule(
        "memory",
        r"(?:内存|显存)[^，。；,;\d]{0,6}?(?:小于|大于|只有|不到|超过|低于|高于|剩|为|是|约)\s*"
        rf"(?P<fig>{VALUE}\s?M)(?![A-Za-z0-9])"
        # (not a device by its memory: "可用内存只有200M的监控设备")
        r"(?!\s*的\s*[\u4e00-\u9fff]{0,6}?(?:设备|机器|开发板|板卡|终端))",
        first=HAN,
        needs=("内存", "显存"),
    ),
    # a size stated of something: "其大小有200+M", "模型体积约为 4.7MB"
    Rule(
        "memory",
        # (not the data's: "图片大小为 512K"; nor a window's in K, a count of tokens)
        r"(?<!图片)(?<!图像)(?<!照片)(?<!视频)(?<!音频)(?<!数据)(?<!输入)(?:大小|体积)\s*"
        # ("体积仅为 1.3M 的 PP-YOLO-tiny")
        # ("ckpt的大小差不多就是7.6g左右")
        r"(?:有|为|是|约为?|大约|只有|仅有?|仅为|只为|才|差不多(?:就是|是)?|就是)?\s*(?:约|大约)?\s*"
        rf"(?P<fig>{VALUE}\+?\s*(?:MB|M|GB|G|g))(?![A-Za-z0-9])",
        _not_a_data_size,
        first=HAN,
        needs=("大小", "体积"),
    ),
    Rule(
        "throughput",
        # "（吞吐量）：0.3": the metric may close a parenthesis before the colon; "吞吐率为562"
        # (not the first term of a formula: "吞吐率：1000/(11.6487/1)=85.8465fps")
        rf"(?:吞吐[量率]?|时延|延迟)[)）]?\s*(?:[:：=<>≤≥]|为|达到)\s*(?P<fig>{NUMBER}{_TRAILING_UNIT})"
        r"(?![\d.]*\s*[/*]\s*[(\d])",
        first=HAN,
        needs=("吞吐", "时延", "延迟"),
    ),
    # minutes and seconds with a minute's unit: "About 1:45m-2:15m per segment"
    Rule(
        "latency",
        r"(?<![\d:])\d{1,2}:\d{2}\s?(?:m|mins?)(?:\s*[-–~]\s*\d{1,2}:\d{2}\s?(?:m|mins?))?"
        r"(?![A-Za-z0-9:])",
    ),
    # a rate written out after any noun or none: "125k prefill tokens/s", "379008 次请求/s",
    # "2,427 /embedding requests per second", "served 771 per second", "14,400 free requests
    # per day", ">100k tokens/day"
    Rule(
        "throughput",
        rf"{VALUE}(?:\s*[万亿])?\+?\s*(?:/?[A-Za-z][\w/-]*\s+){{0,2}}?"
        # where they go: "6060 vectors into the Vald Cluster per second"
        r"(?:(?:into|onto|to|from|across)\s+(?:the\s+)?(?:[A-Za-z][\w-]*\s+){0,2}?)?"
        r"(?:/?[A-Za-z][\w-]*)?"
        r"(?:\s*/\s*(?i:node|GPU|card|device|chip|user|replica|instance))?"
        # (the unit may touch Chinese: "平均速度才是140K/sec啊")
        # ("之前我都是2it/S": a capital S)
        r"\s*(?:/\s*(?:s|S|secs?|seconds?|day|hr|hour|min|week|month)(?![A-Za-z0-9_])|"
        r"\s*\bper[-\s](?:second|sec|day|hour|minute|week|month)(?![A-Za-z0-9_])|"
        # ("15 steps a second"; not "a second time", "a second run")
        r"\s+a\s+second(?![A-Za-z0-9_])(?!\s+(?:time|one|thought|look|opinion|run|try|attempt|pass|"
        r"round|step|stage|phase|model|GPU|node|copy|version|batch|training|testing|warm-?up)\b))",
        # (not a sampling rate restated: "For a sampling rate of 16 KHz the acquisition will
        # produce a number 16,000 times per second")
        lambda text, start, end: (
            _SAMPLED_RATE.search(text[start:end]) is None
            or _SAMPLING.search(_before(text, start, 80)) is None
            or _ACQUIRES.search(_before(text, start, 40)) is None
        ),
        needs=("/", "per ", "per-", "a second"),
    ),
    *(
        Rule(
            "throughput",
            rf"{n}\+?\s*(?:个|次)?\s*[\u4e00-\u9fff]{{1,4}}(?:\s*(?i:tokens?))?\s*/\s*"
            # ("1000+图片/Sec")
            r"(?:秒|(?:s|[sS]ec|SEC)(?![A-Za-z0-9])|分钟|小时)",
            first=f,
            needs=("/",),
        )
        # "一万亿次浮点运算/秒": the amount may be in numerals
        for n, f in ((VALUE, DIGIT), (ZH_NUMERAL, ZH_NUM))
    ),
    Rule(
        "throughput",
        rf"(?:日均|每天|每日|日(?=处理))\s*(?:需要|要|可以|能)?\s*(?:处理|服务|响应|调用|生成)?\s*"
        rf"(?P<fig>(?:{VALUE}|{ZH_NUMERAL})\s*(?:[万亿千]\s*)?\+?\s*"
        r"(?:个|次|条)?[\u4e00-\u9fff]{0,2}?(?:请求|查询|调用|提问|问题|对话|(?i:tokens?)|词元))",
        first=HAN,
        needs=("日均", "每天", "每日", "日处理"),
    ),
    Rule(
        "throughput",
        rf"{VALUE}\s+(?:[a-z]+\s+){{1,2}}(?:O?TPS|TPGS|TGS|QPS|RPS)\b",
        needs=("tps", "tpgs", "tgs", "qps", "rps"),
    ),
    # multipliers: "2.4×", "2.4X Gain", "2.4x (Table 3)" — not "8× A100", "2 × 32"
    # a range of multipliers, each with its sign: "1.2x-1.4x higher", "by 2x-4x"
    Rule(
        "ratio",
        # the second sign may be 倍: "高14x-24倍"
        rf"{NUMBER}\s*[x×X]\s*(?:-|–|~|to)\s*{NUMBER}\s*(?:[x×X](?![A-Za-z0-9])|倍(?!速(?!度)))"
        rf"(?!\s*(?:{u.PRODUCT_NEXT}))",
        needs=("x", "×"),
    ),
    Rule(
        "ratio",
        rf"{VALUE}\s*[x×X](?![A-Za-z0-9])(?!\s*(?:{u.PRODUCT_NEXT}))",
        lambda text, start, end: not _size_compared(text, start, end),
        needs=("x", "×"),
    ),
    # a signed percentage: "(-2% PPL)", "−3.1% latency"
    Rule(
        "percent",
        # not the second end of a range: "60%-80%"
        # "+1.4pp": percentage points, abbreviated
        r"(?<![\w.\-−+%)）])[-−+]\d+(?:\.\d+)?\s*(?:%|pp(?![A-Za-z0-9]))",
        _percent_is_metric,
        first=r"[-−+]",
        needs=("%", "pp"),
    ),
    # a percentage in words, or joined to its word by a hyphen: "cut latency by forty
    # percent", "a forty-five per cent gain", "a 40-percent cut"
    Rule(
        "percent",
        rf"\b(?:(?i:{u.EN_PERCENT_WORDS})[-\s]|\d+(?:\.\d+)?-)(?i:per\s?cent)\b",
        _percent_is_metric,
        first=r"\b[A-Za-z0-9]",
        needs=("percent", "per cent"),
    ),
    # unsigned points need a decimal: "9.9pp" ("32pp" is a pipeline-parallel degree)
    Rule("percent", r"(?<![\w.])\d+\.\d+\s?pp(?![A-Za-z0-9])", needs=("pp",)),
    # vulgar fractions next to a metric: "~¼ the HBM traffic"
    Rule("ratio", r"[¼½¾⅓⅔⅕⅛]", _FRACTION_CHECK, first=r"[¼½¾⅓⅔⅕⅛]"),
    Rule(
        "ratio",
        # (not a board's name: "RDK X3")
        rf"(?<![A-Za-z0-9\-\u2010\u2011])(?<!RDK )[xX×]{NUMBER}"
        rf"(?:\s*-\s*[xX×]?{NUMBER})?(?![A-Za-z0-9])",
        _cue_before(u.RATIO_PREFIX_CUES, 12),
        first=SIGN,
        needs=("x", "×"),
    ),
    Rule("ratio", rf"{VALUE}[-\s]?fold\b", needs=("fold",)),
    # a decimal right before a comparative: a ratio whose sign was lost ("1.61 faster at 2.12
    # lower cost"); not a count ("2 more GPUs")
    Rule(
        "ratio",
        r"(?<![\w.])\d+\.\d+(?=\s+(?:faster|slower|quicker|cheaper|"
        r"(?:lower|higher)\s+(?:cost|latency|throughput|price)s?|"
        # "achieves an average 3.3 reduction in memory allocation size"
        r"(?:reduction|increase|improvement|speedup)\s+in)\b)",
        needs=(
            "faster",
            "slower",
            "quicker",
            "cheaper",
            "lower",
            "higher",
            "reduction",
            "increase",
            "improvement",
            "speedup",
        ),
    ),
    # a constant factor named after its value: "The 3.2 factor accounts for the scales"
    Rule("ratio", rf"{VALUE}\s+factor\b(?!\s+of\b)", needs=("factor",)),
    # "the animation has been sped up fourfold" is a playback speed
    Rule(
        "ratio",
        # "a speed up by two fold"
        rf"\b{_EN_WORDS}[-\s]?fold\b",
        # (not a count of parts: "the advantages of OpenVoice are three-fold:")
        lambda text, start, end: (
            not _PLAYBACK.search(text, max(0, start - 40), end + 40)
            and not (_PARTS_BEFORE.search(text, 0, start) and text.startswith(":", end))
        ),
        first=WORD,
        needs=("fold",),
    ),
    # "by 100-200 Times" in a title: the case varies
    # ("It can be 50+ times faster")
    Rule("ratio", rf"{VALUE}\+?(?:\s+|[-‐‑–])(?i:times)\b", _times_is_ratio, needs=("times",)),
    # a multiple without its "times": "4.1 as fast as vLLM" (as "twice as fast as" reads)
    Rule(
        "ratio",
        rf"(?<![\w.])(?P<fig>{VALUE})\s+as\s+(?i:fast|quick|efficient|cheap|much|many|high|"
        r"large|big|long|small|low|expensive)(?:\s+as\b(?!\s+possible)|(?=\s*(?:[.,;:!?]|$)))",
        _not_after_a_name,
        needs=("as",),
    ),
    # a multiple before the metric it multiplies: "a 3.6 throughput gain", "up to 2.5 latency
    # reduction" (not a count: "3 throughput gains")
    Rule(
        "ratio",
        rf"\b(?i:an?|up\s+to|over|nearly|almost|about|roughly)\s+(?P<fig>{VALUE})[-\s]"
        rf"(?:{u.METRIC_WORDS})\s+{_GAIN}\b(?!s)",
        first=WORD,
        needs=_GAIN_NEEDS,
    ),
    # the same with the metric after the multiple: "a 3.6 gain in throughput"
    Rule(
        "ratio",
        rf"\b(?i:an?|up\s+to|over|nearly|almost|about|roughly)\s+(?P<fig>{VALUE})\s+"
        rf"{_GAIN}\s+in\s+"
        rf"(?:(?i:the\s+)?(?:\w+\s+)?(?:{u.METRIC_WORDS}))",
        first=WORD,
        needs=_GAIN_NEEDS,
    ),
    # a multiple of a metric without its "times": "4.1 the throughput of vLLM" (a decimal: "8
    # the throughput of" would more often be a setting before a clause)
    Rule(
        "ratio",
        rf"(?<![\w.])(?P<fig>\d+\.\d+)\s+(?i:the)\s+(?:{u.METRIC_WORDS})\s+(?i:of)\b",
        _not_after_a_name,
        needs=("the",),
    ),
    Rule(
        "ratio",
        # "Two and a half times faster", "twice or more slower", "several times of performance
        # improvements"
        # ("you will be half as fast as you should be"; not "half as many GPUs", a count)
        rf"\b(?i:twice|thrice|half(?=\s+as\s+(?!(?i:many|much)\b))|(?:{u.EN_NUMBER_WORDS})(?:\s+and\s+a\s+half)?\s+times)\s+"
        rf"(?i:(?:or\s+(?:more|so)\s+)|of\s+(?:\w+\s+)?(?=(?:improvement|speedup|gain|boost)))?{_COMPARATIVE}",
        lambda text, start, end: _THINGS_COUNTED.match(text, start) is None,
        first=WORD,
        needs=("twice", "thrice", "times", "half"),
    ),
    # a metric changed by a multiple right after its verb: "performance is downgraded almost
    # twice", "speed improved about three times" (not "restarted twice", no metric named)
    Rule(
        "ratio",
        r"\b(?i:(?:downgrad|degrad|improv|increas|decreas|reduc|boost)(?:ed|es)|dropped|drops|"
        r"slowed(?:\s+down)?|sped\s+up)\s+(?:(?i:by)\s+)?"
        r"(?:(?i:almost|nearly|about|roughly|around|approximately|over|more\s+than)\s+)?"
        rf"(?P<fig>(?i:twice|thrice|(?:{u.EN_NUMBER_WORDS})\s+times)|{VALUE}\s*(?i:times\b|x\b))",
        _cue_before(u.METRIC_WORDS, 40),
        first=WORD,
        needs=("twice", "thrice", "times", "x"),
    ),
    # a change by a multiple in words: "is estimated to increase by ten times"
    Rule(
        "ratio",
        rf"\bby\s+(?P<fig>(?i:{u.EN_NUMBER_WORDS})\s+times)\b",
        _cue_before(u.CHANGE_VERBS, 40),
        first=WORD,
        needs=("times",),
    ),
    # doubled next to a metric or a duration: "处理时长加倍了"
    Rule("ratio", r"加倍", _cue_near(rf"{u.METRIC_WORDS}|时长", 12), first=HAN, needs=("加倍",)),
    # multiplied, in Chinese, next to a metric: "单轮速度会被成倍放大"
    Rule(
        "ratio",
        r"成倍",
        _cue_near(u.METRIC_WORDS, 12),
        first=HAN,
        needs=("成倍",),
    ),
    Rule(
        "ratio",
        # "three to four orders of magnitude", "reduce it by orders of magnitude"
        r"\b(?i:(?:(?:an?|one|two|three|four|five|six)\s+(?:to|or)\s+)?"
        r"(?:an?|one|two|three|four|five|six|several|many)|by)\s+orders?\s+of\s+magnitude\b",
        first=WORD,
        needs=("magnitude",),
    ),
    # "orders of magnitude smaller than the base model"
    Rule(
        "ratio",
        r"\b(?i:orders\s+of\s+magnitude)\s+(?:more|less|fewer|\w+er)\b",
        first=WORD,
        needs=("magnitude",),
    ),
    # "doubles as the queue" serves as something: no number at all
    Rule(
        "ratio",
        r"\b(?i:doubl(?:es|ed|ing)(?!\s+as\b)|tripl(?:es|ed|ing)|"
        r"quadrupl(?:es|ed|ing)|halv(?:es|ed|ing|e))\b",
        _cue_near(u.METRIC_WORDS, 40),
        first=WORD,
        needs=("doubl", "tripl", "quadrupl", "halv"),
    ),
    Rule(
        "ratio",
        r"\b(?:by|in)\s+(?:nearly\s+|almost\s+|about\s+|around\s+|roughly\s+|over\s+|"
        r"(?:more|less)\s+than\s+|at\s+least\s+|close\s+to\s+|well\s+over\s+|up\s+to\s+)?"
        r"(?:a\s+)?half\b",
        # "cut … by half", "cheaper by half"
        _any(_cue_before(u.CHANGE_VERBS, 80), _cue_before(_COMPARED, 12)),
        first=WORD,
        needs=("half",),
    ),
    # half of a baseline, a metric named before: "the GPU memory usage is half of the normal
    # mode" (not "half of the original team")
    Rule(
        "ratio",
        rf"\b(?i:(?:about|nearly|almost|roughly|only|just)\s+)?half\b(?={u.FRACTION_OF_BASELINE})",
        _cue_before(u.METRIC_WORDS, 40),
        first=WORD,
        needs=("half",),
    ),
    Rule(
        "ratio",
        # not a share of all of something: "two-thirds of all AI compute"
        r"\b(?i:a|one|two|three)[- ](?:thirds?|quarters?|fourths?|fifths?|tenths?)\b"
        r"(?!\s+of\s+(?:all|total)\b)",
        _any(
            _cue_after(u.METRIC_WORDS, 30),
            _cue_before(u.CHANGE_VERBS, 40),
            _cue_after(u.FRACTION_OF_BASELINE, 40),
        ),
        first=WORD,
        needs=("third", "quarter", "fourth", "fifth", "tenth"),
    ),
    Rule(
        "ratio",
        # (not a share of a count: "nearly half of the alloted number of threads")
        r"\b(?i:about|around|roughly|nearly|almost)\s+half\b"
        r"(?!\s+of\s+the\s+(?:[\w-]+\s+)?(?:number|count)\b)",
        _any(_cue_near(u.METRIC_WORDS, 45), _cue_before(u.CHANGE_VERBS, 40)),
        first=WORD,
        needs=("half",),
    ),
    Rule(
        "ratio",
        r"\b(?i:double|triple)\s+the\b",
        # "nearly double the effective context window capacity"
        _cue_after(u.METRIC_WORDS, 40),
        first=WORD,
        needs=("double", "triple"),
    ),
    # a multiple as an adjective after a bound: "slower times of almost double", "latency is
    # nearly triple"
    Rule(
        "ratio",
        r"\b(?i:almost|nearly|roughly|about|around|over|more\s+than)\s+(?i:double|triple)\b"
        r"(?![\s-]+(?i:the|digits?|precision|quotes?|click)\b)",
        # ("TPUv3-8 is much faster (almost double)")
        _cue_near(rf"{u.METRIC_WORDS}|(?i:faster|slower|quicker|cheaper)", 40),
        first=WORD,
        needs=("double", "triple"),
    ),
    Rule(
        "ratio",
        # "half the memory", "half as much RAM"
        r"\bhalf\s+(?:the|of\s+the|of\s+its|as\s+(?:much|many))\b",
        _any(
            _cue_after(u.METRIC_WORDS, 25),
            # a build's size: "roughly half the size of CUDA 12 builds"
            _cue_after(
                r"\bsize\s+of\b[^.;,]{0,30}?\b(?i:builds?|binar(?:y|ies)|wheels?|packages?|"
                r"checkpoints?|weights|downloads?)\b",
                50,
            ),
        ),
        first=WORD,
        needs=("half",),
    ),
    Rule(
        "ratio",
        # "a factor of two", "a factor-of-two speedup"
        # ("cut by a factor of around 2"; without "of" before digits: "slower by a factor ~2", "a
        # speedup of a factor 10 to 16")
        rf"\b(?i:factors?)(?:[\s-]+of[\s-]+|\s+(?=~|\d))(?:(?i:around|about|roughly|~)\s*)?"
        rf"(?:{NUMBER}(?:\s+to\s+{NUMBER})?|{_EN_WORDS})\b",
        lambda text, start, end: (
            _FACTOR_CHECK(text, start, end)
            # a setting: "Unrolling while loops by a factor of two"
            and _UNROLLED.search(_before(text, start, 40)) is None
            # an image's scale set: "we use a scale factor of 0.5 (by default)"
            and _SCALED.search(_before(text, start, 20)) is None
            # a setting's factor: "an MLP expansion of a factor 4", "gradient accumulation of a
            # factor 4"
            and _FACTOR_SET.search(_before(text, start, 30)) is None
        ),
        first=WORD,
        needs=("factor",),
    ),
    Rule(
        "ratio",
        # "2/4 bit KIVI" names bit widths
        # "ZeRO-2/3" names stages
        r"(?<![A-Za-z0-9_/.\-])(?<![=:]\s)(?<![=:])\d+/\d+(?![\d/])"
        r"(?!\s*-?(?i:bits?|series|GPUs?|cards?)\b|\s*位|\s*系列|\s*[核卡台]|\s*显卡)"
        # dimensions cut to fewer: "把768/512降低到 128维"
        r"(?![^，。；,;]{0,8}?\d+\s*维)",
        lambda text, start, end: (
            _FRACTION_CUES(text, start, end)
            and _DIMENSION_OF.search(_before(text, start, 8)) is None
            # a parameter count compared: "参数量仅为BERT-base的1/10" (a model's file made
            # smaller is memory: "模型体积压缩至原大小的1/8")
            and not _parameters_before(text, start)
            and _SETTINGS_BEFORE.search(_before(text, start, 14)) is None
            # "setting dedicated GPU RAM to 64/64 (auto)"
            and _SET_TO_EN.search(_before(text, start, 50)) is None
            and _SET_TO_FRACTION.search(_before(text, start, 30)) is None
        ),
        needs=("/",),
    ),
    # Chinese numerals: 百分之四十, 三分之一, 一个数量级, 十倍, 翻番, 一半, 三成
    Rule(
        "percent",
        r"百分之\s*(?:[零〇一二两三四五六七八九十百点]+|\d+(?:\.\d+)?)",
        first=HAN,
        needs=("百分之",),
    ),
    # a percent or per-mille sign, or percentage points, after Chinese numerals (the financial
    # ones too): "提升了三十二%", "三十多%", "叁拾贰%", "三十二‰", "三十二个百分点"
    Rule(
        "percent",
        rf"(?<![第每]){_ZH_PERCENT_NUMERAL}+[多余]?(?:点[零〇一二三四五六七八九]+)?\s*"
        r"(?:%|‰|个?百分点|(?i:pct)\b)",
        first=_ZH_PERCENT_NUMERAL,
        needs=("%", "‰", "百分点", "pct"),
    ),
    *(
        Rule(
            "ratio",
            rf"{n}\s*分之\s*(?:[一二两三四五六七八九十几]+|\d+)",
            _zh_fraction_is_figure,
            first=f,
            needs=("分之",),
        )
        for n, f in ((r"[一二两三四五六七八九十百千几]+", HAN), (r"\d+", DIGIT))
    ),
    Rule(
        "ratio",
        r"[一二两三四五六七八九十几数多]\s*[个個]?(?:数量级|數量級)",
        first=HAN,
        needs=("数量级", "數量級"),
    ),
    Rule("ratio", r"\d+\s*[个個]?(?:数量级|數量級)", needs=("数量级", "數量級")),
    # an order of magnitude without 数, after a change: "速度最高可以提升一个量级"
    Rule(
        "ratio",
        rf"(?:{u.CHANGE_VERBS_ZH}|快|慢|高出?|低)了?\s*(?P<fig>[一二两三四五六七八九十几多]\s*[个個]\s*量级)",
        first=HAN,
        needs=("量级",),
    ),
    Rule(
        "ratio",
        r"(?<![一二两三四五六七八九十几数多个\d\s])数量级(?=\s*的?\s*(?:性能|速度|吞吐|延迟)?\s*"
        r"(?:提升|提高|增长|下降|降低|减少|加速|差距|差异))",
        first=HAN,
        needs=("数量级",),
    ),
    # "指数倍" is a power of two, "整数倍" a divisibility rule
    Rule(
        "ratio",
        rf"(?<=的)(?:{ZH_NUMERAL}|\d+(?:\.\d+)?)\s*倍速(?!播放|度)",
        first=r"[\d零〇一二两三四五六七八九十百千万亿数几多上]",
        needs=("倍速",),
    ),
    # (not a count of work multiplied: "epochs增加了一倍", "训练量多了一倍")
    Rule(
        "ratio",
        rf"(?<![指整]){ZH_NUMERAL}倍(?!速(?!度))",
        # (not a multiple asked about: "相比于pth能提升几倍呢？")
        _not_asked(_multiple_is_figure),
        first=HAN,
        needs=("倍",),
    ),
    # (not work doubled: "把epoch都翻倍了")
    Rule(
        "ratio",
        r"翻了?(?:[一两二三四]?番|倍)",
        lambda text, start, end: _WORK_BEFORE.search(_before(text, start, 12)) is None,
        first=HAN,
        needs=("翻",),
    ),
    Rule(
        "ratio",
        r"(?<=下降|减少|降低|缩减|提升|增加|缩小)了?(?:近|约|将近)半(?![年月天个小])",
        first=HAN,
        needs=("半",),
    ),
    Rule(
        "ratio",
        r"减半|折半",
        _cue_near(rf"{u.METRIC_WORDS}|大小|体积", 12),
        first=HAN,
        needs=("减半", "折半"),
    ),
    Rule(
        "ratio",
        r"成倍(?=\s*(?:增加|增长|提升|提高|下降|减少|降低|缩短))",
        first=HAN,
        needs=("成倍",),
    ),
    Rule(
        "ratio",
        r"(?<!另)一半",
        _unless(
            # (not a shape or a setting halved: "height和width缩减为原来的一半", "batchsize我改成了
            # 70（原来的一半）")
            r"(?:(?i:height|width|batch[\s_]?size)|特征图|分辨率|尺寸|学习率|批大小)[^。；;]{0,24}$",
            30,
            _any(
                _cue_before(u.CHANGE_VERBS, 4),
                # "刚好慢了一半"
                _cue_before(r"(?:慢|快)了\s*$", 4),
                # "性能损失接近一半"
                _cue_before(r"损失\s*(?:了)?\s*(?:接近|约|近|将近|超过)?", 6),
                # "精确度下降了估计有一半": a hedge between the change and its amount
                _cue_before(
                    rf"(?:{u.CHANGE_VERBS_ZH})了?\s*(?:估计|大概|大约|差不多|几乎)\s*(?:有|是)?\s*$",
                    12,
                ),
                _cue_after(u.METRIC_WORDS, 8),
                _cue_before(u.ZH_HALF_OF, 16),
                # "GPU占用只有一半": a metric, then "only"
                _cue_before(
                    # "显卡峰值的功率只有一半"
                    rf"(?:{u.METRIC_WORDS}|占用|显存|内存|延迟|时延|吞吐|耗时|功率|功耗)\s*"
                    r"(?:只有|仅有|仅为|不到|只剩|只能达到|只达到|只能到)\s*$",
                    16,
                ),
            ),
        ),
        first=HAN,
        needs=("一半",),
    ),
    Rule(
        "percent",
        r"(?:[一二两三四五六七八九]|十)成"
        r"(?!为|员|本|功|立|熟|果|绩|型|像|效|都|就|了|长|品|交|分|年|批|套|千|百|万|语)",
        _cue_before(u.ZH_TENTHS_CUES, 6),
        first=HAN,
        needs=("成",),
    ),
    # tenths in digits after a cue: "吞吐提升 3 成"
    Rule(
        "percent",
        r"(?<![\d.])\d{1,2}(?:\.\d)?\s*成(?![\u4e00-\u9fff]{0,1}(?:员|本|功|立|品|交|年|批|套))",
        _cue_before(u.ZH_TENTHS_CUES, 6),
        needs=("成",),
    ),
    # a price or a metric in tenths of its old value: "成本是原来的六折", "吞吐提高了七折" (not
    # a discount: "打五折")
    Rule(
        "percent",
        # (not folds: "5折nezha-base模型融合", "5折交叉验证")
        r"(?:[一二三四五六七八九]|(?<![\d.])\d(?:\.\d)?\s*)折(?!扣|叠|线|中|腾|服|射|算|合)"
        r"(?![A-Za-z]|\s*(?:交叉|(?i:cv))|\s*(?:[A-Za-z][\w-]*\s*)?模型\s*融合)",
        _cue_before(r"原来的|之前的|基线的|降到|降至|降为|提升|提高|增加|只有|仅为|仅有", 6),
        first=r"[\d一二三四五六七八九]",
        needs=("折",),
    ),
    # points of a percentage after a change: "P99 延迟下降 32 个点", "准确率提升 32 pp"
    Rule(
        "percent",
        # ("比原图预测高一个点", "涨个5-10个点", "测评是掉1~2个点")
        rf"(?:{u.CHANGE_VERBS_ZH}|{_MORE_CHANGE_VERBS_ZH}|跌|掉|涨个?|高|低)了?\s*(?:约|近|超过)?\s*"
        rf"(?P<fig>(?:{VALUE}|{ZH_NUMERAL})\s*(?:个\s*点(?![\u4e00-\u9fff]?(?:钟|位|子|赞))|"
        r"(?:个\s*)?pp(?![A-Za-z0-9])))",
        # (a perplexity's points are a quality score's: "perplexity 提升了 0.7 个点")
        lambda text, start, end: _PERPLEXITY.search(_before(text, start, 30)) is None,
        first=HAN,
        needs=("点", "pp"),
    ),
    # a discount in tenths of the price: "打五折", "5折推理优惠", "打 7.5 折"
    Rule(
        "cost",
        # ("可以打九五折")
        r"打\s*(?:[一二三四五六七八九]{1,2}|\d(?:\.\d)?)\s*折|[一二三四五六七八九]折(?=\s*(?:优惠|价|促销))",
        first=HAN,
        needs=("折",),
    ),
    Rule(
        "cost",
        r"(?<![\d.])\d(?:\.\d)?\s*折(?=\s*(?:[\u4e00-\u9fff]{0,4}?(?:优惠|价|促销)|左右))",
        needs=("折",),
    ),
    # amounts in words before a time or memory unit: "数小时", "数十到数百PB", "a few ms"
    Rule(
        "latency",
        # "十多秒", "还是需要十多s": more than the number, and seconds as s
        rf"(?<![每第]){_ZH_AMOUNT}[多余]?\s*(?:个)?\s*(?:小时|分钟|毫秒|微秒|纳秒|秒钟?|(?:CPU\s*|时钟)周期|"
        r"(?:ms|us|µs|μs|ns|s|(?i:cycles?))(?![A-Za-z0-9]))(?!\s*前)"
        # "持续数小时的会议记录", "几十个小时的长音频": the length of a recording is the data
        r"(?!\s*的\s*[长短]?(?:会议|视频|音频|录音|录像|电影|对话|语音|播客|直播))"
        # "一张图要等几秒?": a question, no amount; nor a rate asked about: "一秒能处理多少帧"
        r"(?!\s*[?？])(?!\s*(?:能|可以|可|大概|大约)?\s*(?:处理|跑|生成|识别|推理)?\s*多少)",
        first=ZH_NUM,
        needs=("小时", "分钟", "秒", "周期", "ms", "us", "µs", "μs", "ns", "s", "cycle"),
    ),
    Rule(
        "throughput",
        # a Latin rate after Chinese numerals: "九十九 tok/s", "三十 req/s"
        rf"(?<![每第]){_ZH_AMOUNT}\s*(?:个\s*)?(?:QPS|TPS|RPS|"
        r"(?i:(?:tok(?:en)?s?|req(?:uest)?s?|quer(?:y|ies)|samples?|images?|imgs?|frames?|it)"
        r"\s*/\s*s(?:ec)?\b)|"
        r"(?:个|次)?(?:请求|词元|令牌|查询|(?i:tokens?))\s*/\s*秒)",
        first=ZH_NUM,
        needs=("qps", "tps", "rps", "/s", "秒"),
    ),
    # "数千万美元", "几千美元", "数千GPU小时" (元 after a magnitude: "多元" is "diverse")
    Rule(
        "cost",
        rf"(?<![每第]){_ZH_AMOUNT}\s*(?:个\s*)?(?:美元|美刀|美分|块钱|(?<=[百千万亿])[元刀]|GPU\s*小?时|卡时(?!间))",
        first=ZH_NUM,
        needs=("元", "时", "刀", "美分", "块钱"),
    ),
    # an amount saved or spent, its currency left out: "节省数十万的成本"
    Rule(
        "cost",
        rf"(?:节省|节约|花费|省下|降低)了?\s*(?P<fig>{_ZH_AMOUNT})(?:元)?\s*的?\s*(?:成本|费用|开销)",
        first=HAN,
        needs=("成本", "费用", "开销"),
    ),
    # "理论性能可达数TFLOPS", "百瓦级的边缘服务器" ("千瓦" alone is the unit, not an amount)
    Rule(
        "compute",
        rf"(?<![每第]){_ZH_AMOUNT}\s*(?:[TPGE]FLOPS?|[TPG]OPS)(?![A-Za-z0-9])",
        first=ZH_NUM,
        needs=("flop", "ops"),
    ),
    Rule(
        "power",
        rf"(?<![每第])(?!千瓦){_ZH_AMOUNT}\s*(?:千瓦|瓦)(?!时)",
        first=ZH_NUM,
        needs=("瓦",),
    ),
    Rule(
        "throughput",
        rf"\b(?i:{u.EN_AMOUNT_WORDS})\s+(?i:(?:of\s+)?(?:thousands\s+of\s+)?"
        # "millions of documents per hour", "millions of inference and training requests every
        # day": any plural after the amount
        r"(?:[a-z-]+\s+){0,3}?(?:tokens|requests|queries|[a-z]{3,}s)\s+"
        r"(?:(?:per|every|each|a|in\s+a)\s+(?:second|minute|hour|day|week|month)|/\s*s))\b",
        first=WORD,
        needs=(
            "per",
            "/",
            "every",
            "each",
            *(f" a {unit}" for unit in ("second", "minute", "day", "week", "month")),
            " an hour",
        ),
    ),
    # bytes or bits a second in Chinese words: "三太字节每秒", "三十二吉比特每秒"
    Rule(
        "bandwidth",
        rf"(?<![每第]){_ZH_AMOUNT}\s*(?:千兆|[千兆吉太拍])?(?:字节|比特)\s*(?:每秒|/\s*秒)",
        first=ZH_NUM,
        needs=("每秒", "/"),
    ),
    Rule(
        "memory",
        rf"(?<![每第]){_ZH_AMOUNT}\s*(?:[KMGTP]B(?![A-Za-z0-9])|(?:千兆|[千兆吉太拍])字节)",
        first=ZH_NUM,
        needs=("kb", "mb", "gb", "tb", "pb", "字节"),
    ),
    Rule(
        "latency",
        rf"(?:不到|只需|仅需|仅用|少于|不足)\s*(?P<fig>(?:{ZH_NUMERAL}|{NUMBER})"
        r"\s*(?:个)?(?:天|周|月))",
        first=HAN,
        needs=("不到", "只需", "仅需", "仅用", "少于", "不足"),
    ),
    Rule(
        "latency",
        # "hundreds of extra milliseconds", "for few seconds", "two and a half hours", "one and
        # a half days"
        rf"\b(?i:(?:{u.EN_AMOUNT_WORDS}|few)(?:\s+and\s+a\s+half)?|one\s+and\s+a\s+half)\s+"
        r"(?i:(?:extra|more|additional)\s+)?"
        r"(?:(?i:(?:milli|micro|nano)?seconds|minutes|hours|days)\b|(?:ms|µs|us|ns)(?![A-Za-z0-9])|"
        # ("one and a half hour", as written)
        # (not a date or a recording's length: "one and a half hour ago", "a one and a half hour
        # podcast")
        r"(?<=half )(?i:second|minute|hour|day)\b(?!\s+ago\b|-|\s+(?i:podcast|lecture|video|"
        r"recording|talk|audio|clip|movie|meeting|session)s?\b))",
        first=WORD,
        needs=("second", "minute", "hour", "day", " ms", " µs", " us", " ns"),
    ),
    Rule(
        "memory",
        # "spike up multiple GBs"
        rf"\b(?i:{u.EN_AMOUNT_WORDS})\s+(?:(?i:(?:kilo|mega|giga|tera)bytes)|(?:KB|MB|GB|TB)s?)\b",
        first=WORD,
        needs=("byte", "kb", "mb", "gb", "tb"),
    ),
    # one of a rate after a bound: "from under one RPS to a few dozen"
    Rule(
        "throughput",
        r"\b(?i:(?:less|more)\s+than|under|over|about|around|up\s+to|nearly|almost)\s+"
        r"(?i:one|a\s+single)\s+(?:RPS|QPS|TPS|(?i:req(?:uest)?/s))\b",
        first=WORD,
        needs=("rps", "qps", "tps", "req/s", "request/s"),
    ),
    # one of a unit after a bound: "less than one megabyte", "nearly a petabyte"
    Rule(
        "memory",
        r"\b(?i:(?:less|more)\s+than|under|over|about|around|up\s+to|nearly|almost|roughly)\s+"
        r"(?i:one|an?|a\s+single)\s+(?i:(?:kilo|mega|giga|tera|peta)byte)\b",
        first=WORD,
        needs=("kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"),
    ),
    # a change of length named before it: "上下文 64K -> 256K", "context 8K → 32K"
    *(
        Rule(
            "tokens",
            rf"{name}\s*[:：]?\s*(?:从\s*)?(?P<fig>{VALUE}\s*(?:[^，。；,;\d]{{0,6}}?(?:到|至)|->|→)\s*{VALUE})",
            first=first,
            needs=needs,
        )
        for name, first, needs in (
            (r"上下文(?:长度)?", HAN, ("上下文",)),
            (r"\b(?i:context(?:\s+length)?)", WORD, ("context",)),
        )
    ),
    # token counts are figures after a result cue: "up to 128K tokens", "支持 139K 长上下文"
    *(
        Rule(
            "tokens",
            rf"{n}{u.TOKEN_UNITS}",
            _tokens_reached,
            first=f,
            needs=(
                "token",
                "context",
                "sequence",
                "词元",
                "令牌",
                "上下文",
                "窗口",
                "字符",
                "长度",
                "序列",
                "长文本",
                "万字",
            ),
        )
        for n, f in (
            # "100 万 token": the magnitude is the number's, not a numeral of its own
            (rf"{VALUE}(?:\s*(?:万亿|[万亿]))?", DIGIT),
            # "上万的上下文长度", "数千 token": a vague amount too
            (
                rf"(?<![几数多上\d万亿])(?<!\d\s)"
                # (not "一篇数万字的论文": the length of a document is the data)
                r"(?:[几数多上](?=[十百千万亿]+\s*(?:的\s*)?(?:上下文|(?i:tokens?)|词元|令牌)))?"
                rf"{u.ZH_DEFINITE}",
                HAN,
            ),
            (rf"\b{_EN_WORDS}", WORD),
            # "up to a million tokens", "tens or even millions of tokens"
            (
                r"(?<!\d\s)\b(?i:(?:a|one|tens\s+(?:or\s+even\s+)?|hundreds\s+(?:or\s+even\s+)?)?"
                r"\s*(?:millions?|billions?)(?:\s+of)?)(?!-)",
                WORD,
            ),
        )
    ),
    # a change of length: "从 4K 上下文窗口到 128K"
    Rule(
        "tokens",
        rf"从\s*(?P<fig>{VALUE}\s*[KkMm万]\s*(?:上下文(?:窗口)?|(?i:tokens?)|词元|令牌)\s*"
        rf"(?:到|至)\s*{VALUE}\s*[KkMm万]\+?)",
        first=HAN,
        needs=("从",),
    ),
    # a change of length: "from 2k contexts to 100k" (not "range from 30,000 to 50,000 tokens")
    Rule(
        "tokens",
        r"(?<!range\s)(?<!ranges\s)(?<!ranging\s)\bfrom\s+"
        rf"(?P<fig>{VALUE}\s*(?:-?(?i:tokens?|contexts?|context\s+windows?))\s+to\s+{VALUE}"
        r"(?:\s*-?(?i:tokens?|contexts?)\b)?)",
        first=WORD,
        needs=("from",),
    ),
    # a value a metric is changed to: "通信从 M 减少到 0.25M", "长度从2048扩展至8192"
    # (a value with a unit is left to the unit's rule)
    Rule(
        "ratio",
        # "扩展到了 32K": 了 after the preposition too
        rf"(?:{u.CHANGE_VERBS_ZH})了?\s*(?:到|至)了?\s*(?P<fig>{VALUE})"
        # not inside a number ("8,192"), but a comma may follow ("提升至8K，能够…": the
        # full-width comma reads as ",")
        # nor a count ("计算量减少至 100 个", "占用核数增加到14核"): a counter after it
        r"(?!\d|[.,]\d)(?!\s*(?:[A-Za-z%×倍个张块台条次核]|[\u4e00-\u9fff]{0,4}/))",
        _changed_metric,
        first=HAN,
        needs=("到", "至"),
    ),
    # multiples of a symbol: "从 M 减少到 0.5M" (the same symbol on both sides), "from M to
    # 0.5M", "3M 的通信量"
    Rule(
        "symbolic",
        rf"从\s*(?P<zhsymbol>[A-Z])\s*(?:{u.CHANGE_VERBS_ZH})了?\s*(?:到|至)\s*"
        rf"(?P<fig>{NUMBER}\s*(?P=zhsymbol)|0)(?![A-Za-z0-9]|\.\d)",
        first=HAN,
        needs=("从",),
    ),
    Rule(
        "symbolic",
        rf"\b(?i:from)\s+(?P<ensymbol>[A-Z])\s+to\s+"
        rf"(?P<fig>{NUMBER}\s*(?P=ensymbol)|0)(?![A-Za-z0-9]|\.\d)",
        first=WORD,
        needs=("from",),
    ),
    Rule(
        "symbolic",
        rf"{VALUE}\s*[A-Z](?![A-Za-z0-9])",
        _cue_after(u.SYMBOL_VOLUME, 8),
        needs=("通信", "communication", "traffic", "volume", "显存节省"),
    ),
    # a multiple or a fraction written with N, the count it depends on: "减少约 N 倍显存占用",
    # "显存节省效果…体现为 1/N" (not "DP 变为原来的 1/TP", a parallel degree)
    Rule(
        "symbolic",
        r"(?<![A-Za-z0-9_])(?:N\s*倍|1\s*/\s*N)(?![A-Za-z0-9_])",
        _any(
            _cue_before(rf"(?:{u.CHANGE_VERBS_ZH})\s*(?:了|约|大约)?|体现为|仅为|只有", 6),
            _cue_before(rf"(?:{u.METRIC_WORDS})\s*[:：=为]\s*", 8),
            _cue_after(rf"^\s*的?\s*(?:{u.METRIC_WORDS})", 8),
        ),
        first=SYMBOL_N,
        needs=("倍", "/"),
    ),
    # a value a metric is changed to, in English: "reduces the SM utilization … to 1"
    Rule(
        "ratio",
        rf"\b(?i:(?:reduc|lower|cut|decreas|increas|rais|improv|boost)\w*)\s+"
        rf"(?:the\s+|its\s+)?[^.;:]{{0,50}}?(?:{u.METRIC_WORDS})\b[^.;:]{{0,40}}?"
        rf"\bto\s+(?P<fig>{VALUE})(?![\w%×-]|[.,]\d|\s*(?:[A-Za-z%×]|times))",
        first=WORD,
        needs=("reduc", "lower", "cut", "decreas", "increas", "rais", "improv", "boost"),
    ),
    # a speed-up with its number before it: "a 3.6 speed-up", "up to 3.6 speedup", "a 4.2
    # geomean speed-up"; not a count of them ("3 speedup techniques"), nor a version's ("the
    # PyTorch 2.1 speed-up")
    Rule(
        "ratio",
        rf"(?P<fig>{VALUE}[-\s]?(?:(?i:geo-?mean|geometric[-\s]mean|average|mean|overall|"
        r"end-to-end|e2e|total|peak|max(?:imum)?|median)\s+)?(?i:speed-?\s?ups?))\b"
        r"(?!\s+(?i:techniques?|methods?|tricks?|ideas?|optimi[sz]ations?|strateg(?:y|ies)|"
        r"approaches|features?|patches|changes))",
        _not_after_a_name,
        needs=("speed",),
    ),
    # unitless metrics named before their value: "accepted length of 1.37", "接受长度为 3.2"
    Rule(
        "score",
        # ("ppl=1056944.250": an equals sign may touch the name)
        rf"\b(?i:accept(?:ed|ance)\s+lengths?|perplexity|PPL|MFU|goodput|speed-?ups?)(?:\s+|(?=\s*[=:]))"
        r"(?:of|is|was|=|:|can\s+exceed|exceeds|reache[sd]|reaching)?\s*"
        # not the start of a multiplier or a percentage: "speedups of 1.37x to 5.07x"
        rf"(?:about|around|roughly|over|more\s+than|~)?\s*(?P<fig>{VALUE})(?![\w%×–~-]|\.\d)",
        first=WORD,
        needs=("accept", "perplexity", "ppl", "mfu", "goodput", "speedup", "speed-up"),
    ),
    Rule(
        "score",
        rf"(?:接受长度|平均接受长度|困惑度|接受率)\s*(?:[(（][^)）]{{0,24}}[)）])?\s*"
        rf"(?:为|达到|达|是|稳定在|约为?|:|：)?\s*(?P<fig>{VALUE})(?![A-Za-z0-9%-]|\.\d)",
        first=HAN,
        needs=("接受", "困惑度"),
    ),
    # scores without a unit: "a score of 63.2", "76.0 accuracy", "准确率为 85.2"
    Rule(
        "score",
        # ("Best Score：1.845", a leaderboard's; "得到Score：1.847", after a Chinese character)
        rf"(?<![A-Za-z0-9_])(?i:score|accuracy)(?:\s+(?:of\s+|is\s+|was\s+|reache[sd]\s+)?|\s*[:：]\s*)"
        rf"(?i:(?:around|about|roughly|~)\s*)?"
        rf"(?P<fig>{VALUE})(?![\w%-])",
        first=LATIN,
        needs=("score", "accuracy"),
    ),
    # a metric named right before its bare value, from one table of names and one of the words
    # between: "FPS:4.78", "Accuracy = 0.98", "a peak MRR of .73", "IPS可以达到80-90",
    # "RTF大概在1.19左右", "使用率为0"; in English the value stands alone ("utilization of 4
    # GPUs" counts GPUs), and after a Chinese character a Latin name has no word boundary
    *(
        Rule(category, pattern, first=first, needs=needs)
        for category, (latin, before_chinese, chinese, needs) in u.METRICS_BEFORE_VALUE.items()
        for latin_zh in ("|".join(filter(None, (latin, before_chinese))),)
        for pattern, first in (
            (
                rf"\b(?:{latin})(?![A-Za-z0-9]){_QUALIFIED}(?:{u.VALUE_AFTER_METRIC_EN})\s*"
                rf"(?P<fig>(?:{VALUE}|(?<![\w.])\.\d+){_ERROR_UNIT}){_NO_MORE}{_NOT_A_RESULT_NEXT}"
                rf"{_STANDS_ALONE}",
                WORD,
            ),
            (
                # ("np.max(IC)能到0.68": the name in brackets, before Chinese)
                rf"\b(?:{latin_zh})(?![A-Za-z0-9])(?:\)(?=[^\x00-\x7f]))?"
                # in Chinese numerals, with no word between too: "QPS 三十二"
                rf"(?:\s*(?:{u.VALUE_AFTER_METRIC_ZH})|\s+(?={_ZH_VALUE_WORDS}))\s*{_WORKED}{_NOT_IOU}"
                # in Chinese numerals too: "QPS 达到三十二"
                rf"(?P<fig>{VALUE}|{_ZH_VALUE_WORDS}){_ZH_VALUE_END}",
                WORD,
            ),
            (
                rf"[\u4e00-\u9fff](?:{latin_zh})(?![A-Za-z0-9])"
                rf"\s*(?:{u.VALUE_AFTER_METRIC_ZH}|{u.VALUE_AFTER_METRIC_EN})\s*{_WORKED}{_NOT_IOU}"
                rf"(?P<fig>{VALUE}|{_ZH_VALUE_WORDS}){_ZH_VALUE_END}",
                HAN,
            ),
            (
                # the words between may be left out: "相对误差0.005左右"; a value may be in
                # Chinese numerals: "吞吐量为九十九"
                rf"(?:{chinese})\s*(?:{u.VALUE_AFTER_METRIC_ZH})?\s*{_WORKED}"
                rf"(?P<fig>{VALUE}|{_ZH_VALUE_WORDS}){_ZH_VALUE_END}",
                HAN,
            ),
        )
    ),
    # a metric named a few words before its value, a verb between them, within one clause and
    # with no other number or a setting's name between: "the mAP of the model on coco drops to
    # 41.9", "NPU的利用率大概只有40" (not "the accuracy threshold is 0.5", "准确率的阈值为0.5")
    *(
        Rule(category, pattern, first=first, needs=needs)
        for category, (latin, before_chinese, chinese, needs) in u.METRICS_BEFORE_VALUE.items()
        for latin_zh in ("|".join(filter(None, (latin, before_chinese))),)
        for pattern, first in (
            (
                # ("(nDCG@10) for TRECCOVID should be 84.61": the name in brackets)
                rf"\b(?:{latin})(?![A-Za-z0-9])\)?"
                rf"(?:\s+(?!(?:{_FAR_STOP_EN}|{_FAR_SETTING_EN})\b)[A-Za-z][\w'’-]*){{0,6}}?"
                rf"(?:\s+(?:{_FAR_VERB_EN})\s+(?:(?:{_FAR_ABOUT_EN})\s+)*|\s+{_ARROW_NEXT})"
                rf"(?P<fig>(?:{VALUE}|(?<![\w.])\.\d+){_ERROR_UNIT}){_NO_MORE}{_NOT_A_RESULT_NEXT}"
                rf"{_STANDS_ALONE}",
                WORD,
            ),
            *(
                (
                    rf"{name}(?:(?!{_FAR_SETTING_ZH})[^\d，。；：,.;:！？!?、（）()\n]){{1,10}}?"
                    # ("auc很高，达到0.99": a comma, then the value reached)
                    # ("r_square的值非常低，仅为0.21")
                    r"(?:[，,]\s*(?=达到|高达|可达|只有|仅有|仅为|只为))?"
                    # (not 为 or 是 after 不: "runtime 不为 0" is a condition; "不超过 200" is
                    # a bound)
                    # ("miou目前达到了0.4")
                    rf"(?:(?<!不)(?=为|是)|(?!为|是))(?:{_FAR_VERB_ZH})(?:(?<=达到)了|(?<=达)了)?\s*"
                    rf"(?:大概|大约|约|~|≈)?\s*{_WORKED}{_NOT_IOU}(?P<fig>{VALUE}){_ZH_VALUE_END}",
                    first,
                )
                # (?<!…), not \b: "数据集auc很少能达到0.9以上" has no word boundary before auc
                for name, first in (
                    (rf"(?:{chinese})", HAN),
                    (
                        # ("np.max(IC)能到0.68": the name in brackets)
                        rf"(?<![A-Za-z0-9_])(?:{latin_zh})(?![A-Za-z0-9])\)?(?=[^\x00-\x7f]|\s*[^\x00-\x7f])",
                        LATIN,
                    ),
                )
            ),
            # the earlier value in any form: "WER 从 8.xx / 22.xx 降低到 7.58 / 20.36"
            *(
                (
                    # (a number then the verb is the change rule's: "准确率从 70.1 提升到 72.3")
                    rf"{name}\s*从(?!\s*(?:原来的|原先的|之前的)?\s*[\d.]+\+?\s*[\u4e00-\u9fff])"
                    rf"[^，。；,;]{{1,24}}?(?:{u.CHANGE_VERBS_ZH}|上升|下降)(?:到|至)了?\s*"
                    rf"(?P<fig>{VALUE}(?:\s*/\s*{VALUE})*){_ZH_VALUE_END}",
                    first,
                )
                for name, first in (
                    (rf"(?:{chinese})", HAN),
                    (rf"\b(?:{latin_zh})(?![A-Za-z0-9])(?=\s*从)", WORD),
                )
            ),
        )
    ),
    # a score changed by a bare value right after its name: "F1仅微降 0.01", "准确率下降 0.01"
    *(
        Rule(
            "score",
            rf"{name}\s*(?:仅|只|略|稍)?\s*(?:微降|微升|微涨|下降|下跌|降低|提升|提高|上升|增加|减少|涨|掉|跌)"
            # (points are the points' rule's: "BLEU 提升了 2 分之多")
            rf"了?\s*(?:约|大约|大概|近|将近)?\s*(?P<fig>{VALUE}){_ZH_VALUE_END}(?!\s*[分点])",
            first=first,
            needs=needs,
        )
        for latin, before_chinese, chinese, needs in (u.METRICS_BEFORE_VALUE["score"],)
        for name, first in (
            (rf"(?:{chinese})", HAN),
            (rf"(?<![A-Za-z0-9_])(?:{latin}|{before_chinese})(?![A-Za-z0-9])", LATIN),
        )
    ),
    # a unitless metric named before a change from one value to another: "perplexity rose
    # from 5.47 to 5.62", "the MMLU score fell from 70.1 to 69.4", "QPS went from 300 to
    # 1200" (not "a score computed from 0 to 1": a verb of change comes between)
    Rule(
        "score",
        rf"\b(?i:{_UNITLESS_METRICS})\b[^.;:]{{0,40}}?\b(?i:{_CHANGED})\s+"
        rf"(?:[a-z]+\s+)?from\s+(?P<fig>{VALUE}\s+to\s+{VALUE}){_NO_MORE}",
        first=WORD,
        needs=("from",),
    ),
    Rule(
        "score",
        r"\b(?i:rais|boost|lift|improv|increas|reduc|lower|decreas)\w*\s+(?:the\s+|its\s+)?(?:[\w-]+\s+){0,2}?"
        # ("the GSM8K accuracy of WizardLM from 2.2 to 66.3": the model named between)
        rf"(?i:{_UNITLESS_METRICS})s?(?:\s+of\s+(?:the\s+)?[\w-]+)?\s+from\s+"
        rf"(?P<fig>{VALUE}\s+to\s+{VALUE}){_NO_MORE}",
        first=WORD,
        needs=("from",),
    ),
    Rule(
        "score",
        rf"(?:{_UNITLESS_METRICS_ZH})[^，。；,;]{{0,10}}?{_CHANGED_FROM_ZH}",
        first=HAN,
        needs=("从",),
    ),
    Rule(
        "score",
        rf"\b(?:{_UNITLESS_METRICS_LATIN})[^，。；,;]{{0,10}}?{_CHANGED_FROM_ZH}",
        first=WORD,
        needs=("从",),
    ),
    # the roofline's ratio named before its value: "ops:byte ratio 是 208", "算术强度为 $315$"
    *(
        Rule(
            "ratio",
            rf"{name}\s*(?:[(（][^)）]{{0,16}}[)）])?\s*"
            r"(?:是|为|约为|=|:|：|[<>≤≥]=?|(?i:is|of|of\s+about|is\s+about))?\s*\$?\s*[~≈]?"
            rf"(?P<fig>{VALUE}){_NO_MORE}",
            first=first,
            needs=needs,
        )
        for name, first, needs in (
            (r"(?:算术强度|计算强度)", HAN, ("强度",)),
            (r"\b(?i:arithmetic\s+intensity|ops:byte\s+ratio)", WORD, ("intensity", "ops:byte")),
            # a roofline's balance point, what it is of between: "balance points of 25 and 200",
            # "The balance point for tensor cores … is ~200"
            (
                r"\b(?i:balance\s+points?)(?:\s+(?i:for|of)\s+[^.;:=\d]{0,70}?(?=\s(?i:is|was)\b))?",
                WORD,
                ("balance point",),
            ),
        )
    ),
    # a unitless metric changed by an amount: "BLEU improved by 1.2", "accuracy drops by 0.4"
    Rule(
        "score",
        rf"\b(?i:{_UNITLESS_METRICS})\s+(?i:{_CHANGED})\s+by\s+"
        rf"(?:about\s+|around\s+|roughly\s+)?(?P<fig>{VALUE}){_NO_MORE}",
        first=WORD,
        needs=(" by ",),
    ),
    # a rate's acronym and its value, a verb between: "The QPS reached 1200", "RPS of 450",
    # "QPS 达到 1200", "QPS可达1200以上" (not "QPS of 8 GPUs", a count); after a Chinese
    # character there is no word boundary ("单机QPS突破3000"), so that form starts at it
    *(
        Rule(
            "throughput",
            rf"{start}(?:O?TPS|QPS|RPS|RTF|(?i:rtf|ips))(?:\s*[(（][^()（）]{{1,12}}[)）])?\s*"
            r"(?:大概|大约|约)?"
            r"(?:(?i:reache[sd]|hit|hits|of|peaked\s+at|"
            r"exceed(?:s|ed)|rose\s+to|dropped\s+to|fell\s+to)\s+|(?:为|达到?|可达|约为?|高达|超过|"
            # "QPS都是1.1万以上", "QPS只有300"
            r"突破|提升到|提升至|降到|降至|升至|低至|(?:都|也|一直)?是|只有|仅有?|才)\s*|"
            r"(?<=RTF)\s*(?:[≈:=]|(?=\d)))"
            r"\s*(?:(?i:about|around|over|nearly)\s+|约|大约|~)?"
            # "QPS才1w2": w for 万 in chat, a digit after it for the thousands
            rf"(?P<fig>{NUMBER}(?:(?<=\d)[wW]\d?(?![A-Za-z0-9]))?){_NO_MORE}(?!\s*[A-Za-z]+s\b)",
            first=first,
            needs=("tps", "qps", "rps", "rtf", "ips"),
        )
        for start, first in ((r"\b", WORD), (r"[\u4e00-\u9fff]", HAN))
    ),
    # a time named in English right after a Chinese word, then its value: "一条数据inference time :
    # 9.41" (no word boundary between 据 and i)
    Rule(
        "latency",
        rf"[\u4e00-\u9fff](?i:{_NAMED_TIME})\s*[:=：]\s*"
        rf"(?P<fig>{NUMBER}{_TRAILING_UNIT})",
        first=HAN,
        needs=_NAMED_TIME_WORDS,
    ),
    # an RTF against a bound in words: "the RTF on your board is larger than 1", "its RTF is
    # greater than 1 on CPU"; and glued in lower case: "rtf0.15左右"
    Rule(
        "throughput",
        r"\b(?i:RTF)\b[^.;:,，。]{0,24}?\b(?:is|was|are|were|stays?)\s+(?:still\s+|much\s+|well\s+)?"
        r"(?:larger|greater|bigger|less|smaller|lower|higher|above|below|under|over)(?:\s+than)?\s+"
        rf"(?P<fig>{NUMBER}){_NO_MORE}",
        first=WORD,
        needs=("rtf",),
    ),
    Rule(
        "throughput", r"(?<![A-Za-z])rtf(?P<fig>\d*\.\d+|\d+)(?![\d.])", first=NAME, needs=("rtf",)
    ),
    # a second value of an RTF named before: "RTF 低至 ~0.3，… 加速后可达 ~0.13"
    Rule(
        "score",
        rf"(?:可达|低至|降至|约为)\s*~?\s*(?P<fig>{VALUE}){_NO_MORE}",
        lambda text, start, end: "RTF" in _before(text, start, 120),
        first=HAN,
        needs=("rtf",),
    ),
    # a unitless metric before a bound on it: "the real-time factor to be above 1"
    Rule(
        "score",
        rf"\b(?i:real-time\s+factor|RTF)\s+(?:(?:to\s+be|is|was|stays?|of)\s+)?"
        rf"(?i:above|below|under|over|at\s+least|at\s+most)\s+(?P<fig>{VALUE}){_NO_MORE}",
        first=WORD,
        needs=("real-time", "rtf"),
    ),
    # a change of perplexity in Chinese: "导致困惑度退化0.2"
    Rule(
        "score",
        rf"困惑度\s*(?:增加|上升|升高|下降|降低|减少|退化|恶化)了?\s*(?:约|了)?\s*(?P<fig>{VALUE}){_NO_MORE}",
        first=HAN,
        needs=("困惑度",),
    ),
    # a value before the metric it is: "达到2.07的平均接受长度"
    Rule(
        "score",
        rf"{VALUE}\s*的\s*(?:平均)?(?:接受长度|接受率|加速比)",
        needs=("接受", "加速比"),
    ),
    # a metric worked out: "加速比 = 150/69 ≈ 2.17"
    *(
        Rule(
            "score",
            rf"{name}\s*[=＝]\s*[^，。；,;\n]{{1,40}}[≈=]\s*(?P<fig>{VALUE}(?:\s*[A-Za-z/]+)?)"
            r"(?=\s*(?:[，。；,;)）]|$))",
            needs=("=",),
            first=first,
        )
        for name, first in (
            (r"(?:加速比|吞吐量?|计算强度)", HAN),
            (r"\b(?i:speedup|throughput|MFU|arithmetic\s+intensity)", WORD),
        )
    ),
    # calls per day, the amount after the count: "每天的调用量超过亿次"
    Rule(
        "throughput",
        rf"(?:日均|每天|每日)的?\s*(?:调用|请求|查询|访问)量\s*(?:超过|达到?|约|高达|突破)?\s*"
        rf"(?P<fig>(?:{VALUE}\s*)?(?:{ZH_NUMERAL})?\s*次)",
        first=HAN,
        needs=("日均", "每天", "每日"),
    ),
    # "0.1-0.3 perplexity increase", "up to 1.19 lower perplexity"
    Rule(
        "score",
        # (not "top 1 accuracy", the metric's name)
        rf"(?<!(?i:top)\s)(?<!(?i:top)-){VALUE}\s+(?:(?i:lower|higher|better|worse)\s+)?"
        r"(?i:accuracy|score|perplexity|PPL)\b",
        needs=("score", "accuracy", "perplexity", "ppl"),
    ),
    # a change of a unitless metric named before it: "PPL增加0.18", "perplexity rises by 0.2"
    Rule(
        "score",
        r"\b(?i:PPL|perplexity)\s*(?:(?:增加|上升|升高|下降|降低|减少)了?|"
        r"(?i:(?:increas|ris|drop|decreas)(?:es|ed|ing|e)?\s+(?:by\s+)?))\s*(?:约|了)?\s*"
        rf"(?P<fig>{VALUE})(?![\w%×–~-]|\.\d)",
        first=WORD,
        needs=("ppl", "perplexity"),
    ),
    # a loss reached: "attains 3.28 cross-entropy loss", "to ≤3.28 validation loss"
    Rule(
        "score",
        rf"(?:≤|<=|<)?{VALUE}\s+(?i:(?:cross-entropy|validation|val|training|train|test|eval)\s+loss)\b",
        needs=("loss",),
    ),
    # points gained: "综合性能分别提升了 8.4 和 5.9 分"
    Rule(
        "score",
        rf"(?:提升|提高|增加|降低|下降)了?\s*(?P<fig>{VALUE}(?:\s*(?:和|、|与|至|到)\s*{VALUE})*)"
        r"\s*个?分(?![之钟布析别配成类片块支区辨享开数])",
        first=HAN,
        needs=("分",),
    ),
    # a duration written as an adjective: "a 30-minute fine-tuning", "2-hour run", "a four-day
    # break"
    Rule(
        "latency",
        rf"{VALUE}-(?i:(?:milli)?seconds?|minutes?|hours?|days?)\b",
        needs=("second", "minute", "hour", "day"),
    ),
    Rule(
        "latency",
        rf"\b(?i:{u.EN_NUMBER_WORDS})-(?i:(?:milli)?second|minute|hour|day)\b",
        first=WORD,
        needs=("-second", "-minute", "-hour", "-day", "-millisecond"),
    ),
    Rule(
        "score",
        rf"{VALUE}\s+(?i:accepted\s+tokens?\s+per|acceptance\s+(?:length|rate))",
        needs=("accept",),
    ),
    Rule(
        "throughput",
        # "forty tokens per second", "five tokens/sec", "two thousand tokens/s"
        rf"\b(?i:{u.EN_AMOUNT_WORDS})\s+(?:[A-Za-z-]+\s+){{0,3}}?"
        # (a noun per second, not a unit's: "two bandwidths in GB/s")
        r"(?:per\s+second|[A-Za-z-]+/\s?sec(?:ond)?|[a-z][a-z-]*/s)(?![A-Za-z0-9_])",
        first=WORD,
        needs=("per second", "/s", "/ s"),
    ),
    # a duration in words after a bound or a cue: "longer than a second or two", "every half a
    # second", "take half a day or so" (not "wait a minute or two", "give it half a second")
    Rule(
        "latency",
        r"\b(?i:a\s+(?:(?:milli|micro)?second|minute|hour)\s+or\s+two|"
        r"half\s+an?\s+(?:second|minute|hour|day))\b",
        _any(
            _cue_before(
                r"(?i:than|within|under|over|takes?|took|taking|only|just|about|every|in|for|"
                r"add(?:s|ed|ing)?)\s*",
                12,
            ),
            # time saved: "save ourselves a minute or two in downloading"
            _cue_before(
                r"\b(?i:sav(?:e|es|ed|ing))\s+(?:(?i:ourselves|yourself|themselves|us|you|them|me)\s+)?$",
                24,
            ),
            # "spends a minute or two worth of cpu time"
            _cue_after(r"^\s+(?i:worth\s+of|of)\s+(?:\w+\s+)?(?i:time|compute)\b", 30),
        ),
        first=WORD,
        needs=(" or two", "half a", "half an"),
    ),
    # a score out of its scale: "scored 4.53/5.0"
    Rule(
        "score",
        rf"\b(?i:scor(?:es|ed|ing)?|rat(?:ed|ing))\s+(?:of\s+)?(?P<fig>{VALUE}\s*/\s*\d+(?:\.\d+)?)",
        first=WORD,
        needs=("scor", "rated", "rating"),
    ),
    # money in words: "hundreds of dollars", "a few hundred RMB a month"
    Rule(
        "cost",
        rf"\b(?i:{u.EN_AMOUNT_WORDS})\s+(?:US\s+)?(?i:dollars|USD|RMB|CNY|yuan|euros?|EUR)\b",
        first=WORD,
        needs=("dollar", "usd", "rmb", "cny", "yuan", "euro", " eur"),
    ),
    # power in a lower-case w after the power named: "gpu功耗150w", "power draw 280w"
    *(
        Rule(
            "power",
            rf"{name}[^，。；,;.]{{0,8}}?(?P<fig>{VALUE}\s?w)(?![A-Za-z0-9])",
            first=first,
            needs=needs,
        )
        for name, first, needs in (
            ("(?:功耗|功率)", HAN, ("功耗", "功率")),
            (r"\b(?i:power)", WORD, ("power",)),
        )
    ),
    # a score after its value: "超过 60 AP 的实时模型", "52.3 mAP on COCO", "82.4 top-1 acc",
    # "64.1mIOU"; a real-time factor too: "about 0.243 RTF"; the split named between: "53.1
    # validation mAP"
    Rule(
        "score",
        rf"(?P<fig>{VALUE})\s*(?:(?i:val(?:idation)?|test)\s+)?(?:m?AP(?:50|75)?|(?i:m?IoU)|(?i:top-?[15]\s+acc(?:uracy)?)|"
        # ("should yield 0.5 pass@1", "达到论文中 25.6 PSNR", "a 245 FVD")
        r"BLEU|ROUGE(?:-\w+)?|WER|CER|AUC|MRR|NDCG(?:@\d+)?|F1|SSIM|FID|PPL|PSNR|LPIPS|FVD|METEOR|CIDEr|"
        r"chrF|COMET|PESQ|STOI|MPJPE|EER|SI-?SDR|pass@\d+)(?![A-Za-z0-9])",
        needs=(
            "psnr",
            "lpips",
            "fvd",
            "meteor",
            "cider",
            "chrf",
            "comet",
            "pesq",
            "stoi",
            "mpjpe",
            "eer",
            "sdr",
            "pass@",
            "ap",
            "iou",
            "top",
            "bleu",
            "rouge",
            "wer",
            "cer",
            "auc",
            "mrr",
            "ndcg",
            "f1",
            "ssim",
            "fid",
            "ppl",
        ),
    ),
    Rule("throughput", rf"(?P<fig>{VALUE})\s*RTF(?![A-Za-z0-9])", needs=("rtf",)),
    # a recall after its value, a decimal (not a count of recalls): "≥0.98 Recalls@k"
    Rule(
        "score",
        r"(?<![\w.])(?P<fig>\d*\.\d+)\s*(?i:recalls?(?:@(?:k|\d+))?)(?![A-Za-z0-9])",
        needs=("recall",),
    ),
    # a tracking or a 3D detection score after its value, with a decimal or a plus (not a table's
    # or a year's number: "Table 3 MOTA", "the 2021 HOTA metric"): "76.6 MOTA", "79+ MOTA"; in
    # lower case after a result reached: "can get to 45.5 map 58.4 nds"
    Rule(
        "score",
        r"(?<![\w.])(?P<fig>\d+(?:\.\d+\+?|\+))\s*(?:MOTA|MOTP|IDF1|HOTA|NDS)(?![A-Za-z0-9])",
        needs=("mota", "motp", "idf1", "hota", "nds"),
    ),
    Rule(
        "score",
        r"(?<![\w.])(?P<fig>\d+\.\d+)\s*(?:map|nds)(?![A-Za-z0-9])",
        _cue_before(r"(?i:\b(?:get|gets|got|getting|reach\w*|achiev\w*|scor\w*)\b)", 40),
        needs=("map", "nds"),
    ),
    # an accuracy after its value and 的: "convnext_tiny的82.9的精度", "应该是1.0的 acc", "0.92 的
    # 准确率", "提升了0.8的AP", "达到6.7的cer" (not "1*8的acc", a count of cards)
    Rule(
        "score",
        # (not "误差小于 1e-4 的精度阈值", a tolerance)
        # "这个 30 ～ 40 的利用率"
        # ("0.86左右的IoU是可以多次获得的")
        # ("0.99868的测试集准确率": a split named between; "82左右的miou", "拿到0.999925的成绩")
        # (not a bound: "低于 0.25 的分数")
        r"(?<![*×x])(?<!低于)(?<!低于 )(?<!高于)(?<!高于 )(?<!大于)(?<!大于 )(?<!小于)(?<!小于 )"
        # (nor a scale's range: "归一化到0~1的分数")
        rf"(?!0\s*[-~～]\s*1(?![\d.]))(?<![~～])(?P<fig>{VALUE})\s*(?:左右)?\s*的\s*(?:测试集|验证集|线上|线下|最终)?\s*"
        r"(?:精度|正确率|准确率|召回率|利用率|使用率|成绩|分数|得分|"
        r"(?i:map|ap|acc|accuracy|cer|wer|auc|(?:m|fw)?iou|f1|mae)(?![A-Za-z0-9]))(?!阈值|要求)",
        lambda text, start, end: _IF_BEFORE_ZH.search(_before(text, start, 8)) is None,
        needs=(
            "精度",
            "正确率",
            "准确率",
            "召回率",
            "利用率",
            "使用率",
            "map",
            "ap",
            "acc",
            "cer",
            "wer",
            "auc",
            "iou",
            "成绩",
            "分数",
            "得分",
            "f1",
            "mae",
        ),
    ),
    # blind65: a result reached, before 的结果; a Latin metric with its value glued on or one
    # word between, in Chinese; a result held around a value; a project's score; a loss reached:
    # "取得了62.3的结果", "mae93左右", "MAE100左右", "mae 52.多吗", "FPS35在什么环境下",
    # "best_mIoU只能67左右", "结果在76左右", "结果只维持MAE100左右", "项目score为85.98",
    # "最终mlm损失为0.3左右"
    # (not a setting's result: "batch为4的结果")
    Rule(
        "score",
        r"(?:取得了?|得到了?|拿到了?|获得了?|跑出了?|跑到了?)\s*(?P<fig>\d+(?:\.\d+)?\+?)\s*的\s*"
        r"(?:测试集|验证集|线上|线下|最终)?\s*结果",
        first=HAN,
        needs=("结果",),
    ),
    *(
        Rule(
            category,
            rf"(?<![A-Za-z0-9_])(?:(?i:best|val|test|eval)_)?(?:{names})\s?(?:值)?\s?"
            r"(?:只能到?|只有|才|能到|维持在?)?\s?"
            # (not a threshold: "在 IoU 0.5 下", "PSNR 30以上的帧")
            r"(?P<fig>\d+(?:\.\d+)?(?:\.?多|\s*左右|\s*上下|\s*\+)?)(?![\d%A-Za-z.])"
            r"(?!\s*(?:以上|以下|下|时))(?=\s*(?:[\u4e00-\u9fff，。？！；]|$))",
            first=LATIN,
            needs=needs,
        )
        for category, names, needs in (
            (
                "score",
                # ("某一折全是f1值0的情况": an F1 only with 值)
                r"(?i:fw-?iou|miou|mae|r?mse|psnr|ssim|auc|wer|cer|mota|f1(?=\s?值))",
                ("iou", "mae", "mse", "psnr", "ssim", "auc", "wer", "cer", "mota", "f1"),
            ),
            ("throughput", r"(?i:fps)", ("fps",)),
        )
    ),
    Rule(
        "score",
        r"(?:结果|成绩|分数|指标)(?:也|都|大概|大约|只|一直)?"
        # (a metric named between, its digits not the value's: "MAE90左右" is 90)
        r"(?:在|是|为|只有|能到|只能到|维持在|只维持|稳定在)\s*(?:[A-Za-z][A-Za-z_@-]{0,8}\s*)?"
        r"(?P<fig>(?<![\d.])\d+(?:\.\d+)?(?:\s*[，,、]\s*\d+(?:\.\d+)?)?\s*(?:左右|多|以上|上下))",
        # (not a requirement: "验收要求指标在 95 以上")
        _no_cue_before(r"要求|需要|必须|目标|应当|验收", 12),
        first=HAN,
        needs=("结果", "成绩", "分数", "指标"),
    ),
    # two decimals after 分别, their metric left to the context (not settings or versions:
    # "学习率分别是0.1和0.01", "版本分别是1.0和2.0"): "分别是50.0和42.0"
    Rule(
        "score",
        r"分别(?:是|为)\s*(?P<fig>\d+\.\d+)\s*(?:和|与|、|,)\s*\d+\.\d+(?![\d.%A-Za-z])",
        _no_cue_before(
            r"版本|学习率|阈值|权重|参数|尺寸|大小|比例|系数|温度|"
            r"(?i:version|\blr\b|learning\s+rate|dropout|temperature|beta\d?|cuda|pytorch|torch|"
            r"python|weight\s*decay|momentum|alpha|gamma|top[-_\s]?[pk]|eps)",
            24,
        ),
        first=HAN,
        needs=("分别",),
    ),
    Rule(
        "score",
        # (not a filter's threshold: "最低score为0.3以下的过滤掉", "过滤掉置信度score为0的框")
        r"[\u4e00-\u9fff](?i:score)\s*(?:为|是|达到|[:：])\s*(?P<fig>\d+(?:\.\d+)?)(?![\d.%A-Za-z])"
        r"(?!\s*(?:以下|以上|的))",
        _no_cue_before(r"过滤|阈值|最低|最高", 12),
        first=HAN,
        needs=("score",),
    ),
    Rule(
        "score",
        r"(?:最终|训练|验证|测试)?\s*(?:[A-Za-z]+\s*)?损失(?:值)?\s*(?:为|是|在|降到|收敛到|稳定在)\s*"
        # (not a formula's weight or a condition: "总损失为0.5*L_ce", "当验证损失降到 0.05 时")
        r"(?P<fig>\d*\.\d+)(?![\d.])(?!\s*[*×]|\s*时)",
        _no_cue_before(r"当|如果|若|一旦", 12),
        first=HAN,
        needs=("损失",),
    ),
    # scores set against each other, a difference in scores, points in another spelling: "8B
    # scores 25.78 against 43.02", "~0.01 difference in scores", "3 percentual points"
    Rule(
        "score",
        rf"\b(?i:scores?|scored)\s+(?P<fig>{VALUE})\s+(?:against|vs\.?|versus|compared\s+(?:to|with))\s+{VALUE}",
        first=WORD,
        needs=("score",),
    ),
    Rule(
        "score",
        rf"(?P<fig>~?{VALUE})\s+(?:point\s+)?difference\s+in\s+(?:the\s+)?"
        r"(?i:scores?|accuracy|ndcg|recall|precision|f1|metrics?)\b",
        needs=("difference",),
    ),
    Rule("percent", rf"{VALUE}\s+percentual\s+points?\b", needs=("percentual",)),
    # a score after "scored", a share of tasks solved, results joined by slashes, a frame rate in
    # frames, a rate that occurs in hertz, cycles in words (blind62): "I scored 31.71 on
    # HumanEval", "resolved 20.3% of the problems", "in 70.3% of the benchmark tasks", "solve half
    # of the 133 problems", "final finetune result (100 epochs) 83.06/83.07/83.02", "the frame rate
    # is erratic only 2-3 frames", "Tracking also occurs at 1 Hz", "in one or two cycles"
    Rule(
        "score",
        rf"\b(?i:scored|scores)\s+(?:(?:about|around|roughly|only|just|~)\s*)?(?P<fig>{VALUE})"
        r"(?=\s+(?:on|in|at|for|with|points?)\b)",
        first=WORD,
        needs=("score",),
    ),
    Rule(
        "percent",
        r"\b(?i:resolv\w*|solv\w*|pass(?:es|ed)?|complet\w*|succeed\w*|fix(?:es|ed)?|correct\w*|"
        r"identif\w*|locat\w*)\b"
        r"[^.;:]{0,40}?\b(?:in\s+)?(?P<fig>\d+(?:\.\d+)?\s*%|half|a\s+third|a\s+quarter)\s+of\s+"
        r"(?:the\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?i:problems|tasks|instances|issues|questions|test\s+cases|"
        r"cases|puzzles|episodes|benchmarks?)\b",
        first=WORD,
        needs=(
            "problems",
            "tasks",
            "instances",
            "issues",
            "questions",
            "cases",
            "puzzles",
            "episodes",
            "benchmark",
        ),
    ),
    Rule(
        "score",
        r"\b(?i:results?|scores?)\b[^.;:]{0,30}?(?<![\w./])(?P<fig>\d+\.\d+(?:/\d+\.\d+)+)(?![\w/])",
        first=WORD,
        needs=("result", "score"),
    ),
    Rule(
        "throughput",
        # (not the frames a rate is measured over: "fps averaged over 100 frames")
        rf"\b(?i:frame\s+rate|fps)\b[^.;]{{0,30}}?\b(?<!over )(?<!across )(?<!of )(?<!for )"
        rf"(?<!every )(?<!per )(?<!in )(?<!after )(?<!first )(?<!last )"
        rf"(?P<fig>{VALUE}(?:\s*[-–~]\s*{VALUE})?\s+frames)\b",
        first=WORD,
        needs=("frame rate", "fps"),
    ),
    Rule(
        "throughput",
        r"\b(?i:occurs|occurring|happens|operates|operating|updates|updating)\s+(?:only\s+)?at\s+"
        # (not audio's sampling rate: "the model operating at 48 kHz on stereophonic audio")
        rf"(?P<fig>{VALUE}\s*(?i:hz|khz))\b(?!{_AUDIO_NEXT.pattern})",
        # (not a sensor's clock: "sampling occurs at 100 Hz")
        _no_cue_before(r"(?i:sampl|clock|refresh|camera|sensor|IMU)|采样", 60),
        first=WORD,
        needs=("hz",),
    ),
    Rule(
        "latency",
        rf"\bin\s+(?P<fig>(?i:one|a\s+single|{u.EN_NUMBER_WORDS})(?:\s+(?:or|to)\s+(?i:{u.EN_NUMBER_WORDS}))?"
        # (not cycles of a schedule: "trained in two cycles of cosine decay")
        r"\s+(?:clock\s+)?cycles)\b(?!\s+of\b)",
        first=WORD,
        needs=("cycles",),
    ),
    # a score reached on an evaluation set or a benchmark, a decimal after a verb of reaching
    # (not a count: "got 2 GPUs on the node"): "reaches 0.85 on the test set", "we obtained 78.4
    # on MMLU", "achieves an average of 63.5 across the tasks"
    Rule(
        "score",
        r"\b(?i:reach(?:es|ed)?|gets?|got|getting|obtain(?:s|ed)?|achiev(?:es|ed)?|attain(?:s|ed)?)"
        r"\s+(?:(?:about|around|roughly|only|just|nearly|almost|~)\s*|"
        r"an?\s+(?:average|mean)\s+(?:score\s+)?of\s+)?"
        r"(?P<fig>\d*\.\d+)(?![\d.])(?=\s+(?:on|across)\s+(?:the\s+|all\s+|its\s+|our\s+)?"
        r"(?:(?i:test|val|valid\w*|dev|eval\w*|held-out|hidden|public|private|leaderboard)\b|"
        r"(?:[\w-]+\s+){0,2}?(?i:benchmarks?|tasks?|datasets?|splits?)\b|[A-Z][A-Za-z]*[A-Z0-9][\w-]*))",
        first=WORD,
        needs=("reach", "get", "got", "obtain", "achiev", "attain"),
    ),
    # blind63: memory used out of a card's, a day's budget on one GPU, a loss reached, memory in
    # words taken, a difference in losses, a speed halved: "we use 60GB / 80GB GPU memory", "on a
    # Single GPU in One Day", "reaching a val_loss of 3.28", "might take several GiB", "Losses
    # differ by at most ~0.0002", "Generation goes down by half"
    Rule(
        "memory",
        # (a pair after "use": "40GB/80GB GPU" alone names a card's two versions)
        r"\b(?i:use|uses|using|used)\s+(?P<fig>\d+(?:\.\d+)?\s?[GMT]i?B)\s*/\s*\d+(?:\.\d+)?\s?[GMT]i?B\s+"
        r"(?:of\s+)?(?:GPU\s+|the\s+GPU's\s+)?(?i:memory|VRAM|RAM)\b",
        first=WORD,
        needs=("memory", "vram", "ram"),
    ),
    Rule(
        "time",
        r"\b(?i:single\s+GPU|one\s+GPU)\s+in\s+(?:just\s+|only\s+|under\s+)?"
        r"(?P<fig>(?i:one|a\s+single|two|three|\d+)\s+(?i:days?|hours?|weeks?))\b",
        first=WORD,
        needs=("gpu",),
    ),
    Rule(
        "score",
        r"\b(?i:reach\w*|achiev\w*|get|gets|getting|got|hit|hits|hitting)\s+a\s+"
        r"(?i:val(?:idation)?[_ ]loss|loss|perplexity|ppl)\s+of\s+(?P<fig>\d+(?:\.\d+)?)(?![\d.])",
        first=WORD,
        needs=("loss", "perplexity", "ppl"),
    ),
    Rule(
        "memory",
        r"\b(?i:take|takes|use|uses|consumes?|occup(?:y|ies))\s+"
        r"(?P<fig>(?:several|a\s+few|many|tens\s+of|hundreds\s+of)\s+[GMT]i?B)\b",
        first=WORD,
        needs=("gib", "gb", "mib", "mb", "tb"),
    ),
    Rule(
        "score",
        r"\b(?i:differ(?:s|ed)?)\s+by\s+(?:(?:at\s+most|up\s+to|about|only|less\s+than)\s+)?"
        r"(?P<fig>~?\d*\.\d+)(?![\d.])",
        first=WORD,
        needs=("differ",),
    ),
    Rule(
        "ratio",
        r"\b(?:goes|went|go|drops?|dropped|falls?|fell)\s+(?:down\s+)?by\s+(?P<fig>half)\b",
        first=WORD,
        needs=("half",),
    ),
    # blind64: a compression rate reached, a precision or an F1 as a value, a time a run usually
    # takes in words, seconds saved, a run done in a second, a rate with its value in brackets, an
    # error in scientific notation: "a compression rate of 16", "giving a precision of 0.20",
    # "giving f1 about 95", "take between one or two weeks", "save 5s of evaluation costs", "it
    # goes in one second", "extremely low FPS (~1–3)", "(aprox. 1e-6 error)"
    Rule(
        "ratio",
        r"\b(?i:compression)\s+(?:rate|ratio)\s+of\s+(?:about\s+|around\s+|up\s+to\s+)?"
        r"(?P<fig>\d+(?:\.\d+)?)(?![\d.%]|\s*(?:bits?|bpp|[x×:]))",
        # (not one set: "we use a KV-cache compression ratio of 8")
        _no_cue_before(
            r"(?i:\b(?:use|uses|using|set|sets|setting|fix|fixed|default|configured?)\b)", 40
        ),
        first=WORD,
        needs=("compression",),
    ),
    Rule(
        "score",
        r"\b(?i:precision|recall|f1(?:[- ]score)?)\s+(?:of|is|was|=)\s+(?:about\s+|around\s+)?"
        r"(?P<fig>0?\.\d+|1\.0+)(?!\d|\.\d)(?!\s+(?i:threshold|cut-?off))",
        first=WORD,
        needs=("precision", "recall", "f1"),
    ),
    Rule(
        "score",
        r"\b(?i:f1(?:[- ]score)?|accuracy|acc)\s+(?:of\s+)?"
        r"(?:about|around|approximately|roughly|~)\s*"
        r"(?P<fig>\d+(?:\.\d+)?)(?!\d|\.\d)(?!\s*(?:epochs?|steps?|samples?))",
        first=WORD,
        needs=("f1", "accuracy", "acc"),
    ),
    Rule(
        "time",
        r"\b(?i:takes?|took|taking)\s+between\s+(?P<fig>(?:\d+|one|two|three|four|five|six|a\s+few)\s+"
        r"(?:or|and|to)\s+(?:\d+|two|three|four|five|six|seven|ten)\s+(?i:weeks|days|hours|minutes))\b",
        first=WORD,
        needs=("between",),
    ),
    Rule(
        "time",
        r"\b(?i:save|saves|saved|saving)\s+(?:us\s+|ourselves\s+)?(?:about\s+|around\s+|up\s+to\s+)?"
        # (not a recording's length: "save 10s of audio")
        r"(?P<fig>\d+(?:\.\d+)?\s?(?:s|ms|secs?))\s+of\b"
        r"(?!\s+(?:audio|video|speech|sound|footage|recordings?)\b)",
        first=WORD,
        needs=("sav",),
    ),
    Rule(
        "time",
        r"\b(?:goes|runs|finishes|completes|loads)\s+in\s+"
        # (not an ordinal: "runs in a second thread")
        r"(?P<fig>(?:one|a|two|three|\d+(?:\.\d+)?)\s+(?:seconds?|minutes?))\b"
        r"(?!\s+(?:thread|process|step|pass|stage|phase|call|worker|round|batch|container|shell|"
        r"terminal|tab|window|loop)s?\b)",
        first=WORD,
        needs=("second", "minute"),
    ),
    Rule(
        "throughput",
        r"\b(?:FPS|fps|it/s|tokens/s|tok/s|QPS|qps|TPS)\s*\(\s*"
        r"(?P<fig>~?\d+(?:\.\d+)?(?:\s*[–-]\s*\d+(?:\.\d+)?)?)\s*\)",
        first=WORD,
        needs=("fps", "/s", "qps", "tps"),
    ),
    Rule(
        "score",
        r"(?<![\w.])(?P<fig>\d+(?:\.\d+)?[eE]-\d+)\s+(?i:error|relative\s+error|abs(?:olute)?\s+error|difference)\b",
        # (not a tolerance: "allow 1e-5 relative error")
        _no_cue_before(r"(?i:allow|toleran|atol|rtol|within|threshold)", 30),
        first=r"\d",
        needs=("error", "difference"),
    ),
    # a share reported elsewhere: "as opposed to the 27.33% reported"
    Rule(
        "percent",
        r"\bthe\s+(?P<fig>\d+(?:\.\d+)?\s*%)\s+(?:reported|claimed)\b",
        first=WORD,
        needs=("reported", "claimed"),
    ),
    # a contest write-up's results (blind62): a result after 结果 ("结果是0.8037", "最好结果0.7979",
    # "最好的结果为0.252"), a small gain or loss of a score ("可以提升0.0005", "减少了0.001+"), a
    # score after 打分 ("提交结果打分：预计在0.9918~0.992之间"), a score named after its value in
    # brackets ("79.86419（我的初赛分数）"), a step's result at the end of its line ("且去掉center
    # loss 0.558"), compute named before G ("Flops从0.224G降低待了0.081G")
    Rule(
        "score",
        r"结果\s*(?:是|为|：|:)?\s*(?P<fig>0?\.\d{2,}|[1-9]\d\.\d+)(?![\d.]|\s*[个倍%])",
        first=HAN,
        needs=("结果",),
    ),
    Rule(
        "score",
        r"(?<!学习率)(?<!阈值)(?:提升|提高|上涨|减少|降低|下降)了?\s*(?:约|大约|差不多)?\s*"
        r"(?P<fig>0\.0\d{1,3}\+?)(?![\d%])",
        first=HAN,
        needs=("提升", "提高", "上涨", "减少", "降低", "下降"),
    ),
    Rule(
        "score",
        rf"打分\s*[:：]?\s*(?:预计|大概|大约|约)?\s*(?:在|为|是)?\s*(?P<fig>{VALUE}(?:\s*[~～-]\s*{VALUE})?)",
        first=HAN,
        needs=("打分",),
    ),
    Rule(
        "score",
        r"(?<![A-Za-z0-9_.])(?P<fig>\d+\.\d+)\s*[（(]\s*(?:我的)?[^）)]{0,6}?(?:分数|得分|成绩)\s*[)）]",
        needs=("分数", "得分", "成绩"),
    ),
    Rule(
        "score",
        r"(?<=[\u4e00-\u9fffA-Za-z]\s)(?P<fig>0\.[1-9]\d{2,3})\s*$",
        # (in a write-up in Chinese, and not a setting's value: "学习率 0.001", "version 0.123")
        _unless(
            r"(?i:lr|learning\s+rate|beta|momentum|decay|dropout|threshold|eps|alpha|gamma|ratio|"
            r"weight|prob|scale|factor|version|\bv)|学习率|阈值|权重|系数|概率|比例|衰减|版本|=",
            24,
            lambda text, start, end: _HAN_IN.search(text) is not None,
        ),
        needs=("0.",),
    ),
    Rule(
        "compute",
        rf"(?i:flops)\s*(?:从|为|是|:|：)\s*(?P<fig>{VALUE}\s*[GMT])(?![A-Za-z0-9])",
        first=LATIN,
        needs=("flops",),
    ),
    # a run's length with a hedge (blind62; not time passed so far, "已经训练了…了"): "70M数据运行了
    # 接近两天", "运行了快一个星期"
    Rule(
        "latency",
        r"(?<!已经)(?:运行|跑|训练)了\s*(?:接近|将近|快|差不多|近)\s*"
        r"(?P<fig>(?:\d+|[一二两三四五六七八九十几半]+)\s*个?\s*多?\s*(?:天|星期|周|月))",
        first=HAN,
        needs=("运行了", "跑了", "训练了"),
    ),
    # memory in tens in words after a hedge: "大概十几G"
    Rule(
        "memory",
        r"(?:大概|大约|约|差不多|也就)\s*(?P<fig>(?:十几|几十|十多|二十几|二十多|三十多)\s*(?:G|GB|g)(?![A-Za-z0-9]))",
        first=HAN,
        needs=("十",),
    ),
    # half an hour without its article: "it tooks almost half hour for one epoch"
    Rule(
        "latency",
        r"\b(?i:took|tooks|takes|take|taking|needs?|needed|requires?|required)\s+(?:about\s+|almost\s+|"
        r"around\s+|nearly\s+|roughly\s+|over\s+|more\s+than\s+)?(?P<fig>half\s+(?:an\s+)?hour)\b",
        first=WORD,
        needs=("half",),
    ),
    # a time of the thing forecast or a run's limit: "5+ day forecasts", "a horizon of 365 days",
    # "72 training hours", "one hour limit per question"
    Rule("latency", r"\d+\+?[-\s]days?\s+forecasts?\b", needs=("forecast",)),
    Rule(
        "latency",
        rf"\bhorizons?\s+of\s+(?P<fig>{VALUE}\s+(?:days|hours|weeks|months|minutes))\b",
        first=WORD,
        needs=("horizon",),
    ),
    Rule("latency", r"\d+\s+training\s+hours\b", needs=("training hours",)),
    Rule("latency", r"\d+[-\s]hours?\s+(?:time\s+)?limit\b", needs=("limit",)),
    Rule(
        "latency",
        rf"\b(?i:one|{u.EN_NUMBER_WORDS})[-\s]hours?\s+(?:time\s+)?limit\b",
        first=WORD,
        needs=("limit",),
    ),
    # a size halved or cut by a factor: "divide the model size by 2"
    Rule(
        "ratio",
        r"\b(?i:divid\w*)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?i:size|memory|time|latency|footprint)\s+"
        r"by\s+(?P<fig>\d+(?:\.\d+)?)\b",
        first=WORD,
        needs=("divid",),
    ),
    # an upscaler's factor: "a fast x2 (or x4) upscaler"
    Rule(
        "ratio",
        r"(?<![A-Za-z0-9])[x×]\d(?:\.\d)?(?=\s*(?:\(\s*or\s+[x×]\d\s*\)\s*)?(?i:upscal|super[-\s]?res))",
        first=SIGN,
        needs=("upscal", "super"),
    ),
    # memory a run occupies, in G: "video memory occupied was as high as about 50G"
    Rule(
        "memory",
        r"\b(?i:memory|VRAM)\s+(?i:occupied|occupation|usage|used|consumption)\s+(?:was|is)\s+"
        r"(?:as\s+high\s+as\s+)?(?:about|around|~|roughly)?\s*(?P<fig>\d+(?:\.\d+)?\s?G)\b",
        first=WORD,
        needs=("occupied", "occupation", "usage", "used", "consumption"),
    ),
    # a contest's score after the words of a contest, a decimal: "提交：0.2695", "单折0.908",
    # "五折0.909", "线上只能到0.88多", "单模大概在0.883左右", "A榜提升1.8+的收益"; a result that is
    # only a decimal: "结果只有0.48"
    Rule(
        "score",
        # (not "基线上", on a baseline)
        r"(?:提交|(?<!基)线上|线下|榜|单折|[一二三四五六七八九十]\s*折|单模型?)"
        # (not a weight given to it: "五折结果赋权重0.2")
        r"(?:(?!权重|阈值|设)[^\d，。；,;：:！？!?（）()]){0,6}?(?:[:：]|到|为|是|达到|在|提升|只有)?\s*了?\s*"
        r"(?:大概|大约|约)?\s*(?:在|到|为)?\s*"
        rf"(?P<fig>\d*\.\d+\+?){_ZH_VALUE_END}",
        first=HAN,
        needs=("提交", "线上", "线下", "榜", "折", "单模"),
    ),
    Rule(
        "score",
        rf"(?:结果|效果)(?:只有|仅有|才|也就|只能到|只能达到)\s*(?P<fig>\d*\.\d+){_ZH_VALUE_END}",
        first=HAN,
        needs=("结果", "效果"),
    ),
    # a contest's or a run's record, a line per try: "训练8万次，NMS调到1：0.6612 # 结论…"; a bare
    # decimal exceeded or hovered around, its metric named earlier in the sentence: "最终结果没有
    # 测试，…肯定不止0.4", "奖励函数一直上升，…一直在0.3左右"
    Rule(
        "score",
        r"(?<=[:：])\s*(?P<fig>0\.[1-9]\d{3,})(?=\s*(?:#|$))",
        _cue_before(r"训练|提交|模型", 60),
        needs=(":", "："),
    ),
    Rule(
        "score",
        r"(?:不止|一直在|始终在|稳定在)\s*(?P<fig>\d*\.\d+)\s*(?:左右|以上)?(?![\d%A-Za-z])",
        _cue_before(r"奖励|(?i:reward)|分数|得分|成绩|结果|效果|精度|准确率", 80),
        first=HAN,
        needs=("不止", "一直在", "始终在", "稳定在"),
    ),
    # epochs a day: "一天只能训练4个epoch"
    Rule(
        "throughput",
        r"(?:一|每)天(?:只能|能|可以|大概|才)?(?:训练|跑)(?:完)?\s*(?:\d+|[一两二三四五六七八九十]+)\s*个?\s*(?i:epochs?)",
        first=HAN,
        needs=("epoch",),
    ),
    # memory a part alone takes: "光feat部分就40G了"
    Rule(
        "memory",
        r"光[^，。；,;]{0,12}?就\s*(?P<fig>\d+(?:\.\d+)?\s?GB?)\s*了",
        first=HAN,
        needs=("光",),
    ),
    # memory filled by a run: "64G内存爆满", "占满了一块12G的卡" (as "80G占满")
    Rule(
        "memory",
        r"(?P<fig>\d+(?:\.\d+)?\s?GB?)\s*(?:的)?\s*(?:内存|显存)\s*(?:都|就|直接)?\s*"
        r"(?:爆满|占满|满了|被占满|耗尽|用完|吃满)",
        needs=("爆满", "占满", "满了", "耗尽", "用完", "吃满"),
    ),
    Rule(
        "memory",
        r"(?:占满|用满|吃满)了?\s*(?:一|1)\s*(?:块|张)\s*(?P<fig>\d+(?:\.\d+)?\s?GB?)\s*(?:的)?\s*(?:卡|显卡|GPU)",
        first=HAN,
        needs=("占满", "用满", "吃满"),
    ),
    # a rate in hertz after a speed or an inference time: "the inference time I got is
    # around 17Hz" (not a clock, "2.0 GHz", nor audio sampled at "16 kHz")
    Rule(
        "throughput",
        rf"(?P<fig>{VALUE}\s?[kKM]?(?:Hz|hz))(?![A-Za-z0-9])",
        _hertz_is_rate,
        needs=("hz",),
    ),
    # compute in T before 算力, and counts of operations in 万 or 亿: "275T 算力",
    # "275 万亿次浮点运算"
    Rule("compute", rf"{VALUE}\s*[TPG]\s*(?:的\s*)?(?:算力|性能)", needs=("算力", "性能")),
    Rule("compute", rf"{VALUE}\s*(?:万|亿)+\s*次\s*浮点(?:数)?(?:运算|操作)", needs=("浮点",)),
    # a bandwidth in M after the bandwidth named: "带宽都占用了600M"
    Rule(
        "bandwidth",
        rf"带宽[^，。；,;\d]{{0,6}}?(?P<fig>{VALUE}\s*M)(?![A-Za-z0-9])",
        first=HAN,
        needs=("带宽",),
    ),
    # a change shown by an arrow after a metric a few words before: "map会下降特别大，从0.4->0.005"
    Rule(
        "score",
        rf"从\s*(?P<fig>{VALUE}\s*(?:->|-->|→|=>)\s*{VALUE})",
        _cue_before(rf"{_UNITLESS_METRICS_ZH}|(?i:map|acc|loss)", 16),
        first=HAN,
        needs=("->", "→", "=>"),
    ),
    # a change between two decimals, its metric named a sentence before: "我在voc上做了测试，
    # 从68.6下降到了62.9"
    Rule(
        "score",
        rf"从\s*(?P<fig>\d+\.\d+\s*(?:上升|下降|提升|提高|降低|增长|升高|降|升|涨|跌)了?\s*(?:到|至)了?\s*\d+\.\d+)"
        rf"{_NO_MORE}",
        first=HAN,
        needs=("从",),
    ),
    # an elapsed time written as a clock after a verb of taking: "it took 04:32", "but after 20:52"
    Rule(
        "latency",
        # (or in hours and minutes: "took 7h24")
        r"\b(?i:took|takes|taking|after)\s+(?:about\s+|around\s+)?"
        r"(?P<fig>\d{1,2}:\d{2}(?::\d{2})?|\d{1,2}h\d{2}(?:m(?:in)?)?)(?![\d:A-Za-z])",
        first=WORD,
        needs=("took", "takes", "taking", "after"),
    ),
    # an upsampler's factor before it: "2x upsample layers"
    Rule(
        "ratio",
        r"(?<![\w.])(?P<fig>\d+(?:\.\d+)?[xX×])\s*(?i:up-?sampl|down-?sampl|upscal|downscal)\w*",
        needs=("sampl", "upscal", "downscal"),
    ),
    # a scale factor of an upsampler: "with upsampling X4", "放大 4 倍" is the 倍 rules'
    Rule(
        "ratio",
        r"\b(?i:up-?sampl\w*|down-?sampl\w*|upscal\w*)\s+(?:by\s+)?(?P<fig>[xX×]\d+(?:\.\d+)?)(?!\w|\.\d)",
        first=WORD,
        needs=("sampl", "upscal"),
    ),
    # a file's size in casual Mb or Gb, a size named near it: "a small bundle size ~30Mb",
    # "1.2 Gb bundle" (not "M1 Pro 16Gb", nor "200Gb RoCEv2 NICs", a link)
    Rule(
        "memory",
        rf"(?P<fig>{VALUE}\s?[MG]b)(?![A-Za-z0-9/])(?!\s*(?:/|(?i:per|ps)\b))",
        _cue_near(
            r"(?i:\bsize|bundle|binary|download|\bfiles?\b|footprint|wheel|package|checkpoint|weights)"
            r"|大小|体积|文件",
            24,
        ),
        needs=("mb", "gb"),
    ),
    # a multiplier before what it multiplies: "get a x2 speedup"
    Rule(
        "ratio",
        r"(?<![A-Za-z0-9_])[xX×]\d+(?:\.\d+)?(?=\s+(?i:speed-?ups?|faster|slower|acceleration|improvement|reduction)\b)",
        first=SIGN,
        needs=("speed", "faster", "slower", "acceler", "improve", "reduc"),
    ),
    # a multiplier after the gain it states: "the performance boost is far from x22", "快了x3"
    # (not a platform: "x86", "x64")
    Rule(
        "ratio",
        r"(?<![A-Za-z0-9_.-])[xX×](?!(?:86|64|32)\b)\d+(?:\.\d+)?(?!\w|\.\d|\s*[*×xX]\s*\d)"
        r"(?!\s+(?i:instances?|machines?|nodes?|servers?|GPUs?|cards?|models?)\b)",
        _cue_before(
            r"\b(?i:speed-?ups?|boost|gains?|improvements?|acceleration|faster|slower)\b"
            r"|快了|慢了|提升了?|加速(?![器卡])了?|提速",
            30,
        ),
        first=SIGN,
        needs=(
            "speed",
            "boost",
            "gain",
            "improve",
            "acceler",
            "faster",
            "slower",
            "快了",
            "慢了",
            "提升",
            "加速",
            "提速",
        ),
    ),
    # times with their unit in brackets after the time named: "推理时间(ms) FP32为38.57/26.35/22.66"
    Rule(
        "latency",
        r"(?:推理时间|推理耗时|耗时|延迟|时延)\s*[(（]\s*(?:ms|s|us|毫秒|秒)\s*[)）]"
        rf"[^。；;]{{0,24}}?(?:为|是|:|：|=)\s*(?P<fig>{VALUE}(?:\s*/\s*{NUMBER})*)",
        first=HAN,
        needs=("(ms", "( ms", "(s)", "(us", "(毫秒", "(秒"),
    ),
    # a rate in words: "the emotion classification is updated twice a second"
    Rule(
        "throughput",
        r"\b(?i:once|twice|thrice)\s+(?i:a|per|every)\s+(?i:second|sec)\b",
        first=WORD,
        needs=("once", "twice", "thrice"),
    ),
    # orders of magnitude counted in words: "faster by one or two orders of magnitudes"
    Rule(
        "ratio",
        r"\b(?i:one|two|three|several|a\s+few)(?:\s+(?i:or|to)\s+(?i:two|three|four))?\s+"
        r"(?i:orders?\s+of\s+magnitudes?)\b",
        first=WORD,
        needs=("magnitude",),
    ),
    # a multiplier written with x before its number and "times" after: "x6.4 times slower"
    Rule(
        "ratio",
        r"(?<![A-Za-z0-9_])[xX×]\d+(?:\.\d+)?\s+(?i:times)\b",
        _times_is_ratio,
        first=SIGN,
        needs=("times",),
    ),
    # compute counted with a power of ten: "需要重复 6000* 80 ～= 4.8*10^5 次"
    Rule(
        "compute",
        r"(?P<fig>\d+(?:\.\d+)?\s*[*×xX]\s*10\s*\^\s*\d+\s*次)",
        needs=("次",),
    ),
    # requests a second named before a bare value: "每秒最大请求数为5000"
    Rule(
        "throughput",
        r"每秒(?:最大|最多)?(?:请求|查询|处理)(?:数|量|次数)\s*(?:为|是|:|：|达到)\s*"
        rf"(?P<fig>{VALUE}){_ZH_VALUE_END}",
        first=HAN,
        needs=("每秒",),
    ),
    # a model file's size in brackets after its name: "…-Q8_0.gguf（18.6G）"
    Rule(
        "memory",
        r"(?<=\.)(?i:gguf|safetensors|bin|pth|onnx|ckpt|pt|engine)\s*[(（]\s*"
        rf"(?P<fig>{VALUE}\s*(?:GB|G|MB|M))\s*[)）]",
        first=WORD,
        needs=("gguf", "safetensors", "bin", "pth", "onnx", "ckpt", "pt", "engine"),
    ),
    # accuracy fallen to a value: "剪枝后精度直接下降为0了"
    Rule(
        "score",
        r"精度\s*(?:直接|都|也|竟然)?\s*(?:下降|降低|降|掉)(?:为|到|至)了?\s*"
        rf"(?P<fig>{VALUE}){_ZH_VALUE_END}",
        first=HAN,
        needs=("精度",),
    ),
    # minutes written with a prime after a bound or a verb of taking: "going up to 2'", "about 1'"
    Rule(
        "latency",
        r"\b(?i:up\s+to|about|around|took|takes|after|within|over)\s+(?P<fig>\d+(?:\.\d+)?')(?![\w'])",
        first=WORD,
        needs=("'",),
    ),
    # iterations a second in Chinese numerals: "cpu是大概七十it"
    Rule(
        "throughput", rf"(?P<fig>{ZH_NUMERAL}\s*it(?:/s)?)(?![A-Za-z])", first=ZH_NUM, needs=("it",)
    ),
    # a price in 万 or 亿 with no currency, after a price named: "价位大约 160万-200万"
    Rule(
        "cost",
        rf"(?:价位|价格|售价|价钱|报价|成本|费用|花费|预算)[^，。；,;\d]{{0,6}}?"
        rf"(?P<fig>{NUMBER}\s*[万亿](?:\s*[-~到至]\s*{NUMBER}\s*[万亿])?)(?![A-Za-z0-9])"
        # (with its currency it is the unit rule's: "预算为 3 万元")
        r"(?!\s*(?:[元刀块]|美元|人民币|港元|欧元))",
        first=HAN,
        needs=("价位", "价格", "售价", "价钱", "报价", "成本", "费用", "花费", "预算"),
    ),
    # seconds per iteration with the s left out: "the iteration speed is 0.57/it"
    Rule("latency", rf"(?P<fig>{VALUE}\s*/\s*it)(?![A-Za-z0-9])", needs=("/it", "/ it")),
    # a rate in thousands: "Hbase can reach several thousands QPS"
    Rule(
        "throughput",
        rf"\b(?i:(?:{u.EN_AMOUNT_WORDS})\s+)?(?i:thousands?|hundreds?|millions?)\s+(?:QPS|RPS|O?TPS|FPS)\b",
        first=WORD,
        needs=("qps", "rps", "tps", "fps"),
    ),
    # a time in an upper-case S after the time named: "单张图片处理用时超过1 S"
    Rule(
        "latency",
        # ("我850的渣渣显卡，平均1S左右")
        # ("实时出字延时控制在1.5S内")
        rf"(?:用时|耗时|时延|延迟|延时|平均)[^，。；,;]{{0,6}}?(?P<fig>{VALUE}\s?S)(?![A-Za-z0-9])",
        first=HAN,
        needs=("用时", "耗时", "时延", "延迟", "延时", "平均"),
    ),
    # power in words: "a few hundred watts"
    Rule(
        "power",
        rf"\b(?i:{u.EN_AMOUNT_WORDS})\s+(?i:(?:kilo|mega)?watts)\b",
        first=WORD,
        needs=("watts",),
    ),
    # a ratio written with a colon after 比值 or ratio: "比值一般在1:4到1:16之间"
    # (not "worker/ps数量比例为10:1", a ratio of counts)
    Rule(
        "ratio",
        # nor "宽高比例是16:9", the shape of an image
        r"(?<!数量)(?<!个数)(?<!宽高)(?<!长宽)(?<!高宽)(?:比值|比例|(?i:ratio))\s*(?:一般|通常)?\s*(?:在|为|是|of)?\s*"
        r"(?P<fig>\d+(?:\.\d+)?\s*:\s*\d+(?:\s*(?:到|至|-|~|to)\s*\d+(?:\.\d+)?\s*:\s*\d+)?)",
        first=HAN,
        needs=("比值", "比例"),
    ),
    # a size in 兆 (MB) in words: "模型仍可能达几百兆"
    # ("词典上百兆")
    Rule("memory", r"[几数上][十百千]兆(?![赫瓦比])", first=HAN, needs=("兆",)),
    # a latency bound in words: "sub-second responses", "sub-millisecond lookups",
    # "multi-second response times"
    Rule(
        "latency",
        r"\b(?i:(?:sub|multi)-(?:second|millisecond|microsecond|ms|minute))\b",
        first=WORD,
        needs=("sub-", "multi-"),
    ),
    # half a day or an hour after a cue: "在大约半天内再现"
    Rule(
        "latency",
        r"半(?:天|个?小时|秒钟?|分钟)",
        _any(
            _cue_before(
                r"约|大约|用|需要|只需|仅需|耗时|花|超过|不到|接近|将近|至少得?|等(?:待|了)?|卡顿|延迟",
                6,
            ),
            _cue_after(r"^\s*(?:之?内|以上|左右)", 3),
        ),
        first=HAN,
        needs=("半",),
    ),
    Rule(
        "score",
        rf"以\s*(?P<fig>{VALUE})\s*分?\s*的(?:成绩|得分|分数|评分)",
        first=HAN,
        needs=("成绩", "得分", "分数", "评分"),
    ),
    # a duration in days, weeks or months, after a cue: "trainable within 1-2 days",
    # "耗时约 3.5 个月" ("over the past five months" is a date)
    Rule(
        "latency",
        # ("约3天后发布" is a date)
        # ("9月" is a month of the year; "3 个月" three months)
        rf"{VALUE}\s*(?:(?:个\s*)?(?:(?i:days?|weeks?|months?)\b|(?:天|周)(?![前后]))|个\s*月(?![前后]))",
        _any(
            _cue_before(
                # "completes training in ~1 day", "Total runtime was ~4.5 days"
                # "can be downloaded in 3.5 days" (not "released in 3 days", a date)
                rf"{_DONE_IN}\s*[~≈]?\s*$|"
                # ("To comfortably reproduce Zyda2 in 2 days")
                r"\b(?i:reproduce|train|fine-?tune|finish|complete)\s+(?:[\w.-]+\s+){0,2}in\s*$|"
                # ("the whole time would cost about 4 days")
                r"(?i:within|took|takes?|taking|in\s+(?:just|only|about)|in\s*[~≈]|only|just|"
                r"\bcost(?:s|ing)?\s+(?:about\s+|around\s+|nearly\s+|roughly\s+)?$|more\s+than|"
                r"(?:runtime|run\s+time|training\s+time|wall[-\s]clock(?:\s+time)?)\s+(?:was|is|of))|"
                # "loss曲线时间是4天"
                # ("x2：大约4天")
                r"耗时|需要|只需|仅需|用时|花费|花了|超过|不到|少于|持续|历时|训练了?|时间(?:是|为|约|大概)|"
                r"(?:^|[:：])\s*(?:大约|大概|约)",
                20,
            ),
            # a run's length needed or lasted, also the last of a list: "we need 33 days to
            # fully train", "runs … lasting 1.5, 2.8, and 2 days each"
            _cue_before(
                r"\b(?i:lasting|lasted)\s+(?i:about|around|roughly|nearly|over|~)?\s*"
                r"(?:[\d.]+\s*,\s*)*(?:[\d.]+,?\s+(?i:and|or)\s+)?$",
                40,
            ),
            lambda text, start, end: (
                _NEEDED.search(_before(text, start, 20)) is not None
                and _TO_RUN.match(text, end) is not None
            ),
            # a time named after its days: "the 1 day searching time"; an end foreseen: "will
            # finish after 2 days"
            _cue_after(r"^\s*(?:[a-z]+ing\s+)?time\b", 20),
            _cue_before(r"\b(?i:finish(?:es|ed)?|complete[sd]?|end)\s+(?i:after|in)\s*$", 20),
            # compute or training time counted in days: "14.8 days of compute on 10,000 V100s"
            _cue_after(r"^\s*(?i:of\s+(?:compute|training|GPU[-\s]time|wall[-\s]clock))\b", 24),
        ),
        needs=("day", "week", "month", "天", "周", "月"),
    ),
    # a computation's length in years, after a verb of taking: "Recomputing the weights will
    # take about 1700 years" (not "took 2 years to develop", nor "5 years ago")
    Rule(
        "latency",
        rf"{VALUE}\s*(?i:years?)\b(?!\s+(?:ago|to\s+(?:develop|build|write|design|make)|of\b))",
        _cue_before(
            r"\b(?i:take|takes|took|taking)\s+(?i:about|around|roughly|nearly|over|less\s+than|"
            r"more\s+than|~)?\s*$",
            24,
        ),
        needs=("year",),
    ),
    # a sequence length a system reaches or enables, in K or M: "the maximum sequence length
    # … can reach up to 900K", "enable the sequence length of 400K" (not a setting: "a sequence
    # length of 4K")
    Rule(
        "tokens",
        r"\b(?i:sequence|context)\s+lengths?\b[^.;:]{0,30}?\b(?i:reach(?:es|ed)?(?:\s+up\s+to)?|"
        rf"up\s+to)\s+(?P<fig>{NUMBER}\s*[KM])(?![A-Za-z0-9])",
        first=WORD,
        needs=("sequence length", "context length"),
    ),
    Rule(
        "tokens",
        r"\b(?i:enabl(?:e|es|ed|ing))\s+(?:the\s+|a\s+)?(?i:maximum\s+)?(?i:sequence|context)\s+"
        rf"lengths?\s+(?:of\s+)?(?P<fig>{NUMBER}\s*[KM])(?![A-Za-z0-9])",
        first=WORD,
        needs=("sequence length", "context length"),
    ),
    # a ratio of the times of two setups written with a colon after the setups: "1S-4GPUs:1S-1GPU
    # =1:2.22"
    Rule(
        "ratio",
        r"\d+\s*(?i:GPUs?)\s*=\s*(?P<fig>\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?)(?![\d:])",
        needs=("gpu",),
    ),
    # memory reduced to a half: "the memory do reduce to about a half"
    Rule(
        "ratio",
        r"\b(?i:reduc\w*|drop\w*|fall\w*|fell|shrink\w*|shrank|decreas\w*|cut)\s+to\s+"
        r"(?P<fig>(?i:about|around|roughly|nearly|almost)\s+(?:a\s+)?half|(?:a\s+)?half)\b",
        first=WORD,
        needs=("half",),
    ),
    # an error named, then its value in millimetres or pixels: "an error around 65.2 mm"
    Rule(
        "score",
        r"\b(?i:error)\s+(?:(?i:of|around|about|is|was)\s+)+(?P<fig>"
        rf"{VALUE}\s*(?:mm|cm|px|pixels?))\b",
        first=WORD,
        needs=("error",),
    ),
    # a lead over a rival by bare points: "surpasses the second-place one by 1.3 - 2.2"
    Rule(
        "score",
        r"\b(?i:surpass\w*|outperform\w*)\s+(?:[\w-]+\s+){0,4}?by\s+"
        rf"(?P<fig>{VALUE})(?![\w%]|\.\d|\s*(?:%|times|x\b|×))",
        first=WORD,
        needs=("surpass", "outperform"),
    ),
    # a rate named, then its change: "The Hz drops from 300+ to less than 10"
    Rule(
        "throughput",
        r"\b(?:Hz|FPS|QPS|TPS|fps)\s+(?i:drops?|dropped|falls?|fell|goes|went|rises?|rose)\s+from\s+"
        rf"(?P<fig>{VALUE}\+?)",
        first=WORD,
        needs=("hz", "fps", "qps", "tps"),
    ),
    # a utilisation that becomes a bare value: "The GPU utilization rate will even become 0"
    Rule(
        "percent",
        r"\b(?i:utili[sz]ation)(?:\s+rate)?\s+(?:will\s+)?(?:even\s+)?(?i:becomes?|became|drops?\s+to)\s+"
        r"(?P<fig>\d+(?:\.\d+)?)(?![\w%.])",
        first=WORD,
        needs=("utilization", "utilisation"),
    ),
    # a model's size in a lower-case mb after a space: "The initial Keras model is about 20 mb"
    Rule(
        "memory",
        rf"(?P<fig>{VALUE}\s+mb)\b",
        _cue_before(r"\b(?i:model|file|binary|checkpoint|weights?)\b[^.;]{0,20}$", 40),
        needs=(" mb",),
    ),
    # a time with -plus in words: "watched the deploy take five-plus minutes"
    Rule(
        "latency",
        rf"\b(?i:{u.EN_NUMBER_WORDS}|one)-plus\s+(?i:seconds|minutes|hours)\b",
        _cue_before(r"\b(?i:take|takes|took|taking|within|in)\s*$", 12),
        first=WORD,
        needs=("-plus",),
    ),
    # Chinese: characters a second: "跑出了2000万字每秒的速度"
    Rule(
        "throughput",
        rf"{VALUE}\s*万?\s*(?:个)?(?:汉字|字|词|张图片?|图片?|帧|条|句|样本|请求|(?i:tokens?))\s*每秒",
        needs=("每秒",),
    ),
    # a score stuck, reached or only so high, after the metric's name: "dev_acc始终在0.725徘徊",
    # "效果好像也才0.73左右", "性能会很低呢，好像只有0.2左右", "loss趋近于0.5"
    Rule(
        "score",
        # (not inside a word, "heatmap", nor a threshold: "阈值只有0.3")
        r"(?:(?<![A-Za-z])(?i:acc\w*|loss|f1|auc|map)|准确率|精度|效果|性能|得分)"
        r"(?:(?!阈值|(?i:threshold))[^。；;]){0,14}?"
        r"(?:(?:始终|一直)?在|只有|仅有|也才|才|趋近于|趋于|稳定在|卡在)\s*"
        r"(?P<fig>\d*\.\d+)(?![\d%])(?=\s*(?:左右|徘徊|上下|[，。,.!！?？;；]|$))",
        first=r"[A-Za-z\u4e00-\u9fff]",
        needs=("acc", "loss", "f1", "auc", "map", "准确率", "精度", "效果", "性能", "得分"),
    ),
    # a run that reaches a score: "只有 1 次能在res16上能跑到 0.68"
    Rule(
        "score",
        r"(?:跑到|跑出|刷到)\s*(?P<fig>0\.\d+)(?![\d%])",
        first=HAN,
        needs=("跑到", "跑出", "刷到"),
    ),
    # speeds in a ratio after their names: "推理速度大约Xeon E7-4850：core i7-7700：core
    # i7-8700=1:2.5:5"
    Rule(
        "ratio",
        r"速度[^。；;=]{0,60}?=\s*(?P<fig>\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?){1,3})(?![\d:])",
        first=HAN,
        needs=("速度",),
    ),
    # memory in a mixed-case Mb, with memory named: "CPU memory increase about 100Mb", "A
    # process that takes 79Mb GPU mem"
    Rule(
        "memory",
        rf"(?P<fig>{VALUE}\s*Mb)(?![A-Za-z/])",
        _any(
            _cue_before(r"\b(?i:memory|mem|RAM|VRAM)\b[^.;]{0,24}$", 40),
            _cue_after(r"^\s+(?:(?i:GPU|CPU)\s+)?(?i:mem|memory|RAM|VRAM)\b", 16),
        ),
        needs=("mb",),
    ),
    # a time in hours and minutes: "training time decreases from 4h38 … to 1h01" (not a time of
    # day: "at 14h30")
    Rule(
        "latency",
        r"(?<![\w.:])(?<!\bat )(?<!until )(?<!till )(?<!since )(?<!after )(?<!before )"
        r"\d{1,3}h[0-5]\d(?![\w:])",
        needs=("h",),
    ),
    # minutes in a lower-case m before what a run did: "after about 3-5m of inference"
    Rule(
        "latency",
        r"\d+(?:\.\d+)?(?:\s*[-–~]\s*\d+(?:\.\d+)?)?m(?=\s+of\s+(?i:inference|training|running|"
        r"runtime|decoding|generation|use|usage)\b)",
        needs=("m of",),
    ),
    # a score's change with its metric after it: "we went from 1.95 to 1.57 of WER"
    Rule(
        "score",
        rf"\b(?i:from)\s+(?P<fig>{VALUE}\s+to\s+{VALUE})\s+(?:(?i:of|in|on)\s+)?(?:the\s+)?"
        r"(?:WER|CER|BLEU|PPL|m?AP|F1|AUC|FID|PSNR|SSIM|MRR|NDCG|RMSE|MAE|mIoU|"
        r"(?i:accuracy|perplexity|word\s+error\s+rate))\b",
        first=WORD,
        needs=(
            "wer",
            "cer",
            "bleu",
            "ppl",
            "ap",
            "f1",
            "auc",
            "fid",
            "psnr",
            "ssim",
            "mrr",
            "ndcg",
            "rmse",
            "mae",
            "miou",
            "accuracy",
            "perplexity",
            "error rate",
        ),
    ),
    # a file's size after its name: "注意：full.pth为84.9M", "baichuan 7B: bin文件14G"
    Rule(
        "memory",
        r"(?:\.(?i:pth|pt|onnx|bin|ckpt|safetensors|gguf|h5|tflite|engine|trt|pb|zip)(?![A-Za-z0-9])|"
        # (a model's file, not any: "日志文件有 2G" is data)
        r"(?:(?i:bin|ckpt|pth|onnx|safetensors|gguf)|权重|模型)文件)\s*(?:大小)?\s*"
        r"(?:为|是|有|约|大约|大概|只有)?\s*"
        # (not a count of its lines: "文件有 3M 行")
        rf"(?P<fig>{VALUE}\s*(?:MB|M|GB|G|KB|K))(?![A-Za-z0-9])"
        r"(?!\s*(?:行|条|个|张|词|字|句|样本|(?i:lines|rows|tokens|words|samples)\b))",
        first=r"[.A-Za-z\u4e00-\u9fff]",
        needs=(
            "bin文件",
            "ckpt文件",
            "pth文件",
            "onnx文件",
            "safetensors文件",
            "gguf文件",
            "权重文件",
            "模型文件",
            ".pth",
            ".pt",
            ".onnx",
            ".bin",
            ".ckpt",
            ".safetensors",
            ".gguf",
            ".h5",
            ".tflite",
            ".engine",
            ".trt",
            ".pb",
            ".zip",
        ),
    ),
    # sizes in brackets after a comparison of models' sizes is named: "模型总大小对比：…
    # PseNet版(27.3M) > DBNet版(23M)"
    Rule(
        "memory",
        rf"(?<=[(（])\s*(?P<fig>{VALUE}\s*(?:MB|M|GB|G))\s*(?=[)）])",
        _cue_before(r"(?:模型|文件)[^。；;]{0,4}?(?:大小|体积)", 80),
        needs=("大小", "体积"),
    ),
    # a score's change before its metric: "with less than 0.01 drop in FID"
    Rule(
        "score",
        rf"(?P<fig>{VALUE})\s+(?i:drop|increase|gain|improvement|decrease|reduction)\s+in\s+"
        r"(?:FID|BLEU|WER|CER|PSNR|SSIM|m?AP|F1|AUC|(?i:accuracy|perplexity))\b",
        needs=(
            "drop in",
            "increase in",
            "gain in",
            "improvement in",
            "decrease in",
            "reduction in",
        ),
    ),
    # a run's time named, then its days: "Estimated time to complete one epoch is over 14 days"
    Rule(
        "latency",
        r"\b(?i:time)\b[^.;]{0,40}?\b(?:is|was|will\s+be|would\s+be)\s+"
        r"(?:(?i:over|about|around|roughly|nearly|more\s+than|~)\s*)?"
        r"(?P<fig>\d+(?:\.\d+)?\+?\s*(?i:days?|weeks?|months?))\b",
        first=WORD,
        needs=("time",),
    ),
    # a time taken with a plus: "would take around 2+ months"
    Rule(
        "latency",
        r"\b(?i:take|takes|took|taking)\s+(?:(?i:about|around|roughly|over|nearly)\s+)?"
        r"(?P<fig>\d+\+\s*(?i:hours?|days?|weeks?|months?))\b",
        first=WORD,
        needs=("take", "took", "taking"),
    ),
    # double a rate: "vulkan api has double tps than sycl"
    Rule(
        "ratio",
        r"\b(?i:double|triple)\s+(?:the\s+)?(?i:tps|qps|fps|throughput|speed|bandwidth|tokens/s)\b"
        r"(?=\s+(?:than|of|compared)\b)",
        first=WORD,
        needs=("double", "triple"),
    ),
    # a compute rate with its precision between: "~62 bfloat TFlops"
    Rule(
        "throughput",
        rf"(?P<fig>{VALUE}\s+(?i:bfloat(?:16)?|bf16|fp16|fp32|fp8|tf32|int8)\s+[TPG](?i:flop/?s))\b",
        needs=("flop",),
    ),
    # Chinese: points gained: "可以带来2个点左右的涨点"
    Rule(
        "score",
        rf"(?P<fig>{VALUE}\s*个点)(?=\s*(?:左右|多)?\s*的?\s*(?:涨点|提升|提高|涨幅|增益))",
        needs=("个点",),
    ),
    # a score reached before its metric: "DNN模型可以达到62分的准确率", "version2 可以达到
    # 62.2准确率", "均可达到0.685左右的分数"
    Rule(
        "score",
        rf"(?:达到|达|到了|提高到|提升到|提升至|提高至)\s*(?P<fig>{VALUE}\s*分?)\s*(?:左右)?\s*的?\s*"
        r"(?:准确率|正确率|精度|分数|得分|成绩)",
        first=HAN,
        needs=("准确率", "正确率", "精度", "分数", "得分", "成绩"),
    ),
    # a score reached on an evaluation set, a decimal or points: "在测试集上达到 0.85",
    # "验证集上能到0.912"; points reached, and an average score: "在 MMLU 上得到 78.4 分",
    # "拿到了 92 分", "平均分 63.5" (a name before 上 is left to those: "在 GPU 上有 2 张卡")
    Rule(
        "score",
        r"(?:测试集|验证集|开发集|评测集|测评集|榜单|[AB]榜)\s*上\s*的?\s*"
        r"(?:(?:能|可以|可|只能|只)?(?:达到|达|得到|到|拿到|跑到|跑出|取得|获得|有|是|为|只有))\s*"
        r"(?P<fig>\d+\.\d+(?![\d.%])|\d+(?:\.\d+)?\s*分(?![\u4e00-\u9fff]))",
        needs=("上",),
        first=HAN,
    ),
    Rule(
        "score",
        r"(?:达到|得到|拿到|取得|获得|考到|拿了|得了)\s*了?\s*"
        r"(?P<fig>\d+(?:\.\d+)?\s*分)(?=[\s，。；、,.;!！?？)）]|$|的|左右|以上|多)",
        first=HAN,
        needs=("分",),
    ),
    Rule(
        "score",
        r"(?:平均分|总分|均分)\s*(?:[:：]|为|是|达到|只有)?\s*(?P<fig>\d+(?:\.\d+)?)(?![\d.%])",
        first=HAN,
        needs=("分",),
    ),
    # blind63: a rate as a count out of a total, memory taken besides, points behind, results
    # after their sets' names, a decimal reached, a score after a hedge or an equals sign or 分别,
    # a reward converged to: "识别率均为 6/6", "会多占关键几 G 内存", "相差7个点", "差20个点",
    # "实验结果: Potsdam 35.49", "只达到0.2", "能达了96.59", "ap大约95", "auc 0.5",
    # "mIoU就是只有五十多", "val_mean_iou=0.59", "fid分别为11.1674", "fid 是 3.+",
    # "奖励最后只能收敛到-200左右", "reward也只是0.97"
    Rule(
        "score",
        r"(?:识别率|准确率|正确率|成功率|通过率|召回率)\s*(?:均|都)?\s*(?:为|是|达到)\s*(?P<fig>\d+\s*/\s*\d+)",
        first=HAN,
        needs=("识别率", "准确率", "正确率", "成功率", "通过率", "召回率"),
    ),
    Rule(
        "memory",
        r"多占(?:用)?\s*(?:了)?\s*(?:关键)?\s*(?P<fig>(?:几|\d+(?:\.\d+)?)\s*[GM]B?)(?![A-Za-z])",
        first=HAN,
        needs=("多占",),
    ),
    Rule(
        "score",
        # ("差距那么一两个点")
        r"(?:相差|差距|差)\s*(?:了|有|那么)?\s*"
        # (also a range: "始终差2-3个点精度")
        r"(?P<fig>(?:好几|几|\d+(?:\.\d+)?(?:\s*[-~～]\s*\d+(?:\.\d+)?)?|[一二两三四五六七八九十]+)\s*个点)",
        first=HAN,
        needs=("个点",),
    ),
    Rule(
        "score",
        r"(?:实验)?结果\s*[:：]\s*[A-Za-z][\w-]*\s+(?P<fig>\d+\.\d+)(?![\d.])",
        first=HAN,
        needs=("结果",),
    ),
    Rule(
        "score",
        # (not a value its metric follows: "达到2.07的平均接受长度")
        r"(?:达到了?|达了)\s*(?P<fig>\d*\.\d+)(?![\d.%A-Za-z/]|\s*的)",
        # (not a target: "若想让蒸馏后的dev_acc达到0.9")
        _no_cue_before(r"若|想|如何|怎么|怎样|能否|是否|希望|目标|要求", 16),
        first=HAN,
        needs=("达",),
    ),
    Rule(
        "score",
        r"(?<![A-Za-z0-9_])(?i:ap|map|acc|auc|f1|miou)\s*(?:大约|约|大概|差不多)\s*(?P<fig>\d+(?:\.\d+)?)(?![\d.])",
        first=LATIN,
        needs=("大约", "约", "大概", "差不多"),
    ),
    Rule(
        "score",
        r"(?<![A-Za-z0-9_])(?i:auc)\s+(?P<fig>0?\.\d+|1\.0)(?![\d.])",
        first=LATIN,
        needs=("auc",),
    ),
    Rule(
        "score",
        r"(?<![A-Za-z0-9_])(?i:miou|map|acc)[^，。]{0,6}?(?:只有|才|达到|为)\s*(?P<fig>[一二三四五六七八九]十多)",
        first=LATIN,
        needs=("十多",),
    ),
    Rule(
        "score",
        # (not a threshold, a bare "IoU=0.5:0.95")
        r"(?<![A-Za-z0-9_])(?i:[a-z_]+(?:iou|acc|auc))\s*=\s*(?P<fig>\d*\.\d+)(?![\d.:])",
        first=LATIN,
        needs=("iou", "acc", "auc"),
    ),
    Rule(
        "score",
        r"(?<![A-Za-z0-9_])(?i:fid|psnr|ssim|lpips|miou)\s*(?:分别)?\s*(?:为|是)\s*"
        r"(?P<fig>\d+(?:\.\d+)?(?:\.?\+)?)(?![\d.])",
        first=LATIN,
        needs=("fid", "psnr", "ssim", "lpips", "miou"),
    ),
    Rule(
        "score",
        r"奖励[^，。]{0,10}?(?:收敛到|收敛至|只有|只是)\s*(?P<fig>-?\d+(?:\.\d+)?)(?![\d.])",
        first=HAN,
        needs=("奖励",),
    ),
    Rule(
        "score",
        r"(?<![A-Za-z0-9_])(?i:reward)[^，。]{0,10}?(?:收敛到|收敛至|只有|只是)\s*(?P<fig>-?\d+(?:\.\d+)?)(?![\d.])",
        first=LATIN,
        needs=("reward",),
    ),
    # blind64: a perplexity shortened, points in thousandths, a score stated as it should be, a
    # result tagged with its round, a combination of parts scored, a difference in decimals, an
    # epoch's time glued to its name, a wait in half a day, days with a half or more after 要 or
    # 训, a run's length in days written `d`, a metric's bare value, a
    # reproduced result: "perp: 67", "2个千分点差距", "线上得分应该在83左右", "83.23(初赛)",
    # "roberta+crf：0.7248", "只相差0.001以内", "一个epoch27分钟", "卡半天", "要3天半", "训1天多",
    # "时长大约3-4d左右", "cider 117", "我复现的117.1"
    Rule(
        "score",
        r"(?<![A-Za-z0-9_])(?i:perp)\s*[:：=]\s*(?P<fig>\d+(?:\.\d+)?)(?![\d.])",
        first=LATIN,
        needs=("perp",),
    ),
    Rule(
        "score",
        r"(?P<fig>(?:\d+(?:\.\d+)?|[一二两三四五六七八九十几]+)\s*个(?:千分|百分|万分)点)",
        first=r"[\d一二两三四五六七八九十几]",
        needs=("分点",),
    ),
    Rule(
        "score",
        # ("评估指标应该是63.7")
        r"(?:得分|分数|成绩|(?<=评估)指标|(?<=评价)指标)\s*(?:应该|应|大概|大约|也|就)?\s*(?:会)?\s*"
        r"(?:在|是|有|能到|达到)\s*"
        r"(?P<fig>\d+(?:\.\d+)?)(?![\d.%])(?!\s*(?:的|名|位|个|条|张|轮|次|折|种|项|类|分之|[A-Za-z]))",
        first=HAN,
        needs=("得分", "分数", "成绩", "指标"),
    ),
    Rule(
        "score",
        r"(?<![\w.])(?P<fig>\d+\.\d+)\s*[(（]\s*(?:初赛|复赛|决赛|A榜|B榜|线上|线下)\s*[)）]",
        first=r"\d",
        needs=("赛", "榜", "线上", "线下"),
    ),
    Rule(
        "score",
        # (read with its colon made narrow; not a setting's small value: "lr+wd: 0.0001")
        r"(?<![A-Za-z0-9_])[A-Za-z][\w-]*(?:\+[A-Za-z][\w-]*(?:\([^()]{1,10}\))?)+\s*:\s*"
        # (not a share of steps: "warmup+decay: 0.125 of the total steps")
        r"(?P<fig>0?\.(?!00)\d{3,})(?![\d.])(?!\s+of\b)",
        first=LATIN,
        needs=("+",),
    ),
    Rule(
        "score",
        r"(?:只|仅)?相差(?:了)?\s*(?:在)?\s*(?P<fig>\d*\.\d+)(?![\d.])(?!\s*(?:秒|s|ms|倍|%))",
        # (not settings that differ: "学习率只相差0.0005")
        _no_cue_before(r"学习率|(?i:\blr\b|learning\s+rate)|参数|权重|阈值", 12),
        first=HAN,
        needs=("相差",),
    ),
    Rule(
        "time",
        # ("4个epoch10小时": the time of a few epochs)
        # ("1个epoch 2:40:00": hours, minutes and seconds)
        # (not a log's clock: "第 2 个 epoch 03:14:07 报错")
        r"(?:每个|(?<![\d.])(?<!第)(?<!第 )(?:\d+|[一二两三四五六七八九十]+)\s*个)\s*(?i:epoch)\s*"
        # (a clock's time when something starts is no epoch's: "3 个 epoch 12:30:00 开始跑评测")
        r"(?P<fig>\d+(?:\.\d+)?\s*(?:分钟|小时|秒)|\d{1,2}:\d{2}:\d{2}(?!\s*(?:开始|报错|结束|时)))",
        first=r"[\d一二两三四五六七八九十每]",
        needs=("epoch",),
    ),
    Rule(
        "time",
        r"卡(?:了)?(?P<fig>半天)",
        first=HAN,
        needs=("半天",),
    ),
    Rule(
        "time",
        r"(?:(?<![需只])要|训|需要)(?:了)?\s*(?:大概|大约|约)?\s*(?P<fig>\d+(?:\.\d+)?\s*天(?:半|多))",
        first=HAN,
        needs=("天半", "天多"),
    ),
    Rule(
        "time",
        r"时长\s*(?:大约|约|大概|是|为)?\s*(?P<fig>\d+(?:\s*[-~～]\s*\d+)?\s*d)(?![A-Za-z])",
        first=HAN,
        needs=("时长",),
    ),
    Rule(
        "score",
        r"(?<![A-Za-z0-9_])(?i:cider|meteor|spice|rouge(?:-l)?|bleu(?:-4)?)(?:\s*[:=]\s*|\s+)"
        # (not a metric's name or a tool's version: "ROUGE 1 and ROUGE 2", "BLEU 4 作为主要指标",
        # "METEOR 1.5 with default settings")
        r"(?![1-4](?![\d.]))(?P<fig>\d+(?:\.\d+)?)(?![\d.])"
        r"(?!\s*(?:个|条|张|的|作为|版本?|(?i:with|as|version)\b))",
        first=LATIN,
        needs=("cider", "meteor", "spice", "rouge", "bleu"),
    ),
    Rule(
        "score",
        r"复现(?:的|出的|出来的|得到的)\s*(?:结果\s*(?:是|为)?\s*)?(?P<fig>\d+\.\d+)(?![\d.])"
        # (not a version: "我复现的1.5版本代码")
        r"(?!\s*(?:版本?|(?i:version)))",
        first=HAN,
        needs=("复现",),
    ),
    # a score after 性能 or 得分 with a colon: "B榜融合测试性能：0.705623"; a score's change:
    # "最终模型得分提高了0.02左右"
    Rule(
        "score",
        r"(?:性能|得分|分数|成绩)\s*(?:[:：]|[^，。；]{0,4}?(?:提高|提升|增加|下降|降低)了?)\s*"
        # (a pair is another rule's: "综合性能分别提升了 8.4 和 5.9 分")
        r"(?P<fig>\d*\.\d+)(?![\d%])(?!\s*(?:和|与|、)\s*\d)",
        first=HAN,
        needs=("性能", "得分", "分数", "成绩"),
    ),
    # a time right after 耗时 with no unit: "bs20耗时100，bs40耗时200"
    Rule(
        "latency",
        r"耗时\s*(?P<fig>\d+(?:\.\d+)?)(?=\s*(?:[，,。；;]|$))",
        first=HAN,
        needs=("耗时",),
    ),
    # minutes in words: "大概一分多钟才能出现", "要一分半钟出结果", "一张要若干分钟"
    Rule(
        "latency",
        r"(?<!每隔)(?:[一两二三四五六七八九十几]+分(?:多|半)钟|若干(?:分钟|小时|秒钟?))",
        first=HAN,
        needs=("分多钟", "分半钟", "若干"),
    ),
    # seconds in an upper-case S after a verb of taking: "一层加载大约要花10S"
    Rule(
        "latency",
        r"(?:花了?|要花|耗时|用时|需要|需)\s*(?:大约|约|大概)?\s*(?P<fig>\d+(?:\.\d+)?\s*S)(?![A-Za-z])",
        first=HAN,
        needs=("花", "耗时", "用时", "需"),
    ),
    # a run's length after "for": "trained on 4x A6000s for about 3 days" (not "for 24 days of
    # click logs", nor "trying to figure out for 2 weeks")
    Rule(
        "latency",
        rf"{VALUE}\s*(?i:days?|weeks?|months?)\b(?!\s+of\b)",
        _cue_before(
            r"\b(?i:train\w*|ran|run\w*|fine-?tun\w*|pre-?train\w*)\b[^.;]{0,40}\b(?i:for)\s+"
            r"(?i:about|around|roughly|nearly|over|~)?\s*$",
            60,
        ),
        needs=("day", "week", "month"),
    ),
    # the same in words: "Fine-tuning took two weeks", "trained … for three months", "over the
    # course of several months" (not "within the next few weeks", a window; days are counted
    # on their own)
    Rule(
        "latency",
        # ("we trained for approximately one week")
        rf"\b(?i:{_CARDINAL_WORDS}|one|several|a\s+few|a\s+couple\s+of)\s+(?i:weeks?|months?)\b"
        r"(?!\s+(?:of|ago)\b)",
        _cue_before(
            r"(?i:\b(?:within|took|takes?|taking)(?:\s+(?:me|us|it|them))?|\bin\s+(?:just|only|about))\s*$|"
            # "trained … over the course of several months"
            r"\b(?i:train\w*|ran|run\w*|fine-?tun\w*|pre-?train\w*)\b[^.;]{0,60}\b"
            r"(?i:for|over\s+the\s+course\s+of)\s+(?i:about|around|roughly|approximately|nearly|over)?\s*$",
            100,
        ),
        first=WORD,
        needs=("week", "month"),
    ),
    # frames after a speed, in English: "yolofastest speed is 30 frames"
    Rule(
        "throughput",
        r"(?<!vehicle )(?<!animation )(?<!playback )"
        rf"\b(?i:speed|fps|frame\s*rate)\s+(?:is|was|of|=|:)\s*(?:(?i:about|around|roughly|only)\s+|~)?"
        rf"(?P<fig>{VALUE}\s*(?i:frames?))\b(?!\s+per\b)",
        first=WORD,
        needs=("speed", "fps", "frame"),
    ),
    # a latency bound in words with no number: "identify a face … within milliseconds"
    Rule(
        "latency",
        # ("infers all key 3D attributes of a scene … within seconds.": at a sentence's end)
        r"\b(?i:within|in\s+(?:just|only|mere)|under)\s+(?:a\s+few\s+)?"
        r"(?:(?i:milliseconds|microseconds)\b(?!\s+(?:of|are|is|were)\b)|(?i:seconds)(?=\s*[.;!]|$))",
        first=WORD,
        needs=("milliseconds", "microseconds", "seconds"),
    ),
    # or after a verb of work and its object: "can process a batch in milliseconds"
    Rule(
        "latency",
        r"\b(?i:process|run|serve|decode|generate)\s+(?:a|an|the|each|every)\s+\w+\s+"
        r"(?P<fig>in\s+(?:a\s+few\s+)?(?i:milliseconds|microseconds))\b(?!\s+(?:of|are|is|were)\b)",
        first=WORD,
        needs=("milliseconds", "microseconds"),
    ),
    # a double named before a metric: "it has the double cost"
    Rule(
        "ratio",
        r"\b(?i:the|a)\s+(?P<fig>(?i:double|triple))\s+"
        r"(?i:cost|latency|memory|speed|throughput|compute|overhead|bandwidth|footprint|time)\b",
        first=WORD,
        needs=("double", "triple"),
    ),
    # a rate in millions with a lower-case m, and a rate whose decimal is left open: "1.2m FPS",
    # "poor performance with 7.x fps", "单个请求 8.x token/s"
    Rule(
        "throughput",
        r"(?<![\w.])\d+(?:\.\d+)?m\s+(?:FPS|QPS|TPS|(?i:steps/s|samples/s|tokens/s))\b|"
        rf"{_OPEN_DECIMAL}\s*(?i:fps|qps|tps|it/s|tokens?/s|tok/s)\b",
        needs=("fps", "qps", "tps", "/s"),
    ),
    # a time whose decimal is left open: "latency is around 2.x seconds", "推理速度 1.x 秒"
    Rule(
        "latency",
        rf"{_OPEN_DECIMAL}\s*(?:(?i:ms|s|secs?|seconds|milliseconds)(?![A-Za-z0-9])|毫秒|秒)",
        needs=(".x",),
    ),
    # a minute and a half, and half a month or an hour of a run: "生成一张图片需要1分半的时间",
    # "你们用的什么显卡跑半个月" (not "半个月前", a date)
    Rule("latency", rf"(?<!第)(?<!第 ){VALUE}\s*分半(?:钟)?", needs=("分半",)),
    Rule(
        "latency",
        r"(?<!每)半个(?:月|小时|钟头)(?![前后])(?!的(?!样子))",
        _cue_near(r"跑|训练|花了?|用了|耗时|需要|样子|左右", 12),
        first=HAN,
        needs=("半个",),
    ),
    # the same in Chinese numerals, as a bound: "能在一周内训练结束", "在一个月时间内"
    Rule(
        "latency",
        rf"{ZH_NUMERAL}\s*个?\s*(?:天|日|周|星期|月)(?=\s*(?:时间)?[之以]?内)",
        _any(
            # "大概两天以内应该是可以的"
            _cue_before(r"在|能|可|需|耗时|用时|后的|大概|大约", 8),
            # "两周内就完成了": a bound met
            _cue_after(r"^\s*(?:时间)?之?内\s*(?:就|即|便)", 6),
        ),
        first=HAN,
        needs=("天", "日", "周", "星期", "月"),
    ),
    # a training time named before its amount: "总共训练时间显示要几十天", "双卡3090要训60多天";
    # a day and a half after a hedge: "大概一天半这样吧"
    Rule(
        "latency",
        # ("训练时间是在9月" is a month of the year)
        rf"(?<!在)(?:{ZH_NUMERAL}|{VALUE})\s*多?\s*(?:个?\s*(?:天|周|星期)|个\s*月)(?![前后])",
        # ("计算了下大概要用四五天")
        _cue_before(
            r"(?:训练|推理|运行)(?:时间|耗时)[^，。；,;]{0,6}$|要训\s*$|训了\s*$|"
            r"(?:要用|要花|得花|得用|花了|用了)\s*$",
            14,
        ),
        first=r"[\d零〇一二两三四五六七八九十百千万亿数几多上]",
        needs=("天", "周", "星期", "月"),
    ),
    Rule(
        "latency",
        r"(?:(?<=大概)|(?<=大约)|(?<=约莫)|(?<=差不多)|(?<=花了)|(?<=用了)|(?<=需要))"
        # ("大概两个半小时")
        rf"\s*{ZH_NUMERAL}\s*(?:(?:天|个?(?:小时|星期|月)|周)半|个半(?:小时|钟头|星期|月))",
        first=HAN,
        needs=("半",),
    ),
    # an accuracy or an error named before a decimal or a power of ten: "离线推理精度MAD=0.0248",
    # "float16 精度在 2e-2 之内" (not a precision's width: "精度为16位")
    Rule(
        "score",
        # ("SKU数据集检测精度60.3")
        r"(?:精度|误差)\s*(?:[A-Za-z@]{2,8}\s*)?(?:为|是|在|达到|约为|小于|低于|[:：=])?\s*"
        r"(?P<fig>\d*\.\d+(?:[eE][-+]?\d+)?|\d+(?:\.\d+)?[eE][-+]?\d+)(?![\d.])(?!\s*(?:[%％A-Za-z]|位))"
        # (not a threshold or a requirement: "误差小于 1e-4 的精度阈值标准", "要求…精度为1e-6量级")
        r"(?!\s*的?\s*(?:精度)?(?:阈值|标准|量级))",
        lambda text, start, end: "要求" not in _before(text, start, 20),
        first=HAN,
        needs=("精度", "误差"),
    ),
    # a run's days hedged, a run named before: "8卡30个epoch大概是4-5天", "8x1080Ti 两天左右",
    # "预训练大概一到两天"
    Rule(
        "latency",
        rf"(?:{ZH_NUMERAL}(?:\s*[到至~-]\s*{ZH_NUMERAL})?|{VALUE})\s*(?:个?\s*(?:天|周|星期)|个\s*月)"
        r"(?:\s*左右)?(?![前后])",
        _any(
            _cue_before(
                r"(?:训练|预训练|微调|(?i:epochs?)|跑)[^，。；,;]{0,12}?(?:大概|大约|约)(?:是|要|需要)?\s*$",
                24,
            ),
            # ("8x1080Ti 两天左右": the cards, then the days and 左右)
            lambda text, start, end: (
                text.startswith("左右", end - 2)
                and _CARDS_RUN.search(_before(text, start, 16)) is not None
            ),
        ),
        first=r"[\d零〇一二两三四五六七八九十百千万亿数几多上]",
        needs=("天", "周", "星期", "月"),
    ),
    # a run's days, then the run finished: "有8张卡就可以1天多跑完"
    Rule(
        "latency",
        rf"(?:{ZH_NUMERAL}|{VALUE})\s*(?:个?\s*(?:天|周|星期)|个\s*月)多?"
        r"(?=\s*(?:就能|就可以|可以|即可|能)?\s*(?:跑完|训练完|训完|完成训练|跑通|搞定))",
        first=r"[\d零〇一二两三四五六七八九十百千万亿数几多上]",
        needs=("跑完", "训练完", "训完", "完成训练", "跑通", "搞定"),
    ),
    # a score on a leaderboard, before its name: "GPT4模型以83.2的总分位列榜首"
    Rule(
        "score",
        rf"以\s*(?P<fig>{VALUE})\s*的\s*(?:总分|总得分|平均分|综合得分|得分|分数)",
        first=HAN,
        needs=("总分", "得分", "平均分", "分数"),
    ),
    # a file's size in vague megabytes: "只有几兆的大小"
    Rule("memory", r"[几数]\s*兆(?=\s*(?:字节|的?大小))", first=ZH_NUM, needs=("兆",)),
    # a frame rate named before its value: "get the fps 95", "infer fps 40左右"
    Rule(
        "throughput",
        rf"\b(?i:fps)\s+(?P<fig>{VALUE}(?:\s*左右)?)(?![\w%]|\.\d)",
        first=WORD,
        needs=("fps",),
    ),
    # a multiple of speed without its sign: "1.2~1.3的速度差异"; a bare speed reached: "作者测出来有
    # 10000+的速度"
    Rule(
        "ratio",
        r"(?<![\d.])(?P<fig>\d+\.\d+\s*[~～\-–]\s*\d+\.\d+)\s*的\s*(?:速度|性能|吞吐|延迟)\s*(?:差异|差距)",
        needs=("差异", "差距"),
    ),
    Rule(
        "throughput",
        r"(?:有|达到|能到|跑出|跑到)\s*(?P<fig>\d{2,}(?:\.\d+)?\+?)\s*的\s*(?:速度|吞吐量?|帧率)",
        first=HAN,
        needs=("速度", "吞吐", "帧率"),
    ),
    # the compute a model takes, named before its amount in G: "模型计算量6.7G"
    Rule(
        "compute",
        rf"计算量\s*(?:为|是|约|大约|只有|仅为|:|：)?\s*(?P<fig>{VALUE}\s*[GMT](?:FLOPs?)?)(?![A-Za-z0-9])",
        first=HAN,
        needs=("计算量",),
    ),
    # or as a length: "长达数月的测试调优", "历时两周"
    Rule(
        "latency",
        # "我训练了四天了", "拖了一周"
        rf"(?:(?<=长达|历时|耗时|用时|运行|需要|只需|花费|持续|训练|整整)|(?<=训练了|运行了|持续了)|"
        # "时间大概三四天", "一个epoch就能跑一天"
        rf"(?<=跑了|用了|花了|等了|训了|拖了|能跑|就跑|要跑)|(?<=时间大概|时间大约)){ZH_NUMERAL}\s*个?\s*(?:天|周|星期|月)",
        first=HAN,
        needs=("天", "周", "星期", "月"),
    ),
    # a score raised to a bare decimal, its metric named earlier in the sentence: "可显著提升
    # 准确率，…，两层BLSTM都用残差后又提升到了0.9805" (not a learning rate: "学习率降低到0.0001")
    Rule(
        "score",
        r"(?:提升|提高|上升|增加|增长|下降|降低)(?:到|至)了?\s*(?P<fig>(?<![\d.])0\.\d{2,})(?![\d%％.])",
        _unless(
            r"(?:学习率|(?i:\blr\b|learning\s+rate))[^，。；,;]{0,12}$",
            24,
            _cue_before(rf"{_UNITLESS_METRICS_ZH}|(?i:\b(?:acc|auc|f1|m?ap)\b|accuracy)", 80),
        ),
        first=HAN,
        needs=("到", "至"),
    ),
    # memory in gigabits as writers mean gigabytes, before the memory: "占用大约6Gb显存"
    Rule("memory", rf"{VALUE}\s?Gb(?=\s*的?\s*(?:显存|内存))", needs=("显存", "内存")),
    # a detection score named after its data set: "如果您只是希望达到52 COCO AP"
    Rule(
        "score",
        rf"{VALUE}\s+(?:COCO|(?i:box|mask|val|test))\s+m?AP(?![A-Za-z0-9])",
        needs=("ap",),
    ),
    # a run's days, what it takes: "光是训练就要至少两天", "要跑1-2天这样", "差不多跑四天了"
    Rule(
        "latency",
        r"(?:(?:训练|训|跑)(?:完|下来)?\s*(?:就|也|都)?\s*(?:要|需要|得)|(?:要|需要|得)跑|跑(?=[^，。；,;]{1,6}天了))"
        r"\s*(?:至少|最少|差不多|大概|大约|将近|近)?\s*"
        # (with its half: "跑完要2天半")
        rf"(?P<fig>(?:{ZH_NUMERAL}|{VALUE})\s*多?\s*个?\s*(?:天|周|星期|月)半?)(?![前后])",
        first=HAN,
        needs=("天", "周", "星期", "月"),
    ),
    # or as an amount of time: "动用整支工程团队数周时间"
    Rule(
        "latency",
        rf"(?<![每第上下本]){ZH_NUMERAL}\s*个?\s*(?:天|周|星期|月)(?=时间)(?!时间[之以]?[内前后])",
        first=ZH_NUM,
        needs=("天", "周", "星期", "月"),
    ),
    Rule(
        "score",
        # "加速比在1.18-2.74之间": the guard is ASCII, since \w matches Chinese too
        # "扩展的线性度为0.85": the scaling of a cluster
        # "L1 缓存命中率是 0": a rate without its per cent sign
        rf"(?:得分|准确率|分数|加速比|线性度|扩展效率|命中率|利用率(?=\s*(?:为|是|只有|仅为)))\s*"
        r"(?:为|达到|达|是|在|超过|高于|只有|仅为)?\s*:?\s*"
        # (not the first term of a formula: "利用率为 73 / 86.4 = 84.5%")
        # (nor a threshold for what is dropped: "距离得分超过0.6的都去掉")
        # (nor folds: "线上分数是5折nezha-base模型融合得到")
        rf"(?P<fig>{VALUE})(?![A-Za-z0-9_%-]|\.\d|\s*[/*]|\s*折){_DROPPED_NEXT}",
        first=HAN,
        needs=("得分", "准确率", "分数", "加速比", "线性度", "扩展效率", "命中率", "利用率"),
    ),
    # a multiplier glued to the word it qualifies: "with a 2xreduction in model size"
    Rule(
        "ratio",
        r"(?<![\w.])\d+(?:\.\d+)?[xX×](?=(?i:reduction|speedup|improvement|increase|decrease|"
        r"faster|slower|smaller|larger|fewer|cheaper)\b)",
        needs=(
            "reduction",
            "speedup",
            "improvement",
            "increase",
            "decrease",
            "faster",
            "slower",
            "smaller",
            "larger",
            "fewer",
            "cheaper",
        ),
    ),
    # a multiplier before its number, a comparative after: "training time got x100 slower"
    Rule(
        "ratio",
        r"(?<![\w.])[xX×]\d+(?:\.\d+)?(?=\s+(?i:faster|slower|quicker|higher|lower|smaller|larger|"
        r"cheaper|more|less)\b)",
        first=SIGN,
        needs=(
            "faster",
            "slower",
            "quicker",
            "higher",
            "lower",
            "smaller",
            "larger",
            "cheaper",
            "more",
            "less",
        ),
    ),
    # a metric named before its bare value with a verb: "the throughput was 420 or so"
    Rule(
        "throughput",
        # ("tokens per second are about 200")
        rf"\b(?:(?i:throughput|goodput)|{_RATE_NAME})\s+(?:was|is|are|were|reached|hit|peaked\s+at)\s+"
        rf"(?:(?i:about|around|roughly|only|just|~)\s*)?(?P<fig>{NUMBER}){_NO_MORE}"
        r"(?=\s*(?:$|[,.;:)]|(?:or|and|on|in|with|for|at|when|but|so|which|while)\b))",
        first=WORD,
        needs=("throughput", "goodput", "second"),
    ),
    # a unit's compute after its name and an at sign: "BPU为1 × Bayes-e@10TOPS" (the number
    # rule does not start after "@", the mark of a version or an address)
    Rule(
        "compute",
        r"(?<=@)\d+(?:\.\d+)?\s?(?:[PTG]OPS|[PTG]FLOPS)(?![A-Za-z0-9])",
        needs=("tops", "flops", "gops", "pops"),
    ),
    # a rate in Chinese with 的 before its acronym: "至少1000的qps", "2000多一点儿的 qps"
    Rule(
        "throughput",
        # "100k量级的QPS": an order of magnitude
        rf"{VALUE}\s*[万千]?\s*(?:多|左右|以上)?\s*(?:一点儿?)?\s*(?:量级|级别)?\s*的\s*"
        r"(?i:qps|tps|rps|rtf)(?![A-Za-z0-9])",
        needs=("qps", "tps", "rps", "rtf"),
    ),
    # a model's file made smaller, in M: "最小模型从原来的6.8M降为4.7M" after "降低了模型的大小"
    # (not a parameter count: "参数量从 110M 降为 66M")
    *(
        Rule("memory", pattern, _made_smaller_in_m, first=HAN, needs=_M_MADE_SMALLER)
        for pattern in (
            rf"从\s*(?:原来的|之前的)?\s*(?P<fig>{VALUE}\s*M)(?={_SMALLER_TO}{VALUE}\s*M(?![A-Za-z0-9]))",
            rf"(?:(?<=M)|(?<=M )){_SMALLER_TO}(?P<fig>{VALUE}\s*M)(?![A-Za-z0-9])",
        )
    ),
    # a size in M right after the memory it is: "推理代码占用显存10000M左右" (not a count of
    # parameters: the memory word is right before)
    # (and Gb there is bytes: "理论上计算显存占用24Gb", not "L4是没问题的(24Gb)", a card's variant)
    Rule(
        "memory",
        rf"(?:显存|内存)(?:占用|使用)?(?:了|约|大约|大概)?\s*(?P<fig>{VALUE}\s*(?:M|Gb))(?![A-Za-z0-9])",
        first=HAN,
        needs=("显存", "内存"),
    ),
    # a memory a log prints after its field: "max_mem: 59464M", "peak_memory=12.3GB"
    Rule(
        "memory",
        r"\b(?i:(?:max|peak)_?mem(?:ory)?|mem(?:ory)?_(?:used|usage|allocated|reserved))\s*[:=]\s*"
        rf"(?P<fig>{NUMBER}\s*(?:[KMGT]i?B|[KMGT]))(?![A-Za-z0-9])",
        first=WORD,
        needs=("mem",),
    ),
    # a bandwidth named by its tool's short name, then its value: "busbw is 50", "the result of
    # ib_write_bw is about 180Gb", "algbw: 12.3"
    Rule(
        "bandwidth",
        # (a bare "bw" only before a verb: "bw=10" sets a beam width)
        r"\b(?:(?i:busbw|algbw)\s*(?:[:：=]|(?i:is|was|of|should\s+be)\b)|"
        r"(?:[A-Za-z]+_)*(?i:bw)\s+(?i:is|was|of|should\s+be)\b)\s*"
        rf"(?:(?i:about|around|roughly|~)\s*)?(?P<fig>{NUMBER}(?:\s?(?:GB/s|Gb/s|Gbps|GB|Gb))?)"
        r"(?![A-Za-z0-9]|\.\d)",
        first=WORD,
        needs=("bw",),
    ),
    # an F1 named before its value: "整体效果F1值超过0.91", "F1 score of 0.87"
    Rule(
        "score",
        r"(?<![A-Za-z0-9])F1\s*(?:值|分数|(?i:score))?\s*(?:为|达到|达|是|超过|高于|约为?|[:=：]|"
        r"(?i:of|is|was|reache[sd]|above|over))\s*"
        rf"(?P<fig>{VALUE})(?![A-Za-z0-9_%-]|\.\d)",
        first=NAME,
        needs=("f1",),
    ),
    # an amount of computation: "6.67×10^22 次浮点运算", "计算量约6.67x1022次浮点数运算" (an
    # exponent lost in copying is still a power of ten); not "计为 2 次浮点运算" or "1000次操作",
    # counts without a power of ten or 计算量 before
    Rule(
        "compute",
        rf"(?P<fig>{VALUE}\s*[x×]\s*10\^?\d+\s*次\s*(?:浮点(?:数)?)?(?:运算|操作))",
        needs=("运算", "操作"),
    ),
    Rule(
        "compute",
        rf"计算量\s*(?:约为?|为|达到?|是)?\s*(?P<fig>{VALUE}\s*(?:[x×]\s*10\^?\d+)?\s*(?:[万亿]\s*)*次\s*"
        r"(?:浮点(?:数)?)?(?:运算|操作))",
        first=HAN,
        needs=("计算量",),
    ),
    # a price in 万 after what it buys: "完整服务器40w内", "整机价格约 30 万"
    Rule(
        "cost",
        r"(?:服务器|整机|价格|售价|预算|报价|采购)[^，。；,;\d]{0,6}?"
        rf"(?P<fig>{VALUE}\s*(?:[wW万]|亿)(?:美元|元|块)?)(?![A-Za-z0-9])",
        first=HAN,
        needs=("服务器", "整机", "价格", "售价", "预算", "报价", "采购"),
    ),
    # a score in points after a word for a score or a test: "score可以到1890分", "评测结果 …
    # （91.08分）" (not "3分钟", nor "十分" or "分布")
    Rule(
        "score",
        rf"(?P<fig>{VALUE}\s*分)(?![钟鐘钱之析布配别类组割片享开支段层辨数半])(?!\s*\d)",
        _any(
            _cue_before(r"(?i:score|得分|分数|评测|评分|成绩|打分|跑分|测评)", 40),
            # a score reached, its test left to the context: "差不多有190分了", "还有3分（百分制）"
            _cue_before(
                r"(?:差不多|大概|大约|最终|拿到了?|拿了|获得了?|考了|得了)\s*(?:也)?\s*(?:是|有|了|为|到)?\s*$",
                12,
            ),
            _cue_after(r"^\s*[（(]\s*百分制", 8),
        ),
        needs=("分",),
    ),
    # a change written as an arrow after its verb: "fscore绝对提升 55.6->56.5", "improved
    # 55.6 -> 56.5"
    Rule(
        "score",
        rf"(?:{u.CHANGE_VERBS}|{_MORE_CHANGE_VERBS_ZH})\s*(?:了|为|从|from)?\s*"
        rf"(?P<fig>{VALUE}\s*(?:->|→|=>)\s*{VALUE})(?![\d.])",
        first=CHANGE_VERB_START,
        needs=("->", "→", "=>"),
    ),
    # a file's or a model's size in M after the size is named: "模型大小从3M变为3.6M",
    # "nb 文件是 17M" (not "3M samples", a count)
    Rule(
        "memory",
        rf"{VALUE}\s?M(?![A-Za-z0-9])"
        r"(?!\s*(?:个|条|行|次|样本|参数|(?i:samples|params|parameters|tokens|rows)\b))",
        _any(
            _cue_before(
                rf"{_FILE_SIZE_BEFORE.pattern}|文件(?:是|为|有)|(?i:file size|model size)", 16
            ),
            # "A100的20M的Sram"
            _cue_after(r"^\s*的?\s*(?:(?i:SRAM|L[12]\s*cache)|显存|内存|缓存|共享内存)", 12),
        ),
        # the words of its cues: common words ("size", "ram" of "program") would try it on most
        # texts
        needs=(
            "大小",
            "体积",
            "文件",
            "file size",
            "model size",
            "sram",
            "cache",
            "显存",
            "内存",
            "缓存",
        ),
    ),
    # frames per second after 的: "可以达到20的fps"
    Rule("throughput", rf"{VALUE}\s*的\s*(?i:fps)\b", needs=("fps",)),
    # seconds written S after a speed or a time: "识别的速度将近30S"
    Rule(
        "latency",
        rf"(?:速度|耗时|时间|延迟|时延)[^，。；,;\d]{{0,6}}?(?P<fig>{VALUE}\s*S)(?![A-Za-z0-9])",
        first=HAN,
        needs=("速度", "耗时", "时间", "延迟", "时延"),
    ),
    # throughput reached in thousands, its unit left to the context: "输入/输出吞吐可高达56K/21K"
    Rule(
        "throughput",
        r"吞吐量?\s*(?:可|能)?(?:高达|达到|可达|达)\s*"
        r"(?P<fig>\d+(?:\.\d+)?\s*[Kk万](?:\s*/\s*\d+(?:\.\d+)?\s*[Kk万])?)(?![A-Za-z0-9])",
        first=HAN,
        needs=("吞吐",),
    ),
    # a speed in tokens, per second left to the context: "推理速度却只有5tokens左右"
    Rule(
        "throughput",
        rf"速度[^，。；,;\d]{{0,6}}?(?P<fig>{VALUE}\s*(?i:tokens?)(?![A-Za-z/]))",
        first=HAN,
        needs=("速度",),
    ),
    # a speed's bare value, its unit left to the context: "合成的速度大概是 30 左右", "推理速度应该
    # 在80～130左右" (with a unit after it, the unit's rule reads it: "速度在25帧左右"; a footnote
    # right after the word is none: "反映了模型的生成速度 2")
    Rule(
        "throughput",
        # ("steps的速率卡死在1.0")
        # (not a sampling rate, a setup: "采样速率为16000")
        # (nor a setting: "速度还不如设置为0")
        r"(?<!采样)速[度率](?:(?!设置|设为|设成|设定)[^，。；,;！？!?\d]){0,6}?(?:大概|大约|约|应该|都|也|只有|能|可以)?\s*"
        r"(?:是|在|为|有|到|达到)\s*"
        # ("速度也是在700+。")
        rf"(?P<fig>{VALUE})(?=\s*\+?\s*(?:左右|上下|以上|以下|多)?\s*(?:[，,。；;！!？?]|$))",
        first=HAN,
        needs=("速度", "速率"),
    ),
    # a speed in frames, per second left to the context: "推理速度在25帧左右"
    Rule(
        "throughput",
        # "运行就稳定29帧", "跑摄像头有24帧左右"
        # "实时运行大概也就1帧"
        # "也只有50多帧", "能达到100帧", "在 rk3588 上能跑到 25 帧", "跑下来5帧", "跑是25帧左右"
        rf"(?:速度|帧率|速率|快了|慢了|能出|可出|只有|也就|稳定|达到|可达|跑[^，。；,;\d]{{0,6}}?有|(?:能|可以|可)跑到?|跑(?:到|下来|出来|出了?|是))\s*"
        # "推理速度会是10+帧"
        # ("只能达到2点几帧": a decimal left open)
        rf"(?:在|为|约|达到?|可达|会?是)?\s*(?P<fig>(?:{VALUE}|{ZH_NUMERAL})\s*(?:[多+]|点几)?\s*帧)"
        r"(?!\s*的\s*(?:视频|动画|片段))",
        first=HAN,
        needs=("帧",),
    ),
    # a latency in frames: "可能有1-3帧延迟", "延迟 2 帧"
    Rule(
        "latency",
        rf"(?P<fig>{VALUE}\s*帧)\s*(?:的)?\s*(?:延迟|时延|延时|时间差)",
        needs=("帧",),
    ),
    # a lag between a result and its input, in frames: "结果和输入会有一帧的时间差"
    Rule(
        "latency",
        rf"(?<![每第]){ZH_NUMERAL}\s*帧(?=\s*的?\s*(?:延迟|时延|延时|时间差))",
        first=ZH_NUM,
        needs=("帧",),
    ),
    Rule(
        "latency",
        rf"(?:延迟|时延|延时)\s*(?:约|大约|了|为|是|有)?\s*(?P<fig>{VALUE}\s*帧)",
        first=HAN,
        needs=("帧",),
    ),
    # points of accuracy, the change after them: "精度会有一个点以内的轻微损失"
    Rule(
        "score",
        r"(?:精度|准确率|正确率|召回率|指标|性能)[^，。；,;\d]{0,16}?"
        rf"(?P<fig>(?:{VALUE}|{ZH_NUMERAL})\s*个\s*点)\s*(?:以内|之内|左右|多)?\s*的?\s*"
        r"[\u4e00-\u9fff]{0,4}?(?:损失|下降|提升|差距|掉点)",
        first=HAN,
        needs=("个点", "个 点"),
    ),
    # points of accuracy lost or gained: "精度下降在1个点之内", "会使精度下降一个点"
    Rule(
        "score",
        # (or right after a model's name: "albert_base提升14个点")
        # "性能差了2个点": a gap between two runs
        # "准确率比没有量化的原模型低了将近40个点"
        r"(?:(?:精度|准确率|正确率|召回率|指标|性能|置信度)[^，。；,;\d]{0,16}?|(?<=[A-Za-z0-9_])|"
        # ("AP 提升一个点多": a metric's short name, a space)
        r"(?<=[A-Z] )|(?<=[，,])(?=差了))"
        r"(?:下降|上升|提升|提高|降低|损失|会?掉|涨|差|低|高)"
        # ("准确率大概会高0.5分": points written 分)
        rf"(?:了|在|约|近)?\s*(?:将近|接近|约|近)?\s*(?P<fig>(?:{VALUE}|{ZH_NUMERAL})\s*(?:个\s*点|分(?![钟]|之[一二三四五六七八九十百千万几])))(?![\d]|数)",
        first=HAN,
        needs=("个点", "个 点", "分"),
    ),
    # a detection metric given its value: "AP@IoU=0.5:0.95=0.345", "mAP 为 0.41"
    Rule(
        "score",
        # (?<!…), not \b: "模型的AP@…" has no word boundary between 的 and A
        # "box map精度为0.384": a lower-case map before 精度
        r"(?<![A-Za-z0-9])(?:mAP|AP|(?i:map)(?=\s*精度)|map(?=\s*[:：]\s*\d))(?:@[\w.:]+(?:=[\d.:]+)?)?\s*"
        r"(?:精度)?\s*"
        r"(?:=|:|：|为|是|(?i:of|is|was))\s*"
        # (not "mAP：50-95精度", the IoU range that names the metric)
        # (an arrow may follow: "map: 0.332-->0.528")
        rf"(?P<fig>{VALUE})(?![A-Za-z0-9_%]|-(?!-*>)|\.\d|\s*精度)",
        first=NAME,
        needs=("map", "ap@", "ap=", "ap:", "ap：", "ap为", "ap是", " ap "),
    ),
    # a speed reached, its unit left to the context: "单并发速度可达20左右"
    Rule(
        "score",
        rf"(?:速度|加速比)\s*(?:可达|达到|高达)\s*(?P<fig>{VALUE}\+?)(?=\s*(?:左右|以上)?(?:[，。；,;]|$))",
        first=HAN,
        needs=("速度", "加速比"),
    ),
    # points of a score gained or behind: "surpassing LLM-QAT by 19.1 points", "2.9 points
    # higher" (not "the 3 points above")
    Rule(
        "score",
        rf"{VALUE}[\s-](?:(?i:accuracy|benchmark)\s+)?points?\b",
        _any(
            _cue_before(
                r"(?i:\bby|\bgap\b[^.;]{0,30}|surpass\w*|outperform\w*|merely|only|just|"
                # points lost or gained: "we lose about 2 points", "it gains 3 points on MMLU"
                r"\b(?:los(?:e|es|t|ing)|gain(?:s|ed|ing)?)"
                r"(?:\s+(?:about|around|roughly|nearly|almost|over|~))?)"
                r"\s*(?:to\s*)?",
                24,
            ),
            _cue_after(
                # ("10 points (or more) of accuracy lower")
                r"(?i:^\s*(?:\([^)]{0,12}\)\s*)?(?:of\s+)?(?:accuracy\s+)?(?:higher|lower|better|worse|"
                r"ahead|behind|more|less|gain|"
                r"drop|gap|loss))",
                32,
            ),
        ),
        needs=("point",),
    ),
    # points in words, a change after them: "only one or two points improvement" (not "one or
    # two point difference due to the randomness", a spread)
    Rule(
        "score",
        r"\b(?P<fig>(?i:(?:one|two|three|four|five)(?:\s+(?:or|to)\s+(?:two|three|four|five|six))?|"
        r"a\s+couple\s+of|a\s+few)\s+(?:percentage\s+)?points?)(?=\s+(?:of\s+)?(?i:improvement|gain|"
        r"higher|better|lower|worse|drop|increase|decrease|boost)\b)",
        first=WORD,
        needs=("point",),
    ),
    # a loss reached, in English (a bare "loss 2" names a loss too often to be a value): "the
    # loss of the 'opt' worker is 5.1" (not "the loss weight is 0.5")
    Rule(
        "score",
        r"\b(?i:loss)(?!\s+(?i:weights?|scales?|coefficients?|functions?|types?|terms?|masks?)\b)"
        r"(?:\s+of\s+[^.;:=,\d]{1,30}?)?\s+(?i:is|was|reached|reaches|stays\s+at|stayed\s+at|"
        r"(?:dropped|drops|fell|falls|went\s+down|goes\s+down|converged|converges)\s+to)\s+"
        r"(?:(?i:about|around|roughly|only|still|now|at)\s+)?"
        # (not a loss defined as nothing: "the loss is 0 for padded tokens")
        rf"(?!0(?![\d.]))(?P<fig>{VALUE}){_NO_MORE}{_STANDS_ALONE}",
        first=WORD,
        needs=("loss",),
    ),
    # a game player's rating: "trained a model to a guesstimate of 1200 elo", "an Elo of 1500"
    Rule("score", rf"{VALUE}\s*(?i:elo)\b", needs=("elo",)),
    Rule(
        "score",
        r"\b(?i:elo)(?:\s+(?i:rating|score))?\s+(?i:of|at|is|was|reached)\s+"
        rf"(?:(?i:about|around|roughly|over|nearly)\s+)?(?P<fig>{VALUE}){_NO_MORE}",
        first=WORD,
        needs=("elo",),
    ),
    # how often a player wins: "the model wins 50% of the time vs the lookahead player"
    Rule(
        "percent",
        r"\b(?i:wins?|won|winning|beats?)\s+(?:(?i:about|around|roughly|over|nearly|only)\s+)?"
        rf"(?P<fig>{VALUE}\s*%)\s+(?i:of)\s+(?i:the\s+)?(?i:time|games|matches)\b",
        first=WORD,
        needs=("win", "won", "beat"),
    ),
    # a ratio or efficiency reached: "the scaling ratio … can reach 0.85"
    Rule(
        "score",
        r"\b(?i:ratio|efficiency)\b[^.;:]{0,60}?\b(?i:reach(?:es|ed)?|achiev(?:es|ed)?)\s+"
        rf"(?:(?i:around|about|up\s+to|over|nearly)\s+)?(?P<fig>{VALUE})(?![\w%×-])",
        first=WORD,
        needs=("ratio", "efficiency"),
    ),
    Rule(
        "cost",
        r"\b(?i:(?:tens\s+of\s+|hundreds\s+of\s+)?(?:millions|billions|thousands))\s+of\s+"
        r"(?i:dollars|yuan|euros|USD)\b",
        first=WORD,
        needs=("dollars", "yuan", "euros", "usd"),
    ),
    # the dollar sign after the amount: "as low as 0.76$/h" (not inline TeX: "$3$", "2$\times$")
    Rule(
        "cost",
        rf"(?<!\$)(?<!\$\s){VALUE}\s*\$(?![\\A-Za-z0-9{{])(?:\s*/\s*(?i:h|hr|hour|month|GPU))?",
        # outside inline math: an even number of dollar signs before it
        lambda text, start, end: text.count("$", 0, start) % 2 == 0,
        needs=("$",),
    ),
    Rule(
        "cost",
        rf"\b(?:USD|US\$|EUR|CNY|RMB)\s?{VALUE}(?:\s*(?i:million|billion))?",
        first=WORD,
        needs=("usd", "us$", "eur", "cny", "rmb"),
    ),
    Rule(
        "cost",
        rf"{VALUE}\s*(?:[A-Za-z]+\s+){{0,2}}?per\s+(?:dollar|USD|\$)",
        needs=("per dollar", "per usd", "per $"),
    ),
    # "worth double-digit percent", "single-digit millisecond latency"
    Rule(
        "percent",
        r"\b(?i:single|double|triple)-digit\s+(?i:percent(?:age)?s?|%)",
        first=WORD,
        needs=("digit",),
    ),
    Rule(
        "latency",
        r"\b(?i:single|double|triple)-digit\s+(?i:(?:milli|micro)?seconds?|ms|µs|us)\b",
        first=WORD,
        needs=("digit",),
    ),
    # a maximum length named before its value: "maximum supported sequence length is 4096"
    Rule(
        "tokens",
        # (not a setting listed: "a maximum context length of 16k", "a max input length of 8192")
        r"\b(?i:max(?:imum)?\s+(?:supported\s+)?(?:sequence|context|input)\s+length)\s+"
        r"(?i:is|was)\s*(?:(?i:up\s+to|about|around)\s+)?"
        rf"(?P<fig>{NUMBER}(?:\s?[KkM](?![A-Za-z]))?)(?!\d|\.\d)(?!\s*(?i:tokens?)\b)",
        # (nor a default: "the maximum sequence length is 8192 by default")
        lambda text, start, end: _DEFAULT_NEAR.search(text, max(0, start - 60), end + 30) is None,
        first=WORD,
        needs=("length",),
    ),
    # a latency written against its name: "P99 latency20ms"
    Rule(
        "latency",
        # a time against the processor it ran on: "模型加载时间为：cpu1.90s/gpu0.15s"
        r"\b(?i:latency|ttft|tpot|itl|cpu|gpu|npu)(?P<fig>\d+(?:\.\d+)?\s?(?:ms|µs|us|s))(?![A-Za-z0-9])",
        first=WORD,
        needs=("latency", "ttft", "tpot", "itl", "cpu", "gpu", "npu"),
    ),
    # a time per unit of work named before its bare value: "the expected ms/token is about 60"
    Rule(
        "latency",
        r"\b(?i:(?:ms|µs|us|s|secs?|seconds?)\s*/\s*(?:tokens?|tok|steps?|its?|iter(?:ation)?s?|"
        r"images?|imgs?|frames?|samples?|batch(?:es)?))\s+(?i:is|was|of|=|:)\s*"
        r"(?:(?i:about|around|roughly|approximately|only|just|~)\s*)?"
        rf"(?P<fig>{NUMBER}){_NO_MORE}"
        r"(?=\s*(?:$|[,.;:)]|(?:or|and|on|in|with|for|at|when|but|so|which|while)\b))",
        first=WORD,
        needs=("/token", "/tok", "/step", "/it", "/iter", "/image", "/img", "/frame", "/sample"),
    ),
    # "half of what it was before": a share of the earlier value
    Rule(
        "ratio",
        r"\b(?i:half|a\s+(?:third|quarter))\s+of\s+what\s+it\s+(?:was|is|used\s+to\s+be)\b",
        first=WORD,
        needs=("what",),
    ),
    # a rate per clock cycle: "about 0.5 warp-inst/clk/SM"
    Rule(
        "throughput",
        rf"{VALUE}\s*[A-Za-z][\w-]*\s*/\s*(?:clk|cycle|clock)\b(?:/[A-Za-z]+)?",
        needs=("/clk", "/cycle", "/clock", "/ clk", "/ cycle"),
    ),
    # a hedged value in scientific notation: "differences of approximately 1e-6 to 1e-8"
    Rule(
        "score",
        r"(?:(?<=approximately )|(?<=about )|(?<=around )|(?<=roughly ))"
        rf"(?P<fig>{NUMBER}(?:\s*(?:to|-|–)\s*{NUMBER})?)",
        # a hyper-parameter is a setting: "a learning rate of about 3e-4"
        lambda text, start, end: (
            "e" in text[start:end].lower()
            and _HYPERPARAMETER.search(_before(text, start, 30)) is None
        ),
        # the words its look-behind reads (an exponent may have no sign: "about 5e13")
        needs=("approximately ", "about ", "around ", "roughly "),
    ),
    Rule("score", rf"{VALUE}\s*(?:MFU|HFU|MBU)\b", needs=("mfu", "hfu", "mbu")),
    # a default whose unit the sentence names first: "in seconds (default = 30)", "cache in
    # bytes (default: 1G)"
    Rule(
        "latency",
        r"\b(?i:in\s+(?:seconds|milliseconds|ms|minutes|bytes|MB|GB|MiB|GiB))\b[^.;()]{0,12}?"
        rf"\(\s*(?i:default)\s*[:=]?\s*(?P<fig>{NUMBER}[KMGT]?)\s*\)",
        first=WORD,
        needs=("default",),
    ),
    # memory in its unit named after it: "a value of 2000 (in Mib)"
    Rule(
        "memory",
        rf"{VALUE}(?=\s*\((?i:in\s+)?(?:MiB|Mib|Mi|MB|GiB|Gib|Gi|GB|bytes)\))",
        needs=("mib", "mi)", "mb", "gib", "gi)", "gb", "bytes"),
    ),
    # a monthly count of calls: "每个月5000次的免费额度足够了"
    Rule(
        "throughput",
        rf"每个?月\s*(?P<fig>{VALUE}\s*[万千]?\s*次)",
        first=HAN,
        needs=("月",),
    ),
    # a size after a hedge, where the clause ends or memory is named: "镜像大概80M",
    # "非对话时大概36M常驻内存" (not a count: "约2M条数据")
    Rule(
        "memory",
        r"(?:大概|大约|约|差不多)\s*(?P<fig>\d+(?:\.\d+)?\s?[MG])"
        r"(?=\s*(?:$|[，。,.；;！!？?）)]|左右|常驻|内存|显存))",
        first=HAN,
        needs=("大概", "大约", "约", "差不多"),
    ),
    # a run's length in days with a decimal, which no date has: "on a single machine in 8.5 days"
    Rule("latency", r"\d+\.\d+\s*(?i:days?|weeks?)\b"),
    # orders of magnitude counted: "an improvement of up to 2 orders of magnitude"
    Rule(
        "ratio",
        r"\b(?:\d+|(?i:one|two|three|four|five|several|a\s+few))\s+(?i:orders?\s+of\s+magnitude)\b",
        first=r"[\dA-Za-z]",
        needs=("magnitude",),
    ),
    # memory that grows by a size in M or G: "Memory increase 10M after about 1000 times' inference"
    Rule(
        "memory",
        r"\b(?i:memory|RAM|VRAM)\s+(?i:increase[sd]?|grows?|grew|leaks?|leaked|rises?|rose)\s+"
        r"(?i:by\s+)?(?P<fig>\d+(?:\.\d+)?\s?(?:[MG]B?|Mi?B|Gi?B))(?![A-Za-z0-9])",
        first=WORD,
        needs=("memory", "ram"),
    ),
    # memory in a lower-case Gb a few words after memory is named: "my memory usage goes above
    # 6Gb, but when using ollma it stays below 3Gb"
    Rule(
        "memory",
        # (a verb of use or a bound between: "The machine is AMD3950X, 32 gb RAM, 3070Ti (8 Gb
        # VRAM)" names parts)
        r"\b(?i:memory|RAM|VRAM)\b(?=[^.;!?]{0,40}?\b(?i:usage|used|uses?|consum\w*|goes|went|"
        r"stays?|stayed|reach\w*|peaks?|grows?|above|below|to|is|was|~)\b)"
        r"[^.;!?]{0,40}?(?P<fig>\d+(?:\.\d+)?\s?Gb)(?![A-Za-z0-9/])",
        first=WORD,
        needs=("gb",),
    ),
    # a size before 空间 in English: "store the entire imagenet dataset in around 250G space"
    Rule(
        "memory", r"\d+(?:\.\d+)?\s?[MGT]B?(?=\s+(?:of\s+)?(?:disk\s+)?space\b)", needs=("space",)
    ),
    # memory that leaks or jumps to a size: "我是从14G泄露到47.8G"
    Rule(
        "memory",
        r"(?:泄露|泄漏|暴涨|涨)到\s*(?P<fig>\d+(?:\.\d+)?\s?[MG]B?)(?![A-Za-z0-9])",
        first=HAN,
        needs=("泄露", "泄漏", "涨"),
    ),
    Rule(
        "memory",
        r"从\s*(?P<fig>\d+(?:\.\d+)?\s?[MG]B?)\s*(?=(?:泄露|泄漏|暴涨|涨)到)",
        first=HAN,
        needs=("泄露", "泄漏", "涨"),
    ),
    # points of a gap or a change: "有1.5个点左右的差距", "差一或两个点"
    Rule(
        "percent",
        rf"(?P<fig>{VALUE}\s*个\s*点)(?=\s*(?:左右|上下)?\s*的?\s*(?:差距|差别|提升|下降|损失|波动))",
        needs=("点",),
    ),
    Rule(
        "percent",
        # ("结果还是差一两个点")
        r"差了?\s*(?P<fig>[一二两三四五六七八九十](?:\s*(?:或|到|至|~|-)?\s*[一二两三四五六七八九十])?\s*个\s*点)",
        first=HAN,
        needs=("点",),
    ),
    # a timeout or a time with its unit in brackets before the value: "Timeout(ms)=60000"
    Rule(
        "latency",
        r"\b(?i:timeout|latency|time|delay|duration)\s*\((?i:ms|s|us|sec|seconds)\)\s*[=:]\s*"
        r"(?P<fig>\d+(?:\.\d+)?)",
        first=WORD,
        needs=("ms)", "s)", "us)", "sec)", "seconds)"),
    ),
    # a card's price in 块: "我这个 350 块的垃圾矿卡也能跑" (not "4块卡", a count)
    Rule("cost", r"\d{2,}(?:\.\d+)?\s*块(?=的[^，。；,;]{0,6}(?:卡|显卡|GPU))", needs=("块",)),
    # a share in words: "GGUF can be sped up a few % with cublas"
    Rule("percent", r"\b(?i:a\s+few|several)\s*%", first=WORD, needs=("%",)),
    # a model's file in brackets after its format: "I tested LTX INT8 (20G)", "GGUF (17G)"
    Rule(
        "memory",
        r"\b(?:INT[48]|FP(?:8|16|32)|BF16|GGUF|AWQ|GPTQ|NF4)\s*\((?P<fig>\d+(?:\.\d+)?\s?GB?)\)",
        first=WORD,
        needs=("int", "fp", "bf16", "gguf", "awq", "gptq", "nf4"),
    ),
    # a unit named after its value: "默认为18000000，单位为秒", "1800 (in seconds)"
    Rule(
        "latency",
        rf"{VALUE}(?=\s*[,，]\s*单位(?:为|是)\s*(?:秒|毫秒|微秒|分钟|小时)|"
        r"\s*(?:(?i:is\s+the\s+default)\s*)?\((?i:in\s+)?(?:seconds|milliseconds|ms|minutes)\))",
        needs=("单位", "second", "ms", "minute"),
    ),
    Rule(
        "score",
        r"\b(?i:acceptance\s+rates?)(?:\s+(?:alpha|α))?[^.;\d]{0,20}?"
        r"(?P<fig>~?\d?\.\d+(?:\s*[-–]\s*\d?\.\d+)?)",
        first=WORD,
        needs=("acceptance",),
    ),
    # a hedged ratio named before its value: "FLOP to byte ratios of around 100-200"
    Rule(
        "score",
        rf"\b(?i:ratios?\s+of\s+(?:around|about|roughly|approximately|~|over|up\s+to)\s*)"
        rf"(?P<fig>{VALUE})(?![\w%:])",
        first=WORD,
        needs=("ratio",),
    ),
    # a duration in words before what it takes to do: "it was showing an hour to generate", "a
    # minute per image"
    Rule(
        "latency",
        r"\b(?i:an?|one|half\s+an?)\s+(?i:hour|day|minute)\b(?=\s+(?i:to\s+(?:generate|render|train|"
        r"run|process|finish|complete|compile|build|converge|transcribe|encode|decode|infer)\b|"
        r"per\s+(?:image|frame|step|epoch|video|sample|request|iteration)\b))",
        first=WORD,
        needs=("hour", "day", "minute"),
    ),
    # a duration in words after a bound or a verb of taking: "less than an hour", "within a
    # day", "It takes me at least a week", "It takes a whole minute just to start" (a week only
    # after a verb of taking or a lower bound: "failed within a week" is a window); the bound is
    # part of the figure, the verb is not
    *(
        Rule(
            "latency",
            # ("it may cost half day", as written)
            rf"\b{opening}(?:an?|one|half(?:\s+an?)?)\s+(?:(?i:whole|full)\s+)?(?i:{units}))\b",
            first=WORD,
            needs=tuple(units.split("|")),
        )
        for opening, units in (
            (
                r"(?P<fig>(?i:(?:less|more)\s+than|under|within|about|around|roughly|nearly|"
                r"almost|up\s+to)\s+",
                "hour|day|minute|second|millisecond",
            ),
            (rf"{_DONE_IN}\s+(?P<fig>", "hour|day|week|minute|second"),
            # "the update could take anywhere between a minute and an hour"
            (
                r"(?i:take|takes|took|taking)\s+(?:anywhere\s+)?between\s+(?P<fig>",
                "hour|day|week|minute|second",
            ),
            (
                # "takes longer than an hour"
                r"(?i:at\s+least|limited\s+to|capped\s+at|"
                r"(?:takes?|took|costs?)(?:\s+(?:me|us|it|them))?(?:\s+longer\s+than)?)"
                r"\s+(?P<fig>",
                "hour|day|week|minute|second|millisecond",
            ),
        )
    ),
    # a time unnamed but for its unit, after a verb of taking and a bound: "it should take only
    # seconds", "training takes just minutes" (not "it takes seconds to minutes to decide", with
    # no bound)
    Rule(
        "latency",
        r"\b(?i:takes?|took|taking)\s+(?P<fig>(?i:only|just|mere(?:ly)?)\s+(?:a\s+few\s+)?"
        # (not data of that length: "takes only seconds of reference audio")
        r"(?i:(?:milli)?seconds|minutes|hours))\b(?!\s+of\b)",
        first=WORD,
        needs=("second", "minute", "hour"),
    ),
    # days or weeks a run used up: "ended up using ~1 week for model training with CPU", "spent
    # 3 days on fine-tuning"
    Rule(
        "latency",
        r"\b(?i:using|used|spent|spending|spend)\s+(?P<fig>(?i:about\s+|around\s+|nearly\s+)?~?\s*"
        r"\d+(?:\.\d+)?\s*(?i:weeks?|days?|hours?))\s+(?i:for|on)\s+(?:\w+\s+)?"
        r"(?i:training|inference|processing|fine-?tuning|compil\w+|runs?|the\s+run)\b"
        # (not time spent on a fault: "spent 2 days on the inference bug")
        r"(?!\s+(?:bugs?|issues?|problems?|errors?|code)\b)"
        # (not a data split by days: "using 6 days for training and 1 day for testing")
        r"(?!\s+and\s+(?:\d+|one|a)\s+days?\s+for\b)",
        first=WORD,
        needs=("week", "day", "hour"),
    ),
    # a percentage in words: "within a few percent of the baseline" (not a share)
    Rule(
        "percent",
        r"\b(?i:a\s+few|several|a\s+couple\s+of|multiple)\s+(?i:percent(?:age\s+points?)?)\b",
        _percent_is_metric,
        first=WORD,
        needs=("percent",),
    ),
    # hours of a named GPU or of GPUs in words: "trained in under one H100 hour", "millions of
    # GPU hours", "a few TPU days"
    Rule(
        "cost",
        rf"\b(?i:an?|one|{u.EN_AMOUNT_WORDS})\s+"
        r"(?:[A-Z]{1,2}\d{2,4}[A-Za-z]?[- ](?:GPU[- ])?|(?i:GPU|TPU|accelerator)[- ])"
        r"(?i:hours?|days?)\b",
        first=WORD,
        needs=("hour", " day", "-day"),
    ),
    # a context length named first, its value after a cue and without a unit: "上下文（最长可达
    # 32K）", "context length of up to 32K"
    Rule(
        "tokens",
        r"(?:上下文|上下文长度|上下文窗口|(?:令牌|词元|(?i:token))(?:总数|数))[^，。；,;\d]{0,8}?"
        r"(?:最长|最大|最多|长达|高达|可达)\s*"
        rf"(?P<fig>{VALUE}\s*[KkMm万])(?![A-Za-z0-9]){_NO_TOKEN_UNIT}",
        first=HAN,
        needs=("上下文", "令牌", "词元", "token"),
    ),
    # the longest context supported, by the setting's name: "本模型支持的max-model-len为8192",
    # "可以支持的max-model-len为16k"
    Rule(
        "tokens",
        r"支持的?\s*(?:(?i:max[-_]model[-_]len)|最大上下文长度|上下文长度)\s*(?:为|是|=|:|：)\s*"
        rf"(?P<fig>{VALUE}\s*[KkMm]?)(?![A-Za-z0-9]){_NO_TOKEN_UNIT}",
        first=HAN,
        needs=("支持",),
    ),
    Rule(
        "tokens",
        r"\b(?i:(?:context(?:\s+(?:length|window))?|sequence\s+lengths?)\s+(?:of\s+)?"
        r"(?:up\s+to|as\s+long\s+as))\s+"
        rf"(?P<fig>{VALUE}\s*(?:[KkM]|\s(?i:million))|(?i:a\s+million))(?![A-Za-z0-9]){_NO_TOKEN_UNIT}",
        first=WORD,
        needs=("context", "sequence"),
    ),
    # a loss or a unitless metric reached below or above a value: "achieves a loss <3.28"
    Rule(
        "score",
        r"\b(?i:loss|perplexity|PPL|BLEU|WER|CER|cosine(?:\s+similarity)?|(?:SQ|PS)?NR)\s*"
        r"(?P<fig>(?:[<>≤≥]=?|<=|>=)\s*\d+(?:\.\d+)?)"
        r"(?!\d|\.\d|%)",
        first=WORD,
        needs=("loss", "perplexity", "ppl", "bleu", "wer", "cer", "cosine", "nr"),
    ),
    # a context length changed, a verb between: "Context length grew from 2-4K (GPT-3) to 128K"
    Rule(
        "tokens",
        r"\b(?i:context(?:\s+(?:length|window))?s?)\b[^.;:]{0,40}?\b(?i:grew|grow\w*|went|"
        r"increas\w*|rose|expand\w*|extend\w*|jump\w*)\s+from\s+"
        rf"(?P<fig>{VALUE}\s*[KkM]?(?:\s*[-–]\s*{VALUE})?\s*[KkM](?:\s*\([^()]{{1,30}}\))?\s+to\s+"
        rf"{VALUE}\s*[KkM]\+?)",
        first=WORD,
        needs=("from",),
    ),
    # an adjective of a bound: "sub-40-microsecond token mask generation"
    Rule(
        "latency",
        r"\b(?i:sub-\d+(?:\.\d+)?-(?:micro|milli|nano)?seconds?)\b",
        first=WORD,
        needs=("sub-",),
    ),
    # work per unit of energy: "3.2k such queries per kWh"
    Rule(
        "energy",
        rf"{VALUE}\s*[kKM]?\s+(?:[a-z]+\s+){{0,2}}?(?i:queries|requests|tokens|images|inferences)\s+"
        r"per\s+(?i:kWh|joule|J\b|watt-hour|Wh)",
        needs=("per",),
    ),
    # a unit in inline TeX: "8.72\ \mathrm{GiB}", "377\mu s"
    Rule(
        "memory",
        rf"{VALUE}\s*(?:\\[ ,;:!])?\s*\\(?:mathrm|text|rm)"
        r"\{\s*(?:[KMGTP]i?B|(?i:[TPG]?FLOPS?)|GB/s)\s*\}",
        needs=("mathrm", "text", "rm"),
    ),
    Rule("latency", rf"{VALUE}\s*\\(?:mu|micro)\s*s\b", needs=("mu", "micro")),
    Rule(
        "bandwidth",
        r"(?<![A-Za-z0-9_.])\d+(?:\.\d+)?[eE][-+]?\d+"
        r"\s+(?:[a-z-]+\s+){0,2}?(?i:bandwidth|FLOPs?|bytes)\b",
        needs=("e",),
    ),
    # a multiplier in inline TeX: "$3.5\times$", "($\sim3\times$)", "up to 20$\times$"
    Rule("ratio", rf"{VALUE}\s*\$\s*\\times\s*\$", needs=("times",)),
    Rule(
        "ratio",
        rf"\$\s*(?:\\sim|\\approx|~)?\s*(?P<fig>{NUMBER}(?:\s*[-–~]\s*{NUMBER})?)\s*\\times\s*\$",
        first=SIGN,
        needs=("times",),
    ),
    # scientific notation in TeX: "$3.12 \times 10^{14}$ FLOPS", "FLOPs/s 为 $3.12 \times 10^{14}$"
    Rule(
        "compute",
        rf"{_TEX_SCIENTIFIC}\s*(?i:[TPGE]?FLOP[sS]?(?:\s*/\s*s)?)(?![A-Za-z0-9])",
        first=SIGN,
        needs=("times", "cdot"),
    ),
    Rule(
        "compute",
        r"\b(?i:[TPGE]?FLOP[sS]?(?:\s*/\s*s)?)\s*(?:[:=：]|为|约为|是|达到?)\s*(?:约|~)?\s*"
        rf"(?P<fig>{_TEX_SCIENTIFIC})",
        first=WORD,
        needs=("flop",),
    ),
    # a number in inline TeX, its unit after it: "$\approx 1.8$ seconds", "$5-13$ 毫秒"
    *(
        Rule(
            category,
            rf"\$\s*(?:\\approx|\\sim|~)?\s*{VALUE}(?:\s*[-–]\s*{VALUE})?\s*\$\s*{unit}",
            first=SIGN,
            needs=("$",),
        )
        for category, unit in _TEX_UNITS
    ),
    # the same in \( … \), a variable set before the value: "\(W = 200\) ms", "\(\lambda = 50\)
    # req/s"
    *(
        Rule(
            category,
            r"\\\(\s*(?:[^()$=]{1,40}?=\s*)?(?:\\approx|\\sim|~)?\s*"
            rf"(?P<fig>{VALUE}(?:\s*[-–]\s*{VALUE})?\s*\\\)\s*{unit})",
            first=r"\\",
            needs=("\\(",),
        )
        for category, unit in _TEX_UNITS
    ),
    Rule(
        "cost",
        # not inline TeX left in prose: "$2BEM_x$", "$4 * \text{params}$", "($3H$)", "$256$",
        # "$1/N$"
        rf"[$¥￥]\s?{NUMBER}(?!\d|[.,]\d|\S{{0,12}}\$)(?:\s*(?:million|billion|[kKM]\b))?"
        r"(?![^$\n]*?(?:\\[a-zA-Z]+|[_^{}]|[A-Z]{2})[^$\n]*\$)",
        first=SIGN,
        needs=("$", "¥", "￥"),
    ),
    # a score named right before it, a space between: "For the 224x224 model: mAP 18.4, mAP50
    # 30.5" (a decimal: "BLEU 4" names the metric)
    Rule(
        "score",
        # ("at mean LPIPS 0.523")
        r"\b(?:m?AP(?:50|75)?|mIoU|BLEU|PSNR|FID|LPIPS|SSIM|FVD|(?i:ppl))\s+(?P<fig>\d+\.\d+)"
        r"(?![\w%×-]|\.\d)(?=\s*(?:$|[,.;)]|and\b))",
        first=WORD,
        needs=("map", "ap", "miou", "bleu", "psnr", "fid", "ppl", "lpips", "ssim", "fvd"),
    ),
    # a token or frame rate in Hz: "the output token rate is about 32 Hz"
    Rule(
        "throughput",
        r"\b(?i:tokens?|frames?|updates?)\s+rate\s+(?:is|was|of)\s+(?:about|around|roughly|~)?\s*"
        r"(?P<fig>\d+(?:\.\d+)?\s*Hz)\b",
        first=WORD,
        needs=("rate",),
    ),
    # peak compute named first: "32-bit flops=156T"
    Rule(
        "compute",
        r"\b(?i:t?flops)\s*[=:：]\s*(?P<fig>\d+(?:\.\d+)?\s*[TGP])(?![A-Za-z0-9])",
        first=WORD,
        needs=("flops",),
    ),
    # an accuracy after 精度 (not a precision in bits: "精度为 16 位"): "某模型精度为 100"
    Rule(
        "score",
        # ("精度能到79+了")
        r"精度\s*(?:为|是|达到|可达|只有|仅有|仅为|能到|可以到|能达到|只能到)\s*(?P<fig>\d+(?:\.\d+)?)"
        r"(?![\d.A-Za-z]|\s*(?:位|比特|-?bit|%|倍))",
        first=HAN,
        needs=("精度",),
    ),
    # two scores reached, as a test reports them: "测试集仅能达到42.9/65.3"
    Rule(
        "score",
        r"达到\s*(?P<fig>\d{1,2}\.\d\s*/\s*\d{1,2}\.\d)(?![\d.%])",
        first=HAN,
        needs=("达到",),
    ),
    # a download's size in brackets: "下载预编译版主文件(1.7G) 和 模型(3G)"
    Rule(
        "memory",
        r"(?:文件|安装包|压缩包)\s*[（(]\s*(?P<fig>\d+(?:\.\d+)?\s*[GM]B?)\s*[）)]",
        first=HAN,
        needs=("文件", "安装包", "压缩包"),
    ),
    Rule(
        "memory",
        r"模型\s*[（(]\s*(?P<fig>\d+(?:\.\d+)?\s*GB?)\s*[）)]",
        first=HAN,
        needs=("模型",),
    ),
    # a run's length in Chinese words after a verb: "训练一个多月", "需要大概四天多"
    Rule(
        "latency",
        r"(?:训练|需要|花了?|耗时|用了)\s*(?:大概|大约|约|差不多)?\s*"
        r"(?P<fig>一个多月|[一二两三四五六七八九十几]+(?:、[一二两三四五六七八九十])?"
        r"(?:个多?月|天多?|周|个多?小时))",
        first=HAN,
        needs=("训练", "需要", "花", "耗时", "用了"),
    ),
    # a size before 空间: "该部分需要 16M 的空间进行存储"
    Rule(
        "memory",
        r"\d+(?:\.\d+)?\s?[MGT]B?(?=\s*(?:的)?\s*(?:存储|磁盘|硬盘)?空间)",
        needs=("空间",),
    ),
    # half of a speed lost or gained: "并发性能低了一半"
    Rule(
        "ratio",
        r"(?:性能|吞吐量?|速度|并发)[^，。；]{0,6}?(?:低|降低|下降|少|慢|提高|提升|高|快)了\s*(?P<fig>一半)",
        first=HAN,
        needs=("一半",),
    ),
    # the longest input a run took, in tokens: "token最大长度约7000"
    *(
        Rule(
            "tokens",
            rf"{before}(?i:tokens?)\s*(?:的)?\s*最大长度\s*(?:约|为|是|可达|达到)?\s*(?P<fig>\d+)(?![\d.])",
            first=first,
            needs=("最大长度",),
        )
        # (after a Chinese character a Latin word has no word boundary: "可输入的token最大长度")
        for before, first in (("", WORD), ("[\u4e00-\u9fff]", HAN))
    ),
    # hundreds of a size written as a plural: "in the order of the 100s of MBs to GBs"
    # (in play only where a size is written: "of" is in nearly every text)
    Rule("memory", r"\b(?P<fig>\d+0s\s+of\s+(?:MBs?|GBs?|TBs?))\b", needs=("mb", "gb", "tb")),
    # a score after its value: "around .85 f-score", "0.75 f-score"
    # ("around .85 f-score": a leading point is read as a 0, "085")
    Rule(
        "score",
        r"(?<![\w.])(?P<fig>(?:\d+\.\d+|0\d+)\s+(?i:f-?score|f1(?:-score)?))\b",
        needs=("score", "f1"),
    ),
    # a training run's length in brackets: "trained with 8 V100 GPUs (~5 days)"
    Rule(
        "latency",
        r"\b(?i:trained)\b[^.;]{0,60}?\(\s*~?\s*(?P<fig>\d+(?:\.\d+)?\s*(?:days?|hours?|weeks?))\s*\)",
        first=WORD,
        needs=("trained",),
    ),
    # a slowdown or speed-up by a factor: "ingestion has slowed down by more than a factor of 2"
    Rule(
        "ratio",
        r"\b(?i:slow(?:ed|s)?\s+down|sped\s+up|speeds?\s+up)\s+by\s+"
        r"(?:(?i:more\s+than|about|roughly|almost|nearly)\s+)?(?P<fig>a\s+factor\s+of\s+\d+(?:\.\d+)?)",
        first=WORD,
        needs=("factor",),
    ),
    # a time as a difference: "only results in a 9s delta"
    Rule(
        "latency",
        r"\b(?:an?|the)\s+(?P<fig>\d+(?:\.\d+)?\s?(?:ms|s))"
        r"(?=\s+(?:delta|difference|slowdown|overhead|penalty|regression)\b)",
        first=WORD,
        needs=("delta", "difference", "slowdown", "overhead", "penalty", "regression"),
    ),
    # a frame rate after 帧数: "最高帧数141帧", "将推理帧数提高至 151 帧"
    Rule(
        "throughput",
        # (not a limit, nor frames of data: "最大帧数限制是49帧", "16帧数据集")
        r"帧数(?!据|限制|上限)[^，。；]{0,12}?(?P<fig>\d+(?:\.\d+)?\s*帧)(?![/每数])",
        first=HAN,
        needs=("帧数",),
    ),
    # memory used per card, at the clause's end: "论文是单卡17G", "4卡训练每块卡17G"
    Rule(
        "memory",
        r"(?:每块卡|每张卡|每卡|是单卡)\s*(?P<fig>\d+(?:\.\d+)?\s*[gG][bB]?)(?=\s*(?:[，。；,;]|$))",
        first=HAN,
        needs=("卡",),
    ),
    # points lost in words, in quotes: "量化训练损失"几十个点""
    Rule(
        "score",
        r"损失\s*[\"“]?\s*(?P<fig>[几一二两三四五六七八九十]+个点)",
        first=HAN,
        needs=("个点",),
    ),
    # a recall at k before its value: "recall 20: 0.723954, recall 100: 0.78522"
    *(
        Rule(
            "score",
            rf"{before}(?i:recall|ndcg|mrr|hit\s*rate)\s*@?\s*\d+\s*[:：=]\s*(?P<fig>\d*\.\d+)",
            first=first,
            needs=("recall", "ndcg", "mrr", "hit"),
        )
        for before, first in (("\\b", WORD), ("[\\u4e00-\\u9fff]", HAN))
    ),
    # a fraction after a comparative of speed: "比CAFFE版本快三分之一"
    Rule(
        "ratio",
        r"[快慢]\s*(?P<fig>[一二三四五六七八九十]+分之[一二三四五六七八九十]+)",
        first=HAN,
        needs=("分之",),
    ),
    # an amount in words before G with memory after it: "几十 G 的内存"
    Rule(
        "memory",
        r"(?P<fig>[几数][十百]\s*[GgMmTt][Bb]?)\s*(?:的)?\s*(?:内存|显存)",
        first=HAN,
        needs=("内存", "显存"),
    ),
    # a score's gap bounded: "rough score与HFmodel的差距大于1", "差距均在1以内"
    Rule(
        "score",
        r"(?i:score|分数|得分|精度|准确率)[^。；]{0,40}?差距\s*(?:均|都)?\s*"
        r"(?P<fig>(?:大于|小于|超过|在)\s*\d+(?:\.\d+)?\s*(?:以内|以上)?)",
        first=r"[A-Za-z\u4e00-\u9fff]",
        needs=("差距",),
    ),
)

#: what every text with a figure holds, searched in the text lower-cased: every text is read
#: by it, and sre tries plain lower-case alternatives about three times faster than the same
#: words under ``(?i:)``
_PREFILTER_WORDS = (
    r"\d|[⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]|[倍成番半天周折¼½¾⅓⅔⅕⅛]|百分之|分之|量级|數量級|小[时時]|分[多半]?[钟鐘]|秒|[个個]月|[数數几幾]月|日内|星期|上下文|[词詞]元|令牌|"
    r"美元|美刀|[百千万亿][元刀瓦]|[数几][十百千万亿个兆]|上[十百千]兆|个点|"
    r"twice|thrice|fold|times|half|halv|doubl|tripl|quadrupl|magnitude|third|quarter|"
    r"fourth|fifth|tenth|hour|minute|second|day|week|month|byte|thousand|million|billion|trillion|"
    r"a\s+few|several|per\s?cent|factors?[\s-]+of|/\s?sec|dollar|usd|rmb|cny|yuan|euro|\beur\b|"
    # a bound in words with no other of these words: "sub-ms latency"
    r"(?:sub|multi)-ms|[千兆吉太拍]字节|"
    # a value in Chinese numerals after a metric's name: "吞吐量为三十二"
    r"[零〇一二两三四五六七八九十百千万亿壹贰叁肆伍陆柒捌玖拾佰仟]{2}|"
    # or one numeral where the value ends: "加速比：九。"
    r"[:：为是到达]\s*[一二两三四五六七八九十壹贰叁肆伍陆柒捌玖拾](?:[，。；！？、,.;!?）)]|$)|"
    # a share after Chinese numerals: "三十二%", "三十多‰", "叁拾贰个百分点"
    r"[零〇一二两三四五六七八九十百千壹贰叁肆伍陆柒捌玖拾佰仟][多余]?\s*(?:%|‰|个?百分点|pct)"
)
#: searched behind the class of its first characters: most positions fail one test
_PREFILTER = re.compile(f"{start_class(_PREFILTER_WORDS)}(?:{_PREFILTER_WORDS})")
#: words after an amount in words that a rule finds without a digit, each searched only in a
#: text that has the word: "two tokens", "百万tokens" (this prose names tokens everywhere),
#: "a couple of points"
_PREFILTER_AFTER_WORDS = (
    (
        "token",
        re.compile(
            rf"(?:\b(?:{u.EN_NUMBER_WORDS})|[零〇一二两三四五六七八九十百千万亿])[^.。;；]{{0,24}}?tokens?"
        ),
    ),
    ("points", re.compile(r"(?:couple\s+of|two|three)\s+(?:percentage\s+)?points")),
    (
        "cycles",
        re.compile(r"(?:one|two|three|four|single)(?:\s+(?:or|to)\s+\w+)?\s+(?:clock\s+)?cycles"),
    ),
    ("half", re.compile(r"half\s+(?:an\s+)?hour")),
    # iterations a second in Chinese numerals: "七十it"
    ("it", re.compile(r"[零〇一二两三四五六七八九十百千万亿]\s*it(?![a-z])")),
    # a lag in frames: "会有一帧的时间差"
    (
        "帧",
        re.compile(r"[零〇一二两三四五六七八九十百千万亿]\s*帧\s*的?\s*(?:延迟|时延|延时|时间差)"),
    ),
    # seconds in Chinese numerals: "需要十多s"
    ("s", re.compile(r"[零〇一二两三四五六七八九十百千万亿][多余]?\s*[mun]?s(?![a-z])")),
    # memory taken besides, in words: "会多占关键几 G 内存"
    ("多占", re.compile(r"多占[^，。]{0,4}?几\s*[gm]")),
)
#: a byte unit without a digit ("tens of GB"), in its own case: lower-cased, "mb" would pass
#: every "number"
_PREFILTER_CASED = re.compile(r"[KMGTP]B")


def may_hold_figure(text: str) -> bool:
    """False for a text no rule can find a figure in: most texts, skipped at the cost of
    one search."""
    lower = text.lower()
    return bool(
        _PREFILTER.search(lower)
        or _PREFILTER_CASED.search(text)
        or any(word in lower and words.search(lower) for word, words in _PREFILTER_AFTER_WORDS)
    )
