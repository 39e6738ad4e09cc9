"""The rulings as data: ids, one-line statements, the seed's sentences, and named readings.

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
['F3', 'F6', 'F10', 'F20', 'F21', 'F22', 'F23']
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["RULINGS", "SEED", "Reading", "READINGS", "readings", "rule_text"]

#: One line per ruling, for learners (F1-F12 from the spec, F20+ the project's).
RULINGS: dict[str, str] = {
    "F1": "The deck has 43 cards: Herz and Karo 4 to As, Kreuz and Pik 5 to As, and the joker.",
    "F2": "Seats 0 and 2 play against 1 and 3; the deal goes 3, kitty, 4, kitty, 3, kitty.",
    "F3": "Bids rank by the seed's table; Misère is 250, Open Misère 500 and outranks every bid.",
    "F4": "Bidding starts left of the dealer; a player who passed says nothing more; the winner "
          "takes the kitty and lays away three cards.",
    "F5": "In a suit contract the trumps run joker, right bower, left bower, As, König, Dame, 10 ...",
    "F6": "In a suit contract the joker is the highest trump and may be played on any trick.",
    "F7": "At no trump the joker is the highest card, played only by a player void in the led suit, "
          "and a player who leads it names the suit.",
    "F8": "Misère is played at no trump by the bidder alone; the partner sits out, so a trick has "
          "three cards; a player void in the led suit who holds the joker must play it.",
    "F9": "Follow the led suit if you can; the highest trump wins, else the highest card of the led "
          "suit; the joker at no trump wins any trick it is in.",
    "F10": "A team that makes its bid scores the bid's value; a team that fails loses it, and the "
           "other team scores 10 per trick it won.",
    "F11": "A team at 500 or more wins the game; a team at minus 500 or less loses it.",
    "F12": "Ties between equal cards cannot happen: every card is in the deck once.",
    "F20": "Bidding goes round and round until all but one have passed after a bid; a player who "
           "was outbid and has not passed may bid again.",
    "F21": "The bid winner lays away three cards one at a time, any three of the thirteen; nobody "
           "sees them and they count for nobody.",
    "F22": "In Misère the bidder's partner lays the hand face down and is skipped; nobody sees it.",
    "F23": "In Open Misère the bidder's remaining cards are open to everyone from the end of the "
           "first trick.",
    "F24": "Misère and Open Misère may be bid at any turn, as the first bid too, if they outrank "
           "the bid before.",
    "F25": "The deal passes to the left after every round, a redeal after four passes included.",
}

#: The seed's German sentences the rulings rest on (quoted as written, typos included).
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
    """One way to read a sentence of the seed; ``engine`` is True for the one the engine plays."""
    rule: str
    name: str
    quote: str
    summary: str
    engine: bool
    example: str = ""


#: Every named reading, grouped by ruling: the engine's reading first.
READINGS: tuple[Reading, ...] = (
    Reading("F3", "bid table", "MISERE = 250",
            "Misère ranks by its value 250: above 8 Pik (240), below 8 Kreuz (260), so 8 Kreuz, "
            "8 Karo, 8 Herz, 8 ohne Trumpf and every bid of 9 or 10 are higher.", True,
            "After a Misère, 8 ohne Trumpf (320) is a legal higher bid."),
    Reading("F3", "listed bids",
            "MIESERE ist ein sehr hohes Gebot, nur 8 HERZ, 8 KARO, 8 KREUZ oder 9 PIK sind höher.",
            "Only the four bids the sentence lists are higher than Misère.", False,
            "After a Misère, 8 ohne Trumpf would not be higher."),
    Reading("F6", "joker always", SEED["joker-suit-contract"],
            "In a suit contract the joker may be played on any trick, even by a player who could "
            "follow the led suit.", True,
            "7 Karo, Herz led: a player holding HA and the joker may play the joker."),
    Reading("F6", "joker follows suit",
            "Aber höhere / bessere Karten können von den anderen nur gelegt werden, wenn sie "
            "(bei dieser Vorlage) kein HERZ mehr haben",
            "The joker is an ordinary trump: a player who can follow the led suit must follow it.",
            False, "7 Karo, Herz led: a player holding HA and the joker must play a Herz."),
    Reading("F10", "bid value", SEED["score"],
            "The score is the value of the bid, whatever the number of tricks taken.", True,
            "Bid 7 Pik, take 9 tricks: 140."),
    Reading("F10", "tricks taken", "Gewonne Stiche = 9: 340 Punkte",
            "The table rows are headed by tricks won: the score follows the tricks taken.", False,
            "Bid 7 Pik, take 9 tricks: 340."),
    Reading("F20", "round and round", SEED["passed"],
            "Players who have not passed keep bidding in turn until all but one have passed; in the "
            "seed's example the first player (6 Herz) still has to pass before 7 Karo wins.", True,
            "Bids: 6H, pass, 7D, pass, pass (the first player passes on his second turn)."),
    Reading("F20", "one round",
            "Der Dritte Spieler hat nun die Gebotsrunde gewonnen",
            "Everyone speaks once; the highest bid after one round around the table wins, as in "
            "the seed's example, where the first player is not asked again.", False,
            "Bids: 6H, pass, 7D, pass: 7 Karo wins at once."),
    Reading("F21", "any three", "The winner takes the kitty and lays away any three cards (F4).",
            "Any three of the thirteen cards may be laid away, cards from the kitty included.", True),
    Reading("F21", "from the hand",
            "Diese kann er gegen drei andere Karten, die er auf der Hand hat aber nicht für gut "
            "befindet, austauschen.",
            "The kitty's cards are exchanged for three cards of the bidder's own ten: no card of "
            "the kitty goes back.", False),
    Reading("F22", "face down", SEED["misere-partner"],
            "The partner's hand is laid face down: nobody sees it.", True),
    Reading("F22", "face up", "the bidder's partner lays the hand down and plays no card (F8)",
            "'Lays the hand down' could mean face up: everyone would see the partner's cards.",
            False),
    Reading("F23", "after the first trick",
            "Bei OPEN MISERE ist es etwas einfacher, denn der MISERE Spieler muss nach dem ersten "
            "Stich seine Karten offen auf den Tisch legen.",
            "The bidder's cards are open to all from the end of the first trick.", True),
    Reading("F23", "from the bid",
            "Geht der MIESERE Spieler gar \u201cOPEN MIESERE\u201d (seine ganze Hand muss er auf den "
            "Tisch legen)",
            "The parenthesis gives no time: the hand could be open from the bid on.", False),
)


def readings(rule: str) -> tuple[Reading, ...]:
    """The named readings of one ruling (the engine's first); empty if it has none."""
    return tuple(r for r in READINGS if r.rule == rule)
