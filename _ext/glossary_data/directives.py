"""``{glossary-data}``: a standard Sphinx glossary rendered from the glossary data file.

Each entry shows the English term (and its abbreviation, a second term), the agreed Chinese
rendering and the definition in the page's language (``config.language``). Terms are
registered in the standard domain like those of ``{glossary}``, so ``{term}`prefill``` and
``{term}`TTFT``` resolve. Nothing here goes through the gettext catalogs: the generated
nodes are marked untranslatable, and the data file carries both languages.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.domains.std import make_glossary_term
from sphinx.util.docutils import SphinxDirective

from glossary_data.data import Term, load_glossary, site_figures
from glossary_data.warnings import Subtype

if TYPE_CHECKING:
    from sphinx.util.typing import OptionSpec


class GlossaryDataDirective(SphinxDirective):
    """``{glossary-data}`` [data file, relative to the source dir; default
    ``glossary_data_file``], option ``:sorted:`` (by English term; default: file order)."""

    has_content = False
    required_arguments = 0
    optional_arguments = 1
    option_spec: ClassVar[OptionSpec] = {"sorted": directives.flag}

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0] if self.arguments else self.config.glossary_data_file
        path = Path(self.env.srcdir, name)
        # re-read this page whenever the data file changes
        self.env.note_dependency(str(path))
        terms, problems = load_glossary(path, site_figures(self.config))
        # every build reports the data file's problems (report_problems); a missing file,
        # where this page names it
        for problem in problems:
            if problem.subtype is Subtype.MISSING_FILE:
                problem.subtype.warn("%s", problem.message, location=self.get_location())
        language = self.config.language or "en"
        node = addnodes.glossary()
        node.document = self.state.document
        node["sorted"] = "sorted" in self.options  # Sphinx's GlossarySorter sorts it
        self.set_source_info(node)
        items = [self._item(term, language) for term in terms]
        dlist = nodes.definition_list("", *items)
        dlist["classes"].append("glossary")
        node += dlist
        return [node]

    def _item(self, term: Term, language: str) -> nodes.definition_list_item:
        source, line = self.get_source_info()
        termnodes: list[nodes.term] = []
        for text in filter(None, (term.en, term.abbr)):
            termnode = make_glossary_term(
                self.env,
                [nodes.Text(text)],
                None,
                source,
                line,
                node_id=None,
                document=self.state.document,
            )
            termnode["translatable"] = False
            termnodes.append(termnode)
        # after registration: the term's target text stays English on every site
        rendering = nodes.inline(
            term.zh_CN, term.zh_CN, classes=["glossary-data-rendering", "language-zh-CN"]
        )
        termnodes[0].extend([nodes.Text(" — "), rendering])
        text = term.definition_in(language)
        inline, messages = self.parse_inline(text, lineno=line)
        paragraph = nodes.paragraph(text, "", *inline)
        paragraph.source, paragraph.line = source, line
        paragraph["translatable"] = False
        definition = nodes.definition("", paragraph, *messages)
        return nodes.definition_list_item("", *termnodes, definition)
