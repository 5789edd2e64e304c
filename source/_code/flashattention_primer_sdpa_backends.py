"""Force or restrict PyTorch SDPA backends (article: FlashAttention primer).

NEEDS a CUDA GPU and PyTorch; the site's test suite only compiles this file.
"""

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

q = k = v = torch.randn(1, 8, 1024, 64, device="cuda", dtype=torch.float16)

with sdpa_kernel(SDPBackend.FLASH_ATTENTION):  # only flash; raises if it cannot run
    out = F.scaled_dot_product_attention(q, k, v, is_causal=True)

with sdpa_kernel(
    [SDPBackend.CUDNN_ATTENTION, SDPBackend.FLASH_ATTENTION], set_priority=True
):  # allow two backends, tried in this order
    out = F.scaled_dot_product_attention(q, k, v)
