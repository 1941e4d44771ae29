from django.conf import settings
from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers

from api.auth import signed_audio_url
from api.errors import ApiError, first_error
from api.serializers import examples
from api.serializers.fields import MAX_DOCUMENT_CHARS, AnyCase
from api.serializers.speech import SpeechParamsSerializer, StrictSerializer
from engine.audio import FORMATS, audio_format
from engine.errors import InputError


class BatchItemSerializer(SpeechParamsSerializer):
    """An item: what POST /speech takes to decide the audio, and the ``format`` its clip
    is wanted in (written by the job, so fetching it in that format encodes nothing).
    Not ``wait``, ``stream`` or ``fallback``: a batch answers at once, with its progress."""

    format = AnyCase(
        required=False,
        help_text=f"one of {', '.join(FORMATS)}: the job writes the clip in it too "
        "(default: only the stored FLAC; other formats are made when first fetched)",
    )

    def validate_format(self, value):
        return audio_format(value).name  # UnsupportedFormat: 400 "unsupported_format"


class BatchDefaultsSerializer(BatchItemSerializer):
    """What ``defaults`` holds: any of an item's fields, none required."""

    text = serializers.CharField(
        trim_whitespace=False, allow_blank=True, required=False, max_length=MAX_DOCUMENT_CHARS
    )
    raw = serializers.BooleanField(required=False, help_text="skip the normalizer")


@extend_schema_field(BatchItemSerializer)
class BatchItemField(serializers.DictField):
    """An item: the fields of BatchItemSerializer, checked by the view once ``defaults``
    fill it in (so that an error names the item)."""


@extend_schema_field(BatchDefaultsSerializer)
class BatchDefaultsField(serializers.DictField):
    """``defaults``: checked as BatchDefaultsSerializer, kept as sent for the items."""


@extend_schema_serializer(examples=examples.BATCH)
class BatchSerializer(StrictSerializer):
    """Many texts to pre-render: each item takes the fields of POST /speech that decide
    the audio and its format (not wait, stream or fallback); ``defaults`` fills what an
    item leaves out. Items are checked one by one in the view, so an error names the field
    where the user wrote it: ``items.<i>.<field>`` or ``defaults.<field>``."""

    items = serializers.ListField(child=BatchItemField(), allow_empty=False)
    defaults = BatchDefaultsField(required=False, default=dict)

    def validate_items(self, items):
        limit = settings.API_MAX_BATCH_ITEMS
        if len(items) > limit:
            raise serializers.ValidationError(f"at most {limit} items per batch")
        return items

    def validate_defaults(self, defaults):
        """Checked on their own too, so that an error names ``defaults.<field>``."""
        try:
            BatchDefaultsSerializer(data=defaults).is_valid(raise_exception=True)
        except serializers.ValidationError as exc:
            field, message = first_error(exc.detail)
            raise ApiError(400, "invalid", f"defaults: {message}", f"defaults.{field}") from None
        except ApiError as exc:
            exc.field = f"defaults.{exc.field}" if exc.field else "defaults"
            raise
        except InputError as exc:
            field = f"defaults.{exc.field or 'text'}"
            raise ApiError(400, exc.code, f"defaults: {exc}", field) from None
        return defaults


def batch_json(batch, progress: dict) -> dict:
    items = []
    for item, state, clip in progress["items"]:
        entry = {
            "position": item.position,
            "status": state,
            "clip": clip.key if clip else None,
            "audio_url": item_audio_url(item, clip) if clip else None,
            "error": None,
        }
        if state == "failed":
            entry["error"] = {"code": item.job.error_code, "message": item.job.error_message}
        items.append(entry)
    return {
        "id": str(batch.id),
        "created": batch.created,
        "total": progress["total"],
        "done": progress["done"],
        "failed": progress["failed"],
        "expired": progress["expired"],
        "pending": progress["pending"],
        "items": items,
    }


def item_audio_url(item, clip) -> str:
    """The clip's signed audio link, in the format the item asked for (if it did)."""
    url = signed_audio_url(clip)
    formats = item.formats or []  # synth.batches.shown_items
    return f"{url}&format={formats[0]}" if formats else url
