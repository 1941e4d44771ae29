#!/bin/sh
# The official postgres image's first start, in short: a cluster made once in PGDATA with
# POSTGRES_USER/POSTGRES_PASSWORD (password auth over the network), POSTGRES_DB created,
# then the server as user postgres, in the foreground.
set -eu
if [ "$(id -u)" = 0 ]; then
    mkdir -p "$PGDATA" /run/postgresql
    chown -R postgres:postgres "$PGDATA" /run/postgresql
    chmod 700 "$PGDATA"
    exec setpriv --reuid=postgres --regid=postgres --init-groups sh "$0" "$@"
fi
USER_NAME=${POSTGRES_USER:-postgres}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
    pwfile=$(mktemp)
    printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
    initdb -D "$PGDATA" -U "$USER_NAME" --pwfile="$pwfile" -E UTF8 --locale=C.UTF-8 \
        --auth-local=trust --auth-host=scram-sha-256 >/dev/null
    rm -f "$pwfile"
    echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
    echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
    DB=${POSTGRES_DB:-$USER_NAME}
    if [ "$DB" != postgres ]; then
        # A socket of its own: pg_isready (the health check) fails until the real server.
        mkdir -p /tmp/initdb
        pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -c unix_socket_directories=/tmp/initdb" \
            -w start >/dev/null
        createdb -h /tmp/initdb -U "$USER_NAME" "$DB"
        pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
    fi
    echo "stand-in postgres: cluster made in $PGDATA, database $DB"
fi
[ "$1" = postgres ] && shift && exec postgres -D "$PGDATA" "$@"
exec "$@"
