"""ops keeps no models: the limits' counters (LimitCounter) are metering's (metering.limits)."""
