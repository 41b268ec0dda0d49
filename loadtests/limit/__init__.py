"""The database's own limit of the booking transaction: limit.py runs limit.sql under pgbench."""
