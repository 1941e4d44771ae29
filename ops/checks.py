"""Deployment checks: `manage.py check --deploy` (docs/OPERATIONS.md)."""

import os

from django.conf import settings
from django.core.checks import Warning, register


@register(deploy=True)
def secret_key_shared(app_configs, **kwargs):
    """With Redis or PostgreSQL the service may span hosts; a key made per host (VAR_DIR)
    would make each host refuse the others' tasks and audio links."""
    scaled = settings.REDIS_URL or settings.DATABASES["default"]["ENGINE"].endswith("postgresql")
    if scaled and not os.getenv("SECRET_KEY"):
        return [
            Warning(
                "SECRET_KEY is not set: this host made its own in VAR_DIR/secret-key. Hosts "
                "sharing this database or Redis must share one SECRET_KEY, or they refuse each "
                "other's tasks and signed audio links.",
                hint="Set the same SECRET_KEY on every host (docs/OPERATIONS.md).",
                id="ops.W001",
            )
        ]
    return []
