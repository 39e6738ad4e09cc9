"""The teacher's dashboard: the scenario library and files, the builder, the presenter and share
links (``?scenario=NAME`` or ``?scenario=z:CODE``, with ``&at=N``: the cards played so far);
:func:`build_teacher` reads ``QUERY_STRING``. A scenario can be saved on the server or downloaded
as a JSON file.

>>> app = build_teacher({"QUERY_STRING": "scenario=r10-wedding"})
>>> app.name, app.tabs.selected_index, "scenario=r10-wedding" in app.link.value
('r10-wedding', 0, True)
>>> app.presenter.next_button.click()
>>> f"at={app.presenter.position}" in app.link.value
True
>>> build_teacher({"QUERY_STRING": app.share_query()}).presenter.position == app.presenter.position
True
"""

from __future__ import annotations

import base64
import json
import os
import time
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import parse_qsl, urlencode

import ipywidgets as W

import hydra
from hydra.core.i18n import _
from tutor.hydra import scenarios as sc
from tutor.classroom import COOKIE_ENV, cookie_name, key_from_cookies
from tutor.language import language_query, page_language
from tutor.links import query_value
from tutor.hydra.scenarios import Scenario, problems

from widgets.classroom import TeacherPanel
from widgets.classroom.key import key_cookie_html
from widgets.common.base import Trait, esc
from widgets.common.nav import nav_html
from widgets.common.query import address_html
from .builder import ScenarioBuilder
from .presenter import STYLE, Presenter, message_html, safe

__all__ = ["TeacherApp", "build_teacher", "saved_dir", "scenario_json", "PROJECTOR_STYLE", "CLASS_VIEW_STYLE"]

#: The dashboard on a projector (1280x720): the page's margins go, the scenario files take one
#: row, and the presenter puts the table beside the hands, so the hand of the seat to move is on
#: the screen without scrolling; text stays large enough for the back of a room.
PROJECTOR_STYLE = """<style>
body.jp-Notebook, .jp-Notebook{padding:0 !important}
#rendered_cells, .voila-container{padding:4px 10px !important;max-width:none !important}
.jp-Cell{padding:0 !important;margin:0 !important}
.jp-OutputArea-output{padding:0 !important}
.ht{font-size:17px}
.ht-files{font-size:15px}
.ht-files .widget-dropdown{width:360px !important}
.ht-files .widget-text{width:170px !important}
.ht-files .widget-dropdown{width:330px !important}
.ht-download{font-size:16px;margin:0 10px;display:inline-flex;align-items:center;min-height:44px}
.ht-share{font-size:15px}
.ht-present-row{gap:14px}
.ht-present-row > .ht-left{flex:0 1 480px;min-width:0}
.ht-present-row > .ht-right{flex:1 1 640px;min-width:0}
.ht .ht-title-row h1{display:inline;font-size:28px;margin-right:12px}
.ht .ht-desc{font-size:18px;margin:2px 0 4px 0}
.ht-seat{font-size:18px}
.ht-files .widget-upload{width:auto !important;max-width:100%}
.ht-files .widget-upload, .ht button{white-space:normal;height:auto;min-height:44px}
@media (max-width: 600px){
 .ht-files .widget-dropdown, .ht-files .widget-text{width:100% !important}
 .ht .ht-title-row h1{font-size:24px}
}
</style>"""


#: The class view on a projector (1280x720): while a class is open the dashboard drops what the room
#: need not see (the navigation, the scenario files, the share line, the scenario's description), so
#: the code, the QR code, the question, the count and the position fit on one screen.
CLASS_VIEW_STYLE = """<style>
.ht-class-on .hn-bar, .ht-class-on .ht-files, .ht-class-on .ht-share, .ht-class-on .ht-desc{display:none !important}
.ht-class-on .ht-title-row h1{font-size:22px !important}
.ht-class-on .hc-box{margin:2px 0;padding:4px 10px}
.ht-class-on .widget-tab-contents, .ht-class-on .widget-tab > .widget-tab-contents{padding:2px 6px !important}
.ht-class-on .ht-present-row{margin-top:2px}
.ht-class-on .hc-ok, .ht-class-on .hc-msg{margin:2px 0;padding:3px 10px}
.ht-class-on .widget-tab > .p-TabBar, .ht-class-on .widget-tab > .lm-TabBar{display:none}
.ht-class-on > .widget-html:has(> .widget-html-content:empty){display:none}
.ht-class-on .ht-title-row{margin:0}
.ht-answers-hidden .ht-expl, .ht-answers-hidden .ht-won{display:none !important}
.ht-answers-hidden .ht-cards svg rect[stroke="#f2b600"], .ht-answers-hidden .ht-cards svg rect[stroke="#1f8a3a"],
.ht-answers-hidden .ht-cards svg g:has(> circle[fill="#1f8a3a"]),
.ht-answers-hidden .ht-mover svg rect[stroke="#2e9d4a"], .ht-answers-hidden .ht-mover svg rect[stroke="#c62828"],
.ht-answers-hidden .ht-mover svg g:has(> circle[fill="#2e9d4a"]),
.ht-answers-hidden .ht-mover svg g:has(> circle[fill="#c62828"]),
.ht-answers-hidden .ht-mover svg rect[fill="#9e9e9e"]{display:none !important}
.ht-answers-hidden .ht-mover button.mod-success{background-color:var(--jp-layout-color2, #eee) !important;
 color:var(--jp-ui-font-color1, #000) !important}
.ht-answers-hidden .ht-mover button:disabled{opacity:1 !important}
</style>"""


def saved_dir() -> Path:
    """Where a teacher's own scenarios are saved: ``$HYDRA_DATA_DIR/scenarios``."""
    from tutor.progress import default_data_dir
    return default_data_dir() / "scenarios"


class TeacherApp(W.VBox):
    """The teacher's dashboard: library and files, the builder, the presenter, share links."""

    def __init__(self, scenario: Scenario | None = None, name: str | None = None, at: int | None = None,
                 environ: Mapping[str, str] | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.add_class("ht")
        self.name = name
        self.presenter = Presenter()
        self.builder = ScenarioBuilder(scenario, on_present=self.present)
        self.library = W.Dropdown(description=_("scenario"), options=self._choices(), value=None,
                                  style={"description_width": "initial"},
                                  layout=W.Layout(width="520px"))
        self.open_button = W.Button(description=_("Open"), icon="folder-open")
        self.upload = W.FileUpload(accept=".json", multiple=False, description=_("Load a scenario file"))
        self.save_name = W.Text(placeholder=_("file name, e.g. my-hydra-trick"),
                                layout=W.Layout(width="280px"))
        self.save_button = W.Button(description=_("Save"), icon="save")
        self.edit_button = W.Button(description=_("Edit in builder"), icon="pencil")
        self.message = W.HTML()
        self.link = W.HTML()
        self.address = W.HTML()      # writes the scenario, the position and the class into the page's address
        self._key_codes: set[str] = set()    # the classes whose teacher's key this page keeps in a cookie
        self.download = W.HTML()
        self.open_button.on_click(lambda b: self.open_choice())
        self.save_button.on_click(lambda b: self.save())
        self.edit_button.on_click(lambda b: self.edit())
        self.upload.observe(lambda change: self._uploaded(), "value")
        self.tabs = W.Tab([self.presenter, self.builder])
        self.tabs.set_title(0, _("Present"))
        self.tabs.set_title(1, _("Build"))
        bar = W.HBox([self.library, self.open_button, self.upload, self.save_name, self.save_button,
                      self.download, self.edit_button],
                     layout=W.Layout(flex_flow="row wrap", align_items="center"))
        bar.add_class("ht-files")
        self.presenter.on_move(self._moved)
        # "Ask the class" (issue 12): the position on the presenter becomes a question to every learner
        self.classroom = TeacherPanel(None, lambda: self.presenter.line, environ=environ,
                                      on_change=self._class_changed)
        self.children = [W.HTML(STYLE + PROJECTOR_STYLE + CLASS_VIEW_STYLE + nav_html("teacher")), bar, self.message,
                         self.link, self.address, self.classroom, self.tabs]
        self.tabs.observe(lambda _change: self._show_download(), "selected_index")
        if scenario is not None:
            self.present(scenario, name, at)
        else:
            self.tabs.selected_index = 1
        self._show_download()

    def show_message(self, text: str) -> None:
        self.message.value = message_html(text)

    def _choices(self) -> list[tuple[str, tuple[str, str]]]:
        out = []
        for n in sc.library_names():
            try:
                out.append((_("library: {title}").format(title=sc.title_of(sc.load_library(n))), ("library", n)))
            except sc.ScenarioError:
                continue
        folder = saved_dir()
        if folder.is_dir():
            out += [(_("saved: {name}").format(name=p.stem), ("saved", p.stem)) for p in sorted(folder.glob("*.json"))]
        return out

    @safe
    def present(self, scenario: Scenario, name: str | None = None, at: int | None = None) -> None:
        """Show ``scenario`` in the presenter (and the builder), with its share link; ``at``: the
        cards played so far (a share link's position)."""
        self.name = name
        self.presenter.load(scenario, at=at)
        if self.builder.scenario.to_record() != scenario.to_record():
            self.builder.load(scenario)
        self.tabs.selected_index = 0
        self.message.value = ""
        self._moved()

    def share_query(self) -> str:
        """The query string that opens this dashboard where the presenter is: the scenario (a library
        name, else its code) and ``at``, the cards played so far. Cards played beyond the scenario's
        own (by the teacher or the example players) go into the code."""
        line = self.presenter.line
        scenario = self.presenter.scenario
        if line is None or scenario is None:
            return ""
        recorded = [c for t in scenario.tricks for c in t]
        if line.played == recorded[:line.cursor]:
            query = sc.share_query(scenario, self.name)
        else:
            query = sc.share_query(line.to_scenario())
        return f"{query}&at={line.cursor}"

    def address_query(self) -> dict[str, str | None]:
        """What the page's address carries, so that F5 comes back here: the scenario and ``at`` (as the
        share link) and, while a class is open, its code (``class``; None removes it once the class has
        ended). Never the teacher's key (``teacher``: an old link's is removed): a projector shows the
        address to the room; the key is kept in a cookie (:meth:`key_cookies`)."""
        keys: dict[str, str | None] = {"scenario": None, "at": None}
        keys.update(parse_qsl(self.share_query()))
        room = self.classroom.room
        keys["class"] = room.code if room is not None else None
        keys["teacher"] = None
        return keys

    def key_cookies(self) -> dict[str, str | None]:
        """The cookies that keep the open class's teacher's key (tutor.classroom.key), so that F5
        continues the class; None removes the cookie of a class this page opened before."""
        room = self.classroom.room
        cookies: dict[str, str | None] = {cookie_name(code): None for code in self._key_codes}
        if room is not None and room.teacher:
            cookies[cookie_name(room.code)] = room.teacher
            self._key_codes.add(room.code)
        return cookies

    def write_address(self) -> None:
        room = self.classroom.room
        age = max(60, int(room.expires - time.time())) if room is not None else 0
        self.address.value = address_html(**self.address_query()) + key_cookie_html(self.key_cookies(), age)

    def _class_changed(self) -> None:
        """A class opened or ended, a question asked or revealed: the projector's class view, what it
        hides while a question is open, and the page's address."""
        room = self.classroom.room
        hide = self.classroom.hides_answers
        # the style sheet hides the answers at once (one message, drawn before any later one: the
        # question pushed next), then the presenter draws the position without them
        if hide:
            self.add_class("ht-answers-hidden")
        else:
            self.remove_class("ht-answers-hidden")
        if room is not None:
            self.add_class("ht-class-on")
        else:
            self.remove_class("ht-class-on")
        self.presenter.set_hide_answers(hide)
        self.write_address()

    def _moved(self) -> None:
        """The presenter moved: the share link follows the position, the download the line."""
        self.write_address()
        query = self.share_query()
        if not query:
            self.link.value = ""
            return
        lang = "&" + urlencode(language_query()) if language_query() else ""      # the link keeps ?lang=
        opens = _("(opens at card {number})").format(number=self.presenter.position)
        share, link, add, label = _("Share this position:"), _("link"), _("or add"), _("share link")
        self.link.value = (f'<div class="ht-todo ht-share"><b>{esc(share)}</b> '
                           f'<a href="?{esc(query + lang)}" target="_blank">{esc(link)}</a> {esc(opens)} &middot; '
                           f'{esc(add)} <input readonly aria-label="{esc(label)}" '
                           f'value="?{esc(query)}"> '
                           + esc(_("to the address of this dashboard.")) + "</div>")
        self._show_download()

    def scenario_for_download(self) -> Scenario:
        """What *Download this scenario* gives (a JSON file): the builder's scenario on the Build tab, else the
        line shown with every card played on it."""
        line = self.presenter.line
        if self.tabs.selected_index == 1 or line is None:
            return self.builder.scenario
        return line.to_scenario(whole=True)

    def _show_download(self) -> None:
        try:
            scenario = self.scenario_for_download()
            text = scenario.dumps() + "\n"
        except Exception:                      # an unfinished scenario still downloads as it is
            return
        data = base64.b64encode(text.encode("utf-8")).decode("ascii")
        stem = "".join(ch if ch.isalnum() else "-" for ch in (scenario.title or "hydra-scenario").lower())[:40]
        self.download.value = (f'<a class="ht-download text-link" download="{esc(stem.strip("-") or "scenario")}.json" '
                               f'href="data:application/json;base64,{data}">&#11015; '
                               + esc(_("Download this scenario")) + "</a>")

    @safe
    def open_choice(self) -> None:
        choice = self.library.value
        if not choice:
            self.show_message(_("Choose a scenario first."))
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
            self.show_message(_("Type a file name first (letters, digits and dashes)."))
            return
        scenario = self.builder.scenario
        found = [p for p in problems(scenario) if not p.todo]
        if found:
            self.show_message(_("Not saved: {reason}").format(reason=found[0].text))
            return
        path = sc.save_scenario(scenario, saved_dir() / f"{name}.json")
        self.library.options = self._choices()
        self.message.value = message_html(_("Saved as {file} in {folder}.").format(file=path.name, folder=path.parent),
                                          "ok")

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
            self.show_message(_("This scenario cannot be played: {reasons}").format(
                reasons=" ".join(p.text for p in found)))
            return False
        self.builder.load(scenario)
        if problems(scenario):
            self.tabs.selected_index = 1
            self.show_message(_("Loaded into the builder: it is not finished yet."))
            return True
        self.present(scenario)
        return True


def build_teacher(environ: Mapping[str, str] | None = None) -> TeacherApp:
    """The dashboard for ``notebooks/teacher.ipynb``; ``?scenario=...`` opens that scenario."""
    environ = os.environ if environ is None else environ
    query = environ.get("QUERY_STRING", "") or ""
    page_language({**environ, "QUERY_STRING": query})     # ?lang=de, else the browser's language (issue 33)
    try:
        scenario = sc.scenario_from_query(query)
    except (sc.ScenarioError, hydra.HydraError) as error:
        app = TeacherApp(environ=environ)
        text = str(error)
        app.show_message(_("{reason}. Choose a scenario below or build one.").format(
            reason=f"{text[:1].upper()}{text[1:]}"))
        return app
    name = None
    if scenario is not None:
        value = query_value(query, "scenario") or ""
        name = value if value in sc.library_names() else None
    at_text = (query_value(query, "at") or "").strip()
    at = int(at_text) if at_text.isdigit() else None
    app = TeacherApp(scenario, name, at, environ=environ)
    code, teacher = query_value(query, "class"), query_value(query, "teacher")
    cookies = environ.get(COOKIE_ENV, "") or ""
    if environ is os.environ:                  # read once; nothing else in the page needs the browser's cookies
        os.environ.pop(COOKIE_ENV, None)
    if code:                                   # the teacher's own browser (its cookie) or old link continues a class
        key = (teacher or "")[:32] or key_from_cookies(cookies, code)
        app.classroom.run(app.classroom.resume, code[:12], key)
        app.write_address()                   # an old link's key leaves the address, into the cookie
    return app


def scenario_json(app: TeacherApp) -> str:
    """The builder's scenario as the rulings' JSON (for a notebook cell)."""
    return json.dumps(app.builder.scenario.to_record(), indent=1, ensure_ascii=False)
