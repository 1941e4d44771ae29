"""An ElevenLabs body's text fields take a JSON string, nothing else, as on every other
endpoint (api.serializers.speech.StringsOnly): ``{"text": 5}`` was synthesized as "5".
Refused with a 400 in ElevenLabs' shape naming the field, on every route, and nothing
is synthesized or counted."""

import json

import pytest
from django.test import Client

from metering.models import Usage
from synth.models import Clip, SynthesisJob
from tests.test_api_support import key_for

pytestmark = pytest.mark.usefixtures("sync_jobs", "fresh_counts")

SUFFIXES = ["", "/stream", "/with-timestamps", "/stream/with-timestamps"]
NOT_STRINGS = {"int": 5, "float": 2.5, "true": True, "list": ["x"], "object": {"a": "b"}}
STRING_FIELDS = ["text", "model_id", "language_code", "apply_text_normalization"]


@pytest.mark.parametrize("suffix", SUFFIXES)
@pytest.mark.parametrize("field", STRING_FIELDS)
@pytest.mark.parametrize("value", NOT_STRINGS.values(), ids=NOT_STRINGS.keys())
def test_a_non_string_in_a_text_field_is_refused_in_elevenlabs_shape(
    make_tenant, suffix, field, value
):
    client = Client(headers={"xi-api-key": key_for(make_tenant("acme"))})
    body = {"text": "Hello.", field: value}
    response = client.post(f"/v1/text-to-speech/F1{suffix}", json.dumps(body), "application/json")
    assert response.status_code == 400, response.content[:300]
    detail = response.json()["detail"]
    assert (detail["code"], detail["param"]) == ("invalid", field)
    assert not SynthesisJob.objects.exists() and not Clip.objects.exists()
    assert not Usage.objects.filter(requests__gt=0).exists()
