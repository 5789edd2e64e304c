"""KV-cache size arithmetic: bytes per token and total cache size.

Pure Python, no dependencies. Every number the article derives from a model
configuration comes from these functions, and tests/test_code_kv_cache_quantization.py
checks them against the values the article cites.

Sizes are in bytes; the article reports GB as 10**9 bytes.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AttentionShape:
    """The three numbers of a decoder configuration that set the KV-cache size."""

    name: str
    num_layers: int  # num_hidden_layers
    num_kv_heads: int  # num_key_value_heads (equals num_attention_heads without GQA)
    head_dim: int  # hidden_size // num_attention_heads for the Llama family


# Llama-2-7B: 32 layers, 32 KV heads (no GQA), head dim 128, as in the
# Hugging Face KV-cache-quantization blog's estimate.
LLAMA2_7B = AttentionShape("Llama-2-7B", num_layers=32, num_kv_heads=32, head_dim=128)

# Meta-Llama-3-8B: dim 4096, 32 layers, 32 query heads, 8 KV heads (GQA),
# so head dim = 4096 / 32 = 128 (Meta's model_args for the checkpoint).
LLAMA3_8B = AttentionShape("Meta-Llama-3-8B", num_layers=32, num_kv_heads=8, head_dim=128)

# Llama 3.1 8B: the same attention shape as Llama 3 8B (Meta's model_args), with a
# 128k-token context in its model card. The article's running example.
LLAMA31_8B = AttentionShape("Llama-3.1-8B", num_layers=32, num_kv_heads=8, head_dim=128)

# Bytes per stored element of the cache formats the article compares. The block formats
# carry their scales: int4 with an FP16 scale and zero-point per 64 values, FP4 (E2M1)
# with one 8-bit scale per 16 values; both come to 4.5 bits per element.
BYTES_PER_ELEMENT = {
    "BF16": 2.0,
    "FP8": 1.0,
    "int4, group 64": (4 * 64 + 16 + 16) / 8 / 64,
    "FP4, block 16": (4 * 16 + 8) / 8 / 16,
    "int2, group 64": (2 * 64 + 16 + 16) / 8 / 64,
}


def kv_bytes_per_token(shape: AttentionShape, bytes_per_element: float = 2.0) -> float:
    """Bytes one token adds to the cache: 2 (K and V) x layers x KV heads x head dim x bytes."""
    return 2 * shape.num_layers * shape.num_kv_heads * shape.head_dim * bytes_per_element


def kv_cache_bytes(
    shape: AttentionShape,
    tokens: int,
    batch: int = 1,
    bytes_per_element: float = 2.0,
) -> float:
    """Total cache for `batch` sequences of `tokens` tokens each."""
    return kv_bytes_per_token(shape, bytes_per_element) * tokens * batch


def quantized_bytes_per_element(
    bits: int, group_size: int, scale_bytes: float = 2.0, zero_bytes: float = 2.0
) -> float:
    """Average storage per element for group-wise asymmetric integer quantization.

    Each group of `group_size` values stores `bits` per value plus one scale and one
    zero-point (FP16 by default). The metadata is what keeps int4 from being a clean 4x.
    """
    if bits <= 0 or group_size <= 0:
        raise ValueError("bits and group_size must be positive")
    payload = bits / 8 * group_size
    return (payload + scale_bytes + zero_bytes) / group_size


def quantized_kv_cache_bytes(
    shape: AttentionShape,
    tokens: int,
    bits: int,
    group_size: int,
    residual_length: int = 0,
    batch: int = 1,
    full_bytes_per_element: float = 2.0,
) -> float:
    """Cache with all but the newest `residual_length` tokens quantized.

    The residual window stays at full precision (`full_bytes_per_element`), as in KIVI
    and in the Transformers quantized cache.
    """
    residual = min(residual_length, tokens)
    quantized = tokens - residual
    q_bytes = kv_cache_bytes(shape, quantized, batch, quantized_bytes_per_element(bits, group_size))
    r_bytes = kv_cache_bytes(shape, residual, batch, full_bytes_per_element)
    return q_bytes + r_bytes


def sequences_that_fit(shape: AttentionShape, tokens: int, budget_bytes: float,
                       bytes_per_element: float = 2.0) -> int:
    """How many whole sequences of `tokens` tokens fit in `budget_bytes` of cache."""
    return int(budget_bytes // kv_cache_bytes(shape, tokens, 1, bytes_per_element))


def tokens_that_fit(shape: AttentionShape, budget_bytes: float, batch: int = 1,
                    bytes_per_element: float = 2.0) -> int:
    """How many tokens per sequence fit in `budget_bytes` of cache."""
    return int(budget_bytes // (kv_bytes_per_token(shape, bytes_per_element) * batch))


if __name__ == "__main__":
    # The running example: 128,000-token requests to Llama 3.1 8B on one 80 GB GPU,
    # after 16 GB of nominal BF16 weights (8e9 parameters x 2 bytes).
    budget = 80e9 - 8e9 * 2
    for name, b in BYTES_PER_ELEMENT.items():
        per_seq = kv_cache_bytes(LLAMA31_8B, 128_000, bytes_per_element=b)
        print(f"{name:>15}: {per_seq / 1e9:5.2f} GB per request, "
              f"{sequences_that_fit(LLAMA31_8B, 128_000, budget, b)} requests fit")
