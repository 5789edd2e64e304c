"""The site's icon: a page of notes (three lines) whose first line ends in a cited number
(the dot), drawn once as SVG and at each PNG size from the same shapes, at build time."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from site_chrome.social import ACCENT, BACKGROUND, TEXT

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.config import Config

VIEWBOX = 64
CORNER = 14
#: (x, y, width) of each line of the "page", in viewbox units, 6 high with round ends
LINES = ((14, 17, 26), (14, 29, 36), (14, 41, 22))
DOT = (50, 20, 6)  # centre x, centre y, radius
PNG_SIZES = {
    "favicon-32.png": 32,
    "apple-touch-icon.png": 180,
    "icon-192.png": 192,
    "icon-512.png": 512,
}
LINE_HEIGHT = 6


def svg() -> str:
    lines = "".join(
        f'<rect x="{x}" y="{y}" width="{w}" height="{LINE_HEIGHT}" rx="3" fill="{TEXT}"/>'
        for x, y, w in LINES
    )
    x, y, r = DOT
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {VIEWBOX} {VIEWBOX}">'
        f'<rect width="{VIEWBOX}" height="{VIEWBOX}" rx="{CORNER}" fill="{BACKGROUND}"/>'
        f'{lines}<circle cx="{x}" cy="{y}" r="{r}" fill="{ACCENT}"/></svg>\n'
    )


def png(size: int) -> Image.Image:
    # drawn four times larger, then reduced: smooth edges without an SVG renderer
    scale = size * 4 / VIEWBOX
    big = Image.new("RGBA", (size * 4, size * 4), (0, 0, 0, 0))
    canvas = ImageDraw.Draw(big)
    canvas.rounded_rectangle(
        (0, 0, size * 4 - 1, size * 4 - 1), radius=CORNER * scale, fill=BACKGROUND
    )
    for x, y, w in LINES:
        canvas.rounded_rectangle(
            (x * scale, y * scale, (x + w) * scale, (y + LINE_HEIGHT) * scale),
            radius=LINE_HEIGHT / 2 * scale,
            fill=TEXT,
        )
    x, y, r = DOT
    canvas.ellipse(
        ((x - r) * scale, (y - r) * scale, (x + r) * scale, (y + r) * scale), fill=ACCENT
    )
    return big.resize((size, size), Image.Resampling.LANCZOS)


def write_favicons(app: Sphinx, config: Config) -> None:
    """Draw the icons into the doctree folder and add it to html_static_path, so that Sphinx
    copies them into _static/ like any static file. At config-inited, before Sphinx checks
    that the folder exists and compares the configuration with the pickled one (added later,
    every second build would see a changed configuration)."""
    folder = Path(app.doctreedir) / "site_chrome_static"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "favicon.svg").write_text(svg(), encoding="utf-8")
    for name, size in PNG_SIZES.items():
        png(size).save(folder / name, format="PNG")
    if str(folder) not in config.html_static_path:
        config.html_static_path.append(str(folder))
