"""Operations: readiness, Prometheus metrics and structured logs (see docs/OPERATIONS.md)."""
