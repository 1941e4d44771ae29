"""A kept sentence's row is one INSERT written out, not compiled by the ORM: every miss's
worker keeps its chunks, and compiling the INSERT cost about 1 ms of its CPU (docs/BENCHMARKS.md,
"a miss's cost, step by step"). The row is the one the ORM's create made, and a key kept
twice is refused as before (the job beside keeps its own)."""

from datetime import timedelta

import pytest
from django.db import transaction
from django.db.models.sql.compiler import SQLInsertCompiler
from django.utils import timezone

from synth.models import Sentence

pytestmark = pytest.mark.usefixtures("job_settings")

FIELDS = {
    "key": "k" * 64, "text": "Hi.", "lang": "en", "voice_digest": "v", "speed": 1.25,
    "steps": 2, "seed": 7, "lexicon_version": 3, "model_fingerprint": "f",
    "audio": "sentences/1/kk/k.wav", "sample_rate": 44_100, "samples": 1234, "size": 2512,
    "synthesis_seconds": 0.25,
}  # fmt: skip


def test_a_sentence_is_kept_in_one_statement_without_the_orm(
    make_tenant, monkeypatch, django_assert_num_queries
):
    acme = make_tenant("acme")
    compiled = []
    real = SQLInsertCompiler.as_sql
    monkeypatch.setattr(
        SQLInsertCompiler, "as_sql", lambda self, *a, **k: compiled.append(1) or real(self, *a, **k)
    )
    with django_assert_num_queries(1):
        Sentence.objects.keep(tenant_id=acme.pk, **FIELDS)
    assert compiled == []
    row = Sentence.objects.get(tenant=acme, key=FIELDS["key"])
    assert {name: getattr(row, name) for name in FIELDS} | {"audio": row.audio.name} == FIELDS
    assert (row.uses, row.last_used) == (0, None)
    assert timezone.now() - row.created < timedelta(seconds=5)


def test_a_key_kept_twice_by_a_tenant_is_not_kept_again_and_another_tenants_is(make_tenant):
    acme, globex = make_tenant("acme"), make_tenant("globex")
    assert Sentence.objects.keep(tenant_id=acme.pk, **FIELDS) is True
    with transaction.atomic():  # no error, so no savepoint: the transaction goes on
        assert Sentence.objects.keep(tenant_id=acme.pk, **FIELDS) is False
    assert Sentence.objects.keep(tenant_id=globex.pk, **FIELDS) is True
    assert Sentence.objects.filter(key=FIELDS["key"]).count() == 2
