"""The Hydropolis seed's sentences the course quotes, as written, and each one's English (issue 31: every
German quote a learner sees has its English beside it; issue 33: only on an English page). Data only, kept
apart from the course's logic (:mod:`.course`).

>>> SEED_ENGLISH[CAPS_ONLY]
'Only caps may border empty card edges.'
"""

from __future__ import annotations

__all__ = ["SEED_ENGLISH", "CONNECTS", "CAPS_ONLY", "ON_A_LEAK"]

# The seed's sentences that more than one example rests on (P8's connection, and the empty edge)
CONNECTS = ("Die neue Karte muss mit ihrem Rohr oder ihrer Verschlusskappe mindestens an ein bestehendes Rohr "
             "oder eine Verschlusskappe anschließen.")
CAPS_ONLY = "Nur Verschlusskappen dürfen an leere Kartenkanten grenzen."
ON_A_LEAK = 'Oder er legt die neue Karte auf eine bestehende Karte mit einem "lecken Rohr"'

#: Each seed sentence the course quotes beside an example or a reading, in English (issue 31: every German
#: quote a learner sees has its English beside it). Shown on an English page only: a German page quotes the
#: seed alone (issue 33), so these are not in the catalog, as a glossary word's English is not.
SEED_ENGLISH: dict[str, str] = {
    CONNECTS: "With its pipe or its cap the new card must join at least one pipe or cap already lying "
               "there.",
    CAPS_ONLY: "Only caps may border empty card edges.",
    ON_A_LEAK: "Or they lay the new card on a card already lying there that has a \u201cleaky pipe\u201d",
    "Eine leere Kartenkante darf nicht an ein Rohr anschließen.": "An empty card edge may not join a pipe.",
    'Es darf also keine "Rohr-Sackgassen" geben.': "So there may be no \u201cpipe dead ends\u201d.",
    "Eine Verschlusskappe kann nicht direkt an eine andere Verschlusskappe anschließen.":
        "A cap cannot join another cap directly.",
    "Hat der Spieler ein Rohrstück gelegt, gibt es 2 Punkte für jede Verbindung mit einem andersfarbigen Rohr "
    "und 3 Punkte für jede Verbindung mit einem gleichfarbigen Rohr.":
        "If the player laid a pipe piece, there are 2 points for each connection with a pipe of another "
        "colour and 3 points for each connection with a pipe of the same colour.",
    "Sämtliche Spieler passen, d.h. niemand kann mehr eine Karte spielen.":
        "All players pass, that is, nobody can play a card any more.",
    "Hat ein Spieler in einem einzigen Zug mindestens 15 Punkte erreicht, erhält er zusätzlich einen "
    "Schraubenschlüssel.": "A player who made at least 15 points in a single move also gets a wrench.",
    "dass entweder eine lange Seite der neuen Karte an eine lange Seite einer liegenden Karte anschließt, oder "
    "eine kurze Seite an eine kurze Seite anschließt.":
        "that either a long side of the new card joins a long side of a card lying there, or a short side "
        "joins a short side.",
    "Verschlusskappen werden niemals als leck angesehen.": "Caps are never taken to be leaky.",
    "Wasserhähne und Ausläufe werden wie Rohre behandelt.": "Taps and outlets are treated like pipes.",
    "Alle Karten werden gemischt, und zwar inklusive der Wasserhahn- und Auslaufkarten.":
        "All the cards are shuffled, the tap and outlet cards included.",
    "Die Tischkante bildet die natürliche Grenze des ausgelegten Rohrnetzes.":
        "The table's edge is the natural border of the pipe network laid out.",
    "Der Spieler legt entweder eine Karte an den Rohrlauf an":
        "The player either lays a card against the run of pipes",
    'Oder er legt die neue Karte auf eine bestehende Karte mit einem "lecken Rohr", wobei auch ein leckes Rohr '
    "auf ein leckes Rohr gelegt werden darf.":
        "Or they lay the new card on a card already lying there that has a \u201cleaky pipe\u201d; a leaky "
        "pipe may also be laid on a leaky pipe.",
    'Für eine überdeckte "lecke" Karte gibt es 5 Punkte.': "A covered \u201cleaky\u201d card gives 5 points.",
    "Folgende Voraussetzungen müssen gegeben sein:": "The following conditions must be met:",
    "Für jede an die gerade gelegte Karte angrenzende bereits liegende Karte (auch diagonal) gibt es 1 Punkt.":
        "For each card already lying next to the card just laid (diagonally too) there is 1 point.",
    "Es spielt keine Rolle, ob die neue Karte das Rohr oder die Verschlusskappen enthält.":
        "It does not matter whether the new card holds the pipe or the caps.",
    "Jeder Spieler erhält drei Handkarten.": "Each player gets three cards in hand.",
    "Es besteht Zugzwang.": "There is Zugzwang: a player who can lay a card must.",
    "Wenn keine Karte abgelegt werden kann, zieht der Spieler nur eine Karte nach.":
        "If no card can be laid, the player only draws a card.",
    "Ein Spieler hat eine vorher festgelegte Punktzahl erreicht.":
        "A player has reached a number of points agreed beforehand.",
    "Wer die meisten Punkte erreicht hat, hat gewonnen.": "Whoever has the most points has won.",
    "Hat ein Spieler drei Schraubenschlüssel, endet das Spiel sofort, und er hat gewonnen.":
        "If a player has three wrenches, the game ends at once, and that player has won.",
    "Von diesem wird eine Karte offen in die Tischmitte gelegt.":
        "From it one card is laid face up in the middle of the table.",
}
