"""Every response header built from what a client sent stays small, whatever it sent.

6,000 unknown SSML tags made a 90 KB X-SSML-Ignored header, which Python's HTTP client
refuses and a reverse proxy's default buffers turn into a 502. Headers now name the first
few values and how many more there were. The sweep sends hostile documents and texts to
every speech endpoint and checks every header of every answer.
"""

import json

import pytest
from django.test import Client

from synth.conf import model_folder
from synth.reading import MAX_HEADER_CHARS, header_list
from tests.test_api_support import client_for, key_for

pytestmark = [
    pytest.mark.usefixtures("sync_jobs", "fresh_counts"),
    pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume asynchronous"),
]

HEADER_LIMIT = 2048  # far under what every proxy and client takes in one header


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def unspeakable(count: int) -> str:
    """``count`` distinct characters the model cannot say (dropped with unsupported=drop)."""
    folder = model_folder()
    found = []
    for code in range(0x13000, 0x30000):
        char = chr(code)
        if char.isprintable() and not folder.speakable(char):
            found.append(char)
            if len(found) == count:
                return "".join(found)
    raise AssertionError("not enough unspeakable characters")


def hostile_texts() -> dict[str, dict]:
    return {
        "many-unknown-tags": {
            "text": "<speak>Hello." + "".join(f"<tag{i}/>" for i in range(6000)) + "</speak>",
        },
        "long-unknown-tag": {"text": f"<speak>Hello.<{'x' * 20_000}/></speak>"},
        "non-ascii-tags": {
            "text": "<speak>Hello."
            + "".join(f"<ü{chr(0x4E00 + i)}/>" for i in range(3000))
            + "</speak>",
        },
        "many-ignored-attributes": {
            "text": "<speak>"
            + "".join(
                f'<prosody pitch="high" volume="loud" range="{i}">a</prosody>' for i in range(800)
            )
            + "</speak>",
        },  # fmt: skip
        "many-dropped-characters": {
            "text": "Hello " + unspeakable(3000) + " there.",
            "unsupported": "drop",
        },
    }


def surfaces(fields: dict) -> dict:
    text = fields["text"]
    extra = {k: v for k, v in fields.items() if k != "text"}
    return {
        "speech": ("/api/v1/speech", {"text": text, "voice": "F1", "steps": 1, **extra}),
        "stream": (
            "/api/v1/speech",
            {"text": text, "voice": "F1", "steps": 1, "stream": True, **extra},
        ),
        "openai": ("/v1/audio/speech", {"model": "tts-1", "voice": "alloy", "input": text}),
        "normalize": ("/api/v1/normalize", {"text": text, **extra}),
        "batch": ("/api/v1/batches", {"items": [{"text": text, **extra}]}),
    }


def check_headers(response, where):
    assert response.status_code < 500, (where, response.status_code)
    for name, value in response.items():
        assert len(name) + len(value) <= HEADER_LIMIT, (where, name, len(value), value[:200])


def test_every_header_stays_small_under_hostile_input_on_every_speech_endpoint(acme):
    api = client_for(acme)
    eleven = Client(headers={"xi-api-key": key_for(acme)})
    seen = set()
    for label, fields in hostile_texts().items():
        for surface, (path, body) in surfaces(fields).items():
            response = api.post(path, json.dumps(body), "application/json")
            check_headers(response, (label, surface))
            seen.update(name for name, _ in response.items())
        unknown = {f"field{i:056d}": 1 for i in range(3000)}  # names as long as are named
        response = eleven.post(
            "/v1/text-to-speech/F1", {"text": fields["text"], **unknown}, "application/json"
        )
        check_headers(response, (label, "elevenlabs"))
    assert {"X-SSML-Ignored", "X-Dropped-Characters"} <= seen  # the sweep reached them


def test_a_header_list_names_the_first_values_and_counts_the_rest():
    names = [f"tag{i}" for i in range(6000)] + ["tag1", "tag2"]
    value = header_list(names)
    assert value.startswith("tag0,tag1,tag2,")
    assert value.endswith("more") and "5995 more" not in value
    assert len(value) <= MAX_HEADER_CHARS
    assert header_list(["emphasis", "prosody.pitch", "emphasis"]) == "emphasis,prosody.pitch"
    assert len(header_list(["x" * 50_000])) <= MAX_HEADER_CHARS
    assert len(header_list([chr(0x10000 + i) for i in range(5000)])) <= MAX_HEADER_CHARS
    assert header_list(["a b", "é"]) == "a%20b,%C3%A9"
