"""What one thing costs the app, measured alone: a booking, a search, a frame, idle sockets."""
