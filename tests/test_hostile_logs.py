"""No key, signed-link token, password or cookie reaches a log line: not our request log,
not Django's (django.request prints a request's full URL), not django-q2's, not
gunicorn's, at any level, for answers good or bad."""

import http.client
import io
import json
import logging
import urllib.parse

from django.http import HttpResponse
from django.test import Client
from django.urls import path

from tests.cluster import clean_up_scenario, migrated, scenario_env, serving

ISSUE = """
from django.contrib.auth import get_user_model
from tenancy.models import ApiKey, Tenant
get_user_model().objects.create_superuser("admin", "", "Very-Secret-Password-42")
print(ApiKey.issue(Tenant.objects.create(slug="acme", name="Acme"))[1])
"""
PASSWORD = "Very-Secret-Password-42"
COOKIE = "sessionid=Cookie-Secret-0123456789abcdef"


def call(port: int, method: str, url: str, headers=None, body=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        conn.request(method, url, body=body, headers=headers or {})
        response = conn.getresponse()
        return response.status, response.headers, response.read()
    finally:
        conn.close()


def secrets_of(key: str, token: str) -> list[str]:
    """Each secret, and the parts that would give it away."""
    return [key, key.split("_", 2)[2], token, token.rsplit(":", 1)[1], PASSWORD, COOKIE[10:]]


def test_no_secret_reaches_any_log_of_a_served_service(model_dir, tmp_path):
    env = scenario_env(tmp_path, model_dir, LOG_LEVEL="DEBUG", LOG_FORMAT="json")
    log = tmp_path / "serve.log"
    try:
        key = migrated(env, ISSUE)
        with serving(env, log) as (_, port):
            token = make_requests(port, key)
    finally:
        clean_up_scenario(env)

    written = log.read_text()
    assert "GET /api/v1/nothing-here" in written and "Shutting down" in written  # it did log
    for secret in secrets_of(key, token):
        assert secret not in written, f"{secret!r} is in the log"


def make_requests(port: int, key: str) -> str:
    """Every place a secret travels, in good and bad requests; returns the signed token."""
    bearer = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    body = json.dumps({"text": "Logged, but not the key.", "wait": 30})
    status, headers, data = call(port, "POST", "/api/v1/speech", bearer, body)
    assert status == 200, data[:300]
    clip = headers["X-Clip-Id"]
    status, _, data = call(port, "GET", f"/api/v1/clips/{clip}", {"X-Api-Key": key})
    assert status == 200, data[:300]
    audio_url = json.loads(data)["audio_url"]
    token = urllib.parse.parse_qs(urllib.parse.urlsplit(audio_url).query)["token"][0]
    quoted = urllib.parse.quote(token)
    for method, url, headers in [
        ("GET", audio_url, {}),
        ("GET", f"/api/v1/clips/{clip}/audio?token={quoted}x", {}),  # a bad token: 4xx
        ("GET", f"/api/v1/clips/{'0' * 64}/audio?token={quoted}", {}),  # another clip's
        ("GET", f"/api/v1/nothing-here?token={quoted}&api_key={key}", {}),  # 404
        ("GET", "/api/v1/voices", {"Authorization": f"Bearer {key}x"}),  # a bad key: 401
        ("GET", "/api/v1/voices", {"X-Api-Key": f"{key}x", "Cookie": COOKIE}),
        ("GET", f"/api/v1/voices?key={key}", {}),
        ("POST", "/admin/login/", {"Cookie": COOKIE}),  # no CSRF token: 403
    ]:
        call(port, method, url, headers, b"" if method == "POST" else None)
    admin_login(port)
    return token


def admin_login(port: int) -> None:
    """The admin's login form, with the password (wrong once, then right)."""
    status, headers, data = call(port, "GET", "/admin/login/")
    csrf = headers["Set-Cookie"].split("csrftoken=")[1].split(";")[0]
    form = data.decode().split('name="csrfmiddlewaretoken" value="')[1].split('"')[0]
    for password in (PASSWORD + "-wrong", PASSWORD):
        body = urllib.parse.urlencode(
            {"csrfmiddlewaretoken": form, "username": "admin", "password": password}
        )
        call(port, "POST", "/admin/login/?next=/admin/",
             {"Cookie": f"csrftoken={csrf}", "Content-Type": "application/x-www-form-urlencoded",
              "Referer": f"http://127.0.0.1:{port}/admin/login/"}, body)  # fmt: skip


# --- a 500, in this process with the same logging configuration -----------------------


def boom(request):
    # An error whose message carries what the request carried, as some do.
    raise RuntimeError(f"{request.get_full_path()} {request.headers.get('Authorization')}")


def fine(request):
    return HttpResponse("ok")


def urls():
    from ttsproject.urls import urlpatterns

    return [path("boom", boom), path("fine", fine), *urlpatterns]


urlpatterns = urls()


def test_no_secret_reaches_the_log_of_a_500_or_any_logger(db, settings):
    settings.ROOT_URLCONF = __name__
    key, token = "tts_0123abcd_" + "K" * 43, "clip:1abcde:" + "S" * 43
    console = next(h for h in logging.getLogger().handlers if h.name == "console")
    written = io.StringIO()
    before = console.setStream(written)
    try:
        client = Client(raise_request_exception=False)
        response = client.get(f"/boom?token={token}", headers={"Authorization": f"Bearer {key}"})
        assert response.status_code == 500
        for name in ("django.server", "django-q", "tts.request", "gunicorn.error"):
            logging.getLogger(name).warning("GET /fine?token=%s X-Api-Key: %s", token, key)
    finally:
        console.setStream(before)

    assert "Internal Server Error: /boom" in written.getvalue()
    for secret in (key, key.split("_", 2)[2], token, token.rsplit(":", 1)[1]):
        assert secret not in written.getvalue()
