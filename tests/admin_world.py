"""What the admin sweeps share: two tenants with one row of every kind the admin shows,
and the people who attack them.

"ours" is the tenant the attacker edits; "theirs" is the tenant where the attacker is only
a reviewer (``two_roles``) or not a member at all (``outsider``); ``reviewer`` is staff with
the lowest role, in "theirs" only.
"""

from dataclasses import dataclass, field
from datetime import date

from django.contrib import admin
from django.urls import reverse


@dataclass
class World:
    tenants: dict
    users: dict
    rows: dict = field(default_factory=dict)  # (tenant name, model label) -> row


def build_world(make_tenant, make_member, make_entry, make_clip, django_user_model) -> World:
    """Tenants "ours" and "theirs", each with an entry, a preset, a clip (with a review and
    a flag), a batch, a test set, a usage day, an API key, a webhook endpoint and one of its
    deliveries, and members."""
    from lexicon.models import LexiconChange, VoicePreset
    from metering.models import Usage
    from review.models import Flag, Review, TestSet
    from synth.batches import create_batch
    from tenancy.models import ApiKey, Membership
    from webhooks.models import Delivery, Endpoint

    tenants = {name: make_tenant(name) for name in ("ours", "theirs")}
    users = {
        "two_roles": make_member(tenants["ours"], "admin", "two-roles"),
        "outsider": make_member(tenants["ours"], "admin", "outsider"),
        "reviewer": make_member(tenants["theirs"], "reviewer", "reviewer"),
        "superuser": django_user_model.objects.create_superuser("root", "r@x.org", "pw"),
    }
    Membership.objects.create(user=users["two_roles"], tenant=tenants["theirs"], role="reviewer")
    world = World(tenants, users)
    for name, tenant in tenants.items():
        colleague = make_member(tenant, "editor", f"{name}-colleague")
        entry = make_entry(tenant, f"{name.title()}Corp", f"{name} corporation")
        clip = make_clip(tenant)
        clip.text = f"{name.title()}Corp says hello."
        clip.save()
        review = Review.of(clip)
        Flag.objects.create(review=review, start=0, end=4, span=clip.text[:4], expected="x")
        preset = VoicePreset.objects.create(tenant=tenant, name=f"{name}-voice", voice="F1")
        # A public address written as one: checked without a lookup.
        endpoint = Endpoint.objects.create(tenant=tenant, url=f"https://93.184.215.14/{name}")
        rows = {
            "tenancy.Tenant": tenant,
            "lexicon.LexiconEntry": entry,
            "lexicon.LexiconChange": LexiconChange.objects.filter(tenant=tenant).first(),
            "lexicon.VoicePreset": preset,
            "tenancy.ApiKey": ApiKey.issue(tenant, name=f"{name} key")[0],
            "tenancy.Membership": Membership.objects.get(user=colleague),
            "synth.Clip": clip,
            "synth.Batch": create_batch(tenant, []),
            "review.TestSet": TestSet.objects.create(
                tenant=tenant, name=f"{name}-set", preset=preset, sentences="Hello."
            ),
            "webhooks.Endpoint": endpoint,
            "webhooks.Delivery": Delivery.objects.create(
                endpoint=endpoint, tenant=tenant, event="job.failed", event_id=name, body="{}"
            ),
            "review.Dashboard": Usage.objects.create(
                tenant=tenant, day=date.today(), requests=3, hits=1, characters=30
            ),
        }
        world.rows.update({(name, label): row for label, row in rows.items()})
    return world


def registered():
    """Every (model, ModelAdmin) of the admin site, including ones added later."""
    return sorted(admin.site._registry.items(), key=lambda item: item[0]._meta.label)


def url(model, view: str, *args) -> str:
    return reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_{view}", args=args)
