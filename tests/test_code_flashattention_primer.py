"""Executes the NumPy online-softmax code included in posts/flashattention-primer.md.

Checks that blocked attention with the online-softmax recurrence equals naive
attention to floating-point tolerance, for several shapes and block sizes
(including block sizes that do not divide the sequence length), with and
without a causal mask, and that the running max keeps large logits finite.
No timings are taken.
"""

import numpy as np
import pytest

from tests.support.code import CODE, article_code

online_softmax = article_code("flashattention_primer_online_softmax")
naive_attention, tiled_attention = online_softmax.naive_attention, online_softmax.tiled_attention

# (N_q, N_k, d, block_q, block_k)
CASES = [
    (1, 1, 4, 1, 1),
    (8, 8, 4, 8, 8),  # one block covers everything
    (16, 16, 8, 4, 4),  # block sizes divide N
    (17, 17, 8, 5, 3),  # block sizes do not divide N
    (33, 20, 16, 7, 6),  # N_q != N_k, neither divides
    (64, 64, 32, 16, 64),
    (50, 70, 8, 64, 13),  # block_q larger than N_q
    (128, 96, 64, 32, 17),
]


def _inputs(n_q, n_k, d, seed, dtype=np.float64, d_v=None):
    rng = np.random.default_rng(seed)
    q = rng.standard_normal((n_q, d)).astype(dtype)
    k = rng.standard_normal((n_k, d)).astype(dtype)
    v = rng.standard_normal((n_k, d_v or d)).astype(dtype)
    return q, k, v


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("n_q,n_k,d,block_q,block_k", CASES)
def test_tiled_matches_naive_float64(n_q, n_k, d, block_q, block_k, causal):
    q, k, v = _inputs(n_q, n_k, d, seed=1234 + n_q + 7 * n_k + d)
    expected = naive_attention(q, k, v, causal=causal)
    got = tiled_attention(q, k, v, block_q, block_k, causal=causal)
    assert got.shape == expected.shape
    np.testing.assert_allclose(got, expected, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("block_q,block_k", [(16, 16), (7, 9), (1, 128), (100, 3)])
def test_tiled_matches_naive_float32(block_q, block_k, causal):
    q, k, v = _inputs(100, 100, 32, seed=7, dtype=np.float32)
    q64, k64, v64 = (x.astype(np.float64) for x in (q, k, v))
    expected = naive_attention(q64, k64, v64, causal=causal)
    got = tiled_attention(q, k, v, block_q, block_k, causal=causal)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, expected, rtol=2e-5, atol=2e-6)


def test_value_dim_may_differ_from_head_dim():
    q, k, v = _inputs(24, 40, 16, seed=99, d_v=5)
    np.testing.assert_allclose(
        tiled_attention(q, k, v, 5, 7), naive_attention(q, k, v), rtol=1e-10, atol=1e-12
    )


@pytest.mark.parametrize("causal", [False, True])
def test_log_sum_exp_statistic(causal):
    """The per-row log-sum-exp is what the backward pass stores instead of P."""
    q, k, v = _inputs(37, 37, 16, seed=5)
    _, lse = tiled_attention(q, k, v, 8, 5, causal=causal, return_lse=True)
    s = (q @ k.T) / np.sqrt(q.shape[1])
    if causal:
        s = np.where(np.triu(np.ones_like(s, dtype=bool), k=1), -np.inf, s)
    s_max = s.max(axis=1)
    expected = s_max + np.log(np.exp(s - s_max[:, None]).sum(axis=1))
    np.testing.assert_allclose(lse, expected, rtol=1e-12, atol=1e-12)
    # P can be rebuilt block by block from S and the stored statistic alone.
    p_rebuilt = np.exp(s - lse[:, None])
    np.testing.assert_allclose(p_rebuilt.sum(axis=1), np.ones(37), rtol=1e-12)


def test_running_max_prevents_overflow_with_large_logits():
    n, d = 64, 16
    q, k, v = _inputs(n, n, d, seed=2024, dtype=np.float32)
    q *= np.float32(400.0)  # scores of order 1e3 and more: exp() of them overflows
    k *= np.float32(4.0)
    scores = (q @ k.T) / np.float32(np.sqrt(d))
    assert np.abs(scores).max() > 1000.0
    with np.errstate(over="ignore"):
        unshifted = np.exp(scores)
    assert not np.all(np.isfinite(unshifted)), "test inputs should overflow an unshifted exp"
    with np.errstate(over="raise", invalid="raise", divide="raise"):
        got = tiled_attention(q, k, v, 16, 24)
    assert np.all(np.isfinite(got))
    expected = naive_attention(*(x.astype(np.float64) for x in (q, k, v)))
    np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-4)


def test_rejects_nonpositive_block_sizes():
    q, k, v = _inputs(4, 4, 4, seed=0)
    with pytest.raises(ValueError):
        tiled_attention(q, k, v, 0, 2)


def test_sdpa_snippet_compiles():
    """The SDPA backend snippet needs a CUDA GPU and PyTorch: the suite only compiles it."""
    path = CODE / "flashattention_primer_sdpa_backends.py"
    compile(path.read_text(encoding="utf-8"), str(path), "exec")
