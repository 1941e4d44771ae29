"""The routes ElevenLabs' SDKs and the frameworks call besides speech: the user and its
subscription (the tenant's daily quota), voice settings, the premade voice ids in the voice
list (Open WebUI refuses an id the list lacks), OpenAI's one model; and every error on
ElevenLabs' paths, an unknown route's 404 included, in ElevenLabs' ``{"detail"}`` shape."""

import pytest
from django.test import Client

from api import throttles
from api.elevenlabs import vocabulary
from engine import contract
from lexicon.models import VoicePreset
from tests.test_api_support import key_for

RACHEL = "21m00Tcm4TlvDq8ikWAM"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme", name="Acme Corp")


def eleven(tenant) -> Client:
    return Client(headers={"xi-api-key": key_for(tenant)})


def detail(response) -> dict:
    body = response.json()
    assert set(body) == {"detail"}, body
    assert set(body["detail"]) == {"status", "message", "code", "param"}, body
    return body["detail"]


@pytest.mark.backend  # the quota's counter: in Redis or the database
def test_the_subscription_counts_todays_characters_against_the_daily_quota(acme, settings):
    settings.API_DAILY_CHARS = 5000
    throttles.take_characters(acme, 1234)
    body = eleven(acme).get("/v1/user/subscription").json()
    assert (body["character_count"], body["character_limit"]) == (1234, 5000)
    assert body["status"] == "active" and body["next_character_count_reset_unix"] > 0


def test_no_daily_quota_reads_as_the_largest_limit(acme, settings):
    settings.API_DAILY_CHARS = 0
    body = eleven(acme).get("/v1/user/subscription").json()
    assert body["character_limit"] == 2**31 - 1


@pytest.mark.backend  # the quota's counter: in Redis or the database
def test_the_user_is_the_keys_tenant_with_its_subscription(acme, make_tenant, settings):
    settings.API_DAILY_CHARS = 9000
    globex = make_tenant("globex")
    throttles.take_characters(globex, 700)  # another tenant's use is not acme's
    VoicePreset.objects.create(tenant=acme, name="narrator", voice="M3")
    key = key_for(acme)
    body = Client(headers={"xi-api-key": key}).get("/v1/user").json()
    assert (body["user_id"], body["first_name"]) == ("acme", "Acme Corp")
    assert body["subscription"]["character_count"] == 0
    assert body["subscription"]["voice_slots_used"] == 1
    assert key.startswith(body["xi_api_key_preview"].rstrip("…"))


def test_voice_settings_give_elevenlabs_defaults_and_a_presets_speed(acme):
    VoicePreset.objects.create(
        tenant=acme, name="quick", voice="F2", speed=contract.DEFAULT_SPEED * 1.2
    )
    api = eleven(acme)
    default = api.get("/v1/voices/settings/default").json()
    assert default == {
        "stability": 0.5,
        "similarity_boost": 0.75,
        "style": 0.0,
        "use_speaker_boost": True,
        "speed": 1.0,
    }
    assert api.get("/v1/voices/quick/settings").json() == {**default, "speed": 1.2}
    assert api.get(f"/v1/voices/{RACHEL}/settings").json() == default
    assert api.get("/v1/voices/M4/settings").json() == default


def test_the_voice_list_has_the_premade_ids_and_a_preset_shadows_its_id(acme):
    VoicePreset.objects.create(tenant=acme, name=RACHEL, voice="F5")
    voices = eleven(acme).get("/v1/voices").json()["voices"]
    ids = [v["voice_id"] for v in voices]
    assert len(ids) == len(set(ids))
    premade = list(vocabulary.PREMADE_VOICES)
    assert ids == [RACHEL, *contract.BUILTIN_VOICES, *premade[1:]]
    assert voices[0]["category"] == "cloned"
    george = voices[ids.index("JBFqnCBsd6RMkjVDRZzb")]
    assert george["name"] == "George" and george["category"] == "premade"


def test_an_unknown_voice_is_elevenlabs_404(acme, make_tenant):
    VoicePreset.objects.create(tenant=make_tenant("globex"), name="theirs", voice="M1")
    for path in ("/v1/voices/theirs/settings", "/v1/voices/nobody/settings"):
        response = eleven(acme).get(path)
        assert response.status_code == 404
        assert detail(response)["status"] == "voice_not_found"


@pytest.mark.parametrize(
    "path",
    [
        "/v1/text-to-speech/F1/no-such-mode",
        "/v1/voices/F1/settings/more",
        "/v1/user/nothing",
        "/v2/nothing",
        "/v1/history",  # an ElevenLabs section we do not serve: its client sends xi-api-key
    ],
)
def test_an_unknown_route_on_elevenlabs_paths_is_its_404(acme, path):
    response = eleven(acme).get(path)
    assert response.status_code == 404
    assert detail(response)["status"] == "not_found"


def test_the_elevenlabs_routes_need_its_key_and_say_so_in_its_shape(db):
    for path in ("/v1/user", "/v1/user/subscription", "/v1/voices/settings/default"):
        response = Client(headers={"xi-api-key": "tts_wrong"}).get(path)
        assert response.status_code == 401
        assert detail(response)["status"] == "invalid_api_key"


def test_a_wrong_method_is_elevenlabs_405(acme):
    response = eleven(acme).post("/v1/user", {}, "application/json")
    assert response.status_code == 405
    detail(response)


def test_an_openai_model_by_id_and_an_unknown_one(db):
    found = Client().get("/v1/models/tts-1")
    assert found.json() == {
        "id": "tts-1",
        "object": "model",
        "created": 1_761_955_200,
        "owned_by": "supertonic",
    }
    missing = Client().get("/v1/models/gpt-9")
    assert missing.status_code == 404
    error = missing.json()["error"]
    assert (error["code"], error["param"], error["type"]) == (
        "model_not_found",
        "model",
        "invalid_request_error",
    )


def test_a_body_over_the_limit_is_elevenlabs_413(acme, settings):
    settings.API_MAX_BODY_BYTES = 1000
    body = {"text": "x" * 2000}
    response = eleven(acme).post("/v1/text-to-speech/F1", body, "application/json")
    assert response.status_code == 413
    assert detail(response)["status"] == "body_too_large"
