"""The uncited-number detector, table-driven: the shared probe sentences plus our own."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
import yaml

from claims.core.detector import Detector, _without_names, any_word, named_span
from claims.core.rules import (
    CHANGE_VERB_START,
    LATIN,
    NAME,
    UNIT,
    UNIT_CHECKS,
    may_hold_figure,
)
from claims.core.units import TO_READ, UNITS

# the shared probe sentences, kept in the repository so a clone tests them anywhere;
# test_probe_copy_is_current catches drift when the shared original sits beside the repo
PROBES = Path(__file__).resolve().parent / "data" / "detector-cases.yaml"
SHARED_PROBES = Path(__file__).resolve().parents[2] / "shared" / "probes" / "detector-cases.yaml"

# (sentence, [flagged text, ...]); our own cases, English and Chinese
OWN_CASES = [
    # ratios and speedups
    ("FA3 is 1.5-2.0x faster than FA2.", ["1.5-2.0x"]),
    ("It runs 2–4× faster.", ["2–4×"]),
    ("This is twice as fast as the baseline.", ["twice as fast"]),
    ("Decoding is 1.7 times quicker.", ["1.7 times"]),
    ("It gives a speed-up of 3.2 over vLLM.", ["3.2"]),
    ("The speed-up is 3.4.", ["3.4"]),
    ("It gives a 3.6 speed-up over vLLM.", ["3.6 speed-up"]),
    ("That is a 2.9 speedup on H100.", ["2.9 speedup"]),
    ("Decode takes 2O ms.", ["2O ms"]),  # a letter O drawn as a zero
    ("Decode takes 1O0 ms.", ["1O0 ms"]),
    ("Decode takes 4ο ms.", ["4ο ms"]),  # a Greek omicron
    ("Decode takes 1l5 ms.", ["1l5 ms"]),  # a letter l drawn as a one
    ("吞吐提升了三十二%。", ["三十二%"]),
    # a decimal without its leading zero
    ("Each decode step takes .5 ms, and prefill .25 s.", [".5 ms", ".25 s"]),
    # letters drawn as digits beside a unit, a decimal point or a separator; other scripts
    ("Decode takes 2Oms.", ["2Oms"]),
    ("Decode takes O.5 ms, then 1.O ms.", ["O.5 ms", "1.O ms"]),
    ("Decode takes 1,OOO ms.", ["1,OOO ms"]),
    ("Decode takes l.5 ms.", ["l.5 ms"]),
    ("Decode takes 3б ms and 2Օ ms.", ["3б ms", "2Օ ms"]),
    # digits set high or low, and a unit in one square character
    ("Decode takes ⁸⁸ ms.", ["⁸⁸ ms"]),
    ("Decode takes 66 ㎳ on 64 ㎇.", ["66 ㎳", "64 ㎇"]),
    ("Errors fell 32‰.", ["32‰"]),
    # a mark set on a digit, digits in a circle or a keycap, multiplication signs drawn like ×
    ("Decode takes 27\u0323 ms; it is 3.5\u0301× faster.", ["27\u0323 ms", "3.5\u0301×"]),
    ("It is ③× faster, or 3\ufe0f\u20e3× by another count.", ["③×", "3\ufe0f\u20e3×"]),
    ("Decode takes ❸ ms.", ["❸ ms"]),
    ("吞吐是基线的 32 ✕，或 32 ⨯。", ["32 ✕", "32 ⨯"]),
    # a unit in look-alike letters, and crosses drawn like ×
    ("Decode takes 42 мѕ; it is 2.1х and 2.1ⅹ faster.", ["42 мѕ", "2.1х", "2.1ⅹ"]),
    ("每秒输出 32 个汉字。", ["每秒输出 32 个汉字"]),
    ("It gives a 3.9–times speed-up and a 3.6 throughput uplift.", ["3.9–times", "3.6"]),
    ("It cuts latency by 45 pcts.", ["45 pcts"]),
    # a speed-up with its number before it, hedged or qualified
    ("It gives up to 3.6 speed-up.", ["3.6 speed-up"]),
    ("It gives a ~3.7 speed-up.", ["3.7 speed-up"]),
    ("It gives an impressive 3.8 speedup.", ["3.8 speedup"]),
    ("It gives a 4.2 geomean speed-up.", ["4.2 geomean speed-up"]),
    ("It shows 3.6 speedups over vLLM.", ["3.6 speedups"]),
    ("It gives a 3.9-times speed-up.", ["3.9-times"]),
    ("Engine X is 4.1 as fast as vLLM.", ["4.1"]),
    ("It gives a 3.6 throughput gain over vLLM.", ["3.6"]),
    ("It brings up to 2.5 latency reduction.", ["2.5"]),
    ("It gives a 3.6 gain in throughput; it reaches 4.1 the throughput of vLLM.", ["3.6", "4.1"]),
    # a rate written out as the metric's name before its value
    ("Tokens per second: 512; requests per second was 40.", ["512", "40"]),
    ("Throughput rose 45 perc.", ["45 perc"]),
    # a recall named before or after its value; a precision between a number and its unit; a
    # named speed of something; a time per token named first; a latency in words
    (
        "Recall is always 1.0; the Recalls reach ≥0.7; it gets ≥0.98 Recalls@k.",
        ["1.0", "0.7", "0.98"],
    ),
    ("5090 has peak 209.5 BF16 TFLOPS.", ["209.5 BF16 TFLOPS"]),
    ("The inference speed of EAGLE-2 is 66.", ["66"]),
    ("The expected ms/token is about 60.", ["60"]),
    ("It gives single-digit millisecond latency.", ["single-digit millisecond"]),
    # a loss named before a Chinese verb; a latency against its name; memory recommended or in a
    # cache; a rate in tokens per GPU; days after a hedge; a score on a held-out split; a length
    # trained; a recall as a share; weights' size with their precision in brackets
    ("loss一直固定为11，P99 latency20ms，建议24g 以上。", ["11", "20ms", "24g"]),
    ("日志打印 600 tgs；x2：大约4天。", ["600 tgs", "4天"]),
    ("dev结果只有0.4630，可以做到32k长度的训练。", ["0.4630", "32k长度的训练"]),
    ("它能达到100％的查询召回率。", ["100％"]),
    ("kv cache 的缓存占用按照公式计算，应该是54G左右。", ["54G"]),
    ("模型权重只占140GB（FP16）。", ["140GB"]),
    ("训练数据占用显存 20 GB。", ["20 GB"]),
    # iterations in seconds spelt out, an upsampler's factor before it, a maximum length stated,
    # memory used of the whole, a share of memory compared
    ("I got roughly 3.9 it/seconds; it has 2x upsample layers.", ["3.9 it/seconds", "2x"]),
    ("Normally, maximum supported sequence length is 4096.", ["4096"]),
    ("My 4090 is reporting around 1.2G/24G.", ["1.2G"]),
    ("It uses 90% of the GPU memory compared to a baseline.", ["90%"]),
    ("The kernel uses 90% of the memory bandwidth.", ["90%"]),
    # the time per processor, S after 平均, memory M after a bound, size after 仅为
    ("加载时间为：cpu1.90s/gpu0.15s，平均1S左右。", ["1.90s", "0.15s", "1S"]),
    ("剩余内存会小于30M；体积仅为 1.3M 的模型。", ["30M", "1.3M"]),
    # a decimal left open; a multiplier after the gain it states; half a build's size; a rate
    # per second glued to Chinese; tokens abbreviated after 每秒
    ("单个请求 8.x token/s，latency is around 2.x seconds。", ["8.x token/s", "2.x seconds"]),
    ("结果只能达到2点几帧，推理一次要1点几秒。", ["2点几帧", "1点几秒"]),
    ("The performance boost is far from x22; 它比原来快了x3。", ["x22", "x3"]),
    ("The builds are roughly half the size of CUDA 12 builds.", ["half the"]),
    ("Our qps is about half.", ["about half"]),
    ("平均速度才是140K/sec啊，任务多时就每秒1t了。", ["140K/sec", "每秒1t"]),
    # a run's length needed, lasted or of compute; a couple of minutes; a share of the time
    # saved; a rate per second named before a change; a batch in milliseconds
    ("We need 33 days to fully train; runs lasting 1.5, 2.8, and 2 days.", ["33 days", "2 days"]),
    (
        "It required 14.8 days of compute; it should take a couple minutes.",
        ["14.8 days", "a couple minutes"],
    ),
    ("It can save 10-30% of the runtime; 4.4% of latency in TTFT is reduced.", ["10-30%", "4.4%"]),
    ("The token-per-second ratio decreases from 70 to 30.", ["70 to 30"]),
    ("Tensor Cores can process a batch in milliseconds.", ["in milliseconds"]),
    # a rate worked out from counts; memory after a hedge; a training time named before its
    # days; a day and a half; compute named before G
    ("误检率: 48/82 = 58.5%，估计和百川一样要32G吧，大概20G。", ["58.5%", "32G", "20G"]),
    (
        "双卡3090要训60多天，总共训练时间显示要几十天，大概一天半这样。",
        ["60多天", "几十天", "一天半"],
    ),
    ("模型计算量6.7G。", ["6.7G"]),
    # time saved; an accuracy or an error named before a decimal or a power of ten; a run's
    # days hedged after the run; compute cut
    ("We save ourselves a minute or two in downloading.", ["a minute or two"]),
    ("It decodes two thousand tokens/s.", ["two thousand tokens/s"]),
    ("离线推理精度MAD=0.0248，float16 精度在 2e-2 之内。", ["0.0248", "2e-2"]),
    (
        "8卡30个epoch大概是4-5天，8x1080Ti 两天左右，预训练大概一到两天。",
        ["4-5天", "两天左右", "一到两天"],
    ),
    ("参数量、计算量都砍了一半左右。", ["一半"]),
    ("A hit rate of 0.9 means 90 percent of prefill work was skipped.", ["90 percent"]),
    # words a minute, GPU-days, a frame rate named first, a run reproduced in days, a time named
    # after its days, an end foreseen
    (
        "Whisper gets 2,937 wpm; it is not as fast as 1 gpu day; get the fps 95.",
        ["2,937 wpm", "1 gpu day", "95"],
    ),
    # memory in Mib, named after its value; a share in words; a model's file after its format;
    # a latency in S after 延时; half a power; days to use; calls a month; sizes after a hedge;
    # a card's price; points lost
    (
        "Request 2000Mib, a value of 2000 (in Mib); sped up a few % by cublas; LTX INT8 (20G).",
        ["2000Mib", "2000", "a few %", "20G"],
    ),
    (
        "延时控制在1.5S内；峰值的功率只有一半；大概要用四五天；每个月5000次的免费额度。",
        ["1.5S", "一半", "四五天", "5000次"],
    ),
    (
        "对话时大概76M，镜像大概80M；350 块的垃圾矿卡；测评是掉1~2个点。",
        ["76M", "80M", "350 块", "1~2个点"],
    ),
    # sizes in hundreds written as a plural, a score after its value, a training run's length in
    # brackets, a slowdown by a factor, a time as a difference, a metric's name in brackets, a
    # rate after "are about", a log's stage times
    (
        "Models are in the order of the 100s of MBs; around .85 f-score; trained with 8 V100 GPUs "
        "(~5 days).",
        ["100s of MBs", ".85 f-score", "5 days"],
    ),
    (
        "Ingestion has slowed down by more than a factor of 2; it results in a 9s delta; a "
        "Real-Time Factor (RTF) < 1.0; tokens per second are about 200.",
        ["a factor of 2", "9s", "1.0", "200"],
    ),
    ("preprocess time = 5.30848; infer time = 14.7571.", ["5.30848", "14.7571"]),
    # Chinese: frames after 帧数, memory per card at a clause's end, points lost in quotes, a
    # recall at k, a fraction after a comparative, an amount in words before G, a score's gap
    (
        "在最高帧数141帧的基础上，将推理帧数提高至 151 帧；论文是单卡17G，4卡训练每块卡17G。",
        ["141帧", "151 帧", "17G", "17G"],
    ),
    (
        "量化训练损失“几十个点”；微调完分数recall 20: 0.723954；比CAFFE版本快三分之一；"
        "几十 G 的内存几下就用完了。",
        ["几十个点", "0.723954", "三分之一", "几十 G"],
    ),
    (
        "rouge score与HFmodel的差距大于1；优化模型与原始模型的分数差距均在1以内。",
        ["大于1", "在1以内"],
    ),
    # a score named right before it, perplexity after an equals sign, points of accuracy with a
    # bracket between, a rate with "is >", tokens "as high as", a token rate in Hz, compute named
    # first, a rate over a capital S
    (
        "mAP 18.4, mAP50 30.5; then ppl=1056944.250; 10 points (or more) of accuracy lower.",
        ["18.4", "30.5", "1056944.250", "10 points"],
    ),
    (
        "End to end fps is > 25 for FullHD; it went as high as 100k tokens; the output token "
        "rate is about 32 Hz.",
        ["25", "100k tokens", "32 Hz"],
    ),
    ("32-bit flops=156T；之前我都是2it/S。", ["156T", "2it/S"]),
    # Chinese: an accuracy after 精度, two scores reached, a download's size in brackets, a run's
    # length in words, a size before 空间, half of a speed lost, the longest input in tokens
    (
        "某模型精度为 100；测试集仅能达到42.9/65.3；下载主文件(1.7G) 和 模型(3G)。",
        ["100", "42.9/65.3", "1.7G", "3G"],
    ),
    (
        "需要 1024张 A100 训练一个多月；4张A6000需要大概四天多；需要 16M 的空间进行存储。",
        ["一个多月", "四天多", "16M"],
    ),
    ("发现较VLLM框架，并发性能低了一半；token最大长度约7000。", ["一半", "7000"]),
    # days with a decimal, orders of magnitude counted, memory grown, Gb after a use, space in
    # G, a rate named by tok/s, a timeout with its unit in brackets
    (
        "It trained in 8.5 days, up to 2 orders of magnitude faster; memory increase 10M.",
        ["8.5 days", "2 orders of magnitude", "10M"],
    ),
    (
        "My memory usage goes above 6Gb; store it in around 250G space; tok/s: 205.479452.",
        ["6Gb", "250G", "205.479452"],
    ),
    ("Timeout(ms)=60000 in the log.", ["60000"]),
    # Chinese: a discount of two numerals, points of a gap, points lost in words, memory leaked,
    # a time in Chinese before a Latin word
    (
        "可以打九五折；有1.5个点左右的差距；比hf差一或两个点；从14G泄露到47.8G；要0.4秒CPU下。",
        ["打九五折", "1.5个点", "一或两个点", "14G", "47.8G", "0.4秒"],
    ),
    (
        "To reproduce Zyda2 in 2 days; the 1 day searching time; it will finish after 2 days.",
        ["2 days", "1 day", "2 days"],
    ),
    # Chinese: hours and minutes run together, Gi, points after 高 or 涨个, a rate after 一秒, a
    # multiple of speed without its sign, a bare speed reached, a model's size after 模型
    (
        "耗时约2h17m，配置为12Gi，比原图预测高一个点，涨个5-10个点。",
        ["2h17m", "12Gi", "一个点", "5-10个点"],
    ),
    (
        "cpu的话一秒大概1-2个字，1.2~1.3的速度差异，作者测出来有10000+的速度。",
        ["一秒大概1-2个字", "1.2~1.3", "10000+"],
    ),
    ("7B 模型约 14G，int8 模式 7G，infer fps 40左右。", ["14G", "7G", "40左右"]),
    # a percentage in words, or joined to its word
    ("Latency fell by forty percent.", ["forty percent"]),
    ("It cuts latency by twenty-five per cent.", ["twenty-five per cent"]),
    ("A forty-percent cut in latency; a 40-percent cut in cost.", ["forty-percent", "40-percent"]),
    ("吞吐提升三十二个百分点。", ["三十二个百分点"]),
    ("吞吐提升了三十多%。", ["三十多%"]),
    ("错误率降低了三十二‰。", ["三十二‰"]),
    # a value in Chinese numerals after a metric's name
    ("吞吐量为三十二。", ["三十二"]),
    ("利用率达三十二。", ["三十二"]),
    ("吞吐提升了三十二％。", ["三十二％"]),
    ("QPS 达到三十二。", ["三十二"]),
    ("改进后 QPS 三十二，吞吐量：三。", ["三十二", "三"]),
    # a scale between a rate's number and its unit; words and bytes in Chinese
    ("吞吐达每秒 32 万个词元，或每秒 3 百万个词元。", ["每秒 32 万个词元", "每秒 3 百万个词元"]),
    ("每秒生成 32 个词。", ["每秒生成 32 个词"]),
    ("显存节省 32 吉字节，带宽 3 太字节每秒。", ["32 吉字节", "3 太字节每秒"]),
    # tenths and points after a cue
    ("GPU 利用率九成，成本降到六成。", ["九成", "六成"]),
    ("成本是原来的六折，吞吐提升 3 成。", ["六折", "3 成"]),
    ("P99 延迟下降 32 个点，准确率提升 3 pp。", ["32 个点", "3 pp"]),
    ("新版本快三成，吞吐涨了三成，显存降至六成。", ["三成", "三成", "六成"]),
    ("吞吐达到 A100 的九成，准确率跌了三个点。", ["九成", "三个点"]),
    (
        "带宽为三太字节每秒，显存节省三吉字节，链路三十二吉比特每秒。",
        ["三太字节每秒", "三吉字节", "三十二吉比特每秒"],
    ),
    ("解码达到九十九个 tok/s，加速比：九。", ["九十九个 tok/s", "九"]),
    ("解码达到九十九 tok/s，预填充三十 req/s。", ["九十九 tok/s", "三十 req/s"]),
    ("速度提升 2.1 倍。", ["2.1 倍"]),
    ("吞吐量提高了两倍。", ["两倍"]),
    ("性能提升了十倍以上。", ["十倍"]),
    # percentages
    ("Cost is 20% lower.", ["20%"]),
    ("吞吐提升 30%。", ["30%"]),
    ("It wastes 60 percent of memory.", ["60 percent"]),
    ("It cuts latency by 45 pct, and cost by 12 per-cent.", ["45 pct", "12 per-cent"]),
    # throughput
    ("It served 3.2 req/s.", ["3.2 req/s"]),
    ("It served 3 rps and 40 QPS.", ["3 rps", "40 QPS"]),
    ("Decoding reached 1,200 tokens/s.", ["1,200 tokens/s"]),
    ("Decoding reached 158k tokens per second.", ["158k tokens per second"]),
    ("FP8 reaches 1.2 PFLOPs/s.", ["1.2 PFLOPs/s"]),
    ("It sustains 230 TFLOPs/s.", ["230 TFLOPs/s"]),
    ("The link carries 25 Gbps.", ["25 Gbps"]),
    ("每秒处理 12 个请求。", ["每秒处理 12 个请求"]),  # a verb between 每秒 and the number
    ("达到每秒 12 个请求。", ["每秒 12 个请求"]),
    ("达到 950 请求/秒。", ["950 请求/秒"]),
    # "a second" for "per second", and a rate written after its unit in Chinese
    ("It decodes 256 tokens a second.", ["256 tokens a second"]),
    ("It serves 40 requests every second.", ["40 requests every second"]),
    ("解码速度达到 256 词元每秒。", ["256 词元每秒"]),
    # latency
    ("Transfer takes under 30 ms.", ["30 ms"]),
    ("Kernel launch costs 5 µs.", ["5 µs"]),
    ("TTFT was 2.5 s at the tail.", ["2.5 s"]),
    ("首词元时延为 250 毫秒。", ["250 毫秒"]),
    ("首词元时延为 0.25 秒。", ["0.25 秒"]),
    # memory, power, cost
    ("The cache needs 1.7 GB per sequence.", ["1.7 GB"]),
    ("It uses 4.9 GiB.", ["4.9 GiB"]),
    ("Each SM has 192 KB of SRAM.", ["192 KB"]),
    ("The GPU draws 700 W.", ["700 W"]),
    ("功耗为 700 瓦。", ["700 瓦"]),
    ("It costs $2 per hour.", ["$2"]),
    # not performance figures
    ("The cluster has 8× A100 GPUs.", []),
    ("H2O and CO2 are molecules; 3 speedup techniques are listed.", []),
    ("We saw 3 throughput gains; forty percent of the users run on CPU.", []),
    ("It took the next ten percent of the budget.", []),
    ("A café in Zürich with 3 tables; see note ③.", []),
    ("SGLang 0.4 the throughput of vLLM; Section 2.1 the latency of it.", []),
    ("We use 45 percussion samples; QPS 一直很高；第一步是三。", []),
    # a default share, a share of a sample's size, a card's variant, bytes per element, a data
    # set's size
    ("If not provided, it will default to 5%; often 1-10% of the training sample size.", []),
    ("Using the 40GB variant gives more reliable benchmark results.", []),
    ("It takes 18 bytes for each param, and 4 bytes, or 32 bits, per stored vector dimension.", []),
    ("We use the NYC taxi dataset, due to its reasonable size (~3 GBs).", []),
    ("数据集 UserGender1 大小为24GB；数据量是200 GB。", []),
    # a card by its memory; ten million as kw; a multiple of a count, in a formula, or of work
    ("每张卡24G显存，能修改参数让24g跑起来吗？该值取值超过1kw后误差不大。", []),
    ("推荐调整范围 2~20倍的topK；原始图大小的 2 倍 / 实例数目。", []),
    ("反向传播计算量为前向的2倍。", []),
    # shares of memory a framework takes; a count of things multiplied; a warm-up run twice; a
    # card in a bracket with its memory; a shape; parameter counts in B; a spec line
    ("JAX pre-allocated the GPU memory (75% of the memory); it uses 75% of available.", []),
    ("Jax allocates ~90% of memory; nvidia-smi says only ~10% are allocated.", []),
    ("It has 4 times the number of GPU cores (and twice as many CPU cores).", []),
    ("Consider running the model twice as a warm-up.", []),
    ("I'm running RoCM(RX 5600XT, 8GB of Vram) on Ubuntu.", []),
    ("The latents are of shape 4x(H/8)x(W/8); rerankers from 0.6 B to 8 B parameters.", []),
    ("System configuration - Raspberry Pi 4 with 4GB RAM, 8GB of SWAP memory.", []),
    ("It supports a maximum context length of 16k.", []),
    ("The maximum sequence length is 8192 by default.", []),
    # Chinese: an ideal, shares of time, a setting's fraction, shares of models or of the
    # parameters trained, a setting's value explained, a spec line, an access's width, a rate
    # asked about
    ("理想情况是GPU利用率100%；97%的时间是在进行Device同步。", []),
    ("block_size设置成seq_length的1/4性能最佳；覆盖到 99% 的模型就是 OK 的。", []),
    ("仅需微调0.07%的参数量；文件中的 fps：5 代表以每秒5帧的频率提取视频帧。", []),
    ("机器配置：2080ti/8G显存/5CPU/12G内存；每条指令包含两个64字节加载。", []),
    ("你的模型在树莓派上一秒能处理多少帧？", []),
    # memory to reserve as a multiple of the data it holds; a model's parameters compared; a
    # platform or a part's name after x
    ("需要配置数据存储量大小两倍左右的内存，最好能存下2倍的输入数据。", []),
    ("GLaM has 1.2 trillion parameters, which is approximately 7x larger than GPT-3.", []),
    ("It is faster on x86; 机器型号: 昆仑芯AI加速器组R480-X8。", []),
    ("use half the size of the batch", []),
    # a release's days, days off, a window looked back over, collectives' names, a card named
    # by its memory, shares of parameters, a model's size compared
    ("The release needs 3 days of review; we need 3 days off; see the last 24 hours.", []),
    ("All-reduce and reduce-scatter consume 20-40% of training time.", []),
    ("A GPU having 2GB VRAM; a 3070Ti (8 Gb VRAM).", []),
    ("0-40% of parameters are updated on CPU, the rest 60% parameters on GPU.", []),
    ("The smallest LLaMa model is 4.5x the size of gpt2-xl.", []),
    # Chinese: a shape or a setting halved, a fraction of the parameters, a multiple asked
    # about, a card after its memory, memory that falls short or is asked about, a length in a
    # condition, a length of media
    ("height和width缩减为原来的一半；batchsize我改成了70（原来的一半）。", []),
    ("参数可以缩减到传统方法的九分之一；相比于pth能提升几倍呢？", []),
    ("需要80g a100单卡；32g显存好像不太够用；24GB可以调70b模型吗？", []),
    ("显存能支持25000长度文本的推理的话就好了。", []),
    ("检测到广告：12分钟24秒，共5分钟28秒的广告。", []),
    # the ends of a setting's scale; cards named by their memory; a window of minutes; what a
    # model is made of; a decade with its century
    ("1 means 100% and 0 means 0%.", []),
    ("A single GPU with 24G VRAM; a consumer GPU of 24 gigabytes; a 8GB single GPU.", []),
    ("Collect the average inference time over the last 2 minutes.", []),
    ("It is my RWKV (100% RNN) model; A ConvNet for the 2020s.", []),
    # Chinese: a card after a verb of use, a name with an underscore, W for 万 after a count
    # of data, a share of an image cropped or of a data set, a threshold or a requirement of
    # accuracy
    ("NPU使用ASCEND910，32GB显存；使用300W_LP数据集；数据量为5W左右时。", []),
    ("在中心裁剪87.5%的图像；仅使用25%ImageNet的有标注数据。", []),
    ("绝对误差小于 1e-4 的精度阈值标准；要求在fp32下精度为1e-6量级。", []),
    # sizes of the objects a benchmark reads, a machine's disks, vCPUs and memory, a card then
    # its memory, a Mac with its memory, memory available in a condition, a GPU named first, a
    # batch's size compared, the top N%, a workload's mix
    (
        "The tests used 1 MB and 10 MB object sizes; objects exceed 256 MiB; 20GiB total of "
        "10 MiB objects.",
        [],
    ),
    (
        "A cluster (48 CPUs, 187 GiB RAM, 10×9.1 TiB disks per node); a VM (8 vCPUs and 16GB "
        "DRAM).",
        [],
    ),
    ("Trained with 4XA100 (40GB); deployed on Macbook Pro (Chip: M4 Pro Memory:48G).", []),
    ("If only 15GB memory is available; I tested with GPU 25 GB; batch size now 2x bigger.", []),
    ("It means the top 10% features; a mixed PUT=30% and GET=70% load; 10MiB transfer size.", []),
    # Chinese: a size of text, cards counted, a machine named after its memory, bytes per
    # parameter, the writer's memory, a card after 显存的, a model line
    ("本项目抽取了1.5G文本；合并后的txt文件超过2G；A6000机器4卡48GB。", []),
    ("最低支持在16GB内存+4GB显存的机器上；每个参数需要 FP16 权重 2 bytes、梯度 2 bytes。", []),
    ("但我只有6G显存；两张80G显存的a800；机器型号：CPU型号：8475B，CPU核数：16，内存：60Gi。", []),
    # bits, a data set's split, a threshold's default, the data a measurement reads, clips'
    # lengths in brackets, a device as PyTorch prints it, a laptop's vCPUs and memory, the
    # writer's memory twice
    ("All 1s, or all 0s; alternating 1s and 0s; split as 85% train set and 15% test set.", []),
    (
        "It exceeds a threshold (80% by default); performance measured on 2.5MB from the "
        "wikitext test split; short audio clips (5-7 seconds).",
        [],
    ),
    (
        "CUDA: 0 (Xavier, 7765MB); a laptop with 8 v-CPUs and 32GB of memory; it won't fit in "
        "my 32gb ram 12gb vram.",
        [],
    ),
    # Chinese: 多少 asks; a mode named by a share; a card's memory and the total; a memory required
    # before the cards; speech data in hours; the writer's card; memory that falls short; an
    # upload's limit; a threshold after 如果; a percentage asked about
    ("推理速度大概是多少 tokens/s？持久内存配置成百分之百内存模式。", []),
    ("单卡显存24G，总显存只有96G。", []),
    ("16G显存及以上（P100或T4及以上）；whisper，68万小时多种语言；为啥我12G显存要设成2。", []),
    ("8G显存一点跑不动；文件大小不能超过 200 MB；如果 RTF 小于 1，那么就可以。", []),
    ("可以同时跑多个模型使利用率达到100%么？我买了4块卡。", []),
    # speech data's lengths, shares of a mix, a card's memory per device, GPU models in the
    # plural, the writer's device by its memory, a spec line with a clock, a system's memory, an
    # instance by its memory, a job waiting so far
    (
        "Input a 10-30s speaker sample; with 30s reference audio; trained on 100k+ hours of "
        "English speech data; as little as 1 minute training data; (~1.5 hours output).",
        [],
    ),
    ("A 67%/33% mix; ratios are normalized to sum to 100%; with 40 GB of memory per device.", []),
    (
        "Are multiple 4090s suitable? On my 8gb Snapdragon 8gen 3 device; Qual Snap 7 Gen2, "
        "2.4GHz, 12G RAM.",
        [],
    ),
    (
        "A system with access to 512mb of ram; on a 4 CPU and 16 GB instance; a pod Pending "
        "about 30min for now.",
        [],
    ),
    # Chinese: a shape as a multiple, a metric's range, the memory a writer runs on, a
    # recording's length
    ("输入的长宽是输出的四倍；MRR 的范围是 0-1；我在6g显存下；只能处理3分钟左右时长的录音。", []),
    ("最大帧数限制是49帧；两个较小的49帧和16帧数据集。", []),
    # a storage card, a Raspberry Pi by its memory, a machine's spec list, RAM after "with" or
    # with its speed grade, a variant by its memory, stored data sized in words, a parallel
    # degree doubled, a threshold after "If", a share of compute spent
    ("Pick a big SD card - nowadays 256GB is pretty cheap; a Raspberry Pi 4 Model B 4GB.", []),
    (
        "A single machine with 1x NVIDIA RTX 4070 (12 GB VRAM), 16 CPUs, and 32 GB RAM; on my "
        "CPU (with 8GB RAM); only the 8GB RAM model; the 2GB variant.",
        [],
    ),
    ("Ryzen 5700G, 64 Gb RAM (D.O.C.P. #1 3200 MHz), Radeon RX 9070 XT.", []),
    (
        "Log files are hundreds of GB in total; those who store hundreds of gigabytes of data; "
        "we lose perf by doubling EP size.",
        [],
    ),
    ("If 30-60%, could be a candidate; 90-95% of compute is used on wrong answers.", []),
    # Chinese: memory required, the writer's machine listed, multiples of an area, of samples,
    # of a learning rate, of a parameter count, of a corpus, recordings' lengths, data mixed in,
    # a sampling interval, a threshold after 如果, a card a model runs on, a precision's share
    ("最低配置4GB显存；物理内存最好16GB起步；服务器配置为：RTX2080 Ti，物理内存：128GB。", []),
    (
        "显卡型号是 1 x 3080Ti 12G 显存，电脑内存 32G；"
        "int4量化模型在4G内存以上Android设备可以推理。",
        [],
    ),
    (
        "图片面积会扩大 4 倍；正样本数相比之前至少增加了三倍；将基础学习率增大四倍；"
        "将学习率适当调小 2~10 倍。",
        [],
    ),
    (
        "训练 token 数应该是模型参数的 1.7倍；使用 20倍 token 来训练模型；"
        "共计 160GB 的数据，十倍于 BERT；13GB 的预训练数据。",
        [],
    ),
    (
        "建议录制时长5秒到20秒；在线录制你自己的声音5-20s；在训练数据中参杂了大概14%的纯文本数据。",
        [],
    ),
    ("得到 0.00h/6.00h/12.00h/18.00h 时刻的数据。", []),
    ("如果是90%多，就没必要提高了；在单卡24G内存上微调5.7B；用单卡24G尝试微调。", []),
    ("确认model中的tf32比例，通常接近100%；准备至少8GB容量的Micro SD卡；添加 25% 以内的权重。", []),
    ("设置 70% 的图片为训练集，15% 作为验证集；48GB显存load internlm-chat-20b 失败。", []),
    # a loop's count, cycles run, how sure a cause is, a card's memory stated of the card, data
    # shards and images, the writer's machine had, a phone that has its memory, a server's spec
    # list after its CPU
    ("Run it in a for loop about 10 times you end up without memory; 50 cycles run.", []),
    ("It is 100% coremltools related; due to 8 GB memory on the GTX 1080 card.", []),
    (
        "1000 large images (675 MB each); the shards were capped at 3 GB; 254 shards of 0.7GB "
        "each.",
        [],
    ),
    ("I have a TITAN card and 72G memory; even though I got 24 GB of Ram.", []),
    ("My phone which has 8 threads and 8GB of ram.", []),
    ("A server with an AMD-EPYC-7742 2.25GHz CPU (10 cores used), 80 GiB RAM.", []),
    # Chinese: the writer's memory after a space, a card's memory in brackets, a limit in a
    # condition, shares of tokens or a step, the parameters kept, what a text holds, a size
    # equal to a multiple, a ratio of counts, media lengths
    ("在我的 2 GiB 显存下不够；（单卡，32G显存）；显存超过24G就报错。", []),
    ("3.75% 比例的 token 丢弃；运行时初始化（22%）: 加载代码；参数量只有 42.3%。", []),
    (
        "文章含 AI 量：< 10%；大小等于output的空间大小的 2 倍；"
        "处理 token 量比值可以达到 75x 以上。",
        [],
    ),
    ("24个mp4文件列表，长度为5分钟；处理长音频比如6小时或更多；连续语音时（10s以上）。", []),
    # a computation's years and days after "cost", amounts with "(s)", lengths reached or
    # enabled, a ratio of setups' times after a colon, memory fallen to a half
    ("Rebuilding the index would take about 300 years on one core.", ["300 years"]),
    ("The full sweep would cost about 6 days on one node.", ["6 days"]),
    (
        "The server answers thousand(s) of queries per second.",
        ["thousand(s) of queries per second"],
    ),
    (
        "The context length can reach up to 512K on 8 GPUs; it can enable the sequence length of "
        "200K on one.",
        ["512K", "200K"],
    ),
    ("Measured times: 1S-8GPUs:1S-2GPUs=1:3.1.", ["1:3.1"]),
    ("After the fix the memory fell to roughly half.", ["roughly half"]),
    # Chinese: days and the run finished, a price with 来, a leaderboard's score, a use that
    # reaches only half, a size in vague megabytes, a rate per second in a capital Sec
    ("有4张卡的话2天多就能跑完。", ["2天多"]),
    ("一块二手卡50来块钱。", ["50来块钱"]),
    ("该模型以88.5的总分排名第一。", ["88.5"]),
    ("显卡占用只能达到一半。", ["一半"]),
    ("量化后的文件只有几兆的大小。", ["几兆"]),
    ("峰值有500+帧/Sec。", ["500+帧/Sec"]),
    # a project's years, decades, a binary pattern, machines named by memory, a test object's
    # size, hours of data, units a protocol works in, memory a model does not fit in, a spec line,
    # a disk in a list, a process repeated
    ("The project took 2 years to develop; it started 5 years ago.", []),
    ("Board sizes in the 20s and 30s; a pattern of 0/1s.", []),
    ("We ran on 16 GPUs and 2T memory machines; create a 4MB buffer.", []),
    (
        "Trained on 5k hours of speech data; chunks size of 128KB; the maximum message size of "
        "16MB.",
        [],
    ),
    ("A 70b doesn't fit in 24gb? My setup is: RTX4090+64G RAM.", []),
    ("A Xeon 2.1GHz CPU, 256GB RAM, 2T SSD storage.", []),
    ("I repeated the run 5 times.", []),
    # Chinese: a score's weights, a profile's share, a scoring rule, audio inputs' lengths, a
    # frame's shift, hours of data, a card's memory stated of it, an example, a format's bytes,
    # a recording's length
    ("两部分的权重分别是70%和30%；某算子的耗时占比较高，约为12%。", []),
    ("胜一局得2分；每次输入为400ms；音频输入限制时长60s以下。", []),
    ("单位为帧数（1帧25ms）；数据量很大，例如3万小时以上。", []),
    ("我的显卡显存为12G；比如只有16G；使用 4 字节（32 位）存储；生成2s钟的音频。", []),
    # an error in millimetres, a lead by bare points, a rate's change, a utilisation become 0, a
    # model's size in a lower-case mb, a time with -plus in words
    ("That gives an error of about 42.1 mm.", ["42.1 mm"]),
    ("Our tracker outperforms the runner-up by 0.8.", ["0.8"]),
    ("The FPS drops from 60 to 12 after the update.", ["60 to 12"]),
    ("GPU utilization will become 0 during the copy.", ["0"]),
    ("The exported model is about 35 mb on disk.", ["35 mb"]),
    ("The first request can take three-plus minutes.", ["three-plus minutes"]),
    # Chinese: characters a second, 上百兆, a score without a verb or
    # stuck, reached or only so high, memory used, a ratio of speeds after their names
    ("实测能跑出500万字每秒。", ["500万字每秒"]),
    ("压缩后的词表也有上百兆。", ["上百兆"]),
    ("模型检测精度42.7，比基线高。", ["42.7"]),
    ("这个模型效果只有0.31左右。", ["0.31"]),
    ("acc一直在0.64徘徊，loss趋近于0.9。", ["0.64", "0.9"]),
    ("多次尝试后跑到 0.71。", ["0.71"]),
    ("加载模型就占用了9.5G。", ["9.5G"]),
    ("三款CPU的推理速度大约A：B：C=1:1.8:3。", ["1:1.8:3"]),
    # training schedules, snapshot hours, a tolerance, data sizes, a video's frame rate, a Pi by
    # its memory, an example share, x86, shares of a time and of steps
    ("We use the 2x schedule (~24 COCO epochs); 1x models are smaller.", []),
    ("The snapshots at the 0, 12 hour timestamps; it stays within 2% error.", []),
    ("For a dataset with ~50GB, query with a few megabytes of text.", []),
    ("The videos have a frame rate of about 30 FPS; a Raspberry Pi 4 4GB RAM board.", []),
    ("If it uses your CPU, say 10~20%, check I/O; by x86 we mean 64-bit.", []),
    ("This stage is responsible for about 30% of the load time; after 40% steps it slows.", []),
    # Chinese: an image scaled for a test, steps in 万, a width and addresses in bytes, a
    # machine's parts in brackets, a share pruned and kept, time waited, a time doubted, memory
    # asked about
    ("将图片放大两倍后再测试；运行50W步；一个字占 16b（2字节）。", []),
    ("读取地址为 0-63 字节、64-127 字节等片段；（A10显卡、16cpu、64g内存，200g磁盘）。", []),
    ("模型被裁掉40%（剩余60%）；等了半个小时；不会几十分钟吧；24G显存应该就够吧？", []),
    # (a metric's letters inside a word, and a threshold after a metric's name)
    ("heatmap阈值只有0.3；精度阈值只有0.5。", []),
    # a latency bound at a sentence's end, a drop in a metric, an epoch's days, a take with a
    # plus, memory allocated, double a rate, a factor of around N, a rate with its precision,
    # a range in TeX
    ("It estimates depth maps within seconds.", ["within seconds"]),
    ("Up to 40% of the layers can be removed with a 0.02 drop in FID.", ["0.02"]),
    ("Estimated time to finish one epoch is over 9 days.", ["9 days"]),
    ("A full run would take around 3+ weeks.", ["3+ weeks"]),
    ("The kv buffer ends up allocating about 21G at 64K.", ["21G"]),
    (
        "Metal has double tps than OpenCL; the spread is cut by a factor of around 3.",
        [
            "double tps",
            "factor of around 3",
        ],
    ),
    ("That is ~48 bfloat TFlops per card.", ["48 bfloat TFlops"]),
    ("训练总时长约 $5\\sim6$ 小时。", ["5\\sim6$ 小时"]),
    # Chinese: points gained, a score reached before its metric, a score after 性能 or its
    # change, a time after 耗时, minutes in words, seconds in an upper-case S, memory 占满
    ("融合后带来3个点左右的涨点；单模可以达到58分的准确率。", ["3个点", "58分"]),
    (
        "线上可达到0.712左右的分数；测试性能：0.6931；得分提高了0.03左右。",
        [
            "0.712",
            "0.6931",
            "0.03",
        ],
    ),
    (
        "bs8耗时50，bs16耗时100；大概一分多钟出结果，一张要若干分钟。",
        [
            "50",
            "100",
            "一分多钟",
            "若干分钟",
        ],
    ),
    ("一层加载大约要花12S；长度设到32768基本40G占满。", ["12S", "40G"]),
    # clean: data sets and downloads sized, a loss weight made higher, a release window, a
    # point in time, cards counted with their memory
    ("The databases (~2 TB) are hosted; store the ~2 TB of databases; Downloads ~300GB.", []),
    ("The total size of the processed dataset is ~3TB; make the TV weights 5x higher.", []),
    ("It will be released within two weeks; three days later I got access; 4xA100 and 80gb.", []),
    # Chinese: a round's time, a length cut to frames, sample counts' multiple, a score's
    # weights, a supposed machine, time passed so far, a speed grade, sticks of memory, memory
    # asked for
    ("复赛只有一周时间；将其长度压缩至128帧；样本数量不均衡(最多相差4.5倍)。", []),
    ("初赛成绩（30%）、复赛成绩（70%）综合评选；如果使用两张卡，显存达到48G。", []),
    ("几十分钟了还没加载完；已经将近两小时了；内存DDR 4 ，3200 MT/s，4根32G=128G。", []),
    ("对内存的需求量就比2T大；要求单卡，且显存不小于40G；内存为256G (DDR4)。", []),
    # a number in TeX, a share of performance preserved, a score's change with its metric
    # after, memory in a mixed-case Mb or of memories, hours and minutes as 4h38, minutes as m
    ("It gives a $8.1$-fold cut with a loss of $0.9$\\%.", ["8.1$-fold", "0.9$\\%"]),
    ("The method keeps speed while preserving 95% of the original performance.", ["95%"]),
    ("On the test set we went from 2.10 to 1.84 of WER.", ["2.10 to 1.84"]),
    ("RAM grows about 80Mb per call; it will occupy around 9G memories.", ["80Mb", "9G"]),
    ("Epochs went from 3h12 to 0h58; it crashes after 2-4m of training.", ["3h12", "0h58", "2-4m"]),
    ("We meet at 14h30; it costs $5 or 5$ in $x$ units.", ["$5"]),
    # Chinese: a file's size after its name, sizes in brackets after a comparison of sizes,
    # a size 差不多就是 in a lower-case g, memory 占用也是 or 就得, RTF 都是小于
    ("注意：model.pth为52.3M；bin文件9G；日志文件有 2G。", ["52.3M", "9G"]),
    ("模型大小对比：A版(12.5M) > B版(3M)。", ["12.5M", "3M"]),
    ("权重的大小差不多就是4.2g；占用也是20G左右；占用就得41G。", ["4.2g", "20G", "41G"]),
    ("长文本时 RTF 都是小于 1 的。", ["1"]),
    # clean: the media a run was tried on, hours of data in words, a Mac and RAM by their
    # memory, a share of data cached, a masking ratio, attempts, a data file offered, a card's
    # memory that runs out, the weeks of writing code
    ("Tested on videos up to 2 hours; a 3 mins song on a MacBook Air M2 16GB.", []),
    ("It needs a few thousand hours of data, or thousands of hours of speech data.", []),
    (
        "Machines with small RAM, like 4 GB, and any machine with the latest Docker and at least "
        "8GB of RAM.",
        [],
    ),
    ("We cache 30% hot data on GPU; a masking ratio (75%); about 95% of attempts agree.", []),
    ("The csv file with every title is available here (12GB).", []),
    ("At 4K the 24GB GPU memory runs out; it may take 2 weeks to implement.", []),
    # Chinese: a film's frame rate, a share of a quota, the audio's length, a chip 1684X,
    # days in use, a multiple of a parameter count, memory guessed in a question or required,
    # memory that fails, a share set, cores counted
    ("电影通常以 24 fps 播放；策略获得 60% 的配额；每条音频长度在5秒以上。", []),
    # (a system's rate in a text about films is counted)
    ("在电影片段上推理速度达到 30 fps。", ["30 fps"]),
    ("1684 和 1684X 相同；1684X 精度没出来；使用了3天，速度变慢了。", []),
    ("一般是参数量的2倍，70B的两倍；应该是300GB显存左右？", []),
    ("基本要求是内存大于64G、显存大于24G；32G内存都不好使；显存占用设置90%；核数增加到8核。", []),
    # a date in days or months
    ("约3天后发布；大概9月的时候开始。", []),
    # a version after its name
    ("Is SGLang 0.4 as fast as vLLM 0.6? Is Llama 3.1 as fast as Llama 3?", []),
    ("Is the PyTorch 2.1 speed-up real?", []),
    ("Upgrade to 3.11 as fast as possible; the step 2 speedup is obvious.", []),
    ("It takes 3 μs, not 3 ms.", ["3 μs", "3 ms"]),
    ("A 1on1 chat about an l2 norm and the I/O path of 2 disks.", []),
    # "second" as the ordinal
    ("We sent 1M tokens a second time; it kept 8 requests every second round.", []),
    ("模型的层数为三十二，万一千万不要改。", []),
    ("三成的请求很短；他们做到了九成的把握；一个词汇表。", []),
    ("其中的三成是短请求；FP16 为两字节；版本为三。", []),
    ("The kvq l31 bytes per token; an l2 norm.", []),
    ("第十二章讨论了其中的百分之几种情形。", []),
    ("A 2 × 32 grid of tiles.", []),
    ("We ran on A100s and H100s in the 1990s and in 2024.", []),
    ("Use an A100 80GB or an 80GB A100 SXM4 card.", []),
    ("Llama-2-7B and Llama-3-70B; OPT-13B; Mixtral-8x7B.", []),
    ("SGLang v0.5.17 and vLLM 0.6.0 are the versions.", []),
    ("See Section 6.2, Figure 8 and Table 1.", []),
    ("We use 16 tokens per block and 2 requests at a time.", []),
    ("Compute capability 7.5 (Turing) and 8.0 (Ampere).", []),
    ("它有 32 层和 32 个注意力头。", []),
    ("第 3 节与图 2。", []),
    # multiples and points in words, a rating, a win rate, a loss (blind60)
    ("Without SIMD you will be half as fast as you should be.", ["half as fast"]),
    ("We use half as many GPUs.", []),
    ("After the upgrade, performance is downgraded almost twice.", ["twice"]),
    ("The speed improved about three times; the job was restarted twice.", ["three times"]),
    ("The eval worker changed 4 times the best model.", []),
    (
        "Only one or two points improvement; a one or two point difference from noise.",
        ["one or two points"],
    ),
    ("I trained it to about 1200 elo; an Elo of 1500 is next.", ["1200 elo", "1500"]),
    ("After 6 iterations the model wins 50% of the time.", ["50%"]),
    ("The loss of the 'opt' worker is 5.1, and the loss weight is 0.5.", ["5.1"]),
    ("The loss is 0 for padded tokens.", []),
    ("About 1:45m-2:15m per segment; we meet at 3:45pm.", ["1:45m-2:15m"]),
    (
        "It inserts 6060 vectors into the Vald Cluster per second.",
        ["6060 vectors into the Vald Cluster per second"],
    ),
    # machines and data by their size, a likeness in a condition (blind60)
    ("Trained on M1 Max 16gb ram, then a Mac m4 Max 36gb and a Jetson Orin Nano Super 8GB.", []),
    ("RTX-3090 24GB VRAM + 96GB CPU RAM; it used 20GB VRAM + 30GB CPU RAM.", ["20GB"]),
    ("It has almost 24 hours of labeled single actress voice recording and 700h of speech.", []),
    ("13100 short audio clips of one speaker, approximately 24 hours in total.", []),
    ("How long does it take if you generate 1 minute video?", []),
    ("If two symbols are 85% similar, they are merged.", []),
    # scores and times in Chinese (blind60)
    ("F1仅微降 0.01；准确率下降 0.01；准确率下降 2 个点。", ["0.01", "0.01", "2 个点"]),
    ("整体accuracy近0.95；准确率近期没有变化。", ["0.95"]),
    ("公开数据集auc很少能达到0.9以上；目标auc很高，达到0.99。", ["0.9", "0.99"]),
    ("cer为7.26，还要怎么优化才能达到6.7的cer？", ["7.26", "6.7"]),
    ("提升了0.8的AP；请提交1*8的acc和mem。", ["0.8"]),
    ("如果只是希望达到52 COCO AP，一天即可。", ["52 COCO AP"]),
    ("准确率很高，两层都用残差后又提升到了0.9805；学习率降低到0.0001。", ["0.9805"]),
    ("占用大约6Gb显存。", ["6Gb"]),
    ("steps的速率卡死在1.0；采样速率为16000。", ["1.0"]),
    ("光是训练就要至少两天；要跑1-2天这样；差不多跑四天了。", ["两天", "1-2天", "四天"]),
    ("跑的模型，大概两个半小时。", ["两个半小时"]),
    ("输出的top1类别id为5；MRR 的范围是 0-1。", []),
    ("Linux Ubuntu 16.04, 128G内存，一张显卡；GPU为3090，显存：24G。", []),
    ("图像块子集（如 75%）被屏蔽掉；我们训练过 7x。", []),
    ("分辨率：1080×1920，帧率：30fps，码率：2793kbps。", []),
    # scores named in any case, rates, times of a forecast and limits, memory used (blind61)
    ("The nDCG@10 on SciFact is 53.6 and the roc is 0.61; psnr=28.4.", ["53.6", "0.61", "28.4"]),
    (
        "R-square is 0.55, and the IoU is 0.73 at an IoU threshold of 0.5 (IoU=0.5).",
        ["0.55", "0.73"],
    ),
    ("Best Score: 1.84 on the public board.", ["1.84"]),
    (
        "The run gets 12 steps a second during training; run it a second time, a second training.",
        ["12 steps a second"],
    ),
    ("It is 30+ times faster than the parser.", ["30+ times"]),
    (
        "Embeddings 4B scores 31.2 against 40.5, a ~0.02 difference in scores, or 2 percentual "
        "points.",
        ["31.2", "0.02", "2 percentual points"],
    ),
    (
        "Good for 3+ day forecasts over a horizon of 30 days; trained for 48 training hours with "
        "a two hour limit per task.",
        ["3+ day forecasts", "30 days", "48 training hours", "two hour limit"],
    ),
    ("To halve it, divide the model size by 2.", ["2"]),
    ("Is there a fast x2 (or x4) upscaler?", ["x2"]),
    ("The video memory occupied was as high as about 40G.", ["40G"]),
    # data by its size, shares and multiples of a setting, tutorials, a job hung (blind61)
    ("SF10 (scale factor 10, roughly 10GB of data) and a 300 GB skewed data set.", []),
    (
        "We use 10K hours of licensed music, 10% of the predictions, the 50% and 80% prediction "
        "intervals and 5-fold CV.",
        [],
    ),
    ("Set it to three times the horizon, 2-3 times the length, 10x smaller than the lr.", []),
    ("Try our 10-minute quickstart guide and the 5 minute tutorials.", []),
    ("An Apple M3 Max (36 GB) and a 48gb Nvidia L40.", []),
    (
        "It has hung for over 20 minutes now; the loader is stuck for around 30 seconds.",
        ["30 seconds"],
    ),
    ("It wastes nearly half of the allotted number of threads.", []),
    (
        "A long recording of almost 40min, a segment length of 7.8 seconds, and I set duration "
        "to 3 minutes.",
        [],
    ),
    # a contest's scores, bare scores after their names, memory filled, rates (blind61)
    (
        "提交：0.3512；单折0.901，五折0.907；单模大概在0.88左右；A榜提升1.5+的收益。",
        ["0.3512", "0.901", "0.907", "0.88", "1.5+"],
    ),
    ("五折结果赋权重0.2；线上部署了3台机器。", []),
    ("结果只有0.51；准确率：平均=0.62。", ["0.51", "0.62"]),
    ("0.88左右的IoU可以多次获得；如果只有60的正确率就不行。", ["0.88"]),
    ("miou目前达到了0.5；ic值收敛到了0.97+；集成ic也一般是0到1。", ["0.5", "0.97"]),
    ("r_square的值非常低，仅为0.3。", ["0.3"]),
    ("生成视频时32G内存爆满；占满了一块16G的卡；16G内存也不够。", ["32G", "16G"]),
    ("Jetson Orin NX，15hz左右；我的只有2hz都不到。", ["15hz", "2hz"]),
    ("只加速了四分之一；在千分位低3个百分点。", ["四分之一", "3个百分点"]),
    ("训练6万次，调整后：0.6543 # 结论；学习率：0.0001", ["0.6543"]),
    ("一天只能训练3个epoch；光embedding部分就30G了。", ["一天只能训练3个epoch", "30G"]),
    ("总视频合成时长达 2000min；解压后大小约32M。", ["2000min"]),
    ("距离得分超过0.5的都去掉；奖励函数一直上升，一直在0.4左右；肯定不止0.6。", ["0.4", "0.6"]),
    # data, augmentation, cards that fall short, spec lines, questions (blind61)
    ("进行3倍扩充；进行10%随机替换；去掉20%的query；少于10s的语音数据；文件提取码：123s。", []),
    ("24G显存是会oom的；12GB运行tts勉强够用；24GB显存只能推理小尺寸；32G内存跑不动。", []),
    ("正负样本比例为1:3；每块16g内存；把epoch都翻倍了；你训练的是几倍超分呢？", []),
    (
        "GPU：A10 显存24G，64G内存；8GB显存跑480p生成5s到10s视频；"
        "2分钟视频共3000帧；依十分钟分成时段。",
        [],
    ),
    # the standard scores of other fields, errors in a unit, rewards, energy in joules
    (
        "An LPIPS of 0.12, MPJPE drops to 45.3, MOTA reaches 76.5 and IDF1 is 75.1; the EER is "
        "1.2, PESQ of 3.21, the MOS is 4.21, chrF is 58.1 and the FVD is 245.",
        ["0.12", "45.3", "76.5", "75.1", "1.2", "3.21", "4.21", "58.1", "245"],
    ),
    (
        "The Dice is 0.87, NDS reaches 0.71, MRR@10 of 0.397; the success rate is 0.83 and the "
        "win rate is 62 against the baseline.",
        ["0.87", "0.71", "0.397", "0.83", "62"],
    ),
    (
        "The ATE is 2.3 cm and the energy MAE is 2.1 meV/atom; one inference consumes 1.2 mJ.",
        ["2.3 cm", "2.1 meV/atom", "1.2 mJ"],
    ),
    (
        "The average return reaches 3000, an average episode reward of 300; a reward of 1 is "
        "given for each step.",
        ["3000", "300"],
    ),
    (
        "We lose about 2 points of accuracy and it gains 3 points on MMLU; the cloud drops 5 "
        "points per frame. It takes two and a half hours per epoch.",
        ["2 points", "3 points", "two and a half hours"],
    ),
    # scores after "scored" or their value, shares of tasks solved, results joined by slashes,
    # frames and hertz, cycles and half hours in words, memory in gigs (blind62)
    (
        "I scored 57.32 on HumanEval; the samples should yield 0.5 pass@1; the pass@1 is:  30.4 "
        "v.s. 29.7.",
        ["57.32", "0.5", "30.4"],
    ),
    (
        "It resolved 20.3% of the problems, identified the right file in 70.3% of the tasks and "
        "could solve half of the 133 problems, against the 27.33% reported.",
        ["20.3%", "70.3%", "half", "27.33%"],
    ),
    (
        "The final finetune result (100 epochs) 83.06/83.07/83.02; the frame rate is only 2-3 "
        "frames; tracking occurs at 1 Hz.",
        ["83.06/83.07/83.02", "2-3 frames", "1 Hz"],
    ),
    (
        "It runs in one or two cycles, and it took almost half hour for one epoch; accuracy and "
        "F1 scores around 0.90.",
        ["one or two cycles", "half hour", "0.90"],
    ),
    ("It has 16 gigs of VRAM; training time will go up like x50.", ["16 gigs", "x50"]),
    # a machine's spec, data's clips, settings, the writer's memory, time waited (blind62)
    (
        "A 1.8 GHz Intel i7-8550U CPU and 8 G RAM; my RAM 88GB （8+16+32+32）; a 4060 ti with 16 "
        "Gb VRAM should be enough; one full 45-minute half-time sequence.",
        [],
    ),
    (
        "Get it up and running in a few minutes; we are going to release it in a few days; "
        "scale the image down to 25% size; a range of ~70s/300.",
        [],
    ),
    (
        "I can only run up to 12GB of memory, despite having 48GB of free GPU memory; frames from "
        "a websocket with 30fps; I've been waiting for more than 36 hours.",
        [],
    ),
    (
        "结果是0.8037；最好的结果为0.252；可以提升0.0005；减少了0.001+；打分：预计在0.9918~0.992之间；"
        "得到79.86419（我的初赛分数）。",
        ["0.8037", "0.252", "0.0005", "0.001+", "0.9918~0.992", "79.86419"],
    ),
    (
        "Flops从0.224G降下来；又有差不多0.0008万分点提升；结果还是差一两个点；运行了接近两天；大概十几G。",
        ["0.224G", "0.0008万分点", "一两个点", "两天", "十几G"],
    ),
    ("且去掉center loss 0.558", ["0.558"]),
    # the clean readings stay narrow: a time per steps, a multi-card speed-up, memory needed after a
    # speed-up, a stream processed, RAM in use, a line in English, a version (blind62)
    (
        "It takes 30s/100 iterations; the pipeline processes the input stream with 30 fps; a 2.1 "
        "GHz CPU and 400 GB of RAM usage; peak memory is 30GB (12+18).",
        ["30s", "30 fps", "400 GB", "30GB"],
    ),
    ("吞吐是单卡的3.5倍；推理速度提升2倍，20G的显存即可。", ["3.5倍", "2倍", "20G"]),
    ("loss 0.558", []),
    ("The GPU draws 300 W: 20% more than the A100.", ["300 W", "20%"]),
    (
        "We compute FPS averaged over 100 frames; sampling occurs at 100 Hz; it was trained in two "
        "cycles of cosine decay.",
        [],
    ),
    ("version 0.123 发布", []),
    ("学习率 0.001；设置 dropout 0.5；beta 0.999", []),
    (
        "图片尺寸为 H:112 W:96；10分钟上手手册；代码量是前作的三倍；降低RDK X3的负载；"
        "最终排名7/1701；最小内存为8G的个人电脑；使用100%的数据量。",
        [],
    ),
    (
        "SNN在T=1，2的精度；已经训练了二十分钟了；过了一个小时还是这样；默认使用A6000训练，48G的显存；"
        "只用1张卡（大约32GB)；batch_size 是单卡的2倍，步数会减半。",
        [],
    ),
    (
        "模型的LPIPS为0.12；Dice系数为0.87；成功率为0.83；R2为0.85；KS值为0.45。",
        ["0.12", "0.87", "0.83", "0.85", "0.45"],
    ),
    ("精确度为0.92；平均奖励达到200；平均回报为 300 左右；每步奖励为1。", ["0.92", "200", "300"]),
    # a score reached on an evaluation set or a benchmark, points reached, an average score
    (
        "It reaches 0.85 on the test set; we obtained 78.4 on MMLU; it achieves an average of "
        "63.5 across the eight tasks.",
        ["0.85", "78.4", "63.5"],
    ),
    ("We got 2 GPUs on the node; it gets 1.5 in Python; it reached 0.5 by noon.", []),
    (
        "在测试集上达到 0.85；验证集上能到0.912；在 MMLU 上得到 78.4 分；"
        "拿到了 92 分；平均分 63.5。",
        ["0.85", "0.912", "78.4 分", "92 分", "63.5"],
    ),
    ("在 GPU 上有 2 张卡；得到 3 分类结果；获得 2 分布；A 榜上是第 3 名。", []),
    # memory used out of a card's, a day's budget, a loss reached, memory in words, losses that
    # differ, a speed halved (blind63)
    (
        "We use 30GB / 40GB GPU memory at that batch size; the model trains on a single GPU in two "
        "days.",
        ["30GB", "two days"],
    ),
    (
        "Our run reached a val_loss of 3.1; the cache may take several GiB; outputs differ by at "
        "most 0.001; speed went down by half.",
        ["3.1", "several GiB", "0.001", "half"],
    ),
    # multiples of a learning rate, counts changed, ranks, shares of steps and parameters, a model's
    # size, zeros, progress, a GPU's whole, time watched, a card with its memory, the memory the
    # writer runs on, a formula's value (blind63)
    (
        "Use a 5x smaller learning rate; a learning rate 2x-4x larger than usual; the number of "
        "experts from 4 to 16 (4x increase); the ffn_size from 4096 to 1024 (4x decrease); "
        "halving the rank; 1/8 rank.",
        [],
    ),
    (
        "Warm up for 5% of the total number of steps; 12% fewer parameters; about 3x model size "
        "for Adam; an area of 0s; the job is 60% done.",
        [],
    ),
    (
        "It hangs at 99%; it compiled to 100% quickly; it can utilize 100% of the tensor cores; I "
        "watched it for 10 hours.",
        [],
    ),
    (
        "A RTX 3060 with only 12GB of memory; running it on 8 gigs of RAM; p=1-(1-0.5^20)^5=0.01%; "
        "set $1/4 \\times$ the LR.",
        [],
    ),
    # the clean readings stay narrow: memory grown by a model's size, a model's size with a speed,
    # a share of training time saved
    (
        "RAM grows by 2x model size; it is faster with 10x model size; it saves 20% of training "
        "time; throughput went from 100 to 300 (3x increase).",
        ["2x", "10x", "20%", "3x"],
    ),
    (
        "识别率为 9/10；多占几 G 显存；和论文相差3个点；差了好几个点；"
        "实验结果: Vaihingen 61.2；只达到0.31。",
        ["9/10", "几 G", "3个点", "好几个点", "61.2", "0.31"],
    ),
    (
        "ap大约88；auc 0.71；train_acc=0.93；psnr分别为31.2；"
        "fid 是 12+；奖励收敛到-150；reward只有0.5。",
        ["88", "0.71", "0.93", "31.2", "12+", "-150", "0.5"],
    ),
    ("若想让dev_acc达到0.95，是不是要训练更久？IoU=0.5:0.95。", []),
    (
        "选 30% A100 开发机；资源配置选择 50%；数量是原来的两倍；"
        "激活参数占比约 5%；参数精度设为0.05。",
        [],
    ),
    ("如果你有 24G 显存，可以跑。导入了3遍20W；显存大于24G的显卡；使用率高于 80% 时扩容。", []),
    (
        "30% 读 + 70% 写；8G会爆显存；两张16g显存的卡；10W条数据；"
        "64 cores，256GB mem；尺寸 64 x ？",
        [],
    ),
    ("一块3090的24G的显存就能满足。", []),
    # a job's progress in Chinese, as in English (not a rate of completion)
    ("已完成 80%；进度 60% 了；80% 完成。", []),
    ("任务完成率 95%。", ["95%"]),
    # a compression rate, a precision or an F1 as a value, a time taken in words, seconds saved, a
    # run done in a second, a rate with its value in brackets, an error in scientific notation
    # (blind64)
    (
        "Product quantization gives a compression rate of 32; the classifier reaches a recall of "
        "0.75; the parser gets f1 around 91.",
        ["32", "0.75", "91"],
    ),
    (
        "A full run takes between two and three days; caching saves 3s of startup; now it runs in "
        "one second; playback stays at low FPS (~4–6); the solver ends with 2e-5 error.",
        ["two and three days", "3s", "one second", "~4–6", "2e-5"],
    ),
    (
        "A compression ratio of 4 bits; a recall of 0.5 threshold; lr+wd: 0.0001.",
        [],
    ),
    (
        "第12轮，perp: 85；和第一差3个千分点；线上分数应该在78左右；融合：0.8123(复赛)；"
        "bert+crf：0.6812；两次只相差0.002；一个epoch35分钟。",
        ["85", "3个千分点", "78", "0.8123", "0.6812", "0.002", "35分钟"],
    ),
    (
        "一条数据卡半天；跑完要2天半；时长约5-6d；差了1-2个点；meteor 32.5；我复现的41.3。",
        ["半天", "2天半", "5-6d", "1-2个点", "32.5", "41.3"],
    ),
    ("指标是 BLEU-4 和 ROUGE-L；要3天内交；陪跑了2天多。", []),
    # settings, data and machines that read like results (blind64)
    (
        "Chunks come with an overlap of 5%; I stopped it after 3h without any result; a Xeon "
        "cpu and 64GB memory; the GPU memory use is ~40%.",
        [],
    ),
    (
        "The dataset is 2.5 terabytes; the machine has an i9 with 64GB of ram and 24GB of VRAM; "
        "a RTX 4090 GPU (24 Gb VRAM); a MacBook Air (16GB unified memory); after I use A100 just "
        "2 hours it stops.",
        [],
    ),
    (
        "Speed-ups only below 5% non-zero entries; fill in this 2-minute survey; a 10fold "
        "validation; the model operating at 44.1 kHz on mono audio; a 2.9GHz), 32 Gb RAM box.",
        [],
    ),
    (
        "The memory use is 20% higher; it needs up to 4GB of video memory; the loop operates at "
        "50 Hz on the robot.",
        ["20%", "4GB", "50 Hz"],
    ),
    (
        "lr改为原来的二分之一；共20个数据文件，约 1.5G；数据压缩包大于2gb；语料有几万行，"
        "文件大小约500M；网络爆显存，显存8GB；折腾了两个小时。",
        [],
    ),
    (
        "16G显存足够训练7B的模型；20分钟第一个batch都没跑完；"
        "3个多小时了还没加载完；录音(30MB mp3,约 40 分钟)。",
        [],
    ),
    # the clean readings stay narrow: memory used beside a share of a CPU or at peak, memory a
    # data package takes, a time or memory cut to a fraction, memory shares below a baseline,
    # memory a run allocated, an overlap reached, rates on monocular input or while sampling, a
    # run that finished (blind64)
    ("The job uses 90% cpu and 32G memory.", ["32G"]),
    ("It saturated the Xeon CPU and 14 GB of RAM at peak.", ["14 GB"]),
    ("加载数据包约 6G 内存。", ["6G"]),
    ("推理时间变为原来的三分之一；显存占用降为原来的一半。", ["三分之一", "一半"]),
    (
        "The memory usage is 45% below the FP16 baseline; the memory usage is 38% of the dense "
        "model's.",
        ["45%", "38%"],
    ),
    (
        "The process had ended up with 28GB of RAM and 22GB of VRAM allocated; we reach an overlap "
        "of 92% between communication and computation.",
        ["22GB", "92%"],
    ),
    (
        "The policy runs at 15 Hz on monocular RGB input; the export completed after 3 hours "
        "without any output.",
        ["15 Hz", "3 hours"],
    ),
    # and the new readings of a figure stay off settings: a ratio used, a recording's length, a
    # tolerance, an ordinal second, metrics' names and versions, settings that differ, a share
    # of steps (blind64)
    (
        "We use a KV-cache compression ratio of 8; the script will save 10s of audio; allow 1e-5 "
        "relative error; each call runs in a second thread; warmup+decay: 0.125 of the total "
        "steps.",
        [],
    ),
    (
        "We report ROUGE 1 and ROUGE 2; we compute METEOR 1.5 with default settings; 用 BLEU 4 "
        "作为主要指标；我复现的1.5版本代码；学习率只相差0.0005。",
        [],
    ),
    ("极限情况下 8G 显存就够了；3个小时跑完了。", ["8G", "3个小时"]),
    # a factor without "of", a multiple of its own speed, an hour and a half as written, a metric
    # of a named model changed, half a day without its article, a time with only its unit after
    # a bound, weeks a run used (blind65)
    (
        "The new kernel is faster by a factor ~3; the cache gives a speedup of a factor 4 to 8.",
        ["factor ~3", "factor 4 to 8"],
    ),
    (
        "At 40 times its throughput, the new engine wins. Decoding took about one and a half "
        "hour. Merging raises the accuracy of ModelX from 41.0 to 57.5.",
        ["40 times", "one and a half hour", "41.0 to 57.5"],
    ),
    (
        "Indexing the corpus may cost half day; re-ranking should take only seconds. The run "
        "ended up using ~2 weeks for model training.",
        ["half day", "only seconds", "~2 weeks"],
    ),
    (
        "We use a scale factor 2 for upsampling. It takes minutes to hours depending on the "
        "queue. We spent 3 days on the write-up.",
        [],
    ),
    # machines, clips and shares that read like results (blind65)
    (
        "I fine-tune on a 16GB gpu; it also works on a free Colab (15GB memory); I am running on "
        "Ubuntu and 8 GB of RAM. Do I need a GPU with more than 24G memory to train?",
        [],
    ),
    (
        "The benchmark box comes with 8 cores and 64GB of RAM; raise the memory limit to 64 GB. "
        "Should I buy 64GB of RAM or would 32GB do?",
        [],
    ),
    (
        "The clip has a resolution of 1920x1080 at 30 fps; I resize it to 320x240, 15fps. Models "
        "were trained with input lengths ranging from 2 to 10 seconds (2s, 5s, and 10s). "
        "Features are computed on 3 sec windows with 1 sec overlap.",
        [],
    ),
    (
        "It receives short clips (each around 2 min); long files with duration around 30 minutes "
        "fail; the recording is 90 seconds long. We use the 68k PBMC data from 10x Genomics.",
        [],
    ),
    (
        "We report the CI 95% of each rank; the confidence threshold is set to a value between "
        "60% and 90%. The sparse kernel wins when sparsity is above 60%. This feature is "
        "contributing 4.5% towards the prediction.",
        [],
    ),
    (
        "Time required: ~20 minutes for the tutorial. The loss per training cycle stops improving "
        "after ~40 cycles. It "
        "was one of 90 orals (3.3% accepted papers); the sparse model activates about 15% of "
        "pixels. DARE drops 90% delta parameters; it sets most (80% or even 95%) the delta "
        "parameters to zero.",
        [],
    ),
    # the clean readings stay narrow: memory a run fits under or takes, a card required, a video
    # decoded, a speed-up beside a sparsity, a share of the latency, a tutorial's time on GPUs
    # (blind65)
    (
        "It runs on less than 12GB VRAM; training on ImageNet takes 20GB memory. It needs a GPU "
        "with at least 16 GB of memory. It decodes 1080p video at 240 fps.",
        ["12GB", "20GB", "16 GB", "240 fps"],
    ),
    (
        "At 70% sparsity the speedup reaches 30%. The kernel contributes 30% to the total "
        "latency. Time required: 20 minutes on 8 GPUs.",
        ["30%", "30%", "20 minutes"],
    ),
    # results before 的结果, Latin metrics with their values glued on, results held around a
    # value, a project's score, a loss reached, an accuracy on a split, epochs' times, points
    # in words, a hedged metric, a precision or a speed with "+", two decimals after 分别, a
    # frequency-weighted IoU, a range with a double hyphen (blind65)
    (
        "在数据集上取得了71.5的结果；我mae85左右；MAE120左右；FPS40在哪测的？best_mIoU只能60左右；"
        "某一折f1值0.3。",
        ["71.5", "85", "120", "40", "60", "0.3"],
    ),
    (
        "复现的结果在71左右；结果只维持MAE90左右；项目score为88.2；最终mlm损失为0.25左右。",
        ["71左右", "90左右", "88.2", "0.25"],
    ),
    (
        "得到了0.987的测试集准确率；只拿到0.91的成绩；跑不到82左右的miou；达到了95%的测试集准确率。",
        ["0.987", "0.91", "82", "95%"],
    ),
    (
        "3个epoch20分钟；1个epoch 1:20:00；差距那么两三个点；评估指标应该是55.1；精度能到81+了；"
        "速度也是在600+。",
        ["20分钟", "1:20:00", "两三个点", "55.1", "81", "600"],
    ),
    (
        "两次分别是61.0和55.5；验证集FWIoU：80.5；大约 20--30% 的请求失败。",
        ["61.0", "80.5", "20--30%"],
    ),
    # settings, folds, data and formulas that read like results (blind65)
    (
        "batch为4的结果更好；mAP50在COCO上更常用；mse损失函数收敛慢；损失权重为0.5；辅助Loss的权重为0.3。",
        [],
    ),
    (
        "评估指标是BLEU；精度能到FP16；速度还不如设置为1；学习率分别是0.1和0.01；版本分别是1.0和2.0。",
        [],
    ),
    (
        "线上分数是5折bert模型融合得到；采用10折交叉验证；图库有200张，50 MB；80%以上的区域是背景；"
        "用20%的测试集试了伪标签；计算量降为原来的 β2 倍。",
        [],
    ),
    ("随机缩放0.5-1.5倍；层数缩减到 1/2；在基线上Qwen-1.5(7B)模型的分数偏低。", []),
    # what blind65's clean readings must not hide, an adversary's cases: memory a model or a run
    # fits in, a need stated before a question, a rate at a resolution, an overlap reached, CI
    # made faster, results after a threshold, a sparsity or a contribution, cycles of latency, a
    # pause's length, pixels labelled right, a value reached between two, a throughput scaled, a
    # discount, memory used after images counted, an area saved, a share of a test set right,
    # speeds on a device and scores after weights are changed
    (
        "AWQ works well on Mistral-7B (4.1GB VRAM). It requires a GPU with at least 16 GB of "
        "memory, does a T4 qualify? The indexer runs with 2 cores and 3GB of RAM, down from 8 "
        "cores and 32GB. The 13B model runs on one core and 6 GB of RAM.",
        ["4.1GB", "16 GB", "3GB", "32GB", "6 GB"],
    ),
    (
        "It runs at a resolution of 1280x720 at 62 fps. Each step ends with 18 ms of overlap "
        "between communication and compute. Remote caching made CI 45% faster. After lowering "
        "the threshold, recall stays at 94%. With 2:4 sparsity the model loses only 1.2% on MMLU.",
        ["62 fps", "18 ms", "45%", "94%", "1.2%"],
    ),
    (
        "The reranker contributes 4.2% to top-1 accuracy. The load returns after ~600 cycles. GC "
        "pauses were up to 3 seconds long. The model labels 97% of pixels correctly. Accuracy "
        "converges to a value between 91% and 93%.",
        ["4.2%", "600 cycles", "3 seconds", "97%", "91%", "93%"],
    ),
    (
        "8卡训练吞吐可以缩放7.2~7.6倍；成本降到原来的3折 API 价格也跟着降了；"
        "实测 batch 8 张，21.5GB 显存；布局节省了 18% 的面积；模型在 92% 的测试集图片上识别正确；"
        "推理速度在设备端只有 12 左右；准确率在换了权重之后大概只有40。",
        ["7.2~7.6倍", "3折", "21.5GB", "18%", "92%", "12", "40"],
    ),
    # an older clean reading narrowed: memory a run takes on a card named with it
    ("Training uses the GPU (22 GB VRAM); it runs on an L4 GPU (24GB).", ["22 GB"]),
    # and blind65's new figures stay off dates, recordings, data, faults, settings, thresholds,
    # requirements, formulas, conditions, counts of metrics, a log's clock and points counted
    (
        "The model card was updated one and a half hour ago; we transcribed a one and a half hour "
        "podcast. The voice model takes only seconds of reference audio; we used 6 days for "
        "training and 1 day for testing; I spent 2 days on the inference bug.",
        [],
    ),
    (
        "The SDK retries up to 5 times their rate-limited requests; an MLP expansion of a factor "
        "4; a gradient accumulation of a factor 4.",
        [],
    ),
    (
        "NMS 时 iou 0.45 以上的框会被合并；只保留 PSNR 30以上的帧；把置信度低于 0.25 的分数丢掉；"
        "归一化到0~1的分数；验收要求指标在 95 以上。",
        [],
    ),
    (
        "temperature 分别为 0.7 和 1.0；CUDA 和 PyTorch 分别是 12.1 和 2.1；"
        "最低score为0.3以下的过滤掉；总损失为0.5*L_ce；当验证损失降到 0.05 时提前停止；"
        "评价指标有 3 种；第 2 个 epoch 03:14:07 报错；差就 3 个点没对齐。",
        [],
    ),
]


def _probe_cases():
    data = yaml.safe_load(PROBES.read_text(encoding="utf-8"))
    for language, groups in data.items():
        for sentence in groups["flag"]:
            yield pytest.param(sentence, 1, id=f"{language}-flag-{sentence[:30]}")
        for sentence in groups["keep"]:
            yield pytest.param(sentence, 0, id=f"{language}-keep-{sentence[:30]}")


@pytest.fixture(scope="module")
def detector() -> Detector:
    return Detector()


@pytest.mark.parametrize(("sentence", "count"), list(_probe_cases()))
def test_probe_sentences(detector, sentence, count):
    assert len(detector.find(sentence)) == count, detector.find(sentence)


@pytest.mark.parametrize(("sentence", "expected"), OWN_CASES, ids=[c[0][:40] for c in OWN_CASES])
def test_own_cases(detector, sentence, expected):
    assert [f.text for f in detector.find(sentence)] == expected


def test_findings_carry_span_and_category(detector):
    text = "Median latency was 42 ms and throughput 950 tok/s."
    found = detector.find(text)
    assert [(f.category, text[f.start : f.end]) for f in found] == [
        ("latency", "42 ms"),
        ("throughput", "950 tok/s"),
    ]


def test_a_text_read_again_gives_its_findings_afresh(detector):
    # a repeated text is read once; what a caller does with the list is its own
    first = detector.find("Transfer takes under 30 ms.")
    first.clear()
    assert [f.text for f in detector.find("Transfer takes under 30 ms.")] == ["30 ms"]
    detector.forget()
    assert [f.text for f in detector.find("Transfer takes under 30 ms.")] == ["30 ms"]


def test_extra_units_and_ignore_patterns():
    detector = Detector(
        extra_units={"throughput": [r"img/s"], "energy": [r"J/token"]}, ignore=[r"\b42 ms\b"]
    )
    found = detector.find("It makes 40 img/s at 3 J/token; 42 ms is ignored.")
    assert [(f.category, f.text) for f in found] == [
        ("throughput", "40 img/s"),
        ("energy", "3 J/token"),
    ]


@pytest.mark.skipif(
    not SHARED_PROBES.exists(), reason=f"{SHARED_PROBES} is not beside the repository"
)
def test_probe_copy_is_current():
    assert PROBES.read_text(encoding="utf-8") == SHARED_PROBES.read_text(encoding="utf-8")


def test_text_without_digits_is_not_scanned_further(detector):
    assert detector.find("No figures here at all, only words.") == []


_COMPILED: dict[
    tuple[str, ...], tuple[list[int], dict[int, re.Pattern[str]], dict[str, re.Pattern[str]]]
] = {}


def _compiled_rules(detector: Detector):
    """The rules' order and patterns, compiled once per detector: there are more of them than
    ``re``'s own cache holds, and compiling them again for every text takes minutes."""
    rules = detector._rules
    key = tuple(rule.pattern for rule in rules)
    if key not in _COMPILED:
        firsts = list(dict.fromkeys(rule.first for rule in rules))
        order = [i for first in firsts for i, rule in enumerate(rules) if rule.first == first]
        compiled = {i: re.compile(rules[i].pattern) for i in order}
        guards = {first: re.compile(first) for first in firsts}
        _COMPILED[key] = (order, compiled, guards)
    return _COMPILED[key]


def _every_rule_at_every_position(detector: Detector, text: str) -> list[tuple]:
    """The detector's rule, stated without its speed-ups: from the left, at each position the
    rules in the order a position tries them (grouped by what they start with); the first one
    whose words are in the text and whose match its check accepts is taken (a name consumes
    its match), and the scan goes on after it."""
    normal = text.translate(TO_READ)
    lower = normal.lower()
    rules = detector._rules
    order, compiled, guards = _compiled_rules(detector)
    found, position = [], 0
    blocked: list[tuple[int, int]] = []
    while position < len(normal):
        for i in order:
            rule = rules[i]
            if rule.needs and not any(word in lower for word in rule.needs):
                continue
            m = guards[rule.first].match(normal, position) and compiled[i].match(normal, position)
            if not m:
                continue
            if not rule.category:
                break
            category, check = rule.category, rule.check
            if category == UNIT:
                n = next(n for n in range(len(UNITS)) if m.group(f"u{n}") is not None)
                category = list(UNITS)[n]
                check = UNIT_CHECKS.get(category)
            span = m.span("fig") if "fig" in m.re.groupindex else m.span()
            if check is None or check(normal, *span):
                found.append((*span, text[span[0] : span[1]], category))
                break
        else:
            position += 1
            continue
        if not rule.category and named_span(m, rule.first) != m.span():
            blocked.append(named_span(m, rule.first))  # its words are text: scan them
            position += 1
            continue
        position = m.end()
    return [f for f in found if not any(s <= f[0] < e or s < f[1] <= e for s, e in blocked)]


def _reference_texts() -> list[str]:
    """Sentences of the labelled corpus (one in 40, both languages), the shared probes, and
    texts where rules of both kinds (in an alternation, and searched alone) start at
    the same place or overlap."""
    from tools.detector_report import corpus_texts

    probes = yaml.safe_load(PROBES.read_text(encoding="utf-8"))
    return [
        *corpus_texts()[::40],
        *(s for groups in probes.values() for key in ("flag", "keep") for s in groups[key]),
        "twice 2x faster, about half the latency, three times 3 times, a third of 4 GB",
        "吞吐量：120，每秒 12 个请求，延迟降低了一半，提升了 3 倍，从 A 降到 2 A，上下文 128K",
        "TPS > 40 at 2.4x (Table 3) and latency = 6.1e-03 s, per second 5 tokens per second",
        "减半减半 翻倍 百分之三十 三分之一 数量级的提升 十成 半小时 两周之内",
        # a rule searched alone (a token count) and one in an alternation (a throughput)
        # match at the same place: the one a position tries first is taken
        "吞吐量提升到三万词元/秒",
        # needed words that overlap: " us" (a rule's) must not hide "usd" (another's)
        "saving USD 5K-20K per serving node, in several ms",
        # forms the prefilter lets through by a word, not a digit
        "a factor-of-two speedup at five tokens/sec, two more tokens",
        # figures the first check once let through: a bound in words, full-width letters
        "We achieve sub-ms latency. Each step took ｔｅｎｓ ｏｆ ｓｅｃｏｎｄｓ.",
        # English with one wide character: the rules written for Chinese are in play
        "It reaches 2400 tokens/s on an H100（80 GB）, 3 倍 faster, with 24 GB 显存 to spare",
    ]


def test_the_scan_finds_what_trying_every_rule_everywhere_finds(detector):
    # the alternations, the rules searched alone and the merge of their matches are
    # speed-ups: they must not change a finding (of the text as the scan reads it, before
    # characters drawn as nothing and TeX around a number are read away)
    for text in _reference_texts():
        got = [(f.start, f.end, f.text, f.category) for f in detector._find(text)]
        assert got == _every_rule_at_every_position(detector, text), text


def test_no_finding_ends_inside_a_number(detector):
    # a rule's lookahead after its value can backtrack into the number ("accuracy is 81" of
    # "accuracy is 81.2%"): the author would be told of a figure that is not the one written
    from tools.detector_report import corpus_texts

    goes_on = re.compile(r"\d(?:[.．]\d|,\d\d\d(?!\d))")
    texts = [
        *corpus_texts(),
        "Top-1 accuracy is 81.2% on ImageNet; a throughput of 18,752 tokens per second.",
    ]
    for text in texts:
        normal = text.translate(TO_READ)
        for f in detector.find(text):
            assert not goes_on.match(normal, f.end - 1), (f.text, text)


def test_a_narrow_guard_skips_no_place_its_rules_match(detector):
    # a name's start and a verb of change's start are narrower than "any letter": the scan
    # tries a rule they guard only where they match, so one of its matches anywhere else
    # would be lost without a trace
    from tools.detector_report import corpus_texts

    guarded = [
        i
        for i, rule in enumerate(detector._rules)
        if rule.first in (NAME, CHANGE_VERB_START, LATIN)
    ]
    assert len(guarded) >= 8, "the guards guard no rule here: the test would test nothing"
    texts = [
        *corpus_texts(),
        "8xA100 80GB, 2×H100-80G, RTX 4090 24 GB, M2 Max 96 GB, Xeon 8480 at 4800 MT/s DDR5",
        "模型的AP@0.5=0.345，box map精度为0.384，mAP 为 0.41",
        "fscore绝对提升 55.6->56.5，下降 3→2，上升 1=>2, improved 55.6 -> 56.5, sub_reduce 1->2",
    ]
    text = "\n\n".join(t.translate(TO_READ) for t in texts)
    for i in guarded:
        guard, pattern = (
            re.compile(detector._rules[i].first),
            re.compile(detector._rules[i].pattern),
        )
        position = 0
        while (m := pattern.search(text, position)) is not None:
            if not guard.match(text, m.start()):
                where = text[max(0, m.start() - 20) : m.end()]
                pytest.fail(f"{detector._rules[i].pattern[:60]!r} matches at {where!r}")
            position = m.start() + 1


def test_no_rule_finds_a_figure_in_a_text_without_the_words_it_needs(detector):
    # a rule is tried only in a text that holds one of the words it needs: a figure it would
    # find and accept in a text without them is lost without a trace ("maximum 8192 sequence
    # length" once was, since the token rule needed "context" but not "sequence")
    import bisect

    from tools.detector_report import corpus_texts

    texts = [t.translate(TO_READ) for t in corpus_texts()]
    text = "\n\n".join(texts)
    lower = text.lower()
    starts = list(itertools.accumulate((len(t) + 2 for t in texts[:-1]), initial=0))
    needing = [i for i, rule in enumerate(detector._rules) if rule.needs and rule.category]
    assert len(needing) > 100, "few rules need a word here: the test would test little"
    for i in needing:
        rule = detector._rules[i]
        for m in re.finditer(rule.pattern, text):
            k = bisect.bisect_right(starts, m.start()) - 1
            own = lower[starts[k] : starts[k] + len(texts[k])]
            if any(word in own for word in rule.needs):
                continue
            span = m.span("fig") if "fig" in m.re.groupindex else m.span()
            if rule.check is None or rule.check(text, *span):
                pytest.fail(f"{rule.pattern[:60]!r} finds {m.group()!r} without {rule.needs}")


def test_the_prefilter_turns_away_no_text_a_rule_would_find_a_figure_in(detector):
    # may_hold_figure skips most texts at the cost of one search; a text it skips wrongly
    # would publish its figure uncited ("Unrolling loops by a factor of two" once hid in it)

    texts = _texts()
    # figures without a digit, each let through by a word
    texts += [
        "支持百万tokens",
        "可支持千万 Token 的上下文",
        "It decodes two (small draft) tokens a second.",
        "a factor-of-two speedup",
        "five tokens/sec",
        "It costs two dollars, or a few hundred RMB a month.",
        "It is within a couple of points.",
        "We achieve sub-ms latency.",
        "Each step took ｔｅｎｓ ｏｆ ｓｅｃｏｎｄｓ.",
        "I ｓａt wｉtｈ tｈe lｏｇｓ for ｔｈrｅe ｄａys.",
    ]
    # (the texts as the rules read them: full-width letters as plain ones)
    skipped = [text for text in texts if not may_hold_figure(text.translate(TO_READ))]
    assert skipped, "the prefilter skips no text here: the test would test nothing"
    for text in skipped:
        assert _every_rule_at_every_position(detector, text) == [], text


@pytest.mark.parametrize("space", ["\n", "\u00a0", "\u3000", "\t"], ids=repr)
def test_a_line_break_or_another_space_finds_what_a_space_finds(detector, space):
    # MyST keeps a paragraph's source line breaks in its text: a figure must not hide by
    # breaking the line inside it ("costs two\nEUR per hour", "by almost\nhalf"), nor
    # behind a no-break or an ideographic space
    from tools.detector_report import corpus_texts

    def found(text: str) -> list[tuple[int, int, str]]:
        return [(f.start, f.end, f.category) for f in detector.find(text)]

    texts = [t for t in corpus_texts()[::3] if " " in t]
    assert len(texts) > 5000, "few corpus texts here: the test would test little"
    changed = [t for t in texts if found(t) != found(t.replace(" ", space))]
    assert not changed, f"{len(changed)} texts, such as {changed[:3]}"


@pytest.mark.parametrize(
    "mark",
    [
        *("\u200b", "\u2060", "\u00ad", "\ufeff", "\u200d", "\u2062"),
        # default-ignorable outside the format characters, and a tag character
        *("\u034f", "\ufe0e", "\u3164", "\uffa0", "\u2800", "\U000e0020", "\U000e0101"),
    ],
    ids=repr,
)
def test_an_invisible_character_hides_no_figure(detector, mark):
    # a zero-width space, a word joiner, a soft hyphen... is drawn as nothing: "24\u200b×"
    # reads "24×". The figure is reported as written, with the mark, at its place
    from tools.detector_report import corpus_texts

    def found(text: str) -> list[tuple[str, str]]:
        return [(f.text.replace(mark, ""), f.category) for f in detector.find(text)]

    texts = [t for t in corpus_texts()[::7] if detector.find(t)]
    assert len(texts) > 1000, "few corpus texts with a figure here: the test would test little"
    # the mark between every two characters: inside numbers, units and the cue words
    changed = [t for t in texts if found(t) != found(mark.join(t))]
    assert not changed, f"{len(changed)} texts, such as {changed[:3]}"
    text = "vLLM is 24\u200b× faster at 960\u00adtokens/s."
    assert [(f.start, f.end, f.text) for f in detector.find(text)] == [
        (8, 12, "24\u200b×"),
        (23, 35, "960\u00adtokens/s"),
    ]


def test_every_format_character_is_read_as_absent():
    import unicodedata

    from claims.core.units import INVISIBLE

    missing = [
        f"U+{c:04X}"
        for c in range(0x110000)
        if unicodedata.category(chr(c)) == "Cf" and not INVISIBLE.fullmatch(chr(c))
    ]
    assert missing == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("It serves 300 tokens\u2215s.", "300 tokens\u2215s"),
        ("It serves 250 tokens\u2044s.", "250 tokens\u2044s"),
        ("It cuts latency by 40\ufe6a.", "40\ufe6a"),
        ("单卡推理延迟降低 32\ufe6a。", "32\ufe6a"),
    ],
)
def test_a_sign_drawn_like_a_units_is_read_as_it(detector, text, found):
    assert [f.text for f in detector.find(text)] == [found]


def test_every_search_starts_only_where_its_first_characters_allow(detector):
    # each alternation, each rule searched alone and the prefilter skip a position whose
    # character is not in the class worked out from their patterns: a match that starts
    # elsewhere would be lost without a trace
    from claims.core.rules import _PREFILTER, _PREFILTER_WORDS
    from tools.detector_report import corpus_texts

    texts = [*corpus_texts(), *(text for text, _ in OWN_CASES)]
    text = "\n\n".join(t.translate(TO_READ) for t in texts)
    searches = [(scanner.pattern, index) for scanner, index in detector._alternations]
    searches += [
        (search[0].pattern, search[1])
        for index in detector._alike
        for wide in (True, False)
        if (search := detector._search_for(index, wide))
    ]
    classed = 0
    for guarded, index in searches:
        first = detector._rules[index].first
        body = guarded[guarded.index("(?:", len(f"(?={first})")) :]
        lookahead = guarded[len(f"(?={first})") : len(guarded) - len(body)]
        if not lookahead:
            continue
        classed += 1
        cls, pattern = re.compile(lookahead), re.compile(body)
        for m in pattern.finditer(text):
            assert cls.match(text, m.start()), f"{body[:60]!r} starts at {m.group()[:30]!r}"
    assert classed > 100, "few searches have a class here: the test would test little"
    lower = text.lower()
    cls = re.compile(_PREFILTER.pattern[: _PREFILTER.pattern.index("(?:")])
    for m in re.finditer(_PREFILTER_WORDS, lower):
        assert cls.match(lower, m.start()), m.group()


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\b(?i:a\s+few|several)x", "(?=(?i:[as]))"),
        (r"(?<![A-Z])(?:mAP|AP\d*)|[\d零]", r"(?=[A\d m零])".replace(" ", "")),
        (r"(?:ab)?c|d+", "(?=[acd])"),
        (r"(?i:x(?-i:Y))", "(?=(?i:[x]))"),
        (r"[a-c]\s*z", "(?=[a-c])"),
    ],
)
def test_the_class_of_first_characters(pattern, expected):
    from claims.core.starts import start_class

    assert start_class(pattern) == expected


@pytest.mark.parametrize(
    "pattern",
    # anything, a negated class, a back-reference first, or a match of nothing
    [r"\bfoo|.x", r"[^a]b", r"(?P<a>x)?(?P=a)", r"a?", r"\b", r"\Da"],
)
def test_no_class_where_a_pattern_could_start_with_anything(pattern):
    from claims.core.starts import start_class

    assert start_class(pattern) is None


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Setup: vLLM reaches 2400 tokens/s on one box, 80 GB memory.", ["2400 tokens/s"]),
        ("a MacBook Pro that runs 3x faster with 64 GB", ["3x"]),
        ("a machine that is 40% cheaper with 32 GB of memory", ["40%"]),
        ("Running a VM with 8 cores (2.4x faster) and 16GB memory", ["2.4x"]),
        ("the Criteo dataset, served at 2x speed with 40 ms latency, has 1.3TB", ["2x", "40 ms"]),
        ("显存大小为 24268 MB", []),
    ],
)
def test_a_name_read_with_the_words_before_it_hides_no_figure_among_them(
    detector, sentence, expected
):
    # a name that starts at a word ("a machine … with 32 GB", "Setup: …, 4gb RAM") names the
    # number it ends with; the words between are text, and a figure among them is reported
    assert [f.text for f in detector.find(sentence)] == expected
    assert [f[2] for f in _every_rule_at_every_position(detector, sentence)] == expected


def test_an_alternation_holds_its_rules_without_their_group_names():
    # the alternations only find where a rule matches: their groups would cost sre a mark
    # save at every alternative; a back-reference needs its group, so that rule keeps them
    assert _without_names(r"(?P<fig>\d+)\s*(?P<u0>ms)") == r"(?:\d+)\s*(?:ms)"
    assert _without_names(r"\(?P<x>") == r"\(?P<x>"  # an escaped bracket opens no group
    with_reference = r"from (?P<s>[A-Z]) to (?P<fig>\d+(?P=s))"
    assert _without_names(with_reference) == with_reference
    assert re.fullmatch(_without_names(with_reference), "from M to 3M")


def test_any_word_finds_the_longest_word_at_each_position():
    words = ["per", "per second", "per usd", "gb", "b", "a.b", "秒", "每秒"]
    # what the trie must equal: the words' alternation, the longer first
    alternation = re.compile("|".join(map(re.escape, sorted(words, key=lambda w: -len(w)))))
    for text in (
        "per second, per usd, persecond, per sec, gb and b, axb, a.b",
        "每秒 12 个请求，秒级",
        "",
        "no word here",
    ):
        assert any_word(words).findall(text) == alternation.findall(text), text
    assert any_word(words).findall("per second gb") == ["per second", "gb"]


def _texts() -> list[str]:
    """The labelled corpus, the shared probes and the cases here."""
    from tools.detector_report import corpus_texts

    probes = yaml.safe_load(PROBES.read_text(encoding="utf-8"))
    return [
        *corpus_texts(),
        *(s for groups in probes.values() for key in ("flag", "keep") for s in groups[key]),
        *(text for text, _ in OWN_CASES),
    ]


def _texts_to_read() -> list[str]:
    """:func:`_texts`, as the detector reads them (full-width forms as plain ones)."""
    return [t.translate(TO_READ) for t in _texts()]


def test_the_rules_in_play_are_those_whose_words_the_text_holds(detector):
    # the words are found by one search of the longer ones and `in` for the short ones (and
    # no Chinese word is looked for in a text without a wide character): the rules put in
    # play must be exactly those with a word in the text, less the alternations' rules that
    # need a wide character (the searches for the others leave theirs out)
    from claims.core.matches import WIDE

    texts = _texts_to_read()
    narrow = sum(not WIDE.search(t) for t in texts)
    assert narrow > 5000 and len(texts) - narrow > 5000, "one kind of text is missing here"
    rules = detector._rules
    for text in texts:
        lower = text.lower()
        wide = WIDE.search(text) is not None
        expected = {
            i
            for i, rule in enumerate(rules)
            if (not rule.needs or any(w in lower for w in rule.needs))
            and (wide or i not in detector._wide)
        }
        assert detector._in_play_in(text) == (expected, wide), text


def test_a_rule_that_needs_a_wide_character_matches_no_text_without_one(detector):
    # such a rule is not searched for in a text without one: a match there would be lost
    from claims.core.matches import WIDE, needs_wide

    wide = [i for i, rule in enumerate(detector._rules) if needs_wide(rule.pattern)]
    assert len(wide) > 100, "few rules need a wide character: the test would test little"
    text = "\n\n".join(t for t in _texts_to_read() if not WIDE.search(t))
    for i in wide:
        m = re.search(detector._rules[i].pattern, text)
        assert m is None, f"{detector._rules[i].pattern[:60]!r} matches {m.group()!r}"


@pytest.mark.parametrize(
    ("pattern", "needs"),
    [
        (r"\d+\s*倍", True),
        (r"(?:显存|内存)\s*\d+", True),
        (r"\d+(?:[万亿]|\s*个)", True),  # each branch holds one
        (r"(?<=的)\d+x", True),  # a look-behind that holds reads its text
        (r"\d+[\u4e00-\u9fff]{1,4}", True),
        (r"\d+[\u4e00-\u9fff]{0,4}", False),  # may match none
        (r"\d+(?:万|x)", False),  # one branch holds none
        (r"\d+(?!倍)", False),  # a negative look-ahead holds when the text has none
        (r"\d+[^a]", False),
        (r"\d+\w", False),
        (r"(?i:\d+ＧＢ)", True),  # full-width, either case
        (r"\d+\N{CJK UNIFIED IDEOGRAPH-500D}", True),  # 倍, by its name
        (r"\d+\\u500D", False),  # a backslash and "u500D", not 倍
        (r"(?P<n>倍)?(?P=n)\d", False),  # a back-reference to a group that may match nothing
    ],
)
def test_whether_a_pattern_needs_a_wide_character(pattern, needs):
    from claims.core.matches import needs_wide

    assert needs_wide(pattern) is needs


def test_a_wide_character_is_wide_in_either_case():
    # a wide literal matched ignoring case must not match a narrow character
    from claims.core.matches import RANGES, WIDE

    for low, high in RANGES:
        for code in range(low, high + 1):
            for other in {chr(code).lower(), chr(code).upper(), chr(code).casefold()}:
                assert all(WIDE.match(ch) for ch in other), hex(code)
    assert not WIDE.search("plain ASCII, Ünïcödé, ſ, K, µs, ×, —")
    # and lower-casing makes none: a text is looked at lower-cased for one
    made = [c for c in map(chr, range(0x110000)) if not WIDE.match(c) and WIDE.search(c.lower())]
    assert not made, made[:5]
