from django.conf import settings
from rest_framework import serializers

from api.auth import signed_audio_url
from api.serializers.speech import StrictSerializer


class BatchSerializer(StrictSerializer):
    """Many texts to pre-render: each item takes the fields of POST /speech (but format
    and wait); ``defaults`` fills what an item leaves out. Items are checked one by one
    in the view, so an error names the item."""

    items = serializers.ListField(child=serializers.DictField(), allow_empty=False)
    defaults = serializers.DictField(required=False, default=dict)

    def validate_items(self, items):
        limit = settings.API_MAX_BATCH_ITEMS
        if len(items) > limit:
            raise serializers.ValidationError(f"at most {limit} items per batch")
        return items


def batch_json(batch, progress: dict) -> dict:
    items = []
    for item, state, clip in progress["items"]:
        entry = {
            "position": item.position,
            "status": state,
            "clip": clip.key if clip else None,
            "audio_url": signed_audio_url(clip) if clip else None,
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
        "pending": progress["pending"],
        "items": items,
    }
