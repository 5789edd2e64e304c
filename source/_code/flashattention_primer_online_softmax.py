"""Tiled forward attention with online softmax, in NumPy (one attention head).

Teaching code for the article "FlashAttention primer". It follows the loop
structure of the FlashAttention forward pass (an outer loop over blocks of
queries, an inner loop over blocks of keys and values) and keeps only
O(block_q) running statistics per query block, so the N x N score matrix never
exists in memory. It runs on the CPU and says nothing about speed: the point is
that the blocked computation is exact, not that it is fast.
"""

import numpy as np


def _causal_mask(q_pos, k_pos):
    """True where a key position is in the future of a query position (masked out)."""
    return k_pos[None, :] > q_pos[:, None]


def naive_attention(q, k, v, causal=False):
    """Reference attention: materialise S = QK^T / sqrt(d) and P = softmax(S).

    q: (N_q, d), k: (N_k, d), v: (N_k, d_v). With causal=True, query i may only
    attend to keys j <= i (mask aligned to the top-left corner).
    """
    d = q.shape[-1]
    s = (q @ k.T) / np.sqrt(d)
    if causal:
        mask = _causal_mask(np.arange(q.shape[0]), np.arange(k.shape[0]))
        s = np.where(mask, -np.inf, s)
    s_max = s.max(axis=-1, keepdims=True)  # the safe-softmax shift
    p = np.exp(s - s_max)
    p /= p.sum(axis=-1, keepdims=True)
    return p @ v


def tiled_attention(q, k, v, block_q, block_k, causal=False, return_lse=False):
    """Blocked attention with the online-softmax recurrence.

    For each block of block_q query rows, visit the key/value blocks one at a
    time and keep three running quantities per row:
      m   - the largest score seen so far (running max),
      l   - the sum of exp(score - m) seen so far (running normaliser),
      acc - the sum of exp(score - m) * v seen so far (unnormalised output).
    When a new block raises the max from m to m_new, the old l and acc are
    rescaled by exp(m - m_new); after the last block, out = acc / l.
    Block sizes need not divide the sequence lengths.

    If return_lse is True, also return the per-row log-sum-exp m + log(l),
    the statistic the backward pass keeps instead of the N x N matrix P.
    """
    n_q, d = q.shape
    n_k = k.shape[0]
    if block_q < 1 or block_k < 1:
        raise ValueError("block sizes must be positive")
    scale = 1.0 / np.sqrt(d)
    acc_dtype = np.result_type(q.dtype, k.dtype, v.dtype, np.float32)
    out = np.empty((n_q, v.shape[1]), dtype=acc_dtype)
    lse = np.empty(n_q, dtype=acc_dtype)

    for i0 in range(0, n_q, block_q):
        q_blk = q[i0:i0 + block_q]
        rows = q_blk.shape[0]
        q_pos = np.arange(i0, i0 + rows)
        m = np.full(rows, -np.inf, dtype=acc_dtype)
        l = np.zeros(rows, dtype=acc_dtype)
        acc = np.zeros((rows, v.shape[1]), dtype=acc_dtype)

        for j0 in range(0, n_k, block_k):
            if causal and j0 > q_pos[-1]:
                break  # every key from here on is in the future of every row
            k_blk = k[j0:j0 + block_k]
            v_blk = v[j0:j0 + block_k]
            s = (q_blk @ k_blk.T) * scale  # (rows, <= block_k) scores
            if causal:
                k_pos = np.arange(j0, j0 + k_blk.shape[0])
                s = np.where(_causal_mask(q_pos, k_pos), -np.inf, s)
            m_new = np.maximum(m, s.max(axis=1))
            alpha = np.exp(m - m_new)  # rescales the old statistics; 0 on the first block
            p = np.exp(s - m_new[:, None])  # every exponent is <= 0: no overflow
            l = alpha * l + p.sum(axis=1)
            acc = alpha[:, None] * acc + p @ v_blk
            m = m_new

        out[i0:i0 + rows] = acc / l[:, None]
        lse[i0:i0 + rows] = m + np.log(l)

    if return_lse:
        return out, lse
    return out
