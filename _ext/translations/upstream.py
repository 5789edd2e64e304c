"""Workarounds for bugs in Sphinx's i18n, in one place. Each names the Sphinx version it
targets and where the bug is reported; ``tests/test_translations_upstream.py`` builds a
translated page without this module and fails once Sphinx no longer shows the bug, so the
workaround can then be deleted.

1. **Translated references share one id** (Sphinx 9.0.4; report:
   ``docs/upstream/sphinx-i18n-reference-ids.md``, no upstream issue yet). When a translated
   message is put in place, ``_NodeUpdater.update_pending_xrefs`` copies every attribute of
   the *last* original reference with the same target onto *each* translated one, ``ids``
   included. A paragraph that cites one source twice then has two elements with one id, and
   the bibliography's back-link to the other one points nowhere. Sphinx also parses every
   msgstr with the full environment (twice: once per phase of its Locale transform), so
   sphinxcontrib-bibtex's role records a citation reference for each parse, under ids of
   the throwaway document, and the bibliography grew a back-link for each.
   :class:`KeepReferenceIds` / :class:`RestoreReferenceIds` give every translated reference
   the id of the original one in the same place (by order, per target) and keep only the
   citation records that describe a reference on the final page.

2. **``translated="True"`` on ``<meta>``** (Sphinx 9.0.4; report:
   ``docs/upstream/sphinx-i18n-meta-translated.md``, no upstream issue yet). Since Sphinx 7.1
   (sphinx-doc/sphinx#11502) the Locale transform leaves ``translated`` on translated
   nodes, and docutils writes every attribute of a ``meta`` node into the tag, which is
   invalid HTML. :class:`DropMetaTranslatedFlag` removes it from ``meta`` nodes once
   Sphinx's own last reader of the flag (``AddTranslationClasses``) has run.

3. **Translated formulas and code blocks of MyST pages come out as "::"** (Sphinx 9.0.4
   with myst-parser 5.2.0; reported as executablebooks/MyST-Parser#980 for formulas and
   #444 for code blocks). Sphinx's Locale transform turns the msgstr of a literal node
   (``math_block``, ``literal_block``) into reStructuredText's literal-block notation
   (``"::\n\n   " + msgstr``) and parses that with the page's own parser; MyST reads the
   "::" as a paragraph, and the formula is replaced by it. :class:`TranslateLiteralNodes`
   puts such a msgstr in place as text, which is what the notation was meant to achieve,
   before Sphinx's transform runs, on MyST pages only.
"""

from __future__ import annotations

from collections import defaultdict, deque
from typing import TYPE_CHECKING, Any

from docutils import nodes
from sphinx import addnodes
from sphinx.locale import init as init_locale
from sphinx.transforms import SphinxTransform
from sphinx.util.i18n import docname_to_domain
from sphinx.util.nodes import LITERAL_TYPE_NODES, extract_messages

if TYPE_CHECKING:
    from sphinx.application import Sphinx

#: node attribute holding the original references' ids between the two transforms
ORIGINAL_IDS = "translations_original_reference_ids"

RefKey = tuple[str, str, str]


def reference_key(node: addnodes.pending_xref) -> RefKey:
    """What Sphinx matches an original and a translated reference by."""
    return node.get("refdomain", ""), node.get("reftype", ""), node.get("reftarget", "")


def _is_translation(transform: SphinxTransform) -> bool:
    language = transform.config.language
    return bool(language) and language != transform.config.translations_source_language


class KeepReferenceIds(SphinxTransform):
    """Before translation: note, on each message's node, the ids of its references."""

    default_priority = 19  # Sphinx's Locale transform is 20

    def apply(self, **kwargs: Any) -> None:
        if not _is_translation(self):
            return
        for node, _msg in extract_messages(self.document):
            found = [
                (reference_key(ref), list(ref["ids"]))
                for ref in node.findall(addnodes.pending_xref)
                if ref["ids"]
            ]
            if found:
                node[ORIGINAL_IDS] = found


class RestoreReferenceIds(SphinxTransform):
    """After translation: each translated reference gets the id of its original."""

    # after Locale (20) and ReattachTranslatedNodes (21)
    default_priority = 22

    def apply(self, **kwargs: Any) -> None:
        if not _is_translation(self):
            return
        for node in list(self.document.findall(nodes.Element)):
            original = node.attributes.pop(ORIGINAL_IDS, None)
            if original is None or not node.get("translated"):
                continue
            queues: dict[RefKey, deque[list[str]]] = defaultdict(deque)
            for key, ids in original:
                queues[key].append(ids)
            for ref in node.findall(addnodes.pending_xref):
                queue = queues.get(reference_key(ref))
                if queue:
                    ref["ids"] = queue.popleft()
                elif ref["ids"]:
                    # a reference the translation added (Sphinx warns about it): a new id
                    ref["ids"] = []
                    self.document.set_id(ref)
        self._drop_stray_citation_records()

    def _drop_stray_citation_records(self) -> None:
        """Keep sphinxcontrib-bibtex's citation records of this page that describe a
        citation on it, once each: the msgstr parses added records under other ids."""
        if "cite" not in self.env.domains:  # sphinxcontrib-bibtex is not loaded
            return
        domain: Any = self.env.get_domain("cite")  # sphinxcontrib-bibtex's, untyped
        from sphinxcontrib.bibtex.citation_target import parse_citation_targets

        docname = self.env.current_document.docname
        on_page = {
            (ref["ids"][0], tuple(t.key for t in parse_citation_targets(ref["reftarget"])))
            for ref in self.document.findall(addnodes.pending_xref)
            if ref.get("refdomain") == "cite" and ref["ids"]
        }
        kept, seen = [], set()
        for record in domain.citation_refs:
            if record.docname != docname:
                kept.append(record)
                continue
            key = (record.citation_ref_id, tuple(t.key for t in record.targets))
            if key in on_page and key not in seen:
                seen.add(key)
                kept.append(record)
        domain.data["citation_refs"] = kept


class TranslateLiteralNodes(SphinxTransform):
    """A MyST page's translated formula or code block: the msgstr as the node's text."""

    default_priority = 19  # before Sphinx's Locale transform (20)

    def apply(self, **kwargs: Any) -> None:
        if not _is_translation(self) or not self.document["source"].endswith(".md"):
            return
        messages = self._catalog()
        for node, msg in extract_messages(self.document):
            if not isinstance(node, LITERAL_TYPE_NODES):
                continue
            msgstr = messages.get(msg, "")
            if not msgstr.strip() or msgstr == msg:
                continue  # Sphinx marks these itself, and changes nothing in them
            node.rawsource = msgstr
            node.children = [nodes.Text(msgstr)]
            node.children[0].parent = node
            node["translated"] = True
            node["translatable"] = False  # Sphinx's Locale transform leaves it alone

    def _catalog(self) -> dict[str, str]:
        """The page's messages as Sphinx's Locale transform finds them."""
        domain = docname_to_domain(self.env.current_document.docname, self.config.gettext_compact)
        dirs = [self.env.srcdir / directory for directory in self.config.locale_dirs]
        catalog, found = init_locale(dirs, self.config.language, domain)
        if not found:
            return {}
        chain = []
        while catalog is not None:
            chain.append(getattr(catalog, "_catalog", None) or {})
            catalog = catalog._fallback  # type: ignore[attr-defined]
        merged: dict[str, str] = {}
        for messages in reversed(chain):
            merged |= messages
        return merged


class DropMetaTranslatedFlag(SphinxTransform):
    """``translated`` is Sphinx's bookkeeping, not an attribute of the ``<meta>`` tag."""

    default_priority = 960  # after Sphinx's AddTranslationClasses (950)

    def apply(self, **kwargs: Any) -> None:
        for meta in self.document.findall(nodes.meta):
            meta.attributes.pop("translated", None)


def register(app: Sphinx) -> None:
    app.add_transform(KeepReferenceIds)
    app.add_transform(RestoreReferenceIds)
    app.add_transform(TranslateLiteralNodes)
    app.add_transform(DropMetaTranslatedFlag)
