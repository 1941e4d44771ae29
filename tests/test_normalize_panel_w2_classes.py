"""The classes a fresh panel (W2) heard wrong in de fr es it pt pl ru uk (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-W2.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # es joins the hundredths with "con" (RAE), it with "e" (Treccani)
        ("es", "Total a pagar: 7,25 €.", "Total a pagar: siete euros con veinticinco céntimos."),
        ("es", "Cargo de 1,01 $.", "Cargo de un dólar con un centavo."),
        (
            "it",
            "Ricarica di 15,50 € effettuata.",
            "Ricarica di quindici euro e cinquanta centesimi effettuata.",
        ),
        ("it", "Resto: 0,40 €.", "Resto: quaranta centesimi."),
        ("es", "Son 20 € justos.", "Son veinte euros justos."),
    ],
)
def test_money_joins_the_hundredths_with_the_languages_word(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # max./mind./zw. in German; máx./mín. in es pt and max/min in it, "máxima de" before a
        # temperature, agreeing with a feminine noun before it, "máximo" elsewhere
        ("de", "Morgen max. 31 °C.", "Morgen maximal einunddreißig Grad Celsius."),
        ("de", "Zutritt erst ab mind. 16 Jahren.", "Zutritt erst ab mindestens sechzehn Jahren."),
        (
            "de",
            "Abholung zw. 14-16 Uhr möglich.",
            "Abholung zwischen vierzehn und sechzehn Uhr möglich.",
        ),
        ("de", "Max Frisch schrieb viel.", "Max Frisch schrieb viel."),
        ("es", "Mañana máx. 30 °C.", "Mañana máxima de treinta grados Celsius."),
        ("es", "Velocidad máx. 90 km/h.", "Velocidad máxima noventa kilómetros por hora."),
        ("es", "Máx. 4 personas por mesa.", "Máximo cuatro personas por mesa."),
        ("pt", "Amanhã mín. 12 °C.", "Amanhã mínima de doze graus Celsius."),
        ("it", "Domani min 5 °C.", "Domani minima di cinque gradi Celsius."),
        ("it", "Ingresso max 20 persone.", "Ingresso massimo venti persone."),
        ("it", "Ha scritto Max Weber.", "Ha scritto Max Weber."),
        # it road classes before their number
        (
            "it",
            "Incidente sulla SS 7 all'altezza di Matera.",
            "Incidente sulla statale sette all'altezza di Matera.",
        ),
        # pl dn. (dnia) before a date; Gł. (Główny) in the case of the town before it
        (
            "pl",
            "Faktura z dn. 15.03.2025.",
            "Faktura z dnia piętnastego marca dwa tysiące dwudziestego piątego roku.",
        ),
        (
            "pl",
            "Pociąg do Poznania Gł. jest opóźniony.",
            "Pociąg do Poznania Głównego jest opóźniony.",
        ),
        ("pl", "Czekam w Poznaniu Gł.", "Czekam w Poznaniu Głównym."),
        ("pl", "Stacja: Gdynia Gł.", "Stacja: Gdynia Główna."),
        # ru uk milligrams (CLDR's names)
        ("ru", "Доза: 250 мг.", "Доза: двести пятьдесят миллиграмм."),
        ("uk", "Доза 5 мг.", "Доза п'ять міліграмів."),
        # a day, "to" and a day are a span
        ("pt", "Aberto seg. a sáb.", "Aberto de segunda a sábado."),
        ("es", "Abierto lun. a vie. por la mañana.", "Abierto de lunes a viernes por la mañana."),
        ("fr", "Ouvert (du lun. au ven.)", "Ouvert (du lundi au vendredi)"),
    ],
)
def test_abbreviations_are_said_in_their_context(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # "one" agrees with the noun after it: it una/un/uno; pl jedną before a feminine
        # accusative in -ę; ru uk after distributive "по" in the dative
        ("it", "Prendere 1 bustina al giorno.", "Prendere una bustina al giorno."),
        ("it", "Manca 1 giorno.", "Manca un giorno."),
        ("it", "C'è 1 studente.", "C'è uno studente."),
        ("it", "Serve 1 stazione.", "Serve una stazione."),
        ("pl", "Dawkowanie: 1 kapsułkę dziennie.", "Dawkowanie: jedną kapsułkę dziennie."),
        ("ru", "Принимать по 1 капсуле утром.", "Принимать по одной капсуле утром."),
        ("ru", "По 1 рублю с человека.", "По одному рублю с человека."),
        ("uk", "Пити по 1 ложці.", "Пити по одній ложці."),
        # a date after the weekday it falls on says when, in the genitive
        (
            "ru",
            "Приём в пятницу, 14 марта, в 9:00.",
            "Приём в пятницу, четырнадцатого марта, в девять ноль ноль.",
        ),
        ("uk", "Зустріч у середу, 5 березня.", "Зустріч у середу, п'ятого березня."),
        ("ru", "Вторник, 7 мая.", "Вторник, седьмое мая."),
        # a woman's title stays undeclined
        ("pl", "Dzwoniła prof. Nowakowa.", "Dzwoniła profesor Nowakowa."),
        ("pl", "Zapraszamy do pani dr Nowak.", "Zapraszamy do pani doktor Nowak."),
        ("pl", "Wizyta u dr. Kowalskiego.", "Wizyta u doktora Kowalskiego."),
    ],
)
def test_counts_dates_and_titles_agree(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # lettered references: the letters spelled, a pause between the groups
        (
            "es",
            "Su pedido AB-55821 está en camino.",
            "Su pedido A B, cinco cinco ocho dos uno está en camino.",
        ),
        ("fr", "Réf. client AB-44721.", "Référence client A B, quatre quatre sept deux un."),
        (
            "it",
            "Pratica n. MI-77120 aperta.",
            "Pratica numero M I, sette sette uno due zero aperta.",
        ),
        (
            "pl",
            "Zamówienie nr KR-55102 wysłane.",
            "Zamówienie numer K R, pięć pięć jeden zero dwa wysłane.",
        ),
        # a Russian postcode ending or opening an address
        (
            "ru",
            "Отправьте на адрес: 190000, г. Санкт-Петербург.",
            "Отправьте на адрес: один девять ноль ноль ноль ноль, город Санкт-Петербург.",
        ),
        (
            "ru",
            "ул. Ленина, д. 3, 630099.",
            "улица Ленина, дом три, шесть три ноль ноль девять девять.",
        ),
        (
            "ru",
            "Население 125009, а не больше.",
            "Население сто двадцать пять тысяч девять, а не больше.",
        ),
        # .ua, and French service mailboxes
        ("uk", "Сайт: mvs.gov.ua.", "Сайт: M V S крапка gov крапка уа."),
        (
            "fr",
            "Écrivez à rh@mairie-lille.fr.",
            "Écrivez à R H arobase mairie tiret lille point F R.",
        ),
        ("fr", "Écrire à savoie@mairie.fr", "Écrire à savoie arobase mairie point F R"),
    ],
)
def test_codes_and_addresses_are_dictated(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # a count of times written "2x"
        ("de", "Einnahme 3x täglich nach dem Essen.", "Einnahme dreimal täglich nach dem Essen."),
        ("de", "Format 40x30 cm.", "Format vierzig mal dreißig Zentimeter."),
        ("fr", "Prendre 2x par jour.", "Prendre deux fois par jour."),
        ("es", "Tomar 1x al día.", "Tomar una vez al día."),
        ("pt", "Tomar 2x ao dia.", "Tomar duas vezes ao dia."),
        ("it", "1x al giorno.", "una volta al giorno."),
        ("pl", "5x w tygodniu.", "pięć razy w tygodniu."),
        ("ru", "2х в день.", "два раза в день."),
        ("pt", "Flamengo 3 x 0 Vasco.", "Flamengo três a zero Vasco."),
        # uk "-ї", the feminine genitive
        ("uk", "До 3-ї години.", "До третьої години."),
        # a house and flat number after a street or house word
        (
            "pl",
            "Mieszkam przy ul. Polnej 5/12.",
            "Mieszkam przy ulicy Polnej pięć łamane przez dwanaście.",
        ),
        ("ru", "ул. Мира, д. 7/1", "улица Мира, дом семь дробь один"),
        ("pl", "Wynik 12/4 to mało.", "Wynik dwanaście/cztery to mało."),
        # it province codes after a town are not read
        (
            "it",
            "Spedire a Piazza Duomo 1, 50122 Firenze (FI).",
            "Spedire a Piazza Duomo uno, cinque zero uno due due Firenze.",
        ),
    ],
)
def test_symbols_between_words(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # scores after the verbs of a win; spans of hours in Italian opening times; after
        # "between", "and"
        ("fr", "Lyon bat Nice 2-0.", "Lyon bat Nice deux à zéro."),
        ("it", "Il Milan supera la Lazio 3-0.", "Il Milan supera la Lazio tre a zero."),
        ("fr", "La batterie dure 2-3 jours.", "La batterie dure de deux à trois jours."),
        ("it", "Orario: sabato 9-13.", "Orario: sabato dalle nove alle tredici."),
        ("it", "Servono 2-3 giorni.", "Servono da due a tre giorni."),
        ("it", "Consegna tra le 9:00-12:00.", "Consegna tra le nove e le dodici."),
        ("fr", "Livraison entre 9h-12h.", "Livraison entre neuf heures et douze heures."),
        ("de", "Lieferung von 9-12 Uhr.", "Lieferung von neun bis zwölf Uhr."),
    ],
)
def test_scores_and_spans(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # pt: Portugal's unit names with Portugal's numbers; Brazil's in a Brazilian text
        ("Faltam 16 km.", "Faltam dezasseis quilómetros."),
        ("Área: 3 km².", "Área: três quilómetros quadrados."),
        ("Você está a 16 km do centro.", "Você está a dezesseis quilômetros do centro."),
    ],
)
def test_portuguese_units_follow_the_texts_variant(text, spoken):
    assert reads("pt", text) == spoken
