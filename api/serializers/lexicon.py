from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from api.errors import ApiError
from api.serializers import examples
from api.serializers.fields import KnownFieldsOnly
from api.serializers.speech import StringsOnly
from lexicon.models import ENTRY_EXISTS, TOO_LARGE, EntryExists, LexiconChange, LexiconEntry


@extend_schema_serializer(examples=examples.LEXICON_ENTRY)
class LexiconEntrySerializer(KnownFieldsOnly, StringsOnly, serializers.ModelSerializer):
    class Meta:
        model = LexiconEntry
        fields = ["id", *LexiconEntry.CONTENT_FIELDS, "updated_at"]
        read_only_fields = ["id", "needs_alias", "updated_at"]

    def validate(self, attrs):
        """The model's own rules (an enabled entry needs an alias; one entry per written
        form and language), checked here so they come back as 400s, not 500s."""
        tenant = self.context["request"].auth
        entry = LexiconEntry(tenant=tenant, **{**self._current(), **attrs})
        entry.pk = self.instance.pk if self.instance else None
        try:
            entry.clean()  # EntryExists too: a 400 on the term, as any field's error
        except DjangoValidationError as exc:
            for field, errors in exc.error_dict.items():
                if any(error.code == TOO_LARGE for error in errors):
                    raise ApiError(400, TOO_LARGE, errors[0].messages[0], field) from None
            raise serializers.ValidationError(exc.message_dict) from None
        attrs["term"] = entry.term
        return attrs

    def create(self, validated_data):
        via = validated_data.pop("changed_via", "")
        entry = LexiconEntry(**validated_data)
        entry.changed_via = via  # recorded in the history with the change
        saved(entry)
        return entry

    def update(self, instance, validated_data):
        instance.changed_via = validated_data.pop("changed_via", "")
        for field, value in validated_data.items():
            setattr(instance, field, value)
        saved(instance)
        return instance

    def _current(self) -> dict:
        return self.instance.snapshot() if self.instance is not None else {}


def saved(entry: LexiconEntry) -> None:
    """Save ``entry``; a term another request stored since validate() checked it (two
    creates at once) is 409 ``entry_exists``, not an IntegrityError's 500."""
    try:
        entry.save()
    except EntryExists as exc:
        raise ApiError(409, ENTRY_EXISTS, exc.messages[0], "term") from None


class LexiconChangeSerializer(serializers.ModelSerializer):
    class Meta:
        model = LexiconChange
        fields = ["id", "term", "action", "via", "at", "before", "after", "version"]


class ImportQuerySerializer(serializers.Serializer):
    """An import's query: ``all_languages`` a flag, as every boolean the API takes
    (``yes``, ``on``, ``maybe`` imported for the file's language only: the forty-fourth
    hostile pass, L-2)."""

    all_languages = serializers.BooleanField(
        required=False, allow_null=True, help_text="import every lexeme whatever its language"
    )
