#!/bin/sh
# Local stand-ins for the images deploy/docker-compose.yml names, where no registry can be
# reached (deploy/standins/README.md): the same software from Debian bookworm's packages
# (PostgreSQL 15, Redis 7.0, HAProxy 2.6) and moto's S3 server for MinIO, each built on
# the local base of deploy/base_image.sh. Prints the variables that point compose at them.
#   sh deploy/standins/build.sh [podman|docker] [base image]
set -eu
ENGINE=${1:-podman}
BASE=${2:-localhost/python:3.11-slim}
cd "$(dirname "$0")"
for part in postgres:15 redis:7 haproxy:2.6 minio:latest; do
    name=${part%%:*}
    "$ENGINE" build -q --build-arg BASE_IMAGE="$BASE" -f "Containerfile.$name" \
        -t "localhost/tts-standin-$part" . >/dev/null
    echo "built localhost/tts-standin-$part (stand-in for the registry's $name)" >&2
done
echo "POSTGRES_IMAGE=localhost/tts-standin-postgres:15"
echo "REDIS_IMAGE=localhost/tts-standin-redis:7"
echo "HAPROXY_IMAGE=localhost/tts-standin-haproxy:2.6"
echo "MINIO_IMAGE=localhost/tts-standin-minio:latest"
echo "MC_IMAGE=localhost/tts-standin-minio:latest"
