"""Seeded random 升级 playouts with invariants, 200+ hands per deck count.

Every hand: cards are conserved, each chosen action (and a sample of the other
legal ones) validates, no seat's observation or visible events show another
seat's hidden cards, trick points plus kitty points make 100 per deck, and the
record (JSON round trip) replays to the same state.
"""
import random

import pytest

from engine.actions import Action, visible_events
from engine.cards import Card
from engine.shengji.state import ShengjiState
from engine.shengji.trick import card_points
from engine.shengji.trump import ALL_CARDS
from tests.engine.shengji_helpers import random_step

HANDS = 200
OPTION_SETS = [
    {},
    {"twos_trump": True, "overcall": "000", "self_overturn": True, "no_declaration": "no_trump",
     "throw_penalty": 10, "kitty_multiplier": "literal", "next_dealer": "004"},
    {"declare_timing": "after", "overcall": "000", "self_overturn": True},
]


def _cards_in(value):
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _cards_in(item)


def check_conserved(state):
    deck = {c for c in ALL_CARDS if c.deck < state.decks}
    held = [c for h in state.hands for c in h]
    played = [c for t in state.tricks for _, p in t.plays for c in p] + [c for _, p in state.trick for c in p]
    if state.phase == "deal":
        rest = state.deck[state.dealt:]
    elif state.phase == "bury":
        rest = []
    else:
        rest = list(state.kitty)
    everything = held + played + list(rest)
    assert len(everything) == len(deck) and set(everything) == deck


def check_private(state, events, revealed):
    """No seat sees another seat's hidden card (declared or failed-throw cards are public),
    nor the buried kitty unless it buried it; private events go to their owner only."""
    for seat in range(4):
        obs = state.observe(seat)
        assert set(obs.hand) == state.hands[seat]
        hidden = set().union(*(state.hands[s] for s in range(4) if s != seat)) - revealed
        if seat != state.dealer and state.phase in ("bury", "play"):
            hidden |= set(state.kitty) - revealed   # the shown 4th kitty card is public
        fields = {k: v for k, v in vars(obs).items() if k not in ("hand", "result")}
        assert not hidden & set(_cards_in(list(fields.values()))), seat
        for event in visible_events(events, seat):
            assert not hidden & set(_cards_in(list(event.data.values()))), (seat, event)
            if event.kind in ("dealt", "kitty_taken", "kitty_buried"):
                assert event.private_to == seat


def run(decks, options, seed, hands):
    rng = random.Random(seed)
    state = ShengjiState(options, random.Random(seed), decks)
    record = []
    matches = [(seed, record)]
    done = 0
    steps = 0
    revealed = set()
    while done < hands:
        if state.phase == "match_over":
            replay_check(decks, options, matches[-1], state)
            new_seed = rng.randrange(10**6)
            state = ShengjiState(options, random.Random(new_seed), decks)
            revealed = set()
            record = []
            matches.append((new_seed, record))
            continue
        phase = state.phase
        if phase == "play" and rng.random() < 0.3:
            seat = state.turn
            legal = state.legal_actions(seat)
            for action in rng.sample(legal, min(3, len(legal))):
                state.validate(seat, action)
        trick_count = len(state.tricks)
        seat, action, events = random_step(state, rng)
        revealed.update(c for e in events if e.kind in ("declared", "throw_failed", "kitty_card_shown")
                        for c in _cards_in(list(e.data.values())))
        if events and events[0].kind == "hand_started" or any(e.kind == "redeal" for e in events):
            revealed = set()
        if steps % 7 == 0 or events and events[-1].kind == "trick_won":
            check_private(state, events, revealed)
        steps += 1
        record.append((seat, action.to_json()))
        if phase != state.phase or len(state.tricks) != trick_count:
            check_conserved(state) if state.phase not in ("hand_over", "match_over") else None
        if state.phase in ("hand_over", "match_over") and phase == "play":
            done += 1
            total = sum(t.points for t in state.tricks) + card_points(state.kitty)
            assert total == 100 * decks
            result = state.result
            assert result.kitty_points == card_points(state.kitty)
            assert result.total == max(0, result.trick_points + result.kitty_bonus + result.penalty_points)
            points_taken = sum(t.points for t in state.tricks if t.winner % 2 != result.dealer_team)
            assert result.trick_points == points_taken
    replay_check(decks, options, matches[-1], state)
    return steps


def replay_check(decks, options, match, state):
    seed, record = match
    twin = ShengjiState(options, random.Random(seed), decks)
    for seat, data in record:
        twin.apply(seat, Action.from_json(data))
    for seat in (None, 0, 1, 2, 3):
        assert twin.observe(seat) == state.observe(seat)


@pytest.mark.slow
@pytest.mark.parametrize("decks", [1, 2, 3])
@pytest.mark.parametrize("variant", range(len(OPTION_SETS)))
def test_random_playouts(decks, variant):
    run(decks, OPTION_SETS[variant], 1000 * decks + variant, HANDS // len(OPTION_SETS))


def test_every_step_keeps_secrets():
    rng = random.Random(5)
    state = ShengjiState({}, random.Random(5), 2)
    revealed = set()
    while state.phase != "hand_over":
        seat, action, events = random_step(state, rng)
        revealed.update(c for e in events if e.kind in ("declared", "throw_failed", "kitty_card_shown")
                        for c in _cards_in(list(e.data.values())))
        if any(e.kind == "redeal" for e in events):
            revealed = set()
        check_private(state, events, revealed)


def _snapshot(state):
    return (state.phase, state.turn, [frozenset(h) for h in state.hands], tuple(state.trick),
            len(state.tricks), state.attacker_points, state.penalty_points, tuple(state.declarations),
            state.dealt, state.kitty)


@pytest.mark.parametrize("decks", [2, 3])
def test_random_selections_are_refused_cleanly_or_accepted(decks):
    """What a person might click: random card sets from the hand (and random declarations).
    validate and apply agree; a refusal is a RuleError that changes nothing."""
    from engine.actions import Play
    from engine.errors import RuleError
    from engine.shengji.actions import Declare

    rng = random.Random(decks)
    state = ShengjiState({}, random.Random(decks), decks)
    tried = accepted = 0
    while state.phase != "hand_over" and tried < 400:
        seat = state.turn if state.phase == "play" else rng.randrange(4)
        hand = sorted(state.hands[seat]) if seat is not None else []
        if hand and state.phase in ("play", "deal"):
            size = rng.randint(1, min(len(hand), 6))
            picked = tuple(rng.sample(hand, size))
            action = Play(picked) if state.phase == "play" else Declare(picked)
            before = _snapshot(state)
            try:
                state.validate(seat, action)
            except RuleError as exc:
                with pytest.raises(RuleError) as again:
                    state.apply(seat, action)
                assert again.value.reason == exc.reason
                assert _snapshot(state) == before
            else:
                state.apply(seat, action)
                accepted += 1
            tried += 1
            if state.phase == "hand_over":
                break
        random_step(state, rng)
    assert accepted > 0 and tried > 50
