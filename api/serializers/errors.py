"""The error shapes, for the OpenAPI schema (api/errors.py builds the bodies)."""

from rest_framework import serializers


class ErrorDetailSerializer(serializers.Serializer):
    code = serializers.CharField(help_text="stable and machine-readable, e.g. 'unknown_preset'")
    message = serializers.CharField(help_text="for people")
    field = serializers.CharField(allow_null=True, help_text="the request field at fault")


class ErrorSerializer(serializers.Serializer):
    error = ErrorDetailSerializer()


class ElevenLabsErrorDetailSerializer(serializers.Serializer):
    status = serializers.CharField(help_text="ElevenLabs' word for it, else our code")
    message = serializers.CharField()
    code = serializers.CharField(help_text="our stable error code")
    param = serializers.CharField(allow_null=True, help_text="the request field at fault")


class ElevenLabsErrorSerializer(serializers.Serializer):
    detail = ElevenLabsErrorDetailSerializer()
