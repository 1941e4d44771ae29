# ruff: noqa: E501 (the cases are whole sentences, one a line)
"""The classes panels U1 (de fr es it pt nl) and U5 (ar tr hi ko ja vi id) heard wrong, and
the "#" before an order code panels U2-U4 heard in ro hr sv da en el (issue 31):
docs/NORMALIZER.md, "Panels U1 and U5". Per class the panel's sentence, a new one of the
same class, and a near miss that must not change."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentences
        ("de", "Die Gewinnerin des Marathons lief die 42,195 km in 2:21:34 Stunden.", "Die Gewinnerin des Marathons lief die zweiundvierzig Komma eins neun fünf Kilometer in zwei Stunden einundzwanzig Minuten vierunddreißig Sekunden."),
        ("es", "Ganó el maratón con un tiempo de 2:21:34.", "Ganó el maratón con un tiempo de dos horas, veintiún minutos y treinta y cuatro segundos."),
        ("it", "Ha vinto la maratona in 2:21:34.", "Ha vinto la maratona in due ore, ventuno minuti e trentaquattro secondi."),
        ("pt", "Ele venceu a maratona em 2:08:34.", "Ele venceu a maratona em duas horas, oito minutos e trinta e quatro segundos."),
        ("nl", "Hij won de marathon in 2:06:34.", "Hij won de marathon in twee uur, zes minuten en vierendertig seconden."),
        # new sentences: the nouns' genders, the hour word written after the time
        ("fr", "Il a terminé le semi en 1:21:05.", "Il a terminé le semi en une heure, vingt et une minutes et cinq secondes."),
        ("sv", "Hon sprang loppet på 3:01:21.", "Hon sprang loppet på tre timmar en minut tjugoett sekunder."),
        ("de", "Er brauchte 1:05:00 h bis ins Ziel.", "Er brauchte eine Stunde fünf Minuten bis ins Ziel."),
        ("es", "Llegó en 1:00:21 horas.", "Llegó en una hora y veintiún segundos."),
        # near misses: a clock with seconds (two-digit hours), a score
        ("it", "Il punteggio finale è 2:1.", "Il punteggio finale è due:uno."),
    ],
)  # fmt: skip
def test_a_race_time_with_colons_is_said_in_hours_minutes_and_seconds(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panels' sentences (U2-U4)
        ("ro", "Comanda dvs. #A7842 a fost anulată la cererea dvs.", "Comanda dumneavoastră A șapte opt patru doi a fost anulată la cererea dumneavoastră."),
        ("hr", "Narudžba #B2291 je otkazana.", "Narudžba B dva dva devet jedan je otkazana."),
        ("sv", "Din beställning #C3391 har avbrutits.", "Din beställning C tre tre nio ett har avbrutits."),
        ("da", "Din ordre #C3391 er annulleret.", "Din ordre C tre tre ni et er annulleret."),
        ("en", "Your order #A7842 has been cancelled.", "Your order A seven eight four two has been cancelled."),
        ("el", "Η παραγγελία #B2291 ακυρώθηκε.", "Η παραγγελία B δύο δύο εννέα ένα ακυρώθηκε."),
        # new sentences
        ("de", "Ihre Bestellung #K4471 wurde versandt.", "Ihre Bestellung K vier vier sieben eins wurde versandt."),
        ("tr", "Siparişiniz #A7842 kargoya verildi.", "Siparişiniz A yedi sekiz dört iki kargoya verildi."),
        # near misses: digits only (as before), a capital after "dvs." that starts a sentence
        ("de", "Ticket #48213 ist offen.", "Ticket vier acht zwei eins drei ist offen."),
        ("ro", "Comanda dvs. A fost anulată.", "Comanda dumneavoastră. A fost anulată."),
    ],
)  # fmt: skip
def test_an_order_code_after_a_hash_is_read_as_a_code_without_the_hash(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentences
        ("de", "Zum 1. Januar 2025 steigt der Mindestlohn auf 12,82 Euro pro Stunde.", "Zum ersten Januar zweitausendfünfundzwanzig steigt der Mindestlohn auf zwölf Euro zweiundachtzig Cent pro Stunde."),
        ("fr", "Au 1er janvier 2025, le SMIC horaire passe à 11,88 euros.", "Au premier janvier deux mille vingt-cinq, le SMIC horaire passe à onze euros quatre-vingt-huit centimes."),
        ("it", "Dal 1° gennaio 2025 la tariffa aumenta a 9,99 euro al mese.", "Dal primo gennaio duemilaventicinque la tariffa aumenta a nove euro e novantanove centesimi al mese."),
        # new sentences
        ("es", "El menú cuesta 14,50 euros.", "El menú cuesta catorce euros con cincuenta céntimos."),
        ("pt", "O bilhete custa 2,35 euros.", "O bilhete custa dois euros e trinta e cinco cêntimos."),
        ("nl", "Een kop koffie kost 3,20 euro.", "Een kop koffie kost drie euro twintig cent."),
        # near misses: no cents, the championship, a one-digit decimal
        ("de", "Das kostet 12 Euro.", "Das kostet zwölf Euro."),
        ("de", "Die Euro 2024 war in Deutschland.", "Die Euro zweitausendvierundzwanzig war in Deutschland."),
        ("it", "Il prezzo è 5.1 euro.", "Il prezzo è cinque virgola uno euro."),
    ],
)  # fmt: skip
def test_an_amount_with_cents_before_the_word_euro_is_money(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentences
        ("de", "Rund 3/4 der Befragten sind zufrieden.", "Rund drei Viertel der Befragten sind zufrieden."),
        ("nl", "Bijna 3/4 van de ondervraagden is tevreden.", "Bijna driekwart van de ondervraagden is tevreden."),
        # new sentences
        ("de", "Etwa 2/3 des Budgets sind verbraucht.", "Etwa zwei Drittel des Budgets sind verbraucht."),
        ("nl", "Ruim 1/3 van de leden stemde tegen.", "Ruim een derde van de leden stemde tegen."),
        # near miss: a score
        ("de", "Das Spiel endete 3:4.", "Das Spiel endete drei zu vier."),
    ],
)  # fmt: skip
def test_a_share_of_a_group_is_said_as_a_fraction_in_de_and_nl(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentence
        ("nl", "De A2 is afgesloten tussen km 12 en km 18.", "De A twee is afgesloten tussen kilometer twaalf en kilometer achttien."),
        # new sentences
        ("pt", "Houve um acidente no km 45 da A1.", "Houve um acidente no quilómetro quarenta e cinco da A um."),
        ("nl", "Bij km 7 staat een file.", "Bij kilometer zeven staat een file."),
        # near misses: km after a count
        ("nl", "Ik fietste 12 km.", "Ik fietste twaalf kilometer."),
        ("pt", "Andei 5 km hoje.", "Andei cinco quilómetros hoje."),
    ],
)  # fmt: skip
def test_a_kilometre_marker_before_its_number_is_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentence
        ("de", "Das Unternehmen wurde 1998 gegründet und hat ca. 2.500 Mitarbeiter.", "Das Unternehmen wurde neunzehnhundertachtundneunzig gegründet und hat circa zweitausendfünfhundert Mitarbeiter."),
        # new sentences
        ("de", "Die Brücke wurde 1887 erbaut.", "Die Brücke wurde achtzehnhundertsiebenundachtzig erbaut."),
        ("nl", "Het bedrijf werd 1998 opgericht.", "Het bedrijf werd negentienhonderdachtennegentig opgericht."),
        # near miss: a count before its noun
        ("de", "Es wurden 1500 Exemplare gedruckt.", "Es wurden eintausendfünfhundert Exemplare gedruckt."),
    ],
)  # fmt: skip
def test_a_year_before_a_participle_of_history_is_said_in_hundreds(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentence
        ("fr", "Elle a couru le marathon en 2 h 21 min 34 s.", "Elle a couru le marathon en deux heures vingt et une minutes trente-quatre secondes."),
        # new sentences
        ("fr", "Il a bouclé le tour en 1 min 26 s.", "Il a bouclé le tour en une minute vingt-six secondes."),
        ("de", "Er lief 3 min 40 s.", "Er lief drei Minuten vierzig Sekunden."),
        # near miss: no count after the minutes
        ("fr", "Les 3 min s'écoulent vite.", "Les trois minutes s'écoulent vite."),
    ],
)  # fmt: skip
def test_seconds_written_s_after_the_minutes_are_said(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentence
        ("tr", "İstanbul'da hava 18°C, rüzgar saatte 25 km/s.", "İstanbul'da hava on sekiz santigrat derece, rüzgar saatte yirmi beş kilometre."),
        # new sentence
        ("tr", "Tren saatte 160 km/s hızla gidiyor.", "Tren saatte yüz altmış kilometre hızla gidiyor."),
        # near miss: no "saatte" written
        ("tr", "Hız sınırı 120 km/s.", "Hız sınırı saatte yüz yirmi kilometre."),
    ],
)  # fmt: skip
def test_saatte_written_before_a_speed_is_said_once(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentences
        ("ar", "احتفلت الشركة بمرور 25 عاماً على تأسيسها.", "احتفلت الشركة بمرور خمسة وعشرين عاماً على تأسيسها."),
        ("ar", "عدد المصابين بلغ 120 شخصاً.", "عدد المصابين بلغ مائة وعشرين شخصاً."),
        # new sentences
        ("ar", "بعد مرور 30 يومًا على الطلب.", "بعد مرور ثلاثين يومًا على الطلب."),
        ("ar", "يبلغ 35 عامًا من العمر.", "يبلغ خمسة وثلاثين عامًا من العمر."),
        # near miss: a verb that governs no number
        ("ar", "وصل 120 شخصاً.", "وصل مائة وعشرون شخصاً."),
    ],
)  # fmt: skip
def test_an_arabic_number_after_a_verbal_noun_or_reached_takes_its_case(lang, text, reads):
    assert normalize(text, lang).text == reads


@pytest.mark.parametrize(
    ("lang", "text", "reads"),
    [
        # the panel's sentence
        ("id", "Inflasi Februari tercatat 2,75% (yoy).", "Inflasi Februari tercatat dua koma tujuh lima persen (secara tahunan)."),
        # new sentence
        ("id", "Ekonomi tumbuh 5,05% (qtq) dan inflasi 0,3% (mtm).", "Ekonomi tumbuh lima koma nol lima persen (secara kuartalan) dan inflasi nol koma tiga persen (secara bulanan)."),
        # near miss: a word that starts so
        ("id", "Kata yoyo bukan singkatan.", "Kata yoyo bukan singkatan."),
    ],
)  # fmt: skip
def test_an_indonesian_rate_period_in_brackets_is_said(lang, text, reads):
    assert normalize(text, lang).text == reads
