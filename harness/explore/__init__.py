"""Differential exploration (`mtg-conformance explore`): generated boards and actions run on two engines;
each kind of disagreement is shrunk to a minimal example and written as a candidate scenario.

Modules by job: `model` (card pool, example), `generate` and `actions` (hypothesis strategies), `compare`
(one example on both engines), `search` (the budgeted search and shrinking), `phrases` and `write` (the
candidate scenarios), `engines` (starting and checking the two engines)."""
