# `make run` serves the whole product on http://127.0.0.1:$(PORT); `make test` runs every test.
# Each step leaves a stamp, so a second run redoes only what changed.

SHELL := /bin/bash
PORT ?= 8000
PYTHON ?= python3
UV := .tools/bin/uv
VENV := .venv
PY := $(VENV)/bin/python
MANAGE := cd platform && ../$(PY) manage.py
export UV_PYTHON_DOWNLOADS := never

# The tests always run against PostgreSQL and Redis (make sure-services starts them), as two
# pytest processes side by side (see pytest below), each with its own database, Redis
# databases and pub/sub prefix, named after the database so two checkouts never meet.
TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/marketplace
TEST_REDIS_URL ?= redis://127.0.0.1:6379/15
TEST_REST_DATABASE_URL ?= $(TEST_DATABASE_URL)_rest
TEST_REST_REDIS_URL ?= redis://127.0.0.1:6379/10
TEST_REDIS_PREFIX ?= test-$(lastword $(subst /, ,$(TEST_DATABASE_URL)))

# The server's translations (platform/locale/<lang>/LC_MESSAGES/django.po), compiled with
# polib: no GNU gettext to install.
LOCALE_MO := $(patsubst %.po,%.mo,$(wildcard platform/locale/*/LC_MESSAGES/django.po))

WEBAPP_SOURCES := $(shell find webapp/src webapp/public -type f 2>/dev/null) \
	webapp/index.html webapp/vite.config.ts webapp/tsconfig.json

.PHONY: prod prod-stop prod-status nginx loadtest loadtest-closed loadtest-open loadtest-waitlist loadtest-faults loadtest-figures loadtest-limit loadtest-sockets run test lint typecheck webapp-test pytest sure-services browser migrate serve clean api-types bench-search bench-booking abuse fuzz lighthouse devanagari-face pytest-servers pytest-rest

run: $(VENV)/.synced webapp/dist/index.html var/static/.collected $(LOCALE_MO) migrate serve

$(LOCALE_MO): %.mo: %.po $(VENV)/.synced
	$(MANAGE) compile_catalogues -v 0

# The background worker (huey: expires payment holds on time) runs beside daphne and stops
# with it.
serve:
	@echo "Serving on http://127.0.0.1:$(PORT) (sign-in codes are printed here as [sms] lines)"
	cd platform && { ../$(PY) manage.py run_huey --quiet & worker=$$!; \
		trap 'kill $$worker 2>/dev/null; wait $$worker 2>/dev/null' EXIT INT TERM; \
		../$(VENV)/bin/daphne -b 127.0.0.1 -p $(PORT) project.daphne:application; }

migrate: $(VENV)/.synced
	$(MANAGE) migrate --noinput -v 0
	$(MANAGE) seed_demo
	$(MANAGE) picture_sizes

test: $(VENV)/.synced webapp/node_modules/.installed browser sure-services lint typecheck webapp-test webapp/dist/index.html pytest

lint: $(VENV)/.synced webapp/node_modules/.installed
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache
	cd webapp && npm run --silent lint
	cd webapp && npm run --silent i18n:check

# The web app's API and socket frame types are generated from the server's OpenAPI schema and
# frame declarations, so the two sides cannot drift: pytest checks webapp/openapi.json and
# webapp/frames.schema.json against the server, this the types against them.
typecheck: webapp/node_modules/.installed
	cd webapp && npx openapi-typescript openapi.json -o /tmp/marketplace-schema.d.ts --silent \
		&& diff -q src/shared/api/schema.d.ts /tmp/marketplace-schema.d.ts \
		|| { echo "webapp types are stale: run make api-types"; exit 1; }
	cd webapp && npx json2ts -i frames.schema.json -o /tmp/marketplace-frames.d.ts \
		&& diff -q src/shared/socket/frames.d.ts /tmp/marketplace-frames.d.ts \
		|| { echo "webapp frame types are stale: run make api-types"; exit 1; }
	cd webapp && npm run --silent typecheck

api-types: $(VENV)/.synced webapp/node_modules/.installed
	$(MANAGE) export_openapi_schema --api project.api.api --indent 2 --sorted \
		--output ../webapp/openapi.json
	cd webapp && npx openapi-typescript openapi.json -o src/shared/api/schema.d.ts --silent
	$(MANAGE) export_frames_schema --output ../webapp/frames.schema.json
	cd webapp && npx json2ts -i frames.schema.json -o src/shared/socket/frames.d.ts

webapp-test: webapp/node_modules/.installed
	cd webapp && npm test --silent

# The suite runs as two pytests side by side, a core each, of about the same length: the tests
# that start whole servers (the browser tests, the load kit, the backups, replicas and their
# shutdown), and the rest (with the fuzzer, whose two servers even out the halves): about 12
# and 13 minutes on 2 idle cores.
# Each uses its own test database, Redis databases and pub/sub prefix (the browser, load and
# fuzz servers take databases and prefixes of their own: tests/servers.py), so neither sees the
# other's rows or frames.
# -Otarget prints each one's output whole, once it is done.
SERVER_TESTS := tests/e2e tests/loadtests tests/platform/test_backup.py \
	tests/platform/test_replicas.py tests/platform/test_shutdown.py
pytest: $(VENV)/.synced $(LOCALE_MO)
	$(MAKE) --no-print-directory -j2 -Otarget pytest-servers pytest-rest

pytest-servers: $(VENV)/.synced $(LOCALE_MO)
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) \
		REDIS_PREFIX=$(TEST_REDIS_PREFIX)-servers $(VENV)/bin/pytest $(SERVER_TESTS)

pytest-rest: $(VENV)/.synced $(LOCALE_MO)
	DATABASE_URL=$(TEST_REST_DATABASE_URL) REDIS_URL=$(TEST_REST_REDIS_URL) \
		REDIS_PREFIX=$(TEST_REDIS_PREFIX)-rest $(VENV)/bin/pytest $(addprefix --ignore=,$(SERVER_TESTS))

# Python: uv from PyPI into a tools venv, then the locked dependencies into .venv.
$(UV):
	$(PYTHON) -m venv .tools
	.tools/bin/pip install --quiet --disable-pip-version-check uv==0.13.8

$(VENV)/.synced: $(UV) pyproject.toml uv.lock
	$(UV) sync --frozen --quiet
	$(UV) sync --frozen --quiet --reinstall-package marketplace
	touch $@

# The web app: npm ci when the lock changes, a build when a source changes.
webapp/node_modules/.installed: webapp/package.json webapp/package-lock.json
	cd webapp && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Each built file also gets its .br and .gz beside it, which WhiteNoise answers to browsers that
# accept them (the web app's script is a quarter of its size in brotli).
webapp/dist/index.html: $(VENV)/.synced webapp/node_modules/.installed $(WEBAPP_SOURCES)
	cd webapp && npm run --silent build
	$(PY) -m whitenoise.compress --quiet webapp/dist
	touch $@

var/static/.collected: $(VENV)/.synced
	$(MANAGE) collectstatic --noinput -v 0
	touch $@

# Debian's Chromium for the browser tests (Playwright drives /usr/bin/chromium).
browser:
	@command -v chromium >/dev/null || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# PostgreSQL and Redis as this machine's image installs them; started when not running.
sure-services:
	@pg_isready -q -h 127.0.0.1 -p 5432 || { \
		pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start && \
		for i in $$(seq 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done; }
	@redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 || { \
		redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" \
			--appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log && \
		for i in $$(seq 30); do redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 && break; sleep 1; done; }

# The production topology on this machine (deploy/prod.py; docker-compose.yml describes the
# same): the machine's PostgreSQL and Redis, migrations, PROD_WORKERS HTTP processes
# (PROD_SERVER: gunicorn) with uvicorn for the sockets, the Razorpay sandbox, the task worker,
# and nginx on http://127.0.0.1:$(PROD_PORT).
PROD_PORT ?= 8080
prod: $(VENV)/.synced webapp/dist/index.html var/static/.collected $(LOCALE_MO) nginx
	PROD_PORT=$(PROD_PORT) $(PY) deploy/prod.py start

prod-stop: $(VENV)/.synced
	$(PY) deploy/prod.py stop

prod-status: $(VENV)/.synced
	$(PY) deploy/prod.py status

# Backups (deploy/backup.py; docs/operations.md, "Backups"): the database (pg_dump, or SQLite's online backup
# API for make run's) and the uploads into BACKUP_DIR/<UTC time>/ (var/backups/), with a
# manifest and SHA-256 sums. `make restore BACKUP=<folder>` checks and brings one back into the
# configured database (FORCE=1 to replace data). BACKUP_ENV=var/prod/env: make prod's database.
.PHONY: backup restore
backup: $(VENV)/.synced
	$(PY) deploy/backup.py $(if $(BACKUP_ENV),--env-file $(BACKUP_ENV)) backup

restore: $(VENV)/.synced
	@test -n "$(BACKUP)" || { echo "Say which: make restore BACKUP=var/backups/<time>"; exit 2; }
	$(PY) deploy/backup.py $(if $(BACKUP_ENV),--env-file $(BACKUP_ENV)) restore "$(BACKUP)" \
		$(if $(filter 1 true yes,$(FORCE)),--force)

# Load on the booking path against `make prod` (loadtests/README.md): seeds afresh, runs every
# scenario headless for LOADTEST_TIME with LOADTEST_USERS users plus LOADTEST_WATCHERS sockets,
# writes the report and Locust's HTML and CSV to loadtests/out/, and fails when integrity
# fails or a 5xx occurred.
LOADTEST_USERS ?= 200
LOADTEST_WATCHERS ?= 1000
# Each socket watches one busy page, as a browser tab does (0: every busy page at once).
LOADTEST_TOPICS_PER_WATCHER ?= 1
LOADTEST_TIME ?= 60s
LOADTEST_CLASSES ?= Visitor Booker Professional EventBooker Watcher
# What each load on make prod checks first.
PROD_ANSWERS = curl -fsS -o /dev/null http://127.0.0.1:$(PROD_PORT)/api/v1/events/popular || \
	{ echo "Nothing answers on port $(PROD_PORT): start the topology with make prod"; exit 1; }
loadtest: $(VENV)/.synced
	@$(PROD_ANSWERS)
	$(PY) loadtests/seed.py --reset
	LOADTEST_WATCHERS=$(LOADTEST_WATCHERS) LOADTEST_TOPICS_PER_WATCHER=$(LOADTEST_TOPICS_PER_WATCHER) \
		$(VENV)/bin/locust -f loadtests/locustfile.py \
		--host http://127.0.0.1:$(PROD_PORT) --headless --only-summary --stop-timeout 30 \
		-u $$(( $(LOADTEST_USERS) + $(LOADTEST_WATCHERS) )) -r 100 -t $(LOADTEST_TIME) \
		--html loadtests/out/locust.html --csv loadtests/out/locust $(LOADTEST_CLASSES)

# Bookings at saturation, the server's pace: LOADTEST_USERS (50) ClosedBookers with no pause or
# payment, against make prod, and the database's own limit (loadtest-limit) measured right after.
loadtest-closed: $(VENV)/.synced
	$(MAKE) --no-print-directory loadtest LOADTEST_CLASSES=ClosedBooker LOADTEST_WATCHERS=0 \
		LOADTEST_USERS=$(or $(CLOSED_USERS),50)
	$(MAKE) --no-print-directory loadtest-limit

# Bookings at a rate asked of the server (an open loop, loadtests/open_loop/open_loop.py): seeds
# afresh, then OPEN_RATE bookings a second (each opens a day and books) for OPEN_TIME seconds,
# started on schedule whether or not earlier ones were answered, with OPEN_WATCHERS asyncio
# sockets on every busy topic, against make prod; fails when integrity fails or a 5xx occurred.
OPEN_RATE ?= 20
OPEN_TIME ?= 60
OPEN_WATCHERS ?= 1000
loadtest-open: $(VENV)/.synced
	@$(PROD_ANSWERS)
	$(PY) loadtests/seed.py --reset
	$(PY) loadtests/open_loop/open_loop.py --url http://127.0.0.1:$(PROD_PORT) \
		--rate $(OPEN_RATE) --seconds $(OPEN_TIME) --watchers $(OPEN_WATCHERS)

# Many clients in the lines of a few sold-out events whose seats free one by one, against make
# prod (loadtests/README.md, "Waitlists"): WAITLIST_USERS (200) Waitlisters on their sockets
# and one SeatFreer (a seat every LOADTEST_FREE_EVERY seconds, 1), no watchers.
loadtest-waitlist: $(VENV)/.synced
	$(MAKE) --no-print-directory loadtest LOADTEST_CLASSES="Waitlister SeatFreer" \
		LOADTEST_WATCHERS=0 LOADTEST_USERS=$(or $(WAITLIST_USERS),200)

# The figures of loadtests/README.md: each scenario 3 times on daphne and on uvicorn, medians.
loadtest-figures: $(VENV)/.synced
	$(PY) loadtests/figures.py

# The database's own limit of the booking transaction (pgbench), for the report to compare.
loadtest-limit: $(VENV)/.synced
	$(PY) loadtests/limit/limit.py

# Redis stopped, PostgreSQL restarted, an app process and the task worker killed, each with a
# verdict (loadtests/README.md, "Faults"). It stops this machine's services: run it alone.
FAULTS ?= all
loadtest-faults: $(VENV)/.synced
	@$(PROD_ANSWERS)
	$(PY) loadtests/seed.py --reset
	$(PY) loadtests/faults/faults.py $(FAULTS) --url http://127.0.0.1:$(PROD_PORT)

# What a frame costs the app processes to fan out, alone (no request runs): 1,000 sockets on a
# running `make prod`, medians of 3 runs. See loadtests/bench/fanout.py.
FANOUT_ARGS ?= --sockets 1000 --frames 100 --rate 20
bench-fanout: $(VENV)/.synced
	$(PY) loadtests/bench/fanout.py $(FANOUT_ARGS)

# 10,000 idle sockets through the topology, and the memory each costs.
loadtest-sockets: $(VENV)/.synced
	$(PY) loadtests/bench/idle_sockets.py

nginx:
	@command -v nginx >/dev/null || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null; }

# Search speed on 10,000 professionals (PostgreSQL). See loadtests/bench/bench_search.py.
bench-search: $(VENV)/.synced sure-services
	$(PY) loadtests/bench/bench_search.py

# What one booking costs the app's CPU, in process (no server, proxy or network). See
# loadtests/bench/bench_booking.py.
bench-booking: $(VENV)/.synced sure-services
	$(PY) loadtests/bench/bench_booking.py

# Every operation of the API fuzzed by schemathesis, anonymous and signed in, on SQLite and on
# PostgreSQL, with every phase and FUZZ_EXAMPLES cases per operation: fails on any 5xx. `make
# test` runs the same with a few cases. See tests/platform/test_fuzz.py.
FUZZ_EXAMPLES ?= 100
fuzz: $(VENV)/.synced sure-services
	FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) FUZZ_PHASES=examples,coverage,fuzzing,stateful FUZZ_TIMEOUT=3600 \
		DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) \
		$(VENV)/bin/pytest -p no:cacheprovider -rP tests/platform/test_fuzz.py

# What abusive requests make one daphne process spend (memory, status): loadtests/abuse/abuse.py.
abuse: $(VENV)/.synced
	$(PY) loadtests/abuse/abuse.py

# Lighthouse (mobile preset, simulated slow 4G) on the public pages of a running server: start
# one with `make run`, or point LIGHTHOUSE_URL at another. See loadtests/lighthouse/run.mjs.
lighthouse: loadtests/lighthouse/node_modules/.installed browser devanagari-face
	cd loadtests/lighthouse && node run.mjs

# A phone has a Devanagari face (Android: Noto Sans Devanagari, which the app uses as it is);
# without one Chromium searches every font for each Hindi glyph, and a Hindi page's Lighthouse
# figures would be that search.
devanagari-face:
	@fc-list :lang=hi | grep -q . || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core >/dev/null; }

loadtests/lighthouse/node_modules/.installed: loadtests/lighthouse/package.json loadtests/lighthouse/package-lock.json
	cd loadtests/lighthouse && npm ci --no-audit --no-fund --loglevel=error
	touch $@

clean:
	rm -rf .tools $(VENV) webapp/node_modules webapp/dist var/static loadtests/lighthouse/node_modules
