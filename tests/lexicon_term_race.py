"""The racers of tests/test_hostile16_lexicon_term_race.py: threads of one process, each
on its own connection, that create one lexicon term at once through the API or the
admin's add view (``python -m tests.lexicon_term_race race <tenant id> <key> <api|admin>
<threads>``), on the scenario's database (tests/cluster.py). Run as a script, this module
sets Django up before it imports the project's apps."""

import json
import sys

from tests.preset_race import post_at_once, setup


def main(mode: str, *args: str) -> None:
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS = ["testserver"]
    if mode == "setup":
        print(json.dumps(setup()))
    else:
        print(json.dumps(create_together(int(args[0]), args[1], args[2], int(args[3]))))


def create_together(tenant_id: int, key: str, way: str, threads: int) -> dict:
    """Every thread posts the same term through ``way`` once all are ready; what they were
    answered (a status, and whether the answer says the term exists), what was stored."""
    from lexicon.models import LexiconEntry

    def request(i: int, way: str) -> tuple[str, dict]:
        if way == "admin":
            body = {"tenant": tenant_id, "term": "SaaS", "alias": f"sass {i}",
                    "language": "", "whole_word": "on", "enabled": "on"}  # fmt: skip
            return "/admin/lexicon/lexiconentry/add/", body
        return "/api/v1/lexicon", {"term": "SaaS", "alias": f"sass {i}"}

    answers = post_at_once(key, way, threads, request, {"exists": b"already exists"})
    stored = LexiconEntry.objects.filter(tenant_id=tenant_id, term="SaaS").count()
    return {"answers": answers, "stored": stored}


if __name__ == "__main__":
    main(*sys.argv[1:])
