"""PLS import and export: round trips, phoneme-only lexemes, hostile XML changes nothing."""

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from lexicon import pls
from lexicon.imports import export_pls, import_pls
from lexicon.models import LexiconEntry

PLS = """<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon"
         alphabet="ipa" xml:lang="en-US">
  <lexeme><grapheme>W3C</grapheme><alias>World Wide Web Consortium</alias></lexeme>
  <lexeme><grapheme>SaaS</grapheme><grapheme>Saas</grapheme><alias>sass</alias></lexeme>
  <lexeme><grapheme>tomato</grapheme><phoneme>təˈmeɪtoʊ</phoneme></lexeme>
  <lexeme><grapheme>ONNX</grapheme><phoneme>ˈɒnɪks</phoneme><alias>onyx</alias></lexeme>
</lexicon>
""".encode()


def entries(tenant):
    return {
        (e.term, e.alias, e.phoneme, e.enabled, e.needs_alias, e.language)
        for e in LexiconEntry.objects.filter(tenant=tenant)
    }


def test_lexemes_become_entries_and_phoneme_only_ones_wait_for_an_alias(make_tenant):
    tenant = make_tenant()
    report = import_pls(tenant, PLS)
    assert (report.created, report.updated, report.language) == (5, 0, "en")
    assert report.needs_alias == ["tomato"]
    assert entries(tenant) == {
        ("W3C", "World Wide Web Consortium", "", True, False, "en"),
        ("SaaS", "sass", "", True, False, "en"),
        ("Saas", "sass", "", True, False, "en"),
        ("tomato", "", "təˈmeɪtoʊ", False, True, "en"),
        ("ONNX", "onyx", "ˈɒnɪks", True, False, "en"),
    }
    assert "phoneme-only" in str(report) and "tomato" in str(report)


def test_import_then_export_gives_an_equivalent_lexicon(make_tenant):
    first, second = make_tenant("first"), make_tenant("second")
    import_pls(first, PLS)
    exported = export_pls(first, "en")
    import_pls(second, exported)
    assert {e[:-1] for e in entries(first)} == {e[:-1] for e in entries(second)}
    assert pls.parse(exported).language == "en"


def test_importing_again_updates_in_place(make_tenant):
    tenant = make_tenant()
    import_pls(tenant, PLS)
    changed = PLS.replace(b"<alias>sass</alias>", b"<alias>software as a service</alias>")
    report = import_pls(tenant, changed)
    assert (report.created, report.updated, report.unchanged) == (0, 2, 3)
    assert LexiconEntry.objects.get(tenant=tenant, term="SaaS").alias == "software as a service"


def test_all_language_import(make_tenant):
    tenant = make_tenant()
    import_pls(tenant, PLS, all_languages=True)
    assert set(LexiconEntry.objects.filter(tenant=tenant).values_list("language", flat=True)) == {
        ""
    }


BOMB = b"""<?xml version="1.0"?>
<!DOCTYPE lexicon [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" xml:lang="en">
<lexeme><grapheme>x</grapheme><alias>&c;</alias></lexeme></lexicon>"""
EXTERNAL = b"""<?xml version="1.0"?>
<!DOCTYPE lexicon [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" xml:lang="en">
<lexeme><grapheme>x</grapheme><alias>&xxe;</alias></lexeme></lexicon>"""


@pytest.mark.parametrize(
    "data,message",
    [
        (BOMB, "unsafe XML refused"),
        (EXTERNAL, "unsafe XML refused"),
        (b"<lexicon", "not well-formed XML"),
        (b"<lexicon version='1.0' xml:lang='en'/>", "PLS namespace"),
        (PLS.replace(b'version="1.0"', b'version="2.0"'), "version must be 1.0"),
        (PLS.replace(b"en-US", b"tlh"), "xml:lang 'tlh'"),
        (PLS.replace(b"<grapheme>W3C</grapheme>", b""), "lexeme 1 has no <grapheme>"),
        (b" " * (pls.MAX_BYTES + 1), "the limit is"),
    ],
)
def test_bad_or_hostile_files_are_refused_and_change_nothing(
    make_tenant, make_entry, data, message
):
    tenant = make_tenant()
    make_entry(tenant, "keep", "me")
    before = entries(tenant)
    with pytest.raises(pls.PlsError, match=message):
        import_pls(tenant, data)
    assert entries(tenant) == before


def test_the_commands_import_and_export(make_tenant, tmp_path, capsys):
    tenant = make_tenant("acme")
    (tmp_path / "in.pls").write_bytes(PLS)
    call_command("import_lexicon", "acme", str(tmp_path / "in.pls"))
    assert "5 created" in capsys.readouterr().out
    call_command("export_lexicon", "acme", str(tmp_path / "out.pls"), "--lang", "en")
    assert len(pls.parse((tmp_path / "out.pls").read_bytes()).lexemes) == 5
    assert len(entries(tenant)) == 5


def test_the_import_command_refuses_a_bomb_in_one_line(make_tenant, tmp_path):
    make_tenant("acme")
    (tmp_path / "bomb.pls").write_bytes(BOMB)
    with pytest.raises(CommandError, match="unsafe XML refused.*nothing was imported") as info:
        call_command("import_lexicon", "acme", str(tmp_path / "bomb.pls"))
    assert info.value.returncode == 2 and "\n" not in str(info.value)


def test_an_export_imported_again_changes_nothing(make_tenant):
    """The round trip a team makes (export, edit elsewhere, import) leaves what it did not
    edit as it was (a fifth hostile pass: a disabled entry came back enabled, and an
    every-language, case-sensitive entry came back as a second, English, case-insensitive one)."""
    from lexicon.models import LexiconChange

    tenant = make_tenant()
    LexiconEntry.objects.create(tenant=tenant, term="SaaS", alias="sass", language="en")
    LexiconEntry.objects.create(
        tenant=tenant, term="Nginx", alias="engine x", language="en", enabled=False
    )
    LexiconEntry.objects.create(
        tenant=tenant, term="PostgreSQL", alias="post gres", language="", case_sensitive=True
    )
    LexiconEntry.objects.create(  # phoneme only: waits for an alias, as an import leaves it
        tenant=tenant,
        term="GmbH",
        phoneme="ɡeːʔɛmbeːˈhaː",
        language="en",
        enabled=False,
        needs_alias=True,
    )
    before = sorted(tuple(e.snapshot().items()) for e in tenant.entries.all())
    changes = LexiconChange.objects.filter(tenant=tenant).count()

    report = import_pls(tenant, export_pls(tenant, "en"))

    assert (report.created, report.updated) == (0, 0), str(report)
    assert sorted(tuple(e.snapshot().items()) for e in tenant.entries.all()) == before
    assert LexiconChange.objects.filter(tenant=tenant).count() == changes
