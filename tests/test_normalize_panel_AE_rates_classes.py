"""The classes panels AE1-AE5 heard wrong in prices and rates per unit written with a slash
(issue 31, 2026-12-06): da sv hr ro ru uk bg cs sk vi id a price per hour or per visit, tr
ar a data rate per second, and ru uk fr it count nouns written short ("мес.", "міс.", "cp",
"cpr"). Each general rule on new sentences, beyond the panels' own
(tests/readings/panel-2026-12-06-AE<n>.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("da", "Cykelleje: 45 kr./time.", "Cykelleje: femogfyrre kroner i timen."),
        ("da", "Prisen er 20 kr/time om natten.", "Prisen er tyve kroner i timen om natten."),
        (
            "sv",
            "Laddning kostar 4 kr/tim i garaget.",
            "Laddning kostar fyra kronor i timmen i garaget.",
        ),
        ("sv", "Hyran är 300 kr/timme.", "Hyran är trehundra kronor i timmen."),
        ("hr", "Najam bicikla stoji 3 €/h.", "Najam bicikla stoji tri eura po satu."),
        ("ro", "Închirierea costă 20 lei/oră.", "Închirierea costă douăzeci de lei pe oră."),
        ("ru", "Аренда лодки 500 ₽/ч.", "Аренда лодки пятьсот рублей в час."),
        ("ru", "Прокат: 300 руб./час.", "Прокат: триста рублей в час."),
        ("uk", "Оренда човна: 100 грн/год.", "Оренда човна: сто гривень на годину."),
        ("bg", "Паркинг: 3 лв./ч през деня.", "Паркинг: три лева на час през деня."),
        (
            "cs",
            "Půjčovné 150 Kč/hod. o víkendu.",
            "Půjčovné sto padesát korun za hodinu o víkendu.",
        ),
        (
            "sk",
            "Požičovné 5 €/hod., zľava pre deti.",
            "Požičovné päť eur za hodinu, zľava pre deti.",
        ),
        ("vi", "Vé vào cổng: 10.000đ/lượt.", "Vé vào cổng: mười nghìn đồng một lượt."),
        ("id", "Sewa sepeda Rp10.000/jam.", "Sewa sepeda sepuluh ribu rupiah per jam."),
    ],
)
def test_a_price_per_hour_or_visit_is_said_as_natives_say_it(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("tr", "Hız 100 Mbps oldu.", "Hız saniyede yüz megabit oldu."),
        ("ar", "السرعة 20 ميغابت/ث فقط.", "السرعة عشرون ميغابت في الثانية فقط."),
    ],
)
def test_a_data_rate_is_said_per_second(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Гарантия 3 мес. на всё.", "Гарантия три месяца на всё."),
        ("ru", "Рассрочка на 6 мес. без переплаты.", "Рассрочка на шесть месяцев без переплаты."),
        ("uk", "Гарантія 3 міс. на все.", "Гарантія три місяці на все."),
        (
            "uk",
            "Розстрочка на 12 міс. без переплат.",
            "Розстрочка на дванадцять місяців без переплат.",
        ),
        ("fr", "Prendre 2 cp par jour.", "Prendre deux comprimés par jour."),
        ("fr", "Prendre 1 cp le soir.", "Prendre un comprimé le soir."),
        ("it", "Prendere 2 cpr al giorno.", "Prendere due compresse al giorno."),
        ("it", "Prendere 1 cpr la sera.", "Prendere una compressa la sera."),
    ],
)
def test_a_count_noun_written_short_is_said_whole(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a speed is the unit rule's, not a price's
        (
            "hr",
            "Brzina je ograničena na 50 km/h.",
            "Brzina je ograničena na pedeset kilometara na sat.",
        ),
        ("ru", "Скорость 60 км/ч в городе.", "Скорость шестьдесят километров в час в городе."),
        (
            "uk",
            "Швидкість 90 км/год на трасі.",
            "Швидкість дев'яносто кілометрів за годину на трасі.",
        ),
        ("bg", "Скорост 90 км/ч извън града.", "Скорост деветдесет километра в час извън града."),
        ("cs", "Rychlost 50 km/h ve městě.", "Rychlost padesát kilometrů za hodinu ve městě."),
        ("id", "Kecepatan 60 km/jam di kota.", "Kecepatan enam puluh kilometer per jam di kota."),
        ("tr", "Hız 100 km/s.", "Hız saatte yüz kilometre."),
        ("ru", "Скорость 100 Мбит/с.", "Скорость сто мегабит в секунду."),
        # the per-month forms already read stay as they were
        ("da", "Det koster 129 kr./md.", "Det koster hundrede og niogtyve kroner om måneden."),
        ("sv", "Det kostar 129 kr/mån.", "Det kostar etthundratjugonio kronor i månaden."),
        # a decimal price stays a decimal
        ("ro", "Costă 2,50 lei bucata.", "Costă doi lei și cincizeci de bani bucata."),
        # the short forms without a count stay as written
        ("fr", "Le CP est fermé.", "Le CP est fermé."),
        ("it", "Il cpr è chiuso.", "Il cpr è chiuso."),
    ],
)
def test_what_the_rules_leave_alone(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("sk", "Vstup max. 5 osôb.", "Vstup maximálne päť osôb."),
        ("sk", "Max. 3 kusy na osobu.", "Maximálne tri kusy na osobu."),
        # not before a number: left as written
        ("sk", "Hlasitosť na max. Potom ticho.", "Hlasitosť na max. Potom ticho."),
    ],
)
def test_sk_max_before_a_number_is_maximalne(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "Всего 500 руб. — это дёшево.", "Всего пятьсот рублей — это дёшево."),
        ("uk", "Всього 500 грн. — це дешево.", "Всього п'ятсот гривень — це дешево."),
        # a capital after the dash: the dot may end a sentence, it stays
        ("ru", "Всего 500 руб. — Это дёшево.", "Всего пятьсот рублей. — Это дёшево."),
        ("ru", "Всего 500 руб. Это дёшево.", "Всего пятьсот рублей. Это дёшево."),
    ],
)
def test_a_currencys_dot_before_a_dash_that_goes_on_goes(lang, text, spoken):
    assert reads(lang, text) == spoken
