"""POST /batches (many texts to pre-render) and GET /batches/{id} (progress)."""

import uuid
from contextlib import contextmanager
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
from metering.limits import batch_requests
from synth import flow, voices
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
        """A batch counts against API_RATE as the requests its items would take sent one
        by one (metering.limits.batch_requests, as a test set's render does). Counted
        before the view runs and never given back: every item is planned (normalized)
        here before the batch can be refused by a late item, so it costs what those
        requests cost."""
        data = request.data if isinstance(request.data, dict) else {}
        items = data.get("items")
        count = len(items) if isinstance(items, list) else 0
        return batch_requests(count, self.characters(request))

    @extend_schema(
        request=BatchSerializer,
        responses={202: OpenApiTypes.OBJECT, 400: ERROR, 401: ERROR, 413: ERROR, 429: ERROR},
    )
    def post(self, request):
        """Check every item, then plan every item (all or nothing: one bad item refuses
        the batch, naming it), store them, and queue as many as the queue takes now; the
        rest follow. What can be checked without planning (the fields, preset and voice
        names, formats) is checked for every item first, so a batch refused for one is
        refused before any item is normalized."""
        serializer = BatchSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        defaults = serializer.validated_data["defaults"]
        items = serializer.validated_data["items"]
        presets = set(request.auth.presets.values_list("name", flat=True))
        checked = [self.check_item(i, item, defaults, presets) for i, item in enumerate(items)]
        planned = [
            self.plan_item(request, i, item, defaults, data)
            for i, (item, data) in enumerate(zip(items, checked, strict=True))
        ]
        plans = [plan for plan, _ in planned]
        formats = [wanted for _, wanted in planned]
        batch = pipeline.begin_batch(request.auth, caller(request), "batches", plans, formats)
        location = reverse("api:batch", args=[batch.id])
        return Response(paged(request, batch, 1), status=202, headers={"Location": location})

    @staticmethod
    def check_item(i: int, item: dict, defaults: dict, presets: set[str]) -> dict:
        """One item with ``defaults`` filling what it leaves out, checked like POST /speech
        without planning it: its fields (types, lengths, format), and that its preset and
        voice name one (``presets``: the tenant's preset names). Its validated data."""
        with named_where_written(i, item, defaults):
            params = BatchItemSerializer(data={**defaults, **item})
            params.is_valid(raise_exception=True)
            data = dict(params.validated_data)
            if data.get("preset") is not None and data["preset"] not in presets:
                raise flow.UnknownPreset(f"you have no preset named {data['preset']!r}")
            if data.get("voice") is not None:
                voices.check_name(data["voice"], presets)
            return data

    @staticmethod
    def plan_item(request, i: int, item: dict, defaults: dict, data: dict):
        """An item checked by :meth:`check_item` (``data``), planned: the plan and the
        formats its job writes."""
        with named_where_written(i, item, defaults):
            data = dict(data)
            fmt = data.pop("format", None)
            plan = flow.plan(flow.SpeechRequest(request.auth, **data))
            return plan, ((fmt,) if fmt else ())


@contextmanager
def named_where_written(i: int, item: dict, defaults: dict):
    """An error checking or planning item ``i`` names the field where the user wrote it:
    ``items.<i>.<field>``, or ``defaults.<field>`` for a default's."""

    def where(field: str | None) -> tuple[str, str]:
        if field is not None and field not in item and field in defaults:
            return f"defaults.{field}", "defaults"
        return (f"items.{i}.{field}" if field else f"items.{i}"), f"item {i}"

    try:
        yield
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
    pages = Paginator(shown_items(batch), settings.REST_FRAMEWORK["PAGE_SIZE"])
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
