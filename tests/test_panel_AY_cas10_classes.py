"""The classes panel AY heard in the wrong case in lt et sl (AY3) and el (AY4) that fixer
cas10 took (issue 31, 2026-12-07): each rule on the panel's sentences and new ones of the same
class (tests/readings/panel-2026-12-07-AY*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. lt "apie" (about) takes the accusative of a bare count, as of one with "tūkst.": the count
# changes where its noun stays a genitive plural (a round count, or one in 11-19).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Renginyje dalyvavo apie 2 500 žmonių.", "dalyvavo apie du tūkstančius penkis šimtus "
         "žmonių."),
        ("Kainuoja apie 300 eurų.", "Kainuoja apie tris šimtus eurų."),
        ("Liko apie 1 200 vietų.", "Liko apie tūkstantį du šimtus vietų."),
        ("Tai kainuos apie 2 000 000 eurų.", "apie du milijonus eurų."),
        ("Apie 150 dalyvių atvyko.", "Apie šimtą penkiasdešimt dalyvių atvyko."),
        ("XX a. pradžioje mieste gyveno apie 200 000 žmonių.", "gyveno apie du šimtus "
         "tūkstančių žmonių."),
    ],
)  # fmt: skip
def test_lt_a_count_after_apie_is_in_the_accusative(text, said):
    assert said in reads("lt", text)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # the same in both cases, or a noun that would change too: left as written
        ("Laukite apie 20 minučių.", "apie dvidešimt minučių."),
        ("Atvyko apie 25 žmonės.", "apie dvidešimt penki žmonės."),
        ("Surinkta apie 12 000 parašų.", "apie dvylika tūkstančių parašų."),
    ],
)
def test_lt_a_count_after_apie_keeps_what_needs_no_change(text, said):
    assert said in reads("lt", text)


# 2. et a case ending after a clock with its minutes: on the minutes, the last word.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Lend BT 311 Londonisse on edasi lükatud kella 18.40-ni.", "lükatud kella kaheksateist "
         "neljakümneni."),
        ("Avatud kella 9.30-st kuni 17.45-ni.", "Avatud kella üheksa kolmekümnest kuni kella "
         "seitseteist neljakümne viieni."),
        ("Kohtume kella 14.15-ks.", "Kohtume kella neliteist viieteistkümneks."),
        ("Pood on avatud 10:30-st 19:00-ni.", "avatud kümme kolmekümnest üheksateistkümneni."),
        ("Remont kestab kella 9.05-ni.", "kella üheksa null viieni."),
    ],
)  # fmt: skip
def test_et_an_ending_after_a_clock_goes_on_its_minutes(text, said):
    assert said in reads("et", text)


def test_et_a_dotted_day_and_month_with_an_ending_is_no_clock():
    assert "kella" not in reads("et", "Tee on suletud kuni 12.03-ni.")


# 3. et a decimal before a noun in the comitative or terminative, or a postposition: the
# genitive, its fraction too.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ott Tänak lõpetas rallil 2. kohal, jäädes võitjast maha 12,4 sekundiga.", "maha "
         "kaheteistkümne koma nelja sekundiga."),
        ("Ta kaotas 1,5 punktiga.", "kaotas ühe koma viie punktiga."),
        ("Hind langes 3,5 euroni.", "langes kolme koma viie euroni."),
        ("Temperatuur tõusis 21,5 kraadini.", "kahekümne ühe koma viie kraadini."),
        ("Ta jooksis 10,52 sekundiga.", "kümne koma viiekümne kahe sekundiga."),
        ("Bensiinijaam on 12,5 km pärast.", "kaheteistkümne koma viie kilomeetri pärast."),
    ],
)  # fmt: skip
def test_et_a_decimal_a_case_governs_is_in_the_genitive(text, said):
    assert said in reads("et", text)


def test_et_a_decimal_nothing_governs_stays_as_it_is():
    assert "kaksteist koma neli kilogrammi" in reads("et", "Kaal on 12,4 kg.")


# 4. et a date after a past participle in -tud, -dud: on which day, the adessive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Uuendatud 01.06.2024", "Uuendatud esimesel juunil kaks tuhat kakskümmend neli"),
        ("Avaldatud 15.03.2024", "Avaldatud viieteistkümnendal märtsil"),
        ("Viimati muudetud 3.05.2025.", "muudetud kolmandal mail"),
        ("Ettevõte on loodud 12.01.2010.", "loodud kaheteistkümnendal jaanuaril"),
    ],
)
def test_et_a_date_after_a_participle_is_in_the_adessive(text, said):
    assert said in reads("et", text)


# 5. sl a length after s, z ("with"): the instrumental, each part counted.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Tadej Pogačar je na Touru zmagal s 6 min 17 s prednosti.", "zmagal s šestimi "
         "minutami in sedemnajstimi sekundami prednosti."),
        ("Zmagal je s 6 min prednosti.", "s šestimi minutami prednosti."),
        ("Zmagala je z 2 min 5 s naskoka.", "z dvema minutama in petimi sekundami naskoka."),
        ("Zmagal je z 1 min 3 s prednosti.", "z eno minuto in tremi sekundami prednosti."),
        ("Končal je z 1 h 12 min zaostanka.", "z eno uro in dvanajstimi minutami zaostanka."),
        ("Prišel je s 3 min. Zamude ni bilo.", "s tremi minutami. Zamude"),
    ],
)  # fmt: skip
def test_sl_a_length_after_s_is_in_the_instrumental(text, said):
    assert said in reads("sl", text)


def test_sl_a_score_after_s_stays_a_score():
    assert "s tri proti ena" in reads("sl", "Olimpija je zmagala s 3:1.")


# 6. el a distance written "μ." after the genitive article: the genitive, as "των 200 m".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ήρθε 3η στον τελικό των 200 μ.", "στον τελικό των διακοσίων μέτρων."),
        ("Ο αγώνας των 400 μ. εμπόδια", "των τετρακοσίων μέτρων εμπόδια"),
        ("Νίκησε στον τελικό των 100 μ. με 9,85.", "των εκατό μέτρων με"),
        ("Ο αγώνας των 3.000 μ. στιπλ.", "των τριών χιλιάδων μέτρων"),
        ("Ο αγώνας των 3000 m", "των τριών χιλιάδων μέτρων"),
    ],
)
def test_el_metres_after_the_genitive_article_are_in_the_genitive(text, said):
    assert said in reads("el", text)


def test_el_metres_without_the_article_stay_in_the_nominative():
    assert "διακόσια μέτρα" in reads("el", "Έτρεξε 200 μ.")
