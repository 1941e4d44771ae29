"""From a tenant's request to a planned clip: preset, normalizer, validation, cache key.

Runs in the web process: it reads the model folder's files (indexer, voices) to refuse
bad requests at once, but never loads onnxruntime or the graphs.
"""

import hashlib
import json
from dataclasses import dataclass

from django.conf import settings

from engine import contract
from engine.errors import InvalidParameter, TextTooLong, UnsupportedCharacters
from engine.finishing import DEFAULT_TRUE_PEAK, Finish
from engine.folder import Chunking, Part, Request
from engine.styles import Style
from lexicon.models import VoicePreset, default_preset
from synth import reading, voices
from synth.conf import model_folder
from synth.models import PlannedStyle
from tenancy.models import Tenant


@dataclass(frozen=True)
class Plan:
    """A validated request, ready to be looked up in the cache or given to a worker."""

    tenant: Tenant
    preset: VoicePreset | None
    text: str
    normalized_text: str
    explanation: list
    voice: str  # built-in name, "style:<digest>" or "blend:<parts>" (synth.voices)
    style: Style
    request: Request  # lang, chunks, speed, steps, seed, silence, as the engine takes them
    lexicon_version: int
    fingerprint: str
    key: str
    chunking: Chunking
    # How the text was read (synth.reading): detection, SSML, dropped characters, marks
    # (each with the chunk it starts; None: the end), the words as sent without markup,
    # and the parts the engine reads (none: the whole text, one way).
    reading: dict
    spoken: str
    parts: tuple[Part, ...] = ()
    finish: Finish = Finish()  # loudness, peak limit, trimmed edges (none: as synthesized)
    recipe: tuple = ()  # a blend: its parts (synth.voices.Voice.recipe)

    def job_params(self) -> dict:
        """What a worker needs: JSON-safe, independent of later lexicon or preset edits."""
        r = self.request
        # A built-in voice by name; anything else (an uploaded style, a blend) by its
        # digest, the tensors kept once (keep_style), so the worker synthesizes exactly what
        # was planned and keyed and a plan stays as small as its text (hostile pass 33, H-1).
        # A blend by its parts (a built-in voice by name, an uploaded one by digest), which
        # a worker mixes again: a request may name any weights, and a stored blend would be
        # a style kept per weight (the thirty-fourth pass, H-1).
        if self.voice in contract.BUILTIN_VOICES:
            voice = self.voice
        elif self.recipe:
            voice = {"blend": [[_named(part), weight] for part, weight in self.recipe]}
        else:
            voice = {"style": self.style.digest}
        return {
            "text": self.text,
            "normalized_text": self.normalized_text,
            "explanation": self.explanation,
            "lang": r.lang,
            "voice": voice,
            "voice_label": self.voice,
            "voice_digest": self.style.digest,
            "speed": r.speed,
            "steps": r.steps,
            "seed": r.seed,
            "silence": r.silence,
            "chunking": {"first_chars": self.chunking.first_chars},
            "lexicon_version": self.lexicon_version,
            "disabled_rules": sorted(self.tenant.disabled_rules),
            "fingerprint": self.fingerprint,
            "preset_id": self.preset.pk if self.preset else None,
            "reading": self.reading,
            "parts": [p.__dict__ for p in self.parts],
            "finish": self.finish.key(),
        }

    def kept_styles(self) -> tuple[Style, ...]:
        """The styles :meth:`job_params` names by digest: an uploaded style, or a blend's
        uploaded parts; none for a built-in voice or a blend of them."""
        if self.recipe:
            return tuple(part for part, _ in self.recipe if isinstance(part, Style))
        return () if self.voice in contract.BUILTIN_VOICES else (self.style,)

    def keep_style(self) -> None:
        """Store :meth:`kept_styles` (synth.models.PlannedStyle) before a job or a batch item
        is saved naming them: no statement when there are none."""
        for style in self.kept_styles():
            PlannedStyle.objects.keep(self.tenant.pk, style)


def _named(part: str | Style) -> str | dict:
    """A blend's part as a job names it: a built-in voice by name, a style by digest."""
    return part if isinstance(part, str) else {"style": part.digest}


def plan_speech(
    tenant: Tenant,
    text: str,
    *,
    preset: VoicePreset | None = None,
    voice: str | None = None,
    lang: str | None = None,
    speed: float | None = None,
    steps: int | None = None,
    seed: int | None = None,
    silence: float | None = None,
    raw: bool = False,
    text_type: str = reading.AUTO,
    unsupported: str | None = None,
    first_chars: int | None = None,
) -> Plan:
    """Resolve the request against the tenant (its default preset unless one is given;
    explicit values win), normalize the text and validate it against the model. Raises the
    engine's InputError subclasses (each with a stable ``code`` and ``field``); TextTooLong
    when the text to synthesize, normalized, is longer than API_MAX_TEXT_CHARS."""
    named = preset is not None
    preset = preset or default_preset(tenant.pk)
    lang = resolve_lang(tenant, lang, preset, named)
    folder = model_folder()
    if voice is not None:
        resolved = voices.resolve(tenant, voice, folder)
    elif preset is not None:
        resolved = voices.of_preset(preset, folder)
    else:
        resolved = voices.Voice("M1", folder.style("M1"))
    chosen = voice_settings(
        preset,
        voice=resolved.style,
        lang=lang,
        speed=speed,
        steps=steps,
        seed=seed,
        silence=silence,
    )
    style, voice_label, seed = resolved.style, resolved.label, chosen["seed"]
    fixed = chosen["lang"] if chosen["lang"] != reading.AUTO else None
    read = reading.read(
        tenant.normalizer(),
        text,
        lang=fixed,
        default_lang=tenant.default_lang or "en",
        speed=chosen["speed"],
        folder=folder,
        text_type=text_type,
        unsupported=unsupported or tenant.unsupported,
        raw=raw or fixed == contract.UNKNOWN_LANGUAGE,
        max_chars=max_text_chars(),
    )
    normalized_text = check_length(read.normalized_text)
    parts = tuple(read.parts)
    lang = parts[0].lang if parts else (fixed or tenant.default_lang or "en")
    if len(parts) == 1 and parts[0] == Part(normalized_text, lang):
        parts = ()  # one part read one way: the request as before, and its cache key
    chunking = service_chunking(first_chars)
    # No seed: each sentence's noise comes from its text, so the same request is the same
    # clip, and the same sentence the same audio wherever it appears.
    try:
        request = folder.request(
            normalized_text,
            lang=lang,
            voice=style,
            speed=chosen["speed"],
            steps=chosen["steps"],
            seed=seed,
            silence=chosen["silence"],
            chunking=chunking,
            parts=parts,
        )
    except UnsupportedCharacters as exc:
        exc.reading = read  # what the preview shows of a text it cannot speak
        exc.lang = lang
        raise
    meta = dict(read.meta)
    if read.marks:
        meta["marks"] = [
            {"name": name, "chunk": _first_chunk(request, index, len(read.parts))}
            for name, index in read.marks
        ]
    fingerprint = folder_fingerprint()
    finish = finishing(tenant, preset)
    key = cache_key(tenant, normalized_text, request, style.digest, fingerprint, meta, finish)
    return Plan(
        tenant,
        preset,
        text,
        normalized_text,
        read.explanation,
        voice_label,
        style,
        request,
        tenant.lexicon_version,
        fingerprint,
        key,
        chunking,
        meta,
        read.spoken,
        parts,
        finish,
        resolved.recipe,
    )


def _first_chunk(request: Request, part: int, parts: int) -> int | None:
    """The first chunk of part ``part`` (None: past the last part, the clip's end)."""
    if not request.parts:
        return 0 if part < max(parts, 1) else None
    return next((i for i, owner in enumerate(request.parts) if owner >= part), None)


def resolve_lang(tenant: Tenant, lang: str | None, preset: VoicePreset | None, named: bool):
    """The language a request is read in, or ``reading.AUTO`` (detected per sentence):
    a code given wins; "auto" takes a named preset's language, else the tenant's default;
    nothing given takes the preset's (named or default), else the tenant's default.
    ``reading.REDETECT`` (a re-render of a detected clip) skips the preset."""
    if lang == reading.REDETECT:
        return tenant.default_lang or reading.AUTO
    if lang not in (None, reading.AUTO):
        return lang
    if preset is not None and (named or lang is None):
        return preset.language
    return tenant.default_lang or reading.AUTO


def finishing(tenant: Tenant, preset: VoicePreset | None) -> Finish:
    """How a request's clip is finished: each of the preset's settings that is set wins
    over the tenant's, and a preset with ``finish_audio`` off is not finished at all
    (docs/ENGINE.md, "Finished audio")."""
    if preset is not None and not preset.finish_audio:
        return Finish()

    def chosen(name: str):
        value = getattr(preset, name) if preset is not None else None
        return getattr(tenant, name) if value is None else value

    target, ceiling, trim = map(chosen, ("loudness_lufs", "true_peak_dbtp", "trim_silence_ms"))
    # As floats: a value set in code as -16 must key as the stored -16.0 does.
    return Finish(
        target_lufs=None if target is None else float(target),
        true_peak_dbtp=DEFAULT_TRUE_PEAK if ceiling is None else float(ceiling),
        trim_silence_to=None if trim is None else trim / 1000,
    )


def service_chunking(first_chars: int | None = None) -> Chunking:
    """The service's chunking (docs/GUIDE.md, "Chunking and sentence reuse"): a chunk per
    sentence, the opening one cut after a clause within SYNTH_FIRST_CHUNK_CHARS."""
    if first_chars is None:
        first_chars = settings.SYNTH_FIRST_CHUNK_CHARS
    return Chunking.sentences(first_chars)


def voice_settings(
    preset: VoicePreset | None,
    *,
    voice: str | Style | None = None,
    lang: str | None = None,
    speed: float | None = None,
    steps: int | None = None,
    seed: int | None = None,
    silence: float | None = None,
) -> dict:
    """The engine's voice, lang, speed, steps, seed and silence for a request: the values
    given win, then the preset's, then the defaults (seed None: none was chosen). Steps
    given above SYNTH_MAX_STEPS are refused (InvalidParameter); a preset's, stored under a
    higher limit, are taken down to it."""
    check_steps(steps)
    if preset is not None and not voice and preset.blend:
        voice = voices.of_preset(preset, model_folder()).style
    if preset is not None:
        voice = voice or preset.voice or voices.preset_style(preset)
        lang = lang or preset.language
        speed = preset.speed if speed is None else speed
        steps = min(preset.steps, max_steps()) if steps is None else steps
        seed = preset.seed if seed is None else seed
        silence = preset.silence if silence is None else silence
    return {
        "voice": voice or "M1",
        "lang": lang or "en",
        "speed": contract.DEFAULT_SPEED if speed is None else speed,
        "steps": contract.DEFAULT_STEPS if steps is None else steps,
        "seed": seed,
        "silence": contract.DEFAULT_SILENCE if silence is None else silence,
    }


def max_steps() -> int:
    """The most denoising steps a request may ask (setting SYNTH_MAX_STEPS): a chunk's
    worker time grows with them, and another tenant waits for a whole chunk."""
    return settings.SYNTH_MAX_STEPS


def check_steps(steps: int | None) -> None:
    """Raise InvalidParameter (field ``steps``) when ``steps`` is above max_steps()."""
    if isinstance(steps, int) and steps > max_steps():
        raise InvalidParameter(
            f"steps must be a number from {contract.STEPS_RANGE[0]} to {max_steps()} on this "
            f"service, got {steps!r}",
            field="steps",
        )


def max_text_chars() -> int:
    """The longest text one request may synthesize (setting API_MAX_TEXT_CHARS)."""
    return settings.API_MAX_TEXT_CHARS


def check_length(text: str) -> str:
    """``text`` if it is no longer than the limit; raises TextTooLong otherwise. The worker
    checks a job's text too, in case it was planned under a higher limit."""
    if len(text) > max_text_chars():
        raise TextTooLong(
            f"the text to synthesize has {len(text):,} characters; at most "
            f"{max_text_chars():,} per request"
        )
    return text


def cache_key(
    tenant: Tenant,
    normalized_text: str,
    request: Request,
    voice_digest: str,
    fingerprint: str,
    reading: dict | None = None,
    finish: Finish | None = None,
) -> str:
    """SHA-256 over everything that changes the samples: the chunks as the model reads
    them, their seeds and the pauses between them among the rest. The tenant is part of
    it, so no tenant can learn from timing what another has synthesized."""
    material = {
        "tenant": tenant.pk,
        "text": normalized_text,
        "chunks": request.model_texts,
        "lang": request.lang,
        "voice": voice_digest,
        "speed": request.speed,
        "steps": request.steps,
        "seeds": request.seeds,
        "pauses": request.pauses,
        "model": fingerprint,
    }
    # A text read in parts (SSML, several languages): each chunk's language and speed, and
    # the marks the clip's timings give. Absent otherwise, so plain requests keep their keys.
    if request.parts:
        material |= {"langs": request.langs, "speeds": request.speeds}
    if reading and reading.get("marks"):
        material["marks"] = reading["marks"]
    # Finished audio; absent when off (Finish.key() is None), so unfinished keys stay.
    if finish is not None and finish.key() is not None:
        material["finish"] = finish.key()
    return hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()


def folder_fingerprint() -> str:
    from engine.folder import fingerprint

    return fingerprint(settings.SYNTH_MODEL_DIR, settings.SYNTH_CACHE_DIR)
