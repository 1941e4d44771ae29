"""Postcodes of ar, hi, tr and ja where addresses write them: codes said digit by digit (as
the postal services read them out), never quantities. They run before the code rules.

- ``ar.postcode``: five digits ending an address after the town ("الرياض 11564"), with a
  street, building or P.O. box word before (Saudi Post / SPL National Address: a
  five-digit postal code after the city).
- ``hi.postcode``: six digits ending an address after its town ("..., नोएडा 201301"; India
  Post's PIN code), with an address word before.
- ``tr.postcode``: five digits after a comma before the district ("..., 34728
  Kadıköy/İstanbul"; PTT: five digits, the first two the province); the slash between
  the district and the province is said as a pause.
- ``ja.postcode``: "〒150-0002": three and four digits, read one by one with "の" for the
  hyphen ("いちごーぜろの ぜろぜろぜろに", as 郵便番号 are read out).
"""

import re
from functools import cache

from .codes import say_digits
from .rule import Rule, rule

_AR_ADDRESS = re.compile(r"(?:شارع|طريق|حي|مبنى|العنوان|ص\.\s?ب|صندوق بريد|الرمز البريدي)")
_AR_POSTCODE = r"(?<=[^\W\d_] )(?P<pc>[1-9]\d{4})(?=\s*(?:[.,;)،]|$))"
# hi: a PIN code (India Post: six digits, the first 1-8) ending an address after its town
# ("..., सेक्टर 21, नोएडा 201301"), said digit by digit as after its label (panel AM5 heard
# "दो लाख एक हज़ार तीन सौ एक"): the town its own item after a comma, an address's word before.
_HI_ADDRESS = re.compile(
    r"(?:सेक्टर|मकान|फ्लैट|फ़्लैट|गली|रोड|मार्ग|नगर|कॉलोनी|ब्लॉक|फेज|जिला|ज़िला|पोस्ट|पता"
    r"|प्लॉट|भवन|मोहल्ला|विहार|एन्क्लेव)"
)
_HI_POSTCODE = r"(?<=[\u0900-\u0963\u0971-\u097f] )(?P<pc>[1-8]\d{5})(?=\s*(?:[.,;)।|]|$))"
_HI_TOWN_ITEM = re.compile(r",\s*[^\s,\d]+\s\Z")
_TR_POSTCODE = (
    r"(?<=, )(?P<pc>(?:0[1-9]|[1-7]\d|8[01])\d{3})"
    r"(?= [A-ZÇĞİÖŞÜ])(?: (?P<district>[A-ZÇĞİÖŞÜ][^\W\d_]{1,30})/(?=[A-ZÇĞİÖŞÜ]))?"
)
_JA_POSTCODE = r"(?:〒|郵便番号[:：]?)\s?(?P<a>\d{3})[-−ー‐](?P<b>\d{4})(?!\d)"


def japanese_code_digits(group: str) -> str:
    """A group of a code's digits in Japanese, 2 and 5 lengthened inside the group (にー,
    ごー, as numbers are read out one by one: "いちごーぜろ"), not at its end."""
    said = [say_digits(d, "ja") for d in group]
    lengthened = {"に": "にー", "ご": "ごー"}
    return "".join([lengthened.get(s, s) for s in said[:-1]] + said[-1:])


def _read_ar_postcode(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 80) : match.start()]
    if not _AR_ADDRESS.search(before):
        return match.group(0)  # "بلغ عدد الزوار 12500.": a count
    return say_digits(match.group("pc"), "ar")


def _read_hi_postcode(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 80) : match.start()]
    if not (_HI_TOWN_ITEM.search(before) and _HI_ADDRESS.search(before)):
        return match.group(0)  # "इस साल 201301 लोग": a count
    return say_digits(match.group("pc"), "hi")


def _read_tr_postcode(match: re.Match) -> str:
    said = say_digits(match.group("pc"), "tr")
    return f"{said} {match.group('district')}, " if match.group("district") else said


# lv a house number after a street with its second number and its flat, "iela 45/47-12"
# ("četrdesmit pieci slīpsvītra četrdesmit septiņi, dzīvoklis divpadsmit"; panel X3 heard
# the raw signs). ("LV-1010" stays "L V tūkstoš desmit", as five earlier panels heard it
# right; panel X3 asked for pairs.)
_LV_HOUSE = (
    r"(?<!\w)(?P<street>(?:iela|ielā|bulvāris|bulvārī|prospekts|prospektā|gatve|gatvē|laukums"
    r"|laukumā)\s)"
    r"(?P<a>\d{1,3}[a-zA-Z]?)(?:/(?P<b>\d{1,3}[a-zA-Z]?))?(?:-(?P<flat>\d{1,3}))?"
    r"(?=[,;.)\s]|$)"
)


def _read_lv_house(match: re.Match) -> str:
    from .numbers import spell

    if not (match.group("b") or match.group("flat")):
        return match.group(0)

    def number(written: str) -> str:
        digits = re.match(r"\d+", written).group(0)
        letter = written[len(digits) :]
        return spell(digits, "lv") + (f" {letter.upper()}" if letter else "")

    said = match.group("street") + number(match.group("a"))
    if match.group("b"):
        said += f" slīpsvītra {number(match.group('b'))}"
    if match.group("flat"):
        said += f", dzīvoklis {spell(match.group('flat'), 'lv')}"
    return said


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    if lang == "lv":
        return (
            rule("lv.house", "lv: a house number with its flat (iela 45/47-12) -> četrdesmit "
                 "pieci slīpsvītra četrdesmit septiņi, dzīvoklis divpadsmit",
                 _LV_HOUSE)(_read_lv_house),
        )  # fmt: skip
    if lang == "ar":
        return (
            rule("ar.postcode", "ar: a postcode ending an address (الرياض 11564) -> its digits",
                 _AR_POSTCODE)(_read_ar_postcode),
        )  # fmt: skip
    if lang == "hi":
        return (
            rule("hi.postcode", "hi: a PIN code ending an address (नोएडा 201301) -> its digits",
                 _HI_POSTCODE)(_read_hi_postcode),
        )  # fmt: skip
    if lang == "tr":
        return (
            rule("tr.postcode", "tr: a postcode before the district (, 34728 Kadıköy) -> digits",
                 _TR_POSTCODE)(_read_tr_postcode),
        )  # fmt: skip
    if lang == "ja":
        return (
            rule("ja.postcode", "ja: 〒150-0002 -> いちごーぜろの ぜろぜろぜろに",
                 _JA_POSTCODE)(lambda match: f"{japanese_code_digits(match.group('a'))}の "
                                             f"{japanese_code_digits(match.group('b'))}"),
        )  # fmt: skip
    return ()
