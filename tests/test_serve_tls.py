"""`manage.py serve --certfile --keyfile`: https and wss:// without a proxy in front, so
the elevenlabs SDK's ``convert_realtime``, which always dials ``wss://`` whatever its base
URL says, works as published (elevenlabs 2.78.0; nothing in it changed). The certificate
is a test CA's (trustme), trusted the way any client is told to: SSL_CERT_FILE."""

import io
import ssl
import subprocess
import sys

import httpx
import soundfile
import trustme

from tests.cluster import ROOT, clean_up_scenario, migrated, scenario_env, serving

RACHEL = "21m00Tcm4TlvDq8ikWAM"
PIECES = ["Hello ", "from ", "a socket ", "over TLS. ", "It has ", "two sentences."]
ISSUE_KEY = """
from tenancy.models import ApiKey, Tenant
print(ApiKey.issue(Tenant.objects.create(slug="acme", name="Acme"))[1])
"""


def certificate(folder):
    """A test CA's certificate for 127.0.0.1: (certfile, keyfile, the CA's file)."""
    ca = trustme.CA()
    issued = ca.issue_cert("127.0.0.1", "localhost")
    files = [folder / name for name in ("server.pem", "server.key", "ca.pem")]
    issued.cert_chain_pems[0].write_to_path(str(files[0]))
    issued.private_key_pem.write_to_path(str(files[1]))
    ca.cert_pem.write_to_path(str(files[2]))
    return files


def test_serve_with_a_certificate_speaks_wss_to_the_elevenlabs_sdk(
    model_dir, tmp_path, monkeypatch
):
    from elevenlabs.client import ElevenLabs

    certfile, keyfile, cafile = certificate(tmp_path)
    env = scenario_env(tmp_path, model_dir)
    trusted = ssl.create_default_context(cafile=str(cafile))
    try:
        key = migrated(env, ISSUE_KEY)
        args = ("--certfile", str(certfile), "--keyfile", str(keyfile))
        with serving(env, tmp_path / "serve.log", args=args, tls=trusted) as (_, port):
            # What a client's own TLS trusts: the websockets package's default context.
            monkeypatch.setenv("SSL_CERT_FILE", str(cafile))
            http = httpx.Client(verify=trusted, timeout=30)
            sdk = ElevenLabs(api_key=key, base_url=f"https://127.0.0.1:{port}", httpx_client=http)

            pcm = b"".join(
                sdk.text_to_speech.convert_realtime(
                    RACHEL, text=iter(PIECES), output_format="pcm_16000"
                )
            )
            assert len(pcm) % 2 == 0 and len(pcm) / 2 / 16000 > 1.0

            # The SDK's default format, mp3, decodes whole.
            mp3 = b"".join(sdk.text_to_speech.convert_realtime(RACHEL, text=iter(PIECES[:4])))
            samples, rate = soundfile.read(io.BytesIO(mp3))
            assert rate == 44100 and len(samples) / rate > 0.5

            # REST over https too; the socket's characters were charged to the quota.
            assert sdk.user.subscription.get().character_count >= len("".join(PIECES))
            http.close()
    finally:
        clean_up_scenario(env)


def test_serve_refuses_half_a_certificate_before_starting(tmp_path):
    certfile, _, _ = certificate(tmp_path)
    done = subprocess.run(
        [sys.executable, "manage.py", "serve", "--certfile", str(certfile)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "give both --certfile and --keyfile" in done.stderr
