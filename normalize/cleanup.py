"""Clean-up, the last stage: "&" as a word, symbols the model cannot read dropped,
whitespace collapsed. Tags (``<break>``, ``<en>...</en>``) are never touched.

What happens to a character that is neither a letter, a digit nor whitespace, in order
(the decision table is ``DROPPED``, ``KEPT`` and ``dropped()``):

- ``&``: the language's "and" (``AND_WORDS``; kept for "na"). Said aloud.
- ``※ * \\ { } ~ ^ | ¦ ¬ © ® ™``: dropped. Decoration; there is nothing to say.
- ``+ = < > # @ % $ ¢ £ ¥ °`` and every currency sign (Sc): kept. The model says them, or
  the engine's own preparation maps them (# and @).
- ``` ` ´ ¨ ¯ ¸```: kept; the engine maps them (to ' or a space).
- Other symbols (Sm, Sk, So: ★ ■ ● ◆ ▶ ♪ → ∑ ∞, emoji, box drawing): dropped. They are
  outside the model's alphabet, and the engine would refuse the text.
- Controls (Cc, except tab and line breaks), format characters (Cf, except the
  zero-width (non-)joiners Devanagari and Arabic need), private use (Co), unassigned
  (Cn) and lone surrogates (Cs): dropped.
- Punctuation (P*) and combining marks (M*): kept.
"""

import re
import unicodedata

from .rule import rule
from .ssml import EXPRESSIONS

# "<sigh/>", "<Laugh>" in plain text: the model knows the lower-case "<sigh>" that an SSML
# document's expression tags become, so plain text gets that form too.
_EXPRESSION_TAG = re.compile(r"<({})\s*/?>".format("|".join(sorted(EXPRESSIONS))), re.I)


def expression_tags(text: str) -> str:
    """``text`` with each expression tag in the form the SSML path writes: "<laugh>"."""
    return _EXPRESSION_TAG.sub(lambda m: f"<{m.group(1).lower()}>", text)


AND_WORDS = {
    "en": "and", "ko": "앤드", "ja": "アンド", "ar": "و", "bg": "и", "cs": "a", "da": "og",
    "de": "und", "el": "και", "es": "y", "et": "ja", "fi": "ja", "fr": "et", "hi": "और",
    "hr": "i", "hu": "és", "id": "dan", "it": "e", "lt": "ir", "lv": "un", "nl": "en",
    "pl": "i", "pt": "e", "ro": "și", "ru": "и", "sk": "a", "sl": "in", "sv": "och",
    "tr": "ve", "uk": "і", "vi": "và",
}  # fmt: skip
# Korean: 앤드, as brand names say it (존슨앤드존슨); 그리고 would change the register.

DROPPED = set("※*\\{}~^|¦¬©®™")
KEPT = set("+=<>#@%$¢£¥°`´¨¯¸\u200c\u200d")


def dropped(char: str) -> bool:
    if char in DROPPED:
        return True
    if char in KEPT:
        return False
    category = unicodedata.category(char)
    return (category[0] == "S" and category != "Sc") or category in ("Cc", "Cf", "Co", "Cn", "Cs")


def ampersand_rule(lang: str):
    word = AND_WORDS.get(lang)

    @rule("cleanup.ampersand", "& as the language's word for 'and': R&D -> R and D", r"\s*&\s*")
    def ampersand(match: re.Match) -> str:
        return f" {word} " if word else match.group(0)

    return ampersand


# Punctuation a text writes all the time, none of it dropped: a run of these only is kept
_KEPT_PUNCTUATION = frozenset(char for char in ".,:;!?-–—()[]'\"/«»„“”‘’…%" if not dropped(char))


@rule(
    "cleanup.symbols",
    "Drops symbols the model cannot read: ※ ★ ■ ● ◆ ▶ ♪ ~ ^ * | \\ { } (a table in cleanup.py)",
    r"[^\w\s]+",
)
def drop_symbols(match: re.Match) -> str:
    written = match.group(0)
    if _KEPT_PUNCTUATION.issuperset(written):
        return written  # most runs are a text's own stops and commas: nothing to look up
    return "".join(char for char in written if not dropped(char))


@rule(
    "cleanup.whitespace",
    "Collapses runs of spaces to one and of blank lines to one paragraph break",
    r"\s{2,}|[^\S \n]",
)
def collapse_whitespace(match: re.Match) -> str:
    newlines = match.group(0).count("\n")
    return "\n\n" if newlines > 1 else "\n" if newlines else " "


def rules_for(lang: str):
    return (ampersand_rule(lang), drop_symbols, collapse_whitespace)
