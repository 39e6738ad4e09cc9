"""Sharing teacher scenarios: compact link codes, JSON files, and the curated library.

A link is ``?scenario=NAME`` (a library scenario) or ``?scenario=z:CODE`` (zlib + base64url
of the scenario's round record); a file is the record as JSON.

>>> from tutor.hydra.scenarios.model import Scenario
>>> s = Scenario.dealt(seed=7, dealer=4)
>>> code = encode_scenario(s)
>>> code.startswith("z:"), decode_scenario(code).hands == s.hands
(True, True)
"""

from __future__ import annotations

import base64
import json
import os
import urllib.parse
import zlib
from pathlib import Path

import hydra
from hydra.core.errors import Given
from hydra.core.i18n import _
from hydra.core.record_json import LoadedRecord

from tutor.links import query_value
from .model import Scenario, ScenarioError

__all__ = ["encode_scenario", "decode_scenario", "scenario_from_query", "share_query", "library_dir",
           "library_names", "load_library", "load_scenario", "save_scenario"]

_LINK_PREFIX = "z:"


def encode_scenario(scenario: Scenario | LoadedRecord | str) -> str:
    """A compact, URL-safe code of a scenario (zlib + base64url of its record's JSON)."""
    record = scenario.to_record() if isinstance(scenario, Scenario) else hydra.load_record(scenario)
    text = json.dumps(record, separators=(",", ":"), ensure_ascii=False)
    packed = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii")
    return _LINK_PREFIX + packed.rstrip("=")


def decode_scenario(code: str) -> Scenario:
    """The scenario of a code made by :func:`encode_scenario`."""
    code = str(code).strip()
    if code.startswith(_LINK_PREFIX):
        code = code[len(_LINK_PREFIX):]
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        text = zlib.decompress(raw).decode("utf-8")
    except (ValueError, zlib.error, UnicodeDecodeError):
        raise ScenarioError(_("this link does not hold a scenario: it may be cut short; copy the whole link "
                              "again")) from None
    return Scenario.from_record(text)


def library_dir() -> Path:
    """The folder of curated scenarios (``scenarios/`` at the repository root)."""
    env = os.environ.get("HYDRA_SCENARIOS")
    return Path(env) if env else Path(__file__).resolve().parents[3] / "scenarios"


def library_names() -> list[str]:
    """The names of the library's scenarios (file names without ``.json``), sorted."""
    folder = library_dir()
    return sorted(p.stem for p in folder.glob("*.json")) if folder.is_dir() else []


def load_library(name: str) -> Scenario:
    name = str(name).strip()
    if name not in library_names():
        raise ScenarioError(_("there is no library scenario called {name!r}").format(name=name))
    return load_scenario(library_dir() / f"{name}.json")


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise ScenarioError(_("cannot read {path!r}: {why}").format(path=str(path), why=error.strerror)) from None
    return Scenario.from_record(text)


def save_scenario(scenario: Scenario, path: str | os.PathLike[str]) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(scenario.dumps() + "\n", encoding="utf-8")
    return path


def scenario_from_query(query: str | None) -> Scenario | None:
    """``scenario=NAME`` (a library scenario) or ``scenario=z:CODE`` (an encoded one), or None."""
    value = query_value(query, "scenario")
    if not value:
        return None
    value = value.strip()
    if value in library_names():
        return load_library(value)
    if value.startswith(_LINK_PREFIX):
        return decode_scenario(value)
    raise ScenarioError(_("there is no scenario called {value!r} in the library").format(value=Given(value)))


def share_query(scenario: Scenario, name: str | None = None) -> str:
    """The query string that opens this scenario: a library name, else its code."""
    if name and name in library_names():
        return "scenario=" + urllib.parse.quote(name)
    return "scenario=" + encode_scenario(scenario)
