"""Signs written between the parts of a phrase, which the model would read as letters or
leave as a pause it cannot make: they run before the number rules.

- ``vi.dose``: a prescription's "1 viên x 2 lần/ngày" -> "1 viên, ngày 2 lần" (then "một
  viên, ngày hai lần"): the "x" joins the dose and how often it is taken, and Vietnamese
  says the period first ("ngày hai lần", as pharmacists' labels and the Bộ Y tế's
  prescription form write "Ngày uống 2 lần, mỗi lần 1 viên"); without "/ngày", "1 viên x 3
  lần" -> "1 viên, 3 lần".
- ``id.neighbourhood``: "RT 03/RW 05" -> "RT 03 RW 05": the neighbourhood unit (rukun
  tetangga) and the community unit (rukun warga) of an Indonesian address are said one
  after the other; the slash between them is not said.
- ``<lang>.minus``: an en dash written as the minus of a temperature ("–5 °C", "kuni –12 °C")
  becomes the minus sign "−", which every language's number rules read as "minus". Word
  processors and newsrooms set the minus as an en dash (the Chicago Manual of Style 6.82,
  Kielitoimiston ohjepankki "ajatusviiva", Slovenski pravopis "pomišljaj"); a dash after
  a number is a range ("5–10 °C") and stays, as does a dash with a space after it.
"""

import re
from functools import cache

from .rule import Rule, rule

# The units a dose is counted in on Vietnamese labels.
_VI_DOSE_UNITS = "viên|gói|ống|muỗng|thìa|giọt|ml|vỉ|nang|lần xịt|nhát xịt|miếng"
_VI_DOSE = (
    rf"(?<=\d )(?P<unit>{_VI_DOSE_UNITS})\s?[x×]\s?(?P<n>\d{{1,2}})\s?lần"
    r"(?P<per>\s?/\s?(?:ngày|1 ngày))?(?!\w)"
)
# An en dash glued to a temperature's number, not after another number (a range: "5 –10 °C").
_DASH_MINUS = r"(?<!\d\s)(?<![\w.,)\]–−-])–(?=\d+(?:[.,]\d+)?\s?°)"
_ID_RT_RW = r"(?<![\w/])(?P<rt>RT\.?\s?\d{1,3})\s?/\s?(?P<rw>RW\.?\s?\d{1,3})(?![\w/])"


def _read_vi_dose(match: re.Match) -> str:
    times = f"{match.group('n')} lần"
    return (
        f"{match.group('unit')}, ngày {times}"
        if match.group("per")
        else (f"{match.group('unit')}, {times}")
    )


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    minus = rule(
        f"{lang}.minus",
        f"{lang}: an en dash as a temperature's minus (–5 °C) -> the minus sign (−5 °C)",
        _DASH_MINUS,
    )(lambda match: "−")
    return (minus, *_rules_for(lang))


def _rules_for(lang: str) -> tuple[Rule, ...]:
    if lang == "vi":
        return (
            rule("vi.dose", "vi: a dose and how often (1 viên x 2 lần/ngày) -> viên, ngày 2 lần",
                 _VI_DOSE)(_read_vi_dose),
        )  # fmt: skip
    if lang == "id":
        return (
            rule("id.neighbourhood", "id: RT 03/RW 05 -> RT 03 RW 05 (the slash not said)",
                 _ID_RT_RW)(lambda match: f"{match.group('rt')} {match.group('rw')}"),
        )  # fmt: skip
    return ()
