"""The classes panel BE3 (lt lv et fi hu sl) heard not right that fixer be3 took (issue 31):
a clock time with a colon after it ("14:32: ..."), a hu unit's -s adjective ("km/h-s",
"W-os"), a hu house-number range before "szám" read as an ordinal, an lt day of the month
after a verb of payment ("nurašyta 15 d."), et a departure's clock time ("väljumine 21.15"),
fi a date's dot before a place ("3.5. Tampereella"), sl "po tel." in the locative, and a
four-digit service number after the phone's word (hu fi sl digits, lv pairs). Each rule on
the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-BE3.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. "HH:MM:" a colon after the minutes is the line's: the time is read.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("hu", "Kártyás vásárlás 2024.03.15 14:32: -8 450 HUF", "tizennégy óra harminckét perc:"),
        ("hu", "Frissítve 9:05: a vonat késik.", "kilenc óra öt perc: a vonat"),
        ("lt", "Atnaujinta 14:32: traukinys vėluoja.", "keturiolika trisdešimt du: traukinys"),
        ("et", "Uuendatud 14:32: rong hilineb.", "neliteist kolmkümmend kaks: rong"),
        ("fi", "Päivitetty 14:32: juna myöhässä.", "neljätoista kolmekymmentäkaksi: juna"),
        ("lv", "Atjaunots 14:32: vilciens kavējas.", "četrpadsmit trīsdesmit divi: vilciens"),
    ],
)
def test_a_clock_time_before_a_colon_is_read(lang, text, said):
    assert said in reads(lang, text)


def test_hours_minutes_and_seconds_stay_a_length_of_time():
    assert reads("hu", "Idő: 1:02:33") == "Idő: egy óra két perc harminchárom másodperc"


# 2. hu a unit's -s adjective in the word's harmony.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("a szél 30–40 km/h-s lökésekkel.", "harminc-negyven kilométer per órás lökésekkel"),
        ("a 90 km/h-s sebességhatár", "kilencven kilométer per órás sebességhatár"),
        ("egy 2000 W-os porszívó", "kétezer wattos porszívó"),
        ("egy 60 kWh-s akkumulátor", "hatvan kilowattórás akkumulátor"),
        ("egy 4 GB-os kártya", "négy gigabájtos kártya"),
        ("egy 3 GHz-es processzor", "három gigahertzes processzor"),
        ("egy 5 kg-os zsák", "öt kilogrammos zsák"),
    ],
)
def test_hu_a_units_adjective_joins_its_word(text, said):
    assert said in reads("hu", text)


def test_hu_a_case_ending_on_an_unlisted_unit_is_left_as_before():
    assert "watt-ot" in reads("hu", "100 W-ot fogyaszt")


# 3. hu a house-number range before "szám": its dot is the address's.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Csőtörés miatt a Váci út 17–25. szám alatt 18 óráig nincs melegvíz.",
         "Váci út tizenhét-huszonöt szám alatt"),
        ("Andrássy út 3–5. szám alatt", "Andrássy út három-öt szám alatt"),
        ("A Kossuth Lajos utca 10-12. szám alatti épület", "utca tíz-tizenkettő szám alatti"),
        ("A Rákóczi út 101 – 105. szám alatti üzletek", "út százegy-százöt szám"),
        ("A Fő utca 12. szám alatt lakik.", "Fő utca tizenkettő szám alatt"),
    ],
)  # fmt: skip
def test_hu_a_house_number_range_is_no_ordinal(text, said):
    assert said in reads("hu", text)


# 4. lt "15 d." after a verb of a payment or an event: the day of the month.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Paskolos įmoka 245 Eur bus nurašyta 15 d.", "bus nurašyta penkioliktą dieną."),
        ("Atlyginimas bus pervestas 10 d.", "pervestas dešimtą dieną."),
        ("Sąskaita bus išrašyta 5 d., o apmokėti reikia iki 25 d.", "išrašyta penktą dieną,"),
        ("Susirinkimas vyks 12 d. salėje.", "vyks dvyliktą dieną salėje."),
        ("Įmoka nurašoma 20 d.", "nurašoma dvidešimtą dieną."),
    ],
)
def test_lt_a_day_of_the_month_after_a_verb_of_when(text, said):
    assert said in reads("lt", text)


def test_lt_a_length_in_days_stays_a_count():
    assert reads("lt", "Atostogos truks 15 d.") == "Atostogos truks penkiolika dienų."


# 6a. et a departure's or an arrival's clock time.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Lend FR2841 Londonisse hilineb 40 min, väljumine 21.15, värav B7.",
         "väljumine kakskümmend üks viisteist,"),
        ("Rongi saabumine 7.45, perroon 2.", "saabumine seitse nelikümmend viis,"),
        ("Väljumine 13.40, saabumine 16.55.", "Väljumine kolmteist nelikümmend, saabumine "
         "kuusteist viiskümmend viis."),
    ],
)  # fmt: skip
def test_et_a_timetables_noun_says_a_clock_time(text, said):
    assert said in reads("et", text)


# 6b. fi a date's dot before a place in a local case is no full stop.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Konsertti pidetään 1.–3.5. Hartwall Areenalla, liput alkaen 25 €.",
         "kolmanteen toukokuuta Hartwall Areenalla,"),
        ("Messut 10.–12.3. Helsingin Messukeskuksessa.",
         "maaliskuuta Helsingin Messukeskuksessa."),
        ("Näyttely on avoinna 3.5. Taidehallissa.", "kolmas toukokuuta Taidehallissa."),
        ("Festivaali 1.–3.5. Tampereella.", "toukokuuta Tampereella."),
    ],
)  # fmt: skip
def test_fi_a_dates_dot_before_a_place_goes_on(text, said):
    assert said in reads("fi", text)


def test_fi_a_dates_dot_before_a_new_sentence_stays_a_stop():
    assert "kolmas toukokuuta. Liput" in reads("fi", "Konsertti on 3.5. Liput myydään ovelta.")


# 7. sl "po tel.": the locative.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Več informacij na www.fu.gov.si ali po tel. 08 200 1001.", "ali po telefonu nič osem"),
        ("Dosegljivi smo po tel. 01 234 5678 ali e-pošti.", "po telefonu nič ena"),
        ("Naročila sprejemamo po tel. ali e-pošti.", "po telefonu ali e-pošti"),
    ],
)
def test_sl_po_tel_is_the_locative(text, said):
    assert said in reads("sl", text)


def test_sl_na_tel_keeps_the_accusative():
    assert "na telefon nič ena" in reads("sl", "Pokličite nas na tel. 01 234 5678.")


# 5. a four-digit service number after the phone's word.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("hu", "További információ: www.nav.gov.hu, tel.: 1819.", "telefon: egy nyolc egy kilenc."),
        ("hu", "Telefon: 1819", "Telefon: egy nyolc egy kilenc"),
        ("fi", "Lisätietoja puh. 1234.", "puhelin yksi kaksi kolme neljä."),
        ("sl", "Pokličite tel. 1988.", "telefon ena devet osem osem."),
        ("lv", "Zvaniet pa tālr. 1188.", "pa tālruni vienpadsmit astoņdesmit astoņi."),
    ],
)
def test_a_service_number_after_the_phones_word_is_a_phone_number(lang, text, said):
    assert said in reads(lang, text)
