"""The report at the end of every Locust run (report.py) and its parts."""
