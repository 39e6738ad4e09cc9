# Makes tests/browser a package, so its conftest.py imports as `browser.conftest` and does not
# clash with tests/conftest.py under pytest's --doctest-modules (both are named `conftest`).
