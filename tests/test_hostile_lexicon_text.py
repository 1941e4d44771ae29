"""A lexicon entry's written and spoken forms are text a request can meet (issue 30, L4):
a written form that is a lone combining mark (or starts with one) belongs to the letter
before it and matched inside words; a spoken form holding markup (``<...>``) was read as
a tag by every stage after the lexicon. Both are refused, with a clear message, on every
way in (the API, the admin's forms and bulk edit, PLS import from the API, the admin and
the command), and nothing is stored."""

import pytest

from tests.test_hostile_field_limits import WAYS, stored, world  # noqa: F401 (a fixture)

pytestmark = pytest.mark.backend


def assert_refused(refusal, says: str):
    assert refusal is not None
    if isinstance(refusal, tuple):  # the API: a 400 with a stable code, naming the field
        status, body = refusal
        assert status == 400
        assert body["code"] in ("invalid", "invalid_pls"), body
        assert says in body["message"], body
    else:  # a form's errors or the command's line
        assert says in str(refusal).replace("&lt;", "<").replace("&gt;", ">"), refusal


@pytest.mark.parametrize("term", ["\u0301", "\u0301cafe", " \u0308 "])
@pytest.mark.parametrize("way", [w for w in WAYS if w.edits_term], ids=lambda way: way.name)
def test_a_term_that_starts_with_a_combining_mark_is_refused_everywhere(world, way, term):  # noqa: F811
    before = stored(world.tenant)

    refusal = way.write(world, term, "accent")

    assert_refused(refusal, "combining mark")
    assert stored(world.tenant) == before


@pytest.mark.parametrize("alias", ["<break time='3s'/>", "say <en>this</en>", "a <b>bold</b>"])
@pytest.mark.parametrize("way", WAYS, ids=lambda way: way.name)
def test_an_alias_with_markup_is_refused_everywhere(world, way, alias):  # noqa: F811
    before = stored(world.tenant)
    term = "tagged" if way.edits_term else "base"

    refusal = way.write(world, term, alias)

    assert_refused(refusal, "markup")
    assert stored(world.tenant) == before


@pytest.mark.parametrize("way", WAYS, ids=lambda way: way.name)
def test_a_comparison_and_an_accented_word_are_still_fine(world, way):  # noqa: F811
    term = "cafe\u0301" if way.edits_term else "base"

    assert way.write(world, term, "x < 5 and y > 3") is None

    assert (term, "x < 5 and y > 3") in stored(world.tenant)
