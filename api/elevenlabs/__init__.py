"""The ElevenLabs-compatible surface (base URL http://HOST, key in xi-api-key): its URLs,
vocabulary, serializers, REST views, character alignment, the two WebSockets and its error
envelope."""
