"""Request and response shapes of the API, one module per resource."""
