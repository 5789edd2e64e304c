"""Small builders of standard docutils nodes for the generated pages (Numbers, Hardware, the
chart's data table): every builder renders them, and the search index reads them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from docutils import nodes

from claims.html import Link, Pieces

#: a table cell: its body nodes (paragraphs, lists)
Cell = Sequence[nodes.Node]


def link(text: str, href: str | None) -> nodes.Node:
    """A link to *href* ("#anchor" stays on the page); plain text without one."""
    if href is None:
        return nodes.Text(text)
    if href.startswith("#"):
        return nodes.reference(text, text, refid=href[1:], internal=True)
    external = "://" in href
    return nodes.reference(text, text, refuri=href, internal=not external)


def inlines(pieces: Pieces) -> list[nodes.Node]:
    return [
        link(piece.text, piece.href) if isinstance(piece, Link) else nodes.Text(piece)
        for piece in pieces
    ]


def paragraph(*children: nodes.Node | str, classes: Sequence[str] = ()) -> nodes.paragraph:
    node = nodes.paragraph(classes=list(classes))
    node += [nodes.Text(c) if isinstance(c, str) else c for c in children]
    return node


def joined(items: Iterable[nodes.Node], separator: str = ", ") -> list[nodes.Node]:
    """*items* with *separator* between them (a list of links in running text)."""
    out: list[nodes.Node] = []
    for item in items:
        if out:
            out.append(nodes.Text(separator))
        out.append(item)
    return out


def section(ids: str, title: str | nodes.Node, classes: Sequence[str] = ()) -> nodes.section:
    node = nodes.section(ids=[ids], classes=list(classes))
    heading = nodes.title()
    heading += nodes.Text(title) if isinstance(title, str) else title
    node += heading
    return node


def bullet_list(items: Iterable[Sequence[nodes.Node]]) -> nodes.bullet_list:
    node = nodes.bullet_list(bullet="-")
    for children in items:
        node += nodes.list_item("", paragraph(*children))
    return node


def table(
    head: Sequence[tuple[str, int]],
    rows: Iterable[tuple[str | None, Sequence[Cell]]],
    classes: Sequence[str] = ("claims-table",),
    stub: bool = True,
) -> nodes.table:
    """A table with a header row of (label, width in characters of the text builders);
    each row is (its id or None, its cells). With *stub*, the first cell of every row heads
    its row. In HTML the browser sizes the columns (no inline style: the CSP forbids it)."""
    table_node = nodes.table(classes=[*classes, "colwidths-auto"])
    group = nodes.tgroup(cols=len(head))
    table_node += group
    for column, (_label, width) in enumerate(head):
        group += nodes.colspec(colwidth=width, stub=1 if stub and column == 0 else 0)
    header = nodes.row()
    for label, _width in head:
        header += nodes.entry("", paragraph(label))
    group += nodes.thead("", header)
    body = nodes.tbody()
    for row_id, cells in rows:
        row = nodes.row(ids=[row_id] if row_id else [])
        for cell in cells:
            row += nodes.entry("", *cell)
        body += row
    group += body
    return table_node
