"""Static pieces of the 500 course, each computed by the engine: the deck (F1), the bids in their
order with their values (F3), the scoring table (F10) and a ruling's named readings.

>>> "250" in bids_table_html() and "Misère" in bids_table_html()
True
>>> "-240" in score_table_html("8S")
True
>>> "listed bids" in readings_html("F3")
True
"""

from __future__ import annotations

from hydra import fuenfhundert as fh
from tutor.fuenfhundert.course_words import plain_cards
from tutor.fuenfhundert.words import SEAT_NAMES

from ..common.base import esc
from .faces import cards_html

__all__ = ["deck_html", "deal_html", "legal_html", "bids_table_html", "bid_order_html", "score_table_html",
           "readings_html", "rule_html"]

_STRAINS = (("S", "Pik (Spades)"), ("C", "Kreuz (Clubs)"), ("D", "Karo (Diamonds)"), ("H", "Herz (Hearts)"),
            ("NT", "ohne Trumpf (no trumps)"))


def deck_html() -> str:
    """The 43 cards by suit (F1), the joker last."""
    out = ['<div class="fh-page fh-deck">']
    for suit in fh.SUITS:
        cards = [c for c in fh.DECK if c.suit == suit]
        german, english = fh.SUIT_NAMES[suit]
        out.append(f'<div class="fh-suitrow"><h4>{esc(german)} ({esc(english)}): {len(cards)} cards</h4>'
                   + cards_html(cards, width=40, captions=[str(c) for c in cards]) + "</div>")
    out.append('<div class="fh-suitrow"><h4>The joker: 1 card</h4>'
               + cards_html([fh.JOKER], width=40, captions=["JO"]) + "</div>")
    out.append(f"<p>{len(fh.DECK)} cards in all (F1).</p></div>")
    return "".join(out)


def bids_table_html(highlight: str | None = None) -> str:
    """The rules text's table: 6 to 10 tricks in each strain, with Misère and Open Misère (F3)."""
    def head(name: str) -> str:        # 'Pik (Spades)': the English under the German, to fit a phone
        german, _, english = name.partition(" (")
        return f'{esc(german)} <span class="fh-en">({esc(english)}</span>' if english else esc(name)
    rows = ["<tr><th>tricks</th>" + "".join(f"<th>{head(name)}</th>" for _s, name in _STRAINS) + "</tr>"]
    for tricks in range(6, 11):
        cells = []
        for strain, _name in _STRAINS:
            bid = f"{tricks}{strain}"
            cls = ' class="hi"' if bid == highlight else ""
            cells.append(f'<td{cls} title="{esc(bid)}">{fh.bid_value(bid)}</td>')
        rows.append(f"<tr><th>{tricks}</th>" + "".join(cells) + "</tr>")
    extra = (f"<p>Misère: {fh.bid_value(fh.MISERE)} points, Open Misère: {fh.bid_value(fh.OPEN_MISERE)} "
             "points (F3).</p>")
    return '<div class="fh-page"><table class="fh-table fh-bids">' + "".join(rows) + "</table>" + extra + "</div>"


def bid_order_html(start: str = "8S", count: int = 4) -> str:
    """A stretch of the bids from low to high as the engine ranks them (``fh.BIDS``, F3)."""
    bids = list(fh.BIDS)
    i = bids.index(fh.as_contract(start))
    items = [f"<li><b>{esc(b.name)}</b> ({esc(b.english_name)}): {b.value}</li>" for b in bids[i:i + count]]
    return '<ol class="fh-steps fh-order">' + "".join(items) + "</ol>"


def score_table_html(contract: str) -> str:
    """What each number of the bidders' tricks scores under ``contract``, from ``fh.score`` (F10)."""
    c = fh.as_contract(contract)
    rows = ["<tr><th>bidders' tricks</th><th>bidders</th><th>opponents</th><th>made?</th></tr>"]
    for taken in range(0, 11):
        mine, theirs = fh.score(c, taken)
        ok = fh.made(c, taken)
        rows.append(f'<tr><td>{taken}</td><td{" class=hi" if ok else ""}>{mine}</td><td>{theirs}</td>'
                    f"<td>{'made' if ok else 'failed'}</td></tr>")
    return (f'<div class="fh-page"><h4>{esc(c.name)} ({esc(c.english_name)}), worth {c.value}</h4>'
            f'<table class="fh-table fh-score-table">' + "".join(rows) + "</table></div>")


def rule_html(rule: str) -> str:
    return f"<p><b>{esc(rule)}</b>: {esc(fh.rule_text(rule))}</p>"


def readings_html(rule: str) -> str:
    """The named readings of a ruling, the one the tutor plays first, each with its German sentence."""
    items = []
    for r in fh.readings(rule):
        mark = " <i>(the tutor plays this)</i>" if r.engine else ""
        example = f" Example: {esc(plain_cards(r.example))}" if r.example else ""      # the cards by name
        english = f' <span class="fh-translation">(in English: “{esc(r.translation)}”)</span>' \
            if r.translation else ""
        items.append(f"<li><b>{esc(r.name)}</b>{mark}: {esc(plain_cards(r.summary))}{example}<br>"
                     f"<q lang=\"de\">{esc(r.quote)}</q>{english}</li>")
    return (f'<div class="fh-page fh-readings"><p><b>Where the rules text can be read two ways ({esc(rule)}):'
            '</b></p>'
            "<ul>" + "".join(items) + "</ul></div>")


def seat_name(seat: int) -> str:
    """'North (team North–South)' (F2: seats 0 and 2 play against 1 and 3)."""
    return f"{SEAT_NAMES[seat]} (team {'North–South' if seat % 2 == 0 else 'East–West'})"


def deal_html(seed: int = 7, dealer: int = 0) -> str:
    """One deal from ``fh.deal(seed)``: four hands of ten and the kitty of three (F2)."""
    d = fh.deal(seed, dealer)
    out = ['<div class="fh-page fh-dealt">']
    for seat, hand in enumerate(d.hands):
        out.append(f"<h4>{esc(seat_name(seat))}: {len(hand)} cards</h4>" + cards_html(hand, width=36))
    out.append(f"<h4>Kitty: {len(d.kitty)} cards, face down</h4>" + cards_html(d.kitty, width=36) + "</div>")
    return "".join(out)


def legal_html(hand: str, trick: str, contract: str, joker_suit: str | None = None) -> str:
    """Which cards of ``hand`` may be played on ``trick``, and why not the others (F6-F9)."""
    c = fh.as_contract(contract)
    legal = fh.legal_cards(hand, trick, c, joker_suit)
    reasons = fh.illegal_reasons(hand, trick, c, joker_suit)
    cards = fh.parse_cards(hand)
    marks = {i: "winner" for i, card in enumerate(cards) if card in legal}
    named = f", the suit named {fh.SUIT_NAMES[joker_suit][0]}" if joker_suit else ""
    out = [f'<div class="fh-page fh-legal"><p>{esc(c.name)} ({esc(c.english_name)}); on the table: '
           f"{esc(', '.join(x.name(c) for x in fh.parse_cards(trick)))}{esc(named)}. Your hand "
           "(the cards you may play are framed in gold):</p>",
           cards_html(cards, contract=c, marks=marks, captions=["may play" if x in legal else "no" for x in cards])]
    if reasons:                    # the engine's reasons, with the cards named as the page names them
        table = {str(x) for x in fh.parse_cards(trick) + cards}      # named above: the German name is enough
        out.append('<ul class="fh-steps">' + "".join(f"<li>{esc(plain_cards(r, c, table))}</li>"
                                                     for r in reasons.values()) + "</ul>")
    out.append("</div>")
    return "".join(out)
