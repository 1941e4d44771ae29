"""The README's first screen, followed as a new team would: `prepare_demo` prints an editor
login; with it the playground speaks `Our SaaS dashboard ships on March 5.` for the demo
tenant, the clip plays, and the changes list shows the demo lexicon's entry beside the
date's rule."""

import html
import re

from django.core.management import call_command
from django.test import Client

from lexicon.models import LexiconEntry
from synth.models import Clip
from tests.test_api_support import decode

SENTENCE = "Our SaaS dashboard ships on March 5."


def printed_login(out: str, role: str) -> tuple[str, str]:
    found = re.search(rf"^{role} login: (\S+) / (\S+)$", out, re.M)
    assert found, out
    return found.group(1), found.group(2)


def changes_in(page: str) -> list[tuple[str, ...]]:
    """The playground's table of changes: (stage, rule, before, after) per row."""
    table = page.split('id="changes"', 1)[1].split("</table>", 1)[0]
    return [
        tuple(html.unescape(cell) for cell in re.findall(r"<td>(.*?)</td>", row))
        for row in re.findall(r"<tr>(.*?)</tr>", table.split("<tbody>", 1)[1], re.S)
    ]


def test_the_demo_editor_hears_the_readmes_sentence_with_the_lexicon_change_listed(
    sync_jobs, fresh_counts, tmp_path, capsys
):
    sync_jobs.VAR_DIR = tmp_path
    call_command("prepare_demo")
    out = capsys.readouterr().out
    username, password = printed_login(out, "editor")
    assert (
        f"editor login: {username} / {password}" in (tmp_path / "demo-credentials.txt").read_text()
    )

    client = Client()
    login = client.post(
        "/admin/login/?next=/playground/", {"username": username, "password": password}
    )
    assert login.status_code == 302 and login["Location"] == "/playground/"
    form = client.get("/playground/").content.decode()
    demo = re.search(r'<option value="(\d+)" selected>Demo</option>', form)
    assert demo, form  # the demo tenant is chosen already: it is the editor's only one

    response = client.post(
        "/playground/", {"tenant": demo.group(1), "text": SENTENCE, "voice": "F1", "format": "wav"}
    )
    page = response.content.decode()
    assert response.status_code == 200, page
    assert re.search(r'id="normalized">Our sass dashboard ships on March fifth\.</p>', page), page
    assert changes_in(page) == [
        ("lexicon", "lexicon:SaaS", "SaaS", "sass"),
        ("rules", "en.date", "March 5", "March fifth"),
    ]

    audio_url = re.search(r'<audio controls autoplay src="([^"]+)"', page).group(1)
    audio = client.get(audio_url)
    assert audio.status_code == 200 and audio["Content-Type"] == "audio/wav"
    samples, rate = decode(b"".join(audio.streaming_content) if audio.streaming else audio.content)
    clip = Clip.objects.get(tenant__slug="demo", text=SENTENCE)
    assert rate == clip.sample_rate and len(samples) > 0


def test_the_demo_lexicon_is_seeded_once_and_a_persons_change_is_kept(
    job_settings, tmp_path, capsys
):
    job_settings.VAR_DIR = tmp_path
    call_command("prepare_demo")
    entry = LexiconEntry.objects.get(tenant__slug="demo", term="SaaS")
    assert entry.alias == "sass" and entry.changes.get().via == "prepare_demo"
    call_command("prepare_demo")
    assert LexiconEntry.objects.filter(tenant__slug="demo").count() == 1
    entry.delete()  # the team does not want it: a later run leaves it deleted
    call_command("prepare_demo")
    assert not LexiconEntry.objects.filter(tenant__slug="demo").exists()
