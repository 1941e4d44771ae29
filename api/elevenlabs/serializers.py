"""ElevenLabs' request body and answers (api/elevenlabs/views.py), as its API reference
names them; what each field means here is api/elevenlabs/vocabulary.py's."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from api.elevenlabs.vocabulary import ELEVEN_SPEED_RANGE, NORMALIZATION
from api.serializers.fields import MAX_CODE_CHARS, MAX_CONTEXT_CHARS, MAX_DOCUMENT_CHARS
from api.serializers.speech import StringsOnly, check_text
from engine.folder import MAX_SEED

MAX_REQUEST_IDS = 3  # ElevenLabs' own limit on previous_ and next_request_ids


class ElevenLabsVoiceSettingsSerializer(serializers.Serializer):
    """For the schema: what ``voice_settings`` holds (checked by
    api.elevenlabs.vocabulary.speed)."""

    speed = serializers.FloatField(
        required=False,
        allow_null=True,
        min_value=ELEVEN_SPEED_RANGE[0],
        max_value=ELEVEN_SPEED_RANGE[1],
        help_text="1.0 is normal",
    )
    stability = serializers.FloatField(required=False, allow_null=True, help_text="ignored")
    similarity_boost = serializers.FloatField(required=False, allow_null=True, help_text="ignored")
    style = serializers.FloatField(required=False, allow_null=True, help_text="ignored")
    use_speaker_boost = serializers.BooleanField(
        required=False, allow_null=True, help_text="ignored"
    )


@extend_schema_field(ElevenLabsVoiceSettingsSerializer)
class VoiceSettingsField(serializers.DictField):
    """An object, its values checked by api.elevenlabs.vocabulary.speech_params (a speed of "1.0" is
    refused there, where a FloatField would take it)."""


class ElevenLabsSpeechRequestSerializer(StringsOnly, serializers.Serializer):
    """ElevenLabs' text-to-speech body. Fields outside it are ignored, as ElevenLabs does
    (and named in ``X-TTS-Ignored``); a text field refuses what is not a string."""

    text = serializers.CharField(
        trim_whitespace=False,
        allow_blank=True,
        max_length=MAX_DOCUMENT_CHARS,
        help_text="what to say (plain text or SSML)",
    )
    model_id = serializers.CharField(
        required=False,
        allow_null=True,
        max_length=MAX_CODE_CHARS,
        help_text="accepted: one model here",
    )
    language_code = serializers.CharField(
        required=False,
        allow_null=True,
        max_length=MAX_CODE_CHARS,
        help_text="ISO 639-1 (en, ko, pt-BR read as pt); detected per sentence when unset",
    )
    voice_settings = VoiceSettingsField(required=False, allow_null=True)
    pronunciation_dictionary_locators = serializers.ListField(
        child=serializers.DictField(),
        required=False,
        allow_null=True,
        max_length=3,
        help_text="accepted; your tenant's lexicon applies instead",
    )
    seed = serializers.IntegerField(
        required=False, allow_null=True, min_value=0, max_value=MAX_SEED
    )
    apply_text_normalization = serializers.ChoiceField(
        NORMALIZATION,
        required=False,
        allow_null=True,
        help_text="off: the text is read as written (no normalizer, no lexicon)",
    )

    # Accepted and ignored (named in X-TTS-Ignored), but bounded and checked like the rest:
    # 900 KB of context and 50,000 request ids went through unread.
    previous_text = serializers.CharField(
        required=False,
        allow_null=True,
        allow_blank=True,
        trim_whitespace=False,
        max_length=MAX_CONTEXT_CHARS,
        help_text="ignored: the text before this one",
    )
    next_text = serializers.CharField(
        required=False,
        allow_null=True,
        allow_blank=True,
        trim_whitespace=False,
        max_length=MAX_CONTEXT_CHARS,
        help_text="ignored: the text after this one",
    )
    previous_request_ids = serializers.ListField(
        child=serializers.CharField(max_length=MAX_CODE_CHARS),
        required=False,
        allow_null=True,
        max_length=MAX_REQUEST_IDS,
        help_text="ignored; at most 3, as ElevenLabs",
    )
    next_request_ids = serializers.ListField(
        child=serializers.CharField(max_length=MAX_CODE_CHARS),
        required=False,
        allow_null=True,
        max_length=MAX_REQUEST_IDS,
        help_text="ignored; at most 3, as ElevenLabs",
    )
    use_pvc_as_ivc = serializers.BooleanField(required=False, allow_null=True, help_text="ignored")
    apply_language_text_normalization = serializers.BooleanField(
        required=False, allow_null=True, help_text="ignored"
    )

    def validate_text(self, value):
        return check_text(value)


class ElevenLabsQuerySerializer(serializers.Serializer):
    """The query parameters the view does not read itself: checked, then ignored."""

    enable_logging = serializers.BooleanField(required=False, help_text="ignored")


class ElevenLabsSocketQuerySerializer(ElevenLabsQuerySerializer):
    """The WebSockets' query (stream-input, multi-stream-input), checked as the REST body's
    same fields are, then read or ignored; the key, ``output_format`` and
    ``inactivity_timeout`` are the connection's to read. A flag must be one (LiveKit sends
    ``true``/``false``): ``auto_mode=maybe`` or a 5,000-character ``model_id`` went through
    unread (the forty-second hostile pass, L-3)."""

    model_id = serializers.CharField(
        required=False, allow_blank=True, max_length=MAX_CODE_CHARS, help_text="one model here"
    )
    language_code = serializers.CharField(
        required=False, allow_blank=True, max_length=MAX_CODE_CHARS
    )
    seed = serializers.IntegerField(required=False, min_value=0, max_value=MAX_SEED)
    apply_text_normalization = serializers.ChoiceField(NORMALIZATION, required=False)
    enable_ssml_parsing = serializers.BooleanField(
        required=False, help_text="ignored: an SSML document is always taken whole"
    )
    sync_alignment = serializers.BooleanField(
        required=False, help_text="ignored: every audio message carries its alignment"
    )
    auto_mode = serializers.BooleanField(
        required=False, help_text="ignored: a segment goes as soon as it is a sentence"
    )
    apply_language_text_normalization = serializers.BooleanField(
        required=False, help_text="ignored"
    )


class ElevenLabsCharacterAlignmentSerializer(serializers.Serializer):
    characters = serializers.ListField(child=serializers.CharField())
    character_start_times_seconds = serializers.ListField(child=serializers.FloatField())
    character_end_times_seconds = serializers.ListField(child=serializers.FloatField())


class AudioWithTimestampsSerializer(serializers.Serializer):
    """ElevenLabs' ``AudioWithTimestampsResponse``: a piece's start and end exact, the
    characters inside it estimated (header ``X-TTS-Timing``)."""

    audio_base64 = serializers.CharField(help_text="the audio in output_format, base64")
    alignment = ElevenLabsCharacterAlignmentSerializer(
        allow_null=True, help_text="over the text as sent"
    )
    normalized_alignment = ElevenLabsCharacterAlignmentSerializer(
        allow_null=True, help_text="over the text as normalized and spoken"
    )


class ElevenLabsVoiceSettingsResponseSerializer(serializers.Serializer):
    """A voice's settings as ElevenLabs gives them: only ``speed`` changes anything here."""

    stability = serializers.FloatField(help_text="ElevenLabs' default; ignored here")
    similarity_boost = serializers.FloatField(help_text="ElevenLabs' default; ignored here")
    style = serializers.FloatField(help_text="ElevenLabs' default; ignored here")
    use_speaker_boost = serializers.BooleanField(help_text="ElevenLabs' default; ignored here")
    speed = serializers.FloatField(help_text="1.0 is normal; a preset's own speed")


class ElevenLabsVoiceSerializer(serializers.Serializer):
    voice_id = serializers.CharField()
    name = serializers.CharField()
    category = serializers.ChoiceField(["cloned", "premade"], help_text="cloned: your preset")
    description = serializers.CharField()
    labels = serializers.DictField(child=serializers.CharField())
    preview_url = serializers.CharField(allow_null=True)
    settings = ElevenLabsVoiceSettingsResponseSerializer()
    is_owner = serializers.BooleanField()


class ElevenLabsVoicesSerializer(serializers.Serializer):
    voices = ElevenLabsVoiceSerializer(many=True)


class ElevenLabsVoicesPageSerializer(ElevenLabsVoicesSerializer):
    has_more = serializers.BooleanField()
    total_count = serializers.IntegerField()
    next_page_token = serializers.CharField(allow_null=True)


class ElevenLabsPriceSerializer(serializers.Serializer):
    amount = serializers.CharField()
    currency = serializers.CharField()


class ElevenLabsSubscriptionSerializer(serializers.Serializer):
    """ElevenLabs' ``Subscription``: the tenant's daily character quota; no billing."""

    tier = serializers.CharField()
    character_count = serializers.IntegerField(help_text="characters used today (UTC)")
    character_limit = serializers.IntegerField(
        help_text="API_DAILY_CHARS a day (2147483647: no limit)"
    )
    max_character_limit_extension = serializers.IntegerField()
    max_credit_limit_extension = serializers.IntegerField()
    can_extend_character_limit = serializers.BooleanField()
    allowed_to_extend_character_limit = serializers.BooleanField()
    next_character_count_reset_unix = serializers.IntegerField(help_text="next 00:00 UTC")
    voice_slots_used = serializers.IntegerField(help_text="your presets")
    professional_voice_slots_used = serializers.IntegerField()
    professional_voice_slots_used_in_workspace = serializers.IntegerField()
    voice_limit = serializers.IntegerField()
    voice_add_edit_counter = serializers.IntegerField()
    professional_voice_limit = serializers.IntegerField()
    can_extend_voice_limit = serializers.BooleanField()
    can_use_instant_voice_cloning = serializers.BooleanField()
    can_use_professional_voice_cloning = serializers.BooleanField()
    currency = serializers.CharField(allow_null=True)
    current_overage = ElevenLabsPriceSerializer()
    status = serializers.CharField()
    billing_period = serializers.CharField(allow_null=True)
    character_refresh_period = serializers.CharField(allow_null=True)
    next_invoice = serializers.DictField(allow_null=True)
    open_invoices = serializers.ListField(child=serializers.DictField())
    has_open_invoices = serializers.BooleanField()


class ElevenLabsUserSerializer(serializers.Serializer):
    """ElevenLabs' ``User``: the key's tenant."""

    user_id = serializers.CharField(help_text="the tenant's slug")
    workspace_id = serializers.CharField(help_text="the tenant's slug")
    first_name = serializers.CharField(help_text="the tenant's name")
    subscription = ElevenLabsSubscriptionSerializer()
    is_new_user = serializers.BooleanField()
    can_use_delayed_payment_methods = serializers.BooleanField()
    is_onboarding_completed = serializers.BooleanField()
    is_onboarding_checklist_completed = serializers.BooleanField()
    is_api_key_hashed = serializers.BooleanField()
    xi_api_key_preview = serializers.CharField(help_text="the key's start: tts_<prefix>_…")
    created_at = serializers.IntegerField(help_text="when the tenant was made (Unix time)")
    seat_type = serializers.CharField()


# ElevenLabs' error shape, for the OpenAPI schema (api/elevenlabs/envelope.py builds the
# bodies).
class ElevenLabsErrorDetailSerializer(serializers.Serializer):
    status = serializers.CharField(help_text="ElevenLabs' word for it, else our code")
    message = serializers.CharField()
    code = serializers.CharField(help_text="our stable error code")
    param = serializers.CharField(allow_null=True, help_text="the request field at fault")


class ElevenLabsErrorSerializer(serializers.Serializer):
    detail = ElevenLabsErrorDetailSerializer()
