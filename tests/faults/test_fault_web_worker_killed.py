"""A web worker killed (SIGKILL) while it holds a tenant's every stream slot, HTTP streams
and stream-input sockets alike (issue 30): within API_LEASE_SECONDS (plus a renewal's
slack) every slot is free again; the same tenant opens its limit again, and another
tenant streams at once. Before, the slots stayed taken for 16 (streams) to 30 (sockets)
minutes, and the refusal said to try again in 1 s.

A real `manage.py serve` (two web workers and a qcluster) on the scenario's database.
"""

import asyncio
import http.client
import json
import os
import signal
import socket
import time
from pathlib import Path

import psutil

from tests.cluster import run_scenario, say, serving, start_django, wait_until
from tests.faults.harness import SLOW, fault_env

LIMIT = 4  # the scenario's API_TENANT_MAX_STREAMS: two HTTP streams and two sockets
RACHEL = "21m00Tcm4TlvDq8ikWAM"
OPENING = {"text": " ", "try_trigger_generation": True, "voice_settings": None}


def test_a_killed_web_workers_slots_are_free_within_seconds(tmp_path, model_dir):
    env = fault_env(tmp_path, model_dir, API_TENANT_MAX_STREAMS=LIMIT)
    print(run_scenario(__name__, env, timeout=240))


def open_stream(port: int, key: str) -> tuple[http.client.HTTPConnection, int]:
    """An HTTP stream of a long text, its headers read and its body not: the server blocks
    writing it, holding the stream's slot. A small receive buffer makes that soon."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    conn.connect()
    conn.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    body = {**SLOW, "stream": True, "format": "pcm", "wait": 30}
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    conn.request("POST", "/api/v1/speech", body=json.dumps(body), headers=headers)
    return conn, conn.getresponse().status


async def open_socket(url: str, key: str):
    """A stream-input socket past its opening: it holds a slot until closed. The close
    code and reason if it was refused, else the open socket."""
    import websockets

    ws = await websockets.connect(url, additional_headers={"xi-api-key": key})
    await ws.send(json.dumps(OPENING))
    await ws.send(json.dumps({"text": "Hi there.", "flush": True}))
    reply = json.loads(await ws.recv())
    if not reply.get("audio"):
        await ws.close()
        return reply
    return ws


def workers_holding(serve: psutil.Process, ports: set[int]) -> list[psutil.Process]:
    """The processes under ``serve`` with a connection from one of our client ports."""
    return [
        proc
        for proc in serve.children(recursive=True)
        if any(c.raddr and c.raddr.port in ports for c in proc.net_connections("tcp"))
    ]


def scenario():
    start_django()
    from django.conf import settings

    from tenancy.models import ApiKey, Tenant

    keys = {}
    for slug in ("acme", "globex"):
        keys[slug] = ApiKey.issue(Tenant.objects.create(slug=slug, name=slug))[1]
    lease_seconds = settings.API_LEASE_SECONDS
    log = Path(os.environ["CLUSTER_LOG"]).with_name("qcluster-web.log")
    with serving(dict(os.environ), log) as (proc, port):
        url = (
            f"ws://127.0.0.1:{port}/v1/text-to-speech/{RACHEL}/stream-input"
            "?model_id=eleven_flash_v2_5&output_format=pcm_44100&inactivity_timeout=120"
        )
        loop = asyncio.new_event_loop()
        streams = [open_stream(port, keys["acme"]) for _ in range(2)]
        assert [status for _, status in streams] == [200, 200], streams
        sockets = [loop.run_until_complete(open_socket(url, keys["acme"])) for _ in range(2)]
        refused = loop.run_until_complete(open_socket(url, keys["acme"]))
        say(f"acme holds {LIMIT} slots; one more: {refused}")
        assert refused["detail"]["code"] == "too_many_concurrent", refused

        ports = {c.sock.getsockname()[1] for c, _ in streams}
        ports |= {ws.transport.get_extra_info("sockname")[1] for ws in sockets}
        holders = workers_holding(psutil.Process(proc.pid), ports)
        assert holders, "no web worker holds our connections"
        for holder in holders:
            holder.send_signal(signal.SIGKILL)
        killed = time.monotonic()
        say(f"killed web worker(s) {[h.pid for h in holders]}")

        def all_slots_free():
            opened = [loop.run_until_complete(open_socket(url, keys["acme"])) for _ in range(LIMIT)]
            ok = [ws for ws in opened if not isinstance(ws, dict)]
            for ws in ok:
                loop.run_until_complete(ws.close())
            return len(ok) == LIMIT

        wait_until(all_slots_free, lease_seconds + 10, "acme's slots to be free again")
        took = time.monotonic() - killed
        say(f"acme opened {LIMIT} sockets again {took:.1f} s after the kill")
        assert took <= lease_seconds + 5, took

        other = loop.run_until_complete(open_socket(url, keys["globex"]))
        assert not isinstance(other, dict), other
        loop.run_until_complete(other.close())
        conn, status = open_stream(port, keys["acme"])
        assert status == 200
        conn.close()
        say("globex streams at once, and so does acme")
        loop.close()


if __name__ == "__main__":
    scenario()
