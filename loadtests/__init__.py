"""The load-test kit (README.md): a package per family, and beside them what they share."""
