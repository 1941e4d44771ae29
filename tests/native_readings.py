"""The two tests every per-language reading file runs over its own CASES
({lang: [(written, spoken), ...]}): each sentence reads as a native reader would say it,
and each language has at least fifteen checked sentences (issue 18)."""

import pytest

from normalize import normalize

MIN_SENTENCES = 15


def reading_tests(cases: dict[str, list[tuple[str, str]]]):
    """(test_a_native_reader_would_say_it_so, test_each_language_has_fifteen_checked_
    sentences) for ``cases``; a test module binds both names at module level."""

    @pytest.mark.parametrize(
        ("lang", "text", "spoken"),
        [(lang, text, spoken) for lang, pairs in cases.items() for text, spoken in pairs],
        ids=lambda value: value if isinstance(value, str) and len(value) < 4 else None,
    )
    def test_a_native_reader_would_say_it_so(lang, text, spoken):
        assert normalize(text, lang).text == spoken

    @pytest.mark.parametrize("lang", cases)
    def test_each_language_has_fifteen_checked_sentences(lang):
        assert len(cases[lang]) >= MIN_SENTENCES

    return test_a_native_reader_would_say_it_so, test_each_language_has_fifteen_checked_sentences
