"""Generate the diagrams of source/posts/sglang-frontend-to-runtime.md (English and Chinese).

Plain SVG, no scripts, no external fonts. Run from anywhere:

    python source/_figures/sglang-frontend-to-runtime-figures.py

It writes, next to this file, for each figure NAME:
    sglang-frontend-to-runtime-NAME.svg         (English)
    sglang-frontend-to-runtime-NAME.zh_CN.svg   (Chinese; every visible string translated)
The diagrams are schematic: they show mechanisms, not measurements.
"""

from __future__ import annotations

from svg import Style, Svg, write_figures

INK = "#1f2937"
MUTED = "#6b7280"
NEW = "#d1fae5"  # newly inserted node
NEW_EDGE = "#059669"
HIT = "#dbeafe"  # reused (cache hit)
HIT_EDGE = "#2563eb"
CACHED = "#f3f4f6"  # cached, not touched
CACHED_EDGE = "#9ca3af"
EVICT_EDGE = "#dc2626"
PANEL = "#fafafa"


DASH = "5 4"
STYLE = Style(
    ink=INK, line=INK, rect_width=1.5, rect_radius=6, line_width=1.5, dash_before_marker=True
)


def figure(width: int, height: int, title: str, desc: str) -> Svg:
    return Svg(
        width,
        height,
        STYLE,
        title=title,
        desc=desc,
        markers={"arrow": INK},
        markers_after_background=True,
    )


# ---------------------------------------------------------------- strings

T = {
    "en": {
        "radix_title": "A radix tree of token sequences growing across four moments",
        "radix_desc": (
            "Four panels. 1: the first request inserts one edge holding the system prompt, "
            "question and answer. 2: a second request shares the system prompt; the edge is "
            "split and only the new question is computed. 3: a program forks two branches "
            "after a shared question; the nodes in use carry reference counts. 4: under memory "
            "pressure the least recently used leaf with reference count zero is evicted while "
            "nodes held by running requests are protected."
        ),
        "p1": "① request A arrives",
        "p2": "② request B: same system prompt",
        "p3": "③ program forks two branches",
        "p4": "④ memory full: evict an LRU leaf",
        "root": "root",
        "sys_qa": "SYS · Q-A · ans-A",
        "sys": "SYS",
        "qa": "Q-A·ans-A",
        "qb": "Q-B·ans-B",
        "qc": "Q-C",
        "b1": "branch 1",
        "b2": "branch 2",
        "ref1": "ref 1",
        "ref2": "ref 2",
        "ref0": "ref 0",
        "evicted": "evicted",
        "evicted_ref": "evicted (ref 0)",
        "legend_new": "new (computed)",
        "legend_hit": "reused (cache hit)",
        "legend_cached": "cached, idle",
        "legend_evict": "evicted",
        "note": "Edges hold runs of tokens; each node owns the KV cache of its run. "
        "SYS = shared system prompt.",
        # boundary figure
        "b_title": "Where the SGLang frontend ends and the SRT runtime begins",
        "b_desc": (
            "Left: a Python process runs an @function program in the frontend interpreter, one "
            "stream executor per program state, with fork creating more. Middle: it talks to "
            "the runtime over HTTP, sending full prompts, a prefix before a fork, choices for "
            "select and regular-expression constraints. Right: the SRT server, with a "
            "tokenizer manager, a scheduler that owns the radix cache and the scheduling policy, "
            "model workers running the GPUs, and a detokenizer. OpenAI-compatible clients reach "
            "the same runtime without the frontend."
        ),
        "front": "Frontend (your Python process)",
        "front_1": "@function program",
        "front_2": "interpreter: one stream",
        "front_2b": "executor per state",
        "front_3": "fork → parallel states",
        "front_4": "run_batch → many programs",
        "wire": "HTTP /generate",
        "wire_1": "full prompt text on every call",
        "wire_2": "shared prefix sent before a fork",
        "wire_3": "select: choices scored by logprobs",
        "wire_4": "gen: regex / JSON-schema constraint",
        "wire_back": "generated text, logprobs, meta info → state variables",
        "srt": "SRT runtime (server processes)",
        "srt_1": "HTTP server + tokenizer manager",
        "srt_2": "scheduler",
        "srt_2a": "radix cache · schedule policy · batches",
        "srt_3": "model workers (TP / DP / EP)",
        "srt_3a": "attention kernels, KV pool on GPU",
        "srt_4": "detokenizer → streamed text",
        "other": "OpenAI-compatible clients use the same runtime without the frontend",
        # blocks vs tokens
        "h_title": "Prefix reuse at block granularity (hashed blocks) and at token granularity (radix tree)",
        "h_desc": (
            "Two requests share their first ten tokens. Top: with hashed blocks of four tokens, "
            "each full block is identified by a hash of its parent's hash and its own tokens; "
            "the two full shared blocks hit, the third block differs in two tokens and misses, "
            "so eight tokens are reused. Bottom: a radix tree with a page size of one token "
            "matches all ten shared tokens and splits the edge where the prompts diverge."
        ),
        "h_top": "Hashed blocks (block size 4), as in vLLM's automatic prefix caching",
        "h_bottom": "Radix tree over tokens (page size 1), as in SGLang's RadixAttention",
        "req1": "request 1",
        "req2": "request 2",
        "h_hit": "hit",
        "h_miss": "miss",
        "h_hash1": "h1 = hash(∅, t1–t4)",
        "h_hash2": "h2 = hash(h1, t5–t8)",
        "h_hash3": "h3 = hash(h2, t9–t12)",
        "h_reuse_blocks": "reused: 8 of 10 shared tokens (2 full blocks)",
        "h_reuse_tokens": "reused: all 10 shared tokens; the edge splits at t11",
        "shared": "shared",
        "own1": "request 1 only",
        "own2": "request 2 only",
        "h_foot": "Schematic: the block size and prompt lengths are illustrative; t11′ and t12′ differ from t11 and t12.",
    },
    "zh_CN": {
        "radix_title": "词元序列基数树在四个时刻的生长过程",
        "radix_desc": (
            "四个面板。1：第一个请求插入一条边，包含系统提示词、问题和回答。2：第二个请求共享系统提示词，"
            "边被拆分，只需计算新的问题。3：程序在共享问题之后分叉出两个分支，正在使用的节点带有引用计数。"
            "4：显存吃紧时，引用计数为零、最近最少使用的叶子被驱逐，正在运行的请求所持有的节点受到保护。"
        ),
        "p1": "① 请求 A 到达",
        "p2": "② 请求 B：系统提示词相同",
        "p3": "③ 程序分叉出两个分支",
        "p4": "④ 显存已满：驱逐 LRU 叶子",
        "root": "根",
        "sys_qa": "系统 · 问A · 答A",
        "sys": "系统",
        "qa": "问A·答A",
        "qb": "问B·答B",
        "qc": "问C",
        "b1": "分支 1",
        "b2": "分支 2",
        "ref1": "引用 1",
        "ref2": "引用 2",
        "ref0": "引用 0",
        "evicted": "已驱逐",
        "evicted_ref": "已驱逐（引用 0）",
        "legend_new": "新增（需计算）",
        "legend_hit": "复用（缓存命中）",
        "legend_cached": "已缓存、空闲",
        "legend_evict": "已驱逐",
        "note": "边上是一段词元；每个节点持有其词元段的 KV 缓存。“系统”指共享的系统提示词。",
        "b_title": "SGLang 前端在哪里结束，SRT 运行时从哪里开始",
        "b_desc": (
            "左：Python 进程在前端解释器中运行 @function 程序，每个程序状态对应一个流执行器，fork 会创建更多状态。"
            "中：前端通过 HTTP 与运行时通信，发送完整提示词、分叉前先发送共享前缀、select 的候选项以及正则约束。"
            "右：SRT 服务器，包括分词管理器、持有基数树缓存与调度策略的调度器、驱动 GPU 的模型工作进程和反分词器。"
            "兼容 OpenAI 的客户端不经过前端，直接使用同一个运行时。"
        ),
        "front": "前端（你的 Python 进程）",
        "front_1": "@function 程序",
        "front_2": "解释器：每个状态",
        "front_2b": "一个流执行器",
        "front_3": "fork → 并行状态",
        "front_4": "run_batch → 多个程序",
        "wire": "HTTP 接口 /generate",
        "wire_1": "每次调用都发送完整提示词",
        "wire_2": "分叉前先发送共享前缀",
        "wire_3": "select：按对数概率为候选项打分",
        "wire_4": "gen：正则 / JSON Schema 约束",
        "wire_back": "生成文本、对数概率、元信息 → 状态变量",
        "srt": "SRT 运行时（服务器进程）",
        "srt_1": "HTTP 服务 + 分词管理器",
        "srt_2": "调度器",
        "srt_2a": "基数树缓存 · 调度策略 · 组批",
        "srt_3": "模型工作进程（TP / DP / EP）",
        "srt_3a": "注意力内核，GPU 上的 KV 池",
        "srt_4": "反分词器 → 流式文本",
        "other": "兼容 OpenAI 的客户端不经过前端，直接使用同一个运行时",
        "h_title": "按块粒度（哈希块）与按词元粒度（基数树）复用前缀",
        "h_desc": (
            "两个请求的前十个词元相同。上：块大小为四个词元的哈希块中，每个满块由父块哈希与本块词元共同标识；"
            "两个共享的满块命中，第三个块有两个词元不同而未命中，因此复用八个词元。"
            "下：页大小为一个词元的基数树匹配全部十个共享词元，并在两个提示词分叉处拆分边。"
        ),
        "h_top": "哈希块（块大小 4），即 vLLM 自动前缀缓存的做法",
        "h_bottom": "词元基数树（页大小 1），即 SGLang RadixAttention 的做法",
        "req1": "请求 1",
        "req2": "请求 2",
        "h_hit": "命中",
        "h_miss": "未命中",
        "h_hash1": "h1 = hash(∅, t1–t4)",
        "h_hash2": "h2 = hash(h1, t5–t8)",
        "h_hash3": "h3 = hash(h2, t9–t12)",
        "h_reuse_blocks": "复用：10 个共享词元中的 8 个（2 个满块）",
        "h_reuse_tokens": "复用：全部 10 个共享词元；边在 t11 处拆分",
        "shared": "共享",
        "own1": "仅请求 1",
        "own2": "仅请求 2",
        "h_foot": "示意图：块大小与提示词长度仅为示例；t11′、t12′ 与 t11、t12 不同。",
    },
}


# ---------------------------------------------------------------- figure 1: radix tree


def node(svg, cx, y, label, kind, w=None, badge=None):
    fills = {
        "new": (NEW, NEW_EDGE),
        "hit": (HIT, HIT_EDGE),
        "cached": (CACHED, CACHED_EDGE),
        "evict": ("#ffffff", EVICT_EDGE),
        "root": ("#ffffff", INK),
    }
    fill, stroke = fills[kind]
    w = w or max(56, 9 * len(label) + 18)
    svg.rect(cx - w / 2, y, w, 28, fill, stroke, dash=DASH if kind == "evict" else None)
    svg.text(cx, y + 19, label, size=11, fill=(EVICT_EDGE if kind == "evict" else INK))
    if badge:
        svg.rect(cx + w / 2 - 22, y - 11, 44, 16, "#fff7ed", "#ea580c", rx=8, sw=1)
        svg.text(cx + w / 2, y + 1, badge, size=10, fill="#9a3412")
    return (cx, y, y + 28)


def edge(svg, parent, child, dash=None):
    svg.line(parent[0], parent[2], child[0], child[1], stroke=MUTED, dash=dash)


def forked_panel(svg, t, cx, evicting):
    """The program's fork (ref counts on the nodes in use): just computed, or reused while
    the least recently used idle leaf, Q-A, is evicted."""
    branch = "hit" if evicting else "new"
    r = node(svg, cx, 55, t["root"], "root")
    s = node(svg, cx, 115, t["sys"], "hit", badge=t["ref2"])
    qa = node(svg, cx - 80, 185, t["qa"], "evict" if evicting else "cached", w=76)
    qc = node(svg, cx, 185, t["qc"], branch, w=56, badge=t["ref2"])
    qb = node(svg, cx + 80, 185, t["qb"], "cached", w=76)
    b1 = node(svg, cx - 38, 255, t["b1"], branch, w=64, badge=t["ref1"])
    b2 = node(svg, cx + 38, 255, t["b2"], branch, w=64, badge=t["ref1"])
    edge(svg, r, s)
    edge(svg, s, qa, dash=DASH if evicting else None)
    edge(svg, s, qb)
    edge(svg, s, qc)
    edge(svg, qc, b1)
    edge(svg, qc, b2)


def radix_figure(lang: str) -> Svg:
    t = T[lang]
    W, H = 1000, 400
    svg = figure(W, H, t["radix_title"], t["radix_desc"])
    pw = 238
    for i, key in enumerate(["p1", "p2", "p3", "p4"]):
        x0 = 10 + i * (pw + 10)
        svg.rect(x0, 10, pw, 300, PANEL, "#e5e7eb", rx=8, sw=1)
        svg.text(x0 + pw / 2, 34, t[key], size=13, weight="bold")

    # panel 1
    cx = 10 + pw / 2
    r = node(svg, cx, 55, t["root"], "root")
    a = node(svg, cx, 125, t["sys_qa"], "new", w=200)
    edge(svg, r, a)

    # panel 2
    cx = 10 + pw + 10 + pw / 2
    r = node(svg, cx, 55, t["root"], "root")
    s = node(svg, cx, 115, t["sys"], "hit")
    qa = node(svg, cx - 58, 185, t["qa"], "cached", w=108)
    qb = node(svg, cx + 58, 185, t["qb"], "new", w=108)
    edge(svg, r, s)
    edge(svg, s, qa)
    edge(svg, s, qb)

    # panels 3 and 4: children ordered Q-A, Q-C, Q-B so the fork fits under the middle child
    forked_panel(svg, t, 10 + 2 * (pw + 10) + pw / 2, evicting=False)
    cx = 10 + 3 * (pw + 10) + pw / 2
    forked_panel(svg, t, cx, evicting=True)
    svg.text(cx - 80, 230, t["evicted_ref"], size=11, fill=EVICT_EDGE, italic=True)

    # legend
    ly = 330
    items = [
        (NEW, NEW_EDGE, None, "legend_new"),
        (HIT, HIT_EDGE, None, "legend_hit"),
        (CACHED, CACHED_EDGE, None, "legend_cached"),
        ("#ffffff", EVICT_EDGE, DASH, "legend_evict"),
    ]
    x = 40
    for fill, stroke, dash, key in items:
        svg.rect(x, ly, 26, 16, fill, stroke, dash=dash, rx=4)
        svg.text(x + 34, ly + 13, t[key], size=12, anchor="start")
        x += 220
    svg.text(W / 2, 382, t["note"], size=12, fill=MUTED)
    return svg


# ---------------------------------------------------------------- figure 2: boundary


def boundary_figure(lang: str) -> Svg:
    t = T[lang]
    W, H = 1000, 420
    svg = figure(W, H, t["b_title"], t["b_desc"])
    # frontend column
    svg.rect(15, 15, 280, 340, "#f5f3ff", "#7c3aed", rx=10)
    svg.text(155, 42, t["front"], size=14, weight="bold")
    ys = [70, 140, 210, 280]
    labels = [
        (t["front_1"], None),
        (t["front_2"], t["front_2b"]),
        (t["front_3"], None),
        (t["front_4"], None),
    ]
    for y, (l1, l2) in zip(ys, labels, strict=True):
        svg.rect(40, y, 230, 50, "#ffffff", "#a78bfa")
        if l2:
            svg.text(155, y + 22, l1, size=13)
            svg.text(155, y + 40, l2, size=13)
        else:
            svg.text(155, y + 30, l1, size=13)
    for y in ys[:-1]:
        svg.line(155, y + 50, 155, y + 70, arrow=True)

    # wire
    svg.text(500, 60, t["wire"], size=14, weight="bold")
    wires = [t["wire_1"], t["wire_2"], t["wire_3"], t["wire_4"]]
    for i, w in enumerate(wires):
        y = 100 + i * 55
        svg.line(305, y, 690, y, arrow=True)
        svg.text(497, y - 8, w, size=12)
    svg.line(690, 330, 305, 330, stroke=MUTED, dash=DASH, arrow=True)
    svg.text(497, 322, t["wire_back"], size=12, fill=MUTED)

    # srt column
    svg.rect(700, 15, 285, 340, "#ecfeff", "#0891b2", rx=10)
    svg.text(842, 42, t["srt"], size=14, weight="bold")
    boxes = [
        (70, t["srt_1"], None),
        (140, t["srt_2"], t["srt_2a"]),
        (210, t["srt_3"], t["srt_3a"]),
        (280, t["srt_4"], None),
    ]
    for y, l1, l2 in boxes:
        svg.rect(720, y, 245, 50, "#ffffff", "#22d3ee")
        if l2:
            svg.text(842, y + 21, l1, size=13, weight="bold" if y == 140 else "normal")
            svg.text(842, y + 40, l2, size=11, fill=MUTED)
        else:
            svg.text(842, y + 30, l1, size=13)
    for y, *_ in boxes[:-1]:
        svg.line(842, y + 50, 842, y + 70, arrow=True)

    # other clients
    svg.rect(560, 370, 425, 36, "#ffffff", CACHED_EDGE, dash=DASH)
    svg.text(772, 393, t["other"], size=12, fill=MUTED)
    svg.line(772, 370, 842, 332, stroke=MUTED, dash=DASH, arrow=True)
    return svg


# ---------------------------------------------------------------- figure 3: blocks vs tokens


def hash_figure(lang: str) -> Svg:
    t = T[lang]
    W, H = 1000, 390
    svg = figure(W, H, t["h_title"], t["h_desc"])
    cell = 44
    x0 = 150

    def tokens(y, n_shared, own_key, req_key):
        svg.text(x0 - 12, y + 21, t[req_key], size=12, anchor="end")
        for i in range(12):
            shared = i < n_shared
            fill = HIT if shared else ("#fef3c7" if own_key == "own1" else "#fce7f3")
            stroke = HIT_EDGE if shared else ("#d97706" if own_key == "own1" else "#db2777")
            svg.rect(x0 + i * cell, y, cell - 4, 30, fill, stroke, rx=4, sw=1.2)
            mark = "′" if (not shared and own_key == "own2") else ""
            svg.text(x0 + i * cell + (cell - 4) / 2, y + 20, f"t{i + 1}{mark}", size=11)

    # top: hashed blocks
    svg.text(20, 30, t["h_top"], size=14, anchor="start", weight="bold")
    tokens(45, 10, "own1", "req1")
    tokens(85, 10, "own2", "req2")
    for b in range(3):
        bx = x0 + b * 4 * cell - 3
        hit = b < 2
        svg.rect(
            bx,
            40,
            4 * cell + 2,
            80,
            "none",
            NEW_EDGE if hit else EVICT_EDGE,
            dash=None if hit else DASH,
            rx=6,
            sw=2,
        )
        svg.text(bx + 2 * cell, 140, t[f"h_hash{b + 1}"], size=12)
        svg.text(
            bx + 2 * cell,
            158,
            t["h_hit"] if hit else t["h_miss"],
            size=12,
            fill=NEW_EDGE if hit else EVICT_EDGE,
            weight="bold",
        )
    svg.text(x0 + 12 * cell + 10, 110, t["h_reuse_blocks"], size=12, anchor="start", fill=INK)

    # bottom: radix tree over tokens
    svg.text(20, 210, t["h_bottom"], size=14, anchor="start", weight="bold")
    y = 250
    svg.text(x0 - 12, y + 21, t["shared"], size=12, anchor="end")
    for i in range(10):
        svg.rect(x0 + i * cell, y, cell - 4, 30, HIT, HIT_EDGE, rx=4, sw=1.2)
        svg.text(x0 + i * cell + (cell - 4) / 2, y + 20, f"t{i + 1}", size=11)
    svg.rect(x0 - 3, y - 5, 10 * cell + 2, 40, "none", NEW_EDGE, rx=6, sw=2)
    split_x = x0 + 10 * cell
    for _k, (dy, key, fill, stroke) in enumerate(
        [(-40, "own1", "#fef3c7", "#d97706"), (40, "own2", "#fce7f3", "#db2777")]
    ):
        yy = y + dy
        svg.line(split_x - 2, y + 15, split_x + 18, yy + 15, stroke=MUTED)
        for j in range(2):
            svg.rect(split_x + 20 + j * cell, yy, cell - 4, 30, fill, stroke, rx=4, sw=1.2)
            mark = "′" if key == "own2" else ""
            svg.text(split_x + 20 + j * cell + (cell - 4) / 2, yy + 20, f"t{11 + j}{mark}", size=11)
        svg.text(split_x + 20 + 2 * cell + 6, yy + 20, t[key], size=12, anchor="start", fill=MUTED)
    svg.text(x0, y + 90, t["h_reuse_tokens"], size=12, anchor="start")
    svg.text(W / 2, 375, t["h_foot"], size=11, fill=MUTED)
    return svg


FIGURES = {"radix-tree": radix_figure, "boundary": boundary_figure, "blocks-vs-tokens": hash_figure}


def main() -> None:
    write_figures(__file__, FIGURES)


if __name__ == "__main__":
    main()
