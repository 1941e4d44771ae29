"""A tenant's lexicon is bounded by its characters, on every way in.

A fourth hostile pass: the entry count (50,000) and the field limits (term 200, alias 500)
together let one tenant store a lexicon of about 35 million characters, several GB once
compiled (a compiled lexicon takes up to about 185 bytes a character). Every way an entry
is written (the API's create and update, the admin's add, change and bulk edit, PLS import
through the API, the admin and the command) refuses what would take the tenant past
LexiconEntry.MAX_CHARS_PER_TENANT (lowered here) with the stable code
``lexicon_too_large``, and stores nothing; an edit that shrinks an entry still passes, and
rows stored past the limit anyway are not all compiled.
"""

import pytest

from lexicon.models import LexiconEntry
from tests.test_hostile_field_limits import WAYS, stored, world  # noqa: F401 (a fixture)

pytestmark = pytest.mark.backend

# The world's one entry, "base" -> "the base entry", holds 18 characters.
LIMIT = 60


@pytest.fixture
def limited(world, monkeypatch):  # noqa: F811
    monkeypatch.setattr(LexiconEntry, "MAX_CHARS_PER_TENANT", LIMIT, raising=False)
    return world


def assert_refused_as_too_large(refusal):
    assert refusal is not None
    if isinstance(refusal, tuple):  # the API: a 4xx with the stable code
        status, body = refusal
        assert status == 400
        assert body["code"] == "lexicon_too_large"
        assert f"limit is {LIMIT}" in body["message"]
    else:  # a form's errors or the command's one line
        assert "lexicon_too_large" in repr(refusal) or f"limit is {LIMIT}" in str(refusal)


@pytest.mark.parametrize("way", WAYS, ids=lambda way: way.name)
def test_a_write_past_the_lexicons_characters_is_refused_everywhere(limited, way):
    before, version = stored(limited.tenant), limited.tenant.lexicon_version
    term = "longword" if way.edits_term else "base"

    # Within each field's limit, past the lexicon's (the import adds a second entry too).
    refusal = way.write(limited, term, "a" * (LIMIT - len(term) + 1))

    assert_refused_as_too_large(refusal)
    assert stored(limited.tenant) == before
    limited.tenant.refresh_from_db()
    assert limited.tenant.lexicon_version == version


@pytest.mark.parametrize("way", WAYS, ids=lambda way: way.name)
def test_a_write_within_the_lexicons_characters_is_stored_everywhere(limited, way):
    term = "word" if way.edits_term else "base"

    assert way.write(limited, term, "a" * 10) is None

    assert (term, "a" * 10) in stored(limited.tenant)


def test_an_entry_stored_past_the_limit_can_still_be_shortened(limited, make_entry):
    LexiconEntry.objects.filter(pk=limited.base.pk).update(alias="a" * 100)  # from before

    response = limited.api.patch(
        f"/api/v1/lexicon/{limited.base.pk}", {"alias": "a" * 80}, content_type="application/json"
    )

    assert response.status_code == 200


def test_rows_stored_past_the_limit_are_not_all_compiled(limited, make_entry):
    for n in range(10):  # stored around the checks, as before the limit
        LexiconEntry.objects.create(tenant=limited.tenant, term=f"w{n}", alias="a" * 9)
    limited.tenant.refresh_from_db()
    limited.tenant.lexicon_version += 1

    normalizer = limited.tenant.normalizer()

    assert normalizer.size <= LIMIT
