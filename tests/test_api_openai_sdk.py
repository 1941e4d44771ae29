"""The official openai package works against us with only base_url and api_key changed."""

import io

import openai
import pytest
import soundfile

from tests.test_api_support import key_for, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.fixture
def tenant(transactional_db, make_tenant):
    return make_tenant("acme")


@pytest.fixture
def client(live_server):
    """Clients are closed after each test: a keep-alive connection still open when the
    live server stops makes its request thread touch the database after teardown."""
    clients = []

    def make(api_key):
        clients.append(
            openai.OpenAI(base_url=live_server.url + "/v1", api_key=api_key, max_retries=0)
        )
        return clients[-1]

    yield make
    for made in clients:
        made.close()


def test_speech_create_returns_mp3(client, tenant):
    synthesize(tenant, "Hello", voice="F1")  # alloy's voice, already in the cache
    audio = client(key_for(tenant)).audio.speech.create(model="tts-1", voice="alloy", input="Hello")
    assert soundfile.info(io.BytesIO(audio.content)).format == "MP3"
    samples, rate = soundfile.read(io.BytesIO(audio.content))
    assert rate == 44100 and len(samples) > 0


def test_a_bad_key_raises_authentication_error(client, tenant):
    with pytest.raises(openai.AuthenticationError) as info:
        client("tts_nope_nope").audio.speech.create(model="tts-1", voice="alloy", input="Hello")
    assert info.value.code == "unauthenticated"


def test_bad_input_raises_bad_request_error(client, tenant):
    with pytest.raises(openai.BadRequestError) as info:
        client(key_for(tenant)).audio.speech.create(
            model="tts-1",
            voice="alloy",
            input="Hello",
            speed=4.5,  # past OpenAI's 4.0
        )
    assert (info.value.code, info.value.param) == ("unsupported_speed", "speed")
    assert info.value.type == "invalid_request_error"
    assert "4.0" in info.value.message
