"""Every lexicon edit is kept (who, when, before, after) and bumps the version."""

import pytest
from django.core.exceptions import ValidationError

from lexicon.models import LexiconChange, LexiconEntry


def test_creating_changing_and_deleting_are_recorded(make_tenant, make_member):
    tenant = make_tenant()
    editor = make_member(tenant)
    entry = LexiconEntry(tenant=tenant, term="SaaS", alias="sass", updated_by=editor)
    entry.save()
    entry.alias = "사스"
    entry.save()
    entry.delete()
    changes = list(LexiconChange.objects.filter(tenant=tenant).order_by("id"))
    assert [c.action for c in changes] == ["created", "changed", "deleted"]
    assert [c.version for c in changes] == [1, 2, 3]
    assert changes[1].before["alias"] == "sass" and changes[1].after["alias"] == "사스"
    assert all(c.user == editor and c.term == "SaaS" for c in changes)
    assert changes[0].summary() == "added “SaaS”, said “sass” in every language"
    assert changes[1].summary() == "spoken as: “sass” → “사스”"
    assert changes[2].summary() == "removed “SaaS”, said “사스” in every language"
    tenant.refresh_from_db()
    assert tenant.lexicon_version == 3


def test_saving_without_a_change_keeps_the_version(make_tenant, make_entry):
    tenant = make_tenant()
    entry = make_entry(tenant, "API", "A P I")
    entry.save()
    tenant.refresh_from_db()
    assert tenant.lexicon_version == 1


def test_versions_are_per_tenant(make_tenant, make_entry):
    alice, bob = make_tenant("alice"), make_tenant("bob")
    make_entry(alice, "A", "a")
    make_entry(alice, "B", "b")
    make_entry(bob, "C", "c")
    alice.refresh_from_db()
    bob.refresh_from_db()
    assert (alice.lexicon_version, bob.lexicon_version) == (2, 1)


def test_an_enabled_entry_needs_an_alias(make_tenant):
    entry = LexiconEntry(tenant=make_tenant(), term="tomato", alias="  ")
    with pytest.raises(ValidationError, match="needs a spoken form"):
        entry.full_clean()
    entry.enabled = False
    entry.full_clean()


def test_the_normalizer_follows_the_lexicon_version(make_tenant, make_entry):
    tenant = make_tenant()
    entry = make_entry(tenant, "SaaS", "sass")
    tenant.refresh_from_db()
    assert tenant.normalizer()("Our SaaS.", "en").text == "Our sass."
    entry.alias = "software as a service"
    entry.save()
    tenant.refresh_from_db()
    assert tenant.normalizer()("Our SaaS.", "en").text == "Our software as a service."
    entry.enabled = False
    entry.save()
    tenant.refresh_from_db()
    assert tenant.normalizer()("Our SaaS.", "en").text == "Our SaaS."


def test_an_import_says_so_and_a_disabled_entry_says_why(make_tenant):
    from lexicon.imports import import_pls

    tenant = make_tenant()
    pls = (
        '<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" '
        'alphabet="ipa" xml:lang="de"><lexeme><grapheme>GmbH</grapheme>'
        "<phoneme>ɡeːʔɛmbeːˈhaː</phoneme></lexeme></lexicon>"
    ).encode()
    import_pls(tenant, pls)
    change = LexiconChange.objects.get(tenant=tenant)
    assert change.summary() == "added “GmbH”, no alias yet in de (disabled, PLS import)"
