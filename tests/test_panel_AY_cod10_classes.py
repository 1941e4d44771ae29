"""The given-language readings panel AY judged not right that fixer cod10 took (issue 31,
2026-12-07): codes and abbreviations; each rule on the panel's sentences and new ones of the
same class (tests/readings/panel-2026-12-07-AY*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A code word, a bank's or an app's name, then "is" and the code: the code said digit by
#    digit however many words stand between, as long as "is" comes right before it.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        (
            "ro",
            "Codul dvs. de verificare BT Pay este 739201. Nu-l comunicați nimănui.",
            "este șapte trei nouă doi zero unu.",
        ),
        ("ro", "Codul de verificare pentru noua aplicație este 482913.", "este patru opt doi"),
        ("pt", "O seu código de verificação do Banco do Brasil é 739201.", "é sete três nove"),
        ("it", "Il codice di verifica della tua carta Intesa Sanpaolo è 739201.", "è sette tre"),
        ("es", "Tu código de verificación de la app de BBVA es 739201.", "es siete tres nueve"),
        ("fr", "Votre code de vérification pour la banque LCL est 739201.", "est sept trois"),
        ("en", "Your code for the Chase Bank mobile app is 739201.", "is seven three nine"),
    ],
)
def test_a_code_after_a_name_and_is_is_said_digit_by_digit(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ro", "Codul muncii din anul 2003 este 53 de pagini.", "anul două mii trei"),
        ("ro", "Codul dvs. de verificare BT Pay a fost trimis la 10:30.", "la zece și treizeci"),
        ("en", "The plate costs 1200 dollars.", "one thousand two hundred dollars"),
    ],
)
def test_a_count_or_a_time_after_a_code_word_stays(lang, text, said):
    assert said in reads(lang, text)


# 2. hr "šifra" right before a run of digits alone: a code; with letters or a hyphen it
#    stays as panel AP4 pinned it.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Šifra: 770231", "Šifra: sedam sedam nula dva tri jedan"),
        ("Vaša šifra je 4821.", "šifra je četiri osam dva jedan."),
        ("Unesite šifru 482913 u aplikaciju.", "šifru četiri osam dva devet jedan tri u"),
        ("Šifrom 9921 potvrdite prijavu.", "Šifrom devet devet dva jedan potvrdite"),
        ("Šifra: 55A-21", "Šifra: pedeset i pet A-dvadeset i jedan"),
        ("Šifra: 1234,56", "tisuću dvjesto trideset i četiri zarez pedeset i šest"),
    ],
)
def test_hr_a_sifra_of_digits_is_said_digit_by_digit(text, said):
    assert said in reads("hr", text)


# 3. en a vehicle's plate after "plate": its characters one by one.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Plate: 7ABC123", "Plate: seven A B C one two three"),
        ("License plate 8XYZ432 was flagged.", "plate eight X Y Z four three two was"),
        ("The car with plate number 5KLM908 was towed.", "five K L M nine zero eight was"),
        ("Licence plate: 4GHJ771", "four G H J seven seven one"),
    ],
)
def test_en_a_plate_is_said_character_by_character(text, said):
    assert said in reads("en", text)


def test_en_plates_of_food_stay_a_count():
    assert "one thousand five hundred calories" in reads("en", "Add 2 plates of 1500 calories.")


# 4. sv "Reg.nr", a vehicle's registration number, says its word.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Reg.nr: ABC 123", "Registreringsnummer: ABC"),
        ("Bilens regnr är XYZ 789.", "Bilens registreringsnummer är"),
        ("Reg.nr. ABC 12A", "Registreringsnummer ABC"),
        ("Ange reg.-nr. vid bokning.", "Ange registreringsnummer vid bokning."),
    ],
)
def test_sv_reg_nr_says_registreringsnummer(text, said):
    assert said in reads("sv", text)


def test_sv_regeringen_is_no_reg_nr():
    assert reads("sv", "Regeringen har beslutat.") == "Regeringen har beslutat."


# 5. da a flight that is "forsinket" (delayed): its four digits in pairs.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("SK 1416 til Stockholm er forsinket 35 min.", "SK fjorten seksten til Stockholm"),
        ("DY 1302 er forsinket.", "DY tretten nul to er forsinket."),
        ("SK 1521 fra Aalborg er forsinket ca. 20 min.", "SK femten enogtyve fra Aalborg"),
    ],
)
def test_da_a_delayed_flight_is_said_in_pairs(text, said):
    assert said in reads("da", text)


def test_da_a_count_near_forsinket_stays():
    text = "Der var 1416 tilskuere, og kampen blev forsinket."
    assert "tusind firehundrede og seksten tilskuere" in reads("da", text)


# 6. hr a two-character domain label with a digit: the digit said as a digit ("jedan"), not
#    made to agree with the dot's word after it.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("hr", "Za pomoć pišite na podrska@a1.hr ili nazovite 0800 1234.", "et A jedan točka H R"),
        ("hr", "Posjetite www.a1.hr.", "W W W točka A jedan točka H R."),
        ("hr", "Pišite na info@a1.hr.", "info et A jedan točka H R."),
    ],
)
def test_a_digit_in_a_short_domain_label_is_a_digit(lang, text, said):
    assert said in reads(lang, text)


# 7. pt a short piece of an address with an ending no Portuguese word has: an initialism,
#    spelled.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Mais informações em www.gov.br/inss.", "ponto B R barra I N S S."),
        ("Acesse meu.inss.gov.br para agendar.", "meu ponto I N S S ponto gov"),
        ("Veja www.gov.br/fgts.", "barra F G T S."),
    ],
)
def test_pt_an_initialism_in_an_address_is_spelled(text, said):
    assert said in reads("pt", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Consulte www.gov.br/receita e www.gov.br/anvisa.", "barra receita e"),
        ("Consulte www.gov.br/anvisa.", "barra anvisa."),
        ("Site: www.ibge.gov.br/censo", "barra censo"),
        ("Escreva para contato@bens.com.br", "bens ponto com"),
    ],
)
def test_pt_words_in_an_address_stay_words(text, said):
    assert said in reads("pt", text)
