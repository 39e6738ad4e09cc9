"""The rulings as data: ids, one-line statements, the seed's sentences, and named readings.

The statements and the readings' names, summaries and examples are learner-facing sentences, marked with
``N_()`` and translated where a page shows them (the rule notes, issue 33); a reading's German quote is the
rules text as written, and its English translation is shown on an English page only.

F1-F12 come from the shared spec (``spec/fuenfhundert.md``); F20 and up are the
project's own (``docs/rulings-fuenfhundert.md``). Where the seed's German text
can be read two ways, :data:`READINGS` names both, and says which one the
engine plays, so the tutor can show them to learners.

>>> from hydra import fuenfhundert as fh
>>> [r.name for r in fh.readings("F10")]
['bid value', 'tricks taken']
>>> fh.readings("F10")[1].engine, fh.RULINGS["F12"]
(False, 'Ties between equal cards cannot happen: every card is in the deck once.')
>>> sorted({r.rule for r in fh.READINGS}, key=lambda rule: int(rule[1:]))
['F3', 'F6', 'F10', 'F20', 'F21', 'F23']
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.i18n import N_

__all__ = ["RULINGS", "SEED", "Reading", "READINGS", "readings", "rule_text"]

#: One line per ruling, for learners (F1-F12 from the spec, F20+ the project's).
RULINGS: dict[str, str] = {
    "F1": N_("The deck has 43 cards: Herz and Karo 4 to As, Kreuz and Pik 5 to As, and the joker."),
    "F2": N_("Seats 0 and 2 play against 1 and 3; the deal goes 3, kitty, 4, kitty, 3, kitty."),
    "F3": N_("Bids rank by the rules text's table; Misère is 250, Open Misère 500 and outranks every "
             "bid."),
    "F4": N_("Bidding starts left of the dealer; a player who passed says nothing more; the winner "
             "takes the kitty and lays away three cards."),
    "F5": N_("In a suit contract the trumps run joker, right bower, left bower, As, König, Dame, 10 ..."),
    "F6": N_("In a suit contract the joker is the highest trump and may be played on any trick."),
    "F7": N_("At no trump the joker is the highest card, played only by a player void in the led suit, "
             "and a player who leads it names the suit."),
    "F8": N_("Misère is played at no trump by the bidder alone; the partner sits out, so a trick has "
             "three cards; a player void in the led suit who holds the joker must play it."),
    "F9": N_("Follow the led suit if you can; the highest trump wins, else the highest card of the led "
             "suit; the joker at no trump wins any trick it is in."),
    "F10": N_("A team that makes its bid scores the bid's value; a team that fails loses it, and the "
              "other team scores 10 per trick it won."),
    "F11": N_("A team at 500 or more wins the game; a team at minus 500 or less loses it."),
    "F12": N_("Ties between equal cards cannot happen: every card is in the deck once."),
    "F20": N_("Bidding goes round and round until all but one have passed after a bid; a player who "
              "was outbid and has not passed may bid again."),
    "F21": N_("The bid winner lays away three cards one at a time, any three of the thirteen; nobody "
              "sees them and they count for nobody."),
    "F22": N_("In Misère the bidder's partner lays the hand face down and is skipped; nobody sees it "
              "(the rules text only says the partner no longer plays: the tutor's choice)."),
    "F23": N_("In Open Misère the bidder's remaining cards are open to everyone from the end of the "
              "first trick."),
    "F24": N_("Misère and Open Misère may be bid at any turn, as the first bid too, if they outrank "
              "the bid before."),
    "F25": N_("The deal passes to the left after every round, a redeal after four passes included."),
}

#: The sentences of the rules text (the seed, ``seeds/fuenfhundert-500.txt``, German) the rulings
#: rest on, quoted as written, typos included. Learners read it as "the rules text".
SEED: dict[str, str] = {
    "follow": "MAN MUSS DER VORGELEGTEN FARBE FOGLEN",
    "joker-suit-contract": "Der JOKER kann im normalen Spiel immer gelegt werden.",
    "joker-no-trump": "Bei KEIN TRUMPF darf der Joker nur gelegt werden, wenn man keine Karte der "
                      "vorgelegten Farbe hat.",
    "joker-misere": "Im Gegensatz dazu muss man den Joker bei MISERE und OPEN MIESERE direkt legen, "
                    "wenn man der Vorlage nicht folgen kann.",
    "bowers": "Bei Trumpf HERZ kommt der HERZ BUBE gleich nach dem JOKER und nach dem HERZ BUBEN "
              "der KARO BUBE.",
    "left-bower": "Aber er hat noch einen Buben, den HERZ BUBEN. Der ist in diesem Fall aber ein "
                  "KARO, denn KARO ist Trumpf.",
    "no-trump-jacks": "Bei \u201ckein Trumpf\u201d haben die Buben keine besondere Bedeutung und sind "
                      "normal zwischen Dame und 10 angesiedelt.",
    "passed": "Wer einmal gepasst hat, darf in dieser Runde keine weiteren Gebote abgeben.",
    "open-misere-wins": "Geht der MIESERE Spieler gar \u201cOPEN MIESERE\u201d (seine ganze Hand muss "
                        "er auf den Tisch legen), gewinnt er die Gebotsrunde sofort.",
    "misere-partner": "Der Partner des MIESERE Spielers spielt nun nicht mehr mit, es gilt einer "
                      "gegen zwei.",
    "score": "Erreicht das Team das die Gebotsrunde gewonnen hat das eigene Gebot, bekommt es die "
             "angegebene Punktzahl gut geschrieben, das andere Team geht leer aus.",
    "game": "Das Team, das als erstes 500 positive Punkte gesammelt hat, gewinnt.",
    "partners": "Die beiden Teampartner sollten idealerweise sich nicht gegenseitig mit "
                "unterschiedlichen Farben überbieten",
    "partners-raise": "dann sollte er (falls notwendig) eher für \u201c7 HERZ\u201d gehen und seinen "
                      "Partner so unterstützen",
}


def rule_text(rule: str) -> str:
    """The one-line statement of a ruling, or the rule id itself if it is not known.

    >>> rule_text("F9")[:32]
    'Follow the led suit if you can; '
    """
    return RULINGS.get(rule, rule)


@dataclass(frozen=True)
class Reading:
    """One way to read a sentence of the rules text; ``engine`` is True for the one the engine plays.

    ``quote`` is the rules text's German, as written; ``translation`` says it in English.
    """
    rule: str
    name: str
    quote: str
    summary: str
    engine: bool
    example: str = ""
    translation: str = ""


_KITTY = ("bekommt die drei Karten aus dem Topf (\u201cKITTY\u201d). Diese kann er gegen drei andere "
          "Karten, die er auf der Hand hat aber nicht für gut befindet, austauschen.")

#: Every named reading, grouped by ruling: the engine's reading first. F22 has none: the rules
#: text says nothing about showing the partner's cards (the tutor's choice, written in F22).
READINGS: tuple[Reading, ...] = (
    Reading("F3", N_("bid table"), "MISERE = 250",
            N_("Misère ranks by its value 250: above 8 Pik (240), below 8 Kreuz (260), so 8 Kreuz, "
               "8 Karo, 8 Herz, 8 ohne Trumpf and every bid of 9 or 10 are higher."), True,
            N_("After a Misère, 8 ohne Trumpf (320) is a legal higher bid."),
            "Misère = 250"),
    Reading("F3", N_("listed bids"),
            "MIESERE ist ein sehr hohes Gebot, nur 8 HERZ, 8 KARO, 8 KREUZ oder 9 PIK sind höher.",
            N_("The sentence names the lowest bids above Misère: of the eight-trick bids only 8 Kreuz, "
               "8 Karo and 8 Herz, and from nine tricks on everything from 9 Pik up (9 Herz, 10 Pik "
               "... are higher too). 8 ohne Trumpf, which it leaves out, would be lower than Misère."),
            False, N_("After a Misère, 8 ohne Trumpf would not be a higher bid; 9 Herz still would."),
            "Misère is a very high bid: only 8 Herz, 8 Karo, 8 Kreuz or 9 Pik are higher."),
    Reading("F6", N_("joker always"), SEED["joker-suit-contract"],
            N_("In a suit contract the joker may be played on any trick, even by a player who could "
               "follow the led suit."), True,
            N_("7 Karo, Herz led: a player holding HA and the joker may play the joker."),
            "In the normal game the joker may always be played."),
    Reading("F6", N_("joker follows suit"),
            "Aber höhere / bessere Karten können von den anderen nur gelegt werden, wenn sie "
            "(bei dieser Vorlage) kein HERZ mehr haben",
            N_("The joker is an ordinary trump: a player who can follow the led suit must follow it."),
            False, N_("7 Karo, Herz led: a player holding HA and the joker must play a Herz."),
            "But higher / better cards can be played by the others only if they have no Herz left "
            "(on this lead)."),
    Reading("F10", N_("bid value"), SEED["score"],
            N_("The score is the value of the bid, whatever the number of tricks taken."), True,
            N_("Bid 7 Pik, take 9 tricks: 140."),
            "If the team that won the bidding makes its own bid, it is credited with the points "
            "given; the other team gets nothing."),
    Reading("F10", N_("tricks taken"), "Gewonne Stiche = 9: 340 Punkte",
            N_("The table rows are headed by tricks won: the score follows the tricks taken."), False,
            N_("Bid 7 Pik, take 9 tricks: 340."), "Tricks won = 9: 340 points"),
    Reading("F20", N_("round and round"), SEED["passed"],
            N_("Players who have not passed keep bidding in turn until all but one have passed; in the "
               "rules text's example the first player (6 Herz) still has to pass before 7 Karo wins."),
            True, N_("Bids: 6H, pass, 7D, pass, pass (the first player passes on his second turn)."),
            "Whoever has passed once may make no more bids in this round."),
    Reading("F20", N_("one round"),
            "Der Dritte Spieler hat nun die Gebotsrunde gewonnen",
            N_("Everyone speaks once; the highest bid after one round around the table wins, as in "
               "the rules text's example, where the first player is not asked again."), False,
            N_("Bids: 6H, pass, 7D, pass: 7 Karo wins at once."),
            "The third player has now won the bidding"),
    Reading("F21", N_("any three"), _KITTY,
            N_("Once the bid winner has picked up the kitty, its cards are in his hand too: any three "
               "of the thirteen that he does not find good may go, cards from the kitty included."), True,
            "", "... gets the three cards from the pot (kitty). He can exchange them for three other "
            "cards that he has in his hand but does not find good."),
    Reading("F21", N_("from the hand"), "gegen drei andere Karten",
            N_("\u201cThree other cards\u201d are three of the bidder's own ten, not the kitty's: the "
               "kitty's cards are exchanged for them, and no card of the kitty goes back."), False,
            "", "for three other cards"),
    Reading("F23", N_("after the first trick"),
            "Bei OPEN MISERE ist es etwas einfacher, denn der MISERE Spieler muss nach dem ersten "
            "Stich seine Karten offen auf den Tisch legen.",
            N_("The bidder's cards are open to all from the end of the first trick."), True, "",
            "With Open Misère it is a little easier, because the Misère player must lay his cards "
            "open on the table after the first trick."),
    Reading("F23", N_("from the bid"),
            "Geht der MIESERE Spieler gar \u201cOPEN MIESERE\u201d (seine ganze Hand muss er auf den "
            "Tisch legen)",
            N_("The parenthesis gives no time: the hand could be open from the bid on."), False, "",
            "If the Misère player even goes \u201cOpen Misère\u201d (he must lay his whole hand on "
            "the table)"),
)


def readings(rule: str) -> tuple[Reading, ...]:
    """The named readings of one ruling (the engine's first); empty if it has none."""
    return tuple(r for r in READINGS if r.rule == rule)
