"""What Hydra's rules say where the tutor cites them (:mod:`tutor.rulebook`): each ruling (``R2``) and
section of the rules (``rules: Wer erhält den Stich``) with the Regelwerk's own sentence (German, as written)
and its English. Hydra's entry in the tutor's registry names :data:`BOOK` (``tutor.games.Listing.rules``).

>>> BOOK.rule_text("R2").title, BOOK.rule_text("R2").german[0][:36]
('equal cards', 'Werden zwei gleiche Karten ausgespie')
>>> BOOK.rule_text("rules: Wer erhält den Stich").heading
'Wer erhält den Stich'
>>> BOOK.names_a_card("R10", "Of two Dullen"), BOOK.names_a_card("R10", "the second wins")
(True, False)
"""

from __future__ import annotations

import re

from hydra.core.i18n import N_

from ..links import RULE_HEADINGS, RULE_SUMMARIES
from ..rulebook import RuleBook, RuleText

__all__ = ["BOOK", "HYDRA_QUOTES", "rule_text"]


#: Hydra: the rules text's sentence each ruling and section rests on (verbatim from the Regelwerk),
#: with its English. The rulings say how the engine reads them (../shared/spec/hydra-rulings.md,
#: docs/rulings.md); a sentence here never decides anything.
HYDRA_QUOTES: dict[str, tuple[str, str, str]] = {
    "R1": (N_("the Hydra on a fail trick"),
           "Die *Hydra* allerdings zählt, wenn sie auf einen mit einer Fehlfarbe begonnenen Stich gespielt wird, "
           "nicht als Trumpf, sondern als die niedrigste Karte dieser Farbe; mit ihr kann also kein "
           "Fehlfarbenstich übernommen werden; außer beim Trumpf- oder Farbsolo, bei dem sie immer der höchste "
           "Trumpf ist.",
           "The Hydra, played on a trick led with a fail suit, counts not as a trump but as the lowest card of "
           "that suit, so it cannot take a fail trick; except in a trump or colour solo, where it is always the "
           "highest trump."),
    "R2": (N_("equal cards"),
           "Werden zwei gleiche Karten ausgespielt, so ist die zuerst ausgespielte Karte immer höher, außer bei "
           "2 *Rot-10en* (außer wiederum beim Trumpf- oder Farbsolo) oder 2 *Hydras*.",
           "When two equal cards are played, the one played first is always higher, except two Rot-10s (but "
           "not in a trump or colour solo) or two Hydras: of those the second one wins."),
    "R3": (N_("trick bonuses"),
           "Für jeden seiner Stiche, der aus 40-49 Augen besteht (Doppelkopf), erhalten er & die Partei 5 "
           "Bonuspunkte.",
           "For each of his tricks of 40 to 49 eyes (a Doppelkopf) he and his party get 5 bonus points; a "
           "trick of 50 or more eyes (a Hydra) gives 10."),
    "R4": (N_("Fuchs gefangen"),
           "Für jedes *Schell-Daus* (*Fuchs*) aus einem seiner Stiche, welches von einem Gegner ausgespielt "
           "wurde, erhalten sie 5 Bonuspunkte (Fuchs gefangen) (außer beim Trumpf- oder Farbsolo).",
           "For each Schell-Daus (the Fuchs) in one of his tricks that an opponent played, they get 5 bonus "
           "points (Fuchs caught), except in a trump or colour solo."),
    "R5": (N_("points"),
           "Die durch Bonuspunkte erreichten Punkte werden zu dem gerundeten Wert vom Zehntel der erzielten "
           "Augen (ab einschließlich 0.5 wird aufgerundet), mit dem Multiplikator multipliziert, addiert.",
           "Every player of a party gets: bonus points + multiplier × the party's eyes divided by 10, rounded "
           "(65 eyes make 7, 64 make 6). The multiplier is the number of opponents; a soloist has 3."),
    "R6": (N_("throwing in"),
           "Hat ein Spieler fünf oder mehr 9'en oder höchstens einen Trumpf, so kann er sein Blatt vorzeigen und "
           "\"schmeißen\": Das Spiel wird, bei Beibehaltung des Gebers, wiederholt.",
           "A player with five or more 9s or at most one trump may show the hand and throw in: the same dealer "
           "deals again."),
    "R7": (N_("the calls"),
           "Es gilt: Solo > Antrag.",
           "Each player says valeo (healthy) or morbus (a reservation); a solo beats an Antrag."),
    "R8": (N_("who leads"),
           "Es fängt der Spieler links vom Geber bzw. bei einem Solo der Solospieler an (er kommt raus) und "
           "spielt eine seiner Karten aus.",
           "The player on the dealer's left, or in a solo the soloist, leads the first card."),
    "R9": (N_("the open Antrag"),
           "Diese beiden Spieler, also der den Antrag spielende und der ihn aufnehmende, bilden eine Partei.",
           "The player who made the Antrag and the one who took it up form a party; the other three are the "
           "opponents."),
    "R10": (N_("who plays together"),
            "Bei den gesunden Spielen allerdings, also den Spielen, bei denen keine Person einen Vorbehalt "
            "meldet, hängen die Parteien davon ab, welche Spieler die sogenannten \"Schlüsselkarten\" "
            "*Eichel-* und *Grün-Ober* besitzen:",
            "In the healthy games, where nobody calls a reservation, the parties depend on who holds the "
            "key cards, the Eichel-Obers and the Grün-Obers."),
    "R11": (N_("the seats"),
            "Danach wechselt der Geber; die Person links vom vorherigen Geber wird zum neuen Geber und eine "
            "neue Runde wird ausgespielt.",
            "Then the deal passes: the player on the previous dealer's left deals the next round."),
    "R12": (N_("dealing"),
            "Danach darf die Person rechts vom Geber abheben, wobei sie mindestens 5 und höchstens 45 Karten "
            "abheben muss.",
            "The player on the dealer's right cuts, at least 5 and at most 45 cards."),
    "rules: Wer erhält den Stich": (
        N_("who takes the trick"),
        "Haben alle Spieler eine Karte gespielt, so bekommt derjenige Spieler die fünf Karten, der mit dem "
        "höchsten Trumpf gestochen hat, oder, wenn kein Trumpf gespielt wurde, der die höchste Karte der "
        "geforderten Farbe, also der, mit der der erste Spieler rauskam, gespielt hat.",
        "When everyone has played a card, the five cards go to whoever played the highest trump, or, if no "
        "trump was played, the highest card of the suit that was led."),
    "rules: Der Spielverlauf": (
        N_("following suit"),
        "Spielt der erste Spieler Trumpf, so müssen die weiteren Spieler jeweils, wenn möglich, auch Trumpf "
        "spielen.",
        "If the first player leads a trump, the others must play a trump too if they can; if a fail suit "
        "is led, they must follow that suit if they can; otherwise they may play any card."),
    "rules: Die Spielkarten": (
        N_("the cards"),
        "Jede Karte ist hierbei doppelt vertreten. Es gibt also 50 Karten.",
        "Every card is in the deck twice, so there are 50 cards."),
    "rules: Solo": (
        N_("the solos"),
        "Es gibt drei verschiedene Solotypen, welche alle gleichwertig sind: Trumpfsoli, Normalsoli und "
        "Farbsoli.",
        "There are three kinds of solo, all of equal rank: trump solos, normal solos and colour solos."),
    "rules: Die Spieltypen": (
        N_("the kinds of game"),
        "Bei jedem Spiel gibt es mehrere Parteien, die aus 1-4 Spielern bestehen können.",
        "Every game has several parties of one to four players each."),
    "rules: Spielende": (
        N_("the end of the game"),
        "Wurden alle Runden abgeschlossen, gewinnt der Spieler mit der höchsten Punktzahl.",
        "When all rounds are played, the player with the most points wins."),
    "rules: Abrechnung": (
        N_("the count"),
        "Da die Spieler in Parteien zusammenspielen, werden für jede Partei die Punkte von jedem Spieler "
        "zusammengerechnet.",
        "As the players play in parties, the eyes of each party's players are added up; all the cards "
        "make 240 eyes."),
    "rules: Regelwidrigkeiten": (
        N_("irregularities"),
        "Wird eine Karte unerlaubt ausgespielt, so muss sie zurückgenommen werden und die Aktion zählt so wie "
        "wenn der Spieler seine Karte gezeigt hätte.",
        "A card played against the rules must be taken back, and counts as if the player had shown it."),
}
#: The project's rulings where the rules text is silent rest on the sentence of an earlier one.
_RESTS_ON = {"R13": "R6", "R14": "R7", "R15": "R8", "R16": "R10", "R17": "R10", "R19": "R5"}
_SECTION_ALIASES = {"Bedienpflicht": "Der Spielverlauf", "Bedienen": "Der Spielverlauf"}
#: R9 and R10 are cards too (Rot-9, Rot-10): "(R10)" after a card's name names the card.
_CARD_BEFORE = re.compile(r"(?:10|9|Dullen?|Dulle\)|Rot|Herz)\W*$")


def rule_text(cite: str) -> RuleText:
    """What Hydra's ruling or section ``cite`` says (never raises; an unknown one has no sentence)."""
    key = cite
    heading = ""
    if cite.startswith(("rules: ", "rule: ")):
        heading = cite.split(":", 1)[1].split(",")[0].strip(" '")       # a section is named by its heading
        # a heading quoted with a note after it ("rules: 'Die Spielkarten': 50 cards ...") is that heading
        names = [n.split("':")[0].strip(" '") for n in cite.split(":", 1)[1].split(",")]
        known = [_SECTION_ALIASES.get(n, n) for n in names if _SECTION_ALIASES.get(n, n) in
                 {k.removeprefix("rules: ") for k in HYDRA_QUOTES if k.startswith("rules: ")}]
        key = f"rules: {known[0]}" if known else cite
        if key not in HYDRA_QUOTES:
            headings = [RULE_HEADINGS[n] for n in names if n in RULE_HEADINGS]
            return RuleText(cite, headings[0] if headings else "the rules", (), "", heading=heading)
    ruling = re.fullmatch(r"R\d+", cite) is not None          # a ruling's title is in the catalogs
    key = _RESTS_ON.get(key, key)
    if key in HYDRA_QUOTES:
        title, german, english = HYDRA_QUOTES[key]
        if cite in RULE_SUMMARIES and cite.startswith("R"):
            english = RULE_SUMMARIES[cite]
        return RuleText(cite, title, (german,), english, heading=heading, titled_everywhere=ruling)
    return RuleText(cite, "the rule", (), RULE_SUMMARIES.get(cite, ""), heading=heading, titled_everywhere=ruling)


def names_a_card(inside: str, before: str) -> bool:
    """Whether the bracket ``(inside)`` after ``before`` names a card, not a ruling: the Dulle "(R10)"."""
    return (re.fullmatch(r"R(?:9|10)(?::\s.*)?", inside.strip(), re.S) is not None
            and _CARD_BEFORE.search(before) is not None)


#: Hydra's rulings (R1 ...) and the sections of its rules ("rules: <heading>", "rule: <heading>").
BOOK = RuleBook(r"R\d{1,2}|rules?: .+", rule_text, names_a_card)
