"""Roman numerals after a name and with the word for century are read as the language
says them (issue 31): "Karl der Fünfte", "Louis Quatorze" (cardinals but the first),
"Felipe segundo" and "Alfonso trece", "siglo veinte", "Carlo Quinto", "Николай Второй" in
the name's case, "w dziewiętnastym wieku". A lone "I", "V", "X", "MIX" or "CD" is never
read."""

import pytest

from normalize import normalize
from normalize.lexicon import Entry


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("de", "Karl V. wurde in Gent geboren.", "Karl der Fünfte wurde in Gent geboren."),
        ("de", "Das Schloss wurde unter Ludwig XIV. gebaut.",
         "Das Schloss wurde unter Ludwig dem Vierzehnten gebaut."),
        ("de", "Elisabeth II. starb im September.", "Elisabeth die Zweite starb im September."),
        ("de", "Im XIX. Jahrhundert wuchs die Stadt.",
         "Im neunzehnten Jahrhundert wuchs die Stadt."),
        ("en", "Elizabeth II visited Canada.", "Elizabeth the Second visited Canada."),
        ("en", "King Charles I was executed.", "King Charles the First was executed."),
        ("fr", "Louis XIV a régné longtemps.", "Louis Quatorze a régné longtemps."),
        ("fr", "Au XIXe siècle, la ville s'est développée.",
         "Au dix-neuvième siècle, la ville s'est développée."),
        ("fr", "Napoléon Ier est mort à Sainte-Hélène.",
         "Napoléon Premier est mort à Sainte-Hélène."),
        ("es", "Felipe II reinó durante décadas.", "Felipe segundo reinó durante décadas."),
        ("es", "En el siglo XX la ciudad creció mucho.",
         "En el siglo veinte la ciudad creció mucho."),
        ("es", "Isabel II fue reina de España.", "Isabel segunda fue reina de España."),
        ("es", "Alfonso XIII se exilió.", "Alfonso trece se exilió."),
        ("pt", "D. Pedro II governou o Brasil.", "Dom Pedro Segundo governou o Brasil."),
        ("pt", "No século XIX, a cidade cresceu.", "No século dezanove, a cidade cresceu."),
        ("it", "Carlo V fu incoronato imperatore.", "Carlo Quinto fu incoronato imperatore."),
        ("it", "Nel XIX secolo l'Italia fu unificata.",
         "Nel diciannovesimo secolo l'Italia fu unificata."),
        ("it", "Papa Leone XIV ha incontrato i fedeli.",
         "Papa Leone Quattordicesimo ha incontrato i fedeli."),
        ("pl", "Jan III Sobieski zwyciężył pod Wiedniem.",
         "Jan Trzeci Sobieski zwyciężył pod Wiedniem."),
        ("pl", "Pomnik Jana III Sobieskiego stoi w parku.",
         "Pomnik Jana Trzeciego Sobieskiego stoi w parku."),
        ("pl", "W XIX wieku Polska była pod zaborami.",
         "W dziewiętnastym wieku Polska była pod zaborami."),
        ("ru", "Николай II отрёкся от престола.", "Николай Второй отрёкся от престола."),
        ("ru", "В XX веке население выросло.", "В двадцатом веке население выросло."),
        ("ru", "Указ Екатерины II был подписан.", "Указ Екатерины Второй был подписан."),
        ("ru", "Это было в XIX в.", "Это было в девятнадцатом веке."),
        ("uk", "Людовик XIV правив Францією.", "Людовик Чотирнадцятий правив Францією."),
        ("uk", "У XVII ст. відбулася Хмельниччина.",
         "У сімнадцятому столітті відбулася Хмельниччина."),
        ("cs", "Karel IV. založil univerzitu.", "Karel Čtvrtý založil univerzitu."),
        ("nl", "Willem III was koning.", "Willem de Derde was koning."),
        ("it", "Abito in Via XX Settembre 5.", "Abito in Via Venti Settembre cinque."),
        ("pl", "Aleja Jana Pawła II jest długa.", "Aleja Jana Pawła Drugiego jest długa."),
    ],
)  # fmt: skip
def test_a_roman_numeral_after_a_name_or_with_century_is_read(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    "lang,text",
    [
        ("de", "Teil II erscheint im Mai."),
        ("en", "Then I went home."),
        ("en", "Star Wars Episode IV is great."),
        ("en", "Malcolm X spoke."),
        ("de", "Das Album MIX und die CD kosten wenig."),
        ("it", "I ragazzi e V sono qui."),
        ("fr", "Le CV et le DVD sont prêts."),
        ("et", "Kood X K kehtib."),  # a spelled code's letters, not "Kood the Tenth"
    ],
)  # fmt: skip
def test_letters_that_are_not_a_numeral_here_stay(lang, text):
    assert normalize(text, lang).text == text


def test_the_tenants_lexicon_comes_first():
    entries = [Entry("Louis XIV", "le Roi-Soleil", "fr")]
    assert normalize("Louis XIV a régné.", "fr", entries).text == "le Roi-Soleil a régné."


# Turkish writes the ordinal's dot after a Roman numeral (TDK): "XIV. Louis", "II. Dünya
# Savaşı", "III. kat", "XIX. yüzyıl" are ordinals; the capital İ at a sentence's start.
@pytest.mark.parametrize(
    "text,spoken",
    [
        ("XIV. Louis 72 yıl hüküm sürdü.", "On dördüncü Louis yetmiş iki yıl hüküm sürdü."),
        (
            "II. Dünya Savaşı 1939'da başladı.",
            "İkinci Dünya Savaşı bin dokuz yüz otuz dokuzda başladı.",
        ),
        ("Ofisimiz III. katta bulunuyor.", "Ofisimiz üçüncü katta bulunuyor."),
        ("XIX. yüzyılda imparatorluk zayıfladı.", "On dokuzuncu yüzyılda imparatorluk zayıfladı."),
        ("Sultan II. Mahmut reform yaptı.", "Sultan ikinci Mahmut reform yaptı."),
    ],
)
def test_turkish_roman_numerals_with_a_dot_are_ordinals(text, spoken):
    assert normalize(text, "tr").text == spoken


def test_a_turkish_roman_numeral_without_a_dot_is_left():
    assert normalize("Rocky II filmini izledik.", "tr").text == "Rocky II filmini izledik."
