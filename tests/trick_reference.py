"""A reference model of who wins a trick and which cards may be played, written from the rulings'
table and R1/R2 (not from hydra/), shared by the trick tests (test_tricks*.py).

Sources: rules sections "Der Spielverlauf" (Bedienpflicht) and "Wer erhält den Stich", rulings R1
(the Hydra on a fail trick, a led Hydra, the Hydra for following) and R2 (equal cards).
"""

SUITS = "SRGE"
RANKS = ("9", "U", "O", "K", "10", "D")
ALL_CODES = [s + r for s in SUITS for r in RANKS] + ["HY"]
GAME_IDS = (["normal", "normal-solo"] + [f"trump-solo:{r}" for r in RANKS]
            + [f"color-solo:{s}" for s in SUITS])
NORMAL_FAMILY = ("normal", "normal-solo")
TRUMP_FAMILY = [g for g in GAME_IDS if g not in NORMAL_FAMILY]


def ref_trumps(game_id):
    """Rulings' table, 'trumps, ascending'."""
    kind, _, param = game_id.partition(":")
    if kind in NORMAL_FAMILY:
        return "SD SU RU GU EU SO RO GO EO R10 HY".split()
    if kind == "trump-solo":
        return [s + param for s in SUITS] + ["HY"]
    return [param + r for r in RANKS] + ["HY"]


def ref_fail(game_id):
    """Rulings' table, 'fail suits, ascending'."""
    kind, _, param = game_id.partition(":")
    if kind in NORMAL_FAMILY:
        return {"S": ["S9", "SK", "S10"], "R": ["R9", "RK", "RD"],
                "G": ["G9", "GK", "G10", "GD"], "E": ["E9", "EK", "E10", "ED"]}
    if kind == "trump-solo":
        return {s: [s + r for r in RANKS if r != param] for s in SUITS}
    return {s: [s + r for r in RANKS] for s in SUITS if s != param}


def ref_suit(game_id, code):
    """The fail suit of a card, or None for a trump (the Hydra is a trump for following: R1)."""
    for suit, cards in ref_fail(game_id).items():
        if code in cards:
            return suit
    return None


def ref_counts_as_trump(game_id, codes, i):
    """R1: in normal and normal-solo the Hydra thrown on a fail trick is no trump (lowest card of
    the led suit); in trump and color solos it is always the highest trump."""
    code = codes[i]
    if code not in ref_trumps(game_id):
        return False
    fail_trick = ref_suit(game_id, codes[0]) is not None
    return not (code == "HY" and game_id in NORMAL_FAMILY and fail_trick)


def ref_second_wins(game_id, code):
    """R2: of two Hydras (as trump) the second ranks higher in every game; of two R10 the second
    in normal and normal-solo only; otherwise the first of two equal cards."""
    return code == "HY" or (code == "R10" and game_id in NORMAL_FAMILY)


def ref_strength(game_id, codes, i):
    """(1, trump rank) for a card counting as trump, (0, rank) for a card of the led fail suit,
    None for a card that cannot win (off-suit, or the Hydra low on a fail trick by R1)."""
    code = codes[i]
    if ref_counts_as_trump(game_id, codes, i):
        return (1, ref_trumps(game_id).index(code))
    led = ref_suit(game_id, codes[0])
    if led is not None and code != "HY" and ref_suit(game_id, code) == led:
        return (0, ref_fail(game_id)[led].index(code))
    return None


def ref_winner(codes, game_id):
    """Wer erhält den Stich: the highest trump, else the highest card of the led suit; R1, R2."""
    best = 0
    for i in range(1, len(codes)):
        mine, theirs = ref_strength(game_id, codes, i), ref_strength(game_id, codes, best)
        if mine is None:
            continue
        if mine > theirs or (mine == theirs and ref_second_wins(game_id, codes[i])
                             and mine[0] == 1):
            best = i
    return best


def ref_legal(hand, trick, game_id):
    """Der Spielverlauf (Bedienpflicht) with R1: follow the led suit / trump if possible."""
    if not trick:
        return list(hand)
    led = ref_suit(game_id, trick[0])
    same = [c for c in hand if ref_suit(game_id, c) == led]
    return same or list(hand)


def codes(cards):
    return [str(c) for c in cards]


#: The deck in notation: 50 cards, every one twice.
DECK_CODES = [c for c in ALL_CODES for _ in range(2)]
