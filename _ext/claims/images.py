"""The text an image or a downloadable file shows a reader: an SVG's labels, read from the file
beside the sources that the page uses (its language's own version, as Sphinx picks it) or from
a ``data:`` URI, and the text of a page or a document a ``{download}`` link offers. A raster
image's pixels are not read, nor an image from another site (the site's
Content-Security-Policy does not load one), nor code or binary files offered for download."""

from __future__ import annotations

import base64
import binascii
import codecs
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote_to_bytes

from sphinx.util.i18n import search_image_for_language

from claims import markup_text

if TYPE_CHECKING:
    from sphinx.environment import BuildEnvironment

#: elements whose words are drawn or read out: labels, a tooltip, the description a screen
#: reader gives, HTML inside the drawing
_SHOWN = frozenset({"text", "title", "desc", "foreignObject"})
#: attributes a screen reader gives
_SHOWN_ATTRIBUTES = ("aria-label", "aria-description")
_DATA_URI = re.compile(r"data:image/svg\+xml(?P<params>(?:;[^,;]*)*),(?P<data>.*)", re.S)


class UnreadableImage(ValueError):
    """An SVG whose text cannot be read; the message says why."""


def data_uri_texts(uri: str, depth: int = 0) -> list[str] | None:
    """The texts of an SVG given as a ``data:`` URI, or None for a URI of another type."""
    m = _DATA_URI.fullmatch(uri)
    if m is None:
        return None  # a raster image
    try:
        data = (
            base64.b64decode(m["data"], validate=False)
            if ";base64" in m["params"]
            else unquote_to_bytes(m["data"])
        )
    except (binascii.Error, ValueError) as error:
        raise UnreadableImage(f"an SVG data URI that does not decode: {error}") from None
    return svg_texts(data, depth)


def image_text(uri: str, env: BuildEnvironment, docname: str) -> tuple[str, list[str]] | None:
    """(name, texts) of the SVG *uri* shows on *docname*, or None for no SVG read here."""
    if uri.startswith("data:"):
        texts = data_uri_texts(uri)
        return None if texts is None else ("an SVG data URI", texts)
    if "://" in uri:
        return None
    if uri.endswith(".*"):  # Sphinx picks the file by type: the SVG, where there is one
        uri = uri[:-2] + ".svg"
    if not uri.lower().endswith(".svg"):
        return None
    _, path = env.relfn2path(search_image_for_language(uri, env), docname)
    try:
        data = Path(path).read_bytes()
    except OSError:
        return None  # Sphinx reports an image it cannot read (image.not_readable)
    return uri, svg_texts(data)


#: files offered for download that are code, archives or media: not read as text
_NOT_READ = frozenset(
    {
        *(".py", ".ipynb", ".sh", ".bash", ".c", ".h", ".cc", ".cpp", ".cu", ".cuh", ".hpp"),
        *(".js", ".mjs", ".ts", ".rs", ".go", ".java", ".jl", ".r", ".toml", ".cfg", ".ini"),
        *(".zip", ".gz", ".tgz", ".xz", ".bz2", ".tar", ".7z", ".whl", ".pdf", ".png", ".jpg"),
        *(".jpeg", ".gif", ".webp", ".mp4", ".webm", ".mp3", ".wav", ".pt", ".bin", ".npz"),
    }
)
_MARKUP_FILES = frozenset({".html", ".htm", ".xhtml", ".xml"})


def download_text(target: str, env: BuildEnvironment, docname: str) -> tuple[str, list[str]] | None:
    """(name, texts) of the file a ``{download}`` link on *docname* offers, when a reader
    opens it as text: a page, a document, a table, a log, an SVG, in any text encoding. Code
    (which the site shows as code), archives, media and other binary files are not read."""
    if "://" in target:
        return None
    _, path = env.relfn2path(target, docname)
    # (Sphinx reports a download it cannot find: download.not_readable)
    texts = file_texts(Path(path))
    return None if texts is None else (target, texts)


def file_texts(path: Path) -> list[str] | None:
    """The texts a reader reads in the file at *path*, opened in a browser: a page, a
    document, a table, a log, an SVG, in any text encoding; None for code, archives, media,
    other binary files and a file that cannot be read."""
    suffix = path.suffix.lower()
    if suffix in _NOT_READ:
        return None
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if suffix == ".svg":
        return svg_texts(data)
    text = _as_text(data)
    if text is None:
        return None  # binary
    if suffix in _MARKUP_FILES:
        lines, shown, images = markup_text.read(text)
        return [*lines, *shown, *(t for uri in images for t in data_uri_texts(uri) or [])]
    return [" ".join(line.split()) for line in text.splitlines() if line.strip()]


def _as_text(data: bytes) -> str | None:
    """*data* decoded as a browser would decode a text file: by its byte-order mark, else as
    UTF-8; None for bytes that are no text (a NUL, or invalid UTF-8 without a mark)."""
    for mark, codec in (
        (codecs.BOM_UTF32_LE, "utf-32"),
        (codecs.BOM_UTF32_BE, "utf-32"),
        (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16"),
    ):
        if data.startswith(mark):
            return data.decode(codec, errors="replace")
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def svg_texts(data: bytes, depth: int = 0) -> list[str]:
    """The texts an SVG shows: all of its words as one line, in the order drawn (a number and
    its unit may be two elements, "42" and "ms"), and the texts of SVG images drawn inside
    it."""
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        raise UnreadableImage(f"not an SVG the scan can read ({error})") from None
    texts: list[str] = []
    nested: list[str] = []
    placed: list[_Placed] = []
    _collect(root, texts, nested, placed)
    texts = [t for t in texts if t] + _runs(placed)
    if depth < 3:  # an image inside an image inside an image: enough for any drawing
        texts += [t for uri in nested for t in data_uri_texts(uri, depth + 1) or []]
    return texts


@dataclass(frozen=True)
class _Placed:
    """A label where it is drawn: its line, where it starts and ends (estimated), its words."""

    y: str
    start: float
    end: float
    text: str


def _placed(element: ET.Element, text: str) -> _Placed | None:
    try:
        x = float(element.get("x", "").split()[0])
        size = float((element.get("font-size") or "16").removesuffix("px"))
    except (ValueError, IndexError):
        return None
    width = len(text) * size * 0.6  # an average glyph: enough to tell touching from apart
    anchor = element.get("text-anchor") or "start"
    start = x - {"start": 0, "middle": width / 2, "end": width}.get(anchor, 0)
    return _Placed(element.get("y", ""), start, start + width, text)


def _runs(placed: list[_Placed]) -> list[str]:
    """Labels drawn one after another on a line, read as one text when they touch (less
    than a glyph apart): "42" then "ms" is "42 ms"; "sys 1" and "B 2" in two cells are not."""
    runs: list[str] = []
    for before, after in zip(placed, placed[1:], strict=False):
        if before.y == after.y and -1 <= after.start - before.end <= (
            before.end - before.start
        ) / max(len(before.text), 1):
            runs.append(f"{before.text} {after.text}")
    return runs


def _collect(
    element: ET.Element, texts: list[str], nested: list[str], placed: list[_Placed]
) -> None:
    name = element.tag.rsplit("}", 1)[-1] if isinstance(element.tag, str) else ""
    texts += [" ".join(value.split()) for key in _SHOWN_ATTRIBUTES if (value := element.get(key))]
    if name == "image":
        nested += [
            value
            for key, value in element.attrib.items()
            if key.rsplit("}", 1)[-1] == "href" and value.startswith("data:image/svg+xml")
        ]
    if name in _SHOWN:
        # a label's pieces (tspans) are drawn side by side, as written; a bidi override
        # draws them backwards
        text = " ".join("".join(element.itertext()).split())
        backwards = element.get("unicode-bidi") == "bidi-override" or "bidi-override" in (
            element.get("style") or ""
        )
        text = text[::-1] if backwards and "rtl" in _direction(element) else text
        texts.append(text)
        if name == "text" and (where := _placed(element, text)) is not None:
            placed.append(where)
        return
    if name in {"style", "script", "metadata"}:
        return
    for child in element:
        _collect(child, texts, nested, placed)


def _direction(element: ET.Element) -> str:
    return (element.get("direction") or "") + (element.get("style") or "")
