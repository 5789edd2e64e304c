"""Make the theme's hard-coded English labels translatable.

furo writes a few aria-labels as literal English in ``page.html``, so Chinese pages would
read them to screen-reader users in English. Rather than copy furo's template, this loader
serves furo's own ``page.html`` with exactly those literals wrapped in ``_()``; their
Chinese lives in ``locale/zh_CN/LC_MESSAGES/sphinx.po`` like every other interface string.
A test checks that no English label is left on a Chinese page, so a furo release that
rewords a label fails loudly instead of going back to English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from jinja2 import BaseLoader, TemplateNotFound

if TYPE_CHECKING:
    from sphinx.application import Sphinx

#: literal attribute values in furo's page.html that are shown (or read) to readers
LABELS = (
    "Toggle site navigation sidebar",
    "Toggle table of contents sidebar",
    "Toggle Light / Dark / Auto color theme",
)
TEMPLATE = "page.html"


class TranslatableLabels(BaseLoader):
    """Serves the first ``page.html`` found by *loaders* with :data:`LABELS` translatable."""

    def __init__(self, loaders: list[Any]) -> None:
        self.loaders = loaders

    def get_source(self, environment, template):
        if template != TEMPLATE:
            raise TemplateNotFound(template)
        for loader in self.loaders:
            try:
                source, filename, uptodate = loader.get_source(environment, template)
            except TemplateNotFound:
                continue
            for label in LABELS:
                source = source.replace(
                    f'aria-label="{label}"', f'aria-label="{{{{ _({label!r}) }}}}"'
                )
            return source, filename, uptodate
        raise TemplateNotFound(template)


def install(app: Sphinx) -> None:
    templates = getattr(app.builder, "templates", None)
    loaders = getattr(templates, "loaders", None)
    start = getattr(templates, "templatepathlen", None)
    if not isinstance(loaders, list) or start is None:
        return
    # at the head of the theme's loaders: project templates still come first, and both
    # "page.html" and "!page.html" (a project template extending the theme's) reach it
    loaders.insert(start, TranslatableLabels(loaders[start:]))
