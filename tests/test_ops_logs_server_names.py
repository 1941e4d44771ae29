"""The web server's own lines, as `manage.py serve` (`make run`) writes them, are named for
the server (issue 34): gunicorn and uvicorn write every line, "Booting worker" too, under
"<server>.error", and a newcomer reading JSON logs took an INFO line for an error; uvicorn's
lines repeated their message with terminal colour codes."""

import json

from tests.cluster import migrated, serving
from tests.serving import serving_env


def test_the_servers_lines_are_named_for_the_server_at_their_own_level(tmp_path, model_dir):
    env = serving_env(tmp_path, model_dir)
    migrated(env, "pass")
    log = tmp_path / "serve.log"
    with serving(env, log):
        pass
    entries = []
    for line in log.read_text().splitlines():
        if line.startswith("{"):
            entries.append(json.loads(line))
    server = {(e["logger"], e["level"]) for e in entries if e["logger"] in ("gunicorn", "uvicorn")}
    assert ("gunicorn", "INFO") in server and ("uvicorn", "INFO") in server, entries
    assert not [e for e in entries if e["logger"].endswith(".error")], entries
    assert not [e for e in entries if "color_message" in e], entries  # terminal escapes
