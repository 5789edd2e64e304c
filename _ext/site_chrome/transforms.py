"""Read-time and write-time transforms of the site chrome."""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.transforms import SphinxTransform
from sphinx.transforms.post_transforms import SphinxPostTransform


class FrontMatterDescription(SphinxTransform):
    """A front-matter ``description: ...`` becomes ``<meta name="description">``.

    As a ``meta`` node placed before Sphinx's Locale transform (priority 20) runs, it is
    extracted into the page's catalog by ``make gettext`` and translated like the page's
    text, which front-matter values are not.
    """

    default_priority = 15

    def apply(self, **kwargs: Any) -> None:
        fields = self.document.next_node(nodes.field_list)
        if fields is None or fields.parent is not self.document:
            return
        for field in fields.findall(nodes.field):
            name, body = field.children
            if name.astext() == "description" and body.astext().strip():
                meta = nodes.meta(
                    rawsource="", name="description", content=" ".join(body.astext().split())
                )
                meta.source, meta.line = field.source, field.line
                self.document.insert(0, meta)
                return


class CleanTranslatedMeta(SphinxPostTransform):
    """``translation_progress_classes`` marks every translated node, the ``meta`` nodes
    too, and the HTML writer prints those marks as attributes that ``<meta>`` may not have
    (``translated="True"``): keep them off ``meta``."""

    default_priority = 100
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        for meta in self.document.findall(nodes.meta):
            meta.attributes.pop("translated", None)
            meta["classes"] = [
                name for name in meta["classes"] if name not in {"translated", "untranslated"}
            ]
