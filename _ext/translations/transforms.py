"""Read-time translation checks, after Sphinx's Locale transform has done its work."""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.locale import _
from sphinx.transforms import SphinxTransform
from sphinx.util.nodes import extract_messages

from translations.catalogs import catalog_path, load


class TranslationStatus(SphinxTransform):
    """Put a banner on pages that are not fully translated: untranslated or fuzzy entries,
    msgstrs Sphinx did not apply, or no usable catalog."""

    # after Locale (20) and the translation-progress count (25)
    default_priority = 30

    def apply(self, **kwargs: Any) -> None:
        language = self.config.language
        if not language or language == self.config.translations_source_language:
            return
        docname = self.env.current_document.docname
        path = catalog_path(self.env, docname)
        if path is not None:
            # Sphinx notes each page's .mo as a dependency before reading, then drops it
            # when the page is read (BuildEnvironment.clear_doc), so a page read in this
            # build would not notice its catalog being edited or deleted: note the .po
            self.env.note_dependency(str(path))
        catalog = load(path) if path else None
        entries = {e.msgid: e for e in catalog} if catalog else {}
        ignored = 0
        for node, msg in extract_messages(self.document):
            # toctree captions and other addnodes.translatable nodes translate themselves
            # without setting 'translated'
            if node.get("translated") or isinstance(node, addnodes.translatable):
                continue
            entry = entries.get(msg)
            if entry is not None and entry.msgstr and not entry.fuzzy and not entry.obsolete:
                ignored += 1  # shown in English; the claims rule reports it with its line
        # Counted from the catalog, not from Sphinx's translation_progress: Sphinx counts
        # every figure as untranslated, even when its alt text was translated.
        live = [e for e in entries.values() if not e.obsolete and e.msgid]
        fuzzy = sum(1 for e in live if e.fuzzy)
        english = sum(1 for e in live if e.fuzzy or not e.msgstr) + ignored
        if catalog is None or english:
            self._add_banner(docname, english, len(live), fuzzy, catalog is None)

    def _add_banner(
        self, docname: str, english: int, total: int, fuzzy: int, missing: bool
    ) -> None:
        if missing:
            text = _("This page has not been translated yet; it is shown in English.")
        else:
            text = _(
                "This page is not fully translated: %(english)d of %(total)d "
                "passages are shown in English"
            ) % {"english": english, "total": total}
            if fuzzy:
                text += _(
                    " (%(fuzzy)d of them because the original changed and the "
                    "translation awaits review)"
                ) % {"fuzzy": fuzzy}
            text += _(".")
        depth = docname.count("/") + 1
        # both languages share one layout (see tools/publish.py): en/<page> beside zh-cn/<page>
        href = f"{'../' * depth}{self.config.translations_source_path}/{docname}.html"
        paragraph = nodes.paragraph("", text + " ")
        paragraph += nodes.reference("", _("Read the English original"), refuri=href)
        banner = nodes.container("", paragraph, classes=["translation-banner"])
        banner["role"] = "note"
        section = next(iter(self.document.findall(nodes.section)), None)
        if section is not None and len(section) and isinstance(section[0], nodes.title):
            section.insert(1, banner)
        else:
            self.document.insert(0, banner)


class ReattachTranslatedNodes(SphinxTransform):
    """Point the nodes that came from a translation at the page's own document.

    Sphinx parses each msgstr into a throwaway document that holds the whole build
    environment; the translated nodes keep a reference to it, so every pickled Chinese
    doctree carried a copy of the environment (bench/RESULTS.md: 1 GB of doctrees for 100
    articles, and pickling time growing with the square of the site).
    """

    default_priority = 21  # right after Sphinx's Locale transform (20)

    def apply(self, **kwargs: Any) -> None:
        language = self.config.language
        if not language or language == self.config.translations_source_language:
            return
        for node in self.document.findall(include_self=False):
            owner = getattr(node, "_document", None)  # docutils' private slot: no property
            if owner is not None and owner is not self.document:
                node.document = self.document
