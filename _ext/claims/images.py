"""The text an image or a downloadable file shows a reader: an SVG's labels, read from the file
beside the sources that the page uses (its language's own version, as Sphinx picks it) or from
a ``data:`` URI, and the text of a page or a document a ``{download}`` link offers. A raster
image's pixels are not read, nor an image from another site (the site's
Content-Security-Policy does not load one), nor code or binary files offered for download."""

from __future__ import annotations

import base64
import binascii
import html
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote_to_bytes

from sphinx.util.i18n import search_image_for_language

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


def image_text(uri: str, env: BuildEnvironment, docname: str) -> tuple[str, list[str]] | None:
    """(name, texts) of the SVG *uri* shows on *docname*, or None for no SVG read here."""
    if uri.startswith("data:"):
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
        return "an SVG data URI", svg_texts(data)
    if "://" in uri or not uri.lower().endswith(".svg"):
        return None
    _, path = env.relfn2path(search_image_for_language(uri, env), docname)
    try:
        data = Path(path).read_bytes()
    except OSError:
        return None  # Sphinx reports an image it cannot read (image.not_readable)
    return uri, svg_texts(data)


#: files a download link gives a reader to open, read as text: markup without its tags
_TEXT_FILES = frozenset({".txt", ".md", ".rst", ".csv", ".tsv", ".json", ".yaml", ".yml"})
_MARKUP_FILES = frozenset({".html", ".htm", ".xhtml", ".xml"})


def download_text(target: str, env: BuildEnvironment, docname: str) -> tuple[str, list[str]] | None:
    """(name, texts) of the file a ``{download}`` link on *docname* offers, when it is one a
    reader opens as a page or a document (text, markup, an SVG); None for code, archives and
    binaries, which are not read."""
    if "://" in target:
        return None
    suffix = Path(target).suffix.lower()
    if suffix not in _TEXT_FILES | _MARKUP_FILES | {".svg"}:
        return None
    _, path = env.relfn2path(target, docname)
    try:
        data = Path(path).read_bytes()
    except OSError:
        return None  # Sphinx reports a download it cannot find (download.not_readable)
    if suffix == ".svg":
        return target, svg_texts(data)
    text = data.decode("utf-8", errors="replace")
    if suffix in _MARKUP_FILES:
        text = html.unescape(
            re.sub(r"<(script|style)\b.*?</\1\s*>|<[^>]*>", " ", text, flags=re.S | re.I)
        )
    return target, [" ".join(line.split()) for line in text.splitlines() if line.strip()]


def svg_texts(data: bytes) -> list[str]:
    """The texts an SVG shows, each element's words on one line."""
    try:
        root = ET.fromstring(data)
    except ET.ParseError as error:
        raise UnreadableImage(f"not an SVG the scan can read ({error})") from None
    texts: list[str] = []
    _collect(root, texts)
    return [t for t in texts if t]


def _collect(element: ET.Element, texts: list[str]) -> None:
    name = element.tag.rsplit("}", 1)[-1] if isinstance(element.tag, str) else ""
    texts += [" ".join(value.split()) for key in _SHOWN_ATTRIBUTES if (value := element.get(key))]
    if name in _SHOWN:
        # a label's pieces (tspans) are drawn side by side, as written
        texts.append(" ".join("".join(element.itertext()).split()))
        return
    if name in {"style", "script", "metadata"}:
        return
    for child in element:
        _collect(child, texts)
