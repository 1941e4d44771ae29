"""SSML documents as the engine's parts: each tag's effect, the vendors' own examples, and
hostile documents refused (normalize.ssml; docs/NORMALIZER.md, "SSML")."""

import pytest

from normalize.ssml import SsmlError, is_ssml, parse, spoken_length


def test_a_break_is_the_pause_after_the_words_before_it():
    doc = parse('<speak>Wait for it <break time="1500ms"/> now.</speak>')
    assert [(p.text.strip(), p.pause) for p in doc.parts] == [("Wait for it", 1.5), ("now.", None)]


@pytest.mark.parametrize("strength,seconds", [("none", 0.0), ("weak", 0.2), ("x-strong", 1.0)])
def test_a_break_by_strength(strength, seconds):
    doc = parse(f'<speak>One <break strength="{strength}"/> two</speak>')
    assert doc.parts[0].pause == seconds


def test_breaks_in_a_row_add_up():
    doc = parse('<speak>One <break time="1s"/><break time="2s"/> two</speak>')
    assert doc.parts[0].pause == 3.0


@pytest.mark.parametrize(
    "rate,factor",
    [("slow", 0.8), ("x-fast", 1.6), ("80%", 0.8), ("+10%", 1.1), ("-20%", 0.8), ("1.2", 1.2)],
)
def test_prosody_rate_is_the_parts_speed_factor(rate, factor):
    doc = parse(f'<speak>Normal. <prosody rate="{rate}">Changed.</prosody> Normal.</speak>')
    assert [p.rate for p in doc.parts] == [None, pytest.approx(factor), None]


def test_nested_rates_multiply():
    doc = parse('<speak><prosody rate="50%"><prosody rate="200%">Same.</prosody></prosody></speak>')
    assert doc.parts[0].rate == pytest.approx(1.0)


def test_pitch_and_volume_are_ignored_and_named():
    doc = parse('<speak><prosody pitch="+2st" volume="loud" rate="fast">Hi there</prosody></speak>')
    assert doc.parts[0].rate == 1.25
    assert doc.ignored == ["prosody.pitch", "prosody.volume"]
    assert "prosody.rate" in doc.applied


def test_lang_and_xml_lang_give_the_part_its_language():
    doc = parse(
        '<speak xml:lang="en-US">I said <lang xml:lang="fr-FR">bonjour</lang> and '
        '<s xml:lang="de-DE">Guten Tag</s></speak>'
    )
    assert [(p.text.strip(), p.lang) for p in doc.parts] == [
        ("I said", "en"), ("bonjour", "fr"), ("and.", "en"), ("Guten Tag.", "de")
    ]  # fmt: skip


def test_p_and_s_end_sentences_and_what_came_before_them():
    doc = parse("<speak><p><s>First one</s><s>Second one</s></p><p>Third</p></speak>")
    assert [p.text.strip() for p in doc.parts] == ["First one.", "Second one.", "Third."]


def test_sub_says_its_alias():
    doc = parse('<speak>The <sub alias="World Wide Web Consortium">W3C</sub> met.</speak>')
    assert doc.spoken.split() == "The World Wide Web Consortium met.".split()


def test_say_as_reads_through_the_say_as_seam():
    doc = parse('<speak>Code <say-as interpret-as="characters">AB1</say-as>.</speak>')
    assert "A B one" in doc.spoken
    assert "say-as.characters" in doc.applied


def test_a_say_as_kind_nobody_reads_is_left_as_written_and_reported():
    doc = parse('<speak>At <say-as interpret-as="address">12 Main St</say-as>.</speak>')
    assert "12 Main St" in doc.spoken
    assert doc.ignored == ["say-as.address"]


def test_a_mark_falls_between_parts():
    doc = parse('<speak>Before the mark <mark name="here"/> after it.<mark name="end"/></speak>')
    assert [p.text.strip() for p in doc.parts] == ["Before the mark", "after it."]
    assert doc.marks == [("here", 1), ("end", 2)]


def test_phoneme_keeps_its_text_and_asks_for_an_entry():
    doc = parse('<speak>A <phoneme alphabet="ipa" ph="ˈbɑ.təl">bottle</phoneme>.</speak>')
    assert "bottle" in doc.spoken and "ˈ" not in doc.spoken
    assert doc.phonemes == [("bottle", None)]


def test_expression_tags_pass_through_in_both_spellings():
    doc = parse("<speak>Ha <laugh/> and then <sigh> fine.</speak>")
    assert "<laugh>" in doc.spoken and "<sigh>" in doc.spoken
    assert not doc.ignored


def test_emphasis_voice_and_vendor_tags_are_read_and_named():
    doc = parse(
        '<speak><voice name="x"><emphasis level="strong">Big</emphasis> '
        '<amazon:effect name="whispered">quiet</amazon:effect> '
        '<mstts:express-as style="cheerful">happy</mstts:express-as></voice></speak>'
    )
    assert doc.spoken.split() == ["Big", "quiet", "happy"]
    assert doc.ignored == ["voice", "emphasis", "amazon:effect", "mstts:express-as"]


def test_is_ssml_needs_a_speak_root():
    assert is_ssml('<?xml version="1.0"?>\n<speak>Hi</speak>')
    assert is_ssml("  <speak version='1.0'>Hi</speak>")
    assert not is_ssml("Hi <break/> there")
    assert not is_ssml("x < 5 and <speaker> y")


def test_limits_count_the_spoken_words_not_the_markup():
    markup = '<speak>Hello <break time="1s"/> <prosody rate="slow">world</prosody></speak>'
    assert spoken_length(markup) == len("Hello  world")
    assert spoken_length("plain <b> text") == len("plain <b> text")


# --- the vendors' own examples ------------------------------------------------------------


def test_googles_example_document():
    # Google Cloud Text-to-Speech, "Speech Synthesis Markup Language (SSML)", the page's
    # opening example (https://cloud.google.com/text-to-speech/docs/ssml).
    doc = parse(
        """<speak>
  Here are <say-as interpret-as="characters">SSML</say-as> samples.
  I can pause <break time="3s"/>.
  I can play a sound
  <audio src="https://www.example.com/MY_MP3_FILE.mp3">didn't get your MP3 audio file</audio>.
  I can speak in cardinals. Your number is <say-as interpret-as="cardinal">10</say-as>.
  I can also substitute phrases, like the <sub alias="World Wide Web Consortium">W3C</sub>.
  Finally, I can speak a paragraph with two sentences.
  <p><s>This is sentence one.</s><s>This is sentence two.</s></p>
</speak>"""
    )
    assert "S S M L" in doc.spoken and "World Wide Web Consortium" in doc.spoken
    assert "ten" in doc.spoken and "W3C" not in doc.spoken
    assert [p.pause for p in doc.parts if p.pause] == [3.0]
    assert doc.ignored == ["audio"]  # its fallback text is said instead
    assert doc.parts[-1].text.strip() == "This is sentence two."


def test_pollys_whisper_example():
    # Amazon Polly developer guide, "Whispering" (docs.aws.amazon.com/polly/latest/dg/
    # whispered-tag.html): the amazon: prefix is used without a namespace declaration.
    doc = parse(
        '<speak> When any voice is made to whisper, <amazon:effect name="whispered"> '
        '<prosody rate="-10%">the sound is slower and quieter than normal speech </prosody>'
        "</amazon:effect> </speak>"
    )
    assert [p.rate for p in doc.parts] == [None, pytest.approx(0.9)]
    assert doc.ignored == ["amazon:effect"]


def test_azures_document_with_its_namespaces():
    # Azure Speech, "SSML document structure": speak with version, xmlns, xmlns:mstts and
    # xml:lang, and a voice element (learn.microsoft.com, speech-synthesis-markup-voice).
    doc = parse(
        '<?xml version="1.0"?>\n<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis"'
        ' xmlns:mstts="https://www.w3.org/2001/mstts" xml:lang="en-US">'
        '<voice name="en-US-JennyNeural">Good morning!</voice>'
        '<voice name="en-US-ChristopherNeural"><mstts:express-as style="cheerful">'
        "Good morning to you too Jenny!</mstts:express-as></voice></speak>"
    )
    assert doc.spoken.split() == "Good morning! Good morning to you too Jenny!".split()
    assert {p.lang for p in doc.parts} == {"en"}
    assert doc.ignored == ["voice", "mstts:express-as"]


# --- malformed and hostile ----------------------------------------------------------------

BILLION_LAUGHS = (
    '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
    '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">'
    '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>'
    "<speak>&lol3;</speak>"
)
EXTERNAL = (
    '<?xml version="1.0"?><!DOCTYPE speak [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'
    "<speak>&xxe;</speak>"
)


@pytest.mark.parametrize(
    "document,says",
    [
        (BILLION_LAUGHS, "refused"),
        (EXTERNAL, "refused"),
        ("<speak>unclosed <prosody rate='slow'>text</speak>", "malformed"),
        ("<speak>a & b</speak>", "malformed"),
        ("<voice>not speak</voice>", "starts with <speak>"),
        ("<speak>" + "<s>" * 40 + "deep" + "</s>" * 40 + "</speak>", "nested deeper"),
        ('<speak>a <break time="11s"/> b</speak>', "at most 10 s"),
        ("<speak>" + '<break time="9s"/>x' * 7 + "</speak>", "add up"),
        ('<speak>a <break time="forever"/></speak>', "break time"),
        ('<speak>a <break strength="huge"/></speak>', "break strength"),
        ('<speak><prosody rate="warp">a</prosody></speak>', "prosody rate"),
        ('<speak><prosody rate="0%">a</prosody></speak>', "not a speed"),
        ("<speak>" + '<mark name="m"/>x ' * 201 + "</speak>", "more than 200 marks"),
        ('<speak><mark name=""/>x</speak>', "a mark needs a name"),
        # Thousands of one-word parts would be thousands of inferences.
        ("<speak>" + '<break time="1ms"/>a' * 20_000 + "</speak>", "more than 300 parts"),
    ],
)
def test_hostile_and_malformed_documents_are_refused(document, says):
    with pytest.raises(SsmlError) as refused:
        parse(document)
    assert says in str(refused.value)
    assert refused.value.code == "invalid_ssml"


def test_a_leading_break_has_nothing_to_follow_and_is_named():
    doc = parse('<speak><break time="1s"/>Hello</speak>')
    assert doc.parts[0].pause is None and doc.ignored == ["break.leading"]
