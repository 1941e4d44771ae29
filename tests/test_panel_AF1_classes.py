"""The classes a fresh panel (AF1) heard wrong or unnatural in de fr es it pt nl (issue 31,
2026-12-06): each rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AF1.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# A password or code that mixes small letters with capitals or digits, after a code word:
# character by character, the digits one by one, each letter's case said
# (``<lang>.mixedcode``).
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("fr", "Le mot de passe provisoire est bN4xQ9.",
         "Le mot de passe provisoire est b minuscule, N majuscule, quatre, x minuscule, "
         "Q majuscule, neuf."),
        ("fr", "Votre code Wi-Fi : Gh7tR2",
         "Votre code Wi-Fi : G majuscule, h minuscule, sept, t minuscule, R majuscule, deux"),
        ("it", "Il codice di accesso è Rk5mW2.",
         "Il codice di accesso è R maiuscola, k minuscola, cinque, m minuscola, W maiuscola, "
         "due."),
        ("it", "password: hT8qL3",
         "password: h minuscola, T maiuscola, otto, q minuscola, L maiuscola, tre"),
        ("pt", "O seu código de acesso é Jm2Kx7.",
         "O seu código de acesso é J maiúsculo, m minúsculo, dois, K maiúsculo, x minúsculo, "
         "sete."),
        ("pt", "Senha: pW5nR8",
         "Senha: p minúsculo, W maiúsculo, cinco, n minúsculo, R maiúsculo, oito"),
        ("nl", "Je wachtwoord: Tz4kM1",
         "Je wachtwoord: hoofdletter T, kleine z, vier, kleine k, hoofdletter M, één"),
        ("nl", "De code is qB7yN3.",
         "De code is kleine q, hoofdletter B, zeven, kleine y, hoofdletter N, drie."),
        ("de", "Ihr Passwort lautet Fq3mZ8.",
         "Ihr Passwort lautet großes F, kleines q, drei, kleines m, großes Z, acht."),
        ("es", "Tu contraseña provisional es Lp6vX2.",
         "Tu contraseña provisional es L mayúscula, p minúscula, seis, v minúscula, "
         "X mayúscula, dos."),
    ],
)  # fmt: skip
def test_a_mixed_case_code_is_said_character_by_character(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_word_and_a_year_or_capitals_stay_as_they_were():
    assert reads("de", "Das Passwort ist Sommer2024.") == (
        "Das Passwort ist Sommer zweitausendvierundzwanzig."
    )
    assert reads("es", "código 4F9K2") == "código cuatro F nueve K dos"


# de: a span of two dotted dates, the first without its year: "vom ... bis zum ..."
# (``de.datespan``).
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Kosten für den Zeitraum 01.04.–30.06.2025 anfallen",
         "Kosten für den Zeitraum vom ersten April bis zum dreißigsten Juni "
         "zweitausendfünfundzwanzig anfallen"),
        ("Urlaub 22.12.-06.01.", "Urlaub vom zweiundzwanzigsten Dezember bis zum sechsten Januar."),
        ("Abrechnungszeitraum 1.7. – 31.12.2024",
         "Abrechnungszeitraum vom ersten Juli bis zum einunddreißigsten Dezember "
         "zweitausendvierundzwanzig"),
        ("geschlossen vom 24.12.–26.12.",
         "geschlossen vom vierundzwanzigsten Dezember bis sechsundzwanzigsten Dezember."),
    ],
)  # fmt: skip
def test_a_dotted_date_span_is_vom_bis_zum(text, spoken):
    assert reads("de", text) == spoken


def test_a_version_span_is_no_date_span():
    assert "Februar" not in reads("de", "Version 1.2.-3.4.")


# it: a clock time with a dot after a timetable's word (``it.time``, ``_TIME_WORDS``).
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("partenza 6.50 dal binario 4", "partenza sei e cinquanta dal binario quattro"),
        ("Il treno arriva 10.25 a Firenze.", "Il treno arriva dieci e venticinque a Firenze."),
        ("apertura 9.00, chiusura 19.30", "apertura nove, chiusura diciannove e trenta"),
    ],
)  # fmt: skip
def test_an_italian_timetable_time_with_a_dot_is_a_time(text, spoken):
    assert reads("it", text) == spoken


def test_an_italian_price_after_a_timetable_word_stays_money():
    assert reads("it", "arriva 8.50 euro") == "arriva otto euro e cinquanta centesimi"


# es: Madrid's and Barcelona's 2-3-2-2 phone numbers (``es.telephone``, ``NATIONAL``).
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Llama al 93 456 78 90 de lunes a viernes.",
         "Llama al noventa y tres, cuatrocientos cincuenta y seis, setenta y ocho, noventa "
         "de lunes a viernes."),
        ("Oficina: 91 555 12 34",
         "Oficina: noventa y uno, quinientos cincuenta y cinco, doce, treinta y cuatro"),
    ],
)  # fmt: skip
def test_a_spanish_two_three_two_two_number_is_a_phone(text, spoken):
    assert reads("es", text) == spoken


def test_a_grouped_quantity_stays_one():
    assert reads("es", "Vendimos 91 123 unidades") == (
        "Vendimos noventa y un mil ciento veintitrés unidades"
    )


# it: "N°" after a placing's participle is a place (``it.ordinal``).
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("È arrivato 3° alla maratona di Roma.", "È arrivato terzo alla maratona di Roma."),
        ("Si è classificata 2° ai campionati.", "Si è classificata seconda ai campionati."),
        ("Si è piazzato 10° in classifica generale.",
         "Si è piazzato decimo in classifica generale."),
    ],
)  # fmt: skip
def test_an_italian_placing_with_the_degree_sign_is_an_ordinal(text, spoken):
    assert reads("it", text) == spoken


def test_an_italian_temperature_stays_degrees():
    assert reads("it", "Oggi 4° nel pomeriggio.") == "Oggi quattro gradi nel pomeriggio."


# de "i. H. v.", pt "Ref.ª" and a payment reference's "MB" (``<lang>.abbreviation``).
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("de", "Eine Gutschrift i. H. v. 25 € wurde erstellt.",
         "Eine Gutschrift in Höhe von fünfundzwanzig Euro wurde erstellt."),
        ("de", "Zahlung i.H.v. 100 €", "Zahlung in Höhe von einhundert Euro"),
        ("pt", "Para pagar use a Ref.ª 456 789 123.",
         "Para pagar use a referência quatrocentos e cinquenta e seis, setecentos e oitenta e "
         "nove, cento e vinte e três."),
        ("pt", "Entidade: 21312, Ref.ª MB: 987 654 321",
         "Entidade: dois um três um dois, referência Multibanco: novecentos e oitenta e sete, "
         "seiscentos e cinquenta e quatro, trezentos e vinte e um"),
    ],
)  # fmt: skip
def test_an_abbreviation_is_said_whole(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_megabytes_stay_megabytes():
    assert reads("pt", "O ficheiro tem 20 MB.") == "O ficheiro tem vinte megabytes."


# An arrow between two places on a journey's line: the way's preposition (``<lang>.route``).
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("fr", "TER Lyon → Grenoble, voie 3", "TER Lyon vers Grenoble, voie trois"),
        ("de", "RE 7: Köln → Krefeld fällt aus", "RE sieben: Köln nach Krefeld fällt aus"),
        ("nl", "Trein Utrecht → Zwolle vertrekt van spoor 5",
         "Trein Utrecht naar Zwolle vertrekt van spoor vijf"),
        ("es", "Tren Madrid → Valencia, andén 5", "Tren Madrid hacia Valencia, andén cinco"),
        ("it", "Treno Roma → Napoli", "Treno Roma verso Napoli"),
    ],
)  # fmt: skip
def test_an_arrow_on_a_route_is_said(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_menu_path_arrow_is_no_route():
    assert reads("fr", "Allez dans Réglages → Compte") == "Allez dans Réglages Compte"
