"""The classes a fresh panel (Y5) heard wrong or unnatural in ar tr hi ko ja vi id (issue
31, 2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-Y5.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# ar: a thousands dot before a currency whose accusative is written "اً"; the square metre
# and kilometre; a year's two in the oblique case; thirteen to nineteen before a feminine
# noun; a score after the win or the result. tr ko ja id: stoppage time's plus. ja: a
# price's arrow. id: "M" and "T" after a rupiah amount, "LT"/"LB" before an area, "/liter".
# hi (and every language): a code said digit by digit, then a number, with a pause between.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('ar', 'وصل سعر الكيلو إلى 2.750 جنيهاً في السوق.',
         'وصل سعر الكيلو إلى ألفين وسبعمائة وخمسين جنيهاً في السوق.'),
        ('ar', 'اشتريت الهاتف بـ 4.999 دولاراً.',
         'اشتريت الهاتف بـ أربعة آلاف وتسعمائة وتسعة وتسعين دولاراً.'),
        ('ar', 'مساحة الحديقة 75 م².',
         'مساحة الحديقة خمسة وسبعون مترًا مربعًا.'),
        # (the object of بلغ after its subject, accusative since panel AO5: asi4)
        ('ar', 'تبلغ مساحة المدينة 40 كم².',
         'تبلغ مساحة المدينة أربعين كيلومترًا مربعًا.'),
        ('ar', 'غرفة مساحتها 9 م² فقط.',
         'غرفة مساحتها تسعة أمتار مربعة فقط.'),
        ('ar', 'قطعة أرض مساحتها 2 م².',
         'قطعة أرض مساحتها متران مربعان.'),
        ('ar', 'ولدت في 14 مارس 1962 في بيروت.',
         'ولدت في الرابع عشر من مارس ألف وتسعمائة واثنين وستين في بيروت.'),
        ('ar', 'تأسست الشركة في 1 يناير 2012.',
         'تأسست الشركة في الأول من يناير ألفين واثني عشر.'),
        ('ar', 'بلغت الحرارة 16° صباحًا.',
         'بلغت الحرارة ست عشرة درجة صباحًا.'),
        ('ar', 'حقق الفريق الفوز 3-1 في النهائي.',
         'حقق الفريق الفوز ثلاثة مقابل واحد في النهائي.'),
        ('ar', 'انتهت المباراة بنتيجة 1-0.',
         'انتهت المباراة بنتيجة واحد مقابل صفر.'),
        ('ar', 'انتهت المباراة بنتيجة 2-2.',
         'انتهت المباراة بنتيجة اثنين مقابل اثنين.'),
        ('tr', "Galibiyet golü 45+2'de geldi.",
         'Galibiyet golü kırk beş artı ikide geldi.'),
        ('tr', 'Maçın 90+5. dakikasında gol oldu.',
         'Maçın doksan artı beşinci dakikasında gol oldu.'),
        ('ko', '전반 45+2분에 동점골이 나왔다.',
         '전반 사십오 분 플러스 이 분에 동점골이 나왔다.'),
        ('ja', '前半45+1分に先制点。',
         '前半よんじゅうごふんプラスいっぷんに先制点。'),
        ('ja', '通常価格12,800円→9,980円です。',
         '通常価格いちまんにせんはっぴゃくえんからきゅうせんきゅうひゃくはちじゅうえんにです。'),
        ('id', 'Gol penentu lahir di menit 45+2.',
         'Gol penentu lahir di menit empat puluh lima plus dua.'),
        ('id', 'Apartemen dijual Rp2,5 M nego.',
         'Apartemen dijual dua koma lima miliar rupiah nego.'),
        ('id', 'Anggaran proyek Rp3 T.',
         'Anggaran proyek tiga triliun rupiah.'),
        ('id', 'Rumah LT 90 m² di Bekasi.',
         'Rumah luas tanah sembilan puluh meter persegi di Bekasi.'),
        ('id', 'Harga solar Rp6.800/liter.',
         'Harga solar enam ribu delapan ratus rupiah per liter.'),
        ('hi', 'आपका टिकट #45672 3-5 दिनों में आएगा।',
         'आपका टिकट चार पाँच छह सात दो, तीन से पाँच दिनों में आएगा।'),
    ],
)  # fmt: skip
def test_the_class_is_read(lang, text, spoken):
    assert reads(lang, text) == spoken


# What each rule leaves alone: a dot before a weight stays a decimal, a sum's plus stays a
# sign, an arrow between places, a range of pages, "LT" before a floor, a T-shirt, a code
# followed by a word.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ('ar', 'بلغ الوزن 3.450 كيلوغرام.',
         'بلغ الوزن ثلاثة فاصل أربعة خمسة كيلوغرام.'),
        ('ar', 'سعر الصرف 3.75 ريالاً للدولار.',
         'سعر الصرف ثلاثة ريالات وخمس وسبعون هللة للدولار.'),
        ('ar', 'المسافة 120 م من هنا.',
         'المسافة مائة وعشرون مترًا من هنا.'),
        ('ar', 'الصفحات 12-18 من الكتاب.',
         'الصفحات من اثني عشر إلى ثمانية عشر من الكتاب.'),
        ('tr', '45+3=48 eder.',
         'kırk beş+üç=kırk sekiz eder.'),
        ('ko', '45+3=48이다.',
         '사십오+삼=사십팔이다.'),
        ('ja', '45+3は48です。',
         'よんじゅうご+さんはよんじゅうはちです。'),
        ('id', 'Hasil 90+3 adalah 93.',
         'Hasil sembilan puluh+tiga adalah sembilan puluh tiga.'),
        ('id', 'Kantor di LT 3 gedung B.',
         'Kantor di LT tiga gedung B.'),
        ('id', 'Kaos Rp150.000 T-shirt',
         'Kaos seratus lima puluh ribu rupiah T-shirt'),
        ('hi', 'टिकट #45672 तीन दिनों में आएगा।',
         'टिकट चार पाँच छह सात दो तीन दिनों में आएगा।'),
    ],
)  # fmt: skip
def test_the_near_miss_is_left(lang, text, spoken):
    assert reads(lang, text) == spoken
