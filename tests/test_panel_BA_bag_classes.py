"""The classes panel BA heard not right that fixer bag took (issue 31, 2026-12-07): fr a
Roman ordinal with its suffix, de nl plates, pt a flat's side, pl "w dn.", ru the hundreds'
ordinals, the tilde as "about", sv a payment app's number, "eff. ränta", a ruler's genitive
and a year after an event's noun, da "mdr.", el "Τ.Κ.". Each rule on the panel's sentences
and new ones of the same class (tests/readings/panel-2026-12-07-BA*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. fr a Roman numeral with its ordinal's suffix: the ordinal, "premier(e)" for Ier, Ire.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("La Ve République a été fondée en 1958.", "La cinquième République a été fondée"),
        ("sous la IIIe République", "sous la troisième République"),
        ("le Ier Empire", "le premier Empire"),
        ("la Ire République", "la première République"),
        ("J'habite dans le XVIe arrondissement.", "dans le seizième arrondissement."),
        ("le IIème millénaire", "le deuxième millénaire"),
        ("IIIe Reich", "Troisième Reich"),
    ],
)
def test_fr_a_roman_numeral_with_its_suffix_is_the_ordinal(text, said):
    assert said in reads("fr", text)


def test_fr_a_rulers_numeral_and_a_century_keep_their_readings():
    assert reads("fr", "Napoléon Ier") == "Napoléon Premier"
    assert reads("fr", "Louis XIV") == "Louis Quatorze"
    assert reads("fr", "au XXe siècle") == "au vingtième siècle"


# 2. A vehicle's plate: letters one by one, digits one by one, a pause between the groups.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("de", "Kennzeichen M-AB 1234", "Kennzeichen M, A B, eins zwei drei vier"),
        ("de", "das Kennzeichen B-XY 987", "das Kennzeichen B, X Y, neun acht sieben"),
        ("de", "Kfz-Kennzeichen: K-LN 5", "Kfz-Kennzeichen: K, L N, fünf"),
        ("nl", "Kenteken AB-123-C", "Kenteken A B, één twee drie, C"),
        ("nl", "kenteken 12-ABC-3", "kenteken één twee, A B C, drie"),
        ("nl", "De auto met kenteken 1-KBB-23 stond fout.", "één, K B B, twee drie stond"),
        ("nl", "GS-12-KL", "G S, één twee, K L"),
    ],
)
def test_a_plate_is_spelled_in_its_groups(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text"),
    [("de", "DE-AT 2024"), ("nl", "AB-CD-EF"), ("nl", "12-05-24")],
)
def test_no_plate_without_a_plates_shape_or_a_vehicle(lang, text):
    said = reads(lang, text)
    assert ", " not in said


# 3. pt a flat's side after its floor, "andar," between.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("3.º andar, esq.", "terceiro andar, esquerdo."),
        ("2.º andar, dto.", "segundo andar, direito."),
        ("4.º andar esq.", "quarto andar esquerdo."),
        ("5.º piso, esq.", "quinto piso, esquerdo."),
        ("Av. da Liberdade 25, r/c dto.", "rés do chão direito."),
    ],
)
def test_pt_a_flats_side_after_its_floor(text, said):
    assert reads("pt", text).endswith(said)


def test_pt_esq_elsewhere_is_left():
    assert reads("pt", "vire à esq. no semáforo") == "vire à esq. no semáforo"


# 4. pl "w dn." before a span of days "w dniach", before one day "w dniu".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Konferencja odbędzie się w dn. 3-5 czerwca.", "w dniach od trzeciego do piątego"),
        ("W dn. 10–12 października odbędą się targi.", "W dniach od dziesiątego do dwunastego"),
        ("Zajęcia w dn. 7-9 marca.", "w dniach od siódmego do dziewiątego marca."),
        ("w dn. 12 maja", "w dniu dwunastego maja"),
        ("od dn. 1 lipca", "od dnia pierwszego lipca"),
    ],
)
def test_pl_w_dn_before_days(text, said):
    assert said in reads("pl", text)


# 5. ru a round hundred's ordinal: "восьмисотую", in every case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Овечкин забросил 800-ю шайбу в НХЛ.", "забросил восьмисотую шайбу"),
        ("300-й день", "трехсотый день"),
        ("к 900-му году", "к девятисотому году"),
        ("на 500-м километре", "на пятисотом километре"),
        ("700-е место", "семисотое место"),
        ("в 1800-м году", "в тысяча восьмисотом году"),
        ("в 600-х годах", "в шестисотых годах"),
    ],
)
def test_ru_a_round_hundreds_ordinal(text, said):
    assert said in reads("ru", text)


# 6. A tilde before a number is "about", in every language but ja and ko (a span there).
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ru", "Время в пути ~2 ч 30 мин.", "Время в пути примерно два часа тридцать минут."),
        ("ru", "~100 человек", "примерно сто человек"),
        ("uk", "~300 гривень", "приблизно триста гривень"),
        ("pl", "~30 min", "mniej więcej trzydzieści minut"),
        ("de", "~5 km", "circa fünf Kilometer"),
        ("en", "~30 min", "about thirty minutes"),
        ("fr", "~5 km", "environ cinq kilomètres"),
        ("es", "~30 min", "aproximadamente treinta minutos"),
        ("el", "~5 km", "περίπου πέντε χιλιόμετρα"),
        ("tr", "~30 min", "yaklaşık otuz dakika"),
    ],
)
def test_a_tilde_before_a_number_is_about(lang, text, said):
    assert reads(lang, text) == said


def test_a_tilde_between_numbers_is_no_about():
    assert "about" not in reads("en", "3 ~ 5")
    assert "約" not in reads("ja", "3~5")


# 7. sv a payment app's number after the app's name, in its groups.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("sv", "Swish: 123 456 78 90", "Swish: ett två tre, fyra fem sex, sju åtta, nio noll"),
        ("sv", "Swish 123 345 67 89", "Swish ett två tre, tre fyra fem, sex sju, åtta nio"),
        ("sv", "Swishnummer 123 111 22 33", "Swishnummer ett två tre, ett ett ett, två två"),
        ("da", "MobilePay: 12 34 56 78", "MobilePay: tolv, fireogtredive, seksoghalvtreds"),
    ],
)
def test_a_payment_apps_number_after_its_name(lang, text, said):
    assert said in reads(lang, text)


# 8. sv "eff. ränta", "nom. ränta"; da "mdr." after a count; el "Τ.Κ.".
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("sv", "60 mån, eff. ränta 8,95 %.", "effektiv ränta åtta komma nittiofem procent."),
        ("sv", "Eff. ränta 5,2 %", "Effektiv ränta fem komma två procent"),
        ("sv", "nom. ränta 4,5 %", "nominell ränta fyra komma fem procent"),
        ("da", "Lån: 2.500 kr./md., 60 mdr., ÅOP 8,95 %.", "tres måneder, ÅOP"),
        ("da", "1 md.", "en måned."),
        ("da", "24 mdr. garanti", "fireogtyve måneder garanti"),
        ("da", "Bindingsperiode på 6 mdr. Derefter løbende.", "seks måneder. Derefter"),
        ("el", "Τ.Κ. 105 57", "Ταχυδρομικός Κώδικας ένα μηδέν πέντε, πέντε επτά"),
        ("el", "Αθήνα, Τ.Κ. 11251", "Αθήνα, Ταχυδρομικός Κώδικας"),
        ("el", "Τ.Θ. 1234", "Ταχυδρομική Θυρίδα"),
    ],
)
def test_a_short_word_on_terms_and_addresses(lang, text, said):
    assert said in reads(lang, text)


# 9. sv a ruler's genitive after the numeral, and a year after an event's noun in hundreds.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Karl XII:s död 1718", "Karl den Tolftes död sjuttonhundraarton"),
        ("Gustav III:s kröning 1772", "Gustav den Tredjes kröning sjuttonhundrasjuttiotvå"),
        ("Efter Karl XII:s fall vid Poltava", "Efter Karl den Tolftes fall"),
        ("Gustav II Adolfs död 1632", "död sextonhundratrettiotvå"),
        ("Stockholms blodbad 1520", "blodbad femtonhundratjugo"),
    ],
)
def test_sv_a_rulers_genitive_and_a_year_of_history(text, said):
    assert said in reads("sv", text)


def test_sv_a_count_after_a_verb_stays_a_count():
    assert reads("sv", "kostar 1718 kr") == "kostar ettusen sjuhundraarton kronor"
