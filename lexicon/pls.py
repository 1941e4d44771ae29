"""W3C Pronunciation Lexicon Specification (PLS) 1.0: reading and writing.

Plain Python. Parsing goes through defusedxml, so DTDs, entity expansion ("billion
laughs") and external references are refused rather than expanded.
"""

import re
from dataclasses import dataclass
from xml.etree.ElementTree import Element
from xml.sax.saxutils import escape, quoteattr

import defusedxml.ElementTree as SafeET
from defusedxml import DefusedXmlException

from engine.contract import ALL_LANGUAGES

NS = "http://www.w3.org/2005/01/pronunciation-lexicon"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
MAX_BYTES = 5 * 1024 * 1024
# Each <grapheme> becomes one lexicon entry: the limit counts those, not lexemes. A
# pronunciation lexicon lists the names and terms a model misreads, not a dictionary.
MAX_ENTRIES = 10_000


class PlsError(ValueError):
    """The file is not a PLS lexicon we can import; nothing was changed."""


@dataclass(frozen=True)
class Lexeme:
    graphemes: tuple[str, ...]
    aliases: tuple[str, ...]
    phonemes: tuple[str, ...]


@dataclass(frozen=True)
class Lexicon:
    language: str  # one of our language codes, from xml:lang ("en-US" -> "en")
    alphabet: str
    lexemes: tuple[Lexeme, ...]


def parse(data: bytes) -> Lexicon:
    """Parse a PLS document; raises PlsError with a one-line reason."""
    if len(data) > MAX_BYTES:
        raise PlsError(f"the file is {len(data):,} bytes; the limit is {MAX_BYTES:,}")
    try:
        root = SafeET.fromstring(data, forbid_dtd=True)
    except DefusedXmlException as exc:
        raise PlsError(f"unsafe XML refused ({type(exc).__name__})") from None
    except SafeET.ParseError as exc:
        raise PlsError(f"not well-formed XML ({exc})") from None
    except (LookupError, ValueError) as exc:  # UnicodeError too: the declared encoding
        # expat reads an encoding it does not know ("bogus", "rot13"), a multi-byte one
        # (utf-7, shift_jis) or a codec that fails (idna, punycode) as these (the
        # twentieth pass, P-1: a 500 on the API and the admin).
        raise PlsError(f"the XML declares an encoding that cannot be read ({exc})"[:300]) from None
    if root.tag != f"{{{NS}}}lexicon":
        raise PlsError(f"the root element must be <lexicon> in the PLS namespace {NS}")
    if root.get("version") != "1.0":
        raise PlsError(f"PLS version must be 1.0, got {root.get('version')!r}")
    tag = root.get(XML_LANG) or ""
    language = tag.split("-")[0].lower()
    if language not in ALL_LANGUAGES:
        raise PlsError(f"xml:lang {tag!r} is not one of the model's languages")
    lexemes = []
    for node in root.iter(f"{{{NS}}}lexeme"):
        lexemes.append(
            Lexeme(
                graphemes=_texts(node, "grapheme"),
                aliases=_texts(node, "alias"),
                phonemes=_texts(node, "phoneme"),
            )
        )
        if not lexemes[-1].graphemes:
            raise PlsError(f"lexeme {len(lexemes)} has no <grapheme>")
    entries = sum(len(lexeme.graphemes) for lexeme in lexemes)
    if entries > MAX_ENTRIES:
        raise PlsError(
            f"the file has {entries:,} entries (<grapheme> elements); the limit is {MAX_ENTRIES:,}"
        )
    return Lexicon(language, root.get("alphabet", ""), tuple(lexemes))


def _texts(node: Element, name: str) -> tuple[str, ...]:
    texts = ("".join(child.itertext()).strip() for child in node.findall(f"{{{NS}}}{name}"))
    return tuple(t for t in texts if t)


def build(language: str, lexemes: list[Lexeme], alphabet: str = "ipa") -> bytes:
    """Write a PLS 1.0 document."""
    return head(language, alphabet) + b"".join(map(lexeme_xml, lexemes)) + TAIL


def head(language: str, alphabet: str = "ipa") -> bytes:
    """A PLS document's start: its lexemes (lexeme_xml) and TAIL follow, so a long one is
    written a piece at a time."""
    attributes = {"version": "1.0", "xmlns": NS, "alphabet": alphabet, "xml:lang": language}
    written = " ".join(f"{name}={quoteattr(value)}" for name, value in attributes.items())
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<lexicon {written}>\n'.encode()


# What XML 1.0 cannot carry (its Char production): C0 controls but tab, LF and CR, lone
# surrogates, U+FFFE and U+FFFF. An entry holding one made the tenant's whole PLS export a
# file no parser (ours included) reads back (the twenty-sixth hostile pass, F-5): the
# entry's fields refuse them (lexicon.models.xml_text).
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def lexeme_xml(lexeme: Lexeme) -> bytes:
    """One ``<lexeme>``, indented as in the whole document."""
    lines = ["  <lexeme>"]
    for name, values in (
        ("grapheme", lexeme.graphemes),
        ("phoneme", lexeme.phonemes),
        ("alias", lexeme.aliases),
    ):
        # An entry stored before its fields refused what XML cannot carry (lexicon.models,
        # xml_text) is written without it: the file stays one a parser reads back.
        lines += [f"    <{name}>{escape(NOT_XML.sub('', value))}</{name}>" for value in values]
    lines.append("  </lexeme>\n")
    return "\n".join(lines).encode()


TAIL = b"</lexicon>\n"
