"""The shape of GET /clips/{id}/timings (synth.timings.clip_timings), for the schema."""

from rest_framework import serializers


def kind(help_text: str = '"exact" or "estimated"') -> serializers.CharField:
    # A plain string: one enum used by four fields would need ENUM_NAME_OVERRIDES.
    return serializers.CharField(help_text=help_text)


class PieceSerializer(serializers.Serializer):
    text = serializers.CharField()
    start = serializers.FloatField(help_text="seconds into the audio")
    end = serializers.FloatField()
    timing = kind('"exact": the piece was synthesized whole')


class CharacterSerializer(serializers.Serializer):
    char = serializers.CharField()
    start = serializers.FloatField()
    end = serializers.FloatField()


class WordSerializer(serializers.Serializer):
    word = serializers.CharField()
    start = serializers.FloatField()
    end = serializers.FloatField()


class TimingKindsSerializer(serializers.Serializer):
    pieces = kind()
    characters = kind()
    words = kind()


class MarkSerializer(serializers.Serializer):
    name = serializers.CharField(help_text="the SSML <mark>'s name")
    time = serializers.FloatField(help_text="seconds into the audio (exact: between chunks)")


class ClipTimingsSerializer(serializers.Serializer):
    clip = serializers.CharField(help_text="the clip's id")
    pieces = PieceSerializer(many=True, help_text="the chunks as synthesized, in order")
    marks = MarkSerializer(many=True, help_text="the SSML document's <mark>s, in order")
    characters = CharacterSerializer(
        many=True, help_text="every character of the pieces, joined by a space over each pause"
    )
    words = WordSerializer(many=True)
    timing = TimingKindsSerializer(help_text="which times are exact and which estimated")
