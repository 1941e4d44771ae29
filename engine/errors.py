"""Errors the engine raises. Each has a stable ``code`` that the API and CLI reuse."""


class EngineError(Exception):
    """Base class; ``code`` is stable and machine-readable, the message is for people."""

    code = "engine_error"
    field: str | None = None

    def __init__(self, message: str, *, field: str | None = None):
        super().__init__(message)
        if field is not None:
            self.field = field


class ModelError(EngineError):
    """The model folder is missing, incomplete or does not match the contract."""

    code = "model_invalid"


class InputError(EngineError):
    """The request cannot be synthesized as given (bad text or parameter)."""

    code = "invalid_input"


class EmptyText(InputError):
    code = "empty_text"
    field = "text"


class TextTooLong(InputError):
    """The text to synthesize (after the normalizer, when it ran) is over the service's
    limit; the API answers 413, like a sent text over the limit."""

    code = "text_too_long"
    field = "text"


class UnsupportedLanguage(InputError):
    code = "unsupported_language"
    field = "lang"


class UnsupportedCharacters(InputError):
    code = "unsupported_characters"
    field = "text"

    def __init__(self, characters: list[str]):
        self.characters = characters
        shown = ", ".join(f"{c!r} (U+{ord(c):04X})" for c in characters[:20])
        more = f" and {len(characters) - 20} more" if len(characters) > 20 else ""
        super().__init__(
            f"the model cannot speak {len(characters)} character(s) in the text: {shown}{more}"
        )


class InvalidParameter(InputError):
    code = "invalid_parameter"


class InvalidVoice(InputError):
    """Unknown voice name, or a style file that does not match the contract's shapes."""

    code = "invalid_voice"
    field = "voice"


class UnsupportedFormat(InputError):
    code = "unsupported_format"
    field = "format"


class SynthesisFailed(EngineError):
    """The model ran but produced something unusable."""

    code = "synthesis_failed"


class ImplausibleDuration(SynthesisFailed):
    """The duration predictor's answer for a chunk is no length of speech (not finite,
    not positive, or past MAX_CHUNK_SECONDS): the service makes it again, held."""
