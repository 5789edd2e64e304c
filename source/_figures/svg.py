"""The small SVG writer the figure scripts share: a document with its title, description and
arrow markers, and rectangles, text, lines and dimension brackets drawn into it.

A script runs as ``python source/_figures/NAME-figures.py``, so this directory is first on
``sys.path`` and ``import svg`` finds this module. What a figure looks like stays in its
script; its defaults (colours, stroke widths, corner radius, text size) are one `Style`.
The scripts' committed SVGs are compared byte for byte (tests/test_figures.py), so the
writer keeps each figure's attribute order where the figures were first written with
different ones (`Style.weight_before_fill`, `Style.dash_before_marker`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

# system fonts only (the figures embed none); the CJK families carry the Chinese variants
FONT = "system-ui, -apple-system, 'Segoe UI', 'Noto Sans CJK SC', 'PingFang SC', sans-serif"

Attr = str | int | float | None
LANGUAGES = ("en", "zh_CN")  # English, and the Chinese variant NAME.zh_CN.svg beside it


def element(tag: str, content: str | None = None, /, **attrs: Attr) -> str:
    """One element, attributes in the order given; ``None`` leaves an attribute out and an
    underscore in a name is written as a hyphen (``stroke_width`` → ``stroke-width``)."""
    written = "".join(
        f' {name.replace("_", "-")}="{value}"' for name, value in attrs.items() if value is not None
    )
    if content is None:
        return f"<{tag}{written}/>"
    return f"<{tag}{written}>{escape(content)}</{tag}>"


def arrow_marker(marker_id: str, fill: str) -> str:
    """An arrowhead for ``marker-end``, turned to follow the line it ends."""
    return (
        f'<marker id="{marker_id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
        f'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
        f'fill="{fill}"/></marker>'
    )


@dataclass(frozen=True)
class Style:
    """A figure's defaults, used wherever a call leaves a value out."""

    ink: str  # text colour and rectangle outline
    line: str  # line colour
    text_size: int = 13
    text_anchor: str = "middle"
    rect_width: float = 1.0
    rect_radius: float = 3
    line_width: float = 1.0
    arrow: bool = False  # whether a line ends in the first marker unless told
    bracket_gap: float = 6  # from a bracket's line up to its label's baseline
    weight_before_fill: bool = False  # <text font-weight=… fill=…> rather than fill first
    dash_before_marker: bool = False  # <line stroke-dasharray=… marker-end=…>


class Svg:
    """One figure: a white background, optional arrow markers (id → colour, the first is a
    line's ``arrow=True``), then whatever is drawn, in order."""

    def __init__(
        self,
        width: int,
        height: int,
        style: Style,
        *,
        title: str | None = None,
        desc: str | None = None,
        markers: Mapping[str, str] | None = None,
        root: Mapping[str, Attr] | None = None,
        background: str = "#ffffff",
        markers_after_background: bool = False,
        xml_declaration: bool = False,
    ) -> None:
        self.w, self.h, self.style = width, height, style
        self.markers = dict(markers or {})
        root_attrs = {"font-family": FONT, "role": "img"} if root is None else root
        opening = element(
            "svg",
            None,
            xmlns="http://www.w3.org/2000/svg",
            width=width,
            height=height,
            viewBox=f"0 0 {width} {height}",
            **root_attrs,
        )
        self.parts: list[str] = (
            ['<?xml version="1.0" encoding="UTF-8"?>'] if xml_declaration else []
        )
        self.parts.append(opening.removesuffix("/>") + ">")
        if title is not None:
            self.parts.append(element("title", title))
        if desc is not None:
            self.parts.append(element("desc", desc))
        head = [element("rect", None, x=0, y=0, width=width, height=height, fill=background)]
        if self.markers:
            defs = "".join(arrow_marker(i, fill) for i, fill in self.markers.items())
            head.insert(len(head) if markers_after_background else 0, f"<defs>{defs}</defs>")
        self.parts += head

    def add(self, tag: str, content: str | None = None, /, **attrs: Attr) -> None:
        """Any other element (a circle, a polyline, …)."""
        self.parts.append(element(tag, content, **attrs))

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: str,
        stroke: str | None = None,
        sw: float | None = None,
        rx: float | None = None,
        dash: str | None = None,
    ) -> None:
        st = self.style
        self.add(
            "rect",
            x=x,
            y=y,
            width=w,
            height=h,
            rx=st.rect_radius if rx is None else rx,
            fill=fill,
            stroke=stroke or st.ink,
            stroke_width=st.rect_width if sw is None else sw,
            stroke_dasharray=dash,
        )

    def text(
        self,
        x: float,
        y: float,
        s: str,
        size: int | None = None,
        anchor: str | None = None,
        fill: str | None = None,
        weight: str = "normal",
        italic: bool = False,
    ) -> None:
        st = self.style
        colour = {"fill": fill or st.ink}
        before, after = ({}, colour) if st.weight_before_fill else (colour, {})
        self.add(
            "text",
            s,
            x=x,
            y=y,
            font_size=size or st.text_size,
            text_anchor=anchor or st.text_anchor,
            **before,
            font_weight=weight,
            **after,
            font_style="italic" if italic else None,
        )

    def line(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        stroke: str | None = None,
        sw: float | None = None,
        arrow: bool | str | None = None,
        dash: str | None = None,
    ) -> None:
        """A line; ``arrow`` is True for the first marker or a marker's id."""
        st = self.style
        arrow = st.arrow if arrow is None else arrow
        if arrow is True:
            arrow = next(iter(self.markers))
        marker = {"marker_end": f"url(#{arrow})" if arrow else None}
        dashes = {"stroke_dasharray": dash}
        first, second = (dashes, marker) if st.dash_before_marker else (marker, dashes)
        self.add(
            "line",
            x1=x1,
            y1=y1,
            x2=x2,
            y2=y2,
            stroke=stroke or st.line,
            stroke_width=st.line_width if sw is None else sw,
            **first,
            **second,
        )

    def bracket(
        self, x1: float, x2: float, y: float, label: str, size: int = 12, fill: str | None = None
    ) -> None:
        """A horizontal span with end ticks and its label centred above it."""
        colour = fill or self.style.ink
        self.line(x1, y, x2, y, stroke=colour, arrow=False)
        self.line(x1, y - 5, x1, y + 5, stroke=colour, arrow=False)
        self.line(x2, y - 5, x2, y + 5, stroke=colour, arrow=False)
        self.text(
            (x1 + x2) / 2,
            y - self.style.bracket_gap,
            label,
            size=size,
            anchor="middle",
            fill=colour,
        )

    def render(self) -> str:
        return "\n".join([*self.parts, "</svg>"]) + "\n"

    def save(self, path: Path) -> None:
        path.write_text(self.render(), encoding="utf-8")


def write_figures(script: str, figures: Mapping[str, Callable[[str], Svg]]) -> None:
    """Draw every figure in every language and write it next to the script (``__file__``
    of ``SLUG-figures.py``) as ``SLUG-NAME.svg`` and ``SLUG-NAME.zh_CN.svg``."""
    path = Path(script).resolve()
    slug = path.name.removesuffix("-figures.py")
    for name, draw in figures.items():
        for lang in LANGUAGES:
            suffix = "" if lang == "en" else f".{lang}"
            draw(lang).save(path.parent / f"{slug}-{name}{suffix}.svg")
