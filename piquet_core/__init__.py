"""piquet_core: the rules engine for Piquet (Rubicon, au cent, Russian) and the Russian Bezique.

The public API is re-exported here; see README.md for the CLI.
"""

__version__ = "0.1.0"

__all__ = ["__version__"]
