"""No admin write path lets staff write a tenant where they may only read (or are no one).

The sweep walks every model registered in the admin site and every write path it offers
(add, change, a change that moves a row into another tenant, delete, the change list's
bulk edit, each action, inline rows, each custom URL) as two attackers: "two_roles", an
admin of tenant "ours" and only a reviewer of "theirs", and "outsider", an admin of
"ours" with no membership in "theirs". Every POST aims at "theirs"; nothing in the
database may change, and the answer is a 403, a 404, a redirect with an error or a page
with an error, never "changed successfully" and never a 5xx. The same paths against
"ours" do write, so the sweep can fail.
"""

from html.parser import HTMLParser

import pytest
from django.apps import apps
from django.contrib import messages
from django.contrib.messages import get_messages
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import models
from django.test import Client, RequestFactory
from django.urls import reverse

from tests.admin_world import build_world, registered, url

# Backend-dependent, so on the PostgreSQL + Redis pass too: admin writes in transactions;
# PostgreSQL enforces column lengths.
pytestmark = pytest.mark.backend

MODELS = [model._meta.label for model, _ in registered()]
PLS = (
    b'<?xml version="1.0" encoding="UTF-8"?><lexicon version="1.0" '
    b'xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en">'
    b"<lexeme><grapheme>Planted</grapheme><alias>planted</alias></lexeme></lexicon>"
)
# What a write to each custom URL sends, and whether a reviewer may do it (they judge).
CUSTOM_WRITES = {
    "lexicon_lexiconentry_import": (False, lambda t: {"tenant": t.pk, "file": pls_file()}),
    "review_clip_approve": (True, lambda t: {"note": "ok"}),
    "review_clip_flag": (True, lambda t: {"span": "Corp", "category": "word"}),
    "review_clip_reopen": (True, lambda t: {}),
    "review_clip_fix": (False, lambda t: {"term": "Corp", "alias": "core", "language": "en"}),
    "review_clip_rerender": (False, lambda t: {}),
    "auth_user_password_change": (
        False,
        lambda t: {"password1": "S3cret!xyz", "password2": "S3cret!xyz"},
    ),
}
READ_ONLY_URLS = {
    "lexicon_lexiconentry_try",
    "lexicon_lexiconentry_export",
    "review_clip_audio",
    "lexicon_voicepreset_preview",
}


def pls_file():
    return SimpleUploadedFile("planted.pls", PLS, content_type="application/pls+xml")


@pytest.fixture
def world(make_tenant, make_member, make_entry, make_clip, django_user_model, settings, tmp_path):
    settings.SYNTH_CACHE_DIR = tmp_path / "cache"
    return build_world(make_tenant, make_member, make_entry, make_clip, django_user_model)


class FormValues(HTMLParser):
    """What a browser would send for the form with ``form_id``: (name, value, kind)."""

    def __init__(self, form_id):
        super().__init__()
        self.form_id, self.inside, self.values = form_id, False, []
        self.select = self.textarea = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "form":
            self.inside = a.get("id") == self.form_id
        if not self.inside or "disabled" in a:
            return
        name, kind = a.get("name"), a.get("type", "text")
        if tag == "input" and name and kind not in ("file", "submit", "button", "reset"):
            if kind not in ("checkbox", "radio") or "checked" in a:
                default = "on" if kind in ("checkbox", "radio") else ""
                self.values.append((name, a.get("value", default), kind))
        elif tag == "select" and name:
            self.select, self.first = name, None
        elif tag == "option" and self.select:
            self.first = self.first if self.first is not None else a.get("value", "")
            if "selected" in a:
                self.values.append((self.select, a.get("value", ""), "select"))
                self.first = False
        elif tag == "textarea" and name:
            self.textarea, self.text = name, ""

    def handle_endtag(self, tag):
        if tag == "form":
            self.inside = False
        elif tag == "select" and self.select:
            if self.first not in (None, False):  # nothing selected: a browser sends the first
                self.values.append((self.select, self.first, "select"))
            self.select = None
        elif tag == "textarea" and self.textarea:
            self.values.append((self.textarea, self.text.lstrip("\n"), "textarea"))
            self.textarea = None

    def handle_data(self, data):
        if self.textarea:
            self.text += data


def form_values(client, path, form_id):
    response = client.get(path)
    assert response.status_code == 200, path
    parser = FormValues(form_id)
    parser.feed(response.content.decode())
    return parser.values


def as_post(values, model, *, changed=True):
    """The values as POST data, each of the model's own filled-in text fields changed (an
    empty one stays empty: "x" is no valid value of every field, e.g. a preset's blend)."""
    data = {}
    for name, value, _ in values:
        data.setdefault(name, []).append(value)
    if changed:
        for field in model._meta.get_fields():
            filled = field.name in data and data[field.name][0]
            if isinstance(field, models.CharField) and not field.choices and filled:
                data[field.name] = [data[field.name][0] + "x"]
    return data


def snapshot():
    """Every row of every model but sessions, as plain values."""
    return {
        model._meta.label: sorted(map(repr, model._default_manager.values()))
        for model in apps.get_models()
        if model._meta.label != "sessions.Session"
    }


def sent_messages(response):
    return list(get_messages(response.wsgi_request))


def refused(response) -> bool:
    """403/404, a redirect with an error, or a page that shows an error; never success."""
    said = sent_messages(response)
    if any(m.level == messages.SUCCESS for m in said):
        return False
    if response.status_code in (403, 404, 405):
        return True
    if response.status_code == 302:
        return any(m.level >= messages.WARNING for m in said)
    page = response.content.decode() if response.status_code == 200 else ""
    return "errornote" in page or "errorlist" in page


def errors_on(response) -> list[str]:
    page = response.content.decode()
    return [line.strip() for line in page.splitlines() if "errorlist" in line or "<li>" in line]


def request_for(user):
    request = RequestFactory().get("/")
    request.user = user
    return request


def admin_for(label):
    return next((m, a) for m, a in registered() if m._meta.label == label)


def custom_urls(model_admin):
    from django.contrib import admin

    standard = {p.name for p in admin.ModelAdmin.get_urls(model_admin)}
    return [p for p in model_admin.get_urls() if p.name and p.name not in standard]


def target(world, side, label):
    if label == "auth.User":
        return world.users.get("superuser").__class__.objects.get(username=f"{side}-colleague")
    return world.rows.get((side, label))


def write_attempts(world, label, who):
    """(path name, method, url, data) for every write path of the model, aimed at
    tenant "theirs"."""
    model, model_admin = admin_for(label)
    root = Client()
    root.force_login(world.users["superuser"])
    theirs = world.tenants["theirs"]
    obj, own = target(world, "theirs", label), target(world, "ours", label)
    form_id = f"{model._meta.model_name}_form"
    attempts = []
    if obj is not None and model_admin.has_change_permission(
        request_for(world.users["superuser"]), obj
    ):
        try:
            values = form_values(root, url(model, "change", obj.pk), form_id)
        except AssertionError:
            values = []
        if values:
            data = as_post(values, model)
            attempts.append(("change", url(model, "change", obj.pk), data))
            attempts.append(("add", url(model, "add"), {**data, "_save": "Save"}))
    else:
        attempts.append(("add", url(model, "add"), {"tenant": theirs.pk}))
    if own is not None and obj is not None:
        values = (
            form_values(root, url(model, "change", own.pk), form_id)
            if (
                model_admin.has_change_permission(request_for(world.users["superuser"]), own)
                and label not in ("synth.Clip", "synth.Batch")
            )
            else []
        )
        data = as_post(values, model)
        if "tenant" in data:  # our row, moved into their tenant
            attempts.append(("move", url(model, "change", own.pk), {**data, "tenant": [theirs.pk]}))
        for inline in model_admin.get_inline_instances(request_for(world.users["superuser"]), own):
            formset = inline.get_formset(request_for(world.users["superuser"]), own)
            prefix, fk = formset.get_default_prefix(), formset.fk.name
            row = inline.model._default_manager.filter(**{fk: obj}).first()
            if row is not None and f"{prefix}-0-id" in data:
                # Our own row's form, with one of their rows slipped into its inline:
                # our row may be saved, their row must not change.
                smuggled = {**as_post(values, model, changed=False), f"{prefix}-0-id": [row.pk]}
                for field in inline.model._meta.get_fields():
                    key = f"{prefix}-0-{field.name}"
                    if isinstance(field, models.CharField) and key in smuggled:
                        smuggled[key] = [smuggled[key][0] + "x"]
                attempts.append(
                    (f"inline {prefix}", url(model, "change", own.pk), smuggled, inline.model)
                )
    if obj is not None:
        attempts.append(("delete", url(model, "delete", obj.pk), {"post": "yes"}))
        actions = model_admin.get_actions(request_for(world.users["superuser"]))
        for name in actions:
            attempts.append(
                (
                    f"action {name}",
                    url(model, "changelist"),
                    {"action": name, "_selected_action": [obj.pk], "post": "yes", "index": "0"},
                ),
            )
        if model_admin.list_editable:
            values = form_values(root, url(model, "changelist"), "changelist-form")
            attempts.append(("bulk edit", url(model, "changelist"), bulk_edit(values, model, obj)))
    for pattern in custom_urls(model_admin):
        if pattern.name in READ_ONLY_URLS:
            continue
        judging, make = CUSTOM_WRITES[pattern.name]
        if judging and who == "two_roles":
            continue  # a reviewer of theirs may judge their clips: that is allowed
        args = [obj.pk] if pattern.pattern.converters else []
        attempts.append((pattern.name, reverse(f"admin:{pattern.name}", args=args), make(theirs)))
    return attempts


def bulk_edit(values, model, obj):
    """The change list's POST for one row (``obj``), its text fields changed."""
    rows = {}
    for name, value, kind in values:
        if name.startswith("form-") and name.count("-") == 2:
            _, index, field = name.split("-")
            rows.setdefault(index, []).append((field, value, kind))
    index = next(i for i, row in rows.items() if ("id", str(obj.pk)) in [(f, v) for f, v, _ in row])
    data = as_post(rows[index], model)
    posted = {f"form-0-{field}": value for field, value in data.items()}
    return {
        "form-TOTAL_FORMS": "1",
        "form-INITIAL_FORMS": "1",
        "form-MIN_NUM_FORMS": "0",
        "form-MAX_NUM_FORMS": "1000",
        "_save": "Save",
        **posted,
    }


def test_every_custom_admin_url_is_known_to_the_write_sweep():
    found = {p.name for _, model_admin in registered() for p in custom_urls(model_admin)}
    assert found <= set(CUSTOM_WRITES) | READ_ONLY_URLS, "tell the sweep what they write"


@pytest.mark.parametrize("who", ["two_roles", "outsider"])
@pytest.mark.parametrize("label", MODELS)
def test_no_write_path_changes_a_tenant_where_one_may_only_read(world, label, who):
    client = Client(raise_request_exception=False)
    client.force_login(world.users[who])
    failures = []
    for name, path, data, *watched in write_attempts(world, label, who):
        client.cookies.pop("messages", None)  # only this answer's messages count
        before = snapshot()
        response = client.post(path, data)
        changed = [m for m, rows in snapshot().items() if rows != before[m]]
        if watched:  # only these rows are theirs
            changed = [m for m in changed if m == watched[0]._meta.label]
        elif not refused(response):
            changed.append("not refused")
        if response.status_code >= 500 or changed:
            failures.append((name, path, response.status_code, changed))
    assert not failures, "\n".join(map(str, failures))


@pytest.mark.parametrize("label", MODELS)
def test_the_same_user_writes_their_own_tenant(world, label):
    """The sweep's control: what two_roles may change in "ours", the change form and the
    bulk edit do change."""
    model, model_admin = admin_for(label)
    user, own = world.users["two_roles"], target(world, "ours", label)
    if own is None or not model_admin.has_change_permission(request_for(user), own):
        pytest.skip(f"{label}: not writable by an admin of the tenant")
    root, client = Client(), Client()
    root.force_login(world.users["superuser"])
    client.force_login(user)
    values = form_values(root, url(model, "change", own.pk), f"{model._meta.model_name}_form")
    before = snapshot()[label]
    response = client.post(url(model, "change", own.pk), as_post(values, model))
    assert response.status_code == 302, errors_on(response)
    assert any(m.level == messages.SUCCESS for m in sent_messages(response))
    if any(isinstance(f, models.CharField) and not f.choices for f in model._meta.fields):
        assert snapshot()[label] != before
    if model_admin.list_editable:
        values = form_values(root, url(model, "changelist"), "changelist-form")
        before = snapshot()[label]
        response = client.post(url(model, "changelist"), bulk_edit(values, model, own))
        assert response.status_code == 302 and snapshot()[label] != before


def test_the_control_covers_the_lexicon_presets_test_sets_members_keys_and_tenants(world):
    user = world.users["two_roles"]
    writable = {
        label
        for label in MODELS
        if (own := target(world, "ours", label)) is not None
        and admin_for(label)[1].has_change_permission(request_for(user), own)
    }
    assert writable >= {
        "lexicon.LexiconEntry",
        "lexicon.VoicePreset",
        "review.TestSet",
        "tenancy.Membership",
        "tenancy.ApiKey",
        "tenancy.Tenant",
    }
