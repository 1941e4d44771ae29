"""The review queue's page says one name (issue 34): its breadcrumb read "Synthesis ›
Clips" over the title "Review queue"; its language filter, "By lang"; its keys were plain
words. Screenshots at 1280 and 1920 px in ``$SCREENSHOTS_DIR/review-queue/``."""

import pytest

from tests.conftest import SCREENSHOTS


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("width", [1280, 1920])
def test_the_queues_title_and_breadcrumb_agree(
    make_tenant, make_member, live_server, browser, width
):
    folder = SCREENSHOTS / "review-queue"
    folder.mkdir(parents=True, exist_ok=True)
    reviewer = make_member(make_tenant("acme"), "reviewer")
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.goto(f"{live_server.url}/admin/login/?next=/admin/synth/clip/")
    page.fill("#id_username", reviewer.username)
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.wait_for_selector("#queue-summary")
    page.screenshot(path=folder / f"queue-{width}.png", full_page=False)

    crumbs = [part.strip() for part in page.inner_text(".breadcrumbs").split("›")]
    assert crumbs == ["Home", "Synthesis", "Review queue"], crumbs
    assert page.inner_text("#content h1") == "Review queue"
    assert page.title().startswith("Review queue")
    filters = page.eval_on_selector_all(
        "#changelist-filter summary, #changelist-filter h3", "hs => hs.map(h => h.textContent)"
    )
    assert any("By language" in f for f in filters), filters  # it said "By lang"
    keys = page.eval_on_selector_all(
        "#queue-summary kbd", "ks => ks.map(k => getComputedStyle(k).borderTopStyle)"
    )
    assert keys and set(keys) == {"solid"}, keys  # the keys read as keys, as on a clip page
