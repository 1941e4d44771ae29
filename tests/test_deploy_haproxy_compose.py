"""The compose layout's load balancer keeps its last resort (issue 35). haproxy-compose.cfg
finds the web containers by name through the engine's DNS, and names each twice: a checked
server and an unchecked backup that takes requests when every checked one is down. HAProxy's
resolver gives one address to one server of a backend unless `resolve-opts allow-dup-ip`
says otherwise: without it both backups went "DOWN for maintenance (No IP for server)" at
the first resolution, and a request redispatched while web1 was dead and web2 marked down
found no server at all (<NOSRV> 503)."""

from collections import Counter
from pathlib import Path

CONFIG = Path(__file__).resolve().parent.parent / "deploy" / "cluster" / "haproxy-compose.cfg"


def server_lines():
    for line in CONFIG.read_text().splitlines():
        words = line.split()
        if words[:1] == ["server"]:
            yield words


def test_every_web_container_has_a_checked_server_and_an_unchecked_backup():
    servers = list(server_lines())
    checked = Counter(words[2] for words in servers if "check" in words)
    backups = Counter(words[2] for words in servers if "backup" in words)
    assert checked == backups == Counter({"web1:8000": 1, "web2:8000": 1})


def test_servers_sharing_a_name_may_share_its_address():
    for words in server_lines():
        assert "resolvers" in words, words
        opts = words[words.index("resolve-opts") + 1] if "resolve-opts" in words else ""
        assert "allow-dup-ip" in opts.split(","), f"{words[1]}: the resolver gives it no address"
