"""GET /clips/{id}, /clips/{id}/audio, /captions and /timings. A clip's id is its cache
key: a SHA-256 that includes the tenant, so ids cannot be enumerated, and every lookup is
scoped anyway."""

from django.http import HttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.decorators import api_view
from rest_framework.response import Response
from rest_framework.views import APIView

from api.answers import AfterEncoding, waiting_view
from api.audio import AudioNegotiation
from api.auth import AudioTokenAuthentication, Caller, TenantKeyAuthentication, caller
from api.errors import ApiError
from api.quota import new_format
from api.serializers.clips import ClipSerializer
from api.serializers.timings import ClipTimingsSerializer
from api.views.speech import ERROR
from engine.audio import FORMATS, audio_format
from synth import captions, timings
from synth.models import Clip, SynthesisJob
from synth.playback import audio_response
from tenancy.models import Tenant


def find_clip(tenant: Tenant, clip_id: str) -> Clip:
    # Another tenant's clip and a clip that never existed get the same answer.
    clip = Clip.objects.filter(tenant=tenant, key=clip_id).select_related("preset").first()
    if clip is None:
        raise ApiError(404, "not_found", "no such clip")
    return clip


@extend_schema(responses={200: ClipSerializer, 401: ERROR, 404: ERROR})
@api_view(["GET"])
def clip_detail(request, clip_id: str):
    """What a clip says, how its text was normalized, and what produced it."""
    return Response(ClipSerializer(find_clip(request.auth, clip_id)).data)


class OpenToAudioLinks:
    """CORS for requests that come with a signed link's token and no API key, on every
    answer (an expired or tampered token's 401 too, so the page can see why).

    A tenant's page plays the link in ``<audio crossorigin>`` with its captions in
    ``<track>``, and the browser reads neither without CORS. "*" is safe: the token in
    the URL is the credential, not a cookie. A request with a key gets no CORS: a key
    must never be used from a browser.
    """

    CORS_HEADERS = {
        "Access-Control-Allow-Origin": "*",
        # What a player reads: the length, ranges for seeking, and our duration.
        "Access-Control-Expose-Headers": (
            "Content-Range, Content-Length, Accept-Ranges, ETag, X-Audio-Duration"
        ),
    }

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        # By what the request carries, not by who authenticated it: the key is tried
        # first, so with no key it is the token that opened the clip or was refused.
        has_key = request.META.get("HTTP_AUTHORIZATION") or request.META.get("HTTP_X_API_KEY")
        if request.query_params.get("token") and not has_key:
            for name, value in self.CORS_HEADERS.items():
                response[name] = value
        return response


class ClipAudioView(OpenToAudioLinks, APIView):
    content_negotiation_class = AudioNegotiation
    # An API key, or the signed link from a clip's audio_url (for <audio src=...>).
    authentication_classes = [TenantKeyAuthentication, AudioTokenAuthentication]

    @extend_schema(
        operation_id="clips_audio",
        parameters=[
            OpenApiParameter("format", str, enum=list(FORMATS), default="wav"),
            OpenApiParameter("token", str, description="the signed link's token (audio_url)"),
            OpenApiParameter("Range", str, OpenApiParameter.HEADER, description="bytes=a-b"),
            OpenApiParameter("If-None-Match", str, OpenApiParameter.HEADER),
            OpenApiParameter(
                "If-Range", str, OpenApiParameter.HEADER, description="the ETag the range is of"
            ),
        ],
        responses={
            (200, "audio/*"): OpenApiResponse(OpenApiTypes.BINARY, description="the audio"),
            (206, "audio/*"): OpenApiResponse(OpenApiTypes.BINARY, description="one range"),
            304: OpenApiResponse(description="not modified (If-None-Match)"),
            400: ERROR,
            401: ERROR,
            404: ERROR,
            416: OpenApiResponse(description="range not satisfiable"),
        },
    )
    def get(self, request, clip_id: str):
        """The clip's audio in ``format``, with ETags and single byte ranges for seeking."""
        fmt = audio_format(request.query_params.get("format", "wav")).name
        clip = find_clip(request.auth, clip_id)
        job = new_variant(request, clip, fmt)  # None when the format is stored
        if job is not None:  # a worker encodes it: wait as for a miss, holding no thread
            return AfterEncoding(
                self, job, lambda: audio_response(request, clip, fmt, conditional=True)
            )
        return audio_response(request, clip, fmt, conditional=True)


def new_variant(request, clip: Clip, fmt: str) -> SynthesisJob | None:
    """The job making a format of ``clip`` not stored yet, charged to the clip's tenant and
    metered as every way in charges one (synth.charged.new_format). A signed link charges
    the clip's tenant alike (its request was counted by api.throttles.TenantRateThrottle,
    as a key's is)."""
    payer = caller(request) or Caller(key=None)  # a signed link has no key
    return new_format(
        clip,
        fmt,
        payer=payer,
        surface="clips" if payer.key is not None else "audio_link",
        key_prefix=payer.key.prefix if payer.key is not None else "",
    )


clip_audio = waiting_view(ClipAudioView)


class ClipCaptionsView(OpenToAudioLinks, APIView):
    content_negotiation_class = AudioNegotiation  # text/vtt and srt skip DRF's renderers too
    # The clip's signed audio link opens its captions too: <track src> beside <audio src>.
    authentication_classes = [TenantKeyAuthentication, AudioTokenAuthentication]

    @extend_schema(
        operation_id="clips_captions",
        parameters=[
            OpenApiParameter("format", str, enum=list(captions.FORMATS), default="vtt"),
            OpenApiParameter("token", str, description="the signed link's token (audio_url)"),
        ],
        responses={
            (200, "text/vtt"): OpenApiResponse(
                OpenApiTypes.STR,
                description="one cue per chunk (sentence), timed as in the clip's audio; "
                "format=srt gives SubRip, format=json a list of {index, start, end, text}",
            ),
            400: ERROR,
            401: ERROR,
            404: ERROR,
        },
    )
    def get(self, request, clip_id: str):
        """Sentence-level captions of a clip: WebVTT (default), SubRip or JSON."""
        fmt = request.query_params.get("format", "vtt")
        if fmt not in captions.FORMATS:
            raise ApiError(
                400,
                "unsupported_caption_format",
                f"unknown caption format {fmt!r}; use one of {', '.join(captions.FORMATS)}",
                "format",
            )
        clip = find_clip(request.auth, clip_id)
        return HttpResponse(captions.captions(clip, fmt), content_type=captions.FORMATS[fmt])


class ClipTimingsView(OpenToAudioLinks, APIView):
    # Like the captions: the clip's signed audio link opens its timings too.
    authentication_classes = [TenantKeyAuthentication, AudioTokenAuthentication]

    @extend_schema(
        operation_id="clips_timings",
        parameters=[
            OpenApiParameter("token", str, description="the signed link's token (audio_url)"),
        ],
        responses={200: ClipTimingsSerializer, 401: ERROR, 404: ERROR},
    )
    def get(self, request, clip_id: str):
        """When each piece (sentence, or a sentence's opening clause), character and word
        of a clip is spoken. The model gives no alignment: a piece's start and end are
        exact (it was synthesized as one), times inside a piece are estimated by
        character weight; ``timing`` says which is which."""
        clip = find_clip(request.auth, clip_id)
        marks = clip.reading.get("marks", [])
        return Response({"clip": clip.key, **timings.clip_timings(clip.chunks, marks)})
