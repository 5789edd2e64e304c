"""Generate the diagrams of the prefill/decode disaggregation article.

Writes, next to this file, four plain SVG diagrams and their Simplified Chinese
variants (``<name>.svg`` and ``<name>.zh_CN.svg``). The diagrams are schematic:
box widths show order and relative shape, not measured durations, and no figure
carries a number. Run: ``python source/_figures/prefill-decode-disaggregation-figures.py``.
"""

from __future__ import annotations

from svg import Style, Svg, write_figures

# Palette (colour-blind safe pairs: blue for prefill, orange for decode).
PREFILL = "#3b6fb6"
PREFILL_LIGHT = "#c9d9f0"
DECODE = "#e08a1e"
DECODE_LIGHT = "#f6dcb8"
TRANSFER = "#6b8e23"
QUEUE = "#d9d9d9"
INK = "#222222"
MUTED = "#666666"
BG = "#ffffff"

STRINGS = {
    "en": {
        # figure 1: one request
        "t1": "One request, two latencies",
        "colocated": "Colocated instance (one GPU pool)",
        "disagg": "Disaggregated, the router streams from the decode instance",
        "arrive": "arrives",
        "queue": "queue",
        "prefill": "prefill: whole prompt, compute-bound",
        "first": "token 1",
        "first_alt": "token 1 here if the prefill side streams it",
        "decode_steps": "decode steps: one token each, memory-bandwidth-bound",
        "ttft": "TTFT",
        "tpot": "one gap: ITL; mean gap: TPOT",
        "kv": "KV transfer",
        "prefill_gpu": "prefill GPU",
        "decode_gpu": "decode GPU",
        "time": "time →",
        "last": "last token",
        "t1_title": "Timeline of one request in a colocated and a disaggregated deployment",
        # figure 2: interference
        "t2": "Where the interference comes from (schematic)",
        "row_a": "Colocated, whole prefill joins the batch",
        "row_b": "Colocated, chunked prefill",
        "row_c": "Disaggregated",
        "d": "decode step",
        "p": "prefill of a new prompt",
        "pc": "prefill chunk + decodes",
        "stretched": "decode step stretched by the prefill",
        "stretched2": "a step stretched by another request's prefill",
        "smaller": "smaller stalls, prefill takes longer",
        "gpu_p": "prefill GPU",
        "gpu_d": "decode GPU",
        "steady": "steady decode steps",
        "t2_title": (
            "Iteration timelines showing prefill-decode interference, "
            "chunked prefill and disaggregation"
        ),
        "legend_d": "decode work",
        "legend_p": "prefill work",
        "legend_k": "KV transfer",
        # figure 3: placement
        "t3": "Keeping KV traffic on the fast link",
        "node": "Node",
        "sep": ": ",
        "pinst": "prefill instance",
        "dinst": "decode instance",
        "nvlink": "(a slow network between nodes is tolerable)",
        "net": "(needs a fast network between nodes)",
        "router": "router / scheduler",
        "req": "requests",
        "tokens": "streamed tokens",
        "stage": "same pipeline stage",
        "good": "KV moves over NVLink",
        "bad": "KV crosses the network",
        "hi": "High node-affinity cluster: any pairing",
        "lo": "Low node-affinity cluster: pair inside a node",
        "t3_title": "Placement of prefill and decode instances relative to NVLink and the network",
        # figure 4: KV re-layout between tensor-parallel sizes
        "t4": "Re-laying out the KV cache between tensor-parallel sizes",
        "t4_title": (
            "KV heads moving from a prefill instance with tensor parallelism 2 to a decode "
            "instance with tensor parallelism 4, for split heads and for a replicated MLA cache"
        ),
        "gqa": "Grouped-query or multi-head attention: heads are split",
        "mla": "MLA: one latent KV, replicated on every GPU",
        "p_side": "prefill, TP 2",
        "d_side": "decode, TP 4",
        "gpu": "GPU",
        "head": "h",
        "latent": "latent KV",
        "reads": "each decode GPU reads the heads it owns",
        "one_read": "one read per decode GPU",
    },
    "zh_CN": {
        "t1": "一个请求，两种时延",
        "colocated": "共置实例（同一 GPU 池）",
        "disagg": "分离部署，路由器从解码实例流式返回",
        "arrive": "到达",
        "queue": "排队",
        "prefill": "预填充：整段提示词，受算力限制",
        "first": "第 1 个词元",
        "first_alt": "若由预填充一侧流式返回，第 1 个词元在此",
        "decode_steps": "解码步：每步一个词元，受显存带宽限制",
        "ttft": "首词元时延（TTFT）",
        "tpot": "单个间隔为 ITL，平均间隔为 TPOT",
        "kv": "KV 传输",
        "prefill_gpu": "预填充 GPU",
        "decode_gpu": "解码 GPU",
        "time": "时间 →",
        "last": "最后一个词元",
        "t1_title": "一个请求在共置部署与分离部署中的时间线",
        "t2": "干扰从何而来（示意图）",
        "row_a": "共置：整段预填充并入批次",
        "row_b": "共置：分块预填充",
        "row_c": "分离",
        "d": "解码步",
        "p": "新提示词的预填充",
        "pc": "预填充块 + 解码",
        "stretched": "解码步被预填充拉长",
        "stretched2": "被其他请求的预填充拉长的一步",
        "smaller": "停顿变小，预填充变慢",
        "gpu_p": "预填充 GPU",
        "gpu_d": "解码 GPU",
        "steady": "平稳的解码步",
        "t2_title": "迭代时间线：预填充与解码的干扰、分块预填充与分离",
        "legend_d": "解码工作",
        "legend_p": "预填充工作",
        "legend_k": "KV 传输",
        "t3": "让 KV 流量走快速链路",
        "node": "节点",
        "sep": "：",
        "pinst": "预填充实例",
        "dinst": "解码实例",
        "nvlink": "（节点间网络慢一些也可接受）",
        "net": "（要求节点间网络足够快）",
        "router": "路由器 / 调度器",
        "req": "请求",
        "tokens": "流式返回的词元",
        "stage": "同一流水线阶段",
        "good": "KV 走 NVLink",
        "bad": "KV 跨网络传输",
        "hi": "高节点亲和集群：可任意配对",
        "lo": "低节点亲和集群：在节点内配对",
        "t3_title": "预填充实例与解码实例相对 NVLink 和网络的放置",
        "t4": "在不同张量并行度之间重排 KV 缓存",
        "t4_title": "KV 头从张量并行度为 2 的预填充实例传到张量并行度为 4 的解码实例：头被切分的情形与 MLA 缓存被复制的情形",
        "gqa": "分组查询注意力或多头注意力：头被切分",
        "mla": "MLA：只有一份潜在 KV，每块 GPU 都存一份",
        "p_side": "预填充，TP 2",
        "d_side": "解码，TP 4",
        "gpu": "GPU",
        "head": "头",
        "latent": "潜在 KV",
        "reads": "每块解码 GPU 读取自己负责的头",
        "one_read": "每块解码 GPU 只需读一次",
    },
}


STYLE = Style(ink=INK, line=INK, text_anchor="start", line_width=1.2, bracket_gap=7)


def figure(width: int, height: int, title: str) -> Svg:
    """A figure with two arrowheads: ink, and green for KV transfers (``arrow="arrowg"``)."""
    return Svg(
        width, height, STYLE, title=title, markers={"arrow": INK, "arrowg": TRANSFER}, background=BG
    )


def fig_timeline(lang: str) -> Svg:
    s = STRINGS[lang]
    svg = figure(900, 400, s["t1_title"])
    svg.text(20, 30, s["t1"], size=17, weight="bold")

    # Row 1: colocated
    y = 100
    svg.text(20, 62, s["colocated"], size=14, weight="bold")
    x0 = 40
    svg.line(x0, y - 14, x0, y + 40, stroke=MUTED, dash="3,3")
    svg.text(x0 - 4, y - 18, s["arrive"], size=12, fill=MUTED)
    svg.rect(x0, y, 50, 34, QUEUE)
    svg.text(x0 + 25, y + 22, s["queue"], size=12, anchor="middle")
    svg.rect(x0 + 50, y, 250, 34, PREFILL_LIGHT, stroke=PREFILL, sw=1.5)
    svg.text(x0 + 175, y + 22, s["prefill"], size=12, anchor="middle")
    xp = x0 + 300  # end of prefill: token 1 is emitted
    svg.line(xp, y - 14, xp, y + 40, stroke=PREFILL, sw=1.5)
    svg.text(xp, y - 18, s["first"], size=12, anchor="middle", fill=PREFILL)
    xs = xp + 4
    widths = [40, 40, 40, 100, 40, 40, 40, 40]
    x = xs
    for w in widths:
        svg.rect(x, y, w - 6, 34, DECODE_LIGHT, stroke=DECODE, sw=1.5)
        x += w
    svg.text(xs + 200, y - 18, s["decode_steps"], size=12, anchor="middle")
    svg.line(x - 6, y - 14, x - 6, y + 40, stroke=MUTED, dash="3,3")
    svg.text(x - 6, y + 56, s["last"], size=12, anchor="middle", fill=MUTED)
    svg.bracket(x0, xp, y + 60, s["ttft"], fill=PREFILL)
    svg.bracket(xs + 40, xs + 80, y + 84, s["tpot"], fill=DECODE)
    svg.text(xs + 167, y + 52, s["stretched2"], size=11, anchor="middle", fill=DECODE)

    # Row 2: disaggregated
    y2 = 250
    svg.text(20, 215, s["disagg"], size=14, weight="bold")
    svg.text(20, y2 + 20, s["prefill_gpu"], size=12, fill=PREFILL)
    svg.text(20, y2 + 80, s["decode_gpu"], size=12, fill=DECODE)
    x0 = 130
    svg.rect(x0, y2, 40, 30, QUEUE)
    svg.text(x0 + 20, y2 + 20, s["queue"], size=12, anchor="middle")
    svg.rect(x0 + 40, y2, 230, 30, PREFILL_LIGHT, stroke=PREFILL, sw=1.5)
    svg.text(x0 + 155, y2 + 20, s["prefill"], size=12, anchor="middle")
    xp = x0 + 270
    # where token 1 would appear if the prefill side streamed it (Splitwise's design)
    svg.line(xp, y2 - 8, xp, y2 + 36, stroke=PREFILL, sw=1.5, dash="4,3")
    svg.text(xp, y2 - 12, s["first_alt"], size=11, anchor="middle", fill=PREFILL)
    # the KV transfer runs on the decode GPU's timeline before its first token
    svg.line(xp + 2, y2 + 32, xp + 20, y2 + 58, stroke=TRANSFER, sw=2.2, arrow="arrowg")
    svg.rect(xp, y2 + 60, 76, 30, "#dfe8cc", stroke=TRANSFER, sw=1.5)
    svg.text(xp + 38, y2 + 80, s["kv"], size=11, anchor="middle", fill=INK)
    xf = xp + 78  # the decode instance streams token 1 to the user here
    svg.line(xf, y2 + 52, xf, y2 + 96, stroke=DECODE, sw=1.5)
    svg.text(xf + 4, y2 + 50, s["first"], size=12, fill=DECODE)
    xs = xf + 4
    for i in range(8):
        svg.rect(xs + i * 42, y2 + 60, 36, 30, DECODE_LIGHT, stroke=DECODE, sw=1.5)
    svg.bracket(x0, xf, y2 + 112, s["ttft"], fill=PREFILL)
    svg.bracket(xs + 168, xs + 210, y2 + 112, s["tpot"], fill=DECODE)
    svg.text(880, 390, s["time"], size=12, anchor="end", fill=MUTED)
    return svg


def fig_interference(lang: str) -> Svg:
    s = STRINGS[lang]
    svg = figure(900, 420, s["t2_title"])
    svg.text(20, 30, s["t2"], size=17, weight="bold")

    def decodes(x, y, n):
        """*n* decode steps in a row from *x*; returns where the next box starts."""
        for _ in range(n):
            svg.rect(x, y, 34, 28, DECODE_LIGHT, stroke=DECODE, sw=1.4)
            x += 38
        return x

    # Row A
    y = 78
    svg.text(20, y - 10, s["row_a"], size=14, weight="bold")
    x = decodes(40, y, 4)
    # long mixed iteration: prefill + decodes inside
    svg.rect(x, y, 230, 28, PREFILL_LIGHT, stroke=PREFILL, sw=1.4)
    svg.rect(x + 196, y + 4, 30, 20, DECODE_LIGHT, stroke=DECODE, sw=1.0)
    svg.text(x + 98, y + 19, s["p"], size=12, anchor="middle")
    svg.bracket(x, x + 230, y + 46, s["stretched"], fill=DECODE)
    x += 234
    x = decodes(x, y, 6)

    # Row B
    y = 178
    svg.text(20, y - 10, s["row_b"], size=14, weight="bold")
    x = decodes(40, y, 4)
    for _ in range(4):
        svg.rect(x, y, 70, 28, PREFILL_LIGHT, stroke=PREFILL, sw=1.4)
        svg.rect(x + 40, y + 4, 26, 20, DECODE_LIGHT, stroke=DECODE, sw=1.0)
        x += 74
    svg.bracket(192, x - 4, y + 46, s["smaller"], fill=PREFILL)
    x = decodes(x, y, 5)

    # Row C
    y = 278
    svg.text(20, y - 10, s["row_c"], size=14, weight="bold")
    svg.text(40, y + 19, s["gpu_p"], size=12, fill=PREFILL)
    svg.rect(160, y, 200, 28, PREFILL_LIGHT, stroke=PREFILL, sw=1.4)
    svg.text(260, y + 19, s["p"], size=12, anchor="middle")
    svg.line(360, y + 28, 392, y + 58, stroke=TRANSFER, sw=2.2, arrow="arrowg")
    svg.text(40, y + 69, s["gpu_d"], size=12, fill=DECODE)
    decodes(160, y + 50, 18)
    svg.text(500, y + 100, s["steady"], size=12, anchor="middle", fill=DECODE)

    # Legend
    ly = 405
    svg.rect(40, ly - 12, 16, 12, DECODE_LIGHT, stroke=DECODE, rx=2)
    svg.text(62, ly - 2, s["legend_d"], size=12)
    svg.rect(200, ly - 12, 16, 12, PREFILL_LIGHT, stroke=PREFILL, rx=2)
    svg.text(222, ly - 2, s["legend_p"], size=12)
    svg.line(360, ly - 6, 392, ly - 6, stroke=TRANSFER, sw=2.2, arrow="arrowg")
    svg.text(400, ly - 2, s["legend_k"], size=12)
    svg.text(860, ly - 2, s["time"], size=12, anchor="end", fill=MUTED)
    return svg


def fig_placement(lang: str) -> Svg:
    s = STRINGS[lang]
    svg = figure(900, 400, s["t3_title"])
    svg.text(20, 30, s["t3"], size=17, weight="bold")

    def node(x, y, w, h, label):
        svg.rect(x, y, w, h, "#f7f7f7", stroke=MUTED, sw=1.2, rx=8)
        svg.text(x + 10, y + 20, label, size=12, fill=MUTED, weight="bold")

    def inst(x, y, kind):
        if kind == "p":
            svg.rect(x, y, 150, 40, PREFILL_LIGHT, stroke=PREFILL, sw=1.5)
            svg.text(x + 75, y + 25, s["pinst"], size=12, anchor="middle")
        else:
            svg.rect(x, y, 150, 40, DECODE_LIGHT, stroke=DECODE, sw=1.5)
            svg.text(x + 75, y + 25, s["dinst"], size=12, anchor="middle")

    # Left panel: high node-affinity cluster
    svg.text(30, 66, s["hi"], size=13, weight="bold")
    node(30, 80, 190, 150, f"{s['node']} A")
    node(250, 80, 190, 150, f"{s['node']} B")
    inst(50, 110, "p")
    inst(50, 165, "p")
    inst(270, 138, "d")
    svg.line(200, 130, 268, 152, stroke=TRANSFER, sw=2.2, arrow="arrowg")
    svg.line(200, 185, 268, 165, stroke=TRANSFER, sw=2.2, arrow="arrowg")
    svg.text(235, 252, s["bad"], size=12, anchor="middle", fill=TRANSFER)
    svg.text(235, 270, s["net"], size=12, anchor="middle", fill=MUTED)

    # Right panel: low node-affinity cluster, matching stages share a node
    svg.text(470, 66, s["lo"], size=13, weight="bold")
    node(470, 80, 400, 150, s["node"] + " C" + s["sep"] + s["stage"])
    inst(490, 115, "p")
    inst(700, 115, "d")
    svg.line(640, 135, 698, 135, stroke=TRANSFER, sw=2.6, arrow="arrowg")
    svg.text(669, 252, s["good"], size=12, anchor="middle", fill=TRANSFER)
    svg.text(669, 270, s["nvlink"], size=12, anchor="middle", fill=MUTED)

    # Bottom: the router in front of both pools
    svg.rect(330, 320, 240, 40, "#eeeeee", stroke=INK, sw=1.2)
    svg.text(450, 345, s["router"], size=13, anchor="middle")
    svg.line(120, 340, 328, 340, arrow=True)
    svg.text(120, 332, s["req"], size=12)
    svg.line(572, 340, 780, 340, arrow=True)
    svg.text(780, 332, s["tokens"], size=12, anchor="end")
    return svg


def fig_relayout(lang: str) -> Svg:
    s = STRINGS[lang]
    svg = figure(900, 380, s["t4_title"])
    svg.text(20, 30, s["t4"], size=17, weight="bold")

    def gpu(x, y, w, label, cells, fill, stroke):
        svg.rect(x, y, w, 62, "#f7f7f7", stroke=MUTED, sw=1.2, rx=6)
        svg.text(x + 8, y + 16, label, size=11, fill=MUTED, weight="bold")
        cw = (w - 16) / len(cells)
        for i, c in enumerate(cells):
            svg.rect(x + 8 + i * cw, y + 24, cw - 4, 28, fill, stroke=stroke, sw=1.2, rx=2)
            svg.text(x + 8 + i * cw + (cw - 4) / 2, y + 43, c, size=11, anchor="middle")

    def panel(x0, title, split):
        svg.text(x0, 64, title, size=13, weight="bold")
        svg.text(x0, 96, s["p_side"], size=12, fill=PREFILL)
        svg.text(x0, 316, s["d_side"], size=12, fill=DECODE)
        h = s["head"]
        for p in range(2):
            cells = [f"{h}{4 * p + i}" for i in range(4)] if split else [s["latent"]]
            gpu(x0 + p * 205, 104, 190, f"{s['gpu']} {p}", cells, PREFILL_LIGHT, PREFILL)
        for d in range(4):
            cells = [f"{h}{2 * d + i}" for i in range(2)] if split else [s["latent"]]
            xd = x0 + d * 102
            gpu(xd, 234, 94, f"{s['gpu']} {d}", cells, DECODE_LIGHT, DECODE)
            src = d // 2  # the same rank for split heads and for the replicated cache
            x_from = x0 + src * 205 + (48 if d % 2 == 0 else 142)
            svg.line(x_from, 168, xd + 47, 232, stroke=TRANSFER, sw=2.0, arrow="arrowg")
        svg.text(x0, 346, s["reads"] if split else s["one_read"], size=12, fill=TRANSFER)

    panel(30, s["gqa"], split=True)
    panel(470, s["mla"], split=False)
    return svg


FIGURES = {
    "timeline": fig_timeline,
    "interference": fig_interference,
    "placement": fig_placement,
    "relayout": fig_relayout,
}


def main() -> None:
    write_figures(__file__, FIGURES)


if __name__ == "__main__":
    main()
