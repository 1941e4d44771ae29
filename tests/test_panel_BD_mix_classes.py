"""The classes panel BD heard not right that fixer mix took (issue 31, 2026-12-07): a month
and year or a day and month with a slash, a grade out of a total, a length of time read as
a clock, el a phone number in 3-2-2-3 groups, sv a score after a lead and a hotel's room,
ar a date's day after "يوم" and a range's gender. Each rule on the panel's sentences and
new ones of the same class (tests/readings/panel-2026-12-07-BD*.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# 1. A month and a year, a day and a month, written with a slash.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("de", "Miete für 03/2024 eingegangen: 850 €.", "Miete für März zweitausendvierundzwanzig"),
        ("de", "Abrechnung 11/2023", "November zweitausenddreiundzwanzig"),
        ("de", "Stand: 05.2024", "Stand: Mai zweitausendvierundzwanzig"),
        ("fr", "Loyer de 03/2024 reçu", "Loyer de mars deux mille vingt-quatre"),
        ("es", "Alquiler de 03/2024", "marzo de dos mil veinticuatro"),
        ("pt", "Aluguel de 03/2024", "março de dois mil e vinte e quatro"),
        ("it", "Affitto di 03/2024", "marzo duemilaventiquattro"),
        ("nl", "Huur 03/2024 ontvangen", "maart tweeduizendvierentwintig"),
        ("tr", "Fatura tutarı 245,60 TL, son ödeme tarihi 20/04.", "son ödeme tarihi yirmi Nisan."),
        ("tr", "Randevu: 15/05 saat 10:00", "Randevu: on beş Mayıs"),
        ("tr", "Teslim tarihi 3/11", "Teslim tarihi üç Kasım"),
        ("de", "Die Miete ist fällig am 20/04.", "fällig am zwanzigsten April."),
        ("de", "Lieferung bis 15/05.", "bis fünfzehnten Mai."),
    ],
)  # fmt: skip
def test_a_slashed_date_is_said_as_a_date(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [("tr", "Oran 16/9", "on altı/dokuz"), ("de", "Format 16/9", "sechzehn/neun"),
     ("de", "Seite 12/03", "zwölf/drei")],
)  # fmt: skip
def test_a_slash_without_a_date_word_stays(lang, text, said):
    assert said in reads(lang, text)


# 2. A grade or a score out of a total, after a word of grading.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("vi", "Điểm thi: 8,5/10", "tám phẩy năm trên mười"),
        ("vi", "Điểm: 9/10", "chín trên mười"),
        ("id", "Nilai ujian 85/100", "delapan puluh lima dari seratus"),
        ("id", "Skor 90/100", "sembilan puluh dari seratus"),
        ("tr", "Sınav notu: 85/100", "yüz üzerinden seksen beş"),
        ("tr", "Puan 8,5/10", "on üzerinden sekiz virgül beş"),
        ("fr", "Note : 15/20", "quinze sur vingt"),
        ("es", "Calificación: 8,5/10", "ocho coma cinco sobre diez"),
        ("it", "Voto: 8/10", "otto su dieci"),
        ("de", "Bewertung: 4,5/5", "vier Komma fünf von fünf"),
        ("ro", "Nota: 9,5/10", "nouă virgulă cinci din zece"),
    ],
)
def test_a_grade_is_said_out_of_its_total(lang, text, said):
    assert said in reads(lang, text)


# 3. A length of time: ja h:mm:ss, pt es it "3h20" after a word of duration.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("ja", "優勝タイムは2:05:30でした。", "にじかんごふんさんじゅうびょう"),
        ("ja", "タイム1:58:12", "いちじかんごじゅうはっぷんじゅうにびょう"),
        ("ja", "記録は4:00:15", "よじかんじゅうごびょう"),
        ("pt", "Duração da viagem: cerca de 3h20.", "cerca de três horas e vinte minutos."),
        ("pt", "Tempo de viagem: 2h45", "duas horas e quarenta e cinco minutos"),
        ("es", "Duración del viaje: unas 3h20.", "unas tres horas y veinte minutos."),
        ("es", "El viaje dura 2h30.", "dos horas y treinta minutos."),
        ("it", "Durata del viaggio: circa 3h20.", "circa tre ore e venti minuti."),
        ("it", "Il film dura 2h15.", "due ore e quindici minuti."),
    ],
)
def test_a_length_of_time_is_said_in_hours(lang, text, said):
    assert said in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [("ja", "14:30:05に送信", "じゅうよじさんじゅっぷんごびょう"),
     ("ja", "午前9:10:05", "ごぜんくじじゅっぷんごびょう"),
     ("pt", "Chegada às 3h20.", "às três e vinte")],
)  # fmt: skip
def test_a_clock_stays_a_clock(lang, text, said):
    assert said in reads(lang, text)


# 4. el a ten-digit number grouped 3-2-2-3: its groups.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Επικοινωνήστε μαζί μας στο info@paradeigma.gr ή στο 801 11 22 333.",
         "στο οκτώ μηδέν ένα, ένα ένα, δύο δύο, τρία τρία τρία."),
        ("Καλέστε στο 800 11 12 345", "οκτώ μηδέν μηδέν, ένα ένα, ένα δύο, τρία τέσσερα πέντε"),
        ("Τηλ. 210 12 34 567", "δύο ένα μηδέν, ένα δύο, τρία τέσσερα, πέντε έξι επτά"),
        ("στο 801 500 1000", "οκτώ μηδέν ένα, πέντε μηδέν μηδέν, ένα μηδέν μηδέν μηδέν"),
    ],
)  # fmt: skip
def test_el_a_phone_number_keeps_its_groups(text, said):
    assert said in reads("el", text)


# 5. sv a score after a lead, a win, a period; a hotel's four-digit room in pairs.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("sv", "Mora IK ledde med 3–1 efter andra perioden.", "ledde med tre-ett efter"),
        ("sv", "Frölunda leder med 2–1 i andra perioden.", "två-ett"),
        ("sv", "Sverige tog en seger med 4–2.", "fyra-två."),
        ("sv", "Efter första halvlek stod det 1–1.", "ett-ett."),
        ("sv", "Rum 1204", "Rum tolv noll fyra"),
        ("sv", "Rum 1512 ligger på plan 15.", "Rum femton tolv ligger"),
        ("sv", "Rummet 1100", "Rummet elvahundra"),
        ("da", "Værelse 1204", "Værelse tolv nul fire"),
        ("sv", "Våning 3, rum 312.", "rum trehundratolv."),
    ],
)
def test_sv_a_score_and_a_room_are_said_as_spoken(lang, text, said):
    assert said in reads(lang, text)


# 6. ar a date's day after "يوم" in the genitive; a range's bounds in the noun's gender.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("تقام المباراة يوم 21 نوفمبر 2024 الساعة 8 مساءً.", "يوم الحادي والعشرين من نوفمبر"),
        ("بتاريخ 25 ديسمبر", "بتاريخ الخامس والعشرين من ديسمبر"),
        ("يوم 22 فبراير", "يوم الثاني والعشرين من فبراير"),
        ("الطقس غداً: غائم جزئياً، 22-27 درجة.", "من اثنتين وعشرين إلى سبع وعشرين درجة"),
        ("من 18-25 درجة", "من ثماني عشرة إلى خمس وعشرين درجة"),
        ("من 12-15 دقيقة", "من اثنتي عشرة إلى خمس عشرة دقيقة"),
        ("من 22-27 يوما", "من اثنين وعشرين إلى سبعة وعشرين يوما"),
    ],
)
def test_ar_a_date_and_a_range_agree(text, said):
    assert said in reads("ar", text)
