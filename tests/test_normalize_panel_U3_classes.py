"""The classes a fresh panel (U3) heard wrong in lt lv et fi hu sl (issue 31, 2026-12-06):
each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-U3.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # lt a count a verb takes or measures is in the accusative, hundreds and thousands too
        (
            "lt",
            "Vartokite po 500 mg du kartus per dieną.",
            "Vartokite po penkis šimtus miligramų du kartus per dieną.",
        ),
        (
            "lt",
            "Į tešlą įdėkite 200 g miltų ir 2 kiaušinius.",
            "Į tešlą įdėkite du šimtus gramų miltų ir du kiaušinius.",
        ),
        (
            "lt",
            "Miesto gyventojų skaičius viršijo 550 000.",
            "Miesto gyventojų skaičius viršijo penkis šimtus penkiasdešimt tūkstančių.",
        ),
        ("lt", "Pridėkite 125 g sviesto.", "Pridėkite šimtą dvidešimt penkis gramus sviesto."),
        ("lt", "Įdėkite 21 g cukraus.", "Įdėkite dvidešimt vieną gramą cukraus."),
        ("lt", "Gerkite po 200 ml vandens.", "Gerkite po du šimtus mililitrų vandens."),
        ("lt", "Kaina viršijo 1000 eurų.", "Kaina viršijo tūkstantį eurų."),
        ("lt", "Važiuokite 300 m.", "Važiuokite tris šimtus metrų."),
    ],
)
def test_lt_a_count_a_verb_takes_is_in_the_accusative(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # phone numbers, options and codes after an imperative stay as they were
        (
            "lt",
            "Skambinkite 8 700 55 888.",
            "Skambinkite aštuoni, septyni nulis nulis, penki penki, aštuoni aštuoni aštuoni.",
        ),
        ("lt", "Pasirinkite 2.", "Pasirinkite du."),
        # a decimal keeps the reading earlier panels heard right
        ("lt", "Paketas sveria 2,5 kg.", "Paketas sveria du ir penkios dešimtosios kilogramo."),
        # "po" of time after no verb stays the genitive
        (
            "lt",
            "Po 300 m sukite į dešinę.",
            "Po trijų šimtų metrų sukite į dešinę.",
        ),
    ],
)
def test_lt_what_the_accusative_rule_leaves_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # lv sl two decimals are said as one number, not digit by digit
        (
            "lv",
            "Procentu likme pieaug līdz 5,25 %.",
            "Procentu likme pieaug līdz pieci komats divdesmit pieciem procentiem.",
        ),
        (
            "lv",
            "Inflācija ir 2,75 procenti.",
            "Inflācija ir divi komats septiņdesmit pieci procenti.",
        ),
        (
            "sl",
            "Obrestna mera se dvigne na 4,25 %.",
            "Obrestna mera se dvigne na štiri cele petindvajset odstotka.",
        ),
        ("sl", "Paket tehta 2,35 kg.", "Paket tehta dve celi petintrideset kilograma."),
        ("sl", "Mera je 5,75 %.", "Mera je pet celih petinsedemdeset odstotka."),
        # a leading zero stays digit by digit, a trailing zero as one decimal (as before)
        ("sl", "Mera je 4,05 %.", "Mera je štiri cele nič pet odstotka."),
        ("sl", "Cena je 14,30 evra.", "Cena je štirinajst celih tri evra."),
        ("lv", "Attālums 3,05 km.", "Attālums trīs komats nulle pieci kilometri."),
    ],
)
def test_two_decimals_are_one_number(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # lt a whole hour after a day and a comma is the hour's "when"
        (
            "lt",
            "Kirpėjos vizitas patvirtintas: penktadienį, 14:00.",
            "Kirpėjos vizitas patvirtintas: penktadienį, keturioliktą valandą.",
        ),
        ("lt", "Susitikimas rytoj, 9 val.", "Susitikimas rytoj, devintą valandą."),
        # minutes stay the clock's reading
        (
            "lt",
            "Pirmadienį, 08:15, autobusas Nr. 3 nevažiuos.",
            "Pirmadienį, aštuonios penkiolika, autobusas numeris trys nevažiuos.",
        ),
        # lv an ordinal after "no" before "līdz" is in the genitive
        (
            "lv",
            "Sacensības notiks no 5. līdz 7. jūlijam.",
            "Sacensības notiks no piektā līdz septītajam jūlijam.",
        ),
        (
            "lv",
            "Izstāde no 12. līdz 20. maijam.",
            "Izstāde no divpadsmitā līdz divdesmitajam maijam.",
        ),
    ],
)
def test_a_clock_or_ordinal_in_its_case(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # lt lv hu a version with its word after it: "point", not a decimal
        (
            "lt",
            "Atnaujinkite programėlę į 3.2 versiją.",
            "Atnaujinkite programėlę į trys taškas du versiją.",
        ),
        (
            "lt",
            "Nauja 5.1 versija jau prieinama.",
            "Nauja penki taškas vienas versija jau prieinama.",
        ),
        (
            "lv",
            "Lūdzu, atjauniniet lietotni uz 4.1 versiju.",
            "Lūdzu, atjauniniet lietotni uz četri punkts viens versiju.",
        ),
        (
            "hu",
            "Kérjük, frissítse az alkalmazást a 3.4-es verzióra.",
            "Kérjük, frissítse az alkalmazást a három pont négyes verzióra.",
        ),
        # a decimal before another word stays a decimal
        ("lt", "Kaina 3.2 eurų.", "Kaina trys ir dvi dešimtosios eurų."),
    ],
)
def test_a_version_before_its_word_is_read_with_point(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # lv sl a date opening its sentence, the month in the nominative, before "is": the
        # subject, the day an ordinal in the nominative and the month as written
        (
            "lv",
            "18. novembris ir Latvijas proklamēšanas diena.",
            "astoņpadsmitais novembris ir Latvijas proklamēšanas diena.",
        ),
        ("lv", "4. maijs ir svētku diena.", "ceturtais maijs ir svētku diena."),
        ("sl", "25. junij je dan državnosti.", "petindvajseti junij je dan državnosti."),
        ("sl", "1. maj je praznik dela.", "prvi maj je praznik dela."),
        # elsewhere the case the dates' rules read, as earlier panels heard right
        (
            "sl",
            "Vaš termin je potrjen: 22. januar ob 16.30.",
            "Vaš termin je potrjen: dvaindvajsetega januarja ob šestnajstih in trideset.",
        ),
        ("lv", "Svētki ir 18. novembrī.", "Svētki ir astoņpadsmitajā novembrī."),
    ],
)
def test_a_date_as_the_subject_keeps_its_nominative(lang, text, spoken):
    assert reads(lang, text) == spoken
