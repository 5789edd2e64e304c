# Makefile for Inference Notes / 推理笔记 (Sphinx quickstart idiom, plus site targets).
# Every target installs the pinned dependencies into .venv on first use.

PYTHON        ?= python3
VENV          ?= .venv
SPHINXOPTS    ?=
SPHINXBUILD   ?= $(VENV)/bin/sphinx-build
SOURCEDIR     = source
BUILDDIR      = _build
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
BUILD         = $(SPHINXBUILD) -c . $(SOURCEDIR)
LANGOPTS      = -D language=$(LANGUAGE) -D site_baseurl=$(BASEURL)

.PHONY: help venv html gettext update-po check-po stat livehtml public serve check test lighthouse bench clean

help: $(STAMP)
	@echo "Targets:"
	@echo "  html        build one language into $(BUILDDIR)/html/<lang> (LANGUAGE=en|zh_CN)"
	@echo "  livehtml    rebuild and reload on change (LANGUAGE=zh_CN also watches locale/)"
	@echo "  gettext     extract message templates into $(BUILDDIR)/gettext (always language=en)"
	@echo "  update-po   update the zh_CN catalogs in locale/ from the templates"
	@echo "  check-po    catalog QA: markup, claims, glossary terms (no build needed)"
	@echo "  stat        translation progress per document"
	@echo "  check       strict builds of both languages (-W --keep-going -n)"
	@echo "  public      build both languages into $(PUBLICDIR)/ (en/, zh-cn/, language redirect)"
	@echo "  serve       preview $(PUBLICDIR)/ with nginx on 127.0.0.1:$(PORT)"
	@echo "  test        run the test suite"
	@echo "  lighthouse  Lighthouse scores of the home page and every article, both languages"
	@echo "  bench       build-performance benchmark, report in bench/RESULTS.md"
	@echo "  clean       remove build output"

venv: $(STAMP)

$(STAMP): pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install --quiet -r requirements.lock
	touch $@

html: $(STAMP)
	$(BUILD) -b html $(BUILDDIR)/html/$(LANGUAGE) -d $(BUILDDIR)/doctrees/$(LANGUAGE) $(LANGOPTS) $(SPHINXOPTS)

gettext: $(STAMP)
	$(BUILD) -b gettext $(BUILDDIR)/gettext -d $(BUILDDIR)/doctrees/gettext -D language=en $(SPHINXOPTS)

update-po: gettext
	$(VENV)/bin/python -m tools.update_catalogs --pot-dir $(BUILDDIR)/gettext --locale-dir locale --language zh_CN --width $(POWIDTH)

check-po: $(STAMP)
	$(VENV)/bin/python -m tools.check_po locale/zh_CN/LC_MESSAGES

stat: $(STAMP)
	$(VENV)/bin/potodo locale/zh_CN/LC_MESSAGES --no-reserved --no-cache --exclude sphinx.po blog/

livehtml: $(STAMP)
	$(VENV)/bin/sphinx-autobuild $(SOURCEDIR) $(BUILDDIR)/livehtml/$(LANGUAGE) -c . $(LANGOPTS) \
		-d $(BUILDDIR)/doctrees/live-$(LANGUAGE) --port $(PORT) --host 127.0.0.1 \
		--watch _ext --watch _static --watch _templates --watch conf.py \
		$(if $(filter-out en,$(LANGUAGE)),--watch locale/$(LANGUAGE),) \
		--ignore "*.mo" --ignore "*/_build/*" $(SPHINXOPTS)

check: $(STAMP)
	@set -e; for lang in $(LANGUAGES); do \
		echo "== strict build: $$lang"; \
		$(BUILD) -b html $(BUILDDIR)/check/$$lang -d $(BUILDDIR)/doctrees/check-$$lang \
			-D language=$$lang -W --keep-going -n -q $(SPHINXOPTS); \
	done
	$(MAKE) --no-print-directory check-po

public: $(STAMP)
	$(VENV)/bin/python -m tools.publish --out $(PUBLICDIR) --baseurl $(BASEURL) $(SPHINXOPTS)

serve: $(STAMP)
	$(VENV)/bin/python -m tools.serve --root $(PUBLICDIR) --port $(PORT)

test: $(STAMP)
	$(VENV)/bin/python -m pytest $(PYTEST_ARGS)

lighthouse: $(STAMP)
	$(VENV)/bin/python -m pytest tests/test_lighthouse.py -s $(PYTEST_ARGS)

bench: $(STAMP)
	$(VENV)/bin/python -m bench.run --report bench/RESULTS.md

clean:
	rm -rf $(BUILDDIR) $(PUBLICDIR)
