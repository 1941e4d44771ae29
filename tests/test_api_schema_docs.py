"""Every operation in the API docs says what it does and sits in a group, the groups in a
newcomer's order (api/schema_docs.py): a new route without a summary fails here."""

from api.views.schema import schema


def test_every_operation_has_a_summary_and_a_known_group():
    document = schema()
    groups = [tag["name"] for tag in document["tags"]]
    assert groups[0] == "Speech" and groups[-2:] == ["OpenAI", "ElevenLabs"]
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            assert operation.get("summary"), f"{method.upper()} {path} has no summary"
            assert set(operation["tags"]) <= set(groups), (path, operation["tags"])


def test_speaking_a_text_comes_first():
    assert next(iter(schema()["paths"])) == "/api/v1/speech"
