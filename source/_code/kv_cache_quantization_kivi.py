"""A NumPy reference of KIVI-style KV-cache quantization (teaching code, not a kernel).

Keys are quantized per channel, values per token, both with asymmetric (min/max)
integer quantization in groups, and the newest tokens stay in full precision in a
residual window until a whole block of them can be quantized at once.

Shapes follow one attention head: keys and values are (tokens, head_dim) arrays.
"""

from __future__ import annotations

import numpy as np


def quantize_asym(x: np.ndarray, bits: int, axis: int):
    """Asymmetric round-to-nearest quantization; statistics are reduced over `axis`.

    Returns (codes, scale, minimum). Every group sharing one (scale, minimum) pair is a
    slice along `axis`. Dequantized values are within scale / 2 of the input.
    """
    levels = 2**bits - 1
    lo = x.min(axis=axis, keepdims=True)
    hi = x.max(axis=axis, keepdims=True)
    scale = (hi - lo) / levels
    scale = np.where(scale == 0, 1.0, scale)  # constant groups: any scale is exact
    codes = np.clip(np.rint((x - lo) / scale), 0, levels).astype(np.uint8)
    return codes, scale, lo


def dequantize(codes: np.ndarray, scale: np.ndarray, lo: np.ndarray) -> np.ndarray:
    return codes.astype(np.float64) * scale + lo


def quantize_keys_per_channel(k: np.ndarray, bits: int, group_size: int):
    """Keys (tokens, channels): each channel gets its own scale within every block of
    `group_size` tokens, so an outlier channel cannot stretch the scale of the others."""
    t, d = k.shape
    if t % group_size:
        raise ValueError("token count must be a multiple of group_size")
    blocks = k.reshape(t // group_size, group_size, d)
    return quantize_asym(blocks, bits, axis=1)  # reduce over the tokens of a block


def quantize_values_per_token(v: np.ndarray, bits: int, group_size: int):
    """Values (tokens, channels): each token gets its own scale for every group of
    `group_size` consecutive channels."""
    t, d = v.shape
    if d % group_size:
        raise ValueError("head_dim must be a multiple of group_size")
    groups = v.reshape(t, d // group_size, group_size)
    return quantize_asym(groups, bits, axis=2)  # reduce over the channels of a group


def quantize_keys_per_token(k: np.ndarray, bits: int, group_size: int):
    """The per-token alternative for keys, for comparison with the per-channel scheme."""
    return quantize_values_per_token(k, bits, group_size)


class KIVICache:
    """One head's cache: quantized blocks plus a full-precision residual window.

    New tokens go to the residual window. When it holds `residual_length` tokens, the
    whole window is quantized (keys per channel over those tokens, values per token) and
    the window is emptied. `residual_length` must be a multiple of `group_size`.

    Simplification: KIVI flushes keys this way but moves values out of their window one
    token at a time; flushing values with the keys keeps this reference short.
    """

    def __init__(self, head_dim: int, bits: int = 2, group_size: int = 32,
                 residual_length: int = 128):
        if residual_length % group_size or head_dim % group_size:
            raise ValueError("residual_length and head_dim must be multiples of group_size")
        self.head_dim = head_dim
        self.bits = bits
        self.group_size = group_size
        self.residual_length = residual_length
        self._k_blocks: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        self._v_blocks: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        self._k_res = np.empty((0, head_dim))
        self._v_res = np.empty((0, head_dim))

    def __len__(self) -> int:
        return len(self._k_blocks) * self.residual_length + len(self._k_res)

    @property
    def residual_tokens(self) -> int:
        return len(self._k_res)

    def append(self, k: np.ndarray, v: np.ndarray) -> None:
        """Add one or more tokens, each row a token: k and v are (n, head_dim)."""
        self._k_res = np.concatenate([self._k_res, np.atleast_2d(k)])
        self._v_res = np.concatenate([self._v_res, np.atleast_2d(v)])
        while len(self._k_res) >= self.residual_length:
            k_blk, self._k_res = np.split(self._k_res, [self.residual_length])
            v_blk, self._v_res = np.split(self._v_res, [self.residual_length])
            self._k_blocks.append(quantize_keys_per_channel(k_blk, self.bits, self.group_size))
            self._v_blocks.append(quantize_values_per_token(v_blk, self.bits, self.group_size))

    def keys(self) -> np.ndarray:
        parts = [dequantize(*b).reshape(-1, self.head_dim) for b in self._k_blocks]
        return np.concatenate(parts + [self._k_res])

    def values(self) -> np.ndarray:
        parts = [dequantize(*b).reshape(-1, self.head_dim) for b in self._v_blocks]
        return np.concatenate(parts + [self._v_res])

    def key_error_bound(self) -> np.ndarray:
        """Per-element bound scale / 2 for every cached key (0 in the residual window)."""
        parts = [np.broadcast_to(s / 2, c.shape).reshape(-1, self.head_dim)
                 for c, s, _ in self._k_blocks]
        return np.concatenate(parts + [np.zeros_like(self._k_res)])

    def value_error_bound(self) -> np.ndarray:
        parts = [np.broadcast_to(s / 2, c.shape).reshape(-1, self.head_dim)
                 for c, s, _ in self._v_blocks]
        return np.concatenate(parts + [np.zeros_like(self._v_res)])


class PrefillQuantizedCache:
    """One head's cache with the update rule of Transformers' QuantizedLayer (5.14.1).

    The first call (the prefill) quantizes everything it is given at once, so even a short
    prompt is stored quantized; later tokens wait in a full-precision window, and when the
    window would reach `residual_length` tokens the whole sequence (dequantized history,
    window and the new token) is quantized again and the window emptied. Groups run along
    each token's channels here (the Transformers blog's description); Transformers itself
    leaves the axis to its backends.
    """

    def __init__(self, head_dim: int, bits: int = 4, group_size: int = 32,
                 residual_length: int = 128):
        if head_dim % group_size:
            raise ValueError("head_dim must be a multiple of group_size")
        self.head_dim = head_dim
        self.bits = bits
        self.group_size = group_size
        self.residual_length = residual_length
        self._k_q = self._v_q = None
        self._k_res = np.empty((0, head_dim))
        self._v_res = np.empty((0, head_dim))
        self.requantizations = 0

    def _quantize(self, x):
        return quantize_values_per_token(x, self.bits, self.group_size)

    def _history(self, q) -> np.ndarray:
        return dequantize(*q).reshape(-1, self.head_dim)

    @property
    def residual_tokens(self) -> int:
        return len(self._k_res)

    def update(self, k: np.ndarray, v: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Store k, v (n, head_dim) and return the keys and values attention would use."""
        k, v = np.atleast_2d(k), np.atleast_2d(v)
        if self._k_q is None:  # prefill: quantize all of it, attend in full precision
            self._k_q, self._v_q = self._quantize(k), self._quantize(v)
            return k, v
        keys = np.concatenate([self._history(self._k_q), self._k_res, k])
        values = np.concatenate([self._history(self._v_q), self._v_res, v])
        if len(self._k_res) + 1 >= self.residual_length:
            self._k_q, self._v_q = self._quantize(keys), self._quantize(values)
            self._k_res = np.empty((0, self.head_dim))
            self._v_res = np.empty((0, self.head_dim))
            self.requantizations += 1
        else:
            self._k_res = np.concatenate([self._k_res, k])
            self._v_res = np.concatenate([self._v_res, v])
        return keys, values

    def keys(self) -> np.ndarray:
        return np.concatenate([self._history(self._k_q), self._k_res])


def attention(q: np.ndarray, k: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Single-query softmax attention for one head: q (head_dim,), k and v (tokens, head_dim)."""
    s = k @ q / np.sqrt(q.shape[-1])
    p = np.exp(s - s.max())
    return (p / p.sum()) @ v
