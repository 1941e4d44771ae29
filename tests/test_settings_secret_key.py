"""Without SECRET_KEY in the environment, each install makes its own key once and keeps
it (0600) in VAR_DIR: never a key shared by every install of the project."""

import stat

from ttsproject.settings import secret_key


def test_a_key_is_made_once_and_kept_private(tmp_path, monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    first = secret_key(tmp_path)
    assert len(first) >= 50 and secret_key(tmp_path) == first
    assert stat.S_IMODE((tmp_path / "secret-key").stat().st_mode) == 0o600


def test_two_installs_get_different_keys(tmp_path, monkeypatch):
    monkeypatch.delenv("SECRET_KEY", raising=False)
    assert secret_key(tmp_path / "a") != secret_key(tmp_path / "b")


def test_the_environment_wins(tmp_path, monkeypatch):
    monkeypatch.setenv("SECRET_KEY", "from-the-environment")
    assert secret_key(tmp_path) == "from-the-environment"
    assert not (tmp_path / "secret-key").exists()
