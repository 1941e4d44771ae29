"""The sentence cache in the admin: what each tenant keeps (synth.Sentence, one row per
chunk's audio), how long it is, how often it was reused and when last, and what it takes.

A page to look at: rows come from synthesis and go with housekeeping. Staff see only their
tenants' sentences; superusers see all.
"""

from django.contrib import admin
from django.template.defaultfilters import filesizeformat

from core.admin_filters import LanguageFilter
from synth.models import Sentence
from tenancy.scoping import OWN_TENANTS, ReadOnlyAdmin


@admin.register(Sentence)
class SentenceAdmin(ReadOnlyAdmin):
    list_display = ["said", "lang", "seconds", "uses", "last_used", "stored", "created", "tenant"]
    list_filter = [
        OWN_TENANTS,
        ("lang", LanguageFilter),  # only the languages of one's sentences
    ]
    search_fields = ["text"]
    ordering = ["-last_used", "-created"]
    list_per_page = 100
    fields = [
        "tenant",
        "said",
        "lang",
        "seconds",
        "uses",
        "last_used",
        "created",
        "stored",
        "synthesis_seconds",
        "speed",
        "steps",
        "seed",
        "lexicon_version",
        "voice_digest",
        "model_fingerprint",
        "key",
    ]
    readonly_fields = ["said", "seconds", "stored"]

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("tenant")

    @admin.display(description="text", ordering="text")
    def said(self, sentence):
        # The model text without its language tags: what the chunk says.
        lang = sentence.lang
        return sentence.text.removeprefix(f"<{lang}>").removesuffix(f"</{lang}>")

    # Every sentence of a model has its sample rate: samples order them by length.
    @admin.display(description="seconds", ordering="samples")
    def seconds(self, sentence):
        return f"{sentence.duration:.2f}" if sentence.sample_rate else "—"

    @admin.display(description="size", ordering="size")
    def stored(self, sentence):
        return filesizeformat(sentence.size)
