"""Generate the figures of the article 'kv-cache-quantization' (English and Chinese).

Plain SVG written by hand (no plotting library, no embedded fonts, no scripts), so the
text stays text and the Chinese variants differ only in their strings. The numbers on
the memory figure come from source/_code/kv_cache_quantization_kvbytes.py.

Run from the repository root:  python source/_figures/kv-cache-quantization-figures.py
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from svg import FONT, Style, Svg, element, write_figures

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

_spec = importlib.util.spec_from_file_location(
    "kvbytes", ROOT / "source" / "_code" / "kv_cache_quantization_kvbytes.py"
)
kvb = importlib.util.module_from_spec(_spec)
sys.modules["kvbytes"] = kvb
_spec.loader.exec_module(kvb)

# colours (colour-blind-safe Okabe-Ito subset) and greys
BLUE, ORANGE, GREEN, VERMILION, PURPLE = "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7"
INK, GREY, LIGHT = "#222222", "#777777", "#DDDDDD"

TEXT = {
    "en": {
        "mem_desc": "KV-cache memory of one sequence versus context length, for Llama 3.1 8B in "
        "three cache formats and for Llama-2-7B, with 16 GB of nominal BF16 weights "
        "for comparison.",
        "x_axis": "Context length (tokens), one sequence",
        "y_axis": "Memory (GB)",
        "l31_bf16": "Llama 3.1 8B cache, BF16 (8 KV heads)",
        "l31_fp8": "Llama 3.1 8B cache, FP8",
        "l31_q4": "Llama 3.1 8B cache, 4.5 bits (int4 group 64, or FP4 block 16)",
        "l2_fp16": "Llama-2-7B cache, FP16 (32 KV heads), up to its native context length",
        "l2_past": "Llama-2-7B, continued past its native context (dotted)",
        "weights": "8B weights, BF16 (nominal)",
        "gpu": "memory of one A100 80GB",
        "native": "4,096",
        "lay_desc": "How KIVI groups the key cache per channel and the value cache per token, "
        "with the newest tokens kept in full precision.",
        "keys": "Key cache: per-channel scales",
        "values": "Value cache: per-token scales",
        "channels": "channels (head dim) →",
        "tokens": "tokens ↓",
        "outlier": "outlier channel",
        "kgroup1": "one scale + zero-point per channel",
        "kgroup2": "for every G tokens",
        "vgroup1": "one scale + zero-point per token",
        "vgroup2": "for every G channels",
        "quant": "quantized (2 or 4 bits)",
        "resid": "residual window: newest R tokens in FP16",
        "flush": "keys: quantized as one block once R tokens accumulate; values (KIVI): the oldest token is quantized as each new one arrives",
        "bud_desc": "How many 128,000-token requests to Llama 3.1 8B fit next to its weights on "
        "one A100 80GB, for four cache formats.",
        "bud_title": "128,000-token requests to Llama 3.1 8B on one A100 80GB",
        "bud_axis": "GPU memory (GB)",
        "bud_weights": "weights",
        "bud_left": "left over",
        "bud_note": "Upper bounds: activations, the runtime and any full-precision window are left out.",
        "fmt_BF16": "BF16",
        "fmt_FP8": "FP8",
        "fmt_int4, group 64": "int4 or FP4 (4.5 bits)",
        "fmt_int2, group 64": "int2 (2.5 bits)",
        "per_req": "{gb:.1f} GB per request → {n} requests",
    },
    "zh_CN": {
        "mem_desc": "单个序列的 KV 缓存显存随上下文长度的变化：Llama 3.1 8B 的三种缓存格式与 Llama-2-7B，"
        "并与 16 GB 的标称 BF16 权重对比。",
        "x_axis": "上下文长度（词元），单个序列",
        "y_axis": "显存（GB）",
        "l31_bf16": "Llama 3.1 8B 的缓存，BF16（8 个 KV 头）",
        "l31_fp8": "Llama 3.1 8B 的缓存，FP8",
        "l31_q4": "Llama 3.1 8B 的缓存，每元素 4.5 位（int4 分组 64，或 FP4 块大小 16）",
        "l2_fp16": "Llama-2-7B 的缓存，FP16（32 个 KV 头），画到其原生上下文长度为止",
        "l2_past": "Llama-2-7B，超出原生上下文之后（虚线）",
        "weights": "8B 模型权重，BF16（按标称参数量）",
        "gpu": "一块 A100 80GB 的显存",
        "native": "4096",
        "lay_desc": "KIVI 对键缓存按通道分组、对值缓存按词元分组，最新的词元保持全精度。",
        "keys": "键缓存：按通道的缩放因子",
        "values": "值缓存：按词元的缩放因子",
        "channels": "通道（头维度）→",
        "tokens": "词元 ↓",
        "outlier": "离群通道",
        "kgroup1": "每个通道每 G 个词元",
        "kgroup2": "共用一组缩放因子和零点",
        "vgroup1": "每个词元每 G 个通道",
        "vgroup2": "共用一组缩放因子和零点",
        "quant": "已量化（2 或 4 位）",
        "resid": "残差窗口：最新的 R 个词元，FP16",
        "flush": "键：攒满 R 个词元后整块量化；值（KIVI）：每进来一个新词元，最旧的那个就被量化移出窗口",
        "bud_desc": "在一块 A100 80GB 上放下 Llama 3.1 8B 的权重之后，四种缓存格式各能容纳多少个 12.8 万词元的请求。",
        "bud_title": "一块 A100 80GB 上的 Llama 3.1 8B：每个请求 12.8 万词元",
        "bud_axis": "GPU 显存（GB）",
        "bud_weights": "权重",
        "bud_left": "剩余",
        "bud_note": "均为上限：未计激活值、运行时开销和全精度窗口。",
        "fmt_BF16": "BF16",
        "fmt_FP8": "FP8",
        "fmt_int4, group 64": "int4 或 FP4（4.5 位）",
        "fmt_int2, group 64": "int2（2.5 位）",
        "per_req": "每个请求 {gb:.1f} GB → 可容纳 {n} 个",
    },
}


def document(width: int, height: int, desc: str) -> Svg:
    return Svg(
        width,
        height,
        Style(ink=INK, line=INK),
        desc=desc,
        background="#FFFFFF",
        root={"font-family": FONT, "font-size": 13, "fill": INK},
        xml_declaration=True,
    )


def text(
    x: float,
    y: float,
    s: str,
    anchor: str = "start",
    size: int | None = None,
    fill: str | None = None,
    weight: str | None = None,
    rotate: float | None = None,
) -> str:
    """Coordinates to one decimal; a value left out is inherited from the document."""
    return element(
        "text",
        s,
        x=f"{x:.1f}",
        y=f"{y:.1f}",
        text_anchor=anchor,
        font_size=size or None,
        fill=fill or None,
        font_weight=weight or None,
        transform=None if rotate is None else f"rotate({rotate} {x:.1f} {y:.1f})",
    )


# --- Figure 1: memory vs context length -----------------------------------------------------

WEIGHTS_8B_GB = 8e9 * 2 / 1e9  # nominal BF16 weights of an "8B" model
LLAMA2_NATIVE_CONTEXT = 4096  # Llama 2 model card: context length 4k


def memory_figure(lang: str) -> Svg:
    t = TEXT[lang]
    w, h = 760, 470
    left, right, top, bottom = 70, 735, 20, 395
    x_max, y_max = 128_000, 80.0

    def px(tokens: float) -> float:
        return left + (right - left) * tokens / x_max

    def py(gb: float) -> float:
        return bottom - (bottom - top) * gb / y_max

    doc = document(w, h, t["mem_desc"])
    out = doc.parts

    def across(gb: float, colour: str, width: float, dash: str | None = None) -> None:
        """A horizontal line over the whole plot at *gb*."""
        y = f"{py(gb):.1f}"
        out.append(
            element(
                "line",
                x1=left,
                y1=y,
                x2=right,
                y2=y,
                stroke=colour,
                stroke_width=width,
                stroke_dasharray=dash,
            )
        )

    for gb in range(0, 81, 10):
        across(gb, LIGHT, 1)
        out.append(text(left - 8, py(gb) + 4, str(gb), "end", 12, GREY))
    for k in range(0, 129, 16):
        x = px(k * 1000)
        out.append(
            element("line", x1=f"{x:.1f}", y1=bottom, x2=f"{x:.1f}", y2=bottom + 5, stroke=GREY)
        )
        out.append(text(x, bottom + 20, f"{k}k" if k else "0", "middle", 12, GREY))
    out.append(element("line", x1=left, y1=bottom, x2=right, y2=bottom, stroke=INK))
    out.append(element("line", x1=left, y1=top, x2=left, y2=bottom, stroke=INK))
    out.append(text((left + right) / 2, bottom + 42, t["x_axis"], "middle", 13))
    out.append(text(22, (top + bottom) / 2, t["y_axis"], "middle", 13, rotate=-90))

    def series(fn, colour, dash=None, width=2.5, start=0.0, stop=float(x_max), steps=64):
        pts = []
        for i in range(steps + 1):
            tokens = start + (stop - start) * i / steps
            gb = fn(tokens)
            if gb > y_max:
                prev_t = start + (stop - start) * (i - 1) / steps
                prev = fn(prev_t)
                frac = (y_max - prev) / (gb - prev)
                pts.append((px(prev_t + frac * (tokens - prev_t)), py(y_max)))
                break
            pts.append((px(tokens), py(gb)))
        d = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        return element(
            "polyline",
            points=d,
            fill="none",
            stroke=colour,
            stroke_width=width,
            stroke_dasharray=dash or None,
            stroke_linejoin="round",
        )

    l2, l31 = kvb.LLAMA2_7B, kvb.LLAMA31_8B
    q4 = kvb.BYTES_PER_ELEMENT["FP4, block 16"]
    across(80, INK, 1.5, dash="2 4")
    out.append(series(lambda n: WEIGHTS_8B_GB, GREY))
    native = LLAMA2_NATIVE_CONTEXT
    out.append(
        series(lambda n: kvb.kv_cache_bytes(l2, n) / 1e9, VERMILION, "2 4", 1.5, start=native)
    )
    out.append(
        series(lambda n: kvb.kv_cache_bytes(l2, n) / 1e9, VERMILION, width=3, stop=native, steps=4)
    )
    nx, ny = px(native), py(kvb.kv_cache_bytes(l2, native) / 1e9)
    out.append(element("circle", cx=f"{nx:.1f}", cy=f"{ny:.1f}", r=4, fill=VERMILION))
    out.append(text(nx + 8, ny + 4, t["native"], "start", 11, VERMILION))
    out.append(series(lambda n: kvb.kv_cache_bytes(l31, n) / 1e9, BLUE))
    out.append(series(lambda n: kvb.kv_cache_bytes(l31, n, bytes_per_element=1.0) / 1e9, ORANGE))
    out.append(series(lambda n: kvb.kv_cache_bytes(l31, n, bytes_per_element=q4) / 1e9, GREEN))
    out.append(text(right - 4, py(80) + 16, t["gpu"], "end", 12))

    items = [
        (BLUE, None, t["l31_bf16"]),
        (ORANGE, None, t["l31_fp8"]),
        (GREEN, None, t["l31_q4"]),
        (GREY, None, t["weights"]),
        (VERMILION, None, t["l2_fp16"]),
        (VERMILION, "2 4", t["l2_past"]),
    ]
    lx, ly = left + 150, top + 38
    out.append(
        element(
            "rect",
            x=lx - 8,
            y=ly - 16,
            width=500,
            height=len(items) * 19 + 10,
            fill="#FFFFFF",
            fill_opacity=0.92,
            stroke="#CCCCCC",
        )
    )
    for i, (colour, dash, label) in enumerate(items):
        y = ly + i * 19
        out.append(
            element(
                "line",
                x1=lx,
                y1=y - 4,
                x2=lx + 26,
                y2=y - 4,
                stroke=colour,
                stroke_width=2.5,
                stroke_dasharray=dash or None,
            )
        )
        out.append(text(lx + 34, y, label, "start", 12))
    return doc


# --- Figure 3: the memory budget of one GPU ----------------------------------------------------

BUDGET_FORMATS = ("BF16", "FP8", "int4, group 64", "int2, group 64")
BUDGET_TOKENS = 128_000
GPU_GB = 80.0


def budget_figure(lang: str) -> Svg:
    t = TEXT[lang]
    w, h = 780, 385
    left, right, top = 190, 750, 60
    row, bar = 62, 30
    doc = document(w, h, t["bud_desc"])
    out = doc.parts
    out.append(text(20, 30, t["bud_title"], "start", 15, weight="600"))

    def px(gb: float) -> float:
        return left + (right - left) * gb / GPU_GB

    for gb in range(0, 81, 10):
        x = px(gb)
        out.append(
            element(
                "line",
                x1=f"{x:.1f}",
                y1=top - 8,
                x2=f"{x:.1f}",
                y2=top + row * len(BUDGET_FORMATS),
                stroke=LIGHT,
            )
        )
        out.append(text(x, top + row * len(BUDGET_FORMATS) + 18, str(gb), "middle", 12, GREY))
    out.append(
        text((left + right) / 2, top + row * len(BUDGET_FORMATS) + 40, t["bud_axis"], "middle", 13)
    )

    def segment(x: float, w: float, y: float, **style: str | float) -> None:
        """One part of a format's bar: the weights, a request, or what is left over."""
        out.append(element("rect", x=f"{x:.1f}", y=y, width=f"{w:.1f}", height=bar, **style))

    budget = (GPU_GB - WEIGHTS_8B_GB) * 1e9
    for i, fmt in enumerate(BUDGET_FORMATS):
        y = top + i * row
        b = kvb.BYTES_PER_ELEMENT[fmt]
        per_req = kvb.kv_cache_bytes(kvb.LLAMA31_8B, BUDGET_TOKENS, bytes_per_element=b) / 1e9
        n = kvb.sequences_that_fit(kvb.LLAMA31_8B, BUDGET_TOKENS, budget, b)
        out.append(text(left - 10, y + bar / 2 + 5, t["fmt_" + fmt], "end", 13))
        segment(px(0), px(WEIGHTS_8B_GB) - px(0), y, fill=GREY)
        if i == 0:
            out.append(
                text(
                    (px(0) + px(WEIGHTS_8B_GB)) / 2,
                    y + bar / 2 + 5,
                    t["bud_weights"],
                    "middle",
                    12,
                    "#FFFFFF",
                )
            )
        for k in range(n):
            x0 = px(WEIGHTS_8B_GB + k * per_req)
            segment(x0, px(per_req) - px(0), y, fill=BLUE, stroke="#FFFFFF", stroke_width=1.5)
        used = WEIGHTS_8B_GB + n * per_req
        segment(
            px(used), px(GPU_GB) - px(used), y, fill="#FFFFFF", stroke=GREY, stroke_dasharray="3 3"
        )
        if i == 0:
            out.append(
                text(
                    (px(used) + px(GPU_GB)) / 2, y + bar / 2 + 5, t["bud_left"], "middle", 12, GREY
                )
            )
        out.append(
            text(px(WEIGHTS_8B_GB), y + bar + 16, t["per_req"].format(gb=per_req, n=n), "start", 12)
        )
    out.append(text(20, h - 10, t["bud_note"], "start", 12, GREY))
    return doc


# --- Figure 2: KIVI grouping and the residual window -----------------------------------------


def layout_figure(lang: str) -> Svg:
    t = TEXT[lang]
    w, h = 880, 450
    cols, rows, cell = 8, 12, 22
    quant_rows = 8  # rows 0..7 quantized, 8..11 residual window
    doc = document(w, h, t["lay_desc"])
    out = doc.parts

    def grid(x0: float, y0: float, outlier: int | None) -> list[str]:
        parts = []
        for r in range(rows):
            for c in range(cols):
                resid = r >= quant_rows
                fill = "#FCE9D2" if resid else "#D9E8F5"
                if outlier is not None and c == outlier and not resid:
                    fill = "#8FB8DE"
                if outlier is not None and c == outlier and resid:
                    fill = "#F4C48F"
                parts.append(
                    element(
                        "rect",
                        x=x0 + c * cell,
                        y=y0 + r * cell,
                        width=cell,
                        height=cell,
                        fill=fill,
                        stroke="#FFFFFF",
                        stroke_width=1.5,
                    )
                )
        # boundary between quantized part and residual window
        yb = y0 + quant_rows * cell
        parts.append(
            element(
                "line",
                x1=x0 - 6,
                y1=yb,
                x2=x0 + cols * cell + 6,
                y2=yb,
                stroke=VERMILION,
                stroke_width=2,
                stroke_dasharray="5 3",
            )
        )
        return parts

    def group(x: float, y: float, w: float, h: float) -> None:
        """One quantization group, outlined on the grid."""
        out.append(
            element("rect", x=x, y=y, width=w, height=h, fill="none", stroke=INK, stroke_width=2.5)
        )

    def annotate(x0: float, y0: float, note: str, note_at: float, lead: tuple[int, float]) -> None:
        """A grid's axis labels, and the two-line note on its groups with a leader line from
        the group (column, row) *lead*, in cells."""
        out.append(text(x0, y0 + rows * cell + 22, t["channels"], "start", 12, GREY))
        out.append(text(x0 - 12, y0 + 4 * cell, t["tokens"], "middle", 12, GREY, rotate=-90))
        for i, key in enumerate((note + "1", note + "2")):
            out.append(
                text(x0 + cols * cell + 14, y0 + note_at * cell + 16 * i, t[key], "start", 12)
            )
        y = y0 + lead[1] * cell
        out.append(
            element(
                "line",
                x1=x0 + lead[0] * cell + 2,
                y1=y,
                x2=x0 + cols * cell + 10,
                y2=y,
                stroke=INK,
                stroke_width=1,
            )
        )

    # left: keys, one group per channel for every G tokens (G = 4 in the drawing)
    kx, ky = 60, 70
    out.append(text(kx, 40, t["keys"], "start", 15, weight="600"))
    out += grid(kx, ky, outlier=5)
    group(kx + 2 * cell, ky, cell, 4 * cell)
    group(kx + 5 * cell, ky + 4 * cell, cell, 4 * cell)
    out.append(text(kx + 5.5 * cell, ky - 8, t["outlier"], "middle", 11, GREY))
    annotate(kx, ky, "kgroup", 1.6, (3, 1.3))

    # right: values, one group per token for every G channels
    vx, vy = 480, 70
    out.append(text(vx, 40, t["values"], "start", 15, weight="600"))
    out += grid(vx, vy, outlier=None)
    group(vx, vy + 2 * cell, 4 * cell, cell)
    group(vx + 4 * cell, vy + 5 * cell, 4 * cell, cell)
    annotate(vx, vy, "vgroup", 2.6, (4, 2.5))

    # legend and flush note
    ly = ky + rows * cell + 58
    out.append(element("rect", x="60", y=ly - 12, width=16, height=16, fill="#D9E8F5"))
    out.append(text(84, ly + 1, t["quant"], "start", 12))
    out.append(element("rect", x="300", y=ly - 12, width=16, height=16, fill="#FCE9D2"))
    out.append(text(324, ly + 1, t["resid"], "start", 12))
    out.append(
        element(
            "line",
            x1="60",
            y1=ly + 26,
            x2="86",
            y2=ly + 26,
            stroke=VERMILION,
            stroke_width=2,
            stroke_dasharray="5 3",
        )
    )
    out.append(text(94, ly + 30, t["flush"], "start", 12))
    return doc


def main() -> None:
    figures = {"memory": memory_figure, "layout": layout_figure, "budget": budget_figure}
    write_figures(__file__, figures)


if __name__ == "__main__":
    main()
