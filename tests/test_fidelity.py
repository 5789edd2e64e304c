"""The one translation rule (claims.core.fidelity), table-driven: what a msgstr may and may
not do to its msgid. The build and check-po both call it; their own tests show that."""

from __future__ import annotations

import pytest

from claims.core.detector import Detector
from claims.core.fidelity import Kind, added_figures, compare, prose_numbers

UNITS = {"×": "倍", "ms": "毫秒", "tokens": "词元"}
DETECTOR = Detector()
CHANGED = ["translation-changed"]


def subtypes(msgid: str, msgstr: str, kind: Kind = Kind.PAGE) -> list[str]:
    found = compare(
        msgid,
        msgstr,
        kind=kind,
        units=UNITS,
        find_figures=lambda text: [f.text for f in DETECTOR.find(text)],
    )
    return [issue.subtype.value for issue in found]


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        # kept as the original: nothing to report
        (
            "It is {claim}`2.1× <x>` faster on {hw}`A100 <a100>`.",
            "在 {hw}`A100 <a100>` 上快 {claim}`2.1 倍 <x>`。",
            [],
        ),
        ("A model with 32 layers.", "一个 32 层的模型。", []),
        ("A model with 32 layers.", "一个三十二层的模型。", []),  # the same number in numerals
        ("Runs on 3 GPUs.", "运行在三块 GPU 上。", []),
        ("Two phases, one token.", "两个阶段，一个词元。", []),  # words for words
        ("A power of two.", "2 的幂。", []),
        ("It holds 26.7k tokens.", "它容纳约 2.67 万个词元。", []),
        ("Published in July 2024.", "发表于 2024 年 7 月。", []),
        ("A model of 7 billion parameters.", "一个 70 亿参数的模型。", []),
        ("342B of 608B tokens.", "6080 亿词元中的 3420 亿。", []),
        (
            "The cache is {nac}`4× <a setup>` smaller.",
            "缓存降到原来的 {nac}`4 倍 <设定>` 之一。",
            [],
        ),
        ("A factor of four less memory.", "显存降到原来的四分之一。", []),  # a reduction, 1/N
        ("The cache needs 4× less memory.", "缓存的显存降到原来的 1/4。", []),
        ("It is {claim}`4× <x>` smaller.", "降到原来的 {claim}`1/4 <x>`。", []),
        (
            "It is {claim}`4× <x>` smaller.",
            "降到原来的 {claim}`1/3 <x>`。",
            ["translation-changed"],
        ),
        ("The cache needs 4× less memory.", "缓存的显存降到原来的 1/3。", ["translation-number"]),
        # inline math is shown as written: its numbers stay, its words may be translated
        ("The cost is $O(n^2)$ per step.", "每步的代价是 $O(n^3)$。", ["translation-number"]),
        ("The cost is $O(n^2)$ per step.", "每步的代价是 $O(n^2)$。", []),
        ("It takes $2 \\times \\text{tokens}$.", "它需要 $2 \\times \\text{词元}$。", []),
        ("The error is $10^{-3}$.", "误差为 $10^{3}$。", ["translation-number"]),
        ("A step is $n-1$.", "一步为 $n - 1$。", []),
        # a sign anywhere, the numbers' order; a formula's words follow the prose's rule
        (
            "The change is $\\Delta=-3\\%$ here.",
            "这里的变化为 $\\Delta=3\\%$。",
            ["translation-number"],
        ),
        ("It holds for $x\\le-1$.", "它对 $x\\le1$ 成立。", ["translation-number"]),
        ("The cost grows as $O(n^2)$.", "开销按 $O(2^n)$ 增长。", ["translation-number"]),
        ("We use $T_{\\text{2-stage}}$ here.", "这里使用 $T_{\\text{两阶段}}$。", []),
        ("It needs $\\text{2 GPUs}$.", "它需要 $\\text{两块 GPU}$。", []),
        ("It needs $\\text{2 GPUs}$.", "它需要 $\\text{4 块 GPU}$。", ["translation-number"]),
        ("The error is $10^{-3}$.", "误差为 $10^{−3}$。", []),
        # claims, exempt numbers, hardware
        ("It is {claim}`2.1× <x>` faster.", "快 {claim}`2.2 倍 <x>`。", ["translation-changed"]),
        # a bound or a hedge inside the role is part of what it states
        ("Under {claim}`4% <x>` is wasted.", "浪费的不到 {claim}`4% <x>`。", []),
        (
            "{claim}`Under 4% <x>` is wasted.",
            "浪费的 {claim}`超过 4% <x>`。",
            ["translation-changed"],
        ),
        (
            "It is {claim}`up to 24× <x>` faster.",
            "快 {claim}`至少 24 倍 <x>`。",
            ["translation-changed"],
        ),
        ("It is {claim}`up to 24× <x>` faster.", "快 {claim}`高达 24 倍 <x>`。", []),
        ("It is {claim}`up to 24× <x>` faster.", "最多能快 {claim}`24 倍 <x>`。", []),
        (
            "It saves {claim}`55% <x>`.",
            "它节省 {claim}`最多 55% <x>`。",
            ["translation-changed"],
        ),
        ("It saves {claim}`about 55% <x>`.", "它节省 {claim}`约 55% <x>`。", []),
        # and out of it: a hedge before the role bounds it too
        ("{claim}`Under 4% <x>` is wasted.", "浪费超过 {claim}`4% <x>`。", CHANGED),
        ("It wastes {claim}`4% <x>`.", "它浪费了至少 {claim}`4% <x>`。", CHANGED),
        ("It serves up to {claim}`7.4× <x>` more.", "它最多可多服务 {claim}`7.4 倍 <x>`。", []),
        ("It wastes under {claim}`4% <x>`.", "它浪费的不到 {claim}`4% <x>`。", []),
        # a Chinese magnitude is part of the number; a tilde between two numbers is a range
        ("It is {claim}`24× <x>` faster.", "快 {claim}`24 万倍 <x>`。", CHANGED),
        ("It is {claim}`24× <x>` faster.", "快 {claim}`24 多倍 <x>`。", CHANGED),
        ("Up to {claim}`10M tokens <x>`.", "最多 {claim}`1000 万词元 <x>`。", []),
        ("It wastes {claim}`60–80% <x>`.", "浪费了 {claim}`60%～80% <x>`。", []),
        ("It wastes {claim}`60–80% <x>`.", "浪费了 {claim}`60%~80% <x>`。", []),
        ("It is {claim}`2.1× <x>` faster.", "快 {claim}`2.1 次 <x>`。", ["translation-unit"]),
        ("It is {claim}`2.1× <x>` faster.", "更快。", ["translation-dropped"]),
        ("It is faster.", "快 {claim}`2.1 倍 <x>`。", ["translation-added"]),
        ("On {hw}`A100 <a100>`.", "在 {hw}`A800 <a100>` 上。", ["translation-changed"]),
        # numbers of the prose
        ("A model with 32 layers.", "一个 64 层的模型。", ["translation-number"]),
        ("A model with 32 layers.", "一个模型。", ["translation-number"]),
        ("A plain sentence.", "一句话，快了十倍。", ["uncited"]),
        # a number the original counts with is no figure in the translation
        ("Runs on at least two GPUs.", "在至少两块 GPU 上运行（吞吐高 2 倍）。", ["uncited"]),
        ("Step 1: fix the trace", "固定请求轨迹：这样吞吐提升 1 倍", ["uncited"]),
        ("TP 8 (Mixtral-8x7B).", "TP（Mixtral-8x7B，吞吐高 8 倍）。", ["uncited"]),
        ("We ran each benchmark 3 times.", "每个基准都跑过，快 3 倍。", ["uncited"]),
        ("Runs on 100 GPUs.", "在 GPU 上运行，延迟 100 秒。", ["uncited"]),
        ("Step 8: install.", "安装，带宽 8 TB/s。", ["uncited"]),
        # a figure written in words stands for a figure of the same kind, not any number
        ("Runs on at least two GPUs.", "在至少两块 GPU 上运行，吞吐高两倍。", ["uncited"]),
        ("Runs on at least two GPUs.", "在至少两块 GPU 上运行，吞吐翻倍。", ["uncited"]),
        ("Each block has two layers.", "每个块有两层，延迟降低一半。", ["uncited"]),
        ("We used two machines.", "我们用了两台机器，吞吐提升百分之二。", ["uncited"]),
        ("Of the 30 runs, most passed.", "30 次运行中多数通过，延迟降低三成。", ["uncited"]),
        ("We used two machines.", "我们用了两台机器，只花了两天。", ["uncited"]),
        ("Step 4: measure.", "第 4 步：测量（首词元延迟仅四毫秒）。", ["uncited"]),
        ("DeepSeek 67B (dense).", "DeepSeek 67B（稠密模型，显存六十七 GB）。", ["uncited"]),
        ("It has 32 layers.", "它有 32 层，单卡算力达三十二 TFLOPS。", ["uncited"]),
        ("It reaches 32 TFLOPS.", "它的算力达到三十二 TFLOPS。", []),
        ("It halves memory use.", "它让内存占用减半。", []),
        (
            "Half the batch goes to each GPU, so each GPU's batch size is halved.",
            "每块 GPU 分到一半的批，所以每块 GPU 的批大小减半。",
            [],
        ),
        ("It halves memory use.", "它让内存占用减少一半。", []),
        ("Throughput doubles.", "吞吐翻倍。", []),
        ("It took two days.", "只花了两天。", []),
        ("It uses a quarter of the memory.", "它只用四分之一的显存。", []),
        # a length is no rate: "a 512-token prompt" is not "每秒 512 词元"
        ("It takes a 512-token prompt.", "预填充可达每秒 512 词元。", ["uncited"]),
        ("It decodes 512 tokens per second.", "它每秒解码 512 个词元。", []),
        ("It decodes 512 tokens per second.", "它的解码速度是每秒 512 词元。", []),
        ("It decodes 512 tokens/s.", "它的解码速度是 512 词元/秒。", []),
        # a figure of the original with a unit of another kind
        ("It reduces the cache by 93.3%.", "它把缓存缩小了 93.3 倍。", ["uncited"]),
        # a figure of the original, in other words
        ("It is threefold faster.", "它快了 3 倍。", []),
        ("It is twice as fast.", "它快两倍。", []),
        ("It takes half the memory.", "它只占一半的显存。", []),
        ("It takes an hour.", "需要一小时。", []),
        ("The test set is 30% of the data.", "测试集吞吐提升 30%。", ["uncited"]),
        ("The kernel reads 2 doubles per row.", "该内核每行读取的数据快 2 倍。", ["uncited"]),
        ("FP16 stores 2 bytes per parameter.", "FP16 的每个参数占 2 GB 显存。", ["uncited"]),
        # words for numbers the original writes in words
        ("Indexing took one and a half days.", "索引用了一天半。", []),
        ("Two nodes double the number of GPUs.", "两个节点让 GPU 的数量翻倍。", []),
        ("The client waits half a second.", "客户端等待半秒。", []),
        # numbers that share one unit, and a unit inside an exempt number
        ("Wait 12 or 24 hours.", "等待 12 小时或 24 小时。", []),
        (
            "It closes after 30 or {nac}`60 seconds <a keepalive setting>`.",
            "空闲 30 秒或 {nac}`60 seconds <keepalive 设置>` 后关闭。",
            [],
        ),
        ("Table 2", "表 4", ["translation-number"]),
        # inline code is shown as written: a number may not come in through it
        ("Writes `claims.json`.", "写出 `claims.json（吞吐高 4.5 倍）`。", ["translation-number"]),
        ("Writes `claims.json`.", "写出 `claims.json`。", []),
        # one block
        ("One paragraph.", "第一段。\n\n第二段。", ["translation-structure"]),
        ("One paragraph.", "- 一个列表项。", ["translation-structure"]),
        ("One paragraph.", "# 一个标题", ["translation-structure"]),
        # unsafe text
        ("Text.", "文字。<script>alert(1)</script>", ["raw-html"]),
        ("Text.", "文字。\u202e", ["bidi-control"]),
        ("Read [this](https://example.org).", "读[这个](javascript:alert(1))。", ["unsafe-url"]),
    ],
)
def test_page_messages(msgid: str, msgstr: str, expected: list[str]) -> None:
    assert subtypes(msgid, msgstr) == expected


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        ("Table 2", "表 2", []),
        ("80 GB", "24 GB", ["translation-number"]),
        ("NVFP4 KV cache", "NVFP8 KV 缓存", ["translation-number"]),
        # a data string is text: an explicit title is not a role, HTML is still HTML
        ("Table 2", "表 2<img src=x onerror=alert(1)>", ["raw-html"]),
    ],
)
def test_data_strings(msgid: str, msgstr: str, expected: list[str]) -> None:
    assert subtypes(msgid, msgstr, Kind.DATA) == expected


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        ("Search", "搜索", []),
        ("Search", '搜索" onfocus="alert(1)', ["raw-html"]),
        ('&#169; <a href="%(path)s">Copyright</a>', '&#169; <a href="%(path)s">版权所有</a>', []),
        (
            '&#169; <a href="%(path)s">Copyright</a>',
            '<a href="%(path)s" onclick="x">版权所有</a>',
            ["raw-html"],
        ),
        # a placeholder stands for a number: it may not become a figure
        ("%(minutes)d min read", "阅读约 %(minutes)d 分钟", []),
        (
            "%(minutes)d min read",
            "阅读约 %(minutes)d 分钟 · 推理快 %(minutes)d 倍",
            ["translation-number"],
        ),
        ("%(minutes)d min read", "推理快 %(minutes)d 倍", ["uncited"]),
        ("%s, %d days before", "%s，吞吐提升 %d 倍", ["uncited"]),
        ("%s, %d days before", "%s，%d 天前", []),
        (
            "%(minutes)d min read",
            "阅读约 %(minutes)d 分钟，快 %(minutes)u 倍",
            ["translation-number"],
        ),
        ("%(minutes)d min read", "推理快 %(minutes).0f 倍", ["uncited"]),
        ("%(minutes)d min read", "推理快 %(minutes)#d 倍", ["uncited"]),
        ("%(minutes)d min read", "本站推理吞吐量：%(minutes)d", ["uncited"]),
        ("50% done", "完成 50%", []),
    ],
)
def test_ui_strings(msgid: str, msgstr: str, expected: list[str]) -> None:
    assert subtypes(msgid, msgstr, Kind.UI) == expected


def test_a_placeholder_is_named_as_written_in_the_message() -> None:
    found = compare(
        "%(minutes)d min read",
        "推理快 %(minutes)d 倍",
        kind=Kind.UI,
        find_figures=lambda text: [f.text for f in DETECTOR.find(text)],
    )
    assert [i.message for i in found] and "'%(minutes)d 倍'" in found[0].message


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        # a name with a digit binds a figure to hardware, a precision or a model: kept
        ("We ran it on an H100 machine.", "我们在A100机器上运行。", ["translation-number"]),
        ("Weights in FP16.", "FP8 权重。", ["translation-number"]),
        ("We serve Llama-3-70B.", "我们服务 Llama-3-8B。", ["translation-number"]),
        ("Built on vllm-0.6.", "基于 vllm-0.5。", ["translation-number"]),
        ("The p99 latency.", "p95 延迟。", ["translation-number"]),
        # kept as written, in another case or spacing, or with its English words translated
        ("We ran it on an H100 machine.", "我们在H100机器上运行。", []),
        ("Eight A100s.", "八块 A100。", []),
        ("In fp16.", "以 FP16 运行。", []),
        ("An RTX3090 card.", "一块 RTX 3090 显卡。", []),
        ("We serve Llama-2-7B.", "我们服务 Llama 2 7B。", []),
        ("A Llama-2-7B-shaped model.", "Llama-2-7B 形状的模型。", []),
        ("Every GPU from SM80-to-SM121.", "从 SM80 到 SM121 的每一代 GPU。", []),
        # (a model's own suffix is part of its name: "gpt-4o-mini" is not "gpt-4o")
        ("We call gpt-4o-mini.", "我们调用 gpt-4o。", ["translation-number"]),
        # a percentile may be written as its number, either way round
        ("The p99 latency.", "第 99 百分位延迟。", []),
        ("The 99th percentile.", "p99。", []),
        # a percentile's number beside a percentile's word only, a name's letters apart, terms
        # written in words, no other name after a name
        (
            "At 50 QPS, the p50 latency rose.",
            "在 50 QPS 下，p99 延迟上升了。",
            ["translation-number"],
        ),
        ("We use 4 P4 GPUs.", "我们使用 4 块 T4 GPU。", ["translation-number"]),
        ("We serve GPT-4 via the API.", "我们通过 API 调用 GPT-4o。", ["translation-number"]),
        ("DeepSeekV3 is served here.", "这里部署的是 DeepSeek-V3。", []),
        ("We ran on TPUv5e pods.", "我们在 TPU v5e 集群上运行。", []),
        ("An HTTPServer2 process.", "一个 HTTP Server2 进程。", []),
        ("We ran on TPUv5e pods.", "我们在 TPU v5p 集群上运行。", ["translation-number"]),
        ("The KV cache does not fit in L2 cache.", "KV 缓存放不进二级缓存。", []),
        ("We measure e2e latency in FP16.", "我们以半精度测量端到端延迟。", []),
        ("It keeps the top-5 entries.", "它保留前 5 个条目。", []),
        # a name's number may stand apart only beside its letters, not as a number of the prose
        ("An RTX3090 card.", "一块 RTX3090 显卡，快 3090 倍。", ["translation-number"]),
        ("We ran on 8 H100s.", "我们在 8 块 H100 上运行了 100 个请求。", ["translation-number"]),
    ],
)
def test_a_name_with_a_digit_stays_as_written(msgid: str, msgstr: str, expected: list[str]) -> None:
    assert subtypes(msgid, msgstr) == expected


def test_a_dropped_name_is_named() -> None:
    found = compare("We ran it on an H100 machine.", "我们在A100机器上运行。")
    assert len(found) == 1 and "'H100'" in found[0].message


def test_prose_numbers_normalise_separators_and_scales() -> None:
    assert prose_numbers("2,000 and 1.5k and 3 万 and July 2024") == [7, 2000, 1500, 30000, 2024]


@pytest.mark.parametrize(
    ("original", "translation", "added"),
    [
        # a number the original uses as a label, shown by the translation as a value
        ("Step 3: restart the server.", "吞吐量为 3。", ["3"]),
        ("Step three: restart the server.", "吞吐量为 3。", ["3"]),
        ("Fig 2 shows the layout.", "吞吐量为 2。", ["2"]),
        ("The 3rd run restarts the server.", "吞吐量为 3。", ["3"]),
        ("Steps 3 and 4 restart the server.", "吞吐量为 4。", ["4"]),
        ("See Tab. 5 and Sec. 6.1.", "吞吐量为 6.1。", ["6.1"]),
        ("Run 3 and Experiment 4 restart it; see Eq. (5), [6] and PR #7.", "吞吐量为 5。", ["5"]),
        ("Layer three restarts it.", "吞吐量为 3。", ["3"]),
        # a number inside a name is no value
        ("We serve Llama-3-70B on an H100 machine.", "吞吐量：七十。", ["七十"]),
        ("We serve it on an H100 machine.", "吞吐量：一百。", ["一百"]),
        # the original's value, and a label beside a value of the same number
        ("The throughput is 3.", "吞吐量为 3。", []),
        ("Step 3 reaches a throughput of 3.", "第 3 步的吞吐量为 3。", []),
    ],
)
def test_a_label_number_is_no_value_in_translation(
    original: str, translation: str, added: list[str]
) -> None:
    found = added_figures(original, translation, lambda t: [f.text for f in DETECTOR.find(t)])
    assert found == added


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        # compound Chinese scales: 万亿 is a trillion, 百万 a million, 十亿 a billion
        ("The model saw over 1 trillion tokens.", "该模型见过超过 1 万亿个词元。", []),
        ("The corpus has 21,000 documents.", "语料有 2.1 万亿篇文档。", ["translation-number"]),
        ("A plain paragraph with 32 layers.", "语料有 32 百万篇文档。", ["translation-number"]),
        ("A plain paragraph with 32 layers.", "语料有 32 十亿篇文档。", ["translation-number"]),
        ("It has 32 million rows.", "它有 32 百万行。", []),
        # English scales in words
        ("A model with a billion parameters.", "一个有 10 亿参数的模型。", []),
        ("A table of a million rows.", "一个 100 万行的表。", []),
        ("Half a million requests.", "50 万个请求。", []),
        ("Seventy billion parameters.", "700 亿参数。", []),
        ("A dozen GPUs.", "12 块 GPU。", []),
        # English hedges that negate a bound, or state one in other words
        (
            "It serves no more than {claim}`2.1× <x>` the requests.",
            "它服务的请求不超过 {claim}`2.1 倍 <x>`。",
            [],
        ),
        (
            "It serves no less than {claim}`2.1× <x>` the requests.",
            "至少 {claim}`2.1 倍 <x>`。",
            [],
        ),
        ("It serves as much as {claim}`2.1× <x>` the requests.", "高达 {claim}`2.1 倍 <x>`。", []),
        ("It serves upwards of {claim}`2.1× <x>` the requests.", "超过 {claim}`2.1 倍 <x>`。", []),
        ("It stays within {claim}`2.1× <x>` of it.", "不超过 {claim}`2.1 倍 <x>`。", []),
        # a bound after the claim, or in words the table lacked
        (
            "It serves {claim}`2.1× <x>` the requests.",
            "它服务的请求是 {claim}`2.1 倍 <x>`以上。",
            CHANGED,
        ),
        ("It serves {claim}`2.1× <x>` the requests.", "是 {claim}`2.1 倍 <x>`左右。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "不足 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "低于 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "差不多 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "不少于 {claim}`2.1 倍 <x>`。", CHANGED),
        (
            "It serves {claim}`2.1× <x>` the requests.",
            "是它的 {claim}`2.1 倍 <x>`，以上是结果。",
            [],
        ),
        # 上下文 is a context, no bound
        ("A context of {claim}`1M tokens <x>`.", "最长 {claim}`1M 词元 <x>` 的上下文。", []),
        (
            "A loss below {claim}`1% <x>` on long-context tasks.",
            "长上下文任务上的损失低于 {claim}`1% <x>`。",
            [],
        ),
        # a comparative beside a claim turned into its opposite
        (
            "It serves {claim}`2.1× <x>` more requests.",
            "它服务的请求少 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        ("It is {claim}`2.1× <x>` faster.", "它慢 {claim}`2.1 倍 <x>`。", CHANGED),
        ("Latency is {claim}`2.1× <x>` lower.", "延迟高 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It serves {claim}`2.1× <x>` more requests.", "它服务的请求多 {claim}`2.1 倍 <x>`。", []),
        ("It is {claim}`2.1× <x>` faster.", "延迟低 {claim}`2.1 倍 <x>`。", []),
        ("It needs {claim}`2.1× <x>` less memory.", "显存减少 {claim}`2.1 倍 <x>`。", []),
        ("It serves at least {claim}`2.1× <x>` more.", "至少多 {claim}`2.1 倍 <x>`。", []),
        # round 8: English bounds a faithful translation renders, bounds after a citation,
        # more Chinese bounds, comparatives in verbs, words that are no comparative
        ("It serves approx. {claim}`2.1× <x>` more.", "约多 {claim}`2.1 倍 <x>`。", []),
        ("It serves {claim}`2.1× <x>` more or so.", "多 {claim}`2.1 倍 <x>`左右。", []),
        ("It serves {claim}`2.1× <x>` or more.", "是 {claim}`2.1 倍 <x>`以上。", []),
        (
            "It uses up to {claim}`2.1× <x>` less memory.",
            "内存占用减少多达 {claim}`2.1 倍 <x>`。",
            [],
        ),
        ("It needs {claim}`2.1× <x>` less memory.", "在多节点上节省 {claim}`2.1 倍 <x>`。", []),
        (
            "It serves {claim}`2.1× <x>` {cite:p}`paper`.",
            "是 {claim}`2.1 倍 <x>` {cite:p}`paper`以上。",
            CHANGED,
        ),
        ("It serves {claim}`2.1× <x>` the requests.", "顶多 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "是 {claim}`2.1 倍 <x>`有余。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "是 {claim}`2.1 倍 <x>`前后。", CHANGED),
        ("It serves {claim}`2.1× <x>` more requests.", "请求减少 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It is {claim}`2.1× <x>` faster.", "降速 {claim}`2.1 倍 <x>`。", CHANGED),
        # bounds in the words stop 43 left: 最少, 最低, 超 before a number, 稍多, 略高于;
        # the superlatives an original states let their translation stand
        ("It serves {claim}`2.1× <x>` the requests.", "最少 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "最低 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "超 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "是 {claim}`2.1 倍 <x>`稍多。", CHANGED),
        ("It serves {claim}`2.1× <x>` the requests.", "略高于 {claim}`2.1 倍 <x>`。", CHANGED),
        ("Its lowest latency is {claim}`5 ms <x>`.", "最低延迟为 {claim}`5 ms <x>`。", []),
        ("Latency is as low as {claim}`5 ms <x>`.", "延迟最低 {claim}`5 ms <x>`。", []),
        ("It needs at least {claim}`5 GB <x>`.", "最少需要 {claim}`5 GB <x>`。", []),
        ("Its peak is {claim}`5 GB <x>`.", "峰值为 {claim}`5 GB <x>`。", []),
        ("The chip runs {claim}`5 GB <x>`.", "超大芯片跑 {claim}`5 GB <x>`。", []),
        # a rate word the original lacks, in the claim's sentence but not beside it: the
        # claim becomes a rate
        ("A context of {claim}`1M tokens <x>`.", "每秒都可以生成 {claim}`1M 词元 <x>`。", CHANGED),
        ("A context of {claim}`1M tokens <x>`.", "每秒，{claim}`1M 词元 <x>`。", CHANGED),
        # a rate spelt apart, averaged, within a second, or a day's
        ("A context of {claim}`1M tokens <x>`.", "每 秒 生成 {claim}`1M 词元 <x>`。", CHANGED),
        ("A context of {claim}`1M tokens <x>`.", "秒均生成 {claim}`1M 词元 <x>`。", CHANGED),
        # (a second in words the original lacks is an uncited figure as well)
        (
            "A context of {claim}`1M tokens <x>`.",
            "一秒钟内生成 {claim}`1M 词元 <x>`。",
            ["translation-changed", "uncited"],
        ),
        ("A context of {claim}`1M tokens <x>`.", "每天生成 {claim}`1M 词元 <x>`。", CHANGED),
        ("It makes {claim}`1M tokens <x>` a day.", "每天生成 {claim}`1M 词元 <x>`。", []),
        # a decimal between is no sentence's end
        (
            "At 2.5 GHz it holds a context of {claim}`1M tokens <x>`.",
            "每秒在 2.5 GHz 下生成 {claim}`1M 词元 <x>`。",
            CHANGED,
        ),
        # a citation between is read through
        (
            "A context of {claim}`1M tokens <x>` {cite:p}`paper`.",
            "每秒 {cite:p}`paper` 可生成 {claim}`1M 词元 <x>`。",
            CHANGED,
        ),
        # a rate the original states only in another claim's unit belongs to that claim
        (
            "It makes {claim}`9 tok/s <r>` with a context of {claim}`1M tokens <x>`.",
            "它每秒生成 {claim}`9 tok/s <r>`，上下文为 {claim}`1M 词元 <x>`。",
            [],
        ),
        (
            "It makes {claim}`9 tok/s <r>` with a context of {claim}`1M tokens <x>`.",
            "它生成 {claim}`9 tok/s <r>`，每秒都可以处理 {claim}`1M 词元 <x>`。",
            CHANGED,
        ),
        ("A context of {claim}`1M tokens <x>`.", "上下文长达 {claim}`1M 词元 <x>`，每分钟一次", []),
        ("A context of {claim}`1M tokens <x>`.", "每秒一次。上下文为 {claim}`1M 词元 <x>`。", []),
        ("It makes {claim}`1M tokens <x>` a second.", "每秒都可以生成 {claim}`1M 词元 <x>`。", []),
        ("It makes {claim}`9 tok/s <x>`.", "每秒都可以生成 {claim}`9 tok/s <x>`。", []),
        # a scale behind an invisible character; a traditional scale
        (
            "A plain paragraph with 32 layers.",
            "一个有 32\u200b万层的普通段落。",
            ["translation-number"],
        ),
        ("A plain paragraph with 32 layers.", "一个有 32 萬层的普通段落。", ["translation-number"]),
        # a scale in words need not become digits
        ("A nominal eight billion parameters.", "标称的八十亿参数。", []),
    ],
)
def test_scales_and_bounds(msgid: str, msgstr: str, expected: list[str]) -> None:
    assert subtypes(msgid, msgstr) == expected


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        # a translation that negates a claim the original states
        ("It is {claim}`2.1× <x>` faster.", "它并不快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It is {claim}`2.1× <x>` faster than B.", "它不比 B 快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It is {claim}`2.1× <x>` faster.", "它没有快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("The speed-up is {claim}`2.1× <x>`.", "加速比不是 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It reaches {claim}`5 ms <x>`.", "它没有达到 {claim}`5 ms <x>`。", CHANGED),
        ("It cut latency by {claim}`40% <x>`.", "延迟并未降低 {claim}`40% <x>`。", CHANGED),
        # a negation the original states, and words that only look like one
        ("It is not {claim}`2.1× <x>` faster.", "它并不快 {claim}`2.1 倍 <x>`。", []),
        ("It isn't {claim}`2.1× <x>` faster.", "它没有快 {claim}`2.1 倍 <x>`。", []),
        ("It is {claim}`2.1× <x>` faster.", "它不仅快 {claim}`2.1 倍 <x>`。", []),
        ("It saves quite a lot: {claim}`5 GB <x>`.", "它节省了不少：{claim}`5 GB <x>`。", []),
        ("It serves no more than {claim}`2.1× <x>`.", "不超过 {claim}`2.1 倍 <x>`。", []),
        ("Latency stays under {claim}`5 ms <x>`.", "延迟不到 {claim}`5 ms <x>`。", []),
        ("Latency is {claim}`5 ms <x>` at most.", "延迟不高于 {claim}`5 ms <x>`。", []),
        # the two sides of a comparison swapped around 比
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "TGI 比 vLLM 快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "On A100, SGLang serves {claim}`2.1× <x>` more requests than vLLM.",
            "在 A100 上，vLLM 比 SGLang 多服务 {claim}`2.1 倍 <x>` 的请求。",
            CHANGED,
        ),
        ("vLLM is {claim}`2.1× <x>` faster than TGI.", "vLLM 比 TGI 快 {claim}`2.1 倍 <x>`。", []),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI on A100.",
            "在 A100 上，vLLM 比 TGI 快 {claim}`2.1 倍 <x>`。",
            [],
        ),
        # a comparison turned round with its comparative is the same statement
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "与 TGI 相比，vLLM 快 {claim}`2.1 倍 <x>`。",
            [],
        ),
        ("It is {claim}`2.1× <x>` faster than TGI.", "它比 TGI 快 {claim}`2.1 倍 <x>`。", []),
        # the words English compares with besides "than"
        ("vLLM gains {claim}`2.1× <x>` over TGI.", "TGI 比 vLLM 快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("vLLM gains {claim}`2.1× <x>` over TGI.", "vLLM 比 TGI 快 {claim}`2.1 倍 <x>`。", []),
        (
            "vLLM is {claim}`2.1× <x>` faster compared with TGI.",
            "与 vLLM 相比，TGI 快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "vLLM runs {claim}`2.1× <x>` faster versus TGI.",
            "vLLM 较 TGI 快 {claim}`2.1 倍 <x>`。",
            [],
        ),
    ],
)
def test_negations_and_sides(msgid: str, msgstr: str, expected: list[str]) -> None:
    assert subtypes(msgid, msgstr) == expected


@pytest.mark.parametrize(
    ("msgstr", "expected"),
    [
        ("与 vLLM 相比，TGI 快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("相比 vLLM，TGI 快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("TGI 较 vLLM 快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("比起 vLLM，TGI 快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("与 TGI 相比，vLLM 快 {claim}`2.1 倍 <x>`。", []),
        ("相比于 TGI，vLLM 快 {claim}`2.1 倍 <x>`。", []),
        ("vLLM 较 TGI 快 {claim}`2.1 倍 <x>`。", []),
        ("比起 TGI，vLLM 快 {claim}`2.1 倍 <x>`。", []),
        ("TGI 的速度是 vLLM 的 {claim}`2.1 倍 <x>`。", CHANGED),
        ("vLLM 的速度是 TGI 的 {claim}`2.1 倍 <x>`。", []),
        # no comparison written as one: nothing to read
        ("vLLM 快 {claim}`2.1 倍 <x>`，TGI 较慢。", []),
    ],
)
def test_the_sides_of_a_comparison_in_its_other_forms(msgstr: str, expected: list[str]) -> None:
    assert subtypes("vLLM is {claim}`2.1× <x>` faster than TGI.", msgstr) == expected


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        # a claim's sign
        ("Latency changes by {claim}`-15% <x>`.", "延迟变化 {claim}`15% <x>`。", CHANGED),
        ("Throughput changes by {claim}`15% <x>`.", "吞吐量变化 {claim}`-15% <x>`。", CHANGED),
        ("Latency changes by {claim}`-15% <x>`.", "延迟变化 {claim}`−15% <x>`。", []),
        # a scale or a unit after a claim that shows none
        ("It has room for {claim}`3 <x>` requests.", "它能容纳 {claim}`3 <x>` 万个请求。", CHANGED),
        ("It has room for {claim}`3 <x>` requests.", "它能容纳 {claim}`3 <x>`倍的请求。", CHANGED),
        ("It has room for {claim}`3 <x>` requests.", "它能容纳 {claim}`3 <x>` 个请求。", []),
        (
            "It has room for {claim}`3 <x>` thousand requests.",
            "它能容纳 {claim}`3 <x>` 千个请求。",
            [],
        ),
        ("It is {claim}`156–208 <x>` FLOPs per byte.", "即每字节 {claim}`156–208 <x>` FLOPs。", []),
        (
            "It is {claim}`156–208 <x>` FLOPs per byte.",
            "即每字节 {claim}`156–208 <x>` 万 FLOPs。",
            CHANGED,
        ),
        # the direction of a comparative in a verb, a noun or another pair of the same sense
        ("vLLM cuts latency by {claim}`40% <x>`.", "vLLM 让延迟增加了 {claim}`40% <x>`。", CHANGED),
        ("Latency is {claim}`40% <x>` lower.", "延迟增加了 {claim}`40% <x>`。", CHANGED),
        ("It gives a {claim}`2.1× <x>` speedup.", "它带来 {claim}`2.1 倍 <x>`的减速。", CHANGED),
        ("The cache is {claim}`4× <x>` smaller.", "缓存大 {claim}`4 倍 <x>`。", CHANGED),
        (
            "It serves {claim}`4× <x>` more requests.",
            "它服务的请求数降到原来的 {claim}`1/4 <x>`。",
            CHANGED,
        ),
        ("It needs {claim}`4× <x>` less memory.", "它的显存降到原来的 {claim}`1/4 <x>`。", []),
        ("vLLM cuts latency by {claim}`40% <x>`.", "vLLM 让延迟降低了 {claim}`40% <x>`。", []),
        ("The cache is {claim}`4× <x>` smaller.", "缓存小 {claim}`4 倍 <x>`。", []),
        ("It gives a {claim}`2.1× <x>` speedup.", "它带来 {claim}`2.1 倍 <x>`的加速。", []),
        # "more than" and "less than" are bounds, not comparatives
        (
            "It adds less than {claim}`5% <x>` overhead.",
            "它只增加不到 {claim}`5% <x>` 的开销。",
            [],
        ),
        (
            "It cuts latency by more than {claim}`40% <x>`.",
            "它让延迟减少了 {claim}`40% <x>` 以上。",
            [],
        ),
        # a denial: in other words, across a role, and an English negation elsewhere
        ("It reaches {claim}`5 ms <x>`.", "它无法达到 {claim}`5 毫秒 <x>`。", CHANGED),
        ("It is {claim}`2.1× <x>` faster.", "它不一定快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It is {claim}`2.1× <x>` faster.", "它未必快 {claim}`2.1 倍 <x>`。", CHANGED),
        ("It cut latency by {claim}`40% <x>`.", "它并没有把延迟降低 {claim}`40% <x>`。", CHANGED),
        (
            "It raised throughput by {claim}`2.1× <x>`.",
            "它并未使吞吐量提升 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "It is {claim}`2.1× <x>` faster, with no code changes.",
            "它并不快 {claim}`2.1 倍 <x>`，且无需修改代码。",
            CHANGED,
        ),
        (
            "{hw}`H100 <h100>` is {claim}`2.1× <x>` faster than {hw}`A100 <a100>`.",
            "{hw}`H100 <h100>` 并没有比 {hw}`A100 <a100>` 快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        # words that only look like a denial
        ("Memory is at most {claim}`5 GB <x>`.", "显存占用不大于 {claim}`5 GB <x>`。", []),
        ("It brings a modest {claim}`10% <x>` gain.", "它带来了不大的 {claim}`10% <x>` 提升。", []),
        # the sides of a comparison: hardware, other English and Chinese forms
        (
            "{hw}`H100 <h100>` is {claim}`2.1× <x>` faster than {hw}`A100 <a100>`.",
            "{hw}`A100 <a100>` 比 {hw}`H100 <h100>` 快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "{hw}`H100 <h100>` is {claim}`2.1× <x>` faster than {hw}`A100 <a100>`.",
            "{hw}`H100 <h100>` 比 {hw}`A100 <a100>` 快 {claim}`2.1 倍 <x>`。",
            [],
        ),
        (
            "vLLM outperforms TGI by {claim}`2.1× <x>`.",
            "TGI 比 vLLM 快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        ("vLLM outperforms TGI by {claim}`2.1× <x>`.", "vLLM 比 TGI 快 {claim}`2.1 倍 <x>`。", []),
        (
            "Compared with TGI, vLLM is {claim}`2.1× <x>` faster.",
            "与 vLLM 相比，TGI 快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "Compared with TGI, vLLM is {claim}`2.1× <x>` faster.",
            "与 TGI 相比，vLLM 快 {claim}`2.1 倍 <x>`。",
            [],
        ),
        (
            "vLLM reaches {claim}`2.1× <x>` the throughput of TGI.",
            "TGI 的吞吐量是 vLLM 的 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "vLLM: {claim}`2.1× <x>` speedup vs TGI.",
            "TGI 比 vLLM 快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "相对于 vLLM，TGI 快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "TGI 快于 vLLM {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "TGI 领先 vLLM {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "vLLM serves {claim}`2.1× <x>` more requests than TGI.",
            "TGI 的请求数为 vLLM 的 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        # a comparand named again by a pronoun, and 比 inside a word
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "以 TGI 为基准，vLLM 的速度是它的 {claim}`2.1 倍 <x>`。",
            [],
        ),
        (
            "We compare vLLM with TGI: vLLM is {claim}`2.1× <x>` faster than TGI.",
            "我们比较了 vLLM 与 TGI：前者比后者快 {claim}`2.1 倍 <x>`。",
            [],
        ),
        (
            "It gives {claim}`2.1× <x>` better cost efficiency than TGI.",
            "相对 TGI，它的性价比提升了 {claim}`2.1 倍 <x>`。",
            [],
        ),
        # a bound the translation drops
        ("It is up to {claim}`9× <x>` faster.", "它快 {claim}`9 倍 <x>`。", CHANGED),
        ("It wastes under {claim}`4% <x>`.", "它浪费了 {claim}`4% <x>`。", CHANGED),
        ("It needs at least {claim}`5 GB <x>`.", "它需要 {claim}`5 GB <x>`。", CHANGED),
        ("It is up to {claim}`9× <x>` faster.", "它最多可快 {claim}`9 倍 <x>`。", []),
        (
            "It is up to {claim}`9× <x>` faster.",
            "它的速度最多可以提高到原来的 {claim}`9 倍 <x>`。",
            [],
        ),
        ("It needs about {claim}`5 GB <x>`.", "它需要 {claim}`5 GB <x>` 左右。", []),
        (
            "Prefill is up to {claim}`3.3× <p>` and decode {claim}`5.2× <d>` faster.",
            "预填充最多快 {claim}`3.3 倍 <p>`，解码快 {claim}`5.2 倍 <d>`。",
            [],
        ),
        # bounds read per claim, and not from words of another sense
        (
            "As the table below shows, vLLM is {claim}`2.1× <x>` faster.",
            "如下表所示，vLLM 最多快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "Under heavy load, vLLM is {claim}`2.1× <x>` faster.",
            "在高负载下，vLLM 最多快 {claim}`2.1 倍 <x>`。",
            CHANGED,
        ),
        (
            "Prefill is up to {claim}`3.3× <p>` faster, decode at least {claim}`5.2× <d>` faster.",
            "预填充至少快 {claim}`3.3 倍 <p>`，解码最多快 {claim}`5.2 倍 <d>`。",
            CHANGED + CHANGED,
        ),
        (
            "Prefill is up to {claim}`3.3× <p>` faster and decode {claim}`5.2× <d>` faster.",
            "预填充和解码分别最多快 {claim}`3.3 倍 <p>` 和 {claim}`5.2 倍 <d>`。",
            [],
        ),
        # Chinese words that hold a bound's character but state none
        ("It saves {claim}`40% <x>` of the memory.", "它节约了 {claim}`40% <x>` 的显存。", []),
        (
            "With the same SLO, it serves {claim}`2.1× <x>` more requests.",
            "在同样的 SLO 约束下，它多服务 {claim}`2.1 倍 <x>` 的请求。",
            [],
        ),
        (
            "Recent versions of vLLM are {claim}`2.1× <x>` faster.",
            "最近版本的 vLLM 快 {claim}`2.1 倍 <x>`。",
            [],
        ),
        (
            "In these tests, vLLM is {claim}`2.1× <x>` faster.",
            "在以上测试中，vLLM 快 {claim}`2.1 倍 <x>`。",
            [],
        ),
        (
            "The most efficient kernel is {claim}`2.1× <x>` faster.",
            "最高效的内核快 {claim}`2.1 倍 <x>`。",
            [],
        ),
        (
            "FP16 takes {claim}`2× <x>` more memory than FP8.",
            "FP16 比 FP8 多占用 {claim}`2 倍 <x>` 的显存。",
            [],
        ),
    ],
)
def test_what_a_translation_says_of_a_claim(msgid: str, msgstr: str, expected: list[str]) -> None:
    assert subtypes(msgid, msgstr) == expected


@pytest.mark.parametrize(
    ("msgid", "msgstr"),
    [
        ("Within {claim}`12 ms <x>`.", "在 {claim}`12 毫秒 <x>` 内。"),
        ("Within {claim}`12 ms <x>`.", "在 {claim}`12 毫秒 <x>`之内。"),
        ("A context of up to {claim}`1M tokens <x>`.", "最长 {claim}`1M 词元 <x>` 的上下文。"),
    ],
)
def test_words_that_keep_a_bound_they_would_not_add(msgid: str, msgstr: str) -> None:
    assert subtypes(msgid, msgstr) == []


@pytest.mark.parametrize(
    ("msgid", "msgstr"),
    [
        # a comparative of the next clause, or a verb further off, is another claim's
        (
            "Batching improves throughput by {claim}`23× <x>` while reducing p50 latency.",
            "连续批处理使吞吐提升了 {claim}`23 倍 <x>`，同时降低了 p50 延迟。",
        ),
        (
            "Chunked prefill reduces TBT by {claim}`40% <a>` and increases throughput by "
            "{claim}`1.3× <b>`.",
            "分块预填充把词元间延迟降低了 {claim}`40% <a>`，并把吞吐提高到 {claim}`1.3 倍 <b>`。",
        ),
        (
            "Paging reduces its memory footprint by {claim}`50% <x>`, allowing larger batches.",
            "分页将其显存占用减少 {claim}`50% <x>`，从而支持更大的批。",
        ),
        (
            "Throughput rises by {claim}`20% <a>` while latency falls by {claim}`10% <b>`.",
            "吞吐上升了 {claim}`20% <a>`，而延迟下降了 {claim}`10% <b>`。",
        ),
        # bounds in other words, and words that only hold a bound's characters
        (
            "Quantization does not reduce accuracy by more than {claim}`0.5% <x>`.",
            "量化带来的精度下降不超过 {claim}`0.5% <x>`。",
        ),
        (
            "GPU utilization exceeds {claim}`90% <x>` during decode.",
            "解码时 GPU 利用率超过 {claim}`90% <x>`。",
        ),
        (
            "Decode throughput peaks at {claim}`1,500 tokens/s <x>`.",
            "解码吞吐最高可达 {claim}`1,500 tokens/s <x>`。",
        ),
        (
            "vLLM has the best p50 latency, at {claim}`45 ms <x>`.",
            "vLLM 的 p50 延迟最低，为 {claim}`45 ms <x>`。",
        ),
        (
            "In the top configuration, throughput reaches {claim}`3,400 tokens/s <x>`.",
            "在最高配置下，吞吐达到 {claim}`3,400 tokens/s <x>`。",
        ),
        (
            "In the busiest hour, the cluster served {claim}`1,200 req/s <x>`.",
            "在请求最多的时段，集群处理了 {claim}`1,200 req/s <x>`。",
        ),
        (
            "The fused kernel brings an unexpected {claim}`2× <x>` speedup.",
            "融合内核带来了意想不到的 {claim}`2 倍 <x>` 加速。",
        ),
        (
            "Locality-aware routing cuts latency by {claim}`30% <x>`.",
            "就近路由使延迟降低了 {claim}`30% <x>`。",
        ),
        (
            "Before and after the optimization, throughput is {claim}`1,200 tokens/s <a>` and "
            "{claim}`3,400 tokens/s <b>`.",
            "优化前后，吞吐分别为 {claim}`1,200 tokens/s <a>` 和 {claim}`3,400 tokens/s <b>`。",
        ),
        (
            "With insufficient GPU memory, throughput drops by {claim}`50% <x>`.",
            "GPU 显存不足时，吞吐下降 {claim}`50% <x>`。",
        ),
        (
            "The scheduler keeps {claim}`20% <x>` headroom for bursts.",
            "调度器保留 {claim}`20% <x>` 余量以应对突发流量。",
        ),
        (
            "Time to first token is as low as {claim}`80 ms <x>`.",
            "首词元时间低至 {claim}`80 ms <x>`。",
        ),
        # the sides in more forms
        (
            "EAGLE is {claim}`1.6× <a>` faster than Medusa and {claim}`3× <b>` faster than vanilla "
            "decoding.",
            "与 Medusa 和普通解码相比，EAGLE 分别快 {claim}`1.6 倍 <a>` 和 {claim}`3 倍 <b>`。",
        ),
        (
            "Compared with TGI, vLLM is {claim}`2.1× <x>` faster.",
            "跟 TGI 比起来，vLLM 快 {claim}`2.1 倍 <x>`。",
        ),
        (
            "Compared with TGI, vLLM is {claim}`2.1× <x>` faster.",
            "在与 TGI 的对比中，vLLM 快 {claim}`2.1 倍 <x>`。",
        ),
        (
            "Compared with TGI, vLLM is {claim}`2.1× <x>` faster.",
            "把 TGI 和 vLLM 放在一起比较，vLLM 快 {claim}`2.1 倍 <x>`。",
        ),
        # rates the original states in words
        (
            "The project gains about {claim}`2,000 stars <x>` a month.",
            "该项目每月新增约 {claim}`2,000 stars <x>`。",
        ),
        (
            "The GPU costs {claim}`$2.50 <x>` an hour on this cloud.",
            "这块 GPU 每小时的价格为 {claim}`$2.50 <x>`。",
        ),
        (
            "TPS improves by {claim}`40% <x>` with CUDA graphs.",
            "用上 CUDA graph 后，每秒词元数（TPS）提升了 {claim}`40% <x>`。",
        ),
        # "no longer" denies nothing that follows it
        (
            "Once memory is no longer the bottleneck, throughput rises {claim}`3× <x>`.",
            "显存不再是瓶颈时吞吐可提升 {claim}`3 倍 <x>`。",
        ),
        # 吞吐 beside a ratio, and 可达 for "up to"
        (
            "vLLM serves up to {claim}`24× <x>` more requests than Hugging Face Transformers.",
            "vLLM 的吞吐量最高可达 Hugging Face Transformers 的 {claim}`24 倍 <x>`。",
        ),
        (
            "Disaggregation gives up to {claim}`7.4× <x>` more goodput.",
            "分离式部署的有效吞吐提升可达 {claim}`7.4 倍 <x>`。",
        ),
        # a percentile written as p99
        (
            "Latency at the 99th percentile is within {claim}`5% <x>` of the baseline.",
            "p99 延迟与基线的差距在 {claim}`5% <x>` 以内。",
        ),
        # a multiple of a time or a speed in its own sense
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "vLLM 的速度是 TGI 的 {claim}`2.1 倍 <x>`。",
        ),
        ("Latency is {claim}`2.1× <x>` higher.", "延迟是原来的 {claim}`2.1 倍 <x>`。"),
        ("It takes {claim}`2.1× <x>` longer.", "它的耗时是原来的 {claim}`2.1 倍 <x>`。"),
        (
            "It has {claim}`2.1× <x>` the throughput of TGI.",
            "它的吞吐量是 TGI 的 {claim}`2.1 倍 <x>`。",
        ),
        ("Latency drops to {claim}`0.5× <x>`.", "延迟降到原来的 {claim}`0.5 倍 <x>`。"),
        # words after a claim that deny something else, or a denial the original makes too
        (
            "It is {claim}`2.1× <x>` faster, and the result is good.",
            "它快 {claim}`2.1 倍 <x>`，结果不错。",
        ),
        (
            "It is {claim}`2.1× <x>` faster on asymmetric loads.",
            "在负载不对称时它快 {claim}`2.1 倍 <x>`，不对称负载很常见。",
        ),
        (
            "The claim of {claim}`2.1× <x>` faster is not true for long prompts.",
            "快 {claim}`2.1 倍 <x>` 的说法对长提示并不成立。",
        ),
        (
            "It is {claim}`2.1× <x>` faster. That estimate was wrong.",
            "它快 {claim}`2.1 倍 <x>`。旧的估计有误。",
        ),
        # sides named in words, kept
        (
            "Our scheduler is {claim}`2.1× <x>` faster than the baseline.",
            "我们的调度器比基线快 {claim}`2.1 倍 <x>`。",
        ),
        (
            "Compared with the baseline, ours is {claim}`2.1× <x>` faster.",
            "与基线相比，我们的方法快 {claim}`2.1 倍 <x>`。",
        ),
        # words of a denial's form about something else; a count "in the same time"; sides
        # named in words on both sides of the original, or a benchmark
        (
            "vLLM is {claim}`2.1× <x>` faster without quantizing the KV cache.",
            "vLLM 快 {claim}`2.1 倍 <x>`，且不对 KV 缓存做量化。",
        ),
        (
            "It is {claim}`2.1× <x>` faster, with a small error in the output.",
            "它快 {claim}`2.1 倍 <x>`，输出略有误差。",
        ),
        (
            "vLLM handles requests {claim}`2.1× <x>` faster than TGI.",
            "vLLM 在相同时间内处理的请求数是 TGI 的 {claim}`2.1 倍 <x>`。",
        ),
        (
            "Our scheduler is {claim}`2.1× <x>` faster than our previous one.",
            "我们的调度器比上一版快 {claim}`2.1 倍 <x>`。",
        ),
        (
            "We found vLLM to be {claim}`2.1× <x>` faster than we expected.",
            "我们发现 vLLM 比预期快 {claim}`2.1 倍 <x>`。",
        ),
        (
            "In the benchmark, vLLM is {claim}`2.1× <x>` faster than the unpatched version.",
            "在基准测试中，vLLM 比未打补丁的版本快 {claim}`2.1 倍 <x>`。",
        ),
    ],
)
def test_faithful_translations_pass(msgid: str, msgstr: str) -> None:
    assert subtypes(msgid, msgstr) == []


@pytest.mark.parametrize(
    ("msgid", "msgstr"),
    [
        ("Latency increases {claim}`40% <x>`.", "延迟缩短了 {claim}`40% <x>`。"),
        ("The cache is {claim}`4× <x>` smaller.", "缓存膨胀了 {claim}`4 倍 <x>`。"),
        ("Latency is {claim}`40% <x>` lower.", "延迟拉长了 {claim}`40% <x>`。"),
        ("vLLM is {claim}`2.1× <x>` faster than TGI.", "vLLM 不如 TGI 快 {claim}`2.1 倍 <x>`。"),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "vLLM 不见得比 TGI 快 {claim}`2.1 倍 <x>`。",
        ),
        (
            "vLLM serves {claim}`2.1× <x>` more requests than TGI.",
            "TGI 服务的请求数高出 vLLM {claim}`2.1 倍 <x>`。",
        ),
        ("It wastes {claim}`4% <x>` of memory.", "它浪费的显存比 {claim}`4% <x>` 还多。"),
        ("It is {claim}`24× <x>` faster.", "它快 {claim}`24 倍 <x>`起。"),
        ("It cuts latency by {claim}`30% <x>`.", "它撑死把延迟降低 {claim}`30% <x>`。"),
        ("It has room for {claim}`3 <x>` requests.", "它能容纳 {claim}`3 <x>` 成请求。"),
        ("It processed {claim}`1M tokens <x>` in total.", "吞吐量为 {claim}`1M 词元 <x>`。"),
        (
            "It supports a context of {claim}`1M tokens <x>`.",
            "它可以按秒处理 {claim}`1M 词元 <x>`。",
        ),
        (
            "vLLM gives a {claim}`2.1× <x>` speedup over TGI.",
            "与 TGI 相比，vLLM 并无 {claim}`2.1 倍 <x>` 的加速。",
        ),
        ("It cuts latency by {claim}`30% <x>`.", "它让延迟降低了差一点 {claim}`30% <x>`。"),
        ("It wastes {claim}`4% <x>` of memory.", "它浪费了 {claim}`4% <x>` 的显存甚至更多。"),
        # a multiple of a time for a speed, or for less time
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "vLLM 的耗时是 TGI 的 {claim}`2.1 倍 <x>`。",
        ),
        (
            "vLLM takes {claim}`2.1× <x>` less time than TGI.",
            "vLLM 的用时为 TGI 的 {claim}`2.1 倍 <x>`。",
        ),
        ("Latency is {claim}`2.1× <x>` lower.", "延迟是原来的 {claim}`2.1 倍 <x>`。"),
        # a denial after the claim, in its sentence
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "vLLM 比 TGI 快 {claim}`2.1 倍 <x>`，这并不成立。",
        ),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "vLLM 比 TGI 快 {claim}`2.1 倍 <x>`，但这是错的。",
        ),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "据称 vLLM 快 {claim}`2.1 倍 <x>`，其实不然。",
        ),
        # the sides swapped where they are named in words
        (
            "Our scheduler is {claim}`2.1× <x>` faster than the baseline.",
            "基线比我们的调度器快 {claim}`2.1 倍 <x>`。",
        ),
        (
            "It is {claim}`2.1× <x>` faster than the default scheduler.",
            "默认调度器比新调度器快 {claim}`2.1 倍 <x>`。",
        ),
        # a denial in the next sentence that takes the claim up, or in other words
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "vLLM 比 TGI 快 {claim}`2.1 倍 <x>`。这并不成立。",
        ),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "vLLM 比 TGI 快 {claim}`2.1 倍 <x>`，这不是真的。",
        ),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI with no wrong outputs.",
            "vLLM 比 TGI 快 {claim}`2.1 倍 <x>`，这是错的。",
        ),
        # a time grown or named after the multiple, a speed as performance
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "vLLM 的延迟增至 TGI 的 {claim}`2.1 倍 <x>`。",
        ),
        (
            "vLLM is {claim}`2.1× <x>` faster than TGI.",
            "vLLM 需要 TGI 的 {claim}`2.1 倍 <x>`时间。",
        ),
        ("vLLM is {claim}`2.1× <x>` faster than TGI.", "vLLM 的延迟增加了 {claim}`2.1 倍 <x>`。"),
        (
            "vLLM is {claim}`2.1× <x>` slower than TGI.",
            "vLLM 的性能是 TGI 的 {claim}`2.1 倍 <x>`。",
        ),
        # the sides swapped where "we" speaks outside the comparison, after 达, in other words
        (
            "We find that our scheduler is {claim}`2.1× <x>` faster than the baseline.",
            "我们发现，基线比我们的调度器快 {claim}`2.1 倍 <x>`。",
        ),
        (
            "Our scheduler is {claim}`2.1× <x>` faster than the baseline.",
            "基线调度器的速度达我们的 {claim}`2.1 倍 <x>`。",
        ),
        (
            "Our system is {claim}`2.1× <x>` faster than the default configuration.",
            "缺省配置比我们的系统快 {claim}`2.1 倍 <x>`。",
        ),
    ],
)
def test_unfaithful_translations_fail(msgid: str, msgstr: str) -> None:
    assert subtypes(msgid, msgstr) == CHANGED
