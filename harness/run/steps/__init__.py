"""The step library: a small, general vocabulary (parsed arguments, not one definition per sentence).

Every step talks to the engine through `Session`, which speaks only the adapter contract.
`docs/steps.md` lists each step with an example (`mtg-conformance steps` regenerates it).
"""
