"""Classes the fresh panel AS (2026-12-07) heard unnatural or wrong, each with sentences of
our own (issue 31; docs/NORMALIZER.md, "Panel AS classes fixed (wst7)"): nl "min." before a
number, ro "Al 3-lea" opening a sentence, hr one litre after an imperative, en "acct", el
one and a half before a singular noun and the minute's mark, ar a race's time, tr a
currency pair before a rate, hi a phase's Roman numeral after a loanword and a 24-hour span,
ko a plus before a percentage, vi "m2"."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. nl: "min." before a number is "minimaal"; after one it stays the minutes.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Vannacht min. -3 °C in Groningen.",
            "Vannacht minimaal min drie graden Celsius in Groningen.",
        ),
        (
            "Morgen max. 25 en min. 12 graden.",
            "Morgen maximaal vijfentwintig en minimaal twaalf graden.",
        ),
        ("Leeftijd: min. 18 jaar.", "Leeftijd: minimaal achttien jaar."),
        ("Min. 5 personen per groep.", "Minimaal vijf personen per groep."),
        ("Duur: 1 min. 20 sec.", "Duur: één minuut twintig seconden."),
        ("Bak 30 min. op 200 °C.", "Bak dertig minuten op tweehonderd graden Celsius."),
    ],
)
def test_nl_min_before_a_number_is_minimaal(text, said):
    assert reads(text, "nl") == said


# 2. ro: "Al 3-lea" opening a sentence is one word, "Al treilea".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Al 3-lea autobuz pleacă la 8:05.", "Al treilea autobuz pleacă la opt și cinci."),
        ("Al 2-lea tren are întârziere.", "Al doilea tren are întârziere."),
        ("Al 10-lea client primește o reducere.", "Al zecelea client primește o reducere."),
        ("Este al 3-lea accident.", "Este al treilea accident."),
    ],
)
def test_ro_al_lea_opening_a_sentence(text, said):
    assert reads(text, "ro") == said


# 3. hr: one litre a plural imperative takes is in the accusative, "jednu litru".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Kupite 2 kg krumpira i 1 l mlijeka.",
            "Kupite dva kilograma krumpira i jednu litru mlijeka.",
        ),
        ("Dodajte 1 l vode i kuhajte.", "Dodajte jednu litru vode i kuhajte."),
        ("Popijte 1 l vode dnevno.", "Popijte jednu litru vode dnevno."),
        ("U boci je 1 l vode.", "U boci je jedna litra vode."),
        ("Uzmite 1 kg brašna.", "Uzmite jedan kilogram brašna."),
    ],
)
def test_hr_one_litre_after_an_imperative(text, said):
    assert reads(text, "hr") == said


# 4. en: "acct" is "account".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Sort code 20-00-00, acct 12345678",
            "Sort code two zero, zero zero, zero zero, account one two three four five six "
            "seven eight",
        ),
        ("Pay into acct ending 4821.", "Pay into account ending four eight two one."),
        ("Please check your acct.", "Please check your account."),
        ("Both accts are closed.", "Both accounts are closed."),
    ],
)
def test_en_acct_is_account(text, said):
    assert reads(text, "en") == said


# 5. el: 1,5 before a singular noun is "ενάμισι", "μιάμιση" in its gender; a plural keeps
# the decimal.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Αγοράστε 2 κιλά πατάτες και 1,5 λίτρο γάλα.",
            "Αγοράστε δύο κιλά πατάτες και ενάμισι λίτρο γάλα.",
        ),
        ("Το ταξίδι διαρκεί 1,5 ώρα.", "Το ταξίδι διαρκεί μιάμιση ώρα."),
        ("Πάρτε 1,5 κιλό αλεύρι.", "Πάρτε ενάμισι κιλό αλεύρι."),
        ("Μετά από 1,5 χρόνο επέστρεψε.", "Μετά από ενάμιση χρόνο επέστρεψε."),
        ("Καθαρό βάρος 1,5 κιλά.", "Καθαρό βάρος ένα κόμμα πέντε κιλά."),
    ],
)
def test_el_one_and_a_half_before_a_singular_noun(text, said):
    assert reads(text, "el") == said


# 6. el: the minute's mark after "σε", "κάθε" is minutes.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Λεωφορείο 550 σε 4'", "Λεωφορείο πεντακόσια πενήντα σε τέσσερα λεπτά"),
        ("Δρομολόγια κάθε 15'.", "Δρομολόγια κάθε δεκαπέντε λεπτά."),
        ("Γραμμή 224 σε 1'", "Γραμμή διακόσια είκοσι τέσσερα σε ένα λεπτό"),
        ("Επόμενο σε 3-5'", "Επόμενο σε τρία έως πέντε λεπτά"),
    ],
)
def test_el_minute_mark_after_in_or_every(text, said):
    assert reads(text, "el") == said


# 7. ar: a race's time "2:08:15", each part counted with its feminine noun.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "فاز بالمركز الأول في الماراثون بزمن 2:08:15.",
            "فاز بالمركز الأول في الماراثون بزمن ساعتين وثماني دقائق وخمس عشرة ثانية.",
        ),
        ("أنهى السباق في 1:01:01", "أنهى السباق في ساعة ودقيقة وثانية"),
        (
            "سجل زمنًا قدره 2:21:34 في ماراثون دبي.",
            "سجل زمنًا قدره ساعتين وإحدى وعشرين دقيقة وأربع وثلاثين ثانية في ماراثون دبي.",
        ),
        ("بزمن 3:00:12", "بزمن ثلاث ساعات واثنتي عشرة ثانية"),
        ("بزمن 2:20:10", "بزمن ساعتين وعشرين دقيقة وعشر ثوان"),
    ],
)
def test_ar_a_race_time(text, said):
    assert reads(text, "ar") == said


# 8. tr: the code after a pair's slash is no sign of the rate after it.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Dolar/TL 32,45 seviyesinde.", "Dolar/TL otuz iki virgül kırk beş seviyesinde."),
        ("Euro/TL 35,10 oldu.", "Euro/TL otuz beş virgül on oldu."),
        ("USD/TL 32,45'ten işlem görüyor.", "USD/TL otuz iki virgül kırk beşten işlem görüyor."),
        ("Fiyat: TL 32,45", "Fiyat: otuz iki lira kırk beş kuruş"),
    ],
)
def test_tr_a_currency_pair_before_a_rate(text, said):
    assert reads(text, "tr") == said


# 9. hi: a Roman numeral after an English loanword (फेज़, सीज़न, टियर) or चरण is counted.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "मेट्रो फेज़ III का काम मार्च 2026 तक पूरा होगा।",
            "मेट्रो फेज़ तीन का काम मार्च दो हज़ार छब्बीस तक पूरा होगा।",
        ),
        ("फेज II में 20 स्टेशन बनेंगे।", "फेज दो में बीस स्टेशन बनेंगे।"),
        ("मिर्जापुर सीज़न IV जल्द आएगा।", "मिर्जापुर सीज़न चार जल्द आएगा।"),
        ("टियर II शहरों में मांग बढ़ी।", "टियर दो शहरों में मांग बढ़ी।"),
        ("जॉर्ज V का राज्याभिषेक", "जॉर्ज पंचम का राज्याभिषेक"),
    ],
)
def test_hi_roman_after_a_loanword(text, said):
    assert reads(text, "hi") == said


# 10. hi: a 24-hour span on the twelve-hour clock with the part of the day, closed by तक.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("समय: 9:00 - 21:00", "समय: सुबह नौ बजे से रात नौ बजे तक"),
        ("खुला: 10:00-18:00", "खुला: सुबह दस बजे से शाम छह बजे तक"),
        (
            "ओपीडी समय 9:30 - 17:45",
            "ओपीडी समय सुबह नौ बजकर तीस मिनट से शाम पाँच बजकर पैंतालीस मिनट तक",
        ),
        ("काउंटर 8:00–14:00 तक खुला है।", "काउंटर सुबह आठ बजे से दोपहर दो बजे तक खुला है।"),
        ("बंद: 22:00-6:00", "बंद: रात दस बजे से सुबह छह बजे तक"),
    ],
)
def test_hi_a_24_hour_span(text, said):
    assert reads(text, "hi") == said


# 11. ko: a plus before a percentage is "플러스".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("코스피 2,650.23 (+1.2%)", "코스피 이천육백오십 점 이삼 (플러스 일 점 이 퍼센트)"),
        ("삼성전자 +3.5% 상승", "삼성전자 플러스 삼 점 오 퍼센트 상승"),
        ("금리 +0.25%p 인상", "금리 플러스 영 점 이오 퍼센트포인트 인상"),
        ("1+1 행사 진행 중!", "원 플러스 원 행사 진행 중!"),
    ],
)
def test_ko_plus_before_a_percentage(text, said):
    assert reads(text, "ko") == said


# 12. vi: "m2", "m3" after a count are the square and cubic metre.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Diện tích 75m2", "Diện tích bảy mươi lăm mét vuông"),
        (
            "Căn hộ 2 phòng ngủ, 68,5m2, giá 3 tỷ.",
            "Căn hộ hai phòng ngủ, sáu mươi tám phẩy năm mét vuông, giá ba tỷ.",
        ),
        ("Bể chứa 5m3 nước", "Bể chứa năm mét khối nước"),
        ("Căn hộ 70m², giá 3,2 tỷ đồng.", "Căn hộ bảy mươi mét vuông, giá ba phẩy hai tỷ đồng."),
    ],
)
def test_vi_m2_is_square_metres(text, said):
    assert reads(text, "vi") == said
