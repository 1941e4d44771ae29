"""How many short non-English lines detection reads with English number words (issue 31).

    .venv/bin/python bench/short_lines.py [--default en] [-v]

The lines are in bench/short_lines/*.tsv (language, tab, text): labelled lines, timetable
lines and receipts in the 30 languages besides English, lines every language writes alike
("PIN: 5821", counted apart) and English lines that must stay English. Each is detected
with the tenant's default; a line counts as read with English number words when a span
with a digit in it is detected English while the line is another language's.
"""

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from normalize.detect import detect  # noqa: E402

LINES = Path(__file__).with_name("short_lines")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--default", default="en")
    parser.add_argument("-v", "--verbose", action="store_true", help="list the lines missed")
    args = parser.parse_args()
    for path in sorted(LINES.glob("*.tsv")):
        english = right = count = 0
        missed = []
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            lang, text = line.split("\t", 1)
            spans = detect(text, args.default)
            count += 1
            numbers = lang != "en" and any(
                s.lang == "en" and re.search(r"\d", s.text) for s in spans
            )
            english += numbers
            ok = {s.lang for s in spans} == {lang}
            right += ok
            if not ok:
                found = " / ".join(f"{s.lang}:{s.how}:{s.confidence:.2f}" for s in spans)
                missed.append(f"  {'EN ' if numbers else '   '}{lang} {text!r} -> {found}")
        print(f"{path.name}: {count} lines, {right} detected right, {english} with English numbers")
        if args.verbose and missed:
            print("\n".join(missed))


if __name__ == "__main__":
    main()
