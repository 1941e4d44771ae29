"""Field helpers every surface shares: choices written in any case, and the error for a
field nobody knows, which names the field the user probably meant."""

import difflib
from collections.abc import Iterable, Mapping

from django.conf import settings
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from api.errors import ApiError
from engine.styles import MAX_VOICE_CHARS as MAX_VOICE_CHARS  # shared, see below
from lexicon.models import VoicePreset
from synth.models import Clip

# Every text a client sends has a length limit, from here (a sweep over the schema,
# tests/test_hostile_field_lengths.py, fails for a string field without one).
# MAX_VOICE_CHARS: a voice or a blend (synth.voices refuses longer ones on every way in).
# A note's limit is on its model field (lexicon.models.MAX_NOTE_CHARS), read from there.
MAX_NAME_CHARS = VoicePreset._meta.get_field("name").max_length  # a preset named by a request
MAX_CODE_CHARS = 64  # a format, a language, a model: every real one is far shorter
MAX_INSTRUCTIONS_CHARS = 4096  # OpenAI's own limit on its (ignored) instructions
# ElevenLabs' previous_text and next_text (ignored): the text around a request, which voice
# agents fill from the turn so far.
MAX_CONTEXT_CHARS = 20_000
MAX_KEY_CHARS = Clip._meta.get_field("key").max_length  # a clip's id
# A text can never be longer than the body that carries it; what it says is limited by
# API_MAX_TEXT_CHARS (413 text_too_long, api.serializers.speech.check_text).
MAX_DOCUMENT_CHARS = settings.API_MAX_BODY_BYTES

# Names people bring from other tools, by the field they mean. Only a hint: "grapheme"
# is refused with "did you mean "term"?", never silently taken for it (a synonym that
# is right for one endpoint is wrong for another, and a typo must stay visible).
SYNONYMS = {
    "term": ("grapheme", "word", "written", "written_form", "from", "text"),
    "alias": ("phoneme", "spoken", "spoken_as", "say_as", "sounds_like", "replacement", "to"),
    "language": ("lang", "locale", "language_code"),
    "lang": ("language", "locale", "language_code"),
    "text": ("input", "content", "prompt", "transcript"),
    "input": ("text", "content", "prompt"),
    "format": ("response_format", "output_format", "audio_format", "codec"),
    "response_format": ("format", "output_format", "audio_format"),
    "voice": ("voice_id", "voice_name", "speaker"),
    "speed": ("rate", "tempo"),
    "steps": ("quality", "num_steps", "total_step"),
}


def suggestion(name: str, known: Iterable[str]) -> str | None:
    """The known field ``name`` most likely stands for: a synonym's field, else a close
    spelling ("sped": "speed"), else None."""
    known = list(known)
    lowered = name.lower()
    for field in known:
        if field.lower() == lowered:
            return field
    for field in known:
        if lowered in SYNONYMS.get(field, ()):
            return field
    close = difflib.get_close_matches(lowered, known, n=1, cutoff=0.75)
    return close[0] if close else None


def unknown_field(name: str, known: Iterable[str]) -> ApiError:
    """The 400 ``unknown_field`` for ``name``, with a hint when one fits."""
    known = list(known)
    hint = suggestion(name, known)
    message = f'unknown field "{name}"'
    if hint is not None:
        message += f' -- did you mean "{hint}"?'
    else:
        message += f"; known fields: {', '.join(known)}"
    return ApiError(400, "unknown_field", message, name)


class KnownFieldsOnly:
    """For ModelSerializers: a field the serializer does not have is refused with
    :func:`unknown_field` instead of being dropped (the lexicon's "term: This field is
    required" for a body that said "grapheme")."""

    def to_internal_value(self, data):
        if isinstance(data, Mapping):
            unknown = sorted(set(data) - set(self.fields))
            if unknown:
                raise unknown_field(unknown[0], self.fields)
        return super().to_internal_value(data)


@extend_schema_field({"type": "string", "maxLength": MAX_KEY_CHARS})
class ClipKeyField(serializers.SlugRelatedField):
    """One of the tenant's clips by its id, refused unread when longer than any id."""

    def to_internal_value(self, data):
        if isinstance(data, str) and len(data) > MAX_KEY_CHARS:
            self.fail("does_not_exist", slug_name=self.slug_field, value="(too long)")
        return super().to_internal_value(data)


class AnyCase(serializers.CharField):
    """A code from a fixed lowercase set (a format, a language): ``MP3`` and ``Ko`` mean
    ``mp3`` and ``ko``. Lowered before the field's own validation, so what is checked
    and stored is the canonical spelling."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", MAX_CODE_CHARS)
        super().__init__(**kwargs)

    def to_internal_value(self, data):
        value = super().to_internal_value(data)
        return value.lower()
