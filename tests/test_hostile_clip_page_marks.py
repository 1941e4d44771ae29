"""The clip page marks what the normalizer did in time linear in the clip's text (issue 30).

A tenant made a clip of "q " 2,499 times with a lexicon entry for "q": 2,500 changes with
the same text, each a needle looked for at each of its 2,500 occurrences, so one view of
the clip page (any staff role, the reviewer's included) cost 14.5 s of web CPU and took a
web worker from 238 MB to 1.3 GB (a twelfth hostile pass, F-2). The same marking runs for
the fix preview, the re-rendered clip and each line of the test set page.
"""

from review.text import MAX_MARKS, input_html, marked, normalized_html
from tests.test_hostile_rule_time import superlinear


def changes(text: str, before: str, after: str) -> list:
    count = text.count(before)
    return [
        {
            "stage": "lexicon",
            "changes": [{"rule": "lexicon", "before": before, "after": after}] * count,
        },
        {
            "stage": "rules",
            "changes": [{"rule": "en.digits", "before": "1", "after": "one"}] * count,
        },
    ]


def test_marking_a_text_of_one_repeated_change_is_linear():
    def page(text):
        input_html(text, changes(text, "q", "k"))
        normalized_html(text.replace("q", "k"), changes(text, "q", "k"))

    assert superlinear(page, "q ", 1_200, 4, 0.05) is None


def test_every_occurrence_is_still_marked_once_with_the_first_needles_class():
    html = marked("q and q", [("q", "hit", "a"), ("q", "rule", "b"), ("and", "rule", "c")])
    assert str(html) == (
        '<mark class="hit" title="a">q</mark> <mark class="rule" title="c">and</mark> '
        '<mark class="hit" title="a">q</mark>'
    )


def test_the_marks_on_one_text_are_bounded():
    text = "q " * (MAX_MARKS + 500)
    assert str(marked(text, [("q", "hit", "a")])).count("<mark") == MAX_MARKS
