from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from api.errors import ApiError
from api.serializers import examples
from api.serializers.fields import KnownFieldsOnly
from api.serializers.speech import StringsOnly
from webhooks.models import EVENT_NAMES, DuplicateUrl, Endpoint, check_unique_url
from webhooks.targets import TargetRefused, checked_url


@extend_schema_serializer(examples=examples.WEBHOOK)
class WebhookEndpointSerializer(KnownFieldsOnly, StringsOnly, serializers.ModelSerializer):
    url = serializers.URLField(
        max_length=500, help_text="https:// to a public address; events are POSTed here"
    )
    events = serializers.ListField(
        child=serializers.ChoiceField(choices=EVENT_NAMES),
        required=False,
        max_length=len(EVENT_NAMES),
        help_text="the events to send (batch.finished, job.failed, quota.threshold); "
        "empty or left out: every event",
    )

    class Meta:
        model = Endpoint
        fields = ["id", "url", "events", "description", "active", "created"]
        read_only_fields = ["id", "created"]

    def validate_url(self, url):
        request = self.context.get("request")
        tenant = getattr(request, "auth", None)
        try:
            checked_url(url)  # no lookup here: a name's addresses are checked at delivery
        except TargetRefused as exc:
            raise ApiError(400, exc.code, str(exc), "url") from None
        try:
            check_unique_url(tenant, url, self.instance)
        except DuplicateUrl as exc:
            raise ApiError(400, exc.code, str(exc), "url") from None
        return url

    def validate_events(self, events):
        return sorted(set(events))


class NewWebhookEndpointSerializer(WebhookEndpointSerializer):
    """The answer to a create: the endpoint with its signing secret, shown this once."""

    secret = serializers.CharField(read_only=True, help_text="signs every event; shown once")

    class Meta(WebhookEndpointSerializer.Meta):
        fields = [*WebhookEndpointSerializer.Meta.fields, "secret"]
