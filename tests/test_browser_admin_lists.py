"""The admin's lists are readable at 1,280 and 1,920 px: the clips list (every clip), the
review queue and the lexicon list fit the window (nothing cut off or scrolled sideways),
rows stay compact (a long text is one line, whole on hover), and every column is there.
Screenshots go to var/screenshots/ to be looked at.

Runs Debian's Chromium headless (conftest's ``browser``).
"""

import pytest
from django.conf import settings

from lexicon.models import LexiconEntry, VoicePreset
from review import queue
from review.models import QueueReason, Review
from synth.models import Clip

SHOTS = settings.BASE_DIR / "var" / "screenshots"
WIDTHS = [1280, 1920]
# A compact row: two lines of text and one of facts (an open report first).
ROW_MAX_PX = 58

# Whether the page scrolls sideways, and the rows taller than allowed.
MEASURE = """(rowMax) => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    tallRows: [...document.querySelectorAll('#result_list tbody tr')]
        .map(tr => tr.getBoundingClientRect().height).filter(h => h > rowMax),
    rows: document.querySelectorAll('#result_list tbody tr').length,
    headers: [...document.querySelectorAll('#result_list thead th')]
        .filter(th => th.getBoundingClientRect().right > window.innerWidth)
        .map(th => th.textContent.trim()),
    cut: [...document.querySelectorAll('#changelist, #result_list, .results')]
        .filter(el => el.scrollWidth > el.clientWidth + 1).map(el => el.id || el.className),
})"""

LONG = (
    "Our SaaS dashboard ships on March 5, 2024 with the new ONNX runtime, and the invoice "
    "for $1,250.50 is due by 9 a.m. on Monday; call us if anything sounds wrong to you. "
)


@pytest.fixture
def lists(make_tenant, make_clip, make_entry, django_user_model):
    """Two tenants (so the tenant column shows), 46 clips of short and long texts, most
    queued, some flagged, some reported, and a lexicon with long terms and aliases."""
    root = django_user_model.objects.create_superuser("root", "r@x.org", "pw")
    tenants = [make_tenant("acme-corporation-europe"), make_tenant("bob")]
    preset = VoicePreset.objects.create(tenant=tenants[0], name="support-line-calm", voice="F1")
    for n in range(46):
        tenant = tenants[n % 2]
        clip = make_clip(tenant, key=f"{n:02d}" + "c" * 62)
        clip.text = (LONG * (1 + n % 3))[: 40 + 37 * n] if n % 4 else f"Short {n}."
        clip.preset = preset if tenant == tenants[0] else None
        clip.save()
        if n % 3:  # a third are left out of the queue (unless flagged or reported below)
            queue.enqueue(clip, QueueReason.SAMPLE)
        if n % 5 == 0:
            Review.of(clip).move("flag", root)
        if n % 7 == 0:
            queue.report(clip, "It reads the price wrong and it sounds very robotic " * 3, "noise")
    for n in range(30):
        make_entry(
            tenants[n % 2],
            f"TermNumber{n}WithAVeryLongName",
            "an alias that is long enough to wrap in a narrow column " * 2,
            note="a note " * 20,
        )
    assert LexiconEntry.objects.count() == 30
    return root


def look(page, name: str, width: int) -> dict:
    page.set_viewport_size({"width": width, "height": 900})
    page.wait_for_selector("#result_list")
    found = page.evaluate(MEASURE, ROW_MAX_PX)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SHOTS / f"{name}-{width}.png", full_page=True)
    return found


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", WIDTHS)
def test_the_lists_fit_the_window_with_compact_rows(lists, live_server, browser, width):
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.goto(f"{live_server.url}/admin/login/?next=/admin/")
    waiting = queue.waiting(queue.annotate(Clip.objects.all())).count()
    assert 30 < waiting < 46
    page.fill("#id_username", "root")
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_selector("#content")
    for name, url, rows in [
        ("clips-list", "/admin/synth/clip/?queue=all", 46),
        ("review-queue", "/admin/synth/clip/", waiting),
        ("lexicon-list", "/admin/lexicon/lexiconentry/", 30),
    ]:
        page.goto(f"{live_server.url}{url}")
        found = look(page, name, width)
        assert found["rows"] == rows, name
        assert found["page"] <= 0, f"{name} scrolls sideways by {found['page']} px"
        assert found["headers"] == [], f"{name} cuts off {found['headers']}"
        assert found["cut"] == [], name
        assert found["tallRows"] == [], f"{name} has rows of {found['tallRows']} px"
    # The whole text is one hover away.
    page.goto(f"{live_server.url}/admin/synth/clip/?queue=all")
    title = page.locator("#result_list .said").first.get_attribute("title")
    assert title and len(title) > 100
    # Under 1,600 px the admin's navigation starts folded for the lists; opened, the
    # lists still fit.
    opened = page.locator("#main").get_attribute("class")
    assert ("shifted" not in opened) == (width < 1600)
    if width < 1600:
        page.click("#toggle-nav-sidebar")
    for name, url in [
        ("review-queue-nav-open", "/admin/synth/clip/"),
        ("lexicon-list-nav-open", "/admin/lexicon/lexiconentry/"),
    ]:
        page.goto(f"{live_server.url}{url}")
        assert "shifted" in page.locator("#main").get_attribute("class")
        found = look(page, name, width)
        assert found["page"] <= 0 and found["headers"] == [] and found["cut"] == [], name
        assert found["tallRows"] == [], f"{name} has rows of {found['tallRows']} px"
    page.close()
