"""The classes panel BD3 (lt lv et fi hu sl) heard wrong that fixer bd3 took (issue 31): a
count glued to a code before it ("Nr. 66019 24 stundu laikā"); an lt landline's groups run
into thousands ("8 5 210 1234"); a Roman numeral before et "korda", fi "olympiadin" left as
letters; a reference's hyphen dropped beside its slash ("2024/0315-17", "7-2/2024-15"); the
short form of "born" before a date (fi "s.", hu "szül.", sl "roj."). Each rule
on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-BD3.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. a short group after a code, then a word in lower case: a count of its own.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "lv",
            "Mēs atbildēsim uz jūsu jautājumu Nr. 66019 24 stundu laikā.",
            "Mēs atbildēsim uz jūsu jautājumu numurs seši seši nulle viens deviņi, divdesmit "
            "četru stundu laikā.",
        ),
        (
            "et",
            "Vastame teie pöördumisele nr 55402 24 tunni jooksul.",
            "Vastame teie pöördumisele number viis viis neli null kaks, kahekümne nelja tunni "
            "jooksul.",
        ),
        (
            "lt",
            "Jūsų užklausa Nr. 55402 24 valandų laikotarpiu.",
            "Jūsų užklausa numeris penki penki keturi nulis du, dvidešimt keturių valandų "
            "laikotarpiu.",
        ),
        (
            "fi",
            "Vastaamme tikettiin nro 55402 24 tunnin kuluessa.",
            "Vastaamme tikettiin numero viisi viisi neljä nolla kaksi, "
            "kahdenkymmenenneljän tunnin kuluessa.",
        ),
        (
            "hu",
            "Bejelentés száma: 55402 24 órán belül válaszolunk.",
            "Bejelentés száma: öt öt négy nulla kettő, huszonnégy órán belül válaszolunk.",
        ),
        (
            "lv",
            "Pasūtījums Nr. 48213 10 darba dienu laikā.",
            "Pasūtījums numurs četri astoņi divi viens trīs, desmit darba dienu laikā.",
        ),
        (
            "et",
            "Tellimus nr 48213 10 tööpäeva jooksul.",
            "Tellimus number neli kaheksa kaks üks kolm, kümne tööpäeva jooksul.",
        ),
    ],
)
def test_a_count_after_a_code_opens_a_phrase_of_its_own(lang, text, said):
    assert reads(lang, text) == said


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        # groups as long as the last, or a capital after: still one code
        (
            "pl",
            "Kod BLIK: 482 915 jest ważny 2 minuty.",
            "Kod BLIK: czterysta osiemdziesiąt dwa, dziewięćset piętnaście jest ważny dwie minuty.",
        ),
        (
            "lt",
            "Tel. +370 612 34567",
            "Telefonas plius trys septyni nulis, šeši vienas du, trys keturi penki šeši septyni",
        ),
    ],
)
def test_a_code_whose_last_group_is_no_shorter_stays_whole(lang, text, said):
    assert reads(lang, text) == said


# 2. lt a landline: 8, the area code, the local number, each group apart.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Skambinkite trumpuoju numeriu 1808 arba 8 5 210 1234.",
            "Skambinkite trumpuoju numeriu vienas aštuoni nulis aštuoni arba aštuoni, penki, du "
            "vienas nulis, vienas du trys keturi.",
        ),
        (
            "Informacija teikiama 8 5 266 4444 darbo dienomis.",
            "Informacija teikiama aštuoni, penki, du šeši šeši, keturi keturi keturi keturi darbo "
            "dienomis.",
        ),
        (
            "Kauno skyrius: 8 37 323 456.",
            "Kauno skyrius: aštuoni, trys septyni, trys du trys, keturi penki šeši.",
        ),
        (
            "Registratūra 8 380 51234.",
            "Registratūra aštuoni, trys aštuoni nulis, penki vienas du trys keturi.",
        ),
    ],
)
def test_lt_a_landline_is_said_in_its_groups(text, said):
    assert reads("lt", text) == said


# 3. et "korda", "korral" and fi an olympiad, a round, a class after a Roman numeral.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "et",
            "Laulupidu toimus juba XXVIII korda.",
            "Laulupidu toimus juba kahekümne kaheksandat korda.",
        ),
        ("et", "Tantsupidu peeti XXI korda.", "Tantsupidu peeti kahekümne esimest korda."),
        ("et", "Võistlus toimus II korda.", "Võistlus toimus teist korda."),
        (
            "et",
            "XX korral osales rekordarv inimesi.",
            "Kahekümnendal korral osales rekordarv inimesi.",
        ),
        (
            "fi",
            "Olympialaiset järjestettiin Helsingissä vuonna 1952 eli XV olympiadin kisat.",
            "Olympialaiset järjestettiin Helsingissä vuonna tuhat yhdeksänsataaviisikymmentäkaksi "
            "eli viidennentoista olympiadin kisat.",
        ),
        ("fi", "Hän pääsi II kierrokselle.", "Hän pääsi toiselle kierrokselle."),
        ("fi", "Joukkue putosi III kierroksella.", "Joukkue putosi kolmannella kierroksella."),
        ("fi", "Lippu II luokkaan.", "Lippu toiseen luokkaan."),
    ],
)
def test_a_roman_numeral_takes_its_nouns_case(lang, text, said):
    assert reads(lang, text) == said


# 4. a reference with a slash and a hyphen: each separator said.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "lt",
            "Jūsų pažymos numeris yra 2024/0315-17.",
            "Jūsų pažymos numeris yra du tūkstančiai dvidešimt keturi pasvirasis brūkšnys nulis "
            "trys vienas penki brūkšnelis septyniolika.",
        ),
        (
            "lv",
            "Jūsu lietas numurs ir 2024/0315-17.",
            "Jūsu lietas numurs ir divtūkstoš divdesmit četri slīpsvītra nulle trīs viens pieci "
            "defise septiņpadsmit.",
        ),
        (
            "et",
            "Teie avalduse number on 7-2/2024-15.",
            "Teie avalduse number on seitse sidekriips kaks kaldkriips kaks tuhat kakskümmend "
            "neli sidekriips viisteist.",
        ),
        (
            "et",
            "Kiri nr 1-12/345-6 saadeti.",
            "Kiri number üks sidekriips kaksteist kaldkriips kolmsada nelikümmend viis "
            "sidekriips kuus saadeti.",
        ),
        (
            "fi",
            "Asiasi käsittelynumero on 2024/431-7.",
            "Asiasi käsittelynumero on kaksituhatta kaksikymmentäneljä kautta "
            "neljäsataakolmekymmentäyksi viiva seitsemän.",
        ),
        (
            "hu",
            "Ügyszáma: 2024/1587-3.",
            "Ügyszáma: kétezer-huszonnégy per ezerötszáznyolcvanhét kötőjel három.",
        ),
        (
            "hu",
            "Iktatószám: 12-3/2023.",
            "Iktatószám: tizenkettő kötőjel három per kétezer-huszonhárom.",
        ),
        (
            "sl",
            "Številka vaše zadeve je 0612-45/2024-3.",
            "Številka vaše zadeve je nič šest ena dva vezaj petinštirideset poševnica dva tisoč "
            "štiriindvajset vezaj tri.",
        ),
    ],
)
def test_a_references_hyphen_is_said_beside_its_slash(lang, text, said):
    assert reads(lang, text) == said


# 5. "born" before a date.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "fi",
            "Matti Virtanen, s. 12.6.1988.",
            "Matti Virtanen, syntynyt kahdentenatoista kesäkuuta "
            "tuhat yhdeksänsataakahdeksankymmentäkahdeksan.",
        ),
        (
            "fi",
            "Liisa Korhonen (s. 3.11.1975) valittiin.",
            "Liisa Korhonen (syntynyt kolmantena marraskuuta "
            "tuhat yhdeksänsataaseitsemänkymmentäviisi) valittiin.",
        ),
        ("fi", "Katso s. 45.", "Katso s. neljäkymmentäviisi."),
        (
            "hu",
            "Kovács János, szül.: 1976. 10. 23.",
            "Kovács János, született: ezerkilencszázhetvenhat október huszonharmadika.",
        ),
        (
            "hu",
            "Nagy Éva (szül. 1980. 05. 02.) a díjat átvette.",
            "Nagy Éva (született ezerkilencszáznyolcvan május másodika) a díjat átvette.",
        ),
        (
            "sl",
            "Ana Novak, roj. 8. 2. 1990",
            "Ana Novak, rojena osmega februarja tisoč devetsto devetdeset",
        ),
        (
            "sl",
            "Luka Dončić, roj. 28. 2. 1999",
            "Luka Dončić, rojen osemindvajsetega februarja tisoč devetsto devetindevetdeset",
        ),
        (
            "sl",
            "Janez Novak, roj. 1. 3. 1985, Ljubljana",
            "Janez Novak, rojen prvega marca tisoč devetsto petinosemdeset, Ljubljana",
        ),
    ],
)
def test_a_forms_short_words_are_said(lang, text, said):
    assert reads(lang, text) == said
