"""The forty-second hostile pass's two Lows on the ElevenLabs sockets.

L-2: a multi-stream-input client that went away while ``close_socket`` spoke its contexts
left asyncio's "_GatheringFuture exception was never retrieved" ERROR in the log: the
gather of the contexts' senders was cancelled and a cancelled sender became its unread
exception. The senders' ends are read, whatever they are.

L-3: the sockets took query parameters the REST endpoints refuse (``enable_logging=maybe``,
a 5,000-character ``model_id``, ``seed=abc``, ``auto_mode=maybe``, ``sync_alignment=2``) and
ignored ``seed`` altogether. The query is checked as the REST body is (1008, ``invalid``,
the parameter named) and ``seed`` is read; what LiveKit and Pipecat send is accepted."""

import asyncio
import gc
import logging

import pytest

from tests.socket_support import MULTI_PATH, PATH, Peer, stand_in_audio, talk

# The key lookup and the counters differ by backend.
pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant, job_settings):
    from tenancy.models import ApiKey

    tenant = make_tenant("acme")
    return tenant, ApiKey.issue(tenant)[1]


def opening(context_id):
    return {"text": " ", "context_id": context_id, "voice_settings": {"speed": 1.0}}


def test_a_client_gone_while_close_socket_speaks_leaves_no_unread_failure(
    acme, monkeypatch, caplog
):
    _, raw = acme
    never = asyncio.Event()
    stand_in_audio(monkeypatch, wait=never.wait)  # the audio never comes: the client leaves
    text = "One sentence here. Another one there. A third one. "
    script = [
        opening("a"),
        {"text": text, "context_id": "a"},
        opening("b"),
        {"text": text, "context_id": "b"},
        {"close_socket": True},
        None,
    ]
    with caplog.at_level(logging.ERROR, logger="asyncio"):
        talk(Peer(script, key=raw, path=MULTI_PATH), timeout=10)
        gc.collect()  # an unread future's failure is logged as it is collected
    unread = [r.getMessage() for r in caplog.records if r.name == "asyncio"]
    assert unread == []  # before: "_GatheringFuture exception was never retrieved"


def test_close_socket_still_speaks_every_context_then_closes(acme, monkeypatch):
    _, raw = acme
    stand_in_audio(monkeypatch)
    script = [
        opening("a"),
        {"text": "Hello there. ", "context_id": "a"},
        opening("b"),
        {"text": "Good morning. ", "context_id": "b"},
        {"close_socket": True},
    ]
    peer = talk(Peer(script, key=raw, path=MULTI_PATH))
    assert peer.close == (1000, "")
    assert peer.spoken("a") == ["Hello there."] and peer.spoken("b") == ["Good morning."]
    assert sorted(peer.finals()) == ["a", "b"]


BAD = [
    ("enable_logging=maybe", "enable_logging"),
    ("auto_mode=maybe", "auto_mode"),
    ("sync_alignment=2", "sync_alignment"),
    ("enable_ssml_parsing=perhaps", "enable_ssml_parsing"),
    ("model_id=" + "m" * 5000, "model_id"),
    ("language_code=" + "e" * 5000, "language_code"),
    ("seed=abc", "seed"),
    ("seed=99999999999999", "seed"),
    ("seed=-1", "seed"),
    ("apply_text_normalization=sometimes", "apply_text_normalization"),
]


@pytest.mark.parametrize("path", [PATH, MULTI_PATH], ids=["stream-input", "multi-stream-input"])
@pytest.mark.parametrize("query,param", BAD, ids=[b[1] + str(i) for i, b in enumerate(BAD)])
def test_a_bad_query_parameter_closes_the_socket_naming_it(acme, monkeypatch, path, query, param):
    _, raw = acme
    stand_in_audio(monkeypatch)
    peer = Peer(
        [opening("a"), {"text": "Hello. ", "flush": True}],
        key=raw,
        path=path,
        query=f"output_format=pcm_24000&{query}",
    )
    talk(peer)
    assert peer.close[0] == 1008  # before: 1000, the audio spoken
    assert peer.close[1].startswith("invalid")
    assert peer.sent[-1]["detail"]["param"] == param
    assert not peer.audio


# What the frameworks' URLs carry (LiveKit agents 1.8.9's _multi_stream_url; Pipecat 1.14's).
FRAMEWORKS = [
    "model_id=eleven_flash_v2_5&output_format=pcm_24000&language_code=en"
    "&enable_ssml_parsing=false&enable_logging=true&inactivity_timeout=180"
    "&apply_text_normalization=auto&apply_language_text_normalization=false"
    "&sync_alignment=true&auto_mode=true",
    "model_id=eleven_turbo_v2_5&output_format=pcm_24000&auto_mode=True"
    "&enable_ssml_parsing=False&enable_logging=True",
]


@pytest.mark.parametrize("query", FRAMEWORKS, ids=["livekit", "pipecat"])
def test_what_the_frameworks_send_is_accepted(acme, monkeypatch, query):
    _, raw = acme
    stand_in_audio(monkeypatch)
    script = [opening("a"), {"text": "Hello there. ", "context_id": "a", "flush": True}]
    peer = talk(Peer([*script, {"close_socket": True}], key=raw, path=MULTI_PATH, query=query))
    assert peer.close == (1000, "")
    assert peer.spoken("a") == ["Hello there."]


@pytest.mark.parametrize("path", [PATH, MULTI_PATH], ids=["stream-input", "multi-stream-input"])
def test_the_seed_in_the_query_is_the_segments_seed(acme, monkeypatch, path):
    from synth import flow

    _, raw = acme
    stand_in_audio(monkeypatch)
    seeds = []
    begin = flow.begin

    def recorded(speech, plan):
        seeds.append(speech.seed)
        return begin(speech, plan)

    monkeypatch.setattr(flow, "begin", recorded)
    script = [opening("a"), {"text": "Hello there. ", "context_id": "a", "flush": True}]
    script.append({"close_socket": True} if path == MULTI_PATH else {"text": ""})
    peer = talk(Peer(script, key=raw, path=path, query="output_format=pcm_24000&seed=1234"))
    assert peer.close == (1000, "")
    assert seeds and set(seeds) == {1234}  # before: the default seed
