"""A cited rule as a learner reads it (issue 34): the rules text's own sentence (German, as written)
and what it says in English, for every game's rule ids: Hydra's rulings (``R2``) and sections of its
rules (``rules: Wer erhält den Stich``), Doppelkopf's ``D7`` and sections (``hausrunde 3.1``), 500's
``F9`` and Hydropolis's ``P7``. Explanations cite rules in brackets ("... the first one played wins
(R2)."); :func:`citations` finds those brackets, so a view shows a small link that opens the rule in
place (:mod:`widgets.common.rules`) instead of the bare id, and :func:`without_citations` drops them
where only plain text fits (a button's label).

>>> rule_text("R2").title, rule_text("R2").german[0][:36]
('equal cards', 'Werden zwei gleiche Karten ausgespie')
>>> [type(part).__name__ for part in citations("The first one wins (R2). Then (rules: Spielende).")]
['str', 'Cited', 'str', 'Cited', 'str']
>>> without_citations("RD wins (rules: Wer erhält den Stich). Of two Dullen (R10) the second wins (R2).")
'RD wins. Of two Dullen (R10) the second wins.'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from collections.abc import Callable

from hydra.core.i18n import N_, _, language

from .links import RULE_HEADINGS, RULE_SUMMARIES

__all__ = ["rule_chip", "rule_title", "page_title", "rules_in_english",
           "RuleText", "Cited", "rule_text", "citations", "without_citations", "HYDRA_QUOTES",
           "DK_SECTIONS"]


@dataclass(frozen=True)
class RuleText:
    """One cited rule: how it was cited, a short English title, the rules text's sentences (German, as
    written; none for a rule the project decided where the rules text is silent) and its English."""
    cite: str
    title: str
    german: tuple[str, ...]
    english: str


@dataclass(frozen=True)
class Cited:
    """A bracket of citations in a sentence: its rules, and what else the bracket said ("Fuchs
    gefangen" of "(Fuchs gefangen, R4)"), which stays in the sentence."""
    rules: tuple[RuleText, ...]
    rest: str = ""


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

_ID = r"(?:R|D|F|P)\d{1,2}"
_DK_SECTION = r"(?:hausrunde|turnier) \d+(?:\.\d+)*"
#: One cited item: an id (maybe with the sentence it quotes), a Doppelkopf section, or "rules: ...".
_ITEM = re.compile(rf"^(?:(?P<id>{_ID})(?::\s.*)?|(?P<dk>{_DK_SECTION})|(?P<rules>rules?: .+))$", re.S)
_BRACKET = re.compile(r"\s?\(((?:[^()]|\([^()]*\))*)\)")
#: R9 and R10 are cards too (Rot-9, Rot-10): "(R10)" after a card's name names the card.
_CARD_BEFORE = re.compile(r"(?:10|9|Dullen?|Dulle\)|Rot|Herz)\W*$")
#: 500's cards are named "Karo-5 (D5, 5 of Diamonds)": its code may look like an id (D5), the bracket names a card.
_CARD_500 = re.compile(r"^(?:[SCDH](?:\d+|[JQKA])|JO), (?:\w+ of (?:Spades|Clubs|Diamonds|Hearts)|Joker)$")


def _hydra(cite: str) -> RuleText:
    key = cite
    if cite.startswith(("rules: ", "rule: ")):
        # a heading quoted with a note after it ("rules: 'Die Spielkarten': 50 cards ...") is that heading
        names = [n.split("':")[0].strip(" '") for n in cite.split(":", 1)[1].split(",")]
        known = [_SECTION_ALIASES.get(n, n) for n in names if _SECTION_ALIASES.get(n, n) in
                 {k.removeprefix("rules: ") for k in HYDRA_QUOTES if k.startswith("rules: ")}]
        key = f"rules: {known[0]}" if known else cite
        if key not in HYDRA_QUOTES:
            headings = [RULE_HEADINGS[n] for n in names if n in RULE_HEADINGS]
            return RuleText(cite, headings[0] if headings else "the rules", (), "")
    key = _RESTS_ON.get(key, key)
    if key in HYDRA_QUOTES:
        title, german, english = HYDRA_QUOTES[key]
        if cite in RULE_SUMMARIES and cite.startswith("R"):
            english = RULE_SUMMARIES[cite]
        return RuleText(cite, title, (german,), english)
    return RuleText(cite, "the rule", (), RULE_SUMMARIES.get(cite, ""))


_DK_CODE = re.compile(r"\b[SRGE](?:10|[UOKD])\b")


def _dk_english(text: str) -> str:
    """A Doppelkopf rule's English as a Doppelkopf player reads it: its cards by their names ("Herz-Zehn"),
    never in Hydra's notation ("Herz-10 (R10)", "the second R10"), which reads like Hydra's rulings' ids.

    >>> _dk_english("except the second R10 where R10 is a trump; Karlchen (EU) and Karo-10.")
    'except the second Herz-Zehn where Herz-Zehn is a trump; Karlchen and Karo-Zehn.'
    """
    from .doppelkopf.words import dk_words, short_name
    text = re.sub(r"\s*\(\w+=\w+\)", "", text)                 # the engine's switch, "(schweine=True)"
    return dk_words(_DK_CODE.sub(lambda m: short_name(m.group(0)), dk_words(text)))


def _doppelkopf(cite: str) -> RuleText:
    import hydra.doppelkopf as dk
    ruling = dk.RULINGS.get(cite)
    if ruling is None:
        return RuleText(cite, "the rule", (), "")
    return RuleText(cite, _dk_english(ruling.title), tuple(s for _set, s in ruling.quotes),
                    _dk_english(ruling.decision))


def _fuenfhundert(cite: str) -> RuleText:
    from hydra.fuenfhundert import rulings as fr
    chosen = [r for r in fr.readings(cite) if r.engine]
    german = (chosen[0].quote,) if chosen else ()
    english = fr.rule_text(cite) if cite in fr.RULINGS else ""
    said = _(english) if english else ""                          # in the learner's language (issue 33)
    first = re.split(r"[;:,.(]", english)[0].strip() if english else ""     # 500's rulings have no titles
    if len(first) > 48:                                         # a long first clause: its start, a word whole
        first = first[:48].rsplit(" ", 1)[0] + "…"
    title = (first[:1].lower() + first[1:]) if first else "the rule"
    return RuleText(cite, title, german, said)


def _hydropolis(cite: str) -> RuleText:
    from hydra.hydropolis.rulings import RULINGS
    ruling = RULINGS.get(cite)
    if ruling is None:
        return RuleText(cite, "the rule", (), "")
    return RuleText(cite, ruling.title, ruling.quotes, ruling.decision)


#: The sections of the Doppelkopf rules texts the engine cites: the heading and the sentence, as
#: written in ``doppelkopf-regeln-hausrunde.txt`` and ``doppelkopf-turnierregeln.txt``, and in English.
DK_SECTIONS: dict[str, tuple[str, str, str]] = {
    "hausrunde 3.1": (N_("the trumps of the normal game"), "Hier sind die folgenden Karten in der angegebenen "
                      "Reihenfolge  Trumpf: Herz 10, Kreuz D, Pik D, Herz D, Karo D, Kreuz B, Pik B, Herz B, "
                      "Karo B, Karo As, Karo 10, Karo K.",
                      "In the normal game these cards are trumps, highest first: Herz-10, the Damen (Kreuz, Pik, "
                      "Herz, Karo), the Buben (the same order), Karo-As, Karo-10, Karo-König."),
    "hausrunde 3.2.1": (N_("the Damensolo"), "Alle Damen sind Trumpf in der Reihenfolge Kreuz, Pik, Herz, Karo.",
                        "All Damen are trumps, in the order Kreuz, Pik, Herz, Karo."),
    "hausrunde 3.2.2": (N_("the Bubensolo"), "Alle Buben sind Trumpf in der Reihenfolge Kreuz, Pik, Herz, Karo.",
                        "All Buben are trumps, in the order Kreuz, Pik, Herz, Karo."),
    "hausrunde 3.2.3": (N_("the colour solo"), "Herz 10, alle Damen und alle Buben sind Trumpf wie im Normalspiel. "
                        "Karo As, Karo 10 und Karo K werden durch die entsprechenden Karten der gewählten "
                        "Trumpffarbe ersetzt.",
                        "Herz-10, all Damen and all Buben are trumps as in the normal game; Karo-As, Karo-10 and "
                        "Karo-König are replaced by those of the chosen suit."),
    "hausrunde 3.2.4": (N_("Buben and Damen mixed"), "Alle Damen und Buben sind Trumpf.",
                        "All Damen and Buben are trumps."),
    "hausrunde 3.2.6": (N_("the Fleischloser"), "Es gibt keine Trümpfe. Die Karten gelten in der Reihenfolge As, "
                        "10, K, D, B.", "There are no trumps; the cards rank As, 10, König, Dame, Bube."),
    "hausrunde 5.1": (N_("announcements"), "Es wird nicht \"Reh\" oder \"Contra\" gesagt, sondern \"Doppelt\".",
                      "In the house rules nobody says Re or Contra: a party announces \"Doppelt\" (double)."),
    "turnier 3": (N_("during play"), "Die höchste Karte in einem Stich bekommt diesen. Falls zwei gleich hohe "
                  "Karten die höchsten eines Stiches sind, so bekommt die zuerst geworfene den Stich.",
                  "The highest card takes the trick; of two equal highest cards the one played first takes it."),
    "turnier 3.1": (N_("announcements"), "Re/Contra kann angesagt werden, bevor die erste Karte des 2. Stichs "
                    "gespielt wurde,", "Re or Contra may be announced until the first card of the second trick "
                    "is played."),
}


def _dk_section(cite: str) -> RuleText:
    title, german, english = DK_SECTIONS.get(cite, ("the rule", "", ""))
    return RuleText(cite, title, (german,) if german else (), _dk_english(english))


def rule_text(cite: str) -> RuleText:
    """What ``cite`` (an id as the tutor cites it) says: never raises; an unknown id gets an empty text."""
    cite = cite.strip()
    if re.fullmatch(_DK_SECTION, cite):
        return _dk_section(cite)
    first = cite[:1]
    if cite.startswith("rule") or (first == "R" and cite[1:].isdigit()):
        return _hydra(cite)
    if cite[1:].isdigit():
        return {"D": _doppelkopf, "F": _fuenfhundert, "P": _hydropolis}.get(first, _hydra)(cite)
    return RuleText(cite, "the rule", (), "")


def _items(inside: str) -> list[str]:
    """A bracket's items: "rules: A, B" keeps its commas; "R5, rules: Spielende" is two items."""
    parts: list[str] = []
    for chunk in re.split(r";\s*", inside):
        head, sep, tail = chunk.partition("rules: ")
        if sep:
            parts += [p.strip() for p in head.split(",") if p.strip()] + [f"rules: {tail.strip()}"]
        elif re.match(rf"^{_ID}:\s", chunk.strip()):
            parts.append(chunk.strip())                      # "F8: 'a quote, with commas'"
        else:
            parts += [p.strip() for p in chunk.split(",") if p.strip()]
    return parts


def _cited(inside: str, before: str) -> Cited | None:
    """The citations of a bracket (``inside`` it, ``before`` it the sentence so far), None for a bracket
    that cites nothing: a card's name, as 500's "Karo-5 (D5, 5 of Diamonds)" or Hydra's Dulle "(R10)".

    >>> _cited("D5, 5 of Diamonds", "Karo-5") is None, _cited("D5", "wins").rules[0].cite
    (True, 'D5')
    """
    if _CARD_500.match(inside.strip()):
        return None
    items = _items(inside)
    rules, rest = [], []
    for item in items:
        found = _ITEM.match(item)
        if found is None:
            rest.append(item)
            continue
        cite = found.group("id") or found.group("dk") or found.group("rules")
        if cite in ("R9", "R10") and len(items) == 1 and _CARD_BEFORE.search(before):
            return None                                      # Dulle (R10): the card, not the ruling
        text = rule_text(cite)
        quoted = item[len(cite) + 1:].strip().strip("'\u201c\u201d\"") if found.group("id") and ":" in item else ""
        if quoted and quoted not in text.german:             # "F8: 'the sentence'": the bracket's own quote
            text = RuleText(text.cite, text.title, (quoted,) + text.german, text.english)
        rules.append(text)
    if not rules:
        return None
    return Cited(tuple(rules), ", ".join(rest))


def citations(text: str) -> list[str | Cited]:
    """``text`` cut into its words and its brackets of citations, in order."""
    out: list[str | Cited] = []
    at = 0
    for found in _BRACKET.finditer(text):
        cited = _cited(found.group(1), text[:found.start()])
        if cited is None:
            continue
        out.append(text[at:found.start()])
        out.append(cited)
        at = found.end()
    out.append(text[at:])
    return [part for part in out if part != ""]


def without_citations(text: str) -> str:
    """``text`` without its brackets of citations (what else a bracket said stays, in brackets)."""
    return "".join(part if isinstance(part, str) else (f" ({part.rest})" if part.rest else "")
                   for part in citations(text))


def rule_chip(rule: str) -> str:
    """A cited rule on a small chip beside a sentence: its English words, never its id (issue 34).

    >>> rule_chip("rules: Wer erhält den Stich"), rule_chip("R4")
    ('rule: who takes the trick', 'rule: Fuchs gefangen')
    """
    return f"rule: {rule_title(rule)}"


def rule_title(rule: str) -> str:
    """How a cited rule is named to a learner: in English words, never its id or a heading of the rules
    cited as an id (issue 34; the rule's sentence itself opens in place, :mod:`widgets.common.rules`).

    >>> rule_title("rules: Wer erhält den Stich"), rule_title("R2"), rule_title("D7")
    ('who takes the trick', 'equal cards', 'Following suit')
    """
    return rule_text(rule).title


def _english_title(rule: RuleText) -> str:
    return rule.title


def page_title(rule: RuleText) -> str:
    """A cited rule's name in the page's language: as written in English; on another language's page a Hydra
    rule's translated title (R2: "gleiche Karten"), a section of a rules text by its own German heading,
    another game's ruling by its title where the catalog holds it (D45: "Wer als Nächstes gibt"), and "" for
    a title the catalog does not translate (a link then says "Rule", never an English title on a German page).
    """
    if language() == "en" or re.fullmatch(r"R\d+", rule.cite):
        return _(rule.title)
    if rule.cite.startswith(("rules: ", "rule: ")):
        return rule.cite.split(":", 1)[1].split(",")[0].strip(" '")
    translated = _(rule.title)
    return translated if translated != rule.title else ""


def rules_in_page_words(text: str) -> str:
    """:func:`rules_in_english` in the page's language (issue 33): a bracket of rules the language has no name
    for is left out (the tables of friends, whose lines have no rule links beside them, say the rest).

    >>> rules_in_page_words("GD wins: no trump was played (rules: Wer erhält den Stich).")
    'GD wins: no trump was played (the rule: who takes the trick).'
    """
    said = rules_in_english(text, title=page_title)
    for form in (_("the rule: {titles}"), _("the rules: {titles}")):
        bare = form.format(titles="")
        said = said.replace(f" ({bare})", "").replace(f"; {bare})", ")")
    return said


def rules_in_english(text: str, title: Callable[[RuleText], str] | None = None) -> str:
    """``text`` with every bracket of rules it cites said in English words, never an id.

    >>> rules_in_english("GD wins: no trump was played (rules: Wer erhält den Stich).")
    'GD wins: no trump was played (the rule: who takes the trick).'
    >>> rules_in_english("Play a trump (rules: Der Spielverlauf, Bedienpflicht). Of two Dullen (R10) the second (R2).")
    'Play a trump (the rule: following suit). Of two Dullen (R10) the second (the rule: equal cards).'
    """
    out = []
    for part in citations(text):
        if isinstance(part, Cited):
            titles = ", ".join(dict.fromkeys((title or _english_title)(r) for r in part.rules))
            rest = f"{part.rest}; " if part.rest else ""
            said = _("the rules: {titles}") if "," in titles else _("the rule: {titles}")
            out.append(f" ({rest}{said.format(titles=titles)})")
        else:
            out.append(part)
    return "".join(out)
