"""MahjongState: a whole 四川麻将 match (many hands) as a GameState.

Phases: ``piao`` (绵阳: 飘 or not, all seats at once) → ``dingque`` (定缺 variant: all seats
at once, revealed together) → ``play`` → ``hand_over`` → … → ``match_over``.

In ``play`` either one seat holds the extra tile (``turn``: discard, kong, win, 躺) or a
claim window is open (:mod:`engine.mahjong.claims`): then ``to_act()`` lists every seat still
to answer. Draws, the auto-discards of a laid-down hand and 必胡 wins happen inside
``apply`` (a small step loop, :meth:`_run`), so a seat is only ever asked a real decision.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any, Mapping, Sequence

from ..actions import Action, Event, NextHand
from ..errors import RuleError
from ..game import TABLE, GameState
from . import claims as C
from . import missing_suit as MS
from .actions import ChooseMissing, Discard, Kong, LayDown, Piao, PassClaim, Pong, Win
from .fans import FanResult
from .melds import KONG_ADDED, KONG_CONCEALED, KONG_EXPOSED, PONG, Meld
from .payments import (KONG_ADDED as PAY_KONG_ADDED, KONG_CONCEALED as PAY_KONG_CONCEALED,
                       KONG_EXPOSED as PAY_KONG_EXPOSED, WIN_DISCARD, WIN_ROB, WIN_SELF,
                       Payment, kong_payments, win_payments)
from .refusals import refusal
from .rules import MISSING_DECLARED, SEATS, Rules
from .settle import end_hand
from .shapes import UNIT, shanten, unpack
from .tiles import KINDS, SUITS, Tile
from .view import CLAIMED, IN_POND, WON, HandResult, WinRecord
from .wall import Wall
from .winning import total_counts, win_fans, winning_waits

_NEXT_HAND = NextHand()


def next_seat(seat: int) -> int:
    """下家, counter-clockwise."""
    return (seat + 1) % SEATS


class MahjongState(GameState):
    num_seats = SEATS
    #: A claim window is a moment of ``play``, not a phase: a claim sent by a seat the window
    #: does not ask is ``not_your_turn``; one from a seat to act at the wrong moment (a Pong
    #: on one's own turn) is refused by :func:`~.refusals.refusal` as ``wrong_phase``.
    PHASE_ACTIONS = {"piao": (Piao,), "dingque": (ChooseMissing,),
                     "play": (Discard, Kong, Win, LayDown, Pong, PassClaim), "hand_over": (NextHand,)}

    def __init__(self, rules: Rules, rng: random.Random, options: Mapping[str, Any] | None = None) -> None:
        self.rules = rules
        self.rng = rng
        self.options = dict(options or {})
        self.scores_list = [0] * SEATS
        self.hand_no = 0
        self.dealer = 0
        self._phase = "play"
        self.result: HandResult | None = None
        self.initial_events: list[Event] = []
        self._legal_cache: dict[int, list[Action]] = {}
        self._start_hand(self.initial_events)

    # --- GameState -----------------------------------------------------------------------

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.scores_list)

    def in_hand(self, seat: int) -> bool:
        return self.won[seat] is None

    def to_act(self) -> tuple[int, ...]:
        if self._phase == "piao":
            return tuple(s for s in range(SEATS) if self.piao[s] is None)
        if self._phase == "dingque":
            return tuple(s for s in range(SEATS) if self.missing[s] is None)
        if self._phase == "play":
            if self.window is not None:
                return self.window.pending()
            return () if self.turn is None else (self.turn,)
        return ()

    def legal_actions(self, seat: int) -> Sequence[Action]:
        cached = self._legal_cache.get(seat)
        if cached is None:
            cached = self._legal_cache[seat] = self._legal(seat)
        return list(cached)

    def _legal(self, seat: int) -> list[Action]:
        if self._phase == "hand_over":
            return [_NEXT_HAND] if seat == TABLE else []
        if seat not in self.to_act():
            return []
        if self._phase == "piao":
            return [Piao(False), Piao(True)]
        if self._phase == "dingque":
            return [ChooseMissing(s) for s in SUITS]
        if self.window is not None:
            w = self.window
            tile = KINDS[w.tile]
            out: list[Action] = []
            for claim in w.options[seat]:
                out.append(Win() if claim == C.WIN else Pong() if claim == C.PONG
                           else Kong(tile, KONG_EXPOSED))
            return out + [PassClaim()]
        return self._turn_actions(seat)

    def _turn_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        h = self.conc[seat]
        drawn = self.drawn[seat]
        if drawn is not None and self._win_result(seat, h, drawn, True, self.kong_draw):
            out.append(Win())
        counts = unpack(h)
        declared = self.missing[seat] if self.rules.missing == MISSING_DECLARED else None
        # "After a pong the claimer discards": kongs only on a turn that began with a draw.
        if len(self.wall) and not self.laid[seat] and drawn is not None:
            for i, n in enumerate(counts):
                if n == 4 and MS.may_meld(self.rules.missing, declared, i):
                    out.append(Kong(KINDS[i], KONG_CONCEALED))
            for m in self.melds[seat]:
                if m.kind == PONG and counts[m.tile.index]:
                    out.append(Kong(m.tile, KONG_ADDED))
        forced = MS.must_discard_from(self.rules.missing, declared, counts)
        kinds = [i for i, n in enumerate(counts) if n and (forced is None or i // 9 == forced)]
        out.extend(Discard(KINDS[i]) for i in kinds)
        if self.rules.piao_lay and not self.laid[seat] and shanten(h, len(self.melds[seat])) <= 0:
            k = len(self.melds[seat])
            out.extend(LayDown(KINDS[i]) for i in kinds
                       if shanten(h - UNIT[i], k) == 0 and self._winning_waits(seat, h - UNIT[i]))
        return out

    def validate(self, seat: int, action: Action) -> None:
        self.guard(seat, action)
        if action.__class__ is NextHand or action in self.legal_actions(seat):
            return
        raise RuleError(refusal(self, seat, action))

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.validate(seat, action)
        self._legal_cache = {}
        events: list[Event] = []
        self._next: tuple[str, int] | None = None
        if isinstance(action, NextHand):
            self._start_hand(events)
        elif isinstance(action, Piao):
            self._choose_piao(seat, action.yes, events)
        elif isinstance(action, ChooseMissing):
            self._choose_missing(seat, SUITS.index(action.suit), events)
        elif self.window is not None:
            self._answer(seat, action, events)
        elif isinstance(action, Win):
            self._self_win(seat, events)
        elif isinstance(action, Kong):
            self._turn_kong(seat, action.tile.index, action.kind, events)
        else:
            if isinstance(action, LayDown):
                self.laid[seat] = True
                events.append(Event("laid_down", seat, {"hand": [t.code() for t in self.hand_tiles(seat)]}))
            self._discard(seat, action.tile.index, events)
        self._run(events)
        return events

    # --- hand setup ------------------------------------------------------------------------

    def _start_hand(self, events: list[Event]) -> None:
        self.result = None
        self.wall = Wall.shuffled(self.rng)
        self.conc = [0] * SEATS
        self.melds: list[list[Meld]] = [[] for _ in range(SEATS)]
        self.pond: list[list[list]] = [[] for _ in range(SEATS)]
        self.piao: list[bool | None] = [None if self.rules.piao_lay else False] * SEATS
        self.piao_public = not self.rules.piao_lay
        self.missing: list[int | None] = [None if self.rules.missing == MISSING_DECLARED else -1] * SEATS
        self.missing_public = self.rules.missing != MISSING_DECLARED
        self.laid = [False] * SEATS
        self.won: list[WinRecord | None] = [None] * SEATS
        self.ban_win = [False] * SEATS
        self.ban_pong: list[set[int]] = [set() for _ in range(SEATS)]
        self.drawn: list[int | None] = [None] * SEATS
        self.window: C.Window | None = None
        self.kong_draw = False
        self.winners: list[WinRecord] = []
        self.payments: list[Payment] = []
        self.first_win_dealer: int | None = None
        self.last_drawer: int | None = None
        self.turn: int | None = None
        self._next = None
        order = [(self.dealer + k) % SEATS for k in range(SEATS)]
        for _ in range(3):
            for s in order:
                for _ in range(4):
                    self.conc[s] += UNIT[self.wall.draw()]
        jump = None   # the dealer's last 跳牌 tile: his "drawn" tile (天胡's winning tile)
        for s in order:
            for _ in range(2 if s == self.dealer else 1):
                tile = self.wall.draw()
                self.conc[s] += UNIT[tile]
                if s == self.dealer:
                    jump = tile
        self.drawn[self.dealer] = jump
        events.append(Event("hand_started", None, {"hand_no": self.hand_no, "dealer": self.dealer}))
        for s in range(SEATS):
            events.append(Event("dealt", s, {"tiles": [t.code() for t in self.hand_tiles(s)]}, private_to=s))
        self._phase = "piao" if self.rules.piao_lay else "dingque" if not self.missing_public else "play"
        if self._phase == "play":
            self.turn = self.dealer

    def _choose_piao(self, seat: int, yes: bool, events: list[Event]) -> None:
        self.piao[seat] = yes
        events.append(Event("piao_chosen", seat, {"yes": yes}, private_to=seat))
        if all(p is not None for p in self.piao):
            self.piao_public = True
            events.append(Event("piao_revealed", None, {"piao": list(self.piao)}))
            self._phase = "dingque" if not self.missing_public else "play"
            if self._phase == "play":
                self.turn = self.dealer

    def _choose_missing(self, seat: int, suit: int, events: list[Event]) -> None:
        self.missing[seat] = suit
        events.append(Event("missing_chosen", seat, {"suit": SUITS[suit]}, private_to=seat))
        if all(m is not None for m in self.missing):
            self.missing_public = True
            events.append(Event("missing_revealed", None, {"missing": [SUITS[m] for m in self.missing]}))
            self._phase = "play"
            self.turn = self.dealer

    # --- hands and wins ----------------------------------------------------------------------

    def hand_tiles(self, seat: int) -> tuple[Tile, ...]:
        h = self.conc[seat]
        return tuple(KINDS[i] for i in range(27) for _ in range((h >> 3 * i) & 7))

    def _shown_hand(self, seat: int, extra: int | None) -> tuple[Tile, ...]:
        h = self.conc[seat] + (UNIT[extra] if extra is not None else 0)
        return tuple(KINDS[i] for i in range(27) for _ in range((h >> 3 * i) & 7))

    def _total_counts(self, seat: int, h: int) -> list[int]:
        return total_counts(h, self.melds[seat])

    def _declared(self, seat: int) -> int | None:
        return self.missing[seat] if self.rules.missing == MISSING_DECLARED else None

    def _win_result(self, seat: int, h: int, tile: int, self_draw: bool = False, kong_flower: bool = False,
                    kong_discard: bool = False, robbed: bool = False) -> FanResult | None:
        """The fans if ``h`` (with ``tile`` in it) may win for ``seat`` under this variant, else None."""
        return win_fans(self.rules, h, self.melds[seat], self._declared(seat), tile, self_draw,
                        kong_flower, kong_discard, robbed)

    def _winning_waits(self, seat: int, h: int) -> list[tuple[int, FanResult]]:
        """Tiles ``h`` (one short) may win on for ``seat``, as a discard win, with their fans."""
        return winning_waits(self.rules, h, self.melds[seat], self._declared(seat))

    def _record_win(self, seat: int, tile: int, source: int | None, fans: FanResult, events: list[Event],
                    order: int, robbed: bool = False, automatic: bool = False) -> None:
        rec = WinRecord(seat, KINDS[tile], source is None, source, robbed, fans, self.rules.cap_fans(fans.total),
                        self._shown_hand(seat, None if source is None else tile), tuple(self.melds[seat]),
                        order, self.laid[seat], automatic)
        self.won[seat] = rec
        self.winners.append(rec)
        payers = [s for s in range(SEATS) if s != seat and self.in_hand(s)] if source is None else [source]
        key = WIN_SELF if source is None else WIN_ROB if robbed else WIN_DISCARD
        self._pay(win_payments(self.rules, seat, payers, fans.total, key, self.piao, self.laid[seat]), events)
        events.append(Event("won", seat, {"tile": KINDS[tile].code(), "self_draw": source is None,
                                          "source": source, "fans": fans.total, "automatic": automatic,
                                          "hand": [t.code() for t in rec.hand]}))

    def _win_order(self) -> int:
        return 1 + (self.winners[-1].order if self.winners else 0)

    def _pay(self, lines: list[Payment], events: list[Event]) -> None:
        for p in lines:
            self.payments.append(p)
            self.scores_list[p.payer] -= p.amount
            self.scores_list[p.payee] += p.amount
            events.append(Event("paid", p.payee, p.to_json()))

    def _self_win(self, seat: int, events: list[Event], automatic: bool = False) -> None:
        tile = self.drawn[seat]
        fans = self._win_result(seat, self.conc[seat], tile, True, self.kong_draw)
        self._record_win(seat, tile, None, fans, events, self._win_order(), automatic=automatic)
        if self.first_win_dealer is None:
            self.first_win_dealer = seat
        self.turn = None
        self._after_win(seat, events)

    def _after_win(self, last_winner: int, events: list[Event]) -> None:
        left = [s for s in range(SEATS) if self.in_hand(s)]
        if not self.rules.bloody:
            self._end_hand("win", events)
        elif len(left) <= 1:
            self._end_hand("bloody", events)
        else:
            self._next = ("draw", self._next_in_hand(last_winner))

    def _next_in_hand(self, seat: int) -> int:
        s = next_seat(seat)
        while not self.in_hand(s):
            s = next_seat(s)
        return s

    # --- turn actions --------------------------------------------------------------------

    def _discard(self, seat: int, tile: int, events: list[Event]) -> None:
        self.conc[seat] -= UNIT[tile]
        self.pond[seat].append([KINDS[tile], IN_POND])
        self.drawn[seat] = None
        after_kong, self.kong_draw = self.kong_draw, False
        self.turn = None
        events.append(Event("discarded", seat, {"tile": KINDS[tile].code()}))
        self._open_window(C.Window(tile, seat, False, after_kong), events)

    def _turn_kong(self, seat: int, tile: int, kind: str, events: list[Event]) -> None:
        self.drawn[seat] = None
        if kind == KONG_CONCEALED:
            self.conc[seat] -= 4 * UNIT[tile]
            self.melds[seat].append(Meld(KONG_CONCEALED, KINDS[tile]))
            # 暗杠 lies face down: everyone sees that it happened, only the owner which tile
            events.append(Event("konged", seat, {"kind": kind}))
            events.append(Event("konged_tile", seat, {"tile": KINDS[tile].code(), "kind": kind}, private_to=seat))
            self._kong_money(seat, PAY_KONG_CONCEALED, None, events)
            self._next = ("kong_draw", seat)
        else:
            events.append(Event("adding_kong", seat, {"tile": KINDS[tile].code()}))
            self.turn = None
            self._open_window(C.Window(tile, seat, True, False), events)

    def _complete_added_kong(self, seat: int, tile: int, events: list[Event]) -> None:
        self.conc[seat] -= UNIT[tile]
        melds = self.melds[seat]
        i = next(k for k, m in enumerate(melds) if m.kind == PONG and m.tile.index == tile)
        melds[i] = Meld(KONG_ADDED, KINDS[tile], melds[i].source)
        events.append(Event("konged", seat, {"tile": KINDS[tile].code(), "kind": KONG_ADDED}))
        self._kong_money(seat, PAY_KONG_ADDED, None, events)
        self._next = ("kong_draw", seat)

    def _kong_money(self, seat: int, key: str, discarder: int | None, events: list[Event]) -> None:
        if not self.rules.pays_kong_money:
            return
        payers = [discarder] if discarder is not None else \
            [s for s in range(SEATS) if s != seat and self.in_hand(s)]
        self._pay(kong_payments(self.rules, seat, key, payers, self.piao), events)

    # --- claim windows -------------------------------------------------------------------

    def _open_window(self, w: C.Window, events: list[Event]) -> None:
        self._fill_options(w)
        self.window = w
        for s in w.pending():  # private: a public notice would betray that someone can claim
            events.append(Event("claim_offered", s, {"tile": KINDS[w.tile].code(), "rob": w.rob,
                                                     "claims": list(w.options[s])}, private_to=s))
        if not w.pending():
            self._next = ("resolve", w.source)

    def _fill_options(self, w: C.Window) -> None:
        """Each seat's possible claims; 必胡 seats answered Win at once."""
        bihu = self.rules.bihu and len(self.wall) <= 4
        for s in range(SEATS):
            if s == w.source or not self.in_hand(s):
                continue
            opts = []
            h = self.conc[s]
            if not (self.rules.bans and self.ban_win[s]) and \
                    self._win_result(s, h + UNIT[w.tile], w.tile, kong_discard=w.after_kong, robbed=w.rob):
                opts.append(C.WIN)
            n = (h >> 3 * w.tile) & 7
            may_meld = MS.may_meld(self.rules.missing, self._declared(s), w.tile)
            if not w.rob and not self.laid[s] and may_meld:
                if n == 3 and len(self.wall):
                    opts.append(C.KONG)
                if n >= 2 and not (self.rules.bans and w.tile in self.ban_pong[s]):
                    opts.append(C.PONG)
            if opts or self.rules.ask_everyone:
                w.options[s] = tuple(opts)
                if bihu and C.WIN in opts:
                    w.answers[s] = C.WIN
                    w.automatic.add(s)
        if w.automatic:  # a 必胡 win is certain (and public): a pong or kong can no longer stand
            for s in [s for s, opts in w.options.items() if C.WIN not in opts]:
                del w.options[s]

    def _answer(self, seat: int, action: Action, events: list[Event]) -> None:
        w = self.window
        answer = C.WIN if isinstance(action, Win) else C.PONG if isinstance(action, Pong) \
            else C.KONG if isinstance(action, Kong) else C.PASS
        w.answers[seat] = answer
        events.append(Event("claim_answered", seat, {"answer": answer}, private_to=seat))
        if not w.pending():
            self._next = ("resolve", w.source)

    def _resolve(self, events: list[Event]) -> None:
        w, self.window = self.window, None
        if self.rules.bans:
            for s, opts in w.options.items():
                no_win, no_pong = C.declined(opts, w.answers.get(s, C.PASS))
                if no_win:
                    self.ban_win[s] = True
                if no_pong:
                    self.ban_pong[s].add(w.tile)
        winners = w.winners()
        if winners:
            # One physical tile, possibly several winners: it stays in the pond marked "won"
            # (a robbed kong tile is put there too); each WinRecord shows it in the hand.
            if w.rob:
                self.conc[w.source] -= UNIT[w.tile]
                self.pond[w.source].append([KINDS[w.tile], WON])
            else:
                self.pond[w.source][-1][1] = WON
            order = self._win_order()
            for s in winners:
                fans = self._win_result(s, self.conc[s] + UNIT[w.tile], w.tile,
                                        kong_discard=w.after_kong, robbed=w.rob)
                self._record_win(s, w.tile, w.source, fans, events, order, robbed=w.rob, automatic=s in w.automatic)
            if self.first_win_dealer is None:
                multi = len(winners) > 1 and self.rules.multi_win_dealer_discarder
                self.first_win_dealer = w.source if multi else winners[0]
            self._after_win(winners[-1], events)
            return
        melder = w.melder()
        if melder is not None:
            seat, claim = melder
            self.pond[w.source][-1][1] = CLAIMED
            if claim == C.KONG:
                self.conc[seat] -= 3 * UNIT[w.tile]
                self.melds[seat].append(Meld(KONG_EXPOSED, KINDS[w.tile], w.source))
                events.append(Event("konged", seat, {"tile": KINDS[w.tile].code(), "kind": KONG_EXPOSED,
                                                     "source": w.source}))
                self._kong_money(seat, PAY_KONG_EXPOSED, w.source, events)
                self._next = ("kong_draw", seat)
            else:
                self.conc[seat] -= 2 * UNIT[w.tile]
                self.melds[seat].append(Meld(PONG, KINDS[w.tile], w.source))
                events.append(Event("ponged", seat, {"tile": KINDS[w.tile].code(), "source": w.source}))
                self.turn = seat
                self.kong_draw = False
            return
        if w.rob:
            self._complete_added_kong(w.source, w.tile, events)
        else:
            self._next = ("draw", self._next_in_hand(w.source))

    # --- the step loop: draws and automatic moves ------------------------------------------

    def _run(self, events: list[Event]) -> None:
        while self._next is not None:
            step, seat = self._next
            self._next = None
            if step == "resolve":
                self._resolve(events)
            else:
                self._draw(seat, step == "kong_draw", events)

    def _draw(self, seat: int, after_kong: bool, events: list[Event]) -> None:
        if not len(self.wall):
            self._end_hand("exhausted", events)
            return
        bihu = self.rules.bihu and len(self.wall) <= 4
        tile = self.wall.draw()
        self.conc[seat] += UNIT[tile]
        self.drawn[seat] = tile
        self.last_drawer = seat
        self.ban_win[seat] = False
        self.ban_pong[seat].clear()
        self.turn = seat
        self.kong_draw = after_kong
        events.append(Event("drew", seat, {"wall": len(self.wall), "kong": after_kong}))
        events.append(Event("drew_tile", seat, {"tile": KINDS[tile].code()}, private_to=seat))
        if (self.laid[seat] or bihu) and self._win_result(seat, self.conc[seat], tile, True, after_kong):
            self._self_win(seat, events, automatic=True)
        elif self.laid[seat]:
            self._discard(seat, tile, events)

    # --- end of a hand -------------------------------------------------------------------

    def _end_hand(self, reason: str, events: list[Event]) -> None:
        end_hand(self, reason, events)

    # --- copies and views ----------------------------------------------------------------

    def clone(self) -> "MahjongState":
        new = object.__new__(MahjongState)
        new.__dict__.update(self.__dict__)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.scores_list = list(self.scores_list)
        new.wall = self.wall.copy()
        new.conc = list(self.conc)
        new.melds = [list(m) for m in self.melds]
        new.pond = [[list(e) for e in p] for p in self.pond]
        for name in ("piao", "missing", "laid", "won", "ban_win", "drawn", "winners", "payments"):
            setattr(new, name, list(getattr(self, name)))
        new.ban_pong = [set(b) for b in self.ban_pong]
        new.window = self.window.copy() if self.window is not None else None
        new.initial_events = []
        new._legal_cache = {}
        return new

    def observe(self, seat: int | None):
        from .observe import observe
        return observe(self, seat)

    # --- what the conformance test checks --------------------------------------------------

    def inventory(self) -> list[Tile]:
        """The 108 tiles by kind: concealed hands, melds (3 or 4 tiles each), the ponds (a
        claimed discard counts in its meld, a won one in the pond) and the wall."""
        tiles = [KINDS[k] for k in self.wall.remaining_kinds()]
        for s in range(SEATS):
            tiles += self.hand_tiles(s)
            tiles += [m.tile for m in self.melds[s] for _ in range(m.size)]
            tiles += [t for t, status in self.pond[s] if status != CLAIMED]
        return tiles

    def secrets(self, seat: int | None) -> Counter:
        """Per tile kind, how many copies a person in ``seat`` may not see now: the wall, the
        concealed tiles of every other seat that has neither laid down (躺) nor won (the tile
        being added to a kong is shown while others may rob it), and the others' 暗杠 until
        their owner wins (the table shows them as backs). Once the hand is over every hand and
        暗杠 lies face up (observe.py), so only the wall stays hidden.

        Observations show tiles by kind, so the check is by counts: with ``inventory()``
        holding n copies of a kind, no single place of an observation (one hand, pond, meld
        list …; a lone tile counts 1) may show more than n − secrets[kind] of it."""
        hidden = Counter(KINDS[k] for k in self.wall.remaining_kinds())
        if self.phase in ("hand_over", "match_over"):
            return +hidden
        w = self.window
        for s in range(SEATS):
            if s == seat or self.won[s] is not None:
                continue
            if not self.laid[s]:
                hidden.update(self.hand_tiles(s))
                if w is not None and w.rob and w.source == s:
                    hidden[KINDS[w.tile]] -= 1
            for m in self.melds[s]:
                if m.kind == KONG_CONCEALED:
                    hidden[m.tile] += 4
        return +hidden
