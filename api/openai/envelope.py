"""OpenAI's error envelope: ``{"error": {"message", "type", "param", "code"}}``, written
from ours by the one table of errors (api.errors, ``Refusal.body("openai")``)."""

# OpenAI's error types by status, and its field names for ours (the OpenAI endpoint).
OPENAI_ERROR_TYPES = {401: "authentication_error", 403: "permission_error", 429: "rate_limit_error"}
OPENAI_PARAMS = {"text": "input", "preset": "voice", "format": "response_format"}


def openai_error(error: dict, status: int) -> dict:
    """Our ``{"code", "message", "field"}`` as OpenAI's ``{"message", "type", "param",
    "code"}``."""
    default = "server_error" if status >= 500 else "invalid_request_error"
    return {
        "message": error["message"],
        "type": OPENAI_ERROR_TYPES.get(status, default),
        "param": OPENAI_PARAMS.get(error["field"], error["field"]),
        "code": error["code"],
    }
