"""Hostile requests get a clear 4xx with a stable code, never a 5xx: deep JSON, NUL and
control characters, invalid UTF-8, absurd numbers, huge or non-finite style JSON,
oversized bodies on every endpoint that takes one. On the PostgreSQL pass too, where a
NUL character reaching a query used to be an unhandled DataError (500)."""

import json

import pytest

from lexicon.models import LexiconEntry, VoicePreset
from synth.models import SynthesisJob
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: NUL and other hostile values reaching
# SQL (PostgreSQL refuses NUL).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

DEEP = "[" * 100_000 + "]" * 100_000  # far past Python's recursion limit, under 1 MB
DEEP_OBJECT = '{"text": ' * 50_000 + '"x"' + "}" * 50_000


@pytest.fixture
def api(make_tenant):
    return client_for(make_tenant("acme"))


def refused(response, status: int, code: str) -> dict:
    """The error, checked: its status, its stable code, and our shape (or OpenAI's, on
    /v1/audio/speech)."""
    assert response.status_code == status, response.content[:300]
    body = response.json()["error"]
    if "type" not in body:
        body = error(response)
    assert body["code"] == code, body
    return body


JSON_ENDPOINTS = ["/api/v1/speech", "/api/v1/normalize", "/v1/audio/speech",
                  "/api/v1/batches", "/api/v1/lexicon", "/api/v1/presets"]  # fmt: skip


@pytest.mark.parametrize("path", JSON_ENDPOINTS)
@pytest.mark.parametrize("body", [DEEP, DEEP_OBJECT], ids=["array", "object"])
def test_deeply_nested_json_is_malformed_not_a_crash(api, path, body):
    response = api.post(path, body, "application/json")
    refused(response, 400, "malformed_request")


@pytest.mark.parametrize(
    "body",
    [
        b'{"text": "\xff\xfe broken"}',  # invalid UTF-8
        b'{"text": "Hi.", "wait": NaN}',  # JSON has no NaN
        b'{"text": "Hi.", "speed": Infinity}',
        b'{"text": "Hi.", "seed": ' + b"9" * 5000 + b"}",  # past int() digit limits
        b"\x00\x00\x00",
        b'{"text": "Hi."',  # cut short
    ],
    ids=["utf8", "nan", "infinity", "huge-int", "nul-bytes", "truncated"],
)
def test_malformed_bodies_are_refused(api, body):
    refused(api.post("/api/v1/speech", body, "application/json"), 400, "malformed_request")
    assert not SynthesisJob.objects.exists()


@pytest.mark.parametrize(
    "field,value",
    [("speed", 1e308), ("speed", -0.0), ("steps", 10**18), ("seed", -(2**63)), ("wait", 1e300),
     ("silence", -1e-300), ("text", ["a list"]), ("text", {"an": "object"}), ("raw", [])],
)  # fmt: skip
def test_absurd_values_are_invalid(api, field, value):
    response = api.post("/api/v1/speech", {"text": "Hi.", field: value}, "application/json")
    body = refused(response, 400, "invalid")
    assert body["field"] == field


@pytest.mark.parametrize("text", ["Hi\x00there.", "\x00"])
def test_nul_characters_in_text_are_refused(api, text):
    response = api.post("/api/v1/speech", {"text": text}, "application/json")
    assert refused(response, 400, "invalid")["field"] == "text"


@pytest.mark.parametrize(
    "text", ["Bell\x07 escape\x1b[31m red.", "Right\u202eto left.", "Zero\u200bwidth\ufeff."]
)
def test_control_and_format_characters_are_cleaned_or_refused_clearly(api, text):
    response = api.post("/api/v1/normalize", {"text": text}, "application/json")
    assert response.status_code == 200
    body = response.json()
    if body["unsupported_characters"]:  # would be a 400 on /speech: the model cannot say it
        refused(api.post("/api/v1/speech", {"text": text, "wait": 0}, "application/json"),
                400, "unsupported_characters")  # fmt: skip
    else:
        assert not any(ord(c) < 32 for c in body["normalized_text"])


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/clips/ab%00cd",
        "/api/v1/clips/ab%00cd/audio?format=mp3",
        "/api/v1/jobs/ab%00cd",
        "/api/v1/batches/ab%00cd",
        "/api/v1/lexicon?search=a%00b",
        "/api/v1/lexicon?language=%00",
        "/api/v1/lexicon/export?lang=%00",
        "/api/v1/lexicon/1%00",
        "/api/v1/presets/1%00",
    ],
)
def test_nul_characters_in_urls_are_never_a_server_error(api, path):
    """SQLite searches for them (and finds nothing); PostgreSQL refuses them (400)."""
    response = api.get(path)
    assert response.status_code in (200, 400, 404), (path, response.content[:300])
    if response.status_code != 200:
        error(response)


def test_a_nul_character_in_a_key_is_refused(db):
    from django.test import Client

    for headers in ({"Authorization": "Bearer tts_ab\x00cd_x"}, {"X-Api-Key": "tts_\x00"}):
        response = Client(headers=headers).get("/api/v1/voices")
        assert response.status_code in (400, 401), response.content[:300]
        assert response.json()["error"]["code"] in ("invalid", "unauthenticated")


@pytest.mark.parametrize("voice", ["alloy\\u0000", "alloy\\ud800", "\\udfff"])
def test_nul_and_surrogate_characters_in_an_openai_voice_are_refused(api, voice):
    body = f'{{"model": "tts-1", "input": "Hi.", "voice": "{voice}"}}'
    response = api.post("/v1/audio/speech", body, "application/json")
    assert response.status_code == 400, response.content[:300]
    error = response.json()["error"]
    assert (error["type"], error["param"]) == ("invalid_request_error", "voice")


@pytest.mark.parametrize(
    "path,body",
    [
        ("/api/v1/speech", '{"text": "Hi \\ud800 there.", "wait": 0}'),
        ("/api/v1/normalize", '{"text": "\\udfff"}'),
        ("/api/v1/lexicon", '{"term": "a\\udfff", "alias": "b"}'),
        ("/api/v1/presets", '{"name": "a\\udfff", "voice": "M1"}'),
        ("/api/v1/batches", '{"items": [{"text": "a\\udfff"}]}'),
    ],
)
def test_lone_surrogates_are_refused(api, path, body):
    refused(api.post(path, body, "application/json"), 400, "invalid")


def valid_style(model_dir):
    return json.loads((model_dir / "voice_styles" / "M1.json").read_text())


@pytest.mark.parametrize(
    "change",
    [
        lambda s: s["style_ttl"]["data"][0][0].__setitem__(0, 1e308 * 10),  # inf, as JSON?
        lambda s: s["style_ttl"].__setitem__("dims", [1, 10**9, 10**9]),
        lambda s: s["style_ttl"].__setitem__("data", [[[0.0] * 10]]),
        lambda s: s.__setitem__("style_dp", "not an object"),
        lambda s: s.__setitem__("style_ttl", {"dims": [1], "data": [[[[[[[[[[1]]]]]]]]]]}),
    ],
    ids=["overflow", "huge-dims", "wrong-shape", "not-object", "deep"],
)
def test_bad_style_json_is_refused(api, job_settings, change):
    style = valid_style(job_settings.SYNTH_MODEL_DIR)
    change(style)
    body = json.dumps({"name": "evil", "style": style}).replace("Infinity", "1e999")
    response = api.post("/api/v1/presets", body, "application/json")
    assert response.status_code == 400, response.content[:300]
    assert error(response)["code"] in ("invalid", "malformed_request")
    assert not VoicePreset.objects.filter(name="evil").exists()


def test_nul_characters_in_extra_style_keys_are_never_a_server_error(api, job_settings):
    """The vendor's format may carry extra keys; they are not stored (only the validated
    tensors are), so a NUL character in one, which PostgreSQL could not store, is no fault."""
    style = {**valid_style(job_settings.SYNTH_MODEL_DIR), "note\x00": "nul\x00"}
    response = api.post("/api/v1/presets", {"name": "odd", "style": style}, "application/json")
    assert response.status_code == 201, response.content[:300]
    assert set(VoicePreset.objects.get(name="odd").style) == {"style_ttl", "style_dp"}


@pytest.mark.parametrize(
    "method,path,content_type",
    [
        ("post", "/api/v1/speech", "application/json"),
        ("post", "/api/v1/normalize", "application/json"),
        ("post", "/v1/audio/speech", "application/json"),
        ("post", "/api/v1/batches", "application/json"),
        ("post", "/api/v1/lexicon", "application/json"),
        ("post", "/api/v1/presets", "application/json"),
        ("patch", "/api/v1/presets/1", "application/json"),
        ("post", "/api/v1/lexicon/import", "application/pls+xml"),
    ],
)
def test_an_oversized_body_is_refused_on_every_endpoint(api, settings, method, path, content_type):
    from api.middleware import LARGER_BODIES

    settings.API_MAX_BODY_BYTES = 10_000
    limit = LARGER_BODIES.get(path, settings.API_MAX_BODY_BYTES)  # a PLS file may be larger
    body = json.dumps({"text": "x" * (limit + 1)})
    response = getattr(api, method)(path, body, content_type)
    refused(response, 413, "body_too_large")


def test_a_lying_content_length_is_refused_before_reading(api, settings):
    settings.API_MAX_BODY_BYTES = 10_000
    response = api.generic(
        "POST", "/api/v1/speech", b"{}", "application/json", CONTENT_LENGTH="99999999999"
    )
    refused(response, 413, "body_too_large")


def test_a_bad_content_length_is_not_a_crash(api):
    response = api.generic(
        "POST", "/api/v1/speech", b'{"text": "Hi."}', "application/json", CONTENT_LENGTH="-5"
    )
    assert 400 <= response.status_code < 500


def test_lexicon_entries_refuse_oversized_and_nul_terms(api):
    for term in ("x" * 100_000, "x\x00y"):
        response = api.post("/api/v1/lexicon", {"term": term, "alias": "y"}, "application/json")
        assert refused(response, 400, "invalid")["field"] == "term"
    assert not LexiconEntry.objects.exists()
