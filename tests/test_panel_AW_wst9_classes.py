"""The given-language readings panel AW judged not right that fixer wst9 took (issue 31,
2026-12-07): each rule on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-AW*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A span of temperatures from a plus: the first plus is the language's word too.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lv", "Rīt Rīgā +15...+19 °C, vējš 4–7 m/s.", "plus piecpadsmit līdz plus deviņpadsmit"),
        ("lv", "Rīt +3…+7 grādi.", "plus trīs līdz plus septiņi grādi"),
        ("lv", "Rīt no +15 līdz +19 °C.", "no plus piecpadsmit līdz plus"),
        ("et", "Homme Tallinnas +14...+18 °C, tuul 3–6 m/s.", "pluss neliteist kuni pluss"),
        ("et", "Homme +4 kuni +8 kraadi.", "pluss neli kuni pluss kaheksa kraadi"),
        ("fi", "Huomenna Helsingissä +16…+20 °C, tuulta 4–7 m/s.", "plus kuusitoista…plus"),
        ("fi", "Huomenna +3…+7 astetta.", "plus kolme…plus seitsemän astetta"),
        ("de", "Morgen +15...+19 °C.", "plus fünfzehn...plus neunzehn"),
    ],
)
def test_the_first_plus_of_a_temperature_span_is_said(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Rytoj Vilniuje +18–22 °C, vėjas 5–8 m/s.",
         "nuo plius aštuoniolikos iki dvidešimt dviejų Celsijaus laipsnių, vėjas penki-aštuoni"),
        ("Rytoj +2–+5 °C.", "nuo plius dviejų iki plius penkių Celsijaus laipsnių"),
        ("Dieną +10–14 laipsnių.", "nuo plius dešimties iki keturiolikos laipsnių"),
    ],
)  # fmt: skip
def test_lt_a_dash_span_from_a_plus_is_nuo_iki(text, said):
    assert said in reads("lt", text)


def test_lt_an_unsigned_dash_span_keeps_its_dash():
    assert "aštuoniolika-dvidešimt du" in reads("lt", "Rytoj 18–22 °C.")


# 4. The tonne's "т"; an ordinal after "k" and before a plural-only noun.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("uk", "Вантаж вагою 2,5 т доставлено.", "два кома п'ять тонни доставлено"),
        ("uk", "Вантаж 21 т зерна.", "двадцять одна тонна зерна"),
        ("uk", "Вантажівка везе 2 т піску.", "дві тонни піску"),
        ("bg", "Максимално натоварване 3,5 т.", "три цяло и пет тона."),
        ("bg", "Камион 12 т товар.", "дванайсет тона товар"),
        ("ru", "Груз 2 т доставлен.", "две тонны доставлен"),
    ],
)
def test_the_tonne_after_a_count_is_said(lang, text, said):
    assert said in reads(lang, text)


def test_a_t_before_another_letter_is_no_tonne():
    assert "тонн" not in reads("ru", "До 5 т.е. немного.")


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("cs", "Blahopřejeme k 50. narozeninám!", "k padesátým narozeninám"),
        ("cs", "Gratulace k 50. výročí.", "k padesátému výročí"),
        ("cs", "Dostal se ke 3. místu.", "ke třetímu místu"),
        ("cs", "Díky 2. gólu vyhráli.", "Díky druhému gólu"),
        ("sk", "Blahoželáme k 40. narodeninám!", "k štyridsiatym narodeninám"),
        ("sk", "Gratulujeme k 10. výročiu.", "k desiatemu výročiu"),
        ("sk", "Blahoželáme ku 3. miestu.", "ku tretiemu miestu"),
    ],
)
def test_cs_sk_an_ordinal_after_k_is_in_the_dative(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Świętujemy 25. urodziny firmy!", "dwudzieste piąte urodziny"),
        ("Na 25. urodziny przyszło stu gości.", "Na dwudzieste piąte urodziny"),
        ("Z okazji 30. urodzin dostał tort.", "trzydziestych urodzin"),
        ("Odbyły się 12. mistrzostwa Polski.", "dwunaste mistrzostwa"),
        ("To były 3. wybory w tym roku.", "trzecie wybory"),
    ],
)
def test_pl_an_ordinal_before_a_plural_only_noun_is_plural(text, said):
    assert said in reads("pl", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Koncert sa koná 14. 6. o 19:00 hod.", "o devätnástej hodine."),
        ("Stretnutie o 19:00 hod. v sále.", "o devätnástej hodine v sále"),
        ("Začíname o 8:00 h v škole.", "o ôsmej hodine v škole"),
        ("Po 20:00 hod. je zatvorené.", "Po dvadsiatej hodine je"),
        ("Začíname o 19:00.", "o devätnástej."),
    ],
)
def test_sk_a_full_hour_after_o_says_its_hod(text, said):
    assert said in reads("sk", text)


# 5. A four-digit service number after a word of calling is said in pairs.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lv", "Jautājumu gadījumā rakstiet uz info@lmt.lv vai zvaniet 8080.",
         "zvaniet astoņdesmit astoņdesmit."),
        ("lv", "Zvaniet uz 1188!", "Zvaniet uz vienpadsmit astoņdesmit astoņi!"),
        ("lv", "Zvaniet 8008.", "astoņdesmit nulle astoņi"),
        ("el", "Για πληροφορίες καλέστε στο 1595.", "καλέστε στο δεκαπέντε"),
        ("el", "Καλέστε το 1520 για ραντεβού.", "Καλέστε το δεκαπέντε είκοσι για"),
    ],
)  # fmt: skip
def test_a_service_number_after_call_is_said_in_pairs(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lv", "Maksā 8080 eiro.", "astoņtūkstoš astoņdesmit eiro"),
        ("lv", "Zvaniet 67 123 456.", "seši septiņi, viens divi trīs"),
        ("lv", "Zvaniet 8000 1234.", "astoņi nulle nulle nulle, viens divi trīs četri"),
        ("el", "Καλέστε το 112.", "εκατόν δώδεκα"),
    ],
)
def test_an_amount_a_full_number_and_three_digits_stay(lang, text, said):
    assert said in reads(lang, text)


# 6. Smaller classes.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Zimmer 214, 2. Stock", "zweihundertvierzehn, zweiter Stock"),
        ("Büro: 3. Etage links.", "Büro: dritte Etage links"),
        ("2. Stock, Tür rechts.", "Zweiter Stock, Tür rechts"),
        ("Praxis Dr. Weber, 4. Obergeschoss", "viertes Obergeschoss"),
        ("Das Büro ist im 3. Stock.", "im dritten Stock"),
    ],
)
def test_de_a_floor_with_no_article_is_the_strong_ordinal(text, said):
    assert said in reads("de", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Hertha verliert 0:2 nach Gegentor in der 90. Minute.", "verliert null zu zwei"),
        ("Der HSV verliert 1:3 in Kiel.", "verliert eins zu drei"),
        ("Schalke verlieren 0:1 gegen Bochum.", "null zu eins"),
    ],
)
def test_de_a_score_after_verliert_is_said_zu(text, said):
    assert said in reads("de", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Golo de Gyökeres aos 90+2'.", "aos noventa mais dois minutos."),
        ("Golo aos 45'.", "aos quarenta e cinco minutos."),
        ("Empate até aos 87’, golo aos 88'.", "até aos oitenta e sete minutos, golo aos oitenta"),
    ],
)
def test_pt_a_match_minute_is_said_in_minutes(text, said):
    assert said in reads("pt", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Tensão arterial: 13/8", "Tensão arterial: treze por oito"),
        ("A tensão estava 12/7 ontem.", "doze por sete"),
        ("A tensão arterial era 135/85.", "cento e trinta e cinco por oitenta e cinco"),
    ],
)
def test_pt_tensao_arterial_is_a_blood_pressure(text, said):
    assert said in reads("pt", text)


def test_pt_a_date_with_no_pressure_word_stays_a_date():
    assert "treze de agosto" in reads("pt", "Reunião a 13/8.")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("سُجّلت 15 ملم من الأمطار خلال 24 ساعة.", "خمسة عشر مليمترًا من الأمطار"),
        ("هطل 3 ملم فقط.", "ثلاثة مليمترات"),
        ("سماكة 120 ملم.", "مليمترًا"),
    ],
)
def test_ar_mlm_is_the_millimetre(text, said):
    assert said in reads("ar", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("8회말 2아웃 만루 상황입니다.", "투아웃 만루"),
        ("9회초 0아웃 주자 1루.", "노아웃"),
        ("풀카운트 3볼 2스트라이크.", "쓰리볼 투스트라이크"),
        ("1아웃 2루", "원아웃"),
    ],
)
def test_ko_a_baseball_count_is_said_in_english(text, said):
    assert said in reads("ko", text)


def test_ko_volts_are_no_balls():
    assert "쓰리볼트" not in reads("ko", "3볼트 배터리")
