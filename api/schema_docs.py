"""What Swagger UI shows first: each operation's one-line summary and its group, in the
order a newcomer reads them (speaking a text first), as a drf-spectacular postprocessing
hook. tests/test_api_schema_docs.py fails on a route without a summary here."""

# The groups, in the order the page shows them (Swagger UI keeps the document's order).
TAGS = [
    ("Speech", "Speak a text: a clip, a stream, or a job to poll."),
    ("Clips and jobs", "A clip's audio, captions and timings; a job's state."),
    ("Batches", "Many texts, rendered ahead of time."),
    ("Lexicon", "The tenant's pronunciations, with history, PLS import and export."),
    ("Presets", "Named voices with their settings and fallbacks."),
    ("Voices", "The model's voices."),
    ("Usage", "What the tenant used, per day, key or way in."),
    ("Webhooks", "Signed events when work ends or the quota runs low."),
    ("OpenAI", "OpenAI-compatible routes (base URL http://HOST/v1)."),
    ("ElevenLabs", "ElevenLabs-compatible routes (base URL http://HOST, key in xi-api-key)."),
]

# (method, path): (group, summary); the OpenAI and ElevenLabs routes keep their views' tag.
SUMMARIES = {
    ("post", "/api/v1/speech"): ("Speech", "Speak a text (audio, a stream, or 202 and a job)"),
    ("post", "/api/v1/normalize"): ("Speech", "Show how a text would be read, rule by rule"),
    ("get", "/api/v1/clips/{clip_id}"): ("Clips and jobs", "A clip's facts"),
    ("get", "/api/v1/clips/{clip_id}/audio"): ("Clips and jobs", "A clip's audio, in any format"),
    ("get", "/api/v1/clips/{clip_id}/captions"): ("Clips and jobs", "Captions (SRT or VTT)"),
    ("get", "/api/v1/clips/{clip_id}/timings"): ("Clips and jobs", "Each character's time"),
    ("post", "/api/v1/clips/{clip_id}/report"): ("Clips and jobs", "Report a clip read wrong"),
    ("get", "/api/v1/jobs/{job_id}"): ("Clips and jobs", "A job's state, and its clip when done"),
    ("post", "/api/v1/batches"): ("Batches", "Queue many texts"),
    ("get", "/api/v1/batches/{batch_id}"): ("Batches", "A batch's progress and items"),
    ("get", "/api/v1/lexicon"): ("Lexicon", "List the lexicon's entries"),
    ("post", "/api/v1/lexicon"): ("Lexicon", "Add an entry"),
    ("get", "/api/v1/lexicon/{id}"): ("Lexicon", "One entry"),
    ("put", "/api/v1/lexicon/{id}"): ("Lexicon", "Replace an entry"),
    ("patch", "/api/v1/lexicon/{id}"): ("Lexicon", "Change an entry"),
    ("delete", "/api/v1/lexicon/{id}"): ("Lexicon", "Delete an entry"),
    ("get", "/api/v1/lexicon/export"): ("Lexicon", "Export the lexicon as PLS"),
    ("post", "/api/v1/lexicon/import"): ("Lexicon", "Import a PLS file"),
    ("get", "/api/v1/lexicon/history"): ("Lexicon", "Who changed what, and when"),
    ("get", "/api/v1/presets"): ("Presets", "List presets"),
    ("post", "/api/v1/presets"): ("Presets", "Add a preset"),
    ("get", "/api/v1/presets/{id}"): ("Presets", "One preset"),
    ("put", "/api/v1/presets/{id}"): ("Presets", "Replace a preset"),
    ("patch", "/api/v1/presets/{id}"): ("Presets", "Change a preset"),
    ("delete", "/api/v1/presets/{id}"): ("Presets", "Delete a preset"),
    ("get", "/api/v1/voices"): ("Voices", "List voices, presets and blends"),
    ("get", "/api/v1/usage"): ("Usage", "Characters, requests and audio used (JSON or CSV)"),
    ("get", "/api/v1/webhooks"): ("Webhooks", "List the tenant's endpoints"),
    ("post", "/api/v1/webhooks"): ("Webhooks", "Add an endpoint (its secret is shown once)"),
    ("get", "/api/v1/webhooks/{id}"): ("Webhooks", "One endpoint"),
    ("put", "/api/v1/webhooks/{id}"): ("Webhooks", "Replace an endpoint"),
    ("patch", "/api/v1/webhooks/{id}"): ("Webhooks", "Change an endpoint"),
    ("delete", "/api/v1/webhooks/{id}"): ("Webhooks", "Delete an endpoint"),
    ("post", "/v1/audio/speech"): (None, "Speak a text (OpenAI's create speech)"),
    ("get", "/v1/"): (None, "What this OpenAI-compatible base offers"),
    ("get", "/v1/audio/models"): (None, "Speech models"),
    ("get", "/v1/audio/voices"): (None, "Voices, by OpenAI's names and ours"),
    ("get", "/v1/models"): (None, "Models (OpenAI's and ElevenLabs' shapes)"),
    ("get", "/v1/models/{model_id}"): (None, "One model"),
    ("post", "/v1/text-to-speech/{voice_id}"): (None, "Speak a text (ElevenLabs' convert)"),
    ("post", "/v1/text-to-speech/{voice_id}/stream"): (None, "Speak a text, streamed"),
    ("post", "/v1/text-to-speech/{voice_id}/with-timestamps"): (
        None, "Speak a text, with each character's time"),
    ("post", "/v1/text-to-speech/{voice_id}/stream/with-timestamps"): (
        None, "Speak a text, streamed, with each character's time"),
    ("get", "/v1/usage/character-stats"): (None, "Characters used per day"),
    ("get", "/v1/user"): (None, "The account: characters used and the limit"),
    ("get", "/v1/user/subscription"): (None, "The subscription: characters used and the limit"),
    ("get", "/v1/voices"): (None, "List voices (ElevenLabs' shape, premade ids too)"),
    ("get", "/v2/voices"): (None, "List voices (ElevenLabs' v2 shape)"),
    ("get", "/v1/voices/{voice_id}"): (None, "One voice"),
    ("get", "/v1/voices/{voice_id}/settings"): (None, "A voice's settings"),
    ("get", "/v1/voices/settings/default"): (None, "Default voice settings"),
}  # fmt: skip

RENAMED_TAGS = {"openai": "OpenAI"}
# What a 401 means on this page: "Try it out" sends no key until one is given to Authorize.
UNAUTHORIZED = (
    "No API key, or one this service does not know: press **Authorize** (top right of this "
    "page), paste your key (`tts_...`) and try again"
)
KEY_BOXES = ["apiKey", "xiApiKey", "audioLink"]  # api.auth and api.elevenlabs.vocabulary schemes


def summaries(result, generator, request, public):
    """drf-spectacular postprocessing hook: every operation's summary and group from
    :data:`SUMMARIES`, the groups in :data:`TAGS`' order and the paths in the table's order
    (so the main route comes first)."""
    order = {path: i for i, (_, path) in enumerate(SUMMARIES)}
    paths = result.get("paths", {})
    for path, operations in paths.items():
        for method, operation in operations.items():
            tag, summary = SUMMARIES.get((method, path), (None, None))
            if summary:
                operation["summary"] = summary
            tags = [RENAMED_TAGS.get(name, name) for name in operation.get("tags", [])]
            operation["tags"] = [tag] if tag else tags
            if "401" in operation.get("responses", {}):
                unauthorized = operation["responses"]["401"]
                said = unauthorized.get("description", "").rstrip(".")
                unauthorized["description"] = f"{said}. {UNAUTHORIZED}" if said else UNAUTHORIZED
    result["paths"] = dict(sorted(paths.items(), key=lambda item: order.get(item[0], len(order))))
    result["tags"] = [{"name": name, "description": text} for name, text in TAGS]
    # "Authorize" lists the key boxes in this order: the one /api/v1 and OpenAI's routes
    # take first, ElevenLabs' next, a signed audio link's token last.
    schemes = result.get("components", {}).get("securitySchemes", {})
    ordered = sorted(schemes, key=lambda name: KEY_BOXES.index(name) if name in KEY_BOXES else 99)
    if schemes:
        result["components"]["securitySchemes"] = {name: schemes[name] for name in ordered}
    return result
