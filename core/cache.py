"""The embedded mode's shared cache: Django's database cache, with a ``set`` of one
statement.

Django's ``set`` counts the table (``SELECT COUNT(*)``, to cull it past ``MAX_ENTRIES``)
and then reads the key's row and writes it in a transaction of its own: four statements,
and a wait for SQLite's one write lock, for every remembered answer and stream chunk. Here a
``set`` is one upsert, and Django's own ``set``, count and cull included, runs every
:data:`COUNT_EVERY` sets of a process instead (so the table passes ``MAX_ENTRIES`` by at
most that many rows per process before a cull); housekeeping deletes the expired rows
(synth.housekeeping.forget_expired_cache)."""

import base64
import contextlib
import itertools
import pickle
from datetime import UTC, datetime

from django.conf import settings
from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.db import DatabaseCache as DjangoDatabaseCache
from django.db import DatabaseError, connections, router, transaction

COUNT_EVERY = 100
_sets = itertools.count()  # this process's sets, over every thread's backend


class DatabaseCache(DjangoDatabaseCache):
    """Django's database cache, but for ``set``: one upsert, and Django's every
    :data:`COUNT_EVERY` sets (and on a database without ``ON CONFLICT ... DO UPDATE``)."""

    def set(self, key, value, timeout=DEFAULT_TIMEOUT, version=None):
        db = router.db_for_write(self.cache_model_class)
        connection = connections[db]
        upserts = connection.features.supports_update_conflicts_with_target
        if not upserts or next(_sets) % COUNT_EVERY == 0:
            return super().set(key, value, timeout, version)
        key = self.make_and_validate_key(key, version=version)
        timeout = self.get_backend_timeout(timeout)
        if timeout is None:
            expires = datetime.max
        else:  # as Django writes it: whole seconds
            expires = datetime.fromtimestamp(timeout, tz=UTC if settings.USE_TZ else None)
        expires = connection.ops.adapt_datetimefield_value(expires.replace(microsecond=0))
        value = base64.b64encode(pickle.dumps(value, self.pickle_protocol)).decode("latin1")
        name = connection.ops.quote_name
        table, key_, value_, expires_ = map(name, (self._table, "cache_key", "value", "expires"))
        sql = (
            f"INSERT INTO {table} ({key_}, {value_}, {expires_}) VALUES (%s, %s, %s)"
            f" ON CONFLICT ({key_}) DO UPDATE"
            f" SET {value_} = EXCLUDED.{value_}, {expires_} = EXCLUDED.{expires_}"
        )
        # One statement commits by itself; inside a caller's transaction, in a savepoint, so
        # that a failure leaves the caller's usable (as Django's own set does).
        inside = connection.in_atomic_block
        alone = transaction.atomic(using=db) if inside else contextlib.nullcontext()
        try:
            with alone, connection.cursor() as cursor:
                cursor.execute(sql, [key, value, expires])
        except DatabaseError:  # Django's set ignores a failed write too
            pass
