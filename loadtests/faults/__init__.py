"""The fault scenarios (faults.py): Redis stopped, PostgreSQL restarted, app processes killed."""
