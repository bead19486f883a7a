"""The climbing tables (issue 28, items 5 and 6): a round that has cleared stays on the table
until the next lead, and a seat down to one or two cards wears 报单 / 报双 and is announced once.

Computer players only (the spectator's view, drawn from its observation); their pause runs on
the table's own clock, long enough that a round cleared at once shows."""
from __future__ import annotations

import pygame
import pytest

from engine.match import Match, SeatPlayer
from scenes.climbing_table import LAST_CARDS_SOUND, ClimbingTable

SEATS = {"doudizhu": 3, "doudizhu-wild": 3, "big2": 4, "shuangkou": 4, "gandengyan": 4, "chicangying": 4}


class FaceSpy:
    def __init__(self, art) -> None:
        self.art, self.original, self.cards = art, art.face, []

    def __enter__(self):
        def face(card, width, *args, **kwargs):
            self.cards.append(card)
            return self.original(card, width, *args, **kwargs)

        self.art.face = face
        return self

    def __exit__(self, *exc):
        self.art.face = self.original


def spectator(app, variant: str, seed: int, bot_delay: float, animation: str = "normal",
              notes: list | None = None, sounds: list | None = None) -> ClimbingTable:
    """The table of a match of computer players; ``notes`` and ``sounds`` collect the status
    line's notes and the sounds played from the first frame on."""
    app.settings.animation = animation
    players = tuple(SeatPlayer("bot", "normal") for _ in range(SEATS[variant]))
    table = ClimbingTable(Match.new(variant, None, seed=seed, players=players), threaded=False, bot_delay=bot_delay)
    if notes is not None:
        show_note = table.show_note
        table.show_note = lambda text, urgent=True: (notes.append(text), show_note(text, urgent))
    if sounds is not None:
        play = app.audio.play
        app.audio.play = lambda name, volume=1.0: (sounds.append(name), play(name, volume))
    app.stack.push(table)
    table.controller._clock = lambda: table.clock
    app.step(1 / 60, [])
    return table


@pytest.mark.parametrize("variant", ["doudizhu", "shuangkou"])
def test_a_cleared_round_stays_on_the_table_until_the_next_lead(app, variant):
    table = spectator(app, variant, seed=4, bot_delay=2.0)
    watched = rounds = 0
    for _ in range(30 * 200):
        app.step(1 / 30, [])
        obs = table.obs
        if obs.phase != "play":
            if obs.phase in ("hand_over", "match_over"):
                break
            continue
        if obs.history and not obs.round_plays:     # a round has cleared; nobody has led yet
            last = max(i for i, (_s, cards) in enumerate(obs.history) if cards)
            seat, cards = obs.history[last]
            with FaceSpy(app.art) as spy:
                table.draw(pygame.Surface(app.size))
            assert set(cards) <= set(spy.cards), "the play that took the round left before the next lead"
            assert table.model.seats[seat].play == tuple(cards) or set(table.model.seats[seat].play) == set(cards)
            assert table.model.lead_kind is None            # nothing to beat
            for passer, said in obs.history[last + 1:]:
                assert table.model.seats[passer].play == ()  # each 不出 that let it stand
            watched += 1
        elif watched and obs.round_plays and len(obs.round_plays) == 1:
            rounds += 1
            assert table.model.seats[obs.round_plays[0][0]].play   # the new lead replaced it
    assert watched > 30 and rounds


def counts_after_each_move(match: Match) -> list[tuple[str, tuple[int, ...]]]:
    """The phase and every seat's count after each action, replayed from the same seed."""
    again = Match.new(match.variant, match.options, seed=match.seed, players=match.players)
    seen = [(again.state.phase, tuple(again.observe(None).card_counts))]
    for seat, action in match.actions:
        again.apply(seat, action)
        obs = again.observe(None)
        seen.append((obs.phase, tuple(obs.card_counts)))
    return seen


@pytest.mark.parametrize("variant,seed", [("doudizhu", 1), ("doudizhu-wild", 2), ("big2", 1), ("shuangkou", 1),
                                          ("gandengyan", 3), ("chicangying", 1)])
def test_last_cards_are_marked_and_announced_once(app, variant, seed):
    notes, sounds = [], []
    table = spectator(app, variant, seed, bot_delay=0.0, animation="off", notes=notes, sounds=sounds)
    tr = app.tr
    for _ in range(3000):
        app.step(1 / 30, [])
        obs = table.obs
        for seat in table.model.seats:
            keys = {b.key for b in seat.badges}
            count = obs.card_counts[seat.seat]
            assert ("table.last.one" in keys) == (obs.phase == "play" and count == 1), (seat.seat, count)
            assert ("table.last.two" in keys) == (obs.phase == "play" and count == 2), (seat.seat, count)
        if obs.phase == "play":
            before = len(notes)
            table.refresh(force=True)       # the view made again (a hand-off, a language change): no news
            assert len(notes) == before
        if obs.phase in ("hand_over", "match_over"):
            break
    expected = []
    moves = counts_after_each_move(table.match)
    for (_, was), (phase, now) in zip(moves, moves[1:]):
        for seat, (a, b) in enumerate(zip(was, now)):
            if phase == "play" and b in (1, 2) and b < a:
                key = "table.last.one_said" if b == 1 else "table.last.two_said"
                expected.append(tr(key, name=table.name_of(seat)))
    assert expected, "this seed should bring some seat down to its last cards"
    said = [n for n in notes if n in set(expected)]
    assert said == expected
    assert sounds.count(LAST_CARDS_SOUND) >= len(expected)


def test_the_badge_reads_in_both_languages(app):
    from scenes.climbing.last_cards import WARNED

    for count, (badge, said) in WARNED.items():
        for language in ("zh", "en"):
            app.tr.language = language
            assert app.tr(badge) != badge and "X" in app.tr(said, name="X")
    app.tr.language = "en"
    assert app.tr("table.last.one") == "1 card" and app.tr("table.last.two") == "2 cards"
