"""docs/API.md names every field of every request body the schema documents, under the
endpoint's own heading (the README's API table links there)."""

import re
from pathlib import Path

import pytest
from django.test import Client

DOC = Path(__file__).resolve().parent.parent / "docs" / "API.md"


def sections() -> dict[str, str]:
    """docs/API.md's text by its ``##`` headings."""
    parts = re.split(r"^## (.+)$", DOC.read_text(), flags=re.M)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def resolve_ref(schema, document):
    while "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    return schema


@pytest.mark.django_db
def test_every_request_field_is_documented_under_its_endpoint():
    document = Client().get("/api/schema/?format=json").json()
    docs, missing = sections(), []
    for path, operations in document["paths"].items():
        for method in ("post", "put", "patch"):
            media = operations.get(method, {}).get("requestBody", {}).get("content", {})
            if "application/json" not in media:
                continue
            heading = next(
                (
                    h
                    for h in docs
                    if method.upper() in h and re.search(rf"{re.escape(path)}(?![\w/{{])", h)
                ),
                None,
            )
            if heading is None:
                missing.append(f"{method.upper()} {path}: no section")
                continue
            schema = resolve_ref(media["application/json"]["schema"], document)
            for name, prop in schema.get("properties", {}).items():
                if not prop.get("readOnly") and f"`{name}`" not in docs[heading]:
                    missing.append(f"{method.upper()} {path}: {name}")
    assert not missing
