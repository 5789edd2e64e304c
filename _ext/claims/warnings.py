"""Every warning the claims extension can emit: ``type='claims'`` and one subtype each.

``suppress_warnings = ['claims.uncited']`` silences one subtype; the Authoring guide's list
of messages is generated from this Enum, so adding a member documents it.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

# Pure at import time (the core imports this Enum): Sphinx's logging is imported where a
# warning is emitted.


class Subtype(Enum):
    """Warning subtypes of ``type='claims'``. Each docstring says what the message means and
    how to fix it; the Authoring guide's reference is generated from them (``claims-subtypes``)
    and their translations live in the extension's catalog."""

    UNCITED = "uncited"
    """A number a reader sees looks like a performance figure but is not in a claim: in running
    text, a heading, a table, alt text, a link title, an abbreviation, the meta description, a
    chart label, the text of an SVG image, raw HTML, a translation, a hardware profile's words
    (its vendor, name, note…) or a field of the bibliography that pages show (its title, venue,
    note…). Declare the claim and show it with ``{claim}``, or mark it ``{nac}`` with a reason if
    it is not a performance figure (in an image, or alt text, a figure that repeats a claim the
    page cites passes; in a source's title, a figure that a claim citing the source states)."""
    UNKNOWN_CLAIM = "unknown-claim"
    """A ``{claim}`` role, a chart or a derived claim's ``inputs`` names an id that no data file
    declares. Fix the id or declare the claim."""
    UNKNOWN_SOURCE = "unknown-source"
    """A claim's ``source`` is not a key of the bibliography. Add the entry (a primary source) or
    fix the key."""
    UNKNOWN_HARDWARE = "unknown-hardware"
    """A claim or a ``{hw}`` role names a profile that ``hardware.yaml`` does not declare, or a
    ``{hw}`` shows a name that is not its profile's (a leading part of the name, such as "A100"
    for "A100 80GB", is fine; another product is not). Fix the id or the shown name."""
    MISSING_FIELD = "missing-field"
    """A claim lacks a field its kind requires: ``source`` and ``locator`` (measured, spec,
    fact), ``hardware`` (measured, spec), ``software``, ``workload``, ``parallelism`` and
    ``statistic`` (measured: each as the source states it, or ``not-stated``; the message
    lists every one missing), ``formula`` and ``compute`` (derived) or ``as_of`` (fact); and
    ``source`` and ``locator`` for a derived ratio, rate, time or percentage computed from
    numbers alone, without an input or with inputs that do not change it (a size or a count
    so computed needs neither). Add it."""
    MISSING_BASELINE = "missing-baseline"
    """A ratio claim (unit ×) does not say what it is compared with. Add ``baseline``."""
    MALFORMED = "malformed"
    """Bad syntax: a data file that is not valid YAML, an unknown key, a wrong type, a
    ``statistic`` outside its list (mean, median, p90, p95, p99, max, min, geomean, total,
    single-run, range, not-stated), a measurement key (``software``, ``workload``, ``parallelism``,
    ``statistic``) on a claim that is not measured, a role without its target, a ``{nac}``
    without a reason, an unreadable bibliography; a unit with spaces or compatibility
    characters around it, or with "micro" written as the Greek μ (write the micro sign, µ), a
    ratio written other than ``×`` (``x``, ``x faster``), a fact with a performance unit (a
    rate, per second or any other time, a time, a size, a percentage, ``pct`` or ``pp``, a
    ratio); a hardware profile whose
    ``compute_capability`` is not a version (``8.0``) or whose ``memory`` is not a size
    (``80 GB``, ``40 GB HBM2``), or that lists another profile's spec under ``specs``. The
    message says which and where."""
    DUPLICATE = "duplicate"
    """The same claim id, or the same key of one entry, is declared twice. The first declaration
    is used; keep one and refer to it by id."""
    VALUE_MISMATCH = "value-mismatch"
    """The number shown in a ``{claim}`` role is not the declared value, rounded to the shown
    precision. Show the declared value or correct the data, whichever is wrong."""
    UNIT_MISMATCH = "unit-mismatch"
    """A ``{claim}`` shows its number without its unit or with another one (``2.1%`` or ``2.1``
    for a ``2.1×`` claim). Show the declared unit inside the role (in a translation, the
    rendering that ``claims_unit_translations`` declares). A ratio declared with
    ``reduction: true`` may also be shown as what is left, ``1/4`` for ``4×`` (as in
    ``降到原来的 1/4``); no other claim may."""
    TRANSLATION_CHANGED = "translation-changed"
    """A translation shows another number in a claim or an exempt number, or another name in a
    hardware mention, than the original; or a hardware profile's ``name`` or ``short`` in
    ``_claims.po`` names another product (only a note in brackets after the name may be
    translated). Keep the number and the name; only the unit may be localised."""
    TRANSLATION_DROPPED = "translation-dropped"
    """A translation leaves out a claim, an exempt number or a hardware mention of the original.
    Put the role back with the same target."""
    TRANSLATION_ADDED = "translation-added"
    """A translation has a claim, an exempt number or a hardware mention that the original does
    not have. Translate only what the original says."""
    TRANSLATION_UNIT = "translation-unit"
    """A translation changes a claim's unit other than through ``claims_unit_translations``. Use
    the declared rendering, or declare the new one in ``conf.py``."""
    TRANSLATION_NUMBER = "translation-number"
    """A translation drops, changes or adds a number outside the claims ("32 layers" must stay 32;
    a page's or a data file's words alike), changes a name written with a digit ("H100",
    "FP8", "Llama-3-70B"), or writes a derived claim's ``formula`` (``_claims.po``) with its
    numbers in another order. Write the original's numbers, in digits (a Chinese numeral of the
    same value is accepted), its names as written, a formula's numbers in the original's
    order."""
    TRANSLATION_STRUCTURE = "translation-structure"
    """A msgstr is not one block like its msgid: a blank line makes two paragraphs (Sphinx would
    show only the first), or a line starts a list, heading, quote or fence (Sphinx would ignore
    the translation). Keep the msgstr one block with the msgid's markup."""
    CATALOG = "catalog"
    """A catalog (``.po``) cannot be used: a syntax error, text that is not UTF-8, or one message
    translated twice. Its pages are shown untranslated, with the banner, until it is fixed at
    the line the message names."""
    RAW_HTML = "raw-html"
    """Raw HTML in a translation, a data field or a glossary text would be published as is (a
    ``<script>``, an event handler, a ``<meta http-equiv=refresh>``). Remove it: these are text.
    A UI string (``sphinx.po``) may keep only the tags of its msgid and may not add quotes or
    angle brackets."""
    UNSAFE_URL = "unsafe-url"
    """A bibliography or translated link URL that is not ``http(s)`` or relative
    (``javascript:``, ``data:``…) would become a live link. Use the source's web address."""
    BIDI_CONTROL = "bidi-control"
    """A Unicode bidirectional control character in a page, data, the bibliography or a catalog
    can make a number read differently from the text that was checked (a right-to-left
    override shows a number's digits in reverse order). Remove it."""
    DERIVATION = "derivation"
    """A derived claim's ``compute`` does not give its declared value, rounded to the decimals
    the value shows (an input changed, or the value or formula is wrong); or the formula cannot
    be evaluated: a syntax error, a name or function outside the formula language, a
    ``{claim-id}`` not listed in ``inputs``, a division by zero; or the inputs form a cycle,
    which the message names; or the words of its ``formula`` state a result (after ``=``,
    ``≈`` or words such as ``, which is``; not an intermediate one that a later step computes
    on) that its ``compute`` does not give, in the same unit or a converted one (bytes for GB).
    Correct the value, the inputs or the formula."""
    EXPORT = "export"
    """The ``claims.json`` export does not fit its published schema (``claims.schema.json``):
    a data field of an unexpected type that the loader let through, such as a number where
    text belongs. The message names the field; fix the data at the line it points to."""
    UNUSED = "unused"
    """A claim is declared but no page shows it. Use it or delete it (not an error: it does not
    stop ``make html``, but ``make check`` and ``make public`` refuse warnings)."""
    STALE = "stale"
    """(a note, not a warning) A claim's ``as_of`` is older than ``claims_max_age_days`` at the
    build date (``SOURCE_DATE_EPOCH``). Check the source again: update the value and ``as_of``
    if it changed, or only ``as_of`` if it still holds."""
    CROSS_HARDWARE = "cross-hardware"
    """(a note, not a warning) A paragraph compares figures of one unit that were not measured
    like for like: on different hardware, or (measured claims) with another ``precision``,
    ``workload`` or ``statistic``; the build badges each number with what differs. A field one
    of them does not state cannot be told apart and is not badged. Check the comparison is
    fair and say so in the text."""

    def warn(self, message: str, *args: Any, location: Any) -> None:
        from sphinx.util import logging

        logging.getLogger("claims").warning(
            message, *args, type="claims", subtype=self.value, location=location
        )
