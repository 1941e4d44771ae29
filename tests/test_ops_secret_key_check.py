"""A service that may span hosts (Redis or PostgreSQL) without a SECRET_KEY of its own is
warned: each host would make its own key and refuse the others' tasks and audio links."""

from ops.checks import secret_key_shared


def test_redis_without_a_secret_key_is_warned(settings, monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    settings.REDIS_URL = "redis://127.0.0.1:6379/0"
    assert [w.id for w in secret_key_shared(None)] == ["ops.W001"]


def test_a_set_secret_key_is_not_warned(settings, monkeypatch):
    monkeypatch.setenv("SECRET_KEY", "shared-by-every-host")
    settings.REDIS_URL = "redis://127.0.0.1:6379/0"
    assert secret_key_shared(None) == []


def test_the_embedded_default_is_not_warned(settings, monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    settings.REDIS_URL = ""
    # (no database access here: only the check reads the engine's name)
    monkeypatch.setitem(settings.DATABASES["default"], "ENGINE", "django.db.backends.sqlite3")
    assert secret_key_shared(None) == []
