"""Lesson 07's teaching points: what a Doppelkopf player most often gets wrong in Hydra, each a
:class:`Point` with examples the engines computed, side by side for the Hausrunde, the Turnier and
Hydra.

A plain model (no widgets): nothing here decides a rule; it picks examples (by searching the
engines' answers, or playing a fixed deal through :class:`hydra.doppelkopf.Round`) and words the
results for a learner, with the rule ids they rest on. The Füchse in a Trumpfabgabe are in
:mod:`tutor.doppelkopf.course_armut`; :func:`tutor.doppelkopf.course_side.points` lists them all.

>>> [o.value for o in colour_solo("S").examples[0].outcomes]
[1, 1, 0]
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import hydra
from hydra.hydra.cards import Card, the_card
from hydra.doppelkopf import Round, card_name, dk_cards, get_game
from hydra.doppelkopf.compare import Example, Outcome, difference
from hydra.doppelkopf.games import TITLES
from hydra.core.i18n import _
from hydra.doppelkopf.scoring import ScoreLine, game_lines, sonderpunkte, winner
from hydra.hydra.scoring import party_points, round_half_up
from hydra.hydra.tricks import RULE_SOLO

from .course_tricks import SIDE_NAMES, dk_deck, quotes, who_wins

__all__ = ["Point", "colour_solo", "deal_with", "GROOM_HAND", "play_hochzeit", "hochzeit_alone", "gegen_die_alten",
           "winner_at", "hausrunde_120", "lines_text"]


@dataclass(frozen=True)
class Point:
    """One thing a Doppelkopf player most often gets wrong in Hydra, with examples the engines
    computed (:class:`hydra.doppelkopf.compare.Example`) and the rules they rest on."""
    key: str
    title: str
    mistake: str
    examples: tuple[Example, ...]
    rules: tuple[str, ...]
    quotes: tuple[tuple[str, str, str], ...] = ()


def _search_solo_trick(suit: str) -> tuple[Card, ...]:
    """The first four cards, a trump of the colour solo led in both games, that the Hausrunde and
    Hydra give to different cards, the Doppelkopf winner a card that is plain in Hydra."""
    dk = get_game(f"color-solo:{suit}", "hausrunde")
    hy = hydra.get_game(f"color-solo:{suit}")
    for trick in itertools.product(dk.ladder(), repeat=4):
        if len(set(trick)) == 4 and hy.is_trump(trick[0]):
            w = dk.winner(list(trick))
            if not hy.is_trump(trick[w]) and hy.winner(list(trick)) != w:
                return trick
    raise LookupError(suit)           # pragma: no cover - the engines always differ here


def colour_solo(suit: str = "S") -> Point:
    """A colour solo: in Doppelkopf the Herz-10, the Damen and the Buben stay trumps; in Hydra only
    the suit and the Hydras are (D3, rules: Solo).

    >>> p = colour_solo("S")
    >>> [o.value for o in p.examples[0].outcomes]                  # the Hausrunde, the Turnier, Hydra
    [1, 1, 0]
    >>> colour_solo("E").examples[0].outcomes[1].text[:24]
    'Turnier: no such solo: T'
    """
    game_id = f"color-solo:{suit}"
    trick = _search_solo_trick(suit)
    hy = hydra.get_game(game_id)
    outs: list[Outcome] = []
    w = hy.winner(list(trick))
    fifth = next(c for c in hydra.as_cards("E9 G9 R9 S9") if hy.winner(list(trick) + [c]) == w)
    for v in who_wins(trick, game_id, fifth):
        if not v.played:
            text = _("{side}: no such solo: {why}").format(side=SIDE_NAMES[v.side], why=v.sentence)
            outs.append(Outcome(v.side, text, -1))
            continue
        assert v.winner is not None
        text = f"{SIDE_NAMES[v.side]} ({v.game}): {v.sentence}"
        if v.side == "hydra":
            dk_card = trick[outs[0].value]
            plain = [s for s in v.steps if RULE_SOLO in s and s.startswith(the_card(dk_card, hy, capital=True))]
            text += " " + _("(The fifth player added {card}.)").format(card=fifth) + " " + " ".join(plain[:1])
        outs.append(Outcome(v.side, text, v.winner))
    lost = [c for c in get_game(game_id, "hausrunde").ladder() if not hy.is_trump(c)]
    setting = _("{game} against Hydra's {hydra_game}; trumps only in Doppelkopf: {cards}").format(
        game=TITLES[game_id], hydra_game=hy.name, cards=", ".join(card_name(c) for c in lost))
    return Point(
        "colour-solo", _("A colour solo keeps the Herz-10, the Damen and the Buben as trumps, in Doppelkopf only"),
        _("In a Doppelkopf colour solo the Herz-10, the Damen and the Buben stay trumps above the suit. In a Hydra "
          "colour solo only that suit and the two Hydras are trumps: a Dame or the Herz-10 is a plain card of its own "
          "suit ({rule}).").format(rule=RULE_SOLO),
        (Example("trick", setting, tuple(str(c) for c in trick), tuple(outs)),),
        ("D3", RULE_SOLO, "R1"), quotes("D3"))


def deal_with(hand: Sequence[Card]) -> list[list[Card]]:
    """A deal where seat 0 holds ``hand``; the other cards of the deck in order, dealt to seats 1-3."""
    rest = [c for c in dk_cards(" ".join(dk_deck())) for _ in range(2)]
    for c in hand:
        rest.remove(c)
    return [list(hand)] + [rest[i::3] for i in range(3)]


#: Both Kreuz-Damen and both Herz-10: the groom wins the first three tricks whatever the others play.
GROOM_HAND = "R10 R10 EO EO GO GO RO RO SO SO"


def play_hochzeit(rules: str) -> Round:
    """The groom (seat 0, dealer 3) announces the Hochzeit (Turnier: the first fail trick), leads the
    two Herz-10 and a Kreuz-Dame; everyone else plays its first legal card; to the end."""
    rnd = Round.from_deal(deal_with(dk_cards(GROOM_HAND)), rules=rules, dealer=3)
    call = "hochzeit" if rules == "hausrunde" else "hochzeit:fehl"
    rnd.apply(call)
    while rnd.phase == "reservations":
        rnd.apply("gesund")
    leads = dk_cards("R10 R10 EO")
    while not rnd.is_over:
        if rnd.to_move == 0 and len(rnd.tricks) < 3 and not rnd.trick:
            rnd.apply(leads[len(rnd.tricks)])
        else:
            rnd.apply(rnd.legal_cards()[0])
    return rnd


def hochzeit_alone() -> Point:
    """A Hochzeit that finds no partner in the first three tricks: the groom plays alone, one against
    three, scored as a solo (D9, D28, D29); Hydra has no partner search (R10).

    >>> p = hochzeit_alone()
    >>> [o.value for o in p.examples[0].outcomes]                  # one player alone on every side
    [1, 1, 1]
    """
    outs: list[Outcome] = []
    cards: tuple[str, ...] = ()
    for rules in ("hausrunde", "turnier"):
        rnd = play_hochzeit(rules)
        re = rnd.parties[0] if rnd.parties else ()
        cards = tuple(str(c) for t in rnd.tricks[:3] for c in t[0])
        pts = rnd.points                            # the groom (seat 0) alone: Re is (0,), tested
        who = (_("nobody else won one of the first three tricks") if rules == "hausrunde" else
               _('nobody else won "den ersten Fehl-Stich" (the first fail trick) in the first three tricks'))
        outs.append(Outcome(rules, _("{side}: {who}, so the groom plays alone, one against three, scored as a solo: "
                                     "at the end the groom gets {groom} and each other player {other} (three times a "
                                     "player's share, D29).").format(side=SIDE_NAMES[rules], who=who,
                                                                     groom=f"{pts[0]:+d}", other=f"{pts[1]:+d}"),
                            len(re)))
    parties = hydra.form_parties([["EO", "EO", "GO", "GO"], [], [], [], []])
    outs.append(Outcome("hydra", _("Hydra: {kind}. There is no partner to find: whoever holds all four key Obers "
                                   "plays alone from the first card.").format(kind=hydra.describe_kind(parties.kind)),
                        1))
    other = difference("parties").example
    examples = [Example("tricks", _("A Hochzeit of seat 0, who wins the first three tricks (played through the "
                                    "engine)"), cards, tuple(outs))]
    examples += [other] if other is not None and other.differs else []
    return Point(
        "hochzeit-alone", _("A Hochzeit that finds no partner"),
        _("In Doppelkopf the groom with both Kreuz-Damen looks for a partner in the first three tricks, and plays "
          "alone (scored as a solo) if none is found; which trick finds the partner differs between the Hausrunde and "
          "the Turnier. In Hydra there is no search: a hand with all four key Obers plays alone against four from the "
          "start (R10)."),
        tuple(examples), ("D9", "D28", "D29", "R10"), quotes("D9", "D28", "D29"))


def lines_text(lines: Sequence[ScoreLine]) -> str:
    """Score lines in words, each with its rule; a Sonderpunkt is said never to be doubled."""
    return ", ".join(f"{ln.what} {ln.points} ({ln.rule}" + ("" if ln.doubled else _(", a Sonderpunkt, never doubled"))
                     + ")" for ln in lines)


def gegen_die_alten(re_eyes: int = 110) -> Point:
    """The Turnier's extra game point when Kontra wins, "gegen die Alten" (D31); the Hausrunde's
    Sonderpunkt "gegen die Kreuz-Damen" (D36); in Hydra the Alten are a party like any other (R5).

    >>> p = gegen_die_alten()
    >>> [o.value for o in p.examples[0].outcomes]                  # each Kontra player's points
    [2, 2, 33]
    >>> "gegen die Alten gewonnen 1 (D31)" in p.examples[0].outcomes[1].text
    True
    """
    eyes = (re_eyes, 240 - re_eyes)
    outs: list[Outcome] = []
    for rs in ("hausrunde", "turnier"):
        win = winner(rs, eyes, (5, 5), (0, 0))
        lines = game_lines(rs, win, eyes, (5, 5), (0, 0))
        lines += sonderpunkte(rs, get_game("normal", rs), [], (0, 0, 1, 1), solo=False, kreuz_damen=True, win=win)
        kontra = sum(ln.points if ln.party == 1 else -ln.points for ln in lines)
        party = "Kontra" if win == 1 else "Re"
        outs.append(Outcome(rs, _("{side}: {party} wins; {lines}: each Kontra player {kontra}, each Re player "
                                  "{re}.").format(side=SIDE_NAMES[rs], party=party, lines=lines_text(lines),
                                                  kontra=f"{kontra:+d}", re=f"{-kontra:+d}"), kontra))
    normal = hydra.form_parties(["EO S9", "GO S9", "EO R9", "GO R9", "E9"])     # Alten, Jungen, Ego (R10)
    mult = normal.multipliers[normal.names.index("Alten")]
    alten = party_points(re_eyes, mult)
    outs.append(Outcome("hydra", _("Hydra: the Alten are just the party of the two Eichel-Obers (Kreuz-Damen). "
                                   "Nobody wins or loses a game and nobody gets a point for beating them: each party "
                                   "scores its own eyes (R5). The Alten with {eyes} eyes get {mult} x {tenths} = "
                                   "{points} each.").format(eyes=re_eyes, mult=mult, tenths=round_half_up(re_eyes),
                                                             points=alten), alten))
    solo = difference("against").example
    examples = [Example("score", _("A normal game: Re (the Kreuz-Damen) took {re} eyes, Kontra {kontra}, nothing "
                                   "announced").format(re=eyes[0], kontra=eyes[1]), (), tuple(outs))]
    examples += [solo] if solo is not None else []
    return Point(
        "gegen-die-alten", _("The tournament's point \"gegen die Alten\" (against the Alten)"),
        _("In the Turnier Kontra gets one more game point for winning \"gegen die Alten\" (against the Alten), in a "
          "solo too (D31); the Hausrunde gives a Sonderpunkt \"gegen die Kreuz-Damen\" (against the Kreuz-Damen) "
          "instead, only where Re holds them (D36). In Hydra the Alten are the party of the Eichel-Obers, and beating "
          "them earns nothing extra (R5)."),
        tuple(examples), ("D31", "D36", "R5"), quotes("D31", "D36"))


def winner_at(re_eyes: int, kontra_doppelt: bool = True) -> tuple[Outcome, Outcome, Outcome]:
    """Who wins when Re took ``re_eyes`` eyes and only Kontra doubled (Doppelt in the Hausrunde,
    Contra in the Turnier); nothing else was announced (D30, D34, R5).

    >>> [o.text.split(":")[1].split(";")[0].strip() for o in winner_at(120)]
    ['Re wins', 'Kontra wins', 'nobody wins']
    >>> winner_at(120, kontra_doppelt=False)[0].value              # 1: Kontra
    1
    """
    eyes = (re_eyes, 240 - re_eyes)
    party = ("Re", "Kontra")
    h = winner("hausrunde", eyes, (5, 5), (0, 0), doppelt=(False, kontra_doppelt))
    t = winner("turnier", eyes, (5, 5), (0, 0))
    said_h = _("only Kontra said Doppelt") if kontra_doppelt else _("nobody said Doppelt")
    said_t = _("Kontra said Contra") if kontra_doppelt else _("nothing announced")
    need_h = next(e for e in range(241) if winner("hausrunde", (e, 240 - e), (5, 5), (0, 0),
                                                  doppelt=(False, kontra_doppelt)) == 0)
    need_t = next(e for e in range(241) if winner("turnier", (e, 240 - e), (5, 5), (0, 0)) == 0)
    h_text = _("Hausrunde: {party} wins; Re took {eyes} eyes, {said}: Re needs {need} (D34).").format(
        party=party[h or 0], eyes=eyes[0], said=said_h, need=need_h)
    t_text = _("Turnier: {party} wins; Re took {eyes} eyes, {said}: Re needs {need} (D30, D31).").format(
        party=party[t or 0], eyes=eyes[0], said=said_t, need=need_t)
    pair = hydra.form_parties(["EO S9", "EO S9", "GO R9", "GO R9", "E9"])      # two players together (R10)
    mult = pair.multipliers[pair.party_of(0)]
    y_text = _("Hydra: nobody wins; each party scores its own eyes (R5): a party of two with {eyes} eyes gets {mult} x "
               "{tenths} = {points} points each, whatever was said.").format(
        eyes=eyes[0], mult=mult, tenths=round_half_up(eyes[0]), points=party_points(eyes[0], mult))
    return (Outcome("hausrunde", h_text, h if h is not None else -1),
            Outcome("turnier", t_text, t if t is not None else -1), Outcome("hydra", y_text, 2))


def hausrunde_120(re_eyes: int = 120) -> Point:
    """The Hausrunde's exception: Re wins with 120 eyes if only Kontra said Doppelt (D34).

    >>> [o.value for o in hausrunde_120().examples[0].outcomes]     # 0: Re, 1: Kontra, 2: nobody
    [0, 1, 2]
    """
    return Point(
        "hausrunde-120", _("The Hausrunde's 120-eye exception"),
        _("Re needs 121 eyes, but in the Hausrunde 120 are enough if only Kontra said Doppelt (D34). The Turnier knows "
          "no such exception (D30). In Hydra nobody wins a game: every party scores its own eyes (R5)."),
        (Example("score", _("Re took {eyes} eyes, Kontra {others}; only Kontra doubled").format(
            eyes=re_eyes, others=240 - re_eyes),
                 (), winner_at(re_eyes)),),
        ("D34", "D30", "R5"), quotes("D34", "D30"))


