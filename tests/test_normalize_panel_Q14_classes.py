"""The classes panels Q1 (de fr es it pt nl) and Q4 (ro hr sv da en el) heard wrong or
unnatural (issue 31, 2026-12-06), each a general rule of the language with several
examples, not only the panel's sentence (docs/NORMALIZER.md, "Panels Q1 and Q4")."""

import pytest

from normalize import normalize


def _read(text: str, lang: str) -> str:
    return normalize(text, lang).text


# Codes after a context word: a contract's number, a code or PIN named with words and
# the verb "is" between, an order number in two groups, a card's ending (codes.py).
@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("es", "Su número de contrato es 88451203; indíquelo.",
         "Su número de contrato es ocho ocho cuatro cinco uno dos cero tres; indíquelo."),
        ("es", "El número de póliza es 5512; guárdelo.",
         "El número de póliza es cinco cinco uno dos; guárdelo."),
        ("it", "Il numero del contratto è 88451203, da indicare.",
         "Il numero del contratto è otto otto quattro cinque uno due zero tre, da indicare."),
        ("it", "Il codice di verifica è 7391 ed è valido per 10 minuti.",
         "Il codice di verifica è sette tre nove uno ed è valido per dieci minuti."),
        ("pt", "O número do seu contrato é 88451203; indique-o.",
         "O número do seu contrato é oito oito quatro cinco um dois zero três; indique-o."),
        ("pt", "O número da sua fatura é 48213 e vence amanhã.",
         "O número da sua fatura é quatro oito dois um três e vence amanhã."),
        ("ro", "Codul PIN pentru cardul nou este 4719.",
         "Codul PIN pentru cardul nou este patru șapte unu nouă."),
        ("el", "Το PIN της νέας σας κάρτας είναι 4719.",
         "Το PIN της νέας σας κάρτας είναι τέσσερα επτά ένα εννέα."),
        ("en", "The PIN for your new card is 4719 and works today.",
         "The PIN for your new card is four seven one nine and works today."),
        ("el", "Η παραγγελία σας αρ. 784512 απεστάλη.",
         "Η παραγγελία σας αριθμός επτά οκτώ τέσσερα πέντε ένα δύο απεστάλη."),
        ("de", "Ihre Bestellung 123-456789 wurde versandt.",
         "Ihre Bestellung eins zwei drei, vier fünf sechs sieben acht neun wurde versandt."),
        ("de", "Ihre Karte mit Endung 4821 wurde belastet.",
         "Ihre Karte mit Endung vier acht zwei eins wurde belastet."),
    ],
)  # fmt: skip
def test_codes_after_context_words_are_said_digit_by_digit(lang, text, spoken):
    assert _read(text, lang) == spoken


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        # a quantity after the same words stays one
        ("it", "Il codice prevede 2000 euro di multa.", "Il codice prevede duemila euro di multa."),
        ("de", "Die Bestellung 100-200 Stück kostet mehr.",
         "Die Bestellung einhundert bis zweihundert Stück kostet mehr."),
    ],
)  # fmt: skip
def test_quantities_after_the_same_words_stay_numbers(lang, text, spoken):
    assert _read(text, lang) == spoken
