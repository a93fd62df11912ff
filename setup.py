"""The build's one hook: the wheel carries the corpus (`features/`) and the schemas (`schemas/`) as package data
in `harness/_bundled/`, copied at build time, so an installed harness runs its corpus from any directory
(harness/paths.py). The repository keeps them where they are; an editable install reads them from the checkout.
Everything else is in pyproject.toml."""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
BUNDLED = ("features", "schemas", "docs", "examples")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", ".*", "node_modules")


class BuildWithCorpus(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install uses the checkout's own features/ and schemas/
        for name in BUNDLED:
            target = Path(self.build_lib) / "harness" / "_bundled" / name
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(HERE / name, target, ignore=SKIP)


setup(cmdclass={"build_py": BuildWithCorpus})
