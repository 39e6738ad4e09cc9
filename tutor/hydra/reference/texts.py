"""The rules of Hydra as data: each rule's sentence from the official rules text (the Regelwerk, in
German, word for word), its English translation, a note where the tutor's rulings settle what the text
leaves open, and the example the engine works out for it (:mod:`.examples`), grouped by topic. Finding a
rule, its citations and the search are :mod:`.rules`'.

The titles, the topics and the notes are learner-facing sentences, marked with ``N_()`` and translated
where they are shown; the German is the rules text itself, and the English its translation, shown beside it
on an English page only (a German page quotes the rule as written, needing no translation, as the rules in
place do: widgets/common/rules.py), so the English is not in the catalogs. A test checks that every German
sentence stands in the rules text (``../shared/seeds/hydra-regelwerk.txt``).

>>> len(TOPICS) >= 10 and {r.topic for r in RULES} == {t.key for t in TOPICS}
True
"""

from __future__ import annotations

from dataclasses import dataclass

from hydra.core.i18n import N_

__all__ = ["Topic", "Rule", "TOPICS", "RULES"]


@dataclass(frozen=True)
class Topic:
    """A group of rules: ``key`` is its place on the page (``rules.ipynb?topic=trumps``)."""

    key: str
    title: str
    summary: str


@dataclass(frozen=True)
class Rule:
    """One rule: its ``german`` sentence (the rules text, word for word), the ``english`` translation,
    a ``note`` where the tutor's rulings settle what the text leaves open (empty if none), the
    ``section`` of the rules text it stands in, and its ``example``: a kind of example and what it
    needs (:func:`tutor.hydra.reference.examples.work_out` asks the engine)."""

    key: str
    topic: str
    title: str
    german: str
    english: str
    section: str
    example: tuple[str, ...]
    note: str = ""


TOPICS: tuple[Topic, ...] = (
    Topic("cards", N_("The cards and their eyes"), N_("the 50 cards, the trumps, what each card counts")),
    Topic("dealing", N_("Seats, the deal and throwing in"), N_("who deals, how, and when a hand may be thrown in")),
    Topic("tricks", N_("Playing a trick"), N_("who leads, following suit, who takes the trick")),
    Topic("trumps", N_("Trumps and the special cards"),
          N_("the order of the trumps and of the other suits, the Hydra, the Dulle, equal cards")),
    Topic("parties", N_("Parties of a healthy game"),
          N_("the key cards decide who plays with whom; the seven kinds of healthy game")),
    Topic("calls", N_("The calls: valeo and morbus"), N_("healthy or not, solo or Antrag, and which one is played")),
    Topic("solos", N_("Solos"), N_("the normal solo, the trump solos and the colour solos")),
    Topic("antrag", N_("The Antrag"), N_("offered, accepted or declined, the exchange, the parties")),
    Topic("scoring", N_("Scoring"), N_("eyes to points, the multiplier, the bonus points")),
    Topic("match", N_("Rounds and the match"), N_("the next dealer, the totals, who wins")),
    Topic("conduct", N_("At the table"), N_("what players may not do, and what they may always do")),
)

RULES: tuple[Rule, ...] = (
    # --- the cards ---------------------------------------------------------------------------
    Rule("deck", "cards", N_("The deck"),
         "Der für Hydra benötigte Kartensatz besteht aus den Karten 9, Unter, Ober, König, 10 und Daus jeweils "
         "in den vier Farben Schell, Rot, Grün und Eichel sowie aus 1 Joker (=Hydra). Jede Karte ist hierbei "
         "doppelt vertreten. Es gibt also 50 Karten.",
         "The deck for Hydra has the cards 9, Unter, Ober, König, 10 and Daus in each of the four suits "
         "Schell, Rot, Grün and Eichel, and one joker (the Hydra). Every card is there twice. So there "
         "are 50 cards.",
         "Die Spielkarten", ("deck",)),
    Rule("trumps-of-the-deck", "cards", N_("The trumps"),
         "Die 22 Karten Schell-Daus, Schell-, Rot-, Grün-, Eichel-Unter, Schell-, Rot-, Grün-, Eichel-Ober, "
         "Rot-10 (=Dulle), Hydra nennen sich, in aufsteigender Rangfolge, die Trümpfe (Jede Karte gibt es "
         "doppelt, somit auch jede Trumpfkarte).",
         "The 22 cards Schell-Daus, the Schell-, Rot-, Grün- and Eichel-Unter, the Schell-, Rot-, Grün- and "
         "Eichel-Ober, the Rot-10 (the Dulle) and the Hydra are, from lowest to highest, the trumps (every "
         "card is there twice, so every trump too).",
         "Die Spielkarten", ("ladder", "normal")),
    Rule("eyes", "cards", N_("What each card counts: eyes"),
         "Jede Karte hat einen Wert an Augen, der nun für alle Karten auf dem Punktestapel eines Spielers "
         "addiert wird",
         "Every card is worth a number of eyes (Augen), and the eyes of all the cards in a player's "
         "tricks are added up: 9 counts 0, Unter 2, Ober 3, König 4, 10 counts 10, Daus 11, the Hydra "
         "0; the whole deck 240.",
         "Abrechnung", ("eyes", "ED E10 EK EO HY S9")),
    # --- seats, the deal, throwing in --------------------------------------------------------
    Rule("seats", "dealing", N_("Seats and the first dealer"),
         "Die Sitzreihenfolge der fünf Spieler und der erste Geber werden vor Beginn des Spiels ausgelost. "
         "Die Sitzreihenfolge bleibt das ganze Spiel so bestehen.",
         "The order of the five players' seats and the first dealer are drawn by lot before the game "
         "starts. The seats stay the same for the whole game.",
         "Spielvorbereitung", ("none",)),
    Rule("cut", "dealing", N_("Cutting the deck"),
         "Das Deck wird vom Geber gemischt. Danach darf die Person rechts vom Geber abheben, wobei sie "
         "mindestens 5 und höchstens 45 Karten abheben muss.",
         "The dealer shuffles the deck. Then the player on the dealer's right may cut it, taking off at "
         "least 5 and at most 45 cards.",
         "Spielvorbereitung", ("none",)),
    Rule("deal", "dealing", N_("How the cards are dealt"),
         "Er fängt beim Spieler links neben ihm an und teilt ihm 3 Karten aus. Dann teilt er im Uhrzeigersinn "
         "jedem weiteren Spieler 3 Karten aus. Ist er bei sich (bzw. bei sechs Spielern beim Spieler rechts von "
         "ihm) angelangt und hat sich 3 Karten ausgeteilt, teilt er, bei dem Spieler links von ihm beginnend, im "
         "Uhrzeigersinn 4 Karten aus. Danach gibt er jedem Spieler, beim Spieler links von ihm beginnend im "
         "Uhrzeigersinn wieder 3 Karten aus.",
         "The dealer starts with the player on their left and gives them 3 cards. Then they give 3 cards to "
         "each further player clockwise. Once they have reached themselves (with six players, the player on "
         "their right) and dealt themselves 3 cards, they deal 4 cards each, clockwise, starting with the "
         "player on their left. Then they give every player 3 cards again, starting on their left: 10 cards "
         "each.",
         "Spielvorbereitung", ("deal", "4711")),
    Rule("throw-in", "dealing", N_("Throwing in (schmeißen)"),
         "Hat ein Spieler fünf oder mehr 9'en oder höchstens einen Trumpf, so kann er sein Blatt vorzeigen "
         "und \"schmeißen\": Das Spiel wird, bei Beibehaltung des Gebers, wiederholt.",
         "A player with five or more 9s, or with at most one trump, may show their hand and throw it in "
         "(schmeißen): the same dealer deals again.",
         "Spielfindung", ("throw-in", "S9 R9 G9 G9 E9 SK RK GD ED E10"),
         note=N_("Throwing in is the player's choice, never forced, and happens before the calls. The "
                 "trumps are counted as in the normal game, the Hydra among them.")),
    # --- a trick -------------------------------------------------------------------------------
    Rule("first-lead", "tricks", N_("Who leads"),
         "Es fängt der Spieler links vom Geber bzw. bei einem Solo der Solospieler an (er kommt raus) und "
         "spielt eine seiner Karten aus.",
         "The player on the dealer's left starts, or in a solo the soloist (they lead), and plays one of "
         "their cards.",
         "Der Spielverlauf", ("lead", "2"),
         note=N_("In an Antrag game, accepted or not, the player on the dealer's left leads, as in a healthy "
                 "game.")),
    Rule("follow-trump", "tricks", N_("A trump led: play a trump"),
         "Spielt der erste Spieler Trumpf, so müssen die weiteren Spieler jeweils, wenn möglich, auch Trumpf "
         "spielen. Hat ein Spieler keinen Trumpf mehr, kann er jede beliebige Karte ausspielen.",
         "If the first player leads a trump, every other player must play a trump too if they can. A "
         "player without a trump may play any card.",
         "Der Spielverlauf", ("legal", "normal", "EU", "GK G9 SO E10 S9")),
    Rule("follow-suit", "tricks", N_("A suit led: follow it"),
         "Spielt der erste Spieler eine Fehlfarbenkarte (=kein Trumpf), so müssen die weiteren Spieler "
         "jeweils, wenn möglich, eine Fehlfarbenkarte der selben Karte ausspielen. Hat ein Spieler keine "
         "Fehlfarbenkarte der selben Farbe mehr, so kann er jede beliebige Karte ausspielen.",
         "If the first player leads a card that is no trump, every other player must play a card of the "
         "same suit if they can. A player without one may play any card.",
         "Der Spielverlauf", ("legal", "normal", "GK", "G9 G10 EO HY S9")),
    Rule("who-takes-the-trick", "tricks", N_("Who takes the trick"),
         "Haben alle Spieler eine Karte gespielt, so bekommt derjenige Spieler die fünf Karten, der mit dem "
         "höchsten Trumpf gestochen hat, oder, wenn kein Trumpf gespielt wurde, der die höchste Karte der "
         "geforderten Farbe, also der, mit der der erste Spieler rauskam, gespielt hat.",
         "When everyone has played a card, the player who played the highest trump takes the five cards; "
         "if no trump was played, the player who played the highest card of the suit that was led.",
         "Wer erhält den Stich", ("trick", "normal", "GK G9 GD SU G10")),
    Rule("next-lead", "tricks", N_("The winner leads next"),
         "Beim nächsten Stich kommt der Spieler raus, der den letzten Stich geholt hat.",
         "The player who took the last trick leads the next one.",
         "Wer erhält den Stich", ("next-lead", "1", "G9 GD GK S9 G10")),
    Rule("last-trick", "tricks", N_("Looking at the last trick"),
         "Der letzte Stich darf sich jederzeit angesehen werden.",
         "Anyone may look at the last trick at any time; only the last one.",
         "Wer erhält den Stich", ("none",)),
    # --- trumps and the special cards ------------------------------------------------------------
    Rule("trump-order", "trumps", N_("The order of the trumps"),
         "beim Trumpf Schell-Daus, Schell-, Rot-, Grün-, Eichel-Unter, Schell-, Rot-, Grün-, Eichel-Ober, "
         "Rot-10, Hydra.",
         "The trumps rank, from lowest to highest: Schell-Daus (the Fuchs), the Unters (Schell, Rot, Grün, "
         "Eichel), the Obers in the same order, the Rot-10 (the Dulle), the Hydra.",
         "Wer erhält den Stich", ("trick", "normal", "EU SO GU R10 RO")),
    Rule("fail-order", "trumps", N_("The order within a suit that is not trump"),
         "Hierbei gilt die aufsteigende Rangfolge 9, König, 10, Daus (bei Schell und Rot fehlt jw. ein Wert)",
         "In a suit that is not trump (a fail suit), the cards rank from lowest to highest 9, König, 10, "
         "Daus; Schell has no Daus and Rot no 10 there, because those are trumps. So a 10 beats a König.",
         "Wer erhält den Stich", ("trick", "normal", "EK E9 E10 EK E9")),
    Rule("hydra-on-a-fail-trick", "trumps", N_("The Hydra on a trick of a suit"),
         "Die Hydra allerdings zählt, wenn sie auf einen mit einer Fehlfarbe begonnenen Stich gespielt wird, "
         "nicht als Trumpf, sondern als die niedrigste Karte dieser Farbe; mit ihr kann also kein "
         "Fehlfarbenstich übernommen werden; außer beim Trumpf- oder Farbsolo, bei dem sie immer der höchste "
         "Trumpf ist.",
         "But the Hydra, played on a trick that was led with a suit that is not trump, counts not as a "
         "trump but as the lowest card of that suit: it cannot take such a trick. Except in a trump solo "
         "or a colour solo, where it is always the highest trump.",
         "Wer erhält den Stich", ("trick", "normal", "GK G9 GD HY G10"),
         note=N_("Who holds a card of the suit led must play it: the Hydra does not count as that suit for "
                 "following. A player whose only trump is the Hydra must play it when a trump is led.")),
    Rule("equal-cards", "trumps", N_("Two equal cards"),
         "Werden zwei gleiche Karten ausgespielt, so ist die zuerst ausgespielte Karte immer höher, außer bei "
         "2 Rot-10en (außer wiederum beim Trumpf- oder Farbsolo) oder 2 Hydras.",
         "When two equal cards are played, the one played first is always higher, except for two Rot-10s "
         "(but again not in a trump or colour solo) or two Hydras: of those the second one wins.",
         "Wer erhält den Stich", ("trick", "normal", "R10 EO R10 S9 SK")),
    Rule("dulle", "trumps", N_("The Dulle"),
         "Dulle - Rot-10 (Nicht beim Trumpf- oder Farbsolo)",
         "The Dulle is the Rot-10 (not in a trump solo or a colour solo).",
         "Liste von Begriffen", ("ladder", "normal")),
    Rule("fuchs", "trumps", N_("The Fuchs"),
         "Fuchs - Schell-Daus (Nicht beim Trumpf- oder Farbsolo)",
         "The Fuchs is the Schell-Daus, the lowest trump (not in a trump solo or a colour solo).",
         "Liste von Begriffen", ("eyes", "SD")),
    # --- parties -------------------------------------------------------------------------------
    Rule("key-cards", "parties", N_("The key cards"),
         "Hat mindestens ein Spieler mindestens einen Grün- und mindestens einen Eichel-Ober, dann spielen "
         "alle Spieler, die mindestens eine der vier Schlüsselkarten besitzen, zusammen - sie bilden eine "
         "Partei. … Ist dies allerdings nicht der Fall, hat also kein Spieler einen Grün- und einen Eichel-Ober, "
         "gibt es drei Parteien",
         "In a healthy game: if at least one player holds at least one Grün-Ober and at least one "
         "Eichel-Ober, all players holding at least one of the four key cards play together as one party. "
         "The others are the other party. Otherwise there are three parties: the Eichel-Ober holders, the "
         "Grün-Ober holders and the rest.",
         "Die Spieltypen", ("parties", "EO GO", "EO", "GO", "", "")),
    Rule("normal-game", "parties", N_("The normal game"),
         "Im normalen Spiel gibt es drei Parteien: Die beiden Personen, die den Eichel-Ober besitzen, bilden "
         "eine Partei (die Alten); die beiden Personen, die den Grün-Ober besitzen, bilden eine Partei (die "
         "Jungen), und der restliche Spieler bildet eine weitere Partei (der Ego).",
         "In the normal game there are three parties: the two players holding an Eichel-Ober are one "
         "(the Alten, the old ones); the two holding a Grün-Ober are one (the Jungen, the young ones); "
         "the last player is a party alone (the Ego).",
         "Gesunde Spiele", ("parties", "EO", "GO", "EO", "GO", "")),
    Rule("secret-proposal", "parties", N_("The secret proposal (geheimer Antrag)"),
         "Ein geheimer Antrag wird gespielt, wenn ein Spieler entweder beide Eichel- oder beide Grün-Ober und "
         "keinen weiteren Eichel- oder Grün-Ober hat. Er bildet eine Partei, die beiden Personen mit den anderen "
         "Eichel- oder Grün-Obern bilden eine Partei, und die restlichen zwei Spieler bilden eine weitere Partei "
         "(Duo-Partei).",
         "A secret proposal is played when one player holds both Eichel-Obers or both Grün-Obers and no "
         "other key card. That player is a party alone; the two holders of the other Obers are a party; "
         "the last two players are the third party.",
         "Gesunde Spiele", ("parties", "EO EO", "GO", "GO", "", "")),
    Rule("double-secret-proposal", "parties", N_("The double secret proposal"),
         "Ein doppelter geheimer Antrag wird gespielt, wenn ein Spieler beide Eichel-Ober hat und ein anderer "
         "Spieler beide Grün-Ober hat. Der eine der beiden Spieler bildet eine Partei, der andere bildet eine "
         "andere Partei, und die restlichen drei Spieler bilden eine weitere Partei (Trio-Partei).",
         "A double secret proposal is played when one player holds both Eichel-Obers and another both "
         "Grün-Obers. Each of them is a party alone; the other three players are the third party.",
         "Gesunde Spiele", ("parties", "EO EO", "GO GO", "", "", "")),
    Rule("engagement", "parties", N_("The engagement (Verlobung)"),
         "Eine (normale) Verlobung wird gespielt, wenn ein Spieler einen Eichel-Ober und einen Grün-Ober "
         "besitzt. Dann bildet er zusammen mit dem Spieler, der den Grün-Ober besitzt und mit dem, der den "
         "Eichel-Ober besitzt, zu dritt eine Partei. Die restlichen zwei Spieler bilden eine Partei (die "
         "Gegenspieler-Partei).",
         "An engagement is played when one player holds an Eichel-Ober and a Grün-Ober. Then they form one "
         "party of three with the player holding the other Grün-Ober and the one holding the other "
         "Eichel-Ober. The other two players are a party (the opponents).",
         "Gesunde Spiele", ("parties", "EO GO", "EO", "GO", "", "")),
    Rule("double-engagement", "parties", N_("The double engagement"),
         "Eine doppelte Verlobung wird gespielt, wenn zwei Spieler jeweils einen Eichel- und einen Grün-Ober "
         "besitzen. Diese beiden bilden eine Partei, und die restlichen drei Spieler bilden die "
         "Gegenspieler-Partei.",
         "A double engagement is played when two players each hold an Eichel-Ober and a Grün-Ober. They "
         "are one party, the other three players the other.",
         "Gesunde Spiele", ("parties", "EO GO", "EO GO", "", "", "")),
    Rule("triple-engagement", "parties", N_("The triple engagement"),
         "Eine dreifache Verlobung wird gespielt, wenn ein Spieler drei Eichel- und Grün-Ober besitzt. Der Spieler "
         "mit dem vierten Eichel- oder Grün-Ober bildet mit ihm eine Partei, und die restlichen drei Spieler bilden "
         "die Gegenspieler-Partei.",
         "A triple engagement is played when one player holds three of the Eichel- and Grün-Obers. The "
         "holder of the fourth is their partner; the other three players are the other party.",
         "Gesunde Spiele", ("parties", "EO EO GO", "GO", "", "", "")),
    Rule("wedding", "parties", N_("The wedding (Hochzeit)"),
         "Eine Hochzeit wird gespielt, wenn ein Spieler alle vier Eichel- und Grün-Ober hat. Er bildet alleine "
         "eine Partei, und die restlichen vier Spieler bilden die Gegenpartei.",
         "A wedding is played when one player holds all four Eichel- and Grün-Obers. That player is a "
         "party alone, and the other four players are the other party.",
         "Gesunde Spiele", ("parties", "EO EO GO GO", "", "", "", "")),
    Rule("hidden-partners", "parties", N_("Partners stay hidden"),
         "Bei diesen Spielen werden die Parteien erst, wenn alle Spieler ihre Eichel- bzw. Grün-Ober gespielt "
         "haben, klar.",
         "In these games the parties only become clear once all players have played their Eichel- and "
         "Grün-Obers: until then nobody knows for sure who plays with whom.",
         "Gesunde Spiele", ("none",)),
    # --- the calls -----------------------------------------------------------------------------
    Rule("valeo-morbus", "calls", N_("Valeo or morbus"),
         "Kann kein Spieler schmeißen, melden die Spieler im Uhrzeigersinn, beim Spieler links vom Geber "
         "anfangend, \"Valeo\" (Gesund) oder \"Morbus\" (Vorbehalt). Melden alle Spieler Valeo, so wird ein "
         "\"gesundes Spiel\" gespielt.",
         "If nobody throws in, the players say in turn, clockwise from the dealer's left, “valeo” "
         "(healthy) or “morbus” (a reservation). If everyone says valeo, a healthy game is played.",
         "Spielfindung", ("none",)),
    Rule("solo-beats-antrag", "calls", N_("A solo beats an Antrag"),
         "Es gilt: Solo > Antrag. Das heißt: Wenn mehrere Vorbehalte gemeldet werden, wird der höhere davon "
         "gespielt, also wenn ein Solo gemeldet wird, wird auf jeden Fall eines gespielt, egal ob ein Antrag "
         "gemeldet wurde.",
         "A solo beats an Antrag. That is: when several reservations are named, the higher one is played; "
         "so if a solo is named, a solo is played in any case, whether or not an Antrag was named.",
         "Spielfindung", ("calls", "0:antrag", "3:solo")),
    Rule("earlier-seat-wins", "calls", N_("Two of the same kind"),
         "Werden mehrere Soli gemeldet, dann wird das Solo des Spielers gespielt, der weiter vorne sitzt, also "
         "vom Uhrzeigersinn her näher am Spieler nach dem Geber sitzt … Werden zwei Anträge (und kein Solo) "
         "gemeldet, spielt ihn wieder der Spieler, der weiter vorne sitzt",
         "If several solos are named, the solo of the player sitting further forward is played: the one "
         "nearer, clockwise, to the player after the dealer. If two Antrags (and no solo) are named, again "
         "the player sitting further forward plays it.",
         "Spielfindung", ("calls", "3:solo", "1:solo")),
    Rule("who-may", "calls", N_("Who may name what"),
         "Ein Solo kann immer gespielt werden; ein Antrag nur, wenn man den Eichel-Ober oder den Grün-Ober "
         "doppelt hat.",
         "A solo may always be played; an Antrag only by a player holding both Eichel-Obers or both "
         "Grün-Obers.",
         "Spielfindung", ("antrag-hand", "EO EO S9 RK")),
    # --- solos ---------------------------------------------------------------------------------
    Rule("solo-parties", "solos", N_("The soloist plays alone and leads"),
         "Beim Solo bildet der diesen Vorbehalt spielenden Spieler alleine eine Partei und alle anderen "
         "Spieler die Gegenpartei. Der Solist beginnt, nachdem er sich ausgesucht hat, welchen Solotyp er "
         "spielt, das Spiel.",
         "In a solo the player who named it is a party alone and all the others are the other party. The "
         "soloist chooses the kind of solo, then leads the first trick.",
         "Vorbehalt-Spiele", ("none",)),
    Rule("normal-solo", "solos", N_("The normal solo"),
         "Normalsoli: Alle normalen Trumpfkarten sind hier Trumpf. Keine Veränderung liegt vor; dieses Solo "
         "wird, bis auf die Parteienbildung, wie ein normales Spiel gespielt.",
         "Normal solo: all the normal trumps are trumps. Nothing changes; this solo is played like a "
         "normal game, except for the parties.",
         "Vorbehalt-Spiele", ("trick", "normal-solo", "GK G9 GD HY G10")),
    Rule("trump-solo", "solos", N_("The trump solos"),
         "Trumpfsoli: Der Solist sucht sich einen Wert aus (9, Unter, Ober, König, 10, Daus), und alle acht "
         "Karten dieses Werts sowie die Hydras sind mit Schell-Wert, Rot-Wert, Grün-Wert, Eichel-Wert, Hydra "
         "in aufsteigender Reihenfolge Trumpf.",
         "Trump solos: the soloist chooses a rank (9, Unter, Ober, König, 10 or Daus), and the eight cards "
         "of that rank and the Hydras are the trumps, from lowest to highest Schell, Rot, Grün, Eichel, "
         "Hydra. All other cards are in their suits, from lowest to highest 9, Unter, Ober, König, 10, "
         "Daus.",
         "Vorbehalt-Spiele", ("trick", "trump-solo:K", "GD G10 GK EO G9")),
    Rule("colour-solo", "solos", N_("The colour solos"),
         "Farbsoli: Es kann Schell-, Rot-, Grün- oder Eichel-Solo gespielt werden. Alle Karten dieser Farbe und "
         "die Hydras sind in aufsteigender Reihenfolge mit 9, Unter, Ober, König, 10, Daus, Hydra Trumpf.",
         "Colour solos: a Schell, Rot, Grün or Eichel solo may be played. All cards of that suit and the "
         "Hydras are the trumps, from lowest to highest 9, Unter, Ober, König, 10, Daus, Hydra. The other "
         "suits rank 9, Unter, Ober, König, 10, Daus.",
         "Vorbehalt-Spiele", ("trick", "color-solo:G", "EK E10 HY EO ED")),
    Rule("no-fuchs-no-dulle", "solos", N_("No Fuchs and no Dulle in a trump or colour solo"),
         "Es gibt keinen Fuchs und keine Dullen, d.h. es gibt kein \"Fuchs gefangen\" als Bonus und es gilt "
         "auch nicht, dass die zweite Rot-10 die erste Rot-10 sticht",
         "There is no Fuchs and no Dulle: no bonus for catching the Fuchs, and the second Rot-10 does not "
         "beat the first.",
         "Vorbehalt-Spiele", ("trick", "color-solo:R", "R10 R9 R10 RK RO")),
    # --- the Antrag ----------------------------------------------------------------------------
    Rule("antrag-offer", "antrag", N_("Offering an Antrag"),
         "Ein (offener) Antrag kann gespielt werden, wenn ein Spieler zwei gleiche Grün- oder Eichel-Ober hat. "
         "Diese legt er verdeckt, ohne zu sagen, ob es Grün- oder Eichel-Ober sind, auf den Tisch und legt "
         "eine offene Karte zusätzlich dazu auf den Tisch (diese drei Karten heißen Antrag).",
         "An (open) Antrag may be played by a player holding two equal Grün- or Eichel-Obers. They lay "
         "them face down on the table, without saying which they are, and one more card face up beside "
         "them (these three cards are the Antrag).",
         "Vorbehalt-Spiele", ("antrag-hand", "GO GO RK S9")),
    Rule("antrag-accepted", "antrag", N_("Accepting an Antrag"),
         "Nun wird, vom Spieler aus beginnend, im Uhrzeigersinn gefragt, ob ein Spieler den Antrag annehmen "
         "möchte. Der erste Spieler, der dies tut, nimmt die drei Karten, ohne sie den anderen Spielern zu zeigen, auf "
         "und gibt dem Spieler drei beliebige Karten, auch ohne sie den anderen Spielern zu zeigen, zurück. "
         "Diese beiden Spieler, also der den Antrag spielende und der ihn aufnehmende, bilden eine Partei. Die "
         "restlichen drei Spieler bilden die Gegenpartei.",
         "The players are asked in turn, clockwise, whether they accept. The first to accept takes the "
         "three cards without showing them and gives the proposer any three cards back, also unseen. "
         "These two, the proposer and the one who accepted, are one party; the other three players are "
         "the other party.",
         "Vorbehalt-Spiele", ("proposal",),
         note=N_("Asking starts with the proposer's left neighbour. The dealer who sits out when six play "
                 "cannot accept.")),
    Rule("antrag-declined", "antrag", N_("An Antrag nobody accepts"),
         "Nimmt kein Spieler den Antrag auf (geht der Antrag durch), wird, je nachdem, wie viele weitere Grün- "
         "und Eichel-Ober der Spieler hat, ein geheimer Antrag oder ein doppelter geheimer Antrag, eine "
         "dreifache Verlobung oder eine Hochzeit gespielt.",
         "If nobody accepts the Antrag, a healthy game is played: depending on the other key cards the "
         "proposer holds, a secret proposal, a double secret proposal, a triple engagement or a wedding. "
         "Everyone now knows the proposer holds two equal key Obers.",
         "Vorbehalt-Spiele", ("parties", "EO EO", "GO", "GO", "", "")),
    # --- scoring -------------------------------------------------------------------------------
    Rule("party-eyes", "scoring", N_("A party's eyes"),
         "Da die Spieler in Parteien zusammenspielen, werden für jede Partei die Punkte von jedem Spieler "
         "zusammengerechnet. Dies sind dann die Augen, die die Partei erreicht hat.",
         "Because players play in parties, the eyes of every player of a party are added up: these are "
         "the party's eyes.",
         "Abrechnung", ("none",)),
    Rule("points", "scoring", N_("From eyes to points"),
         "Die durch Bonuspunkte erreichten Punkte werden zu dem gerundeten Wert vom Zehntel der erzielten "
         "Augen (ab einschließlich 0.5 wird aufgerundet), mit dem Multiplikator multipliziert, addiert.",
         "Every player of a party gets the same points: the party's eyes divided by ten and rounded (from "
         ".5 up), times the multiplier, plus the bonus points.",
         "Abrechnung", ("points", "65", "2", "5"),
         note=N_("So 65 eyes count 7 and 64 count 6, and a party with 0 to 4 eyes gets nothing for its eyes. "
                 "Points are never negative.")),
    Rule("multiplier", "scoring", N_("The multiplier"),
         "Der Multiplikator ist die Anzahl der Gegner, d.h., wenn in seiner Partei 3 Spieler sind, hat ein "
         "Spieler einen Multiplikator von 2; Ausnahme: beim Solo beträgt der Multiplikator für den Solisten x3 "
         "und für die Gegenpartei x2.",
         "The multiplier is the number of opponents: in a party of 3 a player's multiplier is 2. The "
         "exception is the solo: the soloist has 3, the other party 2.",
         "Abrechnung", ("points", "125", "3", "0")),
    Rule("doppelkopf-trick", "scoring", N_("A trick of 40 eyes or more"),
         "Für jeden seiner Stiche, der aus 40-49 Augen besteht (Doppelkopf), erhalten er & die Partei 5 "
         "Bonuspunkte.",
         "For each of their tricks worth 40 to 49 eyes (a Doppelkopf), a player and their party get 5 bonus "
         "points.",
         "Bonuspunkte", ("trick-eyes", "ED E10 GD G10 SU")),
    Rule("hydra-trick", "scoring", N_("A trick of 50 eyes or more"),
         "seiner Stiche, der aus 50+ Augen besteht (Hydra), erhalten sie 10 weitere Bonuspunkte.",
         "For each of their tricks worth 50 eyes or more (a Hydra), they get 10 further bonus points.",
         "Bonuspunkte", ("trick-eyes", "ED E10 GD G10 R10"),
         note=N_("“Further” could be read as 5 + 10: the tutor counts such a trick 10 bonus points in all, not "
                 "15.")),
    Rule("fuchs-caught", "scoring", N_("Catching the Fuchs (Fuchs gefangen)"),
         "Für jedes Schell-Daus (Fuchs) aus einem seiner Stiche, welches von einem Gegner ausgespielt wurde, "
         "erhalten sie 5 Bonuspunkte (Fuchs gefangen) (außer beim Trumpf- oder Farbsolo).",
         "For each Schell-Daus (Fuchs) in one of their tricks that an opponent played, they get 5 bonus "
         "points: the fox is caught (not in a trump or colour solo).",
         "Bonuspunkte", ("trick", "normal", "SD EO S9 RU SU"),
         note=N_("A party's own Fuchs in its own trick gives nothing.")),
    # --- the match -----------------------------------------------------------------------------
    Rule("next-dealer", "match", N_("The next dealer"),
         "Danach wechselt der Geber; die Person links vom vorherigen Geber wird zum neuen Geber und eine neue "
         "Runde wird ausgespielt.",
         "Then the deal passes on: the player on the left of the last dealer deals the next round.",
         "Spielende", ("next-dealer",),
         note=N_("After a hand is thrown in, the same dealer deals again.")),
    Rule("match-winner", "match", N_("Who wins"),
         "Wurden alle Runden abgeschlossen, gewinnt der Spieler mit der höchsten Punktzahl.",
         "When all the rounds are played, the player with the most points wins.",
         "Spielende", ("none",),
         note=N_("Each round's points are added to every player's total; players with the same highest "
                 "total share the win.")),
    Rule("six-players", "match", N_("Six players"),
         "es kann auch zu sechst gespielt werden; dann setzt der jeweilige Geber jede Runde aus",
         "Six may play too: then each round the dealer sits out.",
         "Allgemeines", ("six",),
         note=N_("The dealer who sits out scores nothing that round.")),
    # --- at the table --------------------------------------------------------------------------
    Rule("no-talking", "conduct", N_("Say nothing about your cards"),
         "Seine Karten (=Seine Hand) darf man keinem Spieler zeigen oder darüber reden. Den Gegnern in die "
         "Karten zu schauen oder sich zu beraten, ist nicht gestattet.",
         "You may not show your cards (your hand) to any player or talk about them. Looking into the "
         "opponents' cards or conferring is not allowed.",
         "Spielvorbereitung", ("none",)),
    Rule("wrong-card", "conduct", N_("A card played that was not allowed"),
         "Wird eine Karte unerlaubt ausgespielt, so muss sie zurückgenommen werden und die Aktion zählt so wie "
         "wenn der Spieler seine Karte gezeigt hätte. Erlaubt ausgespielte Karten dürfen nicht zurückgenommen "
         "werden.",
         "A card played against the rules must be taken back, and it counts as if the player had shown "
         "their card. A card played by the rules may not be taken back.",
         "Regelwidrigkeiten", ("none",)),
)

_TOPIC_KEYS = {t.key for t in TOPICS}
assert all(r.topic in _TOPIC_KEYS for r in RULES), "every rule belongs to a topic"
assert len({r.key for r in RULES}) == len(RULES), "rule keys are unique"
