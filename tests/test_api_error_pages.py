"""Unknown API routes and crashes answer in the error shape too, not with HTML pages."""

import pytest
from django.test import Client

from tests.test_api_support import client_for, error


@pytest.mark.parametrize("path", ["/api/v1/nothing", "/api/v1/clips/", "/v1/audio/nothing"])
def test_an_unknown_route_is_json(db, path):
    response = Client().get(path)
    assert response.status_code == 404
    assert error(response) == {"code": "not_found", "message": "no such route", "field": None}


def test_other_paths_keep_djangos_page(db):
    response = Client().get("/nothing")
    assert response.status_code == 404
    assert response["Content-Type"].startswith("text/html")


def test_a_crash_is_json(make_tenant, monkeypatch):
    def crash(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setattr("api.views.meta.VoicesSerializer", crash)
    client = client_for(make_tenant("acme"))
    client.raise_request_exception = False
    response = client.get("/api/v1/voices")
    assert response.status_code == 500
    assert error(response)["code"] == "server_error"
