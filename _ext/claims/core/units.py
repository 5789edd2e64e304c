"""The detector's tables: how numbers, units, number words and context cues are written in
English and Chinese prose. Data only (regular-expression fragments); :mod:`claims.core.detector`
compiles them. A new unit is one row here; the Authoring guide explains each table with
examples (section "What the scan counts as a performance figure").
"""

from __future__ import annotations

import re
import unicodedata

#: a number as written in prose: 3, 3.35, 2,000, 1.5k, 12.6, 6.1e-03
NUMBER = (
    r"(?:\d+(?:\.\d+)?[eE][-+]?\d+"
    r"|\d+(?:,\d{3})*(?:\.\d+)?(?:\s?[kKM](?![A-Za-z]))?)"
)
#: what may stand between the two ends of a range: 2–4, 1.36 ~ 1.85, 26.5 → 32.74, 73.7k/14.8k
RANGE_SEP = r"(?:\s*(?:–|—|--|-|~|to|至|到|→|->)\s*|/)"
#: a number or a range; not glued to letters, digits or a dot before it (so "A100s",
#: "v0.5.17", "Llama-2-7B", "TPOT50" and "P99" do not start a figure)
# not inside a number: "768" of "32,768" is no number of its own, but "8" of "7,8秒" (a list:
# no thousands group has one or two digits) is; not after "@" ("pass@1")
VALUE = (
    rf"(?:(?<![A-Za-z0-9_.\-@])(?:(?<!\d,)|(?=\d{{1,2}}(?![\d.])|\d{{4}}))|(?<=\b[sS]ub-)|(?<=\b[nN]ear-))"
    rf"{NUMBER}(?:{RANGE_SEP}{NUMBER})?"
)

#: Chinese numerals that name an exact amount (一百万, 十)
ZH_DEFINITE = r"[零〇一二两三四五六七八九十百千万亿]+"
#: Chinese numerals, including the vague ones (几, 数, 多, 上 as in 上百); not 多少, which
#: asks ("推理速度大概是多少 tokens/s")
ZH_NUMERAL = (
    r"(?:[数几多上]?[零〇一二两三四五六七八九十百千万亿]+|(?:[数几]|多(?!少))[十百千万亿]?)"
)
#: English number words that count a multiple ("ten times cheaper", "several times faster")
EN_NUMBER_WORDS = (
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
    r"forty|fifty|sixty|seventy|eighty|ninety|(?:a|one)\s+hundred|hundreds\s+of|hundred|"
    r"(?:a|one)\s+thousand|several|a\s+few|tens\s+of|dozens\s+of"
)
#: an English number of a hundred or less in words ("forty", "twenty-five", "a hundred")
EN_PERCENT_WORDS = (
    r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|"
    r"five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|one|two|three|four|five|six|seven|eight|nine|(?:a|one)\s+hundred"
)
#: English words for vague or spelled-out amounts before a time or memory unit
EN_AMOUNT_WORDS = (
    r"(?:a\s+few|several)\s+(?:hundred|thousand)|(?:a|one)\s+(?:thousand|million|billion|trillion)|"
    r"(?:a|another|the\s+next|the\s+last)\s+few|several|multiple|mere|a\s+couple(?:\s+of)?|tens\s+of|"
    r"hundreds\s+of|thousands\s+of|"
    r"dozens\s+of|"
    r"millions\s+of|billions\s+of|trillions\s+of|"
    # ("million(s) of evaluations per second")
    r"(?:thousand|million|billion)\(s\)\s+of|"
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|"
    r"fifty|sixty|seventy|eighty|ninety|hundred"
)

#: units that follow a number, by category. Order matters: a unit that is the start of
#: another ("GB" of "GB/s", "s" of "sec") comes after it, and the categories are tried in
#: this order. ``(?i:...)`` marks units whose case varies in real prose.
#: "second" as the ordinal, after a rate's "a" or "every": a noun follows it
_NOT_ORDINAL = (
    r"(?!\s+(?i:time|request|round|run|pass|attempt|try|one|batch|step|token|chance|look|"
    r"copy|call|query|prompt|sample)s?\b)"
)

UNITS: dict[str, list[str]] = {
    "throughput": [
        r"(?i:req(?:uest)?s?\s*/\s*s(?:ec(?:ond)?)?)",
        # "465.45 Sequences/Sec", "1,200 samples/sec"
        r"(?i:(?:sequences|samples|images|frames|sentences)\s*/\s*s(?:ec(?:ond)?)?)\b",
        # (not the ordinal: "sent 1M tokens a second time", "every second request")
        rf"(?i:requests?\s+(?:per|a|each|every)\s+second){_NOT_ORDINAL}",
        r"(?i:tok(?:en)?s?\s*/\s*(?:s(?:ec(?:ond)?s?)?|ms))",
        # "从60t/s到90t/s": tokens abbreviated to t
        r"t/s(?![A-Za-z])",
        rf"(?i:tokens?\s+(?:per|a|each|every)\s+(?:GPU[-\s])?second){_NOT_ORDINAL}",
        # "serve over 980 trillion tokens a month"
        r"(?i:(?:(?:million|billion|trillion)\s+)?tokens\s+(?:a|an|per|each|every)\s+"
        r"(?:minute|hour|day|week|month))\b",
        r"(?i:queries\s*/\s*s(?:ec)?|queries\s+per\s+second)",
        # (tokens per GPU a second, as training logs print it: "600 tgs")
        r"rps|RPS|QPS|qps|O?TPS|tps|TPGS|TGS|tgs|IOPS",
        r"(?:个|次)?(?:请求|词元|令牌|查询|样本|图像|帧|(?i:tokens?))\s*/\s*秒",
        r"个?请求每秒",
        # "26~32 字词每秒", "112 token每秒"
        r"(?:个)?(?:字词|词元|令牌|字|词|(?i:tokens?))\s*每秒",
        r"(?i:fps)|帧\s*/\s*秒|帧每秒",
        # words a minute: "whisper gets 2,937 wpm"
        r"(?i:wpm)",
        # "1 instruction per cycle": a rate per clock cycle
        r"(?i:instructions?|ops|operations|FLOPs?)\s+per\s+(?:clock\s+)?cycle\b",
    ],
    "compute": [
        r"(?i:[TPGE]?FLOP[sS]?\s*/\s*s(?:ec)?)",
        # "125 Tensor TFLOPS", "989 dense TFLOPS": the kind of operation may come between
        # ("209.5 BF16 TFLOPS": the precision too)
        r"(?:(?i:tensor|dense|sparse)\s+)?(?:(?:BF16|FP(?:64|32|16|8|4)|TF32|INT[48]|MXFP[468]|NVFP4)\s+)?"
        r"(?i:[TPGEM]FLOPS?)",
        # "188 TeraFLOPS", "750 TOPS" (integer operations)
        r"(?i:(?:tera|peta|giga|exa)-?(?:flops?|ops))",
        r"[TPG]OPS",
        # multiply-accumulates: "more than 150 GMACs per frame"
        r"[GTM]MACs?(?:\s+per\s+(?:frame|image|token|sample|inference))?\b",
        # "算力在2tops": lower case only right after the number
        r"(?<=\d)[tpg]ops(?![A-Za-z0-9])",
        # "4TOPs": the plural written with a small s
        r"[TPG]OPs",
        # "NPU(2Tops * 3)"
        r"[TPG]ops\b",
    ],
    "bandwidth": [
        r"(?i:[KMGTP]i?B(?:ytes?)?\s*/\s*(?:s(?:ec)?|min)\b)",
        r"[KMGTP]i?B\s*/\s*秒",
        # in Chinese words: "32 太字节每秒", "32 GB 每秒"
        r"(?:千兆|[千兆吉太拍])?字节\s*(?:每秒|/\s*秒)|[KMGTP]i?B\s*每秒",
        r"(?:千兆|[千兆吉太])比特\s*(?:每秒|/\s*秒)",
        r"(?i:[KMGT]b(?:ps|/s))",
        # "16 Gbit/s"
        r"(?i:[KMGT]bits?\s*/\s*s(?:ec)?)(?![A-Za-z0-9])",
    ],
    "latency": [
        # minutes and seconds as a clock prints them: "7m48.808s", "~3min30sec"
        r"m\d+(?:\.\d+)?s(?![A-Za-z0-9])|min\s?\d+\s?(?:secs?|s|seconds)(?![A-Za-z0-9])",
        # hours and minutes: "耗时约2h17m"
        r"h\d{1,2}m(?:in)?(?![A-Za-z0-9])",
        # "around 5 more secs": time added
        r"(?i:more\s+(?:seconds?|secs?|minutes?|mins?|milliseconds?))\b",
        r"(?i:milli(?:second)?s?|microseconds?|nanoseconds?)",
        # abbreviations ending in "sec": "8.2 msec", "350 usec", "35 nsec", "12 µsec"
        r"(?i:[mµμun]secs?)\b",
        r"(?i:seconds?|minutes?|hours?)",
        # "~6.6segs" (seconds in Spanish), "10m/batch" (minutes a batch)
        r"(?<=\d)segs?\b|(?<=\d)m\s*/\s*(?i:batch|it(?:er)?|step|epoch)\b",
        # the common misspellings: "5 mintues", "10 secods"
        r"(?i:mintues?|minuets|minuts|miniutes|minites|secods|seonds|secounds|seocnds|"
        r"milisec(?:ond)?s?|milliseonds|hourse)\b",
        # not "4h->h", the shape of a projection
        r"ms|µs|μs|us|ns|(?i:secs?|mins?|hrs?)|h(?!\s*(?:->|→))",
        # not "8s Gen 3", a chip's name
        r"s(?!\s+(?:of|Gen)\b)",
        # "4 个小时前": when, not how long
        # "缩短11.35个小时"
        r"毫秒|微秒|纳秒|秒[钟鐘]?|(?:分[钟鐘]|(?:[个個]\s*)?小[时時])(?!前)",
        # a latency counted in cycles: "2 CPU cycles", "2 个 CPU 周期", "a latency of 400 cycles"
        # (not "3 cycles of training" nor "=1 cycles forward templates": rounds, a verb)
        r"(?i:(?:CPU|clock)\s+cycles?)|(?:个\s*)?(?:CPU\s*|时钟)周期|cycles(?!\s+(?:of|forward|backward|through|over|back)\b)",
        # in Chinese prose the singular: "div 需要 8 cycle，", "一般 1 - 3 cycle"
        r"cycle(?=\s*(?:[\u4e00-\u9fff,;:)。、]|$))",  # (full-width punctuation is read as ASCII)
    ],
    "memory": [
        r"[KMGTP]iBs?",
        r"[kKMGTP]B(?:ytes?|s)?",
        # French octets, only right after the number: "2Go", "500Mo"
        r"(?<=\d)[KMGT]o(?![A-Za-z0-9])",
        # a Kubernetes quantity: "配置为\"12Gi\""
        # (not a card's "Ti": "2080Ti"; not tokens: "4Mi tokens")
        r"(?<=\d)[MG]i(?![A-Za-z0-9])(?!\s*(?i:tokens?)\b)",
        # (written with a lower-case b: "a specific GPU memory amount (e.g. 2000Mib)")
        r"(?<=\d)[MG]ib(?![A-Za-z0-9])",
        r"(?i:(?:kilo|mega|giga|tera|peta)bytes?)",
        # "2Gb of memory": a capacity, where Gb/s would be a link's rate
        r"[KMGT]b(?=\s+(?:of\s+)?(?:(?i:total|usable|free)\s+)?(?:(?i:GPU|device|system)\s+)?(?i:memory|RAM|VRAM)\b)",
        # gigabytes in slang before memory: "it has 16 gigs of VRAM"
        r"(?i:gigs?)(?=\s+(?:of\s+)?(?:(?i:total|usable|free)\s+)?(?:(?i:GPU|device|system)\s+)?(?i:memory|RAM|VRAM)\b)",
        # "64K of static memory": K, M or G alone before "of … memory"
        r"(?<=\d)[KMG](?=\s+of\s+(?:(?i:static|on-?chip|shared|total|usable|free|GPU|device|system)\s+)*"
        r"(?i:memory|RAM|VRAM|SRAM|BRAM)\b)",
        # "43,008 bytes LDS"; a width per element is a data type's size ("2 bytes per parameter")
        r"bytes(?!\s+per\s+(?:parameter|param|element|value|weight|entry|number|thread|lane|warp|dimension)s?\b)",
        # "LDS 0 Byte", "1024 Byte", "64kb"
        r"Bytes?(?!\s+per\b)",
        r"kb(?![A-Za-z/])",
        # "requires 42gb": lower case, right after the number
        r"(?<=\d)(?:gb|tb|mb)(?![A-Za-z/])",
        # "a contiguous 512 B region": B with a space is bytes, not a model's size ("7B")
        r"(?<=\d )B(?![\w+-])(?!\s*(?i:parameters?|params?|models?|tokens?|LLMs?)\b)"
        # "8 B or 128 bits": a width, not memory
        r"(?!\s+or\s+\d+\s*bits\b)"
        r"(?!\s*(?:参数|模型))",
        # "32 吉字节", "32 千兆字节": a byte's multiple in Chinese words
        r"(?:千兆|[千兆吉太拍])?字节",
        # a magnitude between: "约为 10 亿 Byte"
        r"[万亿]\s*(?:Bytes?|字节)",
    ],
    # "1W字", "10W+ 用户": W for 万 before a Chinese noun is no watt
    "power": [
        r"[kMm]W",
        # "about 2kw": lower case only right after the number
        r"(?<=\d)kw(?![A-Za-z0-9])(?![的左]|\s*(?:左右|的话))",
        r"毫瓦",
        # (not a name's part: "300W_LP dataset")
        r"W(?!\s*(?:字|个|条|人|次|行|用户|\+)|_)",
        r"(?i:(?:kilo|mega|giga)?watts?)",
        r"千瓦",
        r"瓦",
    ],
    # a signal's quality in decibels: "~45 dB SQNR", "matches … to ≈−82 dB"
    "score": [r"dB"],
    # "0.03 Wh per request", "3Wh": watt-hours in their own case (not "wh", a word)
    "energy": [
        r"(?i:[mk]?J\s*/\s*(?:token|request|query)|joules?|kWh)",
        r"[mkMG]?Wh(?![A-Za-z0-9])",
        # ("One inference consumes 1.2 mJ" on a microcontroller)
        r"[pnμµumkM]J(?![A-Za-z0-9])",
        r"焦耳",
    ],
    "percent": [
        r"\\?%",
        r"‰",  # per mille: "errors fell 32‰"
        r"(?i:percent(?:age\s+points?)?)",
        r"(?i:per[\s-]*cent)",
        # abbreviated: "45 pct", "45 perc", "45 p.c." ("pc" alone is a computer)
        r"(?i:pcts?|perc(?![a-z])|p\.c\.)",
        r"个?百分点",
        # basis points and tenths of a per cent: "又有差不多0.0008万分点提升"
        r"[万千]分点",
    ],
    # "30-50 FLOP/Byte": an arithmetic intensity
    "ratio": [r"倍(?!速(?!度))", r"(?i:FLOPs?\s*/\s*Bytes?)\b"],
    "cost": [
        # "2.664M H800 GPU hours": a count suffix and a GPU's name may come between
        # ("as fast as 1 gpu day")
        r"(?:(?i:million|billion|thousand)\s+|[KM]\s+)?(?:[A-Z][A-Za-z0-9]*\s+)?"
        r"(?i:GPU[- ](?:hours?|days?))",
        # "8 H100 hours": a GPU's name for "GPU"
        r"[A-Z]{1,2}\d{2,4}[A-Za-z]?[- ](?i:hours?)\b",
        # "2.664M H800 GPU小时": the same count suffix and name before it
        r"(?:[KM]\s*)?(?:[A-Z][A-Za-z0-9]*\s+)?(?:个\s*)?(?:GPU|NPU|TPU|加速器)\s*小?时",
        r"万?\s*(?:个\s*)?(?:GPU\s*)?计算时",
        # (not "四卡时间", the time on four cards)
        # (and not "8卡时大部分时间…", "when on 8 cards"; "共消耗 8 卡时算力" is card-hours)
        r"卡时(?![间候]|大部分|大多)",
        # a magnitude may come between: "1亿美元", "1.5万元", "5千元"
        r"(?:[百千]|[十百千]?[万亿])?\s*美元|(?:[百千]|[十百千]?[万亿])?元",
        # "美刀", and "刀" after a magnitude ("一百万刀"): dollars in slang
        r"(?:[百千]|[十百千]?[万亿])?\s*美刀|(?:[百千]|[十百千]?[万亿])刀",
        # "3000 RMB", "几美分", "4¢ per million tokens"
        r"(?:RMB|CNY)\b|人民币|美分|块钱|¢",
        # traditional magnitudes: "600萬美元"
        r"[萬億]\s*美元",
    ],
}

#: a token count: a figure only with a result cue (below), else a setup value
TOKEN_UNITS = (
    r"(?:\s*(?i:million|billion|thousand))?\+?(?:\s*[(（][^()（）]{1,12}[)）])?[-\s]*(?:[个的级]\s*)?"
    r"(?:(?i:tokens?)(?![A-Za-z0-9_])(?!\s+per\s+(?!second|sec\b))|词元|令牌|"
    r"(?:超?长)?上下文|(?:输入)?(?:长)?窗口(?:长度)?|字符|(?:文本|序列|输入)长度|长序列|长文本|"
    # "可以一次性读完 3.5 万字以上的文档": characters read, counted in 万
    r"(?<=万)字(?!符)(?:以上)?|"
    # "长达65K长度的序列"
    # ("可以做到32k长度的训练")
    r"长度的?(?:序列|上下文|文本|训练|推理)|"
    r"(?i:sequence\s+lengths?|context(?:s|\s+lengths?|\s+windows?)?\b))"
)

#: words before a token count that make it a result ("up to 128K tokens", "支持 139K 上下文")
TOKEN_RESULT_CUES = (
    r"(?i:up\s*to|extend\w*|scal\w*\s+(?:up\s+)?to|reach\w*|achiev\w*|support\w*|"
    r"enabl(?:e|es|ed|ing)\b(?!_)|"
    # "pushed to 128K tokens"
    r"push\w*\s+to|"
    r"handl\w*|accommodat\w*|even|beyond|exceed\w*|more\s+than|over|break-even|possible|"
    # "I've seen it go as high as 100k tokens"
    r"as\s+high\s+as|"
    # a change of length ("from 64K tokens to 128K"), not a range ("range from 30,000 to")
    r"towards?|(?<!range\s)(?<!ranges\s)(?<!ranging\s)\bfrom\b[^.;]{1,40}\bto)|"
    # (not "在分离式架构支持下": with the support of)
    r"支持(?!下)|达到|高达|长达|可达|扩展到|扩展至|提升到|提升至|延长到|延长至|超过|最长|最多|实现了?|做到|"
    # "可在单块显卡上处理一百万词元": what a system can handle, not what a request holds
    r"(?:可|能)[^，。；,;]{0,20}(?:处理|读完)"
)

#: words right before a token count that make it a setup ("a 40,000-token prompt")
TOKEN_SETUP_BEFORE = (
    r"(?:(?i:\b(?:a|an|the|each|every|per|one|single|of|on|with|within|minus|plus|default:?|first|last))|"
    r"单个|单条|一个|一条|一次|每个|每条|每|默认(?:值)?(?:为|是)?[:：]?|(?:保留)?[前后]|"
    # the data a model was trained on: "经过了超过4万亿 token … 的训练", "处理了超过3.5万亿 token"
    r"(?:经过了|处理了|训练了)\s*(?:超过|逾|约)?|"
    # the corpus a model was trained on: "建立在前所未有的语料之上——超过 36 万亿个 token"
    r"语料[^，。；,;]{0,8}?(?:超过|逾|约|达)?|"
    # an example length: "（例如 100 万 token）", "e.g. 1M tokens"
    r"例如|比如|(?:如|例如|比如)\s*(?:支持|长达)|(?i:e\.g\.,?|for\s+example,?|such\s+as))\s*$|"
    # a batch size in tokens: "a tiny batch size (>240 tokens"
    r"(?i:batch\s+sizes?\s*(?:of|is|=|:|\()?\s*[>≥~]?)\s*$|"
    # a limit on what a run generates: "generate up to 256 tokens", "最长输出20个token", "it
    # generates only two tokens"
    r"(?i:\b(?:generat\w*|output\w*|produc\w*)\s+(?:up\s+to|at\s+most|a\s+maximum\s+of|only|just))\s*$|"
    r"(?:最长|最多)\s*(?:输出|生成)\s*$|"
    # a length a setting allows: "此长度设置允许模型生成长度达到4096个令牌" (not a method's:
    # "我们的方法允许推理长度达到 256K tokens")
    r"(?:设置|配置|参数)[^，。；,;]{0,4}?允许[^，。；,;]{0,12}?(?:长度|输出|生成)[^，。；,;]{0,4}?"
    r"(?:达到|为|至|到)\s*$|"
    # a limit set on what a message may hold: "限制输入最长为9K tokens"
    r"限制[^，。；,;]{0,8}?(?:最长|最多|最大|不超过)\s*(?:为|是)?\s*$|"
    # a threshold on what comes in: "inputs exceeding 32,768 tokens"
    r"(?i:\b(?:inputs?|requests?|prompts?|sequences?|texts?|documents?)\s+"
    r"(?:exceed\w*|longer\s+than|over|above))\s*$"
)

#: performance nouns: near a number word or a fraction they make it a figure
METRIC_WORDS = (
    r"(?i:throughput|latency|speed|memory|footprint|cost|bandwidth|goodput|performance|"
    r"TTFT|TPOT|ITL|time|capacity|usage|utili[sz]ation|efficiency|energy|power|FLOPs|"
    # ("qps" as engineers write it)
    # ("the token-per-second ratio")
    r"compute|overhead|traffic|storage|VRAM|price|data\s+movement|\b(?:QPS|TPS|RPS)\b|"
    r"tokens?[-\s]per[-\s]second)|\b(?:RAM|HBM)\b|"
    r"吞吐|延迟|时延|速度|显存|内存|成本|带宽|性能|时间|耗时|容量|占用|利用率|效率|开销|"
    r"算力|存储|功耗|通信|价格|售价|费用|计算量"
)
#: metrics a writer names right before a bare value, by the category of the figure, each as
#: (Latin names, more Latin names read only before a Chinese word, Chinese names, the words a
#: text must hold for the rule to be tried): "FPS:4.78",
#: "IPS可以达到80-90", "RTF大概在1.19左右", "Accuracy = 0.98", "a peak MRR of .73", "使用率为0"
METRICS_BEFORE_VALUE = {
    "throughput": (
        # "tokens/s均达到了50以上"
        # ("it/s 有60左右", "合成的速度大概是 30 左右", "推理速度应该在80～130左右")
        # ("the inference speed of EAGLE-2 is 66")
        r"FPS|QPS|O?TPS|RPS|IPS|(?i:fps|qps|tps|rps|ips|tflops|throughput|goodput|tokens?/s|it/s|"
        r"(?:inference|decod(?:e|ing)|generation|training|prefill)\s+speed|"
        # ("global steps per sec on my machine is around 2.95")
        r"(?:global\s+)?steps?\s+per\s+sec(?:ond)?)",
        "",
        r"吞吐(?:量|率)?|帧率",
        (
            "fps",
            "qps",
            "tps",
            "rps",
            "ips",
            "tflops",
            "throughput",
            "goodput",
            "per sec",
            "/s",
            "speed",
            "吞吐",
            "帧率",
        ),
    ),
    "score": (
        # ("mAP50-95 reached 0.43", "FID drops to 9.8", "pass@1 is 0.48")
        r"m?AP(?:50|75)?(?:[-–:]95)?|F1(?:-score)?|FID|SSIM|ROUGE(?:-(?:1|2|L|Lsum))?|METEOR|CIDEr|pass@\d+|MRR(?:@\d+)?|RMSLE|RMSE|MAE|AUC|NDCG(?:@\d+)?|BLEU|WER|CER|PPL|MFU|PSNR|"
        # the standard scores of other fields: views rendered and 3D shapes ("an LPIPS of 0.12",
        # "Chamfer distance drops to 0.012"), poses and trajectories ("MPJPE drops to 45.3", "the
        # ATE is 2.3 cm"), tracking ("MOTA reaches 76.5"), speakers and speech ("the EER is 1.2",
        # "PESQ of 3.21", "the MOS is 4.21", "the SDR is 9.2"), translation ("chrF is 58.1"),
        # generated images and video ("the FVD is 245"), segmentation ("the Dice is 0.87"),
        # driving ("NDS reaches 0.71"), point clouds ("the mAcc is 78.2")
        r"LPIPS|(?:PA-)?MPJPE|PCKh?(?:@[\d.]+)?|ATE|RPE|MOT[AP]|IDF1|HOTA|EER|chrF(?:\+\+)?|COMET|"
        r"BERTScore|CLIPScore|KID|FVD|SI-?SDR|SDR|PESQ|STOI|(?:UT)?MOS|HD95|NDS|mAcc|"
        r"(?i:lpips|mpjpe|dice|chamfer\s+distance|bertscore|"
        # the share of tasks done, as agents, robots and code models report it ("the success rate
        # is 0.83", "resolve rate of 0.42", "exact match is 71.2")
        r"(?:success|win|pass|resolve|solve|fix)\s+rate|exact\s+match)|"
        # "auc=0.934", "tpr=0.834", "PPV=TP/(TP+FP)=0.9086", "mIoU 达到 0.89"
        # an optical flow's end-point error: "an epe of about 1.3822"
        # (a frequency-weighted IoU: "FWIoU：85.372")
        r"(?i:auc|tpr|fpr|ppv|npv|fw-?iou|miou|epe)|"
        # names written in any case, a ranking metric at k spelt out, an R² and a ROC's area:
        # "psnr=8.6", "nDCG@10 … should be 84.61", "ndcg_at_10: 0.30593", "R-square is 0.546",
        # "roc is 0.6027", "mse:0.2567"
        r"(?i:psnr|ssim|ndcg(?:@\d+|_at_\d+)?|r?mse|mae|roc(?:[-_\s]?auc)?|r[-_\s]?squared?)|R²|R\^2|"
        # an IoU reached, not one set as a threshold: "iou是0.7329" (not "IoU=0.5", "IoU > 0.5",
        # "IoU@0.5", "IoU阈值")
        r"(?i:iou)(?!\s*(?:[=<>≥≤@]|阈值|(?i:thresh)))|"
        # a policy's reward or return, averaged or over an episode (not "a reward of 1 for each
        # step", a reward function's setting): "the average return reaches 3000", "an average
        # episode reward of 300"; a regression's R2 ("R2为0.85")
        r"(?i:(?:average|mean|avg|episodic|episode|eval(?:uation)?|cumulative|test)\s+"
        r"(?:episode\s+|eval(?:uation)?\s+)?(?:rewards?|returns?|scores?))|R2|"
        r"(?i:accuracy|acc(?:@\d+)?|top[-\s]?[15](?:\s+acc(?:uracy)?)?|perplexity|hit\s+rate|"
        # ("recall is always 1.0", "Recalls reach ≥0.7", "recall@10 of 0.95")
        r"recalls?(?:@(?:k|\d+))?|"
        # "The element-wise errors between both models are 1e-1 in maximum"
        # (not a tolerance: "acceptable error is 1e-5 at most")
        r"(?<!acceptable\s)(?<!allowed\s)(?<!tolerable\s)(?<!permissible\s)"
        r"(?:element-?wise\s+|absolute\s+|relative\s+|max(?:imum)?\s+|mean\s+)?errors?)",
        # ("loss一直固定为11"; in English a loss is named too often: "loss 2")
        # ("cer为7.26")
        # (a factor's information coefficient: "集成ic达到了0.1")
        # (a credit model's KS: "KS值为0.45")
        r"(?i:map|acc|loss|cer|wer|(?:rank_?)?ic)|KS",
        r"准确率|正确率|精确率|召回率|命中率|错误率|字错率|词错率|困惑度|(?:平均)?(?:绝对|相对)误差|精度差|成绩|"
        # ("成功率为0.83", "胜率达到0.62", "等错误率为1.2", "Dice系数为0.87")
        r"成功率|胜率|通过率|查准率|查全率|误识率|拒识率|均方根?误差|"
        r"(?<=[Dd]ice)系数|(?<=[Dd]ice )系数|"
        # ("决定系数为0.85", "精确度为0.92", "平均奖励达到200", "平均回报为 300 左右")
        r"决定系数|精确度|准确度|(?:平均|累计|累积)(?:奖励|回报)|"
        # a score on a held-out split: "dev结果只有0.4630", "测试集上的结果为 0.81"
        r"(?:(?<=[Dd]ev)|(?<=[Tt]est)|(?<=[Dd]ev )|(?<=[Tt]est )|(?<=验证集)|(?<=测试集)|"
        r"(?<=验证集上的)|(?<=测试集上的))(?:结果|分数|得分)",
        (
            "epe",
            "f1",
            "map",
            "ap",
            "mrr",
            "rmse",
            "mae",
            "auc",
            "ndcg",
            "tpr",
            "fpr",
            "ppv",
            "npv",
            "miou",
            "rmsle",
            "psnr",
            "iou",
            "roc",
            "mse",
            "square",
            "ic",
            "r²",
            "r^2",
            "fid",
            "ssim",
            "rouge",
            "meteor",
            "cider",
            "pass@",
            "成绩",
            "bleu",
            "wer",
            "cer",
            "ppl",
            "mfu",
            "acc",
            "top",
            "perplexity",
            "hit rate",
            "recall",
            "loss",
            "结果",
            "得分",
            "error",
            "准确率",
            "正确率",
            "精确率",
            "召回率",
            "命中率",
            "错误率",
            "字错率",
            "词错率",
            "困惑度",
            "误差",
            "精度差",
            "lpips",
            "mpjpe",
            "pck",
            "ate",
            "rpe",
            "mot",
            "idf1",
            "hota",
            "eer",
            "chrf",
            "comet",
            "bertscore",
            "clipscore",
            "kid",
            "fvd",
            "sdr",
            "pesq",
            "stoi",
            "mos",
            "hd95",
            "nds",
            "macc",
            "dice",
            "chamfer",
            " rate",
            "exact match",
            "成功率",
            "胜率",
            "通过率",
            "查准率",
            "查全率",
            "误识率",
            "拒识率",
            "系数",
            "reward",
            "return",
            "score",
            "r2",
            "ks",
            "精确度",
            "准确度",
            "奖励",
            "回报",
        ),
    ),
    "latency": (
        r"TTFT|TPOT|ITL|E2EL|(?i:ttft|tpot)",
        # ("整体的 runtime 为 0")
        r"(?i:runtime)",
        r"首字延迟|首包延迟|首字时延|首\s*token\s*延迟",
        ("ttft", "tpot", "itl", "e2el", "runtime", "首字", "首包", "首 token", "首token"),
    ),
    "ratio": (
        r"RTF|(?i:rtf|real-time\s+factor|speed-?up)",
        "",
        r"加速比|实时率",
        ("rtf", "real-time factor", "speedup", "speed-up", "加速比", "实时率"),
    ),
    "percent": (
        # a processor's usage ("GPU的Usage一直是0"; not "maximizes VRAM usage is 8")
        r"(?i:utili[sz]ation|(?<=PU )usage|(?<=PU的)usage|(?<=PU 的)usage)",
        "",
        r"利用率|使用率|占用率",
        ("utilization", "utilisation", "usage", "利用率", "使用率", "占用率"),
    ),
}
#: between such a metric and its value, in English: "= ", "of", "is about", "basically
#: remained around", "stays at"
VALUE_AFTER_METRIC_EN = (
    # ("F1 scores around 0.90")
    r"(?:\s+(?:values?|scores?|rates?))?\s*"
    r"(?:(?i:basically|only|just|still|consistently|now|then|always|typically|a\s+peak)\s+)?"
    # "FPS to be around 10", "PPV=TP/(TP+FP)=0.9086"
    r"(?:=\s*[A-Za-z()+\-*/ ]{1,30}(?==))?"
    # ("The RTF might be a little lower than 1")
    r"(?:[=:≈~<>≤≥]|(?i:to\s+be|(?:might|may|could|should|would|will|can)\s+be|is|was|are|were|of|to|"
    r"reach(?:e[sd])?|reaching|hits?|achieve[sd]|"
    r"(?:remain(?:s|ed)?|stay(?:s|ed)?|peaked|sits?|sat)(?:\s+at)?|around|about|roughly|"
    r"approximately|nearly|close\s+to)\b)"
    # ("recall is always 1.0", "Recalls reach ≥0.7")
    # ("End to end fps is > 25")
    # ("the pass@1 is:  30.4")
    r"(?:\s*(?:[~≈≥≤<>]|(?<=is):|(?i:around|about|roughly|approximately|only|just|nearly|over|close\s+to|"
    r"always|still|consistently|typically|"
    # ("my RTF is more around 1 - 1.1")
    r"more\s+(?:around|like)|(?:a\s+(?:little|bit)\s+)?(?:lower|higher|greater|smaller)\s+than|"
    r"(?:more|less)\s+than|under|above|below|at\s+(?:least|most)|up\s+to)\b))*"
)
#: between such a metric and its value, in Chinese: "为", "大概在", "可以达到", "都为", "：",
#: "大约是"
VALUE_AFTER_METRIC_ZH = (
    # ("Output token throughput (tok/s) 约为 20": a unit in brackets first)
    r"(?:值|数值)?\s*(?:[(（][^)）]{1,16}[)）])?\s*"
    # ("RTF还只能到2000左右", "应该在80～130左右")
    r"(?:(?:大概|大约|约|基本上?|一直|始终|都|均|也就|也|还|应该|只有|只|仅|才|可以|能|可|果然|已经|就|依旧|依然|仍然|"
    r"最高|最多|最低|不太可能|会|需要|要)\s*)*"
    # ("loss一直固定为11")
    r"(?:为|是|在|达到|达|到|有|约为?|高达|稳定在|收敛(?:到|在|于|至)|保持在|维持在|维持到|固定为|固定在|提升到|提升至|上升到|下降到|"
    # ("RTF 都是小于 1 的")
    r"降低到|提高到|增加到|降到|降至|升至|低至|小于|大于|低于|高于|是(?:小于|大于|低于|高于)|超过|超越|不到|"
    # ("整体accuracy近0.95")
    r"不足|接近|近(?=\s*\d)|要|也就|就是|就|"
    # "map从0.84->0.035" (a verb of change between two values is another rule's)
    # ("准确率：平均=0.4872")
    r"只有|仅有?|才|差不多|从(?=\s*[\d.]+\s*(?:->|-->|→|=>))|[:：]\s*(?:平均值?|均值)\s*[=:：]|[:：=≈~])"
    # "达到了50以上"
    # ("fps:大概为4-6")
    r"了?(?:\s*(?:大概|大约|约)\s*(?:为|是|在)|\s*(?:大概|大约|约|~|≈))?"
)
#: after a fraction, a baseline it is a share of: "to one quarter of the original footprint"
FRACTION_OF_BASELINE = (
    # "about a quarter of that of WebUI"
    r"(?i:\s*of\s+(?:that|those)\s+of\b)|"
    r"(?i:\s*of\s+(?:the|its|their)\s+(?:original|baseline|previous|uncompressed|unquantized|normal|default|"
    r"full[- ]precision|dense|BF16|FP16|FP32)\b)"
)
#: before a Chinese "一半", the baseline it is half of: "降到原来的一半", "是 BF16 的一半" (a
#: named format, model or product; "只是问题的一半" names none)
ZH_HALF_OF = (
    # "为后者的一半": the latter is a baseline too
    r"(?:原来|原先|之前|基线|基准|后者|前者|"
    r"(?:是|为|仅为|只有|相比)\s*[A-Za-z0-9][\w.\- ]*)\s*的\s*"
    r"(?:近|约|不到|仅|只有)?\s*$"
)
#: after a multiple of a symbol, what the symbol measures: "3M 的通信量"
SYMBOL_VOLUME = r"\s*的?\s*(?:通信量|通信|显存节省|(?i:communication|traffic|volume))"
CHANGE_VERBS_ZH = (
    # ("计算量都砍了一半左右")
    r"减少|降低|降|减|压缩|缩减|缩小|缩短|节省|省|砍|提升|提高|增加|扩展|延长|升级|增长|增大|扩大"
)
#: after a share, the memory it is a share of, as a framework takes it: "(75% of the memory)",
#: "~90% of memory", "around 70% of the GPU memory", "uses 75% of available", "~10% are
#: allocated" (a change before it makes it a figure: "saves 40% of the GPU memory")
MEMORY_SHARE = (
    r"(?i:\s*of\s+(?:the\s+)?(?:GPU\s+|device\s+|its\s+)?(?:memory|VRAM)\b"
    r"(?!\s+(?:bandwidth|traffic|footprint))|\s*of\s+available\b(?=\s*[,;.)]|$)|"
    r"\s+(?:are|is|was|were)\s+(?:allocated|reserved|preallocated)\b)"
)
#: verbs of change: with a metric noun they make the value they lead to a figure
CHANGE_VERBS = (
    # at the start of a word: "execute", "all_reduce", "dropout" and "fallback" change nothing
    r"(?i:(?<![A-Za-z_])(?:reduc\w*|cut\w*|lower\w*|decreas\w*|shrink\w*|drop(?!out)\w*|fell|"
    r"fall(?!back)\w*|improv\w*|differ\w*|increas\w*|rais\w*|boost\w*|extend\w*|sav\w*))|"
    rf"{CHANGE_VERBS_ZH}"
)
#: cue words before a multiplier written before its number ("by X2-X22", "高达 x3")
#: ("training time will go up like x50")
RATIO_PREFIX_CUES = (
    r"(?i:by|up\s*to|of|about|around|roughly|nearly|than|(?:up|down)\s+like)|高达|达到|提升|降低"
)
#: cue words before a Chinese 成 (tenths): "提升三成", "降低两成"
#: ("利用率九成", "降到六成", "只有九成"; not "三成的请求", a share of the workload)
ZH_TENTHS_CUES = (
    r"提升|提高|降低|减少|节省|增加|超过|下降|上升|增长|缩短|约|近|达|"
    r"[降提升增]到|降至|提速|涨了?|多了|[快慢]了?|只剩|原先的|原来的|率|只有|仅有|仅为|"
    r"(?<=[A-Za-z0-9])\s*的"
)

#: words next to a percentage that make it a probability or a share, not a metric
PERCENT_NOT_METRIC = (
    r"(?i:variance|standard\s+deviation|probability|chance|confidence|top-?p|dropout|"
    r"(?:retrieval\s+)?heads?\s+ratio|attention\s+ratio|spread|pruning\s+ratio|pruned\b|"
    r"sparsity|percentile|eviction|retention\s+(?:ratio|rates?)|keep\s+ratio|"
    # a share of the input masked in training: "the extremely high masking ratio (90%-95%)"
    r"mask(?:ing)?\s+ratio|"
    # a margin kept free: "Add 20–30% headroom"
    r"headroom|safety\s+margin|"
    # a bound on sequence similarity that selects the data: "less than 40% template identity"
    r"identity)|"
    # a prevalence in a population: "代谢综合征患病率为33.9%"
    r"方差|标准差|概率|置信|剪枝比例|剪枝率|稀疏度|激活率|(?<![千万])分位|丢弃(?:率|概率|机制)|余量|APoZ|患病率|发病率|"
    # a share of domestic parts: "方案国产化率达100%"
    r"国产化率"
)
#: right after a percentage, the part of a whole it is a share of: "50% of the layers", "the
#: first 50% of the module names", "the top 1% of salient weights" (but "15% of model weight
#: memory" is memory, and "billions of tokens at 50% lower cost" a figure: only right after)
PERCENT_OF_PART = (
    r"(?i:\s*of\s+(?:the\s+)?(?:layers|experts|heads)|"
    r"\s*of\s+(?:that|the|this)\s+(?:\w+\s+)?(?:list|names)|\s*of\s+the\s+model'?s\s+(?:weights|parameters)|"
    r"\s*of\s+(?:the\s+|all\s+)?(?:(?!model\b)[a-z]+\s+)?(?:weight|parameter|token|training\s+data)"
    r"(?!s?\s+memory)|"
    # "the rest 60% parameters are updated", "the other 70% parameter updates"
    r"\s+(?:parameters|params|parameter\s+updates)\b(?!\s+(?:reduction|savings?|cut|decrease))|"
    r"\s*of\s+the\s+way\b|\s*sparse\b|\s*(?:linear|full)\s+attention|\s+steps\b|"
    # a share of a benchmark taken as a test set: "a 10% subset", "1% 子集"
    r"\s*(?:subset|sample|split)\b|\s*of\s+(?:the\s+)?(?:denoising\s+|diffusion\s+|training\s+)?"
    r"(?:steps|timesteps|iterations|epochs)\b|"
    # a share of the elements pruned: "removes 5% of the remaining Gaussians", "remove 12% from
    # the original number of the 4224 convolutional filters"
    r"\s*of\s+the\s+remaining\s+(?!time|latency|memory)[a-z]+|\s*from\s+the\s+original\s+number\s+of\b|"
    # a share of a quota: "UCB 策略获得 70% 的配额"
    r"\s*的?\s*(?:配额|份额|名额)|"
    # a share of the data cached: "when we cache 20% hot data on GPU"
    r"\s*(?:of\s+(?:the\s+)?)?(?:hot|cold|frequently[-\s]accessed)\s+(?:data|features?|embeddings?|nodes)\b)|"
    r"\s*的?\s*子集|"
    # "25% 稀疏注意力", "50%稀疏率", "90%+稀疏率", "（75%稀疏）"
    r"\+?\s*(?:稀疏|线性|全)注意力|\+?\s*稀疏|"
    # a share of a data set: "仅使用25%ImageNet的有标注数据"
    r"\s*[A-Za-z][\w-]*\s*的\s*(?:有标注|无标注|标注|训练)?数据|"
    # "剪枝掉绝对值最小的50%的权值": a share of the weights, "99.9% 的梯度交换": of the gradients
    r"\s*的\s*(?:权值|权重|梯度|位置)|"
    # "batches with >90% invalid data": a share of the data; "the top 12% participants": of a
    # population; "排在30%位置的数": a position
    r"(?i:\s*(?:(?:in)?valid|(?:in)?active|padded|masked|duplicated?|noisy)\s+(?:data|samples|tokens)\b)|"
    r"(?i:\s*(?:of\s+(?:the\s+)?)?(?:participants|competitors|teams|submissions|accepted\s+papers)\b)|\s*位置|"
    # blind65: a share of an image's pixels, of the weights dropped: "activates about 15% of
    # pixels", "(90% or even 99%) the delta parameters", "99% delta parameters"
    # (not what is labelled right: "labels 97% of pixels correctly")
    r"(?i:\s*of\s+(?:the\s+)?(?:pixels|voxels|points)\b(?![^.;]{0,30}?\b(?:correct\w*|right|"
    r"accurate\w*|match\w*|class\w*)\b))|"
    r"(?i:(?:\s+or\s+(?:even\s+)?\d+(?:\.\d+)?\s*\\?%)?\s*\)?\s*(?:of\s+)?(?:the\s+)?"
    r"(?:delta|non-?zero|redundant|pruned)\s+(?:parameters|weights|params)\b)|"
    # "a single frame of 20% data", "of world's population", "within like 5-10% of the numbers
    # we report"
    r"(?i:\s*data\b(?!\s+(?:movement|transfer|traffic|loading|bandwidth|throughput|reduction)))|"
    r"(?i:\s*of\s+(?:the\s+)?(?:world'?s\s+)?population)|"
    r"(?i:\s*of\s+the\s+(?:numbers|results|values)\s+(?:we|they|you)\s+report)|"
    # "access about 1% of the database entries": a share of a collection
    r"(?i:\s*of\s+(?:the\s+)?(?:database|dataset|index|collection)\s+"
    r"(?:entries|records|items|vectors|documents)\b)|"
    # "90%的代码都是一样的": a share of the code
    r"\s*的\s*代码|"
    # "100%的所有线性层": a share of the layers
    r"\s*的\s*(?:所有)?\s*[\u4e00-\u9fff]{0,4}层|"
    # a share of the cost or of the time spent on something: "80%以上的开销都在于转置算子",
    # "95% 的时间精力会被数据处理…所消耗"
    r"\s*(?:以上|左右)?\s*的\s*(?:开销|时间(?:精力)?|耗时|精力)\s*(?:都|会被|会|被|花在|用在|用于)|"
    # a share of memory that may be allocated or is usable, and a budget: "70% of unified memory
    # can be allocated to the GPU", "78% of usable memory", "a 5% budget"
    r"(?i:\s*of\s+(?:the\s+)?(?:unified|usable|available|free)\s+(?:memory|VRAM|RAM)\b|"
    # "25% of the server's memory", "matches 10% of rows"
    r"\s*of\s+(?:the\s+)?(?:server|machine|host|system)(?:'s|’s)?\s+(?:memory|RAM)\b|"
    r"\s*of\s+(?:the\s+|all\s+)?rows\b(?=[^.;]{0,40}?\b(?:with|match|matched|will|would)\b)|"
    r"\s*of\s+(?:the\s+)?(?:\w+\s+)?memory\s+(?:can|could|may|will)\s+be\s+(?:allocated|reserved|used)\b|"
    r"\s*(?:hedging\s+)?budget\b|"
    # a share of a fleet's compute: "around 80% of inference cycles are devoted to"
    r"\s*of\s+(?:their\s+|the\s+|its\s+)?(?:training\s+|inference\s+|compute\s+)?cycles\b"
    # (not a relative clause: "cuts 30% of the inference cycles that were spent on prefill")
    r"(?=(?:(?!\b(?:that|which)\b)[^.;]){0,60}?\s(?:are|is|were|was)\s+(?:devoted|spent|used|dedicated|allocated)\b))"
)
#: the Chinese verbs that set a value: "设为", "设置为", "配置成" (a setting, not a result)
SET_TO = r"(?:设置|设定|配置|设)(?:为|成)"
#: right before a percentage, words that make it a share of a whole: "the first 50% of …",
#: "训练数据（约占 85%）", "所有 token 中的 70-80％", "可占到整个生命周期支出的70%",
#: "GPU总显存的 50%"
PERCENT_SHARE_BEFORE = (
    # a share of the images timed: "取后80%求平均时间"
    r"(?:(?i:\b(?:first|next))|取[前后]\s*$|占[据了到]?|[中里]的|±|占比[^，。；,;\d]{0,6}|"
    # a profile's share after a comment on it: "耗时占比较高，约为6%"; the weights of a score's
    # parts: "权重分别是60%和40%"
    r"占比[^，。；,;\d]{0,6}[，,]\s*(?:约为|约|大约|为)\s*|"
    r"(?:权重|比重)(?:分别)?(?:是|为)\s*(?:\d+(?:\.\d+)?\s*%\s*(?:和|与|、)\s*)?|"
    # ("while preserving 97% of the original performance" keeps no share: a word of its own)
    r"(?:保留|预留|\bkeep\w*|\breserv\w*|\bpruned?)\s*|"
    # a share of a model pruned and kept: "模型被裁掉68.4%（剩余31.6%）"
    r"裁(?:剪)?掉\s*|剩余\s*|"
    r"占用了\s*(?:大约|大概)?|\b(?i:heads?)\s*[(（]\s*|激活\s*|"
    # a share of a collection: "数据集中 70% 为中文语料", "训练数据中 15% 来自代码"
    r"(?:数据集?|语料|样本|请求|流量|(?i:tokens?)|词元|图像)中\s*(?:约|大约|有|约有|存在)?\s*|"
    r"占[到据了]?[^，。；,;\d%]{1,16}的|总[\u4e00-\u9fff]{1,4}的|占[到据了]?总[\u4e00-\u9fff]{1,4}|"
    # "通常会占训练token 50%" (not "显存占用降低 50%", a change)
    r"占(?!用)[到据了]?(?:(?![降减提增升少低高快慢])[^，。；,;\d%]){1,12}$|"
    # a share of the time a step takes: "可能达到计算耗时的70%+"; a fraction worked out:
    # "(4/64 = 6.25%)"
    r"耗时的|\d+\s*/\s*\d+\s*=\s*|"
    # a setting given as a share: "relative batch size为6%", "Cache size=20%", "剪掉30%"
    r"(?i:batch\s*size|cache\s*size)\s*(?:为|是|=|:|：)\s*|剪(?:枝)?掉(?:[^，。；,;\d]{0,8}?的)?\s*|"
    # the share of parameters a LoRA trains: "lora训练的时候参数打印是1.35%"
    r"参数打印是\s*|(?i:trainable(?:\s+param(?:eter)?s)?%?\s*[:=]?\s*)|"
    r"默认值?(?:为|是)\s*[\d.]+\s*[(（]|"
    # a share of the memory or of the parameters named before it: "权重显存的 20%",
    # "MoE 模型的参数 70% 以上在 expert FFN"
    r"(?<!降低)(?<!减少)(?<!节省)(?:显存|内存)的|的(?:参数|权重)|"
    # a bound in a formula: "min(blocks / SMs, 100%)"
    r"(?i:\bmin|\bmax)\s*\([^()]*,\s*|"
    # a share kept free or allocated first: "留出 87% 系统内存", "预分配90%的可用显存", "JAX
    # preallocates 75% of GPU memory"
    r"(?:留出|留下|空出|预分配|(?i:pre-?allocat\w*))\s*|"
    # a share contributed: "这部分贡献了80%的低端延迟问题"
    r"贡献了?\s*|"
    # a share of the parameters trained: "训练参数量只有常规 SFT 的 0.1%"
    r"参数(?:量|的?规模)?[^，。；,;\d%]{0,12}的\s*|"
    # a factor in a formula: "(机器总内存 - 模型大小) * 20%", "$\frac{…}{1024} \times 100\%"
    r"\*|\\times\s*|"
    # "The reranker accounts for 40–60% of it"
    r"(?i:accounts?\s+for|accounted\s+for|makes?\s+up|made\s+up|takes?\s+up|took\s+up|taking\s+up)\s*"
    r"(?:about|around|roughly|~)?\s*|"
    # the slowest share of requests: "最慢 5%", "the slowest 1%"
    r"(?:最慢|最快)(?:的)?\s*|(?i:\b(?:slowest|fastest))\s*|"
    # a cap on memory set: "GPU 显存利用率上限设为 90%"
    rf"(?:显存|内存)(?:利用率)?(?:上限)?\s*{SET_TO}\s*|"
    # "成本不到系统成本的 5%": a share of the system's total
    r"系统[\u4e00-\u9fff]{1,4}的\s*|"
    # a data set smaller than another by a share: "我们使用的数据集比官方数据少~5%"
    r"数据集?比[^，。；,;\d%]{0,8}?(?:少|多)了?\s*(?:约|大约|~)?\s*$|"
    # a bound on a share: "前缀匹配的比例 <80%"
    r"比例\s*[<>≤≥]=?\s*|"
    # an example: "A percentage such as 80%"
    # "(e.g., 0.2 for 20%)", "(for example over 30%)"
    r"(?i:such\s+as|e\.g\.,?|(?:for\s+)?example,?)\s*(?:(?:over|above|under|below|about)\s*|"
    r"\d*\.\d+\s+for\s*)?|"
    # "the remaining 30%": the rest of a whole
    r"(?:^|[.;:]\s+)The\s+(?:remaining|other)\s*|"
    # a share of the parameters after the count it is: "activate only 37B (~5%)"
    r"\d(?:\.\d+)?\s*[BMT]\s*(?:激活|(?i:active|activated))?\s*[(（])"
    # the share may be a range: "占总延迟的70 - 80%"
    r"\s*[~约近]?\s*(?:\d+(?:\.\d+)?%?\s*(?:-|–|~|到|至)\s*)?$"
)
#: a percentage of the workload is a share of it ("80% of requests are short", "三成的请求"),
#: unless an outcome follows ("1% of requests failed to meet the SLA")
WORKLOAD_SHARE = (
    r"(?i:\s*of\s+(?:the\s+|all\s+|these\s+|those\s+)?(?:[\w-]+\s+){0,2}?(?:requests|queries|"
    r"prompts|users|samples|examples|conversations|traffic|tasks|documents|inputs?|data(?:set)?|GPUs|"
    # a share of a test set: "40% of the VoxPopuli test clips", "3% of all reference words"
    r"clips|words|sentences|utterances|images|files|pages|videos|questions|problems|"
    r"tenants|accounts|customers|clients|workloads|applications|apps|"
    r"nodes|servers|machines|devices|organi[sz]ations|companies|enterprises|respondents|"
    r"leaders|developers|engineers|teams|people|"
    # "60% of open-source model releases", "wins 72% of all comparisons"
    r"releases|repositories|projects|comparisons|matchups|attempts|trials)\b"
    # "10–50% of the base input rate": the noun names a metric of them, not a share
    r"(?![\s-]+(?:rates?|prices?|pricing|costs?|throughput|latency|speed|bandwidth)\b)|"
    r"\s+used\s+for\b|"
    # a share of a size a setting scales with: "1-10% of the training sample size"
    r"\s*of\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:sample|data(?:set)?|batch|training\s+set)\s+sizes?\b|"
    # "40-60% batch-eligible workloads" (no "of")
    r"\s+[\w-]+\s+(?:workloads|requests|users|tenants|queries)\b|"
    # a share of people by what they answered: "77% put price in their top 3"
    r"\s+(?:said|say|reported|put|chose|choose|prefer(?:red)?|agreed?|plan(?:ned)?\s+to)\b|"
    # a share of a total spend: "up to 90% of all the machine learning costs"
    r"\s*of\s+(?:all\s+(?:the\s+)?|(?:the\s+)?total\s+|your\s+|our\s+|their\s+)(?:[\w-]+\s+){0,3}?"
    r"(?:costs?|spend(?:ing)?|expenses?|bills?|budget|power|energy|compute|consumption)\b|"
    r"\s*of\s+revenue\b|\s*of\s+the\s+(?:[\w-]+\s+){0,3}?market\b|"
    r"\s*of\s+(?:[\w-]+\s+){0,2}?(?:budgets?|bills?)\b|"
    r"\s+time\s+consumption\b|"
    # a share of the time a step takes, as a profile shows it (like "GEMM 占 ~50%"):
    # "30-40% of training time", "2% (CP2) of the total latency"
    r"(?:\s*\([^)]{1,12}\))?\s*of\s+(?:the\s+|our\s+|its\s+|their\s+|your\s+)?"
    r"(?:total\s+|overall\s+|end-to-end\s+)?"
    r"(?:training\s+|inference\s+|step\s+|iteration\s+|decode\s+|decoding\s+|prefill\s+|"
    r"generation\s+|GPU\s+|wall-clock\s+|workload\s+|execution\s+|compute\s+|computation\s+|"
    r"communication\s+|network\s+|kernel\s+|processing\s+|CPU\s+)?(?:time|latency|runtime)\b)|"
    # a share of the memory a setting sets aside: "90% of the free device memory", "80% is
    # allocated for decode graphs"
    r"\s*of\s+(?:the\s+)?(?:free|usable|available|total|remaining|reserved)\s+(?:[\w-]+\s+){0,2}?"
    r"memory\b|(?:\s*[)）])?(?:\s*of\s+(?:the\s+)?(?:GPU\s+)?memory)?"
    r"\s+(?:is|are|will\s+be)\s+(?:allocated|reserved|assigned|set\s+aside|used)\s+(?:to|for)\b|"
    # "44%时间消耗在数据转换", "38.1%用户偏好"
    # ("97%的时间是在进行Device同步", "90%的GPU计算时间使用在Eigen的计算中")
    r"\s*(?:的)?\s*(?:[A-Za-z]+\s*)?[\u4e00-\u9fff]{0,4}?(?:时间|耗时)(?:都|主要)?(?:是)?"
    r"(?:消耗|花费?|用|使用)?在|"
    # 100% as an adverb: "需要100%使用千亿参数大模型"
    r"(?<=100%)\s*(?:使用|兼容|保证|确保|覆盖|开源|国产化)|(?<=100%)\s+[\w-]+-free\b|"
    # what a model or a program is made of: "my RWKV (100% RNN) language model", "100% compiled"
    r"(?<=100%)\s+(?:RNN|CNN|MLP|Transformer|Rust|Python|C\+\+|Go|Java|compiled|open[-\s]source)\b|"
    # a workload's mix: "a 100% random read workload", "To test 100% read"
    r"(?<=%)\s+(?:random\s+|sequential\s+)?(?:reads?|writes?)\b(?!\s+(?:latency|throughput|speed|bandwidth))|"
    # what made it: "该示例代码100%由ChatGPT生成"
    r"\s*(?:都|均)?(?:是)?由(?=[^，。；,;]{1,20}?(?:生成|编写|完成|写|产生|贡献|带来))|\s*用户(?!体验|满意)|\s*用于|"
    # what a share belongs to or comes from: "约70%的token属于背景区域"
    r"\s*的\s*[A-Za-z\u4e00-\u9fff]{1,8}?(?:属于|来自)|"
    # a share set aside: "剩下 20% 留给 KV cache"
    r"\s*(?:的\s*[\u4e00-\u9fff]{0,4}\s*)?(?:留给|分给|分配给)|"
    # a share of an engine written one way: "100% Triton 化的核心算子", "100%国产化"
    r"\s*(?:[A-Za-z][\w-]*\s*|国产)化(?!率)|"
    r"\s*的\s*[\u4e00-\u9fff]{0,6}?(?:参数|权重)(?!量|内存|显存|大小)|"
    # ("仅需微调0.07%的参数量": a share of the parameters trained)
    r"(?<=%)\s*的\s*参数量(?=\s*[，。；,;就即便]|$)|"
    # a share of the memory by what it holds: "65% 的内存都分配给了模型权重"
    r"\s*的\s*(?:内存|显存)\s*(?:都|主要|则)?\s*(?:是|被|会|将)?\s*(?:预先)?\s*(?:用于|用来|分配|留给)|"
    # "swap_in 80% 的内容": a share of what a prompt holds
    r"\s*的?\s*内容|\s*的\s*(?:头|(?i:heads?)|注意力头|晶体管|单元|精力)|\s*的\s*[\u4e00-\u9fff]{0,4}?(?:时间|耗时)被|"
    r"\s*(?:以上|以下|左右)?的\s*[A-Za-z0-9\u4e00-\u9fff]{0,8}?(?:团队|企业|公司|开发者|场景)|"
    # a share of a collection of models: "覆盖到 99% 的模型" (not "30% 的模型精度", a metric)
    r"\s*(?:以上|以下|左右)?的\s*模型(?!\s*的?\s*(?:精度|准确率|性能|速度|大小|体积|吞吐|延迟|时延|显存|内存))|"
    # a percentile defined: "99% 的请求延迟低于此值"
    r"\s*的\s*请求(?:的)?\s*(?:延迟|时延|耗时|响应时间)?\s*(?:都|均)?\s*(?:低于|小于|不超过|不高于)|"
    r"\s*(?:以上|以下|左右)?的(?:请求|查询|提示|用户|样本|对话|流量|任务|(?:训练)?数据)"
    # ("100％的查询召回率" is a recall)
    r"(?!量|延迟|时延|吞吐|开销|传输|准确率|精度|成功率|召回率|命中率|正确率|精确率)|"
    # a share of the parts of a model or of a fleet: "30% 的层", "10% 的专家", "20% 的算子"
    # (not "30% 的节点带宽", a metric of them; a share of tokens may be a sparsity reached)
    r"\s*(?:以上|以下|左右)?的\s*(?:层|专家|算子|神经元|通道|序列|显卡|节点|机器|服务器|实例)"
    r"(?!\s*(?:量|数|延迟|时延|吞吐|开销|传输|带宽|利用率|速度))|"
    # a share of a data mix: "75% 推理类数据与 25% 非推理类数据" (not "30% 数据传输开销")
    r"\s*[\u4e00-\u9fff]{1,4}?类?(?:数据|样本)(?!传输|吞吐|处理|加载|读取|写入|量|搬运|移动)"
)
SHARE_OUTCOME = (
    # whole words: "metrics" is no "met"
    r"(?i:\b(?:fail\w*|met\b|meet\w*|miss\w*|violat\w*|exceed\w*|complet\w*|finish\w*|"
    r"hit\w*|satisf\w*|attain\w*|time[ds]?\s+out|(?:are|were|is|was|ran|run)\s+(?:\w+\s+)?(?:slower|faster)))|"
    r"未能|未满足|满足|命中|超时|完成|失败"
)

#: what may follow a multiplier that makes it a count or a product: "8× A100", "2 × 32",
#: "4x InfiniBand", "(1~4)x 4090D"
PRODUCT_NEXT = (
    # "1.2x e2e speedup": end-to-end, not a product name
    r"(?!(?i:e2e)\b)(?:"
    # "3x MTP layers", "58x MoE layers": a count of layers, experts, heads or blocks
    r"(?:(?!(?:more|less|\w+er)\b)[\w()-]+\s+){0,3}(?:layers?|experts?|heads?|blocks?)\b|"
    # instances counted: "8x vLLM instances"
    r"(?:(?!(?:more|less|\w+er)\b)[\w()-]+\s+){0,2}(?:instances|replicas|workers|pods)\b|"
    # cores of a chip: "8x性能核心，2x能效核心", "4x Neuron Cores" (not "3x Tensor Core
    # throughput", a ratio of what they do)
    r"(?:性能|能效|物理|逻辑)?核心|[A-Z][A-Za-z]+\s+(?i:cores?)\b(?![\s-]+(?i:throughput|performance|"
    r"utili[sz]ation|speed-?ups?|efficiency|[TPG]?FLOPS))|"
    # a model's size compared: "a 5× smaller Transformer-1.3B", "a 10x larger model"
    r"(?i:smaller|larger|bigger)\s+(?:[\w.-]+\s+){0,2}?(?:(?i:models?)\b|[\w.-]*\d(?:\.\d+)?[BM]\b)|"
    # an operator or a closing brace: a variable in a formula ("4x + \frac{12x}{N}")
    # (a shape: "4x(H/8)x(W/8)")
    r"[*/=^}]|[<>≤≥]=?\s*\d|(?<=\s)\+\s*[\\\dA-Za-z(]|\(\s*[A-Za-z]\w*\s*[/*+-]|"
    r"[A-Za-z-]*\d|[A-Za-z](?![A-Za-z])|\w*_\w*|[α-ωΑ-Ω]|"
    # "up to 3x CPU speedup" is a ratio: the device names what was sped up
    r"(?![A-Za-z]+\s+(?i:speed-?ups?|faster|improvements?|gains?|boost|acceleration)\b)"
    r"(?i:GPUs?|NICs?|CPUs?|nodes?|cards?|servers?|SSDs?|cores?|sockets?|"
    r"InfiniBand|IB|NVIDIA|AMD|Intel|RTX|GTX|Tesla|Radeon|Instinct|Xeon|EPYC|Ascend|"
    r"Gaudi|Habana|TPUs?|Trainium\d?|Inferentia\d?|"
    # a count multiplied: "2x number of pipelines", "4× concurrency prompts"
    r"accelerators?|NPUs?|devices?|high-end|(?:the\s+)?number\s+of|concurrency|(?:[a-z]+\s+)?NVLink|NVSwitch|"
    # machines counted: "2 x Raspberry Pi 400", "1 x 8GB Mac Mini"
    r"Raspberry|Jetson|Orin|Mac(?:Book)?s?|DGX|HGX|machines?|instances?|VMs?|hosts?|phones?)\b|"
    # "8x or even 16x high-end accelerators": a count before another count of hardware
    r"(?i:(?:or|and|to)\s+(?:even\s+)?\d+\s*[x×]\s+(?:high-end\s+|AI\s+)*"
    r"(?:GPUs?|accelerators?|NPUs?|cards?|nodes?|devices?|servers?)\b)|"
    # "8x as much work per step": a count of work multiplied
    r"[卡核张块台]|节点|of\s+(?:them|these|those)\b|as\s+(?:much|many)\s+(?:work|steps|iterations)\b|"
    # a quantity named by its size or count: "通信总量 ≈ 2 × 激活值大小"
    r"[\u4e00-\u9fff]{1,6}?(?:大小|个数|数量)(?![\u4e00-\u9fff]))"
)

#: a length of time as a recording's is written: "15 second", "30 ms"
_MEDIA_LENGTH = r"\d+(?:\.\d+)?[-\s]?(?i:seconds?|secs?|s|minutes?|mins?|ms|milliseconds?)"
#: the length of a recording, in words (not "s", which a count of runs may be)
#: words for time a run spends, between a duration and the data it names: "1.2 seconds of latency
#: per audio clip" is a latency
_TIME_SPENT = r"(?i:latency|delay|lag|compute|overhead|time|processing|wait\w*|extra)\b"
#: after a size that names a machine, what makes it a use instead
_NOT_USED = (
    r"(?!\s+(?:of\b|(?:(?i:RAM|VRAM|memory)\s+)?(?:was|were|is|are|used|consumed|allocated)\b))"
)
_AUDIO_LENGTH = r"\d+(?:\.\d+)?[-\s]?(?i:hours?|hrs?|minutes?|mins?|seconds?|secs?)"

#: after a size of data, a rate: the size is then a throughput ("10 GB of documents per second",
#: "500 GB datasets per hour", "50 GB of logs hourly"), not the data a run reads
_RATE_AFTER = (
    r"(?![^.;]{0,30}?(?:/\s*(?:s|sec|second|min|minute|h|hr|hour|day)\b|"
    r"\b(?i:per|every|each|an?)\s+[\w-]*(?:second|sec|minute|min|hour|day)\b|\b(?i:hourly|daily)\b))"
)
#: a length of time before 前: a time ago, a date ("3天前"), not a forward pass ("1.2 秒前向") nor
#: a prefix ("3 秒前缀")
_AGO = r"\s*个?\s*(?:秒钟?|分钟|小时|天|周|星期|月|年)前(?![面后端置向传处推馈缀提])"

#: GPU and machine names written with their memory: the memory names the variant
# (?<![A-Za-z0-9]), not \b: "64个A100" has no word boundary between 个 and A
GPU_NAME = (
    r"(?:(?<![A-Za-z0-9])|(?<=\dx)|(?<=\d×))(?:[A-Za-z]{1,4}\d{2,4}[A-Za-z]{0,2}|\d{4}[A-Z]{1,2}|"
    # one-digit names: "单卡T4 GPU（16GB显存）"
    # "L4 24GB: consistently just under realtime"
    # (with their own memory only: "T4 14 GB" is what a run used)
    # ("Peak VRAM: T4 GPU 13 GB" and "T4 (14 GB)" are what a run used)
    r"(?:L4|T4|P4|A2)(?=\s*(?:GPU|[(（]))(?!\s*(?:GPU\s*)?[(（]?\s*~?\s*\d+(?:\.\d+)?\s?G)|"
    r"L4(?=\s*(?:GPU\s*)?[(（]?\s*24\s?G)|T4(?=\s*(?:GPU\s*)?[(（]?\s*1[56]\s?G)|"
    r"P4(?=\s*(?:GPU\s*)?[(（]?\s*8\s?G)|A2(?=\s*(?:GPU\s*)?[(（]?\s*16\s?G)|"
    r"L4(?=\s+24\s?GB\b)|T4(?=\s+16\s?GB\b)|P4(?=\s+8\s?GB\b)|"
    r"A2(?=\s+16\s?GB\b)|"
    # a consumer card by its number alone: "4090 24GB", "3090/4090", an AMD one: "a 6600 8GB"
    r"[1-5]0[5-9]0(?:\s?(?i:ti))?(?![\d.])|[5-7][6-9]00(?:\s?XTX?)?(?![\d.])|"
    # a Jetson board: "Jetson orin 32GB", "Jetson nano 2GB"
    r"(?i:jetson\s+(?:orin|nano|xavier|agx|tx2)(?:\s+(?:nano|nx|agx))?(?:\s+super)?)|"
    # "TITAN X (Pascal) 12GB"
    r"(?i:TITAN)\s+(?:Xp?|V|RTX)(?:\s*\((?:Pascal|Maxwell)\))?|"
    # "RTX 6000 Ada（48GB）": a card's generation after its number
    r"RTX\s*\d{4}[A-Za-z]{0,2}(?:\s+(?:Ada|Super|SUPER|Ti))?|(?:RTX|Arc|Pro)\s+[A-Z]\d{2,4}|"
    # "Jetson Orin Nano 8GB": a board by its memory
    r"Jetson\s+(?:AGX\s+)?(?:Orin|Xavier|Thor)(?:\s+(?:Nano|NX))?(?:\s+(?i:super))?)"
)
MEMORY_SIZE = r"\d+\s?(?:GB|GiB|G|gb|g)(?![A-Za-z0-9])"
MEMORY_NOUN = r"(?:显存|内存|顯存|內存|memory|HBM\d?[eE]?|VRAM|RAM)"
#: a size and the kind of memory it is, as a machine's specification names it: "192GB of
#: HBM3", "8GB RAM", "768GB 显存" (not "12 GB left", what a run leaves free)
_SIZE_OF_MEMORY = (
    r"\d+(?:\.\d+)?\s?(?:GB|GiB|G|TB)\s*(?:of\s+)?(?:(?i:unified|shared|on-?board|GPU|device|system)\s+)?"
    r"(?:显存|内存|统一内存|(?i:memory|HBM\d?[eE]?|GDDR\d\w*|LPDDR\d\w*|DDR\d\w*|[DV]?RAM))(?![A-Za-z0-9])"
)
#: never findings: names that hold a number. They are tried first where a letter or digit
#: starts (IGNORE_AT_NAMES) or where a digit starts (IGNORE): every pattern of IGNORE starts
#: at the number, so the scan does not try them at every word
IGNORE_AT_NAMES: tuple[str, ...] = (
    # a card's name once, then what may follow it (a position tries the name once, not twice)
    rf"{GPU_NAME}(?:"
    # with its memory and the machine's RAM: "an rtx 3070 with 8gb of vram and 64gb of ram"
    # (only after "with": "on a 3090 24GB vram and 48 GB ram" is what a run used)
    r"(?:\s+(?i:super|ti))?\s+with\s+\d+\s?(?:GB|gb|Gb|G|g)\s*(?:of\s+)?(?i:vram)\s+and\s+"
    r"\d+\s?(?:GB|gb|Gb|G|g)\s*(?:of\s+)?(?i:ram|memory)\b"
    # or its memory: "A100 80GB", "A100-40G", "A100 GPU（40GB显存）", "64 A100 GPUs with 40GB
    # memory", "RTX 4090 24 GB", "4090D 24G 显存"
    # "H200 环境 (~140GB显存)": the machine named after its GPU
    r"|(?:\s+(?:SXM\d?|PCIe|NVL))?(?:\s*GPUs?)?(?:\s*(?:环境|服务器|机器|显卡(?:即可)?|单卡))?"
    r"(?:\s+(?:with|of))?\s*"
    # "Quadro RTX 5000, 16G显存": after a comma, only with its memory word
    # ("GPU为3090，显存：24G": its memory after a comma and a colon)
    r"(?:[-(（x×]|GPU-|[,，](?=\s*(?:\d+\s?G[Bi]?B?\s*(?:显存|(?i:VRAM|memory)\b)|显存\s*[:：])))?\s*~?\s*"
    r"(?:显存(?:为|是|[:：])?\s*)?"
    r"(?:\d+\s*[*x×]\s*)?"
    rf"{MEMORY_SIZE}"
    rf"(?:\s*{MEMORY_NOUN})?)",
    # "L4 GPU (24GB)", "环境 (~140GB显存)": memory in parentheses after the GPU or machine
    # "消费级 GPU (8-16GB)": a range of variants
    # (not memory a run takes on it: "training uses the GPU (22 GB VRAM)")
    r"(?<![A-Za-z0-9])(?<!uses the )(?<!used the )(?<!using the )(?<!takes the )(?<!took the )"
    r"(?:GPUs?|Mac(?:Book)?(?:\s+(?:Pro|Air|Mini|Studio))?)\s*[(（]\s*~?\s*"
    r"(?:\d+\s?(?:GB|G)?\s*[-–~]\s*)?\d+\s?(?:GB|G)\b",
    # an Apple chip or Mac by its memory, its cores between: "M1 Max 32c 32GB", "Mac Mini 64GB Ram",
    # "M1 Max 16gb ram", "Mac m4 Max 36gb"
    # (not what it used: "On the Mac Studio 48GB of RAM was consumed")
    r"\b[Mm][1-5](?:\s+(?:Pro|Max|Ultra))?,?(?:\s+\d+c|\s+\d+-core(?:\s+GPU)?)?\s+\d+\s?(?i:GB)\b"
    + _NOT_USED,
    r"\bMac(?:Book)?(?:\s+(?:Pro|Air|Mini|mini|Studio))?(?:\s+[Mm][1-5](?:\s+(?:Pro|Max|Ultra))?)?"
    r"\s+\d+\s?(?i:GB)\b" + _NOT_USED,
    # a dataset named with its size: "the Criteo 1TB dataset", "Criteo 1TB Click Logs"
    r"\b[A-Z][A-Za-z]+\s+\d+\s?[GT]B\s+(?:(?i:datasets?|click\s+logs|corpus))\b",
    # a memory's speed grade: "dual channel 3200 MT/s DDR4 RAM"
    r"\b\d{3,4}\s*MT/s(?=\s+(?:LP)?DDR\d)",
    # a CPU by its model number: "AMD Ryzen 9 5900X", "Intel i7-12700K"
    r"\b(?i:Ryzen|Threadripper|EPYC|Xeon|Core)\s+(?:\d\s+)?\d{4}[A-Za-z]{0,3}(?![A-Za-z0-9])"
    rf"(?:\s+with\s+{_SIZE_OF_MEMORY})?",
)
#: names that start at a word and need one: (pattern, words), searched only in a text that
#: has one of the words, not tried at every letter
IGNORE_AT_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # the hours a speech data set holds, its clips named first: "13100 short audio clips of a
    # single female speaker …, approximately 24 hours in total"
    (
        r"\b(?i:audio\s+clips|utterances|recordings)\b[^.;]{0,100}?\b\d+(?:\.\d+)?\s?(?i:hours?|h)"
        r"\s+(?i:in\s+total|total)\b",
        ("clips", "utterances", "recordings"),
    ),
    # a threshold of likeness in a condition: "if two symbols are 85% similar, they will be
    # compressed together"
    (
        r"\b(?i:if|when|whether)\b[^.;,]{0,40}?\b\d+(?:\.\d+)?\s?%\s+(?i:similar|identical|alike)\b",
        ("similar", "identical", "alike"),
    ),
    # the size of a file a run reads, after the verb: "I am upscaling a ~100MB file" (not "the
    # exported model is a 350MB file")
    (
        r"\b(?i:upscal\w*|read\w*|upload\w*|download\w*|transcrib\w*|convert\w*|pars\w*|"
        r"OCR\w*|processing)\s+(?:a|an)\s+~?\d+(?:\.\d+)?\s?[KMGT]B\s+(?i:file|image|video|photo|PDF)\b",
        ("file", "image", "video", "photo", "pdf"),
    ),
    # the sizes of the data a run reads: "1000 large images (675 MB each)", "The shards were
    # capped at 3 GB", "254 shards of 0.7GB each"
    (
        r"\b(?i:shards?|images?|videos?|clips?)\b[^.;]{0,24}?(?:capped\s+at\s+|of\s+|\(\s*)"
        r"\d+(?:\.\d+)?\s?[KMGT]B\b",
        ("shard", "image", "video", "clip"),
    ),
    # the writer's machine, had or got: "I have a TITAN card and 72G memory", "even though I got
    # 24 GB of Ram" (not a use: "I got 24 GB of memory usage")
    (
        # ("… and have a TITAN card and 72G memory")
        r"\b(?:I\s+(?:have|had|got|own)\s+[^.;]{0,40}?|have\s+an?\s+[\w ]{1,20}?\s+card\s+and\s+)"
        r"\d+\s?(?:GB|G|Gb|gb)\s+(?:of\s+)?(?i:memory|RAM|VRAM)\b"
        r"(?!\s*(?:usage|use|used|in\s+use|consumption))",
        ("have", "had", "got", "own"),
    ),
    # a phone or a machine that has its memory: "my android phone which has 8 threads and 8GB of
    # ram"
    (
        r"\b(?:phones?|machines?|computers?|laptops?|servers?|devices?)\s+(?:which|that)\s+has\s+"
        r"(?:\d+\s+\w+\s+and\s+)?\d+(?:\.\d+)?\s?(?:GB|G|gb|Gb)\b",
        ("which has", "that has"),
    ),
    # a server's spec list after its CPU: "a server with an AMD-EPYC-7742 2.25GHz CPU (10 cores
    # used), 80 GiB RAM, and 8x3.2 TB SAS SSDs"
    (
        r"\b(?i:servers?|machines?|nodes?|hosts?)\s+with\s+an?\s+[^;]{0,60}?\bCPU\b[^.;,]{0,30}?,\s*"
        r"\d+(?:\.\d+)?\s?(?:GiB|GB|G)\s+(?:of\s+)?(?i:RAM|memory)\b",
        ("cpu",),
    ),
    # a device as PyTorch prints it, with its memory: "CUDA: 0 (Xavier, 7765MB)"
    (
        r"\b(?i:CUDA)\s*:?\s*\d+\s*\([^(),]{1,40},\s*\d+\s?Mi?B\)",
        ("cuda",),
    ),
    # a machine with its memory names it: "a machine with less than 80G memory", "MacBook Pro
    # with 64 GB or more", "a Linux machine with at least 16GB of RAM", "a smartphone … with
    # 16GB of RAM"
    (
        r"\b(?:Mac(?:Book|Station)?(?:\s+(?:Pro|Air|Mini|Studio))?|machines?|computers?|laptops?|PCs?|"
        # "an AMD Ryzen AI Max+ with 128GB of memory"
        # "a VM with 8 cores (2,4ghz) and 16GB memory", "CPU is 7950x with 98gb RAM"
        r"(?:smart)?phones?|servers?|VMs?|CPU(?=\s+(?:is|was)\b)|hosts?|workstations?|desktops?|"
        r"(?:HGX|DGX)\s+[A-Z]?\d+|Ryzen(?:\s+AI)?(?:\s+Max\+?)?)"
        # ("processors, each with 26 cores and 754 GB of RAM")
        r"(?:,?\s+[^.;:()]{0,40}?)?\s+"
        # "a MacBook Pro with an M1 chip and 16GB of memory"
        # "a local machine with 6 cpu cores 2.59 GHz and 32 GB of memory"
        # ("any machine with the latest Docker and at least 8GB of RAM")
        r"with\s+(?:(?:an?\s+[^.;:()]{1,20}?|the\s+latest\s+[^.;:()]{1,20}?|"
        r"\d+\s+(?:(?i:CPU)\s+)?(?:cores?|v-?CPUs?|CPUs?|threads?)"
        r"(?:\s*\([^()]{0,16}\))?(?:\s+\d+(?:\.\d+)?\s*(?i:GHz))?)\s+and\s+)?"
        r"(?:less\s+than\s+|more\s+than\s+|at\s+least\s+|over\s+|up\s+to\s+)?"
        r"\d+(?:\.\d+)?\s?(?:GB|G|TB|gb|Gb)\b"
        # (not memory a run used: "and 6 GB of memory in use")
        r"(?!\s*(?:of\s+)?(?:\w+\s+)?(?i:in\s+use|used|at\s+peak))",
        (
            "machine",
            "computer",
            "laptop",
            "mac",
            "pc with",
            "pcs with",
            "phone",
            "server",
            "hgx",
            "dgx",
            "ryzen",
            "vm",
            "cpu",
            "host",
            "workstation",
            "desktop",
        ),
    ),
    # a spec line lists a machine's memory and storage: "Setup: rasberryPi 4 (ARM CPU), 4gb
    # RAM", "Configuration being used is CPU: 4 cores, 32 GB RAM, 64 GB disk."
    (
        # ("the device hardware spec is XIaoMi Mi 11,  8 GB Memory"; not "Our configuration is
        # INT4 weights, 5 GB memory at runtime")
        # ("System configuration - Raspberry Pi 4 with 4GB RAM, 8GB of SWAP memory")
        r"\b(?:(?i:setup|hardware|environment|specs?|configuration)\b[^.;:]{0,30}(?::|\s[-–—]\s)|"
        r"(?i:specs?)\s+(?:is|are)\b)"
        r"\s*[^.;]{0,80}[,，]\s*"
        r"\d+(?:\.\d+)?\s?(?i:GB|G|TB)\s*(?:(?i:of\s+)?(?i:swap\s+)?)(?i:RAM|memory|disk|storage|SSD)\b",
        ("setup", "hardware", "environment", "spec", "configuration"),
    ),
    # a data set's size is the data: "the Criteo CTR dataset, which is the largest publicly
    # available dataset, has 1.3TB with 4 billion samples"
    (
        # "large tabular datasets between 5 - 30 GB in size"
        r"\b(?i:data\s*sets?|corpus|corpora)\b[^.;:]{0,60}?\b(?i:has|is|of|contains|totals?|between)\s+"
        r"(?i:about\s+|around\s+|roughly\s+|over\s+|nearly\s+)?\d+(?:\.\d+)?"
        r"(?:\s*[-–]\s*\d+(?:\.\d+)?)?\s?(?:[KMGTP]i?B)\b"
        r"(?!\s+(?i:of\s+)?(?:memory|RAM|VRAM))",
        ("dataset", "data set", "corpus", "corpora"),
    ),
    # hardware named with the memory it is built with: "a GB200 NVL72 rack with 13.4TB of
    # HBM3e", "a Raspberry Pi 5 with 8GB RAM", "a g5.12xlarge instance with 96 GB of GPU
    # memory" (a memory stated of a card is its specification: "the L20 GPU only has 48GB")
    (
        r"(?:\b(?i:nodes?|racks?|instances?|systems?|workstations?|desktops?|boards?|boxes|"
        # a product's name in brackets: "AMD Ryzen AI 7 350 (Kraken Point) with 32 GB DRAM"
        r"Pi(?:\s+\d)?)|(?<=\()[A-Z][^()]{0,30}\))\s+with\s+"
        r"(?:up\s+to\s+|over\s+|nearly\s+|about\s+|more\s+than\s+|less\s+than\s+|at\s+least\s+)?"
        # "an EC2 instance with at least 300 GByte of disk space"
        rf"(?:{_SIZE_OF_MEMORY}|\d+(?:\.\d+)?\s?(?:GB|GByte|GiB|TB)\s*(?:of\s+)?(?i:disk|storage)\b)",
        (" with ",),
    ),
    # a form's or a type's plural: "the Form 4s" (not seconds)
    (r"\b(?:Form|Type|Class|Tier|Level)\s+\d+s\b", ("form ", "type ", "class ", "tier ", "level ")),
    # the length of the input audio as a bound: "short audios (<30s)"
    (
        # ("a short audio (2-5 seconds)")
        # (a bare length needs a bound or a range: "Generation time per clip (240 s)" is a time)
        # (a range for audio only: "Generation time per clip (200-240 s)" is a time)
        r"\b(?:(?i:audios?|speech|videos?|clips?|recordings?)(?:\s+[a-z]+)?\s*[(（]\s*(?:[<>≤≥]=?|(?i:under|over|"
        # ("short audio clips (5-7 seconds)")
        r"less\s+than|more\s+than))\s*\d+(?:\.\d+)?|(?i:audios?|speech|recordings?)"
        r"(?:\s+(?i:clips?|segments?|samples?))?\s*[(（]\s*"
        r"\d+(?:\.\d+)?\s*[-–~]\s*\d+(?:\.\d+)?)\s*"
        r"(?i:s|secs?|seconds?|min|minutes?)\s*[)）]",
        ("audio", "speech", "video", "clip", "recording"),
    ),
    # memory in a spec line between the system and the software: "Windows 10, 32GB ram,
    # Python 3.9.13" (not "… with NPU, 32 GB RAM, Windows 11", a machine's memory given)
    (
        r"\b(?:Windows|Ubuntu|macOS|Linux)\s*[\d.]*\s*,\s*\d+\s?(?i:GB|G)\s*(?i:ram|memory)"
        r"(?=\s*,\s*(?:Python|CUDA|PyTorch|torch)\b)",
        ("windows", "ubuntu", "macos", "linux"),
    ),
    # a recording's length in brackets after it: "I uploaded a voice sample (20 seconds)"
    (
        r"\b(?i:voice|audio|speech|reference)\s+(?i:samples?|recordings?|clips?)\s*[(（]\s*(?:~\s*)?"
        r"\d+(?:\.\d+)?\s*(?i:s|secs?|seconds?|min|minutes?)\s*[)）]",
        ("sample", "recording", "clip"),
    ),
    # "audio longer than 30 seconds": the length of the data
    (
        r"\b(?i:audio|speech|video|recordings?|clips?)\s+(?i:longer|shorter)\s+than\s+"
        r"\d+(?:\.\d+)?\s*(?i:seconds?|minutes?|hours?|s|min)\b",
        ("longer than", "shorter than"),
    ),
    # "the total audio duration is 36108.919 seconds": the length of the data
    (
        r"\b(?i:audio|speech|video|recording)\s+(?i:duration|length)\s+(?i:is|was|of|=|:)\s*"
        r"(?i:about\s+|around\s+|~)?\d[\d,]*(?:\.\d+)?\s*(?i:hours?|minutes?|seconds?|s|min|h)\b",
        ("duration", "length"),
    ),
    # a time before now, in words, is a date: "Updated again a few minutes ago"
    (
        r"\b(?i:a\s+few|several|a\s+couple\s+of|few|many|some|an?|one|two|three|four|five|ten)\s+"
        r"(?i:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\s+ago\b",
        ("ago",),
    ),
    # the length of the audio or video: "audio of several hours"
    (
        # ("a video of 30 sec")
        r"\b(?i:audio|speech|videos?|recordings?|footage)\s+of\s+(?i:several|a\s+few|many|\d+(?:\.\d+)?)\s+"
        r"(?i:hours?|minutes?|mins?|seconds?|secs?)\b",
        (
            "audio of",
            "speech of",
            "video of",
            "videos of",
            "recording of",
            "recordings of",
            "footage of",
        ),
    ),
    # a CPU in a spec line with the memory after it: "running on a AMD® Ryzen 7 pro, 64 GB RAM"
    (
        # (a list of parts only, a part after it: "Ryzen 5 laptop, 4 GB RAM in total" is a use)
        r"\b(?i:Ryzen|Core\s+i[3579]|Xeon|EPYC|Threadripper)"
        r"(?:\s+(?!(?i:laptop|pc|mini|node|machine|server|box|desktop)\b)[\w®-]+){0,3}?,\s*\d+\s?(?:GB|G)\s*"
        r"(?:of\s+)?(?i:RAM|memory)\b(?=\s*,)",
        ("ryzen", "core i", "xeon", "epyc", "threadripper"),
    ),
    # processors with their cores and memory: "two Intel Xeon Gold 6230R processors, each with 26
    # cores and 754 GB of RAM" (not "runs on two Xeon processors with 9 GB of memory")
    (
        r"\bprocessors?,?\s+(?:each\s+)?with\s+\d+\s+cores?\s+and\s+\d+\s?(?:GB|G)\s+(?:of\s+)?"
        r"(?i:RAM|memory)\b",
        ("processor",),
    ),
    # a data set's size in brackets right after it: "the full dataset (150 GB)" (not "streaming
    # the dataset stays flat (2.3 GB)")
    (
        r"\b(?i:data\s*sets?|corpus|corpora)\s*[(（]\s*\d+(?:\.\d+)?\s?[KMGT]i?B\s*[)）]",
        ("dataset", "data set", "corpus", "corpora"),
    ),
    # a data file offered for download, its size in brackets: "The tsv file … are available
    # here (34GB)"
    (
        r"\b(?i:tsv|csv|json|jsonl|parquet|tar|zip|data)\s+files?\b[^.;()]{0,80}?"
        r"\b(?i:available|downloadable)\s+(?:here\s+|for\s+download\s+)?"
        r"[(（]\s*\d+(?:\.\d+)?\s?[KMGT]i?B\s*[)）]",
        ("file",),
    ),
    # the width of an element: "each token corresponds to about 4 bytes"
    (
        r"\b(?i:each|every|per|one)\s+(?i:token|character|char|pixel|element|parameter|weight|value)\s+"
        # ("each token takes about 70 bytes of KV cache" is memory)
        r"(?i:corresponds\s+to)\s+(?i:about\s+|around\s+|roughly\s+|~)?"
        r"\d+(?:\.\d+)?\s*(?i:bytes?|bits?)\b(?!\s+(?i:of\s+(?:KV|cache|memory|VRAM)))",
        ("each", "every", "per", "one"),
    ),
    # the time a reader needs: "These tutorials take approximately 30-60 minutes to complete"
    (
        r"\b(?i:tutorials?|guides?|courses?|lessons?)\s+(?i:takes?|took|lasts?)\s+"
        r"(?i:about\s+|approximately\s+|around\s+|roughly\s+)?\d+(?:\s*[-–]\s*\d+)?\s*(?i:minutes?|mins?|hours?)\b"
        # ("takes 30 minutes to run on a T4", "to converge" are a run's time)
        r"(?=\s+(?i:to\s+(?:complete|finish|read|go\s+through|work\s+through))\b|\s*[.,;)]|\s*$)"
        # ("takes 3 hours to finish on one T4" is a run's time)
        r"(?![^.;]{0,40}\bon\s+(?:an?|one|the|\d|[A-Z]))",
        ("tutorial", "guide", "course", "lesson", "workshop", "lab", "exercise"),
    ),
    # "thousands of hours of video": the data, in words
    (
        r"\b(?i:thousands|hundreds|millions|tens)\s+of\s+(?i:hours|minutes)\s+of\s+"
        r"(?:[\w-]+\s+){0,2}?(?i:audio|speech|video|recordings?|footage)\b",
        ("hours of", "minutes of"),
    ),
    # a storage card by its size: "Pick a big SD card - nowadays 256GB is pretty cheap"
    (
        r"\b(?i:micro\s*SD|SD|TF)\s+cards?\b[^.;]{0,40}?\d+\s?(?:GB|TB|G)\b(?!\s*/)",
        ("card",),
    ),
    # a Raspberry Pi named by its memory: "Raspberry Pi 4 Model B 4GB"
    (
        # (not a bandwidth: "Pi 4 4GB/s")
        r"\b(?:Raspberry\s+)?Pi\s*\d\s*(?:Model\s+[AB]\+?\s*)?[(（]?\s*\d+\s?GB\b(?!\s*/)",
        ("pi",),
    ),
    # a machine's spec list, no verb of use in it: "All benchmarks were run on a single machine
    # with 1x NVIDIA RTX 4070 (12 GB VRAM), 16 CPUs, and 32 GB RAM"
    (
        r"\b(?i:machines?|servers?|nodes?|workstations?|instances?|desktops?|laptops?)\s+with\s+"
        r"(?:(?!\b(?i:uses?|used|using|consum\w*|takes?|took|needs?|needed|peaks?|peaked)\b)[^.;]){0,80}"
        # (not a bound: "a laptop with atleast 64GB RAM")
        r"(?<!least )(?<!atleast )(?<!minimum )(?<![\d.])"
        r"\d+\s?(?:GB|G|Gb)\s+(?:of\s+)?(?:RAM|memory)\b",
        ("with",),
    ),
    # stored data sized in words: "Log files are hundreds of GB in total", "those who store
    # hundreds of gigabytes of models on hard drives"
    (
        r"\b(?i:files?|logs?|data(?:sets?)?|checkpoints?)\s+(?:are|is|were|was)\s+"
        r"(?i:hundreds|dozens|tens|thousands)\s+of\s+(?:GB|TB|gigabytes|terabytes)\b",
        ("hundreds", "dozens", "tens", "thousands"),
    ),
    (
        r"\b(?i:stor\w*|keep\w*|kept|host\w*|download\w*|sav\w*)\s+"
        r"(?i:hundreds|dozens|tens|thousands)\s+of\s+(?:GB|TB|gigabytes|terabytes)\s+of\s+"
        # (not models: a model's file is memory)
        r"(?i:data|files?|logs?|images|videos?)\b",
        ("hundreds", "dozens", "tens", "thousands"),
    ),
    # a parallel degree doubled, a setting: "we lose perf by doubling EP size each time"
    (
        r"\b(?i:doubling|halving|doubled|halved)\s+(?:the\s+)?(?:EP|TP|PP|DP|CP|SP|(?i:batch|world|"
        r"cluster|expert[- ]parallel))\s+(?i:size|degree)\b",
        ("doubling", "doubled", "halving", "halved"),
    ),
    # the share of a workload's operations run in a precision: "确认model中的tf32比例，通常接近100%"
    (
        r"(?<![A-Za-z0-9])(?i:tf32|fp16|bf16|fp8|fp32|int8)\s*(?:的)?\s*比例[^。；]{0,10}?"
        r"(?:接近|约|为|是|达到)\s*\d+(?:\.\d+)?\s*%",
        ("tf32", "fp16", "bf16", "fp8", "fp32", "int8"),
    ),
    # a pod or a job waiting so far: "which is Pending about 30min for now"
    (
        r"\b(?i:pending|waiting|stuck|queued)\s+(?:for\s+)?(?:about\s+|around\s+)?\d+(?:\.\d+)?\s?"
        r"(?:min|mins|minutes|hours?|h)\s+(?i:for\s+now|now|already|so\s+far)\b",
        ("pending", "waiting", "stuck", "queued"),
    ),
    # the range of a metric's scale, from the metric's name (which a figure's rule reads from):
    # "MRR 的范围是 0-1"
    (
        r"\b(?:MRR|AUC|NDCG|F1|mAP|BLEU|(?i:recall|precision|accuracy))\s*的?\s*(?:取值)?范围"
        r"(?:是|为|在)\s*\d+(?:\.\d+)?\s*[-~～]\s*\d+(?:\.\d+)?(?!\s*(?:%|倍))",
        ("范围",),
    ),
    # memory that a model does not fit in: "A 13b doesn't fit in 8gb?"
    (
        r"\b(?i:doesn't|does\s+not|don't|won't|can't|cannot|couldn't|wouldn't)\s+fit\s+"
        r"(?:in|into|on)\s+(?:an?\s+|my\s+|the\s+)?\d+(?:\.\d+)?\s?(?:GB|G|gb|Gb)\b",
        ("fit",),
    ),
    # the writer's machine in a spec line: "My hardware is: RTX3090+AMD 3900X+128G RAM"
    (
        r"\b(?i:my|our)\s+(?i:hardware|setup|specs?|system|machine|rig|config(?:uration)?)\s*"
        r"(?:is|are)?\s*[:：][^.;]{0,60}?\d+\s?(?:GB|G|gb)\s*(?:of\s+)?(?i:RAM|memory|VRAM)\b",
        ("hardware", "setup", "spec", "system", "machine", "rig", "config"),
    ),
    # a process repeated a number of times: "I repeated this process 3 times"
    (
        r"\b(?i:repeat\w*)\s+(?:[\w-]+\s+){0,3}?\d+\s+times\b"
        r"(?!\s+(?:faster|slower|more|less))",
        ("repeat",),
    ),
    # the size of the units a benchmark or a protocol works in: "Working with chunks size of
    # 256KB", "the maximum message size of 4MB"
    (
        r"\b(?i:chunks?|blocks?|messages?|packets?|pages?|buffers?)\s+size\s+(?:of\s+|is\s+|=\s*)"
        r"\d+(?:\.\d+)?\s?[KMG]B\b",
        ("size",),
    ),
    # the size of the data a run reads: "for a dataset with ~100GB", "a few megabytes of text"
    (
        r"\b(?i:data\s*sets?|datasets?)\s+(?:of|with)\s+~?\d+(?:\.\d+)?\s?[KMGT]B\b|"
        r"\b(?i:a\s+few|several)\s+(?:kilo|mega|giga)bytes\s+of\s+(?:text|data)\b",
        ("dataset", "data set", "bytes of"),
    ),
    # a video's frame rate, the data: "Most videos have a frame rate of about 25 FPS"
    (
        r"\b(?i:videos?)\b[^.;]{0,20}?\b(?i:frame\s*rate)\s+of\s+(?:about\s+|around\s+|~)?\d+\s*(?i:fps)\b",
        ("video",),
    ),
    # a Raspberry Pi by its memory: "running on Raspberry 5 8GB RAM"
    (r"\b(?i:raspberry)(?:\s+(?i:pi))?\s+\d\s+\d+\s?GB\b", ("raspberry",)),
    # a share given as an example: "If it takes the rest of your CPU time, say 20~40%"
    (r"\bsay\s+\d+(?:\.\d+)?(?:\s*[~-]\s*\d+(?:\.\d+)?)?\s*%", ("say",)),
    # a share of a time a step takes: "responsible for more than 60% of the startup time"
    (
        r"\b(?i:responsible\s+for)\s+(?i:more\s+than\s+|over\s+|about\s+|nearly\s+)?"
        r"\d+(?:\.\d+)?\s*%\s+of\s+(?:the\s+)?(?:[\w-]+\s+)?time\b",
        ("responsible",),
    ),
    # an architecture: "by X86 is this 32-bit?"
    (r"\b[xX]86(?:[-_]64)?\b", ("x86",)),
    # data sets' and downloads' sizes: "store the ~1.2 TB of databases", "The sequence
    # databases (~1.2 TB)", "Downloads ~530GB from Google Cloud", "The total size of the
    # pre-processed dataset is ~1.2TB"
    (
        # (a script's download, not what a reader must download: "without having to download
        # 200MB of data")
        r"\b(?:(?i:databases?)\s*[(（]\s*~?|Downloads\s+~?|(?i:size)\s+of\s+(?:the\s+)?"
        r"(?:[\w-]+\s+){0,2}?(?i:data\s*sets?|datasets?|corpus|databases?)\s+(?:is|was|are)\s+"
        r"(?:(?i:about|around)\s+)?~?)\d+(?:\.\d+)?\s?[KMGT]B\b",
        ("database", "download", "size of"),
    ),
    # a weight of a loss made higher: "making the TV weights 10x higher"
    (
        r"\b(?i:weights?)\s+\d+(?:\.\d+)?\s?[xX×]\s+(?i:higher|lower|larger|smaller)\b",
        ("weight",),
    ),
    # a release window: "will be released within two weeks"
    (
        r"\b(?i:released?|release\s+date)\s+(?i:in|within)\s+(?:the\s+next\s+)?"
        rf"(?:\d+|{EN_NUMBER_WORDS}|a\s+few)\s+(?i:days?|weeks?|months?)\b",
        ("release",),
    ),
    # a point in time: "two days later I got access"
    (
        rf"\b(?:\d+|(?i:{EN_NUMBER_WORDS})|(?i:a\s+few))\s+(?i:days?|weeks?|months?|hours?)\s+later\b",
        ("later",),
    ),
    # a Mac named by its memory: "on Macbook M1 Air 16GB", "a Mac mini M2 Pro 32GB"
    (
        r"\b(?i:mac(?:book)?)(?:\s+(?i:pro|air|mini|studio))?(?:\s+M\d(?:\s+(?i:pro|max|ultra))?)?"
        # (not memory a run used on it: "On the Mac Studio 48GB of RAM was consumed")
        r"(?:\s+(?i:pro|air))?\s+\d+\s?(?:GB|G)\b(?!\s*(?:of\b|(?:\w+\s+)?(?i:in\s+use|used|was|were|is|are)\b))",
        ("mac",),
    ),
    # the length of the media a run was tried on: "tested on videos up to 1 hour"
    (
        r"\b(?i:videos?|songs?|clips?|recordings?|podcasts?|audio(?:\s+files?)?)\s+(?:of\s+)?"
        r"(?i:up\s+to|over|longer\s+than|as\s+long\s+as)\s+(?:about\s+|~)?"
        r"\d+(?:\.\d+)?\s*(?i:hours?|hrs?|minutes?|mins?|seconds?|secs?)\b",
        ("video", "song", "clip", "recording", "podcast", "audio"),
    ),
    # hours of data in words: "unless you have a few thousand hours of data", "less than
    # thousands of hours of voice data"
    (
        r"\b(?i:(?:a\s+few\s+|several\s+|many\s+|tens\s+of\s+)?(?:hundreds?|thousands?)|"
        r"(?:a\s+)?(?:hundred|thousand))\s+(?:of\s+)?(?i:hours)\s+of\s+(?:[\w-]+\s+){0,2}?"
        r"(?i:audio|speech|data|videos?|recordings?|footage)\b",
        ("hours of",),
    ),
    # memory given as an example of a machine's: "machines with smaller RAM, like 8 GB"
    (
        r"\b(?i:RAM|memory|VRAM),?\s+(?i:like|such\s+as|e\.g\.,?|say)\s+\d+(?:\.\d+)?\s?(?:GB|G)\b",
        ("like", "such as", "e.g.", "say"),
    ),
    # a data set's or a download's size (blind61): "a dataset around 19GB in size", "the dataset
    # (3GB, …)", "big data (up to 100GB)", "TPC-H 100 Scale Factor (around 100GB)", "Dataset
    # download is 240MB, uncompressed is 2GB", "trainset (1.44 GB)"
    (
        r"\b(?i:data\s?sets?|big\s+data|scale\s+factor|trainset|valset|testset[\w-]*)\s*(?:\(\s*|"
        r"(?:of\s+|is\s+)?(?:around|about|roughly|~)\s*)(?:(?:up\s+to|around|about|roughly|~)\s*)?"
        # (in brackets, the size alone: not "dataset (~58MB download)")
        r"\d+(?:\.\d+)?\s?[KMGT]i?B\b(?!\s+(?i:download))",
        ("data", "scale factor", "trainset", "valset", "testset"),
    ),
    # a benchmark's data by its scale factor: "SF50 (scale factor 50, roughly 50GB of data)"
    (
        r"\b(?i:scale\s+factor)\s+\d+\s*,\s*(?:roughly|around|about|~)?\s*\d+(?:\.\d+)?\s?[GT]B\s+of\s+data\b",
        ("scale factor",),
    ),
    (
        # ("sum of RDS files are 650MB", the data's files)
        r"\b(?i:dataset\s+download|uncompressed|sum\s+of\s+[A-Za-z]+\s+files)\s+(?:size\s+)?"
        r"(?:is|was|are)\s+(?:about|around|~)?\s*"
        r"\d+(?:\.\d+)?\s?[KMGT]i?B\b",
        ("download", "uncompressed", "files"),
    ),
    # a recording's length and a segment's, the data; a length asked for: "a very long recording
    # of almost 30min", "the demucs segment length of 7.8 seconds", "I set duration to 5 minutes"
    (
        r"\b(?:(?i:recording|segment\s+length)\s+of|(?i:duration)\s+to)\s*(?:almost|about|around|~|nearly)?"
        r"\s*\d+(?:\.\d+)?\s*(?i:min(?:ute)?s?|s|secs?|seconds?|hours?)\b",
        ("recording", "segment", "duration"),
    ),
    # a Mac named with its memory in brackets: "an Apple M4 Max (36 GB)"
    (r"\bM[1-5](?:\s+(?:Pro|Max|Ultra))?\s*\(\s*\d+\s?GB\s*\)", ("gb",)),
    # a job hung so far: "The component has hung like this for over 10 minutes now."
    (
        r"\b(?i:hung|hanging)\b[^.;]{0,20}?\bfor\s+(?:over|about|around|more\s+than)?\s*"
        r"\d+\s*(?i:minutes?|hours?|seconds?|days?)\b",
        ("hung", "hanging"),
    ),  # a tutorial's minutes, a release window, a board named X and a number (blind62): "up and
    # running in a few minutes", "release … in a few days", "RDK X3"
    (
        r"\b(?i:up\s+and\s+running)\s+in\s+(?:a\s+few|\d+|two|three|five|ten)\s+(?i:minutes?)\b",
        ("up and running",),
    ),
    (
        # (a release to come, not what the released thing does: "release a model that trains in
        # 3 days")
        r"\b(?i:will|going\s+to|plan(?:s|ning)?\s+to|hope\s+to|expect\s+to)\s+(?i:release)\b"
        r"[^.;:]{0,80}?\bin\s+(?:a\s+few|\d+|two|three)\s+(?i:days?|weeks?|months?)\b",
        ("releas",),
    ),
    # RAM with its sticks added up: "my RAM 88GB （8+16+32+32）"
    (r"\b(?i:RAM)\s*[:：]?\s*\d+\s?GB?(?=\s*[（(]\s*\d+(?:\s*\+\s*\d+)+\s*[)）])", ("ram",)),
    # a setting's multiple: "真实的 batch_size 是单卡的2倍"
    (r"\b(?i:batch[_\s]?size|bs)\s*(?:是|为)?\s*单卡的\s*\d+\s*倍", ("单卡的",)),
    (r"(?<![A-Za-z0-9_])(?:RDK|Sunrise)\s*X\d\b", ("rdk", "sunrise")),
    # the memory the writer runs on or has free, an input stream's frame rate, time waited so far
    # (blind62): "I can only run up to 12GB of memory", "having 48GB of free GPU memory", "frames
    # from websocket with 30fps", "I've been waiting for more than 36 hours"
    (
        r"\bI\s+(?:can\s+)?(?:only\s+)?run\s+(?:up\s+to|on|with)\s+\d+(?:\.\d+)?\s?GB\s+(?:of\s+)?"
        r"(?i:memory|V?RAM)\b",
        ("run",),
    ),
    (
        r"\b(?i:having|have|has)\s+\d+(?:\.\d+)?\s?GB\s+of\s+free\s+(?:GPU\s+)?(?i:memory|V?RAM)\b",
        ("free",),
    ),
    (
        r"\b(?i:inject\w*|websocket|webcam|camera\s+feed)\b[^.;]{0,40}?\bwith\s+\d+\s?(?i:fps)\b",
        ("fps",),
    ),
    (
        r"\b(?i:been\s+waiting|waited|waiting)\s+(?:for\s+)?(?:more\s+than\s+|over\s+|about\s+|almost\s+|"
        r"nearly\s+)?\d+\s*(?i:hours?|minutes?|days?)\b",
        ("wait",),
    ),
    # blind63: multiples of a learning rate, counts changed, a rank halved, a card with its memory,
    # memory the writer runs on, time watched, a job's progress, a GPU's whole capability:
    # "a learning rate 10x-50x larger", "learning rates in the range 1x-10x larger", "a 3x smaller
    # learning rate", "from 8 to 56 (7x increase)", "halving the rank", "RTX 4060 Ti with only 16GB
    # of memory", "Running RWKV -14B on 12 gigs of System RAM", "After watching this for 27 hours",
    # "lingers maybe until 97%", "compiled to 100%", "utilize the 100% float computing capability"
    (
        r"\b(?i:learning\s+rates?)\s+(?:in\s+the\s+range\s+)?\d+(?:\.\d+)?\s*[x×]\s*[-–]\s*\d+(?:\.\d+)?\s*[x×]\s+"
        r"(?:larger|smaller|higher|lower)\b",
        ("learning rate",),
    ),
    (
        r"\b(?:a|an|the|with)\s+\d+(?:\.\d+)?\s*[x×]\s+(?:smaller|larger|higher|lower|bigger)\s+"
        r"(?i:learning\s+rates?|LRs?)\b",
        ("learning rate", "lr"),
    ),
    (
        # (of a count or a setting's name: "throughput from 100 to 300 (3x increase)" is a result)
        r"(?:\bnumber\s+of\s+[\w-]+(?:\s+[\w-]+){0,3}?|\b[A-Za-z]\w*_\w+)\s+"
        r"from\s+\d+\s+to\s+\d+\s*"
        r"\(\s*\d+(?:\.\d+)?\s*[x×]\s+(?:increase|decrease|more|fewer|reduction)\s*\)",
        ("from",),
    ),
    (r"\bhalving\s+the\s+rank\b", ("halving",)),
    (
        r"\b(?:RTX|GTX|Radeon|Quadro)\s+[A-Za-z0-9]+(?:\s+Ti)?\s+with\s+(?:only\s+|just\s+)?"
        r"\d+\s?GB\s+(?:of\s+)?(?:memory|VRAM)\b",
        ("rtx", "gtx", "radeon", "quadro"),
    ),
    (
        r"\b(?i:running|run|runs)\b[^.;]{0,30}?\bon\s+\d+\s*gigs\s+of\s+(?i:system\s+)?(?i:RAM|memory)\b",
        ("gigs",),
    ),
    (
        r"\b(?i:watching|watched)\s+(?:this|it)\s+for\s+\d+\s*(?i:hours?|minutes?|days?)\b",
        ("watch",),
    ),
    (
        r"\b(?i:lingers?|stuck|hangs?)\s+(?:\w+\s+)?(?:until|at)\s+\d+(?:\.\d+)?\s*%",
        ("linger", "stuck", "hang"),
    ),
    (r"\b(?i:compiled|loaded|progressed)\s+to\s+100\s*%", ("compiled", "loaded", "progressed")),
    (r"\butili[sz]\w*\s+(?:the\s+)?100\s*%", ("utiliz", "utilis")),
    # blind64: a chunk's overlap, a job given up with no result, a machine's parts joined by
    # "and", memory shared out, a data set's size, a card's memory after a machine has, a card or
    # a Mac with its memory in brackets, time in use:
    # "with an overlap of 1%", "stopped it after 10h without any result", "intel i9 cpu and 32G
    # memory", "the maximum GPU memory use is ~30%", "the dataset is 1.2 terabytes", "has an
    # i7-8700K and GTX 1080ti with 32GB of ram and 11GB of VRAM", "RTX 3090 GPU (24 Gb VRAM)",
    # "MacBook Pro M4 Pro(24GB 统一内存)", "after I use T4 just 1 hour"
    # (a chunk's, not an overlap reached: "we reach an overlap of 92% between communication and
    # computation")
    (
        r"\bwith\s+(?:an\s+)?(?i:overlap)\s+of\s+\d+(?:\.\d+)?\s*%"
        r"(?!\s+between\s+(?i:communication|compute|computation))",
        ("overlap",),
    ),
    (
        # (no result, not a run that finished: "completed after 3 hours without any output")
        r"\bafter\s+\d+(?:\.\d+)?\s*(?:h|hrs?|hours?|min|minutes?|days?)\s+without\s+(?:any\s+)?"
        r"(?:results?|success|luck)\b",
        ("without",),
    ),
    (
        # (a processor named first, not a share of it used: "uses 90% cpu and 32G memory"; nor
        # memory used: "a 2.1 GHz CPU and 400 GB of RAM usage")
        r"\b(?:i[3579]|Xeon|Ryzen|EPYC|Core)\b[^.;,]{0,16}?\b(?i:cpu|processor)\s+and\s+"
        # (ending a clause: not "saturated the Xeon CPU and 14 GB of RAM at peak")
        r"\d+\s?(?:GB|Gb|G)\s+(?:of\s+)?(?i:memory|ram)\b(?=\s*(?:[.,;)]|$))",
        ("cpu", "processor"),
    ),
    (
        r"\b(?i:memory)\s+(?:use|usage)\s+is\s+(?:only\s+|about\s+|around\s+)?~?\d+(?:\.\d+)?\s*%"
        # (not memory grown or cut by a share: "memory use is 15% higher", "45% below the FP16
        # baseline", "38% of the dense model's")
        r"(?!\s*(?:higher|lower|more|less|smaller|larger|bigger|greater|below|above|under|over|of)\b)",
        ("memory",),
    ),
    (
        r"\b(?i:dataset|data\s+set|corpus)\s+is\s+(?:about\s+|around\s+|~)?\d+(?:\.\d+)?\s*"
        r"(?:[KMGTP]B|(?i:kilo|mega|giga|tera|peta)bytes)\b",
        ("dataset", "data set", "corpus"),
    ),
    (
        # (not memory a run had allocated: "had ended up with 28GB of RAM and 22GB of VRAM
        # allocated")
        r"\b(?:has|have)\b[^.;]{0,40}?\bwith\s+\d+\s?(?:GB|Gb|G)\s+of\s+(?i:ram|memory)\s+and\s+"
        r"\d+\s?(?:GB|Gb|G)\s+of\s+(?i:vram|gpu\s+memory)\b"
        r"(?!\s+(?:allocated|used|in\s+use|occupied|consumed|taken)\b)",
        ("has", "have"),
    ),
    # (after a card's number: not "it uses the GPU (22 GB VRAM)")
    (r"(?<=\d )GPU\s*\(\s*\d+\s?(?:GB|Gb|G)\s+(?:of\s+)?(?:VRAM|memory)\s*\)", ("gpu",)),
    (
        r"\bafter\s+(?:I|we|you)\s+(?:use|used|using)\s+(?:the\s+|a\s+)?[\w-]+\s+(?:GPU\s+)?"
        r"(?:just\s+|only\s+|for\s+)?\d+(?:\.\d+)?\s*(?:hours?|minutes?|days?)\b",
        ("after",),
    ),
    (
        r"\b(?:Pro|Max|Ultra|Air)\s*[(（]\s*\d+\s?GB\s*(?:统一内存|内存|RAM|(?i:unified\s+memory))\s*[)）]",
        ("pro", "max", "ultra", "air"),
    ),
    # blind65: the card, machine or notebook a run is on, by its memory; a machine with cores
    # and memory; two memories weighed; a machine's memory after what it runs; a memory limit;
    # a video's frame size and rate, a clip's length, an overlap of windows, clips' lengths; a
    # confidence interval, a threshold, a sparsity, a feature's share of a prediction, a
    # tutorial's time, training cycles counted:
    # "on 16GB gpu", "on a cuda device (11GB vram)", "on a free Colab (13GB memory)", "Do I need
    # a GPU with more than 20G memory … to train？", "g6e.xlarge with 2 cores and 32GB of RAM",
    # "aim for 128GB of RAM or would 32GB work …?", "I am running on Windows and 4 GB of RAM",
    # "the memory limit to 160 GB", "has a resolution of 1280x720 at 60 fps", "resize it to
    # 342x256, 25fps", "trained with sequence lengths ranging from 5 to 30 seconds (5s, 10s, 20s,
    # and 30s)", "with 1 sec overlap", "short videos (each around 1 min)", "files with duration
    # around 20 minutes", "the CI 95%", "a confidence threshold is set to a value between 75% and
    # 95%", "sparsity … like above 70%", "a feature contributing 2.8% towards the prediction",
    # "Time required: ~15 minutes for the Quickstart", "the loss after each training cycle … after
    # ~30 cycles"
    (
        # (not memory it used there: "on the GPU 40GB of memory were used"; nor after a verb of
        # use: "on ImageNet takes 20GB memory")
        r"\bon\s+(?:(?:a|an|my|the|one|single|free|cuda|local|our|their)\s+){0,3}"
        r"(?:(?!(?:takes?|took|uses?|using|used|needs?|needed|requires?|required|consumes?|"
        r"consumed|eats?|reach\w*|peak\w*|hits?|allocat\w*|occup\w*|only|just|about|around|"
        # (nor a bound: "run on less than 20GB VRAM")
        r"less|more|under|over|than|within|below|above|up)\b)"
        # (the device named by its memory, or its memory in brackets after it: not "runs Llama-70B
        # on 24 GB VRAM", "you are on 6GB VRAM instead of 14GB", what a run fits in)
        r"[A-Za-z][\w.-]*\s+){0,2}?(?:\d+(?:\.\d+)?\s?(?:GB|Gb|gb|G|GiB)\s*(?i:gpus?|cards?|devices?)\b|"
        # (a device's word before the bracket: not "on Mistral-7B (4.1GB VRAM)", "depends on
        # sequence length (31GB memory)")
        r"(?i:colab|kaggle|device|gpu|card|machine|laptop|server|instance|node|vm|mac|notebook|"
        r"workstation|box|pc|runtime)s?\s*\(\s*\d+(?:\.\d+)?\s?(?:GB|Gb|gb|G|GiB)\s*(?:of\s+)?"
        r"(?i:vram|ram|memory)\s*\))"
        r"(?!\s+(?:used|usage|in\s+use|allocated|consumed|occupied|were|was|is|are)\b)",
        # (the device's words, not "on", which nearly every text has)
        (
            "gpu",
            "card",
            "device",
            "colab",
            "kaggle",
            "machine",
            "laptop",
            "server",
            "instance",
            "node",
            "vm",
            "mac",
            "notebook",
            "workstation",
            "box",
            "pc",
            "runtime",
        ),
    ),
    (
        # (asked about, not a run's need stated: "requires a GPU with at least 16 GB of memory",
        # "train on GPU with less than 20GB of RAM")
        r"\b(?i:GPU|card|machine|system|instance|node|server|device|box)s?\s+with\s+"
        r"(?:more\s+than\s+|at\s+least\s+|over\s+)?\d+(?:\.\d+)?\s?"
        # (a question's end, past a version's point: "… and supports cuda 10.2 to train？")
        # (the same clause: not "requires a GPU with at least 16 GB of memory, does a T4 qualify?")
        r"(?:GB|Gb|gb|G|GiB|TB)\s+(?:of\s+)?(?i:memory|vram|ram)\b(?=(?:(?!\.\s)[^\n,;!])*[?？])"
        r"(?!\s+(?:used|usage|in\s+use|allocated|consumed|occupied|were|was|is|are)\b)",
        ("memory", "vram", "ram"),
    ),
    (
        # (a machine's: not "the indexer runs with 2 cores and 3GB of RAM, down from 8 cores")
        r"(?:[\w.-]*(?i:xlarge|large|medium|small)|\b(?i:comes|came|machine|instance|server|node|vm|"
        r"box|system|host|laptop|desktop|workstation)s?)\s+with\s+\d+\s+(?i:v?CPUs?|cores?|threads?)\s+"
        r"and\s+\d+(?:\.\d+)?\s?(?:GB|GiB|G|TB)\s+(?:of\s+)?(?i:RAM|memory)\b"
        r"(?!\s+(?:used|usage|in\s+use|allocated|consumed|occupied|were|was|is|are)\b)",
        ("memory", "ram"),
    ),
    (
        # (the writer's, and with "and": not "runs on two Xeon processors with 9 GB of memory",
        # "the 13B model runs on one core and 6 GB of RAM", what a run fits in)
        r"\b(?:I\s+am|I'm|we\s+are|we're)\s+(?i:running|working)\s+on\s+(?:[\w.-]+\s+){1,3}?and\s+"
        r"\d+(?:\.\d+)?\s?(?:GB|G)\s+(?:of\s+)?(?i:RAM|memory|VRAM)\b"
        r"(?!\s+(?:used|usage|in\s+use|allocated|consumed|occupied|were|was|is|are)\b)",
        ("running", "working"),
    ),
    (
        # (a limit set, not memory kept under one: "stayed below the memory limit at 15.7 GB")
        r"\b(?i:memory)\s+limits?\s+(?:to|of|=)\s*~?\d+(?:\.\d+)?\s?(?:GB|GiB|G|MB|TB)\b",
        ("limit",),
    ),
    (
        # (a clip's: "has a resolution of"; not a rate sustained: "runs at a resolution of 1280x720
        # at 62 fps")
        r"\b(?i:(?:has|with)\s+a\s+resolution\s+of|resiz\w*\s+(?:it\s+|them\s+|(?:the|each)\s+\w+\s+)?to)"
        r"\s+"
        r"\d{2,5}\s*[x×]\s*\d{2,5}\s*(?:,|at|@)?\s*\d+(?:\.\d+)?\s*(?i:fps)\b",
        ("resolution", "resiz"),
    ),
    (
        r"\b(?i:sequence|input|clip|segment|excerpt|audio|chunk|window)\s+lengths?\s+"
        r"(?:ranging\s+)?(?:from\s+|of\s+)?\d+(?:\.\d+)?\s*(?:to|-|–)\s*\d+(?:\.\d+)?\s*"
        r"(?i:seconds?|secs?|s)\b",
        ("length",),
    ),
    (
        # (windows' overlap in seconds, not one reached between steps: "with 18 ms of overlap
        # between communication and compute")
        r"\bwith\s+\d+(?:\.\d+)?\s*(?i:sec|secs|s|seconds?)\s+(?:of\s+)?(?i:overlap|hop|stride)\b"
        r"(?!\s+(?:between|with)\b)",
        ("overlap", "hop", "stride"),
    ),
    (
        # (each one's: not "Generation time per clip (240 s)")
        r"\b(?i:videos?|clips?|recordings?|songs?|tracks?)\s*\(\s*each\s+"
        r"(?:around\s+|about\s+|roughly\s+|~\s*)?\d+(?:\.\d+)?\s*"
        r"(?i:min|mins|minutes?|s|secs?|seconds?|hours?|h)\s*\)",
        ("video", "clip", "recording", "song", "track"),
    ),
    (
        r"\b(?i:videos?|clips?|files?|recordings?|audios?|songs?|tracks?)\s+with\s+(?:a\s+)?"
        r"(?i:duration|length)s?\s+(?:of\s+)?(?:around\s+|about\s+|roughly\s+|over\s+|under\s+|~\s*)?"
        r"\d+(?:\.\d+)?\s*(?i:min|mins|minutes?|s|secs?|seconds?|hours?|h)\b",
        ("duration", "length"),
    ),
    # (a confidence level, not a build's speed: "made CI 45% faster")
    (
        r"\bCI\s*9[059](?:\.\d+)?\s*%(?!\s*(?:faster|slower|cheaper|shorter|longer|less|more)\b)",
        ("ci",),
    ),
    (
        # (the value right after: not a result later in the sentence)
        r"\b(?i:threshold|cutoff|cut-off)s?(?:\s+(?:is|was|are|were|has\s+been))?\s+(?:set\s+to|of|at)\s+"
        r"(?:a\s+value\s+(?:of\s+|between\s+)?)?~?\d+(?:\.\d+)?\s*%",
        ("threshold", "cutoff", "cut-off"),
    ),
    (
        # (not a result beside it: "at 70% sparsity the speedup reaches 30%")
        r"\b(?i:sparsity)\b(?:(?!(?i:speed|faster|slower|reduc|improv|gain|latency|throughput|"
        r"memory|accuracy|los[est]|drop|cost|recall|precision|score|error|cut))[^.;]){0,40}?"
        r"(?i:below|above|under|over|around|about|like|of|at|is|to)\s+~?\d+(?:\.\d+)?\s*%",
        ("sparsity",),
    ),
    (
        # (not a share of the time or the cost: "contributes 30% to the total latency")
        r"\b(?i:contribut\w*)\s+(?:about\s+|around\s+)?\d+(?:\.\d+)?\s*%\s+(?:to|towards)\b"
        r"(?![^.;]{0,30}?\b(?i:latency|time|runtime|cost|memory|overhead|speed|energy|accuracy|score|"
        r"top-?\d|recall|precision|f1|map|performance|throughput|improvement|gain|speed-?up)\b)",
        ("contribut",),
    ),
    (
        r"\b(?i:time\s+required|estimated\s+time|time\s+to\s+complete)\s*:\s*~?\s*\d+"
        r"(?:\s*[-–]\s*\d+)?\s*(?i:min|mins|minutes?|hours?|h)\b"
        r"(?=[^.;]{0,30}?\b(?i:quickstart|tutorial|walkthrough|notebook|lab|exercise|guide|lesson|"
        r"course|workshop)\b)(?![^.;]{0,40}?\b(?:on|with)\s+(?:an?\s+)?(?:\d+\s*x?\s*)?[A-Z]+\d)",
        ("required", "estimated", "complete"),
    ),
    (
        # (a clip's, not a pause's or a step's: "GC pauses were up to 3 seconds long")
        r"\b(?i:videos?|clips?|recordings?|audios?|songs?|tracks?|files?|samples?|utterances?)\b"
        r"(?:(?!\.\s)[^;]){0,100}?\b(?:is|are|was|were)\s+\d+(?:\.\d+)?\s*(?i:seconds?|secs?|minutes?|mins?|hours?|s)"
        r"\s+long\b",
        ("long",),
    ),
    # (training cycles named before: not "returns after ~600 cycles", a latency)
    (r"\btraining\s+cycles?\b[^.;]{0,80}?\bafter\s+~?\d+\s+cycles\b", ("cycles",)),
)
#: names that start at a Chinese word and need one, as :data:`IGNORE_AT_WORDS`
IGNORE_AT_HAN: tuple[tuple[str, tuple[str, ...]], ...] = (
    # a schedule trained, a multiple of the base epochs: "我们训练过 7x"
    (r"训练(?:过|了)\s*\d+\s*[x×](?![A-Za-z0-9])(?!\s*(?:快|慢|加速|提速))", ("训练过", "训练了")),
    # a video's properties listed: "分辨率：1080×1920，帧率：30fps，码率：2793kbps"
    (r"分辨率\s*[:：][^。；;]{0,30}?帧率\s*[:：]\s*\d+(?:\.\d+)?\s*(?i:fps)", ("帧率",)),
    (r"帧率\s*[:：][^。；;]{0,20}?码率\s*[:：]\s*\d+(?:\.\d+)?\s*[kKmM]bps", ("码率",)),
    # a competition's time allowed: "复赛只有一周时间"
    (
        r"(?:复赛|初赛|决赛|比赛)(?:只有|仅有|共|一共)\s*(?:[一两二三四五六七八九十]+|\d+)\s*(?:周|天|个月)",
        ("复赛", "初赛", "决赛", "比赛"),
    ),
    # a length cut to frames: "将其长度压缩至256帧"
    (r"长度(?:压缩|缩短|减少|截断)(?:至|到)\s*\d+\s*帧", ("长度",)),
    # a multiple of sample counts: "样本数量不均衡问题(最多相差6.7倍)"
    (
        r"(?:数量|数目|个数)[^。；;]{0,12}?(?:最多|最大)?相差\s*\d+(?:\.\d+)?\s*倍",
        ("相差",),
    ),
    # the weights of a score's parts: "初赛打榜成绩（40%）、复赛打榜成绩（40%）"
    (
        r"成绩\s*[（(]\s*\d+(?:\.\d+)?\s*%\s*[）)](?=\s*(?:[、，,]|综合|加权))",
        ("成绩",),
    ),
    # memory of a machine supposed: "如果使用两个4090，显存达到48G"
    (
        r"如果[^。；;？?]{0,20}?(?:显存|内存)\s*(?:达到|为|是|有)\s*\d+\s*G",
        ("如果",),
    ),
    # time passed so far: "几十分钟了还没加载完", "已经将近一小时了"
    (r"[几数十]+分钟了\s*(?:还|都|也)?\s*(?:没|未)", ("分钟了",)),
    (
        r"已经\s*(?:将近|快|差不多|接近)?\s*(?:[一两二三四五六七八九十几半]+|\d+)\s*个?(?:小时|分钟|天)了",
        ("已经",),
    ),
    # a memory's speed grade: "内存DDR 4 ，2666 MT/s"
    (r"内存\s*DDR\s*\d\s*[,，]?\s*\d+\s*MT/s", ("ddr",)),
    # memory asked about as a requirement: "对内存的需求量就比1T大"
    (r"需求量\s*就?\s*比\s*\d+\s*[TG]B?\s*大", ("需求量",)),
    # the length of the audio a run reads, the data: "每条音频数据长度在3秒以上"
    (
        r"(?:音频|语音|视频|录音)(?:数据|文件|片段)?的?(?:长度|时长)\s*(?:在|为|是|约|大约|不超过|超过|"
        r"小于|大于|至少|不少于)?\s*\d+(?:\.\d+)?\s*(?:秒钟?|分钟|s)",
        ("长度", "时长"),
    ),
    # the days something has been in use: "使用了2天，速度就越来越慢了"
    (
        r"使用了?\s*\d+\s*(?:天|周|个月)(?=\s*(?:[，,]|之后|后|以后|了))",
        ("使用",),
    ),
    # memory guessed at in a question: "FP8的话应该是700GB显存左右？"
    (
        r"(?:应该是|大概是|估计是|可能是)\s*\d+(?:\.\d+)?\s*(?:GB|G)\s*(?:显存|内存)?\s*(?:左右)?\s*"
        r"(?:吧|吗)?\s*[？?]",
        ("应该是", "大概是", "估计是", "可能是"),
    ),
    # a window of data in frames, its time in brackets: "输入过去9帧（90分钟）雷达回波" (not what a
    # run made or took: "生成 49帧（6秒）", "渲染 25帧（12分钟）")
    (
        r"(?:过去|未来|历史)\s*\d+\s*帧\s*[（(]\s*\d+(?:\.\d+)?\s*(?:分钟|小时)\s*[)）]",
        ("过去", "未来", "历史"),
    ),
    # a machine counted or named, then its memory: "一台 32GB 内存、集成显卡的 AI PC", "受限于测试机
    # 32GB 内存的配置" (not "服务器的 80GB 显存被占满", memory in use)
    (
        r"(?:[一两二三四五六七八九十几]台|测试机器?|台式机|笔记本(?:电脑)?|主机)\s*(?:的)?\s*"
        r"\d+(?:\.\d+)?\s?(?:GB|G)\s*(?:内存|显存|RAM)(?!\s*(?:占用|被|使用|用了|消耗))",
        ("台", "测试机", "笔记本", "主机"),
    ),
    # the size of the data, stated of it: "虽然数据有15GB那么大"
    (
        r"数据集?\s*(?:有|共|约|大约|总共)\s*\d+(?:\.\d+)?\s?(?:GB|G|TB|T)(?![A-Za-z0-9])",
        ("数据",),
    ),
    # a test set named with its hours: "测试集：LibriSpeech test-clean, 5.4 小时"
    (
        r"(?:测试集|训练集|验证集|数据集)\s*[：:][^。；;\n]{0,40}?[,，]\s*\d+(?:\.\d+)?\s*(?:小时|h\b)",
        ("测试集", "训练集", "验证集", "数据集"),
    ),
    # the length of a sample set as a bound: "样本的最大时长为 15.0 seconds"
    (
        r"(?:样本|音频|语音|视频|片段)的?(?:最大|最小|最长|最短)?时长\s*(?:为|是|:|：)\s*"
        r"\d+(?:\.\d+)?\s*(?:(?i:seconds?|s)\b|秒|分钟)",
        ("时长",),
    ),
    # memory as an item of a list of a machine's parts: "配银河麒麟系统，8G内存，有rga3双核",
    # "配置：2700x+1660显卡+24g内存" (not "运行时资源：CPU 40%，12G 内存", resources used)
    (
        r"(?:配置|配|系统|主机|服务器|电脑|开发板|板子|机器)[^。；;\n]{0,40}?[,，、+]\s*\d+\s?(?:GB|G|g|gb)\s*内存"
        r"(?=\s*(?:[，、；。;+,]|$))",
        ("配", "系统", "主机", "服务器", "电脑", "开发板", "板子", "机器"),
    ),
    # a time before now, in Chinese numerals: "几分钟前"
    (
        rf"[几数一二两三四五六七八九十半]+{_AGO}",
        ("前",),
    ),
    # W for 万 after a vocabulary, a count: "vocab的词表有15W"
    (
        r"(?:词表|词汇表|(?i:vocab(?:ulary)?))(?:大小)?\s*(?:有|为|是|=|:|：)?\s*\d+(?:\.\d+)?\s*[Ww]",
        ("词表", "词汇表", "vocab"),
    ),
    # a board listed with its memory: "树莓派4b、2G RAM、32G ROM"
    (
        r"(?:树莓派|开发板)[^，。；,;]{0,12}?[、，,]\s*\d+\s?(?:GB|G)\s*(?:RAM|内存)",
        ("树莓派", "开发板"),
    ),
    # a bound on my card's memory: "我的显存不到 4G" (but "我的显存有80GB" is its memory stated)
    (
        r"我的显存\s*(?:不到|小于|低于|不足)\s*\d+(?:\.\d+)?\s*(?:GB|G)(?![A-Za-z])",
        ("我的显存",),
    ),
    # memory in a list of a machine's parts: "14代i7CPU,内存16GB"
    (r"(?<=CPU[,，、])内存\s*\d+\s?(?:GB|G)(?![A-Za-z])", ("内存",)),
    # the length of a test recording named before it: "下载时长为30min的测试音频", "一个音频9s"
    (
        r"时长\s*(?:为|是)?\s*\d+(?:\.\d+)?\s*(?:min|分钟|秒|s)\s*的\s*[\u4e00-\u9fff]{0,4}?(?:音频|视频|语音|录音)"
        # (not a time it is done within: "100s的音频20s内完成")
        r"|音频\s*\d+(?:\.\d+)?\s*(?:s|秒)(?![A-Za-z0-9])(?!\s*(?:之)?内)",
        ("时长", "音频"),
    ),
    # a card's memory by its capacity: "显存大小为 24268 MB" (not "所需显存大小为 10GB", a use)
    (
        r"(?<![需要用的])(?:显存|内存)(?:大小|容量)\s*(?:为|是|:|：)\s*\d+(?:\.\d+)?\s*"
        r"(?:GB|G|MB|M|MiB|GiB)(?![A-Za-z])",
        ("显存大小", "显存容量", "内存大小", "内存容量"),
    ),
    # the audio's length, named: "测试速度的音频为dataset/test_long.wav，时长为3分钟整"
    (
        r"(?:音频|语音|视频|录音)[^。；;]{0,40}?时长\s*(?:为|是|约为?|:|：)?\s*(?:约|大约)?\s*"
        r"\d+(?:\.\d+)?\s*(?:秒|分钟|小时|s|(?i:min))(?![A-Za-z0-9])",
        ("时长",),
    ),
    # the length of the input audio as a bound: "输入音频时长限制在 30s 以下", "短音频（小于 30s）"
    (
        # "音频可以支持到30s以上", "最长音频大概20s"
        # "所有的切片长度必须小于30s": the slices of the audio too (not what was made:
        # "总视频合成时长达 3000min+")
        r"(?:音频|语音|视频|录音|切片)(?!合成|生成)[^，。；,;]{0,10}?(?:限制在|小于|大于|不超过|超过|低于|少于|长于|短于|最长|最短|"
        r"支持到|大概|大约|约|长达)"
        r"\s*\d+(?:\.\d+)?\s*(?:s|秒|分钟|(?i:min))(?![A-Za-z0-9])(?:\s*(?:以下|以上|以内))?",
        ("音频", "语音", "视频", "录音", "切片"),
    ),
    # the rate frames are sampled at from a video: "image 采样频率fps=5", "调整抽帧采样率，本代码
    # 默认为fps=5"
    (
        r"(?:采样频率|采样率|抽帧)[^。；;]{0,20}?(?i:fps)\s*[=:：]\s*\d+(?:\.\d+)?",
        ("采样", "抽帧"),
    ),
    # a share of the parameters kept: "相较于保存完整模型的参数量只有 42.3%"
    (r"参数量\s*(?:只有|仅有|仅为|为|是|约为)\s*\d+(?:\.\d+)?\s*%", ("参数量",)),
    # a share of what a text holds: "文章含 AI 量：< 10%"
    (r"含\s*[A-Za-z\u4e00-\u9fff ]{1,6}?量\s*[:：]?\s*[<>≤≥]?\s*\d+(?:\.\d+)?\s*%", ("含",)),
    # a multiple of a size held, stated as equal to it:
    # "分配的内存空间大小等于output的空间大小的 2 倍"
    (r"等于[^，。；,;]{1,24}?的\s*\d+(?:\.\d+)?\s*倍", ("等于",)),
    # a ratio between counts of work: "处理 token 量比值可以达到 75x 以上", "比值仅为 1.3x"
    (
        r"量\s*比值\s*(?:可以|仅为|仅|为|在|达到|能)*\s*\d+(?:\.\d+)?\s*[xX×]",
        ("比值",),
    ),
    # the length of the media a service reads: "24个mp4文件列表，长度为5分钟",
    # "长音频比如6小时或更多",
    # "连续语音时（10s以上）"
    (
        r"(?:视频|音频|语音|录音|文件(?:列表)?)[^。；;]{0,12}?(?:长度|时长|比如|例如)\s*(?:为|是)?\s*"
        r"\d+(?:\.\d+)?\s*(?:秒|分钟|小时|s)(?![A-Za-z0-9])",
        ("长度", "时长", "比如", "例如"),
    ),
    (
        r"(?:语音|音频|录音)[^（(，。]{0,6}[（(]\s*\d+(?:\.\d+)?\s*(?:s|秒)\s*(?:以上|以下|以内)?\s*[）)]",
        ("语音", "音频", "录音"),
    ),
    # a mode named by a share: "将持久内存配置成百分之百内存模式"
    (r"百分之百\s*(?:的)?\s*[\u4e00-\u9fffA-Za-z ]{0,6}?模式", ("百分之百",)),
    # an upload's size limit: "文件大小不能超过 200 MB"
    (
        r"文件大小\s*(?:不能|不得|不可|不要|请勿)?\s*(?:超过|大于|限制在|限制为)\s*\d+(?:\.\d+)?\s?[KMG]B",
        ("文件大小",),
    ),
    # a threshold in a condition, with 如果: "如果 RTF 小于 1，那么就可以…"
    (
        r"如果\s*[A-Za-z\u4e00-\u9fff ]{1,12}?(?:小于|大于|低于|高于|超过|不到|<|>)\s*"
        r"\d+(?:\.\d+)?(?![\d.])(?!\s*[%％A-Za-z\u4e00-\u9fff])",
        ("如果",),
    ),
    # each video's length, the data: "共7457个视频，每个视频几秒钟"
    (
        r"每(?:个|段|条)(?:视频|音频|片段|录音)\s*(?:约|大约|长|时长)?\s*"
        r"(?:[几数一二两三四五六七八九十]+|\d+(?:\.\d+)?)\s*(?:秒钟?|分钟)",
        ("每个", "每段", "每条"),
    ),
    # a machine's memory required: "最低配置4GB显存", "物理内存最好16GB起步"
    (
        r"(?:最低配置|最低要求|配置要求)\s*[:：]?\s*\d+(?:\.\d+)?\s?(?:GB|G|gb|g)(?![A-Za-z0-9])",
        ("最低配置", "最低要求", "配置要求"),
    ),
    (
        r"(?:内存|显存)\s*(?:最好|建议|至少|需要)?\s*\d+(?:\.\d+)?\s?(?:GB|G|gb|g)(?![A-Za-z0-9])\s*起步",
        ("起步",),
    ),
    # the writer's machine, its parts listed: "我的服务器配置为：NVIDIA GeForce RTX2080 Ti，
    # 物理内存：128GB", "显卡型号是 1 x 3080Ti 12G 显存，电脑内存 32G"
    (
        r"配置(?:为|是|如下)?\s*[:：][^。；]{0,60}?(?:物理内存|内存|显存|硬盘)\s*[:：]?\s*"
        r"\d+(?:\.\d+)?\s?(?:GB|G|TB|T)(?![A-Za-z0-9])",
        ("配置",),
    ),
    (
        r"(?:物理内存|电脑内存|机器内存|系统内存)\s*(?:是|为|有|[:：])?\s*\d+(?:\.\d+)?\s?(?:GB|G)"
        r"(?![A-Za-z0-9])(?!\s*(?:的)?(?:占用|使用|用量|消耗))",
        ("物理内存", "电脑内存", "机器内存", "系统内存"),
    ),
    # multiples of a setting or of what is counted: an image's area, samples, a learning rate
    # ("图片面积会扩大 4 倍", "正样本数…至少增加了三倍", "将基础学习率增大四倍",
    # "将学习率适当调小 2~10 倍")
    (
        r"面积[^，。；]{0,8}?(?:扩大|放大|增大|缩小|变为|变成|是)[^，。；]{0,4}?\d+(?:\.\d+)?\s*倍",
        ("面积",),
    ),
    (
        r"样本(?:数|数量)?[^，。；]{0,16}?(?:增加|增多|扩大|减少)了?\s*"
        r"(?:\d+(?:\.\d+)?\s*|[一二两三四五六七八九十]+)倍",
        ("样本",),
    ),
    (
        r"学习率[^，。；]{0,10}?(?:增大|扩大|放大|缩小|减小|调小|调大|调低|调高|降低|提高|乘以|除以)\s*"
        r"(?:\d+(?:\.\d+)?(?:\s*[~\-–到至]\s*\d+(?:\.\d+)?)?\s*|[一二两三四五六七八九十]+)倍",
        ("学习率",),
    ),
    # a multiple of a parameter count (a count of tokens to train on):
    # "训练 token 数应该是模型参数的 1.7倍"
    (r"(?:模型参数|参数量|参数)(?:数|数量)?的\s*\d+(?:\.\d+)?\s*倍", ("参数",)),
    # a corpus's multiple of another's: "共计 160GB 的数据，十倍于 BERT"
    (
        r"(?:(?<=数据，)|(?<=数据,)|(?<=语料，)|(?<=语料,))[一二两三四五六七八九十百]+倍于",
        ("倍于",),
    ),
    # a recording's length, the data: "建议录制时长5秒到20秒", "在线录制你自己的声音5-20s"
    (
        r"录制[^，。；]{0,12}?\d+(?:\.\d+)?\s*(?:秒|s)?(?:\s*(?:到|至|-|~|～)\s*\d+(?:\.\d+)?)?\s*"
        r"(?:秒|s)(?![A-Za-z])",
        ("录制",),
    ),
    # data mixed in by its share: "在训练数据中参杂了大概14%的纯文本微调数据"
    (
        r"(?:参杂|掺杂|混入|混合)了?\s*(?:大概|大约|约)?\s*\d+(?:\.\d+)?\s*%",
        ("参杂", "掺杂", "混入", "混合"),
    ),
    # a threshold after 如果, read loosely: "如果是90%多，就没必要提高了"
    (
        r"如果(?:是|为|在|达到|超过|低于)?\s*\d+(?:\.\d+)?\s*%\s*(?:多|以上|以下|左右)?\s*[，,]",
        ("如果",),
    ),
    # a card named by the memory a model runs on: "在单卡24G内存上微调5.7B", "用单卡24G尝试…微调"
    (
        r"(?:在|用)单卡\s*\d+\s?(?:GB|G|g)(?![A-Za-z0-9])\s*(?:的)?\s*(?:显存|内存)?\s*"
        r"(?:上|尝试|去|来|跑|微调|训练|推理)",
        ("单卡",),
    ),
    # (after a Chinese character, where a Latin name has no word boundary: "中的tf32比例")
    (
        r"[\u4e00-\u9fff](?i:tf32|fp16|bf16|fp8|fp32|int8)\s*(?:的)?\s*比例[^。；]{0,10}?"
        r"(?:接近|约|为|是|达到)\s*\d+(?:\.\d+)?\s*%",
        ("tf32", "fp16", "bf16", "fp8", "fp32", "int8"),
    ),
    # a shape as a multiple of another: "输入的长宽是输出的四倍"
    (
        r"(?:长宽|尺寸|形状|宽高|分辨率)[^，。；]{0,8}?(?:是|为)[^，。；]{0,8}?的\s*"
        r"(?:\d+(?:\.\d+)?\s*|[一二两三四五六七八九十]+)倍",
        ("长宽", "尺寸", "形状", "宽高", "分辨率"),
    ),
    # the memory a writer runs on: "我在6g显存下，有正常输出过句子"
    (r"在\s*\d+\s?[gG][bB]?\s*显存下", ("显存下",)),
    # a scoring rule: "胜利得3分，平手得1分" (not minutes: "得3分钟")
    (r"得\s*\d+\s*分(?![钟之])", ("得",)),
    # an audio input's length, the data: "每次推理输入为600ms", "模型输入限制时长30s以下"
    (
        r"输入(?:为|是)\s*\d+(?:\.\d+)?\s*(?:ms|毫秒)|"
        r"(?:输入|音频|语音|录音)[^，。；,;]{0,6}?时长\s*\d+(?:\.\d+)?\s*(?:s|秒|分钟)\s*(?:以下|以内|以上)",
        ("输入", "音频", "语音", "录音"),
    ),
    # a frame's shift: "fbank帧数（1帧10ms）"
    (r"帧数\s*[（(]\s*\d+\s*帧\s*(?:=|为|是)?\s*\d+(?:\.\d+)?\s*ms", ("帧数",)),
    # hours of data: "数据量很大，例如5万小时以上"
    (r"数据量[^。；;]{0,12}?\d+(?:\.\d+)?\s*万?\s*小时", ("数据量",)),
    # a card's memory stated of the card: "我的显卡显存为8G" (not memory in use: "显存占用为8G")
    (
        r"(?:显卡|卡)的?(?:显存|内存)(?:大小)?(?:为|是|有)\s*\d+(?:\.\d+)?\s?(?:GB|G|g)(?![A-Za-z0-9])",
        ("显存", "内存"),
    ),
    # memory given as an example: "显存固定（比如只有24G）"
    (
        r"(?:比如|例如)\s*(?:只有|仅有|只剩)?\s*\d+(?:\.\d+)?\s?(?:GB|G)(?![A-Za-z0-9])",
        ("比如", "例如"),
    ),
    # an image scaled for a test (not a speed: "性能放大3倍"; not an upscaler's factor:
    # "250px的放大4倍也会爆显存"): "将图像放大三倍进行测试"
    (
        r"(?<!性能)(?<!速度)(?<!吞吐)放大\s*(?:了)?\s*(?:\d+(?:\.\d+)?|[一二两三四五六七八九十]+)\s*倍"
        r"(?=\s*(?:后|再|进行测试|测试))",
        ("放大",),
    ),
    # time waited so far: "等了一个小时了"
    (
        r"等了\s*(?:\d+|[一二两三四五六七八九十几半]+)\s*个?\s*多?\s*(?:小时|分钟|天)",
        ("等了",),
    ),
    # a time asked about in doubt: "不会几十秒吧"
    (r"不会\s*[几数]十\s*(?:秒|分钟)\s*吧", ("不会",)),
    # a data set's size unpacked, a download's extraction code, sample ratios, epochs doubled
    # (blind61): "解压后大小约64M", "文件提取码：374s", "正负样本比例为1:2", "epoch都翻倍了",
    # "每块12g内存"
    (r"解压后\s*大小\s*(?:约|大约)?\s*(?:为)?\s*\d+(?:\.\d+)?\s*[MGK]B?", ("解压后",)),
    (r"提取码\s*[:：]\s*[A-Za-z0-9]+", ("提取码",)),
    # the length of a recording's segments: "全程依五分钟分成连续的时段"
    (
        r"(?:依|按)\s*(?:[一二三四五六七八九十]+|\d+)\s*分钟\s*(?:分成|分为|切分|切成)",
        ("分成", "分为", "切分", "切成"),
    ),
    (r"样本比例\s*(?:为|是)?\s*\d+\s*[:：]\s*\d+", ("样本比例",)),
    (r"每(?:块|张)\s*\d+\s*[gG][bB]?\s*(?:内存|显存)", ("每块", "每张")),
    # the size of code, a rank among teams, a machine's least memory, the data used, time passed so
    # far, a card's memory in brackets, a setting's multiple (blind62): "代码量是前作的三倍",
    # "最终排名7/1701", "最小内存为8G的个人电脑", "使用100%的数据量", "已经训练了二十分钟了",
    # "过了一个小时还是这样", "只用1张卡（大约32GB)", "batch_size 是单卡的2倍", "步数会减半"
    (r"代码量[^，。；]{0,10}?(?:[一二两三四五六七八九十]+|\d+)\s*倍", ("代码量",)),
    (r"排名\s*(?:第)?\s*\d+\s*/\s*\d+", ("排名",)),
    (
        r"最(?:小|低)(?:内存|显存)(?:为|是)?\s*\d+\s?GB?\s*的\s*(?:个人)?(?:电脑|机器|设备|(?i:PC))",
        ("最小", "最低"),
    ),
    (r"使用\s*\d+(?:\.\d+)?\s*%\s*的\s*数据", ("使用",)),
    (
        r"已经\s*(?:训练|运行|跑|等)了?\s*(?:将近|快|差不多)?\s*(?:\d+|[一二两三四五六七八九十几半]+)\s*个?\s*多?"
        r"\s*(?:分钟|小时|天)\s*了",
        ("已经",),
    ),
    (
        r"过了\s*(?:\d+|[一二两三四五六七八九十几半]+)\s*个?\s*多?\s*(?:小时|分钟)\s*(?:还|都|也|仍)",
        ("过了",),
    ),
    (r"(?:张|块)卡\s*[（(]\s*(?:大约|约)?\s*\d+\s?GB?\s*[)）]", ("张卡", "块卡")),
    (r"步数\s*(?:会|就)?\s*减半", ("步数",)),
    # blind63: a virtual machine's share chosen, a count as a multiple, a share of parameters
    # active, memory supposed, a parameter's step, records imported, a card by its least memory:
    # "资源配置可以选择 10%", "元素数量是BF16的四倍", "激活参数比低于 3%", "如果你有 10G 显存",
    # "参数精度提升到0.01", "导入了2遍16W", "显存大于12G的单GPU"
    (r"资源(?:配置|类型)[^。；]{0,8}?选择\s*\d+\s*%", ("资源",)),
    # a job's progress, as in English ("80% done"): "完成 50%", "进度 60%" (not "完成率 95%")
    (r"(?:完成|进度)(?:了|度)?\s*[:：]?\s*\d+(?:\.\d+)?\s*%", ("完成", "进度")),
    # a share at which something happens: "占用低于窗口 70% 时"
    (r"(?:低于|高于|超过|小于|大于|不足)[^，。；]{0,6}?\d+(?:\.\d+)?\s*%\s*时(?![间长])", ("时",)),
    (
        r"(?:数量|个数)是[^。；，]{0,8}?的\s*(?:[一二两三四五六七八九十]+|\d+(?:\.\d+)?)\s*倍",
        ("数量", "个数"),
    ),
    (r"参数(?:比|比例|占比)\s*(?:低于|高于|为|约|不到)?\s*\d+(?:\.\d+)?\s*%", ("参数",)),
    (r"如果(?:你|您)?有\s*\d+\s*G\s*(?:的)?\s*显存", ("如果",)),
    (r"参数精度\s*(?:提升|提高|调整|设置|设)?\s*(?:到|为|至|成)?\s*\d*\.\d+", ("参数精度",)),
    (r"导入(?:了)?\s*(?:\d+\s*遍)?\s*\d+(?:\.\d+)?[Ww](?![A-Za-z])", ("导入",)),
    (
        r"显存(?:大于|小于|超过|不低于|至少)\s*\d+\s?GB?\s*的\s*(?:单\s*)?(?i:gpu|显卡|卡)",
        ("显存",),
    ),
    # blind64: a setting cut to a fraction, a data set's size, a corpus file's size, a card's
    # memory that runs out, time spent fixing a system: "optimize_restarts修改为原来的三分之一",
    # "共100个 part hdf5 数据文件，约 3.1G", "原始数据压缩包大于4gb",
    # "语料库有几十万行，文件大小大概1G",
    # "网络超显存，显存11GB", "折腾了好几个小时"
    (
        # (a setting's name before it: not a time or memory cut, "推理时间变为原来的三分之一")
        r"(?:(?<=[A-Za-z0-9_])|(?<=[A-Za-z0-9_]\s))(?:修改为|改为|设为|设置为|调为|调整为)原来的\s*"
        r"(?:[一二两三四五六七八九十]+分之[一二两三四五六七八九十]+|\d+/\d+|一半)",
        ("原来的",),
    ),
    (
        r"数据(?:压缩包|包|集|文件)\s*[，,]?\s*(?:共\s*|总共\s*)?(?:大于|超过|约|大约|大概|有)?\s*"
        # (not memory it takes: "加载数据包约 6G 内存")
        r"\d+(?:\.\d+)?\s*[gGmMtT][bB]?(?![A-Za-z/])(?!\s*(?:的)?(?:显存|内存))",
        ("数据",),
    ),
    (
        r"(?:语料|数据)[^。；]{0,20}?文件大小\s*(?:大概|约|大约|是|为)?\s*\d+(?:\.\d+)?\s*[GMT]B?",
        ("文件大小",),
    ),
    (
        r"(?:超显存|爆显存|显存不够|显存不足)\s*[，,]?\s*(?:显存|显卡)\s*(?:只有|是|为)?\s*\d+(?:\.\d+)?\s*GB?",
        ("显存",),
    ),
    (
        r"折腾(?:了)?\s*(?:好|大概|大约)?\s*(?:几|\d+|[一二两三四五六七八九十]+)\s*个?\s*(?:多)?\s*(?:小时|天|分钟)",
        ("折腾",),
    ),
    # blind65: an augmentation's scale, a layer count cut to a fraction, images counted with their
    # size: "随机缩放0.7-1.3倍", "层数缩减到 1/3", "图库有365张，106 MB"
    (r"随机缩放\s*\d+(?:\.\d+)?\s*[-~～]\s*\d+(?:\.\d+)?\s*倍", ("随机缩放",)),
    (r"层数(?:缩减|减少|降低|压缩|减)(?:到|至|为)\s*\d+\s*/\s*\d+", ("层数",)),
    (
        r"(?:图库|图片|照片|图像)[^。；]{0,6}?\d+\s*张\s*[,，]\s*\d+(?:\.\d+)?\s*MB\b",
        ("图库", "图片", "照片", "图像"),
    ),
)
IGNORE: tuple[str, ...] = (
    # "80GB A100", "4GB 显存的 NVIDIA RTX A2000", "16GB 内存的 MacBook Pro"
    # "80GB*8 GPUs", "80G显存的单机"; but "90GB 的 GPU 显存" is memory, not a GPU's name
    # (?<!…), not \b: "单个80GB NVIDIA A100" has no word boundary between 个 and 8
    rf"(?<![A-Za-z0-9_.]){MEMORY_SIZE}\s*{MEMORY_NOUN}?\s*(?:[*x×]\s*\d+\s*)?的?\s*"
    r"(?:(?:NVIDIA|Nvidia|nvidia|AMD|Intel|Apple|Colab|Google|Kaggle|AWS|Azure|英伟达)\s*)?"
    r"(?:SXM\d?\s+)?(?:(?:消费级|专业级)\s*)?(?:[单單一][块塊张張卡]\s*)?(?:(?:GeForce\s+)?RTX\s+[A-Za-z0-9]+|Tesla\s+[A-Za-z0-9]+|MacBook\b|Mac\b|M\d\s+Mac(?:Book)?\b|"
    # "32GB M1 Max"
    r"M[1-5](?:\s+(?:Pro|Max|Ultra))?(?![A-Za-z0-9])|"
    r"accelerators?\b|实例|"
    # "two 80 GB H100s": the plural of a name
    r"[A-Z]{1,3}\d{2,4}[A-Z]?s?(?![A-Za-z0-9])|[2-5]0[5-9]0(?:\s?Ti)?(?![\d.])|"
    # GPUs with a one-digit name: "24GB显存的L4 GPU" (not "768G DDR5", a memory's kind)
    r"(?:L4|T4|P4|A2)(?![A-Za-z0-9])|"
    r"[GC]PUs?(?![A-Za-z0-9])(?!\s*(?:显存|内存|(?i:memory)|VRAM|RAM|HBM))|"
    # "a single 32 GB workstation card"
    r"(?:(?i:workstation|consumer|datacenter|data-center|gaming|desktop|laptop|mobile)\s+)?(?:cards?|GPUs?)\b"
    r"(?!\s*(?:显存|内存|(?i:memory)|VRAM|RAM|HBM))|boards?\b|modules?\b|(?:developer|dev)\s*kits?\b|"
    r"显卡|顯卡|"
    # "2G RAM的树莓派", "8GB内存的macOS设备"
    r"手机|平板|(?:USB\s*)?闪存盘|U盘|固态硬盘|硬盘|SD卡|卡(?!时)|单机|机器|服务器|设备|树莓派|"
    r"(?:macOS|iOS|Android|Windows|Linux)\s*设备|"
    # "32G 内存的笔记本": a computer named by its memory
    r"(?:笔记本|电脑|主机|工作站)(?!\s*(?:内存|显存|存储)))",
    # cards counted by their memory: "80G 8卡", "80GB*4卡"
    rf"(?<![A-Za-z0-9_.]){MEMORY_SIZE}\s*[*x×]?\s*\d+\s*(?:张|块)?\s*卡(?!时)",
    # an instance by its size: "(64 vCPUs, 128 GiB memory)", "an 8 core, 32 GB host", "8 CPUs
    # + 16Gb RAM", "(8 OCPU, 64 GB RAM)"
    # an adverb: "I agree 100%", "100% agree"
    r"(?:(?<=\bagree )|(?<=\bAgree ))100\s*%|\b100\s*%\s+(?i:agree[ds]?)\b",
    # a card asked about by its memory: "I only have 12GB VRAM, is it enough?"
    r"\b\d+\s?(?i:GB|G)\s*(?:of\s+)?(?i:VRAM|RAM|memory)\s*,?\s*(?i:is\s+(?:it|that|this)\s+)?"
    r"(?i:enough)\b(?=[^.!]*\?)",
    # "(8 cpu/gpu core, 8gb ram)"
    # ("(8 vcpus, 16 GiB memory)")
    r"\b\d+\s*-?\s*(?:(?i:v?cpus?)|OCPUs?|(?i:(?:(?:CPU|GPU)(?:/(?:CPU|GPU))?\s+)?cores?))\s*(?:,|\+)\s*"
    r"\d+\s?(?:GB|GiB|Gb|G|gb)(?![A-Za-z0-9])",
    # "and" only in a bracket: "(8 vCPUs and 16GB DRAM)" (not "used a total of 387 CPU and 211 GB")
    r"(?<=[(（])\d+\s*(?i:v?cpus?|cores?)\s+and\s+\d+\s?(?:GB|GiB|G|gb)(?![A-Za-z0-9])",
    # a card's memory in brackets, named first: "4070 Ti Super (VRAM 16GB)"
    r"(?:(?<=\(VRAM )|(?<=\(VRAM: )|(?<=\(VRAM：))\d+\s?(?:GB|G)(?=\s*\))",
    # "(16vCPU 60GB Memory)": only a space between, the memory named after
    r"\b\d+\s*(?:vCPUs?|OCPUs?)\s+\d+\s?(?:GB|GiB|G)\s*(?i:memory|RAM)\b",
    # a machine's cores (and threads), then its memory: "8核16线程 32G内存", "4核4G内存"
    r"\d+\s*核\s*(?:\d+\s*线程)?\s*[,，、]?\s*\d+\s?(?:GB|G)\s*(?:内存|RAM)",
    # cores and threads, then memory: "Ryzen 3950X 16C/32T 64GB"
    r"\b\d+C/\d+T\s+\d+\s?(?:GB|G)\b",
    # a card named, then its memory: "an old Maxwell-generation card, 8GB of memory", "a
    # Turing-generation card, also 8GB"
    r"(?:(?<=card, )|(?<=card, also )|(?<=GPU, )|(?<=GPU, also ))\d+\s?GB\b",
    # storage devices named by their capacity: "two 3.5TB local NVMe devices"
    r"\b\d+(?:\.\d+)?\s?(?:TB|GB)\s+(?:local\s+)?(?:NVMe|SSD|HDD|microSD|SD|eMMC)s?"
    r"(?:\s+(?i:devices?|drives?|disks?|cards?))?\b",
    # "a 100 GB boot disk", "an additional 3 TB disk"
    # (not disk space or storage needed: "requires 12GB disk storage", "500GB Disk space")
    r"\b\d+(?:\.\d+)?\s?(?:TB|GB)\s+(?:(?i:boot|data|system|local|persistent|scratch)\s+)?(?i:disks?|drives?)\b"
    r"(?!\s+(?i:storage|space))",
    # a product's variants by their memory, in brackets after its name: "Raspberry Pi 4 Model B
    # (4GB/8GB)" (not "memory (12GB/16GB)")
    r"(?:(?<=[A-Z0-9] \()|(?<=[A-Z0-9]\())\d+\s?(?:GB|G)(?:\s*/\s*\d+\s?(?:GB|G))+(?=\s*\))",
    # a machine named by its memory, then what it is: "until your 32GB RAM server crashes" (not
    # "runs in 24GB VRAM machines", what a run needs)
    r"(?:(?<=\byour )|(?<=\bmy )|(?<=\bour )|(?<=\ba )|(?<=\ban )|(?<=\bthe ))"
    r"\d+(?:\.\d+)?\s?(?i:GB|GiB|G|TB)\s*(?i:RAM|VRAM|memory|unified\s+memory)\s+"
    r"(?i:servers?|machines?|box(?:es)?|laptops?|desktops?|workstations?|PCs?|Macs?|nodes?|"
    r"instances?|VMs?|hosts?|computers?|rigs?|systems?|phones?|devices?)\b",
    # a Pi by its memory: "a Raspberry Pi 4 4GB model"
    r"(?:(?<=\bPi [345] )|(?<=\bPi [345] Model B ))\d+\s?GB\b"
    r"(?=\s+(?i:model|board|version|variant|kit)\b)",
    # a data split or a mix: "80% for training and 20% for testing", "50% of the batch is filled
    # with MJ"
    # (both halves of the split: "97% for training and only 40% for eval" is a utilisation)
    r"(?<![\d.])\d+(?:\.\d+)?\s*%\s+for\s+(?i:training|train)\s+and\s+\d+(?:\.\d+)?\s*%\s+for\s+"
    r"(?i:testing|test|validation|val|eval)\b(?!\s+\w)",
    r"(?<![\d.])\d+(?:\.\d+)?\s*%\s+of\s+(?:the\s+)?(?i:batch|data(?:set)?|training\s+(?:data|set)|corpus|mix)\b"
    r"(?=\s+(?:is|are|was|were)\s+(?:filled\s+with|drawn\s+from)\b)",
    # the length of the samples a run reads: "multiple short samples <10 sec each"
    # (short ones only: "generated 20 samples ~4 min each" is a latency)
    r"(?:(?<=short samples )|(?<=short samples <)|(?<=short clips )|(?<=short clips <)|"
    r"(?<=short utterances )|(?<=short utterances <))\d+(?:\.\d+)?\s*"
    r"(?i:sec|secs|seconds?|s|min|mins|minutes?)\b(?=\s+each\b)",
    # a machine's RAM after a part with its memory in brackets: "a RTX3060 (12GB VRAM) and 32GB RAM"
    r"(?:(?<=\) and )|(?<=\), )|(?<=\) \+ ))\d+\s?GB\s*(?:of\s+)?(?:RAM|memory)\b",
    # a machine's RAM after its card's memory: "RTX-3090 24GB VRAM + 96GB CPU RAM"
    r"(?<=VRAM \+ )\d+\s?GB\s*(?:CPU\s+|system\s+)?RAM\b",
    # a Pi by its memory in brackets: "RPi 4 (4gb)"
    r"(?:(?<=Pi \d \()|(?<=Pi \d\())\d+\s?(?i:GB|G)(?=\s*\))",
    # the length of a recording cut into pieces: "15 second chunks", "5 second deltas", "the
    # 15 second range", "30 ms windows"
    rf"\b{_MEDIA_LENGTH}(?:\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+){_MEDIA_LENGTH})*(?:\s+long)?\s+"
    # ("audio data in 80 ms frames")
    r"(?:(?:input|audio|video|speech)\s+)*(?i:chunks?|segments?|clips?|windows?|deltas?|range|slices?|frames?|"
    # "must always correspond to 30s audio"
    r"hops?|buffers?|blocks?|audios?|speech)\b",
    # the same, the length after the piece: "Whisper accepts only chunks of 30s"
    r"(?:(?<=chunks of )|(?<=chunk of )|(?<=segments of )|(?<=slices of )|(?<=windows of ))"
    rf"{_MEDIA_LENGTH}\b",
    # the length of an audio file: "a 30 minute mp3 file"
    rf"\b{_AUDIO_LENGTH}\s+(?:long\s+)?(?i:mp3|wav|m4a|flac|audio|video)\s+(?i:files?|clips?)\b",
    # a song by its length: "a ~4min song" (a video's length may be what a run made: "20 minutes
    # video took 4 minutes")
    r"(?:(?<=\ba )|(?<=\ban )|(?<=\ba ~)|(?<=\ban ~))\d+(?:\.\d+)?[-\s]?"
    r"(?i:hours?|hrs?|minutes?|mins?|min|seconds?|secs?|s)(?:\s+long)?\s+(?i:song|mp3|wav)\b",
    # hours of audio or a piece of it, in Chinese: "68万小时多语言音频", "1 秒音频"
    # ("100s的音频")
    r"\d+(?:\.\d+)?\s*万?\+?\s*(?:个)?(?:小时|分钟|秒|s(?=\s*的))\s*(?:的)?\s*[\u4e00-\u9fff]{0,4}?"
    # (and of the data: "近10小时的数据", "20小时的多语言数据集", "1000 小时英文数据",
    # "170 小时中文", "6万小时 Libri-Light 无监督数据", "960小时的 LibriSpeech 做 finetune")
    r"(?:音频|语音|视频|录音|片段|训练数据|数据集?)|"
    # (a language right after the hours: "6 小时就在中文测试集上" is a time)
    # ("680,000 小时多语言和多任务监督数据")
    r"\d+(?:,\d{3})*(?:\.\d+)?\s*万?\+?\s*(?:个)?(?:小时|分钟)\s*(?:的)?\s*(?:中文|英文|中英文|多语种|多语言|方言)|"
    # (a data set's name, then its data or what is done with it; "36 小时 A100" is a card)
    r"\d+(?:\.\d+)?\s*万?\+?\s*(?:个)?(?:小时|分钟)\s*(?:的\s*(?:[A-Z][\w-]*\s*)+"
    r"(?:[\u4e00-\u9fff]{0,4}?(?:数据|语料)|做|进行)|(?:[A-Z][\w-]*\s*)+[\u4e00-\u9fff]{0,4}?(?:数据|语料)(?!并行))",
    # a speech data set with its hours in brackets: "WenetSpeech (10000小时)", "AIShell (179小时)"
    r"(?:(?<=[A-Za-z0-9] \()|(?<=[A-Za-z0-9]\()|(?<=[A-Za-z0-9] （)|(?<=[A-Za-z0-9]（))"
    r"\d+(?:\.\d+)?\+?\s*小时(?=\s*[)）])",
    # what is recorded: "用户回车后录音3秒钟"
    r"(?:(?<=录音)|(?<=录制)|(?<=录音 ))\d+(?:\.\d+)?\s*(?:秒钟?|分钟)",
    # the time it takes to read or learn something: "5分钟即可理解YOLOv9"
    # ("可以在30分钟内走读完代码")
    r"\d+\s*分钟\s*(?:内|之内)?\s*(?:即可|就能|就可以|带你|让你)?\s*(?:理解|读懂|看懂|了解|掌握|学会|走读|读完|看完|学完)",
    # the audio cut to a length, the range whole: "将音频切片至5s - 15s"
    r"(?:(?<=切片至)|(?<=切片至 )|(?<=切片到)|(?<=切片到 )|(?<=切片为)|(?<=切分为)|(?<=切成))"
    r"\d+(?:\.\d+)?\s*(?:s|秒)?(?:\s*[-~～–]\s*\d+(?:\.\d+)?)?\s*(?:s|秒)(?![A-Za-z0-9])",
    # a mode named by the length of its prompt: "3秒克隆", "3s极速复刻"
    r"\d+\s*(?:秒|s)\s*(?:极速)?(?:克隆|复刻)",
    # a microcontroller's memories in brackets: "Arduino ATmega328 (32KB Flash, 2KB Ram)"
    r"(?:(?<=\()|(?<=（)|(?<=, )|(?<=，))\d+(?:\.\d+)?\s?(?:KB|K)\s*(?i:flash|ram|rom|sram|psram)"
    r"(?=\s*[,，)）])",
    # a machine's parts in a list: "GPU 24G，内存503G，CPU AMD EPYC"
    r"(?:(?<=[，、,]GPU )|(?<=[，、,]GPU)|(?<=[，、,]内存)|(?<=[，、,]内存 )|(?<=[，、,]显存)|"
    r"(?<=[，、,]显存 ))"
    r"\d+\s?(?:GB|G)(?![A-Za-z0-9])(?=\s*[，、,]\s*(?:GPU|CPU|内存|显存|硬盘|显卡|系统))",
    # a phone by its name: "红米10X"
    r"(?:(?<=红米)|(?<=红米 )|(?<=小米)|(?<=小米 )|(?<=荣耀)|(?<=荣耀 )|(?<=Redmi )|(?<=Redmi))"
    r"\d+[A-Za-z]*(?![A-Za-z0-9])",
    # a chunk of the audio stream: "最小支持10ms语音输入流"
    r"\d+(?:\.\d+)?\s*(?:ms|毫秒)\s*(?:的)?\s*(?:语音|音频)(?:输入)?(?:流|片段|块|帧|数据)",
    # an example length in brackets: "固定长度（如30秒）的片段"
    r"(?:(?<=[(（]如)|(?<=[(（]如 )|(?<=[(（]例如)|(?<=[(（]比如))\d+(?:\.\d+)?\s*"
    r"(?:秒|分钟|小时|ms|s)(?=\s*[)）])",
    # memory as the device a model runs on: "qwq_32B_q4在48G显存上推理的速度"
    r"(?:(?<=在)|(?<=在 ))\d+\s?(?:GB|G)\s*显存上",
    # a card's memory in brackets after the cards: "8卡H20（每张卡96GB显存）服务器"
    r"(?:(?<=（每张卡)|(?<=\(每张卡)|(?<=（每卡)|(?<=\(每卡))\s*\d+\s?(?:GB|G)\s*显存",
    # a memory module with its speed grade: "16 GB 2667 MHz DDR4"
    r"\d+\s?(?:GB|G)\s+\d{3,4}\s*(?:MHz|MT/s)\s+(?:LP)?DDR\d",
    # a corpus named with its size: "16GB中英文无监督、平行语料"
    r"\d+(?:\.\d+)?\s?[GT]B\s*(?:的)?\s*[\u4e00-\u9fff、]{0,10}?(?:语料|数据集)",
    # the first seconds of a recording and what follows them: "只能合成出前11秒，11秒后内容不能合成"
    r"(?<=前)\d+(?:\.\d+)?\s*秒(?![钟内]|之内)",
    r"\d+(?:\.\d+)?\s*秒后的?(?:内容|部分|音频|语音|文本)",
    # an alignment: "Keys must be a multiple of 4 bytes in length"
    r"(?:(?<=multiple of )|(?<=multiples of ))\d+\s*(?:bytes?|B)\b",
    # an aligned block's size is a granularity: "对齐的32字节内存块"
    r"(?:(?<=对齐的)|(?<=对齐))\d+\s*字节",
    # storage, not memory: "32G ROM"
    r"\d+\s?(?:GB|G)\s*ROM\b",
    # round the clock
    r"\b24/7\b",
    # a list of examples: "必要端口如80/443"
    r"(?:(?<=如)|(?<=如 )|(?<=例如)|(?<=比如))\d+(?:/\d+)+",
    # a card named by its memory, the card in brackets: "12GB显存(如RTX 3060)"
    rf"(?<![A-Za-z0-9_.]){MEMORY_SIZE}\s*{MEMORY_NOUN}?\s*[(（]\s*(?:如|例如|比如|e\.g\.,?)?\s*"
    # (not a precision: "140GB（FP16）" is the weights' size in it)
    r"(?:(?:GeForce\s+)?RTX|GTX|Tesla|(?!(?:FP|BF|TF)\d)[A-Z]{1,2}\d{2,4}\b)",
    # a size per count of parameters: "≈2GB/10亿参数"
    r"\d+(?:\.\d+)?\s*(?:GB|G|MB)\s*/\s*(?:\d+(?:\.\d+)?\s*)?(?:[十百千万亿]+|B\b|(?i:billion))?\s*"
    r"(?:个)?(?:参数|(?i:params?|parameters)\b)",
    # a multiple of the parameter count: "AdamW stores 4× model parameters"
    r"\b\d+(?:\.\d+)?\s*[x×]\s*(?:the\s+)?(?:model(?:'s)?\s+)?(?:parameters|params|parameter\s+count)\b",
    # the time it takes to read a page: "7 min read", "60-second refresher"
    r"\b\d+[-\s](?i:min(?:ute)?s?|seconds?)\s+(?i:read|refresher)\b",
    # an example share in brackets: "大比例的随机的图像块子集（如 75%）被屏蔽掉"
    r"(?:(?<=（如)|(?<=（如 )|(?<=\(如)|(?<=\(如 )|(?<=（例如)|(?<=（例如 ))"
    r"\d+(?:\.\d+)?\s*%(?=\s*[）)])",
    # a machine's memory listed with its cards: "Linux Ubuntu 16.04, 128G内存，一张显卡"
    r"\b\d+\s?(?:GB|G)\s*内存\s*[，,、]\s*(?:[一两二三四五六七八]|\d+)\s*张\s*(?:显卡|GPU|卡)",
    # example sizes of a machine's variants: "（如 16GB/32GB/64GB）"
    r"(?:(?<=如)|(?<=如 )|(?<=例如)|(?<=例如 ))\d+\s?(?:GB|G)(?:\s*/\s*\d+\s?(?:GB|G))+",
    # ("a single GPU with 24G VRAM", "a consumer GPU of 24 gigabytes", "a 8GB single GPU")
    r"(?:(?<=GPU with )|(?<=GPUs with )|(?<=GPU having )|(?<=GPUs having )|(?<=GPU of ))"
    r"\d+\s?(?:GB|G\b|(?i:gigabytes))",
    r"\b\d+\s?(?:GB|G|gb)\s+(?i:single|consumer)\s+(?i:GPUs?|cards?)\b",
    # a card's memory in brackets after its model number: "3070Ti (8 Gb VRAM)"
    r"\b\d{4}(?:\s?(?i:ti|super))?\s*[(（]\s*\d+\s?(?:GB|Gb|gb|G)\s*(?:of\s+)?(?i:vram)\s*[)）]",
    # a window of time looked back over: "over recent durations (e.g., the last 24 hours)"
    r"(?:(?<=(?i:the last) )|(?<=(?i:the past) )|(?<=(?i:the previous) )|"
    r"(?<=(?i:since last) ))\d+\s+"
    r"(?i:mins|minutes|hours|days|weeks|months)\b",
    # "a 30-second scene", "5-second clips", "30-second (or shorter) segments"
    r"\b\d+(?:\.\d+)?-(?i:hour|minute|second)(?:\s*\([^)]{0,20}\))?\s+(?:[\w-]+\s+)?"
    r"(?i:audios?|speech|videos?|clips?|recordings?|scenes?|segments?|podcasts?|previews?|episodes?)\b",
    # lengths of the audio tested or read, listed: "5 seconds, 8 seconds, 10 seconds audio",
    # "13 min audio", "a 30 minutes audio file"
    rf"\b{_AUDIO_LENGTH}(?:\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+){_AUDIO_LENGTH})*\s+"
    r"(?:(?i:long|test|input|raw|sample)\s+)?(?i:audios?|wavs?|speech|recordings?)\b",
    # hours of speech a data set holds: "almost 24 hours of labeled single actress voice
    # recording", "more than 700h of speech"
    r"\b\d+(?:\.\d+)?\s?(?i:h|hrs?|hours?)\s+of\s+(?:[\w-]+\s+){0,4}?"
    r"(?i:speech|audio|recordings?|voice|utterances|transcribed)\b",
    # a video by its length: "Tested with 24 min video", "if you generate 1 minute video" (not
    # "and 20 minutes video took 4 minutes")
    r"(?:(?<=with )|(?<=\ba )|(?<=\ban )|(?<=generate )|(?<=generating ))"
    r"\d+\s*(?i:min|minutes?|sec|seconds?)\s+(?:long\s+)?"
    r"(?i:videos?)\b",
    # "10s or even 100s of billions of parameters": plurals, not seconds
    r"\b\d+0s(?=\s+(?:or|and|to)\s+(?:even\s+)?\d+0s\s+of\b)",
    # "(100s or more) of rows"
    r"\b\d+0s(?=\s+or\s+more\b)",
    # "一段3秒的音频", "一段3~4分钟的语音": the length of the data
    r"\d+(?:\.\d+)?(?:\s*[~\-–到至]\s*\d+(?:\.\d+)?)?\s*(?:秒|分钟|小时)\s*(?:长)?的\s*"
    r"(?:音频|语音|视频|录音|片段)",
    # "16GB and 24GB GPUs": two variants named by their memory
    rf"(?<![A-Za-z0-9_.]){MEMORY_SIZE}\s*(?:,|/|and|or)\s*{MEMORY_SIZE}\s*(?i:GPUs?|cards?)\b",
    # "a machine with 32 GB": a machine named by its memory
    r"(?:(?<=machine with )|(?<=computer with )|(?<=laptop with )|(?<=Mac with )|(?<=PC with ))"
    r"\d+\s?(?:GB|G)\b",
    # a granularity names the kind of segment: "16 KiB-quantised"
    r"\b\d+\s?[KMG]i?B-(?:quanti[sz]ed|aligned|granular)\b",
    # the length of the audio or video (the data, not a computation): "22k hours of
    # pseudo-labelled audio", "13 minutes of audio", "silence longer than 2 seconds"
    r"\b\d+(?:\.\d+)?k?\s+(?i:hours?|minutes?|seconds?)\s+of\s+(?:(?!"
    + _TIME_SPENT
    + r")[\w-]+\s+){0,2}?"
    # ("around 13 seconds of spoken text")
    r"(?i:audio|speech|voice|video|recordings?|footage|music|spoken\s+text)\b",
    r"(?:(?<=silence longer than )|(?<=silence shorter than ))\d+(?:\.\d+)?\s*(?i:seconds?|s)\b",
    # cards and products named by their memory in parentheses: "低显存显卡（12G/16G）",
    # "昇腾Atlas A3推理产品（64 GB，A3）"
    "(?:"
    + "|".join(
        f"(?<={noun}{p})"
        for noun in ("显卡", "产品", "服务器", "机型", "配置")
        for p in ("（", r"\(")
    )
    + r")\d+\s?(?:GB|G)(?:\s*/\s*\d+\s?(?:GB|G))*",
    # "4 x 80GB multi-GPU system": a count of GPUs named by their memory
    r"(?:(?<=\dx)|(?<=\d x )|(?<=\d×)|(?<=\d × ))\d+\s?GB?(?![A-Za-z0-9])",
    # a factor of a product: "64 * K_red * 2 bytes", "Number of Parameters × 12 bytes"
    r"(?:(?<=\* )|(?<=\*)|(?<=× )|(?<=×))\d+(?:\.\d+)?\s*(?i:bytes?)\b",
    # a size as a factor after a bracket or a name: "（总卡数/总die数-1）*4MB" (not "2*80GiB")
    r"(?:(?<=[)）A-Za-z_]\*)|(?<=[)）A-Za-z_] \* ))\d+(?:\.\d+)?\s*[KMG]i?B\b",
    # a dimension: "相对1D-TP", "2D parallelism"; a constant factor in big-O: "O(1 × 每层参数量)"
    r"(?<![A-Za-z0-9.])[1-4]D(?=-|\s*(?:TP|并行|(?i:parallel\w*|tensor|mesh|grid)))",
    r"(?<=O\()\d+\s*[×x*]",
    # an exponent in a formula: "$O(s^3 h)$", "10^{14}"
    r"(?:(?<=\^)|(?<=\^\{))\d+(?:\s*[A-Za-z](?![A-Za-z]))?",
    # a whole scale: "on an absolute 0–100% scale"
    r"\b0\s*(?:–|-|~|to)\s*100\s*%",
    # cards counted by their memory: "32GB*8配置", "48GB*4", "Atlas 800I A3（64GB × 16）"
    r"(?<![A-Za-z0-9.])\d+\s?(?:GB|G)\s*[*x×]\s*\d+(?![\d.])(?!\s*(?:GB|G|MB|%)(?![A-Za-z]))",
    # percentiles a tool prints: "10/25/50/75/90/95/98/99%"
    r"\b\d+(?:/\d+){2,}%",
    # a page size names the kind of page: "20480 个 2MiB 大页", "1 GiB huge pages"
    r"\b\d+\s?[KMG]i?B\s*(?:的\s*)?(?:大页|(?i:huge\s*pages?))",
    r"(?:(?<=pages \()|(?<=pages\())\d+\s?[KMG]i?B",
    # a card by its memory: "我的16g显存", "难道6G显存只能跑batchsize=2么"
    r"(?<=我的)\d+\s?[gG][bB]?\s*显存|\d+\s?[gG][bB]?\s*显存\s*(?:只能|就能|也能|能|可以)\s*跑",
    # a card asked about by its memory, or where a run happened: "16G的显存够用吗", "24G显存可以
    # 支持90分钟吗", "在8gb，和12gb显存上", "12G OOM很正常"; a card named, then its memory:
    # "T4显卡15G显存"
    r"\d+\s?[gG][bB]?\s*的?\s*显存\s*(?:够用|够不够|够吗|能不能|能否|可以支持|可以跑|能跑)",
    r"(?<=在)\d+\s?[gG][bB]?(?:\s*[，,]\s*和\s*\d+\s?[gG][bB]?)?\s*显存上",
    r"\d+\s?[gG][bB]?\s*(?:OOM|爆显存)",
    # "GTX1660Ti，6G的显存", an option's bound: "无优化（8G以上）", cards of at least a size:
    # "16 GB 及以上显存显卡"
    r"(?:(?<=Ti，)|(?<=Ti,)|(?<=\d，)|(?<=\d,))\d+\s?[gG][bB]?\s*的\s*显存",
    r"(?:(?<=（)|(?<=\())\d+\s?[gG][bB]?以上(?=[)）])",
    r"\d+\s?[gG][bB]?\s*及以上\s*显存\s*显卡",
    # a card's memory, the card after it: "16 GiB of VRAM in case of V100 or 11 GiB for 1080Ti"
    r"\d+\s?GiB\s+(?:of\s+VRAM\s+)?(?:in\s+case\s+of|for|on)\s+(?:[A-Z]{1,2}\d{2,4}|\d{4})\w*\b",
    r"(?:(?<=显卡)|(?<=显卡 ))\d+\s?[gG][bB]?\s*显存(?!\s*(?:都|全)?(?:耗完|用完|占满|吃满|被占))",
    # an upscaler by its name: "R-ESRGAN 4X+"; a whole share in a formula: "（ORT-X）/ORT × 100%"
    r"(?<![\d.])\d[xX]\+(?=\s*[，,、。;；)）]|\s*$)",
    r"(?:(?<=× )|(?<=×)|(?<=\* )|(?<=\*))100\s*%",
    # a card or a CPU by its number and a suffix, no brand before: "我用1660s跑训练" (a GTX 1660
    # Super, not 1660 seconds), "CPU is 7950x" (a Ryzen, not a multiplier)
    r"(?<![A-Za-z0-9.])(?:(?:16[56]0|20[6-8]0|40[78]0)[sS]|[3579][89][05]0[xX](?:3D)?)(?![A-Za-z0-9])"
    r"(?!\s*(?:faster|slower|speedup|more|less|higher|lower|improvement|reduction|smaller|larger))",
    # a card's memory after its number: "1660的显存6g"
    r"(?:(?<=\d的显存)|(?<=\d的显存 )|(?<=\d显存)|(?<=\d显存 ))"
    r"\d+(?:\.\d+)?\s?[gG][bB]?(?![A-Za-z0-9])",
    # a multiple as a divisibility rule, a series by its number, a pattern of growth in a design:
    # "输入通道为 4 倍数", "海思 351x 系列", "卷积核数量逐段呈 2 倍递增"
    r"\d+\s*倍数|\d+[xX]\s*系列|"
    r"(?<=呈)\s*\d+(?:/\d+)?\s*倍递[增减]|(?<=呈 )\d+(?:/\d+)?\s*倍递[增减]",
    # a Rockchip chip by its number: "RK3588 and 3588s" (not seconds)
    r"(?<![A-Za-z0-9.])35[68]8[sS](?![A-Za-z0-9])",
    # a laptop card with its memory: "4060m 8G显存"
    r"(?<![A-Za-z0-9.])\d{4}[mM]\s+\d+\s?(?:GB|G)\s*显存",
    # the card a writer runs on, by its memory: "能修改参数让24g跑起来吗" (as "I run on 8GB VRAM")
    r"\d+\s?[gG][bB]?\s*(?:的)?\s*(?:显存|显卡|卡)?\s*(?:也|就|都)?\s*(?:能|可以)?\s*"
    r"跑(?:起来|得动|不动|不起来|得起来)",
    # "kw" for 千万 in Chinese chat: "该值取值超过1kw后" (not a power: "功耗1kw")
    r"(?<![\d.])(?<!功耗)(?<!功率)(?<!功耗 )(?<!功率 )\d+(?:\.\d+)?kw"
    r"(?=[后以的条个级行]|\s*(?:左右|以上|以下))",
    # each card's memory: "每张卡24G显存", "单卡 24G 显存"
    r"(?:(?<=每张卡)|(?<=每张卡 )|(?<=每卡)|(?<=每卡 )|(?<=单卡)|(?<=单卡 ))\d+\s?[gG][bB]?\s*显存"
    r"(?!\s*(?:的)?(?:占用|使用|用量|消耗))",
    # a card's memory that runs out or is bounded: "16G显存必然会爆炸", "我的显存不到 4G"
    r"\d+\s?[gG][bB]?\s*显存\s*(?:必然|肯定|就|也|会|都|一点|根本|完全|已经)*\s*(?:会)?"
    r"(?:爆|不够|溢出|跑不动|带不动|跑不了)",
    # the card's memory in brackets: "（单卡，32G显存）"
    r"(?:(?<=单卡，)|(?<=单卡,)|(?<=单卡, ))\d+\s?[gG][bB]?\s*显存(?=\s*[）)])",
    # a limit in a condition: "显存超过24G就报错OOM了"
    r"(?<=显存超过)\d+\s?[gG][bB]?(?=\s*就)",
    # the shares of work a pipeline or its experts take: "处理 token 量比值可以达到 75x 以上",
    # "3.75% 比例的 token 丢弃"
    r"\d+(?:\.\d+)?\s*%\s*比例的\s*(?i:token|样本|数据)",
    # a step's share of the time, in brackets before its description: "运行时初始化（22%）: 加载…"
    # (the brackets as read, full-width or not, after a Chinese word: "perfectly (96.5%): one")
    r"(?<=[\u4e00-\u9fff][（(])\d+(?:\.\d+)?\s*%(?=\s*[）)]\s*[:：])",
    # the writer's own card by its memory: "为啥我12G显存 batch_size 要设置成2"
    r"(?:(?<=我)|(?<=我的)|(?<=我 )|(?<=我的 ))\d+\s?(?:[gG][bB]?|GiB)\s*(?:的)?\s*(?:显存|内存)"
    r"(?!\s*(?:占用|使用|用了|消耗))",
    # a memory required, then the cards that have it: "16G显存及以上（P100或T4及以上）"
    r"\d+\s?[gG][bB]?\s*显存\s*(?:及|或)?以上\s*(?=[（(])",
    # hours of speech data: "来至OpenAI的whisper，68万小时多种语言"
    r"\d+(?:\.\d+)?\s*万?\s*小时\s*(?:的)?\s*(?:多种语言|多语种|多语言|语音|音频|录音|标注)",
    # a card's memory, then the writer's total: "单卡显存24G，总显存只有96G"
    r"(?:(?<=单卡显存)|(?<=单卡显存 )|(?<=总显存只有)|(?<=总显存只有 ))"
    r"\d+(?:\.\d+)?\s?[gG][bB]?(?![A-Za-z0-9])",
    # a percentage asked about: "可以同时跑多个模型使利用率达到100%么？"
    r"\d+(?:\.\d+)?\s*%\s*(?:么|吗|嘛)(?=\s*(?:[?？]|$))",
    # hours of a data set in brackets: "wenetspeech(10000+小时)"
    r"(?:(?<=集\()|(?<=集（)|(?<=speech\()|(?<=料\()|(?<=料（))\d+\+?\s*小时(?=\s*[)）])",
    # a GPU model in the plural: "2x RTX 4090s" (not 4090 seconds)
    r"(?:(?<=RTX )|(?<=GTX )|(?<=RTX)|(?<=GTX))\d{4}[A-Z]?s\b",
    # a width is a data type's size: "宽度为 4 字节的向量"
    # (a look-behind each: every ignore pattern starts at the number)
    r"(?:(?<=宽度为)|(?<=宽度为 )|(?<=位宽为)|(?<=位宽为 )|(?<=宽度)|(?<=宽度 ))"
    r"\d+\s*(?:个\s*)?(?:字节|位)",
    # a month: "[2024/10]"
    r"\b(?:19|20)\d\d/(?:0?[1-9]|1[0-2])(?![\d/])",
    # hours of the data: "over 400,000 hours of data", "1,038 seconds of clean audio"
    r"\d[\d,]*(?:\.\d+)?\s*(?i:hours?|hrs?|minutes?|mins?|seconds?)\s+of\s+"
    r"(?:(?!" + _TIME_SPENT + r")[\w-]+\s+){0,2}?"
    r"(?i:audio|speech|data|videos?|recordings?|footage)\b",
    # a variant named by its memory: "16GB内存版本"
    rf"(?<![A-Za-z0-9_.]){MEMORY_SIZE}\s*(?:显存|内存|RAM)?\s*的?\s*(?:版本|型号|规格)",
    # a chip's model number: "1684X" (four digits, not a round number, and X) before what
    # names a chip; "2048X faster" is a speedup
    # ("1684 和 1684X 相同的配置", "1684X 精度没出来")
    r"(?<![\d.])\d{3}[1-9]X(?=\s*(?:系列|上|芯片|加速卡|板卡|平台|处理器|精度|相同|配置|版本|型号|"
    r"(?i:chips?|cards?|SoC|NPU|TPU|series|boards?|processors?|platforms?|accelerators?)(?![A-Za-z])))",
    # a sweep over the whole scale: "比例从0% 加到100%"
    r"(?<![\d.])0\s*%\s*(?:加到|增加到|提高到|升到|到|至)\s*100\s*%",
    # the network, not memory: "安装5G通信模块", "a 5G modem" (not "显存只要5G手机上也能跑")
    r"(?<![\d.])(?<!占用)(?<!降到)(?<![约到为是了要])5G(?=\s*(?:通信|网络|模块|基站|信号|技术|时代))",
    r"(?:(?<=\b[Aa] )|(?<=\b[Tt]he ))5G"
    r"(?=\s+(?i:network|modem|module|cellular|connectivity|NR|phone)s?\b)",
    # a chip's generation: "8s Gen 3"
    r"\b\d+s\s+Gen\s+\d",
    # years and decades: 2023, 1990s, "the early '80s" ("in the 90s", read by its context,
    # is a rule's)
    r"\b(?:19|20)\d\ds\b",
    r"(?:(?<=\bthe ')|(?<=\bthe ’)|(?<=\bearly ')|(?<=\blate ')|(?<=\bmid-'))[1-9]0s\b",
    # a time before now is a date: "updated 5 minutes ago", "3天前"
    r"\b\d+(?:\.\d+)?\s*(?i:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\s+ago\b",
    # ("1.2 秒前向" is a forward pass)
    rf"\d+(?:\.\d+)?{_AGO}",
    # the size of what a run reads is the data: "measured on 1GB of text"
    r"\b\d+(?:\.\d+)?\s?[KMGT]i?B\s+of\s+(?:[\w-]+\s+){0,2}?"
    r"(?i:text|images?|audio|videos?|files?|logs?|documents?|code|corpus|PDFs?)\b"
    # ("2GB of video memory" is memory, "10 GB of documents per second" a rate)
    r"(?!\s*(?i:memory|RAM|VRAM))" + _RATE_AFTER,
    # a data set's size, then what it holds: "about 1 GB and consists of 1000 training files"
    r"\b\d+(?:\.\d+)?\s?[KMGT]i?B\s+and\s+(?i:consists\s+of|contains|includes|has)\s+\d[\d,]*\s+"
    r"(?:[\w-]+\s+)?(?i:files|images|samples|examples|documents|videos|clips|hours|rows|records)\b",
    # variants asked about: "GPU RAM 是 40 GB 还是 80 GB"
    r"\d+\s?(?:GB|G)\s*还是\s*\d+\s?(?:GB|G)(?![A-Za-z])",
    # data sets by their size: "500gb+ datasets", "data sets with 500GB - 1TB dataset size"
    r"\b\d+\s?(?:GB|gb|TB|tb)\+?\s*(?:[-–]\s*\d+\s?(?:GB|gb|TB|tb)\s*)?(?i:datasets?|data\s+sets?)\b"
    # (not a rate: "500 GB datasets per hour")
    + _RATE_AFTER,
    # a preset or an edition named by its memory: "the Chroma 16 GB preset"
    # ("the 2 GPUs, 15GB memory option")
    # ("a 5GB version of the 13B model" and "a 5GB option" are a model's size)
    # ("the 40GB variant": a card's)
    r"\b\d+\s?(?:GB|G)\s+(?:(?:(?i:memory|RAM|VRAM)\s+)?(?i:presets?|profiles?|configs?|tiers?|SKUs?|"
    r"variants?|editions?)|"
    r"(?i:memory|RAM|VRAM)\s+(?i:options?))\b",
    # the memory of the writer's machine, or the memory the writer runs on: "with my 16 GB RAM",
    # "I run on 8GB VRAM", "you are on 8gb memory" (but "Our method runs Llama-70B on 24 GB VRAM"
    # is a claim)
    # (not what a run needs: "I'm on 5GB VRAM for the 13B model, down from 26GB")
    r"(?:(?<=\bmy )|(?<=\bI run on )|(?<=\bI'm on )|(?<=\bI ran on ))"
    r"\d+\s?(?:GB|G|gb|Gb)\s*(?:of\s+)?(?i:VRAM|RAM|GPUs?|cards?)\b"
    # (and the other memory of the same machine: "my 32gb ram 12gb vram")
    r"(?:\s*(?:,|\+|and)?\s*\d+\s?(?:GB|G|gb|Gb)\s*(?:of\s+)?(?i:VRAM|RAM)\b)?"
    r"(?!\s*(?:for\b|,?\s*(?:down|up)\b|instead\b|at\s+peak\b|after\b|,?\s*which\b))",
    # ("you are on 8gb memory ?", only where the clause ends: "you are on 6GB VRAM instead of
    # 14GB" is a use)
    r"(?:(?<=\b[Yy]ou are on )|(?<=\b[Yy]ou're on )|(?<=\bI am on )|(?<=\bI'm running on ))"
    r"~?\d+\s?(?:GB|G|gb|Gb)\s*(?:of\s+)?(?i:VRAM|RAM|(?:unified\s+)?memory)\b(?=\s*(?:[?.!;]|$))",
    # a whole share of what a thing is made of: "written in 100% Rust", "100% synthetic speech"
    r"\b100\s*%\s+(?i:synthetic|pure|open[- ]source|free|offline|local|private|compatible|"
    r"sure|safe|native|human|Rust|Python|C\+\+|Go|Java|JavaScript|TypeScript|Kotlin|Swift|Julia)\b",
    # a machine's memory that runs out: "刚开机16G内存也不够"
    r"\d+\s?[gG][bB]?\s*内存\s*(?:必然|肯定|就|也|会|都|还)*\s*(?:会)?(?:爆(?!满)|不够|溢出)",
    # a Ryzen in a list of a machine's parts, not a multiplier: "配置：2700x+1660显卡+24g内存"
    # (only before "+": "加速比：1000x，" is a speed-up)
    r"(?<=[：:+])[1-9]\d00[xX](?=\s*\+\s*\d{3,4}\s*(?:显卡|[Tt][Ii]\b)|\s*\+\s*\d+\s*[gG])",
    # a card's number, then its memory: "980,显存4GB"
    r"(?:(?<=\d,显存)|(?<=\d，显存)|(?<=\d, 显存))\d+(?:\.\d+)?\s?[gG][bB]?(?![A-Za-z0-9])",
    # W for 万 before what is counted: "10W  txt文档"
    r"\d+(?:\.\d+)?\s*[Ww](?=\s*(?:txt|pdf|docx?|条|个|篇|份|行|张|文档|文件|样本|图片|数据))",
    # the length of test audio in s or min: "测试环境：…, 15s 音频" (a video of 5s may be what a
    # run made: "720P 5s视频测试")
    # (as a list's item: "每秒可以生成 30s 音频" is a rate)
    r"(?:(?<=[,，、:：])|(?<=[,，、:：] ))\d+(?:\.\d+)?\s*(?:s|(?i:min))\s*(?:的)?\s*"
    r"(?:音频|语音|录音)"
    r"(?=\s*(?:[,，、;；。)）]|$))",
    # a time since something happened: "It's literally been 2 hours and out of nowhere"
    r"(?:(?<='s been )|(?<=’s been )|(?<=literally been ))\d+(?:\.\d+)?\s*"
    r"(?i:seconds?|minutes?|hours?|days?)\b",
    # the size of a test file is the data: "140MB的测试视频" (not "的模型文件", memory)
    # ("约有 9MB 的数据，可以快速下载" is a size again)
    r"\d+(?:\.\d+)?\s?[KMG]B\s*的\s*(?:测试)?(?:视频|音频|图片|图像|录音)",
    # a card by its memory right after 单卡, then how many: "目前是单卡46G八张卡"
    # (after 是 or 为 only: "量化后单卡20G两张卡就能跑70B" is a use)
    r"(?:(?<=[是为]单卡)|(?<=[是为]单卡 )|(?<=[是为] 单卡)|(?<=[是为] 单卡 ))"
    r"\d+(?:\.\d+)?\s?[gG][bB]?(?![A-Za-z0-9])"
    r"(?=\s*[零一二两三四五六七八九十\d]+\s*[张块]\s*(?:卡|显卡|GPU))",
    # a model by its factor: "你要用2x的模型" (not a speed-up)
    r"(?:(?<=要用)|(?<=要用 )|(?<=改用)|(?<=改用 )|(?<=换用)|(?<=换用 ))[2-8][xX]"
    r"(?=\s*的?\s*(?:模型|权重))",
    # a parameter count compared: "V2参数少10%"
    r"(?:(?<=[A-Za-z0-9]参数少)|(?<=[A-Za-z0-9]参数多)|(?<=[A-Za-z0-9]参数量少)|(?<=[A-Za-z0-9]参数量多))\d+(?:\.\d+)?\s*%",
    # a card, then its memory: "资源为L20单卡，显存46G"
    r"(?:(?<=卡,显存)|(?<=卡, 显存)|(?<=卡,显存 ))\d+(?:\.\d+)?\s?[gG][bB]?(?![A-Za-z0-9])",
    # a card's dedicated or shared memory: "4G专用内存"
    # (as an item after a comma: "推理时占用了 6G 共享显存" is a use)
    r"(?:(?<=[,，、])|(?<=[,，、] ))\d+\s?[gG][bB]?\s*(?:的)?\s*(?:专用|共享)(?:GPU)?"
    r"(?:内存|显存)",
    # a multiple of a count of work: "减少 10～40倍的逻辑判断次数"
    # ("3 倍的请求数量" is a throughput)
    r"\d+(?:\.\d+)?(?:\s*[~\-–到至]\s*\d+(?:\.\d+)?)?\s*倍的\s*(?!请求|查询|样本|帧|图片)[\u4e00-\u9fff]{0,8}?次数",
    # cycles counted: "50 cycles run for data collection"
    r"\d+\s+cycles\s+(?:run|of)\b",
    # how sure a cause is: "I'm not sure if this is 100% coremltools related"
    # (not an accuracy: "The student model is 100% correct")
    r"\b100\s*%\s+(?:[\w-]+[- ])?(?i:related|certain)\b",
    # a card's memory, stated of the card: "Due to 8 GB memory on the GTX 1080 card"
    r"\d+\s?(?:GB|G)\s+(?:of\s+)?(?:GPU\s+)?(?i:memory|RAM|VRAM)\s+on\s+(?:the|a|an|each|my)\s+"
    r"[\w -]{1,24}?\s+card\b",
    # bits, not seconds: "all 1s, or all 0s", "alternating 1s and 0s"
    r"(?:(?<=\b[Aa]ll )|(?<=\b[Aa]lternating )|(?<=\b[01]s and )|(?<=\b[01]s or ))[01]s\b",
    # the shares of a data set's split: "85% train set (for indexing) and 15% test set"
    r"\d+(?:\.\d+)?\s*%\s+(?i:train(?:ing)?|test|validation|val|dev|eval)\s+(?i:sets?|splits?|data)\b",
    # a threshold's default: "exceeds a configurable threshold (80% by default)", "greater
    # than the target (80% by default)"
    r"(?:(?<=threshold \()|(?<=target \())\d+(?:\.\d+)?\s*%\s+by\s+default\)",
    # the data a measurement reads: "Performance measured on 2.5MB from the wikitext test split"
    r"(?<=measured on )\d+(?:\.\d+)?\s?[KMG]i?B\s+(?:of|from)\b",
    # a share of the time, where the time goes: "80%耗时都是集中在det_postprocess"
    r"\d+(?:\.\d+)?\s*%\s*(?:的)?\s*(?:耗时|时间)\s*(?:都|主要)?\s*(?:是)?\s*(?:集中|花|消耗|用)在",
    # a machine's memory with its speed grade, a part: "64 Gb RAM (D.O.C.P. #1 3200 MHz)"
    r"\d+\s?(?:GB|Gb|G)\s+(?:DDR\d\s+)?RAM\s*\([^)]{0,30}?MHz",
    # a machine's RAM after "with": "on my CPU (with 8GB RAM)", "Raspberry Pi 4 with 8GB RAM"
    # (RAM named, no verb of use: a part of the machine)
    r"(?<=\bwith )\d+(?:\.\d+)?\s?(?:GB|G|Gb|gb)\s+(?:of\s+)?(?:RAM|(?:LP)?DDR\d?x?)\b",
    # a variant named by its memory: "the 8GB RAM model", "the 2GB variant"
    r"\d+\s?GB\s+(?:RAM\s+(?:model|variant|version)|variant|edition)\b",
    # a threshold in a condition: "If 30-60%, could be a great candidate for RL."
    r"(?<=\b[Ii]f )\d+(?:\.\d+)?(?:\s*[-–~]\s*\d+(?:\.\d+)?)?\s*%(?=\s*,)",
    # a share of the compute spent on something: "90-95% of compute is used on wrong answers"
    r"\d+(?:\.\d+)?(?:\s*[-–]\s*\d+(?:\.\d+)?)?\s*%\s+of\s+(?:the\s+)?compute\s+(?:is|was|goes|went)\s+"
    r"(?:used|spent)\s+on\b",
    # a device that has memory enough: "int4量化模型在4G内存以上Android设备可以执行推理"
    r"\d+(?:\.\d+)?\s?(?:GB|G)\s*(?:内存|RAM|运行内存)\s*(?:及)?以上(?:的)?\s*(?:Android|安卓|iOS)?\s*"
    r"(?:设备|手机|机器|电脑)",
    # the size of a corpus: "13GB 的预训练数据", "共计 160GB 的数据"
    r"\d+(?:\.\d+)?\s?(?:GB|TB|G|T)\s*(?:的)?\s*(?:预训练数据|训练数据|数据集|语料|文本数据|数据)"
    r"(?!\s*(?:吞吐|处理|传输|加载|读取|速度))",
    # a multiple of the tokens to train on: "使用 20倍 token 来训练模型"
    r"\d+(?:\.\d+)?\s*倍\s*(?:的)?\s*(?i:token)s?\s*(?:来|去|进行)?\s*(?:训练|预训练)",
    # a weight's share, a setting: "添加 25% 以内的权重"
    r"\d+(?:\.\d+)?\s*%\s*(?:以内|以下|左右)?\s*的\s*权重",
    # times of day: "0.00h/6.00h/12.00h/18.00h 时刻"
    r"\d+(?:\.\d+)?h(?:\s*[/、]\s*\d+(?:\.\d+)?h)*\s*时刻",
    # a storage card by its size: "准备至少8GB容量的Micro SD卡"
    r"\d+\s?(?:GB|G|TB)\s*(?:容量)?\s*(?:的)?\s*(?i:micro\s*SD|TF|SD)\s*卡",
    # a data split: "设置 70% 的图片为训练集，15% 作为验证集"
    r"\d+(?:\.\d+)?\s*%\s*(?:的)?\s*(?:图片|数据|样本)?\s*(?:为|作为|用作|划分为)\s*(?:训练集|验证集|测试集)",
    # a recording's length as a range, its first number too (a name that starts at a word sets
    # aside its last number on): "建议录制时长5秒到20秒"
    r"(?:(?<=录制时长)|(?<=录音时长)|(?<=录制时长为)|(?<=录制))\d+(?:\.\d+)?\s*秒\s*(?:到|至|-|~|～)\s*"
    r"\d+(?:\.\d+)?\s*秒",
    # a card whose memory fails to load a model: "48GB显存load internlm-chat-20b 失败"
    r"\d+\s?(?:GB|G)\s*显存\s*(?i:加载|load|跑|运行)[^，。；]{0,40}?(?:失败|报错|OOM|爆)",
    # the lengths of speech data: "a 10-30s speaker sample", "with 30s reference audio",
    # "trained on 100k+ hours of English speech data", "as little as 1 minute training data",
    # "(~1.5 hours output)"
    r"\d+(?:\.\d+)?(?:\s*[-–]\s*\d+(?:\.\d+)?)?\s?(?:s|sec|seconds?|min|minutes?)\s+(?:of\s+)?"
    r"(?:speaker|reference|voice|audio|speech)\s+(?:samples?|audio|clips?|recordings?)\b",
    r"\d+(?:\.\d+)?[kKM]?\+?\s+hours\s+of\s+(?:[A-Za-z-]+\s+){0,2}?(?:speech|audio|recordings?)\b",
    r"\d+\s+minutes?\s+(?:of\s+)?training\s+data\b",
    r"(?<=~)\d+(?:\.\d+)?\s*hours?\s+(?:of\s+)?output\b",
    # shares of a mix and a whole: "for 67%/33% mix", "normalized to sum to 100%"
    r"\d+(?:\.\d+)?%\s*/\s*\d+(?:\.\d+)?%\s+mix\b",
    r"(?:(?<=sum to )|(?<=sums to )|(?<=add up to ))100\s*%",
    # a card's memory per device: "on 16 NVIDIA A100s, with 40 GB of memory per device"
    r"(?<=with )\d+\s?GB\s+of\s+memory\s+per\s+(?:device|GPU|card|accelerator)\b",
    # a GPU's model number in the plural: "are multiple 4090s suitable?"
    r"(?<![\d.])(?:10[5-8]0|20[6-8]0|30[5-9]0|40[6-9]0|50[6-9]0)s\b",
    # the writer's device by its memory, then its name: "on my 8gb Snapdragon 8gen 3 device"
    r"(?<=\bmy )\d+\s?(?:gb|GB|G)\s+(?=[A-Z])",
    # a spec line with a clock: "2.4GHz, 12G RAM"
    # (with a bracket, or the memory ending a spec line: "(3.70GHz), 64 Gb RAM",
    # "@ 3.20 GHz，16 GB")
    r"\d+(?:\.\d+)?\s?GHz\s*\)?\s*[,，]\s*\d+\s?(?:GB|Gb|G)(?:\s+RAM\b|(?=\s*(?:$|[,，。])))",
    # a system by the memory it has: "a system with access to 512mb of ram"
    r"(?<=access to )\d+\s?(?:mb|MB|gb|GB)\s+of\s+(?:ram|RAM|memory)\b",
    # an instance named by its memory: "on a 4 CPU and 16 GB instance"
    r"\d+\s?(?:GB|G)\s+(?:RAM\s+)?(?:instance|VM|machine|node|server)\b",
    # a recording's length, the data: "只能处理3分钟左右时长的录音"
    r"\d+(?:\.\d+)?\s*(?:分钟|秒|小时)\s*(?:左右)?\s*(?:时长)?\s*的\s*(?:录音|音频|视频)",
    # decades as a range of sizes or ages: "board sizes in the 20s and 30s"
    r"(?<=\bthe )[1-9]0s(?=\s+(?:and|or|to)\s+[1-9]0s\b)",
    r"(?<=0s and )[1-9]0s\b",
    r"(?<=0s or )[1-9]0s\b",
    # machines named by their memory: "64 GPUs and 6T memory machines"
    r"\d+\s?(?:GB|G|TB|T)\s+(?:of\s+)?(?:memory|RAM)\s+(?:machines?|servers?|nodes?|instances?|boxes)\b",
    # a binary pattern, not seconds: "a pattern of 0/1s"
    r"(?<![\d./])0/1s\b",
    # the size of a test object a run makes or reads: "Create a 1MB tensor", "a 4KB block"
    r"(?<=\ba )\d+(?:\.\d+)?\s?[KMG]B\s+"
    r"(?:tensor|array|buffer|payload|chunk|block|message|packet)s?\b",
    # hours of recorded data: "pre-trained on 10k+ hours of robot data"
    r"\d+(?:\.\d+)?[kK]?\+?\s*hours?\s+of\s+(?:[\w-]+\s+)?"
    r"(?:data|recordings?|audio|speech|video|demonstrations?)\b",
    # a disk in a list of a machine's parts: "128GB RAM, 960G SSD storage"
    r"(?<=, )\d+\s?(?:GB|G|TB|T)\s+(?:SSD|HDD|NVMe)\b",
    # a machine's RAM after its CPU in a spec list: "3.7GHz CPU, 128GB RAM"
    r"(?<=CPU, )\d+\s?(?:GB|G)\s+(?:RAM|DDR\d?)\b",
    # the bytes of a number format: "使用 2 字节（16 位）存储"
    r"\d+\s*(?:个)?字节\s*[（(]\s*\d+\s*(?:位|(?i:bits?))\s*[)）]",
    # a recording's length in seconds: "合成1s钟的音频"
    r"\d+(?:\.\d+)?\s*(?:s|秒)钟?\s*的\s*(?:录音|音频|视频|语音)",
    # a training schedule as a multiple of epochs: "the 3x schedule (~37 COCO epochs)", "1x models"
    r"\d+x(?=\s+(?:\([^()]*epochs?\)\s+)?(?:training\s+)?schedules?\b)",
    r"(?<![\w.])\d+x\s+models\b",
    # times of day of snapshots: "the 0, 6, 12, 18 hour timestamps"
    r"\d+\s+hour\s+timestamps?\b",
    # a tolerance: "within 5% error"
    r"(?<=within )\d+(?:\.\d+)?\s*%\s+error\b",
    # ten thousand steps, not watts: "运行30W步左右"
    r"\d+(?:\.\d+)?\s*[Ww](?=\s*(?:步|条|张|个|次|样本|iters?\b))",
    # a register's width, then its bytes: "32b（4字节）"
    r"\d+\s*[bB](?:it)?\s*[（(]\s*\d+\s*字节\s*[)）]",
    # byte addresses of segments: "地址为 0-31 字节、32-63 字节等"
    r"\d+\s*-\s*\d+\s*字节(?=\s*、\s*\d+\s*-\s*\d+\s*字节)",
    r"(?<=、)\d+\s*-\s*\d+\s*字节(?=\s*等)",
    # a machine's memory and disk in a bracketed list of its parts: "（T4显卡、8cpu、51g内存，
    # 166g磁盘）"
    r"(?<=[、，,])\d+\s?[gG][bB]?\s*(?:内存|磁盘|硬盘)(?=[^。；()（）]{0,12}[）)])",
    # a multiple of a parameter count: "一般是参数量的2倍，671B的两倍"
    # (after a comma, a count restated: not "推理速度达到 Qwen3-8B 的 3.5 倍", "延迟约为 1B 的
    # 1.9 倍")
    r"(?:(?<=[，,、])|(?<=[，,、]\s))\d+(?:\.\d+)?[BM]\s*的\s*"
    r"(?:[一两二三四五六七八九十]|\d+(?:\.\d+)?)\s*倍"
    r"(?!\s*(?:速度|性能|吞吐))",
    # a machine's RAM with its type in brackets: "内存为440G (DDR4)"; sticks of memory counted:
    # "8根64G=512G"
    r"\d+(?:\.\d+)?\s?(?:GB?|gb?)\s*[(（]\s*DDR\d\s*[)）]",
    r"\d+\s*根\s*\d+\s*GB?(?:\s*=\s*\d+\s*GB?)?",
    # data stored: "store the ~1.2 TB of databases"
    r"\d+(?:\.\d+)?\s?[GT]B\s+of\s+(?:[\w-]+\s+)?(?i:databases?)\b",
    # cards counted with their memory after: "Lambda Labs 8xA100 and 80gb"
    r"\d+\s*[x×]\s*[AHLV]\d{2,3}\s+(?:and|with)\s+\d+\s?(?:gb|GB|G)\b",
    # a song by its length, the data: "transcribe() 1 mins song"
    r"\d+(?:\.\d+)?[-\s]?(?i:hours?|hrs?|minutes?|mins?|seconds?|secs?)\s+(?i:songs?|podcasts?)\b",
    # a card's memory that runs out names the card: "the 40GB GPU memory runs out (OOM)"
    r"\d+(?:\.\d+)?\s?(?:GB|G)\s+(?:(?i:GPU|CPU)\s+)?(?i:memory|VRAM|RAM)\s+"
    r"(?i:runs?\s+out|ran\s+out|is\s+not\s+enough|isn't\s+enough|fills?\s+up)\b",
    # the time a piece of work takes to write: "it might take 1,2 weeks to align with
    # transformers" (not a computation's: "1 day to finish on one gpu", "1 month to finish
    # training")
    r"\d+(?:\s*[,-]\s*\d+)?\s+(?i:days?|weeks?|months?)\s+to\s+(?i:align|implement|develop|"
    r"fix|merge|review|support|add|write|port|integrate)\b",
    # the size of a data set or of a file read (blind61): "a 400 GB skewed data set", "a 76.5MB
    # large … audio file"
    r"\d+(?:\.\d+)?\s?[GT]B\s+(?:[\w-]+\s+){1,2}?data\s*sets?\b",
    r"\d+(?:\.\d+)?\s?[KMG]B\s+large\s+(?:[^.;]|\.(?=\d)){0,40}?(?i:audio|video|music)\s+files?\b",
    # hours of music a model is trained on: "We use 20K hours of licensed music"
    r"\d+(?:\.\d+)?[kKM]?\+?\s+hours\s+of\s+(?:[A-Za-z-]+\s+){0,2}?(?i:music|songs?)\b",
    # shares of what a forecast or a setting covers, intervals of a forecast and folds: "10% of
    # the predictions", "the last 20% of the time series", "50% and 90% prediction intervals",
    # "5-fold CV", "100% of the pandas API", "(…, default 80%)", "4000% in ideal case"
    r"\d+(?:\.\d+)?\s*%\s+of\s+the\s+(?:history|time\s+series|predictions|forecasts?|[\w-]+\s+API)\b",
    r"\d+(?:\.\d+)?\s*%(?:\s*(?:,|and|or)\s*\d+(?:\.\d+)?\s*%)*\s+(?:prediction|confidence|credible|"
    r"uncertainty)\s+intervals?\b",
    r"\d+[-\s]fold\s+(?i:cv|cross[-\s]?validation)\b",
    r"(?<=default )\d+(?:\.\d+)?\s*%(?=\))",
    r"\d+(?:\.\d+)?\s*%\s+in\s+(?:the\s+|an\s+)?ideal\s+case\b",
    # multiples of a setting: "3-4 times the length", "10x greater/smaller than the lr"
    r"\d+(?:\s*[-–]\s*\d+)?\s+times\s+the\s+(?:length|horizon|period|window|lr|learning\s+rate|"
    r"batch\s+size|epochs?)\b",
    r"\d+(?:\.\d+)?\s*[x×]\s+(?:greater|smaller|larger|bigger|higher|lower)(?:/[a-z]+)?\s+than\s+"
    r"the\s+(?:lr|learning\s+rate)\b",
    # the time a tutorial takes: "our 10-minute quickstart guide", "the 10 minute tutorials"
    r"\d+[-\s]minutes?\s+(?:quick\s*start|tutorials?|guides?|intro(?:duction)?|read|walkthrough|"
    r"overview|demo)\b",
    # a number and its unit that go on as a name: "2s_bone_aug.py"
    r"\d+[A-Za-z]+(?=_[A-Za-z0-9])",
    # a machine's spec, its clock then its RAM; RAM with its sticks added up; a card whose memory
    # suffices; a count out of a total; an image's scale; a length of the data's clips; a width
    # labelled after a height (blind62): "a 1.8 GHz Intel i7-8550U CPU and 8 G RAM", "88GB
    # （8+16+32+32）", "16 Gb VRAM should be enough", "~70s/300", "down to 25% size", "one full
    # 45-minute half-time sequence", "H:112 W:96", "10分钟上手手册"
    r"\d+(?:\.\d+)?\s?GHz\b[^.;]{0,60}?\band\s+\d+\s?(?:G|GB)\s+(?:of\s+)?RAM\b"
    r"(?!\s+(?i:usage|use|used|footprint))",
    r"\d+\s?G[Bb]?\s+(?:of\s+)?V?RAM\s+(?:should|would)\s+be\s+(?:enough|sufficient|plenty)\b",
    # (not a time per so many steps: "30s/100 iterations")
    r"\d+s/\d+(?!\w|\.\d|\s+(?!(?:to|or|and)\b)[A-Za-z])",
    r"\d+(?:\.\d+)?\s*%\s+(?:size|scale|resolution)\b",
    r"\d+[-\s](?:second|minute|hour)\s+(?:[\w-]+\s+){0,2}?(?:sequences?|clips?|videos?|recordings?|"
    r"matches)\b",
    # (after a height only: "The GPU draws 300 W: 20% more" is power)
    r"(?:(?<=H[:：=])|(?<=H[:：=] ))\d+\s*W\s*[:：=]\s*\d+",
    r"\d+\s*分钟\s*(?:上手|入门|快速上手|速览|读懂)",
    # settings listed after a variable, a card's memory after its name and a comma (blind62):
    # "SNN在T=1，2的精度", "默认使用A6000训练，48G的显存"
    r"(?<=[A-Za-z]=\d[，,、])\d+(?=\s*的)",
    r"(?:(?<=\d{3}[，,])|(?<=\d{3}训练[，,])|(?<=\d{3}推理[，,]))\d+\s?GB?\s*的\s*显存",
    # data augmented by a multiple, a share replaced at random, a share of the data or queries,
    # speech data by its length (blind61): "进行4倍扩充", "进行15%随机替换", "10%的query",
    # "少于11s的librispeech的语音数据", "6-7s的语音"
    r"\d+(?:\.\d+)?\s*倍\s*(?:的)?\s*(?:扩充|扩增|增广|扩展)",
    r"\d+(?:\.\d+)?\s*%\s*(?:的)?\s*(?:随机|概率)",
    r"\d+(?:\.\d+)?\s*%\s*的\s*(?:(?i:query|queries)|样本|数据)(?!量|处理|吞吐)",
    r"\d+(?:\.\d+)?(?:\s*[-–~～]\s*\d+(?:\.\d+)?)?\s*s\s*的\s*(?:[A-Za-z]+\s*的\s*)?(?:语音|音频|数据)",
    # a card or a machine by the memory that runs short: "24G显存是会oom的",
    # "12GB运行whisper勉强够用", "24GB显存只能够推理小尺寸的", "32G内存跑不同"
    # (a card filled is memory used: "24G显存会爆满", as "80G占满")
    r"\d+\s?(?:GB|G)\s*(?:显存|内存)?\s*(?:是|也|都)?\s*(?:会|就)\s*(?:(?i:oom)|爆(?!满))",
    r"\d+\s?(?:GB|G)\s*(?:显存|内存)?\s*(?:运行|跑)[^，。；]{0,20}?(?:勉强)?(?:够用|不够)",
    r"\d+\s?(?:GB|G)\s*(?:显存|内存)\s*只能(?:够)?\s*(?:推理|跑|运行)",
    r"\d+\s?(?:GB|G)\s*(?:显存|内存)\s*跑不(?:同|通|动|了)",
    # a card by its memory, asked about, and the video lengths to generate: "8GB显存跑720p生成10s到
    # 30s视频"; a video by its length and frames: "3分钟视共9000帧"
    r"\d+\s?(?:GB|G)\s*显存\s*跑(?=\s*\d+\s*[pP])",
    # a spec line, a card's memory then the machine's: "GPU：L20 显存48G，120G内存"
    r"(?:(?<=显存\d\dG[，,])|(?<=显存\d\dGB[，,]))\d+\s?GB?\s*内存",
    r"(?<=生成)\d+(?:\.\d+)?\s*(?:s|秒|分钟)\s*(?:到|至|-|~|～)\s*\d+(?:\.\d+)?\s*(?:s|秒|分钟)\s*(?:的)?\s*视频",
    r"\d+(?:\.\d+)?\s*(?:分钟|秒)\s*(?:的)?\s*视频?\s*共\s*\d+\s*帧",
    # blind64: settings, data and machines that read like results
    # a density of non-zero values: "less than 1% non-zero coefficients"
    r"\d+(?:\.\d+)?\s*%\s+(?:of\s+)?non-?zero\b",
    # the time a form or a video takes a reader: "this 1-minute form"
    r"\d+-minute\s+(?:form|survey|questionnaire|read|video|talk|tutorial|walkthrough|demo)\b",
    # folds of a cross-validation: "5fold validation"
    r"\d+\s?-?(?i:fold)\s+(?i:validation|cross[- ]validation|cv)\b",
    # memory that suffices: "24G显存足够训练13B的模型"
    # (not the least memory a run needs: "极限情况下 6G 显存就够了")
    r"\d+(?:\.\d+)?\s*[Gg][Bb]?\s*显存\s*(?:也|应该)?\s*足够(?:训练|跑|运行|推理)",
    # time waited for a step that has not finished: "15分钟第一个iter都没有跑完",
    # "6个多小时了还没转换完"
    r"\d+(?:\.\d+)?\s*个?多?\s*(?:分钟|小时|秒|天)\s*(?:了)?[^，。；]{0,10}?(?:都|还)没(?:有)?"
    r"(?:跑完|完成|结束|转换完|加载完|跑出|出来)",
    # a recording's size and length, in brackets: "(15MB m4a,约 20 分钟)"
    r"\d+(?:\.\d+)?\s*[KMG]B\s+(?i:m4a|mp3|wav|mp4|flac|mkv|mov|avi)\s*[,，]\s*(?:约|大约)?\s*"
    r"\d+(?:\.\d+)?\s*(?:分钟|秒|小时|min|s)\b",
    # blind63: settings and setups that read like results
    # a multiple of a learning rate in TeX: "$1/2 \times$ the LR"
    r"\d+/\d+\s*\\times\$?\s+the\s+(?:LR|lr|learning\s+rate)\b",
    # a share of the training steps (warm-up): "($10%$ of training)", "20% of the total number of
    # steps" (not a share of its time: "20% of training time")
    r"(?<!saves )(?<!saving )(?<!reduces )(?<!cuts )(?<!in )"
    r"\d+(?:\.\d+)?\s*\\?%\$?\s+of\s+(?:the\s+)?"
    r"(?:total\s+)?(?:number\s+of\s+)?(?:training|steps|training\s+steps|iterations)\b"
    r"(?!\s+(?:time|throughput|speed|cost))",
    # a fraction of a rank, a share of parameters fewer, a multiple of a model's size: "1/4 rank",
    # "24% fewer parameters" (not "25% fewer parameters/FLOPs"), "2x model size"
    r"\d+/\d+\s+rank\b",
    r"\d+(?:\.\d+)?\s*%\s+(?:fewer|more|less)\s+parameters\b(?!\s*/)",
    r"(?<!by )(?<!with )\d+(?:\.\d+)?\s*[x×]\s+(?:the\s+)?model(?:'s)?\s+size\b",
    # the plural of zero: "an area of 0s in the mask"
    r"(?<![\w.])0s\b",
    # a job's progress: "at around 80% done"
    r"\d+(?:\.\d+)?\s*%\s*(?:(?:done|complete|completed|finished)\b|(?:已)?完成(?!率))",
    # a value a formula works out: "1-(1-0.8^60)^13=0.002%"
    r"\d+(?:\.\d+)?\^\d+[)\]]*(?:\^\d+)?[)\]]*\s*=\s*\d+(?:\.\d+)?\s*%",
    # a virtual GPU's slice, with its memory: "30% A100", "30%或50%A100", "24GB 30% 的 A100",
    # "30% A*100"
    r"(?:\d+\s?GB?\s+)?\d+\s*%\s*(?:或\s*\d+\s*%\s*)?(?:的\s*)?A\s*\*?\s*100(?![\d.])",
    # shares of a mix: "40% 头 + 60% 尾"
    r"\d+(?:\.\d+)?\s*%\s*[\u4e00-\u9fff]{0,2}\s*\+\s*\d+(?:\.\d+)?\s*%",
    # a card whose memory falls short, cards named by memory: "80G会报显存溢出", "两个8g 显存的gpu",
    # "一块2080Ti的11G的内存"
    r"\d+\s?GB?\s*会报?\s*(?:显存)?\s*(?:溢出|OOM|oom|爆)",
    r"\d+\s?[gG][bB]?\s*显存的\s*(?i:gpu|显卡|卡)",
    r"\d{4}(?:\s?Ti)?\s*的\s*\d+\s?GB?\s*的",
    # W for 万 before what is counted: "5W跳数据", "50W对话数据集"
    r"\d+(?:\.\d+)?[Ww](?=\s*(?:条|跳|个|对话|数据|张|行|样本|字|词|句|用户|篇|轮|次))",
    # a machine by its cores and memory: "50core，96GB mem"
    r"\d+\s*cores?\s*[，,]\s*\d+\s?GB\s*mem",
    # a shape with a part unknown: "30 X  ？"
    r"\d+\s*[Xx×]\s+[？?]",
    # blind65: a folds' count before the models merged, a share of an image or of a split:
    # "5折nezha-base模型融合", "90%以上的区域是没有用的", "20%的测试集和全部测试集"
    r"\d+\s*折(?=[A-Za-z]|\s*(?:交叉|(?i:cv))|\s*(?:[A-Za-z][\w-]*\s*)?模型\s*融合)",
    # a symbol squared, written without its superscript: "下降到原来的 α2 倍"
    r"(?<=[α-ωΑ-Ω])\d\s*倍",
    # (what is useless in an image, and a split tried: not "节省了 18% 的面积",
    # "在 92% 的测试集图片上识别正确")
    r"\d+(?:\.\d+)?\s*%\s*(?:以上|左右)?的\s*(?:区域|像素)"
    r"(?=\s*(?:是|为|都是)?\s*(?:没有用|无用|背景|空白))",
    r"\d+(?:\.\d+)?\s*%\s*的\s*(?:测试集|训练集|验证集)(?=\s*(?:和|与|或|作为|做|来|试|进行))",
    # blind65: a company named by its number: "the 1.3M neurons dataset from 10x Genomics"
    r"10x\s+(?:Genomics|Chromium|Visium|Xenium)\b",
    # (set aside whole, each number in it: "aim for 128GB of RAM or would 32GB work", "lengths
    # ranging from 5 to 30 seconds (5s, 10s, 20s, and 30s)")
    # (not memory used, then the question: "peaked at 38GB of VRAM or would 24GB be enough?")
    r"(?<!at )(?<!used )(?<!uses )(?<!took )(?<!takes )"
    r"\d+\s?(?:GB|G)\s+(?:of\s+)?(?i:RAM|memory|VRAM)\s+or\s+(?:would|will|could|does|should)\s+"
    r"\d+\s?(?:GB|G)\b(?=[^.!\n]*[?？])",
    # ("a threshold set to a value between 75% and 95%": a value chosen, both ends)
    r"(?<=set to a value between )\d+(?:\.\d+)?\s*%\s+and\s+\d+(?:\.\d+)?\s*%",
    r"(?<=ranging from )\d+(?:\.\d+)?\s*(?:to|-|–)\s*\d+(?:\.\d+)?\s*(?i:seconds|secs|s)\s*"
    r"\((?:\s*(?:and\s+)?\d+(?:\.\d+)?\s?s\s*,?)+\)",
)

#: full-width forms common in Chinese typesetting, read as their ASCII twins (same length,
#: so spans stay valid): "５０％", "３×", "ＧＢ"
FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
#: traditional characters of the tables' words, read as their simplified twins, one character
#: for one so spans stay valid: "每秒 10.2 個詞元", "延遲降低了 30%", "記憶體". A converter such as
#: OpenCC maps phrases and may change a text's length; the tables need only these characters
_TRADITIONAL, _SIMPLIFIED = (
    "個詞時鐘間記憶體顯內萬億級數據帶寬輸傳遲請處過達減長開銷費價錢約幾兩點節總佔裡為與從將對應實現頻"
    "並發計運練訓標準確於還無機臺張塊輕絕專層選擇變換儲讀寫載啟動緩衝網絡單雙種類條週僅較強縮壓檔參態"
    "們這樣區務",
    "个词时钟间记忆体显内万亿级数据带宽输传迟请处过达减长开销费价钱约几两点节总占里为与从将对应实现频"
    "并发计运练训标准确于还无机台张块轻绝专层选择变换储读写载启动缓冲网络单双种类条周仅较强缩压档参态"
    "们这样区务",
)
#: every space read as a plain one, one character for one: MyST keeps a paragraph's source line
#: breaks in its text, and the words a rule needs ("per hour", " eur") are spelt with a space,
#: so "costs two\nEUR" or a no-break space inside a figure must read as written with it
SPACES = {code: " " for code in range(0x3001) if chr(code).isspace() and code != 0x20}
#: signs drawn like the ASCII ones a unit is written with: the small forms ("﹪", "﹕"), the
#: division and fraction slashes ("tokens∕s", "tokens⁄s"), the Arabic percent sign
LOOK_ALIKE = {
    **{
        code: ord(unicodedata.normalize("NFKC", chr(code)))
        for code in range(0xFE50, 0xFE6C)
        if len(unicodedata.normalize("NFKC", chr(code))) == 1
    },
    0x2215: ord("/"),
    0x2044: ord("/"),
    0x066A: ord("%"),
    # multiplication signs and crosses drawn like "×": "32 ✕", "32 ⨯", "2.1ⅹ"
    **{code: ord("×") for code in (0x2715, 0x2716, 0x2A2F, 0x2179, 0x292B, 0x2573, 0x2A09, 0x2A30)},
    # digits in a circle, a parenthesis or with a point, one character for one: "③×", "❸ ms"
    **{
        code: ord(str(unicodedata.digit(chr(code))))
        for start, end in ((0x2460, 0x249C), (0x24EA, 0x2500), (0x2776, 0x2794), (0x1F100, 0x1F10D))
        for code in range(start, end)
        if unicodedata.digit(chr(code), None) is not None
    },
}
#: digits set high or low ("⁸⁸ ms"), read as digits where they stand alone
_RAISED = "⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉"
RAISED_DIGITS = str.maketrans(_RAISED, "01234567890123456789")
TO_READ = FULL_WIDTH | str.maketrans(_TRADITIONAL, _SIMPLIFIED) | SPACES | LOOK_ALIKE
#: Cyrillic and Greek letters drawn like the Latin ones of a unit, right after a number ("42
#: мѕ", "2.1х", "2.1χ"): read as those letters, one for one
CONFUSABLE_UNIT = re.compile("(?<=\\d)\\s?[\u0370-\u03ff\u0400-\u04ff]+")
CONFUSABLES = str.maketrans(
    # (not μ, a unit's own prefix)
    "аеорсухѕіјмкнтвАЕОРСХМКНТВοχκνρταεΑΕΚΝΟΡΤΧ",
    "aeopcyxsijmkhtbAEOPCXMKHTBoxkvptaeAEKNOPTX",
)
#: a number written in TeX in Markdown, as a reader sees it rendered: "a $12.4$-fold reduction",
#: "a loss of $1.65$\%", "约 $8\sim9$ 小时" (the dollars around a plain number or a range, the
#: range's \sim, read as "~", and a backslash before a percent sign)
TEX_NUMBER = re.compile(
    r"(?<![\\$\w])\$\d+(?:\.\d+)?(?:\s*(\\sim)\s*\d+(?:\.\d+)?)?(\$)(?![\w$])(\\(?=%))?"
)
#: a mark set on a digit or its point ("27\u0323 ms", a keycap "3\ufe0f\u20e3×"), read as
#: absent: the reader sees the digit under it
MARK_ON_DIGIT = re.compile(
    "[\\d.,][\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]"
)
MARK = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")
#: a unit drawn in one square character ("66 ㎳", "64 ㎇"): read as its letters, which are
#: more than one, so the detector maps its findings back (:meth:`Detector.find`)
SQUARED = re.compile("[\u3371-\u33df]")
#: letters drawn like a digit, where they touch a digit and are read as one: "2O ms" and
#: "1O0 ms" (a capital O or a lower-case o, Greek or Cyrillic, after a digit and not before
#: a letter, or between digits), "1l5 ms" (a letter l or a capital I between digits). Not
#: "H2O is" (the letter is read, but no unit follows) nor "CO2" (no digit before it)
DIGIT_LIKE = re.compile(
    # a zero-like letter after a digit, a decimal point or a digit's separator ("2Oms",
    # "1.O ms", "1,OOO ms"), or before a decimal point or a digit ("O.5 ms")
    "(?<=[\\d])[OΟОՕ]|(?<=\\d)[oοо](?![A-Za-z])|(?<=\\d[.,])[OoΟοОоՕ]|"
    "(?<![A-Za-z])[OoΟοОоՕ](?=[.,]?\\d)|"
    # a one-like letter touching a digit or a decimal point ("l5 ms", "2l ms", "l.5 ms")
    # (not at a word's start before digits: "l31" names Llama 3.1, "l2" a norm)
    "(?<![A-Za-z])[lI](?=[.,]\\d)|(?<=\\d)[lI](?![A-Za-z])|(?<=\\d\\.)[lI]|"
    # Cyrillic letters drawn as digits ("3б ms", "З0 ms")
    "(?<=\\d)[бЗз]|[бЗз](?=\\d)|"
    # a decimal without its leading zero (".5 ms"), read with one
    "(?<![\\w.])\\.(?=\\d)|"
    # digits set high or low, not after a digit (an exponent: "10⁹ bytes/s" is no 109)
    f"(?<![\\d{_RAISED}])[{_RAISED}]+"
)
#: what a search for :data:`DIGIT_LIKE` looks for first, so that most texts cost one test
DIGIT_LIKE_NEAR = re.compile(
    f"[OoΟοОоՕlIбЗз][.,]?\\d|\\d[.,]?[OoΟοОоՕlIбЗз]|(?<![\\w.])\\.\\d|[{_RAISED}]"
)
#: the digit each of those characters is read as (a zero-like letter and a point: "0")
DIGIT_LIKE_READ = {"l": "1", "I": "1", "б": "6", "З": "3", "з": "3"}


def read_as_digit(m: re.Match[str]) -> str:
    """What a :data:`DIGIT_LIKE` match is read as, one character for each of its own."""
    drawn = m.group()
    if drawn[0] in _RAISED:
        return drawn.translate(RAISED_DIGITS)
    return DIGIT_LIKE_READ.get(drawn, "0")


#: characters drawn as nothing: Unicode's format characters (a zero-width space, a word joiner,
#: a soft hyphen, a byte-order mark, the invisible operators, the bidirectional marks, the
#: tags), the other default-ignorable ones (the combining grapheme joiner, the variation
#: selectors, the Hangul fillers) and the blank braille pattern. Read as absent, so
#: "24\u200b×" is "24×" and "through\u00adput" a word
#: (the format characters written out, as the Unicode data of this Python lists them; a test
#: checks the list against it, since computing it here cost a tenth of a second a build)
INVISIBLE = re.compile(
    "[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd"
    "\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001"
    "\U000e0020-\U000e007f"
    "\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2800\u3164\ufe00-\ufe0f\uffa0"
    "\U000e0100-\U000e01ef]"
)
