#!/bin/sh
# A local stand-in for python:3.11-slim where registry images cannot be pulled: Debian
# bookworm (the slim image's own release), minimal, with Debian's Python 3.11 as `python`,
# imported into the engine under the name given (default localhost/python:3.11-slim).
# Root, debootstrap and the Debian mirror needed:
#   sudo sh deploy/base_image.sh [podman|docker] [name]
#   make image BASE_IMAGE=localhost/python:3.11-slim
set -eu
ENGINE=${1:-podman}
NAME=${2:-localhost/python:3.11-slim}
ROOTFS=$(mktemp -d /tmp/tts-base.XXXXXX)
trap 'rm -rf "$ROOTFS"' EXIT
debootstrap --variant=minbase \
    --include=python3,python3-venv,python-is-python3,ca-certificates \
    bookworm "$ROOTFS" http://deb.debian.org/debian
rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/*.bin
# The host's trusted certificates: behind a TLS-inspecting proxy, the build's pip must
# trust what the host trusts (its local ones kept through update-ca-certificates too).
cp /etc/ssl/certs/ca-certificates.crt "$ROOTFS"/etc/ssl/certs/ca-certificates.crt
cp -r /usr/local/share/ca-certificates/. "$ROOTFS"/usr/local/share/ca-certificates/
tar -C "$ROOTFS" -c . | "$ENGINE" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["python3"]' - "$NAME"
echo "imported $NAME: $("$ENGINE" run --rm "$NAME" python --version)"
