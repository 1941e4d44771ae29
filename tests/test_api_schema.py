"""The OpenAPI schema generates without warnings and describes every route."""

import pytest
import yaml
from django.core.management import call_command
from django.test import Client


def test_the_schema_validates_without_warnings(tmp_path):
    out = tmp_path / "schema.yaml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    schema = yaml.safe_load(out.read_text())
    assert {
        "/api/v1/speech",
        "/api/v1/jobs/{job_id}",
        "/api/v1/clips/{clip_id}",
        "/api/v1/clips/{clip_id}/audio",
        "/api/v1/voices",
        "/api/v1/normalize",
        "/v1/audio/speech",
    } <= set(schema["paths"])
    speech = schema["paths"]["/api/v1/speech"]["post"]["responses"]
    assert speech["200"]["content"]["audio/*"]["schema"] == {"type": "string", "format": "binary"}
    assert "202" in speech and "413" in speech


@pytest.mark.django_db
def test_the_schema_is_served_without_a_key():
    assert Client().get("/api/schema/").status_code == 200


def test_the_docs_page_needs_no_cdn(client):
    page = client.get("/api/docs/").content.decode()
    assert "drf_spectacular_sidecar/swagger-ui-dist" in page
    assert "cdn.jsdelivr" not in page and "unpkg.com" not in page
