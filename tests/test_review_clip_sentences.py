"""The clip page lists the clip's sentences (number, text, where it sits in the audio,
reused or synthesized, the engine's seconds) and says how many were reused and how much
synthesis that saved; for a clip made before reuse was recorded it says nothing of reuse."""

import re

import pytest

from synth.models import Clip, Sentence
from tests.test_api_support import synthesize

FIRST = "Welcome back. Your order ships today."
SECOND = "Welcome back. Your refund is on its way. Thank you."


def page_of(client, clip) -> str:
    response = client.get(f"/admin/synth/clip/{clip.pk}/change/")
    assert response.status_code == 200
    return response.content.decode()


def rows(html: str) -> list[list[str]]:
    """The cells of the sentence table, as text."""
    table = re.search(r'id="sentences">(.*?)</table>', html, re.S).group(1)
    body = table.split("<tbody>")[1]
    return [
        [
            re.sub(r"<[^>]+>", "", cell).strip()
            for cell in re.findall(r"<td[^>]*>(.*?)</td>", tr, re.S)
        ]
        for tr in re.findall(r"<tr>(.*?)</tr>", body, re.S)
    ]


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


@pytest.fixture
def reviewer(client, acme, make_member):
    client.force_login(make_member(acme, "reviewer"))
    return client


def test_a_clip_sharing_a_sentence_shows_it_reused_and_the_synthesis_saved(
    sync_jobs, acme, reviewer
):
    # No seed: each sentence's noise comes from its own text, so it is reused anywhere.
    synthesize(acme, FIRST, steps=2)
    second = synthesize(acme, SECOND, steps=2)
    assert second.reused_sentences == 1

    html = page_of(reviewer, second)

    saved = f"{second.saved_synthesis_seconds:.2f}"
    assert f'id="sentence-reuse">1 of 3 sentences reused, {saved} s of synthesis saved<' in html
    made_once = Sentence.objects.get(tenant=acme, text="<en>Welcome back.</en>")
    assert second.saved_synthesis_seconds == made_once.synthesis_seconds
    found = rows(html)
    assert [row[0] for row in found] == ["1", "2", "3"]
    assert [row[1] for row in found] == [
        "Welcome back.",
        "Your refund is on its way.",
        "Thank you.",
    ]
    assert [row[3] for row in found] == ["reused", "synthesized", "synthesized"]
    chunks = second.chunks
    assert found[1][2] == f"{chunks[1]['start']:.2f}–{chunks[1]['end']:.2f} s"
    assert found[0][4] == "—"  # no engine time: read from the cache
    assert found[1][4] == f"{chunks[1]['seconds']:.2f} s"


def test_a_new_text_shows_every_sentence_synthesized(sync_jobs, acme, reviewer):
    clip = synthesize(acme, FIRST, steps=2)

    html = page_of(reviewer, clip)

    assert 'id="sentence-reuse">0 of 2 sentences reused, 0.00 s of synthesis saved<' in html
    assert [row[3] for row in rows(html)] == ["synthesized", "synthesized"]
    assert "<th>made</th><td>" in html  # the timings keep their own headings
    assert re.search(r"<th>seed</th><td>each sentence(&#x27;|')s own</td>", html)


def test_an_opening_sentence_cut_after_a_clause_is_one_sentence_in_two_rows(
    sync_jobs, acme, reviewer
):
    opening = "Thanks for calling the support line of Acme Widgets, we will be with you shortly."
    clip = synthesize(acme, f"{opening} Goodbye.", steps=2)
    assert [c["sentence"] for c in clip.chunks] == [0, 0, 1]  # the cut, as the lead made it

    found = rows(page_of(reviewer, clip))

    assert [row[0] for row in found] == ["1", "1 cont.", "2"]
    assert " ".join(row[1] for row in found[:2]) == opening


def test_a_clip_made_before_reuse_was_recorded_says_nothing_of_reuse(acme, reviewer, make_clip):
    clip = make_clip(acme)
    old = [
        {
            "text": "Hello.",
            "model_text": "<en>Hello.</en>",
            "start": 0.0,
            "end": 1.0,
            "seconds": 0.4,
        }
    ]
    Clip.objects.filter(pk=clip.pk).update(chunks=old)

    html = page_of(reviewer, clip)

    assert 'id="sentence-reuse"' not in html
    assert "reused" not in html.split('id="sentences"')[1].split("</table>")[0]
    assert rows(html) == [["1", "Hello.", "0.00–1.00 s", "0.40 s"]]


def test_the_players_buttons_are_a_sentence_each(admin_client, job_settings, make_tenant):
    from tests.test_api_support import synthesize

    tenant = make_tenant("acme")
    text = (
        "Welcome back to the evening news from the harbour, where the boats came in late "
        "tonight. The storm has passed."
    )
    clip = synthesize(tenant, text, voice="M1", lang="en", steps=2)
    assert len(clip.chunks) == 3  # the opening sentence cut after its clause
    page = admin_client.get(f"/admin/synth/clip/{clip.pk}/change/").content.decode()
    player = page[page.index('id="captions"') :].split("</div>")[0]
    assert player.count("<button") == 2
    assert "where the boats came in late tonight." in player
