"""Whatever a client sends on the stream-input socket, before its key or after it (not
JSON, not an object, nested thousands deep, larger than any text, fields of the
wrong type), the socket closes with a code and a reason that say so (1007, 1008 or 1009),
and logs no traceback."""

import json
import logging

import pytest

from tests.socket_support import OPENING, Peer, stand_in_audio, talk

DEEP = "[" * 30_000 + "]" * 30_000  # deep past the parser, and short enough to be read
HOSTILE = {
    "not JSON": "{nope",
    "not UTF-8": b"\xff\xfe{",
    "a list": "[1, 2]",
    "text a number": {"text": 5},
    "deep JSON": DEEP,
    "deep JSON in a field": '{"text": "Hi. ", "voice_settings": ' + DEEP + "}",
    "deep object": '{"text": ' + '{"a": ' * 9_000 + "1" + "}" * 9_001,
    "nested within the parser": {"text": "Hi. ", "generation_config": {"a": [[[[[1]]]]]}},
    "huge message": json.dumps({"text": "x" * 2_000_000}),
    "huge padding": json.dumps({"text": "Hi. ", "pad": "x" * 2_000_000}),
    "voice_settings a list": {"text": "Hi. ", "voice_settings": [1]},
    "voice_settings a string": {"text": "Hi. ", "voice_settings": "fast"},
    "generation_config a string": {"text": "Hi. ", "generation_config": "x"},
    "flush a string": {"text": "Hi. ", "flush": "yes"},
    "key a number": {"text": "Hi. ", "xi_api_key": 5},
    # Refused by every REST text field; the socket spoke them (a fresh hostile pass).
    "a NUL in the text": {"text": "Hi\u0000 there. "},
    "a lone surrogate in the text": '{"text": "Hi \\ud800 there. "}',
}

# Settings are read from the opening only: later, these are well-formed and ignored.
OPENINGS = {
    "a setting a list": {"text": " ", "voice_settings": {"speed": [[1]]}},
    "a setting a string": {"text": " ", "voice_settings": {"stability": "high"}},
    "a schedule of strings": {"text": " ", "generation_config": {"chunk_length_schedule": ["a"]}},
}


def tracebacks(caplog):
    """The socket's errors and tracebacks. Not the lease renewer's: its thread cannot write
    inside a test's open transaction, so a session that outlives a renewal round (a slow
    run on a loaded host) logs a failed renewal that no server would."""
    return [
        r
        for r in caplog.records
        if (r.levelno >= logging.ERROR or r.exc_info) and r.name != "synth.leases"
    ]


@pytest.fixture
def key(make_tenant, job_settings, monkeypatch):
    from tenancy.models import ApiKey

    stand_in_audio(monkeypatch)
    return ApiKey.issue(make_tenant("acme"))[1]


@pytest.mark.parametrize("message", HOSTILE, ids=list(HOSTILE))
def test_a_hostile_first_message_before_any_key_closes_with_a_reason(message, caplog):
    peer = talk(Peer([HOSTILE[message]]))
    code, reason = peer.close
    assert code in (1007, 1008, 1009) and reason, peer.close
    assert not tracebacks(caplog)


@pytest.mark.parametrize("message", HOSTILE, ids=list(HOSTILE))
@pytest.mark.parametrize("opening", [True, False], ids=["as the opening", "later"])
def test_a_hostile_message_after_the_key_closes_with_a_reason(message, opening, key, caplog):
    script = [HOSTILE[message]] if opening else [OPENING, {"text": "Hi. "}, HOSTILE[message]]
    peer = talk(Peer(script, key=key))
    code, reason = peer.close
    assert code in (1007, 1008, 1009) and reason, (peer.close, peer.sent[-1:])
    assert peer.sent[-1]["code"] == code
    assert not tracebacks(caplog)


@pytest.mark.parametrize("message", OPENINGS, ids=list(OPENINGS))
def test_a_hostile_opening_closes_with_a_reason(message, key, caplog):
    peer = talk(Peer([OPENINGS[message], {"text": "Hi. "}, {"text": ""}], key=key))
    code, reason = peer.close
    assert code in (1000, 1007, 1008, 1009), peer.close
    assert not tracebacks(caplog)


def test_a_well_formed_session_still_speaks(key):
    peer = talk(Peer([OPENING, {"text": "Hello there. How are you? "}, {"text": ""}], key=key))
    assert peer.close == (1000, "")
    assert peer.audio == ["Hello there.", "How are you?"]


@pytest.mark.parametrize("field", ["output_format", "language_code"])
def test_an_error_repeats_a_huge_query_value_cut(field, key, caplog):
    # A 5,000-character output_format came back whole (a third fresh hostile pass).
    peer = talk(
        Peer([OPENING, {"text": "Hi. "}, {"text": ""}], key=key, query=f"{field}={'x' * 5000}")
    )
    code, reason = peer.close
    assert code == 1008 and reason, peer.close
    error = peer.sent[-1]
    assert len(error["message"]) <= 500 and len(json.dumps(error)) < 4096, len(json.dumps(error))
