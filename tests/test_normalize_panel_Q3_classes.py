"""The classes a fresh panel (Q3) heard wrong in lt lv et fi hu sl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Q3.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# --- codes and phones read as one huge number -------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # two groups of four digits or more joined by a hyphen that no range can be
        (
            "hu",
            "Számla (11773016-11111018) terhelve.",
            "Számla (egy egy hét hét három nulla egy hat, egy egy egy egy egy nulla egy nyolc)"
            " terhelve.",
        ),
        (
            "hu",
            "A 2024-66190 számú rendelés.",
            "A kettő nulla kettő négy, hat hat egy kilenc nulla számú rendelés.",
        ),
        (
            "fi",
            "Tunnus on 6614-2098.",
            "Tunnus on kuusi kuusi yksi neljä, kaksi nolla yhdeksän kahdeksan.",
        ),
        # "vahvistustunnuksesi": the code word inflected
        (
            "fi",
            "Vahvistustunnuksesi: 6614-2098.",
            "Vahvistustunnuksesi: kuusi kuusi yksi neljä, kaksi nolla yhdeksän kahdeksan.",
        ),
        # a phone word before eight digits ending in 000: a phone, no amount
        (
            "lv",
            "Zvaniet pa tālruni 67120000.",
            "Zvaniet pa tālruni seši septiņi viens divi nulle nulle nulle nulle.",
        ),
        # lt "baigiasi" (ends in) before a year with "m." is no card's last digits
        (
            "lt",
            "Galiojimas baigiasi 2025 m. birželio 3 d.",
            "Galiojimas baigiasi du tūkstančiai dvidešimt penktųjų metų birželio trečiąją.",
        ),
        ("lt", "Kortelė, kuri baigiasi 4821.", "Kortelė, kuri baigiasi keturi aštuoni du vienas."),
    ],
)
def test_codes_and_phones_are_said_digit_by_digit(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "kept"),
    [
        ("hu", "5000-10000 Ft", "ötezer"),  # a round range of amounts
        ("hu", "1990-1995 között", "ezerkilencszázkilencven"),  # years
        ("lv", "21000000 eiro", "divdesmit viens miljoni"),  # an amount, no phone word
    ],
)
def test_ranges_and_amounts_stay_numbers(lang, text, kept):
    assert kept in reads(lang, text)


# --- fi: a count and a short unit in the case of a postposition; compounds ---------------


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Lähetämme lipun 15 min kuluessa.", "Lähetämme lipun viidentoista minuutin kuluessa."),
        ("Bussi tulee 10 min päästä.", "Bussi tulee kymmenen minuutin päästä."),
        ("Odota 5 min:n ajan.", "Odota viiden minuutin ajan."),
        ("Matka pitenee 2 km:iin.", "Matka pitenee kahteen kilometriin."),
        ("Kirkko rakennettiin 1200-luvulla.", "Kirkko rakennettiin tuhatkaksisataaluvulla."),
        ("Se tapahtui 1990-luvulla.", "Se tapahtui tuhatyhdeksänsataayhdeksänkymmenluvulla."),
    ],
)
def test_fi_minutes_and_centuries(text, spoken):
    assert reads("fi", text) == spoken


# --- two ordinals sharing the words after the second ------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lv", "Koncerti notiks 5.–7. jūlijā.", "Koncerti notiks piektajā līdz septītajā jūlijā."),
        ("lv", "Skolēni 5.–7. klasē mācās.", "Skolēni piektajā līdz septītajā klasē mācās."),
        (
            "et",
            "Kontserdid toimuvad 5.–7. juulil.",
            "Kontserdid toimuvad viiendal kuni seitsmendal juulil.",
        ),
        ("et", "Laat on 1.–3. mail.", "Laat on esimesel kuni kolmandal mail."),
        (
            "fi",
            "Konsertit pidetään 5.–7.7.",
            "Konsertit pidetään viidennestä seitsemänteen heinäkuuta.",
        ),
        ("fi", "Messut 12.–14. syyskuuta.", "Messut kahdennestatoista neljänteentoista syyskuuta."),
    ],
)
def test_ordinal_ranges_read_both_ordinals(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # the round hundreds' ordinals (EKI ÕS; LVS), no cardinal with its dot left
        ("et", "Täna on linna 800. aastapäev.", "Täna on linna kaheksasajas aastapäev."),
        ("et", "Maja 300. korrusel.", "Maja kolmesajandal korrusel."),
        ("lv", "Svinēja 500. gadadienā.", "Svinēja piecsimtajā gadadienā."),
    ],
)
def test_round_hundreds_have_ordinals(lang, text, spoken):
    assert reads(lang, text) == spoken


# --- spans of clock times written with dots; a one-letter day before them ----------------


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "et",
            "Pood on avatud E–L 9.00–21.00, P 10.00–18.00.",
            "Pood on avatud esmaspäevast laupäevani üheksast kahekümne üheni, pühapäeval kümnest"
            " kaheksateistkümneni.",
        ),
        ("fi", "Avoinna la 8.00–20.00.", "Avoinna lauantaisin kahdeksasta kahteenkymmeneen."),
        (
            "fi",
            "Kauppa on avoinna arkisin 7–22, la 8–20 ja su 12–18.",
            "Kauppa on avoinna arkisin seitsemästä kahteenkymmeneenkahteen, lauantaisin kahdeksasta"
            " kahteenkymmeneen ja sunnuntaisin kahdestatoista kahdeksaantoista.",
        ),
        (
            "lv",
            "Veikals strādā no 8.00 līdz 22.00.",
            "Veikals strādā no astoņiem līdz divdesmit diviem.",
        ),
    ],
)
def test_dotted_clock_spans(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_dotted_price_span_is_no_clock():
    assert "kaheteistkümneni" not in reads("et", "Hind 9.50–12.00 eurot.")


# --- abbreviations left as written ------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "lt",
            "Įmoka nuskaitoma kiekvieno mėnesio 25 d.",
            "Įmoka nuskaitoma kiekvieno mėnesio dvidešimt penktą dieną.",
        ),
        (
            "lt",
            "Kiekvieno mėnesio 5 d. siunčiame sąskaitą.",
            "Kiekvieno mėnesio penktą dieną siunčiame sąskaitą.",
        ),
        ("lv", "Pils celta 18. gs. vidū.", "Pils celta astoņpadsmitā gadsimta vidū."),
        ("lv", "Tā ir 19. gs. celtne.", "Tā ir deviņpadsmitā gadsimta celtne."),
        (
            "lv",
            "Baznīca celta 14. gs., vēlāk pārbūvēta.",
            "Baznīca celta četrpadsmitajā gadsimtā, vēlāk pārbūvēta.",
        ),
        ("lv", "Pils celta 18. gs.", "Pils celta astoņpadsmitajā gadsimtā."),
        ("hu", "Gyümölcs, pl. alma vagy körte.", "Gyümölcs, például alma vagy körte."),
        ("hu", "Ünnepeljük, pl. koncertekkel.", "Ünnepeljük, például koncertekkel."),
    ],
)
def test_abbreviations_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_pl_stays_plac_in_polish():
    assert reads("pl", "pl. Zbawiciela 5") == "plac Zbawiciela pięć"


# --- hu: a day's suffix without its month; a span of days -------------------------------


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Minden hónap 10-én kerül levonásra.", "Minden hónap tizedikén kerül levonásra."),
        ("A díjat a hónap 3-án vonjuk le.", "A díjat a hónap harmadikán vonjuk le."),
        ("Fizetés 1-jén.", "Fizetés elsején."),
        ("Koncertek május 5–7. között.", "Koncertek május ötödike és hetedike között."),
        ("A vásár június 12–14. lesz.", "A vásár június tizenkettedikétől tizennegyedikéig lesz."),
        # with its month, the date rules read it as before
        ("Március 15-én ünnepelünk.", "Március tizenötödikén ünnepelünk."),
    ],
)
def test_hu_days(text, spoken):
    assert reads("hu", text) == spoken


# --- a card's last digits ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "lt",
            "Kortelė, kurios paskutiniai skaitmenys 4821, užblokuota.",
            "Kortelė, kurios paskutiniai skaitmenys keturi aštuoni du vienas, užblokuota.",
        ),
        (
            "lt",
            "Paskutiniai keturi skaitmenys 1234.",
            "Paskutiniai keturi skaitmenys vienas du trys keturi.",
        ),
        (
            "lv",
            "Karte ar pēdējiem cipariem 1187 ir bloķēta.",
            "Karte ar pēdējiem cipariem viens viens astoņi septiņi ir bloķēta.",
        ),
        ("lv", "Pēdējie četri cipari: 5521.", "Pēdējie četri cipari: pieci pieci divi viens."),
        (
            "hu",
            "A 6712 végződésű kártyáját letiltottuk.",
            "A hat hét egy kettő végződésű kártyáját letiltottuk.",
        ),
    ],
)
def test_card_endings_are_digits(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_year_before_another_word_stays_a_year():
    assert reads("hu", "2024 végén") == "kétezer-huszonnégy végén"


# --- clock times: hu with a dot before "-kor"; lt hours agree with "valanda" -------------


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("hu", "A vonat 7.40-kor indul.", "A vonat hét óra negyven perckor indul."),
        (
            "hu",
            "Az előadás 19.30-kor kezdődik.",
            "Az előadás tizenkilenc óra harminc perckor kezdődik.",
        ),
        ("lt", "Išvykimas 06:15.", "Išvykimas šešios penkiolika."),
        (
            "lt",
            "Traukinys išvyksta 7.45 val.",
            "Traukinys išvyksta septynios keturiasdešimt penki.",
        ),
        ("lt", "Pradžia 8:00.", "Pradžia aštuonios valandos."),
        ("lt", "Pradžia 22:00.", "Pradžia dvidešimt dvi valandos."),
    ],
)
def test_clock_times(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_hyphened_groups_that_are_phones_or_service_numbers_stay_theirs():
    # a zero-led group is a phone's; ko service numbers are its phone rules'
    assert "tuhat" not in reads("fi", "Soita 0800-0101.")
    assert (
        reads("ko", "고객센터 1588-1234로 연락 주세요.")
        == "고객센터 일오팔팔 일이삼사로 연락 주세요."
    )
