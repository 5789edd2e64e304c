"""A check of an Atom document against the rules of RFC 4287 that a feed like ours can
break. No well-kept Atom validator exists on PyPI (the W3C feed validator is not packaged),
so this follows the RFC's text, section by section:

- 4.1.1 ``atom:feed``: exactly one ``id``, ``title``, ``updated``; at most one
  ``subtitle``, ``generator``, ``icon``, ``logo``, ``rights``; an ``author`` unless every
  entry has one; at most one ``link rel="alternate"`` per type and hreflang.
- 4.1.2 ``atom:entry``: exactly one ``id``, ``title``, ``updated``; at most one
  ``content``, ``published``, ``rights``, ``source``, ``summary``; ``content`` or a
  ``link rel="alternate"``; a ``summary`` when ``content`` has ``src``.
- 3.1 text constructs: ``type`` is ``text``, ``html`` or ``xhtml``; ``html`` text is an
  HTML fragment, here also checked for blocks nested in a paragraph (what made ABlog's
  entries "invalid HTML" in the W3C validator).
- 3.2 person constructs: exactly one ``name``. 3.3 date constructs: RFC 3339 date-times.
- 4.2.6 ``id`` and 4.2.7 ``link/@href``: IRIs (absolute for ``id``); 4.2.2 ``category``
  has a ``term``.
- 2 ``xml:lang``: a language tag (RFC 3066/BCP 47 shape: ``zh-CN``, never ``zh_CN``).
"""

from __future__ import annotations

import re
from collections import Counter
from urllib.parse import urlsplit

from bs4 import BeautifulSoup
from lxml import etree

NS = "http://www.w3.org/2005/Atom"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
LANGUAGE_TAG = re.compile(r"^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$")
# RFC 3339 section 5.6 date-time
DATE_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
BLOCKS = {
    "address",
    "article",
    "aside",
    "blockquote",
    "details",
    "div",
    "dl",
    "fieldset",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "main",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "table",
    "ul",
}
TEXT_CONSTRUCTS = ("title", "subtitle", "summary", "rights", "content")


def _children(element: etree._Element, name: str) -> list[etree._Element]:
    return element.findall(f"{{{NS}}}{name}")


def _count(problems: list[str], where: str, element, name: str, low: int, high: int) -> None:
    found = len(_children(element, name))
    if not low <= found <= high:
        wanted = f"exactly {low}" if low == high else f"{low} to {high}"
        problems.append(f"{where}: {found} atom:{name}, wants {wanted}")


def _html_problems(where: str, html: str) -> list[str]:
    # html.parser keeps the nesting as written (an HTML5 parser would silently repair it)
    soup = BeautifulSoup(html, "html.parser")
    return [
        f"{where}: <{inner.name}> inside <p>"
        for p in soup.find_all("p")
        for inner in p.find_all(BLOCKS)
    ]


def _text_problems(where: str, element: etree._Element) -> list[str]:
    kind = element.get("type", "text")
    if kind not in ("text", "html", "xhtml"):
        return [f"{where}: type={kind!r} is not text, html or xhtml"]
    if kind == "html":
        return _html_problems(where, element.text or "")
    return []


def problems(document: bytes) -> list[str]:
    """Every rule above that *document* breaks, as "where: what" lines; [] when none."""
    found: list[str] = []
    feed = etree.fromstring(document)
    if feed.tag != f"{{{NS}}}feed":
        return [f"root element is {feed.tag}, not atom:feed"]
    entries = _children(feed, "entry")
    for name in ("id", "title", "updated"):
        _count(found, "feed", feed, name, 1, 1)
    for name in ("subtitle", "generator", "icon", "logo", "rights"):
        _count(found, "feed", feed, name, 0, 1)
    if not _children(feed, "author") and not all(_children(e, "author") for e in entries):
        found.append("feed: no atom:author, and not every entry has one")
    alternates = Counter(
        (link.get("type"), link.get("hreflang"))
        for link in _children(feed, "link")
        if link.get("rel", "alternate") == "alternate"
    )
    found += [f"feed: {n} alternate links for {key}" for key, n in alternates.items() if n > 1]
    for index, entry in enumerate(entries, 1):
        where = f"entry {index}"
        for name in ("id", "title", "updated"):
            _count(found, where, entry, name, 1, 1)
        for name in ("content", "published", "rights", "source", "summary"):
            _count(found, where, entry, name, 0, 1)
        links = _children(entry, "link")
        content = _children(entry, "content")
        if not content and not any(ln.get("rel", "alternate") == "alternate" for ln in links):
            found.append(f"{where}: neither atom:content nor an alternate link")
        if content and content[0].get("src") is not None and not _children(entry, "summary"):
            found.append(f"{where}: out-of-line content without atom:summary")
    for element in feed.iter(f"{{{NS}}}*"):
        name = etree.QName(element).localname
        where = f"line {element.sourceline}: atom:{name}"
        if name in TEXT_CONSTRUCTS:
            found += _text_problems(where, element)
        if name in ("author", "contributor"):
            _count(found, where, element, "name", 1, 1)
        if name in ("updated", "published") and not DATE_TIME.match(element.text or ""):
            found.append(f"{where}: {element.text!r} is not an RFC 3339 date-time")
        if name == "id":
            parts = urlsplit((element.text or "").strip())
            if not (parts.scheme and (parts.netloc or parts.path)):
                found.append(f"{where}: {element.text!r} is not an absolute IRI")
        if name == "link" and not element.get("href"):
            found.append(f"{where}: no href")
        if name == "category" and not element.get("term"):
            found.append(f"{where}: no term")
    for element in feed.iter():
        language = element.get(XML_LANG)
        if language is not None and not LANGUAGE_TAG.match(language):
            found.append(f"line {element.sourceline}: xml:lang={language!r} is not a language tag")
    return found
