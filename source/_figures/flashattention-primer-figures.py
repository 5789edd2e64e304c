"""Generate the diagrams of posts/flashattention-primer.md (English and zh_CN variants).

Run from anywhere:  python source/_figures/flashattention-primer-figures.py
Writes plain SVG (no scripts, no external fonts) next to this file:
  flashattention-primer-memory.svg     (+ .zh_CN.svg)  memory hierarchy and HBM traffic
  flashattention-primer-tiling.svg     (+ .zh_CN.svg)  tiling with the online-softmax state
  flashattention-primer-timeline.svg   (+ .zh_CN.svg)  FA1 -> FA4 timeline
The figures carry no performance numbers: those live in the article, as cited claims.
"""

from svg import FONT, Style, Svg, write_figures

INK = "#1f2933"
MUTED = "#52606d"
HBM = "#dbeafe"
HBM_EDGE = "#2563eb"
SRAM = "#dcfce7"
SRAM_EDGE = "#16a34a"
HOT = "#fee2e2"
HOT_EDGE = "#dc2626"
GREY = "#e5e7eb"


STYLE = Style(
    ink=INK,
    line=MUTED,
    rect_width=1.2,
    rect_radius=6,
    line_width=1.4,
    arrow=True,
    weight_before_fill=True,
)


def figure(width: int, height: int, title: str) -> Svg:
    return Svg(
        width,
        height,
        STYLE,
        title=title,
        markers={"arr": MUTED},
        root={"role": "img", "font-family": FONT},
    )


# ---------------------------------------------------------------------------------------
# Figure 1: memory hierarchy and what standard attention moves through HBM
# ---------------------------------------------------------------------------------------

MEMORY = {
    "en": {
        "title": "Standard attention versus FlashAttention: what crosses the HBM boundary",
        "a": "(a) Standard attention: three kernels",
        "b": "(b) FlashAttention: one fused kernel",
        "sram": "on-chip SRAM + registers (small, fast)",
        "hbm": "HBM (large, off-chip, slower)",
        "k1": "kernel 1",
        "k1b": "S = QKᵀ",
        "k2": "kernel 2",
        "k2b": "P = softmax(S)",
        "k3": "kernel 3",
        "k3b": "O = PV",
        "fused": "fused kernel: loop over blocks",
        "fused2": "Sᵢⱼ, Pᵢⱼ live only on chip",
        "nn": "N × N",
        "lse": "LSE",
        "note_a": "S and P (N × N) are written to HBM and read back",
        "note_b": "only Q, K, V in; O and one statistic per row out",
    },
    "zh_CN": {
        "title": "标准注意力与 FlashAttention：哪些数据穿过高带宽显存边界",
        "a": "(a) 标准注意力：三个内核",
        "b": "(b) FlashAttention：一个融合内核",
        "sram": "片上 SRAM + 寄存器（容量小、速度快）",
        "hbm": "高带宽显存 HBM（容量大、片外、较慢）",
        "k1": "内核 1",
        "k1b": "S = QKᵀ",
        "k2": "内核 2",
        "k2b": "P = softmax(S)",
        "k3": "内核 3",
        "k3b": "O = PV",
        "fused": "融合内核：逐块循环",
        "fused2": "Sᵢⱼ、Pᵢⱼ 只存在于片上",
        "nn": "N × N",
        "lse": "LSE",
        "note_a": "S 和 P（N × N）写入 HBM 后再读回",
        "note_b": "只读入 Q、K、V；写出 O 和每行一个统计量",
    },
}


def memory_figure(lang):
    t = MEMORY[lang]
    s = figure(880, 372, t["title"])
    for x0, label in ((20, t["a"]), (460, t["b"])):
        s.text(x0 + 200, 28, label, size=15, weight="bold")
        s.rect(x0, 44, 400, 130, SRAM, SRAM_EDGE, rx=10)
        s.text(x0 + 10, 62, t["sram"], size=12, anchor="start", fill=SRAM_EDGE)
        s.rect(x0, 214, 400, 110, HBM, HBM_EDGE, rx=10)
        s.text(x0 + 10, 316, t["hbm"], size=12, anchor="start", fill=HBM_EDGE)

    # (a) three kernels, S and P round-trip through HBM
    kx = [40, 170, 300]
    for x, k, kb in zip(kx, ("k1", "k2", "k3"), ("k1b", "k2b", "k3b"), strict=True):
        s.rect(x, 80, 100, 56, "#ffffff", INK)
        s.text(x + 50, 102, t[k], size=12, fill=MUTED)
        s.text(x + 50, 124, t[kb], size=13)
    tensors_a = [
        ("Q", 30, HBM),
        ("K", 70, HBM),
        ("S", 135, HOT),
        ("P", 225, HOT),
        ("V", 290, HBM),
        ("O", 350, HBM),
    ]
    for name, x, fill in tensors_a:
        w = 56 if fill == HOT else 34
        s.rect(x, 232, w, 34, fill, HOT_EDGE if fill == HOT else HBM_EDGE, rx=4)
        s.text(x + w / 2, 254, name, size=14, weight="bold")
        if fill == HOT:
            s.text(x + w / 2, 284, t["nn"], size=11, fill=HOT_EDGE)
    # arrows: Q,K -> k1 ; k1 -> S ; S -> k2 ; k2 -> P ; P,V -> k3 ; k3 -> O
    s.line(47, 232, 70, 138)
    s.line(87, 232, 95, 138)
    s.line(120, 138, 150, 230, stroke=HOT_EDGE)
    s.line(178, 232, 200, 138, stroke=HOT_EDGE)
    s.line(240, 138, 250, 230, stroke=HOT_EDGE)
    s.line(265, 232, 318, 138, stroke=HOT_EDGE)
    s.line(307, 232, 340, 138)
    s.line(370, 138, 367, 230)
    s.text(220, 352, t["note_a"], size=12, fill=HOT_EDGE)

    # (b) one fused kernel; only Q, K, V in and O + LSE out
    s.rect(520, 80, 280, 64, "#ffffff", INK)
    s.text(660, 104, t["fused"], size=13)
    s.text(660, 128, t["fused2"], size=12, fill=SRAM_EDGE)
    for name, x in (("Q", 490), ("K", 560), ("V", 630), ("O", 740), (t["lse"], 800)):
        w = 44 if name == t["lse"] else 34
        s.rect(x, 232, w, 34, HBM, HBM_EDGE, rx=4)
        s.text(x + w / 2, 254, name, size=14 if len(name) == 1 else 12, weight="bold")
    s.line(507, 232, 560, 146)
    s.line(577, 232, 600, 146)
    s.line(647, 232, 640, 146)
    s.line(740, 146, 757, 230)
    s.line(780, 146, 820, 230)
    s.text(660, 352, t["note_b"], size=12, fill=SRAM_EDGE)
    return s


# ---------------------------------------------------------------------------------------
# Figure 2: tiling and the online-softmax state
# ---------------------------------------------------------------------------------------

TILING = {
    "en": {
        "title": "Tiling: the outer loop walks query blocks, the inner loop walks key/value blocks",
        "kt": "Kᵀ split into column blocks Kⱼ",
        "q": "Q: row blocks Qᵢ",
        "tile": "Sᵢⱼ",
        "inner": "inner loop over j",
        "outer": "outer loop over i (parallel across thread blocks)",
        "state": "state kept on chip for the rows of block i",
        "m": "m: running row max",
        "l": "ℓ: running sum of exp(S − m)",
        "o": "Õ: unnormalised output",
        "step": "for each new tile Sᵢⱼ:",
        "u1": "m′ = max(m, rowmax(Sᵢⱼ))",
        "u2": "ℓ ← e^(m − m′)·ℓ + rowsum(e^(Sᵢⱼ − m′))",
        "u3": "Õ ← e^(m − m′)·Õ + e^(Sᵢⱼ − m′)·Vⱼ",
        "fin": "after the last tile: Oᵢ = Õ / ℓ",
        "causal": "grey tiles: skipped entirely under a causal mask",
        "visited": "tiles already folded into the state",
        "current": "current tile",
    },
    "zh_CN": {
        "title": "分块：外层循环遍历查询块，内层循环遍历键/值块",
        "kt": "Kᵀ 按列切成块 Kⱼ",
        "q": "Q：按行切成块 Qᵢ",
        "tile": "Sᵢⱼ",
        "inner": "内层循环：遍历 j",
        "outer": "外层循环：遍历 i（在线程块之间并行）",
        "state": "块 i 各行保存在片上的状态",
        "m": "m：当前行最大值",
        "l": "ℓ：exp(S − m) 的累加和",
        "o": "Õ：未归一化的输出",
        "step": "每处理一个新块 Sᵢⱼ：",
        "u1": "m′ = max(m, rowmax(Sᵢⱼ))",
        "u2": "ℓ ← e^(m − m′)·ℓ + rowsum(e^(Sᵢⱼ − m′))",
        "u3": "Õ ← e^(m − m′)·Õ + e^(Sᵢⱼ − m′)·Vⱼ",
        "fin": "处理完最后一块：Oᵢ = Õ / ℓ",
        "causal": "灰色块：因果掩码下整块跳过",
        "visited": "已并入状态的块",
        "current": "当前块",
    },
}


def tiling_figure(lang):
    t = TILING[lang]
    s = figure(880, 470, t["title"])
    gx, gy, cell, n = 150, 90, 52, 5  # grid of S tiles
    # K^T column blocks on top
    s.text(gx + cell * n / 2, 30, t["kt"], size=13)
    for j in range(n):
        s.rect(gx + j * cell + 2, 42, cell - 4, 34, HBM, HBM_EDGE, rx=3)
        s.text(gx + j * cell + cell / 2, 64, f"K{'₀₁₂₃₄'[j]}", size=12)
    # Q row blocks on the left
    s.text(12, gy - 14, t["q"], size=13, anchor="start")
    for i in range(n):
        s.rect(70, gy + i * cell + 2, 70, cell - 4, HBM, HBM_EDGE, rx=3)
        s.text(105, gy + i * cell + cell / 2 + 5, f"Q{'₀₁₂₃₄'[i]}", size=12)
    row, col = 2, 2
    for i in range(n):
        for j in range(n):
            x, y = gx + j * cell, gy + i * cell
            if j > i:
                fill, edge = GREY, "#9ca3af"
            elif i == row and j < col:
                fill, edge = SRAM, SRAM_EDGE
            elif i == row and j == col:
                fill, edge = HOT, HOT_EDGE
            else:
                fill, edge = "#ffffff", "#9ca3af"
            s.rect(x + 2, y + 2, cell - 4, cell - 4, fill, edge, rx=3)
    s.text(
        gx + col * cell + cell / 2,
        gy + row * cell + cell / 2 + 5,
        t["tile"],
        size=13,
        weight="bold",
    )
    # inner-loop arrow along the row, outer-loop arrow down the side
    yy = gy + row * cell + cell / 2
    s.line(gx + 4, yy + 18, gx + (col + 1) * cell - 6, yy + 18, stroke=HOT_EDGE)
    s.text(gx + 4, gy + n * cell + 22, t["inner"] + "  →", size=12, anchor="start", fill=HOT_EDGE)
    s.text(gx + 4, gy + n * cell + 42, t["outer"] + "  ↓", size=12, anchor="start", fill=MUTED)
    # legend
    ly = gy + n * cell + 58
    for k, (fill, edge, label) in enumerate(
        (
            (SRAM, SRAM_EDGE, t["visited"]),
            (HOT, HOT_EDGE, t["current"]),
            (GREY, "#9ca3af", t["causal"]),
        )
    ):
        x = 70
        y = ly + k * 20
        s.rect(x, y - 11, 14, 14, fill, edge, rx=2)
        s.text(x + 20, y, label, size=11, anchor="start", fill=MUTED)
    # state box
    bx, by = 480, 60
    s.rect(bx, by, 390, 300, SRAM, SRAM_EDGE, rx=10)
    s.text(bx + 16, by + 28, t["state"], size=13, anchor="start", weight="bold", fill=SRAM_EDGE)
    for k, key in enumerate(("m", "l", "o")):
        s.text(bx + 24, by + 58 + k * 24, "• " + t[key], size=13, anchor="start")
    s.text(bx + 16, by + 150, t["step"], size=13, anchor="start", weight="bold")
    for k, key in enumerate(("u1", "u2", "u3")):
        s.text(bx + 24, by + 178 + k * 26, t[key], size=13, anchor="start", italic=True)
    s.text(bx + 16, by + 270, t["fin"], size=13, anchor="start", weight="bold")
    s.line(gx + (col + 1) * cell, yy, bx - 4, yy, stroke=SRAM_EDGE, dash="5 4")
    return s


# ---------------------------------------------------------------------------------------
# Figure 3: timeline FA1 -> FA4
# ---------------------------------------------------------------------------------------

TIMELINE = {
    "en": {
        "title": "FlashAttention generations: the idea of each and the GPU it was tuned for",
        "items": [
            (
                "FlashAttention",
                "arXiv May 2022 · NeurIPS 2022",
                ["IO-aware tiling + online softmax", "recompute S, P in backward"],
                "Ampere, Turing (1.x)",
            ),
            (
                "FlashAttention-2",
                "arXiv Jul 2023 · ICLR 2024",
                [
                    "fewer non-matmul FLOPs",
                    "parallel over sequence length",
                    "better warp work split",
                ],
                "Ampere, Ada, Hopper",
            ),
            (
                "FlashAttention-3",
                "arXiv Jul 2024 · NeurIPS 2024",
                [
                    "async TMA + WGMMA",
                    "warp specialisation, ping-pong",
                    "FP8 with incoherent processing",
                ],
                "Hopper (H100 / H800)",
            ),
            (
                "FlashAttention-4",
                "arXiv Mar 2026",
                ["software-emulated exp", "conditional rescaling", "TMEM, 2-CTA MMA; CuTe DSL"],
                "Blackwell, Hopper",
            ),
        ],
        "tuned": "tuned for:",
    },
    "zh_CN": {
        "title": "FlashAttention 各代：核心思路与所针对的 GPU",
        "items": [
            (
                "FlashAttention",
                "arXiv 2022 年 5 月 · NeurIPS 2022",
                ["感知 IO 的分块 + 在线 softmax", "反向传播时重算 S、P"],
                "Ampere、Turing（1.x）",
            ),
            (
                "FlashAttention-2",
                "arXiv 2023 年 7 月 · ICLR 2024",
                ["减少非矩阵乘 FLOPs", "沿序列长度并行", "改进 warp 间分工"],
                "Ampere、Ada、Hopper",
            ),
            (
                "FlashAttention-3",
                "arXiv 2024 年 7 月 · NeurIPS 2024",
                ["异步 TMA + WGMMA", "warp 专门化、乒乓调度", "FP8 + 非相干处理"],
                "Hopper（H100 / H800）",
            ),
            (
                "FlashAttention-4",
                "arXiv 2026 年 3 月",
                ["软件模拟 exp", "条件式重缩放", "TMEM、2-CTA MMA；CuTe DSL"],
                "Blackwell、Hopper",
            ),
        ],
        "tuned": "针对：",
    },
}


def timeline_figure(lang):
    t = TIMELINE[lang]
    s = figure(880, 330, t["title"])
    axis_y = 70
    s.line(30, axis_y, 860, axis_y, stroke=INK, sw=2)
    xs = [12, 228, 444, 660]
    for x, (name, when, ideas, hw) in zip(xs, t["items"], strict=True):
        cx = x + 104
        s.add("circle", cx=cx, cy=axis_y, r=7, fill=HBM_EDGE)
        s.text(cx, axis_y - 18, when, size=11, fill=MUTED)
        s.line(cx, axis_y + 8, cx, 100, arrow=False)
        s.rect(x, 100, 208, 210, "#ffffff", HBM_EDGE, rx=10)
        s.text(cx, 126, name, size=15, weight="bold")
        for k, idea in enumerate(ideas):
            s.text(x + 10, 158 + k * 24, "• " + idea, size=11.5, anchor="start")
        s.rect(x + 10, 252, 188, 46, SRAM, SRAM_EDGE, rx=6)
        s.text(cx, 270, t["tuned"], size=11, fill=SRAM_EDGE)
        s.text(cx, 289, hw, size=12, weight="bold")
    return s


def main() -> None:
    figures = {"memory": memory_figure, "tiling": tiling_figure, "timeline": timeline_figure}
    write_figures(__file__, figures)


if __name__ == "__main__":
    main()
