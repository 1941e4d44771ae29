"""An end user's report, sent by the tenant's app through the API, reaches the head of the
review queue in a real browser: the reviewer sees it first with its reason, opens it with
"Start reviewing", reads the report on the clip page and approves; the clip leaves the
head. Screenshots go to ``$SCREENSHOTS_DIR/review-report/`` (default
``var/screenshots/review-report/``).

Runs Debian's Chromium headless (conftest's ``browser``).
"""

import json
import urllib.request

import pytest

from review import queue
from review.models import QueueReason, Report
from tenancy.models import ApiKey
from tests.conftest import SCREENSHOTS

SHOTS = SCREENSHOTS / "review-report"
REASON = "The price is read as one two five zero"


def report_through_the_api(base: str, raw_key: str, clip_key: str) -> dict:
    request = urllib.request.Request(
        f"{base}/api/v1/clips/{clip_key}/report",
        data=json.dumps({"reason": REASON, "category": "mispronounced"}).encode(),
        headers={"Authorization": f"Bearer {raw_key}", "Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=20) as response:
        assert response.status == 201
        return json.load(response)


@pytest.mark.django_db(transaction=True)
def test_a_report_from_the_api_reaches_the_head_of_the_queue(
    make_tenant, make_member, make_clip, live_server, browser
):
    tenant = make_tenant("acme")
    clips = []
    for n in range(6):
        clip = make_clip(tenant, key=f"{'f' * 8}{n:056d}")  # out of any sample
        clip.text = f"Test set sentence number {n}: the total is $1,250.50."
        clip.save()
        queue.enqueue(clip, QueueReason.TEST_SET)
        clips.append(clip)
    oldest = clips[0]  # the bottom of the queue, newest first
    _, raw = ApiKey.issue(tenant)
    reviewer = make_member(tenant, "reviewer")
    SHOTS.mkdir(parents=True, exist_ok=True)

    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(f"{live_server.url}/admin/login/?next=/admin/synth/clip/")
    page.fill("#id_username", reviewer.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_selector("#queue-summary")
    first_row = "#result_list tbody tr:first-child"
    assert oldest.text not in page.inner_text(first_row)

    body = report_through_the_api(live_server.url, raw, oldest.key)
    assert body["clip"] == oldest.key and body["open_reports"] == 1

    page.reload()
    page.wait_for_selector("#queue-summary")
    head = page.inner_text(first_row)
    assert oldest.text in head and REASON in head and "mispronounced" in head
    assert "1 reported" in page.inner_text("#queue-summary")
    page.screenshot(path=SHOTS / "report-head-of-queue.png", full_page=True)

    page.click("#start-reviewing")
    page.wait_for_selector("#reports")
    assert REASON in page.inner_text("#reports")
    page.screenshot(path=SHOTS / "report-clip-page.png", full_page=True)

    with page.expect_navigation():
        page.click("#approve")
    # The next waiting clip opens: the newest, now that the reported one is done.
    assert page.url.endswith(f"/admin/synth/clip/{clips[-1].pk}/change/")
    assert not Report.objects.filter(resolved=False).exists()
    page.goto(f"{live_server.url}/admin/synth/clip/")
    assert oldest.text not in page.inner_text("#result_list")  # approved: out of the queue
    page.close()
