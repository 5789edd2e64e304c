"""Social images: one PNG per article and language, drawn at build time with Pillow, for
OpenGraph and Twitter cards (no third-party service draws or hosts them).

The text is set in Noto Sans CJK (Debian's fonts-noto-cjk), which has Latin and Chinese
glyphs. Without it, the card is set in matplotlib's DejaVu Sans, which has no Chinese, and a
Chinese page's build warns once (``site_chrome.social-font``), at the page.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw, ImageFont

from site_chrome.warnings import Subtype, warn

if TYPE_CHECKING:
    from sphinx.application import Sphinx

SIZE = (1200, 630)  # the 1.91:1 that OpenGraph and Twitter's large card show uncropped
MARGIN = 80
BACKGROUND = "#0f172a"
ACCENT = "#38bdf8"
TEXT = "#f8fafc"
MUTED = "#cbd5e1"
#: Noto Sans CJK files and the face with Simplified Chinese glyph forms in them
CJK_FILES = {"bold": "NotoSansCJK-Bold.ttc", "regular": "NotoSansCJK-Regular.ttc"}
CJK_FACE = "Noto Sans CJK SC"
FALLBACK_FILES = {"bold": "DejaVuSans-Bold.ttf", "regular": "DejaVuSans.ttf"}
FOLDER = "_images/social"
# one CJK character, one closing punctuation mark, or a Latin word with its spaces
_TOKEN = re.compile(
    r"[\u3400-\u9fff\uf900-\ufaff]|[，。：；、！？）》」]|[^\s\u3400-\u9fff]+\s*|\s+"
)
_CLOSING = set("，。：；、！？）》」")


@dataclass(frozen=True)
class Card:
    """What one image shows."""

    site: str
    title: str
    byline: str  # date and category
    tagline: str


@dataclass(frozen=True)
class Fonts:
    bold: Path
    regular: Path
    index: dict[Path, int]  # face index inside a .ttc collection
    has_chinese: bool

    def load(self, weight: str, size: int) -> ImageFont.FreeTypeFont:
        path = getattr(self, weight)
        return ImageFont.truetype(str(path), size, index=self.index.get(path, 0))


@cache
def find_fonts(folders: tuple[str, ...]) -> Fonts:
    """Noto Sans CJK from the first of *folders* that has it, else DejaVu Sans."""
    for folder in map(Path, folders):
        paths = {weight: next(folder.rglob(name), None) for weight, name in CJK_FILES.items()}
        bold, regular = paths["bold"], paths["regular"]
        if folder.is_dir() and bold is not None and regular is not None:
            index = {path: _face_index(path, CJK_FACE) for path in (bold, regular)}
            return Fonts(bold, regular, index, has_chinese=True)
    import matplotlib

    ttf = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
    return Fonts(
        ttf / FALLBACK_FILES["bold"], ttf / FALLBACK_FILES["regular"], {}, has_chinese=False
    )


def _face_index(path: Path, family: str) -> int:
    for index in range(16):
        try:
            font = ImageFont.truetype(str(path), 12, index=index)
        except OSError:
            break
        if font.getname()[0] == family:
            return index
    return 0


def wrap(text: str, font: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """Lines of *text* no wider than *width*: Latin breaks at spaces, Chinese anywhere but
    before a closing punctuation mark."""
    lines = [""]
    for token in _TOKEN.findall(text):
        candidate = lines[-1] + token
        if font.getlength(candidate.rstrip()) <= width or not lines[-1] or token in _CLOSING:
            lines[-1] = candidate
        else:
            lines.append(token.lstrip())
    return [line.rstrip() for line in lines if line.strip()]


def draw(card: Card, fonts: Fonts) -> Image.Image:
    image = Image.new("RGB", SIZE, BACKGROUND)
    canvas = ImageDraw.Draw(image)
    canvas.rectangle((0, 0, 15, SIZE[1]), fill=ACCENT)
    canvas.text((MARGIN, 64), card.site, font=fonts.load("bold", 36), fill=ACCENT)
    width = SIZE[0] - 2 * MARGIN
    for size in range(68, 38, -6):  # the largest size at which the title takes 4 lines
        title_font = fonts.load("bold", size)
        lines = wrap(card.title, title_font, width)
        if len(lines) <= 4:
            break
    lines = lines[:4]
    y = 150
    for line in lines:
        canvas.text((MARGIN, y), line, font=title_font, fill=TEXT)
        y += int(size * 1.3)
    canvas.text((MARGIN, SIZE[1] - 130), card.byline, font=fonts.load("regular", 30), fill=MUTED)
    canvas.text((MARGIN, SIZE[1] - 84), card.tagline, font=fonts.load("regular", 26), fill=MUTED)
    return image


def social_image(app: Sphinx, docname: str, card: Card) -> str:
    """Path of *docname*'s image below the output folder, drawn unless already there."""
    fonts = find_fonts(tuple(app.config.site_social_font_folders))
    if not fonts.has_chinese and (app.config.language or "").startswith("zh"):
        warn(
            Subtype.SOCIAL_FONT,
            "Noto Sans CJK (apt-get install fonts-noto-cjk) is in none of "
            "site_social_font_folders %r: the social image of this page is drawn "
            "without Chinese glyphs",
            list(app.config.site_social_font_folders),
            location=docname,
            once=True,
        )
    key = hashlib.sha256(repr((card, SIZE, fonts.bold.name, fonts.has_chinese)).encode())
    name = f"{FOLDER}/{docname.replace('/', '-')}-{key.hexdigest()[:12]}.png"
    path = Path(app.builder.outdir) / name
    if not path.is_file():
        path.parent.mkdir(parents=True, exist_ok=True)
        draw(card, fonts).save(path, format="PNG")
    return name
