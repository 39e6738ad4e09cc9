"""A pytest plugin loaded before all others (``scripts/run-tests``: ``-p tests.quick_imports``): each pytest
process skips the optional import the tutor's server skips (:mod:`tutor.server.quick_imports`), which nbval's
plugin would otherwise pull in through ``jsonschema`` as pytest starts (1.1 CPU-s in each of the run's five
pytest processes), and the tests validate notebooks as the server does."""

from __future__ import annotations

from tutor.server.quick_imports import skip_slow_optional_imports

skip_slow_optional_imports()
