# Piquet: two commands do everything on a fresh machine.
#   make serve   install everything, build the site, serve it on http://127.0.0.1:8000
#   make test    install everything, run every test (unit, property, site, browser)
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8000
export NO_MKDOCS_2_WARNING := 1
export PYTHONHASHSEED := 0

.PHONY: all deps serve site test test-unit lint bench clean chromium puzzles

all: site

# --- installation --------------------------------------------------------------------------
$(VENV)/.installed: requirements-dev.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -r requirements-dev.txt
	$(BIN)/pip install -q -e . --no-deps
	touch $@

deps: $(VENV)/.installed

chromium:
	@test -x /usr/bin/chromium || { apt-get update -q && apt-get install -y -q chromium; }

# --- checks --------------------------------------------------------------------------------
lint: deps node_modules/.installed
	$(BIN)/ruff check piquet_core generators tests bench overrides setup.py
	$(BIN)/ruff format --check piquet_core generators tests bench overrides setup.py
	$(BIN)/mypy --strict piquet_core generators bench
	$(BIN)/ruff check --select SLF001 piquet_core
	$(BIN)/python -m tests.check_imports piquet_core
	node_modules/.bin/eslint --max-warnings 0 docs/assets overrides generators eslint.config.mjs

test-unit: deps
	$(BIN)/pytest -q -m "not browser and not site" -p no:cacheprovider

test: deps lint chromium site
	$(BIN)/pytest -q -p no:cacheprovider

# --- site: catalogs + generated snippets, then the strict three-language build -------------
site: deps trainer
	$(BIN)/python -m generators.build
	$(BIN)/mkdocs build --strict

serve: site
	@echo "serving site/ on http://127.0.0.1:$(PORT)/ (Ctrl-C stops)"
	$(BIN)/python -m http.server $(PORT) --bind 127.0.0.1 -d site

bench: deps
	$(BIN)/python -m bench

# the banks of puzzles: play (data/puzzles.jsonl, the computer players' deals searched by the
# solver) and discard (piquet_core/data/discard_puzzles.jsonl, their hands ranked by the advisor)
puzzles: deps
	$(BIN)/python -m generators.puzzles
	$(BIN)/python -m generators.puzzles --kind discard

# --- trainer: npm packages, the engine wheel, the Pyodide runtime, first exercises ---------
.PHONY: trainer
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

trainer: deps node_modules/.installed
	$(BIN)/python -m generators.trainer

clean:
	rm -rf site build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
