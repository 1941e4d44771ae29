"""Scores and spans of hours (issue 31): "3:1" where the sentence speaks of a match
("drei zu eins", "trois à un", "trzy do jednego", "два — один", ko "삼 대 일"), and
"8:00–18:00", "w godz. 10–21", "с 10:00 до 14:00" with the language's from/to and the
hours in the case they take ("od ósmej do osiemnastej", "с десяти до четырнадцати")."""

import pytest

from normalize import normalize


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("de", "Bayern gewann am Samstag mit 3:1 gegen Dortmund.",
         "Bayern gewann am Samstag mit drei zu eins gegen Dortmund."),
        ("de", "Es stand 2-1.", "Es stand zwei zu eins."),
        ("de", "Geöffnet 9:00–17:00 Uhr.", "Geöffnet von neun bis siebzehn Uhr."),
        ("de", "Das Spiel beginnt um 3:15.", "Das Spiel beginnt um drei Uhr fünfzehn."),
        ("en", "Arsenal beat Chelsea 2:0.", "Arsenal beat Chelsea two to zero."),
        ("fr", "Le PSG s'est imposé 3-1 face à Marseille.",
         "Le PSG s'est imposé trois à un face à Marseille."),
        ("fr", "Ouvert 9:00–18:00.", "Ouvert de neuf heures à dix-huit heures."),
        ("es", "El Real Madrid ganó 3-1 al Barcelona.",
         "El Real Madrid ganó tres a uno al Barcelona."),
        ("pt", "O Flamengo venceu por 2-0.", "O Flamengo venceu por dois a zero."),
        ("it", "La Juventus ha vinto 2-1 contro il Milan.",
         "La Juventus ha vinto due a uno contro il Milan."),
        ("pl", "Polska wygrała z Austrią 3:1.", "Polska wygrała z Austrią trzy do jednego."),
        ("pl", "Rejestracja czynna pn.–pt. 8:00–18:00.",
         "Rejestracja czynna od poniedziałku do piątku od ósmej do osiemnastej."),
        ("pl", "Sklep otwarty w godz. 10–21.",
         "Sklep otwarty w godzinach od dziesiątej do dwudziestej pierwszej."),
        ("pl", "Paczka dotrze między 10:00 a 14:00.",
         "Paczka dotrze między dziesiątą a czternastą."),
        ("pl", "Dzieci od 5 do 10 lat.", "Dzieci od pięciu do dziesięciu lat."),
        ("ru", "«Спартак» обыграл «Зенит» со счётом 2:1.",
         "«Спартак» обыграл «Зенит» со счётом два — один."),
        ("ru", "Мы работаем 9:00–21:00 ежедневно.",
         "Мы работаем с девяти до двадцати одного ежедневно."),
        ("ru", "Курьер приедет с 10:00 до 14:00.", "Курьер приедет с десяти до четырнадцати."),
        ("ru", "Доставка пн–пт с 9 до 18.",
         "Доставка с понедельника по пятницу с девяти до восемнадцати."),
        ("ru", "Звоните между 10:00 и 14:00.", "Звоните между десятью и четырнадцатью."),
        ("uk", "«Динамо» переграло «Шахтар» з рахунком 2:0.",
         "«Динамо» переграло «Шахтар» з рахунком два — нуль."),
        ("uk", "Відділення працює пн–пт 9:00–19:00.",
         "Відділення працює з понеділка по п'ятницю з дев'ятої до дев'ятнадцятої."),
        ("uk", "Дзвоніть між 10:00 та 13:00.", "Дзвоніть між десятою та тринадцятою."),
        ("uk", "Працюємо щодня з 8 до 22.", "Працюємо щодня з восьмої до двадцять другої."),
        ("nl", "Ajax won met 2-1.", "Ajax won met twee-één."),
        ("it", "Consegna prevista lun–ven, ore 9–18.",
         "Consegna prevista dal lunedì al venerdì, dalle nove alle diciotto."),
        ("ko", "한국이 일본을 3대 1로 이겼다.", "한국이 일본을 삼 대 일로 이겼다."),
        ("ko", "경쟁률은 10대 1이었다.", "경쟁률은 십 대 일이었다."),
        ("ko", "6월 10일~12일 휴무", "유월 십 일부터 십이 일까지 휴무"),
        ("ko", "오전 9시~오후 6시", "오전 아홉 시부터 오후 여섯 시"),
        ("ko", "차 3대 샀다.", "차 세 대 샀다."),
    ],
)  # fmt: skip
def test_a_score_or_a_span_of_hours_is_read(lang, text, spoken):
    assert normalize(text, lang).text == spoken


def test_a_ratio_outside_a_match_is_not_a_score():
    assert "zu" not in normalize("Mischen Sie 3:1 mit Wasser.", "de").text
