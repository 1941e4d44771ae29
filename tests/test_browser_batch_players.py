"""A batch's page shows each clip's length in its player before anyone plays it (issue 34,
the first hour: every player read "0:00 / 0:00" until played). Screenshots at 1280 and
1920 px in ``$SCREENSHOTS_DIR/batch/``."""

import pytest

from synth.models import Batch, BatchItem
from tests.conftest import SCREENSHOTS
from tests.test_api_support import synthesize


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_the_batch_players_show_each_clips_length_unplayed(
    sync_jobs, make_tenant, make_member, live_server, browser, width
):
    folder = SCREENSHOTS / "batch"
    folder.mkdir(parents=True, exist_ok=True)
    tenant = make_tenant("acme")
    batch = Batch.objects.create(tenant=tenant)
    for position, text in enumerate(["Our order ships today.", "It arrives on Friday."]):
        clip = synthesize(tenant, text, voice="F2", steps=2, seed=7)
        BatchItem.objects.create(
            batch=batch, position=position, key=clip.key, job=clip.jobs.get(),
            params={"text": text, "normalized_text": clip.normalized_text},
        )  # fmt: skip
    member = make_member(tenant, "editor")
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.goto(f"{live_server.url}/admin/login/?next=/admin/synth/batch/{batch.pk}/change/")
    page.fill("#id_username", member.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_selector("#batch-items audio")
    # Each player's length known, nothing played: the browser read the headers only.
    page.wait_for_function(
        "() => [...document.querySelectorAll('#batch-items audio')]"
        ".every(a => a.duration > 0 && a.paused && a.currentTime === 0)",
        timeout=20_000,
    )
    assert page.locator("#batch-items audio").count() == 2
    page.screenshot(path=folder / f"batch-players-{width}.png", full_page=True)
