"""Generate the original diagrams of posts/vllm-engine-anatomy.md (English and Chinese).

Run from anywhere: ``python source/_figures/vllm-engine-anatomy-figures.py``.
Writes plain SVG (no scripts, no external fonts) next to this file:
vllm-engine-anatomy-{timeline,blocks,step}.svg and their .zh_CN.svg variants.
"""

from __future__ import annotations

from svg import Style, Svg, write_figures

INK = "#1f2933"
MUTED = "#52606d"
GRID = "#9aa5b1"
C_INPUT = "#d9e2ec"
C_QUEUE = "#f0b429"
C_PREFILL = "#2186eb"
C_DECODE = "#3ebd93"
C_SHARED = "#9446ed"
C_A = "#2186eb"
C_B = "#f08c00"
C_CACHED = "#cbd2d9"
C_EMPTY = "#ffffff"

STRINGS = {
    "en": {
        "t_title": "One request through a vLLM V1 server",
        "t_input": "input processing",
        "t_queue": "waiting",
        "t_prefill": "prefill (one or more chunks)",
        "t_decode": "decode: one token per step",
        "t_arrival": "arrival",
        "t_arrival2": "(tokenization starts)",
        "t_queued": "QUEUED",
        "t_sched": "SCHEDULED",
        "t_first": "first token",
        "t_last": "last token",
        "t_ttft": "TTFT",
        "t_itl": "ITL",
        "t_qt": "queue time",
        "t_pt": "prefill time",
        "t_dt": "decode time",
        "t_e2e": "end-to-end latency",
        "t_front": "frontend (API server) clock",
        "t_core": "engine-core clock",
        "t_tpot": "TPOT of the request = decode time ÷ (output tokens − 1)",
        "b_title": "Block tables map logical blocks to physical blocks",
        "b_sysabbr": "sys",
        "s_d": "D",
        "b_reqA": "request A",
        "b_reqB": "request B",
        "b_sys": "system prompt",
        "b_user": "user turn",
        "b_logical": "logical blocks",
        "b_table": "block table",
        "b_pool": "physical KV blocks on the GPU",
        "b_shared": "shared (ref_cnt 2)",
        "b_onlyA": "A only",
        "b_onlyB": "B only",
        "b_cached": "free, still cached",
        "b_empty": "free, empty",
        "b_partial": "partial",
        "b_chain": "hash chain of full blocks",
        "b_queue": "free queue (LRU)",
        "b_head": "head: evicted first",
        "b_tail": "tail: freed last",
        "s_title": "Each step fills one token budget (max_num_batched_tokens)",
        "s_step": "step",
        "s_dec": "decodes",
        "s_chunk": "prompt X, chunk",
        "s_ychunk": "prompt Y, chunk",
        "s_xdec": "X",
        "s_budget": "token budget",
        "s_note1": "Running requests are scheduled first, one token each (more with speculative decoding).",
        "s_note2": "Whatever budget is left goes to waiting prompts; a prompt that does not fit is cut into chunks.",
        "s_legend_d": "decode token",
        "s_legend_p": "prefill tokens",
    },
    "zh_CN": {
        "t_title": "一个请求在 vLLM V1 服务中的一生",
        "t_input": "输入处理",
        "t_queue": "等待",
        "t_prefill": "预填充（一个或多个分块）",
        "t_decode": "解码：每步一个词元",
        "t_arrival": "到达",
        "t_arrival2": "（开始分词）",
        "t_queued": "QUEUED 入队",
        "t_sched": "SCHEDULED 调度",
        "t_first": "首个词元",
        "t_last": "最后一个词元",
        "t_ttft": "TTFT 首词元时延",
        "t_itl": "ITL",
        "t_qt": "排队时间",
        "t_pt": "预填充时间",
        "t_dt": "解码时间",
        "t_e2e": "端到端时延",
        "t_front": "前端（API 服务器）时钟",
        "t_core": "引擎核心时钟",
        "t_tpot": "请求的 TPOT = 解码时间 ÷（输出词元数 − 1）",
        "b_title": "块表把逻辑块映射到物理块",
        "b_sysabbr": "系统",
        "s_d": "解",
        "b_reqA": "请求 A",
        "b_reqB": "请求 B",
        "b_sys": "系统提示词",
        "b_user": "用户轮次",
        "b_logical": "逻辑块",
        "b_table": "块表",
        "b_pool": "GPU 上的物理 KV 块",
        "b_shared": "共享（引用计数 2）",
        "b_onlyA": "仅 A 使用",
        "b_onlyB": "仅 B 使用",
        "b_cached": "空闲，仍在缓存中",
        "b_empty": "空闲，无内容",
        "b_partial": "未满",
        "b_chain": "满块的哈希链",
        "b_queue": "空闲队列（LRU）",
        "b_head": "队首：最先被驱逐",
        "b_tail": "队尾：最后释放",
        "s_title": "每一步填满一份词元预算（max_num_batched_tokens）",
        "s_step": "第",
        "s_dec": "解码",
        "s_chunk": "提示词 X，分块",
        "s_ychunk": "提示词 Y，分块",
        "s_xdec": "X",
        "s_budget": "词元预算",
        "s_note1": "先调度正在运行的请求，每个一个词元（投机解码时更多）。",
        "s_note2": "剩余预算分给等待中的提示词；放不下的提示词被切成分块。",
        "s_legend_d": "解码词元",
        "s_legend_p": "预填充词元",
    },
}


STYLE = Style(ink=INK, line=MUTED, text_size=12, text_anchor="start")


def figure(width: int, height: int, title: str) -> Svg:
    return Svg(width, height, STYLE, title=title, markers={"arrow": MUTED})


def timeline(lang: str) -> Svg:
    t = STRINGS[lang]
    s = figure(800, 360, t["t_title"])
    s.text(400, 24, t["t_title"], size=15, anchor="middle", weight="bold")
    x_arr, x_q, x_s, x_f, x_l = 50, 150, 250, 430, 730
    # phase bars
    y0, hb = 70, 30
    s.rect(x_arr, y0, x_q - x_arr, hb, C_INPUT)
    s.rect(x_q, y0, x_s - x_q, hb, C_QUEUE)
    s.rect(x_s, y0, x_f - x_s, hb, C_PREFILL)
    s.rect(x_f, y0, x_l - x_f, hb, C_DECODE)
    s.text((x_arr + x_q) / 2, y0 + 20, t["t_input"], anchor="middle", size=11)
    s.text((x_q + x_s) / 2, y0 + 20, t["t_queue"], anchor="middle", size=11)
    s.text((x_s + x_f) / 2, y0 + 20, t["t_prefill"], anchor="middle", size=11, fill="#ffffff")
    s.text((x_f + x_l) / 2, y0 + 20, t["t_decode"], anchor="middle", size=11)
    # prefill chunk separators
    for x in (310, 370):
        s.line(x, y0 + hb - 7, x, y0 + hb, stroke="#ffffff", sw=2)
    # axis
    ya = 140
    s.line(30, ya, 775, ya, stroke=INK, sw=1.2, arrow=True)
    ticks = [
        (x_arr, t["t_arrival"]),
        (x_q, t["t_queued"]),
        (x_s, t["t_sched"]),
        (x_f, t["t_first"]),
        (x_l, t["t_last"]),
    ]
    for x, label in ticks:
        s.line(x, ya - 8, x, ya + 8, stroke=INK, sw=1.5)
        s.text(x, ya + 24, label, anchor="middle", size=11)
    s.text(x_arr, ya + 38, t["t_arrival2"], anchor="middle", size=10, fill=MUTED)
    # decode tokens
    toks = [x_f, 490, 550, 610, 670, x_l]
    for x in toks:
        s.add("circle", cx=x, cy=ya, r=4, fill=C_DECODE, stroke=INK)
    # brackets
    s.bracket(x_q, x_s, 210, t["t_qt"], size=11)
    s.bracket(x_s, x_f, 210, t["t_pt"], size=11)
    s.bracket(x_f, x_l, 210, t["t_dt"], size=11)
    s.bracket(490, 550, 185, t["t_itl"], size=11)
    s.bracket(x_arr, x_f, 250, t["t_ttft"], size=12)
    s.bracket(x_arr, x_l + 20, 290, t["t_e2e"], size=12)
    # clock legend
    s.text(40, 330, "TTFT / " + t["t_e2e"] + ": " + t["t_front"], size=11, fill=MUTED)
    s.text(
        40,
        346,
        t["t_qt"] + " / " + t["t_pt"] + " / " + t["t_dt"] + " / ITL: " + t["t_core"],
        size=11,
        fill=MUTED,
    )
    s.text(775, 346, t["t_tpot"], size=11, anchor="end", fill=INK)
    return s


def blocks(lang: str) -> Svg:
    t = STRINGS[lang]
    s = figure(800, 420, t["b_title"])
    s.text(400, 24, t["b_title"], size=15, anchor="middle", weight="bold")
    bw, bh = 64, 30
    sysn = t["b_sysabbr"]
    # logical blocks of A and B (left)
    s.text(30, 58, t["b_logical"], size=12, weight="bold")
    rows = {
        "A": (90, C_A, [f"{sysn} 0", f"{sysn} 1", "A 2", "A 3"], [True, True, True, False]),
        "B": (190, C_B, [f"{sysn} 0", f"{sysn} 1", "B 2"], [True, True, False]),
    }
    # physical pool (right): 3 rows x 4 columns, ids 0..11
    px, py, pw, ph, gap = 470, 70, 64, 40, 8
    s.text(px, 58, t["b_pool"], size=12, weight="bold")
    state = {
        3: C_SHARED,
        8: C_SHARED,
        1: C_A,
        10: C_A,
        5: C_B,
        0: C_CACHED,
        6: C_CACHED,
        11: C_CACHED,
    }
    pos = {}
    for i in range(12):
        r, c = divmod(i, 4)
        x, y = px + c * (pw + gap), py + r * (ph + gap)
        pos[i] = (x, y)
        s.rect(x, y, pw, ph, state.get(i, C_EMPTY))
        s.text(
            x + pw / 2,
            y + 25,
            f"#{i}",
            anchor="middle",
            size=12,
            fill="#ffffff" if state.get(i) in (C_SHARED, C_A, C_B) else INK,
        )
    mapping = {"A": [3, 8, 1, 10], "B": [3, 8, 5]}
    for name, (y, color, labels, full) in rows.items():
        s.text(
            30,
            y - 8,
            t["b_reqA"] if name == "A" else t["b_reqB"],
            size=12,
            fill=color,
            weight="bold",
        )
        for j, lab in enumerate(labels):
            x = 30 + j * (bw + 6)
            fill = C_SHARED if lab.startswith(sysn) else color
            s.rect(x, y, bw, bh, fill, dash=None if full[j] else "4,3")
            s.text(x + bw / 2, y + 20, lab, anchor="middle", size=11, fill="#ffffff")
        # block table column
        tx = 330
        s.text(tx, y - 8, t["b_table"], size=11, fill=MUTED)
        s.text(tx, y + 20, "[" + ", ".join(f"#{p}" for p in mapping[name]) + "]", size=12)
        # arrows from the block table to the physical blocks it names
        for phys in mapping[name]:
            x2, y2 = pos[phys]
            s.line(tx + 112, y + 15, x2 - 2, y2 + ph / 2, stroke=color, sw=0.8, arrow=True)
    for column, y in ((3, 90), (2, 190)):  # the last logical block of A, then of B
        x = 30 + column * (bw + 6) + bw / 2
        s.text(x, y + bh + 14, t["b_partial"], anchor="middle", size=10, fill=MUTED)
    # legend
    ly = 232
    legend = [
        (C_SHARED, t["b_shared"]),
        (C_A, t["b_onlyA"]),
        (C_B, t["b_onlyB"]),
        (C_CACHED, t["b_cached"]),
        (C_EMPTY, t["b_empty"]),
    ]
    for k, (color, label) in enumerate(legend):
        x = 470 + (k % 2) * 160
        y = ly + (k // 2) * 20
        s.rect(x, y, 14, 14, color, rx=2)
        s.text(x + 20, y + 12, label, size=11)
    # hash chain
    cy = 315
    s.text(30, cy - 14, t["b_chain"], size=12, weight="bold")
    chain = [f"h0 = H(∅, {sysn} 0)", f"h1 = H(h0, {sysn} 1)", "h2 = H(h1, A 2)"]
    for k, lab in enumerate(chain):
        x = 30 + k * 150
        s.rect(x, cy, 130, 28, "#f5f7fa")
        s.text(x + 65, cy + 19, lab, anchor="middle", size=11)
        if k:
            s.line(x - 20, cy + 14, x - 2, cy + 14, arrow=True)
    # free queue
    fy = 375
    s.text(470, fy - 14, t["b_queue"], size=12, weight="bold")
    order = [0, 6, 11, 2, 4, 7, 9]
    for k, b in enumerate(order):
        x = 470 + k * 44
        s.rect(x, fy, 40, 24, state.get(b, C_EMPTY))
        s.text(x + 20, fy + 16, f"#{b}", anchor="middle", size=11)
    s.text(470, fy + 40, t["b_head"], size=10, fill=MUTED)
    s.text(470 + 7 * 44 - 4, fy + 40, t["b_tail"], size=10, anchor="end", fill=MUTED)
    return s


def step(lang: str) -> Svg:
    t = STRINGS[lang]
    s = figure(800, 300, t["s_title"])
    s.text(400, 24, t["s_title"], size=15, anchor="middle", weight="bold")
    x0, unit, bh = 110, 36, 30  # 16 token slots per step
    budget = 16
    steps = [
        ([("D", 1)] * 3, [("X", 13, 1)]),
        ([("D", 1)] * 3, [("X", 13, 2)]),
        ([("D", 1)] * 3 + [("x", 1)], [("Y", 12, 1)]),
    ]
    for r, (decs, pres) in enumerate(steps):
        y = 60 + r * 50
        label = f"{t['s_step']} k+{r}" if t["s_step"] == "step" else f"{t['s_step']} k+{r} 步"
        s.text(x0 - 12, y + 20, label if r else label.replace("k+0", "k"), anchor="end", size=12)
        x = x0
        for name, n in decs:
            s.rect(x, y, unit * n - 2, bh, C_DECODE)
            s.text(
                x + (unit * n - 2) / 2,
                y + 20,
                "X" if name == "x" else t["s_d"],
                anchor="middle",
                size=11,
            )
            x += unit * n
        for name, n, chunk in pres:
            s.rect(x, y, unit * n - 2, bh, C_PREFILL)
            who = t["s_chunk"] if name == "X" else t["s_ychunk"]
            s.text(
                x + (unit * n - 2) / 2,
                y + 20,
                f"{who} {chunk}",
                anchor="middle",
                size=11,
                fill="#ffffff",
            )
            x += unit * n
    # budget bracket
    s.bracket(x0, x0 + unit * budget - 2, 220, t["s_budget"], size=11)
    # legend and notes
    s.rect(x0, 238, 14, 14, C_DECODE, rx=2)
    s.text(x0 + 20, 250, t["s_legend_d"], size=11)
    s.rect(x0 + 150, 238, 14, 14, C_PREFILL, rx=2)
    s.text(x0 + 170, 250, t["s_legend_p"], size=11)
    s.text(30, 274, t["s_note1"], size=11, fill=MUTED)
    s.text(30, 290, t["s_note2"], size=11, fill=MUTED)
    return s


def main() -> None:
    write_figures(__file__, {"timeline": timeline, "blocks": blocks, "step": step})


if __name__ == "__main__":
    main()
