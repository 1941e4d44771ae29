"""What a request's or a preset's ``voice`` names, as the engine's style and the clip's label.

A voice is one of the model's built-in voices (M1..F5), one of the tenant's presets (its
built-in voice or uploaded style), an OpenAI voice name (a fixed table onto the built-in
voices), or a blend of up to four of these: ``F1:0.7+M3:0.3`` (Kokoro-FastAPI's
``af_bella(2)+af_sky(1)`` is read too). A blend is the weighted sum of its parts' style
tensors, so its digest, and with it the cache key, covers the mix.
"""

import threading
from collections import OrderedDict
from dataclasses import dataclass

from django.db import transaction

from engine import contract
from engine.errors import InvalidVoice
from engine.folder import ModelFolder
from engine.styles import (
    MAX_VOICE_CHARS,
    InvalidBlend,
    Style,
    blend,
    is_blend,
    parse_blend,
    parse_style,
)
from lexicon.models import VoicePreset
from tenancy.models import Tenant

# OpenAI's voice names -> our built-in voices (a fixed table; a tenant preset with the same
# name wins, so a tenant can remap any of them).
OPENAI_VOICES = {
    "alloy": "F1",
    "ash": "M1",
    "ballad": "M2",
    "coral": "F2",
    "echo": "M3",
    "fable": "M4",
    "onyx": "M5",
    "nova": "F3",
    "sage": "F4",
    "shimmer": "F5",
    "verse": "M2",
    "marin": "F1",
    "cedar": "M3",
}

BLEND_LABEL = "blend:"
MAX_LABEL = 80  # Clip.voice's length


@dataclass(frozen=True)
class Voice:
    """A resolved voice: the label a clip keeps (``F1``, ``style:<digest>``,
    ``blend:F1:0.7+M3:0.3``) and the style the engine takes."""

    label: str
    style: Style
    # A blend: its (part, weight) parts, each a built-in voice's name or an uploaded style
    # (a preset's), from which a worker mixes the same style again: a request may name any
    # weights, so the blend itself is never stored, only its uploaded parts (empty: not a
    # blend).
    recipe: tuple[tuple[str | Style, float], ...] = ()


def resolve(tenant: Tenant, name: str, folder: ModelFolder) -> Voice:
    """The voice ``name`` means for ``tenant``: a built-in voice, else the tenant's preset
    of that name, else an OpenAI voice name, or a blend of these. Raises InvalidVoice
    (unknown name) or InvalidBlend (a malformed blend)."""
    check_length(name)
    if name.startswith(BLEND_LABEL):  # a clip's label, as replanning passes it
        name = name[len(BLEND_LABEL) :]
    if not is_blend(name):
        return _one(tenant, name, folder)
    parts = parse_blend(name)
    if len(parts) == 1:
        return _one(tenant, parts[0][0], folder)
    return _mix(tenant, parts, folder)


def _mix(tenant: Tenant, parts: list[tuple[str, float]], folder: ModelFolder) -> Voice:
    # Its parts are voices, never blends (_one refuses a blend inside one): one level
    # deep, so presets stored blending each other are refused here, not recursed into.
    mixed = [_one(tenant, part, folder, in_blend=True) for part, _ in parts]
    weights = [w for _, w in parts]
    style = blend([voice.style for voice in mixed], weights)
    # Each weight as the shortest text that reads back the same float, so a clip's label
    # plans the same blend again (a re-render: synth.flow.replan); rounded, it did not.
    label = BLEND_LABEL + "+".join(f"{part}:{w!r}" for part, w in parts)
    if len(label) > MAX_LABEL:
        label = f"{BLEND_LABEL}{style.digest[:16]}"
    # A preset in a blend is never a blend itself: a built-in voice or an uploaded style.
    made_of = [v.label if v.label in contract.BUILTIN_VOICES else v.style for v in mixed]
    return Voice(label, style, tuple(zip(made_of, weights, strict=True)))


def mixed(parts, style_of) -> Style:
    """The style a recipe's ``parts`` blend: each a built-in voice's name or a style, the
    style ``style_of(part)`` gives for it (a worker's engine, or a kept style)."""
    return blend([style_of(part) for part, _ in parts], [w for _, w in parts])


def check_name(name: str, presets: set[str]) -> None:
    """Refuse what :func:`resolve` refuses for not naming a voice (InvalidVoice; a
    malformed blend, InvalidBlend), reading no style: ``presets`` are the tenant's preset
    names, read once for many names (a batch checks all its items' voices before planning
    any). A preset's own blend is still checked when it is resolved."""
    check_length(name)
    if name.startswith(BLEND_LABEL):
        name = name[len(BLEND_LABEL) :]
    for part in [p for p, _ in parse_blend(name)] if is_blend(name) else [name]:
        known = part in contract.BUILTIN_VOICES or part in presets
        if not (known or part.upper() in contract.BUILTIN_VOICES or part.lower() in OPENAI_VOICES):
            raise _unknown(part)


def check_length(name: str) -> None:
    """Refuse (InvalidVoice) a voice longer than MAX_VOICE_CHARS before anything reads it:
    every way in resolves through here, whatever its own field checks."""
    if len(name) > MAX_VOICE_CHARS:
        raise InvalidVoice(f"a voice has at most {MAX_VOICE_CHARS} characters, not {len(name)}")


def of_preset(preset: VoicePreset, folder: ModelFolder) -> Voice:
    """A preset's own voice: its blend, its uploaded style or its built-in voice."""
    if preset.blend:
        parts = parse_blend(preset.blend)
        try:
            if len(parts) == 1:  # the voice it names, as a request naming it gets
                return _one(preset.tenant, parts[0][0], folder, in_blend=True)
            return _mix(preset.tenant, parts, folder)
        except InvalidVoice as exc:  # a part stored before deleting one in use was refused
            raise type(exc)(f"preset {preset.name!r} blends {preset.blend!r}: {exc}") from None
    if preset.voice:
        return Voice(preset.voice, folder.style(preset.voice))
    style = preset_style(preset)
    return Voice(f"style:{style.digest[:16]}", style)


# A preset's uploaded style read into tensors, by (tenant, digest): its row holds about
# 150 kB of JSON, which every plan naming the preset (or having it as the default) read and
# kept, 22 ms and 400 kB an item of a batch (the thirty-fifth pass, H-1). The rows are read
# without it (``default_preset``, ``presets_named``) and it is read on a miss here only.
# Keyed by the digest of the tensors themselves, so never stale; bounded.
_STYLES: OrderedDict = OrderedDict()
# A tenant's presets (LEXICON_MAX_PRESETS, 200) and more: a batch cycling through more
# styles than were kept read and parsed each again per item (hostile pass 36, M-2). About
# 52 kB a style: 13 MB a process at most.
_STYLES_KEPT = 256
_styles_lock = threading.Lock()


def preset_style(preset: VoicePreset) -> Style:
    """The uploaded style of ``preset`` (one whose voice is neither built in nor a blend)."""
    key = (preset.tenant_id, preset.style_digest)
    with _styles_lock:
        found = _STYLES.get(key) if preset.style_digest else None
        if found is not None:
            _STYLES.move_to_end(key)
            return found
    if "style" in preset.get_deferred_fields():  # read here, not kept on the preset
        data = VoicePreset.objects.filter(pk=preset.pk).values_list("style", flat=True).first()
    else:
        data = preset.style
    style = parse_style(data, preset.name)
    if style.digest == preset.style_digest:  # a row saved as set_style writes it
        with _styles_lock:
            _STYLES[key] = style
            while len(_STYLES) > _STYLES_KEPT:
                _STYLES.popitem(last=False)
    return style


def presets_named(tenant: Tenant):
    """The tenant's presets as plans read them: without their uploaded styles
    (:func:`preset_style` reads one when it needs it)."""
    return tenant.presets.defer("style")


def _one(tenant: Tenant, name: str, folder: ModelFolder, *, in_blend: bool = False) -> Voice:
    if name in contract.BUILTIN_VOICES:
        return Voice(name, folder.style(name))
    preset = presets_named(tenant).filter(name=name).first()
    if preset is not None:
        if in_blend and preset.blend:
            raise InvalidBlend(
                f"{name!r} is a blend itself; a blend mixes built-in voices and presets "
                "that are not blends"
            )
        return of_preset(preset, folder)
    if name.upper() in contract.BUILTIN_VOICES:  # "f1": unambiguous once no preset has it
        return Voice(name.upper(), folder.style(name.upper()))
    if name.lower() in OPENAI_VOICES:
        builtin = OPENAI_VOICES[name.lower()]
        return Voice(builtin, folder.style(builtin))
    raise _unknown(name)


def _unknown(name: str) -> InvalidVoice:
    return InvalidVoice(
        f"unknown voice {name!r}: not a built-in voice ({', '.join(contract.BUILTIN_VOICES)}), "
        f"one of your presets, or an OpenAI voice ({', '.join(OPENAI_VOICES)})"
    )


def preset_name_taken(tenant_id, name: str, pk=None) -> bool:
    """Whether another preset of the tenant has ``name`` (names ignore case), asked with the
    tenant's row locked until the caller's transaction ends (``SELECT ... FOR UPDATE``;
    SQLite's ``BEGIN IMMEDIATE`` serialises writers already), as the preset count is: a
    concurrent create or rename of the name waits, then is refused as the check refuses it
    (before, both passed the check and the loser's insert was an IntegrityError: a 500)."""
    with transaction.atomic():  # in the caller's: a savepoint, the lock kept until it ends
        list(Tenant.objects.select_for_update().filter(pk=tenant_id).values_list("pk"))
        clash = VoicePreset.objects.filter(tenant_id=tenant_id, name__iexact=name)
        return clash.exclude(pk=pk).exists() if pk is not None else clash.exists()


def name_taken_message(name: str) -> str:
    return f"a preset {name!r} already exists (names ignore case)"
