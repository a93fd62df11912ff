"""The subcommands of `mtg-conformance`, one module each."""
