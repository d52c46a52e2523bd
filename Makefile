# The whole set-up: `make run` starts the service, `make test` proves it. See README.md.
SHELL := /bin/bash
NPM_STAMP := node_modules/.package-lock.json

# When `make test` started (read first, before the pinned Node.js is fetched on a fresh machine, the install
# and the build): the timing reporter prints the whole run's wall time from it.
test test-fast test-properties: export SIGNWRIGHT_TEST_STARTED_MS := $(shell date +%s%3N)

# Every process make starts (npm, tsc, Jest and its workers, the service, the benchmarks) runs on the Node.js
# that .node-version pins, fetched once per machine from the npm registry (linked from .runtime/) whatever Node
# the machine has.
# The first make says which; the makes it starts inherit the directory and stay quiet.
ifndef SIGNWRIGHT_NODE_BIN
SIGNWRIGHT_NODE_BIN := $(shell scripts/node-runtime.sh --announce)
endif
ifeq ($(SIGNWRIGHT_NODE_BIN),)
$(error scripts/node-runtime.sh could not provide the Node.js that .node-version pins)
endif
export SIGNWRIGHT_NODE_BIN
export PATH := $(SIGNWRIGHT_NODE_BIN):$(PATH)

.PHONY: build run test test-fast test-properties lint contract examples typecheck bench cluster services clean

# npm install, not npm ci: this npm writes lockfiles without other platforms' optional packages,
# which npm ci then rejects; install still takes the versions the lockfile pins. It runs on the pinned
# Node.js (PATH above), so the native and optional packages it picks match the runtime.
$(NPM_STAMP): package.json package-lock.json .node-version
	npm install --no-audit --no-fund
	@touch $(NPM_STAMP)

# The build compiles and type-checks everything, tests and benchmarks included (what `make bench`,
# `make examples` and `make cluster` run from dist/).
build: $(NPM_STAMP)
	npx tsc -p tsconfig.json

# `make run` builds only what runs, only what changed (SWC, no type-check: decision 0037), then
# starts the embedded service. `make build`, `make typecheck` and `make test` are what check the types.
.PHONY: emit
emit: $(NPM_STAMP)
	@node scripts/emit-runtime.mjs

run: emit
	@scripts/run-embedded.sh

services:
	@scripts/ensure-services.sh

# Every type of the repository, tests and benchmarks included, checked without emitting anything. The
# client's examples import the installed package, and are type-checked against it by its end-to-end test.
typecheck: $(NPM_STAMP)
	npx tsc -p tsconfig.check.json

lint: $(NPM_STAMP)
	npx eslint .
	npx depcruise --config .dependency-cruiser.cjs apps modules shared-kernel infra clients

# The published OpenAPI document passes Spectral's OpenAPI ruleset (.spectral.yaml) with no errors.
contract: build
	@scripts/lint-contract.sh

# One example of every Store API operation it can reach, recorded from the demo data on a throwaway
# embedded database into infra/openapi/operation-examples.json, which the published contract shows.
examples: build
	node dist/tests/operation-examples/record.js

# Jest 30 require()s ES modules (kysely, inversify, jose, PGlite) through node:vm's SourceTextModule, which
# Node 24 still exposes only with --experimental-vm-modules (decision 0035).
JEST := NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" npx jest

# The runtime's emit (`make run`'s, under a second), then every test. The tests that start the service's
# processes run what `make run` runs; none runs tests or benchmarks from dist/, so tsc emits nothing here.
# The type-check and the lint (`make typecheck`, `make lint`) are test files of their own (tests/checks/),
# beside the others rather than before them all (decision 0048), as the published contract's Spectral lint
# (`make contract`) is one of the tests (tests/e2e/platform/published-contract), on the document that file
# already has.
test: services emit
	$(JEST)

# The inner loop: unit and integration tests (real PostgreSQL and Redis), no end-to-end suites, no
# type-check or lint (tests/checks/). No build: none of them runs the built service, and Jest strips types
# itself (`make typecheck` checks them).
test-fast: $(NPM_STAMP) services
	$(JEST) --testPathIgnorePatterns /tests/e2e/ /tests/checks/ /node_modules/

# The property tests and the contract fuzz with longer searches than `make test` gives them (about 10 min).
test-properties: build services
	PRICING_PROPERTY_RUNS=1000 PRICING_HTTP_PROPERTY_RUNS=25 CONTRACT_FUZZ_REQUESTS_PER_OPERATION=28 \
	  $(JEST) --testPathPatterns '\.property\.' 'contract-fuzz'

bench: build services
	node dist/bench/run.js

# Two API instances (ports 8081, 8082) and two workers over one database, Redis and object store, until Ctrl-C.
cluster: build services
	node dist/tests/cluster/start.js

clean:
	rm -rf dist .data .cache
