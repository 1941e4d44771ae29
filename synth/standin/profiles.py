"""The stand-in model's fixed dimensions and its profiles' layer sizes.

The dimensions are the published model's (MODEL_CONTRACT.md: sample rate, chunk size,
latent shape); the vocabulary size and the seed are the stand-in's own. ``SIZES`` names
each profile (synth/standin/folder.py documents them) and sets every graph's layer sizes.

Plain Python; no Django import.
"""

SEED = 2024
SAMPLE_RATE = 44100
BASE_CHUNK_SIZE = 512
CHUNK_COMPRESS_FACTOR = 6
LATENT_DIM = 24
LATENT_CHANNELS = LATENT_DIM * CHUNK_COMPRESS_FACTOR  # 144
VOCAB_SIZE = 512  # symbol ids are folded into this many; id 0 doubles as padding

# Layer sizes. "width" is the conv channels, "hidden" the pointwise expansion; attention
# comes after every `attn_every`-th block. Both realistic profiles aim at the published 99M
# parameters. A profile with ``faithful`` set computes the way the published graphs are
# recorded to (docs/ENGINE.md): pointwise layers as kernel-size-1 Conv between
# Transpose(0,2,1)+LayerNorm, and classifier-free guidance inside the vector estimator
# (the latent tiled x2 on the batch axis before proj_in, the first text attention after
# block 2). ``realistic-matmul`` is the earlier realistic stand-in (pointwise layers as
# MatMul, no guidance), kept for side-by-side benchmarks.
_TINY = {
    "duration_predictor": dict(width=32, hidden=64, blocks=1, kernel=5),
    "text_encoder": dict(width=64, hidden=128, blocks=1, kernel=5, attn_every=1, heads=2, out=64),
    "vector_estimator": dict(width=64, hidden=128, blocks=2, kernel=7, attn_every=2, heads=2),
    "vocoder": dict(width=64, hidden=128, blocks=1, kernel=7),
}
SIZES = {
    "tiny": _TINY,
    "tiny-faithful": {
        **_TINY,
        "vector_estimator": dict(width=64, hidden=128, blocks=4, kernel=7, attn_every=3, heads=2),
        "faithful": True,
    },
    "realistic": {
        "duration_predictor": dict(width=192, hidden=768, blocks=3, kernel=5),
        "text_encoder": dict(
            width=512, hidden=2048, blocks=6, kernel=5, attn_every=3, heads=8, out=256
        ),
        "vector_estimator": dict(
            width=512, hidden=2048, blocks=21, kernel=7, attn_every=3, heads=8
        ),
        "vocoder": dict(width=512, hidden=2048, blocks=15, kernel=7),
        "faithful": True,
    },
    "realistic-matmul": {
        "duration_predictor": dict(width=192, hidden=768, blocks=3, kernel=5),
        "text_encoder": dict(
            width=512, hidden=2048, blocks=6, kernel=5, attn_every=3, heads=8, out=256
        ),
        "vector_estimator": dict(
            width=512, hidden=2048, blocks=22, kernel=7, attn_every=4, heads=8
        ),
        "vocoder": dict(width=512, hidden=1536, blocks=20, kernel=7),
    },
}
# Classifier-free guidance in the faithful vector estimator: uncond + scale * (cond - uncond).
GUIDANCE_SCALE = 2.0
