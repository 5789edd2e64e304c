"""The Authoring guide documents every warning the extensions can emit."""

from __future__ import annotations

from pathlib import Path

from claims.warnings import Subtype

GUIDE = Path(__file__).resolve().parent.parent / "source" / "authoring.md"


def test_every_claims_subtype_is_documented_with_a_fix():
    text = GUIDE.read_text(encoding="utf-8")
    for subtype in Subtype:
        marker = f"`claims.{subtype.value}`\n: "
        assert marker in text, f"claims.{subtype.value} is not documented in {GUIDE.name}"


def test_translation_warnings_are_documented():
    text = GUIDE.read_text(encoding="utf-8")
    assert "`translations.ignored-msgstr`\n: " in text
    assert "`claims.cross-hardware`" in text


def test_every_subtype_has_a_docstring():
    import claims.warnings as module
    source = Path(module.__file__).read_text(encoding="utf-8")
    for subtype in Subtype:
        line = f'{subtype.name} = "{subtype.value}"\n    """'
        assert line in source, f"{subtype.name} has no docstring"


def test_every_site_chrome_subtype_is_documented_with_a_fix():
    from site_chrome.warnings import Subtype as SiteChromeSubtype

    text = GUIDE.read_text(encoding="utf-8")
    for subtype in SiteChromeSubtype:
        assert f"`site_chrome.{subtype.value}`\n: " in text, subtype
