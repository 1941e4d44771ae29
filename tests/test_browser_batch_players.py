"""A batch's page shows each clip's length in its player before anyone plays it (issue 34,
the first hour: every player read "0:00 / 0:00" until played). Screenshots at 1280 and
1920 px in ``$SCREENSHOTS_DIR/batch/``."""

import pytest

from synth.models import Batch, BatchItem
from tests.conftest import SCREENSHOTS
from tests.test_api_support import synthesize

FOLDER = SCREENSHOTS / "batch"


def batch_page(make_tenant, make_member, live_server, browser, width):
    """A batch of two rendered items, its page open for an editor at ``width``: the page
    and the clips."""
    FOLDER.mkdir(parents=True, exist_ok=True)
    tenant = make_tenant("acme")
    batch = Batch.objects.create(tenant=tenant)
    clips = []
    for position, text in enumerate(["Our order ships today.", "It arrives on Friday."]):
        clips.append(synthesize(tenant, text, voice="F2", steps=2, seed=7))
        BatchItem.objects.create(
            batch=batch, position=position, key=clips[-1].key, job=clips[-1].jobs.get(),
            dispatched=True,
            params={"text": text, "normalized_text": clips[-1].normalized_text},
        )  # fmt: skip
    member = make_member(tenant, "editor")
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.goto(f"{live_server.url}/admin/login/?next=/admin/synth/batch/{batch.pk}/change/")
    page.fill("#id_username", member.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    # Signed in and on the batch's page before the test goes on: a reload while the
    # sign-in's redirect is still under way finds no page to reload.
    page.wait_for_url(f"**/admin/synth/batch/{batch.pk}/change/")
    page.wait_for_selector("#batch-progress")
    return page, clips


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_the_batch_players_show_each_clips_length_unplayed(
    sync_jobs, make_tenant, make_member, live_server, browser, width
):
    page, clips = batch_page(make_tenant, make_member, live_server, browser, width)
    page.wait_for_selector("#batch-items audio")
    # Each player's length known, nothing played: the browser read the headers only.
    page.wait_for_function(
        "() => [...document.querySelectorAll('#batch-items audio')]"
        ".every(a => a.duration > 0 && a.paused && a.currentTime === 0)",
        timeout=20_000,
    )
    assert page.locator("#batch-items audio").count() == 2
    page.screenshot(path=FOLDER / f"batch-players-{width}.png", full_page=True)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_a_batch_says_which_items_expired(
    sync_jobs, make_tenant, make_member, live_server, browser, width
):
    """An item whose clip was removed since (the twenty-third pass) is "expired", not
    pending for ever: the page says so and does not refresh."""
    page, clips = batch_page(make_tenant, make_member, live_server, browser, width)
    clips[1].delete()  # the second one's clip, removed by housekeeping
    page.reload()
    page.wait_for_selector("#batch-progress")
    said = page.locator("#batch-progress").inner_text()
    assert "1 of 2 done" in said and "1 expired" in said and "pending" not in said
    assert page.locator("tr.item-expired").count() == 1
    assert page.locator("meta[http-equiv=refresh]").count() == 0
    page.screenshot(path=FOLDER / f"batch-expired-{width}.png", full_page=True)
