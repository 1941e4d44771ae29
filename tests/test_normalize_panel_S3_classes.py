# ruff: noqa: E501 (the cases are whole sentences, one a line)
"""Readings the panel S3 in lt lv et fi hu sl (issue 31) heard wrong, each class shown on the
panel's sentence and on sentences of its own, with one that must not change: docs/NORMALIZER.md,
"Panel S3"."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("lt", "Valiutos kursas: 1 EUR = 1,08 USD.", "Valiutos kursas: vienas euras lygu vienas doleris aštuoni centai."),
        ("lv", "Valūtas kurss: 1 EUR = 1,09 USD.", "Valūtas kurss: viens eiro ir viens dolārs deviņi centi."),
        ("et", "Valuutakurss: 1 EUR = 1,08 USD.", "Valuutakurss: üks euro on üks dollar kaheksa senti."),
        ("fi", "Valuuttakurssi: 1 EUR = 1,08 USD.", "Valuuttakurssi: yksi euro on yksi dollari kahdeksan senttiä."),
        ("hu", "Árfolyam: 1 EUR = 395,20 HUF.", "Árfolyam: egy euró egyenlő háromszázkilencvenöt forint húsz fillér."),
        ("sl", "Tečaj: 1 EUR = 1,08 USD.", "Tečaj: en evro je en dolar osem centov."),
        ("fi", "Tänään 1 USD = 0,92 EUR.", "Tänään yksi dollari on yhdeksänkymmentäkaksi senttiä."),
        ("hu", "Ma 1 USD = 360 Ft.", "Ma egy dollár egyenlő háromszázhatvan forint."),
        # not between amounts: left as written
        ("sl", "Pogoj a=b velja.", "Pogoj a=b velja."),
    ],
)  # fmt: skip
def test_an_equals_sign_between_amounts_is_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("lt", "Jūsų PVM sąskaita faktūra Nr. AB-2024/0387 išsiųsta el. paštu.",
         "Jūsų PVM sąskaita faktūra numeris AB brūkšnelis du nulis du keturi pasvirasis brūkšnys nulis trys aštuoni septyni išsiųsta elektroniniu paštu."),
        ("lv", "Rēķins Nr. RG-2024/112 nosūtīts uz e-pastu.",
         "Rēķins numurs RG defise divi nulle divi četri slīpsvītra viens viens divi nosūtīts uz e-pastu."),
        ("et", "Arve nr TLN-2024/58 saadeti teie e-postile.",
         "Arve number TLN sidekriips kaks null kaks neli kaldkriips viis kaheksa saadeti teie e-postile."),
        ("fi", "Lasku nro HEL-2024/5512 lähetettiin.",
         "Lasku numero HEL viiva kaksi nolla kaksi neljä kautta viisi viisi yksi kaksi lähetettiin."),
        ("sl", "Račun št. LJ-2024/0387 je bil poslan.",
         "Račun številka LJ vezaj dva tisoč štiriindvajset poševnica nič tri osem sedem je bil poslan."),
        # only slashes, or only a hyphen: as before
        ("lv", "Rēķins Nr. RG/2024/112.",
         "Rēķins numurs RG slīpsvītra divi nulle divi četri slīpsvītra viens viens divi."),
        ("lt", "Kodas KD-558213.", "Kodas KD-penki penki aštuoni du vienas trys."),
    ],
)  # fmt: skip
def test_a_codes_hyphen_beside_a_slash_is_said_as_a_hyphen(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("et", "Remonditööde tõttu ei sõida tramm nr 4 kuni 30. juunini.",
         "Remonditööde tõttu ei sõida tramm number neli kuni kolmekümnenda juunini."),
        ("et", "Buss nr 17 sõidab kuni 22. augustini.",
         "Buss number seitseteist sõidab kuni kahekümne teise augustini."),
        # "kuni" ("until") is no noun in the terminative
        ("et", "Hinnad 5 kuni 10 eurot.", "Hinnad viis kuni kümme eurot."),
        # a count before a noun in -ni keeps its genitive
        ("et", "Temperatuur tõuseb 25 kraadini.", "Temperatuur tõuseb kahekümne viie kraadini."),
    ],
)  # fmt: skip
def test_an_estonian_number_after_nr_is_said_number_and_named(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("et", "Pakk EE123456789 toimetatakse pakiautomaati Narva mnt 7, Tallinn, kella 19:00-ks.",
         "Pakk E E üks kaks kolm neli viis kuus seitse kaheksa üheksa toimetatakse pakiautomaati Narva maantee seitse, Tallinn, kella üheksateistkümneks."),
        ("et", "Inflatsioon aeglustus veebruaris 3,4%-ni.",
         "Inflatsioon aeglustus veebruaris kolme koma nelja protsendini."),
        ("et", "Kauplus on avatud kella 21-ni.", "Kauplus on avatud kella kahekümne üheni."),
        ("et", "Töötus kasvas 6%-lt 8%-le.", "Töötus kasvas kuue protsendilt kaheksa protsendile."),
        ("hu", "Naponta 3-szor 1 tablettát kell bevenni, adag 500 mg.",
         "Naponta háromszor egy tablettát kell bevenni, adag ötszáz milligramm."),
        ("hu", "Hetente 2-szer edzünk, és 10-szer ismételjük.", "Hetente kétszer edzünk, és tízszer ismételjük."),
        # no ending: as before
        ("et", "Töötus on 6%.", "Töötus on kuus protsenti."),
    ],
)  # fmt: skip
def test_a_case_ending_after_a_number_joins_its_words(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("fi", "Lisää 2 dl maitoa ja 3 munaa.", "Lisää kaksi desilitraa maitoa ja kolme munaa."),
        ("fi", "Keitä 1 dl vettä ja 1,5 dl kermaa.", "Keitä yksi desilitra vettä ja yksi pilkku viisi desilitraa kermaa."),
        ("hu", "Adjon hozzá 25 dkg lisztet és 2 dl tejet.", "Adjon hozzá huszonöt deka lisztet és két deciliter tejet."),
        ("hu", "Keverjen össze 2 tojást.", "Keverjen össze két tojást."),
        ("et", "Lisa 2 dl piima.", "Lisa kaks detsiliitrit piima."),
        ("lv", "Maratonu viņš noskrēja 2 st. 9 min.", "Maratonu viņš noskrēja divas stundas deviņas minūtes."),
        ("lv", "Mācības ilgst 3 st. dienā.", "Mācības ilgst trīs stundas dienā."),
        # no unit after the number, or no number before the letters
        ("hu", "Ebből kettő maradt.", "Ebből kettő maradt."),
        ("fi", "Tiedosto dl.zip on ladattu.", "Tiedosto dl.zip on ladattu."),
    ],
)  # fmt: skip
def test_a_kitchens_and_a_clocks_short_units_are_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("lt", "Siunta bus pristatyta į paštomatą Vilniaus g. 12, Kaunas, iki 18:00.",
         "Siunta bus pristatyta į paštomatą Vilniaus gatvė dvylika, Kaunas, iki aštuonioliktos valandos."),
        ("lt", "Kirpykloje laukiame jūsų penktadienį 14:00.", "Kirpykloje laukiame jūsų penktadienį keturioliktą valandą."),
        ("lt", "Žalgirio rungtynės prasidės 19 val. „Žalgirio“ arenoje.",
         "Žalgirio rungtynės prasidės devynioliktą valandą „Žalgirio“ arenoje."),
        ("lt", "Koncertas vyks 20 val. didžiojoje salėje.", "Koncertas vyks dvidešimtą valandą didžiojoje salėje."),
        ("lt", "Biblioteka dirba nuo 9:00 iki 18:00.", "Biblioteka dirba nuo devintos iki aštuonioliktos valandos."),
        # minutes, or a length of time: as before
        ("lt", "Susitikimas rytoj 14:30.", "Susitikimas rytoj keturiolika trisdešimt."),
        ("lt", "Kelionės trukmė – 2 val. 15 min., atstumas 184 km.",
         "Kelionės trukmė – dvi valandos penkiolika minučių, atstumas šimtas aštuoniasdešimt keturi kilometrai."),
    ],
)  # fmt: skip
def test_a_lithuanian_hour_of_the_clock_is_an_ordinal(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("lt", "Maratoną įveikė per 2 val. 14 min.", "Maratoną įveikė per dvi valandas keturiolika minučių."),
        ("lt", "Paimkite siuntą per 3 d., kodas 7719.",
         "Paimkite siuntą per tris dienas, kodas septyni septyni vienas devyni."),
        ("lt", "Traukinys vėluoja 45 min., atsiprašome.", "Traukinys vėluoja keturiasdešimt penkias minutes, atsiprašome."),
        ("lt", "Prekes grąžinti galima per 14 d. nuo pirkimo.", "Prekes grąžinti galima per keturiolika dienų nuo pirkimo."),
        ("lt", "Kelionė truko 1 val. 20 min.", "Kelionė truko vieną valandą dvidešimt minučių."),
        ("sl", "Maraton je pretekel v 2 h 12 min.", "Maraton je pretekel v dveh urah in dvanajstih minutah."),
        ("sl", "Pot opravimo v 1 h 5 min, potem pa počivamo.", "Pot opravimo v eni uri in petih minutah, potem pa počivamo."),
        # a date's "d." stays a day of the month
        ("lt", "Dėl remonto darbų troleibusas nevažiuos iki birželio 30 d.",
         "Dėl remonto darbų troleibusas nevažiuos iki birželio trisdešimtosios."),
    ],
)  # fmt: skip
def test_a_length_of_time_takes_the_case_its_preposition_or_verb_asks(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("lt", "Varžybose jis užėmė 3 vietą.", "Varžybose jis užėmė trečią vietą."),
        ("lt", "Komanda jau 5 kartą laimėjo taurę.", "Komanda jau penktą kartą laimėjo taurę."),
        ("lt", "Dėl remonto darbų 4 troleibusas nevažiuos iki birželio 30 d.",
         "Dėl remonto darbų ketvirtasis troleibusas nevažiuos iki birželio trisdešimtosios."),
        ("lt", "Jūsų užsakymas Nr. 10452 išsiųstas, suma 129,99 Eur.",
         "Jūsų užsakymas numeris dešimt tūkstančių keturi šimtai penkiasdešimt du išsiųstas, suma šimtas dvidešimt devyni eurai devyniasdešimt devyni centai."),
        ("lt", "Greitis šioje atkarpoje ribojamas iki 70 km/h.",
         "Greitis šioje atkarpoje ribojamas iki septyniasdešimties kilometrų per valandą."),
        ("lt", "Greitis ribojamas iki 130 km/h.", "Greitis ribojamas iki šimto trisdešimties kilometrų per valandą."),
        ("lv", "Lietot 1 tableti 2 reizes dienā, deva 250 mg.",
         "Lietot vienu tableti divas reizes dienā, deva divsimt piecdesmit miligramu."),
        ("lv", "Atkārtot 1 reizi nedēļā, 21 dienu pēc kārtas.",
         "Atkārtot vienu reizi nedēļā, divdesmit vienu dienu pēc kārtas."),
        # counts: as before
        ("lt", "Atsakysime per 21 dieną.", "Atsakysime per dvidešimt vieną dieną."),
        ("lt", "Įdėkite 2 kiaušinius.", "Įdėkite du kiaušinius."),
        ("lt", "Važiuoja 100 km/h.", "Važiuoja šimtas kilometrų per valandą."),
        ("lv", "Viņam ir 1 brālis.", "Viņam ir viens brālis."),
    ],
)  # fmt: skip
def test_a_baltic_number_agrees_with_its_noun(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("lv", "Rīt Rīgā gaidāms līdz +16 °C, vējš 4-6 m/s.",
         "Rīt Rīgā gaidāms līdz plus sešpadsmit Celsija grādu, vējš četri līdz seši metri sekundē."),
        ("lv", "Darbs aizņems 3-5 dienas.", "Darbs aizņems trīs līdz piecas dienas."),
        ("lv", "Atbildēsim 1-2 darba dienu laikā.", "Atbildēsim vienas–divu darba dienu laikā."),
        ("lt", "Mūsų komanda atsakys per 1-2 darbo dienas.", "Mūsų komanda atsakys per vieną–dvi darbo dienas."),
        ("lt", "Remontas užtruks 1-3 savaites.", "Remontas užtruks vieną–tris savaites."),
        ("sl", "Odgovorili vam bomo v 1-2 delovnih dneh.", "Odgovorili vam bomo v enem do dveh delovnih dneh."),
        ("sl", "Dostava v 1-2 urah.", "Dostava v eni do dveh urah."),
        # pinned before: as before
        ("lv", "Piegāde 2–4 darba dienu laikā.", "Piegāde divu–četru darba dienu laikā."),
        ("lt", "Pristatymas per 2–3 darbo dienas.", "Pristatymas per dvi–tris darbo dienas."),
    ],
)  # fmt: skip
def test_a_span_of_numbers_is_joined_as_the_language_says_it(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("fi", "Hän juoksi maratonin aikaan 2.28.13.",
         "Hän juoksi maratonin aikaan kaksi tuntia kaksikymmentäkahdeksan minuuttia kolmetoista sekuntia."),
        ("fi", "Voittaja juoksi aikaan 1.05.33.", "Voittaja juoksi aikaan yksi tunti viisi minuuttia kolmekymmentäkolme sekuntia."),
        ("sl", "Paket bo dostavljen do 18.00.", "Paket bo dostavljen do osemnajstih."),
        ("sl", "Odprto od 8.00 do 16.00.", "Odprto od osmih do šestnajstih."),
        # a date, an amount: as before
        ("fi", "Kokous on 2.12.2024.", "Kokous on toinen joulukuuta kaksituhatta kaksikymmentäneljä."),
        ("sl", "Velja do 5.12. letos.", "Velja do petega decembra letos."),
        ("sl", "Znižano do 12.500 evrov.", "Znižano do dvanajst tisoč petsto evrov."),
    ],
)  # fmt: skip
def test_a_dotted_time_is_read_as_a_time(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("hu", "Az Országgyűlés elfogadta a 2025. évi költségvetést, az oktatásra 5%-kal több jut.",
         "Az Országgyűlés elfogadta a kétezer-huszonötödik évi költségvetést, az oktatásra öt százalékkal több jut."),
        ("hu", "A 2024. évben nőtt a forgalom.", "A kétezer-huszonnegyedik évben nőtt a forgalom."),
        ("hu", "A csomag a Fő utca 12. szám alá érkezik.", "A csomag a Fő utca tizenkettő szám alá érkezik."),
        ("hu", "Andrássy út 5. alatt lakik.", "Andrássy út öt alatt lakik."),
        ("hu", "A 2024/0387 sorszámú számlát elküldtük e-mailben.",
         "A kétezer-huszonnégy per nulla három nyolc hét sorszámú számlát elküldtük e-mailben."),
        ("hu", "A 12/2024 ügyszámú levelet megkaptuk.", "A tizenkettő per kétezer-huszonnégy ügyszámú levelet megkaptuk."),
        # a sentence's dot after a house number, an ordinal, a date: as before
        ("hu", "Cím: 6720 Szeged, Kárász utca 8. Második emelet 4.",
         "Cím: hatezer-hétszázhúsz Szeged, Kárász utca nyolc. Második emelet négy."),
        ("hu", "A 3. emeleten lakik.", "A harmadik emeleten lakik."),
        ("hu", "A 2024. április 3-án érkezik.", "A kétezer-huszonnégy április harmadikán érkezik."),
    ],
)  # fmt: skip
def test_a_hungarian_dot_or_slash_after_a_number_is_read(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        ("sl", "Cena plina se bo s 1. julijem zvišala za 9 %.", "Cena plina se bo s prvim julijem zvišala za devet odstotkov."),
        ("sl", "Z 2. januarjem se začne nov urnik.", "Z drugim januarjem se začne nov urnik."),
        ("sl", "V začetku 20. stoletja je v mestu živelo okoli 30.000 ljudi.",
         "V začetku dvajsetega stoletja je v mestu živelo okoli trideset tisoč ljudi."),
        ("sl", "Konec 19. stoletja so zgradili most.", "Konec devetnajstega stoletja so zgradili most."),
        ("sl", "Paket tehta 3,5 kg, poštnina 4,20 €.", "Paket tehta tri cele pet kilograma, poštnina štirje evri dvajset centov."),
        ("sl", "Inflacija se je februarja znižala na 2,8 %.", "Inflacija se je februarja znižala na dve celi osem odstotka."),
        ("sl", "Rast je bila 1,5 %.", "Rast je bila ena cela pet odstotka."),
        # a feminine's nominative, a genitive after "s", a whole count: as before
        ("sl", "To je 3. liga.", "To je tretja liga."),
        ("sl", "Odhod s 3. tira.", "Odhod s tretjega tira."),
        ("sl", "Tehta 2 kg.", "Tehta dva kilograma."),
    ],
)  # fmt: skip
def test_a_slovene_number_takes_its_nouns_case(lang, text, reads):
    assert normalize(text, lang).text == reads
