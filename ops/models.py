from django.db import connection, models


class LimitCounter(models.Model):
    """A rate or quota counter (api.throttles) when the cache is not Redis: the database
    cache's incr is a read then a write, so concurrent requests lose each other's counts.

    :meth:`add` is one statement (an upsert), atomic on SQLite (3.35 or later, for
    RETURNING) and PostgreSQL alike. A counter past ``expires`` starts again from zero.
    """

    name = models.CharField(max_length=200, primary_key=True)
    value = models.BigIntegerField()
    expires = models.BigIntegerField(db_index=True)  # Unix time, in seconds

    def __str__(self):
        return f"{self.name} = {self.value}"

    @classmethod
    def add(cls, counts: list[tuple[str, int, int]], now: float) -> dict[str, int]:
        """Add to counters: (name, amount, lifetime) each, a counter made (or restarted,
        if expired) to live ``lifetime`` seconds from ``now``; their new values by name."""
        table = connection.ops.quote_name(cls._meta.db_table)
        live = f"{table}.expires > %s"
        sql = (
            f"INSERT INTO {table} (name, value, expires) VALUES "
            + ", ".join(["(%s, %s, %s)"] * len(counts))
            + " ON CONFLICT (name) DO UPDATE SET"
            f" value = CASE WHEN {live} THEN {table}.value + excluded.value"
            " ELSE excluded.value END,"
            f" expires = CASE WHEN {live} THEN {table}.expires ELSE excluded.expires END"
            " RETURNING name, value"
        )
        params = [p for name, amount, life in counts for p in (name, amount, int(now) + life)]
        with connection.cursor() as cursor:
            cursor.execute(sql, [*params, int(now), int(now)])
            return dict(cursor.fetchall())

    @classmethod
    def forget_expired(cls, now: float) -> None:
        """Delete the counters of windows and days that are over."""
        cls.objects.filter(expires__lte=int(now)).delete()
