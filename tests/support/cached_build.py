"""A build in a process of its own, with *cache* as the user's cache folder: only the files
there carry the detector's patterns and readings from one build to the next, as between a
user's builds."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def build(root: Path, out: Path, cache: Path, *options: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_CACHE_HOME": str(cache)}
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-E", "-q", *options]
    command += [str(root), str(out)]
    return subprocess.run(command, env=env, capture_output=True, text=True, check=False)
