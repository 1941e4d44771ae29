"""Sentence reuse as people see it, in a real browser at 1280 and 1920 px (and in the
admin's dark theme): the dashboard's reuse tiles and charts, and the clip page's sentence
table. Nothing overflows its box and chart labels read in either theme; each page is saved
as a screenshot in ``$SCREENSHOTS_DIR/sentences/`` (default ``var/screenshots/sentences/``).

Runs Debian's Chromium headless (conftest's ``browser``: skipped where Chromium is not
installed, except in CI, where it must run).
"""

from datetime import timedelta

import pytest
from django.utils import timezone

from synth.models import Clip
from tests.conftest import SCREENSHOTS
from tests.test_api_support import synthesize

VIEWS = [(1280, "light"), (1920, "light"), (1280, "dark")]
TEXTS = [
    "Thank you for calling the support line of Acme Widgets, we will be with you shortly. "
    "Your order 4411 ships today.",
    "Thank you for calling the support line of Acme Widgets, we will be with you shortly. "
    "Your order 4412 ships tomorrow. Have a good day.",
]
# What a page must not do at any width: run wider than the window, or a box than itself.
OVERFLOWS = """(selector) => [
    document.documentElement.scrollWidth > window.innerWidth ? ['page'] : [],
    [...document.querySelectorAll(selector)]
        .filter(el => el.scrollWidth > el.clientWidth + 1)
        .map(el => el.id || el.className || el.tagName),
].flat()"""

# Chart labels in the page's text colour, whatever the theme.
LABELS_READ = """() => [...document.querySelectorAll('.chart > text')]
    .map(t => getComputedStyle(t).fill)
    .filter(fill => fill !== getComputedStyle(document.body).color)"""


def earlier_days(make_clip, tenant):
    """Clips of the last days with some of their chunks reused, so the charts have a shape."""
    for days_ago, chunks, reused, saved in [(5, 6, 1, 0.4), (3, 8, 4, 1.6), (1, 5, 4, 2.2)]:
        clip = make_clip(tenant, created=timezone.now() - timedelta(days=days_ago))
        Clip.objects.filter(pk=clip.pk).update(
            chunks=[{"text": "x", "reused": n < reused} for n in range(chunks)],
            reused_sentences=reused,
            reused_audio_seconds=reused * 1.5,
            saved_synthesis_seconds=saved,
        )


@pytest.mark.django_db(transaction=True)
def test_reuse_on_the_dashboard_and_the_clip_page_fits_at_1280_and_1920_px(
    sync_jobs, make_tenant, make_member, make_clip, live_server, browser
):
    folder = SCREENSHOTS / "sentences"
    folder.mkdir(parents=True, exist_ok=True)
    tenant = make_tenant("acme")
    # No seed: each sentence's noise comes from its own text, so it is reused anywhere.
    synthesize(tenant, TEXTS[0], steps=2)
    clip = synthesize(tenant, TEXTS[1], steps=2)
    assert clip.reused_sentences == 2  # the opening clause and the rest of its sentence
    earlier_days(make_clip, tenant)
    user = make_member(tenant, "reviewer")

    for width, scheme in VIEWS:
        page = browser.new_page(viewport={"width": width, "height": 900}, color_scheme=scheme)
        name = f"{width}" if scheme == "light" else f"{width}-{scheme}"
        errors = []
        page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
        page.goto(f"{live_server.url}/admin/login/?next=/admin/review/dashboard/")
        page.fill("#id_username", user.username)
        page.fill("#id_password", "pw")
        page.click("input[type=submit]")
        page.wait_for_selector("#totals")
        assert page.inner_text("#total-sentences-reused") == "11 (42 %)"  # of 3 + 4 + 19
        assert page.evaluate(OVERFLOWS, ".tile, .tile .figure, .charts figure") == []
        assert page.evaluate(LABELS_READ) == [], scheme
        page.screenshot(path=folder / f"dashboard-{name}.png", full_page=True)

        page.goto(f"{live_server.url}/admin/synth/clip/{clip.pk}/change/")
        page.wait_for_selector("#sentences")
        assert page.inner_text("#sentence-reuse").startswith("2 of 4 sentences reused")
        assert page.evaluate(OVERFLOWS, ".review-box, #sentences table") == []
        page.locator("#sentences").screenshot(path=folder / f"clip-sentences-{name}.png")
        page.screenshot(path=folder / f"clip-{name}.png", full_page=True)
        assert errors == []
        page.close()
