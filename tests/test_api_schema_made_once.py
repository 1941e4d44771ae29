"""The OpenAPI document is made once per process: a fresh hostile pass found /api/schema/
built and rendered again for every request, without a key or a throttle (84 ms of web
CPU each: about 12 anonymous requests a second took a whole CPU)."""

from unittest import mock

import pytest
import yaml
from django.test import Client
from drf_spectacular.generators import SchemaGenerator

from api.views import schema as schema_view
from tenancy.models import ApiKey

pytestmark = pytest.mark.django_db


@pytest.fixture
def builds():
    """How many times drf-spectacular built the document, from a process that has not yet."""
    schema_view.schema.cache_clear()
    schema_view.rendered.cache_clear()
    calls = []
    real = SchemaGenerator.get_schema

    def counting(self, *args, **kwargs):
        calls.append(1)
        return real(self, *args, **kwargs)

    with mock.patch.object(SchemaGenerator, "get_schema", counting):
        yield calls


def test_many_requests_in_both_formats_build_the_document_once(builds):
    client = Client()
    answers = [
        client.get("/api/schema/"),
        client.get("/api/schema/?format=json"),
        client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json"),
        client.get("/api/schema/?lang=de&version=7"),
        client.get("/api/schema/"),
    ]

    assert [a.status_code for a in answers] == [200] * 5
    assert len(builds) == 1
    assert answers[0]["Content-Type"].startswith("application/vnd.oai.openapi")
    assert answers[1]["Content-Type"].startswith("application/vnd.oai.openapi+json")
    assert yaml.safe_load(answers[0].content) == answers[1].json() == answers[2].json()
    assert answers[3].content == answers[0].content == answers[4].content
    assert 'filename="Supertonic service API.yaml"' in answers[0]["Content-Disposition"]


def test_the_document_is_the_same_for_every_caller(make_tenant):
    _, raw = ApiKey.issue(make_tenant("acme"))
    anonymous = Client().get("/api/schema/?format=json").json()
    with_key = Client().get("/api/schema/?format=json", HTTP_AUTHORIZATION=f"Bearer {raw}")

    assert with_key.status_code == 200
    assert with_key.json() == anonymous == SchemaGenerator().get_schema(request=None, public=True)


def test_the_docs_page_still_reads_the_document():
    page = Client().get("/api/docs/")

    assert page.status_code == 200
    assert "/api/schema/" in page.content.decode()
