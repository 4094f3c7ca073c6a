"""Benchmarks of the engine against a plain baseline, in the same run (``make bench``)."""
