"""Fair shares: past API_TENANT_MAX_WAITING requests waiting (or API_TENANT_MAX_STREAMS
streams open) a tenant's next one is refused with 429 ``too_many_concurrent`` and a
Retry-After, in each endpoint's error shape, without using its character quota; another
tenant's requests are taken meanwhile, and the tenant's own cache hits are never refused.

No synthesis worker runs while the slots are full, so that nothing ends a wait but its
``wait``. Real server (tests/serving.py); the scenario runs in a process of its own.
"""

import pytest

from tests.cluster import answers, qcluster, run_scenario, say, start_django, wait_until
from tests.serving import Held, Reply, job_count, post, serving_env, two_tenants, web_server

# Backend-dependent, so on the PostgreSQL + Redis pass too: fair-share leases in Redis (a real
# server on the pass's services).
pytestmark = pytest.mark.backend

# A held request waits this long, then answers 202: the checks run within it.
HELD_WAIT = 6
NEW = {"voice": "M1", "lang": "en", "steps": 2, "seed": 1}


def test_a_tenant_past_its_caps_gets_429_and_the_others_do_not(tmp_path, model_dir):
    env = serving_env(
        tmp_path,
        model_dir,
        API_TENANT_MAX_WAITING=2,
        API_TENANT_MAX_STREAMS=1,
        API_MAX_WAIT=10,  # the OpenAI endpoint's wait: one let in by mistake ends in 10 s
    )
    print(run_scenario(__name__, env, timeout=150))


def scenario():
    start_django()
    from api.throttles import quota_used

    acme, acme_key, globex, globex_key = two_tenants()
    cached = {"text": "Ours already.", **NEW, "wait": 10}

    with web_server(workers=1) as port:
        with qcluster():  # Acme's cached clip; then no worker
            wait_until(lambda: answers(port, "/api/v1/ready"), 60, "the cluster to be ready")
            made = post(port, acme_key, cached)
            assert (made.status, made.headers.get("X-Cache")) == (200, "MISS"), made
        jobs = job_count(acme)

        def hit():
            answer = post(port, acme_key, cached)
            assert (answer.status, answer.headers.get("X-Cache")) == (200, "HIT"), answer

        def held(i: int, key: str = acme_key, **more) -> Held:
            body = {"text": f"Waiting request number {i}.", **NEW, "wait": HELD_WAIT, **more}
            return Held(port, key, body)

        # Waiting: Acme's two slots taken, its third refused; Globex's two taken meanwhile.
        first = [held(1), held(2)]
        wait_until(lambda: job_count(acme) == jobs + 2, 10, "Acme's two waits to be in")
        used = quota_used(acme)[0]
        refused = post(port, acme_key, {"text": "One too many.", **NEW, "wait": HELD_WAIT})
        check_refusal(refused)
        assert quota_used(acme)[0] == used, "the refused request used the quota"
        assert job_count(acme) == jobs + 2, "the refused request made a job"
        say(f"third wait: 429 in {refused.seconds:.3f} s; {refused.error['message']}")

        # FLAC: the OpenAI endpoint waits for the whole clip (other formats stream).
        refused = openai(port, acme_key, "One too many, said OpenAI's way.", "flac")
        check_refusal(refused, openai=True)
        assert quota_used(acme)[0] == used, "the refused OpenAI request used the quota"

        hit()
        theirs = [held(3, globex_key), held(4, globex_key)]
        wait_until(lambda: job_count(globex) == 2, 10, "Globex's two waits to be in")
        assert not any(h.done.is_set() for h in first), "Acme's waits ended before Globex's began"
        for one in first + theirs:
            assert one.done.wait(HELD_WAIT + 10), "a held request did not end"
            assert one.failure is None, one.failure
            assert one.reply.status == 202, one.reply  # taken, and waited its wait
        assert all(h.reply.seconds > HELD_WAIT - 1 for h in first), "a held wait ended early"

        # Streams: one open for Acme, its second refused; Globex's taken meanwhile.
        jobs = job_count(acme)
        stream = held(5, stream=True)
        wait_until(lambda: job_count(acme) == jobs + 1, 10, "Acme's stream to be in")
        used = quota_used(acme)[0]
        refused = post(
            port, acme_key, {"text": "One stream too many.", **NEW, "stream": True, "wait": 5}
        )
        check_refusal(refused)
        refused = openai(port, acme_key, "One stream too many, said OpenAI's way.", "wav")
        check_refusal(refused, openai=True)
        assert quota_used(acme)[0] == used, "the refused streams used the quota"
        hit()
        theirs = held(6, globex_key, stream=True)
        wait_until(lambda: job_count(globex) == 3, 10, "Globex's stream to be in")
        assert not stream.done.is_set(), "Acme's stream ended before Globex's began"
        for one in (stream, theirs):
            assert one.done.wait(HELD_WAIT + 10), "a held stream did not end"
            assert one.failure is None, one.failure
            assert one.reply.status == 202, one.reply  # no first chunk in its wait
        say("second stream: 429; Globex's stream taken; Acme's hits 200 throughout")


def openai(port: int, key: str, text: str, fmt: str) -> Reply:
    body = {"model": "tts-1", "input": text, "voice": "alloy", "response_format": fmt}
    return post(port, key, body, "/v1/audio/speech")


def check_refusal(reply: Reply, openai: bool = False) -> None:
    """429 too_many_concurrent at once, with Retry-After in whole seconds, in our error
    shape or OpenAI's."""
    assert reply.status == 429, reply
    assert reply.code == "too_many_concurrent", reply.body
    fields = {"message", "type", "param", "code"} if openai else {"code", "message", "field"}
    assert set(reply.error) == fields, reply.error
    if openai:
        assert reply.error["type"] == "rate_limit_error", reply.error
    retry = reply.headers.get("Retry-After", "")
    assert retry.isdigit() and int(retry) >= 1, reply.headers
    assert reply.seconds < 3, f"refused after {reply.seconds:.2f} s, not at once"


if __name__ == "__main__":
    scenario()
