"""The README's first screen in a real browser: with the editor login `prepare_demo` keeps
in var/demo-credentials.txt, a person opens the playground, types `Our SaaS dashboard ships
on March 5.`, presses Speak, and the page plays the clip and lists the lexicon's change
beside the date's. Screenshots go to ``$SCREENSHOTS_DIR/demo/`` (default
``var/screenshots/demo/``).

Runs Debian's Chromium headless (conftest's ``browser``).
"""

import re

import pytest
from django.core.management import call_command

from tests.conftest import SCREENSHOTS

SHOTS = SCREENSHOTS / "demo"


@pytest.mark.django_db(transaction=True)
def test_the_demo_editor_speaks_the_readmes_sentence_in_the_playground(
    sync_jobs, fresh_counts, tmp_path, live_server, browser
):
    sync_jobs.VAR_DIR = tmp_path
    call_command("prepare_demo")
    logins = (tmp_path / "demo-credentials.txt").read_text()
    username, password = re.search(r"^editor login: (\S+) / (\S+)$", logins, re.M).groups()

    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.on("pageerror", lambda e: print("error in the page:", e))
    page.goto(f"{live_server.url}/")
    page.click("text=Open the playground")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.click("input[type=submit]")
    page.wait_for_selector("#playground-form")
    assert page.locator("#f-tenant option:checked").inner_text() == "Demo"
    page.fill("#f-text", "Our SaaS dashboard ships on March 5.")
    page.fill("#f-voice", "F1")
    page.click("#speak")
    page.wait_for_selector("#normalized")
    assert page.inner_text("#normalized") == "Our sass dashboard ships on March fifth."
    rows = page.locator("#changes tbody tr").all_inner_texts()
    assert [row.split("\t") for row in rows] == [
        ["lexicon", "lexicon:SaaS", "SaaS", "sass"],
        ["rules", "en.date", "March 5", "March fifth"],
    ]
    page.wait_for_function(
        "() => { const a = document.querySelector('#clip-audio');"
        " return a.readyState >= 2 && a.duration > 0; }",
        timeout=20000,
    )
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SHOTS / "playground-first-clip-1280.png", full_page=True)
