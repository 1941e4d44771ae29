"""ElevenLabs' REST endpoints at the root (its SDKs' ``base_url="http://HOST"``):

- ``POST /v1/text-to-speech/{voice_id}``: the clip in ``output_format`` (a new one as it
  is made, but for wav);
- ``.../stream``: the audio as it is synthesized (chunked), a cached clip at once;
- ``.../with-timestamps``: JSON ``{audio_base64, alignment, normalized_alignment}``,
  written in pieces (a worker holds a piece, not the clip);
- ``.../stream/with-timestamps``: one such JSON object per line as the audio comes;
- ``GET /v1/voices``, ``GET /v2/voices``, ``GET /v1/voices/{voice_id}``: the tenant's
  presets and the built-in voices in ElevenLabs' shape.

What the fields mean here is api/elevenlabs/vocabulary.py's: voices, formats, speed, language,
normalization, errors. Timings: a chunk's start and end are exact, characters inside it
estimated (header ``X-TTS-Timing``). Quotas, rate limits and the tenant's concurrency
cap are our speech endpoint's (the same flow: api.answers, synth.flow). Fields of
ElevenLabs' we have no use for are accepted and named in ``X-TTS-Ignored``.
"""

import base64
import datetime as dt
import json
import logging
import re

from django.conf import settings
from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiExample,
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
)
from rest_framework.response import Response
from rest_framework.views import APIView

from api.answers import respond, speak, waiting_view
from api.audio import AudioNegotiation
from api.auth import caller
from api.elevenlabs import vocabulary
from api.elevenlabs.alignment import TIMING_HEADER, Alignment, clip_alignment
from api.elevenlabs.serializers import (
    AudioWithTimestampsSerializer,
    ElevenLabsErrorSerializer,
    ElevenLabsQuerySerializer,
    ElevenLabsSpeechRequestSerializer,
    ElevenLabsSubscriptionSerializer,
    ElevenLabsUserSerializer,
    ElevenLabsVoiceSerializer,
    ElevenLabsVoiceSettingsResponseSerializer,
    ElevenLabsVoicesPageSerializer,
    ElevenLabsVoicesSerializer,
)
from api.errors import ApiError
from api.serializers import examples
from api.serializers.speech import max_wait
from api.throttles import quota_used
from core.aio import run_sync
from engine import contract
from lexicon.models import VoicePreset
from synth.conf import model_folder
from synth.flow import Pending, SpeechRequest, Whole
from synth.models import Clip
from synth.playback import open_audio
from synth.reading import spoken_text
from synth.streaming import JobAudio, StreamBroken

log = logging.getLogger(__name__)

# The body fields ElevenLabs' SDK sends that we accept without a use for them.
IGNORED_FIELDS = (
    "model_id",
    "pronunciation_dictionary_locators",
    "previous_text",
    "next_text",
    "previous_request_ids",
    "next_request_ids",
    "use_pvc_as_ivc",
    "apply_language_text_normalization",
    "audio_effects",
)
_PLAIN = re.compile(r"[A-Za-z0-9_.\-]{1,60}")


def eleven_view(cls):
    """What every ElevenLabs view shares: its key header, its error shape."""
    cls.authentication_classes = [vocabulary.XiApiKeyAuthentication]
    cls.permission_classes = [vocabulary.HasXiApiKey]
    cls.get_exception_handler = lambda self: vocabulary.eleven_exception_handler
    return cls


# --- the schema: documented, so that every sweep over it reaches these endpoints too -------

ERROR = OpenApiResponse(
    ElevenLabsErrorSerializer, description="ElevenLabs' shape; detail.code is our stable code"
)
SPEECH_ERRORS = dict.fromkeys((400, 401, 404, 409, 413, 422, 429, 500, 503, 504), ERROR)
VOICE_ID = OpenApiParameter(
    "voice_id",
    {"type": "string", "maxLength": vocabulary.MAX_VOICE_ID_CHARS},
    OpenApiParameter.PATH,
    description="one of your presets by name, a built-in voice (M1..M5, F1..F5), a blend "
    "(F1:0.7+M3:0.3) or one of ElevenLabs' premade voices by id or name",
    # "Try it out" fills the first in: the premade voice of ElevenLabs' own examples and the
    # README's, which every tenant has.
    examples=[
        OpenApiExample("George, an ElevenLabs premade voice", value="JBFqnCBsd6RMkjVDRZzb"),
        OpenApiExample("A built-in voice", value="F2"),
        OpenApiExample("A blend", value="F1:0.7+M3:0.3"),
    ],
)
SPEECH_QUERY = [
    OpenApiParameter(
        "output_format",
        str,
        enum=list(vocabulary.OUTPUT_FORMATS),
        default=vocabulary.DEFAULT_OUTPUT_FORMAT,
        description="codec_rate[_bitrate]; an mp3 or opus bitrate is our encoder's",
    ),
    OpenApiParameter(
        "optimize_streaming_latency", int, enum=[0, 1, 2, 3, 4], description="ignored"
    ),
    OpenApiParameter("enable_logging", bool, description="ignored"),
]
AUDIO = {(200, "audio/*"): OpenApiResponse(OpenApiTypes.BINARY, description="the audio")}
TIMED = {
    (200, "application/json"): OpenApiResponse(
        AudioWithTimestampsSerializer, description="the audio and its character timings"
    )
}
TIMED_LINES = {
    (200, "application/x-ndjson"): OpenApiResponse(
        OpenApiTypes.STR, description="one AudioWithTimestamps object a line, as the audio comes"
    )
}


def speech_schema(operation_id: str, answers: dict):
    """An ElevenLabs text-to-speech operation in the schema: its body, voice_id, query and
    ``answers`` (its 200), and the errors, in ElevenLabs' shape."""
    return extend_schema(
        operation_id=operation_id,
        tags=["ElevenLabs"],
        request=ElevenLabsSpeechRequestSerializer,
        examples=examples.ELEVENLABS_SPEECH,
        parameters=[VOICE_ID, *SPEECH_QUERY],
        responses={**answers, **SPEECH_ERRORS},
    )


@eleven_view
class ElevenSpeechView(APIView):
    """ElevenLabs' ``text_to_speech.convert``; its subclasses the other three ``mode``s."""

    content_negotiation_class = AudioNegotiation
    counts_characters = True  # the daily character quota (api.throttles)
    surface = "elevenlabs"  # its usage's way in (metering)
    mode = "whole"

    @speech_schema("eleven_text_to_speech_convert", AUDIO)
    def post(self, request, voice_id: str):
        """ElevenLabs' ``text_to_speech.convert``: the clip in ``output_format``, a new one
        sent as it is made (but for wav)."""
        return self.speak(request, voice_id)

    def speak(self, request, voice_id: str):
        """Any of the four ``mode``s, spoken by Supertonic."""
        mode = self.mode
        vocabulary.check_voice_id(voice_id)
        serializer = ElevenLabsSpeechRequestSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        tenant = request.auth
        wanted = vocabulary.output_format(request.query_params.get("output_format"))
        _check_latency(request.query_params.get("optimize_streaming_latency"))
        ElevenLabsQuerySerializer(data=request.query_params).is_valid(raise_exception=True)
        params = vocabulary.speech_params(
            tenant,
            voice_id,
            voice_settings=data.get("voice_settings"),
            language_code=data.get("language_code"),
            seed=data.get("seed"),
            apply_text_normalization=data.get("apply_text_normalization"),
        )
        fmt = wanted.encoding(model_folder().config.sample_rate)
        # As ElevenLabs does (and our OpenAI endpoint), a new clip goes out as it is made,
        # so a long text is neither slow to start nor a 504; but a WAV's header needs its
        # length, and with-timestamps is one JSON object: those wait for the clip.
        streamed = mode in ("stream", "stream_timestamps") or (
            mode == "whole" and wanted.codec != "wav"
        )
        speech = SpeechRequest(
            tenant,
            data["text"],
            **params,
            formats=(fmt,),
            wait=max_wait(),
            stream=streamed,
        )
        headers = {}
        ignored = _ignored(request.data)
        if ignored:
            headers["X-TTS-Ignored"] = ", ".join(ignored)
        if "speed" in params:
            headers["X-TTS-Speed"] = str(params["speed"])
        if mode in ("timestamps", "stream_timestamps"):
            headers["X-TTS-Timing"] = TIMING_HEADER

        def reply(outcome):
            if isinstance(outcome, Pending):
                raise ApiError(
                    504,
                    "wait_timeout",
                    f"still synthesizing after {max_wait()} s (job {outcome.job.pk}); send "
                    "the same request again to get the audio when it is ready",
                )
            if mode == "timestamps":
                response = timed_response(outcome.clip, fmt, hit=outcome.hit)
            elif mode == "stream_timestamps":
                response = timed_stream(request.speech_plan, outcome, fmt, wanted)
            else:
                response = respond(request, outcome, fmt)
            for name, value in headers.items():
                response[name] = value
            return response

        return speak(self, speech, reply)


class ElevenStreamView(ElevenSpeechView):
    mode = "stream"

    @speech_schema("eleven_text_to_speech_stream", AUDIO)
    def post(self, request, voice_id: str):
        """ElevenLabs' ``text_to_speech.stream``: the audio as it is synthesized (chunked),
        a cached clip at once."""
        return self.speak(request, voice_id)


class ElevenTimestampsView(ElevenSpeechView):
    mode = "timestamps"

    @speech_schema("eleven_text_to_speech_convert_with_timestamps", TIMED)
    def post(self, request, voice_id: str):
        """ElevenLabs' ``text_to_speech.convert_with_timestamps``: the audio (base64) and
        its character timings, one JSON object written in pieces."""
        return self.speak(request, voice_id)


class ElevenStreamTimestampsView(ElevenSpeechView):
    mode = "stream_timestamps"

    @speech_schema("eleven_text_to_speech_stream_with_timestamps", TIMED_LINES)
    def post(self, request, voice_id: str):
        """ElevenLabs' ``text_to_speech.stream_with_timestamps``: one JSON object a line,
        each with a piece of the audio and the characters that start in it."""
        return self.speak(request, voice_id)


def _check_latency(value: str | None) -> None:
    if value is not None and value not in {"0", "1", "2", "3", "4"}:
        raise ApiError(
            400,
            "invalid",
            "optimize_streaming_latency must be 0 to 4 (accepted and ignored here)",
            "optimize_streaming_latency",
        )


def _ignored(body) -> list[str]:
    """The fields of ``body`` that change nothing here."""
    if not isinstance(body, dict):
        return []
    known = {*ElevenLabsSpeechRequestSerializer().fields, *IGNORED_FIELDS}
    names = [k for k in body if k in IGNORED_FIELDS or k not in known]
    settings = body.get("voice_settings")
    if isinstance(settings, dict):
        names += [f"voice_settings.{k}" for k in settings if k != "speed"]
    # Names as the client sent them may hold anything: only plain ones go into a header.
    return [n if _PLAIN.fullmatch(n) else "(unnamed)" for n in names[:20]]


# An answer goes out in pieces so a worker holds one piece, not the clip: audio read and
# base64-encoded this many bytes at a time (a multiple of 3: the pieces join into one
# base64 string), an alignment array this many items at a time.
AUDIO_PIECE = 3 * 2**16
ALIGNMENT_PIECE = 2048


def timed_response(clip: Clip, fmt: str, *, hit: bool) -> StreamingHttpResponse:
    """A whole clip as ElevenLabs' ``AudioWithTimestampsResponse``, written in pieces."""
    headers = {"Content-Type": "application/json", "X-Cache": "HIT" if hit else "MISS"}
    return _timed_answer(clip, fmt, {**headers, "X-Clip-Id": clip.key})


def _timed_answer(clip: Clip, fmt: str, headers: dict, end: bytes = b"") -> StreamingHttpResponse:
    """The clip's audio and alignments as one JSON object (then ``end``), the bytes
    ``json.dumps`` would write, in pieces. The file is opened and the alignment made here,
    in the view's thread, so a missing file is an error answer, not a cut one."""
    said = spoken_text(clip.text, clip.reading)  # an SSML document's words, not its tags
    aligned = clip_alignment(said, clip.chunks)
    audio = open_audio(clip, fmt)[1]
    response = StreamingHttpResponse(_timed_pieces(audio, aligned, end), headers=headers)
    response._resource_closers.append(audio.close)  # as FileResponse: closed when sent
    return response


async def _timed_pieces(audio, aligned: tuple, end: bytes):
    alignment, normalized = aligned
    yield b'{"audio_base64": "'
    async for piece in _base64_pieces(audio):
        yield piece
    yield b'", "alignment": '
    for piece in _json_pieces(alignment):
        yield piece
    yield b', "normalized_alignment": '
    for piece in _json_pieces(normalized):
        yield piece
    yield b"}" + end


async def _base64_pieces(audio):
    """``audio`` (a file) base64-encoded a piece at a time; a short read's odd bytes are
    kept for the next piece, so only the last one is padded."""
    rest = b""
    while data := await run_sync(audio.read, AUDIO_PIECE):
        data = rest + data
        cut = len(data) - len(data) % 3
        rest = data[cut:]
        yield base64.b64encode(data[:cut])
    yield base64.b64encode(rest)


def _json_pieces(alignment: dict | None):
    """An alignment object (or None) as ``json.dumps`` writes it, each array a run of
    items at a time."""
    if alignment is None:
        yield b"null"
        return
    for n, (name, values) in enumerate(alignment.items()):
        yield f"{', ' if n else '{'}{json.dumps(name)}: [".encode()
        for i in range(0, len(values), ALIGNMENT_PIECE):
            items = json.dumps(values[i : i + ALIGNMENT_PIECE])[1:-1]
            yield f"{', ' if i else ''}{items}".encode()
        yield b"]"
    yield b"}"


def timed_stream(plan, outcome, fmt: str, wanted) -> StreamingHttpResponse:
    """ElevenLabs' ``stream/with-timestamps``: one JSON object a line, each with a piece of
    the audio and the characters that start in it."""
    headers = {
        "Content-Type": "application/x-ndjson",
        "X-Accel-Buffering": "no",
        "Cache-Control": "no-store",
    }
    if isinstance(outcome, Whole):  # one line, written in pieces as with-timestamps is
        headers.update({"X-Cache": "HIT" if outcome.hit else "MISS", "X-Clip-Id": outcome.clip.key})
        return _timed_answer(outcome.clip, fmt, headers, end=b"\n")
    lines = _streamed_lines(plan, outcome.audio, wanted)
    headers.update({"X-Cache": "MISS", "X-Clip-Id": outcome.key})
    return StreamingHttpResponse(lines, headers=headers)


def _line(audio: bytes, aligned: tuple) -> bytes:
    alignment, normalized = aligned
    body = {
        "audio_base64": base64.b64encode(audio).decode(),
        "alignment": alignment,
        "normalized_alignment": normalized,
    }
    return json.dumps(body).encode() + b"\n"


async def _streamed_lines(plan, audio: JobAudio, wanted):
    """Each piece the job makes (a chunk, the pause after it), encoded, with the characters
    that start in it. A chunk's span is read off the samples as they come; if the rest
    comes from the stored clip instead (synth.streaming), off the clip's chunks."""
    encoder = wanted.encoder(audio.sample_rate)
    aligned = Alignment(plan.spoken, plan.request.chunks)
    rate, sent, seen = audio.sample_rate, 0, set()
    try:
        async for piece in audio.pieces():
            i = audio.next
            if audio.position != sent:  # a block of the stored clip: its chunks say when
                clip = await run_sync(Clip.objects.only("chunks").get, pk=audio.job.clip_id)
                for n, chunk in enumerate(clip.chunks):
                    aligned.timed(n, chunk["start"], chunk["end"], chunk["pause"])
            elif i not in seen:  # chunk i itself (its pause, if any, comes next)
                seen.add(i)
                end = sent + len(piece)
                aligned.timed(i, sent / rate, end / rate, audio.pauses[i] / rate)
            sent += len(piece)
            data = await run_sync(encoder.write, piece)
            if data:
                yield _line(data, aligned.take(until=sent / rate))
        yield _line(await run_sync(encoder.finish), aligned.take())
    except StreamBroken as exc:
        log.warning("timed stream broken: %s", exc)
        raise


eleven_speech = waiting_view(ElevenSpeechView)
eleven_stream = waiting_view(ElevenStreamView)
eleven_timestamps = waiting_view(ElevenTimestampsView)
eleven_stream_timestamps = waiting_view(ElevenStreamTimestampsView)


# --- voices -------------------------------------------------------------------------------


# ElevenLabs' defaults (its ``GET /v1/voices/settings/default``): only ``speed`` changes
# anything here; the others are accepted on every request and ignored.
DEFAULT_SETTINGS = {
    "stability": 0.5,
    "similarity_boost": 0.75,
    "style": 0.0,
    "use_speaker_boost": True,
    "speed": 1.0,
}


def voice_settings(preset: VoicePreset | None = None) -> dict:
    """ElevenLabs' ``VoiceSettings`` of a voice: a preset's speed in ElevenLabs' terms
    (1.0 is normal), the defaults otherwise."""
    if preset is None:
        return dict(DEFAULT_SETTINGS)
    return {**DEFAULT_SETTINGS, "speed": round(preset.speed / contract.DEFAULT_SPEED, 4)}


def preset_voice(preset: VoicePreset) -> dict:
    """A tenant's preset as ElevenLabs' ``Voice``."""
    return {
        "voice_id": preset.name,
        "name": preset.name,
        "category": "cloned",
        "description": f"your preset ({preset.voice or 'an uploaded style'}, {preset.language})",
        "labels": {"language": preset.language, "built_in_voice": preset.voice or "style"},
        "preview_url": None,
        "settings": voice_settings(preset),
        "is_owner": True,
    }


def builtin_voice(name: str) -> dict:
    """A built-in voice as ElevenLabs' ``Voice``."""
    gender = "female" if name.startswith("F") else "male"
    return {
        "voice_id": name,
        "name": name,
        "category": "premade",
        "description": f"built-in Supertonic voice ({gender})",
        "labels": {"gender": gender},
        "preview_url": None,
        "settings": voice_settings(),
        "is_owner": False,
    }


def premade_voice(premade: vocabulary.PremadeVoice) -> dict:
    """One of ElevenLabs' premade voice ids, as the built-in voice it speaks with here."""
    voice = builtin_voice(premade.voice)
    return {
        **voice,
        "voice_id": premade.voice_id,
        "name": premade.name,
        "description": f"ElevenLabs' {premade.name}, spoken here by {premade.voice}",
        "labels": {**voice["labels"], "built_in_voice": premade.voice},
    }


def tenant_voices(tenant) -> list[dict]:
    """The tenant's presets, the built-in voices, then ElevenLabs' premade voice ids (a
    client such as Open WebUI refuses an id the list lacks), each once: a preset named
    like a voice id shadows it, as it does when speaking."""
    listed = tenant.presets.only(*VoicePreset.LISTED_FIELDS)  # never the uploaded styles
    presets = [preset_voice(p) for p in listed.order_by("name")]
    taken = {v["voice_id"] for v in presets}
    return [
        *presets,
        *(builtin_voice(name) for name in contract.BUILTIN_VOICES if name not in taken),
        *(premade_voice(p) for p in vocabulary.PREMADE_VOICES.values() if p.voice_id not in taken),
    ]


def find_voice(tenant, voice_id: str) -> dict:
    """The tenant's voice ``voice_id`` as ElevenLabs' ``Voice``: a preset, a built-in
    voice, or a premade voice by id or name; 404 ``voice_not_found`` otherwise."""
    vocabulary.check_voice_id(voice_id)
    preset = tenant.presets.only(*VoicePreset.LISTED_FIELDS).filter(name=voice_id).first()
    if preset is not None:
        return preset_voice(preset)
    if voice_id in contract.BUILTIN_VOICES:
        return builtin_voice(voice_id)
    premade = vocabulary.premade_voice(voice_id)
    if premade is None:
        raise vocabulary.voice_not_found(voice_id)
    return premade_voice(premade)


@eleven_view
class VoicesView(APIView):
    @extend_schema(
        operation_id="eleven_voices_get_all",
        tags=["ElevenLabs"],
        responses={200: ElevenLabsVoicesSerializer, 400: ERROR, 401: ERROR, 404: ERROR},
    )
    def get(self, request):
        """ElevenLabs' ``GET /v1/voices``: your presets, the built-in voices, then
        ElevenLabs' premade voice ids (each spoken by a built-in voice)."""
        return Response({"voices": tenant_voices(request.auth)})


@eleven_view
class VoicesSearchView(APIView):
    @extend_schema(
        operation_id="eleven_voices_search",
        tags=["ElevenLabs"],
        parameters=[OpenApiParameter("search", str, description="a part of the voice's name")],
        responses={200: ElevenLabsVoicesPageSerializer, 400: ERROR, 401: ERROR, 404: ERROR},
    )
    def get(self, request):
        """ElevenLabs' ``GET /v2/voices`` (``voices.search``): the same voices in one page;
        ``search`` filters them by name."""
        found = tenant_voices(request.auth)
        search = request.query_params.get("search")
        if search:
            found = [v for v in found if search.lower() in v["name"].lower()]
        body = {"voices": found, "has_more": False, "total_count": len(found)}
        return Response({**body, "next_page_token": None})


@eleven_view
class VoiceView(APIView):
    @extend_schema(
        operation_id="eleven_voices_get",
        tags=["ElevenLabs"],
        parameters=[VOICE_ID],
        responses={200: ElevenLabsVoiceSerializer, 400: ERROR, 401: ERROR, 404: ERROR},
    )
    def get(self, request, voice_id: str):
        """ElevenLabs' ``GET /v1/voices/{voice_id}``: a preset, a built-in voice, or a
        premade ElevenLabs voice id as the built-in voice it speaks with."""
        return Response(find_voice(request.auth, voice_id))


voices = VoicesView.as_view()
voices_search = VoicesSearchView.as_view()
voice_detail = VoiceView.as_view()


# --- voice settings -------------------------------------------------------------------------

SETTINGS_ANSWERS = {
    200: ElevenLabsVoiceSettingsResponseSerializer,
    400: ERROR,
    401: ERROR,
    404: ERROR,
}


@eleven_view
class DefaultVoiceSettingsView(APIView):
    @extend_schema(
        operation_id="eleven_voices_settings_get_default",
        tags=["ElevenLabs"],
        responses=SETTINGS_ANSWERS,
    )
    def get(self, request):
        """ElevenLabs' ``GET /v1/voices/settings/default``: its defaults; only ``speed``
        changes anything here."""
        return Response(voice_settings())


@eleven_view
class VoiceSettingsView(APIView):
    @extend_schema(
        operation_id="eleven_voices_settings_get",
        tags=["ElevenLabs"],
        parameters=[VOICE_ID],
        responses=SETTINGS_ANSWERS,
    )
    def get(self, request, voice_id: str):
        """ElevenLabs' ``GET /v1/voices/{voice_id}/settings``: a preset's speed (1.0 is
        normal), the defaults for any other voice; 404 for a voice the tenant has not."""
        return Response(find_voice(request.auth, voice_id)["settings"])


voice_settings_default = DefaultVoiceSettingsView.as_view()
voice_settings_detail = VoiceSettingsView.as_view()


# --- the user and its subscription: the tenant and its daily quota --------------------------

# What "no limit" reads as in ElevenLabs' integer limits (API_DAILY_CHARS=0; presets).
NO_LIMIT = 2**31 - 1


def subscription(tenant) -> dict:
    """ElevenLabs' ``Subscription`` for the tenant: its characters used today against
    API_DAILY_CHARS (a day here, a month at ElevenLabs: reset at 00:00 UTC), its presets as
    voice slots; no billing."""
    used = quota_used(tenant)[0]
    today = dt.datetime.now(dt.UTC).date()
    reset = dt.datetime.combine(today + dt.timedelta(days=1), dt.time(), dt.UTC)
    return {
        "tier": "self-hosted",
        "character_count": used,
        "character_limit": settings.API_DAILY_CHARS or NO_LIMIT,
        "max_character_limit_extension": 0,
        "max_credit_limit_extension": 0,
        "can_extend_character_limit": False,
        "allowed_to_extend_character_limit": False,
        "next_character_count_reset_unix": int(reset.timestamp()),
        "voice_slots_used": tenant.presets.count(),
        "professional_voice_slots_used": 0,
        "professional_voice_slots_used_in_workspace": 0,
        "voice_limit": NO_LIMIT,
        "voice_add_edit_counter": 0,
        "professional_voice_limit": 0,
        "can_extend_voice_limit": False,
        "can_use_instant_voice_cloning": False,
        "can_use_professional_voice_cloning": False,
        "currency": None,
        "current_overage": {"amount": "0", "currency": "usd"},
        "status": "active",
        "billing_period": None,
        "character_refresh_period": None,
        "next_invoice": None,
        "open_invoices": [],
        "has_open_invoices": False,
    }


@eleven_view
class SubscriptionView(APIView):
    @extend_schema(
        operation_id="eleven_user_subscription_get",
        tags=["ElevenLabs"],
        responses={200: ElevenLabsSubscriptionSerializer, 400: ERROR, 401: ERROR, 404: ERROR},
    )
    def get(self, request):
        """ElevenLabs' ``GET /v1/user/subscription``: characters used today and the daily
        limit (API_DAILY_CHARS), as ``character_count`` and ``character_limit``."""
        return Response(subscription(request.auth))


@eleven_view
class UserView(APIView):
    @extend_schema(
        operation_id="eleven_user_get",
        tags=["ElevenLabs"],
        responses={200: ElevenLabsUserSerializer, 400: ERROR, 401: ERROR, 404: ERROR},
    )
    def get(self, request):
        """ElevenLabs' ``GET /v1/user``: the key's tenant (``user_id`` and
        ``workspace_id`` its slug) with its subscription."""
        tenant = request.auth
        return Response(
            {
                "user_id": tenant.slug,
                "workspace_id": tenant.slug,
                "first_name": tenant.name,
                "subscription": subscription(tenant),
                "is_new_user": False,
                "can_use_delayed_payment_methods": False,
                "is_onboarding_completed": True,
                "is_onboarding_checklist_completed": True,
                "is_api_key_hashed": True,
                "xi_api_key_preview": str(caller(request).key),  # tts_<prefix>_…
                "created_at": int(tenant.created.timestamp()),
                "seat_type": "workspace_member",
            }
        )


user = UserView.as_view()
user_subscription = SubscriptionView.as_view()
