"""The classes a fresh panel (V2) heard wrong in pl ru uk bg cs sk (issue 31, 2026-12-06):
each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-V2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a race's time h:mm:ss: each part with its noun, in the accusative after "za" / "за"
        ("pl", "Ukończył maraton w 3:01:22.",
         "Ukończył maraton w trzy godziny jedną minutę dwadzieścia dwie sekundy."),
        ("pl", "Przebiegł to za 1:21:01.",
         "Przebiegł to za jedną godzinę dwadzieścia jeden minut jedną sekundę."),
        ("ru", "Она пробежала за 1:01:21.",
         "Она пробежала за один час одну минуту двадцать одну секунду."),
        ("ru", "Финишировал с результатом 2:21:02.",
         "Финишировал с результатом два часа двадцать одна минута две секунды."),
        ("uk", "Він фінішував за 1:01:21.",
         "Він фінішував за одну годину одну хвилину двадцять одну секунду."),
        ("bg", "Спечели за 1:01:05.", "Спечели за един час една минута и пет секунди."),
        ("cs", "Doběhl za 1:01:01.", "Doběhl za jednu hodinu jednu minutu jednu sekundu."),
        ("sk", "Dobehla za 2:31:21.",
         "Dobehla za dve hodiny tridsaťjeden minút dvadsaťjeden sekúnd."),
        # minutes and seconds only after "with the time / the result"
        ("pl", "Wygrała z czasem 41:07.",
         "Wygrała z czasem czterdzieści jeden minut siedem sekund."),
        ("cs", "Skončil s časem 45:01.", "Skončil s časem čtyřicet pět minut jedna sekunda."),
        ("sk", "Dobehol s časom 28:03.", "Dobehol s časom dvadsaťosem minút tri sekundy."),
        ("ru", "Он пришёл с результатом 29:44.",
         "Он пришёл с результатом двадцать девять минут сорок четыре секунды."),
    ],
)  # fmt: skip
def test_a_race_time_with_colons_is_said_in_hours_minutes_seconds(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a clock time and a score keep their readings
        ("pl", "Czas 14:30 to godzina spotkania.",
         "Czas czternasta trzydzieści to godzina spotkania."),
        ("ru", "Время: 14:30.", "Время: четырнадцать тридцать."),
        ("cs", "Zápas skončil 2:1.", "Zápas skončil dva jedna."),
        ("sk", "O 14:30 sa stretneme.", "O štrnásť tridsať sa stretneme."),
    ],
)  # fmt: skip
def test_a_clock_time_or_a_score_is_not_a_race_time(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a span of ages: from ... to, in the genitive (bg: "г." counts years after a span)
        ("pl", "Kurs dla dzieci 8-14 lat.", "Kurs dla dzieci od ośmiu do czternastu lat."),
        ("pl", "Młodzież 13–17 lat.", "Młodzież od trzynastu do siedemnastu lat."),
        ("ru", "Для детей 3–4 лет.", "Для детей от трёх до четырёх лет."),
        ("uk", "Для дітей 1–3 років.", "Для дітей від одного до трьох років."),
        ("bg", "За деца 1-2 г.", "За деца от една до две години."),
        ("bg", "Деца на 3–5 г. получават сироп.", "Деца на три-пет години получават сироп."),
    ],
)  # fmt: skip
def test_a_span_of_ages_is_said_from_to(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # other spans keep their pause; a span of years is a span of years; a score a score
        ("pl", "Dostawa w 2-3 dni.", "Dostawa w dwa-trzy dni."),
        ("ru", "Доставка 5-7 дней.", "Доставка пять-семь дней."),
        ("pl", "Wygrali 2-1 lat temu.", "Wygrali dwa do jednego lat temu."),
        # (both years ordinals since panel AM2: "двайсет и едно–…" was its first a cardinal)
        ("bg", "В периода 2010–2015 г. цените растат.",
         "В периода две хиляди десета–две хиляди петнайсета година цените растат."),
    ],
)  # fmt: skip
def test_what_is_not_a_span_of_ages_keeps_its_reading(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # counted short forms: pl pkt., st. C; bg с.л., ч.л.; ru uk коп. (and "руб. 50 коп.")
        ("pl", "Zespół zdobył 45 pkt. w sezonie.",
         "Zespół zdobył czterdzieści pięć punktów w sezonie."),
        ("pl", "Mamy 2 pkt przewagi.", "Mamy dwa punkty przewagi."),
        # pl "z" (with) and points: the instrumental
        ("pl", "Prowadzą w lidze z 12 pkt.", "Prowadzą w lidze z dwunastoma punktami."),
        ("pl", "Lider z 1 pkt. przewagi? Nie.", "Lider z jednym punktem przewagi? Nie."),
        ("pl", "Jutro 21 st. C i słońce.", "Jutro dwadzieścia jeden stopni Celsjusza i słońce."),
        ("bg", "Сложете 2 с.л. олио и 1 ч.л. сол.",
         "Сложете две супени лъжици олио и една чаена лъжичка сол."),
        ("ru", "Цена 12 руб. 40 коп.", "Цена двенадцать рублей сорок копеек."),
        ("ru", "Итого 15 руб. 5 коп. Спасибо.", "Итого пятнадцать рублей пять копеек. Спасибо."),
        ("uk", "До сплати 120 грн 50 коп. за послугу.",
         "До сплати сто двадцять гривень п'ятдесят копійок за послугу."),
        ("ru", "Сдача 5 коп.", "Сдача пять копеек."),
        # ru uk "пр." after an avenue's name is "проспект"
        ("ru", "Книжный магазин: Ленинский пр., д. 5.",
         "Книжный магазин: Ленинский проспект, дом пять."),
        ("uk", "Офіс: Московський пр., 5.", "Офіс: Московський проспект, п'ять."),
        # cs sk "hod." after a time the reading says already
        ("cs", "Začátek v 18.00 hod. v sále.", "Začátek v osmnáct hodin v sále."),
        ("cs", "Začátek v 18:00 hod. Přijďte.", "Začátek v osmnáct hodin. Přijďte."),
        ("sk", "Otvorené o 9.30 hod. každý deň.", "Otvorené o deväť tridsať každý deň."),
    ],
)  # fmt: skip
def test_short_forms_after_a_count_or_a_name_are_said(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("pl", "Zobacz pkt 3 regulaminu.", "Zobacz punkt trzy regulaminu."),
        ("pl", "Zdobył 30 z 45 pkt.", "Zdobył trzydzieści z czterdziestu pięciu punktów."),
        ("ru", "книги, журналы и пр.", "книги, журналы и прочее."),
        ("ru", "Встреча на пр. Мира.", "Встреча на проспекте Мира."),
        ("cs", "Trvá to 2 hod.", "Trvá to dvě hodiny."),
        ("sk", "Otvorené od 8.00 do 17.00 hod.", "Otvorené od ôsmej do sedemnástej hodiny."),
    ],
)  # fmt: skip
def test_short_forms_elsewhere_keep_their_reading(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # gender: feminine spoons and glasses after two; cs a compound's "jedna" before a
        # masculine in the genitive plural
        ("pl", "Dodaj 2 łyżeczki soli i 2 szklanki wody.",
         "Dodaj dwie łyżeczki soli i dwie szklanki wody."),
        ("cs", "Přidejte 2 lžičky soli.", "Přidejte dvě lžičky soli."),
        ("sk", "Pridajte 2 lyžičky soli.", "Pridajte dve lyžičky soli."),
        ("cs", "Ujeli 31 km.", "Ujeli třicet jedna kilometrů."),
        # case: a negative first bound in the genitive; sk one and its unit in the genitive
        ("cs", "V noci od −8 do −3 °C.", "V noci od minus osmi do minus tří stupňů Celsia."),
        ("sk", "Zajtra od −3 do 1 °C.", "Zajtra od mínus troch do jedného stupňa Celzia."),
        ("sk", "Rast do 1 %.", "Rast do jedného percenta."),
        # sk a decimal of millions: the genitive singular
        ("sk", "Mesto má 2,5 mil. eur dlhu.", "Mesto má dve celé päť milióna eur dlhu."),
        # ordinals: pl feminine locatives in -e, sk a list's second ordinal under "z"
        ("pl", "Gol padł w 12. minucie meczu.", "Gol padł w dwunastej minucie meczu."),
        ("pl", "W 3. kolejce wygrali.", "W trzeciej kolejce wygrali."),
        ("sk", "Vlak odchádza z 2. nástupišťa, 3. koľaje o 8:10.",
         "Vlak odchádza z druhého nástupišťa, tretej koľaje o osem desať."),
    ],
)  # fmt: skip
def test_counts_agree_with_their_noun_and_preposition(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("cs", "Je to 1 km.", "Je to jeden kilometr."),
        ("sk", "Má 2 mil. obyvateľov.", "Má dva milióny obyvateľov."),
        ("sk", "Vlak stojí na 3. koľaji.", "Vlak stojí na tretej koľaji."),
        ("pl", "W 2. secie przegrali.", "W drugim secie przegrali."),
        ("pl", "Na 5. piętrze.", "Na piątym piętrze."),
        ("sk", "do 1 km", "do jeden kilometer"),
    ],
)  # fmt: skip
def test_near_misses_of_agreement_keep_their_reading(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # ru uk: "one" after a preposition of the accusative, in the accusative
        ("ru", "Через 5,1 км поворот.", "Через пять целых одну десятую километра поворот."),
        ("ru", "Через 1,5 км поворот.", "Через одну целую пять десятых километра поворот."),
        ("ru", "Куплено на 21 000 руб.", "Куплено на двадцать одну тысячу рублей."),
        ("ru", "Пальто за 1 250 руб.", "Пальто за тысячу двести пятьдесят рублей."),
        ("uk", "Телефон за 1 000 грн.", "Телефон за тисячу гривень."),
        # ru the object of an imperative
        ("ru", "Возьмите 1,5 кг муки.", "Возьмите одну целую пять десятых килограмма муки."),
    ],
)  # fmt: skip
def test_one_after_a_preposition_of_the_accusative(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("ru", "За 1 день.", "За один день."),
        ("ru", "Принимайте по 1,5 таблетки.", "Принимайте по одна целая пять десятых таблетки."),
        ("ru", "Сверните налево, затем держитесь правее 1,5 км.",
         "Сверните налево, затем держитесь правее одна целая пять десятых километра."),
        ("ru", "Налейте воды: 1,5 л хватит.",
         "Налейте воды: одна целая пять десятых литра хватит."),
        ("ru", "на 2 км", "на два километра"),
    ],
)  # fmt: skip
def test_what_is_no_accusative_one_keeps_its_reading(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_thousand_after_v_may_be_a_locative_and_is_not_made_an_accusative():
    assert "тысячу" not in reads("ru", "В 1 000 случаях из 10 000.")


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # cs sk round hundreds as ordinals
        ("cs", "Slavíme 200. výročí.", "Slavíme dvousté výročí."),
        ("sk", "Bol to 300. zápas.", "Bol to trojstý zápas."),
        # cs a street's house numbers with a slash
        ("cs", "Bydlím na adrese Vinohradská 1234/56.",
         "Bydlím na adrese Vinohradská tisíc dvěstě třicet čtyři lomeno padesát šest."),
        # pl a room's number with a dot
        ("pl", "Zapraszamy do sali 2.05 na parterze.",
         "Zapraszamy do sali dwa zero pięć na parterze."),
    ],
)  # fmt: skip
def test_numbers_that_are_names_are_said_as_names(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("cs", "Sleva 1/2 ceny.", "Sleva půl ceny."),
        ("ru", "В отделении 120 человек.", "В отделении сто двадцать человек."),
        ("pl", "Wynik 3.14 punktu.", "Wynik trzy przecinek czternaście punktu."),
        ("pl", "Pokój 12 na piętrze.", "Pokój dwanaście na piętrze."),
    ],
)  # fmt: skip
def test_near_misses_of_names_keep_their_reading(lang, text, spoken):
    assert reads(lang, text) == spoken
