"""Settings for every test.

Hypothesis's per-example deadline (200 ms by default) is a timed assertion: on a loaded
machine a property test would fail for being slow, not wrong. Speed is measured in
``bench/``; the property tests check answers only.
"""

from hypothesis import settings

settings.register_profile("piquet", deadline=None)
settings.load_profile("piquet")
