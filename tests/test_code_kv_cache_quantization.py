"""Tests for the code of the article 'kv-cache-quantization'.

- kvbytes: reproduces every derived number the article cites (claims file
  source/_data/claims/kv-cache-quantization.yaml).
- kivi: the NumPy reference round-trips within the quantization error bound, keeps the
  residual window exact, and flushes blocks at the right moments.
- usage: needs a GPU and a model download, so it is only compiled here.
"""

from __future__ import annotations

import math
import py_compile

import pytest

from tests.support.code import CODE, article_code

kvb = article_code("kv_cache_quantization_kvbytes")


# --- KV-cache arithmetic: the values the article cites --------------------------------


def test_llama2_7b_bytes_per_token():
    assert kvb.kv_bytes_per_token(kvb.LLAMA2_7B) == 2 * 32 * 32 * 128 * 2 == 524_288


def test_llama2_7b_fp16_10k_tokens():
    # the HF blog's own estimate: 2 * 2 * 32 * 32 * 128 * 10000 bytes, "about 5 GB"
    b = kvb.kv_cache_bytes(kvb.LLAMA2_7B, tokens=10_000)
    assert b == 5_242_880_000
    assert round(b / 1e9, 2) == 5.24


def test_llama3_8b_gqa_bytes():
    # 8 KV heads instead of 32: a quarter of the cache
    per_token = kvb.kv_bytes_per_token(kvb.LLAMA3_8B)
    assert per_token == 2 * 32 * 8 * 128 * 2 == 131_072
    assert round(kvb.kv_cache_bytes(kvb.LLAMA3_8B, 10_000) / 1e9, 2) == 1.31
    assert kvb.kv_bytes_per_token(kvb.LLAMA2_7B) / per_token == 4


# --- The running example: 128,000-token requests to Llama 3.1 8B on one 80 GB GPU --------

BUDGET = 80e9 - 8e9 * 2  # GPU memory minus nominal BF16 weights of an "8B" model


def test_llama31_8b_request_sizes():
    # kvq-l31-128k-bf16 / -fp8 / -q4: one 128,000-token request in each format
    bf16 = kvb.kv_cache_bytes(kvb.LLAMA31_8B, 128_000)
    assert bf16 == 128_000 * 131_072
    assert round(bf16 / 1e9, 1) == 16.8
    fp8 = kvb.kv_cache_bytes(
        kvb.LLAMA31_8B, 128_000, bytes_per_element=kvb.BYTES_PER_ELEMENT["FP8"]
    )
    assert fp8 * 2 == bf16
    q4 = kvb.kv_cache_bytes(
        kvb.LLAMA31_8B, 128_000, bytes_per_element=kvb.BYTES_PER_ELEMENT["FP4, block 16"]
    )
    assert round(q4 / 1e9, 2) == 4.72


def test_int4_group64_and_fp4_block16_cost_the_same_bits():
    # int4 + FP16 scale and zero per 64 values; FP4 + one 8-bit scale per 16 values
    assert kvb.BYTES_PER_ELEMENT["int4, group 64"] * 8 == 4.5
    assert kvb.BYTES_PER_ELEMENT["FP4, block 16"] * 8 == 4.5
    assert kvb.BYTES_PER_ELEMENT["int4, group 64"] == kvb.quantized_bytes_per_element(4, 64)
    assert round(2.0 / kvb.BYTES_PER_ELEMENT["FP4, block 16"], 2) == 3.56  # SGLang's "≈3.56×"
    assert round(1.0 / kvb.BYTES_PER_ELEMENT["FP4, block 16"], 2) == 1.78  # and "≈1.78×" over FP8


@pytest.mark.parametrize(
    "fmt, requests",
    [
        ("BF16", 3),
        ("FP8", 7),
        ("int4, group 64", 13),
        ("FP4, block 16", 13),
        ("int2, group 64", 24),
    ],
)
def test_requests_that_fit_on_80gb(fmt, requests):
    b = kvb.BYTES_PER_ELEMENT[fmt]
    n = kvb.sequences_that_fit(kvb.LLAMA31_8B, 128_000, BUDGET, b)
    assert n == requests
    # one more request would not fit
    assert (n + 1) * kvb.kv_cache_bytes(kvb.LLAMA31_8B, 128_000, bytes_per_element=b) > BUDGET


def test_llama2_7b_at_its_native_context():
    # kvq-llama2-7b-4k: 4,096 tokens (Llama 2's context length) in FP16
    assert round(kvb.kv_cache_bytes(kvb.LLAMA2_7B, 4096) / 1e9, 2) == 2.15


def test_batch_scales_linearly():
    b8 = kvb.kv_cache_bytes(kvb.LLAMA2_7B, tokens=10_000, batch=8)
    assert b8 == 8 * kvb.kv_cache_bytes(kvb.LLAMA2_7B, tokens=10_000)
    assert round(b8 / 1e9, 1) == 41.9


def test_cache_equals_nominal_weights():
    # Nominal FP16 weights of a "7B" model: 7e9 parameters x 2 bytes = 14 GB.
    tokens = kvb.tokens_that_fit(kvb.LLAMA2_7B, 7e9 * 2)
    assert tokens == 26_702
    assert round(tokens, -2) == 26_700


def test_fp16_40k_tokens():
    assert round(kvb.kv_cache_bytes(kvb.LLAMA2_7B, 40_000) / 1e9) == 21


def test_fp16_128k_tokens():
    b = kvb.kv_cache_bytes(kvb.LLAMA2_7B, 128_000)
    assert round(b / 1e9, 1) == 67.1


def test_int4_and_int2_metadata_overhead():
    # one FP16 scale + one FP16 zero-point per group of 64
    assert kvb.quantized_bytes_per_element(4, 64) * 8 == 4.5
    assert kvb.quantized_bytes_per_element(2, 64) * 8 == 2.5
    assert round(2.0 / kvb.quantized_bytes_per_element(4, 64), 2) == 3.56
    assert round(2.0 / kvb.quantized_bytes_per_element(2, 64), 1) == 6.4


def test_int4_cache_10k_and_128k():
    b10 = kvb.quantized_kv_cache_bytes(
        kvb.LLAMA2_7B, 10_000, bits=4, group_size=64, residual_length=128
    )
    assert round(b10 / 1e9, 2) == 1.52
    b128 = kvb.quantized_kv_cache_bytes(
        kvb.LLAMA2_7B, 128_000, bits=4, group_size=64, residual_length=128
    )
    assert round(b128 / 1e9, 1) == 18.9


def test_residual_window_is_full_precision():
    shape = kvb.LLAMA2_7B
    only_residual = kvb.quantized_kv_cache_bytes(
        shape, 100, bits=4, group_size=64, residual_length=128
    )
    assert only_residual == kvb.kv_cache_bytes(shape, 100)


def test_bad_arguments():
    with pytest.raises(ValueError):
        kvb.quantized_bytes_per_element(0, 64)


# --- NumPy reference of KIVI-style quantization ---------------------------------------

np = pytest.importorskip("numpy")
kivi = article_code("kv_cache_quantization_kivi")


@pytest.mark.parametrize("bits", [2, 4, 8])
def test_quantize_round_trip_bound(bits):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 128))
    codes, scale, lo = kivi.quantize_asym(x, bits, axis=0)
    err = np.abs(kivi.dequantize(codes, scale, lo) - x)
    assert codes.max() <= 2**bits - 1
    assert np.all(err <= scale / 2 + 1e-12)


def test_constant_group_is_exact():
    x = np.full((4, 8), 3.25)
    codes, scale, lo = kivi.quantize_asym(x, 2, axis=0)
    assert np.array_equal(kivi.dequantize(codes, scale, lo), x)


def _keys_with_outlier_channel(rng, tokens=256, d=128, channel=7, magnitude=20.0):
    k = rng.normal(size=(tokens, d))
    k[:, channel] += magnitude  # a fixed channel with large magnitude, as KIVI observes
    return k


def test_per_channel_beats_per_token_on_outlier_channel():
    rng = np.random.default_rng(1)
    k = _keys_with_outlier_channel(rng)
    per_channel = kivi.dequantize(*kivi.quantize_keys_per_channel(k, 2, 32)).reshape(k.shape)
    per_token = kivi.dequantize(*kivi.quantize_keys_per_token(k, 2, 32)).reshape(k.shape)
    err_channel = np.abs(per_channel - k)
    err_token = np.abs(per_token - k)
    normal = np.ones(k.shape[1], bool)
    normal[7] = False
    # The outlier stretches the per-token scales of every group it sits in;
    # per-channel grouping confines it to its own channel.
    assert err_channel[:, normal].mean() < err_token[:, normal].mean()


def test_cache_residual_window_and_flush():
    rng = np.random.default_rng(2)
    cache = kivi.KIVICache(head_dim=128, bits=2, group_size=32, residual_length=128)
    k = rng.normal(size=(300, 128))
    v = rng.normal(size=(300, 128))
    for i in range(300):
        cache.append(k[i], v[i])
        assert len(cache) == i + 1
        assert cache.residual_tokens == (i + 1) % 128
    # newest 300 - 256 = 44 tokens are exact
    assert np.array_equal(cache.keys()[256:], k[256:])
    assert np.array_equal(cache.values()[256:], v[256:])
    # older tokens are within the bound
    assert np.all(np.abs(cache.keys() - k) <= cache.key_error_bound() + 1e-12)
    assert np.all(np.abs(cache.values() - v) <= cache.value_error_bound() + 1e-12)
    assert np.any(cache.keys()[:256] != k[:256])


def test_cache_bulk_append_matches_token_by_token():
    rng = np.random.default_rng(3)
    k = rng.normal(size=(200, 64))
    v = rng.normal(size=(200, 64))
    a = kivi.KIVICache(head_dim=64, bits=4, group_size=32, residual_length=64)
    b = kivi.KIVICache(head_dim=64, bits=4, group_size=32, residual_length=64)
    a.append(k, v)  # a prefill
    for i in range(200):
        b.append(k[i], v[i])
    assert np.array_equal(a.keys(), b.keys())
    assert np.array_equal(a.values(), b.values())


def test_attention_output_close_at_4_bits():
    rng = np.random.default_rng(4)
    k = rng.normal(size=(256, 64))
    v = rng.normal(size=(256, 64))
    q = rng.normal(size=64)
    cache = kivi.KIVICache(head_dim=64, bits=4, group_size=32, residual_length=64)
    cache.append(k, v)
    exact = kivi.attention(q, k, v)
    approx = kivi.attention(q, cache.keys(), cache.values())
    assert math.isfinite(float(np.abs(exact - approx).max()))
    assert np.allclose(exact, approx, atol=0.2)


def test_short_prompt_is_quantized_at_prefill_in_transformers_style_cache():
    # The behaviour checklist item 3 of the article rests on: Transformers quantizes the
    # whole prompt right after prefill, however short, while KIVI keeps a prompt shorter
    # than its residual length in full precision.
    rng = np.random.default_rng(5)
    prompt_k, prompt_v = rng.normal(size=(10, 64)), rng.normal(size=(10, 64))
    hf = kivi.PrefillQuantizedCache(head_dim=64, bits=2, group_size=32, residual_length=128)
    used_k, _ = hf.update(prompt_k, prompt_v)
    assert np.array_equal(used_k, prompt_k)  # the prefill itself attends in full precision
    step_k, step_v = rng.normal(size=(1, 64)), rng.normal(size=(1, 64))
    used_k, _ = hf.update(step_k, step_v)
    assert not np.array_equal(used_k[:10], prompt_k)  # from the first decode step on
    assert np.array_equal(used_k[10:], step_k)
    ref = kivi.KIVICache(head_dim=64, bits=2, group_size=32, residual_length=128)
    ref.append(prompt_k, prompt_v)
    assert np.array_equal(ref.keys(), prompt_k)


def test_transformers_style_cache_requantizes_the_whole_sequence():
    rng = np.random.default_rng(6)
    cache = kivi.PrefillQuantizedCache(head_dim=64, bits=4, group_size=32, residual_length=8)
    cache.update(rng.normal(size=(20, 64)), rng.normal(size=(20, 64)))
    windows = []
    for _ in range(20):
        keys, _ = cache.update(rng.normal(size=(1, 64)), rng.normal(size=(1, 64)))
        windows.append(cache.residual_tokens)
    assert len(keys) == 40
    # at most residual_length - 1 tokens wait in full precision; the 8th empties the window
    assert max(windows) == 7 and windows[7] == 0 and windows[15] == 0
    assert cache.requantizations == 2
    assert len(cache.keys()) == 40


def test_cache_rejects_bad_shapes():
    with pytest.raises(ValueError):
        kivi.KIVICache(head_dim=100, group_size=32, residual_length=128)


# --- The Transformers example: compile only (needs a GPU and a model download) ---------


def test_usage_example_compiles(tmp_path):
    py_compile.compile(
        str(CODE / "kv_cache_quantization_usage.py"),
        cfile=str(tmp_path / "usage.pyc"),
        doraise=True,
    )


def test_usage_example_uses_current_api_names():
    text = (CODE / "kv_cache_quantization_usage.py").read_text(encoding="utf-8")
    assert 'cache_implementation="quantized"' in text
    assert "QuantizedCacheConfig" not in text.split('"""', 2)[2]  # removed from Transformers
