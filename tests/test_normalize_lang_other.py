"""Reading the other languages aloud: Greek, Estonian, Finnish, Hungarian, Lithuanian,
Latvian, Turkish, Arabic, Hindi, Indonesian, Vietnamese.

Dates, times, years, ordinals, units, phone numbers,
ranges and money, each sentence checked against what a native reader says.

Sources of the conventions:
- el: Triantafyllidis, Λεξικό της κοινής νεοελληνικής ("πρώτη Μαΐου", otherwise a
  cardinal: "πέντε Μαρτίου"; "1η", "2ος"; hours feminine "δεκατέσσερις και τριάντα"); CLDR el.
- et: Eesti Keele Instituut (EKI), ÕS and "Kuupäev" ("5. märtsil" = "viiendal märtsil";
  "kell 14.30"); CLDR et.
- fi: Kielitoimisto (Kotus), Kielitoimiston ohjepankki ("5.3.2024" = "viides
  maaliskuuta ..."; "klo 14.30"; ordinals take the noun's case: "kolmannelle sijalle");
  CLDR fi.
- hu: Magyar helyesírás szabályai (MHSz 12) (year first: "2024. március 5." =
  "kétezer-huszonnégy március ötödike", "elseje"; "március 5-én" = "ötödikén"; "14:30-kor";
  "1990-ben"); CLDR hu.
- lt: VLKK, Kalbos patarimai ("2024 m. kovo 5 d." = "... ketvirtųjų metų kovo
  penktoji"; "1990 m." = "... devyniasdešimtaisiais metais"); CLDR lt.
- lv: Valsts valodas centrs / LVS ("2024. gada 5. martā" = "... ceturtā gada piektajā
  martā"; "1990. gadā" = "... deviņdesmitajā gadā"); CLDR lv.
- tr: TDK, Yazım Kılavuzu ("5 Mart 2024"; "3." = "üçüncü"; "%25" = "yüzde yirmi beş";
  suffixes after an apostrophe join the number: "2024'te" = "... dörtte"); CLDR tr.
- ar: CLDR ar (month names, unit names); day as an ordinal ("الخامس من مارس") and the
  year in the genitive ("ألفين وأربعة وعشرين") as Arabic news read dates.
- hi: Kendriya Hindi Nideshalaya, Devanagari standard ("5 मार्च 2024" = "पाँच मार्च दो
  हज़ार चौबीस"; "14:30 बजे" = "चौदह बजकर तीस मिनट"; "3वाँ" = "तीसरा"); years 1100-1999
  in hundreds, "1990 में" = "उन्नीस सौ नब्बे में" (as All India Radio and Doordarshan news
  read them; McGregor, Outline of Hindi Grammar, numerals); CLDR hi.
- id: PUEBI / KBBI ("pukul 14.30"; "ke-3" = "ketiga"; "5 Maret 2024"); CLDR id.
- vi: Từ điển tiếng Việt (Hoàng Phê) ("ngày mùng năm tháng ba", "tháng tư" not "tháng
  bốn"; "thứ 4" = "thứ tư"; "14h30" = "mười bốn giờ ba mươi phút"); CLDR vi.
"""

from tests.native_readings import reading_tests

CASES = {
    "el": [
        (
            "Στις 5 Μαρτίου 2024 έχει αγορά.",
            "Στις πέντε Μαρτίου δύο χιλιάδες είκοσι τέσσερα έχει αγορά.",
        ),
        ("Ημερομηνία: 05/03/2024", "Ημερομηνία: πέντε Μαρτίου δύο χιλιάδες είκοσι τέσσερα"),
        ("Η συνάντηση είναι στις 14:30.", "Η συνάντηση είναι στις δεκατέσσερις και τριάντα."),
        ("Ήρθε 1η και αυτός 2ος.", "Ήρθε πρώτη και αυτός δεύτερος."),
        ("Το 1990 όλα άλλαξαν.", "Το χίλια εννιακόσια εννενήντα όλα άλλαξαν."),
        ("Είναι 3-5 χλμ.", "Είναι από τρία έως πέντε χιλιόμετρα."),
        ("Έξω είναι −5 °C.", "Έξω είναι μείον πέντε βαθμοί Κελσίου."),
        ("Το δέμα ζυγίζει 2,5 kg.", "Το δέμα ζυγίζει δύο κόμμα πέντε χιλιόγραμμα."),
        (
            "Καλέστε +30 210 123 4567.",
            "Καλέστε συν τρία μηδέν, δύο ένα μηδέν, ένα δύο τρία, τέσσερα πέντε έξι επτά.",
        ),
        ("Κοστίζει 12,50 €.", "Κοστίζει δώδεκα ευρώ και πενήντα λεπτά."),
        ("Σήμερα είναι 2024-03-05.", "Σήμερα είναι πέντε Μαρτίου δύο χιλιάδες είκοσι τέσσερα."),
        ("Τρέχει με 100 km/h.", "Τρέχει με εκατό χιλιόμετρα ανά ώρα."),
        ("Το τρένο φεύγει στις 9:05.", "Το τρένο φεύγει στις εννέα και πέντε."),
        ("Αύξηση 3,5%.", "Αύξηση τρία κόμμα πέντε τοις εκατό."),
        ("Την 1η Μαΐου είναι αργία.", "Την πρώτη Μαΐου είναι αργία."),
    ],
    "et": [
        ("5. märtsil 2024 on laat.", "viiendal märtsil kaks tuhat kakskümmend neli on laat."),
        ("Kuupäev: 05.03.2024", "Kuupäev: viies märts kaks tuhat kakskümmend neli"),
        ("Kohtume kell 14.30.", "Kohtume kell neliteist kolmkümmend."),
        ("See on 3. koht.", "See on kolmas koht."),
        ("Aastal 1990 muutus kõik.", "Aastal üks tuhat üheksasada üheksakümmend muutus kõik."),
        ("See on 3-5 km.", "See on kolm kuni viis kilomeetrit."),
        ("Väljas on −5 °C.", "Väljas on miinus viis Celsiuse kraadi."),
        ("Pakk kaalub 2,5 kg.", "Pakk kaalub kaks koma viis kilogrammi."),
        (
            "Helista +372 512 3456.",
            "Helista pluss kolm seitse kaks, viis üks kaks, kolm neli viis kuus.",
        ),
        ("Maksab 12,50 €.", "Maksab kaksteist eurot viiskümmend senti."),
        ("Täna on 2024-03-05.", "Täna on viies märts kaks tuhat kakskümmend neli."),
        ("Sõidab 100 km/h.", "Sõidab ükssada kilomeetrit tunnis."),
        ("Rong väljub 9:05.", "Rong väljub üheksa null viis."),
        ("Kasv 3,5%.", "Kasv kolm koma viis protsenti."),
        ("21. märtsil algab kevad.", "kahekümne esimesel märtsil algab kevad."),
    ],
    "fi": [
        (
            "5.3.2024 on markkinat.",
            "viides maaliskuuta kaksituhatta kaksikymmentäneljä on markkinat.",
        ),
        ("Tapaaminen klo 14.30.", "Tapaaminen kello neljätoista kolmekymmentä."),
        ("Juna lähtee 9:05.", "Juna lähtee yhdeksän nolla viisi."),
        ("Hän tuli 3. sijalle.", "Hän tuli kolmannelle sijalle."),
        (
            "Vuonna 1990 kaikki muuttui.",
            "Vuonna tuhat yhdeksänsataayhdeksänkymmentä kaikki muuttui.",
        ),
        ("Matka on 3-5 km.", "Matka on kolme-viisi kilometriä."),
        ("Ulkona on −5 °C.", "Ulkona on miinus viisi celsiusastetta."),
        ("Paketti painaa 2,5 kg.", "Paketti painaa kaksi pilkku viisi kilogrammaa."),
        (
            "Soita +358 40 123 4567.",
            "Soita plus kolme viisi kahdeksan, neljä nolla, yksi kaksi kolme, neljä viisi kuusi seitsemän.",  # noqa: E501
        ),
        ("Se maksaa 12,50 €.", "Se maksaa kaksitoista euroa viisikymmentä senttiä."),
        ("Tänään on 2024-03-05.", "Tänään on viides maaliskuuta kaksituhatta kaksikymmentäneljä."),
        ("Nopeus 100 km/h.", "Nopeus sata kilometriä tunnissa."),
        ("Kasvu 3,5 %.", "Kasvu kolme pilkku viisi prosenttia."),
        (
            "Päivä on 5. maaliskuuta 2024.",
            "Päivä on viides maaliskuuta kaksituhatta kaksikymmentäneljä.",
        ),
        ("Hän oli 1. kerran siellä.", "Hän oli ensimmäisen kerran siellä."),
    ],
    "hu": [
        ("2024. március 5. vásár lesz.", "kétezer-huszonnégy március ötödike vásár lesz."),
        ("Dátum: 2024. 03. 05.", "Dátum: kétezer-huszonnégy március ötödike."),
        ("Találkozó 14:30-kor.", "Találkozó tizennégy óra harminc perckor."),
        ("A 3. helyen végzett.", "A harmadik helyen végzett."),
        ("1990-ben minden megváltozott.", "ezerkilencszázkilencvenben minden megváltozott."),
        ("Ez 3-5 km.", "Ez három-öt kilométer."),
        ("Kint −5 °C van.", "Kint mínusz öt Celsius-fok van."),
        # "két egész": a count before a noun (MHSz 12, 296.; the fifth panel's native)
        ("A csomag 2,5 kg.", "A csomag két egész öt tized kilogramm."),
        (
            "Hívja: +36 1 234 5678.",
            "Hívja: plusz három hat, egy, kettő három négy, öt hat hét nyolc.",
        ),
        ("Ára 1200 Ft.", "Ára ezerkétszáz forint."),
        ("Ma 2024-03-05 van.", "Ma kétezer-huszonnégy március ötödike van."),
        ("100 km/h sebesség.", "száz kilométer per óra sebesség."),
        ("A vonat 9:05-kor indul.", "A vonat kilenc óra öt perckor indul."),
        ("Növekedés 3,5%.", "Növekedés három egész öt tized százalék."),
        ("Március 1. ünnep.", "Március elseje ünnep."),
    ],
    "lt": [
        (
            "2024 m. kovo 5 d. bus mugė.",
            "du tūkstančiai dvidešimt ketvirtųjų metų kovo penktoji bus mugė.",
        ),
        ("Data: 2024-03-05", "Data: du tūkstančiai dvidešimt ketvirtųjų metų kovo penktoji"),
        ("Susitikimas 14:30.", "Susitikimas keturiolika trisdešimt."),
        ("Jis buvo 3-as.", "Jis buvo trečias."),
        (
            "1990 m. viskas pasikeitė.",
            "tūkstantis devyni šimtai devyniasdešimtaisiais metais viskas pasikeitė.",
        ),
        ("Tai 3-5 km.", "Tai trys-penki kilometrai."),
        ("Lauke −5 °C.", "Lauke minus penki Celsijaus laipsniai."),
        ("Siuntinys sveria 2,5 kg.", "Siuntinys sveria du ir penkios dešimtosios kilogramo."),
        (
            "Skambinkite +370 612 34567.",
            "Skambinkite plius trys septyni nulis, šeši vienas du, trys keturi penki šeši septyni.",
        ),
        ("Kainuoja 12,50 €.", "Kainuoja dvylika eurų penkiasdešimt centų."),
        (
            "Šiandien 05.03.2024.",
            "Šiandien du tūkstančiai dvidešimt ketvirtųjų metų kovo penktoji.",
        ),
        ("Važiuoja 100 km/h.", "Važiuoja šimtas kilometrų per valandą."),
        ("Traukinys 9:05.", "Traukinys devynios nulis penki."),
        ("Augimas 3,5 %.", "Augimas trys ir penkios dešimtosios procento."),
        ("Kovo 11 d. šventė.", "Kovo vienuoliktoji šventė."),
    ],
    "lv": [
        (
            "2024. gada 5. martā būs tirgus.",
            "divtūkstoš divdesmit ceturtā gada piektajā martā būs tirgus.",
        ),
        ("Datums: 05.03.2024.", "Datums: divtūkstoš divdesmit ceturtā gada piektajā martā."),
        ("Tikšanās 14:30.", "Tikšanās četrpadsmit trīsdesmit."),
        ("Viņš ieņēma 3. vietu.", "Viņš ieņēma trešo vietu."),
        ("1990. gadā viss mainījās.", "tūkstoš deviņsimt deviņdesmitajā gadā viss mainījās."),
        ("Tas ir 3-5 km.", "Tas ir trīs līdz pieci kilometri."),  # panel S3: "līdz"
        ("Ārā ir −5 °C.", "Ārā ir mīnus pieci Celsija grādi."),
        ("Paka sver 2,5 kg.", "Paka sver divi komats pieci kilogrami."),
        (
            "Zvaniet +371 2123 4567.",
            "Zvaniet plus trīs septiņi viens, divi viens divi trīs, četri pieci seši septiņi.",
        ),
        ("Maksā 12,50 €.", "Maksā divpadsmit eiro piecdesmit centu."),
        ("Šodien ir 2024-03-05.", "Šodien ir divtūkstoš divdesmit ceturtā gada piektajā martā."),
        ("Brauc 100 km/h.", "Brauc simt kilometru stundā."),
        ("Vilciens 9:05.", "Vilciens deviņi nulle pieci."),
        ("Pieaugums 3,5 %.", "Pieaugums trīs komats pieci procenti."),
        ("18. novembrī ir svētki.", "astoņpadsmitajā novembrī ir svētki."),
    ],
    "tr": [
        ("5 Mart 2024'te pazar var.", "beş Mart iki bin yirmi dörtte pazar var."),
        ("Tarih: 05.03.2024", "Tarih: beş Mart iki bin yirmi dört"),
        ("Toplantı saat 14:30'da.", "Toplantı saat on dört otuzda."),
        ("3. sırada bitirdi.", "üçüncü sırada bitirdi."),
        ("1990 yılında her şey değişti.", "bin dokuz yüz doksan yılında her şey değişti."),
        ("Bu 3-5 km.", "Bu üç-beş kilometre."),
        ("Dışarısı −5 °C.", "Dışarısı eksi beş santigrat derece."),
        ("Paket 2,5 kg.", "Paket iki virgül beş kilogram."),
        (
            "Arayın +90 212 123 45 67.",
            "Arayın artı doksan, iki yüz on iki, yüz yirmi üç, kırk beş, altmış yedi.",
        ),
        ("Fiyatı 12,50 TL.", "Fiyatı on iki lira elli kuruş."),
        ("Bugün 2024-03-05.", "Bugün beş Mart iki bin yirmi dört."),
        ("Hız 100 km/h.", "Hız saatte yüz kilometre."),
        ("Tren 9:05'te kalkar.", "Tren dokuz sıfır beşte kalkar."),
        ("%25 indirim.", "yüzde yirmi beş indirim."),
        ("Artış %3,5.", "Artış yüzde üç virgül beş."),
    ],
    "ar": [
        ("في 5 مارس 2024 سوق.", "في الخامس من مارس ألفين وأربعة وعشرين سوق."),
        ("التاريخ: 05/03/2024", "التاريخ: الخامس من مارس ألفين وأربعة وعشرين"),
        ("المسافة 3-5 km.", "المسافة من ثلاثة إلى خمسة كيلومترات."),
        (
            "اتصل على +971 4 123 4567.",
            "اتصل على زائد تسعة سبعة واحد، أربعة، واحد اثنان ثلاثة، أربعة خمسة ستة سبعة.",
        ),
        ("اليوم 2024-03-05.", "اليوم الخامس من مارس ألفين وأربعة وعشرين."),
        ("السرعة 100 km/h.", "السرعة مائة كيلومتر في الساعة."),
        ("نمو 3.5%.", "نمو ثلاثة فاصل خمسة بالمئة."),
        ("في 1 يناير عطلة.", "في الأول من يناير عطلة."),
        # the genitive after a noun or a preposition (the fifth panel's native; Wright § 321)
        ("عام 1990 تغير كل شيء.", "عام ألف وتسعمائة وتسعين تغير كل شيء."),
        ("لدينا 128 GB.", "لدينا مائة وثمانية وعشرون غيغابايت."),
        ("الطول 3 m.", "الطول ثلاثة أمتار."),
        ("في 01/12/2024 اجتماع.", "في الأول من ديسمبر ألفين وأربعة وعشرين اجتماع."),
        (
            "الهاتف 0501234567 هاتف.",
            "الهاتف صفر خمسة صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة هاتف.",
        ),
        ("الفترة 1990–1995.", "الفترة من ألف وتسعمائة وتسعين إلى ألف وتسعمائة وخمسة وتسعين."),
        ("الملف 20 MB.", "الملف عشرون ميغابايت."),
    ],
    "hi": [
        ("5 मार्च 2024 को मेला है।", "पाँच मार्च दो हज़ार चौबीस को मेला है।"),
        ("तारीख: 05/03/2024", "तारीख: पाँच मार्च दो हज़ार चौबीस"),
        ("बैठक 14:30 बजे है।", "बैठक चौदह बजकर तीस मिनट है।"),
        ("वह 3-5 किमी दूर है।", "वह तीन से पाँच किलोमीटर दूर है।"),
        ("तापमान 25 °C है।", "तापमान पच्चीस डिग्री सेल्सियस है।"),
        ("पैकेट 2.5 kg का है।", "पैकेट दो दशमलव पाँच किलोग्राम का है।"),
        ("कॉल करें +91 98765 43210", "कॉल करें प्लस नौ एक, नौ आठ सात छह पाँच, चार तीन दो एक शून्य"),
        ("कीमत ₹1,250 है।", "कीमत एक हज़ार दो सौ पचास रुपये है।"),
        ("आज 2024-03-05 है।", "आज पाँच मार्च दो हज़ार चौबीस है।"),
        ("गति 100 km/h है।", "गति एक सौ किलोमीटर प्रति घंटा है।"),
        ("ट्रेन 9:05 पर है।", "ट्रेन नौ बजकर पाँच मिनट पर है।"),
        ("वृद्धि 3.5% है।", "वृद्धि तीन दशमलव पाँच प्रतिशत है।"),
        ("1990 में सब बदला।", "उन्नीस सौ नब्बे में सब बदला।"),  # years in hundreds
        ("सन् 1947 में आज़ादी मिली।", "सन् उन्नीस सौ सैंतालीस में आज़ादी मिली।"),
        ("कुल 1990 लोग आए।", "कुल एक हज़ार नौ सौ नब्बे लोग आए।"),  # a count stays a count
        ("वह 3वाँ आया।", "वह तीसरा आया।"),
        ("128 GB मेमोरी।", "एक सौ अट्ठाईस गीगाबाइट मेमोरी।"),
    ],
    "id": [
        ("Pada 5 Maret 2024 ada pasar.", "Pada lima Maret dua ribu dua puluh empat ada pasar."),
        ("Tanggal: 05/03/2024", "Tanggal: lima Maret dua ribu dua puluh empat"),
        ("Rapat pukul 14.30.", "Rapat pukul empat belas tiga puluh."),
        ("Dia juara ke-3.", "Dia juara ketiga."),
        (
            "Pada tahun 1990 semuanya berubah.",
            "Pada tahun seribu sembilan ratus sembilan puluh semuanya berubah.",
        ),
        ("Jaraknya 3-5 km.", "Jaraknya tiga sampai lima kilometer."),
        ("Suhunya 25 °C.", "Suhunya dua puluh lima derajat Celsius."),
        ("Paketnya 2,5 kg.", "Paketnya dua koma lima kilogram."),
        (
            "Hubungi +62 21 1234 5678.",
            "Hubungi plus enam dua, dua satu, satu dua tiga empat, lima enam tujuh delapan.",
        ),
        ("Harganya Rp12.500.", "Harganya dua belas ribu lima ratus rupiah."),
        ("Hari ini 2024-03-05.", "Hari ini lima Maret dua ribu dua puluh empat."),
        ("Kecepatan 100 km/h.", "Kecepatan seratus kilometer per jam."),
        ("Kereta pukul 9.05.", "Kereta pukul sembilan nol lima."),
        ("Naik 3,5%.", "Naik tiga koma lima persen."),
        ("Pertemuan jam 14:30.", "Pertemuan jam empat belas tiga puluh."),
    ],
    "vi": [
        (
            "Ngày 5 tháng 4 năm 2024 có chợ.",
            # the capital as written: the reading changes words, not the sentence's case
            "Ngày mùng năm tháng tư năm hai nghìn không trăm hai mươi tư có chợ.",
        ),
        ("Ngày 05/03/2024", "Ngày mùng năm tháng ba năm hai nghìn không trăm hai mươi tư"),
        ("Họp lúc 14:30.", "Họp lúc mười bốn giờ ba mươi phút."),
        ("Anh ấy đứng thứ 4.", "Anh ấy đứng thứ tư."),
        ("Năm 1990 mọi thứ thay đổi.", "Năm một nghìn chín trăm chín mươi mọi thứ thay đổi."),
        ("Cách 3-5 km.", "Cách từ ba đến năm kilômét."),
        ("Trời 25 °C.", "Trời hai mươi lăm độ C."),
        ("Gói nặng 2,5 kg.", "Gói nặng hai phẩy năm kilôgam."),
        ("Gọi +84 24 1234 5678.", "Gọi cộng tám bốn, hai bốn, một hai ba bốn, năm sáu bảy tám."),
        ("Giá 12.500 ₫.", "Giá mười hai nghìn năm trăm đồng."),
        (
            "Hôm nay 2024-03-05.",
            "Hôm nay ngày mùng năm tháng ba năm hai nghìn không trăm hai mươi tư.",
        ),
        ("Tốc độ 100 km/h.", "Tốc độ một trăm kilômét trên giờ."),
        ("Tàu chạy lúc 9h05.", "Tàu chạy lúc chín giờ năm phút."),
        ("Tăng 3,5%.", "Tăng ba phẩy năm phần trăm."),
        ("Gặp lúc 14h.", "Gặp lúc mười bốn giờ."),
    ],
}


test_a_native_reader_would_say_it_so, test_each_language_has_fifteen_checked_sentences = (
    reading_tests(CASES)
)
