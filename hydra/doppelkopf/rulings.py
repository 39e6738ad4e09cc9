"""The project's rulings on the two Doppelkopf texts, as data (D1-D13 of the spec, D20 and up).

Each ruling quotes the German sentence it rests on; where a text can be read two
ways, the readings are named and the one the engine plays is marked, so the
tutor can show learners where tables disagree. ``docs/rulings-doppelkopf.md``
is :func:`rulings_markdown` (a test keeps the two equal).

>>> from hydra.doppelkopf.rulings import RULINGS, readings
>>> RULINGS["D28"].title
'Turnier: the Hochzeit partner when a trick of the wrong kind goes to another player'
>>> [(r.name, r.chosen) for r in readings("D4")]
[('damen-over-buben', True), ('alternating', False)]
"""

from __future__ import annotations

from dataclasses import dataclass

from hydra.readings import Reading, ruling_markdown

__all__ = ["Reading", "Ruling", "RULINGS", "readings", "rulings_markdown", "H", "T"]

H, T = "hausrunde", "turnier"


@dataclass(frozen=True)
class Ruling:
    id: str
    title: str
    rule_sets: tuple[str, ...]
    quotes: tuple[tuple[str, str], ...]        # (rule set, German sentence as in the seed)
    decision: str
    readings: tuple[Reading, ...] = ()


def _r(id_: str, title: str, sets: tuple[str, ...], quotes: tuple[tuple[str, str], ...],
       decision: str, *readings: Reading) -> Ruling:
    return Ruling(id_, title, sets, quotes, decision, tuple(readings))


_ALL: tuple[Ruling, ...] = (
    _r("D1", "Deck", (H, T), ((H, "gespielt wird mit 40 Karten, (also ohne Neunen!)"), (T, "Ohne 9!")),
       "40 cards, every card twice, 240 eyes; a 9 or HY is a RuleError citing D1."),
    _r("D2", "Seats and the deal", (H, T),
       ((T, "Jeder Spieler erhält 3, 4 und 3 Karten (insgesamt also 10 Karten)."),
        (H, "bei fünf Spielern setzt der Geber aus")),
       "Four players, or five with the dealer sitting out (0 points); packets 3, 4, 3 from the "
       "dealer's left."),
    _r("D3", "The tournament's Trumpf-Solo", (H, T),
       ((H, "Farbsolo in Kreuz, Pik, Herz, Karo (Trumpfsolo - Karo)"),),
       "The turnier's Trumpf-Solo is color-solo:S; turnier has no other colour solos."),
    _r("D4", "Buben/Damen gemischt", (H,), ((H, "Alle Damen und Buben sind Trumpf. Alles andere reiht "
                                                 "sich gefälligst ein."),),
       "All Damen above all Buben, each Kreuz, Pik, Herz, Karo from the top.",
       Reading("damen-over-buben", "EO GO RO SO EU GU RU SU from the top, as in the normal game", True),
       Reading("alternating", "Dame and Bube alternating by suit: EO EU GO GU RO RU SO SU")),
    _r("D5", "Equal cards", (H, T),
       ((T, "Falls zwei gleich hohe Karten die höchsten eines Stiches sind, so bekommt die zuerst "
            "geworfene den Stich."),
        (H, "Die zweite Herz 10 übersticht die erste Herz 10 immer! (Auch bei Schweinen).")),
       "The first of two equal cards wins, except the second R10 where R10 is a trump in hausrunde."),
    _r("D6", "Schweine", (H,), ((H, "Von Fall zu Fall kann man mit “Schweinen” spielen (beide Karo "
                                     "Asse auf einer Hand)."), (H, "Es gibt keine Schweine!")),
       "Only in hausrunde, only with the normal trumps, only at a table that agrees (schweine=True)."),
    _r("D7", "Following suit", (H, T), ((H, "Grundsätzlich besteht Bedienpflicht."),),
       "Follow the led suit (trump if a trump was led) if you can; otherwise any card."),
    _r("D8", "Parties of the normal game", (H, T),
       ((H, "Im Normalspiel spielen die Spieler, die die Kreuz-Dame besitzen (Re-Partei) gegen die "
            "beiden anderen (Kontra-Partei)."),),
       "The two Kreuz-Damen are Re; both in one hand make a Hochzeit if announced."),
    _r("D9", "Hochzeit", (H, T),
       ((H, "Sein Partner wird derjenige, der innerhalb der ersten drei Stiche den ersten Stich macht, "
            "der nicht an den Hochzeiter geht (Klärungsstich)."),
        (T, "Der Partner zum Hochzeit-Spieler wird innerhalb der ersten drei Stiche ermittelt.")),
       "As the spec's D9; see D28 for the turnier's two readings."),
    _r("D10", "Solo", (H, T), ((T, "Der Spieler links neben dem Geber kommt raus (auch bei Solo)."),
                               (H, "Wer raus kommt, bleibt dabei grundsätzlich unberührt.")),
       "One against three, the soloist's score times three; the dealer's left leads."),
    _r("D11", "Trumpfabgabe (Armut)", (H, T),
       ((T, "Eine Trumpfabgabe kann gespielt werden, falls ein Spieler höchstens 3 Trumpf-Karten hat."),
        (H, "Hat man drei Trümpfe oder weniger auf der Hand, so kann man sich anbieten.")),
       "The poor player and the acceptor are Re; nobody accepts: deal again. Details: D41, D42."),
    _r("D12", "Reservations and their precedence", (H, T),
       ((T, "Falls mehrere Vorbehalte angemeldet wurden, so wird nach folgender Liste entschieden, "
            "welcher Vorbehalt Vorrang hat:"),
        (H, "Die Vorbehalte würden entsprechend dieser Reihenfolge auch zur Geltung kommen.")),
       "Solo, Trumpfabgabe, Hochzeit (hausrunde: then throwing in); asked from the dealer's left."),
    _r("D13", "Announcement deadlines", (H, T),
       ((T, "Re/Contra kann angesagt werden, bevor die erste Karte des 2. Stichs gespielt wurde,"),
        (H, "Keine 60 Punkte: ......................... bis nach dem Ausspielen der vierzehnten Karte "
            "(Beginn vierter Stich)")),
       "Deadlines as the largest card_index: turnier re/kontra 4, keine 90 8, keine 60 12, keine 30 16, "
       "schwarz 20; hausrunde doppelt 5, keine 90 9, keine 60 13, keine 30 and schwarz 17.",
       Reading("trick", "hausrunde: the trick named in brackets decides (keine 60 until card 13, keine "
                        "30 and schwarz until card 17)", True),
       Reading("card-count", "hausrunde: the card counted decides (keine 60 until card 14, keine 30 "
                             "and schwarz until card 16)")),
    _r("D20", "Announcements are said in turn", (H, T),
       ((H, "Erfolgt die Klärung mit dem ersten Stich kann mit der Ansage bis zum Ausspielen der "
            "eigenen zweiten Karte gewartet werden."),),
       "A player announces when it is its turn, before its card (an action of Round.apply); a record's "
       "announcement by a seat not to move at its card_index is a RuleError D20.",
       Reading("in-turn", "the player to move announces before its own card", True),
       Reading("any-time", "anyone may announce at any moment before the deadline")),
    _r("D21", "Turnier: a limit needs the party's Re or Contra first", (T,),
       ((T, "**Re** bzw. **Contra** müssen ausdrücklich angesagt werden."),),
       "Keine 90 and the other limits may be said only after the party has said Re (Contra).",
       Reading("re-first", "a party says Re/Contra before any limit", True),
       Reading("limit-alone", "a limit may stand alone; it then does not double the game")),
    _r("D22", "Turnier: a limit includes the ones below it", (T,),
       ((T, "Eine Limitansage beinhaltet automatisch die Limitansagen der vorherigen, evtl. nicht "
            "angekündigten Limitstufen,"),),
       "Keine 60 said alone counts as keine 90 and keine 60 announced (two points), each at its own "
       "deadline."),
    _r("D23", "Hausrunde: no announcement left out", (H,),
       ((H, "Ansagen können auch frühzeitig erfolgen, es darf aber keine ausgelassen werden."),),
       "A party's limits come in order: keine 90, keine 60, keine 30, schwarz; Doppelt is not a step.",
       Reading("limits-in-order", "only the limits form the ladder; Doppelt stands apart", True),
       Reading("doppelt-first", "Doppelt is the first step: no keine 90 before the party's Doppelt")),
    _r("D24", "Hausrunde: how often Doppelt may be said", (H,),
       ((H, "so dass es maximal zu einer Versechszehnfachung in einem Spiel kommen kann."),
        (H, "Stehen die Parteien durch Solo oder Hochzeit von vornherein fest, so kann pro Partei nur "
            "einmal “doppelt” angesagt werden.")),
       "Each player once in a game with hidden parties (up to x16); once per party in a solo, a "
       "Hochzeit and a Trumpfabgabe (x4). Each Doppelt doubles.",
       Reading("armut-known", "a Trumpfabgabe also fixes the parties: once per party", True),
       Reading("armut-hidden", "the text names only Solo and Hochzeit: per player in a Trumpfabgabe")),
    _r("D25", "Hausrunde: Doppelt in reply", (H,),
       ((H, "Auf eine Ansage oder eine Absage kann mit jeweils einer Karte weniger auf der Hand als für "
            "die An-/Absage erforderlich ist mit \"Doppelt\" erwidert werden."),),
       "After its own deadline, a player may still say Doppelt in reply to another player's "
       "announcement, until one trick after that announcement's deadline.",
       Reading("any-announcement", "a reply to any other player's announcement (parties stay hidden)",
               True),
       Reading("opponents-only", "a reply only to the other party's announcement")),
    _r("D26", "Turnier: deadlines in a Hochzeit", (T,),
       ((T, "Contra/Re-Ansaen können erfolgen, bevor die erste Karte des Stiches nach dem "
            "Erkennungsstich gelegt wurde; **Limit**-Ansaen, bevor die erste Karte des jeweiligen "
            "Folgestichs nach dem Erkennungsstich gelegt wurde."),),
       "With the partner found in trick c (c = 3 when the groom plays alone), every deadline moves "
       "c - 1 tricks later; nobody announces before trick c is over.",
       Reading("shifted", "each deadline moves by the tricks the Klärung took", True),
       Reading("groom-early", "the groom, who knows he is Re, may say Re before the Erkennungsstich")),
    _r("D27", "Hausrunde: deadlines in a Hochzeit", (H,),
       ((H, "Bei einer Hochzeit darf keine Ansage gemacht werden, bis der Klärungsstich beendet ist."),
        (H, "Erfolgt die Klärung mit dem ersten Stich kann mit der Ansage bis zum Ausspielen der "
            "eigenen zweiten Karte gewartet werden.")),
       "Nothing before the Klärungsstich c is over; Doppelt until one's own card of trick c + 1; the "
       "limits move c - 1 tricks later.",
       Reading("own-card", "the rule for a Klärung in trick 1 applies to tricks 2 and 3 alike", True),
       Reading("first-only", "the own-card rule only for a Klärung in trick 1; else normal deadlines")),
    _r("D28", "Turnier: the Hochzeit partner when a trick of the wrong kind goes to another player",
       (T,), ((T, "Falls die ersten drei Stiche an die Hochzeit-Partei gehen, so spielt diese alleine "
                  "weiter."),),
       "The partner is the first other player to win a trick of the announced kind among the first "
       "three; if none does, the groom plays alone.",
       Reading("kind-or-alone", "no trick of the announced kind won by another player: alone", True),
       Reading("literal", "alone only if the groom wins all three; else the first other winner of any "
                          "trick is the partner")),
    _r("D29", "Silent solo and a Hochzeit played alone", (H, T),
       ((H, "Wird eine Hochzeit nicht angemeldet (s. 4.) oder macht der Hochzeiter die ersten drei "
            "Stiche, so spielt der Hochzeiter ein Farbsolo in Karo."),
        (T, "Falls die ersten drei Stiche an die Hochzeit-Partei gehen, so spielt diese alleine weiter.")),
       "Both are scored as solos (one against three, times three); a Hochzeit keeps its trumps (but "
       "not the Schweine, from the fourth trick: D43). In "
       "turnier a player with both Kreuz-Damen who announces nothing plays a silent solo as well.",
       Reading("solo", "scored as a solo, times three", True),
       Reading("turnier-normal", "turnier has no silent solo: the hand plays a normal game alone")),
    _r("D30", "Turnier: who wins, and a missed limit", (T,),
       ((T, "Falls ein angesagtes Limit nicht erreicht wurde, so wird das Spiel so gewertet, als wäre "
            "es erreicht worden, jedoch mit Punkten für die Gegenpartei."),),
       "Without limits Re needs 121. A party with a limit wins if the other stays below it; if it "
       "misses, the other party wins and scores the limit's steps as if they had been reached.",
       Reading("as-if-reached", "the missed limit's steps are scored for the other party", True),
       Reading("ddv", "the other party scores only what it reached itself (as the DDV rules)")),
    _r("D31", "Turnier: the game points", (T,),
       ((T, "Jede angesagte Limit-Stufe bringt einen Punkt. Jede erreichte Limit-Stufe bringt ebenfalls "
            "einen Punkt."),
        (T, "Eine Limit-Stufe ist erreicht, falls die Gegenpartei weniger als die angesagte Punktzahl hat."),
        (T, "Keine 120 Punkte ergibt einen Punkt für die Abrechnung. Das gewonnene Spiel gegen die "
            "Alten bringt einen zusätzlichen Punkt.")),
       "1 for winning, 1 per step reached, 1 per step announced (either party), 1 more if Kontra wins. A "
       "step reached counts whether or not anyone announced it: the heading is \"Spiele mit Limit-Ansage\" and "
       "its test is \"die angesagte Punktzahl\", but the engine counts every step under 90, 60, 30 and schwarz, "
       "as the national association's rules and common programs do; the literal reading is named.",
       Reading("also-in-solo", "the point against the Alten also when three beat a soloist", True),
       Reading("not-in-solo", "no such point in a solo (as the DDV rules)"),
       Reading("every-step", "every step under 90/60/30/schwarz the winner reached counts, announced or not "
                             "(as the DDV rules and common programs)", True),
       Reading("announced-steps", "\"Eine Limit-Stufe ist erreicht, falls die Gegenpartei weniger als die "
                                  "angesagte Punktzahl hat\": a step reached counts only where that limit "
                                  "was announced")),
    _r("D32", "Turnier: Re and Contra double", (T,),
       ((T, "Re- bzw. **Contra**-Ansagen verdoppeln die so erreichte Punktzahl. Sonderpunkte werden "
            "erst anschließend addiert, also nicht mit verdoppelt."),),
       "Re doubles, Contra doubles (x4 with both); Sonderpunkte are added afterwards."),
    _r("D33", "Turnier: Sonderpunkte", (T,),
       ((T, "Der Gewinner eines der folgenden Stiche bekommt einen Sonderpunkt:"),
        (T, "Reiner **Herzstich**: In dem Stich liegen nur Karten der Fehlfarbe Herz.")),
       "Herzstich (all four cards Herz fail cards of the game), Karlchen (EU) wins the last trick, a "
       "Fuchs (SD) wins the last trick, each Fuchs of the other party caught, Doppelkopf (40+ eyes).",
       Reading("every-game", "in every game, solos included: the text makes no exception", True),
       Reading("no-solo", "none in solos (as the DDV rules)")),
    _r("D34", "Hausrunde: who wins", (H,),
       ((H, "Gewonnen hat die Re-Partei, wenn sie 121 (151,...) Augen erreicht hat, außer es ist nur "
            "von der Kontra-Partei doppelt angesagt worden (ohne doppelt von der Re-Partei)."),),
       "Re needs 121, or 120 if only Kontra said Doppelt. A party with a limit wins if the other stays "
       "below it; if it misses, the other party wins (it reached the eyes against the limit).",
       Reading("limit-decides", "a missed limit hands the game to the other party", True),
       Reading("literal", "Kontra wins only with 120 (151, ...) of its own, else nobody")),
    _r("D35", "Hausrunde: game points and Doppelt", (H,),
       ((H, "Jedes Doppelt, verdoppelt die, durch das Spiel erreichten Punkte, inklusive der Ansagen."),
        (H, "Sonderpunkte werden nicht mit verdoppelt.")),
       "1 for winning, 1 per step under 90/60/30/schwarz, 1 per step announced (either party), 1 per "
       "120 (90/60/30) eyes reached against a limit; times 2 per Doppelt; Sonderpunkte added after."),
    _r("D36", "Hausrunde: Sonderpunkte", (H,),
       ((H, "gegen die Kreuz-Damen gewonnen"),
        (H, "Bei einem Solo werden Sonderpunkte ebenfalls gewertet. (Dies gilt auch für ein Farbensolo in "
            "Karo, das aus einer Hochzeit entstehen kann.)"),
        (H, "Karo As (Fuchs) der Gegenpartei gefangen"), (H, "Es gibt auch hier keine Füchse"),
        (H, "Es ist egal, von welcher Karte der kreuz Bube beim letzten Stich von der Gegenpartei "
            "überstochen wird.")),
       "Against the Kreuz-Damen (Kontra wins where Re holds both EO: normal game, Hochzeit, silent "
       "solo), Doppelkopf, Fuchs caught, Karlchen wins the last trick, each Karlchen of the other party "
       "beaten in the last trick (D49). A caught Fuchs counts in every game of two parties and in a solo "
       "where the Karo-As is a trump (the Karo solo, bought or from a Hochzeit, 6.2), not in the silent "
       "solo (\"Es gibt auch hier keine Füchse\", 3.2.5) nor where the Karo-As is a fail card.",
       Reading("kreuz-damen-holders", "only where Re is the party of the Kreuz-Damen", True),
       Reading("any-kontra-win", "whenever Kontra wins"),
       Reading("fuchs-where-trump", "a caught Fuchs counts in a solo where the Karo-As is a trump, except the "
                                    "silent solo", True),
       Reading("no-fuchs-in-solo", "no Fuchs in any solo (3.2.5's \"auch hier\" read for every solo)")),
    _r("D37", "Both parties miss their limits", (H, T),
       ((T, "Eine Limit-Stufe ist erreicht, falls die Gegenpartei weniger als die angesagte Punktzahl "
            "hat."),),
       "If both parties announced limits and both missed, nobody wins: no game points, only "
       "Sonderpunkte.",
       Reading("nobody", "no game points", True),
       Reading("both-score", "each party scores the other's missed limit; the difference counts")),
    _r("D38", "Throwing in", (H, T),
       ((T, "Falls ein Spieler fünf oder mehr Könige hat, kann er schmeißen."),
        (H, "bei sechs oder mehr Königen das spielen keinen Spaß macht und daher kann geschmissen "
            "werden, wenn kein anderer Vorbehalt anliegt.")),
       "Turnier: before the reservations, at once. Hausrunde: a reservation below all others. Both: "
       "the round is dealt again, 0 points.",
       Reading("turnier-before", "turnier: throwing in comes before the reservation query", True),
       Reading("turnier-reservation", "turnier: throwing in is one more reservation")),
    _r("D39", "Turnier: two solos", (T,),
       ((T, "1. Solo"), (T, "- Trumpf-Solo")),
       "Trumpf-Solo before Damen-Solo before Buben-Solo before Fleischloser; the same solo twice: the "
       "one nearer the dealer's left.",
       Reading("list-order", "the sub-list is an order of precedence", True),
       Reading("seat-order", "the sub-list only names the solos; the seat nearer the dealer's left wins")),
    _r("D40", "Hausrunde: reizen", (H,),
       ((H, "Wollen mehrere Personen ein Solo spielen, so ist derjenige welcher links vom Geber sitzt "
            "vorn, weil er ja rauskommen würde."),
        (H, "Auch jemand der ein normales Spiel spielen will kann ein Solo reizen."),
        (H, "Das Reizen geschieht durch das Ansagen von Doppelt und verschiedener Schneider.")),
       "The first solo from the dealer's left holds; every other player in turn may bid one step more "
       "(Doppelt, keine 90, keine 60, keine 30, schwarz) and the holder keeps it by saying halten. The "
       "winner's bid is announced before the first card. If the winner has no solo, the other "
       "reservations are played."),
    _r("D41", "Turnier: Trumpfabgabe", (T,),
       ((T, "Die bis zu 3 Trumpf-Karten werden verdeckt auf den Tisch gelegt."),
        (T, "Der aufnehmende Spieler gibt die gleiche Anzahl Karten (egal welche) zurück und sagt an, "
            "wie viele Trumpfkarten dabei waren.")),
       "The poor player lays down all its trumps (the Füchse open and not counted); asked from its "
       "left; the acceptor returns as many cards, any, and the number of trumps among them is public.",
       Reading("all-trumps", "exactly its trumps, however few", True),
       Reading("pad-to-three", "fill up with fail cards to three (as the DDV rules)")),
    _r("D42", "Hausrunde: Trumpfabgabe", (H,),
       ((H, "Hat man nur zwei Trumpf, kann man noch eine Fehlfarbe mit dazu geben."),
        (H, "Geschoben wird links vom Geber, der Reihe rum."),
        (H, "Bei der Rückgabe der Karten dürfen nur dann Fehlfarben auf der \"Trumpfhand\" bleiben, "
            "wenn er von Anfang an mehr Fehlfarben auf der Hand hatte, als ihm Trumpf geschoben worden "
            "sind.")),
       "The poor player gives all its trumps; with exactly two it may add one fail card. Asked from "
       "the dealer's left. The acceptor returns as many cards, fail cards first while it holds any.",
       Reading("one-card", "\"eine Fehlfarbe\" is one fail card", True),
       Reading("whole-suit", "\"eine Fehlfarbe\" is a whole fail suit"),
       Reading("fail-first", "the returned cards are fail cards as long as the acceptor has them", True),
       Reading("only-if-few", "only an acceptor with few fail cards must return them all")),
    _r("D43", "Schweine in a Hochzeit and a Trumpfabgabe", (H,),
       ((H, "Bei Trumpfabgabe müssen die Schweine vor dem Aufnehmen der geschobenen Karten abgesagt "
            "werden."),
        (H, "macht der Hochzeiter die ersten drei Stiche, so spielt der Hochzeiter ein Farbsolo in Karo."),
        (H, "Es gibt keine Schweine! (Einigt man sich darauf das anstatt Farbsolo nur Trumpfsolo gespielt "
            "wird, also einer alleine spielt Karo-Solo, dann kann man auch mit Schweinen spielen)")),
       "Schweine count in every game with the normal trumps and two parties (normal, Hochzeit, "
       "Trumpfabgabe) if one player was dealt both SD and still holds both when play begins. A "
       "Hochzeit the groom plays alone becomes a Farbsolo in Karo after the third trick, and a Farbsolo "
       "has no Schweine: from the fourth trick on the Karo-Asse are ordinary trumps again (below the "
       "Karo-Buben).",
       Reading("karo-solo", "no Schweine once the Hochzeit becomes a Karo solo (3.2.3)", True),
       Reading("trumpfsolo", "a table that plays \"nur Trumpfsolo\" keeps the Schweine in the Karo solo "
                             "(3.2.3's bracket)")),
    _r("D44", "No Pflichtsolo", (H,), ((H, "Ausnahme ist das Pflichtsolo (wenn damit gespielt wird)."),),
       "The engine plays without a Pflichtsolo."),
    _r("D45", "Who deals next", (H, T),
       ((T, "Das darauffolgende Spiel wird – wie bei anderen Spielen auch – von diesem Spieler links neben "
            "dem Geber ausgeteilt."),
        (T, "Falls sich niemand findet, wird neu ausgeteilt.")),
       "After a round that was played, the player on the dealer's left deals (next_dealer). A round "
       "thrown in (D38) or a Trumpfabgabe nobody takes (D11) is no game: it is dealt again, and by the "
       "same dealer, since 'neu ausgeteilt' repeats the deal rather than moving it on. The Hausrunde "
       "text says nothing on either point; the engine plays it the same way.",
       Reading("same-dealer", "a deal that is thrown in or not taken is dealt again by the same dealer", True),
       Reading("next-dealer", "every deal, played or not, passes to the dealer's left")),
    _r("D46", "The winner of a trick leads the next", (H, T),
       ((T, "Der Spieler links neben dem Geber kommt raus (auch bei Solo)."),),
       "The player on the dealer's left leads the first trick (D10); every later trick is led by the "
       "winner of the trick before. Neither text says so: both take it for granted, as every "
       "trick-taking game does, and Hydra's own rules write it down (\"Beim nächsten Stich kommt der "
       "Spieler raus, der den letzten Stich geholt hat.\", R8)."),
    _r("D47", "Hausrunde: two Herz-10 where the Herz-10 is not a trump", (H,),
       ((H, "Die zweite Herz 10 übersticht die erste Herz 10 immer! (Auch bei Schweinen)."),
        (H, "Alle Damen und Buben sind Trumpf. Alles andere reiht sich gefälligst ein.")),
       "In a Damensolo, a Bubensolo, a Fleischloser or Buben/Damen gemischt the Herz-10 is a Herz fail "
       "card (D4); there the first of two Herz-10 wins, as of any two equal cards (D5). The sentence "
       "with \"immer\" stands among the trumps and names the Schweine, the top trumps, so it is read "
       "as speaking of the Herz-10 as a trump.",
       Reading("where-trump", "the second Herz-10 wins wherever the Herz-10 is a trump; where it is a "
                              "fail card the first wins", True),
       Reading("always", "\u201cimmer\u201d read to the letter: the second Herz-10 wins also where it is a "
                         "fail card")),
    _r("D48", "Hausrunde: a bid from the reizen when a Hochzeit is played", (H,),
       ((H, "Gelingt das, müssen eventuelle andere Vorbehalte gespielt werden (Hochzeit, Trumpfabgabe)"),
        (H, "Bei einer Hochzeit darf keine Ansage gemacht werden, bis der Klärungsstich beendet ist."),
        (H, "Stehen die Parteien durch Solo oder Hochzeit von vornherein fest, so kann pro Partei nur "
            "einmal “doppelt” angesagt werden.")),
       "A player who outbids a solo without one of its own has announced its bid (D40), and the Hochzeit "
       "is played. Nobody's party but the groom's is known before the Klärungsstich, so the bid counts for "
       "the party its bidder belongs to once the Klärungsstich is over: Re if the bidder is the groom or "
       "his partner, else Kontra. It is that party's one Doppelt (D24) and its limits (D23); the other "
       "party may still say its own.",
       Reading("party-after-klaerung", "the bid counts for the bidder's party as found by the Klärungsstich",
               True),
       Reading("bid-lapses", "the bid was made for the solo: when the Hochzeit is played it lapses, and "
                             "nothing has been announced")),
    _r("D49", "Hausrunde: two Karlchen beaten in the last trick", (H,),
       ((H, "Kreuz Bube (Karlchen) wird beim letzten Stich überstochen"),
        (H, "Es ist egal, von welcher Karte der kreuz Bube beim letzten Stich von der Gegenpartei "
            "überstochen wird. Geht der Stich weg, gibt’s einen Punkt für die, die ihn haben.")),
       "Neither sentence says what two Kreuz-Buben of the other party in the last trick are worth. The "
       "engine gives a point for each Karlchen beaten, as for each Fuchs caught.",
       Reading("per-karlchen", "one point for each Karlchen of the other party beaten in the last trick", True),
       Reading("per-trick", "one point for the trick, however many Karlchen it holds")),
    _r("D50", "Hausrunde: Schweine are not announced", (H,),
       ((H, "Diese müssen erst angesagt werden, wenn man sie spielt."),),
       "The engine plays the Schweine without an announcement: who was dealt both Karo-Asse and holds them "
       "when play begins has them (D43), and the first one played is shown as a Schwein. Saying "
       "\"Schweine\" when one is played changes nothing in the play or the score.",
       Reading("automatic", "the Schweine are on top without anyone saying so", True),
       Reading("announced", "the Schweine count only if their holder says so when playing the first one; "
                            "unsaid, they are ordinary Füchse")),
    _r("D51", "Hausrunde: what the table hears of a Trumpfabgabe", (H,),
       ((H, "Bei der Rückgabe der Katen muss nur gesagt werden, ob Trumpf zurückgegeben wurde oder nicht."),),
       "The table hears who offered, how many cards went over and who took them; of the cards given back "
       "it hears only whether a trump was among them. Only the poor player, who gets them, knows how many "
       "(the Turnier tells the number, D41).",
       Reading("whether-only", "only whether a trump came back is public", True),
       Reading("how-many", "the number of trumps given back is public, as in the Turnier")),
)

RULINGS: dict[str, Ruling] = {r.id: r for r in _ALL}


def readings(ruling_id: str) -> tuple[Reading, ...]:
    """The named readings of a ruling (empty where the text is clear)."""
    return RULINGS[ruling_id].readings


def rulings_markdown() -> str:
    """The rulings as the project's docs page ``docs/rulings-doppelkopf.md``."""
    out = ["# Doppelkopf rulings (engine: `hydra.doppelkopf`)", "",
           "Generated from `hydra/doppelkopf/rulings.py` (`rulings_markdown()`); a test keeps them "
           "equal. D1-D13 are the spec's (`shared/spec/doppelkopf.md`), summarised; D20 and up "
           "decide what the two texts leave open. Quotes are the seeds' German as written.", ""]
    for r in _ALL:
        out += ruling_markdown(f"{r.id} {r.title} ({', '.join(r.rule_sets)})",
                               (f"> {rules}: \"{quote}\"" for rules, quote in r.quotes), r.decision, r.readings)
    return "\n".join(out)
