"""How to cite an article: Google Scholar's ``citation_*`` meta tags in its ``<head>`` and a
ready BibTeX entry, collapsed under "Cite this article", at its end and downloadable as a
``.bib`` file beside the page. All in the page's language, from one
:class:`ArticleCitation`, so they always agree.

The tags are the Highwire Press ones Google Scholar reads
(https://scholar.google.com/intl/en/scholar/inclusion.html#indexing): title, one
``citation_author`` per author, the publication date as ``YYYY/MM/DD``, the site's name as
the journal title and publisher, the language, and the page's canonical URL.

Authors are ABlog's: the post's ``author`` front-matter field, else ``blog_default_author``,
each named by ``blog_authors``; a name passes through the interface catalog (``sphinx.po``),
so the site's collective name reads in the page's language, as in the JSON-LD. The entry is
biblatex's ``@online`` (BibTeX styles read it as ``@misc``), keyed by the site author's name
and the article's slug, with ``urldate`` the build date (``SOURCE_DATE_EPOCH``).
"""

from __future__ import annotations

import os
import posixpath
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from docutils import nodes
from markupsafe import escape
from sphinx.locale import _

from site_chrome.languages import HREFLANG

if TYPE_CHECKING:
    from sphinx.application import Sphinx
    from sphinx.writers.html5 import HTML5Translator

#: biblatex's name for the language of the page (its ``language`` field)
BIBLATEX_LANGUAGES = {"en": "english", "zh_CN": "chinese"}
#: characters that BibTeX or LaTeX read as markup, and LaTeX2e's text-mode command for each
#: (braces too: BibTeX counts ``\{`` as a brace, so an escaped brace could unbalance a field)
_BIBTEX_SPECIAL = {
    "\\": r"\textbackslash{}",
    "{": r"\textbraceleft{}",
    "}": r"\textbraceright{}",
    "%": r"\%",
    "&": r"\&",
    "#": r"\#",
    "$": r"\$",
    "_": r"\_",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
}


@dataclass(frozen=True)
class ArticleCitation:
    """What a reader needs to cite one article in one language."""

    key: str
    title: str
    authors: tuple[str, ...]
    published: date
    site: str  # the site's name in the page's language
    language: str  # Sphinx language code
    url: str
    retrieved: date

    def scholar_meta(self) -> list[tuple[str, str]]:
        """(name, content) of Google Scholar's tags, in the order the guidelines list them."""
        return [
            ("citation_title", self.title),
            *(("citation_author", author) for author in self.authors),
            ("citation_publication_date", self.published.strftime("%Y/%m/%d")),
            ("citation_journal_title", self.site),
            ("citation_publisher", self.site),
            ("citation_language", HREFLANG.get(self.language, self.language)),
            ("citation_public_url", self.url),
            ("citation_fulltext_html_url", self.url),
        ]

    def bibtex(self) -> str:
        """The biblatex ``@online`` entry; every value braced, titles and names protected
        from a style's case changes."""
        fields = [
            ("author", " and ".join(f"{{{bibtex_escape(a)}}}" for a in self.authors)),
            ("title", f"{{{bibtex_escape(self.title)}}}"),
            ("organization", bibtex_escape(self.site)),
            ("date", self.published.isoformat()),
            ("year", str(self.published.year)),
            ("url", self.url),
            ("urldate", self.retrieved.isoformat()),
            ("language", BIBLATEX_LANGUAGES.get(self.language, self.language)),
        ]
        body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields)
        return f"@online{{{self.key},\n{body},\n}}\n"


def bibtex_escape(text: str) -> str:
    return "".join(_BIBTEX_SPECIAL.get(character, character) for character in text)


def build_date() -> date:
    """``SOURCE_DATE_EPOCH`` (reproducible builds), else today, in UTC."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    moment = datetime.fromtimestamp(int(epoch), UTC) if epoch.isdigit() else datetime.now(UTC)
    return moment.date()


def citation_key(app: Sphinx, docname: str) -> str:
    """``<site author>:<slug>``, plus the language tag for a translation: the same article
    in one language keeps its key from build to build."""
    site = re.sub(r"[^a-z0-9]+", "", app.config.author.lower()) or "site"
    key = f"{site}:{docname.rsplit('/', 1)[-1]}"
    language = app.config.language
    return key if language == "en" else f"{key}:{HREFLANG.get(language, language).lower()}"


def author_names(app: Sphinx, post: dict[str, Any]) -> tuple[str, ...]:
    config = app.config
    authors = post["author"] or config.blog_default_author or []
    if isinstance(authors, str):
        authors = [authors]
    known = config.blog_authors or {}
    return tuple(_(known[author][0] if author in known else author) for author in authors)


def page_url(app: Sphinx, docname: str, language: str | None = None) -> str:
    """The canonical URL of *docname* in *language* (default: the one being built)."""
    config = app.config
    segment = config.site_languages[language or config.language]
    return f"{config.site_baseurl}{segment}/{app.builder.get_target_uri(docname)}"


def article_citation(app: Sphinx, docname: str) -> ArticleCitation | None:
    """The citation of *docname* if it is an article (an ABlog post with a date)."""
    posts = getattr(app.env, "ablog_posts", {}).get(docname)
    if not posts or not posts[0]["date"]:
        return None
    post = posts[0]
    return ArticleCitation(
        key=citation_key(app, docname),
        title=app.env.titles[docname].astext(),
        authors=author_names(app, post),
        published=post["date"].date(),
        site=app.config.project,
        language=app.config.language,
        url=page_url(app, docname),
        retrieved=build_date(),
    )


class article_citation_block(nodes.General, nodes.Element):  # noqa: N801 (docutils naming)
    """A collapsed ``<details>`` whose summary is ``label`` and whose content (a literal
    block) is the entry, with a link to download it (``file``, beside the page, named by
    ``file_label``); HTML only."""


def visit_citation_block(self: HTML5Translator, node: article_citation_block) -> None:
    self.body.append(self.starttag(node, "details"))
    self.body.append(f"<summary>{escape(node['label'])}</summary>\n")


def depart_citation_block(self: HTML5Translator, node: article_citation_block) -> None:
    self.body.append(
        f'<p><a href="{escape(node["file"])}" download>{escape(node["file_label"])}</a></p>\n'
    )
    self.body.append("</details>\n")


def add_citation_block(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """At the end of an article: its BibTeX entry, as a ``bibtex`` literal block, so that
    it is highlighted and gets the code blocks' copy button (sphinx-copybutton), and the
    same entry as ``<slug>.bib`` beside the page."""
    if app.builder.format != "html":
        return
    citation = article_citation(app, docname)
    if citation is None:
        return
    entry = citation.bibtex()
    name = f"{docname.rsplit('/', 1)[-1]}.bib"
    # beside the page's file: the folder of its URL (posts/ for posts/x.html, posts/x/ for
    # dirhtml's posts/x/), so the link is the bare name
    path = Path(app.outdir, posixpath.dirname(app.builder.get_target_uri(docname)), name)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(entry, encoding="utf-8")
    block = nodes.literal_block(entry, entry, language="bibtex")
    doctree += article_citation_block(
        "",
        block,
        label=_("Cite this article"),
        file=name,
        file_label=_("Download the entry as a .bib file"),
        classes=["article-citation", "no-search"],
    )
