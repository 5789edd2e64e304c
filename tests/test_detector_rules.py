"""One table per rule class of the detector: what each finds, and what it must leave alone.

Each row is (sentence, [flagged text, ...]); an empty list means the sentence is clean. The
classes follow the Authoring guide's section on what the scan counts as a performance figure.
"""

from __future__ import annotations

import pytest

from claims.core.detector import Detector

CASES: dict[str, list[tuple[str, list[str]]]] = {
    "full-width forms": [
        ("命中率提高到７４％。", ["７４％"]),
        ("吞吐提升３×。", ["３×"]),
        ("显存占用 ８０ＧＢ。", ["８０ＧＢ"]),
    ],
    "English number words": [
        ("Serving got ten times cheaper.", ["ten times cheaper"]),
        ("It is several times faster than the baseline.", ["several times faster"]),
        ("A threefold increase in goodput.", ["threefold"]),
        ("The gap is an order of magnitude.", ["an order of magnitude"]),
        ("Sharing the prefix halves the memory footprint.", ["halves"]),
        ("Latency was cut by half.", ["by half"]),
        ("It needs a quarter of the memory.", ["a quarter"]),
        ("Throughput improved by a factor of 3.", ["factor of 3"]),
        ("Its throughput was only 1/8 of the others.", ["1/8"]),
        # counts and idioms, not figures
        ("We tried three times before it worked.", []),
        ("Capacity is only half the story.", []),
        ("Train it on half the GPUs.", []),
        ("He doubled the batch size.", []),
        ("The instance's memory doubles as the request queue.", []),
        ("Read the first quarter of the file.", []),
    ],
    "Chinese numerals": [
        ("吞吐量提升了十倍。", ["十倍"]),
        ("速度提高二十倍。", ["二十倍"]),
        ("带来几倍的加速。", ["几倍"]),
        ("命中率提高了百分之四十。", ["百分之四十"]),
        ("成本只有十分之一。", ["十分之一"]),
        ("吞吐量提高了一个数量级。", ["一个数量级"]),
        ("推理成本降一半，性能翻番。", ["一半", "翻番"]),
        ("显存占用减少一半。", ["一半"]),
        ("把每个阶段的时间减半。", ["减半"]),
        ("吞吐提升三成。", ["三成"]),
        ("成本降低两成。", ["两成"]),
        ("训练需要数小时。", ["数小时"]),
        ("数据量达到数十到数百PB。", ["数十到数百PB"]),
        ("训练只需不到一天。", ["一天"]),
        # not figures
        ("从训练一半的模型开始微调。", []),
        ("可设置为2的指数倍。", []),
        ("演示案例（1 倍速）。", []),
        ("三成员都已完成。", []),
        ("容量只是问题的一半。", []),
        ("使用一半的GPU去访问数据。", []),
    ],
    "fractions of a baseline": [
        ("FP8 的权重大小是 BF16 的一半。", ["一半"]),
        ("显存占用降到原来的一半。", ["一半"]),
        ("It shrinks storage to roughly one quarter of the original footprint.", ["one quarter"]),
        ("A third of the baseline power is enough.", ["A third"]),
        # a share of a count, not of a baseline
        ("One quarter of the nodes run prefill.", []),
        ("A third of the layers use sliding windows.", []),
    ],
    "costs, cycles and windows": [
        ("Pre-training took 2.664M H800 GPU hours.", ["2.664M H800 GPU hours"]),
        ("量化只需不到4个 GPU 时。", ["4个 GPU 时"]),
        ("It costs 2 CPU cycles per lookup.", ["2 CPU cycles"]),
        ("汉明距离只需 2 个 CPU 周期。", ["2 个 CPU 周期"]),
        ("接口支持 192K 长窗口。", ["192K 长窗口"]),
        ("它能在长达 1M tokens 的文档中定位信息。", ["1M tokens"]),
        ("最多能够生成 8192 个字符。", ["8192 个字符"]),
        ("每秒处理请求数（吞吐量）：0.3", ["0.3"]),
        # a threshold or a default is a setup
        ("Inputs exceeding 32,768 tokens use YaRN.", []),
        ("A prefetch starts past a threshold (default: 256 tokens).", []),
        ("The model ran 3 cycles of training.", []),
    ],
    "values a metric is changed to, and named unitless metrics": [
        ("It reduces the SM utilization of one kernel to 1.", ["1"]),
        ("It lowers the latency of the step to 0.5.", ["0.5"]),
        ("N-Gram reaches an accepted length of 1.37 on average.", ["1.37"]),
        ("The accepted length can exceed 4.0.", ["4.0"]),
        ("平均接受长度为 3.2。", ["3.2"]),
        # a count changed to a value, and a value with its own unit (found by the unit)
        ("It reduces the number of nodes to 4.", []),
        ("It cuts the latency of a step to 20 ms.", ["20 ms"]),
    ],
    "counts of hardware and shares of a list": [
        ("Deploying needs 8x or even 16x high-end AI accelerators.", []),
        ("Send 2–3× the number of devices as warm-up requests.", []),
        ("Only the first 50% of the module names are offloaded.", []),
        ("我们在单个 48GB GPU 上微调 65B 模型。", []),
        ("P 的 TP 数量是 D 的整数倍。", []),
        ("It is 8x faster on 16x GPUs.", ["8x"]),
    ],
    "durations, prices, shares and widths": [
        ("It is trainable within 1-2 days.", ["1-2 days"]),
        ("训练耗时约 3.5 个月完成。", ["3.5 个月"]),
        ("It reached 38 tokens/second on a Jetson.", ["38 tokens/second"]),
        ("Reduce the memory load needs of the weights by almost half.", ["by almost half"]),
        ("价格仅为 A100 的近三分之一。", ["三分之一"]),
        ("它以 68.74 的成绩位列第一。", ["68.74"]),
        ("训练用了约 100 万计算时。", ["100 万计算时"]),
        # dates, playback speeds, shares of a whole, widths, the first tokens kept
        ("Over the past five months we shipped 3 releases.", []),
        ("The animation has been sped up fourfold.", []),
        ("97% of the weights are in MoE layers.", []),
        ("训练数据主要来自 RefinedWeb（约占 85%）。", []),
        ("所有预测 token 中的 70-80％ 较易。", []),
        ("4 张 6GB 卡能容纳 1 张 24GB 卡的模型。", []),
        ("两个宽度为 4 字节的向量。", []),
        ("截断后保留前 64K 个 token。", []),
    ],
    "ranges of multipliers, fractions and GPU plurals": [
        ("QServe achieves 1.2x-1.4x higher throughput.", ["1.2x-1.4x"]),
        ("It compresses model size by 2x-4x.", ["2x-4x"]),
        ("fp4 weights need ~¼ the HBM traffic.", ["¼"]),
        ("It reaches 10.38 accepted tokens per target step.", ["10.38 accepted tokens per"]),
        ("It can accommodate 3.3 million tokens on one GPU.", ["3.3 million tokens"]),
        ("运行它需要约 90GB 的 GPU 显存。", ["90GB"]),
        ("一台服务器在大约半天内即可再现。", ["半天"]),
        ("模型支持 8K 的上下文长度。", ["8K 的上下文"]),
        ("2. 支持 8K 文本长度。", ["8K 文本长度"]),
        # a spread, shares of heads and data, GPUs named by memory, GPU models in the plural
        ("The band is the ±8.4% spread between repeats.", []),
        ("It uses a 25% full attention ratio on MHA models.", []),
        ("其 80% 以上的训练数据来自 RefinedWeb。", []),
        ("We recommend 2x RTX 4090s for offloading.", []),
        ("In BF16, 80GB*8 GPUs are required.", []),
        ("可以利用多张低显存显卡（12G/16G）推理。", []),
        ("80G显存的单机建议设置为16。", []),
    ],
    "full-width commas, frame rates, points and formulas": [
        ("窗口长度从4K提升至8K，能够处理更长的文本。", ["8K"]),
        ("上下文长度也由之前的2048升级到4096。", ["4096"]),
        ("实现高帧率（最高 10FPS）视频理解。", ["10FPS"]),
        ("综合性能分别提升了 8.4 和 5.9 分。", ["8.4 和 5.9"]),
        ("A 30-minute fine-tuning run is enough.", ["30-minute"]),
        ("The log shows that only 8G of memory is needed.", ["8G"]),
        ("It gives an 8x+ speedup on Transformer.", ["8x"]),
        # formulas, months, inline TeX, pruning ratios, a checkpoint's size
        ("每张卡所需显存是 4x + \\frac{12x}{N}。", []),
        ("[2024/10] How to build a low-cost app?", []),
        ("Comm time = $2BE$ bytes / comm speed.", []),
        ("一般需要剪枝比例达到80%以上才有加速。", []),
        ("checkpoint 文件最大 260G，建议使用 SSD 或 RAM 盘。", []),
    ],
    "multiples of a symbol": [
        ("我们将通信从 M 减少到 0.5M。", ["0.5M"]),
        ("将跨节点 all-gather 从 M 减少到 0。", ["0"]),
        ("ZeRO 总共有 3M 的通信量。", ["3M"]),
        ("It cuts the traffic from M to 0.5M.", ["0.5M"]),
        # a symbol that is not a measure
        ("The dataset holds 3M samples.", []),
        ("从 A 切换到 B 之后重试。", []),
    ],
    "units outside the old table": [
        ("The link moves 12 GBps and the disk 3 GB/sec.", ["12 GBps", "3 GB/sec"]),
        ("It streams 2 gigabytes per run.", ["2 gigabytes"]),
        ("A 70B model needs 140 GBs.", ["140 GBs"]),
        ("Training took 1.2e5 GPU-hours.", ["1.2e5 GPU-hours"]),
        ("The kernel sustains 1e15 FLOP/s.", ["1e15 FLOP/s"]),
        (
            "It reached 125k prefill tokens/s and 1.5 steps/s.",
            ["125k prefill tokens/s", "1.5 steps/s"],
        ),
        ("It serves 26.2K prefill TPGS.", ["26.2K prefill TPGS"]),
        ("It uses 3 J/token and draws 1.2 MW.", ["3 J/token", "1.2 MW"]),
        ("预算为 3 万元。", ["3 万元"]),
        ("测试报告了 379008 次请求/s。", ["379008 次请求/s"]),
        ("读取速度为 9.6GB/秒。", ["9.6GB/秒"]),
        ("768G DDR5 内存，24-48G 显存即可。", ["768G", "24-48G"]),
        ("A 2.4T parameter model and a 1T-parameter one.", []),
    ],
    "scientific notation and unit first": [
        ("The step takes 6.1e-03 s.", ["6.1e-03 s"]),
        ("Keep TPS > 40 for every user.", ["40"]),
        ("平均吞吐量：120。", ["120"]),
        ("首词元时延为 250 毫秒。", ["250 毫秒"]),
        ("每秒生成 2400 个词元。", ["每秒生成 2400 个词元"]),
        ("单 GPU 每秒可达10000+token。", ["每秒可达10000+token"]),
        ("It reduces TTFT by X2-X22.", ["X2-X22"]),
        ("The CPU is a 9654 x2 system.", []),
    ],
    "ratios before a capital or a parenthesis": [
        ("2.4x Gain on long prompts.", ["2.4x"]),
        ("It is 2.4x (Table 3) faster.", ["2.4x"]),
        ("FP8 provides 2x KV-cache capacity.", ["2x"]),
        # counts and products
        ("We ran on 8× A100 and 8 × mlx5 NICs.", []),
        ("Measured on 4 x RTX 4090 and 1 x NVIDIA RTX 4090.", []),
        ("Each layer holds 2 × d × L values.", []),
        ("A resolution of 832×480 pixels.", []),
        ("Eight GPUs over 4x InfiniBand.", []),
    ],
    "token counts": [
        ("It supports contexts of up to 128K tokens.", ["128K tokens"]),
        ("The model scales to 65K context lengths.", ["65K context lengths"]),
        ("Qwen3-Embedding extends context to 32,768 tokens.", ["32,768 tokens"]),
        ("It handles up to 4 million context length.", ["4 million context length"]),
        ("DeepSeek-V3 支持 139K 长上下文。", ["139K 长上下文"]),
        ("模型可以扩展到一百万词元。", ["一百万词元"]),
        # setups
        ("The example uses a 4096-token context.", []),
        ("Processing a 40,000-token prompt in one pass.", []),
        ("It generates up to 9 tokens per forward step.", []),
        ("单个 10,000 词元的序列占用很多缓存。", []),
        ("提示词达到几百个词元以上时就够了。", []),
        ("Each block holds 16 tokens.", []),
    ],
    "percentages": [
        ("The hit rate was 74%.", ["74%"]),
        ("MMLU improved by 4.5 percentage points.", ["4.5 percentage points"]),
        ("平均提高 4.5 个百分点。", ["4.5 个百分点"]),
        ("Less than 1% of requests failed to meet the SLA.", ["1%"]),
        # probabilities, variances, shares of the workload, shares of an architecture
        ("Lengths follow a normal distribution with 30% variance.", []),
        ("Each token is dropped with 10% probability.", []),
        ("About 80% of requests are short.", []),
        ("三成的请求来自移动端。", []),
        ("融合 25% 稀疏注意力与 75% 线性注意力。", []),
    ],
    "memory that names a GPU variant": [
        ("Use an A100-40G or an A100 GPU-80G.", []),
        ("我们使用最多64个A100 GPU（40GB显存）。", []),
        ("该笔记本配备了一块 4GB 显存的 NVIDIA RTX A2000 GPU。", []),
        ("GPU: 4090D 24G 显存。", []),
        ("Sixty-four A100 GPUs with 40GB memory.", []),
        ("It fits in 24GB of VRAM.", ["24GB"]),
    ],
    "scores and changed values": [
        ("It achieves a score of 63.2 on the suite.", ["63.2"]),
        ("It reports 76.0 accuracy.", ["76.0 accuracy"]),
        ("准确率为 85.2，高于基线。", ["85.2"]),
        ("通信从 M 减少到 0.25M。", ["0.25M"]),
        ("序列长度从2048扩展至8192。", ["8192"]),
        ("将NVMe SSD的数量从1扩展到4。", []),
        ("默认值由原来的 32 改成 64。", []),
    ],
    "units written apart from their number": [
        ("completion QPS 5340.350, no errors.", ["5340.350"]),
        ("ddp_timeout: 默认为18000000，单位为秒。", ["18000000"]),
        ("Set the timeout to 1800 (in seconds).", ["1800"]),
        ("GPUs feature FLOP to byte ratios of around 100-200.", ["100-200"]),
        ("The one-time process takes less than an hour.", ["less than an hour"]),
        ("It finishes within a day.", ["within a day"]),
        ("improvements ($\\sim3\\times$) in generation speed", ["3"]),
        # not figures: a ratio set without a hedge, the unit of another number
        ("with a mixing ratio of 0.5 between the two losses", []),
        ("QPS-aware routing was added in release 3.", []),
    ],
    "shares, examples and counts (Chinese)": [
        ("Prefill：GEMM 占 ~50%；", []),
        ("建议使用 75% 推理类数据与 25% 非推理类数据的组合。", []),
        ("数据传输开销降低了 30%。", ["30%"]),
        ("请求总数应为设备数（卡/芯）的2–3倍。", []),
        ("显存占用是模型参数的两倍。", ["两倍"]),
        ("对于超过单机内存的序列（例如 100 万 token），分块减少空闲。", []),
        ("支持 100 万 token 的上下文。", ["100 万 token"]),
        ("请预留至少 20480 个 2MiB 大页。", []),
        ("部署在昇腾Atlas A3推理产品（64 GB，A3）上。", []),
        ("可运行在免费的 16 GB 显存 Colab Tesla T4 GPU 上。", []),
        ("Llama2-70B on 8xA100 (80GB).", []),
    ],
    "bytes, bit widths, layers and kept shares": [
        ("The kernels use 43,008 bytes of LDS.", ["43,008 bytes"]),
        ("It uses 2 bytes per parameter.", []),
        ("A operand: 64 * K_red * 2 bytes.", []),
        ("A 1B model uses 2Gb of memory to load.", ["2Gb"]),
        ("This takes around 20h on a 64-core CPU.", ["20h"]),
        ("A reader reads around 5 words per-second.", ["5 words per-second"]),
        ("It can result in two times reduced memory consumption.", ["two times reduced"]),
        ("Training at scale: 1.2x e2e speedup.", ["1.2x"]),
        ("3x MTP layers gave the best result.", []),
        ("It has 3x dense layers and 58x MoE layers.", []),
        ("It shows the performance of 2/4 bit KIVI.", []),
        ("A minimum of 4 x 80GB multi-GPU system is required.", []),
        ("Quadro RTX 6000 GPU (24GB) and L4 GPU (24GB).", []),
        ("H200 环境 (~140GB显存)", []),
        ("Download a 90% pruned-quantized BERT model.", []),
        ("6 datasets with 40% used for the RLHF stage.", []),
        ("warmup 前 2 层保留 100%（1.0）。", []),
        ("其占比应小于 3%；", []),
        ("默认打印多分位（10/25/50/75/90/95/98/99%）。", []),
        ("试验表明可减少50%的数据量。", ["50%"]),
        ("加速比为：3.24", ["3.24"]),
        ("单并发速度可达20左右。", ["20"]),
        ("KVQuant: Towards 10 Million Context Length LLM Inference", ["10 Million Context Length"]),
        ("near its ability within 12K context length", []),
        ("over the sequence length listed minus 128 tokens", []),
    ],
    "scales, fleets, counted cards and words for amounts": [
        ("Stack deltas alone can be worth double-digit percent.", ["double-digit percent"]),
        ("The bounds differ by at most a factor of 2.", ["factor of 2"]),
        ("It is clearly half of what it was before.", ["half of what it was"]),
        ("Let $f(x)=1$ if valid, $0$ if not.", []),
        ("In 4x pairwise NVLink nodes, there are 4 GPUs.", []),
        ("Bars show each value on an absolute 0–100% scale.", []),
        ("The fleet reserves 6% of GPUs as backup.", []),
        ("5% of GPUs failed within a week.", ["5%"]),
        ("底模约 66G（bf16），量化会很慢。", ["66G"]),
        ("完整支持32GB*8配置的训练任务。", []),
        ("针对 Atlas 800I A3（64GB × 16）优化。", []),
        ("如果能在一周内训练结束。", ["一周"]),
        ("倘若时间超过1周，则另行讨论。", ["1周"]),
    ],
    "bytes with a space, per-clock rates, hedged scientific values, dimensions": [
        ("Each warp touches a contiguous 512 B region.", ["512 B"]),
        ("It runs 7 B models and 13 B parameters, even (30 B+) ones.", []),
        ("It issues about 0.5 warp-inst/clk/SM.", ["0.5 warp-inst/clk/SM"]),
        ("Differences were approximately 1e-6 to 1e-8.", ["1e-6 to 1e-8"]),
        ("Use a learning rate of about 3e-4.", []),
        ("The 3.2 factor accounts for the scales.", ["3.2 factor"]),
        ("相对1D-TP降低了通信域。", []),
        ("显存从 O(N × 每层参数量) 降低到 O(1 × 每层参数量)。", []),
        ("Memory is allocated in large pages (2MB or above).", []),
    ],
    "lower-case tps, durations in Chinese numerals, shares of time and of a whole": [
        ("平均输出速率为20~22 tps。", ["20~22 tps"]),
        ("Decoding runs at 20 tps on one GPU.", ["20 tps"]),
        ("在一个月时间内开源相关代码。", ["一个月"]),
        ("在长达数月的测试调优过程中。", ["数月"]),
        ("历时两周完成迁移。", ["两周"]),
        ("All-to-All can consume 30-40% of training time.", []),
        ("All-gather rises to 2% (CP2) of the total latency.", []),
        ("78% of organizations run LLM applications.", []),
        ("Gains appear only above 99% sparsity.", []),
        ("只有在Sparsity 度超过99%的情况下才更快。", []),
        ("推理成本可占到整个生命周期支出的70%以上。", []),
        ("GPU总显存的 50% 被分配给 KV cache。", []),
        # a reduction is a result, whatever whole it is a share of
        ("It reduces latency by 30% of the baseline.", ["30%"]),
        ("任务完成时间缩短了 40%。", ["40%"]),
    ],
    "operations per second, rates per day, losses, title case, cards by number, data sizes": [
        ("It achieves 750 TOPS at INT8 and 188 TeraFLOPS at FP16.", ["750 TOPS", "188 TeraFLOPS"]),
        (
            "It served 2,427 /embedding requests per second, and the other 771 per second.",
            ["2,427 /embedding requests per second", "771 per second"],
        ),
        ("Choose it for sustained load (>100k tokens/day).", ["100k tokens/day"]),
        ("The plan gives 14,400 free requests per day.", ["14,400 free requests per day"]),
        ("It attains 3.28 cross-entropy loss on FineWeb.", ["3.28 cross-entropy loss"]),
        ("Train it to ≤3.28 validation loss.", ["3.28 validation loss"]),
        ("It uses 5 loss functions.", []),
        ("Accelerating Video Diffusion Models by 100-200 Times", ["100-200 Times"]),
        ("You need sub-100ms or Sub-100ms latency.", ["100ms", "100ms"]),
        ("The runtime is just a few hundred kilobytes.", ["a few hundred kilobytes"]),
        ("可以在单卡的4090 24GB上部署。", []),
        ("It runs on consumer GPUs such as 3090/4090.", []),
        ("在前向4h->h计算完毕后释放。", []),
        ("It took 4h to train.", ["4h"]),
        ("建议取值为(机器总内存 - 模型大小) * 20%。", []),
        ("softmax注意力计算的延迟占总延迟的70 - 80%。", []),
        ("经过了超过4万亿 token 的训练。", []),
        ("系统现可支持高达1M token的上下文窗口。", ["1M token"]),
    ],
    "costs and amounts in words, points, rates per month or dollar, shares of people": [
        ("训练成本可达数百万美元。", ["数百万美元"]),
        ("那台服务器花了1亿美元。", ["1亿美元"]),
        ("团队为测试投入了数千万元。", ["数千万元"]),
        ("他们需要数千GPU小时。", ["数千GPU小时"]),
        ("数据来源多元化。", []),
        ("一次访问需要几十个时钟周期。", ["几十个时钟周期"]),
        ("单卡只能支撑几个请求/秒。", ["几个请求/秒"]),
        ("人的阅读速度约 250 词/分钟。", ["250 词/分钟"]),
        ("QPS（每秒查询数）从320提升至580。", ["580"]),
        ("可以将模型压缩为1/32。", ["1/32"]),
        ("可在 RTX 30/40 系列显卡上运行。", []),
        ("GEMM 占用了大约95%的时间。", []),
        ("一般要预留20%左右的显存空间。", []),
        ("使用超过 15 万亿 Token 的公开数据训练。", []),
        ("缓存上限可设得更大（如支持 8192 token）。", []),
        ("模型需要在一千张卡上运行数周。", ["数周"]),
        ("Quantizing it would take 10-14 days.", ["10-14 days"]),
        ("It trails the baseline by 19.1 points.", ["19.1 points"]),
        ("We list the 3 points above.", []),
        ("The scaling ratio can reach 0.85 at 512 GPUs.", ["0.85"]),
        ("It needs at least 4.5G free RAM.", ["4.5G"]),
        ("It yields double the compute of its predecessor.", ["double the"]),
        ("Activations vary by factors of 1,000.", ["factors of 1,000"]),
        ("Each node saves USD 5K-20K.", ["USD 5K-20K"]),
        (
            "An agent handles hundreds of thousands of tokens per hour.",
            ["hundreds of thousands of tokens per hour"],
        ),
        ("Inference takes up to 90% of all the machine learning costs.", []),
        ("Over 50% of these IT leaders agree.", []),
        ("Communication took over 50% time consumption.", []),
        ("Keep the top 1% of salient weights.", []),
        ("The floor is 15% of model weight memory.", ["15%"]),
        ("The warps drop to 3/4 of their count.", []),
    ],
    "units in TeX, near-, shares of a cost, time and users, widths, machines by memory": [
        (
            "The cache needs $2 \\times 62 \\times 1024 = 8.72\\ \\mathrm{GiB}$ at most.",
            ["8.72\\ \\mathrm{GiB}"],
        ),
        ("So $T = 34e6 / 9e10 = 377\\mu s$ per step.", ["377\\mu s"]),
        ("One hop at 1.2e11 bidirectional bandwidth suffices.", ["1.2e11 bidirectional bandwidth"]),
        ("You get a near-2x throughput boost.", ["2x"]),
        ("Process billions of tokens at 50% lower cost.", ["50%"]),
        ("It left two-thirds of the hardware's power unused.", ["two-thirds"]),
        ("We doubled the context length from 64K tokens to 128K tokens.", ["128K tokens"]),
        ("模型大小相比FP16再次减半。", ["减半"]),
        ("延迟成倍增加。", ["成倍"]),
        ("等待超过半秒才看到第一个字。", ["半秒"]),
        ("提升了30%用户体验。", ["30%"]),
        ("带来 30%性能优化。", ["30%"]),
        ("Compute pass@1 and pass@10 scores.", []),
        ("With a tiny batch size (>240 tokens), use data parallelism.", []),
        ("Input lengths range from 30,000 to 50,000 tokens.", []),
        ("It stores 10 bytes per parameters.", []),
        ("Inference is 80-90% of the total lifetime cost, and 23% of revenue.", []),
        ("If x is 40% of the way to v2, round up.", []),
        ("It runs on a 32GB Mac and a 16GB M4 Mac Mini.", []),
        ("在 Mac (512GB 统一内存) 上测试。", []),
        ("单个80GB NVIDIA A100或H100 GPU放不下。", []),
        ("CPU 要求 AMD Ryzen 9 5900X以上。", []),
        ("检索可占总时间80%以上。", []),
        ("算子耗时占比（8%）比 decode 阶段（0%）高。", []),
        ("all_reduce 耗时最多（均为 20%+）。", []),
        ("44%时间消耗在数据转换上。", []),
        ("38.1%用户偏好流式输出。", []),
        ("数据类型大小（如FP16为2字节）。", []),
        ("每个参数占用2字节。", []),
        ("高吞吐模式（Batch Size = 64/128）。", []),
        ("100% Triton 化的核心算子。", []),
    ],
    # where a rule matches but is not in play (the words it needs are absent) or rejects its
    # match, the rules after it are tried at the same place: "308M" matches the multiple of
    # a symbol (which needs "communication"), "125T" a memory size written with T
    "a rule that does not take a match leaves it to the next": [
        ("It delivers 308M tokens per dollar.", ["308M tokens per dollar"]),
        ("The platform processes 125T tokens per month.", ["125T tokens per month"]),
        ("The 308M model is small.", []),
    ],
}


@pytest.fixture(scope="module")
def detector() -> Detector:
    return Detector()


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        pytest.param(sentence, expected, id=f"{cls}: {sentence[:40]}")
        for cls, rows in CASES.items()
        for sentence, expected in rows
    ],
)
def test_rule_cases(detector, sentence, expected):
    assert [f.text for f in detector.find(sentence)] == expected


def test_full_width_spans_point_into_the_original_text(detector):
    text = "吞吐提高到１２０ tokens/s，命中率７４％。"
    found = detector.find(text)
    assert [(text[f.start : f.end], f.category) for f in found] == [
        ("１２０ tokens/s", "throughput"),
        ("７４％", "percent"),
    ]


def test_extra_units_join_their_category_in_the_one_alternation():
    detector = Detector(extra_units={"percent": [r"‰"]})
    assert [(f.text, f.category) for f in detector.find("It drops 3‰ of frames.")] == [
        ("3‰", "percent")
    ]


def test_amounts_in_words_take_their_units_category(detector):
    """Amounts in words: "a few seconds" is a latency, "a few hundred kilobytes" memory."""
    found = detector.find("It takes a few seconds and just a few hundred kilobytes.")
    assert [(f.text, f.category) for f in found] == [
        ("a few seconds", "latency"),
        ("a few hundred kilobytes", "memory"),
    ]
