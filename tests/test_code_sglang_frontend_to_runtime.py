"""Checks for source/_code/sglang_frontend_to_runtime_example.py.

The example needs a running SGLang server, so it is never run against one here. Instead:
1. it must compile;
2. every ``sgl.<name>`` it uses must be a public name of the SGLang frontend, and every
   method it calls on program states must exist on the frontend's state classes;
3. importing it must not contact a server (the entry point is guarded);
4. the program body runs against a small stand-in for the frontend, which records what
   the program would send, so control flow and the fork/join shape are exercised.

The name lists below were read in sgl-project/sglang (python/sglang/__init__.py, which
re-exports python/sglang/lang/api.py; python/sglang/lang/interpreter.py for ProgramState
and ProgramStateGroup; python/sglang/lang/ir.py for SglFunction), as of 2026-08-09.
sglang itself is deliberately not installed.
"""

import ast
import importlib.util
import sys
import types
from pathlib import Path

import pytest

EXAMPLE = (
    Path(__file__).resolve().parents[1]
    / "source"
    / "_code"
    / "sglang_frontend_to_runtime_example.py"
)

# Public names exported by `import sglang` (frontend language part).
SGLANG_FRONTEND_API = {
    "Runtime",
    "RuntimeEndpoint",
    "assistant",
    "assistant_begin",
    "assistant_end",
    "flush_cache",
    "function",
    "gen",
    "gen_int",
    "gen_string",
    "get_server_info",
    "image",
    "select",
    "separate_reasoning",
    "set_default_backend",
    "system",
    "system_begin",
    "system_end",
    "user",
    "user_begin",
    "user_end",
    "video",
    "greedy_token_selection",
    "token_length_normalized",
    "unconditional_likelihood_normalized",
}
# Methods of ProgramState (the `s` argument), ProgramStateGroup (result of fork),
# and SglFunction (the decorated function).
PROGRAM_STATE_METHODS = {
    "system",
    "user",
    "assistant",
    "var_scope",
    "fork",
    "copy",
    "text",
    "messages",
    "sync",
    "text_iter",
    "get_var",
    "get_meta_info",
}
STATE_GROUP_METHODS = {"join"}
SGL_FUNCTION_METHODS = {"bind", "run", "run_batch", "trace", "pin", "unpin", "compile"}
# Keyword arguments accepted by sglang.gen / sglang.select (python/sglang/lang/api.py).
GEN_KWARGS = {
    "name",
    "max_tokens",
    "min_tokens",
    "n",
    "stop",
    "stop_token_ids",
    "stop_regex",
    "temperature",
    "top_p",
    "top_k",
    "min_p",
    "frequency_penalty",
    "presence_penalty",
    "ignore_eos",
    "return_logprob",
    "logprob_start_len",
    "top_logprobs_num",
    "return_text_in_logprobs",
    "dtype",
    "choices",
    "choices_method",
    "regex",
    "json_schema",
}
SELECT_KWARGS = {"name", "choices", "temperature", "choices_method"}


def _tree():
    source = EXAMPLE.read_text(encoding="utf-8")
    compile(source, str(EXAMPLE), "exec")
    return ast.parse(source)


def test_compiles_and_is_labelled_as_needing_a_server():
    tree = _tree()
    doc = ast.get_docstring(tree)
    assert doc and "NEEDS A RUNNING SGLANG SERVER" in doc


def test_only_sglang_is_imported():
    imported = set()
    for node in ast.walk(_tree()):
        if isinstance(node, ast.Import):
            imported.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            imported.add((node.module or "").split(".")[0])
    assert imported == {"sglang"}


def test_every_sgl_name_exists_in_the_frontend_api():
    used = {
        node.attr
        for node in ast.walk(_tree())
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "sgl"
    }
    # The names the article discusses must actually be used by the example...
    assert {
        "function",
        "gen",
        "select",
        "system",
        "user",
        "assistant",
        "image",
        "set_default_backend",
        "RuntimeEndpoint",
    } <= used
    # ...and nothing outside the real API may be.
    assert used <= SGLANG_FRONTEND_API, used - SGLANG_FRONTEND_API


def test_methods_and_keywords_exist():
    tree = _tree()
    known_methods = PROGRAM_STATE_METHODS | STATE_GROUP_METHODS | SGL_FUNCTION_METHODS
    called = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        owner = node.func.value
        if isinstance(owner, ast.Name) and owner.id == "sgl":
            kwargs = {k.arg for k in node.keywords}
            if node.func.attr == "gen":
                assert kwargs <= GEN_KWARGS, kwargs - GEN_KWARGS
            if node.func.attr == "select":
                assert kwargs <= SELECT_KWARGS, kwargs - SELECT_KWARGS
            continue
        if isinstance(owner, ast.Name) and owner.id in {"s", "branches", "review", "state"}:
            called.add(node.func.attr)
    assert {"fork", "join", "run_batch", "text"} <= called
    assert called <= known_methods, called - known_methods


class _Expr:
    """Stand-in for an SGLang expression: remembers its parts, supports `+`."""

    def __init__(self, *parts):
        self.parts = list(parts)

    def __add__(self, other):
        return _Expr(*self.parts, other)

    def __radd__(self, other):
        return _Expr(other, *self.parts)


class _State:
    def __init__(self, log):
        self.log = log

    def __iadd__(self, expr):
        self.log.append(expr)
        return self

    def fork(self, n):
        return _Group([_State([]) for _ in range(n)], self)


class _Group(list):
    def __init__(self, states, parent):
        super().__init__(states)
        self.parent = parent
        self.joined = False

    def join(self):
        self.joined = True


def _fake_sglang():
    fake = types.ModuleType("sglang")
    fake.backend = None

    def function(func):
        func.run_batch = lambda *a, **k: pytest.fail("no server in tests")
        return func

    def role(name):
        return lambda expr=None: _Expr(name, expr)

    fake.function = function
    fake.system, fake.user, fake.assistant = role("system"), role("user"), role("assistant")
    fake.gen = lambda name=None, **kw: _Expr("gen", name, kw)
    fake.select = lambda name=None, choices=None, **kw: _Expr("select", name, tuple(choices))
    fake.image = lambda path: _Expr("image", path)

    def set_default_backend(backend):
        fake.backend = backend

    fake.set_default_backend = set_default_backend
    fake.RuntimeEndpoint = lambda url: ("endpoint", url)
    return fake


def test_program_runs_against_a_stand_in(monkeypatch):
    fake = _fake_sglang()
    monkeypatch.setitem(sys.modules, "sglang", fake)
    spec = importlib.util.spec_from_file_location("sglang_example_under_test", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert fake.backend is None, "importing the example must not configure a backend"

    for image_path in (None, "diagram.png"):
        state = _State([])
        original_fork = state.fork
        groups = []

        def recording_fork(n, _orig=original_fork, groups=groups):
            group = _orig(n)
            groups.append(group)
            return group

        state.fork = recording_fork
        module.review(state, "disk full on db-3", image_path=image_path)
        # system, user, assistant(select), then after the fork: user + assistant(gen)
        assert len(state.log) == 5
        assert state.log[0].parts[0] == "system"
        assert len(groups) == 1 and groups[0].joined
        assert all(len(branch.log) == 2 for branch in groups[0])
        has_image = any(
            isinstance(p, _Expr) and p.parts and p.parts[0] == "image"
            for p in _flatten(state.log[1])
        )
        assert has_image == (image_path is not None)


def _flatten(expr):
    stack = [expr]
    while stack:
        item = stack.pop()
        yield item
        if isinstance(item, _Expr):
            stack.extend(item.parts)
