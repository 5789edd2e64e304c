"""Text that must never reach a published page from data files or translations.

Data fields and msgstrs are text: raw HTML in them would be published as is (a ``<script>``
is stopped by the CSP, a ``<meta http-equiv=refresh>`` is not), a ``javascript:`` link would
become live, and Unicode bidirectional controls can make a number read differently from the
bytes that were checked (the "Trojan Source" reordering, CVE-2021-42574).
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

#: bidirectional formatting characters (Unicode TR9: embeddings, overrides, isolates, marks)
BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")

#: an HTML tag, comment, processing instruction or declaration as CommonMark's raw-HTML rule
#: reads it (an opening or closing tag names an element: letters first)
HTML = re.compile(
    r"<(?:/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?|!--.*?--|\?.*?\?|![A-Za-z][^<>]*)>",
    re.DOTALL,
)
#: entities are markup too: ``&lt;script&gt;`` in an attribute is fine, ``&#x3C;`` tricks not
ENTITY = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);")

SAFE_SCHEMES = frozenset({"http", "https"})


def bidi_controls(text: str) -> list[str]:
    """The bidirectional control characters in *text*, as ``U+202E`` names."""
    return [f"U+{ord(c):04X}" for c in BIDI.findall(text)]


def raw_html(text: str) -> list[str]:
    """The HTML tags and comments in *text* (autolinks ``<https://…>`` are not HTML)."""
    return [m.group(0) for m in HTML.finditer(text) if not _autolink(m.group(0))]


def _autolink(tag: str) -> bool:
    inner = tag[1:-1]
    return bool(re.match(r"^[A-Za-z][A-Za-z0-9+.\-]{1,31}:[^\s<>]*$", inner)) or bool(
        re.match(r"^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$", inner)
    )


def unsafe_url(url: str) -> str | None:
    """Why *url* may not be a link on the site, or ``None``: only ``http(s)`` and relative
    URLs are allowed (no ``javascript:``, ``data:``, ``file:``…)."""
    text = url.strip()
    # browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:")
    squeezed = re.sub(r"[\x00-\x20]", "", text)
    scheme = urlsplit(squeezed).scheme.lower()
    if not scheme:  # relative, or protocol-relative (which is http(s))
        return None
    if scheme not in SAFE_SCHEMES:
        return f"the URL scheme {scheme!r} is not allowed; use http(s) or a relative link"
    return None
