"""The service's chunking: a chunk per sentence, the opening sentence cut after a clause
within the bound so first audio comes sooner, shorter pauses at such a cut, and noise from
each chunk's own text; the reference chunking unchanged beside it."""

import pytest

from engine.contract import MAX_CHUNK_LENGTH, MAX_CHUNK_LENGTH_KO
from engine.errors import EmptyText
from engine.folder import REFERENCE, Chunking
from engine.text import chunk_text, sentence_chunks

OPENING = (
    "Thank you for calling the Harbour Street clinic, where every appointment is "
    "confirmed by text message the day before. "
)
REST = "Our doors open at eight. Please have your card ready; it speeds things up."


def texts(pieces):
    return [p.text for p in pieces]


@pytest.mark.parametrize(
    "sentence, first",
    [
        # the only clause end within 60 characters: the comma
        (OPENING, "Thank you for calling the Harbour Street clinic,"),
        # the first clause end that leaves a head of a third of the bound (20) or more; a
        # semicolon, and a colon, count as clause ends too
        (
            "The office is closed on public holidays; in an emergency, call the number "
            "on your card.",
            "The office is closed on public holidays;",
        ),
        (
            "Three things to bring: your card, your letter, and a list of what you take every day.",
            "Three things to bring:",
        ),
        (
            "Thank you for calling, Maria Lopez, and your booking 1234 is confirmed for "
            "Thursday morning at nine.",
            "Thank you for calling,",
        ),
        # a dash between spaces: cut before it, the dash stays with what follows (the
        # only clause end: a short head rather than none)
        (
            "Come early - the car park fills up quickly after nine on weekdays and "
            "even sooner on market days.",
            "Come early",
        ),
        # no clause end: the first phrase boundary past a third of the bound (before
        # "without"; not before "are": "Appointments that" is too short a head)
        (
            "Appointments that are missed without a call beforehand cannot be moved to "
            "another day or to another clinic unless the doctor agrees in writing first.",
            "Appointments that are missed",
        ),
        (
            "Your parcel four thousand eight hundred twenty-one for Maria Lopez has shipped today.",
            "Your parcel four thousand eight hundred twenty-one",
        ),
        # a long sentence without a clause end or a phrase word within the bound: its
        # last word within it
        (
            "Appointments missed yesterday morning cannot easily be moved elsewhere "
            "whatever happens next, says the clinic's own written policy here today.",
            "Appointments missed yesterday morning cannot easily be moved",
        ),
    ],
)
def test_the_opening_sentence_is_cut_after_a_clause_within_the_bound(sentence, first):
    pieces = sentence_chunks(sentence + " " + REST, "en", 60)
    assert pieces[0].text == first and len(first) <= 60
    assert not pieces[0].ends_sentence and pieces[0].sentence == pieces[1].sentence == 0
    # nothing lost, nothing cut mid-word: the two pieces are the sentence again
    assert f"{pieces[0].text} {pieces[1].text}" == sentence.strip()
    assert texts(pieces[2:]) == ["Our doors open at eight.", REST.split(". ")[1]]


def test_a_short_opening_sentence_is_not_cut():
    pieces = sentence_chunks("Hello, Maria. " + REST, "en", 60)
    assert texts(pieces) == ["Hello, Maria.", "Our doors open at eight.", REST.split(". ")[1]]
    assert all(p.ends_sentence for p in pieces)


def test_a_word_longer_than_the_bound_is_never_cut():
    word = "Pneumonoultramicroscopicsilicovolcanoconiosis" * 2
    assert texts(sentence_chunks(f"{word} again, and again.", "en", 60)) == [
        f"{word} again, and again."
    ]


def test_later_sentences_are_never_cut_at_clauses_and_never_packed():
    long_clauses = "First, this; then, that: and so on, with more words, until the end."
    pieces = sentence_chunks("Hello. " + long_clauses + " " + long_clauses, "en", 60)
    assert texts(pieces) == ["Hello.", long_clauses, long_clauses]
    assert [p.sentence for p in pieces] == [0, 1, 2]


def test_a_sentence_is_the_same_chunk_whatever_its_neighbours():
    boilerplate = "Calls may be recorded for training and quality purposes."
    one = sentence_chunks(f"Hi Ana, your order 1042 has shipped. {boilerplate} Bye.", "en", 60)
    two = sentence_chunks(f"Dear Mr. Lee, we are sorry for the delay. {boilerplate}", "en", 60)
    assert boilerplate in texts(one) and boilerplate in texts(two)


def test_a_sentence_over_the_chunk_limit_is_still_cut_below_it():
    sentence = ", ".join(["a clause of some words"] * 30) + "."
    pieces = sentence_chunks("Hi. " + sentence, "en", 60)
    assert max(len(p.text) for p in pieces) <= MAX_CHUNK_LENGTH
    assert {p.sentence for p in pieces[1:]} == {1} and pieces[-1].ends_sentence
    assert not any(p.ends_sentence for p in pieces[1:-1])


def test_korean_bounds_scale_with_its_chunk_limit():
    bound = 60 * MAX_CHUNK_LENGTH_KO // MAX_CHUNK_LENGTH  # 24
    text = (
        "안녕하세요, 오늘 예약하신 진료는 오후 세 시에 시작됩니다 늦지 않게 와 주세요. 감사합니다."
    )
    pieces = sentence_chunks(text, "ko", 60)
    assert texts(pieces)[0] == "안녕하세요," and len(pieces[0].text) <= bound
    assert texts(pieces)[-1] == "감사합니다."


def test_the_cut_can_be_turned_off():
    assert texts(sentence_chunks(OPENING + REST, "en", 0))[0] == OPENING.strip()


def test_empty_text_is_refused():
    with pytest.raises(EmptyText):
        sentence_chunks(" \n\n ", "en", 60)


def test_a_clause_cut_pauses_shorter_than_a_sentence_end(engine):
    request = engine.request(OPENING + REST, silence=0.3, chunking=Chunking.sentences(60))
    assert request.pauses == pytest.approx((0.1, 0.3, 0.3, 0.0))
    assert request.sentences == (0, 0, 1, 2)


def test_without_a_seed_each_chunk_is_seeded_by_its_own_text(engine):
    chunking = Chunking.sentences(60)
    one = engine.request("Hello there. " + REST, voice="F1", chunking=chunking)
    two = engine.request("Good morning to you. " + REST, voice="F1", chunking=chunking)
    assert one.seed is None and one.seeds[1:] == two.seeds[1:]
    assert one.seeds[0] != two.seeds[0]
    # ... and by its voice and language too
    other_voice = engine.request("Hello there. " + REST, voice="M2", chunking=chunking)
    assert other_voice.seeds[1] != one.seeds[1]
    # with a seed, chunk i gets seed + i, as today
    seeded = engine.request("Hello there. " + REST, seed=7, chunking=chunking)
    assert seeded.seeds == (7, 8, 9)


def test_the_reference_chunking_is_unchanged(engine):
    text = OPENING + REST
    request = engine.request(text, seed=5, silence=0.25, chunking=REFERENCE)
    assert request.chunks == tuple(chunk_text(text, "en")) == (text.strip(),)
    assert request.seeds == (5,) and request.pauses == (0.0,)
    two = engine.request("A. " * 120, seed=5, silence=0.25)
    assert len(two.chunks) == 2 and two.seeds == (5, 6) and two.pauses == (0.25, 0.0)


def test_a_sentence_just_over_the_bound_is_not_cut_before_a_lone_word():
    # 66 characters, no comma and no phrase word past the first third: a cut at a word
    # within 60 would leave a short, odd rest
    sentence = "Your parcel from the Harbour Street depot gets delivered today."
    assert texts(sentence_chunks(sentence + " Thanks.", "en", 60)) == [sentence, "Thanks."]
    # ... but a phrase that leaves a third of the bound after it is a cut: before "will"
    # (the head ends on "depot", not on "from" or "the")
    sentence = "Your parcel from the Harbour Street depot will be delivered today."
    assert texts(sentence_chunks(sentence + " Thanks.", "en", 60)) == [
        "Your parcel from the Harbour Street depot",
        "will be delivered today.",
        "Thanks.",
    ]
    # ... while a comma that leaves enough after it is still a cut ("morning," would
    # leave only "arrives today.": less than a third of the bound)
    longer = "Your parcel from the depot, packed this morning, arrives today."
    assert texts(sentence_chunks(longer, "en", 60))[0] == "Your parcel from the depot,"
