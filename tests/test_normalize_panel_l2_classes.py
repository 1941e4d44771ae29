"""The classes a second fresh panel heard wrong in lt lv et fi hu cs sk sl (issue 31, "L2";
its sentences read right are tests/readings/panel-2026-12-06-L2.jsonl): each rule on new
sentences of the same class, and what it leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a street's word after its name, not a day (lt "pr." is also Monday)
        (
            "lt",
            "Biuras: Savanorių pr. 12, Vilnius.",
            "Biuras: Savanorių prospektas dvylika, Vilnius.",
        ),
        ("lt", "Susitikimas pr. 10 val.", "Susitikimas pirmadienis dešimt valandų."),
        ("lt", "Vilniaus al. 4, Kaunas", "Vilniaus alėja keturi, Kaunas"),
        ("lt", "Užeikite į kab. 105.", "Užeikite į kabinetą šimtas penki."),
        ("lt", "Spalio mėn. kainos kilo.", "Spalio mėnesį kainos kilo."),
        ("lt", "Mūsų el. paštas: info@ltu.lt", "Mūsų elektroninis paštas: info eta ltu taškas L T"),
        ("lt", "Gerb. p. Petraitiene, laukiame.", "Gerbiamoji ponia Petraitiene, laukiame."),
        ("lt", "Skambino p. Kazlauskas.", "Skambino ponas Kazlauskas."),
        ("lv", "Līdz centram apm. 3 km.", "Līdz centram apmēram trīs kilometri."),
        (
            "lv",
            "Rakstiet uz tālr. 29 123 456.",
            "Rakstiet uz tālruni divi deviņi, viens divi trīs, četri pieci seši.",
        ),
        ("et", "Kohtumine pr Kask'iga.", "Kohtumine proua Kask'iga."),
        ("et", "Buss väljub kl 8.40.", "Buss väljub kell kaheksa nelikümmend."),
        (
            "fi",
            "Talo rakennettiin v. 1925.",
            "Talo rakennettiin vuonna tuhat yhdeksänsataakaksikymmentäviisi.",
        ),
        ("sl", "Spoštovana ga. Kranjc, hvala.", "Spoštovana gospa Kranjc, hvala."),
        ("sl", "Dunajska c. 5, Ljubljana", "Dunajska c. pet, Ljubljana"),
        (
            "sl",
            "Trgovina: Celovška c. 150, Ljubljana.",
            "Trgovina: Celovška cesta sto petdeset, Ljubljana.",
        ),
        ("cs", "Cena cca 200 Kč.", "Cena cirka dvěstě korun."),
        ("cs", "Objednejte se k MUDr. Svobodové.", "Objednejte se k doktorce Svobodové."),
        ("cs", "Ordinuje MUDr. Jan Dvořák.", "Ordinuje doktor Jan Dvořák."),
        ("cs", "Schůzka s Ing. Malým.", "Schůzka s inženýrem Malým."),
        ("sk", "Objednajte sa u MUDr. Hrušovskej.", "Objednajte sa u doktorky Hrušovskej."),
        (
            "cs",
            "Pracujeme Út a Čt 9:00–12:00.",
            "Pracujeme v úterý a ve čtvrtek od devíti do dvanácti.",
        ),
    ],
)
def test_an_abbreviation_is_said_as_its_context_shows(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # how many times: the sign said, as the language's multiplicative
        ("cs", "Kapky 2× týdně.", "Kapky dvakrát týdně."),
        ("cs", "Stačí 1× ročně.", "Stačí jednou ročně."),
        ("sk", "Zalievajte 3x týždenne.", "Zalievajte trikrát týždenne."),
        ("sl", "Ponovite 5-krat.", "Ponovite petkrat."),
        ("hu", "Hetente 2× edzünk.", "Hetente kétszer edzünk."),
        ("hu", "Naponta 5× öblítse.", "Naponta ötször öblítse."),
        ("fi", "Ota 3 x päivässä.", "Ota kolme kertaa päivässä."),
        ("et", "Manusta 2 x päevas.", "Manusta kaks korda päevas."),
        ("lv", "Dzert 2x dienā.", "Dzert divas reizes dienā."),  # "reize" is feminine (AX)
        ("lt", "Gerti 2 k. per dieną.", "Gerti du kartus per dieną."),
        # a size and a score are no multiplier
        ("cs", "Krabice 30 x 20 cm.", "Krabice třicet krát dvacet centimetrů."),
        ("lt", "Parduodamas 2 k. butas.", "Parduodamas du k. butas."),
        # one, in the accusative a feminine noun shows
        ("cs", "Vezměte si 1 kapsli a 1 tabletu.", "Vezměte si jedna kapsli a jednu tabletu."),
        ("sl", "Vzemite 1 kapsulo.", "Vzemite eno kapsulo."),
        ("sl", "Cena je 1 evro.", "Cena je en evro."),
        ("lt", "Gerkite po 1 kapsulę.", "Gerkite po vieną kapsulę."),
    ],
)
def test_how_many_times_and_one_in_the_accusative(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a span of counts after a preposition, in the case it governs
        ("cs", "Odpověď do 5–7 dnů.", "Odpověď do pěti až sedmi dnů."),
        ("cs", "Otevřeno od 8–17.", "Otevřeno od osm až sedmnáct."),
        ("sk", "Dodanie do 2–4 týždňov.", "Dodanie do dvoch až štyroch týždňov."),
        ("sk", "Nárazy vetra do 60 km/h.", "Nárazy vetra do šesťdesiatich kilometrov za hodinu."),
        ("sk", "Čakanie do 15 minút.", "Čakanie do pätnástich minút."),
        ("sk", "Splatné do 15. 3.", "Splatné do pätnásteho marca."),
        ("sl", "Odgovor prejmete v 3–5 dneh.", "Odgovor prejmete v treh do petih dneh."),
        ("sl", "Po 7 minutah zavijte.", "Po sedmih minutah zavijte."),
        ("fi", "Pysähdy 500 m jälkeen.", "Pysähdy viidensadan metrin jälkeen."),
        ("et", "Ta lõpetas 3. koha.", "Ta lõpetas kolmanda koha."),
        ("et", "Rong AB 120 Tartusse.", "Rong AB ükssada kakskümmend Tartusse."),
        ("lv", "Gaiss sasils līdz +18 °C.", "Gaiss sasils līdz plus astoņpadsmit Celsija grādu."),
        (
            "lv",
            "Gaiss sasils līdz +22 °C.",
            "Gaiss sasils līdz plus divdesmit diviem Celsija grādiem.",
        ),
    ],
)
def test_a_count_takes_the_case_its_preposition_or_noun_needs(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # ordinals with their case ending
        ("lt", "Prasideda 5-asis sezonas.", "Prasideda penktasis sezonas."),
        ("lt", "Tai 2-oji vieta.", "Tai antroji vieta."),
        ("fi", "Joukkue sijoittui 2:nneksi.", "Joukkue sijoittui toiseksi."),
        ("fi", "Hän voitti 5:nnen kerran.", "Hän voitti viidennen kerran."),
        # scores
        ("hu", "A csapat 3:2-re nyert.", "A csapat három-kettőre nyert."),
        ("hu", "Találkozó 9:30-kor.", "Találkozó kilenc óra harminc perckor."),
        ("sk", "Domáci zdolali hostí 4:1.", "Domáci zdolali hostí štyri jeden."),
        (
            "lv",
            "Latvija uzvarēja 88:79.",
            "Latvija uzvarēja astoņdesmit astoņi septiņdesmit deviņi.",
        ),
        # a slash in a reference after a number sign
        (
            "lv",
            "Līgums Nr. 2023/45.",
            "Līgums numurs divtūkstoš divdesmit trīs slīpsvītra četrdesmit pieci.",
        ),
        ("et", "Otsus nr 12/3.", "Otsus number kaksteist kaldkriips kolm."),
        # a house and flat after a street; a postcode as Slovenes say it
        ("et", "Tartu mnt 24-3, Tallinn", "Tartu maantee kakskümmend neli, korter kolm, Tallinn"),
        (
            "lv",
            "Brīvības iela 55-12, Rīga",
            "Brīvības iela piecdesmit pieci, dzīvoklis divpadsmit, Rīga",
        ),
        ("lt", "Kauno g. 5-7, Vilnius", "Kauno gatvė penki, butas septyni, Vilnius"),
        ("et", "Avatud 10-18.", "Avatud kümnest kaheksateistkümneni."),
        ("sl", "Naslov: Glavni trg 1, 3000 Celje.", "Naslov: Glavni trg ena, tri tisoč Celje."),
    ],
)
def test_ordinals_scores_slashes_and_addresses(lang, text, spoken):
    assert normalize(text, lang).text == spoken
