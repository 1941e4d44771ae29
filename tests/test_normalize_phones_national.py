"""Phone numbers in national formats are read as phone numbers, not as quantities (issue
31, item 6): ``<lang>.telephone`` in normalize/codes.py, for a number after a
phone word (Tel., ligue para, zadzwoń, Gọi, Hívjon, Τηλέφωνο, Helista, Zvaniet ...) and
for the national forms a quantity cannot take (ITU-T E.164 national numbering plans as
written locally: pt "(11) 3456-7890", hi "98765 43210", vi "0912 345 678", hu
"06-1-234-5678", el "210 1234567", et "5123 4567", lv "2123 4567", pl "22 123 45 67",
ar "050 123 4567"). The groups are said as ``readings.phone`` says them."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ('pt', 'Em caso de dúvidas, ligue para (11) 3456-7890.',
         'Em caso de dúvidas, ligue para onze, três quatro cinco seis, sete oito nove zero.'),
        ('pt', 'Meu celular é 98765-4321, pode mandar mensagem.',
         'Meu celular é nove oito sete seis cinco, quatro três dois um, pode mandar mensagem.'),
        ('pt', 'WhatsApp: +55 21 99876-5432.',
         'WhatsApp: mais cinquenta e cinco, vinte e um, nove nove oito sete seis, cinco quatro três dois.'),  # noqa: E501
        ('pl', 'W razie pytań zadzwoń: 22 628 45 90.',
         'W razie pytań zadzwoń: dwadzieścia dwa, sześćset dwadzieścia osiem, czterdzieści pięć, dziewięćdziesiąt.'),  # noqa: E501
        ('pl', 'Infolinia czynna całą dobę: 801 300 800.',
         'Infolinia czynna całą dobę: osiemset jeden, trzysta, osiemset.'),
        ('hi', 'कृपया 98765 43210 पर कॉल करें।',
         'कृपया नौ आठ सात छह पाँच, चार तीन दो एक शून्य पर कॉल करें।'),
        ('hi', 'हेल्पलाइन नंबर 1800 180 1234 पर संपर्क करें।',
         'हेल्पलाइन नंबर एक आठ शून्य शून्य, एक आठ शून्य, एक दो तीन चार पर संपर्क करें।'),
        ('vi', 'Gọi 0912 345 678 để được hỗ trợ.',
         'Gọi không chín một hai, ba bốn năm, sáu bảy tám để được hỗ trợ.'),
        ('vi', 'Tổng đài: 1900 1234.',
         'Tổng đài: một chín không không, một hai ba bốn.'),
        ('vi', 'Số điện thoại: 090.123.4567',
         'Số điện thoại: không chín không, một hai ba, bốn năm sáu bảy'),
        ('ar', 'اتصل على 050 123 4567 للحجز',
         'اتصل على صفر خمسة صفر، واحد اثنان ثلاثة، أربعة خمسة ستة سبعة للحجز'),
        ('ar', 'للاستفسار يرجى الاتصال على الرقم 0112345678',
         'للاستفسار يرجى الاتصال على الرقم صفر واحد واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية'),
        ('hu', 'Hívjon minket: 06 30 123 4567',
         'Hívjon minket: nulla hat, három nulla, egy kettő három, négy öt hat hét'),
        ('hu', 'Ügyfélszolgálat: 06-1-234-5678',
         'Ügyfélszolgálat: nulla hat, egy, kettő három négy, öt hat hét nyolc'),
        ('el', 'Τηλέφωνο: 210 1234567',
         'Τηλέφωνο: δύο ένα μηδέν, ένα δύο τρία τέσσερα πέντε έξι επτά'),
        ('el', 'Καλέστε στο 6912345678 για ραντεβού.',
         'Καλέστε στο έξι εννέα ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ για ραντεβού.'),
        ('et', 'Helista 5123 4567.',
         'Helista viis üks kaks kolm, neli viis kuus seitse.'),
        ('et', 'Info tel 627 4000.',
         'Info telefon kuus kaks seitse, neli null null null.'),
        ('lv', 'Zvaniet 21234567.',
         'Zvaniet divi viens divi trīs četri pieci seši septiņi.'),
        ('lv', 'Tālrunis: 6721 2345',
         'Tālrunis: seši septiņi divi viens, divi trīs četri pieci'),
    ],
)  # fmt: skip
def test_a_national_phone_number_is_read_in_its_groups(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang,text",
    [
        ("pt", "Os anos 1990-1995 foram difíceis."),
        ("vi", "Năm 1900 1234 người."),
        ("ru", "Телефон стоит 25 000 рублей."),
        ("et", "Hind on 5 123 eurot."),
        ("lv", "Budžets ir 21000000 eiro."),
    ],
)  # fmt: skip
def test_a_quantity_or_a_range_is_no_phone_number(lang, text):
    changes = normalize(text, lang).stages[1].changes
    assert not [c for c in changes if c.rule == f"{lang}.telephone"]
