"""The kernel: what every layer above may use (errors, schemas, locking, money, history,
holds, the waitlist, logs, metrics, wiring...). It imports nothing of ours."""
