"""The upstream behaviour that _ext/site_chrome/workarounds.py works around is still there
(when this fails, delete the workaround and this test)."""

from __future__ import annotations

import inspect

import furo
import sphinx_copybutton


def test_furo_still_replaces_pygments_css_after_the_pages_are_written():
    source = inspect.getsource(furo.setup)
    assert 'app.connect("build-finished", _overwrite_pygments_css)' in source
    assert "pygments.css" in inspect.getsource(furo._overwrite_pygments_css)


def test_copybutton_still_adds_its_scripts_without_a_loading_method():
    source = inspect.getsource(sphinx_copybutton.setup)
    assert 'app.add_js_file("clipboard.min.js")' in source
    assert 'app.add_js_file("copybutton.js")' in source
