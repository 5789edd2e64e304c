"""The articles' own code (source/_code/, source/_figures/) loaded as modules by file path,
so tests run exactly what a page includes."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]
CODE = REPO / "source" / "_code"


def load_module(path: Path, name: str | None = None) -> ModuleType:
    name = name or path.stem
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while decorating
    spec.loader.exec_module(module)
    return module


def article_code(name: str) -> ModuleType:
    """``source/_code/<name>.py``."""
    return load_module(CODE / f"{name}.py")
