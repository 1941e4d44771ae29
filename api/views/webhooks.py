"""The calling tenant's webhook endpoints: list, create (the answer shows the signing
secret, once), read, change and delete."""

from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import status, viewsets
from rest_framework.response import Response

from api.errors import ApiError
from api.serializers.webhooks import NewWebhookEndpointSerializer, WebhookEndpointSerializer
from api.views.lexicon import documented
from api.views.speech import ERROR
from webhooks.models import DuplicateUrl, Endpoint, EndpointLimitReached

DOCUMENTED = {
    **documented(WebhookEndpointSerializer),
    "create": extend_schema(
        responses={201: NewWebhookEndpointSerializer, 400: ERROR, 401: ERROR, 409: ERROR}
    ),
}


@extend_schema_view(**DOCUMENTED)
class WebhookEndpointViewSet(viewsets.ModelViewSet):
    """The calling tenant's webhook endpoints (docs/API.md, "Webhooks")."""

    serializer_class = WebhookEndpointSerializer

    def get_queryset(self):
        return Endpoint.objects.filter(tenant=self.request.auth).order_by("created", "pk")

    def create(self, request, *args, **kwargs):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        try:
            endpoint = serializer.save(tenant=request.auth)
        except EndpointLimitReached as exc:
            raise ApiError(409, exc.code, str(exc)) from None
        except DuplicateUrl as exc:  # made at the same moment by another request
            raise ApiError(400, exc.code, str(exc), "url") from None
        answer = NewWebhookEndpointSerializer(endpoint, context=self.get_serializer_context())
        return Response(answer.data, status=status.HTTP_201_CREATED)

    def perform_update(self, serializer):
        try:
            serializer.save()
        except DuplicateUrl as exc:  # another request's change at the same moment
            raise ApiError(400, exc.code, str(exc), "url") from None
