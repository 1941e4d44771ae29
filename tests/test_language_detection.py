"""Which language each sentence is in: script rules first, lingua for Latin and Cyrillic
(lexicon.normalize.detect; docs/NORMALIZER.md, "Detection")."""

import pytest

from lexicon.normalize.detect import detect


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
    assert [s.how for s in spans] == ["script", "lingua", "script", "lingua"]
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
    assert detect("Merci.", default="fr")[0].how == "default"
