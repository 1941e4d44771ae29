"""People are told plainly when a stand-in (or no model) is loaded."""

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError


@pytest.fixture
def admin_client_with(client, django_user_model, settings):
    def use(model_dir):
        settings.SYNTH_MODEL_DIR = model_dir
        user = django_user_model.objects.create_superuser("root", "root@example.com", "pw")
        client.force_login(user)
        return client

    return use


@pytest.mark.django_db
def test_every_admin_page_warns_about_a_stand_in(admin_client_with, model_dir):
    client = admin_client_with(model_dir)
    for url in ["/admin/", "/admin/auth/user/"]:
        page = client.get(url).content.decode()
        assert "stand-in model" in page and "noise, not speech" in page


@pytest.mark.django_db
def test_the_admin_says_when_no_model_is_installed(admin_client_with, tmp_path):
    page = admin_client_with(tmp_path / "none").get("/admin/").content.decode()
    assert "No model is installed" in page and "fetch_model" in page


@pytest.mark.django_db
def test_a_real_model_folder_shows_no_warning(admin_client_with, model_copy):
    (model_copy / "STANDIN.txt").unlink()
    page = admin_client_with(model_copy).get("/admin/").content.decode()
    assert "stand-in" not in page and "No model" not in page


def test_health_reports_the_kind_of_model(client, settings, model_dir, tmp_path):
    settings.SYNTH_MODEL_DIR = model_dir
    assert client.get("/api/v1/health").json()["model"] == "standin"
    settings.SYNTH_MODEL_DIR = tmp_path
    assert client.get("/api/v1/health").json()["model"] == "missing"


def test_build_standin_model_refuses_to_overwrite_without_force(model_copy, capsys):
    with pytest.raises(CommandError, match="use --force") as info:
        call_command("build_standin_model", str(model_copy))
    assert info.value.returncode == 2
    call_command("build_standin_model", str(model_copy), "--force")
    assert "MB)" in capsys.readouterr().out


def test_build_standin_model_refuses_an_unknown_profile(tmp_path):
    with pytest.raises(CommandError, match="unknown profile 'huge'"):
        call_command("build_standin_model", str(tmp_path / "m"), "--profile", "huge")
    assert not (tmp_path / "m").exists()


def test_prepare_model_builds_the_stand_in_when_the_hub_is_unreachable(
    settings, tmp_path, monkeypatch, capsys
):
    from synth import install

    def unreachable(*args, **kwargs):
        raise install.HubUnreachable("no network")

    monkeypatch.setattr(install, "download", unreachable)
    settings.SYNTH_MODEL_DIR = tmp_path / "models" / "supertonic-3"
    call_command("prepare_model")
    out = capsys.readouterr()
    assert "A STAND-IN MODEL is in use" in out.err and "no network" in out.err
    assert (settings.SYNTH_MODEL_DIR / "onnx" / "vocoder.onnx").is_file()
    assert "(stand-in)" in out.out
