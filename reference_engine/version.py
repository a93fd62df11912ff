"""The reference engine's version, which `hello` reports."""

__version__ = "0.1.0"
