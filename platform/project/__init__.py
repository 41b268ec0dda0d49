"""The composition: settings, URLs, the servers' entry points, the API root, checkout and
the demo. It puts the layers below together and nothing imports it."""
