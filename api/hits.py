"""The cache-hit fast path of POST /speech: a request answered with audio before, sent
again while nothing it depends on has changed, is answered from the shared cache, by a
middleware (like Django's cache middleware) ahead of the session, CSRF, auth and message
middleware and DRF, none of which has anything to do for it.

Through the full view a hit costs many times a bare file response (DRF, the serializer,
planning with its preset query and the normalizer, the clip query). This path does only
what every request must (check the key with tenancy.keys, count the rate limit and the
character quota, count the serve) and looks up the answer by the tenant and the exact
request body, stamped with everything else the answer depends on: the tenant's lexicon
version and rule switches (read with the key), a token renewed whenever one of the
tenant's presets changes or one of its clips is deleted, and the model fingerprint. On
Redis, the answer, the token and both counters take one round trip.

Anything else (a first request, a changed stamp, a missing file, a bad key, a body that
is not small JSON) goes on to the full view, which alone records answers; what this path
has done by then (the key, the counting) it tells the full view through the request's
caller (api.auth.Caller), and the full view does not repeat it.
"""

import datetime as dt
import hashlib
import json
import secrets
import threading
from dataclasses import dataclass

from django.core.cache import cache
from django.core.exceptions import DisallowedHost
from django.core.files.storage import default_storage
from django.http import HttpResponse, JsonResponse, RawPostDataException
from django.middleware.clickjacking import XFrameOptionsMiddleware
from django.urls import resolve, reverse
from django.utils.deprecation import MiddlewareMixin

from api import throttles
from api.auth import attach_caller, caller, raw_key
from api.errors import ApiError, plain_error_response, service_error
from core import json_bounds
from core.aio import run_fast
from metering import limits, meter
from synth.playback import count_serve, file_response
from synth.speech import folder_fingerprint
from tenancy.keys import live_key
from tenancy.models import Tenant

MAX_BODY = 64 * 1024  # a 5,000-character text in any script fits; larger bodies go the long way
ANSWER_SECONDS = 3600  # a remembered answer unused for this long is forgotten


@dataclass(frozen=True)
class Answer:
    stamp: tuple
    name: str  # the storage name of the audio served
    content_type: str
    headers: dict  # ETag, X-Clip-Id, X-Audio-Duration, Content-Disposition, ...
    served: tuple  # the clip's pk and created, as synth.playback.count_serve counts it
    # What the full view charged to the quota (the text as normalized, when that is
    # longer than sent); None in an answer remembered before it was kept.
    characters: int | None = None


class RememberedAnswers(MiddlewareMixin):
    """The middleware: :func:`known_answer` for POST /api/v1/speech and the OpenAI
    endpoint, with the headers the rest of the chain would add (the view's Allow, as DRF
    sets it, and X-Frame-Options, by Django's own middleware), and each endpoint's own
    error shape for a request over a limit. Under ASGI the lookup runs in the sync pool's
    fast lane (core.aio): one hop for the whole answer, never behind a miss's work."""

    def __init__(self, get_response):
        super().__init__(get_response)  # both modes: async when the chain is
        self.frame_options = XFrameOptionsMiddleware(get_response)
        self.paths = None

    def __call__(self, request):
        if self.async_mode:
            return self._acall(request)
        endpoint = self.endpoint(request)
        response = endpoint and self.answer(request, *endpoint)
        return response or self.get_response(request)

    async def _acall(self, request):
        endpoint = self.endpoint(request)
        response = endpoint and await run_fast(self.answer, request, *endpoint)
        return response or await self.get_response(request)

    def endpoint(self, request) -> tuple[bool, str] | None:
        """(OpenAI's error shape?, the view's Allow) for a POST to a speech endpoint."""
        if self.paths is None:
            endpoints = {reverse("api:speech"): False, reverse("openai-speech"): True}
            self.paths = {path: (openai, _allow(path)) for path, openai in endpoints.items()}
        return self.paths.get(request.path) if request.method == "POST" else None

    def answer(self, request, openai: bool, allow: str) -> HttpResponse | None:
        try:
            response = known_answer(request, openai_errors=openai)
        except Exception as exc:  # Redis or the database down: the full view answers
            if service_error(exc, logged=False) is None:  # and logs it
                raise
            return None
        if response is not None:
            response["Allow"] = allow
            response = self.frame_options.process_response(request, response)
            # Nothing thread-sensitive ran for it (no session, no database connection of
            # that thread's): ttsproject.asgi closes it on the loop, without a thread hop.
            response.closes_on_loop = True
        return response


def _allow(path: str) -> str:
    """The Allow header DRF gives the view at ``path``."""
    view = resolve(path).func.cls()
    return ", ".join(view.allowed_methods)


def known_answer(request, *, openai_errors: bool = False) -> HttpResponse | None:
    """The answer to a repeated request, a 429 if it is over a limit (in OpenAI's error
    shape with ``openai_errors``), or None to go on to the full view."""
    try:
        request.get_host()
    except DisallowedHost:  # Django's CommonMiddleware refuses it (400): charge nothing
        return None  # (the twentieth pass, C-1: it was charged, then refused)
    body = _small_json_body(request)
    if body is None:
        return None
    try:
        raw = raw_key(request.META)
    except ValueError:
        return None  # the full view says what is wrong
    key = live_key(raw) if raw else None
    if key is None:
        return None
    tenant = key.tenant
    request.auth = tenant  # for the request log
    checked = attach_caller(request, key)  # the full view's authentication takes it on
    try:  # decoded as DRF's parser decodes it, so both paths read the same text
        json_bounds.check_body(body)  # as the parser checks it first
        characters = throttles.characters(json.loads(body.decode("utf-8")))
    except (ValueError, RecursionError):  # TooManyContainers too
        return None  # the full view says what is wrong
    answer_key = _answer_key(tenant.pk, request.path, body)
    # What the answer was charged, when this process has served it before: then all of it
    # is charged in the one round trip that reads the answer (see _charges).
    charge = max(characters, _charges.get(answer_key, 0))
    now = dt.datetime.now(dt.UTC)  # the day its characters count on, and are given back to
    try:
        answer, token = throttles.take_both(
            tenant, charge, read=(answer_key, _token_key(tenant.pk)), now=now
        )
    except ApiError as exc:
        with _charges_lock:  # next time the text as sent, should the answer have changed
            _charges.pop(answer_key, None)
        return _refusal(exc, openai_errors)
    checked.counted = True  # the full view must not count it again
    # The full view charges or gives back the rest, to the same day.
    throttles.add_charged(request, charge, now.date())
    checked.answers_token = token  # nor read the token again (request_stamp)
    if not isinstance(answer, Answer) or token is None or answer.stamp != stamp(tenant, token):
        return None
    if answer.characters is None:  # remembered by an older release: the full view answers
        return None
    try:
        audio = default_storage.open(answer.name, "rb")
    except FileNotFoundError:  # pruned: the full view makes it again
        return None
    try:
        # The full view charges what normalizing added to the text: so must this path.
        if answer.characters > charge:
            throttles.take_characters(tenant, answer.characters - charge)
        elif answer.characters < charge:  # the answer changed since this process saw it
            limits.give_back(tenant, checked, charge - answer.characters)
    except ApiError as exc:
        audio.close()
        limits.give_back(tenant, checked)  # refused: it uses none
        return _refusal(exc, openai_errors)
    _keep_charge(answer_key, answer.characters)
    count_serve(answer.served)
    meter.record(
        tenant,
        surface="openai" if openai_errors else "speech",
        key_prefix=key.prefix,
        characters=answer.characters,
        hit=True,
        audio_seconds=_seconds(answer.headers.get("X-Audio-Duration")),
    )
    # As the full view answers (synth.playback.file_response): the server may send a local file
    # with sendfile(2), without copying it through Python.
    headers = {**answer.headers, "Content-Type": answer.content_type, "X-Cache": "HIT"}
    return file_response(audio, headers)


# What each remembered answer charged (the text as normalized, when that is longer than
# sent), by its cache key, as this process last served it: a repeated request whose text
# normalizing lengthens is charged all of it in the round trip that reads the answer,
# instead of a second one for the difference. Checked against the answer it reads, so a
# stale number is corrected (one round trip more), never charged; at worst, at the very
# end of a day's quota, a request whose answer has since become shorter is refused once.
_charges: dict[str, int] = {}
_CHARGES_KEPT = 10_000  # about 1.5 MB per process
_charges_lock = threading.Lock()


def _keep_charge(answer_key: str, characters: int) -> None:
    if _charges.get(answer_key) == characters:
        return
    with _charges_lock:
        if len(_charges) >= _CHARGES_KEPT:
            del _charges[next(iter(_charges))]  # the oldest
        _charges[answer_key] = characters


def _seconds(duration: str | None) -> float:
    """The clip's seconds, from the X-Audio-Duration the full view sent."""
    try:
        return float(duration or 0)
    except ValueError:
        return 0.0


def _refusal(exc: ApiError, openai_errors: bool) -> JsonResponse:
    """A 429 over a limit, as the endpoint's full view answers it."""
    return plain_error_response(
        exc.status_code, exc.error_code, str(exc.detail), exc.headers, openai=openai_errors
    )


def remember(request, stamp: tuple, response: HttpResponse, characters: int) -> None:
    """Record a full answer (200, the whole clip) to ``request``, taken with ``stamp``,
    for which the quota was charged ``characters``."""
    django_request = getattr(request, "_request", request)  # DRF's wraps Django's
    body = _small_json_body(django_request)
    if body is None:
        return
    skip = {"content-length", "content-type", "x-cache"}
    answer = Answer(
        stamp=stamp,
        name=response.stored_name,
        content_type=response["Content-Type"],
        headers={k: v for k, v in response.items() if k.lower() not in skip},
        served=(response.clip.pk, response.clip.created),
        characters=characters,
    )
    cache.set(
        _answer_key(request.auth.pk, django_request.path, body), answer, timeout=ANSWER_SECONDS
    )


def stamp(tenant: Tenant, token: int | None = None) -> tuple:
    """Everything besides the request that decides which clip it gets. Take it before
    planning: a change during the planning then shows as a changed stamp next time."""
    return (
        tenant.lexicon_version,
        tuple(sorted(tenant.disabled_rules)),
        # How a text is read when the request does not say (synth.reading).
        tenant.default_lang,
        tenant.unsupported,
        # How its clips are finished when the preset does not say (synth.speech.finishing).
        tenant.loudness_lufs,
        tenant.true_peak_dbtp,
        tenant.trim_silence_ms,
        tenant_token(tenant.pk) if token is None else token,
        folder_fingerprint(),
    )


def request_stamp(request) -> tuple:
    """The stamp for a request the full view answers, with the token the fast path has
    read already, if it has."""
    checked = caller(request)
    return stamp(request.auth, checked.answers_token if checked is not None else None)


def tenant_token(tenant_id: int) -> int:
    """A number renewed by :func:`tenant_changed`; a number lost from the cache is simply
    a new number."""
    token = cache.get(_token_key(tenant_id))
    if token is None:
        cache.add(_token_key(tenant_id), secrets.randbits(62), timeout=None)
        token = cache.get(_token_key(tenant_id))
    return token


def tenant_changed(tenant_id: int) -> None:
    """Forget every remembered answer of the tenant (a preset changed, a clip was deleted)."""
    cache.set(_token_key(tenant_id), secrets.randbits(62), timeout=None)


def _token_key(tenant_id: int) -> str:
    return f"answers:{tenant_id}"


def _answer_key(tenant_id: int, path: str, body: bytes) -> str:
    """An answer is the endpoint's: ours and OpenAI's read different bodies, and one's body
    sent to the other is that endpoint's 400, not the first one's audio (the twenty-seventh
    pass, L-1)."""
    digest = hashlib.sha256(path.encode() + b"\0" + body).hexdigest()
    return f"answer:{tenant_id}:{digest}"


def _small_json_body(request) -> bytes | None:
    """The body, when it is small enough to remember and could be a JSON object."""
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return None
    if not 0 < length <= MAX_BODY or request.content_type != "application/json":
        return None
    if request.content_params.get("charset", "utf-8").lower().replace("-", "") != "utf8":
        return None  # another charset: DRF decodes it, and the full view counts what it reads
    try:
        body = request.body
    except RawPostDataException:  # read as a stream already: not ours to remember
        return None
    return body if body.lstrip()[:1] == b"{" else None
