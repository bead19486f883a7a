"""The fast play-out API and the hidden-world sampler agree with the real state."""
import random

from engine.actions import Pass
from engine.climbing.variants.doudizhu import sample_world
from tests.engine.ddz_helpers import all_cards_accounted, fresh, play_random_hand


def to_play_phase(state, rng):
    while state.phase != "play":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


def test_position_follows_the_state_move_for_move():
    rng = random.Random(5)
    for seed in range(60):
        state = fresh(seed)
        to_play_phase(state, rng)
        position = state.position()
        while state.phase == "play":
            seat = state.to_act()[0]
            assert position.to_act == seat and position.hands == state.packed
            legal = state.legal_actions(seat)
            moves = position.moves()
            assert len(legal) == len(moves) + position.can_pass
            pick = rng.randrange(len(legal))
            move = legal.move_at(pick)
            if move is None:
                position.pass_turn()
                state.apply(seat, Pass())
            else:
                position.play(move)
                state.apply(seat, legal[pick])
        assert position.winner is not None
        assert state.score_position(position) == state.result


def test_clone_is_independent():
    rng = random.Random(1)
    state = fresh(3)
    to_play_phase(state, rng)
    twin = state.clone()
    before = [state.observe(s) for s in range(3)]
    play_random_hand(twin, random.Random(2))
    assert [state.observe(s) for s in range(3)] == before
    assert twin.phase == "hand_over"


def test_sampled_worlds_match_the_observation_and_play_on():
    rng = random.Random(9)
    for seed in range(40):
        state = fresh(seed)
        steps = rng.randrange(0, 40)
        for _ in range(steps):
            if state.phase not in ("bid", "double", "redouble", "play"):
                break
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        for seat in (0, 1, 2):
            obs = state.observe(seat)
            world = sample_world(obs, random.Random(seed * 10 + seat))
            assert world.observe(seat) == obs
            assert all_cards_accounted(world)
            if obs.landlord is not None:
                assert set(obs.kitty) - {c for _, cs in obs.history for c in cs} <= world.hands[obs.landlord]
            if world.phase in ("bid", "double", "redouble", "play"):
                play_random_hand(world, random.Random(seed))
                assert world.phase in ("hand_over", "match_over")
