"""Dates without a year (issue 31): "le 21/10", "dotrze 12.05", "приедет 15.03",
"Fr., 5.12.", "due 6/30", "ngày 15/8" are read as dates; a fraction ("1/2"), "24/7", a
version ("2.1.") and a time after "klo" are not."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("de", "Termin: Fr., 5.12., 9 Uhr.", "Termin: Freitag, fünfter Dezember, neun Uhr."),
        ("fr", "Votre rendez-vous avec le Dr Martin est le 21/10 à 15h45.",
         "Votre rendez-vous avec le docteur Martin est le vingt et un octobre à quinze heures "
         "quarante-cinq."),
        ("es", "Su cita es el 21/10 a las 15:45.",
         "Su cita es el veintiuno de octubre a las quince y cuarenta y cinco."),
        ("pt", "Consulta: sex., 5/12, às 9h.",
         "Consulta: sexta-feira, cinco de dezembro, às nove horas."),
        ("it", "Il corriere arriverà il 12/05 tra le 9:00 e le 13:00.",
         "Il corriere arriverà il dodici maggio tra le nove e le tredici."),
        ("pl", "Paczka dotrze 12.05 między 10:00 a 14:00.",
         "Paczka dotrze dwunastego maja między dziesiątą a czternastą."),
        ("pl", "Rata zostanie pobrana 10.06.", "Rata zostanie pobrana dziesiątego czerwca."),
        ("ru", "Курьер приедет 15.03 с 10:00 до 14:00.",
         "Курьер приедет пятнадцатого марта с десяти до четырнадцати."),
        ("ru", "Платёж спишется 10.06.", "Платёж спишется десятого июня."),
        ("uk", "Щомісячний платіж буде списано 10.06.",
         "Щомісячний платіж буде списано десятого червня."),
        ("vi", "Hẹn ngày 15/8 nhé.", "Hẹn ngày mười lăm tháng tám nhé."),
        ("en", "Payment due 6/30.", "Payment due June thirtieth."),
        ("en", "Your appointment is on 7/4 at noon.",
         "Your appointment is on July fourth at noon."),
    ],
)  # fmt: skip
def test_a_date_without_a_year_is_read_as_a_date(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang,text,month",
    [
        ("de", "Version 2.1. ist da.", "Januar"),
        ("fr", "Ajoutez 1/2 litre.", "février"),
        ("it", "Siamo aperti 24/7.", "luglio"),
        ("en", "Add 1/2 cup of sugar.", "January"),
        ("fi", "Tavataan klo 10.12.", "joulukuuta"),
        ("pl", "Cena 12.05 zł za sztukę.", "maja"),
    ],
)  # fmt: skip
def test_a_fraction_a_version_or_a_time_is_no_date(lang, text, month):
    assert month not in normalize(text, lang).text


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        # a fresh panel (issue 31, 2026-12-06): ar "يوم 12/15" heard with its slash, bg
        # "на 12.12. в 9:30" with a full stop inside the sentence
        (
            "ar",
            "موعدك يوم 12/15 الساعة 4:30 مساءً.",
            "موعدك يوم الخامس عشر من ديسمبر الساعة الرابعة والنصف مساءً.",
        ),
        ("ar", "موعدك يوم 15/12.", "موعدك يوم الخامس عشر من ديسمبر."),
        ("bg", "Час на 12.12. в 9:30.", "Час на дванайсети декември в девет и трийсет."),
    ],
)
def test_the_fresh_panels_dates_without_a_year(lang, text, spoken):
    assert normalize(text, lang).text == spoken
