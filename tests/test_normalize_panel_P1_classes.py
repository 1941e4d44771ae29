"""The classes panel P1 (issue 31; de fr es it pt nl, 2026-12-06) heard unnatural or
wrong, each fixed by a general rule of the language (docs/NORMALIZER.md, "Panel P1"):
national phone numbers read as quantities, Dutch dates without a year (DD-MM), the German
day after a governed weekday, and short number-heavy lines detected in a neighbour."""

import pytest

from normalize import normalize


def _read(text: str, lang: str) -> str:
    return normalize(text, lang).text


# --- phone numbers in national formats -------------------------------------------------


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("es", "Escríbenos al 600 123 456 por WhatsApp.",
         "Escríbenos al seiscientos, ciento veintitrés, cuatrocientos cincuenta y seis por "
         "WhatsApp."),
        ("es", "Mi número es el 711 222 333.",
         "Mi número es el setecientos once, doscientos veintidós, trescientos treinta y tres."),
        ("es", "Pregunta por Ana en el 912 34 56 78.",
         "Pregunta por Ana en el novecientos doce, treinta y cuatro, cincuenta y seis, "
         "setenta y ocho."),
        ("it", "Scrivici al 333 123 4567 su WhatsApp.",
         "Scrivici al trecentotrentatré, centoventitré, quattro cinque sei sette su WhatsApp."),
        ("it", "Il mio numero è 347 1234567.",
         # (panel AD1 heard the prefix as a number beside the digits as inconsistent)
         "Il mio numero è tre quattro sette, uno due tre quattro cinque sei sette."),
        ("de", "Bitte melden Sie sich unter Tel. 089 / 2345 678.",
         "Bitte melden Sie sich unter Telefon null acht neun, zwei drei vier fünf, sechs "
         "sieben acht."),
        ("de", "Rufen Sie an: 030 / 1234567.",
         "Rufen Sie an: null drei null, eins zwei drei vier fünf sechs sieben."),
    ],
)  # fmt: skip
def test_a_national_phone_number_is_read_in_its_groups(lang, text, spoken):
    assert _read(text, lang) == spoken


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("es", "El premio es de 600 123 456 €.",
         "El premio es de seiscientos millones ciento veintitrés mil cuatrocientos cincuenta "
         "y seis euros."),
        ("it", "Sono 333 123 persone.", "Sono trecentotrentatremilacentoventitré persone."),
        ("de", "Das kostet 10 / 20 Euro.", "Das kostet zehn / zwanzig Euro."),
    ],
)  # fmt: skip
def test_a_quantity_is_no_phone_number(lang, text, spoken):
    assert _read(text, lang) == spoken


# --- nl: a date without a year, DD-MM --------------------------------------------------


@pytest.mark.parametrize(
    "text,spoken",
    [
        ("Afspraak op 14-03 om 9.30 uur.", "Afspraak op veertien maart om negen uur dertig."),
        ("Graag betalen vóór 31-12.", "Graag betalen vóór eenendertig december."),
        ("Saldo per 01-04: -€ 125,40.",
         "Saldo per één april: min honderdvijfentwintig euro veertig cent."),
        ("Wij zijn gesloten van 23-12 t/m 02-01.",
         "Wij zijn gesloten van drieëntwintig december tot en met twee januari."),
        ("Levering op maandag 05-06.", "Levering op maandag vijf juni."),
    ],
)  # fmt: skip
def test_a_dutch_day_and_month_is_a_date(text, spoken):
    assert _read(text, "nl") == spoken


@pytest.mark.parametrize(
    "text,spoken",
    [
        ("Groepen van 10-12 personen.", "Groepen van tien tot twaalf personen."),
        ("Open van 10-12 uur.", "Open van tien tot twaalf uur."),
        ("Het werd 3-1 voor Ajax.", "Het werd drie-één voor Ajax."),
        ("Afspraak op 12-05-2025.", "Afspraak op twaalf mei tweeduizendvijfentwintig."),
    ],
)  # fmt: skip
def test_a_dutch_range_or_score_stays_one(text, spoken):
    assert _read(text, "nl") == spoken


# --- de: a date in apposition to a governed weekday ------------------------------------


@pytest.mark.parametrize(
    "text,spoken",
    [
        ("Ihr Termin ist am Dienstag, 3. Juni, um 14:15 Uhr.",
         "Ihr Termin ist am Dienstag, dritten Juni, um vierzehn Uhr fünfzehn."),
        ("Geöffnet ab Montag, 2. Juni.", "Geöffnet ab Montag, zweiten Juni."),
        ("Am Freitag, 5.12. ist Ruhetag.", "Am Freitag, fünften Dezember ist Ruhetag."),
        ("Ihr Termin ist am Di., 3.6., um 9 Uhr.",
         "Ihr Termin ist am Dienstag, dritten Juni, um neun Uhr."),
        # a weekday alone (a heading, a list) keeps the nominative
        ("Dienstag, 3. Juni: Ruhetag.", "Dienstag, dritter Juni: Ruhetag."),
        ("Termin: Fr., 5.12., 9 Uhr.", "Termin: Freitag, fünfter Dezember, neun Uhr."),
    ],
)  # fmt: skip
def test_a_german_date_after_a_governed_weekday_takes_its_case(text, spoken):
    assert _read(text, "de") == spoken


# --- detection: a short line with a dotted date ----------------------------------------


@pytest.mark.parametrize(
    "text,lang",
    [
        ("Kontostand am 01.04.: -125,40 €.", "de"),
        ("Kontostand: 1.250,40 € am 15.06.", "de"),
        ("Saldo la 01.04: -125,40 lei.", "ro"),
        # nl writes a day and month with a hyphen ("dd-MM-y", "d-M": CLDR)
        ("Saldo per 01-04: -€ 125,40.", "nl"),
        ("Saldo per 14-03: € 1.125,40.", "nl"),
        # told by their words, a dotted date does not overrule them
        ("Il pagamento scade il 15.06.2025.", "it"),
        ("La reunión es el 15.06.2025.", "es"),
        ("O pagamento vence em 15.06.2025.", "pt"),
    ],
)  # fmt: skip
def test_a_short_line_with_a_dotted_date_is_in_a_language_that_writes_it(text, lang):
    from normalize.detect import detect

    assert [span.lang for span in detect(text)] == [lang]


# --- es pt: "aprox." after a noun and before "de" is the adjective ----------------------


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("es", "Llegará con un retraso aprox. de 15 min.",
         "Llegará con un retraso aproximado de quince minutos."),
        ("es", "Hay una espera aprox. de 20 min.", "Hay una espera aproximada de veinte minutos."),
        ("es", "Los costes aprox. de 200 € corren por su cuenta.",
         "Los costes aproximados de doscientos euros corren por su cuenta."),
        ("pt", "Há um atraso aprox. de 15 min.", "Há um atraso aproximado de quinze minutos."),
        # before a number alone it stays the adverb
        ("es", "Tardará aprox. 15 min.", "Tardará aproximadamente quince minutos."),
        ("pt", "Demora aprox. 15 min.", "Demora aproximadamente quinze minutos."),
    ],
)  # fmt: skip
def test_aprox_after_a_noun_agrees_with_it(lang, text, spoken):
    assert _read(text, lang) == spoken
