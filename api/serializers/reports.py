"""An end user's report on a clip (POST /clips/{id}/report)."""

from rest_framework import serializers

from api.serializers.fields import KnownFieldsOnly
from api.serializers.speech import StringsOnly
from review.models import Report


class ReportSerializer(KnownFieldsOnly, StringsOnly, serializers.ModelSerializer):
    """A reason must be a string (not a number coerced to one) and an unknown field is
    named, as on every other write of the API."""

    clip = serializers.CharField(source="clip.key", read_only=True)
    reason = serializers.CharField(
        max_length=Report.REASON_MAX,
        help_text="what sounds wrong, in the end user's words (at most "
        f"{Report.REASON_MAX} characters)",
    )
    category = serializers.ChoiceField(
        choices=Report.Category.choices,
        default=Report.Category.OTHER,
        help_text="what kind of problem it is",
    )
    open_reports = serializers.SerializerMethodField(
        help_text="how many reports on the clip wait for a reviewer"
    )

    class Meta:
        model = Report
        fields = ["id", "clip", "reason", "category", "created", "open_reports"]
        read_only_fields = ["id", "created"]

    def get_open_reports(self, report: Report) -> int:
        return Report.objects.filter(clip_id=report.clip_id, resolved=False).count()
