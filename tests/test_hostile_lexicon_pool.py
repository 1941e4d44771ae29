"""A big lexicon export or import never holds the web tier's sync pool from other tenants.

A fourth hostile pass: Acme's exports of a 30,000-entry lexicon each held one of the
process's pool threads (core.aio) for seconds, and its imports of a 10,000-entry file
for longer (Django's bulk writes), so a few at once kept Globex's every request waiting.
Now an export is streamed a page at a time, each page a moment of a pool thread, and an
import is one at a time per process (another is refused 503 ``import_busy`` at once) and
written in a few statements. Globex's requests are answered quickly throughout.

Real server (tests/serving.py) with two pool threads; the scenario runs in a process of
its own.
"""

import http.client
import threading
import time

import pytest

from tests.cluster import run_scenario, say, start_django
from tests.serving import headers_for, serving_env, two_tenants, web_server

pytestmark = pytest.mark.backend

ENTRIES = 30_000
EXPORTS = 4
IMPORTS = 2
# Globex's slowest answer, against Acme's slowest export or import measured in the same
# run (the host's speed varies several times over): a request that waited behind a whole
# export or import on the pool, or behind a whole import's write lock, took about as
# long as it; one that waits at most for an import's last writes, a fraction of it.
AT_MOST = 0.5


def test_another_tenant_is_answered_while_big_exports_and_imports_run(tmp_path, model_dir):
    env = serving_env(tmp_path, model_dir, WEB_SYNC_THREADS=2)
    print(run_scenario(__name__, env, timeout=240))


def request(port, key, method, path, body=None, content_type="application/json"):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    started = time.monotonic()
    try:
        headers = {**headers_for(key), "Content-Type": content_type}
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        data = response.read()
        return response.status, data, time.monotonic() - started
    finally:
        conn.close()


def pls_file(count: int, prefix: str) -> bytes:
    from lexicon import pls

    lexemes = [pls.Lexeme((f"{prefix}{i}",), (f"s{i}",), ()) for i in range(count)]
    return pls.build("en", lexemes)


def scenario():
    start_django()
    from lexicon.models import LexiconEntry

    acme, acme_key, globex, globex_key = two_tenants()
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=acme, term=f"t{i}", alias=f"a{i}") for i in range(ENTRIES)
    )
    big_file = pls_file(10_000, "n")

    with web_server(workers=1) as port:
        status, _, idle = request(port, globex_key, "GET", "/api/v1/lexicon")
        assert status == 200
        say(f"Globex idle: {idle:.3f} s")
        results = []

        def acme_work(method, path, body=None, content_type="application/json"):
            results.append(request(port, acme_key, method, path, body, content_type))

        work = [
            threading.Thread(target=acme_work, args=("GET", "/api/v1/lexicon/export?lang=en"))
            for _ in range(EXPORTS)
        ] + [
            threading.Thread(
                target=acme_work,
                args=("POST", "/api/v1/lexicon/import", big_file, "application/pls+xml"),
            )
            for _ in range(IMPORTS)
        ]
        for thread in work:
            thread.start()
        time.sleep(0.3)  # Acme's requests are in the server
        answers = []
        while any(thread.is_alive() for thread in work):
            answers.append(request(port, globex_key, "GET", "/api/v1/lexicon"))
        for thread in work:
            thread.join()

        statuses = sorted(status for status, _, _ in results)
        acme_longest = max(seconds for _, _, seconds in results)
        globex = [round(seconds, 2) for _, _, seconds in answers]
        say(f"Acme: {statuses}, {acme_longest:.1f} s at most")
        say(f"Globex during it: {len(answers)} answers, {globex}")
        exported = [data for status, data, _ in results if data.startswith(b"<?xml")]
        assert len(exported) == EXPORTS
        assert all(data.count(b"<lexeme>") >= ENTRIES for data in exported)
        assert statuses.count(200) >= EXPORTS + 1  # every export, and an import
        assert set(statuses) <= {200, 503}  # a second import at once is refused, not held
        assert answers and all(status == 200 for status, _, _ in answers)
        assert max(globex) < AT_MOST * acme_longest, (globex, acme_longest)


if __name__ == "__main__":
    scenario()
