"""What the fourth panel heard wrong in de es it pt nl sv tr fr, each class read as a
native says it (issue 31), and 79 new realistic sentences in de es it pt nl
(``readings/romance-germanic-2026-12-05.jsonl``) that read as a native accepts: they were
written after these rules, in the kinds the panels wrote (deliveries, bank, support,
travel, opening hours), and judged right with the language given; ``detected`` marks those
detected in their own language."""

import json
from pathlib import Path

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # German dative plural after a dative preposition (Duden, Grammatik)
        ("de", "In 300 m rechts abbiegen.", "In dreihundert Metern rechts abbiegen."),
        ("de", "Nach 1 km links halten.", "Nach einem Kilometer links halten."),
        ("de", "Eine Wohnung mit 85 m² und Balkon.",
         "Eine Wohnung mit fünfundachtzig Quadratmetern und Balkon."),
        ("de", "Über 5 km Stau.", "Über fünf Kilometer Stau."),  # accusative
        ("de", "Die Strecke ist 300 m lang.", "Die Strecke ist dreihundert Meter lang."),
        # abbreviations
        ("de", "Miete 850 € mtl. für Tim u. Anna.",
         "Miete achthundertfünfzig Euro monatlich für Tim und Anna."),
        ("es", "Abierto miér. y dom.", "Abierto miércoles y domingo."),
        ("es", "Cerrado miér. tarde.", "Cerrado miércoles tarde."),
        ("it", "Attendere 30 sec.", "Attendere trenta secondi."),
        ("nl", "Maximaal max. 5 stuks, 3 mld. euro.",
         "Maximaal maximaal vijf stuks, drie miljard euro."),
        ("sv", "Öppet tis och lör kl. 10-16.", "Öppet tisdag och lördag klockan tio till sexton."),
        ("sv", "Det kostar 5 mdr kronor.", "Det kostar fem miljarder kronor."),
        ("sv", "Det stämmer i viss mån och det är bra.", "Det stämmer i viss mån och det är bra."),
        ("tr", "Atatürk Cad. No: 5, Kızılay Mah.",
         "Atatürk Caddesi numara beş, Kızılay Mahallesi"),
        ("tr", "Toplantı 15 dk. sürecek.", "Toplantı on beş dakika sürecek."),
        # Turkish suffixes after an expanded word: its vowel harmony and voicing
        ("tr", "Fiyatlar 5,50 TL'den başlıyor.", "Fiyatlar beş lira elli kuruştan başlıyor."),
        ("tr", "Fiyat 100 TL'ye çıktı.", "Fiyat yüz liraya çıktı."),
        ("tr", "Yol 5 km'den uzun.", "Yol beş kilometreden uzun."),
        ("tr", "Kargo 3 kg'ı geçmemeli.", "Kargo üç kilogramı geçmemeli."),
        ("tr", "Ankara'dan 2024'te geldi.", "Ankara'dan iki bin yirmi dörtte geldi."),
        # clock times
        ("es", "La cena es a las 20:00 h.", "La cena es a las veinte horas."),
        ("es", "Abrimos a las 9:00.", "Abrimos a las nueve."),
        ("nl", "We zijn open van 8.30 tot 17.00.",
         "We zijn open van acht uur dertig tot zeventien uur."),
        ("fr", "Ouvert 8h-18h du lundi au vendredi.",
         "Ouvert de huit heures à dix-huit heures du lundi au vendredi."),
        # a score after a fixture, without a match word
        ("it", "Finale: Inter-Juventus 3-1.", "Finale: Inter-Juventus tre a uno."),
        ("de", "Bayern – Dortmund 2:1, ein Klassiker.",
         "Bayern – Dortmund zwei zu eins, ein Klassiker."),
        ("de", "Strecke Berlin-Hamburg 3-4 Stunden.",
         "Strecke Berlin-Hamburg drei bis vier Stunden."),
        # a range after a preposition takes no second "from"
        ("it", "Consegna in 2-3 giorni.", "Consegna in due-tre giorni."),
        ("es", "Llegará en 3-5 días.", "Llegará en tres a cinco días."),
        ("fr", "Livraison sous 2-3 jours.", "Livraison sous deux à trois jours."),
        ("es", "Son 3-5 días.", "Son de tres a cinco días."),
        # two decimals as one number; a bare degree
        ("pt", "A taxa é de 3,75%.", "A taxa é de três vírgula setenta e cinco por cento."),
        ("nl", "De rente stijgt naar 3,75%.",
         "De rente stijgt naar drie komma vijfenzeventig procent."),
        ("it", "Temperatura massima 35° a Roma.", "Temperatura massima trentacinque gradi a Roma."),
        ("it", "Il 2° trimestre.", "Il secondo trimestre."),
    ],
)  # fmt: skip
def test_a_class_the_fourth_panel_heard_wrong_reads_as_a_native_says_it(lang, text, reads):
    assert normalize(text, lang).text == reads


SENTENCES = [
    json.loads(line)
    for line in (Path(__file__).parent / "readings" / "romance-germanic-2026-12-05.jsonl")
    .read_text(encoding="utf-8")
    .splitlines()
]


@pytest.mark.parametrize("item", SENTENCES, ids=lambda i: f"{i['lang']}-{i['text'][:40]}")
def test_a_new_realistic_sentence_reads_as_a_native_accepts(item):
    assert normalize(item["text"], item["lang"]).text == item["reads"]


@pytest.mark.parametrize(
    "item",
    [i for i in SENTENCES if i.get("detected")],
    ids=lambda i: f"{i['lang']}-{i['text'][:40]}",
)
def test_a_new_realistic_sentence_is_detected_in_its_language(item):
    assert {span.lang for span in detect(item["text"])} == {item["lang"]}
