"""The classes a fresh panel heard wrong in lt lv et fi hu cs sk sl (issue 31, 2026-12-06):
the edges of each general rule, beyond the panel's own sentences
(tests/readings/panel-2026-12-06-L.jsonl): what a rule reads, and what it leaves alone."""

import pytest

from lexicon.normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # millions and billions written as CLDR's compact formats write them, said with
        # CLDR's long names in the number's plural form
        ("fi", "Menot 3 mrd. euroa.", "Menot kolme miljardia euroa."),
        ("fi", "Väkiluku 1 milj.", "Väkiluku yksi miljoona."),
        ("et", "Eelarve 2 mld eurot.", "Eelarve kaks miljardit eurot."),
        ("lv", "Izdevumi 3 mljrd. eiro.", "Izdevumi trīs miljardi eiro."),
        ("lt", "Skola 3 mlrd. eurų.", "Skola trys milijardai eurų."),
        ("lt", "Skola 1 mlrd. eurų.", "Skola vienas milijardas eurų."),
        ("sk", "Dlh 2 mld. €.", "Dlh dve miliardy eur."),
        ("sk", "Dlh 5 mld. eur.", "Dlh päť miliárd eur."),
        ("sl", "Dolg 5 mrd. evrov.", "Dolg pet milijard evrov."),
        ("hr", "Dug 5 mlr. eura.", "Dug pet milijardi eura."),
        # a price per litre, as "/kg" is per kilo
        ("fi", "Hinta 1,50 €/l.", "Hinta yksi euro viisikymmentä senttiä litralta."),
        ("et", "Hind 1,50 €/l.", "Hind üks euro viiskümmend senti liitri eest."),
        ("lt", "Kaina 1,50 €/l.", "Kaina vienas euras penkiasdešimt centų už litrą."),
        ("lv", "Cena 1,50 €/l.", "Cena viens eiro piecdesmit centu par litru."),
        ("cs", "Cena 40 Kč/l.", "Cena čtyřicet korun za litr."),
        ("sk", "Cena 2 €/l.", "Cena dve eurá za liter."),
        ("sl", "Cena 2 €/l.", "Cena dva evra za liter."),
        ("hu", "Ár 600 Ft/l.", "Ár hatszáz forint literenként."),
        # hours and minutes written short, CLDR's names in the number's form
        ("fi", "Kesto 3 h 15 min.", "Kesto kolme tuntia viisitoista minuuttia."),
        ("fi", "Kesto 1 h.", "Kesto yksi tunti."),
        ("et", "Kestus 1 h 5 min.", "Kestus üks tund viis minutit."),
        ("lv", "Ilgums 1 h 5 min.", "Ilgums viena stunda piecas minūtes."),
        ("lv", "Ilgums 2 h.", "Ilgums divas stundas."),
        ("lt", "Trukmė 2 h.", "Trukmė dvi valandos."),
        # the clock's "h" says no hours again; a unit is no genitive noun in fi
        ("fi", "Myöhässä 25 min.", "Myöhässä kaksikymmentäviisi minuuttia."),
        ("fi", "Lähtö klo 9:00 h", "Lähtö kello yhdeksän"),
    ],
)
def test_short_scales_units_and_per_litre_are_said(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "cs",
            "Po–Pá 8–17, So 8–11.",
            "od pondělí do pátku osm až sedmnáct, v sobotu osm až jedenáct.",
        ),
        (
            "sk",
            "Po–Pi 8–17, St 9–12.",
            "pondelok až piatok osem až sedemnásť, v stredu deväť až dvanásť.",
        ),
        (
            "lv",
            "P.–Pk. 8–17, S. 10–14.",
            "no pirmdienas līdz piektdienai no astoņiem līdz septiņpadsmitiem,"
            " sestdienās no desmitiem līdz četrpadsmitiem.",
        ),
        # without hours after it a one-letter day stays a letter
        ("lv", "Sūtīja S. Bērziņš.", "Sūtīja S. Bērziņš."),
    ],
)
def test_a_single_day_before_hours_says_on_that_day(lang, text, spoken):
    assert normalize(text, lang).text == spoken
