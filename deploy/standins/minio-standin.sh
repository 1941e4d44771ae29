#!/bin/sh
# `minio server <dir>` -> moto's S3 server on :9000 (in memory; the directory is unused).
# SIGTERM (compose stop) is passed on as SIGINT, on which the server ends cleanly (exit 0).
set -eu
[ "${1:-}" = server ] || { echo "stand-in minio: only 'server' is supported" >&2; exit 2; }
echo "stand-in minio: moto's S3 server on :9000 (objects in memory, any key accepted)"
/opt/moto/bin/moto_server -H 0.0.0.0 -p 9000 &
pid=$!
trap 'kill -INT "$pid"; wait "$pid"; exit 0' TERM INT
wait "$pid"
