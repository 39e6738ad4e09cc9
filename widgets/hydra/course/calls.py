"""Practising the calls before play: throwing in, valeo or morbus, naming a solo or an Antrag,
laying the open card, accepting or declining, giving back three cards.

Every choice goes to the engine's round (``Round.apply``); what it allows happens, with a sentence
that cites the rule (R6, R7, R8, R9, R10), and what it refuses is shown with the engine's reason.
The learner makes every seat's choice, or lets an example player make the one of the seat to move.

>>> p = CallsPractice(seed=2)
>>> p.choose("morbus"), "R7" in p.feedback.value
(True, True)
>>> [p.choose("valeo") for _ in range(4)]
[True, True, True, True]
>>> p.choose("antrag"), "Not allowed" in p.feedback.value and "(R7)" in p.feedback.value
(False, True)
>>> p.choose("solo:normal-solo"), p.round.phase, "R8" in p.log_html.value
(True, 'play', True)
"""

from __future__ import annotations


import ipywidgets as W

import hydra
from hydra.hydra.history import Action

from widgets.common.base import SnapshotMixin, Trait, esc, fit_layout, row_layout
from widgets.hydra.cards import HandView
from widgets.hydra.faces import cards_row_html

__all__ = ["CallsPractice", "action_text", "actions_text"]

_RULE_CHIP = '<span style="background:#e8eef9;color:#1a3f7a;border-radius:8px;padding:0 6px;font-size:85%">{}</span>'


def action_text(action: Action) -> str:
    """An action before play in words: ``'solo:color-solo:G'`` -> 'the Grün-Solo (a colour solo)'.

    >>> action_text("solo:trump-solo:O"), action_text("antrag:EO"), action_text("open:GK")
    ('the Ober-Solo (a trump solo)', 'an Antrag with the two Eichel-Obers', 'lay GK (Grün-König) face up')
    """
    text = str(action)
    word, _, arg = text.partition(":")
    if word == "solo":
        game = hydra.get_game(arg)
        return ("a " if game.kind == "normal-solo" else "the ") + game.name
    if word == "antrag":
        return (f"an Antrag with the two {hydra.as_card(arg).german_name}s" if arg
                else "an Antrag with its two equal key Obers")
    if word == "open":
        card = hydra.as_card(arg)
        return f"lay {card} ({card.name()}) face up"
    if word == "return":
        card = hydra.as_card(arg)
        return f"give back {card} ({card.name()})"
    return {"valeo": "valeo (healthy)", "morbus": "morbus (a reservation)", "accept": "accept the Antrag",
            "decline": "decline the Antrag", "throw-in": "throw in", "keep": "keep the hand"}.get(word, text)


def actions_text(actions: list[Action]) -> str:
    """A list of actions as one phrase: 'valeo (healthy) or morbus (a reservation)'."""
    words = [action_text(a) for a in actions]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _what_happened(rnd: hydra.Round, seat: int | None, action: str, before: str) -> str:
    """The sentence for an action the engine allowed, with its rule."""
    word, _, arg = action.partition(":")
    who = f"Seat {seat}"
    chip = _RULE_CHIP.format
    if word == "valeo":
        return f"{who} says valeo: no reservation {chip('R7')}."
    if word == "morbus":
        return f"{who} says morbus: a reservation; once everyone has called, it names a solo or an Antrag {chip('R7')}."
    if word == "solo":
        return f"{who} names {esc(action_text(action))}: a solo is always allowed {chip('R7')}."
    if word == "antrag":
        return (f"{who} names an Antrag: it holds two equal key Obers and will lay them face down "
                f"{chip('R9')}.")
    if word == "open":
        return (f"{who} lays its two Obers face down and {esc(arg)} face up; the offer goes clockwise "
                f"from the next seat {chip('R9')}.")
    if word == "accept":
        return (f"{who} accepts: it takes the three cards unseen by the others and gives back any three "
                f"{chip('R9')}.")
    if word == "decline":
        if rnd.phase == "antrag-offer":
            return f"{who} declines; the offer goes on clockwise {chip('R9')}."
        return (f"{who} declines. Nobody accepted: the Antrag goes through (durchgehen) and a healthy game "
                f"is played, the key cards make the parties {chip('R9')} {chip('R10')}.")
    if word == "return":
        return f"{who} gives back {esc(arg)} to the proposer, face down {chip('R9')}."
    if word in ("throw-in", "keep"):
        return (f"{who} throws in: the same dealer deals again {chip('R6')}." if word == "throw-in"
                else f"{who} keeps the hand {chip('R6')}.")
    return esc(action_text(action))


class CallsPractice(SnapshotMixin, W.VBox):
    """Make the calls of a dealt round yourself, seat by seat; the engine checks every choice."""

    def __init__(self, seed: int = 2, dealer: int = 0, **kwargs: Trait) -> None:
        super().__init__(**kwargs)
        self.seed_box = W.IntText(value=seed, description="Deal:", layout=W.Layout(width="160px"))
        self.deal_button = W.Button(description="Deal again", icon="random", layout=fit_layout())
        self.deal_button.on_click(lambda _b: self.deal(self.seed_box.value))
        self.header = W.HTML()
        self.hand = HandView(cards=[], width=52, selectable=False)
        self.hand.on_click(lambda _i, code: self._card_clicked(code))
        self.buttons = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.solo_picker = W.Dropdown(options=[], layout=fit_layout("240px"))
        self.example_button = W.Button(description="Let an example player choose", icon="user",
                                       layout=W.Layout(width="auto"))
        self.example_button.on_click(lambda _b: self.choose(hydra.RuleBasedPlayer(0).choose(self.round)))
        self.feedback = W.HTML()
        self.log_html = W.HTML()
        self.children = [W.HBox([self.seed_box, self.deal_button], layout=row_layout()), self.header, self.hand,
                         self.buttons, self.feedback, self.log_html]
        self.deal(seed, dealer)

    def deal(self, seed: int, dealer: int = 0) -> None:
        self.round = hydra.Round.new(seed=seed, dealer=dealer)
        self.seed_box.value = seed
        self.steps: list[str] = []
        self.feedback.value = ""
        self._draw()

    def choose(self, action: Action) -> bool:
        """Apply ``action`` for the seat to move; False (and the reason, with its rule) if refused."""
        rnd = self.round
        seat, before = rnd.to_move, rnd.phase
        try:
            rnd.apply(action)
        except hydra.HydraError as error:
            rule = getattr(error, "rule", "") or ""
            chip = f" {_RULE_CHIP.format(esc(rule))}" if rule and rule not in str(error) else ""
            self.feedback.value = f'<p style="color:#a0141e"><b>Not allowed:</b> {esc(error)}{chip}</p>'

            return False
        sentence = _what_happened(rnd, seat, str(action), before)
        self.steps.append(sentence)
        self.feedback.value = f'<p style="color:#1d7a33">{sentence}</p>'
        if rnd.phase == "play" and before != "play":
            self.steps.append(self._start_sentence())
        self._draw()
        return True

    def _start_sentence(self) -> str:
        rnd = self.round
        f = rnd.formation
        assert f is not None
        parties = "; ".join(f"{name}: seat{'s' if len(p) > 1 else ''} {', '.join(map(str, p))}"
                            for name, p in zip(f.names, f.parties))
        why = "R8: the soloist leads" if rnd.contract and rnd.contract[0] == "solo" else "R8: the dealer's left leads"
        return (f"<b>Play starts:</b> the {esc(rnd.game.name)}, {esc(hydra.describe_kind(f.kind))} "
                f"({esc(parties)}); seat {rnd.to_move} leads the first trick {_RULE_CHIP.format(esc(why))}.")

    def snapshot_html(self) -> str:
        return self.header.value + self.hand.snapshot_html() + self.feedback.value + self.log_html.value

    def _card_clicked(self, code: str) -> None:
        phase = self.round.phase
        if phase == "antrag-open":
            self.choose(f"open:{code}")
        elif phase == "antrag-return":
            self.choose(f"return:{code}")
        else:
            self.feedback.value = "<p><i>Cards are chosen only when laying the open card or giving back.</i></p>"

    def _button(self, label: str, action: str, style: str = "") -> W.Button:
        button = W.Button(description=label, button_style=style, layout=W.Layout(width="auto"))
        button.on_click(lambda _b: self.choose(action))
        return button

    def _draw(self) -> None:
        rnd = self.round
        seat, phase = rnd.to_move, rnd.phase
        calls = ", ".join(f"seat {s}: {w}" for s, w in rnd.calls.items()) or "none yet"
        proposal = rnd.proposal
        table = ""
        if proposal and "open_card" in proposal and phase in ("antrag-offer", "antrag-return"):
            table = ("<p>On the table: two cards face down and " + esc(proposal["open_card"]) + " face up:"
                     + cards_row_html(["EO", "EO", proposal["open_card"]], 40, dims=[True, True, False], inline=True)
                     + "</p>")
        if phase == "play":
            self.header.value = "<p><b>The calls are over.</b> " + " ".join(self.steps[-1:]) + "</p>"
            self.hand.cards = []
            self.buttons.children = []
        elif rnd.ending == "thrown-in":
            self.header.value = "<p><b>Thrown in:</b> the same dealer deals again (R6). Deal again to go on.</p>"
            self.hand.cards = []
            self.buttons.children = []
        else:
            assert seat is not None
            want = {"calls": "say valeo or morbus", "declare": "name a solo or an Antrag",
                    "antrag-open": "click a card of the hand to lay it face up beside the two Obers",
                    "antrag-offer": "accept or decline the Antrag",
                    "antrag-return": "click three cards of the hand to give them back",
                    "throw-in": "throw in or keep the hand"}.get(phase, phase)
            self.header.value = (f"<p>Dealer: seat {rnd.dealer}. Calls so far: {esc(calls)}.</p>{table}"
                                 f"<p><b>Seat {seat} to move: {esc(want)}.</b> Seat {seat}'s hand:</p>")
            self.hand.cards = [str(c) for c in rnd.game.sorted(rnd.hand(seat))]
            buttons: list[W.Widget] = []
            if phase == "calls":
                buttons = [self._button("valeo", "valeo", "success"), self._button("morbus", "morbus", "warning")]
            elif phase == "declare":
                solos = [a for a in rnd.legal_actions() if str(a).startswith("solo:")]
                self.solo_picker.options = [(action_text(a), a) for a in solos]
                solo = W.Button(description="Name this solo", button_style="warning", layout=W.Layout(width="auto"))
                solo.on_click(lambda _b: self.choose(self.solo_picker.value))
                buttons = [self.solo_picker, solo, self._button("Antrag", "antrag", "info")]
            elif phase == "antrag-offer":
                buttons = [self._button("accept", "accept", "success"), self._button("decline", "decline", "danger")]
            elif phase == "throw-in":
                buttons = [self._button("throw in", "throw-in"), self._button("keep", "keep")]
            self.buttons.children = [*buttons, self.example_button]
        self.log_html.value = ("<ol style='font-size:95%'>" + "".join(f"<li>{line}</li>" for line in self.steps)
                               + "</ol>") if self.steps else ""
