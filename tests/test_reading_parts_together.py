"""An SSML document's parts are normalized in one pass (synth.reading, Normalizer.each): each
part reads, explains and fails exactly as it would normalized alone, one after another."""

import pytest

from engine.errors import TextTooLong
from normalize import Entry, Normalizer, OutputTooLong, ssml
from synth.reading import read

DOCUMENT = (
    '<speak xml:lang="en"><s>SaaS costs $5.20 on March 5, 2024.</s>'
    '<break time="300ms"/>Call 555-1234 at 3:45 PM &amp; ask for R2D2.'
    '<prosody rate="90%">In 1999 it was 25% less.</prosody>'
    '<lang xml:lang="de">Am 5. März 2024 um 10:30 Uhr kostet es 3,50 €.</lang>'
    '<break time="1s"/>SaaS again, 3 km away.</speak>'
)
ENTRIES = [Entry("SaaS", "sass"), Entry("R2D2", "artoo detoo", case_sensitive=True)]


def one_by_one(normalizer, document, max_chars):
    """The parts' texts and changes, each part normalized alone within what is left."""
    budget, texts, changes = max_chars, [], {}
    for part in ssml.parse(document).parts:
        result = normalizer(part.text, part.lang, max(budget, 0))
        budget -= len(result.text)
        texts.append(result.text)
        for stage in result.stages:
            changes.setdefault(stage.name, []).extend(c.__dict__ for c in stage.changes)
    return texts, [{"stage": name, "changes": made} for name, made in changes.items()]


def reading(normalizer, document, max_chars=10_000):
    return read(
        normalizer, document, lang=None, default_lang="en", speed=1.0, folder=None,
        max_chars=max_chars,
    )  # fmt: skip


def test_each_part_reads_as_it_would_alone():
    normalizer = Normalizer(ENTRIES)
    texts, explanation = one_by_one(normalizer, DOCUMENT, 10_000)
    done = reading(normalizer, DOCUMENT)
    assert [part.text for part in done.parts] == texts
    assert done.explanation == explanation  # the changes in the same order, part by part


def test_normalizing_together_gives_each_texts_own_result():
    normalizer = Normalizer(ENTRIES)
    texts = ["SaaS costs $5.", "  R2D2 & 3 km  ", "", "In 1999."]
    together = normalizer.each(texts, "en", 1_000)
    assert [result for result, _ in together] == [normalizer(text, "en", 1_000) for text in texts]


def test_a_document_that_grows_too_long_fails_at_the_part_it_did_one_by_one():
    normalizer = Normalizer([Entry("SaaS", "software as a service, " * 4)])
    texts, _ = one_by_one(normalizer, DOCUMENT, 10_000)
    limit = len(texts[0]) + len(texts[1]) + 5  # the third part no longer fits
    with pytest.raises(OutputTooLong) as alone:
        one_by_one(normalizer, DOCUMENT, limit)
    with pytest.raises(TextTooLong) as together:
        reading(normalizer, DOCUMENT, limit)
    assert str(together.value).startswith(str(alone.value))


def test_a_part_that_grows_past_its_bound_midway_is_refused_as_alone():
    # The second part's lexicon pass passes what the first leaves it, and clean-up (the
    # stars dropped) would bring it back under: refused alone, so refused together.
    normalizer = Normalizer([Entry("x", "★" * 40, whole_word=False)])
    document = (
        '<speak xml:lang="en">One two three four five, seven.<break time="1s"/>x two.'
        '<break time="1s"/>Three.</speak>'
    )
    with pytest.raises(OutputTooLong) as alone:
        one_by_one(normalizer, document, 40)
    with pytest.raises(TextTooLong) as together:
        reading(normalizer, document, 40)
    assert str(together.value).startswith(str(alone.value))
    assert reading(normalizer, document, 100).parts[1].text == "two."
