"""The routes the SDKs and frameworks call besides speech, through the official SDKs
(elevenlabs 2.78.0, openai 3.57.0) against the real server (tests/serving.py, as `manage.py
serve` runs it): the user and its subscription, voice settings, the voice list with
ElevenLabs' premade ids, OpenAI's ``models.retrieve``, and the errors each SDK raises."""

from tests.cluster import qcluster, run_scenario, say, start_django
from tests.serving import serving_env, two_tenants, web_server


def test_the_sdks_account_and_settings_calls_work_unchanged(tmp_path, model_dir):
    run_scenario(__name__, serving_env(tmp_path, model_dir, API_DAILY_CHARS="50000"))


GEORGE = "JBFqnCBsd6RMkjVDRZzb"
TEXT = "The first move is what sets everything in motion."


def scenario():
    start_django()
    import httpx
    import openai
    from elevenlabs import ElevenLabs

    from engine import contract
    from lexicon.models import VoicePreset

    acme, key, globex, globex_key = two_tenants()
    VoicePreset.objects.create(
        tenant=acme, name="quick", voice="F2", speed=contract.DEFAULT_SPEED * 1.25
    )

    with qcluster(), web_server() as port:
        base = f"http://127.0.0.1:{port}"
        client = ElevenLabs(api_key=key, base_url=base, timeout=30)

        before = client.user.subscription.get()
        assert (before.character_count, before.character_limit) == (0, 50000)
        b"".join(client.text_to_speech.convert(GEORGE, text=TEXT, output_format="pcm_16000"))
        after = client.user.subscription.get()
        assert after.character_count >= len(TEXT), after
        assert (
            ElevenLabs(api_key=globex_key, base_url=base).user.subscription.get().character_count
            == 0
        )

        user = client.user.get()
        assert user.user_id == "acme" and user.subscription.character_count == after.character_count

        default = client.voices.settings.get_default()
        assert (default.stability, default.similarity_boost, default.speed) == (0.5, 0.75, 1.0)
        assert client.voices.settings.get("quick").speed == 1.25
        assert client.voices.settings.get(GEORGE).speed == 1.0

        # Open WebUI's ElevenLabs engine speaks only an id GET /v1/voices lists.
        listed = {v.voice_id: v.name for v in client.voices.get_all().voices}
        assert listed[GEORGE] == "George" and "quick" in listed and "F1" in listed

        # Errors: the SDK's ApiError with ElevenLabs' {"detail": {status, message}}.
        refused(lambda: client.voices.settings.get("nobody"), 404, "voice_not_found")
        refused(lambda: client.history.list(), 404, "not_found")  # a section not served here
        stranger = ElevenLabs(api_key="tts_bad_key", base_url=base)
        refused(lambda: stranger.user.get(), 401, "invalid_api_key")
        raw = httpx.get(
            f"{base}/v1/text-to-speech/{GEORGE}/no-such-mode", headers={"xi-api-key": key}
        )
        assert raw.status_code == 404 and raw.json()["detail"]["status"] == "not_found"

        oa = openai.OpenAI(base_url=f"{base}/v1", api_key=key, max_retries=0)
        model = oa.models.retrieve("tts-1")
        assert (model.id, model.object, model.owned_by) == ("tts-1", "model", "supertonic")
        try:
            oa.models.retrieve("gpt-9")
        except openai.NotFoundError as exc:
            assert (exc.code, exc.param) == ("model_not_found", "model")
        else:
            raise AssertionError("no 404 for an unknown model")
        say("the SDKs' account and settings calls work")


def refused(call, status: int, word: str) -> None:
    """``call()`` raises the SDK's ApiError with ``status`` and ElevenLabs' error body."""
    from elevenlabs.core.api_error import ApiError

    try:
        call()
    except ApiError as exc:
        assert exc.status_code == status, (exc.status_code, exc.body)
        detail = exc.body["detail"]
        assert {"status", "message"} <= set(detail) and detail["status"] == word, exc.body
    else:
        raise AssertionError(f"no error: expected {status}")


if __name__ == "__main__":
    scenario()
