"""Signing in is throttled: a fresh hostile pass found each failed admin sign-in cost about
0.25 s of web CPU (the password hash), with no limit, so 16 anonymous loops slowed every
tenant's API from 15 ms to a second, and guessing a staff password never stopped."""

import logging
from unittest import mock

import pytest
from django.contrib.auth.backends import ModelBackend
from django.test import override_settings

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("fresh_counts")]

LOGIN = "/admin/login/"
LIMIT = 3


@pytest.fixture(autouse=True)
def small_limit(settings):
    settings.AXES_FAILURE_LIMIT = LIMIT


@pytest.fixture
def staff(django_user_model):
    return django_user_model.objects.create_user("alice", password="right-pass-1", is_staff=True)


def sign_in(client, username, password, address="203.0.113.5"):
    return client.post(LOGIN, {"username": username, "password": password}, REMOTE_ADDR=address)


@pytest.fixture
def password_checks():
    """How many times a password was checked (each one a hash of the password)."""
    calls = []
    real = ModelBackend.authenticate

    def counting(self, request, username=None, password=None, **kwargs):
        calls.append(username)
        return real(self, request, username=username, password=password, **kwargs)

    with mock.patch.object(ModelBackend, "authenticate", counting):
        yield calls


def test_an_address_past_the_limit_is_refused_without_checking_a_password(
    client, staff, password_checks, caplog
):
    for n in range(LIMIT):
        sign_in(client, f"nobody{n}", "wrong")
    checked = len(password_checks)

    with caplog.at_level(logging.WARNING):
        refused = sign_in(client, "alice", "right-pass-1")

    assert refused.status_code == 429
    assert "Too many failed sign-ins" in refused.content.decode()
    assert "_auth_user_id" not in client.session
    assert len(password_checks) == checked
    logged = [r.getMessage() for r in caplog.records]
    assert any("Locking out" in line and "203.0.113.5" in line for line in logged)


def test_a_username_past_the_limit_is_refused_from_any_address(client, staff, password_checks):
    for n in range(LIMIT):
        sign_in(client, "alice", "wrong", address=f"198.51.100.{n + 1}")
    checked = len(password_checks)

    refused = sign_in(client, "alice", "right-pass-1", address="192.0.2.77")

    assert refused.status_code == 429
    assert "Too many failed sign-ins" in refused.content.decode()
    assert len(password_checks) == checked


def test_others_still_sign_in_while_one_address_is_refused(client, staff, django_user_model):
    django_user_model.objects.create_user("bob", password="bobs-pass-2", is_staff=True)
    for n in range(LIMIT):
        sign_in(client, f"nobody{n}", "wrong")

    answer = sign_in(client, "bob", "bobs-pass-2", address="192.0.2.10")

    assert answer.status_code == 302
    assert client.session["_auth_user_id"]


def test_a_wrong_password_under_the_limit_is_the_usual_answer(client, staff):
    answer = sign_in(client, "alice", "wrong")

    assert answer.status_code == 200
    assert "Too many" not in answer.content.decode()
    assert "correct username and password" in answer.content.decode()


@override_settings(BEHIND_HTTPS_PROXY=True)
def test_behind_a_proxy_the_address_is_the_one_the_proxy_added(client, staff):
    for n in range(LIMIT):
        client.post(
            LOGIN,
            {"username": f"nobody{n}", "password": "wrong"},
            REMOTE_ADDR="10.0.0.1",
            HTTP_X_FORWARDED_FOR=f"1.2.3.{n}, 203.0.113.9",  # the first part is the client's
        )

    refused = client.post(
        LOGIN,
        {"username": "alice", "password": "right-pass-1"},
        REMOTE_ADDR="10.0.0.1",
        HTTP_X_FORWARDED_FOR="1.2.3.99, 203.0.113.9",
    )
    other = client.post(
        LOGIN,
        {"username": "alice", "password": "right-pass-1"},
        REMOTE_ADDR="10.0.0.1",
        HTTP_X_FORWARDED_FOR="203.0.113.10",
    )

    assert refused.status_code == 429
    assert other.status_code == 302


def test_signing_in_without_next_lands_on_the_admin_index(client, staff):
    answer = sign_in(client, "alice", "right-pass-1")

    assert answer.status_code == 302
    assert answer["Location"] == "/admin/"
