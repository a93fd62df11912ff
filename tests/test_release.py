"""The way to a release (README, "Run the tests"): the README's first install command installs from a checkout,
the release workflow checks what it publishes before publishing it, and `tools/release_check.py` finds a
distribution that lacks what the README promises. Building both distributions is marked `wheel` (it needs the
package index for setuptools, about half a minute); the rest is cheap."""

from __future__ import annotations

import re
import shlex
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest
import yaml

from harness import __version__
from harness.paths import ROOT
from tools import release_check

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def first_commands() -> list[list[str]]:
    """The commands of the README's first ```sh block."""
    block = re.search(r"```sh\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    assert block
    return [shlex.split(line, comments=True) for line in block.group(1).splitlines() if line.strip()]


def test_the_readmes_first_install_command_installs_a_checkout_not_a_release_the_index_lacks() -> None:
    commands = first_commands()
    assert commands[0][:2] == ["pip", "install"]
    target = commands[0][2]
    assert "==" not in target and (target.startswith(".") or target.endswith(".whl")), target
    assert [c[:2] for c in commands[1:]] == [["mtg-conformance", "--version"], ["mtg-conformance", "run"]]
    # the wheel the README names is the one `python -m build` writes today
    assert f"dist/mtg_conformance-{__version__}-py3-none-any.whl" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_release_workflow_checks_what_it_publishes_and_publishes_on_a_tag_only() -> None:
    flow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    triggers = flow[True] if True in flow else flow["on"]  # YAML 1.1 reads the key `on` as true
    assert triggers["push"]["tags"] == ["v*"]
    build, publish = flow["jobs"]["build"], flow["jobs"]["publish"]
    runs = " ".join(step.get("run", "") for step in build["steps"])
    assert "pip install build twine" in runs and "tools/release_check.py --dist dist" in runs
    assert "--skip-install" not in runs  # the wheel is installed and the corpus run before anything is published
    assert publish["needs"] == "build" and publish["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert publish["permissions"] == {"id-token": "write"}  # trusted publishing, no token
    (action,) = [s for s in publish["steps"] if "uses" in s and "publish" in s["uses"]]
    assert action["uses"].startswith("pypa/gh-action-pypi-publish@") and "with" not in action


def test_a_release_tag_must_name_the_packages_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert release_check.version() == __version__
    assert release_check.main(["--tag", "v99.0.0", "--skip-install"]) == 1
    assert f"doesn't name the package's version {__version__}" in capsys.readouterr().err


def test_the_contents_check_names_what_a_distribution_lacks() -> None:
    shipped = [f"harness/_bundled/{p}" for p in release_check.MUST_HAVE]
    shipped += [f"harness/_bundled/{f}/x" for f in release_check.SHIPPED]
    assert release_check.wheel_problems(shipped, __version__) == []
    without_docs = [n for n in shipped if "/docs/" not in n]
    assert release_check.wheel_problems(without_docs, __version__) == [
        "no harness/_bundled/docs/adapters.md",
        "no docs/ in harness/_bundled/",
    ]
    assert release_check.wheel_problems([*shipped, "docs/adapters.md"], __version__) == [
        "unexpected top-level entry 'docs'"
    ]
    prefix = f"mtg_conformance-{__version__}/"
    assert release_check.sdist_problems([prefix + "README.md"], __version__)[0] == "no features/rulings.json"


@pytest.mark.wheel
def test_the_sdist_and_wheel_build_pass_twine_check_and_carry_the_docs(tmp_path: Path) -> None:
    assert release_check.main(["--dist", str(tmp_path), "--skip-install"]) == 0
    (wheel,) = tmp_path.glob("*.whl")
    (sdist,) = tmp_path.glob("*.tar.gz")
    names = zipfile.ZipFile(wheel).namelist()
    docs = sorted(p.relative_to(ROOT / "docs").as_posix() for p in (ROOT / "docs").rglob("*") if p.is_file())
    prefix = "harness/_bundled/docs/"
    assert sorted(n.removeprefix(prefix) for n in names if n.startswith(prefix)) == docs
    with tarfile.open(sdist) as archive:
        assert f"mtg_conformance-{__version__}/examples/node-adapter/adapter.js" in archive.getnames()
    metadata = zipfile.ZipFile(wheel).read(f"mtg_conformance-{__version__}.dist-info/METADATA").decode()
    assert "License-Expression: MIT" in metadata.splitlines()


def test_the_license_is_an_spdx_expression_not_a_table() -> None:
    """setuptools warns that a `project.license` table stops working on 2027-02-18 (`python -m build`); a string
    needs setuptools 77 to build."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["license"] == "MIT"
    (setuptools,) = [r for r in pyproject["build-system"]["requires"] if r.startswith("setuptools")]
    assert setuptools == "setuptools>=77"


def test_the_readme_says_how_long_tox_takes_and_what_that_covers() -> None:
    """A new user running the README's `tox` knows whether it is stuck: its typical time, and what is measured."""
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    said = re.search(r"A whole `tox` \((.*?)\) typically takes about (\d+) to (\d+) minutes on a 2-core machine", text)
    assert said, "the README gives tox's typical time"
    assert "`py`" in said.group(1) and "`phase`" in said.group(1)
    ini = (ROOT / "tox.ini").read_text(encoding="utf-8")
    assert "envlist = phase, py" in ini, "the README's time is of both default environments"
