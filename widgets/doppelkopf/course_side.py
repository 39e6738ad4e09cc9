"""Lesson 07's live Doppelkopf side: thin views over :mod:`tutor.doppelkopf.course_side`.

``SideBySide`` picks a game and four cards (and the fifth Hydra player's card) and shows, for the
Hausrunde, the Turnier and Hydra, the trump ladder and who wins, each with the engine's words and
rules. ``ColourSoloPoint`` and ``Exception120`` are two of the teaching points with a choice;
:func:`point_html` draws any teaching point. No rule is decided here.

>>> s = SideBySide()
>>> s.game.value = "color-solo:S"
>>> [c.value for c in s.cards] == ["SD", "R10", "SK", "EO"]
True
>>> s.verdicts[2].card                                           # Hydra's Schell solo: R10 is plain
'SD'
>>> 'data-side="turnier"' in s.ladder_html.value and 'data-winner="R10"' in s.trick_html.value
True
>>> s.cards[1].value = s.cards[2].value = "EO"                  # three Kreuz-Damen: a sentence, no traceback
>>> "ds-bad" in s.trick_html.value and "Traceback" not in s.trick_html.value
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import ipywidgets as W

import hydra
from hydra.core.i18n import _
from hydra.doppelkopf.cards import FRENCH_SUITS
from hydra.doppelkopf.compare import SET_NAMES
from tutor.doppelkopf.words import dk_words, short_name
from tutor.doppelkopf.course_side import (SideLadder, Verdict, contracts, dk_deck, hausrunde_120, hydra_fifth_cards,
                                          hydra_name, ladders, point, quotes, who_wins, winner_at)
from tutor.doppelkopf.course_side import Point as TeachingPoint

from ..common.base import Change, SnapshotMixin, Trait, esc
from ..common.rules import rules_in_place_html
from ..hydra.faces import cards_row_html
from .html import STYLE as DK_STYLE
from .html import example_html, quote_html, rule_titles, said_html

__all__ = ["STYLE", "SideBySide", "ColourSoloPoint", "Exception120", "point_html", "points_html", "ladders_html",
           "verdicts_html", "chip_html", "rule_names"]

STYLE = DK_STYLE + """<style>
.ds{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.45;color:#1b1b1b;
 max-width:1100px}
.ds-cols{display:flex;flex-wrap:wrap;gap:10px;margin:6px 0}
.ds-col{flex:1 1 250px;min-width:0;max-width:100%;box-sizing:border-box;border:1px solid #cfd8d2;border-radius:8px;
 padding:8px 10px;background:#fbfdfb;overflow-wrap:anywhere}
.ds-col h4{margin:0 0 4px 0;font-size:16px;color:#1f3d2a}
.ds-col.hydra{background:#f7f5fc;border-color:#d6cfe6}
.ds-col.off{background:#f3f3f3;color:#555}
.ds-chips{display:flex;flex-wrap:wrap;gap:3px;margin:3px 0}
.ds-chip{display:inline-block;border:1px solid #999;border-radius:5px;padding:1px 5px;background:#fff;font-size:13px;
 white-space:nowrap}
.ds-chip.red{color:#b0141e}
.ds-chip.only{background:#fff1b8;border-color:#c99700;font-weight:600}
.ds-chip .n{color:#777;font-size:11px;margin-right:3px}
.ds-fails{font-size:13px;color:#333;margin-top:4px}
.ds-suit{font-size:12px;color:#555;margin-right:3px;align-self:center}
.ds-note{font-size:13px;color:#333;margin:4px 0 0 0}
.ds-rules{font-size:12px;color:#555}
.ds-win{font-weight:700;font-size:15px;margin:4px 0}
.ds-steps{margin:4px 0 0 0;padding-left:18px;font-size:13px}
.ds-bad{background:#fdecec;border-left:4px solid #a0141e;padding:4px 8px;border-radius:4px;color:#6b0d14}
.ds-legend{font-size:13px;color:#444}
.ds-point{border:1px solid #cfd8d2;border-radius:8px;padding:8px 12px;margin:10px 0}
.ds-point h3{margin:0 0 4px 0;font-size:18px}
.ds-mistake{background:#eef5f0;border-radius:6px;padding:6px 9px}
.ds-trick svg{max-width:100%;height:auto}
.ds-controls .widget-dropdown{max-width:100%}
.ds-step{margin:4px 0}
.ds-step .dk-card{white-space:normal}
</style>"""

_SYMBOL = {"E": "&#9827;", "G": "&#9824;", "R": "&#9829;", "S": "&#9830;"}
_GERMAN = {"E": "Eichel", "G": "Grün", "R": "Rot", "S": "Schell"}


def chip_html(card: str, side: str, *, only: bool = False, place: int | None = None) -> str:
    """One card as a chip: French names on the Doppelkopf sides, German names (and the 9s and the
    Hydra) on Hydra's side; ``only``: a trump here that is no trump on the other side."""
    c = hydra.as_card(card)
    red = c.suit in ("R", "S")
    if side == "hydra":
        text = esc(c.german_name if c.suit is not None else "Hydra")
    else:
        text = f"{_SYMBOL[str(c.suit)]} {esc(short_name(c))}"
    num = f'<span class="n">{place}.</span>' if place is not None else ""
    cls = "ds-chip" + (" red" if red else "") + (" only" if only else "")
    return f'<span class="{cls}" data-card="{esc(card)}">{num}{text}</span>'


def rule_names(ids: Iterable[str]) -> str:
    """Cited rules for a learner: in words, never their ids (issue 34).

    >>> rule_names(["D5", "rules: Solo", "R2"])
    'Equal cards, the solos'
    """
    return rule_titles(ids)


def _rules(ids: Iterable[str]) -> str:
    ids = list(ids)
    return f'<div class="ds-rules">{rules_in_place_html(ids)}</div>' if ids else ""


def _ladder_col(ladder: SideLadder) -> str:
    side = ladder.side
    head = f"<h4>{esc(SET_NAMES[side])}: {esc(ladder.title)}</h4>"
    cls = "ds-col" + (" hydra" if side == "hydra" else "") + ("" if ladder.played else " off")
    if not ladder.played:
        return (f'<div class="{cls}" data-side="{side}" data-played="no">{head}'
                f'<p class="ds-note">{said_html(ladder.note)}</p>{_rules(ladder.rules)}</div>')
    chips = "".join(chip_html(c, side, only=c in ladder.only_here, place=i + 1) for i, c in enumerate(ladder.trumps))
    names = _GERMAN if side == "hydra" else FRENCH_SUITS
    fails = "".join(f'<div class="ds-chips"><span class="ds-suit">{esc(names[s])}:</span>'
                    + "".join(chip_html(c, side) for c in cards) + "</div>" for s, cards in ladder.fails)
    note = f'<p class="ds-note">{said_html(ladder.note)}</p>' if ladder.note else ""
    return (f'<div class="{cls}" data-side="{side}" data-played="yes" data-trumps="{esc(" ".join(ladder.trumps))}">'
            f'{head}<div><b>' + esc(_("Trumps, highest first ({count})").format(count=len(ladder.trumps)))
            + f'</b></div><div class="ds-chips">{chips}</div><div class="ds-fails"><b>'
            + esc(_("Fail suits, highest first")) + f"</b>{fails}</div>{note}{_rules(ladder.rules)}</div>")


def ladders_html(items: Sequence[SideLadder]) -> str:
    """The three ladders side by side (they wrap under each other on a narrow screen)."""
    legend = ('<div class="ds-legend">' + esc(_("{marked} a trump on this side that is not a trump on the other "
                                              "game's side.")).replace(
        "{marked}", '<span class="ds-chip only">' + esc(_("marked")) + "</span>") + "</div>")
    cols = "".join(_ladder_col(x) for x in items)
    return f'<div class="ds ds-ladders"><div class="ds-cols">{cols}</div>{legend}</div>'


def _verdict_col(v: Verdict) -> str:
    side = v.side
    head = f"<h4>{esc(SET_NAMES[side])}: {esc(v.game)}</h4>"
    cls = "ds-col" + (" hydra" if side == "hydra" else "") + ("" if v.played and not v.problem else " off")
    if not v.played:
        return (f'<div class="{cls}" data-side="{side}" data-winner="">{head}'
                f'<p class="ds-note">{said_html(v.sentence)}</p>{_rules(v.rules)}</div>')
    if v.problem:
        return (f'<div class="{cls}" data-side="{side}" data-winner="">{head}<p class="ds-bad">'
                + esc(_("This trick cannot happen here: {reason}")).replace("{reason}", said_html(v.problem))
                + "</p></div>")
    steps = "".join(f"<li>{said_html(s)}</li>" for s in v.steps)
    return (f'<div class="{cls}" data-side="{side}" data-winner="{esc(v.card or "")}">{head}'
            f'<p class="ds-win">{said_html(v.sentence)}</p><ol class="ds-steps">{steps}</ol>{_rules(v.rules)}</div>')


def verdicts_html(verdicts: Sequence[Verdict], cards: Sequence[str], fifth: str | None = None) -> str:
    """The trick's cards and the three answers side by side."""
    # the four Doppelkopf cards with Doppelkopf's words (As, not Daus), the fifth Hydra player's with Hydra's
    faces = (cards_row_html(list(cards), 52, labels=[str(i + 1) for i in range(len(cards))], inline=True,
                            deck="doppelkopf")
             + (cards_row_html([fifth], 52, labels=[str(len(cards) + 1)], inline=True) if fifth else ""))
    names = ", ".join(short_name(c) for c in cards)
    names = (_("{cards}; the fifth Hydra player: {card}").format(cards=names, card=hydra_name(fifth)) if fifth else
             _("{cards}; no fifth card yet (Hydra says who is winning so far)").format(cards=names))
    winners = " ".join(f"{v.side}={v.card or '-'}" for v in verdicts)
    return (f'<div class="ds ds-trick" data-winners="{esc(winners)}"><div>{faces}</div>'
            + '<p class="ds-note">' + esc(_("In the order played: {cards}.").format(cards=dk_words(names))) + "</p>"
            + f'<div class="ds-cols">{"".join(_verdict_col(v) for v in verdicts)}</div></div>')


def _dropdown(options: Sequence[tuple[str, str]], value: str, label: str) -> W.Dropdown:
    return W.Dropdown(options=list(options), value=value, description=label, style={"description_width": "initial"},
                      layout=W.Layout(width="205px", margin="2px 6px 2px 0"))


class SideBySide(SnapshotMixin, W.VBox):
    """Pick a game: its trumps in the Hausrunde, the Turnier and Hydra. Pick four cards (and the fifth
    Hydra player's): who wins on each side, and why."""

    def __init__(self, game: str = "normal", cards: Sequence[str] = ("R10", "EO", "R10", "SK"),
                 fifth: str | None = None, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.game = W.Dropdown(options=list(contracts()), value=game, description=_("Game:"),
                               style={"description_width": "initial"}, layout=W.Layout(width="330px", max_width="100%"))
        deck = [(short_name(c), c) for c in dk_deck()]
        self.cards = [_dropdown(deck, c, f"{i + 1}.") for i, c in enumerate(cards)]
        fifths = [(_("no fifth card yet"), "")] + [(hydra_name(c), c) for c in hydra_fifth_cards()]
        self.fifth = _dropdown(fifths, fifth or "", _("5. (Hydra only)"))
        self.fifth.layout.width = "300px"
        self.ladder_html = W.HTML()
        self.trick_html = W.HTML()
        self.verdicts: tuple[Verdict, ...] = ()
        self.game.observe(self._game_changed, names="value")
        self._quiet = False
        for d in self.cards + [self.fifth]:
            d.observe(self._card_changed, names="value")
        row = W.HBox(self.cards + [self.fifth], layout=W.Layout(flex_flow="row wrap"))
        row.add_class("ds-controls")
        self.children = [W.HTML(STYLE), self.game, self.ladder_html,
                         W.HTML('<p class="ds ds-note"><b>' + esc(_("Who wins this trick?")) + "</b> "
                                + esc(_("Pick four cards in the order played; in Hydra a fifth player may add a card."))
                                + "</p>"), row, self.trick_html]
        self.add_class("ds-side-by-side")
        self._draw_ladders()
        self._draw_trick()

    def _game_changed(self, change: Change) -> None:
        example = _EXAMPLES.get(self.game.value)
        if example is not None:
            self._quiet = True
            try:
                for d, c in zip(self.cards, example):
                    d.value = c
            finally:
                self._quiet = False
        self._draw_ladders()
        self._draw_trick()

    def _card_changed(self, change: Change) -> None:
        if not self._quiet:
            self._draw_trick()

    def _draw_ladders(self) -> None:
        self.ladder_html.value = ladders_html(ladders(self.game.value))

    def _draw_trick(self) -> None:
        cards = [d.value for d in self.cards]
        fifth = self.fifth.value or None
        self.verdicts = who_wins(cards, self.game.value, fifth)
        self.trick_html.value = verdicts_html(self.verdicts, cards, fifth)

    def snapshot_html(self) -> str:
        return STYLE + self.ladder_html.value + self.trick_html.value


#: A trick to start from when a game is picked (any four cards may be chosen after).
_EXAMPLES: dict[str, tuple[str, str, str, str]] = {
    "normal": ("R10", "EO", "R10", "SK"),
    "color-solo:S": ("SD", "R10", "SK", "EO"),
    "color-solo:E": ("ED", "R10", "GO", "EK"),
    "color-solo:G": ("GD", "EO", "G10", "RU"),
    "color-solo:R": ("RD", "R10", "EU", "RK"),
    "queen-solo": ("R10", "RD", "SO", "RK"),
    "jack-solo": ("EO", "ED", "SU", "E10"),
    "mixed-solo": ("EU", "GO", "SU", "RO"),
    "ace-solo": ("EO", "ED", "EU", "E10"),
}


def point_html(p: TeachingPoint, number: int | None = None) -> str:
    """A teaching point: the mistake, each example the engines computed, the rules and their quotes."""
    quoted = "".join(quote_html(rid, rs, q) for rid, rs, q in p.quotes)
    why = ('<details class="dk-rules"><summary>' + esc(_("Why: {rules}").format(rules=rule_names(p.rules)))
           + f"</summary><ul>{quoted}</ul></details>"
           if quoted else _rules(p.rules))
    examples = "".join(example_html(e) for e in p.examples)
    title = (f"{number}. " if number else "") + p.title
    return (f'<section class="ds ds-point" data-key="{esc(p.key)}"><h3>{esc(title)}</h3>'
            f'<p class="ds-mistake">{said_html(p.mistake)}</p>{examples}{why}</section>')


class ColourSoloPoint(SnapshotMixin, W.VBox):
    """Teaching point 1 with a choice of suit: the same question for each colour solo."""

    def __init__(self, suit: str = "S", **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        from tutor.doppelkopf.course_side import colour_solo
        self._make = colour_solo
        self.suit = W.ToggleButtons(options=[("Karo / Schell", "S"), ("Herz / Rot", "R"), ("Pik / Grün", "G"),
                                             ("Kreuz / Eichel", "E")], value=suit, style={"button_width": "auto"})
        self.body = W.HTML()
        self.suit.observe(lambda _c: self._draw(), names="value")
        self.children = [W.HTML(STYLE), self.suit, self.body]
        self._draw()

    def _draw(self) -> None:
        self.point = self._make(self.suit.value)
        self.body.value = point_html(self.point, 1)

    def snapshot_html(self) -> str:
        return STYLE + self.body.value


class Exception120(SnapshotMixin, W.VBox):
    """Teaching point 5 with a choice: Re's eyes and whether only Kontra doubled (D30, D34, R5)."""

    def __init__(self, re_eyes: int = 120, kontra_doppelt: bool = True, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.eyes = W.IntSlider(value=re_eyes, min=110, max=130, description=_("Re's eyes:"),
                                style={"description_width": "initial"},
                                layout=W.Layout(width="300px", max_width="100%"))
        self.doppelt = W.Checkbox(value=kontra_doppelt, description=_("only Kontra doubled (Doppelt / Contra)"),
                                  indent=False, layout=W.Layout(width="auto"))
        self.head = W.HTML()
        self.result = W.HTML()
        self.eyes.observe(lambda _c: self._draw(), names="value")
        self.doppelt.observe(lambda _c: self._draw(), names="value")
        controls = W.HBox([self.eyes, self.doppelt], layout=W.Layout(flex_flow="row wrap", align_items="center"))
        self.children = [W.HTML(STYLE), self.head, controls, self.result]
        self._draw()

    def _draw(self) -> None:
        p = hausrunde_120(self.eyes.value)
        self.head.value = point_html(TeachingPoint(p.key, p.title, p.mistake, (), p.rules, quotes("D34", "D30")), 5)
        outs = winner_at(self.eyes.value, self.doppelt.value)
        items = "".join(f'<li data-side="{o.rule_set}" data-value="{o.value}">{said_html(o.text)}</li>' for o in outs)
        took = esc(_("Re took {eyes} eyes, Kontra {others}").format(eyes=self.eyes.value, others=240 - self.eyes.value))
        self.result.value = (f'<div class="ds dk-ex" data-eyes="{self.eyes.value}">'
                             + esc(_("{took}, computed by the engines:")).replace("{took}", f"<b>{took}</b>")
                             + f"<ul>{items}</ul></div>")

    def snapshot_html(self) -> str:
        return STYLE + self.head.value + self.result.value


def points_html(keys: Sequence[str] = ("hochzeit-alone", "gegen-die-alten", "fuechse-armut"),
                first: int = 2) -> str:
    """The teaching points without a choice, numbered from ``first``."""
    return STYLE + "".join(point_html(point(k), first + i) for i, k in enumerate(keys))
