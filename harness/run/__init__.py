"""The scenario run: the pytest plugin (`plugin`), one engine session per scenario (`session`), the step library
(`steps`, `step_lookup`, `stepdocs`), selection (`selection`), how a scenario ends (`outcomes`, `collect`) and
the run's own housekeeping (`lean`, `parallel`). Writes the reports when it ends; nothing below imports it."""
