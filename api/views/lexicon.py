"""The tenant's lexicon over the API: entries, history, PLS import and export."""

from django.db import transaction
from django.http import StreamingHttpResponse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.parsers import FileUploadParser, MultiPartParser
from rest_framework.response import Response

from api.auth import caller
from api.errors import ApiError
from api.filters import LexiconEntryFilter
from api.serializers.lexicon import (
    ImportQuerySerializer,
    LexiconChangeSerializer,
    LexiconEntrySerializer,
)
from api.views.speech import ERROR
from lexicon import pls
from lexicon.imports import (
    ImportBusy,
    charge_entries,
    export_pieces,
    import_pls,
    import_requests,
    one_import_at_a_time,
    refusal_text,
)
from lexicon.models import LANGUAGE_CHOICES, LexiconEntry, lexicon_requests
from tenancy.models import Tenant


class PlsParser(FileUploadParser):
    """A PLS file sent as the raw request body."""

    media_type = "application/pls+xml"

    def get_filename(self, stream, media_type, parser_context):
        return "upload.pls"


def via(request) -> str:
    return f"API key {caller(request).key}"


def documented(serializer, filtered: bool = False) -> dict:
    """extend_schema_view() arguments for a ModelViewSet over ``serializer``: every status
    each action answers, errors included (a page past the end is a 404; a bad filter value
    a 400 when the list is ``filtered``). The filters document themselves, from the
    view's ``filterset_class``."""
    many, one = serializer(many=True), serializer
    listed = {200: many, 401: ERROR, 404: ERROR} | ({400: ERROR} if filtered else {})
    return {
        "list": extend_schema(responses=listed),
        "create": extend_schema(responses={201: one, 400: ERROR, 401: ERROR}),
        "retrieve": extend_schema(responses={200: one, 401: ERROR, 404: ERROR}),
        "update": extend_schema(responses={200: one, 400: ERROR, 401: ERROR, 404: ERROR}),
        "partial_update": extend_schema(responses={200: one, 400: ERROR, 401: ERROR, 404: ERROR}),
        "destroy": extend_schema(responses={204: None, 401: ERROR, 404: ERROR}),
    }


@extend_schema_view(**documented(LexiconEntrySerializer, filtered=True))
class LexiconEntryViewSet(viewsets.ModelViewSet):
    """Lexicon entries of the calling tenant. Filters: ?language=, ?enabled=, ?search=."""

    serializer_class = LexiconEntrySerializer
    filterset_class = LexiconEntryFilter

    def requests(self, request) -> int:
        """What this request costs in requests of API_RATE (api.throttles): an export, and
        a write (after which every process compiles the lexicon again), count by the
        lexicon's characters and entries (lexicon.models.lexicon_requests); an import by
        its body's size (lexicon.imports.import_requests), then by its entries once read."""
        if self.action == "import_":
            length = request.META.get("CONTENT_LENGTH") or ""
            size = int(length) if length.isdigit() and len(length) < 13 else 0
            request.import_charged = import_requests(request.auth.pk, size)
            return request.import_charged
        if self.action in ("export", "create", "update", "partial_update", "destroy"):
            return lexicon_requests(request.auth.pk)
        return 1

    def get_queryset(self):
        entries = LexiconEntry.objects.filter(tenant=self.request.auth)
        return entries.order_by("term", "language")

    # A write is checked against the lexicon's limits and saved holding the tenant's row
    # (SQLite's BEGIN IMMEDIATE, PostgreSQL's row lock): checked apart, 16 creates at once
    # with room for one made 4 and passed 500,000 characters (the twenty-first pass, L-4).
    def create(self, request, *args, **kwargs):
        with transaction.atomic():
            _lock_tenant(request.auth)
            return super().create(request, *args, **kwargs)

    def update(self, request, *args, **kwargs):
        with transaction.atomic():
            _lock_tenant(request.auth)
            return super().update(request, *args, **kwargs)

    # A delete finds its entry holding the tenant's row too: deletes (and writes) racing
    # for one entry found it each, and each wrote a "deleted" history row and a new version
    # (the twenty-fourth pass, L-D: four DELETEs of one entry answered 204).
    def destroy(self, request, *args, **kwargs):
        with transaction.atomic():
            _lock_tenant(request.auth)
            return super().destroy(request, *args, **kwargs)

    def perform_create(self, serializer):
        serializer.save(tenant=self.request.auth, changed_via=via(self.request))

    def perform_update(self, serializer):
        serializer.save(changed_via=via(self.request))

    def perform_destroy(self, instance):
        instance.changed_via = via(self.request)
        instance.delete()

    @extend_schema(responses={200: LexiconChangeSerializer(many=True), 401: ERROR, 404: ERROR})
    @action(detail=False, methods=["get"])
    def history(self, request):
        """The lexicon's change history, newest first."""
        changes = request.auth.lexicon_changes.all()
        page = self.paginate_queryset(changes)
        return self.get_paginated_response(LexiconChangeSerializer(page, many=True).data)

    @extend_schema(
        parameters=[OpenApiParameter("lang", str, description="language to export (default en)")],
        responses={(200, "application/pls+xml"): OpenApiTypes.BINARY, 400: ERROR, 401: ERROR},
    )
    @action(detail=False, methods=["get"], url_path="export")
    def export(self, request):
        """The entries for one language (and all-language entries) as W3C PLS 1.0."""
        lang = request.query_params.get("lang", "en")
        if lang not in dict(LANGUAGE_CHOICES):
            raise ApiError(400, "unsupported_language", f"unknown language {lang!r}", "lang")
        # Streamed a page at a time: a 50,000-entry export held a pool thread for seconds.
        response = StreamingHttpResponse(
            export_pieces(request.auth, lang), content_type="application/pls+xml"
        )
        response["Content-Disposition"] = f'attachment; filename="{request.auth.slug}-{lang}.pls"'
        return response

    @extend_schema(
        request={
            "application/pls+xml": OpenApiTypes.BINARY,
            "multipart/form-data": {
                "type": "object",
                "properties": {"file": {"type": "string", "format": "binary"}},
            },
        },
        parameters=[OpenApiParameter("all_languages", bool)],
        responses={200: OpenApiTypes.OBJECT, 400: ERROR, 401: ERROR, 413: ERROR, 415: ERROR},
    )
    @action(
        detail=False,
        methods=["post"],
        url_path="import",
        parser_classes=[PlsParser, MultiPartParser],
    )
    def import_(self, request):
        """Import a PLS 1.0 file (the body, or a multipart field "file"): checked whole, then
        written; nothing is written if any of it is refused."""
        upload = request.data.get("file")
        if upload is None:
            raise ApiError(
                400, "missing_file", "send the PLS file as the body or field 'file'", "file"
            )
        if upload.size > pls.MAX_BYTES:
            raise ApiError(413, "file_too_large", f"the limit is {pls.MAX_BYTES:,} bytes", "file")
        flag = ImportQuerySerializer(data=request.query_params)
        flag.is_valid(raise_exception=True)
        all_languages = bool(flag.validated_data.get("all_languages"))
        charged = getattr(request, "import_charged", 1)
        try:
            # Not in a transaction here: the file is read and checked before import_pls
            # takes the database's write lock (SQLite's is the whole database's).
            with one_import_at_a_time(request.auth.pk):
                report = import_pls(
                    request.auth,
                    upload.read(),
                    None,
                    all_languages,
                    via(request),
                    charge=lambda entries: charge_entries(request.auth, entries, charged),
                )
        except ImportBusy:
            message = "another import of your lexicon is being written; try again in a few seconds"
            raise ApiError(503, "import_busy", message, headers={"Retry-After": "5"}) from None
        except pls.PlsError as exc:
            code = getattr(exc, "code", "invalid_pls")
            raise ApiError(400, code, refusal_text(exc), "file") from None
        request.auth.refresh_from_db(fields=["lexicon_version"])
        return Response(
            {
                "language": report.language,
                "created": report.created,
                "updated": report.updated,
                "unchanged": report.unchanged,
                "needs_alias": report.needs_alias,
                "lexicon_version": request.auth.lexicon_version,
            }
        )


def _lock_tenant(tenant) -> None:
    """The tenant's row, locked until the transaction ends (SQLite's writers take turns)."""
    list(Tenant.objects.select_for_update().filter(pk=tenant.pk).values_list("pk"))
