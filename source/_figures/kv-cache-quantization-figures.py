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
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FONT = "system-ui, -apple-system, 'Segoe UI', 'Noto Sans CJK SC', 'PingFang SC', sans-serif"

_spec = importlib.util.spec_from_file_location(
    "kvbytes", ROOT / "source" / "_code" / "kv_cache_quantization_kvbytes.py")
kvb = importlib.util.module_from_spec(_spec)
sys.modules["kvbytes"] = kvb
_spec.loader.exec_module(kvb)

# colours (colour-blind-safe Okabe-Ito subset) and greys
BLUE, ORANGE, GREEN, VERMILION, PURPLE = "#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7"
INK, GREY, LIGHT = "#222222", "#777777", "#DDDDDD"

TEXT = {
    "en": {
        "mem_desc": "KV-cache memory versus context length for one sequence, with the FP16 "
                    "weights of a 7B model for comparison.",
        "x_axis": "Context length (tokens), batch size 1",
        "y_axis": "Memory (GB)",
        "l2_fp16": "Llama-2-7B KV cache, FP16 (32 KV heads)",
        "l2_int4": "Llama-2-7B KV cache, int4, group 64 (+128 FP16 tokens)",
        "l3_bf16": "Llama-3-8B KV cache, BF16 (GQA: 8 KV heads)",
        "weights": "7B weights, FP16 (nominal)",
        "total": "Llama-2-7B weights + FP16 cache",
        "gpu": "80 GB of GPU memory",
        "cross": "cache = weights at ≈26.7k tokens",
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
    },
    "zh_CN": {
        "mem_desc": "单个序列的 KV 缓存显存随上下文长度的变化，并与 7B 模型的 FP16 权重对比。",
        "x_axis": "上下文长度（词元），批大小为 1",
        "y_axis": "显存（GB）",
        "l2_fp16": "Llama-2-7B 的 KV 缓存，FP16（32 个 KV 头）",
        "l2_int4": "Llama-2-7B 的 KV 缓存，int4，分组 64（另有 128 个 FP16 词元）",
        "l3_bf16": "Llama-3-8B 的 KV 缓存，BF16（GQA：8 个 KV 头）",
        "weights": "7B 模型权重，FP16（按标称参数量）",
        "total": "Llama-2-7B 权重 + FP16 缓存",
        "gpu": "80 GB 显存",
        "cross": "约 2.67 万词元时缓存与权重相当",
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
    },
}


def svg_open(width: int, height: int, desc: str) -> list[str]:
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="{FONT}" font-size="13" fill="{INK}">',
        f"<desc>{escape(desc)}</desc>",
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#FFFFFF"/>',
    ]


def text(x: float, y: float, s: str, anchor: str = "start", size: int | None = None,
         fill: str | None = None, weight: str | None = None, rotate: float | None = None) -> str:
    attrs = [f'x="{x:.1f}"', f'y="{y:.1f}"', f'text-anchor="{anchor}"']
    if size:
        attrs.append(f'font-size="{size}"')
    if fill:
        attrs.append(f'fill="{fill}"')
    if weight:
        attrs.append(f'font-weight="{weight}"')
    if rotate is not None:
        attrs.append(f'transform="rotate({rotate} {x:.1f} {y:.1f})"')
    return f"<text {' '.join(attrs)}>{escape(s)}</text>"


# --- Figure 1: memory vs context length -----------------------------------------------------

def memory_figure(lang: str) -> str:
    t = TEXT[lang]
    w, h = 760, 470
    left, right, top, bottom = 70, 735, 20, 395
    x_max, y_max = 128_000, 80.0

    def px(tokens: float) -> float:
        return left + (right - left) * tokens / x_max

    def py(gb: float) -> float:
        return bottom - (bottom - top) * gb / y_max

    out = svg_open(w, h, t["mem_desc"])
    # grid and axes
    for gb in range(0, 81, 10):
        y = py(gb)
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{right}" y2="{y:.1f}" stroke="{LIGHT}" '
                   'stroke-width="1"/>')
        out.append(text(left - 8, y + 4, str(gb), "end", 12, GREY))
    for k in range(0, 129, 16):
        x = px(k * 1000)
        out.append(f'<line x1="{x:.1f}" y1="{bottom}" x2="{x:.1f}" y2="{bottom + 5}" stroke="{GREY}"/>')
        out.append(text(x, bottom + 20, f"{k}k" if k else "0", "middle", 12, GREY))
    out.append(f'<line x1="{left}" y1="{bottom}" x2="{right}" y2="{bottom}" stroke="{INK}"/>')
    out.append(f'<line x1="{left}" y1="{top}" x2="{left}" y2="{bottom}" stroke="{INK}"/>')
    out.append(text((left + right) / 2, bottom + 42, t["x_axis"], "middle", 13))
    out.append(text(22, (top + bottom) / 2, t["y_axis"], "middle", 13, rotate=-90))

    weights_gb = 7e9 * 2 / 1e9

    def series(fn, colour, dash=None, width=2.5):
        pts = []
        for i in range(0, 65):
            tokens = x_max * i / 64
            gb = fn(tokens)
            if gb > y_max:
                # clip at the top edge
                prev_t = x_max * (i - 1) / 64
                prev = fn(prev_t)
                frac = (y_max - prev) / (gb - prev)
                pts.append((px(prev_t + frac * (tokens - prev_t)), py(y_max)))
                break
            pts.append((px(tokens), py(gb)))
        d = " ".join(f"{x:.1f},{y:.1f}" for x, y in pts)
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        return (f'<polyline points="{d}" fill="none" stroke="{colour}" stroke-width="{width}"'
                f'{dash_attr} stroke-linejoin="round"/>')

    l2, l3 = kvb.LLAMA2_7B, kvb.LLAMA3_8B
    out.append(f'<line x1="{left}" y1="{py(80):.1f}" x2="{right}" y2="{py(80):.1f}" '
               f'stroke="{INK}" stroke-width="1.5" stroke-dasharray="2 4"/>')
    out.append(series(lambda n: weights_gb, GREY, width=2.5))
    out.append(series(lambda n: weights_gb + kvb.kv_cache_bytes(l2, n) / 1e9, VERMILION, "7 5", 2))
    out.append(series(lambda n: kvb.kv_cache_bytes(l2, n) / 1e9, VERMILION))
    out.append(series(lambda n: kvb.kv_cache_bytes(l3, n) / 1e9, BLUE))
    out.append(series(lambda n: kvb.quantized_kv_cache_bytes(l2, int(n), 4, 64, 128) / 1e9, GREEN))

    # cache = weights crossing
    cross = kvb.tokens_that_fit(l2, 7e9 * 2)
    cx, cy = px(cross), py(weights_gb)
    out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="4.5" fill="#FFFFFF" stroke="{INK}" '
               'stroke-width="1.5"/>')
    out.append(text(cx + 8, cy + 18, t["cross"], "start", 12))
    out.append(text(right - 4, py(80) + 16, t["gpu"], "end", 12))

    # legend
    items = [
        (VERMILION, None, t["l2_fp16"]),
        (VERMILION, "7 5", t["total"]),
        (GREEN, None, t["l2_int4"]),
        (BLUE, None, t["l3_bf16"]),
        (GREY, None, t["weights"]),
    ]
    lx, ly = left + 14, top + 38
    out.append(f'<rect x="{lx - 8}" y="{ly - 16}" width="425" height="{len(items) * 19 + 10}" '
               'fill="#FFFFFF" fill-opacity="0.92" stroke="#CCCCCC"/>')
    for i, (colour, dash, label) in enumerate(items):
        y = ly + i * 19
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<line x1="{lx}" y1="{y - 4}" x2="{lx + 26}" y2="{y - 4}" stroke="{colour}" '
                   f'stroke-width="2.5"{dash_attr}/>')
        out.append(text(lx + 34, y, label, "start", 12))
    out.append("</svg>")
    return "\n".join(out) + "\n"


# --- Figure 2: KIVI grouping and the residual window -----------------------------------------

def layout_figure(lang: str) -> str:
    t = TEXT[lang]
    w, h = 880, 450
    cols, rows, cell = 8, 12, 22
    quant_rows = 8  # rows 0..7 quantized, 8..11 residual window
    out = svg_open(w, h, t["lay_desc"])

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
                parts.append(f'<rect x="{x0 + c * cell}" y="{y0 + r * cell}" width="{cell}" '
                             f'height="{cell}" fill="{fill}" stroke="#FFFFFF" stroke-width="1.5"/>')
        # boundary between quantized part and residual window
        yb = y0 + quant_rows * cell
        parts.append(f'<line x1="{x0 - 6}" y1="{yb}" x2="{x0 + cols * cell + 6}" y2="{yb}" '
                     f'stroke="{VERMILION}" stroke-width="2" stroke-dasharray="5 3"/>')
        return parts

    # left: keys
    kx, ky = 60, 70
    out.append(text(kx, 40, t["keys"], "start", 15, weight="600"))
    out += grid(kx, ky, outlier=5)
    # per-channel group: channel 2, tokens 0..3 (G = 4 in the drawing)
    out.append(f'<rect x="{kx + 2 * cell}" y="{ky}" width="{cell}" height="{4 * cell}" fill="none" '
               f'stroke="{INK}" stroke-width="2.5"/>')
    out.append(f'<rect x="{kx + 5 * cell}" y="{ky + 4 * cell}" width="{cell}" height="{4 * cell}" '
               f'fill="none" stroke="{INK}" stroke-width="2.5"/>')
    out.append(text(kx + 5.5 * cell, ky - 8, t["outlier"], "middle", 11, GREY))
    out.append(text(kx, ky + rows * cell + 22, t["channels"], "start", 12, GREY))
    out.append(text(kx - 12, ky + 4 * cell, t["tokens"], "middle", 12, GREY, rotate=-90))
    out.append(text(kx + cols * cell + 14, ky + 1.6 * cell, t["kgroup1"], "start", 12))
    out.append(text(kx + cols * cell + 14, ky + 1.6 * cell + 16, t["kgroup2"], "start", 12))
    out.append(f'<line x1="{kx + 3 * cell + 2}" y1="{ky + 1.3 * cell}" '
               f'x2="{kx + cols * cell + 10}" y2="{ky + 1.3 * cell}" stroke="{INK}" stroke-width="1"/>')

    # right: values
    vx, vy = 480, 70
    out.append(text(vx, 40, t["values"], "start", 15, weight="600"))
    out += grid(vx, vy, outlier=None)
    out.append(f'<rect x="{vx}" y="{vy + 2 * cell}" width="{4 * cell}" height="{cell}" fill="none" '
               f'stroke="{INK}" stroke-width="2.5"/>')
    out.append(f'<rect x="{vx + 4 * cell}" y="{vy + 5 * cell}" width="{4 * cell}" height="{cell}" '
               f'fill="none" stroke="{INK}" stroke-width="2.5"/>')
    out.append(text(vx, vy + rows * cell + 22, t["channels"], "start", 12, GREY))
    out.append(text(vx - 12, vy + 4 * cell, t["tokens"], "middle", 12, GREY, rotate=-90))
    out.append(text(vx + cols * cell + 14, vy + 2.6 * cell, t["vgroup1"], "start", 12))
    out.append(text(vx + cols * cell + 14, vy + 2.6 * cell + 16, t["vgroup2"], "start", 12))
    out.append(f'<line x1="{vx + 4 * cell + 2}" y1="{vy + 2.5 * cell}" '
               f'x2="{vx + cols * cell + 10}" y2="{vy + 2.5 * cell}" stroke="{INK}" stroke-width="1"/>')

    # legend and flush note
    ly = ky + rows * cell + 58
    out.append(f'<rect x="60" y="{ly - 12}" width="16" height="16" fill="#D9E8F5"/>')
    out.append(text(84, ly + 1, t["quant"], "start", 12))
    out.append(f'<rect x="300" y="{ly - 12}" width="16" height="16" fill="#FCE9D2"/>')
    out.append(text(324, ly + 1, t["resid"], "start", 12))
    out.append(f'<line x1="60" y1="{ly + 26}" x2="86" y2="{ly + 26}" stroke="{VERMILION}" '
               'stroke-width="2" stroke-dasharray="5 3"/>')
    out.append(text(94, ly + 30, t["flush"], "start", 12))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main() -> None:
    for lang, suffix in (("en", ""), ("zh_CN", ".zh_CN")):
        (HERE / f"kv-cache-quantization-memory{suffix}.svg").write_text(
            memory_figure(lang), encoding="utf-8")
        (HERE / f"kv-cache-quantization-layout{suffix}.svg").write_text(
            layout_figure(lang), encoding="utf-8")


if __name__ == "__main__":
    main()
