"""Classes panel AL2 (2026-12-07: pl ru uk bg cs sk) found, each with sentences of our own
(issue 31; docs/NORMALIZER.md, "Panel AL classes fixed (slv)"): pl "tabl./dobę", "max" and
"GW"; a Roman numeral opening an event's or an institution's name; a dash span of counts
before a short time unit; "Al." before a plural street name; "zamiast" with the genitive;
uk an amount an imperative takes in the accusative; bg "кВтч"."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. pl a dose per day written "tabl./dobę", "max" before a number, power in GW and MW.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ibuprofen 200 mg: 1 tabl. co 8 godz., max 6 tabl./dobę.",
         "maksymalnie sześć tabletek na dobę."),
        ("Stosować 2 tabl./dobę.", "dwie tabletki na dobę."),
        ("Dorośli: max 3 tabl. na dobę.", "maksymalnie trzy tabletki na dobę"),
        ("Pokój 250 zł/dobę.", "dwieście pięćdziesiąt złotych na dobę"),
        ("Do 2030 r. planujemy zainstalować 5 GW w farmach wiatrowych.", "pięć gigawatów"),
        ("Elektrownia ma moc 2 GW.", "dwa gigawaty"),
        ("Farma ma 300 MW mocy.", "trzysta megawatów"),
    ],
)  # fmt: skip
def test_pl_dose_per_day_max_and_power_units(text, said):
    assert said in reads(text, "pl")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Max Weber urodził się w 1864 r.", "Max Weber"),
        ("Max Verstappen wygrał 3 wyścigi.", "Max Verstappen"),
    ],
)
def test_pl_max_before_a_name_stays(text, said):
    assert said in reads(text, "pl")


# 2. pl a Roman numeral opening the name of an event or an institution is its ordinal,
# agreeing with the noun after it (or the adjective before the noun).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("XX Bieg Niepodległości startuje 11 listopada o 11:11.", "Dwudziesty Bieg Niepodległości"),
        ("XV Festiwal Muzyki Dawnej odbędzie się w maju.", "Piętnasty Festiwal Muzyki"),
        ("Trwa XXV Międzynarodowy Festiwal Filmowy.", "Trwa dwudziesty piąty Międzynarodowy"),
        ("XII Ogólnopolska Konferencja Naukowa", "Dwunasta Ogólnopolska Konferencja"),
        ("Zapraszamy na XII Konferencję Naukową.", "na dwunastą Konferencję"),
        ("Wyniki XX Biegu Niepodległości.", "Wyniki dwudziestego Biegu"),
        ("Spotkajmy się na XX Biegu Niepodległości.", "na dwudziestym Biegu"),
        ("III Liceum Ogólnokształcące w Gdyni", "Trzecie Liceum Ogólnokształcące"),
        ("Uczniowie III Liceum Ogólnokształcącego", "trzeciego Liceum"),
        ("XXXIII Igrzyska Olimpijskie w Paryżu", "Trzydzieste trzecie Igrzyska"),
    ],
)  # fmt: skip
def test_pl_roman_numeral_opening_a_name_is_an_ordinal(text, said):
    assert said in reads(text, "pl")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Jan III Sobieski zwyciężył pod Wiedniem.", "Jan Trzeci Sobieski"),
        ("Kazimierz III Wielki zmarł w 1370 roku.", "Kazimierz Trzeci Wielki"),
        ("Pomnik Jana III Sobieskiego stoi w parku.", "Jana Trzeciego Sobieskiego"),
        ("Kod XV2 Bieg", "Kod X V dwa Bieg"),  # a code's letters stay the code rule's
        ("Uczniowie III Liceum w Gdyni", "Uczniowie III Liceum"),  # a case not to guess
        ("I Marek przyszedł.", "I Marek"),  # a lone I opens a sentence as "and"
    ],
)
def test_pl_regnal_numerals_and_codes_stay(text, said):
    assert said in reads(text, "pl")


# 3. pl a dash span of counts before a short time unit: "od ... do ..." in the genitive, as
# the span before the written word ("35–40 minut") is said.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Dodaj 250 g mąki i 2 łyżki cukru, piecz 35–40 min w 180°C.",
         "piecz od trzydziestu pięciu do czterdziestu minut w stu"),
        ("Gotuj 10-15 min na małym ogniu.", "Gotuj od dziesięciu do piętnastu minut na"),
        ("Odpoczynek 2-3 godz. po posiłku.", "Odpoczynek od dwóch do trzech godzin po"),
        ("Ładowanie trwa 1–2 h.", "od jednej do dwóch godzin"),
        ("Odczekaj 20-30 s, a potem naciśnij.", "od dwudziestu do trzydziestu sekund,"),
    ],
)  # fmt: skip
def test_pl_a_span_before_a_short_time_unit(text, said):
    assert said in reads(text, "pl")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Piecz przez 35–40 min.", "przez trzydzieści pięć-czterdzieści minut"),
        ("Kurier będzie za 10–15 minut.", "za dziesięć-piętnaście minut"),
        ("To 3-5 km.", "To trzy-pięć kilometrów."),
        ("w godz. 8–16", "od ósmej do szesnastej"),
    ],
)
def test_pl_spans_the_panels_pinned_stay(text, said):
    assert said in reads(text, "pl")


# 4. pl "Al." before a plural street name is "Aleje", as "al." is.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Al. Jerozolimskie 123A, lok. 4", "Aleje Jerozolimskie sto dwadzieścia trzy A"),
        ("Al. Ujazdowskie 1, Warszawa", "Aleje Ujazdowskie jeden"),
        ("Al. Racławickie 14, Lublin", "Aleje Racławickie czternaście"),
        ("Al. Mickiewicza 5, Kraków", "Aleja Mickiewicza pięć"),
    ],
)
def test_pl_capital_avenue_before_a_plural_name(text, said):
    assert said in reads(text, "pl")


# 5. pl "zamiast" takes the genitive, the amount after it too.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Cena: 1 299 zł zamiast 1 599 zł, czyli -19%.",
         "zamiast tysiąca pięciuset dziewięćdziesięciu dziewięciu złotych"),
        ("Teraz 2 499 zł zamiast 3 199 zł.",
         "zamiast trzech tysięcy stu dziewięćdziesięciu dziewięciu złotych"),
        ("Laptop za 4 100 zł zamiast 5 000 zł.", "zamiast pięciu tysięcy złotych"),
    ],
)  # fmt: skip
def test_pl_an_amount_after_zamiast_is_in_the_genitive(text, said):
    assert said in reads(text, "pl")


# ... below a thousand the undeclined count a panel pinned as said (panel V2) stays
def test_pl_zamiast_below_a_thousand_stays_as_pinned():
    said = reads("Promocja: -30% na wszystkie buty, teraz tylko 179,90 zł zamiast 257 zł.", "pl")
    assert "zamiast dwieście pięćdziesiąt siedem złotych" in said


# 6. uk an amount an imperative takes is its object, in the accusative: "одну тисячу".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Сплатіть за газ 1 243,60 грн до 20.05.",
         "Сплатіть за газ одну тисячу двісті сорок три гривні шістдесят копійок"),
        ("Оплатіть 21 грн до кінця дня.", "Оплатіть двадцять одну гривню"),
        ("Внесіть 1 500 грн на рахунок.", "Внесіть одну тисячу п'ятсот гривень"),
    ],
)  # fmt: skip
def test_uk_an_imperatives_amount_is_in_the_accusative(text, said):
    assert said in reads(text, "uk")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("На столі стоїть 1 чашка.", "стоїть одна чашка"),
        ("Сплатіть до 21 травня.", "до двадцять першого травня"),
    ],
)
def test_uk_no_imperative_no_accusative(text, said):
    assert said in reads(text, "uk")


# 7. bg "кВтч", kilowatt-hours written without a dot or a sign between.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Потребление: 250 кВтч.", "двеста и петдесет киловатчаса"),
        ("Потребление: 1 кВтч на ден.", "един киловатчас"),
        ("Батерия 13,5 кВтч", "киловатчаса"),
    ],
)
def test_bg_kwh_written_as_one_word(text, said):
    assert said in reads(text, "bg")
