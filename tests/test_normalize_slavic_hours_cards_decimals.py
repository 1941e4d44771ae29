"""What a panel of cs sk sl hr sentences heard wrong (issue 31): "h" after a span of hours
left as a letter, a Slovenian card's last digits and a time after "na" read as
quantities, Czech and Slovenian decimals whose "whole" did not agree with the number."""

import pytest

from normalize.normalizer import Normalizer
from normalize.numbers import spell

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("cs", "Otevřeno Po–Pá 8–17 h.", "Otevřeno od pondělí do pátku osm až sedmnáct hodin."),
        ("cs", "Cesta trvá 2 h.", "Cesta trvá dvě hodiny."),
        ("sk", "Otvorené Po–Pi 9–18 h.", "Otvorené pondelok až piatok deväť až osemnásť hodín."),
        # the hour is an ordinal of "hodina" in the case the preposition asks
        ("sk", "Kuriér príde medzi 13:00 a 16:00.", "Kuriér príde medzi trinástou a šestnástou."),
        ("sk", "Otvorené od 9:00 do 18:00.", "Otvorené od deviatej do osemnástej."),
        ("sk", "Medzi 3:00 a 5:00 výpadok.", "Medzi treťou a piatou výpadok."),
        (
            "sl",
            "Kartica, ki se konča na 9921, je blokirana.",
            "Kartica, ki se konča na devet devet dva ena, je blokirana.",
        ),
        ("sl", "Sestanek prestavljen na 15.30.", "Sestanek prestavljen na petnajst in trideset."),
        # money stays money after "na"
        (
            "sl",
            "Cena se je dvignila na 15.30 EUR.",
            "Cena se je dvignila na petnajst evrov trideset centov.",
        ),
        ("cs", "Balík váží 2,4 kg.", "Balík váží dvě celé čtyři kilogramu."),
        ("cs", "Spotřeba 5,8 l/100 km.", "Spotřeba pět celých osm litru na sto kilometrů."),
        ("cs", "Zbývá 1,5 km.", "Zbývá jedna celá pět kilometru."),
    ],
)
def test_a_native_reader_would_say_it_so(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("number", "said"),
    [
        ("1.5", "ena cela pet"),
        ("2.4", "dve celi štiri"),
        ("3.2", "tri cele dva"),
        ("5.5", "pet celih pet"),
    ],
)
def test_a_slovenian_decimal_agrees_with_its_whole_part(number, said):
    assert spell(number, "sl") == said
