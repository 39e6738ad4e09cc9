"""What a seat may know (Round.view; rules "Turnierspielordnung": no looking into other hands;
R10: in a healthy game the parties follow the hidden key cards; R7/R9: a solo and an accepted
Antrag are announced at the table).

Leak tests do not trust the view's field names: they swap hidden cards between two other seats
and require the view to stay exactly the same, and they collect every card reachable from the
view and require it to be the seat's own or already played.
"""

import copy
import dataclasses
import itertools
import random

import pytest

import hydra

from rulings_oracle import follow_class
from rulings_oracle import party_oracle


def oracle_formation(eo, go, seats):
    """R10 from the ruling's words: (kind, parties)."""
    return party_oracle(list(eo), list(go), seats)[:2]



def possible(view):
    return {(f.kind, tuple(map(tuple, f.parties))) for f in view.knowledge.possible}


class Chooser(hydra.RandomPlayer):
    """Random; ``mode`` 'healthy' (all valeo), 'solo' (random solos) or 'antrag' (Antrag when
    possible, accepted or declined by chance)."""

    def __init__(self, seed, mode):
        super().__init__(seed)
        self.mode = mode

    def choose(self, rnd):
        actions = rnd.legal_actions()
        if rnd.phase == "throw-in":
            return "keep"
        if rnd.phase == "calls":
            if self.mode == "healthy":
                return "valeo"
            if self.mode == "antrag":
                return "morbus" if hydra.hydra.calls.antrag_pairs(rnd.hand(rnd.to_move)) else "valeo"
            return self.rng.choice(actions)
        if rnd.phase == "declare":
            if self.mode == "antrag":
                return self.rng.choice([a for a in actions if a.startswith("antrag")] or actions)
            return self.rng.choice([a for a in actions if a.startswith("solo")])
        if rnd.phase == "antrag-offer":
            return "accept" if self.rng.random() < 0.3 else "decline"
        return self.rng.choice(actions)


def play_to_first_trick(seed, mode, players=5, dealer=0):
    rnd = hydra.Round.new(seed=seed, players=players, dealer=dealer)
    player = Chooser(seed, mode)
    while rnd.phase != "play":
        rnd.apply(player.choose(rnd))
    return rnd, player


def states(seed, mode, players=5, dealer=0):
    """Every state from the first card to the end of a round, as (round copy) snapshots."""
    rnd, player = play_to_first_trick(seed, mode, players, dealer)
    out = [rnd.copy()]
    while not rnd.is_over:
        rnd.apply(player.choose(rnd))
        out.append(rnd.copy())
    return out


# --- no leaks ---------------------------------------------------------------------------------

def cards_in(obj, seen=None):
    """Every Card reachable from obj (dataclasses, containers, plain objects)."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return []
    seen.add(id(obj))
    if isinstance(obj, hydra.Card):
        return [obj]
    if isinstance(obj, hydra.Round):
        raise AssertionError("a view must not hold the Round itself")
    if isinstance(obj, (str, int, float, bool, type(None), hydra.Game)):
        return []                      # a Game is the public, static description of all cards
    if isinstance(obj, dict):
        return [c for k, v in obj.items() for c in cards_in(k, seen) + cards_in(v, seen)]
    if isinstance(obj, (list, tuple, set, frozenset)):
        return [c for x in obj for c in cards_in(x, seen)]
    out = []
    if dataclasses.is_dataclass(obj):
        for f in dataclasses.fields(obj):
            out += cards_in(getattr(obj, f.name), seen)
    for name in getattr(obj, "__dict__", {}):
        out += cards_in(getattr(obj, name), seen)
    for name in getattr(type(obj), "__slots__", ()):
        if hasattr(obj, name):
            out += cards_in(getattr(obj, name), seen)
    return out


@pytest.mark.parametrize("seed", range(24))
def test_view_holds_no_card_of_another_hand(seed):
    mode = ("healthy", "solo", "antrag")[seed % 3]
    players = 5 + seed % 2
    for rnd in states(seed, mode, players=players, dealer=seed % 5)[::3]:
        played = {c for t in rnd.tricks for c in t.cards}
        if rnd.current_trick:
            played |= set(rnd.current_trick.cards)
        if rnd.proposal:           # an Antrag's open card was laid face up: seen by all (R9, R16)
            played.add(hydra.Card.parse(rnd.proposal["open_card"]))
        for seat in rnd.seats:
            view = rnd.view(seat)
            own = set(rnd.hand(seat))
            assert list(view.hand) == list(rnd.hand(seat))
            leaked = set(cards_in(view)) - own - played
            assert not leaked, (seat, sorted(map(str, leaked)))
            assert set(view.legal) <= own
            if rnd.to_move != seat:
                assert not view.legal


def public_form(view):
    """A comparable form of every field of a view."""
    def norm(x):
        if isinstance(x, hydra.Card):
            return str(x)
        if isinstance(x, hydra.Trick):
            return ("trick", tuple(map(str, x.cards)), tuple(x.seats), x.game.id)
        if isinstance(x, hydra.PartyKnowledge):
            return ("knowledge", x.kind, tuple(x.possible_kinds), x.is_certain,
                    tuple(sorted((f.kind, tuple(map(tuple, f.parties))) for f in x.possible)))
        if isinstance(x, (list, tuple)):
            return tuple(norm(y) for y in x)
        if isinstance(x, (str, int, type(None), bool)):
            return x
        return ("other", type(x).__name__, repr(x))
    return {f.name: norm(getattr(view, f.name)) for f in dataclasses.fields(view)}


def swapped_records(rnd, viewer, rng, count=6):
    """Records equal to rnd's, except that two other seats swap two still hidden cards of the
    same suit class (so every earlier play stays legal). Key cards are preferred, so the true
    parties often change."""
    record = rnd.to_record()
    if record.get("proposal"):
        return []
    game = rnd.game.id
    others = [s for s in rnd.seats if s != viewer]
    out = []
    for a, b in itertools.permutations(others, 2):
        for ca in dict.fromkeys(map(str, rnd.hand(a))):
            for cb in dict.fromkeys(map(str, rnd.hand(b))):
                if ca != cb and follow_class(ca, game) == follow_class(cb, game):
                    out.append((a, b, ca, cb))
    rng.shuffle(out)
    out.sort(key=lambda x: not ({"EO", "GO"} & {x[2], x[3]}))
    records = []
    for a, b, ca, cb in out[:count]:
        new = copy.deepcopy(record)
        new["hands"][a][new["hands"][a].index(ca)] = cb
        new["hands"][b][new["hands"][b].index(cb)] = ca
        records.append(new)
    return records


@pytest.mark.parametrize("seed", range(30))
def test_view_is_unchanged_when_other_hidden_hands_change(seed):
    """Swapping hidden cards between two other seats must not change a seat's view at all."""
    mode = ("healthy", "solo")[seed % 2]
    rng = random.Random(seed)
    all_states = states(seed, mode, players=5 + (seed % 3 == 0), dealer=seed % 5)
    changed_parties = 0
    for rnd in all_states[1:-1:7]:
        same = hydra.replay(rnd.to_record())   # a record keeps only the calls of its contract (R7)
        for viewer in rnd.seats:
            want = public_form(same.view(viewer))
            for record in swapped_records(rnd, viewer, rng):
                other = hydra.replay(record)
                assert public_form(other.view(viewer)) == want
                changed_parties += other.parties != rnd.parties
    if mode == "healthy":
        assert changed_parties > 0          # the test did hide different parties behind one view


# --- party knowledge ------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(40))
def test_r10_knowledge_is_sound_monotone_and_complete_in_a_healthy_round(seed):
    all_states = states(seed, "healthy", players=5 + seed % 2, dealer=seed % 5)
    truth = (all_states[0].kind, tuple(map(tuple, all_states[0].parties)))
    seats = all_states[0].seats
    before = {s: None for s in seats}
    together = {}
    for rnd in all_states:
        for s in seats:
            view = rnd.view(s)
            now = possible(view)
            assert truth in now                                     # never wrong
            if before[s] is not None:
                assert now <= before[s]                             # only grows certain
            before[s] = now
            k = view.knowledge
            for a, b in itertools.combinations(seats, 2):
                t = k.together(a, b)
                key = (s, a, b)
                if together.get(key) is not None:
                    assert t == together[key]                       # once known, stays known
                together[key] = t
                if t is not None:
                    assert t == any(a in p and b in p for p in truth[1])
    for s in seats:
        k = all_states[-1].view(s).knowledge
        assert k.is_certain
        assert k.kind == truth[0]
        assert {tuple(map(tuple, f.parties)) for f in k.possible} == {truth[1]}


@pytest.mark.parametrize("seed", range(40))
def test_r10_everyone_is_certain_once_all_key_cards_are_played(seed):
    all_states = states(seed, "healthy", dealer=seed % 5)
    for rnd in all_states:
        played = [str(c) for t in rnd.tricks for c in t.cards]
        if rnd.current_trick:
            played += [str(c) for c in rnd.current_trick.cards]
        if played.count("EO") == 2 and played.count("GO") == 2:
            for s in rnd.seats:
                assert rnd.view(s).knowledge.is_certain
            break
    else:
        raise AssertionError("the key cards were never all played")


@pytest.mark.parametrize("seed", range(30))
def test_r10_knowledge_at_the_first_card_is_exactly_the_placements_of_unseen_key_cards(seed):
    """At the start a seat knows its own key cards only; every placement of the others among the
    other playing seats is possible (each holds ten unseen cards)."""
    players = 5 + seed % 2
    rnd, _ = play_to_first_trick(seed, "healthy", players=players, dealer=seed % 5)
    for s in rnd.seats:
        hand = [str(c) for c in rnd.hand(s)]
        others = [x for x in rnd.seats if x != s]
        own_eo, own_go = [s] * hand.count("EO"), [s] * hand.count("GO")
        want = set()
        for place in itertools.product(others, repeat=4 - len(own_eo) - len(own_go)):
            eo = own_eo + list(place[:2 - len(own_eo)])
            go = own_go + list(place[2 - len(own_eo):])
            want.add(oracle_formation(eo, go, rnd.seats))
        assert possible(rnd.view(s)) == want


@pytest.mark.parametrize("seed", range(30))
def test_r7_r9_solo_and_accepted_antrag_are_known_to_all_from_the_start(seed):
    mode = "solo" if seed % 2 else "antrag"
    for attempt in range(seed, seed + 200):
        rnd, _ = play_to_first_trick(attempt, mode, players=5 + seed % 3 // 2, dealer=seed % 5)
        if rnd.kind in ("solo", "proposal"):
            break
    else:
        pytest.fail("no contract found")
    for s in rnd.seats:
        k = rnd.view(s).knowledge
        assert k.is_certain
        assert k.kind == rnd.kind
        assert possible(rnd.view(s)) == {(rnd.kind, tuple(map(tuple, rnd.parties)))}
        for a, b in itertools.combinations(rnd.seats, 2):
            assert k.together(a, b) == rnd.formation.together(a, b)


@pytest.mark.parametrize("seed", range(30))
def test_r9_declined_antrag_everyone_knows_the_proposer_holds_a_pair(seed):
    """R9: if nobody accepts, it is known that the proposer holds two equal key Obers."""
    for attempt in range(seed * 100, seed * 100 + 100):
        rnd = hydra.Round.new(seed=attempt, players=5 + seed % 2, dealer=seed % 5)
        proposers = [s for s in rnd.seats if hydra.hydra.calls.antrag_pairs(rnd.hand(s))]
        if proposers:
            break
    p = proposers[-1]
    while rnd.phase == "throw-in":
        rnd.apply("keep")
    while rnd.phase == "calls":
        rnd.apply("morbus" if rnd.to_move == p else "valeo")
    rnd.apply(rnd.legal_actions()[-1])                     # 'antrag' or 'antrag:GO'
    rnd.apply(rnd.legal_actions()[0])                      # some open card
    while rnd.phase == "antrag-offer":
        rnd.apply("decline")
    assert rnd.phase == "play"
    truth = (rnd.kind, tuple(map(tuple, rnd.parties)))
    for s in rnd.seats:
        now = possible(rnd.view(s))
        assert truth in now
        assert {k for k, _ in now} <= {"secret-proposal", "double-secret-proposal",
                                        "triple-engagement", "wedding"}
        if s != p:
            # the proposer plays alone or with the holder of the fourth Ober; never in a trio
            for _kind, parties in now:
                party = next(q for q in parties if p in q)
                assert len(party) <= 2


def test_view_before_play_has_no_party_knowledge_but_own_hand():
    rnd = hydra.Round.new(seed=3, dealer=0)
    while rnd.phase == "throw-in":
        rnd.apply("keep")
    view = rnd.view(2)
    assert view.knowledge is None
    assert list(view.hand) == list(rnd.hand(2))
    assert rnd.phase == "calls"


def test_view_of_a_seat_not_playing_is_refused():
    rnd = hydra.Round.new(seed=3, players=6, dealer=1)
    with pytest.raises(hydra.RuleError):
        rnd.view(1)
    with pytest.raises(hydra.RuleError):
        rnd.view(7)


def test_r9_declined_antrag_the_open_card_was_seen_by_everyone():
    """R9: the open card lies face up on the table, so after a declined Antrag every seat knows
    the proposer holds it. Seat 1 offers EO EO face down with its GO face up; nobody accepts.
    Everyone then knows seat 1 holds EO, EO and GO: a triple engagement or a wedding (R10)."""
    rnd = None
    for seed in range(500):
        deal = [list(map(str, h)) for h in hydra.deal(seed, dealer=4).hands]
        holders = [s for s, h in enumerate(deal) for c in h if c == "EO"]
        go = [s for s, h in enumerate(deal) for c in h if c == "GO"]
        if holders == [1, 1] and go.count(1) == 1:
            rnd = hydra.Round(deal, dealer=4)
            break
    assert rnd is not None
    while rnd.phase == "throw-in":
        rnd.apply("keep")
    while rnd.phase == "calls":
        rnd.apply("morbus" if rnd.to_move == 1 else "valeo")
    rnd.apply("antrag")
    rnd.apply("open:GO")
    while rnd.phase == "antrag-offer":
        rnd.apply("decline")
    assert rnd.kind == "triple-engagement"
    assert {k for k, _ in possible(rnd.view(1))} == {"triple-engagement"}   # own three Obers
    for s in (0, 2, 3, 4):
        kinds = {k for k, _ in possible(rnd.view(s))}
        assert kinds <= {"triple-engagement", "wedding"}, (s, kinds)


@pytest.mark.parametrize("seed", range(20))
def test_views_during_calls_and_antrag_hold_no_hidden_card(seed):
    """R9: the two Obers lie face down; only the open card is public. No view before play
    shows another seat's cards (the acceptor's own hand of 13 is its own)."""
    for attempt in range(seed * 50, seed * 50 + 50):
        rnd = hydra.Round.new(seed=attempt, players=5 + seed % 2, dealer=seed % 5)
        if any(hydra.hydra.calls.antrag_pairs(rnd.hand(s)) for s in rnd.seats):
            break
    player = Chooser(seed, "antrag")
    phases = set()
    while True:
        phases.add(rnd.phase)
        public = {hydra.Card.parse(rnd.proposal["open_card"])} if rnd.proposal else set()
        for seat in rnd.seats:
            view = rnd.view(seat)
            assert list(view.hand) == list(rnd.hand(seat))
            leaked = set(cards_in(view)) - set(rnd.hand(seat)) - public
            assert not leaked, (rnd.phase, seat, sorted(map(str, leaked)))
            if rnd.proposal and seat != rnd.proposal["seat"] \
                    and seat != rnd.proposal.get("accepted_by"):
                # which pair lies face down is hidden from everyone else
                form = {k: v for k, v in public_form(view).items()
                        if k not in ("hand", "tricks", "current_trick", "legal")}
                assert repr(rnd.proposal["pair"]) not in repr(form), form
        if rnd.phase == "play":
            break
        rnd.apply(player.choose(rnd))
    assert "antrag-offer" in phases
