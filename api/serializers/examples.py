"""The request examples the OpenAPI schema documents, one list per request body.

Swagger UI's "Try it out" starts from the first of them, so each must succeed as given,
for any tenant: built-in voices, no preset by name (a preset is the tenant's own), and
codes the model speaks. tests/test_api_schema_examples.py sends every one of them.
"""

from drf_spectacular.utils import OpenApiExample


def request_examples(*examples: tuple[str, dict]) -> list[OpenApiExample]:
    return [OpenApiExample(name, value=value, request_only=True) for name, value in examples]


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


def field_examples(result, generator, request, public):
    """drf-spectacular postprocessing hook: give the writable properties named in
    :data:`FIELD_EXAMPLES` that example, where the schema has none of its own."""
    for component in result.get("components", {}).get("schemas", {}).values():
        for field, schema in component.get("properties", {}).items():
            writable = not schema.get("readOnly") and "$ref" not in schema
            if field in FIELD_EXAMPLES and writable and "example" not in schema:
                schema["example"] = FIELD_EXAMPLES[field]
    return result


ELEVENLABS_SPEECH = request_examples(
    ("As ElevenLabs' SDK sends it", {"text": "Your order has shipped. It arrives on Friday.",
                                     "model_id": "eleven_multilingual_v2"}),
    ("Faster, in Korean, read as written", {
        "text": "안녕하세요. 주문하신 상품이 발송되었습니다.", "model_id": "eleven_multilingual_v2",
        "language_code": "ko", "voice_settings": {"speed": 1.1, "stability": 0.5},
        "seed": 42, "apply_text_normalization": "off"}),
)  # fmt: skip
