"""The forty-third hostile pass (issue 30).

H-1: any staff member, a reviewer included, could post the admin's password change with a
wrong old password as often as they liked, each a password hash (about 0.5 s of web CPU)
holding a web thread, uncounted: eight at a time took another tenant's p50 from 15 ms to
1.4 s. Changes of any outcome are counted per person and per address, as sign-ins are,
and refused past LOGIN_ATTEMPT_LIMIT before the old password is hashed (429).

L-1: a NUL in a socket's query key (or in its path's voice_id) reached PostgreSQL: 1011 and
an ERROR with a traceback, for anyone. A key whose prefix is not one is no key (1008
``unauthenticated``), a voice_id with a NUL is refused as REST refuses it.

L-2: ``inactivity_timeout`` below 1 s was taken, though the docs say 1 to 180."""

import logging
from unittest import mock

import pytest
from django.contrib.auth.hashers import check_password
from django.test import Client

from tests.socket_support import MULTI_PATH, PATH, Peer, stand_in_audio, talk

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("fresh_counts")]

CHANGE = "/admin/password_change/"


@pytest.fixture
def reviewer(make_tenant, make_member):
    return make_member(make_tenant("acme"), "reviewer")


@pytest.fixture
def hashes():
    """How many times an old password was checked against its hash."""
    calls = []

    def counting(user, raw):
        calls.append(user.pk)
        return check_password(raw, user.password)

    with mock.patch("django.contrib.auth.base_user.AbstractBaseUser.check_password", counting):
        yield calls


def signed_in(user, address="203.0.113.9") -> Client:
    client = Client(REMOTE_ADDR=address)
    client.force_login(user)
    return client


def change(client, old="wrong-old", new="N3w-pass-phrase!"):
    return client.post(CHANGE, {"old_password": old, "new_password1": new, "new_password2": new})


def test_password_changes_past_the_limit_are_refused_before_a_hash(reviewer, hashes, settings):
    settings.LOGIN_ATTEMPT_LIMIT = 4
    client = signed_in(reviewer)
    answers = [change(client).status_code for _ in range(7)]
    assert answers[:4] == [200] * 4  # the form again: wrong old password
    assert answers[4:] == [429] * 3  # before: 200 and a hash each
    assert len(hashes) == 4
    refused = change(client)
    assert "Too many password changes" in refused.content.decode()


def test_the_count_is_per_person_and_per_address(make_tenant, make_member, hashes, settings):
    settings.LOGIN_ATTEMPT_LIMIT = 2
    tenant = make_tenant("acme")
    first, second = make_member(tenant, "reviewer"), make_member(tenant, "editor")
    client = signed_in(first)
    for _ in range(3):
        change(client)
    # Another person from another address is not held up by the first one's attempts.
    assert change(signed_in(second, "198.51.100.7")).status_code == 200
    assert len(hashes) == 3
    # The same address, another person: refused (the address's count).
    assert change(signed_in(second)).status_code == 429


def test_a_right_change_within_the_limit_still_changes_the_password(reviewer, settings):
    reviewer.set_password("0ld-pass-phrase!")
    reviewer.save()
    response = change(signed_in(reviewer), old="0ld-pass-phrase!")
    assert response.status_code == 302
    assert response["Location"].endswith("/admin/password_change/done/")
    reviewer.refresh_from_db()
    assert reviewer.check_password("N3w-pass-phrase!")


@pytest.fixture
def acme(make_tenant, job_settings):
    from tenancy.models import ApiKey

    tenant = make_tenant("acme")
    return tenant, ApiKey.issue(tenant)[1]


@pytest.mark.parametrize("path", [PATH, MULTI_PATH], ids=["stream-input", "multi-stream-input"])
@pytest.mark.parametrize(
    "query",
    ["xi_api_key=tts_%00ab_x", "xi-api-key=tts_ab%00_x", "authorization=Bearer%20tts_%00_x"],
)
def test_a_nul_in_the_query_key_is_no_key(acme, monkeypatch, caplog, path, query):
    stand_in_audio(monkeypatch)
    peer = Peer([{"text": " "}, {"text": "Hello. ", "flush": True}], path=path, query=query)
    with caplog.at_level(logging.ERROR):
        talk(peer)
    assert peer.close[0] == 1008 and peer.close[1].startswith("unauthenticated")  # before: 1011
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []


@pytest.mark.parametrize("path", [PATH, MULTI_PATH], ids=["stream-input", "multi-stream-input"])
def test_a_nul_in_the_voice_id_is_refused_as_rest_refuses_it(acme, monkeypatch, caplog, path):
    _, raw = acme
    stand_in_audio(monkeypatch)
    peer = Peer(
        [{"text": " "}, {"text": "Hello. ", "flush": True}],
        key=raw,
        path=path.replace("21m00Tcm4TlvDq8ikWAM", "M1\x00x"),
    )
    with caplog.at_level(logging.ERROR):
        talk(peer)
    assert peer.close[0] == 1008 and peer.close[1].startswith("invalid")
    assert peer.sent[-1]["detail"]["param"] == "voice_id"
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []


@pytest.mark.parametrize("value", ["0.001", "1e-300", "0.5", "181", "nan"])
def test_an_inactivity_timeout_outside_1_to_180_is_refused(acme, monkeypatch, value):
    _, raw = acme
    stand_in_audio(monkeypatch)
    peer = Peer(
        [{"text": " "}, {"text": "Hello. ", "flush": True}],
        key=raw,
        query=f"output_format=pcm_24000&inactivity_timeout={value}",
    )
    talk(peer)
    assert peer.close[0] == 1008
    assert peer.close[1].startswith("invalid_parameter: inactivity_timeout")
    assert not peer.audio  # before: 0.001 taken, the audio sent, then closed as idle


def test_an_inactivity_timeout_of_one_second_is_taken(acme, monkeypatch):
    _, raw = acme
    stand_in_audio(monkeypatch)
    script = [{"text": " "}, {"text": "Hello. ", "flush": True}, {"text": ""}]
    peer = talk(Peer(script, key=raw, query="output_format=pcm_24000&inactivity_timeout=1"))
    assert peer.close == (1000, "")
