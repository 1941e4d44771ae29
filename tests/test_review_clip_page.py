"""The clip page: player with seekable audio, waveform, captions, the three texts with
lexicon hits and rule changes marked, parameters, timings and hits."""

import pytest

from tests.test_api_support import synthesize


@pytest.fixture
def page(sync_jobs, client, make_tenant, make_member, make_entry):
    tenant = make_tenant("acme")
    make_entry(tenant, "SaaS", "sass")
    clip = synthesize(tenant, "Our SaaS costs $5. It ships today.", voice="M1", steps=2, seed=7)
    client.force_login(make_member(tenant, "reviewer"))
    return client, clip


def test_the_page_shows_the_texts_with_hits_and_rule_changes_marked(page):
    client, clip = page
    html = client.get(f"/admin/synth/clip/{clip.pk}/change/").content.decode()
    assert '<mark class="hit" title="lexicon:SaaS: SaaS → sass">SaaS</mark>' in html
    assert '<mark class="hit"' in html and ">sass</mark>" in html
    assert '<mark class="rule"' in html and "five dollars" in html
    assert "&lt;en&gt;" in html  # the model-ready text, tags and all


def test_the_page_shows_parameters_timings_hits_and_captions(page):
    client, clip = page
    html = client.get(f"/admin/synth/clip/{clip.pk}/change/").content.decode()
    for shown in ("<th>seed</th><td>7</td>", "<th>steps</th><td>2</td>", 'id="hits">0<'):
        assert shown in html
    assert html.count('data-start="') == len(clip.chunks) >= 1
    assert f"lexicon version</th><td>{clip.lexicon_version}" in html


def test_the_page_draws_the_waveform(page):
    client, clip = page
    html = client.get(f"/admin/synth/clip/{clip.pk}/change/").content.decode()
    assert '<svg id="waveform"' in html and 'class="playhead"' in html
    assert html.count("V") > 100  # a column per slice of samples


def test_the_audio_answers_ranges_so_the_player_can_seek(page):
    client, clip = page
    url = f"/admin/synth/clip/{clip.pk}/audio/?format=wav"
    whole = client.get(url)
    assert whole.status_code == 200 and whole["Accept-Ranges"] == "bytes"
    part = client.get(url, headers={"Range": "bytes=100-199"})
    assert part.status_code == 206
    assert part.getvalue() == whole.getvalue()[100:200]


def test_an_undecodable_clip_still_has_a_page(client, make_tenant, make_member, make_clip):
    tenant = make_tenant("acme")
    clip = make_clip(tenant)
    client.force_login(make_member(tenant, "reviewer"))
    html = client.get(f"/admin/synth/clip/{clip.pk}/change/").content.decode()
    assert "No waveform" in html


def test_listening_in_the_admin_is_not_a_serve(page, settings):
    from synth.playback import flush_served

    client, clip = page
    assert client.get(f"/admin/synth/clip/{clip.pk}/audio/?format=wav").status_code == 200
    flush_served()
    clip.refresh_from_db()
    assert clip.hits == 0 and clip.last_served is None
