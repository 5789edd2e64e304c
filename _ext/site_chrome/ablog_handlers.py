"""ABlog's page handlers replaced by the site's own, in the place ABlog connected them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from sphinx.application import Sphinx


def replace(app: Sphinx, name: str, replacement: Callable[..., Any]) -> None:
    """Connect *replacement* where ABlog's ``ablog.post.<name>`` handles
    ``html-collect-pages``, at the same priority (nothing without ABlog)."""
    try:
        from ablog import post
    except ImportError:
        return
    original = getattr(post, name)
    for listener in list(app.events.listeners.get("html-collect-pages", [])):
        if listener.handler is original:
            app.disconnect(listener.id)
            app.connect("html-collect-pages", replacement, priority=listener.priority)
