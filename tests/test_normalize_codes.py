"""Codes, PINs, OTPs, order, tracking, card and account numbers are read digit by digit, or
in the groups they are written in, never as one huge quantity (issue 31, item 5):
``<lang>.code`` in normalize/codes.py.

A context word in the sentence's language says a code follows (Kod, Bestätigungscode,
numéro de suivi, código, код, ТТН, 인증번호 ...); IBANs, runs of capitals and digits and
runs of nine digits or more need none. The digits are the language's own words."""

import pytest

from normalize import Entry, normalize


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ('en', 'Your verification code is 482915.',
         'Your verification code is four eight two nine one five.'),
        ('en', 'Order number: 304-7781-22. Paid with the card ending in 4821.',
         'Order number: three zero four, seven seven eight one, two two. Paid with the card ending in four eight two one.'),  # noqa: E501
        ('de', 'Ihr Bestätigungscode lautet 7291.',
         'Ihr Bestätigungscode lautet sieben zwei neun eins.'),
        ('de', 'Sendungsnummer: 00340434161094012345.',
         'Sendungsnummer: null null drei vier null vier drei vier eins sechs eins null neun vier null eins zwei drei vier fünf.'),  # noqa: E501
        ('de', 'IBAN: DE89 3704 0044 0532 0130 00',
         'IBAN: D E acht neun, drei sieben null vier, null null vier vier, null fünf drei zwei, null eins drei null, null null'),  # noqa: E501
        ('fr', 'Votre code de vérification est 583214.',
         'Votre code de vérification est cinq huit trois deux un quatre.'),
        ('fr', 'Payé avec la carte se terminant par 4821.',
         'Payé avec la carte se terminant par quatre huit deux un.'),
        ('es', 'Su código de verificación es 583214.',
         'Su código de verificación es cinco ocho tres dos uno cuatro.'),
        ('es', 'Número de pedido: 304-7781-22.',
         'Número de pedido: tres cero cuatro, siete siete ocho uno, dos dos.'),
        ('pt', 'Seu código de verificação é 583214.',
         'Seu código de verificação é cinco oito três dois um quatro.'),
        ('pt', 'Código de rastreio: LB123456789BR.',
         'Código de rastreio: L B um dois três quatro cinco seis sete oito nove B R.'),
        ('it', 'Il tuo codice di verifica è 739204.',
         'Il tuo codice di verifica è sette tre nove due zero quattro.'),
        ('it', "Numero d'ordine: 304778122.",
         "Numero d'ordine: tre zero quattro sette sette otto uno due due."),
        ('pl', 'Kod BLIK: 482 915. Ważny 2 minuty.',
         'Kod BLIK: czterysta osiemdziesiąt dwa, dziewięćset piętnaście. Ważny dwie minuty.'),
        ('pl', 'Numer przesyłki: 6202 1234 5678 9012 3456 7890.',
         'Numer przesyłki: sześć dwa zero dwa, jeden dwa trzy cztery, pięć sześć siedem osiem, dziewięć zero jeden dwa, trzy cztery pięć sześć, siedem osiem dziewięć zero.'),  # noqa: E501
        ('ru', 'Код подтверждения: 5832.',
         'Код подтверждения: пять восемь три два.'),
        ('ru', 'Оплата картой *4821 на 1500 рублей.',
         'Оплата картой сорок восемь двадцать один на тысячу пятьсот рублей.'),
        ('uk', 'Код підтвердження: 604 118.',
         'Код підтвердження: шістсот чотири, сто вісімнадцять.'),
        ('uk', 'Номер відправлення: 20450123456789.',
         "Номер відправлення: два нуль чотири п'ять нуль один два три чотири п'ять шість сім вісім дев'ять."),  # noqa: E501
        ('bg', 'Вашият код за потвърждение е 4821.',
         'Вашият код за потвърждение е четири осем две едно.'),
        ('cs', 'Váš ověřovací kód je 583214.',
         'Váš ověřovací kód je pět osm tři dva jedna čtyři.'),
        ('sk', 'Váš overovací kód je 583214.',
         'Váš overovací kód je päť osem tri dva jeden štyri.'),
        ('hr', 'Vaš kod za potvrdu je 583214.',
         'Vaš kod za potvrdu je pet osam tri dva jedan četiri.'),
        ('sl', 'Vaša koda za potrditev je 583214.',
         'Vaša koda za potrditev je pet osem tri dva ena štiri.'),
        ('hu', 'Az ellenőrző kód: 583214.',
         'Az ellenőrző kód: öt nyolc három kettő egy négy.'),
        ('ro', 'Codul de verificare este 583214.',
         'Codul de verificare este cinci opt trei doi unu patru.'),
        ('nl', 'Je verificatiecode is 583214.',
         'Je verificatiecode is vijf acht drie twee één vier.'),
        ('sv', 'Din verifieringskod är 583214.',
         'Din verifieringskod är fem åtta tre två ett fyra.'),
        ('da', 'Din bekræftelseskode er 583214.',
         'Din bekræftelseskode er fem otte tre to et fire.'),
        ('fi', 'Vahvistuskoodisi on 583214.',
         'Vahvistuskoodisi on viisi kahdeksan kolme kaksi yksi neljä.'),
        ('et', 'Teie kinnituskood on 583214.',
         'Teie kinnituskood on viis kaheksa kolm kaks üks neli.'),
        ('lv', 'Jūsu verifikācijas kods ir 583214.',
         'Jūsu verifikācijas kods ir pieci astoņi trīs divi viens četri.'),
        ('lt', 'Jūsų patvirtinimo kodas: 583214.',
         'Jūsų patvirtinimo kodas: penki aštuoni trys du vienas keturi.'),
        ('el', 'Ο κωδικός επαλήθευσης είναι 583214.',
         'Ο κωδικός επαλήθευσης είναι πέντε οκτώ τρία δύο ένα τέσσερα.'),
        ('tr', 'Doğrulama kodunuz: 583214.',
         'Doğrulama kodunuz: beş sekiz üç iki bir dört.'),
        ('hi', 'आपका ओटीपी 482915 है।',
         'आपका ओटीपी चार आठ दो नौ एक पाँच है।'),
        ('vi', 'Mã xác nhận của bạn là 482915.',
         'Mã xác nhận của bạn là bốn tám hai chín một năm.'),
        ('id', 'Kode OTP Anda adalah 482915.',
         'Kode OTP Anda adalah empat delapan dua sembilan satu lima.'),
        ('ar', 'رمز التحقق الخاص بك هو 482915',
         'رمز التحقق الخاص بك هو أربعة ثمانية اثنان تسعة واحد خمسة'),
        ('ja', '認証コードは482915です。',
         '認証コードはよんはちにきゅういちごです。'),
        ('ko', '인증번호는 482915입니다.',
         '인증번호는 사팔이구일오입니다.'),
        ('ko', '주문번호: 2024-0001',
         '주문번호: 이공이사, 공공공일'),
        ('en', 'Your PIN is 0472. Tracking number: 1Z999AA10123456784.',
         'Your PIN is zero four seven two. Tracking number: one Z nine nine nine A A one zero one two three four five six seven eight four.'),  # noqa: E501
        ('de', 'Ihre TAN lautet 583 214.',
         'Ihre TAN lautet fünf acht drei, zwei eins vier.'),
        ('de', 'Kundennummer: 004711, bitte bei Rückfragen angeben.',
         'Kundennummer: null null vier sieben eins eins, bitte bei Rückfragen angeben.'),
        ('es', 'Su localizador es X7K2P9, buen viaje.',
         'Su localizador es X siete K dos P nueve, buen viaje.'),
        ('it', 'Il nuovo PIN è 0472.',
         'Il nuovo PIN è zero quattro sette due.'),
        ('pt', 'Sua senha é 7291.',
         'Sua senha é sete dois nove um.'),
        ('ru', 'ТТН 20450123456789, Новая почта.',
         'ТТН два ноль четыре пять ноль один два три четыре пять шесть семь восемь девять, Новая почта.'),  # noqa: E501
        ('uk', 'ТТН 20450123456789, Нова пошта.',
         "ТТН два нуль чотири п'ять нуль один два три чотири п'ять шість сім вісім дев'ять, Нова пошта."),  # noqa: E501
        ('bg', 'Номер на пратката: 1234567890.',
         'Номер на пратката: едно две три четири пет шест седем осем девет нула.'),
        ('cs', 'Variabilní symbol: 2024001234.',
         'Variabilní symbol: dva nula dva čtyři nula nula jedna dva tři čtyři.'),
        ('tr', 'Kargo takip numaranız: 7281934562.',
         'Kargo takip numaranız: yedi iki sekiz bir dokuz üç dört beş altı iki.'),
    ],
)  # fmt: skip
def test_a_code_is_read_digit_by_digit_or_in_its_groups(lang, text, spoken):
    assert normalize(text, lang).text == spoken


# Another rule may read the numbering sign out ("номер", "numéro"): the code's reading is
# what this file checks.
@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("fr", "Votre commande n° 304-7781-22 a été expédiée.",
         "trois cent quatre, sept sept huit un, vingt-deux a été expédiée."),
        ("de", "Ihre Bestellung Nr. 304-7781-22 wurde heute an DHL übergeben.",
         "drei null vier, sieben sieben acht eins, zwei zwei wurde"),
        ("es", "Su pedido n.º 304-7781-22 ha sido enviado.",
         "tres cero cuatro, siete siete ocho uno, dos dos ha sido"),
        ("ru", "Ваше обращение № 2024-118756 зарегистрировано.",
         "два ноль два четыре, сто восемнадцать семьсот пятьдесят шесть зарегистрировано."),
        ("de", "Vielen Dank, Ihre Anfrage wurde unter der Ticketnummer #48213 erfasst.",
         "Ticketnummer vier acht zwei eins drei erfasst."),
        ("en", "Ticket #48213 was closed.", "Ticket four eight two one three was closed."),
    ],
)  # fmt: skip
def test_after_a_numbering_sign_a_grouped_or_long_number_is_a_code(lang, text, spoken):
    assert spoken in normalize(text, lang).text


@pytest.mark.parametrize(
    "lang,text,number",
    [
        ("ru", "Поезд № 752 отправляется с третьего пути.", "семьсот пятьдесят два"),
        ("uk", "Посилка надійде у відділення №12.", "дванадцять"),
        ("es", "Su incidencia n.º 48213 ha sido registrada.", "cuarenta y ocho mil doscientos trece"),  # noqa: E501
    ],
)  # fmt: skip
def test_after_a_numbering_sign_alone_a_short_number_stays_a_number(lang, text, number):
    assert number in normalize(text, lang).text


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "Der Code ist 10 Minuten gültig."),
        ("de", "Der Code gilt seit 2019."),
        ("de", "Die Sendung wiegt 2500 g."),
        ("de", "Die Bevölkerung beträgt 83000000 Menschen."),
        ("en", "I bought an RTX4090 for 1500 dollars."),
        ("en", "You will get a refund of 1500."),
        ("en", "The contract ending in 2025 was renewed."),
        ("de", "Tanken Sie 5000 Liter."),
        ("pl", "Kodeks karny z 1997 roku."),
        ("en", "We're #1 in sales, with 250 stores."),
        ("de", "Das ist **2024** passiert."),
        ("fr", "J'ai payé 45 000 euros en 2023."),
        ("pl", "W 2023 roku sprzedano 482 915 sztuk."),
        ("ru", "Телефон стоит 25 000 рублей."),
        ("lv", "Budžets ir 21000000 eiro."),
        ("ko", "가격은 15000원입니다."),
    ],
)  # fmt: skip
def test_a_quantity_stays_a_quantity(lang, text):
    changes = normalize(text, lang).stages[1].changes
    assert not [c for c in changes if c.rule in (f"{lang}.code", f"{lang}.telephone")]


def test_the_tenants_lexicon_still_wins():
    entries = [Entry("BLIK", "blik"), Entry("482 915", "kod testowy")]
    assert normalize("Kod BLIK: 482 915.", "pl", entries).text == "Kod blik: kod testowy."


def test_switching_the_rule_off_leaves_the_number_to_the_number_rules():
    text = normalize("Kod BLIK: 482 915.", "pl", disabled_rules=["pl.code"]).text
    assert text == "Kod BLIK: 482 915."


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("lv", "Kods AX7 derīgs 48 stundas.", "Kods A X septiņi derīgs"),
        ("et", "Kood XK4 kehtib 72 tundi.", "Kood X K neli kehtib"),
        ("fi", "Koodi ZT9 on voimassa.", "Koodi Z T yhdeksän on"),
        ("hu", "A HX5 kód 24 óráig érvényes.", "A H X öt kód"),
    ],
)  # fmt: skip
def test_a_three_character_code_by_its_code_word_is_spelled(lang, text, spoken):
    assert spoken in normalize(text, lang).text


@pytest.mark.parametrize(
    "lang,text",
    [("de", "Kauf drei Blatt A4 Papier."), ("fi", "Tilaa ZT9 heti.")],
)  # fmt: skip
def test_three_characters_without_a_code_word_are_no_code(lang, text):
    changes = normalize(text, lang).stages[1].changes
    assert not [c for c in changes if c.rule == f"{lang}.code"]


# A mixed panel (issue 31): codes whose letters were left as a word, masks in letters,
# British postcodes, "ending in" in Arabic, Greek postcodes, India's toll-free numbers.
@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("hi", "आपकी बुकिंग ABX7K2 कन्फ़र्म हो गई है।", "आपकी बुकिंग A B X सात K दो कन्फ़र्म हो गई है।"),
        ("en", "Booking ABX7K2 is confirmed.", "Booking A B X seven K two is confirmed."),
        ("hi", "आपके खाते XX4821 से राशि डेबिट हुई।", "आपके खाते चार आठ दो एक से राशि डेबिट हुई।"),
        ("en", "Card xxxx 4821 was charged.", "Card four eight two one was charged."),
        ("en", "Send it to London SW1A 2AA.", "Send it to London S W one A, two A A."),
        ("en", "Ottawa, ON K1A 0B1", "Ottawa, ON K one A, zero B one"),
        ("ar", "خصم من حسابك المنتهي بـ 4821.", "خصم من حسابك المنتهي بـ أربعة ثمانية اثنان واحد."),
        ("el", "Ταχυδρομικός κώδικας 10563.", "Ταχυδρομικός κώδικας ένα μηδέν πέντε έξι τρία."),
        ("hi", "ग्राहक सेवा नंबर 1800-123-4567 पर कॉल करें।",
         "ग्राहक सेवा नंबर एक आठ शून्य शून्य, एक दो तीन, चार पाँच छह सात पर कॉल करें।"),
    ],
)  # fmt: skip
def test_codes_a_mixed_panel_heard_as_words_or_quantities_are_spelled(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("en", "The RTX4090 and the B2B and MP3 shop.",
         "The RTX four thousand ninety and the B two B and MP three shop."),
        ("en", "The XXL shirt costs $20.", "The XXL shirt costs twenty dollars."),
        ("vi", "Mở cửa 7h30-21h, T2-T7.",
         "Mở cửa bảy giờ ba mươi phút đến hai mươi mốt giờ, từ Thứ Hai đến Thứ Bảy."),
    ],
)  # fmt: skip
def test_names_sizes_and_spans_of_days_are_no_mixed_codes(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "text,spoken",
    [
        ("Ο ΤΚ είναι 54621.", "Ο ΤΚ είναι πέντε τέσσερα έξι δύο ένα."),
        # (the abbreviation said in full: panel BA4, "Ταχυδρομικός Κώδικας")
        ("Τ.Κ. 10563, Αθήνα", "Ταχυδρομικός Κώδικας ένα μηδέν πέντε έξι τρία, Αθήνα"),
    ],
)  # fmt: skip
def test_a_greek_postcode_after_its_abbreviation_is_said_digit_by_digit(text, spoken):
    assert normalize(text, "el").text == spoken


def test_the_word_number_between_a_code_word_and_its_code_is_no_gap():
    # a fresh panel (issue 31, 2026-12-06): "ट्रेन संख्या 12951" is the train "ट्रेन 12951"
    text = "ट्रेन संख्या 12951 प्लेटफॉर्म 3 से रवाना होगी।"
    assert normalize(text, "hi").text == ("ट्रेन संख्या एक दो नौ पाँच एक प्लेटफॉर्म तीन से रवाना होगी।")
