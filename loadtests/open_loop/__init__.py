"""Bookings at a steady arrival rate (an open loop): open_loop.py."""
