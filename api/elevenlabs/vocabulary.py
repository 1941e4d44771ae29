"""ElevenLabs' vocabulary, for its REST endpoints (api/elevenlabs/views.py) and its
``stream-input`` WebSocket: the key, ``output_format``, voice ids, the request's speech
fields, and the error shape. An ElevenLabs client works with its base URL set to ours
(``http://HOST``, paths ``/v1/...``) and a tenant's API key; nothing else changes.

- **Key**: the ``xi-api-key`` header, as ElevenLabs' SDKs send it (our ``Authorization:
  Bearer`` and ``X-Api-Key`` work too). A WebSocket may instead send it in its first
  message (``"xi-api-key"``, or ``"authorization": "Bearer <key>"``) or as the query
  parameter ``xi_api_key`` (:func:`raw_key`).
- **output_format** ``codec_rate[_bitrate]`` (:data:`OUTPUT_FORMATS`, default
  ``mp3_44100_128``): the codec, sample rate and (mp3, opus) bitrate are what is asked.
- **voice_id** (:func:`voice_params`): one of the tenant's presets by name, a built-in
  voice (M1..M5, F1..F5), or one of ElevenLabs' premade voices by id or name
  (:data:`PREMADE_VOICES`, each mapped onto a built-in voice of the same gender). A preset
  named like a premade voice's id or name wins, so a tenant can remap any of them.
- **voice_settings**: ``speed`` (ElevenLabs' 1.0 is normal) times our normal speed,
  kept within the model's range; ``stability``, ``similarity_boost``, ``style``,
  ``use_speaker_boost`` accepted and ignored. ``seed`` is ours (0 to 2**32 - 1);
  ``language_code`` picks our language; ``apply_text_normalization`` ``off`` skips our
  normalizer (and the tenant's lexicon with it), ``auto`` and ``on`` use it.
- **Timings**: in api/elevenlabs/alignment.py.
- **Errors**: ``{"detail": {"status", "message", "code", "param"}}``: ``status`` as
  ElevenLabs says it where it has a word for it (``invalid_api_key``, ``voice_not_found``,
  ``quota_exceeded``, ...), else our stable code, which ``code`` always holds.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from django.http import JsonResponse
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions, permissions

from api import errors
from api.auth import TenantKeyAuthentication
from api.auth import raw_key as our_raw_key
from api.elevenlabs.envelope import eleven_error
from api.errors import ApiError
from api.handlers import exception_handler
from engine import contract
from engine.audio import StreamEncoder
from engine.folder import MAX_SEED
from engine.styles import MAX_VOICE_CHARS, is_blend
from synth.playback import at_bitrate, at_rate, format_content_type
from tenancy.keys import live_key
from tenancy.models import ApiKey, Tenant

# --- the key ------------------------------------------------------------------------------


def raw_key(
    headers: Mapping[str, str], query: Mapping[str, str] | None = None, first: dict | None = None
) -> str:
    """The key an ElevenLabs client sends ("" for none): the ``xi-api-key`` header, else
    ours (``Authorization: Bearer``, ``X-Api-Key``); for a WebSocket also the query's
    ``xi_api_key`` or ``xi-api-key`` and its first message's ``xi-api-key`` or
    ``authorization``. ``headers`` as in a Django request's ``headers`` (any case).
    ValueError for a malformed Authorization header."""
    lowered = {k.lower(): v for k, v in headers.items()}
    found = lowered.get("xi-api-key", "").strip()
    if not found:
        meta = {"HTTP_AUTHORIZATION": lowered.get("authorization", "")}
        meta["HTTP_X_API_KEY"] = lowered.get("x-api-key", "")
        found = our_raw_key(meta)
    for source in (query or {}, first or {}):
        if found:
            break
        value = source.get("xi_api_key") or source.get("xi-api-key") or ""
        bearer = source.get("authorization") or ""
        if not value and isinstance(bearer, str) and bearer.lower().startswith("bearer "):
            value = bearer[7:]
        found = value.strip() if isinstance(value, str) else ""
    return found


def key_for(raw: str) -> ApiKey | None:
    """The live key (and so its tenant: ``key.tenant``) that ``raw`` is, or None."""
    return live_key(raw) if raw else None


class XiApiKeyAuthentication(TenantKeyAuthentication):
    """DRF authentication by ``xi-api-key`` (or our own headers): the tenant becomes
    ``request.auth``, as everywhere in the API."""

    def raw_key(self, request) -> str | None:
        return raw_key(request.headers)

    def authenticate_header(self, request):
        return 'xi-api-key realm="api"'  # makes a missing key a 401, not a 403


class XiApiKeyScheme(OpenApiAuthenticationExtension):
    target_class = "api.elevenlabs.vocabulary.XiApiKeyAuthentication"
    name = "xiApiKey"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "header",
            "name": "xi-api-key",
            "description": (
                "a tenant API key, for the ElevenLabs routes only (/v1/text-to-speech/..., "
                "/v1/voices, /v1/user); the /api/v1 routes take it as Authorization: Bearer"
            ),
        }


class HasXiApiKey(permissions.BasePermission):
    def has_permission(self, request, view):
        if request.auth is None:
            raise exceptions.NotAuthenticated("send your API key in the 'xi-api-key' header")
        return True


# --- output_format ------------------------------------------------------------------------


@dataclass(frozen=True)
class OutputFormat:
    """One of ElevenLabs' output formats: our ``codec`` at ``sample_rate``."""

    name: str  # ElevenLabs' name, e.g. "mp3_44100_128"
    codec: str  # ours: mp3, opus, pcm, wav, ulaw, alaw (engine.audio)
    sample_rate: int
    bitrate: int | None = None  # kbit/s asked (mp3, opus)

    def encoding(self, clip_rate: int) -> str:
        """The encoding of a clip made at ``clip_rate`` to answer with (synth.playback:
        a stored clip's ``audio_response`` and a stream's ``streamed_response`` take it)."""
        return at_bitrate(at_rate(self.codec, self.sample_rate, clip_rate), self.bitrate)

    def content_type(self, clip_rate: int) -> str:
        return format_content_type(self.encoding(clip_rate), clip_rate)

    def encoder(self, source_rate: int) -> StreamEncoder:
        """An encoder for 16-bit samples at ``source_rate`` as they are made (a stream, a
        WebSocket's audio): raw pcm, ulaw and alaw have no header, so its pieces can be
        sent apart; mp3 frames and Ogg pages follow each other."""
        rate = None if self.codec == "opus" else self.sample_rate
        return StreamEncoder(self.codec, source_rate, out_rate=rate, kbps=self.bitrate)


_PCM_RATES = (8000, 16000, 22050, 24000, 32000, 44100, 48000)
OUTPUT_FORMATS = {
    f.name: f
    for f in (
        OutputFormat("mp3_22050_32", "mp3", 22050, 32),
        OutputFormat("mp3_24000_48", "mp3", 24000, 48),
        *(OutputFormat(f"mp3_44100_{b}", "mp3", 44100, b) for b in (32, 64, 96, 128, 192)),
        *(OutputFormat(f"opus_48000_{b}", "opus", 48000, b) for b in (32, 64, 96, 128, 192)),
        *(OutputFormat(f"pcm_{r}", "pcm", r) for r in _PCM_RATES),
        *(OutputFormat(f"wav_{r}", "wav", r) for r in _PCM_RATES),
        OutputFormat("ulaw_8000", "ulaw", 8000),
        OutputFormat("alaw_8000", "alaw", 8000),
    )
}
DEFAULT_OUTPUT_FORMAT = "mp3_44100_128"


def output_format(value: str | None) -> OutputFormat:
    """ElevenLabs' ``output_format`` (None: its default, mp3_44100_128); 400
    ``invalid_output_format`` for one we do not make."""
    found = OUTPUT_FORMATS.get(value or DEFAULT_OUTPUT_FORMAT)
    if found is None:
        raise ApiError(
            400,
            "invalid_output_format",
            f"output_format {value!r} is not supported; use one of {', '.join(OUTPUT_FORMATS)}",
            "output_format",
        )
    return found


# --- voices -------------------------------------------------------------------------------

# ElevenLabs' premade voices (id, name, gender) as its examples and client defaults use
# them, so copied code speaks: each is mapped onto a built-in voice of the same gender, in
# turn (they sound nothing alike; name a preset after the id or name to choose its voice).
_PREMADE = (
    ("21m00Tcm4TlvDq8ikWAM", "Rachel", "F"),
    ("JBFqnCBsd6RMkjVDRZzb", "George", "M"),
    ("EXAVITQu4vr4xnSDxMaL", "Sarah", "F"),
    ("pNInz6obpgDQGcFmaJgB", "Adam", "M"),
    ("9BWtsMINqrJLrRacOk9x", "Aria", "F"),
    ("CwhRBWXzGAHq8TQ4Fs17", "Roger", "M"),
    ("FGY2WhTYpPnrIDTdsKH5", "Laura", "F"),
    ("IKne3meq5aSn9XLyUdCD", "Charlie", "M"),
    ("XB0fDUnXU5powFXDhCwa", "Charlotte", "F"),
    ("N2lVS1w4EtoT3dr4eOWO", "Callum", "M"),
    ("Xb7hH8MSUJpSbSDYk0k2", "Alice", "F"),
    ("TX3LPaxmHKxFdv7VOQHJ", "Liam", "M"),
    ("XrExE9yKIg1WjnnlVkGX", "Matilda", "F"),
    ("bIHbv24MWmeRgasZH58o", "Will", "M"),
    ("cgSgspJ2msm6clMCkdW9", "Jessica", "F"),
    ("cjVigY5qzO86Huf0OWal", "Eric", "M"),
    ("pFZP5JQG7iQjIQuC4Bku", "Lily", "F"),
    ("iP95p4xoKVk53GoZ742B", "Chris", "M"),
    ("AZnzlk1XvdvUeBnXmlld", "Domi", "F"),
    ("nPczCjzI2devNBz1zQrb", "Brian", "M"),
    ("MF3mGyEYCl7XYWbV9V6O", "Elli", "F"),
    ("onwK4e9ZLuTAKqWW03F9", "Daniel", "M"),
    ("jsCqWAovK2LkecY7zXl4", "Freya", "F"),
    ("pqHfZKP75CvOlQylNhV4", "Bill", "M"),
    ("oWAxZDx7w5VEj9dCyTzz", "Grace", "F"),
    ("ErXwobaYiN019PkySvjV", "Antoni", "M"),
    ("LcfcDJNUP1GQjkzn1xUU", "Emily", "F"),
    ("TxGEqnHWrfWFTfGW9XjX", "Josh", "M"),
    ("ThT5KcBeYPX3keUQqHPh", "Dorothy", "F"),
    ("VR6AewLTigWG4xSOukaG", "Arnold", "M"),
    ("piTKgcLEGmPE4e6mEKli", "Nicole", "F"),
    ("yoZ06aMxZJJ28mfd3POQ", "Sam", "M"),
    ("jBpfuIE2acCO8z3wKNLl", "Gigi", "F"),
    ("29vD33N1CtxCmqQRPOHJ", "Drew", "M"),
    ("z9fAnlkpzviPz146aGWa", "Glinda", "F"),
    ("2EiwWnXFnvU5JabPnv8n", "Clyde", "M"),
    ("zrHiDhphv9ZnVXBqCLjz", "Mimi", "F"),
    ("D38z5RcWu1voky8WS1ja", "Fin", "M"),
    ("pMsXgVXv3BLzUgSXRplE", "Serena", "F"),
    ("5Q0t7uMcjvnagumLfvZi", "Paul", "M"),
)


@dataclass(frozen=True)
class PremadeVoice:
    voice_id: str
    name: str
    voice: str  # ours: M1..M5, F1..F5


def _premade() -> dict[str, PremadeVoice]:
    turns = {"F": 0, "M": 0}
    found = {}
    for voice_id, name, gender in _PREMADE:
        ours = f"{gender}{turns[gender] % 5 + 1}"
        turns[gender] += 1
        found[voice_id] = PremadeVoice(voice_id, name, ours)
    return found


PREMADE_VOICES = _premade()  # by ElevenLabs' voice id
_PREMADE_BY_NAME = {v.name.lower(): v for v in PREMADE_VOICES.values()}


# A voice_id is a preset's name, a voice or a blend, ElevenLabs' id or name: the limit on
# a voice on every surface; longer is refused before a lookup or the blend reader sees it.
MAX_VOICE_ID_CHARS = MAX_VOICE_CHARS


def check_voice_id(voice_id: str) -> str:
    """``voice_id``, unless longer than :data:`MAX_VOICE_ID_CHARS` or holding a NUL (400
    ``invalid``, the id not echoed)."""
    if "\x00" in voice_id:
        raise ApiError(400, "invalid", "voice_id must not hold NUL characters", "voice_id")
    if len(voice_id) > MAX_VOICE_ID_CHARS:
        raise ApiError(
            400,
            "invalid",
            f"voice_id has {len(voice_id)} characters; at most {MAX_VOICE_ID_CHARS}",
            "voice_id",
        )
    return voice_id


def premade_voice(voice_id: str) -> PremadeVoice | None:
    """ElevenLabs' premade voice by its id (exact) or its name (any case)."""
    return PREMADE_VOICES.get(voice_id) or _PREMADE_BY_NAME.get(voice_id.lower())


def voice_params(tenant: Tenant, voice_id: str) -> dict:
    """``voice_id`` as SpeechRequest takes it: the tenant's preset of that name, else a
    built-in voice or a blend (``F1:0.7+M3:0.3``), else a premade ElevenLabs voice's
    built-in voice; 404 ``voice_not_found`` otherwise (another tenant's preset included:
    the same answer); 400 for one over :data:`MAX_VOICE_ID_CHARS`."""
    check_voice_id(voice_id)
    if tenant.presets.filter(name=voice_id).exists():
        return {"preset": voice_id}
    if voice_id in contract.BUILTIN_VOICES or is_blend(voice_id):  # checked when planned
        return {"voice": voice_id}
    premade = premade_voice(voice_id)
    if premade is not None:
        return {"voice": premade.voice}
    raise voice_not_found(voice_id)


def voice_not_found(voice_id: str) -> ApiError:
    """The 404 for a voice id that is none of the tenant's (ElevenLabs' ``voice_not_found``)."""
    return ApiError(
        404,
        "voice_not_found",
        f"A voice with the voice_id {voice_id!r} was not found: not one of your presets, "
        f"the built-in voices ({', '.join(contract.BUILTIN_VOICES)}) or ElevenLabs' premade "
        "voices (GET /v1/voices lists them)",
        "voice_id",
    )


# --- the request's speech fields ----------------------------------------------------------

# ElevenLabs' speed 1.0 is its normal pace; ours is the model's DEFAULT_SPEED.
ELEVEN_SPEED_RANGE = (0.25, 4.0)  # beyond this a speed is surely a mistake: refused
NORMALIZATION = ("auto", "on", "off")


def speed(value: float) -> float:
    """ElevenLabs' ``voice_settings.speed`` as ours: times our normal speed, kept within
    the model's range (say so: an answer's ``X-TTS-Speed`` header carries it)."""
    low, high = ELEVEN_SPEED_RANGE
    if not isinstance(value, int | float) or isinstance(value, bool) or not low <= value <= high:
        raise ApiError(
            400,
            "unsupported_speed",
            f"voice_settings.speed must be a number from {low} to {high} (1.0 is normal)",
            "voice_settings.speed",
        )
    ours = value * contract.DEFAULT_SPEED
    return round(min(max(ours, contract.SPEED_RANGE[0]), contract.SPEED_RANGE[1]), 4)


def language(value: str) -> str:
    """ElevenLabs' ``language_code`` (ISO 639-1, e.g. "en", "pt-BR" read as "pt") as ours;
    400 ``unsupported_language`` for one the model does not speak (ElevenLabs ignores it;
    we say so, since the text would be read as English)."""
    code = value.strip().lower().replace("_", "-").split("-")[0] if isinstance(value, str) else ""
    if code == "auto":  # detected per sentence (synth.reading), as when none is sent
        return code
    if code not in contract.LANGUAGES:
        raise ApiError(
            400,
            "unsupported_language",
            f"language_code {value!r} is not one the model speaks; use one of "
            f"{', '.join(contract.LANGUAGES)}",
            "language_code",
        )
    return code


def speech_params(
    tenant: Tenant,
    voice_id: str,
    *,
    voice_settings: dict | None = None,
    language_code: str | None = None,
    seed: int | None = None,
    apply_text_normalization: str | None = None,
) -> dict:
    """The SpeechRequest fields for an ElevenLabs request (REST body or WebSocket):
    preset or voice, speed, lang, seed, raw. Each value is checked (ApiError 400/404)."""
    params = voice_params(tenant, voice_id)
    if voice_settings is not None:
        if not isinstance(voice_settings, dict):
            raise ApiError(400, "invalid", "voice_settings must be an object", "voice_settings")
        if voice_settings.get("speed") is not None:
            params["speed"] = speed(voice_settings["speed"])
    # ElevenLabs' clients seldom send a language: detected then (a preset's fixes it).
    params["lang"] = language(language_code) if language_code else "auto"
    if seed is not None:
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
            raise ApiError(400, "invalid", f"seed must be an integer from 0 to {MAX_SEED}", "seed")
        params["seed"] = seed
    if apply_text_normalization is not None:
        if apply_text_normalization not in NORMALIZATION:
            raise ApiError(
                400,
                "invalid",
                f"apply_text_normalization must be one of {', '.join(NORMALIZATION)}",
                "apply_text_normalization",
            )
        params["raw"] = apply_text_normalization == "off"
    return params


# --- errors -------------------------------------------------------------------------------

# ElevenLabs' paths here (OpenAI's are /v1/audio/ and /v1/models): an error on any of them,
# an unknown route's 404 included, is in ElevenLabs' shape, as it is for any request under
# /v1/ that sends ElevenLabs' key header (its clients call sections we do not serve).
ELEVEN_PATHS = ("/v1/text-to-speech/", "/v1/voices", "/v1/user", "/v2/")


def is_eleven_request(path: str, headers: Mapping[str, str]) -> bool:
    """Whether a request (its path, its headers as a Django request's ``headers``) is
    to ElevenLabs' surface."""
    if path.startswith(ELEVEN_PATHS):
        return True
    return path.startswith("/v1/") and "xi-api-key" in headers


def error_body(code: str, message: str, field: str | None = None) -> dict:
    """An ElevenLabs error body from our stable ``code`` (for the WebSocket's messages)."""
    return eleven_error(errors.error_body(code, message, field)["error"])


def plain_error_response(status: int, code: str, message: str) -> JsonResponse:
    """An error in ElevenLabs' shape as a plain Django response, for what answers ahead of
    DRF on its paths (an unknown route, a refused body)."""
    return JsonResponse(error_body(code, message), status=status)


def eleven_exception_handler(exc, context):
    """Our errors (api.handlers, quotas given back as there) in ElevenLabs' shape."""
    response = exception_handler(exc, context)
    if response is not None:
        response.data = eleven_error(response.data["error"])
    return response
