"""Our error shape, for the OpenAPI schema (api/errors.py builds the bodies; the vendors'
shapes are in api/openai/serializers.py and api/elevenlabs/serializers.py)."""

from rest_framework import serializers


class ErrorDetailSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="stable and machine-readable, e.g. 'unknown_preset'")
    message = serializers.CharField(help_text="for people")
    field = serializers.CharField(allow_null=True, help_text="the request field at fault")


class ErrorSerializer(serializers.Serializer):
    error = ErrorDetailSerializer()
