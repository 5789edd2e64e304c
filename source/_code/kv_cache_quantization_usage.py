"""Generate with a quantized KV cache in Hugging Face Transformers.

NEEDS A CUDA GPU AND A MODEL DOWNLOAD (gated: accept the Llama 2 licence on the Hub
first). Install: pip install transformers optimum-quanto   (or: pip install hqq)
API as in Transformers 5.14.1, the release current on 2026-08-09 (checked against its
generation/utils.py and cache_utils.py): cache_implementation="quantized" plus a plain-dict
cache_config, or an explicit QuantizedCache object. The site's test suite only compiles
this file.
"""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, QuantizedCache

MODEL_ID = "meta-llama/Llama-2-7b-chat-hf"


def quantized_cache_config(backend: str = "quanto", nbits: int = 4) -> dict:
    # A fresh dict on every call: generate() pops "backend" out of the dict it is given.
    axis = 0 if backend == "quanto" else 1  # the Transformers docs' recommendation
    return {
        "backend": backend,  # "quanto" (int2, int4) or "hqq" (int2, int4, int8)
        "nbits": nbits,
        "q_group_size": 64,  # values sharing one scale and zero-point
        "residual_length": 128,  # newest tokens kept in full precision
        "axis_key": axis,
        "axis_value": axis,
    }


def main() -> None:
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(
        MODEL_ID, dtype=torch.float16, device_map="auto"
    )
    prompt = "Summarise the trade-offs of quantizing a transformer's KV cache."
    inputs = tokenizer(prompt, return_tensors="pt").to(model.device)

    # 1. Let generate() build the cache from a config dict.
    out = model.generate(
        **inputs,
        max_new_tokens=256,
        do_sample=False,
        cache_implementation="quantized",
        cache_config=quantized_cache_config("quanto", nbits=4),
    )
    print(tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True))

    # 2. Or build the cache object yourself and pass it as past_key_values.
    cache = QuantizedCache(backend="quanto", config=model.config, nbits=4,
                           q_group_size=64, residual_length=128)
    out = model.generate(**inputs, max_new_tokens=256, do_sample=False,
                         past_key_values=cache)
    print(tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    main()
