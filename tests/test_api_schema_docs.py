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


def test_the_api_v1_key_box_comes_first_in_authorize():
    assert list(schema()["components"]["securitySchemes"])[:2] == ["apiKey", "xiApiKey"]


def integers(node, path=""):
    """(path, schema) of every integer property under ``node``."""
    if isinstance(node, dict):
        if node.get("type") == "integer":
            yield path, node
        for key, value in node.items():
            yield from integers(value, f"{path}/{key}")
    elif isinstance(node, list):
        for n, value in enumerate(node):
            yield from integers(value, f"{path}/{n}")


def test_no_integer_is_sampled_as_an_unbounded_ones_largest_value():
    """Swagger UI drew a 202's job with `attempts` 9223372036854775807: an integer without
    an example whose bound is the int64 range (any model integer on SQLite) needs one."""
    unbounded = [
        path
        for path, node in integers(schema()["components"])
        if "example" not in node and abs(node.get("maximum", 0)) >= 2**31
    ]
    assert unbounded == [], unbounded
