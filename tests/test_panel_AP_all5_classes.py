"""Classes the fresh panel AP (2026-12-07) heard unnatural or wrong, each with sentences
of our own (issue 31; docs/NORMALIZER.md, "Panel AP classes fixed (all5)"): de an ordinal
with a thousand's dots, pl a platform's Roman numeral and an ordinal's instrumental, tr a
suffix after an ordinal's dot, ja full-width digits, cs hr a score's colon; ru a count in
the prepositional, hr the litre's gender, fr de es it pt nl el the litre's sign, pt a
trip's time after "em" and a flat's side, it a card's last digits, ar a Gregorian year's
mark, ko a span of hours, ja a rate's sen, id a span of decimals, vi a message's "ND:"."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. de: "der 1.000. Besucher" is an ordinal, its group's dot no full stop; a round
# hundred or thousand without "ein" (Duden "hundertste", "tausendste").
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Sie sind der 1.000. Besucher!", "Sie sind der tausendste Besucher!"),
        (
            "Der 10.000. Kunde bekommt ein Geschenk.",
            "Der zehntausendste Kunde bekommt ein Geschenk.",
        ),
        ("Wir feiern den 1.000. Geburtstag.", "Wir feiern den tausendsten Geburtstag."),
        ("Zum 1.500. Mal", "Zum tausendfünfhundertsten Mal"),
        ("in der 1.000. Folge", "in der tausendsten Folge"),
        ("Er war der 100. Gast.", "Er war der hundertste Gast."),
    ],
)
def test_de_an_ordinal_with_a_thousands_dot_is_one_word(text, said):
    assert reads(text, "de") == said


# 2. pl: a platform's Roman numeral is its ordinal after it, in the noun's case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Pociąg odjedzie z toru 4 przy peronie II.",
            "Pociąg odjedzie z toru cztery przy peronie drugim.",
        ),
        ("Odjazd z peronu III.", "Odjazd z peronu trzeciego."),
        ("Peron IV, tor 2", "Peron czwarty, tor dwa"),
        ("Pociąg wjedzie na peron V.", "Pociąg wjedzie na peron piąty."),
    ],
)
def test_pl_a_platforms_roman_numeral_is_its_ordinal(text, said):
    assert reads(text, "pl") == said


# 3. pl: an ordinal before a singular's instrumental ("-em", "-ą") takes its case; a
# nominative in -em stays.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Następnie zjedź 2. zjazdem z ronda.", "Następnie zjedź drugim zjazdem z ronda."),
        ("Jedź 3. pasem.", "Jedź trzecim pasem."),
        ("Pojadę 2. pociągiem.", "Pojadę drugim pociągiem."),
        ("Skręć 1. drogą w lewo.", "Skręć pierwszą drogą w lewo."),
        ("To jest 2. problem.", "To jest drugi problem."),
    ],
)
def test_pl_an_ordinal_before_an_instrumental_takes_its_case(text, said):
    assert reads(text, "pl") == said


# 4. tr: a suffix after an ordinal's dot is the ordinal's ("1.'si" birincisi).
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Öğrenci sınavda Türkiye 1.'si oldu.", "Öğrenci sınavda Türkiye birincisi oldu."),
        ("Yarışmanın 2.'si oldu.", "Yarışmanın ikincisi oldu."),
        ("Ligin 3.'süyüz.", "Ligin üçüncüsüyüz."),
        ("Maratonda 4.'lüğü kazandı.", "Maratonda dördüncülüğü kazandı."),
        ("Sınıfın 10.'u oldu.", "Sınıfın onuncusu oldu."),
    ],
)
def test_tr_a_suffix_after_an_ordinals_dot_joins_the_ordinal(text, said):
    assert reads(text, "tr") == said


# 5. ja: full-width digits are read as ASCII ones: a code digit by digit after 番号.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("注文番号：２０２５０３１５", "注文番号：にぜろにごぜろさんいちご"),
        ("会員番号１２３４５６７８", "会員番号いちにさんよんごろくななはち"),
        ("予約番号は４５６７８９です。", "予約番号はよんごろくななはちきゅうです。"),
        ("価格は１，５００円です。", "価格はせんごひゃくえんです。"),
    ],
)
def test_ja_full_width_digits_read_as_ascii_ones(text, said):
    assert reads(text, "ja") == said


# 6. cs hr: a score's colon is not read; a fixture's names with a háček or an acute (cs pl),
# hr sets written with a colon.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Česko – Slovensko 4:2", "cs", "Česko – Slovensko čtyři dva"),
        ("Plzeň – Slavia 1:1", "cs", "Plzeň – Slavia jedna jedna"),
        ("Śląsk – Legia 2:0", "pl", "Śląsk – Legia dwa do zera"),
        (
            "Borna Ćorić prošao je u četvrtfinale nakon 6:4, 7:5.",
            "hr",
            "Borna Ćorić prošao je u četvrtfinale nakon šest četiri, sedam pet.",
        ),
        ("Pobijedio je 7:6, 6:3.", "hr", "Pobijedio je sedam šest, šest tri."),
    ],
)
def test_a_scores_colon_is_not_read(text, lang, said):
    assert reads(text, lang) == said


# 7. ru: a count after в, на, о before a noun in the prepositional plural is prepositional.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Чемпионат мира 2018 года прошёл в 11 городах.",
            "Чемпионат мира две тысячи восемнадцатого года прошёл в одиннадцати городах.",
        ),
        (
            "Магазины открыты в 24 крупных городах.",
            "Магазины открыты в двадцати четырёх крупных городах.",
        ),
        ("Офисы на 3 этажах.", "Офисы на трёх этажах."),
        ("Отель в 100 метрах от моря.", "Отель в ста метрах от моря."),
        ("Скидка на 5 лучших игроков.", "Скидка на пять лучших игроков."),
    ],
)
def test_ru_a_count_before_a_prepositional_plural_is_prepositional(text, said):
    assert reads(text, "ru") == said


# 8. hr: the litre is feminine ("dvije litre", "jedna litra").
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Pakiranje 2 l, cijena 3,49 €.",
            "Pakiranje dvije litre, cijena tri eura i četrdeset i devet centi.",
        ),
        ("Kupio sam 22 l goriva.", "Kupio sam dvadeset i dvije litre goriva."),
        ("Boca od 1 l", "Boca od jedna litra"),
        ("Dodajte 2 kg brašna.", "Dodajte dva kilograma brašna."),
    ],
)
def test_hr_the_litre_is_feminine(text, said):
    assert reads(text, "hr") == said


# 9. fr de es it pt nl el: the litre's capital "L" (and el "λτ.") after a count.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        (
            "Carburant : 45,6 L de SP95.",
            "fr",
            "Carburant : quarante-cinq virgule six litres de SP quatre-vingt-quinze.",
        ),
        ("un réservoir de 50 L", "fr", "un réservoir de cinquante litres"),
        ("2 L Wasser", "de", "zwei Liter Wasser"),
        ("garrafa de 2 L", "pt", "garrafa de dois litros"),
        (
            "Μπουκάλι 1,5 λτ., τιμή 0,89 €.",
            "el",
            "Μπουκάλι ένα κόμμα πέντε λίτρα, τιμή ογδόντα εννέα λεπτά.",
        ),
        ("Αγόρασα 1 λτ. γάλα.", "el", "Αγόρασα ένα λίτρο γάλα."),
    ],
)
def test_the_litres_sign_is_read(text, lang, said):
    assert reads(text, lang) == said


# 10. pt: "em 2h50" is the time a trip takes; "3.º esq." a flat's side after its floor.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Lisboa – Porto em 2h50.", "Lisboa – Porto em duas horas e cinquenta minutos."),
        ("Fez o percurso em 1h15.", "Fez o percurso em uma hora e quinze minutos."),
        ("A reunião é às 14h30.", "A reunião é às catorze e trinta."),
        (
            "Mora no 3.º esq., Rua Augusta, 120.",
            "Mora no terceiro esquerdo, Rua Augusta, cento e vinte.",
        ),
        ("Rua Augusta, 120, 2.º dto.", "Rua Augusta, cento e vinte, segundo direito."),
    ],
)
def test_pt_a_trips_time_and_a_flats_side(text, said):
    assert reads(text, "pt") == said


# 11. it: a card's last digits after "terminante", "con finale", digit by digit.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Pagamento con carta terminante 4417.",
            "Pagamento con carta terminante quattro quattro uno sette.",
        ),
        (
            "Addebito sulla carta terminante in 0921.",
            "Addebito sulla carta terminante in zero nove due uno.",
        ),
        ("carta con finale 5532", "carta con finale cinque cinque tre due"),
    ],
)
def test_it_a_cards_last_digits_are_said_one_by_one(text, said):
    assert reads(text, "it") == said


# 12. ar: a Gregorian year's "م" is "ميلاديًا"; metres stay metres.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "تأسست المملكة العربية السعودية عام 1932م.",
            "تأسست المملكة العربية السعودية عام ألف وتسعمائة واثنين وثلاثين ميلاديًا.",
        ),
        (
            "ولد في عام 1985 م في القاهرة.",
            "ولد في عام ألف وتسعمائة وخمسة وثمانين ميلاديًا في القاهرة.",
        ),
        ("سنة 2024م", "سنة ألفين وأربعة وعشرين ميلاديًا"),
        ("المسافة 5 م", "المسافة خمسة أمتار"),
    ],
)
def test_ar_a_gregorian_years_mark_is_said(text, said):
    assert reads(text, "ar") == said


# 13. ko: a span of hours says the first one's 시 too.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "오늘 14~16시 사이 배송될 예정입니다.",
            "오늘 열네 시에서 열여섯 시 사이 배송될 예정입니다.",
        ),
        ("9~11시 사이", "아홉 시에서 열한 시 사이"),
        ("오후 2~4시", "오후 두 시에서 네 시"),
        ("14-16시", "열네 시에서 열여섯 시"),
        ("9시~18시", "아홉 시부터 열여덟 시까지"),
    ],
)
def test_ko_a_span_of_hours_says_both_hours(text, said):
    assert reads(text, "ko") == said


# 14. ja: a yen amount's trailing zero is not said ("てんご", not "てんごぜろ").
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "ドル円相場は1ドル＝149.50円で推移している。",
            "ドル円相場はいちドルひゃくよんじゅうきゅうてんごえんで推移している。",
        ),
        ("¥1,234.50", "せんにひゃくさんじゅうよんてんごえん"),
        ("1ドル＝150.00円", "いちドルひゃくごじゅうえん"),
        ("1ドル＝150.25円", "いちドルひゃくごじゅってんにごえん"),
        ("1.5円", "いってんごえん"),
    ],
)
def test_ja_a_yen_amounts_trailing_zero_is_not_said(text, said):
    assert reads(text, "ja") == said


# 15. id: a span of decimals is "sampai", as of whole numbers.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Tinggi gelombang 1,25-2,5 m di perairan Jawa.",
            "Tinggi gelombang satu koma dua lima sampai dua koma lima meter di perairan Jawa.",
        ),
        (
            "Tinggi gelombang 0,5 - 1,25 meter",
            "Tinggi gelombang nol koma lima sampai satu koma dua lima meter",
        ),
        ("inflasi 2,5-3,5 persen", "inflasi dua koma lima sampai tiga koma lima persen"),
        ("2-3 hari", "dua sampai tiga hari"),
    ],
)
def test_id_a_span_of_decimals_is_sampai(text, said):
    assert reads(text, "id") == said


# 16. vi: a bank message's "ND:" is its content, "nội dung".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("ND: thanh toan hoa don", "Nội dung: thanh toan hoa don"),
        ("Số tiền 500.000đ, ND: hoc phi", "Số tiền năm trăm nghìn đồng, nội dung: hoc phi"),
    ],
)
def test_vi_a_messages_content_is_said(text, said):
    assert reads(text, "vi") == said


# 17. da: "max."/"maks." before a noun is the adjective, "maksimal(e)"; before a number the
# adverb "maksimalt" as before.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Max. hastighed på motorvejen er 130 km/t.",
            "Maksimal hastighed på motorvejen er hundrede og tredive kilometer i timen.",
        ),
        ("Maks. temperatur i dag: 25 grader.", "Maksimal temperatur i dag: femogtyve grader."),
        ("Den maks. belastning er 500 kg.", "Den maksimale belastning er femhundrede kilogram."),
        ("max. 4 personer", "maksimalt fire personer"),
    ],
)
def test_da_max_before_a_noun_is_the_adjective(text, said):
    assert reads(text, "da") == said
