"""The admin's PLS import/export and style upload, as an editor uses them."""

import json
import re

from django.core.files.uploadedfile import SimpleUploadedFile

from lexicon.models import LexiconEntry, VoicePreset
from tests.test_pls_import_export import BOMB, PLS
from tests.test_voice_presets import style

ENTRIES = "/admin/lexicon/lexiconentry/"


def test_an_editor_imports_a_pls_file(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "editor"))
    response = client.post(
        f"{ENTRIES}import-pls/",
        {"tenant": tenant.pk, "file": SimpleUploadedFile("brand.pls", PLS)},
        follow=True,
    )
    page = response.content.decode()
    assert "Imported brand.pls: 5 created" in page and "tomato" in page
    assert LexiconEntry.objects.filter(tenant=tenant).count() == 5
    change = tenant.lexicon_changes.first()
    assert change.via == "PLS import" and change.user is not None


def test_a_hostile_pls_upload_is_refused_in_the_form(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "editor"))
    page = client.post(
        f"{ENTRIES}import-pls/", {"tenant": tenant.pk, "file": SimpleUploadedFile("bomb.pls", BOMB)}
    ).content.decode()
    assert "unsafe XML refused" in page and "nothing was imported" in page
    assert not LexiconEntry.objects.filter(tenant=tenant).exists()


def test_a_reviewer_cannot_import(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "reviewer"))
    response = client.post(
        f"{ENTRIES}import-pls/", {"tenant": tenant.pk, "file": SimpleUploadedFile("brand.pls", PLS)}
    )
    assert response.status_code == 403
    assert not LexiconEntry.objects.exists()


def test_export_downloads_the_tenants_lexicon(client, make_tenant, make_member, make_entry):
    tenant = make_tenant("acme")
    make_entry(tenant, "ONNX", "onyx", language="en")
    client.force_login(make_member(tenant, "editor"))
    response = client.get(
        f"{ENTRIES}export-pls/", {"export-tenant": tenant.pk, "export-lang": "en"}
    )
    assert response["Content-Type"] == "application/pls+xml"
    assert b"<grapheme>ONNX</grapheme>" in b"".join(response)


def test_the_lexicon_page_gives_every_element_its_own_id(client, make_tenant, make_member):
    client.force_login(make_member(make_tenant("acme"), "editor"))
    page = client.get(ENTRIES).content.decode()
    ids = re.findall(r'\bid="([^"]+)"', page)
    assert "id_tenant" in ids and "id_export-tenant" in ids  # the Try it and export boxes
    assert sorted(i for i in set(ids) if ids.count(i) > 1) == []


def preset_form(tenant, **extra):
    return {
        "tenant": tenant.pk,
        "name": "brand",
        "voice": "",
        "language": "en",
        "speed": 1.05,
        "steps": 8,
        "seed": "",
        "silence": 0.3,
        **extra,
    }


def test_an_uploaded_style_file_makes_a_preset(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "editor"))
    upload = SimpleUploadedFile("brand.json", json.dumps(style()).encode())
    response = client.post(
        "/admin/lexicon/voicepreset/add/", preset_form(tenant, style_file=upload)
    )
    assert response.status_code == 302
    preset = VoicePreset.objects.get(tenant=tenant)
    assert preset.voice == "" and len(preset.style_digest) == 64 and preset.is_default


def test_a_style_file_of_the_wrong_shape_is_refused(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "editor"))
    for content, message in [
        (json.dumps(style(ttl=(1, 50, 128))), "dims must be [1, 50, 256]"),
        (json.dumps(style()).replace("0.1", "Infinity", 1), "non-finite"),
        ("not json", "not JSON"),
    ]:
        upload = SimpleUploadedFile("bad.json", content.encode())
        page = client.post(
            "/admin/lexicon/voicepreset/add/", preset_form(tenant, style_file=upload)
        ).content.decode()
        assert message in page
    assert not VoicePreset.objects.exists()
