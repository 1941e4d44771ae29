"""Infrastructure every app shares, in one place: the command base, buffered counters,
process checks and the Redis client. Plain helpers: no models, no views, and no import of
the project's apps (see docs/ARCHITECTURE.md)."""
