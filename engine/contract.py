"""What the published Supertonic 3 model folder looks like (see MODEL_CONTRACT.md)."""

ONNX_DIR = "onnx"
CONFIG_FILE = "onnx/tts.json"
INDEXER_FILE = "onnx/unicode_indexer.json"
VOICES_DIR = "voice_styles"

GRAPH_FILES = {
    "duration_predictor": "onnx/duration_predictor.onnx",
    "text_encoder": "onnx/text_encoder.onnx",
    "vector_estimator": "onnx/vector_estimator.onnx",
    "vocoder": "onnx/vocoder.onnx",
}

# Inputs are read by name: (ONNX type, rank). Outputs are read by position: rank of output 0.
GRAPH_INPUTS = {
    "duration_predictor": {
        "text_ids": ("tensor(int64)", 2),
        "style_dp": ("tensor(float)", 3),
        "text_mask": ("tensor(float)", 3),
    },
    "text_encoder": {
        "text_ids": ("tensor(int64)", 2),
        "style_ttl": ("tensor(float)", 3),
        "text_mask": ("tensor(float)", 3),
    },
    "vector_estimator": {
        "noisy_latent": ("tensor(float)", 3),
        "text_emb": ("tensor(float)", 3),
        "style_ttl": ("tensor(float)", 3),
        "text_mask": ("tensor(float)", 3),
        "latent_mask": ("tensor(float)", 3),
        "current_step": ("tensor(float)", 1),
        "total_step": ("tensor(float)", 1),
    },
    "vocoder": {"latent": ("tensor(float)", 3)},
}
GRAPH_OUTPUT_RANKS = {
    "duration_predictor": 1,
    "text_encoder": 3,
    "vector_estimator": 3,
    "vocoder": 2,
}

INDEXER_SIZE = 65536
STYLE_SHAPES = {"style_ttl": (1, 50, 256), "style_dp": (1, 8, 16)}
BUILTIN_VOICES = ("M1", "M2", "M3", "M4", "M5", "F1", "F2", "F3", "F4", "F5")

LANGUAGES = (
    "en ko ja ar bg cs da de el es et fi fr hi hr hu id it lt lv nl pl pt ro ru sk sl sv tr uk vi"
).split()
UNKNOWN_LANGUAGE = "na"
ALL_LANGUAGES = (*LANGUAGES, UNKNOWN_LANGUAGE)

DEFAULT_SPEED = 1.05
SPEED_RANGE = (0.7, 2.0)
DEFAULT_STEPS = 8
STEPS_RANGE = (1, 100)
DEFAULT_SILENCE = 0.3
SILENCE_RANGE = (0.0, 5.0)
# What a request's pauses (silence between chunks, SSML breaks) add beyond the default
# silence is at most this in all: a text of many short chunks at the most silence made an
# hour of stored audio from 3,000 characters; at the default, no text is refused.
MAX_EXTRA_PAUSE_SECONDS = 120.0
MAX_CHUNK_LENGTH = 300
MAX_CHUNK_LENGTH_KO = 120

# A marker file our stand-in generator writes; only used to tell people, never to branch on.
STANDIN_MARKER = "STANDIN.txt"
