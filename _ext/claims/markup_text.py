"""The text a browser shows of a piece of HTML, as the scan reads it.

Read with a parser, not by cutting out everything between ``<`` and ``>``: ``TTFT < 70 ms
and vLLM's TTFT > ours`` is text a browser shows. What a reader sees besides the text nodes is
read too: the attributes a browser shows (a tooltip, alt text, a label), a frame's own document
(``srcdoc``), an SVG image given as a ``data:`` URI, and text a ``<bdo dir="rtl">`` (or a
bidi override) draws backwards: "sm 27" shows as "72 ms".
"""

from __future__ import annotations

from html.parser import HTMLParser

#: attributes of raw HTML that a reader sees
SHOWN_ATTRIBUTES = frozenset(
    {"title", "alt", "aria-label", "aria-description", "placeholder", "value", "label"}
)
#: elements whose content is not shown
_HIDDEN = frozenset({"script", "style", "template"})
#: elements that end a line of text (their text is not read with the next one's)
_BLOCKS = frozenset(
    {"p", "div", "li", "td", "th", "tr", "br", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd"}
)


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = [""]
        self.shown: list[str] = []
        self.images: list[str] = []
        self._hidden = 0
        self._backwards: list[str] = []  # the open elements that draw their text backwards

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        self.shown += [v for k, v in values.items() if k in SHOWN_ATTRIBUTES and v]
        if values.get("srcdoc"):
            self.shown += shown_text(values["srcdoc"])
        for key in ("src", "data", "href"):
            if values.get(key, "").startswith("data:image/svg+xml"):
                self.images.append(values[key])
        if tag in _HIDDEN:
            self._hidden += 1
        style = values.get("style", "").replace(" ", "")
        # (a page may hold neither: this reads offered files as a browser shows them)
        if values.get("dir", "").strip().lower() == "rtl" and (
            tag == "bdo" or "bidi-override" in style.lower()
        ):
            self._backwards.append(tag)
        if tag in _BLOCKS:
            self.lines.append("")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in _HIDDEN and self._hidden:
            self._hidden -= 1
        if self._backwards and self._backwards[-1] == tag:
            self._backwards.pop()
        if tag in _BLOCKS:
            self.lines.append("")

    def handle_data(self, data: str) -> None:
        if self._hidden:
            return
        self.lines[-1] += data[::-1] if self._backwards else data


def styled(markup: str) -> list[str]:
    """What in *markup* makes a browser show its text other than as written: a style sheet,
    a style attribute (generated content, a reversed direction, an order), a hidden element,
    a direction (``<bdo>``, ``<bdi>``, ``dir``: a tag and its text are nodes of their own in
    MyST, so a reversal could not be read with the text it reverses), a class the theme may
    style, ruby, a frame, an inline SVG.
    The scan reads text as written; a page's HTML may not change how it is shown."""
    found = []
    for tag, attributes in _tags(markup):
        if tag in _RESTYLED:
            found.append(f"a <{tag}> element")
        if tag in _FRAMED:
            found.append(f"a <{tag}> (a page in the page, which the scan does not open)")
        if tag == "svg":
            # its text may be placed glyph by glyph, in any order: an SVG file is read as drawn
            found.append("an inline <svg> (draw it in an SVG file)")
        found += [f"a {name!r} attribute" for name in _RESTYLING if name in attributes]
    return found


#: elements that change how text is shown: a style sheet (inline or linked), a direction,
#: ruby's annotations (a browser hides <rp>, and sets <rt> above the text)
_RESTYLED = frozenset({"style", "link", "bdo", "bdi", "ruby", "rp", "rt"})
#: elements that show another document
_FRAMED = frozenset({"iframe", "object", "embed", "frame", "portal"})
#: attributes that do: a style, hiding, a direction, a class (the theme's style sheet may hide
#: or reorder what it names: ".only-dark{display:none}")
_RESTYLING = ("style", "hidden", "dir", "class")


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, set[str]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {name for name, _ in attrs}))


def _tags(markup: str) -> list[tuple[str, set[str]]]:
    parser = _Tags()
    parser.feed(markup)
    parser.close()
    return parser.tags


def read(markup: str) -> tuple[list[str], list[str], list[str]]:
    """(lines of text, shown attributes, SVG data URIs) of *markup*."""
    reader = _Reader()
    reader.feed(markup)
    reader.close()
    lines = [" ".join(line.split()) for line in reader.lines]
    return [line for line in lines if line], reader.shown, reader.images


def shown_text(markup: str) -> list[str]:
    """Every text *markup* shows: its lines, then its shown attributes."""
    lines, shown, _ = read(markup)
    return lines + shown
