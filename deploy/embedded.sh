#!/bin/sh
# The image's default command: the whole service in one container, as `make run` does on a
# machine: the schema (SQLite in the volume at VAR_DIR, /var/lib/tts), static files, the
# model (the real one from the Hub, or the tiny stand-in when the Hub cannot be reached),
# then `manage.py serve`: gunicorn and a synthesis cluster, stopped together on SIGTERM
# (`docker stop`). The scaled layout (deploy/docker-compose.yml) runs each part on its own.
set -e
python manage.py migrate --noinput
python manage.py collectstatic --noinput -v0
python manage.py prepare_model
exec python manage.py serve --host 0.0.0.0 --port 8000 --web-workers "${WEB_CONCURRENCY:-2}"
