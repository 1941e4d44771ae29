"""The classes a fresh panel (X3) heard wrong or unnatural in lt lv et fi hu sl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-X3.jsonl), and the near misses each rule leaves alone."""

import pytest

from normalize.detect import detect
from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


READS_RIGHT = [
    # "24/7": the phrase, never a slash between two numbers
    ("lt", "Klientų aptarnavimas veikia 24/7.", "Klientų aptarnavimas veikia visą parą."),
    ("lv", "Palīdzības dienests 24/7.", "Palīdzības dienests divdesmit četri septiņi."),
    ("et", "Klienditugi töötab 24/7.", "Klienditugi töötab kakskümmend neli seitse."),
    (
        "fi",
        "Asiakaspalvelu palvelee 24/7.",
        "Asiakaspalvelu palvelee kaksikymmentäneljä seitsemän.",
    ),
    ("sl", "Podpora deluje 24/7.", "Podpora deluje štiriindvajset sedem."),
    # seconds written "s" after a decimal
    ("lt", "Jis laimėjo 0,8 s.", "Jis laimėjo aštuonios dešimtosios sekundės."),
    ("sl", "Zmagal je za 1,25 s.", "Zmagal je za ena cela petindvajset sekunde."),
    # CLDR's misspelt Slovene millilitres
    ("sl", "Vzemite 10 ml vode.", "Vzemite deset mililitrov vode."),
    # lt an ordinal's nominative ending after a hyphen
    ("lt", "Ji finišavo 5-ia, o jis 13-ias.", "Ji finišavo penkta, o jis tryliktas."),
    # sl a place after a form of biti, končati
    (
        "sl",
        "V skoku v daljino je bila 4., prvi je bil Novak.",
        "V skoku v daljino je bila četrta, prvi je bil Novak.",
    ),
    ("sl", "Na prvenstvu je bil 5.", "Na prvenstvu je bil peti."),
    # sl s, z with the genitive before na, with the instrumental before a noun in -i
    (
        "sl",
        "Število se je zmanjšalo s 7 na 4 primere.",
        "Število se je zmanjšalo s sedmih na štiri primere.",
    ),
    ("sl", "Hiša z 2 kopalnicami.", "Hiša z dvema kopalnicami."),
    ("sl", "Zmagali so s 25 točkami razlike.", "Zmagali so s petindvajsetimi točkami razlike."),
    # sl a date after na: the accusative
    ("sl", "Rok je podaljšan na 15. 3.", "Rok je podaljšan na petnajsti marec."),
    # sl a span of clock times written with dots
    ("sl", "Odprto vsak dan 9.00–17.00.", "Odprto vsak dan od devetih do sedemnajstih."),
    # lt a span of whole clock hours without "val."
    (
        "lt",
        "Parduotuvė dirba 10:00–20:00.",
        "Parduotuvė dirba nuo dešimtos iki dvidešimtos valandos.",
    ),
    # hu a month and day in numbers with the day's ending; M Ft; two days of a month;
    # an ordinal grouped in thousands; a score after a verb of winning
    ("hu", "A szállítás 03.15-én várható.", "A szállítás március tizenötödikén várható."),
    ("hu", "Nyitva 12.23-ig.", "Nyitva december huszonharmadikáig."),
    ("hu", "Az ára 45 M Ft.", "Az ára negyvenöt millió forint."),
    (
        "hu",
        "A fesztivál augusztus 5. és 9. között lesz.",
        "A fesztivál augusztus ötödike és kilencedike között lesz.",
    ),
    ("hu", "A 12 345. számú levél.", "A tizenkétezer-háromszáznegyvenötödik számú levél."),
    (
        "hu",
        "A Ferencváros 3:2-re verte az Újpestet.",
        "A Ferencváros három-kettőre verte az Újpestet.",
    ),
    # fi an elative count before an illative one; a price with its case ending
    (
        "fi",
        "Palkka nousi 2000 eurosta 2500 euroon.",
        "Palkka nousi kahdestatuhannesta eurosta kahteentuhanteenviiteensataan euroon.",
    ),
    ("fi", "Hinta laski 2,10 €/kg:aan.", "Hinta laski kahteen euroon kymmeneen senttiin kilolta."),
    # et counts before a noun in a local case
    (
        "et",
        "Palk tõusis 5 eurolt 7 eurole tunnis.",
        "Palk tõusis viielt eurolt seitsmele eurole tunnis.",
    ),
    # et an ordinal before a translative month
    ("et", "Taotlus esitada 15. juuniks.", "Taotlus esitada viieteistkümnendaks juuniks."),
    # a race's time with hundredths
    (
        "lv",
        "Uzvarētāja laiks 2:14,37.",
        "Uzvarētāja laiks divas minūtes četrpadsmit komats trīsdesmit septiņas sekundes.",
    ),
    (
        "fi",
        "Voittoaika oli 1:48,50.",
        "Voittoaika oli yksi minuutti neljäkymmentäkahdeksan pilkku viisi sekuntia.",
    ),
    # lt a date with spaces and the hour after it
    (
        "lt",
        "Vizitas 2025 11 03 9 val.",
        "Vizitas du tūkstančiai dvidešimt penktųjų metų lapkričio trečioji devintą valandą.",
    ),
    # lt per + a year, už + a price, a sum before the noun it sizes, a measured dose
    (
        "lt",
        "Per 2024 m. eksportas augo.",
        "Per du tūkstančiai dvidešimt ketvirtuosius metus eksportas augo.",
    ),
    ("lt", "Nusipirkau už 12,99 €.", "Nusipirkau už dvylika eurų devyniasdešimt devynis centus."),
    ("lt", "Gavo 300 € baudą.", "Gavo trijų šimtų eurų baudą."),
    ("lt", "Slaugytoja paskyrė 2 ml vaisto.", "Slaugytoja paskyrė du mililitrus vaisto."),
    # lt numbered gates, rows and seats
    ("lt", "Išvykstame iš 7 vartų.", "Išvykstame iš septintųjų vartų."),
    ("lt", "Sėdima vieta: 8 eilė, 15 vieta.", "Sėdima vieta: aštunta eilė, penkiolikta vieta."),
    # lv euros after a preposition, an ordinal after no, a date after uz, no 8:30
    (
        "lv",
        "Cena samazināta līdz 2,49 €.",
        "Cena samazināta līdz diviem eiro četrdesmit deviņiem centiem.",
    ),
    (
        "lv",
        "Biļetes cena pieauga no 2 līdz 3 eiro.",
        "Biļetes cena pieauga no diviem līdz trim eiro.",
    ),
    ("lv", "Vilciens atiet no 2. sliežu ceļa.", "Vilciens atiet no otrā sliežu ceļa."),
    ("lv", "Termiņš pagarināts uz 15.03.", "Termiņš pagarināts uz piecpadsmito martu."),
    ("lv", "Darba laiks 9:30–18:00.", "Darba laiks no deviņiem trīsdesmit līdz astoņpadsmitiem."),
    # lv a house number with its flat
    (
        "lv",
        "Brīvības iela 12/14-5, Rīga.",
        "Brīvības iela divpadsmit slīpsvītra četrpadsmit, dzīvoklis pieci, Rīga.",
    ),
]


@pytest.mark.parametrize(("lang", "text", "spoken"), READS_RIGHT)
def test_a_class_the_panel_heard_reads_right(lang, text, spoken):
    assert reads(lang, text) == spoken


LEFT_ALONE = [
    # a longer number with a slash is no 24/7
    ("fi", "Tulos 124/75.", "Tulos satakaksikymmentäneljä/seitsemänkymmentäviisi."),
    # "s" after a whole number is too short to be a second
    ("lt", "Autobusas 12 s.", "Autobusas dvylika s."),
    # an ordinal mid-sentence before a noun keeps the ordinal rule's reading
    ("sl", "Bil je 2. v Evropi.", "Bil je drugi v Evropi."),
    # s before a unit (the unit rule's), z before a genitive plural
    ("sl", "Ostal je brez 2 zob.", "Ostal je brez dva zob."),
    # a date after do stays in the genitive
    ("sl", "Rok je do 10. 2.", "Rok je do desetega februarja."),
    # a span of prices with dots is no clock span
    ("sl", "Cena 8.50–9.50 €.", "Cena osem celih pet–devet evrov petdeset centov."),
    # a Hungarian decimal written with a dot and no ending stays a number
    ("hu", "Az érték 2.10 volt.", "Az érték két egész tíz század volt."),
    # the year and month before a day with its ending are the date rule's
    ("hu", "2024. 03. 15-én.", "kétezer-huszonnégy március tizenötödikén."),
    # a clock with an ending, no score word (the ending in "perc"'s harmony since panel AX)
    ("hu", "A vonat 9:30-ra ér be.", "A vonat kilenc óra harminc percre ér be."),
    # fi a partitive in -sta is no elative ("kolme lasta")
    ("fi", "Talossa on 3 lasta ja 2 koiraa.", "Talossa on kolme lasta ja kaksi koiraa."),
    # fi a price without an ending keeps its nominative
    ("fi", "Hinta on 1,89 €/l.", "Hinta on yksi euro kahdeksankymmentäyhdeksän senttiä litralta."),
    # et a noun merely ending so is no local case
    ("et", "Mul on 2 eurot.", "Mul on kaks eurot."),
    # lt one seat may be a count; a plural noun is a count
    ("lt", "Liko 1 vieta.", "Liko viena vieta."),
    ("lt", "Yra 3 vietos.", "Yra trys vietos."),
    # lt a price without už stays in the nominative
    ("lt", "Suma 500 €.", "Suma penki šimtai eurų."),
    # lt four digits and two groups that are no month and day: a code
    ("lt", "Kodas 2026 13 45.", "Kodas du nulis du šeši, vienas trys, keturi penki."),
    # lt a count of gates after a preposition other than iš
    ("lt", "Įlaipinimas pro 12 vartų.", "Įlaipinimas pro dvylika vartų."),
    # lv a street number alone
    ("lv", "Brīvības iela 12, Rīga.", "Brīvības iela divpadsmit, Rīga."),
    # lv an ordinal after no before līdz: the day range's rule
    ("lv", "No 5. līdz 7. jūlijam.", "No piektā līdz septītajam jūlijam."),
]


@pytest.mark.parametrize(("lang", "text", "spoken"), LEFT_ALONE)
def test_a_near_miss_is_left_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Debrecen 3:1-re.", "hu"),
        ("Koncertas 19 val.", "lt"),
        ("Pradzia 18 val.", "lt"),
    ],
)
def test_a_number_ending_tells_the_language(text, lang):
    assert [span.lang for span in detect(text)] == [lang]


def test_a_number_ending_two_languages_write_tells_none():
    # et "13-le" is no Hungarian ending: lingua decides
    assert [span.lang for span in detect("Kohtumine lükati edasi kella 13-le.")] == ["et"]
