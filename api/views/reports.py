"""POST /clips/{id}/report: a tenant's app passes on an end user's "this sounds wrong".

The clip goes to the head of the review queue with the report attached (review.queue);
a reviewer's approve or flag answers it. Only the tenant's own clips can be reported:
another tenant's clip is a 404, like a missing one.
"""

from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework.decorators import api_view
from rest_framework.response import Response

from api.auth import caller
from api.errors import ApiError
from api.serializers.reports import ReportSerializer
from api.views.clips import find_clip
from api.views.speech import ERROR
from review import queue

EXAMPLE = OpenApiExample(
    "a mispronounced word",
    value={"reason": "It says 'sass' as 'S-A-A-S'", "category": "mispronounced"},
    request_only=True,
)


@extend_schema(
    operation_id="clips_report",
    request=ReportSerializer,
    examples=[EXAMPLE],
    responses={
        201: ReportSerializer,
        200: ReportSerializer,  # the same open report, sent again
        400: ERROR,
        401: ERROR,
        404: ERROR,
        429: ERROR,
    },
)
@api_view(["POST"])
def report_clip(request, clip_id: str):
    """Report a clip of yours that sounds wrong (201). The same reason and category sent
    again from the same key, while the report is open, answers the stored report (200).
    A clip with 20 open reports refuses more (429 ``too_many_reports``) until a reviewer
    answers them."""
    clip = find_clip(request.auth, clip_id)
    serializer = ReportSerializer(data=request.data)
    serializer.is_valid(raise_exception=True)
    found = caller(request)
    try:
        report, new = queue.report(
            clip,
            serializer.validated_data["reason"],
            serializer.validated_data["category"],
            found.key if found is not None else None,
        )
    except queue.TooManyReports as error:
        raise ApiError(429, "too_many_reports", str(error)) from None
    return Response(ReportSerializer(report).data, status=201 if new else 200)
