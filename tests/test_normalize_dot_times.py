"""Clock times written with a dot are read as times where a word says so (issue 31): de
"um 7.45 Uhr", "bis 18.30 Uhr", nl "tot 17.30 uur", tr "saat 14.30", sl "ob 14.30", lv
"plkst. 14.30", hr "u 14.30"; "um 3.45 Prozent" stays a quantity."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("de", "Geöffnet bis 18.30 Uhr.", "Geöffnet bis achtzehn Uhr dreißig."),
        ("de", "Wir sind um 7.45 Uhr da.", "Wir sind um sieben Uhr fünfundvierzig da."),
        ("de", "Der Kurs stieg um 3.45 Prozent.",
         "Der Kurs stieg um drei Komma vier fünf Prozent."),
        ("nl", "Open tot 17.30 uur.", "Open tot zeventien uur dertig."),
        ("tr", "Toplantı saat 14.30'da başlıyor.", "Toplantı saat on dört otuzda başlıyor."),
        ("sl", "Sestanek bo ob 14.30.", "Sestanek bo ob štirinajstih in trideset."),
        ("lv", "Tikšanās plkst. 14.30.", "Tikšanās pulksten četrpadsmit trīsdesmit."),
        ("hr", "Sastanak je u 14.30.", "Sastanak je u četrnaest i trideset."),
        ("sl", "Cena je 14,30 evra.", "Cena je štirinajst celih tri evra."),
    ],
)  # fmt: skip
def test_a_time_with_a_dot_is_read_as_a_time(lang, text, spoken):
    assert normalize(text, lang).text == spoken
