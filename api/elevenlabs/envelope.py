"""ElevenLabs' error envelope: ``{"detail": {"status", "message", "code", "param"}}``,
written from ours by the one table of errors (api.errors, ``Refusal.body("elevenlabs")``);
api.elevenlabs.vocabulary answers in it ahead of DRF and on the WebSockets."""

# Our stable codes -> the word ElevenLabs' "status" uses for the same thing.
ELEVEN_STATUS = {
    "unauthenticated": "invalid_api_key",
    "quota_exceeded": "quota_exceeded",
    "too_many_concurrent": "too_many_concurrent_requests",
    "queue_full": "system_busy",
    "text_too_long": "max_character_limit_exceeded",
}
# Our field names -> ElevenLabs'.
ELEVEN_PARAMS = {"preset": "voice_id", "voice": "voice_id", "lang": "language_code"}


def eleven_error(error: dict) -> dict:
    """Our ``{"code", "message", "field"}`` as ElevenLabs' error body."""
    return {
        "detail": {
            "status": ELEVEN_STATUS.get(error["code"], error["code"]),
            "message": error["message"],
            "code": error["code"],
            "param": ELEVEN_PARAMS.get(error["field"], error["field"]),
        }
    }
