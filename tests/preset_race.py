"""The racers of tests/test_preset_limit_race.py: threads of one process, each on its own
connection, that create a preset at once through the API or the admin's add view
(``python -m tests.preset_race race <tenant id> <key> <api|admin> <threads> [same]``;
``same``: every thread creates the same name, in a different case for half of them), on the
scenario's database (tests/cluster.py). Run as a script, this module sets Django up before
it imports the project's apps."""

import json
import sys
import threading
from collections import Counter

ADMIN_USER = "acme-editor"


def main(mode: str, *args: str) -> None:
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS = ["testserver"]
    if mode == "setup":
        print(json.dumps(setup()))
    else:
        same = len(args) > 4 and args[4] == "same"
        print(json.dumps(create_together(int(args[0]), args[1], args[2], int(args[3]), same)))


def setup() -> dict:
    from django.contrib.auth.models import User
    from django.core.management import call_command

    from tenancy.models import Membership, Tenant
    from tests.test_api_support import key_for

    call_command("migrate", verbosity=0)
    tenant = Tenant.objects.create(slug="acme", name="Acme")
    user = User.objects.create_user(ADMIN_USER, password="pw", is_staff=True)
    Membership.objects.create(user=user, tenant=tenant, role="editor")
    return {"tenant": tenant.pk, "key": key_for(tenant)}


def post_at_once(key: str, way: str, threads: int, request, marks: dict, method="post") -> Counter:
    """Each of ``threads`` threads, on its own connection, posts ``request(i, way)`` (a path
    and a body: the admin's add view as ADMIN_USER, or the API with ``key``) once all are
    ready; how many got each answer: its status, then each of ``marks``' labels whose bytes
    the answer holds ("failed ..." for an exception, which the test fails on)."""
    from django.contrib.auth.models import User
    from django.db import connection, connections
    from django.test import Client

    signed_in = Client()
    signed_in.force_login(User.objects.get(username=ADMIN_USER))
    connections.close_all()
    start = threading.Barrier(threads)
    lock = threading.Lock()
    answers = Counter()

    def post(i: int) -> None:
        try:
            connection.ensure_connection()
            if way == "admin":
                client = Client(raise_request_exception=False)
                client.cookies = signed_in.cookies
            else:
                own = key(i) if callable(key) else key  # a key per thread: several tenants
                headers = {"Authorization": f"Bearer {own}"}
                client = Client(headers=headers, raise_request_exception=False)
            path, body = request(i, way)
            start.wait()
            # post, or delete for a racing DELETE; a function of i: each thread its own
            send = getattr(client, method(i) if callable(method) else method)
            if way == "admin":
                answer = send(path, body)
            else:
                answer = send(path, body, "application/json")
            said = "".join(f" {label}" for label, mark in marks.items() if mark in answer.content)
            outcome = f"{answer.status_code}{said}"
        except Exception as exc:  # noqa: BLE001 - reported to the test, which fails on it
            outcome = f"failed {exc!r}"
        finally:
            connections.close_all()
        with lock:
            answers[outcome] += 1

    workers = [threading.Thread(target=post, args=(i,)) for i in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return answers


def create_together(tenant_id: int, key: str, way: str, threads: int, same: bool = False) -> dict:
    """Every thread posts its preset through ``way`` once all are ready; what they were
    answered (a status, and whether the page says the limit), and what was stored."""
    from lexicon.models import VoicePreset

    def request(i: int, way: str) -> tuple[str, dict]:
        name = ("brand" if i % 2 else "Brand") if same else f"p{i}"
        if way == "admin":
            return "/admin/lexicon/voicepreset/add/", preset_form(tenant_id, name)
        return "/api/v1/presets", {"name": name, "voice": "F1"}

    marks = {"limit": b"voice presets", "exists": b"already exists"}
    answers = post_at_once(key, way, threads, request, marks)
    return {"answers": answers, "stored": VoicePreset.objects.filter(tenant_id=tenant_id).count()}


def preset_form(tenant_id: int, name: str) -> dict:
    return {
        "tenant": tenant_id,
        "name": name,
        "voice": "F1",
        "language": "en",
        "speed": 1.05,
        "steps": 8,
        "seed": "",
        "silence": 0.3,
    }


if __name__ == "__main__":
    main(*sys.argv[1:])
