"""Locust's user classes (locustfile.py loads them) and what they share (users.py)."""
