"""The teacher's dashboard: the scenario library and files, the builder, the presenter and share
links (``?scenario=NAME`` or ``?scenario=z:CODE``); :func:`build_teacher` reads ``QUERY_STRING``.

>>> app = build_teacher({"QUERY_STRING": "scenario=r10-wedding"})
>>> app.name, app.tabs.selected_index, "scenario=r10-wedding" in app.link.value
('r10-wedding', 0, True)
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import ipywidgets as W

import hydra
from tutor import scenarios as sc
from tutor.links import query_value
from tutor.scenarios import Scenario, problems

from ..common.base import esc
from .builder import ScenarioBuilder
from .presenter import STYLE, Presenter, message_html, safe

__all__ = ["TeacherApp", "build_teacher", "saved_dir", "scenario_json"]


def saved_dir() -> Path:
    """Where a teacher's own scenarios are saved: ``$HYDRA_DATA_DIR/scenarios``."""
    from tutor.progress import default_data_dir
    return default_data_dir() / "scenarios"


class TeacherApp(W.VBox):
    """The teacher's dashboard: library and files, the builder, the presenter, share links."""

    def __init__(self, scenario: Scenario | None = None, name: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("ht")
        self.name = name
        self.presenter = Presenter()
        self.builder = ScenarioBuilder(scenario, on_present=self.present)
        self.library = W.Dropdown(description="scenario", options=self._choices(), value=None,
                                  style={"description_width": "initial"},
                                  layout=W.Layout(width="520px"))
        self.open_button = W.Button(description="Open", icon="folder-open")
        self.upload = W.FileUpload(accept=".json", multiple=False, description="Load JSON file")
        self.save_name = W.Text(placeholder="file name, e.g. my-hydra-trick",
                                layout=W.Layout(width="280px"))
        self.save_button = W.Button(description="Save", icon="save")
        self.edit_button = W.Button(description="Edit in builder", icon="pencil")
        self.message = W.HTML()
        self.link = W.HTML()
        self.open_button.on_click(lambda b: self.open_choice())
        self.save_button.on_click(lambda b: self.save())
        self.edit_button.on_click(lambda b: self.edit())
        self.upload.observe(lambda change: self._uploaded(), "value")
        self.tabs = W.Tab([self.presenter, self.builder])
        self.tabs.set_title(0, "Present")
        self.tabs.set_title(1, "Build")
        bar = W.HBox([self.library, self.open_button, self.upload, self.save_name, self.save_button,
                      self.edit_button], layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.children = [W.HTML(STYLE), bar, self.message, self.link, self.tabs]
        if scenario is not None:
            self.present(scenario, name)
        else:
            self.tabs.selected_index = 1

    def show_message(self, text: str) -> None:
        self.message.value = message_html(text)

    def _choices(self) -> list[tuple[str, tuple[str, str]]]:
        out = []
        for n in sc.library_names():
            try:
                out.append((f"library: {sc.load_library(n).title}", ("library", n)))
            except sc.ScenarioError:
                continue
        folder = saved_dir()
        if folder.is_dir():
            out += [(f"saved: {p.stem}", ("saved", p.stem)) for p in sorted(folder.glob("*.json"))]
        return out

    @safe
    def present(self, scenario: Scenario, name: str | None = None) -> None:
        """Show ``scenario`` in the presenter (and the builder), with its share link."""
        self.name = name
        self.presenter.load(scenario)
        if self.builder.scenario.to_record() != scenario.to_record():
            self.builder.load(scenario)
        query = sc.share_query(scenario, name)
        self.link.value = (f'<div class="ht-todo ht-share"><b>Share:</b> <a href="?{esc(query)}" '
                           f'target="_blank">link to this scenario</a> &middot; or add '
                           f'<input readonly aria-label="share link" value="?{esc(query)}"> '
                           "to the address of this dashboard.</div>")
        self.tabs.selected_index = 0
        self.message.value = ""

    @safe
    def open_choice(self) -> None:
        choice = self.library.value
        if not choice:
            self.show_message("Choose a scenario first.")
            return
        where, name = choice
        if where == "library":
            self.present(sc.load_library(name), name)
        else:
            self.present(sc.load_scenario(saved_dir() / f"{name}.json"))

    @safe
    def save(self) -> None:
        name = "".join(ch for ch in self.save_name.value.strip().lower().replace(" ", "-")
                       if ch.isalnum() or ch in "-_")
        if not name:
            self.show_message("Type a file name first (letters, digits and dashes).")
            return
        scenario = self.builder.scenario
        found = [p for p in problems(scenario) if not p.todo]
        if found:
            self.show_message(f"Not saved: {found[0].text}")
            return
        path = sc.save_scenario(scenario, saved_dir() / f"{name}.json")
        self.library.options = self._choices()
        self.message.value = message_html(f"Saved as {path.name} in {path.parent}.", "ok")

    @safe
    def edit(self) -> None:
        self.builder.load(self.presenter.line.to_scenario() if self.presenter.line else self.builder.scenario)
        self.tabs.selected_index = 1

    @safe
    def _uploaded(self):
        files = self.upload.value
        if not files:
            return
        item = files[0] if isinstance(files, (list, tuple)) else next(iter(files.values()))
        content = bytes(item["content"]).decode("utf-8", errors="replace")
        self.load_text(content)

    @safe
    def load_text(self, text: str) -> bool:
        """Load a scenario from JSON text: a bad one shows the engine's reason and changes nothing."""
        scenario = Scenario.from_record(text)
        found = [p for p in problems(scenario) if not p.todo]
        if found:
            self.show_message("This scenario cannot be played: " + " ".join(p.text for p in found))
            return False
        self.builder.load(scenario)
        if problems(scenario):
            self.tabs.selected_index = 1
            self.show_message("Loaded into the builder: it is not finished yet.")
            return True
        self.present(scenario)
        return True


def build_teacher(environ: Mapping[str, str] | None = None) -> TeacherApp:
    """The dashboard for ``notebooks/teacher.ipynb``; ``?scenario=...`` opens that scenario."""
    environ = os.environ if environ is None else environ
    query = environ.get("QUERY_STRING", "") or ""
    try:
        scenario = sc.scenario_from_query(query)
    except (sc.ScenarioError, hydra.HydraError) as error:
        app = TeacherApp()
        app.show_message(f"{error}. Choose a scenario below or build one.")
        return app
    name = None
    if scenario is not None:
        value = query_value(query, "scenario") or ""
        name = value if value in sc.library_names() else None
    return TeacherApp(scenario, name)


def scenario_json(app: TeacherApp) -> str:
    """The builder's scenario as the rulings' JSON (for a notebook cell)."""
    return json.dumps(app.builder.scenario.to_record(), indent=1, ensure_ascii=False)
