"""The cache-hit fast path of POST /speech: a request answered with audio before, sent
again while nothing it depends on has changed, is answered from the shared cache, by a
middleware (like Django's cache middleware) ahead of the session, CSRF, auth and message
middleware and DRF, none of which has anything to do for it.

Through the full view a hit costs about 6 ms of CPU (DRF, the serializer, planning with
its preset query and the normalizer, the clip query); a bare file response about 0.7.
This path does only what every request must (check the key, count the rate limit and
the character quota, count the serve) and looks up the answer by the tenant and the exact
request body, stamped with everything else the answer depends on: the tenant's lexicon
version and rule switches (read with the key), a token renewed whenever one of the
tenant's presets changes or one of its clips is deleted, and the model fingerprint. On
Redis, the answer, the token and both counters take one round trip.

Anything else (a first request, a changed stamp, a missing file, a bad key, a body that
is not small JSON) goes on to the full view, which alone records answers; what this path
has done by then (the key, the counting) it tells the full view, which does not repeat it.
"""

import hashlib
import hmac
import json
import secrets
import weakref
from dataclasses import dataclass
from datetime import timedelta

from django.core.cache import cache
from django.core.files.storage import default_storage
from django.db import DEFAULT_DB_ALIAS, connection, connections
from django.http import HttpResponse, JsonResponse, RawPostDataException
from django.urls import reverse
from django.utils import timezone

from api import throttles
from api.audio import count_serve, file_response
from api.auth import raw_key
from api.errors import ApiError, openai_error, service_error
from review.usage import record_request
from synth.speech import folder_fingerprint
from tenancy.models import KEY_PREFIX, ApiKey, Tenant
from tenancy.models import _digest as key_digest

MAX_BODY = 64 * 1024  # a 5,000-character text in any script fits; larger bodies go the long way
ANSWER_SECONDS = 3600  # a remembered answer unused for this long is forgotten


@dataclass(frozen=True)
class Answer:
    stamp: tuple
    name: str  # the storage name of the audio served
    content_type: str
    headers: dict  # ETag, X-Clip-Id, X-Audio-Duration, Content-Disposition, ...
    served: tuple  # the clip's pk and created, as api.audio.count_serve counts it
    # What the full view charged to the quota (the text as normalized, when that is
    # longer than sent); None in an answer remembered before it was kept.
    characters: int | None = None


class RememberedAnswers:
    """The middleware: :func:`known_answer` for POST /api/v1/speech and the OpenAI
    endpoint, with the headers the rest of the chain would add (DRF's Allow,
    X-Frame-Options), and each endpoint's own error shape for a request over a limit."""

    HEADERS = {"Allow": "POST, OPTIONS", "X-Frame-Options": "DENY"}

    def __init__(self, get_response):
        self.get_response = get_response
        self.paths = None

    def __call__(self, request):
        if self.paths is None:  # {path: OpenAI's error shape?}
            self.paths = {reverse("api:speech"): False, reverse("openai-speech"): True}
        openai = self.paths.get(request.path)
        if request.method == "POST" and openai is not None:
            try:
                response = known_answer(request, openai_errors=openai)
            except Exception as exc:  # Redis or the database down: the full view answers
                if service_error(exc) is None:
                    raise
                response = None
            if response is not None:
                for name, value in self.HEADERS.items():
                    response[name] = value
                return response
        return self.get_response(request)


def known_answer(request, *, openai_errors: bool = False) -> HttpResponse | None:
    """The answer to a repeated request, a 429 if it is over a limit (in OpenAI's error
    shape with ``openai_errors``), or None to go on to the full view."""
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
    request.api_key = key  # for the full view's authentication (api.auth): checked already
    try:  # decoded as DRF's parser decodes it, so both paths read the same text
        characters = throttles.characters(json.loads(body.decode("utf-8")))
    except (ValueError, RecursionError):
        return None  # the full view says what is wrong
    try:
        answer, token = throttles.take_both(
            tenant, characters, read=(_answer_key(tenant.pk, body), _token_key(tenant.pk))
        )
    except ApiError as exc:
        return _refusal(exc, openai_errors)
    request.counted = True  # the full view must not count it again
    throttles.add_charged(request, characters)
    request.answers_token = token  # nor read the token again (request_stamp)
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
        if answer.characters > characters:
            throttles.take_characters(tenant, answer.characters - characters)
    except ApiError as exc:
        audio.close()
        throttles.give_back_characters(tenant, characters)  # refused: it uses none
        return _refusal(exc, openai_errors)
    count_serve(answer.served)
    record_request(tenant, hit=True, characters=answer.characters)
    # As the full view answers (api.audio.file_response): the server may send a local file
    # with sendfile(2), without copying it through Python.
    headers = {**answer.headers, "Content-Type": answer.content_type, "X-Cache": "HIT"}
    return file_response(audio, headers)


def _refusal(exc: ApiError, openai_errors: bool) -> JsonResponse:
    error = {"code": exc.error_code, "message": str(exc.detail), "field": None}
    if openai_errors:
        error = openai_error(error, exc.status_code)
    return JsonResponse({"error": error}, status=exc.status_code, headers=exc.headers)


def live_key(raw: str) -> ApiKey | None:
    """``ApiKey.authenticate``, the same rule in one plain query (the ORM's select_related
    compile and model loading cost five times as much: the largest part of a remembered
    answer). The tenant is whole, converted from the database as the ORM would, so the
    full view takes the key on as checked; of the key, the fields the full view reads (its
    pk and prefix; others are deferred, as with ``.only()``)."""
    parts = raw.split("_", 2)
    if len(parts) != 3 or parts[0] != KEY_PREFIX:
        return None
    now = timezone.now()
    db = connections[DEFAULT_DB_ALIAS]  # this thread's connection (`connection` is a proxy)
    minute_ago = db.ops.adapt_datetimefield_value(now - timedelta(minutes=1))
    sql, converters = _reading(db)
    with db.cursor() as cursor:
        cursor.execute(sql, [minute_ago, parts[1]])
        row = cursor.fetchone()
    if row is None or not hmac.compare_digest(row[1], key_digest(raw)):
        return None
    key_id, _, stale, *tenant_values = row
    if stale:  # at most one write a minute per key, as authenticate does
        ApiKey.objects.filter(pk=key_id).update(last_used=now)
    values = []
    for value, (column, convert) in zip(tenant_values, converters, strict=True):
        for step in convert:
            value = step(value, column, db)
        values.append(value)
    fields = [f.attname for f in Tenant._meta.concrete_fields]
    tenant = Tenant.from_db(db.alias, fields, values)
    key = _partly_loaded(ApiKey, id=key_id, tenant_id=tenant.pk, prefix=parts[1])
    key.tenant = tenant
    return key


def _reading(db) -> tuple[str, list]:
    """The key query for ``db`` and, per tenant column, the converters the ORM applies to
    it (SQLite's text datetimes, JSON, booleans): worked out once per connection, as
    building them cost 130 µs, a sixth of a remembered answer."""
    if db not in _readings:
        columns = Tenant._meta.concrete_fields
        names = ", ".join(f"t.{db.ops.quote_name(f.column)}" for f in columns)
        sql = (
            f"SELECT k.id, k.key_hash, (k.last_used IS NULL OR k.last_used < %s), {names}"
            f" FROM {ApiKey._meta.db_table} k JOIN {Tenant._meta.db_table} t ON t.id = k.tenant_id"
            " WHERE k.prefix = %s AND k.revoked IS NULL AND t.active"
        )
        converters = []
        for field in columns:
            column = field.get_col(Tenant._meta.db_table)
            converters.append(
                (column, db.ops.get_db_converters(column) + field.get_db_converters(db))
            )
        _readings[db] = sql, converters
    return _readings[db]


_readings: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()  # by connection


def _partly_loaded(model, **values):
    """An instance of ``model`` loaded with ``values``, its other fields deferred (read on
    first use), as ``.only()`` would load it."""
    names = [f.attname for f in model._meta.concrete_fields if f.attname in values]
    return model.from_db(connection.alias, names, [values[name] for name in names])


def remember(request, stamp: tuple, response: HttpResponse, characters: int) -> None:
    """Record a full answer (200, the whole clip) to ``request``, taken with ``stamp``,
    for which the quota was charged ``characters``."""
    body = _small_json_body(getattr(request, "_request", request))  # the Django request
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
    cache.set(_answer_key(request.auth.pk, body), answer, timeout=ANSWER_SECONDS)


def stamp(tenant: Tenant, token: int | None = None) -> tuple:
    """Everything besides the request that decides which clip it gets. Take it before
    planning: a change during the planning then shows as a changed stamp next time."""
    return (
        tenant.lexicon_version,
        tuple(sorted(tenant.disabled_rules)),
        tenant_token(tenant.pk) if token is None else token,
        folder_fingerprint(),
    )


def request_stamp(request) -> tuple:
    """The stamp for a request the full view answers, with the token the fast path has
    read already, if it has."""
    return stamp(request.auth, getattr(request, "answers_token", None))


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


def _answer_key(tenant_id: int, body: bytes) -> str:
    return f"answer:{tenant_id}:{hashlib.sha256(body).hexdigest()}"


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
