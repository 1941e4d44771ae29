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


@register()
def var_dir_private(app_configs, **kwargs):
    """VAR_DIR holds the database, clips, logins and the secret key: the settings make it
    0700 at start, unless it belongs to another user (a volume mounted as root)."""
    var_dir = settings.VAR_DIR
    try:
        found = var_dir.stat()
    except OSError:
        return []
    if found.st_mode & 0o077 or found.st_uid != os.geteuid():
        return [
            Warning(
                f"{var_dir} is open to other users (mode {oct(found.st_mode & 0o777)}, owner "
                f"uid {found.st_uid}): they may read the database, clips and secret key.",
                hint=f"Give it to the service's user with mode 0700: chown and chmod 700 {var_dir}",
                id="ops.W002",
            )
        ]
    return []
