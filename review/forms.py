from django import forms

from lexicon.models import LANGUAGE_CHOICES, LexiconEntry
from review.models import Flag


class FlagForm(forms.ModelForm):
    """A span of the clip's text that is said wrong. The page fills start and end from the
    reviewer's selection; typing the span is enough (its first occurrence is taken)."""

    start = forms.IntegerField(required=False, widget=forms.HiddenInput)
    end = forms.IntegerField(required=False, widget=forms.HiddenInput)

    class Meta:
        model = Flag
        fields = ["span", "expected", "category", "note", "start", "end"]
        widgets = {"note": forms.Textarea(attrs={"rows": 2, "cols": 60})}

    def __init__(self, *args, text: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.text = text

    def clean(self):
        data = super().clean()
        span, start = data.get("span", ""), data.get("start")
        if not span:
            return data
        if start is None or self.text[start : start + len(span)] != span:
            start = self.text.find(span)
        if start < 0:
            raise forms.ValidationError({"span": "this is not part of the clip's text"})
        data["start"], data["end"] = start, start + len(span)
        return data


class FixForm(forms.Form):
    """A lexicon entry to create, or to change in place, for a flagged span."""

    term = forms.CharField(label="written form", max_length=200)
    alias = forms.CharField(label="spoken as", max_length=500)
    language = forms.ChoiceField(
        choices=[("", "every language"), *LANGUAGE_CHOICES], required=False
    )
    case_sensitive = forms.BooleanField(required=False)
    whole_word = forms.BooleanField(required=False, initial=True)

    @classmethod
    def initial_for(cls, tenant, flag: Flag, lang: str) -> dict:
        """Pre-filled from the flag, or from the entry that already exists for its span."""
        entry = (
            LexiconEntry.objects.filter(tenant=tenant, term=flag.span, language__in=[lang, ""])
            .order_by("-language")
            .first()
        )
        if entry is None:
            return {"term": flag.span, "alias": flag.expected, "language": lang, "whole_word": True}
        return {
            "term": entry.term,
            "alias": flag.expected or entry.alias,
            "language": entry.language,
            "case_sensitive": entry.case_sensitive,
            "whole_word": entry.whole_word,
        }

    def entry_for(self, tenant) -> LexiconEntry:
        """The existing entry for this term and language, changed; or a new one (unsaved)."""
        data = self.cleaned_data
        entry = LexiconEntry.objects.filter(
            tenant=tenant, term=data["term"], language=data["language"]
        ).first() or LexiconEntry(tenant=tenant, term=data["term"], language=data["language"])
        entry.alias = data["alias"]
        entry.case_sensitive = data["case_sensitive"]
        entry.whole_word = data["whole_word"]
        entry.enabled = True
        return entry
