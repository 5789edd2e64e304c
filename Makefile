# Makefile for Inference Notes / 推理笔记 (Sphinx quickstart idiom, plus site targets).
# Every target installs the pinned dependencies into .venv on first use.

PYTHON        ?= python3
VENV          ?= .venv
SPHINXOPTS    ?=
SPHINXBUILD   ?= $(VENV)/bin/sphinx-build
SOURCEDIR     ?= source
CONFDIR       ?= .
LOCALEDIR     ?= locale
BUILDDIR      ?= _build
PUBLICDIR     ?= public
# Plain assignment on purpose: GNU gettext's LANGUAGE environment variable must not leak
# in. `make html LANGUAGE=zh_CN` still overrides it from the command line.
LANGUAGE      = en
LANGUAGES     = en zh_CN
BASEURL       ?= http://127.0.0.1:8080/
PORT          ?= 8080
POWIDTH       = 79
export SOURCE_DATE_EPOCH ?= 1785628800

STAMP         = $(VENV)/.installed
BUILD         = $(SPHINXBUILD) -c $(CONFDIR) $(SOURCEDIR)
LANGOPTS      = -D language=$(LANGUAGE) -D site_baseurl=$(BASEURL)

.PHONY: help venv lint language html gettext update-po check-po stat livehtml public serve check test lighthouse bench detector-report detector-first-sight claims-diff linkcheck clean

help:
	@echo "Targets:"
	@echo "  html        build one language into $(BUILDDIR)/html/<lang> (LANGUAGE=en|zh_CN)"
	@echo "  livehtml    rebuild and reload on change (LANGUAGE=zh_CN also watches locale/)"
	@echo "  gettext     extract message templates into $(BUILDDIR)/gettext (always language=en)"
	@echo "  update-po   update the zh_CN catalogs in locale/ from the templates"
	@echo "  check-po    catalog QA: markup, claims, glossary terms (no build needed)"
	@echo "  stat        translation progress per document"
	@echo "  check       strict builds of every language (-W --keep-going) and catalog QA;"
	@echo "              runs them all, then fails if any failed"
	@echo "  public      build every language (strictly, at the same time) into a staging folder,"
	@echo "              then replace $(PUBLICDIR)/ in one step; a failed build leaves it untouched"
	@echo "  serve       preview $(PUBLICDIR)/ with nginx on 127.0.0.1:$(PORT)"
	@echo "  test        lint, then the test suite (PYTEST_ARGS are passed to pytest)"
	@echo "  lint        ruff (lint and format check) and mypy"
	@echo "  lighthouse  Lighthouse scores of the home page and every article, both languages"
	@echo "  bench       build-performance benchmark, report in bench/RESULTS.md"
	@echo "  detector-report  uncited-number detector on the labelled corpus: rates, misses"
	@echo "  detector-first-sight  each blind part scored by the detector that first scored it"
	@echo "  claims-diff claims added, removed or changed since REV=<git rev> (for a release note)"
	@echo "  linkcheck   report dead sources (every URL and DOI of the bibliography); without a"
	@echo "              network it says it skipped and exits 0"
	@echo "  clean       remove build output and compiled catalogs (.mo)"
	@echo "Variables: LANGUAGE=$(LANGUAGE) (one of: $(LANGUAGES)), SPHINXOPTS, BASEURL=$(BASEURL),"
	@echo "  PORT=$(PORT), PUBLICDIR=$(PUBLICDIR), PYTEST_ARGS (for test)"

venv: $(STAMP)

$(STAMP): pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -m pip install --quiet pip==26.3
	$(VENV)/bin/pip install --quiet --require-hashes -r requirements.lock
	$(VENV)/bin/pip install --quiet --no-deps --no-build-isolation --editable .
	touch $@

# a language the site does not have is a one-line error, not Sphinx's crash report
language:
	@case " $(LANGUAGES) " in *" $(LANGUAGE) "*) ;; *) \
		echo "make: LANGUAGE=$(LANGUAGE) is not a language of this site; use one of: $(LANGUAGES)" \
		"(Sphinx language codes use an underscore, e.g. zh_CN)" >&2; exit 2;; esac

html: language $(STAMP)
	$(BUILD) -b html $(BUILDDIR)/html/$(LANGUAGE) -d $(BUILDDIR)/doctrees/$(LANGUAGE) $(LANGOPTS) $(SPHINXOPTS)

gettext: $(STAMP)
	$(BUILD) -b gettext $(BUILDDIR)/gettext -d $(BUILDDIR)/doctrees/gettext -D language=en $(SPHINXOPTS)

update-po: gettext
	$(VENV)/bin/python -m tools.update_catalogs --pot-dir $(BUILDDIR)/gettext --locale-dir $(LOCALEDIR) --language zh_CN --width $(POWIDTH)

check-po: $(STAMP)
	$(VENV)/bin/python -m tools.check_po --conf-dir $(CONFDIR) --glossary $(SOURCEDIR)/_data/glossary.yaml \
		$(LOCALEDIR)/zh_CN/LC_MESSAGES $(wildcard _ext/*/locale/zh_CN/LC_MESSAGES)

stat: $(STAMP)
	@$(VENV)/bin/potodo $(LOCALEDIR)/zh_CN/LC_MESSAGES --no-reserved --no-cache --exclude sphinx.po blog/
	@$(VENV)/bin/python -m tools.untranslated_documents $(SOURCEDIR) $(LOCALEDIR)/zh_CN/LC_MESSAGES

livehtml: language $(STAMP)
	$(VENV)/bin/sphinx-autobuild $(SOURCEDIR) $(BUILDDIR)/livehtml/$(LANGUAGE) -c $(CONFDIR) $(LANGOPTS) \
		-d $(BUILDDIR)/doctrees/live-$(LANGUAGE) --port $(PORT) --host 127.0.0.1 \
		--watch _ext --watch _static --watch _templates --watch $(CONFDIR)/conf.py \
		$(if $(filter-out en,$(LANGUAGE)),--watch $(LOCALEDIR)/$(LANGUAGE),) \
		--ignore "*.mo" --ignore "*/_build/*" $(SPHINXOPTS)

check: $(STAMP)
	@failed=""; for lang in $(LANGUAGES); do \
		echo "== strict build: $$lang"; \
		$(BUILD) -b html $(BUILDDIR)/check/$$lang -d $(BUILDDIR)/doctrees/check-$$lang \
			-D language=$$lang -W --keep-going -a -q $(SPHINXOPTS) || failed="$$failed $$lang"; \
	done; \
	echo "== catalog QA"; \
	$(MAKE) --no-print-directory check-po || failed="$$failed check-po"; \
	if [ -n "$$failed" ]; then echo "make check: failed:$$failed" >&2; exit 1; fi; \
	echo "make check: every language and the catalogs pass"

# (tools.publish runs the catalog QA on the catalogs the builds read, then the builds)
public: $(STAMP)
	$(VENV)/bin/python -m tools.publish --out $(PUBLICDIR) --baseurl $(BASEURL) \
		--source-dir $(SOURCEDIR) --conf-dir $(CONFDIR) --doctrees $(BUILDDIR)/doctrees $(SPHINXOPTS)

serve: $(STAMP)
	$(VENV)/bin/python -m tools.serve --root $(PUBLICDIR) --port $(PORT)

# lint and the tests both run; either failing fails the target
test: $(STAMP)
	@status=0; $(MAKE) --no-print-directory lint || status=1; \
	$(VENV)/bin/python -m pytest $(PYTEST_ARGS) || status=1; exit $$status

# every check runs; any failing fails the target
lint: $(STAMP)
	@status=0; \
	$(VENV)/bin/ruff check . || status=1; \
	$(VENV)/bin/ruff format --check . || status=1; \
	$(VENV)/bin/mypy || status=1; \
	exit $$status

lighthouse: $(STAMP)
	$(VENV)/bin/python -m pytest tests/test_lighthouse.py -s $(PYTEST_ARGS)

bench: $(STAMP)
	$(VENV)/bin/python -m bench.run --report bench/RESULTS.md

detector-report: $(STAMP)
	$(VENV)/bin/python -m tools.detector_report

detector-first-sight: $(STAMP)
	$(VENV)/bin/python -m tools.detector_first_sight

claims-diff: $(STAMP)
	@test -n "$(REV)" || { echo "make claims-diff: name a revision, e.g. REV=HEAD~1 or REV=<tag>" >&2; exit 2; }
	$(VENV)/bin/python -m tools.claims_diff $(REV) --data-dir $(SOURCEDIR)/_data/claims

linkcheck: $(STAMP)
	@$(VENV)/bin/python -m tools.linkcheck $(SOURCEDIR)/references.bib

clean:
	rm -rf $(BUILDDIR) $(PUBLICDIR)
	find $(LOCALEDIR) _ext -name '*.mo' -delete
