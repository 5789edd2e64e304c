"""A name as the words a reader reads in it: a page's file name is its address, and a claim's
id is shown on the Numbers page, so "vllm-3x-faster" shows "3x"."""

from __future__ import annotations

import re

#: what separates the words of a name: "posts/vllm_3x-faster" reads "posts vllm 3x faster",
#: "vllm.5x.faster" "vllm 5x faster" (a point between digits is a decimal point)
_BREAKS = re.compile(r"[-_/\s+~]+|(?<!\d)\.|\.(?!\d)")
#: a decimal point written as p in a name: "3p5x" reads "3.5x"
_POINT = re.compile(r"(?<=\d)p(?=\d)")


def name_words(name: str) -> str:
    """*name* as the words a reader reads in it."""
    return " ".join(_BREAKS.split(_POINT.sub(".", name))).strip()
