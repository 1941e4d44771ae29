"""A request past Django's own data limits is a client's error, in one log line.

A fourth hostile pass: 15,000 query parameters (or form fields) got Django's HTML 400
page and a traceback logged at ERROR (TooManyFieldsSent), on every API route, with or
without a key. Now the API's paths answer JSON with a stable code (400
``too_many_fields``), the admin a plain 400, and one warning line is logged, with no
traceback.
"""

import logging

import pytest
from django.test import Client

from tests.test_api_support import client_for

MANY = "&".join(f"p{i}=1" for i in range(15_000))
API_ROUTES = [
    "/api/v1/lexicon",
    "/api/v1/voices",
    "/api/v1/presets",
    "/api/v1/ready",
    "/v1/models",
    "/v1/voices",
    "/api/schema/",
]


def assert_one_line_no_traceback(caplog):
    refusals = [r for r in caplog.records if "too_many" in r.getMessage()]
    assert len(refusals) == 1
    assert not any(r.exc_info for r in caplog.records)
    assert all(r.levelno < logging.ERROR for r in caplog.records)


@pytest.mark.parametrize("keyed", [True, False], ids=["with-key", "without-key"])
@pytest.mark.parametrize("path", API_ROUTES)
def test_too_many_query_parameters_are_a_json_400_on_the_api(make_tenant, caplog, path, keyed):
    api = client_for(make_tenant("acme")) if keyed else Client()
    response = api.get(f"{path}?{MANY}")
    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert response.json()["error"]["code"] == "too_many_fields"
    assert_one_line_no_traceback(caplog)


def test_too_many_query_parameters_on_a_post_are_refused_before_the_view(make_tenant, caplog):
    response = client_for(make_tenant("acme")).post(
        f"/api/v1/speech?{MANY}", {"text": "Hello."}, content_type="application/json"
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "too_many_fields"
    assert_one_line_no_traceback(caplog)


def test_too_many_form_fields_in_an_upload_are_a_json_400(make_tenant, caplog):
    fields = {f"f{i}": "1" for i in range(15_000)}
    response = client_for(make_tenant("acme")).post("/api/v1/lexicon/import", fields)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "too_many_fields"
    assert_one_line_no_traceback(caplog)


def test_the_admin_answers_a_plain_400_without_a_traceback(admin_client, caplog):
    response = admin_client.get(f"/admin/?{MANY}")
    assert response.status_code == 400
    assert_one_line_no_traceback(caplog)
    response = admin_client.post(
        "/admin/lexicon/lexiconentry/", {f"f{i}": "1" for i in range(15_000)}
    )
    assert response.status_code == 400
    assert not any(r.exc_info for r in caplog.records)
