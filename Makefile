# Two commands set up a fresh machine: `make run` (the service) and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: run test lint bench-engine clean chromium

$(VENV)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

run: $(VENV)/.installed
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py createcachetable
	$(BIN)/python manage.py collectstatic --noinput -v0
	$(BIN)/python manage.py prepare_model
	$(BIN)/python manage.py prepare_demo
	$(BIN)/python manage.py serve --host $(HOST) --port $(PORT)

test: $(VENV)/.installed chromium
	$(BIN)/ruff check .
	$(BIN)/python -m pytest

# Browser tests use Debian's Chromium; as root (CI) it is installed, elsewhere they skip.
chromium:
	@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null \
		&& apt-get update -qq && apt-get install -y -qq chromium >/dev/null; } \
		|| echo "Chromium is not installed: the browser tests will be skipped"

lint: $(VENV)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

bench-engine: $(VENV)/.installed
	$(BIN)/python bench/engine.py

clean:
	rm -rf $(VENV) var/static
