"""Hostile PLS uploads through the API (the body, or a multipart file): entity bombs,
external entities and DTDs, XInclude, deep nesting, huge text, odd encodings and path
tricks in the file name. Each is refused with 400 "invalid_pls" (or 413), changes nothing,
and writes no file anywhere. tests/test_pls_import_export.py covers the parser itself."""

import io

import pytest

from lexicon import pls
from lexicon.models import LexiconEntry
from tests.test_api_support import client_for, error

pytestmark = pytest.mark.usefixtures("job_settings")

URL = "/api/v1/lexicon/import"
HEAD = (
    '<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" xml:lang="en">'
)
GOOD = f"{HEAD}<lexeme><grapheme>W3C</grapheme><alias>w three c</alias></lexeme></lexicon>"


def doctype(declarations: str) -> str:
    return f'<?xml version="1.0"?>\n<!DOCTYPE lexicon [{declarations}]>\n'


HOSTILE = {
    "billion-laughs": doctype(
        '<!ENTITY a "aaaaaaaaaa">'
        + "".join(
            f'<!ENTITY {n} "{("&" + p + ";") * 10}">'
            for p, n in zip("abcdefgh", "bcdefghi", strict=True)
        )
    )
    + f"{HEAD}<lexeme><grapheme>x</grapheme><alias>&i;</alias></lexeme></lexicon>",
    "external-entity": doctype('<!ENTITY xxe SYSTEM "file:///etc/passwd">')
    + f"{HEAD}<lexeme><grapheme>x</grapheme><alias>&xxe;</alias></lexeme></lexicon>",
    "external-dtd": '<?xml version="1.0"?>\n<!DOCTYPE lexicon SYSTEM "http://127.0.0.1:1/x.dtd">\n'
    + GOOD,
    "parameter-entity": doctype('<!ENTITY % p SYSTEM "http://127.0.0.1:1/p.dtd"> %p;') + GOOD,
    "empty-dtd": doctype("") + GOOD,  # any DTD is refused, even a harmless one
    "not-xml": "\x00\x01\x02 PK zip?",
    "utf16-lies": '<?xml version="1.0" encoding="UTF-16"?>' + GOOD,
    "wrong-root": '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>',
}
# An XML declaration naming an encoding expat cannot read (the twentieth pass, P-1: each a
# 500 before: LookupError, ValueError, UnicodeError from the parser).
HOSTILE.update(
    {
        f"encoding-{name}": f'<?xml version="1.0" encoding="{name}"?>' + GOOD
        for name in ("bogus", "utf-7", "shift_jis", "idna", "rot13", "punycode", "utf-32", "hex")
    }
)


@pytest.fixture
def alice(make_tenant, make_entry):
    tenant = make_tenant("alice")
    make_entry(tenant, "keep", "me")
    return tenant


def entries(tenant):
    return sorted(LexiconEntry.objects.filter(tenant=tenant).values_list("term", "alias"))


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_xml_is_refused_and_changes_nothing(alice, name):
    before = entries(alice)
    body = HOSTILE[name].encode("utf-8")
    response = client_for(alice).post(URL, body, "application/pls+xml")
    assert response.status_code == 400, response.content[:300]
    assert error(response)["code"] == "invalid_pls"
    assert "nothing was imported" in error(response)["message"]
    assert entries(alice) == before
    assert "root:" not in response.content.decode()  # /etc/passwd never echoed back


# Well-formed and DTD-free, so not refused: but nothing is fetched or expanded.
HARMLESS = {
    "xinclude": f"{HEAD}<lexeme><grapheme>x</grapheme><alias><xi:include "
    'xmlns:xi="http://www.w3.org/2001/XInclude" href="file:///etc/passwd" parse="text"/>'
    "</alias></lexeme></lexicon>",
    "deep": f"{HEAD}<lexeme><grapheme>x</grapheme><alias>{'<b>' * 50_000}y{'</b>' * 50_000}"
    "</alias></lexeme></lexicon>",
}


@pytest.mark.parametrize("name,alias", [("xinclude", ""), ("deep", "y")])
def test_xinclude_is_not_followed_and_deep_nesting_is_just_text(alice, name, alias):
    response = client_for(alice).post(URL, HARMLESS[name].encode(), "application/pls+xml")
    assert response.status_code == 200, response.content[:300]
    assert LexiconEntry.objects.get(tenant=alice, term="x").alias == alias


def test_the_same_bomb_as_a_multipart_file_is_refused(alice):
    upload = io.BytesIO(HOSTILE["billion-laughs"].encode())
    upload.name = "bomb.pls"
    response = client_for(alice).post(URL, {"file": upload})
    assert response.status_code == 400 and error(response)["code"] == "invalid_pls"


@pytest.mark.parametrize(
    "filename", ["../../../../tmp/evil.pls", "/etc/cron.d/evil", "..\\..\\evil.pls", "a\x00.pls"]
)
def test_path_tricks_in_the_file_name_write_nothing_anywhere(alice, tmp_path, settings, filename):
    settings.FILE_UPLOAD_TEMP_DIR = str(tmp_path)  # where Django would spool a big upload
    settings.FILE_UPLOAD_MAX_MEMORY_SIZE = 10  # spool this one to disk, to watch it
    upload = io.BytesIO(GOOD.encode())
    upload.name = filename
    response = client_for(alice).post(URL, {"file": upload})
    assert response.status_code == 200, response.content[:300]
    assert response.json()["created"] == 1
    assert not list(tmp_path.iterdir())  # the spooled copy is gone, and nothing else came
    assert not (tmp_path.parent / "evil.pls").exists()


def test_a_file_over_the_body_limit_is_refused_before_parsing(alice, settings):
    settings.API_MAX_BODY_BYTES = 10 * 1024 * 1024
    body = GOOD.encode().replace(b"</lexicon>", b"<!--" + b" " * pls.MAX_BYTES + b"--></lexicon>")
    response = client_for(alice).post(URL, body, "application/pls+xml")
    assert response.status_code == 413 and error(response)["code"] == "file_too_large"


def test_an_empty_upload_is_refused(alice):
    response = client_for(alice).post(URL, b"", "application/pls+xml")
    assert response.status_code == 400
    assert error(response)["code"] in ("missing_file", "invalid_pls", "malformed_request")
