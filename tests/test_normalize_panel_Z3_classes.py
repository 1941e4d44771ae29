"""The classes a fresh panel (Z3) heard wrong or unnatural in lt lv et fi hu sl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Z3.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# Blood pressure after the word naming it: the language's word between the numbers (et the
# lower number's genitive and "peal"), the unit said.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lt", "Rytą kraujospūdis buvo 145/95.",
         "Rytą kraujospūdis buvo šimtas keturiasdešimt penki per devyniasdešimt penkis."),
        ("lt", "Kraujospūdis 120/80 mmHg.",
         "Kraujospūdis šimtas dvidešimt per aštuoniasdešimt gyvsidabrio stulpelio milimetrų."),
        ("lv", "Asinsspiediens šorīt 118/76.",
         "Asinsspiediens šorīt simt astoņpadsmit uz septiņdesmit seši."),
        ("et", "Hommikul oli vererõhk 150/95.",
         "Hommikul oli vererõhk sada viiskümmend üheksakümne viie peal."),
        ("fi", "Verenpaineeni oli aamulla 142/88.",
         "Verenpaineeni oli aamulla sataneljäkymmentäkaksi per kahdeksankymmentäkahdeksan."),
        ("hu", "A vérnyomása reggel 135/85 volt.",
         "A vérnyomása reggel százharmincöt per nyolcvanöt volt."),
        ("sl", "Krvni tlak je bil 145/90 mmHg.",
         "Krvni tlak je bil sto petinštirideset na devetdeset milimetrov živega srebra."),
    ],
)  # fmt: skip
def test_a_blood_pressure_is_said_with_the_languages_word(lang, text, spoken):
    assert reads(lang, text) == spoken


# An en dash glued to a number before the language's word for degrees is its minus.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("et", "Öösel langes temperatuur –7 kraadini.",
         "Öösel langes temperatuur miinus seitsme kraadini."),
        ("sl", "Ponoči je bilo –9 stopinj.", "Ponoči je bilo minus devet stopinj."),
        ("fi", "Yöllä mitattiin –23 astetta.",
         "Yöllä mitattiin miinus kaksikymmentäkolme astetta."),
        ("hu", "Hajnalban –6 fok volt.", "Hajnalban mínusz hat fok volt."),
        ("lv", "Naktī bija –4 grādi.", "Naktī bija mīnus četri grādi."),
    ],
)  # fmt: skip
def test_an_en_dash_before_degrees_in_words_is_a_minus(lang, text, spoken):
    assert reads(lang, text) == spoken


# "See page" and its number; rooms, floors and fi short forms in a listing or a notice.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lt", "Plačiau žr. 48 psl.", "Plačiau žiūrėkite keturiasdešimt aštuntą puslapį."),
        ("lv", "Sīkāk skat. 12. lpp.", "Sīkāk skatīt divpadsmito lappusi."),
        ("et", "Täpsemalt vt lk 88.", "Täpsemalt vaata lehekülge kaheksakümmend kaheksa."),
        ("fi", "Lisätietoja: ks. s. 64.", "Lisätietoja: katso sivu kuusikymmentäneljä."),
        ("sl", "Podrobneje gl. str. 23.", "Podrobneje glej stran triindvajset."),
        ("lt", "Nuomojamas butas: 4 kamb., 80 m².",
         "Nuomojamas butas: keturi kambariai, aštuoniasdešimt kvadratinių metrų."),
        ("lv", "Izīrē māju: 5 ist., 120 m².",
         "Izīrē māju: piecas istabas, simt divdesmit kvadrātmetru."),
        ("fi", "Toimisto sijaitsee 4. krs.", "Toimisto sijaitsee neljäs kerros."),
        ("fi", "Avoinna ark. klo 9–17.", "Avoinna arkisin kello yhdeksästä seitsemääntoista."),
        ("fi", "Hinta sis. alv 24 %.",
         "Hinta sisältää arvonlisäveron kaksikymmentäneljä prosenttia."),
    ],
)  # fmt: skip
def test_see_page_rooms_and_floors_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


# A count joined to a word: hu "két" before an adjective of a count, sl one compound word.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("hu", "Eladó egy 2 ajtós autó.", "Eladó egy két ajtós autó."),
        ("hu", "Foglaltunk egy 2 személyes asztalt.", "Foglaltunk egy két személyes asztalt."),
        ("sl", "Oddam 2-sobno stanovanje.", "Oddam dvosobno stanovanje."),
        ("sl", "Kupila sta 4-sobno hišo.", "Kupila sta štirisobno hišo."),
        ("sl", "Praznujemo 10-letni jubilej.", "Praznujemo desetletni jubilej."),
    ],
)  # fmt: skip
def test_a_count_joined_to_a_word_is_said_as_one(lang, text, spoken):
    assert reads(lang, text) == spoken


# fi: a date that says when (after a passive, a verb of birth, a weekday) in the essive.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Paketti lähetetään 3.11.", "Paketti lähetetään kolmantena marraskuuta."),
        ("Hän syntyi 7.8.1985.",
         "Hän syntyi seitsemäntenä elokuuta tuhat yhdeksänsataakahdeksankymmentäviisi."),
        ("Vastaanotto pe 12.6. klo 14.",
         "Vastaanotto perjantaina kahdentenatoista kesäkuuta kello neljätoista."),
    ],
)  # fmt: skip
def test_a_finnish_date_that_says_when_is_in_the_essive(text, spoken):
    assert reads("fi", text) == spoken


# What the rules leave alone: a slash that is no pressure, a dash between two numbers, pages
# counted, "s." that is no page, "kettő" before a particle, a code with a hyphen, a date
# that names.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("fi", "Laskun numero 135/85 on maksettu.",
         "Laskun numero satakolmekymmentäviisi kautta kahdeksankymmentäviisi on maksettu."),
        ("sl", "Tlak v pnevmatiki 230/250 kPa.",
         "Tlak v pnevmatiki dvesto trideset/dvesto petdeset kPa."),
        ("et", "Päeval oli 5 –10 kraadi.", "Päeval oli viis kuni kümme kraadi."),
        ("lt", "Knygoje yra 350 psl.", "Knygoje yra trys šimtai penkiasdešimt psl."),
        ("lv", "Grāmatā ir 300 lpp.", "Grāmatā ir trīssimt lpp."),
        ("fi", "Matti V. s. 1970.", "Matti Viides s. tuhat yhdeksänsataaseitsemänkymmentä."),
        ("hu", "Kettő is maradt.", "Kettő is maradt."),
        ("sl", "Po zakonu ZGD-1 in cesti A-4.", "Po zakonu ZGD-ena in cesti A-štiri."),
        ("fi", "Eräpäivä on 5.4.2026.",
         "Eräpäivä on viides huhtikuuta kaksituhatta kaksikymmentäkuusi."),
        ("fi", "Päiväys 14.3.2026.",
         "Päiväys neljästoista maaliskuuta kaksituhatta kaksikymmentäkuusi."),
    ],
)  # fmt: skip
def test_what_the_rules_leave_alone(lang, text, spoken):
    assert reads(lang, text) == spoken
