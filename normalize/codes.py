"""Codes, PINs, order, tracking, card and account numbers, and phone numbers in national
formats: said digit by digit (or in the groups they are written in), never as a quantity.

- ``<lang>.code``: after a word that says a code follows (``CODE_WORDS``: code, PIN, OTP,
  password, tracking, order number, IBAN, card ending in ... in each language's own
  words), the code is read character by character: "Kod BLIK: 482 915" -> "czterysta
  osiemdziesiąt dwa, dziewięćset piętnaście" (pl reads a written group of two or three
  digits as a number, ``GROUPS``), "Bestätigungscode: 7291" -> "sieben zwei neun eins",
  "PK123456789ES" -> "P K eins zwei ...", "**** 4821" -> "vier acht zwei eins". After a
  numbering sign alone (№, #, Nr., n°, nº, No.) a plain number of up to six digits stays a
  number ("Поезд № 752", "відділення №12"); a longer, grouped or zero-led one is a code.
  With other words between the context word and the code ("Su código de verificación es
  583214"), the code must have four characters or more and not look like a year.
- ``<lang>.code`` also reads, without a context word, an IBAN ("DE89 3704 0044 ..."), a
  run of capitals and digits with five digits or more ("1Z999AA10123456784",
  "6A12345678901") and a run of nine digits or more that does not end in "000" (an
  amount written without separators does): nobody says these as quantities.
- ``<lang>.telephone`` (the 28 languages of ``structured.py``): a number after a phone
  word ("Tel.", "Telefon", "телефон", "Hotline", "Gọi" ...), and the national forms a
  quantity cannot take (``NATIONAL``: pt "(11) 98765-4321", "3456-7890"; hi "98765 43210";
  vi "0912 345 678", "1900 1234"; hu "06-1-234-5678"; el "210 1234567"; et "5123 4567";
  lv "2123 4567"; pl "22 123 45 67"), read as ``readings.phone`` reads phone numbers.

Digit words come from the project's readers: ``numbers.spell`` (the 28), english_words,
korean_words (공 for 0, as in phone numbers), japanese_readings.
"""

import json
import re
from functools import cache, lru_cache

import phonenumbers

from . import readings
from .english_words import digits as english_digits
from .english_words import paired
from .japanese_readings import digits as japanese_digits
from .korean_words import digits as korean_digits
from .korean_words import sino as korean_sino
from .numbers import ascii_digits, spell, spell_digits
from .rule import Rule, padded, rule
from .streets import STREET as _STREET

# Words that say a code follows, per language: a regex, matched case-insensitively from
# the start of a word (a word may go on for a few letters: "kodu", "Codes"). Compounding
# languages take any head before the code word ("Bestätigungscode", "Sendungsnummer").
_ANY = r"[^\W\d_]{0,20}"
# A card's word right before four digits alone, as bank alerts name the card by its last
# four ("Köp med kort 4532:", "Kartica 4532:", "κάρτα 4532"; panel U4, issue 31): said digit
# by digit as en's "card ending" is; not an amount or a measure ("kort 1000 kr", sv "en
# kort 2000 meter") nor a decimal.
_CARD4 = (
    r"(?=[\s:]{1,3}\d{4}(?![\d.,/:-]?\d)(?!\s?(?:kr|kn|lei|ron|eur|€|\$|£|%|ευρώ|euro"
    r"|m|km|meter|metre|metri|metara|kg|g|min|minuter|minutter|år|dagar|dage|μέτρα|χλμ)"
    r"(?![^\W\d_])))"
)
CODE_WORDS = {
    "en": r"codes?|pin|otp|passcode|password|tracking|order (?:number|no|id)|ticket"
          r"|reference|ref|confirmation (?:code|number)|booking (?:reference|number)"
          r"|account (?:number|no)|acct|iban|(?:card|account) ending(?: in)?|invoice (?:number|no)"
          r"|customer (?:number|id)|member(?:ship)? (?:number|id)|serial (?:number|no)|waybill"
          r"|case (?:number|no)|claim (?:number|no)|policy (?:number|no)|transaction id|voucher"
          # a fresh panel (issue 31): "Case no. 58213", "account ending 4471"
          r"|(?:case|claim|policy|invoice|order|account) no\."
          # "Plate: 7ABC123", "license plate 8XYZ432": a vehicle's plate, its characters one
          # by one (panel AY4 heard "seven ABC one hundred twenty-three")
          r"|(?:licen[cs]e |number |registration )?plates?(?! of)",
    "de": rf"{_ANY}(?:code|(?<!haus)(?<!seiten)(?<!zimmer)nummer|kennwort|passwort)|pin|tan|iban"
          r"|karte endend auf|(?:karten)?endung|aktenzeichen|referenz|plz|postleitzahl"
          r"|endet auf|endend auf"  # "Ihre Karte endet auf 4821" (panel T1)
          # "Karte mit Endziffern 4711", "den letzten vier Ziffern 4711" (panel AQ1)
          rf"|{_ANY}endziffern?|letzten (?:vier |4 )?ziffern"
          # "Steuer-ID 12 345 678 901" (panel AE1 heard "zwölf Milliarden ...")
          r"|steuer-?id|steuer-?identifikationsnummer"
          r"|(?:kunden|bestell|rechnungs|auftrags|sendungs|vertrags|mitglieds|kd\.-)nr\.",
    "fr": r"code|pin|mot de passe|num[ée]ro de (?:suivi|commande|colis|dossier|client|ticket"
          r"|réservation|compte|carte|transaction|contrat|facture)|r[ée]f[ée]rence|réf|iban"
          r"|carte (?:se )?terminant par|identifiant",
    "es": r"c[óo]digo|pin|clave|contraseña|n[úu]mero de (?:seguimiento|pedido|referencia|cuenta"
          r"|tarjeta|cliente|reserva|expediente|incidencia|ticket|factura|contrato|p[óo]liza)"
          r"|localizador"
          r"|referencia|iban|tarjeta (?:terminada|acabada) en",
    "pt": r"c[óo]digo|pin|senha|n[úu]mero (?:de|do|da) (?:seu |sua )?(?:rastreio|rastreamento"
          r"|pedido|protocolo|cart[ãa]o|conta|cliente|reserva|contrato|fatura|ap[óo]lice)"
          r"|rastreio|rastreamento|iban|nib"
          r"|cart[ãa]o (?:final|terminado em)|entidade|refer[êe]ncia",
    "it": r"codice|pin|password|otp|numero (?:di |d'|dell'|del |della )(?:tracciamento|ordine"
          r"|spedizione|pratica|conto|carta|cliente|prenotazione|ticket|riferimento|contratto|fattura"
          r"|polizza)"
          # ... "carta terminante 4417", "carta terminante in 4417" (panel AP1 heard a number)
          r"|tracciamento|iban|carta che termina (?:con|in)|carta terminante(?: (?:con|in))?"
          r"|carta con finale|riferimento|rif\.|cap",
    "pl": r"kod|pin|hasł|blik|otp|numer (?:przesyłki|zamówienia|konta|karty|klienta|rezerwacji"
          r"|sprawy|zgłoszenia|referencyjny|biletu|faktury)|nr konta|iban"
          r"|(?:karta )?zakończon\w{0,3} na|karta zakończona|zakończon"
          # "Rezerwacja nr ABX72K": a booking's or order's number with letters ("Zamówienie nr
          # 58213" stays a number, as the panels heard it)
          r"|(?:zamówieni|rezerwacj|przesyłk|paczk|faktur|zgłoszeni|umow|bilet)\w{0,3} nr\.?"
          r"(?=\s+[A-Za-z]{1,4}\d)"
          # "Rezerwacja nr 58213": a booking's number of five digits or more (panel AE2)
          r"|rezerwacj\w{0,3} nr\.?(?=\s+\d{5})",
    "ru": r"код|пин|пароль|otp|трек|ттн|номер (?:заказа|отправления|посылки|счёта|счета|карты"
          r"|договора|заявки|обращения|билета|брони|бронирования)|iban|оканчивающ|заканчивающ"
          r"|последние цифры|индекс|pin",
    "uk": r"код|пін|пароль|otp|трек|ттн|номер (?:замовлення|відправлення|посилки|рахунку"
          r"|картки|договору|заявки|звернення|квитка)|iban|закінчується на|останні цифри|індекс"
          r"|pin",
    "bg": r"код|пин|парола|номер (?:на )?(?:поръчка|пратка|товарителница|сметка|карта|клиент)"
          r"|товарителниц|iban|завършваща на|pin",
    # a text message without its diacritics: "Vas overovaci kod je 583920" (cs sk tr lt)
    "cs": r"kód|kod(?:u|em)?(?![^\W\d_])|pin|heslo"
          r"|číslo (?:objednávky|zásilky|účtu|karty|smlouvy|rezervace|jízdenky"
          r"|případu)|variabilní symbol|iban|končící"
          r"|rezervac\w{0,3} č\.(?=\s?\d{5})",  # "Rezervace č. 20915" (panel AE2)
    "sk": r"kód|kod(?:u|om)?(?![^\W\d_])|pin|heslo"
          r"|číslo (?:objednávky|zásielky|účtu|karty|zmluvy|rezervácie)"
          r"|variabilný symbol|iban|končiac|rezerváci\w{0,3} č\.(?=\s?\d{5})",
    # hr "kôd" (the noun, written with its circumflex apart from "kod", at; panel AX4 heard
    # "Kôd za potvrdu: 583920" as a count)
    "hr": r"k(?:o|ô|o\u0302)d|pin|lozink"
          r"|broj (?:narudžbe|pošiljke|računa|kartice|rezervacije|ugovora)|iban"
          r"|završava na|poziv na broj"
          rf"|kartic[aeiu]{_CARD4}|karticom{_CARD4}"
          # "Šifra: 770231": a code of digits alone right after "šifra" (panel AY4 heard a
          # count); one with letters or a hyphen stays as panel AP4 pinned it ("Šifra: 55A-21"
          # -> "pedeset i pet A-dvadeset i jedan")
          r"|šifr(?=[^\W\d_]{0,3}:?(?: je)?[ \t]{1,3}\d{4,}(?![\w/:-]|[.,]\d))",
    "sl": r"kod[aeio]|pin|geslo|številka (?:naročila|pošiljke|računa|kartice|rezervacije"
          r"|pogodbe)|iban|sklic|konča (?:z|na)|končnic"
          # "Referenca: SI00 12345-6789", a payment's reference (model and number; panel AQ3
          # heard "dvanajst tisoč tristo petinštirideset-šest tisoč ...")
          r"|referenc"
          # "kartica, ki se končuje s 1234", "zadnje štiri številke kartice: 4821" (panel AI)
          r"|končuj\w{0,3} (?:s|z|na)|zadnj\w{0,4} (?:\w{3,9} )?številk",
    "hu": rf"{_ANY}kód|(?:rendelés|csomag|számla|ügyfél|kártya|foglalási |nyomkövetési "
          r"|hivatkozási |szerződés)szám|pin|jelszó|iban|végződésű"
          # "Ügyfélazonosítója 48201937", "A szerződés száma 4820193", "ügyszám", "adószám":
          # an identifier said in digits, not a count of millions (panel AI)
          rf"|{_ANY}azonosító|(?:ügy|adó|reklamáció|bejelentés|hibajegy|tranzakció"
          r"|megrendelés)szám|(?:szerződés|rendelés|megrendelés|ügyfél|csomag|számla|ügy"
          r"|kártya|reklamáció|bejelentés) szám",
    "ro": r"cod|pin|parol|num[ăa]r(?:ul)? (?:de )?(?:comand[ăa]|urm[ăa]rire|cont|card|client"
          r"|rezervare|contract|factur)|awb|iban|se termină (?:în|cu)"
          # "Polița nr. 7781234" (panel AE4): an insurance policy's number
          r"|poli[țţ][ae]|poliței|poliță"
          r"|card(?:ul)? (?:terminat|care se termină) (?:în|cu)"
          rf"|card(?:ul)?{_CARD4}",
    # panel R2 (issue 31): "Ordrenr. 48213", "Ordernr 784512", "klantnr. 123": compounds with nr
    "nl": rf"{_ANY}(?:code|(?<!huis)nummer)|pin|wachtwoord|iban|eindigend op|referentie|kenmerk"
          r"|(?:order|klant|factuur|dossier|referentie|zending|bestel)-?nr\.?",
    "sv": rf"{_ANY}(?:kod|(?<!hus)nummer)|pin|lösenord|iban|ocr|slutar på|referens"
          r"|(?:order|kund|faktura|ärende|medlems|referens|sändnings|kolli|beställnings)-?nr\.?"
          rf"|kort(?:et)?{_CARD4}",
    "da": rf"{_ANY}(?:kode|(?<!hus)nummer)|pin|iban|slutter på|reference"
          r"|kort(?:et)?,? (?:der|som) (?:ender|slutter) på"
          r"|(?:ordre|kunde|faktura|sags|medlems|forsendelses|pakke|reference|bestillings|police)-?nr\.?"
          rf"|kort(?:et)?{_CARD4}",
    "fi": rf"{_ANY}(?:koodi|numero|tunnus|tunnuks|tunnusluku)|pin|salasana|iban|viite|päättyy",
    "et": rf"{_ANY}(?:kood|number|numbri)|pin|parool|iban|viitenumb|lõppeb"
          # "kaart lõpuga 1234", "viimased neli numbrit 1234": a card's end (panel AI)
          r"|lõpuga(?![^\W\d_])",
    "lv": rf"kod|pin|parol|{_ANY}numur|iban|izsekošanas|beidzas ar"
          r"|pēdēj\w{0,4}(?: \w{3,9})? cipar",  # a card's "last digits" (panel Q3)
    "lt": rf"kod|pin|slapta[žz]od|{_ANY}numer|užsakym|siuntos|iban"
          r"|baigiasi(?!\s+[12]\d{3}\s?m\.)"  # not "baigiasi 2025 m." (a year; panel Q3)
          r"|paskutini\w{0,4}(?: \w{3,9}| \d)? skaitmen"  # a card's "last digits" (panel Q3)
          # "kortele, besibaigiančia 5678", "kurios pabaiga 4821": a card's end (panel AI)
          r"|besibaigianči|(?:numerio |kurios |kurio )pabaiga(?![^\W\d_])",
    # "Αρ. παραγγελίας": "αρ." is the number's sign (panel AG4 heard a count of millions)
    "el": r"κωδικ|pin|otp|(?:αριθμ[οό]ς?|αρ\.) (?:παραγγελίας|αποστολής|λογαριασμού|κάρτας|κράτησης"
          r"|αναφοράς|πελάτη)|iban|λήγει σε|τελειώνει σε|ταχυδρομικ\w{1,3} κώδικ|τ\.κ\.|τκ(?!\w)"
          rf"|κάρτα(?:ς)?{_CARD4}",
    "tr": r"kod|[şs]ifre|pin|otp|sipariş (?:no|numarası|numaranız)|takip (?:no|numarası|numaranız)"
          r"|referans|iban|hesap no|ile biten|fatura (?:no|numarası)|müşteri (?:no|numarası)"
          # "Ref: 7781234", "Ref. No 4471": the short form of "referans" (panel Q5)
          r"|ref(?![^\W\d_])\.?"
          # "kimlik numaranızın son 4 hanesi: 2841": the last digits shown after a colon are
          # said one by one (panel AF5; "son 4 hanesi 1234" without the colon, a panel P5
          # heard right as a number, stays)
          r"|son \d{1,2} hanesi(?=:)",
    "hi": r"कोड|ओटीपी|otp|पिन|pin|पासवर्ड|ऑर्डर (?:नंबर|नं\.?|संख्या|आईडी)|ट्रैकिंग|अकाउंट नंबर"
          r"|खाता संख्या|iban|टिकट नंबर|पीएनआर|pnr|रेफरेंस|खाते|खाता|ट्रेन|गाड़ी संख्या"
          # "पॉलिसी संख्या 45218876", "PAN: ABCDE1234F" (panel AE5 heard amounts)
          r"|पॉलिसी|पालिसी|policy|pan(?![^\W\d_])|पैन"
          # "आधार नंबर के अंतिम 4 अंक: 5678": the last digits, one by one (panel AF5)
          r"|अंतिम \S{1,8} अंक"
          # a courier's waybill, "AWB 7734291", "वेबिल 55120934" (panel BC5 heard lakhs)
          r"|awb|वेबिल|कंसाइनमेंट",
    "vi": r"mã|pin|otp|mật khẩu|số (?:đơn hàng|tài khoản|thẻ|vận đơn|hợp đồng|hồ sơ|vé)"
          r"|vận đơn|iban|kết thúc bằng"
          # "Đơn hàng số 7781234": the thing, then "number" (panel T5)
          r"|(?:đơn hàng|vận đơn|hợp đồng|hồ sơ|tài khoản) số",
    # "No. pesanan: 7829341" (panel AD5 heard it as seven million): "No." is "nomor"
    "id": r"kode|pin|otp|kata sandi|(?:nomor|no\.?) (?:pesanan|resi|rekening|kartu|tiket|referensi"
          r"|pelanggan|transaksi)|resi|iban|berakhiran"
          # a hotline's short number, said digit by digit: "call center kami di 1500-888"
          r"|call cent(?:er|re)|hotline|contact center|layanan pelanggan"
          # a bank account's number after "Rek", "rekening" (panel AF5)
          r"|rek(?![^\W\d_])\.?|rekening",
    # ... and a Latin "PIN" in an Arabic line ("PIN: 7732"; panel AX5 heard a count)
    "ar": r"رمز|الرمز|كود|الكود|pin|كلمة المرور|رقم (?:الطلب|الطلبية|التتبع|الشحنة|الحساب|البطاقة"
          r"|المرجع|الحجز|التذكرة)|iban|otp|تنتهي ب|المنتهية ب|ينتهي ب|المنتهي ب"
          # a PIN, "the secret number" (panel Z5 heard "الرقم السري ... 4471" as a count)
          r"|(?:ال)?رقم(?:ك|كم)? (?:ال)?سري|رقم التعريف الشخصي"
          r"|ص\.\s?ب|صندوق بريد"  # a P.O. box's number (a second panel M, issue 31)
          # "شحنتك رقم 99812", "طلبك رقم ...": the thing, then "number" (panel P5)
          r"|(?:شحن|طلب|حجز|تذكر|فاتور)\w{0,4} رقم"
          # a complaint's, a report's, a reference's, a ticket's number (panel AI): "شكوى
          # رقم 45871", "بلاغك رقم ...", "رقم الشكوى", "الرقم المرجعي" are labels, not counts
          r"|(?:ال)?(?:شكو|شكا|بلاغ|مرجع|معامل|مطالب)\w{0,4} رقم"
          r"|رقم (?:ال)?(?:شكوى|بلاغ|معاملة|مطالبة|تذكرة|مرجع)|(?:ال)?رقم المرجعي"
          # ... and with "your" joined to the thing: "رقم تذكرتك هو 45821", "رقم طلبكم"
          # (panel AV5 heard a ticket's number as forty-five thousand ...)
          r"|رقم (?:طلب|تذكرت|حجز|شحنت|حساب|بطاقت|فاتورت|شكوا|بلاغ|مرجع|معاملت|مطالبت|عضويت)"
          r"(?:ك|كم|كِ)(?![^\W\d_])",
    "ja": r"コード|暗証番号|認証番号|パスワード|pin|otp|ワンタイム|注文番号|問い合わせ番号"
          r"|追跡番号|伝票番号|予約番号|口座番号|会員番号|受付番号",
    "ko": r"인증 ?번호|인증 ?코드|코드|비밀 ?번호|pin|otp|주문 ?번호|운송장 ?번호|송장 ?번호"
          r"|예약 ?번호|계좌 ?번호|회원 ?번호|접수 ?번호|승인 ?번호|카드(?=\()",
}  # fmt: skip
# Panel Z2 (issue 31) heard a registry's number read as a count ("ЄДРПОУ 12345678" ->
# "дванадцять мільйонів…", bg "ЕГН 8001010000" -> "осем милиарда…"): the national
# identifiers of people and firms, each a code (PESEL, NIP, REGON, KRS; ИНН, ОГРН, СНИЛС,
# КПП, БИК; ЄДРПОУ, ІПН, РНОКПП, МФО; ЕГН, ЕИК, БУЛСТАТ, ЛНЧ; IČO, DIČ, IČ DPH).
_REGISTRIES = {
    "pl": r"pesel|nip|regon|krs",
    # ... and an insurance policy's number ("Полис ОМС: 7751 2300 0012 3456", sixteen digits
    # in fours; panel BC2 heard thousands run together), as ro "poliță" above
    # (eight digits or more: "полиса 3500 рублей" is a price)
    "ru": r"инн|огрн|огрнип|снилс|кпп|бик|(?:полис\w{0,3}|омс|дмс|осаго|каско)"
    r"(?=:?\s?(?:№\s?)?\d{4}\s?\d{4})",
    "uk": r"єдрпоу|іпн|рнокпп|мфо|поліс\w{0,3}(?=:?\s?(?:№\s?)?\d{4}\s?\d{4})",
    "bg": r"егн|еик|булстат|лнч",
    "cs": r"ičo|dič|ič dph",
    "sk": r"ičo|dič|ič dph",
    # panel AB1: "CPF: 123.456.789-09" was a count of millions
    "pt": r"cpf|cnpj|nif|nipc",
    "es": r"dni|nie|nif|cif",
    "nl": r"bsn|kvk",
}
for _lang, _words in _REGISTRIES.items():
    CODE_WORDS[_lang] += "|" + _words
# Panel AF3 (issue 31) heard a receipt's number after et "nr", fi "nro" read as a quantity
# ("Tšekk nr 88214" -> "kaheksakümmend kaheksa tuhat ...", "Kuitti nro 11345"): a receipt's,
# an invoice's, a booking's or a ticket's number, the sign, then five digits or more, is a
# code (four stay a number: panel seventh pinned lv "Čeks Nr. 1184" so). Not an order's:
# panel seventh pinned lv "Pasūtījums Nr. 44719", fi "Tilaus nro 58321", et "Tellimus nr
# 58321" said as numbers (as pl "Zamówienie nr" is). et "helista" before a short service
# number (Estonia's four digits from 1: "helista 1715").
_NUMBERED_THINGS = {
    "lv": r"(?:rēķin|ček|kvīt|rezervācij|biļet)\w{0,4} nr\.?",
    "et": r"(?:tšek|arve|kviitung|broneering|pilet)\w{0,4} nr\.?",
    "fi": r"(?:kuitt|lasku|varau|lipu|lippu)\w{0,4} nro\.?",
}
for _lang, _words in _NUMBERED_THINGS.items():
    CODE_WORDS[_lang] += rf"|{_words}(?=\s?\d{{5}})"
CODE_WORDS["et"] += r"|helista(?:ge)?(?=\s+1\d{3}(?![\d.,:]?\d)(?!\s?(?:€|eur|korda)))"
# A numbering sign or the word "number" (an abbreviation another rule may have read out):
# what follows is a code only when a quantity could not be written so (see ``_is_code``).
_NUMBERING = (
    r"№|#|(?<![^\W\d_])(?i:n[°º]|n\.\s?º|n\.|nr\.?|no\.|núm\.|num\.|nro\.?|br\.|č\."
    r"|št\.|nummer|номер|numéro|número|numero|numer|number|numărul|číslo|broj|številka|numurs"
    r"|numeris|numara|nomor|αριθμός|αρ\.|nr|رقم"
    # tr "No: 458712" (TDK writes "No." and "No:"; panel Q5), hi "नं." and "नंबर"
    r"|no:|नं\.|नंबर)"
)
# ru uk bg pl cs sk hr sl fr read a written group of two or three digits as a number
# ("четыреста восемьдесят два, девятьсот пятнадцать"; fr "trois cent quatre, ...").
# A group of six digits by threes ("сто восемнадцать семьсот пятьдесят шесть").
GROUPS = set("ru uk bg pl cs sk hr sl fr".split())
# A card's last four digits behind a mask, in pairs (the panel's ru, uk, fr readers).
CARD_PAIRS = {"ru", "uk", "fr"}

_CAPS = "A-ZА-ЯЁІЇЄҐ"
_GROUP = rf"(?=[{_CAPS}]{{0,10}}\d)[{_CAPS}0-9]{{1,34}}"
_MORE = rf"(?=[{_CAPS}]{{0,4}}\d)[{_CAPS}0-9]{{2,34}}"
# The end of a code: no letter or digit glued to it, no decimals ("12,50"), no time.
_END = r"(?![^\W_]|[.,:]\d|@)"
_END_CJK = r"(?![A-Za-z0-9@]|[.,:]\d)"
_SEP = r"[\s:=#№()°º\-–—]"
# A letter of a word, with the vowel signs of Devanagari and the Arabic harakat, which are
# combining marks (not \w) inside words: "करें", "رقمُ".
_LETTER = r"(?:[^\W\d_]|[\u0900-\u0903\u093a-\u094f\u0962\u0963\u064b-\u065f\u0670])"
# Languages whose code words take case endings ("kodu", "кода", "kódot"); elsewhere a word
# may only add a plural ("codes"), so "refund" is no "ref".
INFLECTED = set("ar bg cs el et fi hi hr hu lt lv pl ro ru sk sl tr uk".split())


# The verb "is" between a code word and a number: what follows is the code's value, said
# alone whatever word comes after it ("Il codice di verifica è 7391 ed è valido", "Το PIN
# της νέας σας κάρτας είναι 4719"; panels Q1 and Q4, issue 31).
COPULAS = {
    "en": "is", "de": "ist|lautet", "fr": "est", "es": "es", "it": "è", "pt": "é",
    "nl": "is|luidt", "sv": "är", "da": "er", "ro": "este|e", "hr": "je", "el": "είναι",
    "pl": "to", "cs": "je", "sk": "je", "sl": "je",
    # ar the pronoun that stands for "is" ("رقم تذكرتك هو 45821 وسيتم ..."; panel AV5)
    "ar": "(?<!\\w)(?:هو|هي)",
}  # fmt: skip
_COPULA_END = {lang: re.compile(rf"(?i:{words})\W*\Z") for lang, words in COPULAS.items()}


def _after_is(match: re.Match, lang: str) -> bool:
    start = _start(match)
    return lang in _COPULA_END and bool(
        _COPULA_END[lang].search(match.string, max(0, start - 12), start)
    )


_NOT_A_DIGIT_COUNT = {"hi": r"(?!\d{1,2}\s+अंक)", "tr": r"(?!\d{1,2}\s+hane)"}


@cache
def _lead(lang: str) -> re.Pattern[str]:
    """A code word and what may stand between it and the code; it ends where a code starts."""
    words = rf"(?:{CODE_WORDS[lang]})"
    if lang in ("ja", "ko"):
        # "OTP 번호: 771204", "인증번호 [482913]", "認証コード：482913": a counter word, brackets
        # and full-width colons may stand between
        return re.compile(
            rf"(?i:{words})[^\W\d_]{{0,8}}(?:\s[^\W\d_A-Za-z]{{1,4}})?(?P<gap>)[\[［【：{_SEP[1:-1]}]{{0,6}}"
        )
    ending = 6 if lang in INFLECTED else 2
    gap_words = 6 if lang == "vi" else 4
    is_word = rf"(?:{_SEP}{{1,6}}(?i:{COPULAS[lang]})(?!{_LETTER}))" if lang in COPULAS else ""
    word = rf"(?:{_SEP}{{1,6}}(?:{_LETTER}{{1,3}}\.|{_LETTER}{{1,20}}))"
    gap = rf"{word}{{0,{gap_words}}}{is_word}?" if is_word else rf"{word}{{0,{gap_words}}}"
    if is_word:
        # With "is" before the code, tried first, a bank's or a shop's name in capitals may
        # stand in the gap too: ro "Codul dvs. de verificare BT Pay este 739201" (panel AY4
        # heard a count), pt "O código de verificação do Banco do Brasil é 739201"
        gap = rf"{word}{{1,{gap_words + 3}}}{is_word}(?={_SEP}{{1,6}}\d)|{gap}"
    # It ends where a code may start, so that a second code word in the gap starts a match
    # of its own ("Codul PIN pentru cardul nou este 4719").
    return re.compile(
        rf"(?<![^\W\d_])(?i:{words}){_LETTER}{{0,{ending}}}"
        rf"(?P<gap>{gap})"
        rf"{_SEP}{{1,6}}(?=[*•·{_CAPS}0-9])"
        # hi "खाते के अंतिम 4 अंक: 3391": a count of digits is no code; the code follows it
        rf"{_NOT_A_DIGIT_COUNT.get(lang, '')}"
    )


@cache
def _has_code_word(lang: str) -> re.Pattern[str]:
    """Whether a lower-cased text may hold a code word: the words without their heads and
    look-behinds, plain literals that the regex engine scans for fast."""
    words = CODE_WORDS[lang].replace(_ANY, "")
    return re.compile(re.sub(r"\(\?<![^)]*\)", "", words))


@lru_cache(maxsize=16)
def _code_starts(lang: str, text: str) -> dict[int, bool]:
    """Where in ``text`` a code may start after a code word, and whether words stand between:
    one scan per text (the rule's matches in it share it)."""
    if not _has_code_word(lang).search(text.lower()):
        return {}
    starts = {}
    for m in _lead(lang).finditer(text):
        starts[m.end()] = _words_between(m.group("gap"))
        # "Kod odbioru z Paczkomatu WAW123M: 482913": a name with digits, then a colon, then
        # the code itself (panel AR2 heard the number after the colon as a count)
        named = _NAME_THEN_COLON.match(text, m.end())
        if named:
            starts.setdefault(named.end(), True)
    return starts


_NAME_THEN_COLON = re.compile(rf"(?=[{_CAPS}0-9]{{0,33}}\d)[{_CAPS}0-9]{{2,34}}:[ \t]{{1,3}}(?=\d)")


# The word "number" alone between a code word and its code is no gap: "ट्रेन संख्या 12951",
# "Train number 1402" name the train as "ट्रेन 12951" does (a fresh panel, issue 31).
_NUMBER_WORD = re.compile(
    rf"{_SEP}*(?i:संख्या|नंबर|number|numéro|número|numero|nummer|numara|αριθμός|номер|broj"
    r"|numer|číslo|رقم)"
)


def _words_between(gap: str) -> bool:
    return bool(gap) and not _NUMBER_WORD.fullmatch(gap)


# A numbering sign or the word "number" (an abbreviation another rule may have read out)
# right before the code.
# ... with a colon, or ending a de nl compound ("Ticket-Nr.: A7B-2291", "Ticketnummer
# A7B-2291": panel AK1 heard "zweitausendzweihunderteinundneunzig")
_SIGN_BEFORE = re.compile(rf"(?:{_NUMBERING}|(?<=[^\W\d_])(?:nummer|nr\.)):?\s{{0,3}}\Z")
# An IBAN anywhere: two capitals, two check digits, groups of four.
# ... and a Polish account's NRB, the IBAN without its "PL": two check digits and six
# groups of four ("12 1020 1026 0000 0402 0123 4567"; panel AO2 heard "tysiąc dwadzieścia").
_IBAN = (
    r"(?P<iban>[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?"
    r"|\d{2}(?: \d{4}){6}(?! ?\d))"
)
# A code as written: a mask ("**** 4821") and groups of capitals and digits.
# A "#" before it is not said ("Ticketnummer #48213").
_TOKEN = rf"(?:#\s?)?(?P<mask>[*•·]{{1,16}}[ -]?)?(?P<code>{_GROUP}(?:[ \-]{_MORE}){{0,8}})"
# "XX4821", "xxxx 4821": a bank's mask in letters before a card's or account's last four
# digits (issue 31, the Indian banks' SMS): nobody writes a quantity so.
# An account's visible head and tail around the mask, "0123xxx456": both digit by digit
# (panel V5 heard the tail as "four hundred fifty-six").
_XMASK = (
    r"(?:(?P<xhead>\d{2,6})(?P<xmask>X{2,12}|x{2,12})(?P<xtail>\d{3,4})"
    r"|(?:X{2,12}|x{2,12})\s?(?P<xcode>\d{4}))(?![\w.,:/]\d|\w)"
)


# A reference with a letter prefix or suffix joined by "-" or "/": "KD-558213", "RE-2024-00815",
# "FV/2025/03/118", "58213-FR". Five digits or more make it a code ("COVID-19", "ISO-9001",
# "A-1234" stay as the number rules read them).
_LETTERED = (
    # ... and digits again after the second letters: id "INV/20240915/MPL/123456" (a shop's
    # invoice; panel AF5 heard its tail as a quantity)
    r"(?:#\s?)?(?P<lettered>[A-Z]{1,5}(?:[\-/]\d{1,12}){1,5}(?:[\-/][A-Z]{1,5}(?:[\-/]\d{1,12}){0,3})?"
    r"|\d{1,12}(?:[\-/]\d{1,12}){0,4}[\-/][A-Z]{1,5}(?![\-/]?\d))"
)


# Flight and train numbers: an airline's two-character code or a train category before
# one to four digits. Four digits are never said as thousands: in pairs where announcers say
# them so ("LH zwanzig vierunddreißig", "IC dreiundfünfzig null zwei", fr "vingt trente-
# quatre"), else digit by digit ("IB tres cuatro cinco seis").
_TRAINS = r"ICE|IC|ECE|EC|TGV|AVE|RJX|RJ|IRE|EN|NJ|ALVIA|SJ|NS|THA"
_TRAVEL = re.compile(
    r"(?i:flug|flight|vol|vuelo|volo|voo|vlucht|flyg|uçuş|lot|рейс|zug|train|tren|treno"
    r"|comboio|trein|tåg|pociąg|поезд|поїзд|vlak|gleis|voie|vía|binario|plataforma|perron"
    r"|spår|peron|gate|terminal|abflug|départ|salida|partenza|partida|vertrek|avgång|kalkış"
    r"|boarding|embarque|imbarco|landet|atterri|aterriz|atterr|pouso|sefer|verspät|retard"
    r"|retras|ritard|atras|vertraging|försen|rötar|annul|cancel|storn"
    # the fresh panels' languages (issue 31)
    r"|járat|skrydis|skrydž|reis|lend|lento|lennon|fly|πτήση|πτήσ|zbor|(?<![^\W\d_])let\b"
    r"|chuyến bay|penerbangan|رحلة|رحلت|उड़ान|फ्लाइट|рейсът|полет"
    # da "SK 1416 til Stockholm er forsinket" (panel AY4 heard "tusind firehundrede ...")
    r"|forsink"
    # lt the plane and its take-off ("Lėktuvas FR2719 į Londoną išskrenda"; panel BA3 heard
    # thousands)
    r"|lėktuv|išskrend|išskrid)"
)
_FLIGHT = (
    rf"(?P<carrier>{_TRAINS}|[A-Z][A-Z0-9]|[0-9][A-Z])(?P<space>\s?)(?P<flight>\d{{4}})"
    r"(?![\w.,:/]\d|\w)"
)
# An airline code with a digit before a three-digit flight ("A3 602", "W6 271"): the number
# rules would take "3 602" for one grouped number.
_FLIGHT_SHORT = r"(?P<carrier3>[A-Z][0-9]|[0-9][A-Z])\s(?P<flight3>\d{3})(?![\w.,:/]\d|\w)"
# English says an airline's letters and a three-digit flight too ("BA 287" -> "B A two
# eighty-seven"; a fresh panel, issue 31); elsewhere the number rules read three digits.
_FLIGHT_THREE = r"(?P<carrier2>[A-Z]{2})\s?(?P<flight2>\d{3})(?![\w.,:/]\d|\w)"
# Where the panels heard the thousands right (fr "AF mille deux cent trente-quatre", es,
# it, pt, pl, tr; da, the sixth panel "SK tusind firehundrede og femten") the number rules
# keep reading them.
# The fresh panels (issue 31) heard thousands wrong in lt da hu ru ("SK fjorten nul to").
# Panel B3 (issue 31) heard et "LO seitse tuhat üheksasada neli": pairs there too.
PAIRS = set("de nl sv en lt da hu ru et".split())
# Panel V5 heard hi "फ्लाइट 6E 2134" as a thousands number: "इक्कीस चौंतीस", in pairs.
PAIRS.add("hi")


def _read_flight(lang: str, match: re.Match) -> str:
    window = match.string[max(0, match.start() - 80) : match.end() + 80]
    if match.group("carrier3"):
        if not _TRAVEL.search(window):
            return match.group(0)
        number = ascii_digits(match.group("flight3"))
        said = spell(number, lang) if lang not in ("en", "ja", "ko") else number
        return f"{match.group('carrier3')}, {said}"
    if match.groupdict().get("flight2"):
        if not _TRAVEL.search(window):
            return match.group(0)
        return f"{' '.join(match.group('carrier2'))} {paired(match.group('flight2'))}"
    carrier, number = match.group("carrier"), ascii_digits(match.group("flight"))
    train = re.fullmatch(_TRAINS, carrier) and match.group("space")
    if not (train or _TRAVEL.search(window)):
        return match.group(0)
    if lang == "en" and not train:
        # "UA 1234" -> "U A twelve thirty-four": the letters spelled, the number in pairs
        said = " ".join(carrier) if carrier.isalpha() else carrier + ","
        return f"{said} {paired(number)}"
    # a carrier with a digit ("W6", "G3") apart from the number, or "3 1450" is one number
    carrier += "," if re.search(r"\d", carrier) else ""
    if lang == "fi":
        # said here, in the nominative the panels pinned ("AY tuhat kaksikymmentäyksi"): left
        # as digits, the case rule inflected it by the next word ("AY1431 myöhässä" ->
        # "tuhannessa…", panel AK3)
        return f"{carrier} {spell(number, lang)}"
    if lang == "uk" and len(number) == 4:
        # uk "PS 9102": four digits in pairs, "дев'яносто один нуль два", as ru says them
        # (panel AR2 heard "дев'ять тисяч сто два"); three stay one number, "PS 101" -> "сто
        # один", as the panels pinned
        return f"{carrier} {_chunks(number, lang, 2)}"
    if lang not in PAIRS:
        return f"{carrier} {number}"
    return f"{carrier} {_chunks(number, lang, 2)}"


# pl ru uk bg cs sk "nr 0042/2026", "2026/03/1187": a digit run next to a slash is a part of
# a slashed reference, whose parts the slash rule says with the slash's word (panel AH2
# heard "dwa zero dwa sześć/trzy/tysiąc …", the slash unsaid)
# ... and tr ar hi "Fatura No: 2024/00873" (panel AJ5 heard "iki sıfır iki dört/…")
_SLASHED_LANGS = ("pl", "ru", "uk", "bg", "cs", "sk", "tr", "ar", "hi")
_NOT_SLASHED = r"(?!\d{1,8}/\d)"
# et "nr 1-12/345-6": hyphened groups before a slash are a reference's head, read whole by
# symbols' `<lang>.hyphenedreference` (panel BD3), not a code cut at the slash
_NOT_HYPHENED_REFERENCE = r"(?!\d{1,12}(?:-\d{1,12}){1,5}/\d)"


@cache
def code_pattern(lang: str) -> str:
    """What may be a code; ``read_code`` decides by what stands before it."""
    cjk = lang in ("ja", "ko")
    before = r"(?<![A-Za-z0-9\-.,/@*•·])" if cjk else r"(?<![\w\-.,/@*•·])"
    end = _END_CJK if cjk else _END
    # four characters at least, or groups: a short plain number ("25", "10:30") is never
    # a code, and costs no call
    # or three that mix capitals and digits ("Kods AX7", "HX5 kód"): a code only by a code
    # word (``_is_code``), as no quantity is written so
    long = (
        rf"(?=(?:#\s?)?(?:[*•·]|[{_CAPS}0-9]{{4}}|[{_CAPS}0-9]{{1,3}}[ \-]{_MORE}"
        rf"|[{_CAPS}]{{1,2}}\d{{1,2}}(?<=\w{{3}})(?!\w)))"
    )
    promo = rf"(?P<promo>{_PROMO.pattern}){end}"
    shaped = rf"{_XMASK}|{_FLIGHT}|{_FLIGHT_SHORT}|{promo}|{_LETTERED}{end}"
    plus = ""
    if lang in INTERNATIONAL_RUNS:
        shaped, plus = rf"{_INTERNATIONAL}|{shaped}", "+"
    if lang == "en":
        shaped += f"|{_FLIGHT_THREE}"
    if lang in _SLASHED_LANGS:
        before += _NOT_SLASHED
    from .symbols import HYPHEN_BESIDE_SLASH  # symbols reads these references

    if lang in HYPHEN_BESIDE_SLASH:
        before += _NOT_HYPHENED_REFERENCE
    return rf"(?=[\d{_CAPS}*•·#x{plus}]){before}(?:{shaped}|{long}(?:{_IBAN}{end}|{_TOKEN}{end}))"


def say_digits(text: str, lang: str) -> str:
    """One word per digit, with the readers of en, ko (공 for 0) and ja."""
    if lang == "en":
        return english_digits(text)
    if lang == "ko":
        return korean_digits(text)
    if lang == "ja":
        return japanese_digits(text)
    return spell_digits(text, lang)


def _chunks(digits: str, lang: str, size: int) -> str:
    """ "118756" by threes: "сто восемнадцать семьсот пятьдесят шесть"; a chunk with a
    leading zero digit by digit."""
    parts = [digits[i : i + size] for i in range(0, len(digits), size)]
    return " ".join(spell(p, lang) if p[0] != "0" else say_digits(p, lang) for p in parts)


# A promo code: a word in capitals and a small number ("LIEFDE20", "SOMMER15"): said as
# the word and the number, as the shop's ads say it. Two vowels at least: "XMAS5", "ABCD12"
# are spelled.
_PROMO = re.compile(r"(?=(?:[A-ZÄÖÜÀ-Ý]{0,11}[AEIOUYÄÖÜÀ-Ý]){2})([A-ZÄÖÜÀ-Ý]{4,12})(\d{1,3})(?!\d)")


# ... after a code word, a word of three letters too when it is one of the language's
# commonest (tr "YAZ25", "yaz yirmi beş": summer), and a thousand's "K" after the number
# (vi "SALE50K", "sale năm mươi K"; panel AF5 heard "Y A Z iki beş", "S A L E năm không K").
_PROMO_WORD = re.compile(r"([A-ZÄÖÜÀ-Ý]{3,12})(\d{1,3})(K?)")


@cache
def _common_words(lang: str) -> frozenset[str]:
    from .common_words import DATA

    return frozenset(json.loads(DATA.read_text(encoding="utf-8")).get(lang, {}))


def _say_promo(group: str, lang: str) -> str | None:
    if lang in ("en", "ja", "ko"):  # en ja ko: not ``spell``'s words
        return None
    promo = _PROMO_WORD.fullmatch(group)
    if promo is None:
        return None
    letters, digits, thousand = promo.groups()
    if not (_PROMO.fullmatch(letters + digits) or letters.lower() in _common_words(lang)):
        return None
    return f"{letters.lower()} {spell(digits, lang)}" + (" K" if thousand else "")


def _zero_led(piece: str) -> bool:
    """ "004512": a group whose three-digit chunk opens with a zero is said digit by digit
    whole, not "zéro zéro quatre cinq cent douze" (panel Z1 heard the mix as wrong; V3 in sl)."""
    return len(piece) > 3 and any(piece[i] == "0" for i in range(0, len(piece), 3))


def _say_group(group: str, lang: str, as_number: bool, sizes: tuple[int, ...] = (2, 3, 6)) -> str:
    if _say_promo(group, lang):
        return _say_promo(group, lang)
    said = []
    for piece in re.findall(r"\d+|\D+", group):
        if not piece.isdigit():
            said.append(" ".join(piece))
        elif as_number and piece == group and len(piece) in sizes and not _zero_led(piece):
            said.append(_chunks(piece, lang, 3))
        else:
            said.append(say_digits(piece, lang))
    return " ".join(said)


def say_code(code: str, lang: str, sizes: tuple[int, ...] = (2, 3, 6)) -> str:
    """A code's characters: each written group said in turn, with a pause between groups;
    in ``GROUPS`` languages a group of ``sizes`` digits as a number."""
    groups = re.split(r"[ \-]", ascii_digits(code))
    as_number = lang in GROUPS and len(groups) > 1
    if lang == "sl" and as_number and any(g[:1] == "0" for g in groups if g.isdigit()):
        # sl "493 082": one group led by a zero says the code digit by digit, every group
        # alike ("štiri devet tri, nič osem dva"; panel V3 heard the mix as unnatural)
        as_number = False
    if (
        lang == "hr"
        and as_number
        and " " not in code
        and any(g.isdigit() and (len(g) not in sizes or _zero_led(g)) for g in groups)
    ):
        # hr "br. 2024-118": a group said digit by digit says every group so ("dva nula dva
        # četiri, jedan jedan osam"; panel AN4 heard the mix with "sto osamnaest" unnatural);
        # not a phone's spaced groups ("091 234 5678", pinned)
        as_number = False
    return ", ".join(_say_group(g, lang, as_number, sizes) for g in groups if g)


def say_card_end(digits: str, lang: str) -> str:
    """A card's last four digits: in pairs where people say them so ("сорок восемь двадцать
    один", "quarante-huit vingt et un"), else one by one. What a mask hides more than digits
    of ("**** 48AB", "**** 4821 678": hostile pass 35, L-1) is read as a code."""
    if not ascii_digits(digits).isdigit():
        return say_code(digits, lang)
    if lang in CARD_PAIRS and len(digits) == 4:
        return _chunks(ascii_digits(digits), lang, 2)
    return say_digits(ascii_digits(digits), lang)


_NEXT_WORD = re.compile(r"\s+[^\W\d_]")

# An order's or an invoice's word (a stem: the word's endings follow), before a number
# written in two groups "2026-4471": a code, never a range (hr "narudžba od ... do ...",
# the fresh panels). A numbering sign or "nr." may stand between.
ORDER_WORDS = {
    "en": "order|invoice|booking|ticket", "de": "bestellung|auftrag|rechnung|ticket",
    "fr": "commande|facture|billet|dossier", "es": "pedido|factura|entrada|billete|reserva",
    "it": "ordine|fattura|biglietto|pratica", "pt": "pedido|encomenda|fatura|bilhete",
    "nl": "bestelling|factuur|order|ticket", "sv": "order|beställning|faktura|biljett",
    "da": "ordre|bestilling|faktura|billet", "fi": "tilaus|lasku|lippu",
    "et": "tellimus|arve|pilet",
    "lv": "pasūtījum|rēķin|biļet", "lt": "užsakym|sąskait|biliet", "pl": "zamówieni|faktur|bilet",
    "cs": "objednávk|faktur|jízdenk", "sk": "objednávk|faktúr|lístok",
    "sl": "naročil|račun|vozovnic",
    "hr": "narudžb|račun|kart", "ru": "заказ|счёт|счет|билет", "uk": "замовлен|рахун|квит",
    "bg": "поръчк|фактур|билет", "el": "παραγγελ|τιμολόγ|εισιτήρι", "hu": "rendelés|számla|jegy",
    "ro": "comand|factur|bilet", "tr": "sipariş|fatura|bilet", "vi": "đơn hàng|hóa đơn|vé",
    "id": "pesanan|faktur|tiket", "ar": "طلب|فاتورة|تذكرة", "hi": "ऑर्डर|बिल|टिकट",
}  # fmt: skip


@cache
def _order_before(lang: str) -> re.Pattern[str]:
    """An order word, perhaps a short word after it ("παραγγελία σας"), a numbering sign."""
    return re.compile(
        rf"(?<![^\W\d_])(?i:{ORDER_WORDS.get(lang, ORDER_WORDS['en'])}){_LETTER}{{0,12}}"
        rf"(?:\s{{1,3}}{_LETTER}{{1,5}})?"
        rf"(?:\s{{1,3}}(?:{_NUMBERING})\.?)?[\s:]{{1,4}}\Z"
    )


def _is_order_number(match: re.Match, lang: str) -> bool:
    """ "narudžba 2026-4471", "Bestellung 123-456789": two digit groups after an order word;
    a span of years ("1990-1995") or of like numbers ("100-200") stays a range (panel Q1)."""
    code, start = match.group("code"), _start(match)
    groups = re.fullmatch(r"(\d{3,})-(\d{3,})", code)
    if groups is None:
        return False
    first, second = (int(g) for g in groups.groups())
    one, two = (len(g) for g in groups.groups())
    if not (one == 4 and two in (3, 4, 5, 6)) and not (one != two and one + two >= 7):
        return False
    if two == 4 and 1000 <= first < second <= 2100:
        return False
    return bool(_order_before(lang).search(match.string, max(0, start - 40), start))


def _start(match: re.Match) -> int:
    """Where the code starts, after a "#" the code word's separators may have taken."""
    return match.start("mask") if match.group("mask") else match.start("code")


# A British or Canadian postcode (Royal Mail's PAF format; Canada Post): outward and inward
# code, spelled wherever it stands.
_POSTCODE_GB = re.compile(r"[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|[A-Z]\d[A-Z] \d[A-Z]\d")


def _mixed(code: str, letters: int) -> bool:
    """A postcode ("SW1A 2AA", "K1A 0B1"), or letters and digits mixed so no name or
    quantity is written: three switches between them or more ("ABX7K2"; "RTX4090", "B2B"
    and "MP3" are names)."""
    kinds = ["d" if c.isdigit() else "l" for c in code if c not in " -"]
    switches = sum(a != b for a, b in zip(kinds, kinds[1:], strict=False))
    one_group = not re.search(r"[ \-]", code)  # "T2-T7" is a span of days
    return bool(_POSTCODE_GB.fullmatch(code)) or (
        one_group and letters >= 2 and switches >= 3 and len(code) >= 5
    )


def _written_as_code(match: re.Match, lang: str, digits: int, letters: int, grouped: bool) -> bool:
    """A number written as no quantity is: a CEP, after a hash, with a leading zero."""
    code = match.group("code")
    if lang == "pt" and re.fullmatch(r"\d{5}-\d{3}", code):
        return True  # a Brazilian CEP: no quantity or range is written so
    if match.group(0).startswith("#") and digits >= 4 and (not letters or code[0].isalpha()):
        return True  # "#58213", "#A7842": nobody counts with a hash (panels U2-U4)
    # "Rechnung 0048213": no quantity is written with a leading zero
    return code[0] == "0" and digits >= 4 and not letters and not grouped


def _hyphened_groups(code: str, digits: int) -> bool:
    """ "110-234-567890": three digit groups or more joined by hyphens, nine digits or more,
    a bank account's or a reference's; no quantity, range or date is written so (panel Q5).
    A phone's shapes are the phone rules' (a national number's 0, the NANP's 3-3-4)."""
    return (
        digits >= 9
        and code[0] != "0"
        and bool(re.fullmatch(r"\d{2,6}(?:-\d{2,8}){2,5}", code))
        and not re.fullmatch(r"\d{3}-\d{3}-\d{4}", code)
    )


# A PIN is never a year: "PIN ke kartě: 1934" (panel AE2 heard "tisíc devětset třicet čtyři");
# only after a colon, where the PIN's value stands ("PIN kods tika mainīts 2024. gada" is a
# year)
_PIN_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:PIN|ПИН|ПІН|пин-код|пін-код)(?![^\W\d_])[^\d.!?:]{0,30}:\s{0,3}\Z"
)


# A number with its ordinal dot before the word for "year" is a year (hr "1593. godine",
# "u 1593. godini"; sl "leta 1593." is written before it): panel AI heard "kod Siska 1593.
# godine" ("kod", at, is also "code") said digit by digit.
_ORDINAL_YEAR = {"hr": re.compile(r"\.\s+(?:godin[aeiu]|god\.|g\.)", re.IGNORECASE)}


# "Číslo požadavku 51-902", "Номер на запитването: 30-812": digits joined by a hyphen after
# the word "number" and the noun it numbers (its genitive, bg "на" and the noun) are a
# reference, read as one after "č." or "№" is, never a span "až", "от ... до" (panel AN2).
_REFERENCE_BEFORE = re.compile(
    r"(?<![^\W\d_])(?i:číslo|номер|numer|nummer|broj|številka)\s{1,3}(?:на\s{1,3})?"
    r"[^\W\d_]{3,20}:?\s{0,3}\Z"
)


def _is_reference(match: re.Match) -> bool:
    start = _start(match)
    return "-" in match.group("code") and bool(
        _REFERENCE_BEFORE.search(match.string, max(0, start - 40), start)
    )


# A date written the ISO way, a valid month and day: with words between the code's word and
# it, it is the day the thing happens (panel BB3 heard lt "Jūsų užsakymas bus pristatytas
# 2024-05-02" said digit by digit, as the order's code).
_ISO_DATE = re.compile(r"(?:19|20)\d\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])")


# sv da "Faktura 20250317 på 1 245 kr" (panel BE4 heard "tjugo miljoner ..."): five digits
# or more right after the invoice's word itself, as after "fakturanummer", are its number;
# never a sum (no invoice is counted in the tens of thousands), unless a currency follows.
_INVOICE_WORD = {
    "sv": r"(?i:faktura|fakturan|fakturor|ocr-nummer|ocr-nr)",
    "da": r"(?i:faktura|fakturaen|fakturanr|fakturanr\.)",
}
_CURRENCY_AFTER = re.compile(r"\s?(?:kr\b|kr\.|kronor|kroner|sek|dkk|€|\$)", re.I)


def _invoice_number(match: re.Match, lang: str) -> bool:
    code, start = match.group("code"), _start(match)
    if lang not in _INVOICE_WORD or not code.isdigit() or len(code) < 5:
        return False
    if _CURRENCY_AFTER.match(match.string, match.end()):
        return False
    before = match.string[max(0, start - 16) : start]
    return bool(re.search(rf"(?<![^\W\d_]){_INVOICE_WORD[lang]}:?\s{{1,3}}\Z", before))


def _is_code(match: re.Match, gap: bool | None, lang: str) -> bool:
    """Whether the candidate is a code: by the code word before it (``gap``: with words
    between), by a numbering sign before it, else by its own shape."""
    code, text, end = match.group("code"), match.string, match.end()
    if end < len(text) and text[end] in "*•·":
        return False  # "**2024**" is markdown, no mask
    if match.group("mask"):
        return gap is not None or (code.isdigit() and len(code) == 4)
    if lang in _ORDINAL_YEAR and _ORDINAL_YEAR[lang].match(text, end):
        return False  # hr "kod Siska 1593. godine": a year's ordinal after "kod" (at), no code
    if gap is False:  # right after the code word: "PIN: 0472", "Kod BLIK: 482 915"
        return True
    # words between: "code de vérification est 583214" (not a date, "užsakymas bus
    # pristatytas 2024-05-02")
    if gap and not _ISO_DATE.fullmatch(code):
        said_alone = not _NEXT_WORD.match(text, end) or len(code) >= 6 or _after_is(match, lang)
        year = re.fullmatch(r"(?:19|20)\d\d", code) and not _PIN_BEFORE.search(
            text, max(0, _start(match) - 40), _start(match)
        )
        if len(code) >= 4 and said_alone and not year:
            return True
    digits = sum(c.isdigit() for c in code)
    letters = len(code) - digits - code.count(" ") - code.count("-")
    grouped = " " in code or "-" in code
    if (
        _is_postcode(match, lang)
        or _is_indian_pin(match, lang)
        or _is_order_number(match, lang)
        or _hyphened_code(code, lang)
    ):
        return True
    if _is_german_postcode(match, lang) or _mixed(code, letters) or _is_ru_postcode(match, lang):
        return True
    if _written_as_code(match, lang, digits, letters, grouped):
        return True
    # After a numbering sign alone ("№ 752", "Nr. 5") a number stays one unless it cannot be
    # one: grouped, zero-led, six digits or more ("Заказ № 482913": no order is counted in
    # hundreds of thousands; the panel heard "n° 58213" as a number right), or letters
    # with five digits.
    if grouped or digits >= 6 or (code[0] == "0" and digits > 1) or (letters and digits >= 5):
        start = _start(match)
        sign = _SIGN_BEFORE.search(text, max(0, start - 16), start)
        # fi "n. 670 000" is "noin" (about), no numbering sign (Kotus, "lyhenteet")
        if sign and not (lang == "fi" and sign.group(0).strip().lower() == "n."):
            return True
    if _hyphened_groups(code, digits) or _is_reference(match):
        return True
    if grouped or len(code) < 6:
        return False
    if letters:  # "PK123456789ES" is a code; "RTX4090", "A380" are names
        return digits >= 5
    return len(code) >= 9 and not code.endswith("000")  # "83000000" is an amount


# Groups of four digits or more joined by hyphens that no range can be: the second not
# above the first (fi "6614-2098", hu account "11773016-11111018"), or the second longer
# and not a round amount (hu order "2024-66190"; "5000-10000" stays a range). A fresh panel
# Q3 (issue 31) heard them as huge numbers.
_HYPHENED = re.compile(r"\d{4,}(?:-\d{4,})+")


def _hyphened_code(code: str, lang: str) -> bool:
    if not _HYPHENED.fullmatch(code) or code[0] == "0" or lang in ("ja", "ko"):
        # (a zero-led one is a phone's: nl "0800-0101"; ko "1588-1234" a service number:
        # the phone rules')
        return False
    if re.fullmatch(NATIONAL.get(lang, "(?!)"), code):
        return False  # a national phone's form: pt "98765-4321"
    groups = code.split("-")
    if len(groups) > 2:
        return True
    if all(len(g) == 8 for g in groups) and not code.endswith("000"):
        return True  # hu "11773016-12345678": a bank account's GIRO groups (panel AE3)
    first, second = groups
    return int(first) >= int(second) or (len(second) > len(first) and not second.endswith("000"))


# A postcode where addresses write one: after a house number and a comma, before the town
# ("Via Garibaldi 24, 20121 Milano", "ul. Marszałkowska 84 lok. 5, 00-514 Warszawa",
# "Rua Augusta 100, 01305-000 São Paulo"); shapes from the Universal Postal Union's
# addressing guides (four or five digits, pl 00-000, pt 0000-000, br 00000-000).
# French says a postcode as a number ("soixante-quinze mille deux": the panel's reader).
NUMBER_POSTCODES = {"fr", "sl"}  # sl "2000 Maribor": "dva tisoč Maribor" (the L2 panel)
# hr "10000 Zagreb": "deset tisuća Zagreb", after a street's word too (panel V4, issue 31,
# heard "jedan nula nula nula nula" after "Ul. kralja Zvonimira 14"; pinned so after "Ilica")
NUMBER_POSTCODES |= {"hr"}
_POSTCODE = re.compile(r"\d{4,5}|\d{2}-\d{3}|\d{4,5}-\d{3}|\d{3} \d{2}")
# cs and sk write the PSČ in two groups, "110 00", "040 01" (Česká pošta, Slovenská pošta):
# a shape no count has, so a comma before and a town after are enough.
_PSC = re.compile(r"\d{3} \d{2}")
_COMMA_BEFORE = re.compile(r"[\w.],\s{1,3}\Z")
# ... or after the word "PSČ" itself ("PSČ 110 00 Praha 1": panel AB2, issue 31, heard "sto
# deset nula", a zero lost).
_PSC_BEFORE = re.compile(r"(?<!\w)PSČ:?\s{1,3}\Z")
_TOWN_AFTER = re.compile(r"\s{1,3}[A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁІЇЄҐ][^\W\d_]")


# ... or after the address's town, at its end: "Pärnu mnt 22-5, Tallinn 10141." (panel AJ3
# heard "kümme tuhat ..."; EKI and Omniva write the code before the town, people after it too)
_TOWN_BEFORE = re.compile(r"[\w.],\s{1,3}[A-ZÀ-ÖØ-ÞĀ-ſ][^\W\d_]{2,}\s{1,3}\Z")
_ADDRESS_END = re.compile(r"[.,;]|\s*\Z")


def _town_then_postcode(match: re.Match, lang: str) -> bool:
    start, text = _start(match), match.string
    return bool(
        re.fullmatch(r"\d{5}", match.group("code"))
        and _TOWN_BEFORE.search(text, max(0, start - 40), start)
        and _STREET.search(text, max(0, start - 80), start)
        and _ADDRESS_END.match(text, match.end())
    )


def _is_postcode(match: re.Match, lang: str) -> bool:
    start, text = _start(match), match.string
    if lang not in NUMBER_POSTCODES and _town_then_postcode(match, lang):
        return True
    return bool(
        lang not in NUMBER_POSTCODES
        and _POSTCODE.fullmatch(match.group("code"))
        and (
            _COMMA_BEFORE.search(text, max(0, start - 6), start)
            and (
                _STREET.search(text, max(0, start - 60), start)
                or (lang in ("cs", "sk") and _PSC.fullmatch(match.group("code")))
            )
            or lang in ("cs", "sk")
            and _PSC.fullmatch(match.group("code"))
            and _PSC_BEFORE.search(text, max(0, start - 8), start)
        )
        and _TOWN_AFTER.match(text, match.end())
    )


# Where a year inside a reference is said as a year ("RE-2026-0412" -> "RE-
# zweitausendsechsundzwanzig-null vier eins zwei"): the panels' natives of de fr it pl pt
# sk cs sl nl sv uk tr bg hr es (a fourth panel's es reader heard "FV-dos mil veinticinco"
# right); the fresh panels' natives of en lt lv el da fi et hu ro said its digits
# ("INV-2026-0457" -> "two zero two six, zero four five seven").
YEAR_IN_CODE = set("de fr it pl pt sk cs sl nl sv uk tr bg hr es ru ar hi id".split())
# vi says a ticket's or a booking's code digit by digit, its year too, the groups one after
# another ("VN-2024-0031" -> "VN hai không hai bốn không không ba một"; panel AJ5 heard "VN-
# hai nghìn không trăm hai mươi tư-…" as unnatural)
JOINED_GROUPS = {"vi"}


# "A-7731-KX", "ES-4471-KZ": the letters spelled and a pause between the groups, as a
# code is dictated (panel W2, issue 31, heard "A-sieben sieben drei eins-KX" glued, and "ES"
# taken for the word "es"), in de fr es it pt pl ru uk; the other languages keep the letters
# as written, and so does a group of four letters or five ("INFO", "ORDER").
SPELLED_LETTERS = set("de fr es it pt pl ru uk".split())
# A code after "#" (an order's, a ticket's: en "Order #US-88213-K"): en spells the letters
# and says the groups one after another, as a code is read out ("U S eight eight two one
# three K"); el vi id hi ar say the groups one after another too, the letters as written
# ("#GR-44871" -> "GR τέσσερα …"). The "#" is not said. A hyphen left between words is read
# as nothing or as "dash" by the model. Codes without "#" keep their earlier, pinned form.
SPELLED_IN_A_RUN = {"en"}
JOINED_IN_A_RUN = {"el", "vi", "id", "hi", "ar"}


# Postcodes written after the country's letters (Lietuvos paštas "LT-01103"; lv's four
# digits are no code here, abbreviation_words reads "LV-").
COUNTRY_BEFORE_POSTCODE = {"lt": "LT"}


# hi id: a label's value after its colon, capitals, a hyphen and four digits ("शिकायत संख्या:
# AB-7731", "No. pengaduan: AB-7731"), is a reference, its digits said one by one as the
# other codes' are (panel AL5 heard "AB-सात हज़ार सात सौ इकतीस").
_LABELLED_LANGS = {"hi", "id"}
_LABEL_BEFORE = re.compile(rf"{_LETTER}:\s{{0,3}}\Z")


def _lettered_is_code(match: re.Match, code: str, lang: str) -> bool:
    """Five digits or more; or four with letters after them ("4711-XB", "PKP-4471-AB") or a
    numbering sign before ("Nr. RX-5521"). "ISO-9001", "A-1234", "N-340" stay names."""
    digits = sum(c.isdigit() for c in code)
    if digits >= 5:
        return True
    if digits < 4 or not re.search(r"\d{4}", code):
        return False
    if re.search(r"\d[\-/][A-Z]+\Z", code):
        return True
    start = match.start("lettered")
    if lang in _LABELLED_LANGS and re.fullmatch(r"[A-Z]{1,4}-\d{4}", code):
        return bool(_LABEL_BEFORE.search(match.string, max(0, start - 8), start))
    return bool(_SIGN_BEFORE.search(match.string, max(0, start - 16), start))


def _read_lettered(lang: str, match: re.Match) -> str:
    """ "KD-558213" -> "KD-fünf fünf acht zwei eins drei": the letters as written, a year as
    a year where people say it so (``YEAR_IN_CODE``), the other digit groups as a code's."""
    code = match.group("lettered")
    # ... or a code word before it: "رقم التذكرة: AB-4471", "Ticket number: AB-4471" (panel P5)
    # (the code word's lead may take the letters for a word: it ends inside the code)
    start, end = match.start("lettered"), match.end("lettered")
    named = any(start <= k < end for k in _code_starts(lang, match.string))
    if not (_lettered_is_code(match, code, lang) or named and re.search(r"\d{3}", code)):
        return match.group(0)
    postcode = re.fullmatch(r"([A-Z]{2})-(\d{5})", code)
    if postcode and COUNTRY_BEFORE_POSTCODE.get(lang) == postcode.group(1):
        # lt "LT-01103": the country's letters spelled apart from the postcode's digits
        return f"{' '.join(postcode.group(1))} {_say_group(postcode.group(2), lang, False)}"
    said = []
    # "FV/2025/03/118": the slash said, as in dictation
    from .symbols import HYPHEN_BESIDE_SLASH, HYPHEN_IN_LETTERED, SLASH

    joiner = f" {SLASH[lang]} " if "/" in code and lang in SLASH else "-"
    hashed = match.group(0).startswith("#")
    run = hashed and joiner == "-"
    spelled = joiner == "-" and (lang in SPELLED_LETTERS or run and lang in SPELLED_IN_A_RUN)
    if spelled:
        joiner = " " if run and lang in SPELLED_IN_A_RUN else ", "
    elif run and lang in JOINED_IN_A_RUN or joiner == "-" and lang in JOINED_GROUPS:
        joiner = " "
    # "AB-2024/0387": where the slash is said, a hyphen beside it is said as the hyphen it
    # is (panel S3 heard "AB/2024/0387" written down); elsewhere the slash's word stands
    slashed = joiner == f" {SLASH.get(lang)} "
    hyphen = HYPHEN_BESIDE_SLASH.get(lang) or HYPHEN_IN_LETTERED.get(lang) or ","
    seps = re.findall(r"[\-/]", code) if slashed and "-" in code else []
    for k, group in enumerate(re.split(r"[\-/]", code)):
        if k and seps:
            said[-1] += f" {SLASH[lang] if seps[k - 1] == '/' else hyphen}".replace(" ,", ",")
        if lang in YEAR_IN_CODE and re.fullmatch(r"(?:19|20)\d\d", group):
            said.append(spell(group, lang))
        elif group.isdigit():
            said.append(_say_group(group, lang, lang in GROUPS and group[0] != "0"))
        else:
            said.append(" ".join(group) if spelled and len(group) <= 3 else group)
    return (" " if seps else joiner).join(said)


# German writes a count of five digits grouped ("10.000 Menschen", Duden); five digits
# ungrouped before a town after "in", "nach", "aus" or a comma are a postcode ("nach 10115
# Berlin", "in 80331 München"); a round one ("12000 Euro") stays a count.
_DE_TOWN_BEFORE = re.compile(r"(?:(?<![^\W\d_])(?i:in|nach|aus|PLZ|von)|,)\s{1,3}\Z|\A\s*\Z")
_DE_NOT_TOWN = re.compile(r"\s(?:Euro|EUR|Einwohner|Menschen|Stück|Besucher|Kunden|Fans)\b")


def _is_german_postcode(match: re.Match, lang: str) -> bool:
    code, start, text = match.group("code"), _start(match), match.string
    return bool(
        lang == "de"
        and re.fullmatch(r"\d{5}", code)
        and not code.endswith("00")
        and _DE_TOWN_BEFORE.search(text[max(0, start - 12) : start])
        and _TOWN_AFTER.match(text, match.end())
        and not _DE_NOT_TOWN.match(text, match.end())
    )


# A Russian postcode (индекс): six digits, ending an address after a comma ("ул. Тверская,
# д. 12, кв. 5, 125009") or opening one before the town ("125009, г. Москва"), Почта России's
# addressing rules; said as a code, as after "индекс" (panel W2, issue 31, heard "сто
# двадцать пять тысяч девять").
_RU_TOWN_AFTER = re.compile(r",\s{1,3}(?:г\.|город\b|[А-ЯЁ][а-яё])")
# ... or between the town and the street ("Москва, 125009, ул. Тверская, д. 7": panel BD2
# heard "сто двадцать пять тысяч девять"): a comma before and a street's word after it.
_RU_STREET_AFTER = re.compile(
    r",\s{1,3}(?:ул\.|улица|пр\.|просп\.|пр-т|проспект|пер\.|переулок|ш\.|шоссе|б-р|бульвар"
    r"|наб\.|набережная|пл\.|площадь|д\.|дом|мкр\.?|микрорайон|пр-д|проезд|туп\.|тупик)(?!\w)"
)


def _is_ru_postcode(match: re.Match, lang: str) -> bool:
    code, start, text = match.group("code"), _start(match), match.string
    if lang != "ru" or not re.fullmatch(r"[1-6]\d{5}", code):
        return False
    ending = _COMMA_BEFORE.search(text, max(0, start - 6), start) and _STREET.search(
        text, max(0, start - 80), start
    )
    if ending or _RU_TOWN_AFTER.match(text, match.end()):
        return True
    return bool(
        _COMMA_BEFORE.search(text, max(0, start - 6), start)
        and _RU_STREET_AFTER.match(text, match.end())
    )


# India's PIN code: six digits, the first 1-8 (India Post), ending an address ("पता: ...,
# बेंगलुरु - 560001"), said digit by digit.
_HI_ADDRESS = re.compile(r"पता|पिन|पिनकोड|पिन कोड")


def _is_indian_pin(match: re.Match, lang: str) -> bool:
    start = _start(match)
    return bool(
        lang == "hi"
        and re.fullmatch(r"[1-8]\d{5}", match.group("code"))
        and _HI_ADDRESS.search(match.string, max(0, start - 120), start)
    )


def _code_word_after(lang: str, match: re.Match) -> bool:
    """A short code (three or four characters, letters and digits) right before a code word."""
    code = match.group("code")
    if not (3 <= len(code) <= 4 and re.search(r"\d", code) and re.search(r"[^\W\d]", code)):
        return False
    word = re.match(r"[\s-]{1,2}(\w+)", match.string[match.end() : match.end() + 30])
    return bool(word and re.match(rf"(?:{CODE_WORDS[lang]})", word.group(1).lower()))


# A word after a card's last four digits that says they are its end.
_CARD_END_AFTER = {"hu": re.compile(r"\s(?i:végződésű|végű)(?!\w)")}


def _card_end_after(lang: str, match: re.Match) -> bool:
    after = _CARD_END_AFTER.get(lang)
    code = match.groupdict().get("code") or ""
    return bool(after and re.fullmatch(r"\d{4}", code) and after.match(match.string, match.end()))


def _named(lang: str, match: re.Match) -> bool:
    """A code word or a numbering sign right before it: ko "예약번호: KE1234", tr "Bilet no:
    TK1985" is a booking's or a ticket's code, said character by character (panel AJ5 heard
    "KE천이백삼십사"), not a flight's number, which a travel word before it says."""
    start, text = match.start(), match.string
    if _TRAVEL.search(text, max(0, start - 80), match.end() + 80):
        return False
    return _code_starts(lang, text).get(start) is not None or bool(
        _SIGN_BEFORE.search(text, max(0, start - 16), start)
    )


def _read_flight_or_named(lang: str, match: re.Match) -> str:
    said = _read_flight(lang, match)
    if said == match.group(0) and match.group("flight") and _named(lang, match):
        return padded(match, say_code(match.group(0), lang))
    return said


def read_code(lang: str, match: re.Match) -> str:
    if match.groupdict().get("intl"):
        return _read_international(lang, match)
    if match.group("xcode"):
        return say_card_end(match.group("xcode"), lang)
    if match.group("xhead"):
        head, tail = (ascii_digits(match.group(g)) for g in ("xhead", "xtail"))
        return f"{say_digits(head, lang)} {match.group('xmask')} {say_digits(tail, lang)}"
    if match.group("flight") or match.group("flight3") or match.groupdict().get("flight2"):
        return _read_flight_or_named(lang, match)
    if match.group("promo"):  # "Mit SOMMER20 sparen": a promo code without a code word
        return _say_promo(match.group("promo"), lang) or match.group(0)
    if match.group("lettered"):
        return _read_lettered(lang, match)
    if match.group("iban"):
        # its groups of four are said digit by digit, so is a last one of three: fr "...,
        # 7890 189" -> "sept huit neuf zéro, un huit neuf" (panel V1 heard "cent
        # quatre-vingt-neuf"); a last pair stays a number (bg "78", "седемдесет и осем")
        return padded(match, say_code(match.group("iban"), lang, sizes=(2,)))
    gap = _code_starts(lang, match.string).get(_start(match))
    if gap is None and _code_word_after(lang, match):
        gap = False  # "A HX5 kód", "XK4-koodi": the code word after the code it names
    if gap is None and (_card_end_after(lang, match) or _invoice_number(match, lang)):
        # hu "A 6712 végződésű kártya": a card's last four digits (panel Q3); sv "Faktura
        # 20250317": the invoice's number right after its word (panel BE4)
        gap = False
    if not _is_code(match, gap, lang) or _year_before_serial(match):
        return _masked_end(lang, match) or match.group(0)
    if match.group("mask"):
        said = say_card_end(match.group("code"), lang)
        pause = lang in _CARD_PAUSE and _NUMBER_NEXT.match(match.string, match.end())
        return said + "," if pause else said
    if lang == "pt" and re.fullmatch(r"\d{5}-[1-9]\d\d", match.group("code")):
        # a CEP: the five digits one by one, the suffix as a number, a pause between
        # ("zero um três um zero, duzentos")
        first, suffix = match.group("code").split("-")
        return f"{say_digits(first, lang)}, {spell(suffix, lang)}"
    postcode = _is_postcode(match, lang) or _is_indian_pin(match, lang)
    if postcode and _PSC.fullmatch(match.group("code")):
        # "110 00" -> "sto deset, nula nula": a group led by a zero digit by digit
        return ", ".join(
            say_digits(group, lang) if group[0] == "0" else spell(group, lang)
            for group in match.group("code").split()
        )
    if _is_german_postcode(match, lang) or (postcode and "-" not in match.group("code")):
        return say_digits(ascii_digits(match.group("code")), lang)
    return _said_with_pause(lang, match)


def _said_with_pause(lang: str, match: re.Match) -> str:
    count = _count_after_code(match)
    if count:  # the count is left to the number and case rules after this one
        return f"{say_code(match.group('code')[: -len(count) - 1], lang)}, {count}"
    said = say_code(match.group("code"), lang)
    # "#88213 2-3 दिनों में": a code said digit by digit runs into the number after it, heard
    # as one; a pause between them (panel Y5)
    return said + "," if _NUMBER_NEXT.match(match.string, match.end()) else said


# lv "jautājumu Nr. 66019 24 stundu laikā", et "pöördumisele nr 55402 24 tunni jooksul": a
# group of one to three digits, shorter than the code's last group of four or more, then a
# word in lower case, is no part of the code but a count opening a phrase of its own (panel
# BD3 heard "divi četri stundu"). Codes' groups run as long or longer ("482 915", "612 34567").
_LOWER_WORD_NEXT = re.compile(r"[ \t\u00a0]{1,3}(?=[^\W\d_])")


def _count_after_code(match: re.Match) -> str | None:
    """The trailing count of such a code ("24"), else None."""
    head, space, count = match.group("code").rpartition(" ")
    last = re.split(r"[ \-]", head)[-1] if space else ""
    if not (
        count.isdigit()
        and len(count) <= 3
        and count[0] != "0"
        and last.isdigit()
        and len(last) >= 4
        and len(last) > len(count)
    ):
        return None
    after = _LOWER_WORD_NEXT.match(match.string, match.end())
    return count if after and match.string[after.end()].islower() else None


# lt lv "kortele ****4821 2024-03-15": the card's digits said one by one ran into the year
# after them ("... du vienas du tūkstančiai ..."; panel BB3): a pause between. Not sv, whose
# date opens with the day's ordinal ("fyra åtta två ett fjortonde mars", pinned).
_CARD_PAUSE = {"lt", "lv"}
# A mask's last four digits and a group after them that no card writes (a date's hyphens)
_MASKED_END = re.compile(r"(\d{4})(?= \d{2,4}-)")
_NUMBER_NEXT = re.compile(r"[ \t\u00a0]{1,3}\d")


def _masked_end(lang: str, match: re.Match) -> str | None:
    """ "kort ****4821 2025-03-14": the mask's last four, then a date of its own (panel AO4
    heard "fyratusen åttahundratjugoett"); the rest is left to the rules after. Else None."""
    masked = _MASKED_END.match(match.group("code")) if match.group("mask") else None
    if masked is None:
        return None
    pause = "," if lang in _CARD_PAUSE else ""
    return say_card_end(masked.group(1), lang) + pause + match.group("code")[masked.end() :]


_SERIAL_AFTER = re.compile(r"/\d{3,}(?![\w/])")


def _year_before_serial(match: re.Match) -> bool:
    """hu "Számla száma: 2024/118": a year and a serial, a reference the slash rule says
    whole ("kétezer-huszonnégy per száztizennyolc"; panel AJ3 heard the year digit by digit
    and the slash left)."""
    return bool(
        re.fullmatch(r"(?:19|20)\d\d", match.group("code"))
        and _SERIAL_AFTER.match(match.string, match.end())
    )


# --- phone numbers ----------------------------------------------------------------------


@lru_cache(maxsize=256)
def phone_groups(digits: str) -> tuple[str, ...] | None:
    """An international number's digits (country code first) in the groups its country
    writes them (``phonenumbers``' metadata): "15551234567" -> ("1", "555", "123", "4567");
    None when no number E.164 allows has that length."""
    try:
        number = phonenumbers.parse("+" + digits)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_possible_number(number):
        return None
    written = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
    return tuple(re.findall(r"\d+", written))


# An international number in one run ("+15551234567", "+4915112345678"): said after "plus"
# in its country's groups, as ``readings.phone`` says a written one (ja and ko: their own
# phone rules read it).
_INTERNATIONAL = r"\+(?P<intl>\d{8,15})(?![\w\-]|[.,/]\d)"
INTERNATIONAL_RUNS = {"en", *readings.PLUS}


def _read_international(lang: str, match: re.Match) -> str:
    groups = phone_groups(match.group("intl")) or (match.group("intl"),)
    if lang != "en":
        return readings.phone(lang, list(groups), True)
    return "plus " + ", ".join(english_digits(group, "oh") for group in groups)


PHONE_WORDS = {
    "ar": r"هاتف|الهاتف|جوال|الجوال|اتصل|اتصلوا|رقم الهاتف|واتساب",
    "bg": r"тел|телефон|gsm|обадете се|позвънете",
    "cs": r"tel|telefon|mobil|volejte|zavolejte|infolinka",
    "da": r"tlf|telefon|ring|mobil|mobilepay-?nummer",
    "de": r"tel|telefon|fon|mobil|handy|fax|hotline|rufen sie|anrufen|whatsapp",
    "el": r"τηλ|τηλέφωνο|κινητό|κιν|καλέστε|fax",
    "es": r"tel|teléfono|telefono|móvil|llame|llámenos|whatsapp|fax",
    "et": r"tel|telefon|mobiil|helista|helistage",
    "fi": r"puh|puhelin|soita|soittakaa|gsm",
    "fr": r"tél|tel|téléphone|portable|mobile|appelez|fax|whatsapp",
    "hi": r"फ़ोन|फोन|मोबाइल|कॉल|हेल्पलाइन|टेलीफ़ोन|व्हाट्सएप|संपर्क",
    "hr": r"tel|telefon|mob|mobitel|nazovite|fax",
    "hu": r"tel|telefon|mobil|hívjon|hívja|hívjanak|fax",
    "id": r"telp|tel|telepon|hp|hubungi|wa|whatsapp",
    "it": r"tel|telefono|cell|cellulare|chiama|chiamate|chiamare|numero verde|fax|whatsapp",
    "lt": r"tel|telefon|skambinkite|paskambinkite|skambink|paskambink|mob",
    "lv": r"tel|tālr|tālrun|zvaniet|zvani|mob",
    "nl": r"tel|telefoon|bel|mobiel|fax",
    "pl": r"tel|telefon|zadzwoń|dzwoń|zadzwon|infolinia|kom|fax|pod numer",
    "pt": r"tel|telefone|celular|ligue|liga|whatsapp|fax|contato",
    "ro": r"tel|telefon|sunați|suna|mobil|fax",
    "ru": r"тел|телефон|звоните|позвоните|моб|факс|whatsapp",
    "sk": r"tel|telefón|volajte|zavolajte|mobil|infolink",
    "sl": r"tel|telefon|pokličite|gsm|mob",
    "sv": r"tel|telefon|ring|mobil",
    "tr": r"tel|telefon|gsm|arayın|cep|faks",
    "uk": r"тел|телефон|телефонуйте|зателефонуйте|моб|гаряча лінія",
    "vi": r"sđt|đt|điện thoại|gọi|hotline|tổng đài|liên hệ|zalo",
}  # fmt: skip
# "tel" is the abbreviation alone ("Tel.", "tel:"), not a word's start: et "Tellimus tuleb
# 13.05.2024" (an order) was read as a phone number, the date digit by digit (panel AJ).
for _lang, _words in PHONE_WORDS.items():
    PHONE_WORDS[_lang] = re.sub(r"(?<![^|])tel(?=\||$)", r"tel(?![^\\W\\d_])", _words)
# National forms a quantity cannot take (ITU-T E.164 national plans as written locally).
NATIONAL = {
    "pt": r"(?:\(\d{2}\)\s?)?9?\d{4}-\d{4}"  # (11) 98765-4321, 3456-7890
    # Portugal's mobiles: nine digits from 91, 92, 93, 96, written 3-3-3 (ANACOM, Plano
    # Nacional de Numeração): "912 345 678" with no phone word before it (panel AR1 heard
    # "novecentos e doze milhões ..."); a quantity before a currency or "%" stays one
    r"|9[1236]\d \d{3} \d{3}(?!\s?(?:[%€$£]|euros?(?!\w)))",
    # 98765 43210; toll-free 1800-123-4567 (TRAI)
    "hi": r"[6-9]\d{4}[ -]\d{5}|[6-9]\d{9}|1800[ -]?\d{3}[ -]?\d{4}",
    # 0912 345 678, 090.123.4567, 1900 1234 (not after "năm": a year)
    "vi": r"0\d{2,3}[ .]\d{3}[ .]\d{3,4}|0\d{9}|(?<![Nn]ăm )1[89]00[ .]?\d{4}(?:\d{2})?",
    "hu": r"06[ -/]?\d{1,2}[ -/]\d{3}[ -]?\d{3,4}",  # 06-1-234-5678, 06 30 123 4567
    # a hotline's short number, 1500 and three digits (Kominfo's "nomor layanan 1500xxx"):
    # "Halo BCA 1500888" (panel AO5 heard a million and a half); no amount is written so
    "id": r"1500-?\d{3}(?!\s?(?:%|[Rr]upiah|Rp|[.,]\d))",
    "el": r"(?:2\d{2}|69\d) ?\d{3} ?\d{4}|69\d{2} \d{6}"  # 210 1234567, 6945 123456
    # ... and the ten digits grouped 3-4-3 or 4-3-3 ("210 3500 000", "2310 555 123", "6944
    # 123 456"; OTE's directory writes them so; panel BB4 heard "στο 210 3500 000" as
    # "διακόσια δέκα τρεις χιλιάδες ..."): no amount is grouped so
    r"|(?:2\d{2} \d{4}|(?:2\d|69)\d{2} \d{3}) \d{3}(?!\s?(?:[%€$]|ευρώ))"
    # ... and 3-2-2-3, the shared-cost and free numbers' way too ("801 11 22 333", "800 11
    # 12 345", "210 12 34 567"; panel BD4 heard "είκοσι δύο χιλιάδες τριακόσια ..."), and
    # 801 800 in 3-3-4 as the landlines: ten digits, no amount is grouped so
    r"|(?:2\d{2}|69\d|80[01]) \d{2} \d{2} \d{3}(?!\s?(?:[%€$]|ευρώ))"
    r"|80[01] \d{3} \d{4}(?!\s?(?:[%€$]|ευρώ))",
    "et": r"5\d{2,3} \d{4}|[3-7]\d{2} \d{4}",  # 5123 4567, 627 4000
    "lv": r"[26]\d{7}|[26]\d{3} \d{4}|[26]\d \d{3} \d{3}"  # 2123 4567
    # ... and the free numbers, 80 and six digits (SPRK's numbering plan: "8000 2000"; panel
    # AR3 heard "astoņdesmit miljoni divtūkstoš"), not before an amount's sign or a per cent
    r"|80\d{2} ?\d{4}(?!\s?(?:[%€$]|eiro|EUR))",
    "lt": r"8 [5-9]\d{2} \d{2} \d{3}|8 6\d{2} \d{5}"  # 8 700 55 123, 8 612 34567
    # ... and a landline, 8, the area code and the local number, eight digits after the 8
    # (RRT's numbering plan: Vilnius "8 5 210 1234", Kaunas "8 37 123 456", "8 380 12345";
    # panel BD3 heard "penki tūkstančiai du šimtai dešimt tūkstantis ...")
    r"|8 (?:5 \d{3} \d{4}|[34]\d \d{3} \d{3}|[34]\d{2} \d{5})(?!\s?(?:[%€$]|eur))",
    "pl": r"\d{2} \d{3} \d{2} \d{2}",  # 22 123 45 67
    "ar": r"05\d[ -]?\d{3}[ -]?\d{4}",  # 050 123 4567
    # Spanish mobiles (6xx, 7xx) and landlines (8xx, 9xx) have nine digits, written
    # 3-3-3 or 3-2-2-2 (CNMC, Plan Nacional de Numeración): "600 123 456", "912 34 56 78";
    # a grouped quantity of nine digits before a currency or "%" stays a quantity.
    # ... and Madrid's and Barcelona's 2-3-2-2 ("91 123 45 67"; panel AF1 heard "noventa y
    # un mil ciento veintitrés ..."): no quantity is grouped so
    "es": r"(?:[6-9]\d{2}(?: \d{3} \d{3}| \d{2} \d{2} \d{2})|[89]\d \d{3} \d{2} \d{2})"
    r"(?!\s?(?:[%€$£]|euros?(?!\w)))",
    # Italian mobiles: ten digits starting with 3, written 3-3-4 or 3-7 (AGCOM numbering
    # plan): "333 123 4567", "347 1234567"; no quantity is grouped so.
    "it": r"3\d{2} (?:\d{3} \d{4}|\d{7})"
    # ... and the toll-free and shared-cost numbers, 800 803 840 848 and six digits written
    # 3-3-3 ("800 123 456"; AGCOM, panel Y1 heard "ottocento milioni ..."), not before a
    # currency or a per cent
    r"|8(?:0[03]|4[08]) \d{3} \d{3}(?!\s?(?:[%€$£]|euro(?!\w)))",
}
# A separator between groups; German writes an area code before a spaced slash too
# ("089 / 2345 678", the older DIN 5008 form).
_PHONE_SEP = r"(?:[ ./\-]| / )"
_PHONE = rf"(?P<plus>\+\s?)?(?:\(\d{{1,5}}\)\s?)?\d{{1,12}}(?:{_PHONE_SEP}\d{{1,8}}){{0,7}}"


@cache
def _phone_lead(lang: str) -> re.Pattern[str]:
    """A phone word and up to three words after it; it ends where the number starts."""
    return re.compile(
        rf"(?<![^\W\d_])(?i:{PHONE_WORDS[lang]}){_LETTER}{{0,6}}\.?"
        rf"(?:[\s:]{{1,4}}(?:{_LETTER}{{1,3}}\.|{_LETTER}{{1,20}})){{0,3}}[\s:]{{1,4}}"
    )


@cache
def _has_phone_word(lang: str) -> re.Pattern[str]:
    return re.compile(PHONE_WORDS[lang])


@lru_cache(maxsize=16)
def _phone_starts(lang: str, text: str) -> frozenset[int]:
    """Where in ``text`` a number may start after a phone word (one scan per text)."""
    if not _has_phone_word(lang).search(text.lower()):
        return frozenset()
    return frozenset(m.end() for m in _phone_lead(lang).finditer(text))


@cache
def phone_pattern(lang: str) -> str:
    """A national form, or digits in groups that ``read_phone`` takes after a phone word."""
    # not the rest of an international number: "+91 98765 43210" is the phone rule's
    after_code = r"(?<!\+\d )(?<!\+\d\d )(?<!\+\d\d\d )"
    national = NATIONAL.get(lang)
    forms = rf"{after_code}(?P<national>{national})|" if national else ""
    # five digits at least (a phone word's number needs more; a date or a time has fewer)
    five = rf"(?=(?:\+\s?)?\(?\d(?:{_PHONE_SEP}?\)?\s?\d){{4}})"
    head = rf"(?=[+(\d])(?<![\w+\-.,/]){five}"
    return rf"{head}(?:{forms}(?P<phone>{_PHONE}))(?![^\W_]|[.,/\-]\d)"


# A short service number of five or six digits in two groups after a phone word (sk
# "volajte 18 188", ZSSK's line; cs "volejte 12 345"): said in the groups written,
# never as thousands (panel BD2 heard "osemnásťtisícstoosemdesiatosem"); not before an
# amount's sign, a unit or a per cent ("tel. ... 18 188 Kč" stays a sum).
_SERVICE_GROUPS = re.compile(r"[1-9]\d{1,2} \d{3}")
_AMOUNT_AFTER = re.compile(
    r"\s?(?:[%€$£₽]|(?i:eur|euro|eura|eur|usd|kč|korún|korun|sk|zł|złotych|руб|рубл\w*|грн|лв"
    r"|лева|ks|kg|km|ms|min|sek)(?!\w)|[^\W\d_]+\s?/)"
)


def _short_service_number(lang: str, text: str, match: re.Match) -> bool:
    if lang not in GROUPS or not _SERVICE_GROUPS.fullmatch(text):
        return False
    after = match.string[match.end() : match.end() + 12]
    return not _AMOUNT_AFTER.match(after)


def read_phone(lang: str, match: re.Match) -> str:
    text = match.group("phone") or match.group("national")  # one of them matched
    groups = re.findall(r"\d+", ascii_digits(text))
    count = sum(map(len, groups))
    if match.groupdict().get("national"):
        years = [g for g in groups if len(g) == 4 and 1000 <= int(g) <= 2100]
        if "-" in text and "(" not in text and len(groups) == 2 and len(years) == 2:
            return text  # 1990-1995 is a range
        free = lang == "lv" and re.fullmatch(r"80\d{2} ?\d{4}", text) and not text.endswith("0000")
        if len(groups) == 1 and text.endswith("000") and not free:
            # (lv "80002000" is a free number: no amount of 80 million ends in 2000 unspaced)
            # 21000000 is an amount, but not after a phone word: lv "pa tālruni 67120000"
            # (a fresh panel Q3 heard "sešdesmit septiņi miljoni ...")
            if match.start() not in _phone_starts(lang, match.string):
                return text
    elif match.start() not in _phone_starts(lang, match.string):
        return text
    elif count > 15 or (count < 7 and not (count >= 5 and text[0] in "+0(")):
        if not _short_service_number(lang, text, match):
            return text
    plus = bool(match.group("plus"))
    return readings.phone(lang, groups, plus)


# A house and flat joined by a hyphen after a street ("Narva mnt 7-15", "Elizabetes iela
# 10-5", "Laisvės al. 53-12"): the flat said with its word, as Estonian, Latvian and
# Lithuanian addresses are read (Eesti Post, Latvijas Pasts, Lietuvos paštas address
# guides); the hyphen is no range. The second L panel (issue 31) heard "seitse kuni viisteist".
FLAT_WORDS = {"et": "korter", "lv": "dzīvoklis", "lt": "butas"}
_FLAT_STREET = re.compile(
    r"(?i:mnt|maantee|tänav|tn|pst|puiestee|iela|iel\.|bulvāris|prospekts|gatvė|g\.|pr\.|al\."
    r"|alėja|prospektas)(?!\w)\s+\Z"
)


def _flat_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.flat",
        f"{lang}: a house and flat after a street (7-15) -> 7, {FLAT_WORDS[lang]} 15",
        r"(?<![\w.,/-])(?P<house>\d{1,4}[A-Za-z]?)-(?P<flat>\d{1,4})(?![\w/-]|[.,]\d)",
    )
    def flat(match: re.Match) -> str:
        if not _FLAT_STREET.search(match.string, max(0, match.start() - 20), match.start()):
            return match.group(0)
        return f"{match.group('house')}, {FLAT_WORDS[lang]} {match.group('flat')}"

    return flat


# sv "lgh 1102": a flat's number of four digits, its floor first (Lantmäteriet's
# lägenhetsnummer: 11 the ground floor's next, 02 the flat), said as two pairs, a zero-led
# pair digit by digit ("elva noll två"), and "lgh" as "lägenhet" (panel AD4 heard "lgh
# ettusen etthundratvå").
def _sv_flat_rule() -> Rule:
    @rule(
        "sv.flat",
        "sv: a flat's number (lgh 1102) -> lägenhet elva noll två",
        r"(?<![\w.])(?P<w>lgh\.?(?:\s?nr\.?)?|[Ll]ägenhet(?:snummer)?|[Ll]gh\.?)\s(?P<n>\d{4})"
        r"(?![\w/-]|[.,:]\d)",
    )
    def flat(match: re.Match) -> str:
        word = match.group("w")
        if word.lower().startswith("lgh"):
            word = "Lägenhet" if word[0].isupper() else "lägenhet"
        pairs = (match.group("n")[:2], match.group("n")[2:])
        said = [say_digits(p, "sv") if p[0] == "0" else spell(p, "sv") for p in pairs]
        return f"{word} {' '.join(said)}"

    return flat


# Emergency numbers are said digit by digit where a call is spoken of: ko "119로 전화하세요"
# is 일일구 (people never say 백십구 for it), vi "Gọi 113" một một ba (panel Q5). The
# country's three-digit numbers (ko: 112 police, 119 fire and ambulance, 114 directory,
# 110 the government's line; vi: 111 child protection, 112 rescue, 113 police, 114 fire,
# 115 ambulance) and the words of a call or an emergency near them (30 characters).
EMERGENCY = {
    "ko": ("110|112|114|119", r"전화|신고|연락|긴급|응급|구급|출동|화재|구조|다이얼|누르"),
    "vi": ("111|112|113|114|115", r"(?i:gọi|đường dây|tổng đài|khẩn cấp|cấp cứu|cứu hỏa"
           r"|cứu nạn|công an|cảnh sát|báo cháy)"),
    # panel X4 (issue 31): ro "sunați la 112" unu unu doi, sv "ring 112" ett ett två, da
    # "Ring 112" en en to, en "dial 911" nine one one (not "o sută doisprezece"); its hr
    # and el judges heard "sto dvanaest", "εκατόν δώδεκα" as right: those stay numbers.
    "ro": ("112", r"(?i:sun|apel|urgen|număr|formaț|contact)"),
    "sv": ("112", r"(?i:ring|nöd|larm|samtal|akut|nummer)"),
    "da": ("112|114", r"(?i:ring|nød|alarm|opkald|akut|nummer)"),
    "en": ("911|999|112", r"(?i:call|dial|emergenc|ring|phone|number|contact)"),
    # panel AE1 AE3 (issue 31): nl "bel 112" één één twee, fi "Hätänumero 112" yksi yksi
    # kaksi, et "Hädaabinumber 112" üks üks kaks, lv "Palīdzības tālrunis 112" viens viens
    # divi, sl "klic v sili 112" ena ena dva (heard "honderdtwaalf", "satakaksitoista");
    # not a number's word alone ("Vuoronumero 112" a queue's number, a panel heard right)
    "nl": ("112", r"(?i:bel|nood|alarm|spoed|ambulance|politie|brandweer|hulpdienst)"),
    "fi": ("112", r"(?i:soit|hätä|ambulanssi|poliisi|pelastus)"),
    "et": ("112", r"(?i:helist|häda|kiirabi|politsei|pääst)"),
    "lv": ("112", r"(?i:zvan|tālru|palīdz|ārkārt|neatliekam|glābšan|policij)"),
    "sl": ("112", r"(?i:klic|pokliči|sili|reševal|gasil|policij)"),
    # panel AO3: lt "Skambinkite 112" vienas vienas du (heard "šimtas dvylika")
    "lt": ("112", r"(?i:skambin|surink|pagalbos|skubi|greitoj|policij|gaisrin)"),
}  # fmt: skip
_KO_PARTICLE = r"(?:에게|으로|로|에|이|가|를|은|는|와|과|번)?"


def _emergency_rule(lang: str) -> Rule:
    numbers, words = EMERGENCY[lang]
    after = rf"{_KO_PARTICLE}(?![가-힣\w])" if lang == "ko" else r"(?!\w)"
    near = re.compile(words)

    @rule(
        f"{lang}.emergency",
        f"{lang}: emergency numbers where a call is spoken of -> digit by digit",
        rf"(?<![\w.,/:\-])(?P<n>{numbers})(?![.,/:%\-]?\d){after}",
    )
    def emergency(match: re.Match) -> str:
        text = match.string
        context = (
            text[max(0, match.start() - 30) : match.start()]
            + " "
            + text[match.end() : match.end() + 30]
        )
        if not near.search(context):
            return match.group(0)
        said = say_digits(match.group("n"), lang)
        if lang == "da":  # digits one by one: "en en to", not the neuter "et"
            said = re.sub(r"\bet\b", "en", said)
        return said + text[match.end("n") : match.end()]

    return emergency


# A card's last four digits behind dots, "Jūsų kortele ...1234", "Card …4821": the dots
# stand for the hidden digits as a "****" mask does (panel AO3 heard lt "...tūkstantis du
# šimtai trisdešimt keturi"); said as a masked card's end where a card's word stands before.
_CARD_WORD = re.compile(
    r"(?i:card|kart|kaart|kort|kártyá|kártya|carte|tarjeta|cartão|carta|карт|κάρτ|thẻ|بطاق"
    r"|카드|カード|कार्ड|visa|mastercard|maestro)"
)


def _dot_mask_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.dotmask",
        f"{lang}: a card's last four digits behind dots (kortele ...1234) -> digit by digit",
        r"(?<!\S)(?:\.{2,4}|…)[ \t]?(?P<d>\d{4})(?![\w.,:/]\d|\w)",
    )
    def dot_mask(match: re.Match) -> str:
        if not _CARD_WORD.search(match.string, max(0, match.start() - 50), match.start()):
            return match.group(0)
        return say_card_end(match.group("d"), lang)

    return dot_mask


# Greece's five-digit service lines (EETT's numbering plan: 1XXXX, "11888", "13888",
# "18300") are said in two groups, the first two digits and the last three, where a call is
# spoken of: "δεκατρία οκτακόσια ογδόντα οκτώ" (panel AF4, issue 31, heard "δεκατρείς
# χιλιάδες ..."); a last group led by a zero keeps its digits ("μηδέν").
_EL_CALL = re.compile(
    r"(?i:καλέστε|καλείτε|κλήση|τηλ|επικοινων|εξυπηρέτηση|γραμμή|κέντρο|αριθμό|σχηματίστε)"
)


def _el_service_rule() -> Rule:
    @rule(
        "el.serviceline",
        "el: a five-digit service line (13888) where a call is spoken of -> two groups",
        r"(?<![\w.,/:\-])(?P<n>1[0-9]{4})(?![.,/:%\-]?\d)(?!\w)",
    )
    def service(match: re.Match) -> str:
        text = match.string
        if not _EL_CALL.search(text, max(0, match.start() - 80), match.start()):
            return match.group(0)
        head, tail = match.group("n")[:2], match.group("n")[2:]
        said_tail = spell(tail, "el") if tail[0] != "0" else spell_digits(tail, "el")
        return f"{spell(head, 'el')} {said_tail}"

    return service


# Denmark's four-digit short numbers (1XXX: "1813" the capital's medical helpline, "1850";
# Energistyrelsen's numbering plan) after a word of calling are said as two pairs, as the
# country's eight-digit numbers are: "ring 1813" "atten tretten" (panel AG4, issue 31,
# heard "tusind ottehundrede og tretten"); a pair led by a zero keeps it ("nul fem").
_DA_CALL = re.compile(
    r"(?i:(?<!\w)(?:ring(?:e|er)?|tlf\.?|telefon|opkald)(?:\s+(?:til\s+)?(?:os\s+)?(?:på|til))?:?\s+)\Z"
)


def _da_short_number_rule() -> Rule:
    @rule(
        "da.shortnumber",
        "da: a four-digit short number after a word of calling (ring 1813) -> atten tretten",
        r"(?<![\w.,/:\-])(?P<n>1[0-9]{3})(?![.,/:%\-]?\d)(?!\w)",
    )
    def short_number(match: re.Match) -> str:
        if not _DA_CALL.search(match.string[max(0, match.start() - 30) : match.start()]):
            return match.group(0)
        head, tail = match.group("n")[:2], match.group("n")[2:]
        said_tail = spell(tail, "da") if tail[0] != "0" else f"nul {spell(tail[1], 'da')}"
        said_tail = re.sub(r"\bet\Z", "en", said_tail)  # a digit said alone: "nul en"
        return f"{spell(head, 'da')} {said_tail}"

    return short_number


# lv el a four-digit service number right after a word of calling ("zvaniet 8080", "καλέστε
# στο 1595") is said as two pairs, as its adverts say it, "astoņdesmit astoņdesmit",
# "δεκαπέντε ενενήντα πέντε" (panel AW3 and AW4 heard a quantity, "astoņtūkstoš
# astoņdesmit"); as da's above. A pair led by a zero says it; three digits ("καλέστε το
# 112") stay as the earlier panels heard them right, and so does hu "hívja a 1414-et"
# (panel AV pinned "az ezernégyszáztizennégyet", panel AW heard it unnatural).
_PAIRS_CALL = {
    "lv": r"(?:zvaniet|zvani|zvanīt|piezvaniet|piezvani)(?:\s+uz)?",
    "el": r"(?:καλέστε|καλείτε|τηλεφωνήστε|πάρτε)(?:\s+(?:στο|το))?",
}
_ZERO = {"lv": "nulle", "el": "μηδέν"}


# A four-digit service number standing alone (no group or separator beside it).
_SHORT_NUMBER = r"(?<![\w.,/:\-+])(?P<n>[1-9][0-9]{3})(?![.,/:%\-]?\d|\s\d)(?!\w)"


def _short_number_rule(name: str, description: str, before: re.Pattern, window: int, say):
    """A rule reading a four-digit service number with ``say`` when ``before`` ends the
    ``window`` characters before it (a word of calling, a phone's label)."""

    @rule(name, description, _SHORT_NUMBER)
    def short_number(match: re.Match) -> str:
        if not before.search(match.string[max(0, match.start() - window) : match.start()]):
            return match.group(0)
        return say(match.group("n"))

    return short_number


def _pairs_short_number_rule(lang: str) -> Rule:
    def in_pairs(number: str) -> str:
        head, tail = number[:2], number[2:]
        said_tail = f"{_ZERO[lang]} {spell(tail[1], lang)}" if tail[0] == "0" else spell(tail, lang)
        return f"{spell(head, lang)} {said_tail}"

    return _short_number_rule(
        f"{lang}.shortnumber",
        f"{lang}: a four-digit service number after a word of calling -> two pairs",
        re.compile(rf"(?i:(?<!\w){_PAIRS_CALL[lang]})\s+\Z"),
        30,
        in_pairs,
    )


# lt "skambinkite 1813": a four-digit short number (a bank's, an operator's; they start with
# 1) after a word of calling is said digit by digit, as its adverts say it, "vienas aštuoni
# vienas trys" (panel AS3, issue 31, heard "tūkstantis aštuoni šimtai trylika").
_LT_CALL = re.compile(
    r"(?i:(?<!\w)(?:(?:pa)?skambin\w{0,6}(?:\s+(?:trumpuoju\s+)?numeriu)?"
    r"|trumpuoju\s+numeriu|trumpasis\s+numeris))\s?:?\s+\Z"
)


def _lt_short_number_rule() -> Rule:
    @rule(
        "lt.shortnumber",
        "lt: a four-digit short number after a word of calling (skambinkite 1813) -> digit "
        "by digit",
        r"(?<![\w.,/:\-])(?P<n>1[0-9]{3})(?![.,/:%\-]?\d)(?!\w)",
    )
    def short_number(match: re.Match) -> str:
        if not _LT_CALL.search(match.string[max(0, match.start() - 30) : match.start()]):
            return match.group(0)
        return say_digits(match.group("n"), "lt")

    return short_number


# An SMS short code after the message's "to" ("trimiteți SMS ... la 7414", "pošaljite SMS
# na 708101", "text STOP to 80877") is said digit by digit, as the operators' adverts say
# it (panel AE4 heard "șapte mii patru sute paisprezece", "sedamsto osam tisuća sto jedan"):
# four to six digits alone, after the language's "to", with "SMS" in the 60 characters before.
SMS_TO = {
    "ro": "la", "hr": "na", "sl": "na", "cs": "na", "sk": "na", "pl": "na|pod", "bg": "на",
    "ru": "на", "uk": "на", "en": "to", "de": "an", "nl": "naar|op", "sv": "till|på",
    "da": "til|på", "fr": "au", "es": "al", "it": "al", "pt": "para|ao", "lv": "uz",
    "el": "στο",
}  # fmt: skip
_SMS = re.compile(r"(?i:sms|смс)(?!\w)")


def _sms_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.sms",
        f"{lang}: an SMS short code after the message's 'to' -> digit by digit",
        rf"(?<!\w)(?P<w>(?i:{SMS_TO[lang]})\s+)(?P<n>\d{{4,6}})(?![.,/:%\-]?\d)(?!\w)",
    )
    def sms(match: re.Match) -> str:
        if not _SMS.search(match.string, max(0, match.start() - 60), match.start()):
            return match.group(0)
        return match.group("w") + say_digits(match.group("n"), lang)

    return sms


# A room's number written with a dot (the floor, then the room) after a word for a room is
# said as its two numbers, as read from the door: ro "sala 2.04" "sala doi zero patru", sv
# "rum 2.14" "två fjorton", da "lokale 2.14" "to fjorten", en "room 2.14" "two fourteen",
# "room 2.04" "two oh four" (panel X4, issue 31, heard decimals and "doi aprilie"; pl has
# its own in slavic.py). Only after the room's word: one or two digits, a dot, two or
# three digits, nothing numeric after.
ROOM_WORDS = {
    "ro": r"sal[aăe]|sălii|camer(?:a|ei)|cabinet(?:ul)?|birou(?:l)?",
    "hr": r"sob[aeiu]|dvoran[aeiu]|ured|kabinet|učionic[aeiu]",
    "sv": r"rum(?:met)?|sal(?:en)?|lokal(?:en)?|konferensrum(?:met)?",
    "da": r"lokale(?:t)?|rum(?:met)?|sal(?:en)?|mødelokale(?:t)?|værelse(?:t)?",
    "en": r"room|rm\.|suite|office|ward|hall",
    "el": r"αίθουσα|αίθουσας|γραφείο|δωμάτιο",
    # panel Y1 (issue 31) heard de "Zimmer 3.14" as "drei Komma eins vier" ("drei vierzehn")
    "de": r"Zimmer|Raum|Büro|Saal|Hörsaal|Besprechungsraum|Konferenzraum",
    "fr": r"salle|bureau|chambre",
    "es": r"sala|aula|despacho|habitación",
    "it": r"aula|sala|stanza|ufficio",
    "pt": r"sala|gabinete",
    "nl": r"lokaal|zaal|kamer|vergaderruimte",
    # panel AS2 (issue 31) heard ru "в зале 2.14" as "две целых четырнадцать сотых", cs "v
    # místnosti 2.14" as "dvě celé čtrnáct" ("dva čtrnáct")
    "ru": r"зал[аеу]?|залом|кабинет(?:а|е|у|ом)?|каб\.|аудитори(?:я|и|ю|ей)|ауд\."
    r"|комнат(?:а|ы|е|у|ой)",
    "uk": r"зал[іуа]?|залом|кабінет(?:і|у|а|ом)?|каб\.|аудиторі(?:я|ї|ю|єю)|ауд\."
    r"|кімнат(?:а|и|і|у|ою)",
    "bg": r"зала(?:та)?|стая(?:та)?|кабинет(?:а|ът)?|офис(?:а|ът)?",
    "cs": r"místnost(?:i|í)?|učebn(?:a|ě|u|ou|y)|kancelář(?:e|i|í)?|sál(?:e|u)?"
    r"|zasedačk(?:a|y|u|ou|ách)",
    "sk": r"miestnos[tť](?:i|ou)?|učebn(?:i|e|u)|učebňa|učebňu|kancelári(?:a|e|i|u)|kanceláriou"
    r"|sál(?:a|e|u|y)?",
}


# ... the room's second number two digits only where a dot groups thousands and no room
# word tells a count from a room ("Saal 1.200 Plätze" is a count).
_ROOM_TWO = {"de", "fr", "es", "it", "pt", "nl"}
# sv da a hotel's four-digit room in two pairs, the floor's then the room's ("Rum 1204" ->
# "tolv noll fyra", as said at a reception; panel BD4, issue 31, heard "ettusen
# tvåhundrafyra"). Three digits stay a number, as pinned ("rum 312" -> "trehundratolv").
_ROOM_PAIRS = {"sv", "da"}


# A code that mixes small letters with capitals or digits after a code word ("mot de passe
# temporaire : Xk82pQ", "wachtwoord is Rv39Xq"): a password or a one-time code, said
# character by character as one reads it out to someone who types it, the digits one by one
# and, where small and capital letters mix, each letter's case ("X majuscule, k minuscule,
# huit, deux, ..."); a fresh panel AF1 (issue 31) heard "Xk quatre-vingt-deux pQ" as
# unnatural. Only a code of four to twenty characters with no run of three small letters
# (a word's piece: "Sommer2024" stays a word and a year).
CASE_WORDS = {
    "de": ("großes {}", "kleines {}"),
    "fr": ("{} majuscule", "{} minuscule"),
    "es": ("{} mayúscula", "{} minúscula"),
    "it": ("{} maiuscola", "{} minuscola"),
    "pt": ("{} maiúsculo", "{} minúsculo"),
    "nl": ("hoofdletter {}", "kleine {}"),
}
_MIXED_CODE = (
    r"(?<![\w@./\-])(?=[A-Za-z0-9]{0,19}[a-z])(?=[A-Za-z0-9]{0,19}[A-Z0-9])"
    r"(?![A-Za-z0-9]{0,17}[a-z]{3})[A-Za-z0-9]{4,20}(?![\w@]|[.,:/\-]\w)"
)


@lru_cache(maxsize=16)
def _mixed_code_starts(lang: str, text: str) -> frozenset[int]:
    """Where a code may start after a code word, a small letter too ("clave: aB3dE9")."""
    if not _has_code_word(lang).search(text.lower()):
        return frozenset()
    lead = _lead_any(lang)
    return frozenset(m.end() for m in lead.finditer(text))


@cache
def _lead_any(lang: str) -> re.Pattern[str]:
    return re.compile(_lead(lang).pattern.replace(f"(?=[*•·{_CAPS}0-9])", "(?=[A-Za-z0-9])"))


def _mixed_code_rule(lang: str) -> Rule:
    upper, lower = CASE_WORDS[lang]

    @rule(
        f"{lang}.mixedcode",
        f"{lang}: a password or code mixing small letters with capitals or digits after a "
        "code word (Xk82pQ) -> character by character, each letter's case said",
        rf"(?=[A-Za-z0-9]){_MIXED_CODE}",
    )
    def mixed(match: re.Match) -> str:
        code = match.group(0)
        if match.start() not in _mixed_code_starts(lang, match.string):
            return code
        both = any(c.isupper() for c in code) and any(c.islower() for c in code)
        said = []
        for char in code:
            if char.isdigit():
                said.append(say_digits(char, lang))
            elif both:
                said.append((upper if char.isupper() else lower).format(char))
            else:
                said.append(char)
        return padded(match, ", ".join(said))

    return mixed


def _room_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.roomnumber",
        f"{lang}: a room's number with a dot (room 2.14) -> its two numbers",
        rf"(?<!\w)(?P<w>(?i:{ROOM_WORDS[lang]})\s+)"
        rf"(?:(?P<a>\d{{1,2}})\.(?P<b>\d{{2,{2 if lang in _ROOM_TWO else 3}}})"
        + (r"|(?P<a2>[1-9]\d)(?P<b2>\d\d)" if lang in _ROOM_PAIRS else "")
        + r")(?!\d|[.,]\d)",
    )
    def room(match: re.Match) -> str:
        g = match.groupdict()
        a, b = g["a"] or g.get("a2"), g["b"] or g.get("b2")
        if g.get("b2") == "00":  # "rum 1100": "elvahundra", as a year's hundreds
            return f"{match.group('w')}{readings.year(int(a + b), lang)}"
        if not b.startswith("0"):
            second = spell(b, lang)
        elif lang == "en":  # "two oh four"
            rest = b.lstrip("0")
            second = " ".join(["oh"] * (len(b) - len(rest)) + ([spell(rest, lang)] if rest else []))
        else:
            second = " ".join(spell(d, lang) for d in b)
        return f"{match.group('w')}{spell(a, lang)} {second}"

    return room


# A payment app's number after "til"/"till" (da "MobilePay-betaling på 250 kr. til
# 12345678", sv "Swish-betalning … till 123 456 78 90") is a phone number, said in its
# groups (panel X4, issue 31, heard "tolv millioner …", "etthundratjugotretusen …"). Only
# with the app's name up to 60 characters before.
PAYMENT_APPS = {"da": ("mobilepay", "til"), "sv": ("swish", "till")}


def _payment_rule(lang: str) -> Rule:
    app, to = PAYMENT_APPS[lang]
    named = re.compile(rf"(?i:{app})")

    @rule(
        f"{lang}.paymentnumber",
        f"{lang}: a {app} number after '{to}' -> a phone number's groups",
        # ... or after the app's name itself, "Swish: 123 456 78 90", "MobilePay 12 34 56 78"
        # (panel BA4 heard the first two groups joined, "etthundratjugotretusen ...")
        rf"(?<!\w)(?P<to>(?i:{to}|nummer|nr\.?|{app}(?:-?nummer|-?nr\.?)?):?\s+)"
        r"(?P<n>\d{8,10}|\d{2,3}(?: \d{2,3}){2,4})(?![\w.,/-]?\d)",
    )
    def payment(match: re.Match) -> str:
        if not named.search(match.string, max(0, match.start() - 60), match.start("n")):
            return match.group(0)
        groups = match.group("n").split()
        return match.group("to") + readings.phone(lang, groups, False)

    return payment


# cs sk a bank account: an optional prefix, the number and the bank's four-digit code after
# a slash ("123456789/0800", "19-2000145399/0800"), dictated digit by digit with the slash
# said "lomeno" and the hyphen "pomlčka" (ČNB, "Struktura čísla účtu"; panel AO2 heard the
# slash left unsaid). After an account's word, or with a bank code led by a zero (no year).
_CZ_ACCOUNT_WORD = re.compile(r"(?i:účt|účet|č\.\s?ú\.|bankovn|bankov|spojen|převod|prevod)")


def _cz_account_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.account",
        f"{lang}: a bank account (123456789/0800) -> its digits, 'lomeno', the bank's code",
        r"(?<![\w./-])(?:(?P<pre>\d{1,6})-)?(?P<acc>\d{2,10})/(?P<bank>\d{4})(?![\w/]|[.,]\d)",
    )
    def account(match: re.Match) -> str:
        acc, bank = match.group("acc"), match.group("bank")
        named = _CZ_ACCOUNT_WORD.search(match.string, max(0, match.start() - 40), match.start())
        if not (named or (len(acc) >= 6 and bank[0] == "0")):
            return match.group(0)
        said = f"{say_digits(acc, lang)} lomeno {say_digits(bank, lang)}"
        if match.group("pre"):
            said = f"{say_digits(match.group('pre'), lang)} pomlčka {said}"
        return said

    return account


def _registry_rule(lang: str) -> Rule:
    """A national identifier written with dots ("CPF: 123.456.789-09", "CNPJ
    12.345.678/0001-90"): its written groups, each digit by digit, as it is read out (panel
    AB1 heard "cento e vinte e três milhões ..."). Without a dot the code rule reads it."""

    @rule(
        f"{lang}.registry",
        f"{lang}: a national identifier written with dots (CPF 123.456.789-09) -> its groups",
        rf"(?<!\w)(?P<w>(?i:{_REGISTRIES[lang]}):?\s{{1,3}}"
        rf"(?:(?i:{COPULAS.get(lang, 'is')})\s{{1,3}})?)"
        r"(?P<n>\d{1,4}(?:[./-]\d{1,4}){1,5})(?![\w.,/-]?\d)",
    )
    def registry(match: re.Match) -> str:
        if "." not in match.group("n"):
            return match.group(0)
        return match.group("w") + say_code(re.sub(r"[./]", "-", match.group("n")), lang)

    return registry


# A vehicle's registration plate in the shapes each country issues, read as it is read out:
# its letters as written, its digits one by one, never a count (panel AE2 heard uk "АА одна
# тисяча двісті тридцять чотири ВК", pl "WX cztery tysiące ... K", cs "RZ jedna AB dva tisíce
# ..."; AE5 ko "십이가 삼천사백오십육", vi "ba mươi A-một trăm hai mươi ba phẩy bốn năm").
# uk bg ru "АА 1234 ВК" (two series letters, four digits, two letters); pl "WX 4821K" (the
# district's letters, then digits with a letter after them); cs sk "1AB 2345" (the region's
# digit and letters, four digits; sk "BA-123XY" stays, as panel AE2 heard it right); ko
# "12가 3456" (the type's number, a syllable of the use, four digits: 자동차 등록번호판
# 기준); vi "30A-123.45" (the province's number and the series, then five digits).
# The plate's Cyrillic letters are the twelve Latin look-alikes, typed in Latin as often
# (uk "AA 1234 BC": panel AN2 heard "одна тисяча двісті ..."); pl "WA 12345" has no letter
# after its five digits.
_CYR = "А-ЯІЇЄABCEHIKMOPTX"
PLATES = {
    "uk": rf"(?P<a>[{_CYR}]{{2}}) (?P<n>\d{{4}}) (?P<b>[{_CYR}]{{2}})(?![^\W\d_])",
    "bg": rf"(?P<a>[{_CYR}]{{1,2}}) (?P<n>\d{{4}}) (?P<b>[{_CYR}]{{1,2}})(?![^\W\d_])",
    "ru": rf"(?P<a>[{_CYR}]{{2}}) (?P<n>\d{{4}}) (?P<b>[{_CYR}]{{2}})(?![^\W\d_])",
    "pl": r"(?P<a>[A-Z]{2,3}) (?:(?P<n>\d{3,5})(?P<b>[A-Z]{1,2})|(?P<n5>\d{5}))(?![^\W_])",
    "cs": r"(?P<a>\d[A-Z][A-Z0-9]) (?P<n>\d{4})(?![^\W_])",
    "sk": r"(?P<a>\d[A-Z][A-Z0-9]) (?P<n>\d{4})(?![^\W_])",
    "ko": r"(?P<a>\d{2,3})(?P<h>[가나다라마거너더러머버서어저고노도로모보소오조구누두루"
          r"무부수우주하허호배]) ?(?P<n>\d{4})(?!\d)",
    "vi": r"(?P<a>\d{2}[A-Z]{1,2}\d?)-(?P<n>\d{3}\.\d{2}|\d{4,5})(?![\w.,]?\d|\w)",
    # de "M-AB 1234", "HH-XY 98E": the district, a hyphen, one or two letters, up to four
    # digits (and E for an electric car; FZV Anlage 4); nl "AB-123-C", "12-ABC-3": six
    # letters and digits in three groups (RDW's "sidecodes"). Panel BA1 heard the digits as
    # an amount ("eintausendzweihundert...", "honderddrieëntwintig"): a plate is spelled,
    # its letters one by one, its digits one by one, a pause between its groups.
    "de": r"(?P<a>[A-ZÄÖÜ]{1,3})-(?P<m>[A-Z]{1,2}) (?P<n>\d{1,4})(?P<b>[EH])?(?![^\W_])",
    "nl": r"(?P<nl>(?:[A-Z]{1,3}|\d{1,3})-(?:[A-Z]{1,3}|\d{1,3})-(?:[A-Z]{1,3}|\d{1,3}))"
          r"(?![\w-])",
}  # fmt: skip
# ko: a plate only after a vehicle's word (차량번호, 번호판, 차 번호), as "12가 3456" alone
# may be something else.
_KO_PLATE_BEFORE = re.compile(r"차량|번호판|차 ?번호|자동차")
# pl "WX 4821K" only after a vehicle's word too ("3 GB 1200MB" is sizes).
_VEHICLE_BEFORE = {
    "pl": re.compile(r"(?i:pojazd|samoch[oó]d|auto|rejestracyjn|tablic|nr rej|ciężarówk|motocykl)"),
    # de "M-AB 1234" ("DE-AT 2024" may be two countries and a year)
    "de": re.compile(r"(?i:kennzeichen|nummernschild|kfz|auto|fahrzeug|wagen|pkw|lkw|motorrad)"),
}


def _plate_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.plate",
        f"{lang}: a vehicle's registration plate -> its letters and its digits one by one",
        rf"(?<![\w.,/-])(?:{PLATES[lang]})",
    )
    def plate(match: re.Match) -> str:
        found = match.groupdict()
        if lang == "nl":
            return _nl_plate(match)
        first, digits, last = found["a"], found["n"] or found.get("n5"), found.get("b")
        digits = ascii_digits(digits.replace(".", ""))
        if lang in _VEHICLE_BEFORE:
            if not _VEHICLE_BEFORE[lang].search(
                match.string, max(0, match.start() - 40), match.start()
            ):
                return match.group(0)
        if lang == "ko":
            if not _KO_PLATE_BEFORE.search(match.string, max(0, match.start() - 20), match.start()):
                return match.group(0)
            return f"{korean_sino(int(first))}{found['h']} {say_digits(digits, lang)}"
        if lang == "vi":  # "ba mươi A, một hai ba bốn năm"
            head = re.match(r"(\d{2})(\D+)(\d?)", first)
            said = [spell(head.group(1), lang), head.group(2)]
            if head.group(3):
                said.append(spell(head.group(3), lang))
            return f"{' '.join(said)}, {say_digits(digits, lang)}"
        if lang == "de":  # "M, A B, eins zwei drei vier"
            groups = [" ".join(first), " ".join(found["m"]), say_digits(digits, lang)]
            return ", ".join(groups + ([last] if last else []))
        parts = []
        for piece in re.findall(r"\d+|\D+", first):
            parts.append(say_digits(piece, lang) if piece.isdigit() else " ".join(piece))
        parts.append(say_digits(digits, lang))
        if last:
            parts.append(" ".join(last))
        return " ".join(parts)

    return plate


def _nl_plate(match: re.Match) -> str:
    """nl "AB-123-C" -> "A B, één twee drie, C": six characters, letters and digits both."""
    groups = match.group("nl").split("-")
    kinds = {group.isdigit() for group in groups}
    if sum(map(len, groups)) != 6 or kinds != {True, False}:
        return match.group(0)  # "AB-CD-EF", "12-05-2024": no plate
    return ", ".join(say_digits(g, "nl") if g.isdigit() else " ".join(g) for g in groups)


# hu fi sl a four-digit service number right after the phone's word ("tel.: 1819",
# "puh. 1234", "tel. 1988") is said digit by digit, as the other phone numbers are (panel
# BE3, issue 31, heard hu "ezernyolcszáztizenkilenc", a year). Not after a verb of calling
# (hu "hívja a 1414-et" is pinned as a number); lt et keep their pins ("tel. 1588", "tel
# 1600" as numbers), lv says it in pairs (above).
_PHONE_LABEL = {
    "hu": r"tel\.|telefon(?:szám)?",
    "fi": r"puh\.|puhelin",
    "sl": r"tel\.|telefon(?:u)?",
}
_LV_PHONE_LABEL = r"|(?:pa\s+)?tālr\.|tālruni|tālrunis"
_PAIRS_CALL["lv"] += _LV_PHONE_LABEL


def _phone_label_short_number_rule(lang: str) -> Rule:
    return _short_number_rule(
        f"{lang}.shortphone",
        f"{lang}: a four-digit service number after the phone's word -> digit by digit",
        re.compile(rf"(?i:(?<![^\W\d_])(?:{_PHONE_LABEL[lang]}))\s?:?\s+\Z"),
        20,
        lambda number: say_digits(number, lang),
    )


def _short_number_rules(lang: str) -> tuple[Rule, ...]:
    """The service and short numbers said in groups (el da lv lt), each before the code rule."""
    rules: tuple[Rule, ...] = ()
    if lang == "el":
        rules = (_el_service_rule(),)
    if lang == "da":
        rules = (_da_short_number_rule(),)
    if lang in _PAIRS_CALL:
        rules += (_pairs_short_number_rule(lang),)
    if lang == "lt":
        rules = (_lt_short_number_rule(),)
    if lang in _PHONE_LABEL:
        rules += (_phone_label_short_number_rule(lang),)
    return rules


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.code`` and, in the 28 languages of structured.py, ``<lang>.telephone``:
    they run first, before dates, phones, ranges and numbers see the digits."""
    code = rule(
        f"{lang}.code",
        f"{lang}: codes, PINs, order, tracking, card and account numbers (after a context "
        "word), IBANs and long digit runs -> digit by digit or in written groups",
        code_pattern(lang),
    )(lambda match: read_code(lang, match))
    if lang in FLAT_WORDS:
        code = (_flat_rule(lang), code)
    else:
        code = (code,)
    code = (_dot_mask_rule(lang), *code)
    if lang in EMERGENCY:
        code = (_emergency_rule(lang), *code)
    for short_number in _short_number_rules(lang):
        code = (short_number, *code)
    if lang in SMS_TO:
        code = (_sms_rule(lang), *code)
    if lang in ROOM_WORDS:
        code = (_room_rule(lang), *code)
    if lang == "sv":
        code = (_sv_flat_rule(), *code)
    if lang in PAYMENT_APPS:
        code = (_payment_rule(lang), *code)
    if lang in _REGISTRIES:
        code = (_registry_rule(lang), *code)
    if lang in PLATES:
        code = (_plate_rule(lang), *code)
    if lang in CASE_WORDS:
        code = (_mixed_code_rule(lang), *code)
    if lang in ("cs", "sk"):
        code = (_cz_account_rule(lang), *code)
    if lang not in PHONE_WORDS:
        return code
    phone = rule(
        f"{lang}.telephone",
        f"{lang}: phone numbers after a phone word (Tel., ...) and in national formats "
        "-> grouped digits",
        phone_pattern(lang),
    )(lambda match: read_phone(lang, match))
    return (*code, phone)
