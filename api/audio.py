"""What the audio endpoints add to DRF: content negotiation that lets audio through. The
audio itself is served by synth.playback, which the admin uses too."""

from rest_framework.negotiation import DefaultContentNegotiation


class AudioNegotiation(DefaultContentNegotiation):
    """Audio endpoints answer whatever Accept says (players send audio/*, the OpenAI SDK
    application/octet-stream, and ``?format=`` is ours, not DRF's): the audio is a plain
    HttpResponse that skips DRF's renderers, and errors are JSON."""

    def select_renderer(self, request, renderers, format_suffix=None):
        return renderers[0], renderers[0].media_type
