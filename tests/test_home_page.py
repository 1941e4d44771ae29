"""The home page at /: what the service is, which model is loaded (a stand-in said
plainly), and links that lead somewhere."""

import re

import pytest
from django.contrib.staticfiles import finders

from synth.speech import folder_fingerprint


@pytest.fixture
def home(client, job_settings):
    return client.get("/")


def test_it_says_plainly_that_a_stand_in_model_is_loaded(home):
    page = home.content.decode()
    assert home.status_code == 200
    assert "Stand-in model: random weights" in page
    assert 'id="standin-notice"' in page


def test_it_shows_the_models_fingerprint(home):
    page = home.content.decode()
    assert f'title="{folder_fingerprint()}"' in page
    assert folder_fingerprint()[:16] in page


def test_it_says_when_no_model_is_installed(client, settings, tmp_path):
    settings.SYNTH_MODEL_DIR = tmp_path / "nothing-here"
    page = client.get("/").content.decode()
    assert "No model installed." in page
    assert "Stand-in model" not in page


def test_every_link_on_it_leads_to_a_page_that_exists(client, home):
    links = set(re.findall(r'href="(/[^"]*)"', home.content.decode()))
    assert {"/api/docs/", "/api/v1/health", "/api/v1/ready", "/metrics", "/admin/"} <= links
    assert "/playground/" in links
    for link in links:
        if link.startswith("/static/"):
            continue
        # /metrics may refuse (token, allowed IPs) and the playground sends to the login
        # page; nothing is missing.
        assert client.get(link).status_code in (200, 302, 403, 503), link


def test_it_shows_a_first_request_with_this_servers_address(home):
    page = home.content.decode()
    assert "curl -sS http://testserver/api/v1/speech" in page
    assert "http://testserver/v1" in page


def test_head_is_answered_like_get(client, job_settings):
    assert client.head("/").status_code == 200


def test_its_stylesheet_is_ours_with_a_dark_scheme(home):
    assert "/static/home/home.css" in home.content.decode()
    css = open(finders.find("home/home.css")).read()
    assert "prefers-color-scheme: dark" in css
    assert "url(" not in css and "@import" not in css  # nothing fetched from elsewhere
