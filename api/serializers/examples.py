"""The request examples the OpenAPI schema documents, one list per request body.

Swagger UI's "Try it out" starts from the first of them, so each must succeed as given,
for any tenant: built-in voices, no preset by name (a preset is the tenant's own), and
codes the model speaks. tests/test_api_schema_examples.py sends every one of them.
"""

from drf_spectacular.utils import OpenApiExample


def request_examples(*examples: tuple[str, dict]) -> list[OpenApiExample]:
    return [OpenApiExample(name, value=value, request_only=True) for name, value in examples]


def response_examples(status: int, *examples: tuple[str, dict]) -> list[OpenApiExample]:
    return [
        OpenApiExample(name, value=value, response_only=True, status_codes=[str(status)])
        for name, value in examples
    ]


SPEECH = request_examples(
    ("A clip in MP3", {"text": "Your order has shipped. It arrives on Friday.", "voice": "F1",
                       "lang": "en", "format": "mp3"}),
    ("Streamed as it is made", {"text": "This starts playing before the last sentence is made.",
                                "voice": "M1", "stream": True, "stream_format": "mp3"}),
    ("Korean", {"text": "안녕하세요. 주문하신 상품이 발송되었습니다.", "voice": "F2", "lang": "ko",
                "format": "wav"}),
    ("A blend of voices, every parameter", {
        "text": "Two voices, blended.", "voice": "F1:0.7+M3:0.3", "lang": "en", "speed": 1.1,
        "steps": 8, "seed": 42, "silence": 0.3, "format": "ogg", "wait": 10, "raw": False}),
    ("Hand the job back at once (202)", {"text": "Fetch me later.", "voice": "M2", "wait": 0}),
)  # fmt: skip

NORMALIZE = request_examples(
    ("What the normalizer makes of it", {"text": "Dr. Smith paid $12.50 on 3/4.", "lang": "en"}),
    ("Korean", {"text": "사과 3개를 샀습니다.", "lang": "ko"}),
)

BATCH = request_examples(
    ("Prompts with shared defaults", {
        "items": [{"text": "Welcome."}, {"text": "Goodbye.", "voice": "M2"},
                  {"text": "안녕히 가세요.", "lang": "ko"}],
        "defaults": {"voice": "F1", "lang": "en", "format": "mp3", "steps": 8}}),
)  # fmt: skip

LEXICON_ENTRY = request_examples(
    ("An abbreviation", {"term": "SaaS", "alias": "sass", "language": "en"}),
    ("A case-sensitive name", {"term": "NATO", "alias": "nay-toe", "language": "en",
                               "case_sensitive": True, "whole_word": True}),
)  # fmt: skip

PRESET = request_examples(
    ("A narrator", {"name": "narrator", "voice": "M2", "language": "en", "speed": 1.0,
                    "steps": 8}),
    ("A blend of built-in voices", {"name": "warm-blend", "voice": "F1:0.6+F3:0.4",
                                    "language": "en"}),
)  # fmt: skip

# An address written as one: "Try it out" works without a DNS lookup of a made-up name.
WEBHOOK = request_examples(
    ("Batches and failures", {"url": "https://93.184.215.14/hooks/tts",
                              "events": ["batch.finished", "job.failed"]}),
)  # fmt: skip

OPENAI_SPEECH = request_examples(
    ("What an OpenAI SDK sends", {"model": "tts-1", "input": "Hello from an OpenAI client.",
                                  "voice": "alloy", "response_format": "mp3"}),
    ("Events (SSE), in Korean", {"model": "gpt-4o-mini-tts", "input": "안녕하세요.",
                                 "voice": "nova", "response_format": "pcm",
                                 "stream_format": "sse", "lang": "ko"}),
)  # fmt: skip


# Answers as the API gives them: without these, Swagger UI made a job up from its schema
# (every date set, an error with a clip, and `attempts` 9223372036854775807).
CLIP_KEY = "9f2c4e1ab07d53e8c6a1f0b2d4e6a8c0e2f4a6b8d0c2e4f6a8b0c2d4e6f8a0b2"
JOB_QUEUED = {
    "id": "5b0e8a0e-2f43-4c57-9d1e-3c2a7f6b9e10", "status": "queued",
    "created": "2026-03-05T09:30:00.120Z", "enqueued": "2026-03-05T09:30:00.125Z",
    "started": None, "finished": None, "attempts": 0, "error": None, "clip": None,
    "audio_url": None,
}  # fmt: skip
JOB_ACCEPTED = response_examples(202, ("Queued: poll its Location", JOB_QUEUED))
JOB_STATES = response_examples(
    200,
    ("Queued", JOB_QUEUED),
    ("Done: its clip and a signed link to the audio", {
        **JOB_QUEUED, "status": "done", "started": "2026-03-05T09:30:00.210Z",
        "finished": "2026-03-05T09:30:01.480Z", "attempts": 1, "clip": CLIP_KEY,
        "audio_url": f"/api/v1/clips/{CLIP_KEY}/audio?token=1:{CLIP_KEY}:1qFz3K:Xy9bQ2"}),
    ("Failed", {
        **JOB_QUEUED, "status": "failed", "started": "2026-03-05T09:30:00.210Z",
        "finished": "2026-03-05T09:45:00.640Z", "attempts": 3, "error": {
            "code": "timeout", "message": "synthesis took longer than 300 s (3 attempt(s))"}}),
)  # fmt: skip


# Field-level examples, by property name, for what a tool generates from the schema alone
# (Swagger UI's "Schema" tab, client generators): each valid on its own for any tenant.
# Not ``preset`` (a tenant's own names) nor ``stream_format`` (it needs ``stream``).
FIELD_EXAMPLES = {
    "text": "Hello there.",
    "input": "Hello there.",
    "voice": "F1",
    "lang": "en",
    "language": "en",
    "format": "wav",
    "response_format": "mp3",
    "model": "tts-1",
    "term": "SaaS",
    "alias": "sass",
    "name": "narrator",
}


# The counts answers carry, for the same tools: a model's integer field has no upper bound
# on SQLite (Django gives every one the int64 range), and Swagger UI sampled the bound.
COUNT_EXAMPLES = {
    "attempts": 1,
    "steps": 8,
    "seed": 42,
    "lexicon_version": 4,
    "version": 4,
    "sample_rate": 44100,
    "size": 186412,
    "reused_sentences": 1,
    "hits": 3,
}


def field_examples(result, generator, request, public):
    """drf-spectacular postprocessing hook: give the writable properties named in
    :data:`FIELD_EXAMPLES`, and the integers named in :data:`COUNT_EXAMPLES`, that
    example, where the schema has none of its own."""
    for component in result.get("components", {}).get("schemas", {}).values():
        for field, schema in component.get("properties", {}).items():
            if "example" in schema or "$ref" in schema:
                continue
            if field in FIELD_EXAMPLES and not schema.get("readOnly"):
                schema["example"] = FIELD_EXAMPLES[field]
            elif field in COUNT_EXAMPLES and schema.get("type") == "integer":
                schema["example"] = COUNT_EXAMPLES[field]
    return result


ELEVENLABS_SPEECH = request_examples(
    ("As ElevenLabs' SDK sends it", {"text": "Your order has shipped. It arrives on Friday.",
                                     "model_id": "eleven_multilingual_v2"}),
    ("Faster, in Korean, read as written", {
        "text": "안녕하세요. 주문하신 상품이 발송되었습니다.", "model_id": "eleven_multilingual_v2",
        "language_code": "ko", "voice_settings": {"speed": 1.1, "stability": 0.5},
        "seed": 42, "apply_text_normalization": "off"}),
)  # fmt: skip
