"""Build-performance benchmark of the site (``make bench``; results in bench/RESULTS.md).

run.py orchestrates and is the CLI, corpus.py generates synthetic sites, measure.py times
builds and weighs pages, report.py writes the Markdown report.
"""
