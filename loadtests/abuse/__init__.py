"""What abusive requests make one server process spend: abuse.py, with raw_http.py."""
