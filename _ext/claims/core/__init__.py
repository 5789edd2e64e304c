"""The pure core of the cited-numbers rule: no Sphinx or docutils import.

The Sphinx layer (roles, domain, transforms, pages) and ``tools/check_po`` both call it, so
the build and the catalog QA cannot disagree. ``load`` reads data files, ``safety`` rejects
text that must never reach a page, ``messages`` reads the MyST markup of one gettext
message, and ``fidelity`` is the one translation rule.
"""
