"""Tenant lexicon: longest match, one pass, script-aware word boundaries, case, language."""

import pytest

from normalize import Change, Entry, Normalizer, normalize

SAAS = Entry("SaaS", "사스")


def say(text, *entries, lang="na"):
    """The text after the lexicon and clean-up ("na" has no number rules)."""
    return normalize(text, lang, entries).text


def test_an_entry_replaces_its_term():
    assert say("우리 SaaS를 소개합니다", SAAS) == "우리 사스를 소개합니다"


@pytest.mark.parametrize("particle", ["를", "가", "는", "에서", "로"])
def test_a_latin_term_matches_before_a_korean_particle(particle):
    assert say(f"SaaS{particle} 씁니다", SAAS) == f"사스{particle} 씁니다"


@pytest.mark.parametrize("text", ["SaaSy", "MySaaS", "SaaS2", "2SaaS", "SaaSé", "ÉSaaS"])
def test_a_latin_term_does_not_match_inside_a_latin_word_or_number(text):
    assert say(text, SAAS) == text


def test_a_latin_term_matches_next_to_hangul_and_punctuation():
    assert say("우리SaaS, (SaaS)!", SAAS) == "우리사스, (사스)!"


def test_a_korean_term_takes_particles_but_not_a_korean_prefix():
    samsung = Entry("삼성", "쌈쏭")
    assert say("삼성은 삼성가 대삼성", samsung) == "쌈쏭은 쌈쏭가 대삼성"


def test_a_cyrillic_term_needs_word_boundaries_on_both_sides():
    entry = Entry("ООО", "общество")
    assert say("ООО Ромашка и ЗООО", entry, lang="ru") == "общество Ромашка и ЗООО"


def test_a_term_that_is_not_whole_word_matches_inside_words():
    entry = Entry("tonic", "토닉", whole_word=False)
    assert say("Supertonic", entry) == "Super토닉"


def test_the_longest_term_wins():
    entries = (Entry("Super", "슈퍼"), Entry("Supertone", "수퍼톤"))
    assert say("Supertone and Super", *entries) == "수퍼톤 and 슈퍼"


def test_a_replacement_is_never_replaced_again():
    entries = (Entry("A", "B"), Entry("B", "C"))
    assert say("A B", *entries, lang="en") == "B C"


def test_case_insensitive_entries_match_any_case():
    assert say("saas SAAS SaaS", SAAS) == "사스 사스 사스"


def test_case_sensitive_entries_match_only_their_case():
    entry = Entry("IT", "아이티", case_sensitive=True)
    assert say("IT 부서 it is", entry) == "아이티 부서 it is"


def test_an_exact_case_entry_beats_a_case_insensitive_one_for_the_same_text():
    entries = (Entry("us", "we"), Entry("US", "U S", case_sensitive=True))
    assert say("US and us", *entries, lang="en") == "U S and we"


def test_case_folding_that_changes_length_keeps_positions_right():
    # "ß".casefold() is "ss" and "İ".casefold() two characters: positions must not drift.
    entries = (Entry("strasse", "street"), Entry("ok", "okay"))
    assert say("Die Straße ok, İİ ok", *entries, lang="de") == "Die street okay, İİ okay"


def test_one_character_terms_match_in_either_case():
    # Positions are ruled out by a term's first two characters; a one-character term has one.
    entries = (
        Entry("x", "times"),
        Entry("Ω", "ohm", case_sensitive=True),
        Entry("&", "n", whole_word=False),
    )
    assert say("3 X 4 Ω ω a&b", *entries) == "3 times 4 ohm ω anb"


def test_a_term_matches_where_a_character_folds_to_two():
    # "ß" folds to "ss": the text's first two folded characters come from one character.
    entries = (Entry("ssx", "A", whole_word=False), Entry("sx", "B", whole_word=False))
    assert say("ßx ẞX sx", *entries, lang="de") == "A A B"


def test_language_scoped_entries_apply_only_to_their_language():
    entry = Entry("API", "에이피아이", language="ko")
    assert say("API", entry, lang="ko") == "에이피아이"
    assert say("API", entry, lang="en") == "API"


def test_an_entry_for_the_language_beats_one_for_all_languages():
    entries = (Entry("TTS", "tee tee ess"), Entry("TTS", "티티에스", language="ko"))
    assert say("TTS", *entries, lang="ko") == "티티에스"
    assert say("TTS", *entries, lang="en") == "tee tee ess"


def test_an_entry_for_the_language_beats_one_for_all_languages_whatever_their_boundaries():
    scoped = Entry("SaaS", "사스", language="ko")
    everywhere = Entry("SaaS", "sass", whole_word=False)
    assert say("SaaS", everywhere, scoped, lang="ko") == "사스"
    assert say("MySaaS", everywhere, scoped, lang="ko") == "Mysass"  # only it fits in a word


def test_a_later_entry_for_the_same_term_replaces_an_earlier_one_with_other_boundaries():
    first = Entry("SaaS", "first")
    later = Entry("SaaS", "later", whole_word=False)
    assert say("MySaaS SaaS", first, later) == "Mylater later"
    assert say("MySaaS SaaS", later, first) == "MySaaS first"


def test_an_unknown_language_gets_only_the_entries_for_all_languages():
    entries = (Entry("SDK", "S D K"), Entry("API", "에이피아이", language="ko"))
    assert say("SDK API", *entries, lang="na") == "S D K API"


@pytest.mark.parametrize("term", ["", "   ", "\t\n"])
def test_empty_or_blank_terms_are_ignored(term):
    assert say("우리 제품", Entry(term, "X")) == "우리 제품"


def test_terms_are_not_matched_inside_tags():
    entry = Entry("break", "pause")
    assert say("break <break time='1s'/> break", entry, lang="en") == (
        "pause <break time='1s'/> pause"
    )


def test_each_replacement_is_reported_with_the_entry_term():
    result = normalize("우리 saas를", "ko", [SAAS])
    assert result.stages[0].name == "lexicon"
    assert result.stages[0].changes == (Change("lexicon:SaaS", "saas", "사스"),)


def test_a_normalizer_is_built_once_and_used_for_many_texts():
    normalizer = Normalizer([SAAS, Entry("ONNX", "오닉스")])
    assert normalizer("SaaS", "ko").text == "사스"
    assert normalizer("ONNX 모델", "ko").text == "오닉스 모델"


def test_five_thousand_entries_all_match():
    entries = [Entry(f"Term{i}", f"alias{i}") for i in range(5000)]
    normalizer = Normalizer(entries)
    assert normalizer("Term0 Term4999 Term25x", "na").text == "alias0 alias4999 Term25x"
