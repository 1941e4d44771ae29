# ruff: noqa: E501 (the cases are whole sentences, one a line)
"""Fractions of a quantity, which panels S1-S5 (issue 31) heard as "one/two" or left as
"½" in every language, and what must stay a date, a code or a score: docs/NORMALIZER.md,
"Panels S1 and S5" (normalize/fractions.py)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panels' sentences
        ("es", "Añada 1/2 cucharadita de sal y cocine durante 15 min.", "Añada media cucharadita de sal y cocine durante quince minutos."),
        ("fr", "Ajoutez 1/2 cuillère à café de sel et laissez mijoter 20 min.", "Ajoutez une demi-cuillère à café de sel et laissez mijoter vingt minutes."),
        ("it", "Aggiungete 1/2 cucchiaino di sale e cuocete per 10-12 minuti.", "Aggiungete mezzo cucchiaino di sale e cuocete per dieci-dodici minuti."),
        ("pt", "Adicione 1/2 colher de chá de sal e deixe cozinhar 25 min.", "Adicione meia colher de chá de sal e deixe cozinhar vinte e cinco minutos."),
        ("pl", "To już 1/2 sezonu za nami, a drużyna jest na 2. miejscu.", "To już pół sezonu za nami, a drużyna jest na drugim miejscu."),
        ("ro", "Sunt necesari 3/4 dintr-o cană de lapte.", "Sunt necesari trei sferturi dintr-o cană de lapte."),
        ("hr", "Dodajte 1/2 žličice soli.", "Dodajte pola žličice soli."),
        ("en", "Add 3/4 cup of milk.", "Add three quarters of a cup of milk."),
        ("el", "Προσθέστε 1/2 κουταλάκι αλάτι.", "Προσθέστε μισό κουταλάκι αλάτι."),
        ("ar", "أضف 2 كوب من الدقيق و1/2 ملعقة ملح إلى الخليط.", "أضف كوبين من الدقيق ونصف ملعقة ملح إلى الخليط."),
        ("tr", "2 su bardağı un ve 1/2 çay kaşığı tuz ekleyin.", "iki su bardağı un ve yarım çay kaşığı tuz ekleyin."),
        ("hi", "2 कप आटा और 1/2 चम्मच नमक मिलाएँ।", "दो कप आटा और आधा चम्मच नमक मिलाएँ।"),
        ("ko", "밀가루 2컵과 소금 1/2 작은술을 넣으세요.", "밀가루 두 컵과 소금 이분의 일 작은술을 넣으세요."),
        ("ja", "小麦粉200gと塩小さじ1/2を加えてください。", "小麦粉にひゃくグラムと塩小さじにぶんのいちを加えてください。"),
        ("vi", "Cho 2 chén bột và 1/2 thìa muối vào.", "Cho hai chén bột và nửa thìa muối vào."),
        # new sentences: the half agrees with the noun, the linker is said once
        ("es", "Mezcle 1/2 taza de azúcar con 1/4 de litro de leche.", "Mezcle media taza de azúcar con un cuarto de litro de leche."),
        ("it", "Aggiungete 1/2 tazza di zucchero.", "Aggiungete mezza tazza di zucchero."),
        ("pt", "Junte 1/2 chávena de açúcar.", "Junte meia chávena de açúcar."),
        ("fr", "Versez 3/4 de litre de lait.", "Versez trois quarts de litre de lait."),
        ("de", "Rühren Sie 1/2 Tasse Zucker unter.", "Rühren Sie eine halbe Tasse Zucker unter."),
        ("nl", "Doe er 1/2 kopje suiker bij.", "Doe er een half kopje suiker bij."),
        ("en", "About 1/2 of the class came.", "About half of the class came."),
        ("el", "Ρίξτε 1/2 κούπα ζάχαρη.", "Ρίξτε μισή κούπα ζάχαρη."),
        ("uk", "Додайте 1/2 склянки цукру.", "Додайте пів склянки цукру."),
        ("bg", "Добавете 1/2 чаена чаша захар.", "Добавете половин чаена чаша захар."),
        ("lt", "Įdėkite 1/2 stiklinės cukraus.", "Įdėkite pusę stiklinės cukraus."),
        ("hu", "Adjon hozzá 1/2 bögre cukrot.", "Adjon hozzá fél bögre cukrot."),
        ("ar", "أضف 1/2 كوب سكر.", "أضف نصف كوب سكر."),
        ("ko", "설탕 1/2컵을 넣으세요.", "설탕 이분의 일 컵을 넣으세요."),
        ("ja", "砂糖大さじ1/2を入れます。", "砂糖大さじにぶんのいちを入れます。"),
        ("vi", "Thêm 1/2 chén đường.", "Thêm nửa chén đường."),
    ],
)  # fmt: skip
def test_a_slash_fraction_before_a_noun_is_said_as_a_fraction(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panels' sentences
        ("de", "Für den Teig brauchen Sie 250 g Mehl, 3 Eier und ½ l Milch.", "Für den Teig brauchen Sie zweihundertfünfzig Gramm Mehl, drei Eier und einen halben Liter Milch."),
        ("nl", "Voeg ½ theelepel zout toe en laat het 20 min. sudderen.", "Voeg een halve theelepel zout toe en laat het twintig minuten sudderen."),
        ("lt", "Į tešlą įdėkite 200 g miltų, 2 kiaušinius ir ½ šaukštelio druskos.", "Į tešlą įdėkite du šimtus gramų miltų, du kiaušinius ir pusę šaukštelio druskos."),
        ("sl", "Dodajte 200 g moke, 2 jajci in ½ žličke soli.", "Dodajte dvesto gramov moke, dve jajci in pol žličke soli."),
        # new sentences
        ("it", "Aggiungete ½ litro di latte.", "Aggiungete mezzo litro di latte."),
        ("pl", "Dodaj ½ szklanki mleka.", "Dodaj pół szklanki mleka."),
        ("hr", "Dodajte ½ šalice šećera.", "Dodajte pola šalice šećera."),
        ("ro", "Adăugați ¼ linguriță de sare.", "Adăugați un sfert de linguriță de sare."),
    ],
)  # fmt: skip
def test_a_vulgar_fraction_sign_is_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panels' sentences: the recipe's measure after the fraction in words too
        ("de", "Geben Sie 1/4 TL Salz dazu und lassen Sie alles 15 Min. köcheln.", "Geben Sie ein Viertel Teelöffel Salz dazu und lassen Sie alles fünfzehn Minuten köcheln."),
        ("id", "Masukkan 2 gelas tepung dan 1/2 sdt garam.", "Masukkan dua gelas tepung dan setengah sendok teh garam."),
        ("sv", "Tillsätt 1/2 tsk salt.", "Tillsätt en halv tesked salt."),
        ("da", "Tilsæt ½ tsk. salt.", "Tilsæt en halv teskefuld salt."),
        ("lv", "Pievienojiet 300 g miltu, 3 olas un ½ tējk. sāls.", "Pievienojiet trīssimt gramu miltu, trīs olas un pus tējkarotes sāls."),
        ("et", "Lisage 250 g jahu, 2 muna ja ½ tl soola.", "Lisage kakssada viiskümmend grammi jahu, kaks muna ja pool teelusikatäit soola."),
        ("fi", "Lisää 2 dl maitoa, 3 munaa ja ½ tl suolaa.", "Lisää kaksi desilitraa maitoa, kolme munaa ja puoli teelusikallista suolaa."),
        ("hu", "Adjon hozzá 25 dkg lisztet, 2 tojást és ½ tk. sót.", "Adjon hozzá huszonöt deka lisztet, két tojást és fél teáskanál sót."),
        # new sentences
        ("en", "Stir in ½ tsp vanilla.", "Stir in half a teaspoon vanilla."),
        ("es", "Añada 1/2 kg de harina.", "Añada medio kilo de harina."),
        ("fr", "Ajoutez ½ l de lait.", "Ajoutez un demi-litre de lait."),
        ("cs", "Přidejte ½ l mléka.", "Přidejte půl litru mléka."),
        ("ru", "Добавьте ½ ч. л. соли.", "Добавьте пол чайной ложки соли."),
        ("fi", "Lisää 1/2 dl sokeria.", "Lisää puoli desilitraa sokeria."),
        ("et", "Lisage 1/2 tl suhkrut.", "Lisage pool teelusikatäit suhkrut."),
        ("da", "Tilsæt ½ tsk.", "Tilsæt en halv teskefuld."),
    ],
)  # fmt: skip
def test_a_recipe_measure_after_a_fraction_is_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentence
        ("en", "You'll need 2 1/2 cups of flour and 3 eggs.", "You'll need two and a half cups of flour and three eggs."),
        # new sentences: the language's own word for one and a half, two and a half
        ("de", "Nehmen Sie 2 1/2 Tassen Mehl.", "Nehmen Sie zweieinhalb Tassen Mehl."),
        ("nl", "Neem 2½ kopje bloem.", "Neem tweeënhalf kopje bloem."),
        ("da", "Kom 1½ spsk. sukker i.", "Kom halvanden spiseskefuld sukker i."),
        ("sv", "Vispa ner 2 1/2 msk socker.", "Vispa ner två och en halv matsked socker."),
        ("es", "Use 2 1/2 tazas de harina.", "Use dos y media tazas de harina."),
        ("tr", "1 1/2 yemek kaşığı yağ ekleyin.", "bir buçuk yemek kaşığı yağ ekleyin."),
        ("hi", "1 1/2 कप दूध डालें।", "डेढ़ कप दूध डालें।"),
        ("hi", "2 1/2 कप दूध", "ढाई कप दूध"),
        ("id", "Tambahkan 1 1/2 sdm minyak.", "Tambahkan satu setengah sendok makan minyak."),
    ],
)  # fmt: skip
def test_a_whole_and_a_fraction_are_said_together(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # dates: after a word of dates, before a clock time, before a month, or padded
        ("en", "The meeting on 1/2 was moved.", "The meeting on January second was moved."),
        ("en", "Payment due 1/2, thanks.", "Payment due January second, thanks."),
        ("fr", "Le rendez-vous est le 1/2 à 9h.", "Le rendez-vous est le premier février à neuf heures."),
        ("en", "Meeting 3/4 at 10:00.", "Meeting March fourth at ten o'clock."),
        ("vi", "Gói cước 99.000đ/tháng sẽ được gia hạn vào ngày 1/1.", "Gói cước chín mươi chín nghìn đồng một tháng sẽ được gia hạn vào ngày mùng một tháng một."),
        ("ja", "1/2は休みです。", "いち/には休みです。"),
        ("ko", "1/2 수요일 휴무", "일/이 수요일 휴무"),
        # codes, addresses, scores: no fraction is so written
        ("cs", "Adresa: Vodičkova 681/18, 110 00 Praha 1.", "Adresa: Vodičkova šestset osmdesát jedna lomeno osmnáct, sto deset, nula nula Praha jedna."),
        ("hi", "भारत ने ऑस्ट्रेलिया को 6 विकेट से हराया, स्कोर 287/4।", "भारत ने ऑस्ट्रेलिया को छह विकेट से हराया, स्कोर चार विकेट पर दो सौ सत्तासी रन।"),
        ("pl", "Wynik 12/4 to mało.", "Wynik dwanaście/cztery to mało."),
        # no noun after it: a function word, no quantity
        ("es", "Reunión 1/3 por la mañana", "Reunión uno/tres por la mañana"),
    ],
)  # fmt: skip
def test_a_date_a_code_or_a_score_is_no_fraction(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentences: two parts after a word for "version" are a version
        ("it", "È disponibile la versione 5.1 dell'app.", "È disponibile la versione cinque punto uno dell'app."),
        ("nl", "Versie 3.12 van de app is nu beschikbaar.", "Versie drie punt twaalf van de app is nu beschikbaar."),
        # new sentences
        ("fr", "La version 3.2 est sortie.", "La version trois point deux est sortie."),
        ("de", "Version 2.1. ist da.", "Version zwei Punkt eins. ist da."),
        # near misses: a price is still a decimal, cs "v" ("at") before a time no version
        ("it", "Il prezzo è 5.1 euro.", "Il prezzo è cinque virgola uno euro."),
        ("cs", "Film začíná v 19.30.", "Film začíná v devatenáct třicet."),
    ],
)  # fmt: skip
def test_a_two_part_version_after_its_word_is_said_with_point(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentences
        ("vi", "GDP quý III tăng 7,4% so với cùng kỳ.", "GDP quý ba tăng bảy phẩy bốn phần trăm so với cùng kỳ."),
        ("id", "Ekonomi tumbuh 5,05% pada kuartal III.", "Ekonomi tumbuh lima koma nol lima persen pada kuartal ketiga."),
        # new sentences
        ("vi", "Kết quả quý IV rất khả quan.", "Kết quả quý bốn rất khả quan."),
        ("id", "Laporan triwulan II sudah terbit.", "Laporan triwulan kedua sudah terbit."),
        # near miss: "quý khách" is no quarter
        ("vi", "Quý khách vui lòng chờ.", "Quý khách vui lòng chờ."),
    ],
)  # fmt: skip
def test_a_quarter_numbered_in_roman_numerals_is_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentences
        ("fr", "Ajoutez 200 g de farine, 2 œufs et 25 cl de lait.", "Ajoutez deux cents grammes de farine, deux œufs et vingt-cinq centilitres de lait."),
        ("ar", "نسبة الرطوبة بين 60-70% خلال الأسبوع.", "نسبة الرطوبة بين ستين وسبعين بالمئة خلال الأسبوع."),
        ("tr", "Nem oranı hafta boyunca %60-70 arasında olacak.", "Nem oranı hafta boyunca yüzde altmış ila yetmiş arasında olacak."),
        # new sentences
        ("es", "Un vaso de 33 cl.", "Un vaso de treinta y tres centilitros."),
        ("ar", "السعر بين 10-20 دولار.", "السعر بين عشرة وعشرين دولارًا."),
        ("tr", "Fiyatlar %10–15 arttı.", "Fiyatlar yüzde on ila on beş arttı."),
        # near misses: "من" keeps "إلى"; a single Turkish percent as before
        ("ar", "من 9-17", "من تسعة إلى سبعة عشر"),
        ("tr", "İndirim %40 oldu.", "İndirim yüzde kırk oldu."),
    ],
)  # fmt: skip
def test_centilitres_and_ranges_between_or_after_a_percent_sign(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentences (with the fraction above)
        ("ar", "أضف 2 كوب من الدقيق و1/2 ملعقة ملح إلى الخليط.", "أضف كوبين من الدقيق ونصف ملعقة ملح إلى الخليط."),
        ("ko", "밀가루 2컵과 소금 1/2 작은술을 넣으세요.", "밀가루 두 컵과 소금 이분의 일 작은술을 넣으세요."),
        # new sentences: ar two of a measure is the dual; ko cups and spoons count natively
        ("ar", "اشتريت 2 علبة حليب.", "اشتريت علبتين حليب."),
        ("ko", "물 3컵을 붓고 설탕 1큰술을 넣으세요.", "물 세 컵을 붓고 설탕 한 큰술을 넣으세요."),
        # near misses: another count, a word that only starts like the counter
        ("ar", "أضف 3 ملاعق سكر.", "أضف ثلاث ملاعق سكر."),
        ("ko", "컵라면 2개", "컵라면 두 개"),
    ],
)  # fmt: skip
def test_a_count_of_cups_is_said_as_natives_count_them(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentence
        ("hi", "टमाटर ₹40/kg बिक रहे हैं।", "टमाटर चालीस रुपये प्रति किलो बिक रहे हैं।"),
        # new sentences
        ("hi", "केले ₹50/दर्जन मिल रहे हैं।", "केले पचास रुपये प्रति दर्जन मिल रहे हैं।"),
        ("hi", "दूध ₹60/लीटर", "दूध साठ रुपये प्रति लीटर"),
        # near miss: a price per month as before
        ("hi", "प्लान ₹299/माह", "प्लान दो सौ निन्यानबे रुपये प्रति माह"),
    ],
)  # fmt: skip
def test_a_hindi_price_per_unit_sold_says_prati(lang, text, reads):
    assert normalize(text, lang).text == reads
