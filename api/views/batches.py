"""POST /batches (many texts to pre-render) and GET /batches/{id} (progress)."""

import uuid
from urllib.parse import urlencode

from django.conf import settings
from django.core.paginator import InvalidPage, Paginator
from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from api import pipeline
from api.auth import caller
from api.errors import ApiError, api_error, first_error, input_status
from api.serializers.batches import BatchItemSerializer, BatchSerializer, batch_json
from api.views.speech import ERROR
from engine.errors import InputError
from synth import flow
from synth.batches import feed, progress, shown_items
from synth.models import Batch


class BatchCreateView(APIView):
    counts_characters = True  # every item's text counts against the daily quota

    def characters(self, request) -> int:
        """The texts as sent, before validation (api.throttles); charge_planned adds
        what normalizing makes longer. A non-string text is refused later: not counted."""
        data = request.data if isinstance(request.data, dict) else {}
        items = data.get("items") if isinstance(data.get("items"), list) else []
        default = (
            (data.get("defaults") or {}).get("text", "")
            if isinstance(data.get("defaults"), dict)
            else ""
        )
        texts = [i.get("text", default) if isinstance(i, dict) else "" for i in items]
        return sum(len(t) for t in texts if isinstance(t, str))

    def requests(self, request) -> int:
        """A batch counts against API_RATE as the requests its text would take sent one
        by one at the longest (API_MAX_TEXT_CHARS each): it is planned here, every item
        normalized, before it can be refused, so it costs what those requests cost."""
        return max(1, -(-self.characters(request) // settings.API_MAX_TEXT_CHARS))

    @extend_schema(
        request=BatchSerializer,
        responses={202: OpenApiTypes.OBJECT, 400: ERROR, 401: ERROR, 413: ERROR, 429: ERROR},
    )
    def post(self, request):
        """Plan every item (all or nothing: one bad item refuses the batch, naming it),
        store them, and queue as many as the queue takes now; the rest follow."""
        serializer = BatchSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        defaults = serializer.validated_data["defaults"]
        planned = [
            self.plan_item(request, i, item, defaults)
            for i, item in enumerate(serializer.validated_data["items"])
        ]
        plans = [plan for plan, _ in planned]
        formats = [wanted for _, wanted in planned]
        batch = pipeline.begin_batch(request.auth, caller(request), "batches", plans, formats)
        location = reverse("api:batch", args=[batch.id])
        return Response(paged(request, batch, 1), status=202, headers={"Location": location})

    @staticmethod
    def plan_item(request, i: int, item: dict, defaults: dict):
        """One item with ``defaults`` filling what it leaves out, checked like POST
        /speech: the plan and the formats its job writes. An error names the field where
        the user wrote it: ``items.<i>.<field>``, or ``defaults.<field>`` for a default's."""

        def where(field: str | None) -> tuple[str, str]:
            if field is not None and field not in item and field in defaults:
                return f"defaults.{field}", "defaults"
            return (f"items.{i}.{field}" if field else f"items.{i}"), f"item {i}"

        try:
            params = BatchItemSerializer(data={**defaults, **item})
            params.is_valid(raise_exception=True)
            data = dict(params.validated_data)
            fmt = data.pop("format", None)
            plan = flow.plan(flow.SpeechRequest(request.auth, **data))
            return plan, ((fmt,) if fmt else ())
        except ValidationError as exc:
            field, message = first_error(exc.detail)
            path, who = where(field)
            raise ApiError(400, "invalid", f"{who}: {message}", path) from None
        except (ApiError, flow.FlowError) as exc:
            error = api_error(exc) if isinstance(exc, flow.FlowError) else exc
            error.field = where(error.field)[0]
            raise error from None
        except InputError as exc:
            path, who = where(exc.field or "text")
            raise ApiError(input_status(exc), exc.code, f"{who}: {exc}", path) from None


class BatchDetailView(APIView):
    @extend_schema(responses={200: OpenApiTypes.OBJECT, 401: ERROR, 404: ERROR})
    def get(self, request, batch_id: str):
        """Progress: how many items are done, failed or pending, and a page of the items
        (``?page=``), each with its clip."""
        try:
            pk = uuid.UUID(batch_id)
        except ValueError:
            pk = None
        batch = Batch.objects.filter(tenant=request.auth, pk=pk).first()
        if batch is None:
            raise ApiError(404, "not_found", "no such batch")
        feed(batch)
        return Response(paged(request, batch, request.query_params.get("page", 1)))


def paged(request, batch: Batch, number) -> dict:
    """The batch's counts and one page of its items (``?page=``, PAGE_SIZE each), with the
    links to the pages beside it: a fixed number of queries whatever the batch's size."""
    pages = Paginator(shown_items(batch, plans=False), settings.REST_FRAMEWORK["PAGE_SIZE"])
    try:
        page = pages.page(number)
    except InvalidPage:
        raise ApiError(404, "not_found", "no such page of this batch", "page") from None
    url = request.build_absolute_uri(reverse("api:batch", args=[batch.id]))

    def link(n: int) -> str:
        return f"{url}?{urlencode({'page': n})}"

    body = batch_json(batch, progress(batch, page))
    body["next"] = link(page.next_page_number()) if page.has_next() else None
    body["previous"] = link(page.previous_page_number()) if page.has_previous() else None
    return body
