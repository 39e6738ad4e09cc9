"""Hydra's deals that the phone test plays by taps (tests/browser/test_play_phone.py, issue 22), with the
situation each covers when the learner does what the example player hints and the other seats are the
example players (tests/test_widgets_play_phone.py checks that each deal still produces what is said here).

Together they cover the issue's nine deals: the learner's and another seat's solo (R7), an Antrag accepted
(by the learner and by another seat) and refused (by the learner and by another seat) (R9), games of three
parties (R10) and a triple engagement (R10).
"""

from __future__ import annotations

#: ``?deal=`` code -> the situations it covers (names checked by test_widgets_play_phone.COVERS).
HYDRA_DEALS: dict[str, tuple[str, ...]] = {
    # seat 3 offers an Antrag: seat 4 refuses it, the learner accepts and gives three cards back
    "4711-2": ("antrag-refused", "antrag-accepted-by-you"),
    # seat 1 offers an Antrag and seat 2 accepts it; the learner plays against them
    "7-0": ("antrag-accepted-by-another",),
    # the learner says morbus and names a colour solo (Eichel)
    "26-2": ("solo-by-you",),
    # the learner names a normal solo
    "12-4": ("solo-by-you",),
    # seat 4 plays a solo; the learner is one of the four opponents
    "25-1": ("solo-by-another",),
    # seat 2 offers an Antrag: seats 3 and 4 and the learner refuse it, seat 1 accepts
    "34-1": ("antrag-refused-by-you", "antrag-accepted-by-another"),
    # a normal game: Alten, Jungen and the Ego, three parties
    "2-0": ("three-parties", "normal"),
    # a triple engagement: one player holds three key Obers and plays with the holder of the fourth
    "3-0": ("triple-engagement",),
    # a secret proposal (geheimer Antrag): three parties, one of them a single player
    "38-0": ("three-parties", "secret-proposal"),
}
