"""Classes of misreading a fresh panel (B3, issue 31: lt lv et fi hu cs sk sl ro hr bg)
heard, each tested on new sentences of the same class: abbreviations left as written,
the case or gender a count takes, Roman numerals for centuries, codes read as quantities."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lv", "Cena 120 €, t. sk. PVN 25 €.", "tai skaitā PVN"),
        ("et", "Hind 50 €, sh käibemaks.", "sealhulgas käibemaks"),
        ("et", "Vastuvõtt kab 12.", "kabinet kaksteist"),
        ("et", "Tarne u 5 päeva jooksul.", "umbes viie päeva jooksul"),
        ("bg", "Цена 12 лв., вкл. ДДС.", "включително ДДС"),
        ("cs", "Sejdeme se na Karlově nám. v poledne.", "Karlově náměstí v poledne"),
        ("sk", "Hlavné nám. 3, Košice.", "Hlavné námestie tri"),
    ],
)
def test_an_abbreviation_is_read_as_its_word(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("cs", "Brát 2 tbl. večer.", "dvě tablety"),
        ("cs", "Nejvýše 8 tbl. denně.", "osm tablet"),
        ("cs", "Brát 1 tbl. ráno.", "jednu tabletu"),
        ("sk", "Užiť 3 tbl. naraz.", "tri tablety"),
        ("lt", "Gerti po 2 tab. ryte.", "dvi tabletės"),
    ],
)
def test_tablets_are_counted_in_the_nouns_form(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("cs", "Schůzka st 11. 12. v 10:00.", "ve středu jedenáctého prosince"),
        ("sk", "Návšteva pi 6. 12. o 9:00.", "v piatok šiesteho decembra"),
    ],
)
def test_a_short_day_before_its_date_says_on_that_day(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("hr", "Piti po 1 kapsulu ujutro.", "po jednu kapsulu"),
        ("hr", "Uzeti 1 tabletu prije spavanja.", "jednu tabletu"),
    ],
)
def test_a_feminine_accusative_after_one_takes_jednu(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lv", "Baznīca celta XVIII gadsimtā.", "astoņpadsmitajā gadsimtā"),
        ("lv", "XIII gadsimta sākumā.", "Trīspadsmitā gadsimta sākumā"),
        ("et", "Mõis ehitati XVII sajandil.", "seitsmeteistkümnendal sajandil"),
        ("et", "XX sajandi alguses.", "Kahekümnenda sajandi alguses"),
        ("sl", "Grad iz XII. stoletja stoji na hribu.", "iz dvanajstega stoletja"),
        ("sl", "V XIX. st. so zgradili železnico.", "V devetnajstem stoletju"),
        ("hr", "Utvrda iz XV. st. danas je muzej.", "iz petnaestog stoljeća"),
        ("hr", "Živio je u XVII. stoljeću.", "u sedamnaestom stoljeću"),
    ],
)
def test_a_roman_century_is_read_as_an_ordinal_in_the_nouns_case(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("cs", "Technik přijde mezi 7–10 h.", "mezi sedmou a desátou hodinou."),
        ("cs", "Mezi 10-14 h bude zavřeno.", "Mezi desátou a čtrnáctou hodinou bude"),
        ("sk", "Kuriér príde medzi 10.00 – 12.00 hod.", "medzi desiatou a dvanástou hodinou."),
        ("sk", "Otvorené medzi 8 – 16 hod. každý deň.", "medzi ôsmou a šestnástou hodinou"),
    ],
)
def test_hours_between_a_dash_are_ordinals_of_the_clock(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("cs", "Sazba DPH je 21 % a u knih 31 %.", "dvacet jedna procent"),
        ("cs", "Úrok 1 % ročně.", "jedno procento"),
        ("ro", "Luați 1 plic de 3 ori pe zi.", "un plic de trei ori"),
        ("ro", "Se repetă de 2 ori.", "de două ori"),
    ],
)
def test_a_count_takes_the_form_its_noun_asks(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("bg", "Живее на 6-и етаж.", "на шести етаж"),
        ("bg", "Колата е на 8-о място.", "на осмо място"),
        ("hr", "Sastanak u 14.15 h u dvorani.", "u četrnaest i petnaest u dvorani"),
        ("fi", "Ottelu päättyi 4–1 kotijoukkueelle.", "neljä–yksi kotijoukkueelle"),
    ],
)
def test_written_ordinals_clock_hours_and_scores_are_read_whole(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lt", "Siųskite į Laisvės al. 5, LT-44231 Kaunas.", "L T keturi keturi du trys vienas"),
        ("lv", "Adrese: Ausekļa iela 3, Rīga, LV-1010, Latvija.", "Rīga, L V tūkstoš desmit"),
    ],
)
def test_a_country_prefix_is_spelled_apart_from_its_postcode(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("et", "Lend BT 2315 Riiga hilineb.", "BT kakskümmend kolm viisteist"),
        ("hu", "Naponta 3x1 kapszulát vegyen be.", "háromszor egy kapszulát"),
        ("cs", "Sídlo: Vinohradská třída 1511/230, Praha.", "tisíc pětset jedenáct lomeno"),
        ("sk", "Obchodná ul. 12/4, Bratislava.", "dvanásť lomeno štyri"),
    ],
)
def test_codes_doses_and_house_numbers_are_read_as_such(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lv", "Pieteikumus pieņem līdz 15.01.2025.", "piecpadsmitajam janvārim"),
        ("lv", "Akcija ilgst līdz 30.09.", "līdz trīsdesmitajam septembrim"),
        ("lt", "Renginyje dalyvavo apie 300 tūkst. žiūrovų.", "apie tris šimtus tūkstančių"),
    ],
)
def test_a_preposition_gives_its_case_to_a_date_or_a_count(lang, text, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lt", "Akcija galioja nuo 12-01 iki 12-24.", "nuo gruodžio pirmosios iki gruodžio"),
        ("lt", "Sumokėti iki 03-15.", "iki kovo penkioliktosios"),
    ],
)
def test_a_month_and_day_after_a_preposition_are_a_date(lang, text, said):
    assert said in reads(text, lang)


def test_a_span_with_a_unit_after_iki_stays_a_span():
    assert "dešimties–penkiolikos" in reads("Temperatūra iki 10-15 °C.", "lt")


def test_a_parcels_code_is_read_digit_by_digit():
    said = reads("A GLS 55012345 számú küldeménye úton van.", "hu")
    assert "GLS öt öt nulla egy kettő három négy öt" in said


def test_an_amount_after_a_currency_code_stays_a_quantity():
    assert "hárommillió" in reads("A cég bevétele EUR 3412987 volt.", "hu")
