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
	cluster-stop

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

run: $(VENV)/.installed
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py collectstatic --noinput -v0
	$(BIN)/python manage.py prepare_model
	$(BIN)/python manage.py prepare_demo
	$(BIN)/python manage.py serve --host $(HOST) --port $(PORT)

test: $(VENV)/.installed $(AGENTS_VENV)/.installed chromium
	$(BIN)/ruff check .
	$(BIN)/python -m pytest
	@$(MAKE) --no-print-directory test-services

# A queue name of its own ($$$$: the shell's PID) keeps concurrent runs apart: it names the
# test database and the Redis keys (tests/postgres_redis.py).
test-services: $(VENV)/.installed $(AGENTS_VENV)/.installed
	@echo "--- the PostgreSQL + Redis pass ($(TEST_DATABASE_URL), $(TEST_REDIS_URL))"
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) Q_NAME=tts-test-$$$$ \
		$(BIN)/python -m pytest -p tests.postgres_redis -m "$(SERVICE_MARK)"

# The slow proofs (docs/BENCHMARKS.md, "Faults"): fault scenarios under tests/faults/ plus
# the job tests that kill workers and time jobs out, on the embedded default and then on
# PostgreSQL + Redis, and a longer schemathesis and hypothesis search. Non-zero exit on
# any lost request, unhandled 5xx, stuck job, or row or file left without its partner.
# Both passes always run; -rP prints what each scenario saw, passed or not.
FAULT_TESTS := tests/faults tests/test_jobs_worker_killed.py tests/test_jobs_timeout.py \
	tests/test_jobs_model_changed.py
HOSTILE_EXAMPLES ?= 100

faults: $(VENV)/.installed
	@status=0; \
	echo "--- faults on the embedded default (SQLite, the ORM broker)"; \
	$(BIN)/python -m pytest -m "" -rP $(FAULT_TESTS) || status=1; \
	HOSTILE_EXAMPLES=$(HOSTILE_EXAMPLES) CTRL_C_CYCLES=5 $(BIN)/python -m pytest \
		tests/test_hostile_schema_fuzz.py tests/test_hostile_normalizer.py \
		tests/test_hostile_ctrl_c.py || status=1; \
	echo "--- faults on PostgreSQL + Redis ($(TEST_DATABASE_URL), $(TEST_REDIS_URL))"; \
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) Q_NAME=tts-faults-$$$$ \
		HOSTILE_EXAMPLES=$(HOSTILE_EXAMPLES) $(BIN)/python -m pytest -p tests.postgres_redis \
		-m "" -rP $(FAULT_TESTS) tests/test_hostile_schema_fuzz.py || status=1; \
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
