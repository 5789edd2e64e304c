"""Regular expressions compiled once per machine rather than once per build: :class:`Store`.

Compiling is most of what the detector's first pass over a site costs. ``re`` parses each
pattern and generates its code in Python: about 0.35 s of CPU for the rules a real site's
pages call for, where matching them all takes about 0.12 s. Reading each pattern's start class
(:mod:`claims.core.starts`) and whether it needs a wide character (:mod:`claims.core.matches`)
parses it again. The generated code is a list of integers, from which ``_sre.compile`` makes the
pattern at once; a :class:`Store` keeps those lists and the two readings by pattern, and the
extension keeps the store between builds beside the user's other caches
(:mod:`claims.pattern_cache`).

``re._compiler._code`` and ``_sre.compile`` are private. A store is tied to the Python that
wrote it and to the code that read its patterns (:func:`tag`); code that ``_sre`` refuses (it
validates what it is given) is compiled anew; and a test checks that a detector built from a
saved store finds what a fresh one finds on the whole labelled corpus.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import hashlib
import os
import re
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from re import _compiler, _parser  # type: ignore[attr-defined]
from typing import Any

from claims.core import matches, starts
from claims.core.matches import needs_wide
from claims.core.starts import start_class

#: what the code depends on: the interpreter and its engine's code format
INTERPRETER = f"{sys.implementation.cache_tag} {_sre.MAGIC} {sys.version}"


def tag(readers: Iterable[Path]) -> str:
    """What a store depends on: the interpreter and its engine's code format, for the code, and
    the source of the modules that read a pattern's start class and wide flag (*readers*), for
    those: a store kept from before a change to them is another's."""
    digest = hashlib.sha256()
    for reader in readers:
        digest.update(reader.read_bytes())
    return f"{INTERPRETER} {digest.hexdigest()[:16]}"


TAG = tag(Path(f) for f in (starts.__file__, matches.__file__, __file__) if f)

#: a pattern's code as ``_sre.compile`` takes it: flags, code, groups, group names
Code = tuple[int, list[int], int, dict[str, int]]


def _from_code(
    pattern: str, flags: int, code: list[int], groups: int, names: dict[str, int]
) -> re.Pattern[str]:
    indexgroup: list[str | None] = [None] * (groups + 1)
    for name, index in names.items():
        indexgroup[index] = name
    compiled: re.Pattern[str] = _sre.compile(pattern, flags, code, groups, names, tuple(indexgroup))
    return compiled


def _code(pattern: str) -> Code:
    """What ``re.compile(pattern)`` hands ``_sre.compile`` (``re._compiler.compile``, whose
    steps these are, keeps no copy of it)."""
    parsed = _parser.parse(pattern, 0)
    state = parsed.state
    # plain numbers: the opcodes are named constants of re's own, which do not pickle
    code = list(map(int, _compiler._code(parsed, 0)))
    return (int(state.flags), code, state.groups - 1, dict(state.groupdict))


class Store:
    """Compiled patterns, with their start classes and whether they need a wide character,
    by pattern; :meth:`saved` gives what :meth:`load` takes back."""

    def __init__(self) -> None:
        self._code: dict[str, Code] = {}
        self._starts: dict[str, str | None] = {}
        self._wide: dict[str, bool] = {}
        self._used: set[str] = set()
        #: what this process compiled or read anew
        self._new: set[str] = set()
        self.changed = False

    def compile(self, pattern: str) -> re.Pattern[str]:
        """``re.compile(pattern)``, from the stored code where there is some."""
        self._used.add(pattern)
        code = self._code.get(pattern)
        if code is not None:
            try:
                return _from_code(pattern, *code)
            except (RuntimeError, TypeError, ValueError, OverflowError, IndexError):
                pass  # another engine's code, or damaged: compiled anew
        code = _code(pattern)
        compiled = _from_code(pattern, *code)
        self._code[pattern] = code
        self._added(pattern)
        return compiled

    def start_class(self, pattern: str) -> str | None:
        """:func:`claims.core.starts.start_class`, read once."""
        self._used.add(pattern)
        if pattern not in self._starts:
            self._starts[pattern] = start_class(pattern)
            self._added(pattern)
        return self._starts[pattern]

    def needs_wide(self, pattern: str) -> bool:
        """:func:`claims.core.matches.needs_wide`, read once."""
        self._used.add(pattern)
        if pattern not in self._wide:
            self._wide[pattern] = needs_wide(pattern)
            self._added(pattern)
        return self._wide[pattern]

    def forget_new(self) -> None:
        """In a forked process: what its parent compiled is not this process's to send."""
        self._new.clear()

    def _added(self, pattern: str) -> None:
        self._new.add(pattern)
        self.changed = True

    def saved(self, keep: int = 4000) -> dict[str, Any]:
        """The store as JSON: what was used in this process, and what it was loaded with
        unless that makes more than *keep* patterns (rules that changed leave patterns no
        build asks for again)."""
        keys = set(self._code) | set(self._starts) | set(self._wide)
        return self._as_json(self._used if len(keys) > keep else keys)

    def new(self) -> dict[str, Any]:
        """What this process compiled or read anew, as :meth:`saved` gives it: what a process
        forked to read pages sends back (:meth:`take`), so that the next build has it."""
        return self._as_json(self._new)

    def take(self, data: Mapping[str, Any]) -> None:
        """Take in :meth:`new` of another process of this build, to be saved with the rest."""
        if self.load(data):
            taken = {*data["code"], *data["starts"], *data["wide"]}
            self._used.update(taken)
            self._new.update(taken)
            self.changed = self.changed or bool(taken)

    def _as_json(self, keys: set[str]) -> dict[str, Any]:
        return {
            "tag": TAG,
            "code": {p: list(v) for p, v in self._code.items() if p in keys},
            "starts": {p: v for p, v in self._starts.items() if p in keys},
            "wide": {p: v for p, v in self._wide.items() if p in keys},
        }

    def load(self, data: Mapping[str, Any]) -> bool:
        """Take in a :meth:`saved` store of this Python; False (and nothing taken) for
        another's or for anything not of its shape."""
        try:
            if data.get("tag") != TAG:
                return False
            code = {
                p: (int(f), [int(x) for x in c], int(g), {str(k): int(i) for k, i in n.items()})
                for p, (f, c, g, n) in data["code"].items()
                if isinstance(p, str)
            }
            starts = {p: (v if isinstance(v, str) else None) for p, v in data["starts"].items()}
            wide = {p: bool(v) for p, v in data["wide"].items()}
        except (AttributeError, KeyError, TypeError, ValueError):
            return False
        self._code.update(code)
        self._starts.update(starts)
        self._wide.update(wide)
        return True


#: the store every detector in a process compiles with
STORE = Store()
os.register_at_fork(after_in_child=STORE.forget_new)
