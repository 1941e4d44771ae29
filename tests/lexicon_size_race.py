"""The racers of tests/test_hostile_lexicon_size_race.py: threads of one process, each on its
own connection, that create a lexicon entry at once through the API or the admin's add view
(``python -m tests.lexicon_size_race race <key> <threads> [api|admin]``) for a tenant whose
lexicon has room for one of them, on the scenario's database (tests/cluster.py)."""

import json
import sys


def main(mode: str, *args: str) -> None:
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS = ["testserver"]
    if mode == "setup":
        print(json.dumps(setup()))
    elif mode == "delete":
        print(json.dumps(delete_together(args[0], int(args[1]))))
    else:
        way = args[2] if len(args) > 2 else "api"
        print(json.dumps(create_together(args[0], int(args[1]), way)))


def setup() -> dict:
    from django.contrib.auth.models import User
    from django.core.management import call_command

    from lexicon.models import LexiconEntry
    from tenancy.models import Membership, Tenant
    from tests.preset_race import ADMIN_USER
    from tests.test_api_support import key_for

    call_command("migrate", verbosity=0)
    user = User.objects.create_user(ADMIN_USER, password="pw", is_staff=True)  # post_at_once's
    tenant = Tenant.objects.create(slug="acme", name="Acme")
    Membership.objects.create(user=user, tenant=tenant, role="editor")
    # 499,000 characters: room for one entry of 600, not two.
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=tenant, term=f"t{i:05d}", alias="a" * 494) for i in range(997)
    )
    LexiconEntry.objects.create(tenant=tenant, term="last", alias="b" * 396)  # 499,000 in all
    return {"key": key_for(tenant), "tenant": tenant.pk}


def create_together(key: str, threads: int, way: str) -> dict:
    from django.db.models import Sum
    from django.db.models.functions import Length

    from lexicon.models import LexiconEntry
    from tenancy.models import Tenant
    from tests.preset_race import post_at_once

    tenant = Tenant.objects.get(slug="acme")

    def request(i: int, way: str) -> tuple[str, dict]:
        term = f"racer{i:02d}" + "x" * 93  # 100 characters, and an alias of 500: 600
        entry = {"term": term, "alias": "r" * 500, "language": "en"}
        if way == "admin":
            form = {"tenant": tenant.pk, "enabled": "on", "whole_word": "on", "phoneme": ""}
            return "/admin/lexicon/lexiconentry/add/", {**entry, **form}
        return "/api/v1/lexicon", entry

    marks = {"too large": b"lexicon_too_large" if way == "api" else b"would hold"}
    answers = post_at_once(key, way, threads, request, marks)
    rows = LexiconEntry.objects.aggregate(t=Sum(Length("term")), a=Sum(Length("alias")))
    return {"answers": answers, "chars": rows["t"] + rows["a"]}


def delete_together(key: str, threads: int) -> dict:
    """Every thread deletes the same entry once all are ready: how many were answered
    each status, and the "deleted" history rows written."""
    from lexicon.models import LexiconChange, LexiconEntry
    from tests.preset_race import post_at_once

    entry = LexiconEntry.objects.get(term="last")
    path = f"/api/v1/lexicon/{entry.pk}"
    answers = post_at_once(key, "api", threads, lambda i, way: (path, ""), {}, method="delete")
    deleted = LexiconChange.objects.filter(term="last", action="deleted").count()
    return {"answers": answers, "deleted": deleted}


if __name__ == "__main__":
    main(*sys.argv[1:])
