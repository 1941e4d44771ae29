"""Every API route but health wants a live key of an active tenant: 401 otherwise."""

import base64

import pytest
from django.test import Client
from django.utils import timezone

from tenancy.models import ApiKey, Tenant
from tests.test_api_support import error

ROUTES = [
    ("post", "/api/v1/speech"),
    ("get", "/api/v1/jobs/6f1d8c1e-52b4-4f4e-9b7a-5d0f4a3c2b1a"),
    ("get", f"/api/v1/clips/{'0' * 64}"),
    ("get", f"/api/v1/clips/{'0' * 64}/audio?format=mp3"),
    ("get", "/api/v1/voices"),
    ("post", "/api/v1/normalize"),
]


# Backend-dependent, so on the PostgreSQL + Redis pass too: the key lookup is one raw SQL query
# (booleans, joins), per database.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]


@pytest.fixture
def key(make_tenant):
    return ApiKey.issue(make_tenant("acme"))


def call(method, url, **headers):
    body = {"text": "Hello."} if method == "post" else None
    return getattr(Client(headers=headers), method)(url, body, content_type="application/json")


@pytest.mark.parametrize("method,url", ROUTES)
def test_it_refuses_a_request_without_a_key(db, method, url):
    response = call(method, url)
    assert response.status_code == 401
    assert error(response)["code"] == "unauthenticated"
    assert response["WWW-Authenticate"] == 'Bearer realm="api"'


@pytest.mark.parametrize("method,url", ROUTES)
def test_it_refuses_a_wrong_key(key, method, url):
    _, raw = key
    response = call(method, url, Authorization=f"Bearer {raw[:-2]}xy")
    assert response.status_code == 401
    assert error(response)["code"] == "unauthenticated"


@pytest.mark.parametrize("method,url", ROUTES)
def test_it_refuses_a_revoked_key(key, method, url):
    row, raw = key
    ApiKey.objects.filter(pk=row.pk).update(revoked=timezone.now())
    response = call(method, url, Authorization=f"Bearer {raw}")
    assert response.status_code == 401
    assert error(response)["code"] == "unauthenticated"


def test_it_refuses_the_key_of_an_inactive_tenant(key):
    row, raw = key
    Tenant.objects.filter(pk=row.tenant_id).update(active=False)
    response = call("get", "/api/v1/voices", Authorization=f"Bearer {raw}")
    assert response.status_code == 401


def test_it_refuses_basic_authentication(key):
    _, raw = key
    basic = base64.b64encode(f"acme:{raw}".encode()).decode()
    response = call("get", "/api/v1/voices", Authorization=f"Basic {basic}")
    assert response.status_code == 401
    assert error(response)["code"] == "unauthenticated"


def test_it_accepts_the_key_as_bearer_or_x_api_key(key):
    _, raw = key
    assert call("get", "/api/v1/voices", Authorization=f"Bearer {raw}").status_code == 200
    assert call("get", "/api/v1/voices", **{"X-Api-Key": raw}).status_code == 200


def test_health_needs_no_key(db):
    assert Client().get("/api/v1/health").json()["status"] == "ok"
