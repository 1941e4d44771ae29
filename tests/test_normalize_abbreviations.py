"""Abbreviations are read as words in each language (issue 31): titles before a name
("Dr. Schneider", "Mme Dubois", "u dr. Kowalskiego"), "z.B.", "ca.", "inkl. MwSt.", "ул.",
"C/", counted units ("15 Min.", "3,2 Mio."), days from CLDR ("Mo–Fr", "lun.", "пн–пт"), and
number signs ("Nr.", "№", "n.º") as the word for "number". Their dot is never left for a
full stop, and the tenant's lexicon still comes first."""

import pytest

from normalize import normalize
from normalize.lexicon import Entry


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("de", "Ihr Termin bei Dr. Schneider ist am 21.10. um 15:45 Uhr.",
         "Ihr Termin bei Doktor Schneider ist am einundzwanzigsten Oktober um fünfzehn Uhr "
         "fünfundvierzig."),
        ("de", "Bitte bringen Sie ca. 15 Min. früher Ihre Versichertenkarte mit.",
         "Bitte bringen Sie circa fünfzehn Minuten früher Ihre Versichertenkarte mit."),
        ("de", "Wir sind Mo.–Fr. 9–17 Uhr für Sie da, z.B. per Chat.",
         "Wir sind Montag bis Freitag von neun bis siebzehn Uhr für Sie da, zum Beispiel per "
         "Chat."),
        ("de", "Der Preis von 19,99 € gilt inkl. MwSt. zzgl. Versand.",
         "Der Preis von neunzehn Euro neunundneunzig Cent gilt inklusive Mehrwertsteuer "
         "zuzüglich Versand."),
        ("de", "Laut Behörden sind rund 3,2 Mio. Menschen betroffen.",
         "Laut Behörden sind rund drei Komma zwei Millionen Menschen betroffen."),
        ("de", "Sprechstunde Di. und Do. ab 8 Uhr, bei Fr. Dr. Schulz.",
         "Sprechstunde Dienstag und Donnerstag ab acht Uhr, bei Frau Doktor Schulz."),
        ("de", "Äpfel, Birnen usw. Danach gehen wir.",
         "Äpfel, Birnen und so weiter. Danach gehen wir."),
        ("de", "Praxis Dr. med. Weber, Hauptstr. 12a.",
         "Praxis Doktor Weber, Hauptstraße zwölf a."),
        ("de", "Sie erreichen uns unter der Nr. 3 im Menü.",
         "Sie erreichen uns unter der Nummer drei im Menü."),
        ("fr", "Bonjour Mme Dubois, votre colis arrive mar. 12 mars.",
         "Bonjour Madame Dubois, votre colis arrive mardi douze mars."),
        ("fr", "M. Lefèvre vous attend au 12 av. Victor Hugo.",
         "Monsieur Lefèvre vous attend au douze avenue Victor Hugo."),
        ("fr", "Merci de prévoir env. 30 min, etc.",
         "Merci de prévoir environ trente minutes, et cetera."),
        ("fr", "Nous sommes joignables du lun. au ven. de 9h à 17h.",
         "Nous sommes joignables du lundi au vendredi de neuf heures à dix-sept heures."),
        ("fr", "Votre ticket n° 48213 a bien été enregistré.",
         "Votre ticket numéro quarante-huit mille deux cent treize a bien été enregistré."),
        ("fr", "Livré sous 48 h.", "Livré sous quarante-huit heures."),
        ("es", "La Sra. Pérez le espera en la Avda. de la Constitución, 5.",
         "La señora Pérez le espera en la avenida de la Constitución, cinco."),
        ("es", "Clínica Dental, C/ Mayor, 12, 2.º B.",
         "Clínica Dental, calle Mayor, doce, segundo B."),
        ("es", "Atendemos de L a V de 9 a 17 h, p. ej. por chat.",
         "Atendemos de lunes a viernes de nueve a diecisiete horas, por ejemplo por chat."),
        ("es", "Destino: Avenida de América, 27, 3.º izda.",
         "Destino: Avenida de América, veintisiete, tercero izquierda."),
        ("es", "Su incidencia n.º 48213 ha sido registrada.",
         "Su incidencia número cuarenta y ocho mil doscientos trece ha sido registrada."),
        ("es", "Cita: vie. 5 dic., 9:00 h.", "Cita: viernes cinco de diciembre, nueve."),
        ("pt", "Sua consulta com o Dr. Silva é amanhã.",
         "Sua consulta com o doutor Silva é amanhã."),
        ("pt", "Destino: Av. Paulista, 1578, 2º andar.",
         "Destino: Avenida Paulista, mil quinhentos e setenta e oito, segundo andar."),
        ("pt", "O Dr. Almeida atende de seg. a sex.",
         "O doutor Almeida atende de segunda a sexta."),
        ("pt", "Sua solicitação foi registrada com o protocolo nº 48213.",
         "Sua solicitação foi registrada com o protocolo número quarenta e oito mil duzentos e "
         "treze."),
        ("pt", "Por favor, chegue aprox. 15 min antes.",
         "Por favor, chegue aproximadamente quinze minutos antes."),
        ("it", "Il sig. Rossi e la sig.ra Bianchi sono attesi alle 10.",
         "Il signor Rossi e la signora Bianchi sono attesi alle dieci."),
        ("it", "Gentile dott.ssa Ferri, la sua pratica n. 42 è chiusa.",
         "Gentile dottoressa Ferri, la sua pratica numero quarantadue è chiusa."),
        ("it", "Puoi pagare con carta, bonifico, PayPal ecc.",
         "Puoi pagare con carta, bonifico, PayPal eccetera."),
        ("it", "Tempo di attesa: ca. 15 min.", "Tempo di attesa: circa quindici minuti."),
        ("pl", "Wizyta u prof. Nowaka w śr. 12 czerwca.",
         "Wizyta u profesora Nowaka w środę dwunastego czerwca."),
        ("pl", "Przypominamy o wizycie u dr. Kowalskiego o godz. 9:15.",
         "Przypominamy o wizycie u doktora Kowalskiego o godzinie dziewiątej piętnaście."),
        ("pl", "Za 300 m skręć w prawo w ul. Puławską.",
         "Za trzysta metrów skręć w prawo w ulicę Puławską."),
        ("pl", "Zapłać np. kartą lub BLIK-iem.", "Zapłać na przykład kartą lub BLIK-iem."),
        ("pl", "Inflacja w lutym wyniosła 4,9% r/r.",
         "Inflacja w lutym wyniosła cztery przecinek dziewięć procent rok do roku."),
        ("pl", "Zamówienie nr 58213 zostało wysłane.",
         "Zamówienie numer pięćdziesiąt osiem tysięcy dwieście trzynaście zostało wysłane."),
        ("ru", "Адрес: ул. Тверская, д. 12, кв. 45.",
         "Адрес: улица Тверская, дом двенадцать, квартира сорок пять."),
        ("ru", "Приём ведёт д-р Смирнова, каб. 214.",
         "Приём ведёт доктор Смирнова, кабинет двести четырнадцать."),
        ("ru", "Скидка 10%, т. е. 150 руб.",
         "Скидка десять процентов, то есть сто пятьдесят рублей."),
        ("ru", "До пункта назначения 15 км, время в пути 20 мин.",
         "До пункта назначения пятнадцать километров, время в пути двадцать минут."),
        ("ru", "Заказ № 482913 передан в доставку.",
         "Заказ номер четыре восемь два девять один три передан в доставку."),
        ("ru", "Сумма 2,5 млн руб.", "Сумма две целых пять десятых миллиона рублей."),
        ("uk", "Адреса: вул. Хрещатик, 22, кв. 8, Київ.",
         "Адреса: вулиця Хрещатик, двадцять два, квартира вісім, Київ."),
        ("uk", "Посилка надійде у відділення №12 до 5 червня.",
         "Посилка надійде у відділення номер дванадцять до п'ятого червня."),
        ("uk", "Ціна 3 тис. грн.", "Ціна три тисячі гривень."),
        ("nl", "Wij zijn open ma t/m za.", "Wij zijn open maandag tot en met zaterdag."),
        ("nl", "Neem bijv. een paraplu mee.", "Neem bijvoorbeeld een paraplu mee."),
        ("de", "Ihr Ziel: Goethestraße 27, 2. OG.",
         "Ihr Ziel: Goethestraße siebenundzwanzig, zweites Obergeschoss."),
        ("de", "Wir wohnen im 3. OG.", "Wir wohnen im dritten Obergeschoss."),
        ("en", "Open Mon-Sat, closed on Sunday.", "Open Monday to Saturday, closed on Sunday."),
    ],
)  # fmt: skip
def test_an_abbreviation_is_read_as_words(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang,text,absent",
    [
        ("de", "Das Essen war so gut.", "Sonntag"),
        ("fr", "Me voici enfin.", "maître"),  # "Me" before no name is the pronoun
        ("es", "Vamos al mar.", "martes"),
        ("ru", "Квартира 50 кв. м.", "квартира"),  # square metres
    ],
)  # fmt: skip
def test_a_word_that_only_looks_like_an_abbreviation_stays(lang, text, absent):
    assert absent not in normalize(text, lang).text


def test_an_abbreviation_that_ends_the_sentence_keeps_its_full_stop():
    said = normalize("Wir liefern Obst, Gemüse usw. Danach", "de").text
    assert said == "Wir liefern Obst, Gemüse und so weiter. Danach"
    said = normalize("Alle Preise inkl. MwSt.", "de").text
    assert said == "Alle Preise inklusive Mehrwertsteuer."


def test_an_abbreviation_before_a_name_never_ends_the_sentence():
    assert "." not in normalize("Termin bei Dr. Weber", "de").text


def test_the_tenants_lexicon_comes_first():
    entries = [Entry("Dr.", "Frau Doktor", "de", case_sensitive=True, whole_word=False)]
    result = normalize("Termin bei Dr. Weber.", "de", entries)
    assert result.text == "Termin bei Frau Doktor Weber."


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        # a fresh panel (issue 31, 2026-12-06) heard these as written
        ("el", "Ραντεβού με τον κ. Παπαδόπουλο.", "Ραντεβού με τον κύριο Παπαδόπουλο."),
        ("el", "Ο κ. Παπαδόπουλος ήρθε.", "Ο κύριος Παπαδόπουλος ήρθε."),
        ("el", "Κέρδη 1,2 δισ. ευρώ.", "Κέρδη ένα κόμμα δύο δισεκατομμύρια ευρώ."),
        ("bg", "Вход А, ет. 3, ап. 12", "Вход А, етаж три, апартамент дванайсет"),
        ("hi", "मकान नं. 45", "मकान नंबर पैंतालीस"),
        ("tr", "No: 45 D: 7 Kadıköy", "numara kırk beş daire yedi Kadıköy"),
    ],
)
def test_the_fresh_panels_abbreviations_are_read(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang,text",
    [("el", "Το κ. είναι γράμμα."), ("bg", "Ап. Павел пише."), ("tr", "D: bu bir test.")],
)
def test_the_fresh_panels_abbreviations_need_their_context(lang, text):
    assert normalize(text, lang).text == text
