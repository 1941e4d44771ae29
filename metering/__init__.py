"""What each tenant used: characters charged, requests, audio seconds, cache hits and
sentences reused, per API key, way in (surface) and UTC day (models.Usage), written once
per request or socket segment (meter.record) and read by the usage API, the ElevenLabs
usage routes and the admin's usage pages and dashboard (meter.usage)."""
