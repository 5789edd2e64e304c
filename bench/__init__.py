"""Build-performance benchmark of the site (``make bench``; results in bench/RESULTS.md).

run.py is the CLI; each section of the report is a module that measures and writes it
(overhead, scale, incremental, parallel, weight, profile, publishing, detector); measure.py
runs and times builds, prose.py writes numbers and verdicts, corpus.py generates sites.
"""
