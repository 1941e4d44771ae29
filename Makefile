# Two commands set up a fresh machine: `make run` (the service) and `make test`.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000

# The second test pass: the tests marked `backend` again, on PostgreSQL + Redis (the scaled
# mode). Marked (a module's `pytestmark = pytest.mark.backend`, or one test's decorator, with
# a comment saying why) is every test whose outcome can depend on the database, broker or
# cache: transactions, locks and unique constraints; the job queue and real qclusters; the
# cache (remembered answers, stream pieces), Redis pub/sub and leases; counters, quotas and
# rate limits; concurrency; migrations; SQL that differs (case, LIKE, NUL, 20-digit numbers,
# NULLS LAST, date functions); tenant isolation queries; housekeeping; real servers on the
# pass's services; and the two qclusters sharing one queue. Validation, serializers, the
# normalizer, HTML, audio and process handling run on the embedded pass only. A new test
# that reaches any of the above gets the mark; when in doubt, mark it. Skipped with its
# reason when the services do not answer; with CI=true, that fails the run instead.
TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/test
TEST_REDIS_URL ?= redis://127.0.0.1:6379/15
SERVICE_MARK := backend and not faults

.PHONY: run test test-services faults load lint bench-engine bench-compare clean chromium cluster \
	cluster-stop image image-check

# cluster: the s3 extra is installed too, so the object-storage tests run (tests/test_storage_*.py).
$(VENV)/.installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,s3]'
	touch $@

# Pipecat's venv (tests/agents/requirements.txt says why it cannot share .venv): the suite
# runs Pipecat's own TTS services in it, as a subprocess (tests/test_socket_multi_frameworks.py).
AGENTS_VENV := .venv-agents
$(AGENTS_VENV)/.installed: tests/agents/requirements.txt
	test -x $(AGENTS_VENV)/bin/python || $(PYTHON) -m venv $(AGENTS_VENV)
	$(AGENTS_VENV)/bin/python -m pip install --quiet --no-deps -r tests/agents/requirements.txt
	touch $@

# serve --prepare: migrate, static files, the model and the demo, then the service, in one
# Django start (four more commands cost a warm start 10-30 s).
run: $(VENV)/.installed
	$(BIN)/python manage.py serve --prepare --host $(HOST) --port $(PORT)

# The two passes run side by side (docs/BENCHMARKS.md, "The test run"): each is one pytest
# process that spends much of its time waiting (on its servers, qclusters, Chromium,
# PostgreSQL), so on 2 vCPUs the pair takes about as long as the embedded pass alone, not
# the sum. Nothing is shared: the embedded pass has its SQLite databases in memory or under
# its own tmp dirs, the other its own database and Redis keys (Q_NAME), every server a free
# port, each process its own socket under var/run. The services pass's output goes to
# var/test-services.log and is printed after the embedded pass; either failing fails
# `make test`. Ctrl-C or SIGTERM ends both.
test: $(VENV)/.installed $(AGENTS_VENV)/.installed chromium
	$(BIN)/ruff check .
	@mkdir -p var; echo "--- the PostgreSQL + Redis pass runs alongside, into var/test-services.log"; \
	$(SERVICES_PASS) >var/test-services.log 2>&1 </dev/null & services=$$!; \
	trap 'kill -TERM $$services 2>/dev/null; wait $$services; exit 130' INT TERM; \
	echo "--- the embedded pass (SQLite, the ORM broker)"; \
	$(BIN)/python -m pytest; status=$$?; \
	wait $$services; services_status=$$?; \
	echo "--- the PostgreSQL + Redis pass ($(TEST_DATABASE_URL), $(TEST_REDIS_URL))"; \
	cat var/test-services.log; \
	[ $$status = 0 ] && [ $$services_status = 0 ]

# A queue name of its own ($$$$: the shell's PID) keeps concurrent runs apart: it names the
# test database and the Redis keys (tests/postgres_redis.py).
SERVICES_PASS = DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) Q_NAME=tts-test-$$$$ \
	$(BIN)/python -m pytest -p tests.postgres_redis -m "$(SERVICE_MARK)"

test-services: $(VENV)/.installed $(AGENTS_VENV)/.installed
	@echo "--- the PostgreSQL + Redis pass ($(TEST_DATABASE_URL), $(TEST_REDIS_URL))"
	$(SERVICES_PASS)

# The slow proofs (docs/BENCHMARKS.md, "Faults"): fault scenarios under tests/faults/ plus
# the job tests that kill workers and time jobs out, on the embedded default and then on
# PostgreSQL + Redis, the full sweeps `make test` samples (FAULT_SWEEPS), and a longer
# schemathesis and hypothesis search. Non-zero exit on any lost request, unhandled 5xx,
# stuck job, or row or file left without its partner.
# Both passes always run; -rP prints what each scenario saw, passed or not.
FAULT_TESTS := tests/faults tests/test_jobs_worker_killed.py tests/test_jobs_timeout.py \
	tests/test_jobs_model_changed.py
# The full sweeps that `make test` runs a representative part of: their tests marked `faults`
# in these files (docs/BENCHMARKS.md, "The test run"), on both passes.
FAULT_SWEEPS := tests/test_hostile_admin_queries.py tests/test_hostile_counters.py
HOSTILE_EXAMPLES ?= 100

faults: $(VENV)/.installed
	@status=0; \
	echo "--- faults on the embedded default (SQLite, the ORM broker)"; \
	$(BIN)/python -m pytest -m "" -rP $(FAULT_TESTS) || status=1; \
	$(BIN)/python -m pytest -m faults $(FAULT_SWEEPS) || status=1; \
	HOSTILE_EXAMPLES=$(HOSTILE_EXAMPLES) CTRL_C_CYCLES=5 $(BIN)/python -m pytest \
		tests/test_hostile_schema_fuzz.py tests/test_hostile_normalizer.py \
		tests/test_hostile_ctrl_c.py || status=1; \
	echo "--- faults on PostgreSQL + Redis ($(TEST_DATABASE_URL), $(TEST_REDIS_URL))"; \
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) Q_NAME=tts-faults-$$$$ \
		HOSTILE_EXAMPLES=$(HOSTILE_EXAMPLES) $(BIN)/python -m pytest -p tests.postgres_redis \
		-m "" -rP $(FAULT_TESTS) tests/test_hostile_schema_fuzz.py || status=1; \
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) Q_NAME=tts-faults-$$$$ \
		$(BIN)/python -m pytest -p tests.postgres_redis -m "faults and backend" $(FAULT_SWEEPS) \
		|| status=1; \
	exit $$status

# Load (docs/BENCHMARKS.md, "Load"): 1, 4, 16 and 64 clients for LOAD_SECONDS each, on a
# fresh embedded service, then on PostgreSQL + Redis. Non-zero exit on any 5xx or bad body.
LOAD_SECONDS ?= 20

load: $(VENV)/.installed
	$(BIN)/python bench/load.py --seconds $(LOAD_SECONDS)
	$(BIN)/python bench/load.py --seconds $(LOAD_SECONDS) --scaled \
		--database-url $(TEST_DATABASE_URL) --redis-url $(TEST_REDIS_URL)

# Browser tests use Debian's Chromium; as root (CI) it is installed, elsewhere they skip.
chromium:
	@command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null \
		&& apt-get update -qq && apt-get install -y -qq chromium >/dev/null; } \
		|| echo "Chromium is not installed: the browser tests will be skipped"

# cluster: the cluster in a box (deploy/cluster/cluster.py; root, network namespaces): two
# web hosts behind HAProxy, two worker hosts, Redis and the S3 object store in namespaces of
# their own, the machine's PostgreSQL. `make cluster` prints the load balancer's URL and key.
cluster: $(VENV)/.installed
	$(BIN)/python deploy/cluster/cluster.py up

cluster-stop: $(VENV)/.installed
	$(BIN)/python deploy/cluster/cluster.py down

# image: deploy/Dockerfile built with podman, or Docker when its daemon answers (Debian:
# `apt-get install podman`). ENGINE_FLAGS go to the build and to image-check's runs: where
# runc refuses the host's open-file limit ("error setting rlimit type 7"), pass
# ENGINE_FLAGS="--ulimit nofile=1024:1024 --ulimit nproc=1024:1024". BASE_IMAGE: a local
# base of the same Python where python:3.11-slim cannot be pulled (deploy/base_image.sh;
# docs/OPERATIONS.md, "Docker").
IMAGE ?= supertonic-service
BASE_IMAGE ?= python:3.11-slim
ENGINE ?= $(shell command -v podman >/dev/null && echo podman || \
	{ docker info >/dev/null 2>&1 && echo docker; })
ENGINE_FLAGS ?=

image:
	@test -n "$(ENGINE)" || { echo "make image: no container engine here: podman is not \
	installed and no Docker daemon answers (docker info). Install podman: apt-get install \
	podman (or start Docker's daemon)." >&2; exit 1; }
	@$(ENGINE) image exists $(BASE_IMAGE) 2>/dev/null || $(ENGINE) image inspect $(BASE_IMAGE) \
	>/dev/null 2>&1 || $(ENGINE) pull $(BASE_IMAGE) || { echo "make image: the base \
	$(BASE_IMAGE) cannot be pulled here; build one of the same Python and pass it as \
	BASE_IMAGE=... (docs/OPERATIONS.md, \"Docker\")" >&2; exit 1; }
	$(ENGINE) build $(ENGINE_FLAGS) --build-arg BASE_IMAGE=$(BASE_IMAGE) -f deploy/Dockerfile \
		-t $(IMAGE) .

# By hand, not in `make test`: the image alone (the embedded service on a volume), then the
# compose layout (docker compose, or podman-compose: `pip install podman-compose` in a
# virtualenv of its own): ready through HAProxy, a MISS and a HIT, a web host killed with
# requests in flight (retried on the other), a worker host killed mid-job (its jobs run
# elsewhere within 60 s, default limits; WEB_KILLS=N repeats the web host kill), a clean
# stop, the image alone started again (deploy/image_check.py;
# IMAGE_CHECK=alone or compose for one part). Each image the compose file names that cannot
# be pulled is replaced, saying so, by a local stand-in of the same software built on
# BASE_IMAGE (deploy/standins/: Debian's PostgreSQL, Redis, HAProxy; moto's S3 for MinIO).
IMAGE_CHECK ?= alone compose
IMAGE_PORT ?= 8000

image-check: image
	ENGINE=$(ENGINE) ENGINE_FLAGS="$(ENGINE_FLAGS)" IMAGE=$(IMAGE) PORT=$(IMAGE_PORT) \
		BASE_IMAGE=$(BASE_IMAGE) $(PYTHON) deploy/image_check.py $(IMAGE_CHECK)

lint: $(VENV)/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

bench-engine: $(VENV)/.installed
	$(BIN)/python bench/engine.py

# The regression guard (docs/BENCHMARKS.md, "Against the commit before"): bench/load.py,
# bench/api.py and bench/first_audio.py against BASE's service (its own worktree and venv
# under var/bench/compare/) and this checkout's, in turn in one run; each figure's ratio.
BASE ?= fe6e7ce
COMPARE_ARGS ?=

bench-compare: $(VENV)/.installed
	$(BIN)/python bench/compare.py $(BASE) $(COMPARE_ARGS)

clean:
	rm -rf $(VENV) $(AGENTS_VENV) var/static
