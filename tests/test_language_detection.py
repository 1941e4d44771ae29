"""Which language each sentence is in: script rules first, lingua for Latin and Cyrillic
(normalize.detect; docs/NORMALIZER.md, "Detection")."""

import pytest

from normalize.detect import detect


def langs(text: str) -> list[str]:
    return [span.lang for span in detect(text)]


@pytest.mark.parametrize(
    "text,lang",
    [
        ("우리 회사는 서울에 있습니다.", "ko"),
        ("今日はとても良い天気ですね。", "ja"),
        ("Η Αθήνα είναι η πρωτεύουσα της Ελλάδας.", "el"),
        ("القاهرة هي عاصمة مصر وأكبر مدنها.", "ar"),
        ("दिल्ली भारत की राजधानी है और बहुत बड़ा शहर है।", "hi"),
        ("Москва является столицей России и крупнейшим городом страны.", "ru"),
        ("Київ є столицею України і найбільшим містом країни.", "uk"),
        ("Das Wetter ist heute schön, und wir gehen später im Park spazieren.", "de"),
        ("Le temps est magnifique aujourd'hui, nous allons nous promener au parc.", "fr"),
        ("El tiempo es muy bueno hoy y vamos a pasear por el parque.", "es"),
        ("The weather is lovely today and we will walk in the park later.", "en"),
    ],
)
def test_one_sentence_in_each_script_and_some_latin_languages(text, lang):
    assert langs(text) == [lang]


def test_korean_with_english_words_stays_korean():
    # The issue's own example: a Hangul sentence with a Latin brand name in it.
    assert langs("우리 SaaS를 2024년 3월 5일에 소개합니다.") == ["ko"]


def test_a_sentence_per_language_gives_a_span_per_language():
    text = (
        "우리 회사는 서울에 있습니다. This sentence is written in plain English for everyone. "
        "今日はとても良い天気ですね。Это предложение написано на русском языке для всех."
    )
    spans = detect(text)
    assert [s.lang for s in spans] == ["ko", "en", "ja", "ru"]
    assert "".join(s.text for s in spans) == text  # nothing lost or moved
    assert [s.how for s in spans] == ["script", "words", "script", "letters"]  # ы: Russian
    assert spans[0].confidence == 1.0 and 0.5 <= spans[1].confidence <= 1.0


def test_japanese_and_english_sentences():
    text = "こんにちは、元気ですか。I am fine, thank you very much for asking me today."
    assert langs(text) == ["ja", "en"]


def test_russian_and_english_sentences():
    text = "Привет, как твои дела сегодня вечером? I am doing well, thank you for asking me."
    assert langs(text) == ["ru", "en"]


def test_adjacent_sentences_of_one_language_are_one_span():
    text = "The first sentence is English and long enough. The second one is English too, friend."
    assert len(detect(text)) == 1


def test_a_short_sentence_takes_its_neighbours_language():
    spans = detect("우리 회사는 서울에 있습니다. OK. 감사합니다.")
    assert [s.lang for s in spans] == ["ko"]


def test_a_text_too_short_to_tell_is_the_default():
    # lingua's low-accuracy mode calls this Estonian, sure of it: too short to trust.
    assert detect("Our SaaS costs $5.", default="en")[0].lang == "en"
    assert detect("OK.", default="fr")[0].how == "default"


# --- short texts and letter rules (issue 18 review) ------------------------------------------
# Sources for the letters: each alphabet as its academy writes it (Słownik ortograficzny PWN;
# Pravidla českého pravopisu; DOOM for ș ț; TDK for ğ ı; Український правопис 2019 §1 for
# і ї є ґ; Правила русской орфографии (2006) for ы э ё; RAE for ñ ¿ ¡; Từ điển tiếng Việt
# for ơ ư and the tone marks). A letter two of our languages share (đ, ą, ç, ä, å) is no hint.


@pytest.mark.parametrize(
    "text,lang",
    [
        ("Guten Morgen!", "de"),  # lingua 0.98: sure enough
        ("Bonjour tout le monde!", "fr"),
        ("Hola, ¿qué tal?", "es"),  # ¿
        ("Xin chào!", "vi"),
        ("Dziękuję, miłego dnia.", "pl"),  # ł
        ("Mulțumesc frumos!", "ro"),  # ț
        ("Çok güzel!", "tr"),  # ğ
        ("Děkuji moc.", "cs"),  # ě
        ("Köszönöm szépen, jó ő.", "hu"),  # ő
        ("Grüß Gott!", "de"),  # ß
        ("Cảm ơn bạn.", "vi"),  # ơ, ả
    ],
)
def test_a_short_latin_text_is_told_by_its_letters_or_a_sure_lingua(text, lang):
    assert langs(text) == [lang]


@pytest.mark.parametrize(
    "text,lang",
    [
        ("Привет! Как дела?", "ru"),
        ("Добрий день, як справи?", "uk"),  # no і ї є ґ: "як" is Ukrainian only
        ("Добрий вечір!", "uk"),  # і
        ("Ты где?", "ru"),  # ы
        ("Къде си?", "bg"),  # ъ without ы
        ("У меня 2 книги и 3 ручки на столе.", "ru"),  # lingua said uk with the digits in
        ("Звоните 8 800 555-35-35.", "ru"),  # lingua: bg at 0.75
        ("Добро утро!", "bg"),  # lingua: bg at 0.87
        ("Благодаря!", "bg"),  # lingua: ru at 0.69; a word only Bulgarian has
    ],
)
def test_a_short_cyrillic_text_is_never_read_in_the_latin_default(text, lang):
    assert langs(text) == [lang]


def test_three_capitals_in_three_cyrillic_languages():
    text = "Москва — столица России. Київ — столиця України. София е столицата на България."
    assert langs(text) == ["ru", "uk", "bg"]


@pytest.mark.parametrize(
    "text,lang",
    [
        ("Il est né le 5 mai 1990 à Paris.", "fr"),  # lingua: fr 0.31, ro 0.30
        ("Le train part à 14h30 du quai 3.", "fr"),
        ("El tren sale a las 3.", "es"),  # lingua: et 0.21
    ],
)
def test_a_short_sentence_is_told_by_its_commonest_words(text, lang):
    assert langs(text) == [lang]


def test_an_english_sentence_of_common_words_is_not_finnish():
    # lingua's low-accuracy mode says fi at 0.97 for this: under 50 letters it must be surer.
    assert langs("The digits for ten are one zero.") == ["en"]


def test_a_sentence_that_takes_its_neighbours_language_says_how_sure_that_is():
    spans = detect("Добре. Это предложение написано на русском языке для всех.")
    assert spans[0].lang == "ru" and spans[0].how == "neighbour"
    assert spans[0].confidence < 0.5  # "Добре." is bg or uk to lingua; it said 1.0


def test_a_number_with_a_period_does_not_end_a_sentence():
    # "Am 3. Oktober" was split after "3." and "Am" read alone in the default language.
    spans = detect("Am 3. Oktober 2024 ist Feiertag in ganz Deutschland.")
    assert [s.lang for s in spans] == ["de"] and spans[0].text.startswith("Am 3. Oktober")


def test_a_period_before_a_lower_case_word_does_not_end_a_sentence():
    from normalize.detect import sentences

    assert len(sentences("Er kam um ca. zehn Uhr an. Dann gingen wir.")) == 2
