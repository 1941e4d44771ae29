"""POST /api/v1/normalize: what the model would be given, and whether it is cached."""

import pytest

from lexicon.models import VoicePreset
from tests.test_api_support import client_for, error, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.fixture
def acme(make_tenant, make_entry):
    tenant = make_tenant("acme")
    make_entry(tenant, "SaaS", "사스", language="ko")
    make_entry(tenant, "SaaS", "sass", language="en")
    return tenant


def normalize(tenant, **body):
    return client_for(tenant).post("/api/v1/normalize", body, "application/json")


def test_it_shows_each_stage(acme):
    body = normalize(acme, text="Our SaaS costs $5.").json()
    assert body["text"] == "Our SaaS costs $5."
    assert body["normalized_text"] == "Our sass costs five dollars."
    assert body["lang"] == "en"
    assert [s["stage"] for s in body["stages"]] == ["lexicon", "rules", "cleanup"]
    lexicon, rules, _ = body["stages"]
    assert lexicon["changes"][0]["before"] == "SaaS" and lexicon["changes"][0]["after"] == "sass"
    assert {"rule": "en.currency", "before": "$5", "after": "five dollars"} in rules["changes"]
    assert body["unsupported_characters"] == []


def test_it_takes_the_language_from_the_preset(acme):
    VoicePreset.objects.create(tenant=acme, name="korean", voice="F1", language="ko")
    body = normalize(acme, text="SaaS 3개", preset="korean").json()
    assert (body["lang"], body["normalized_text"]) == ("ko", "사스 세 개")


def test_raw_skips_the_normalizer(acme):
    body = normalize(acme, text="Our SaaS.", raw=True).json()
    assert body["normalized_text"] == "Our SaaS." and body["stages"] == []


def test_the_key_is_the_clip_id_and_says_whether_it_is_cached(acme):
    before = normalize(acme, text="Our SaaS.", voice="F1").json()
    assert before["cached"] is False
    clip = synthesize(acme, "Our SaaS.", voice="F1")
    after = normalize(acme, text="Our SaaS.", voice="F1").json()
    assert after["key"] == before["key"] == clip.key and after["cached"] is True
    assert normalize(acme, text="Our SaaS.", voice="F2").json()["key"] != clip.key


def test_it_lists_the_characters_the_model_cannot_speak(acme):
    response = normalize(acme, text="SaaS in Thai: กข")
    assert response.status_code == 200
    body = response.json()
    assert body["unsupported_characters"] == ["ก", "ข"]
    assert body["normalized_text"] == "sass in Thai: กข"
    assert body["key"] is None and body["cached"] is False


@pytest.mark.parametrize(
    "body,status,code",
    [
        ({"text": ""}, 400, "empty_text"),
        ({"text": 5001 * "a"}, 413, "text_too_long"),
        ({"text": "Hi.", "format": "mp3"}, 400, "unknown_field"),
        ({"text": "Hi.", "preset": "nope"}, 400, "unknown_preset"),
        ({"text": "Hi.", "lang": "xx"}, 400, "unsupported_language"),
    ],
)
def test_it_refuses_a_bad_request(acme, body, status, code):
    response = normalize(acme, **body)
    assert response.status_code == status
    assert error(response)["code"] == code
