"""Observations (what one seat may know) and the hidden-world sampler for search bots.

A seat sees: its own concealed tiles and drawn tile, every meld (another seat's 暗杠 face
down, without its tile, until that seat wins), every pond in order, the wall count, 飘 / 定缺
choices once all are revealed (its own at once), laid-down hands and winners' hands, the
payments made, and its own claim options and bans — nothing else. Once the hand is over
every hand is shown, with what each hand that did not win waits on (for 查叫). :func:`sample_world`
rebuilds a full state from exactly that, dealing the unseen tiles at random to the face-down
kongs, the other hands and the wall.
"""
from __future__ import annotations

import random

from . import claims as C
from . import missing_suit as MS
from .melds import FACE_DOWN_KONG, KONG_CONCEALED, Meld
from .shapes import UNIT, pack_tiles, unpack
from .state import SEATS, MahjongState
from .tiles import KINDS, SUITS
from .view import CLAIMED, ClaimWindow, MahjongObservation, SeatView
from .winning import winning_waits


def _visible_melds(melds, own: bool, shown: bool) -> tuple[Meld, ...]:
    """A 暗杠 lies face down: only its owner knows the tile, until he wins and shows his hand,
    melds included, or the hand is over. (Laying down, 躺, shows the standing tiles only.)"""
    if own or shown:
        return tuple(melds)
    return tuple(FACE_DOWN_KONG if m.kind == KONG_CONCEALED else m for m in melds)


def _end_waits(state: MahjongState, s: int) -> tuple:
    """What a hand that did not win waits on at the end — (tile, fans) as 查叫 reads it; nothing
    for a winner, a 花猪 or a hand that is not one tile short."""
    if state.won[s] is not None or state.result is None or s in state.result.huazhu \
            or sum(unpack(state.conc[s])) % 3 != 1:
        return ()
    return tuple((KINDS[i], r.total) for i, r in state._winning_waits(s, state.conc[s]))


def _seat_view(state: MahjongState, s: int, viewer: int | None) -> SeatView:
    """**Decision** (issue 16): once the hand is over every hand lies face up, 暗杠 included, with
    the waits of each hand that did not win — as players turn their tiles over for 查叫."""
    own = s == viewer
    rec = state.won[s]
    over = state.phase in ("hand_over", "match_over")
    # a winner's concealed tiles (a discard he won on stays in the pond, marked "won")
    shown = state.hand_tiles(s) if rec is not None or state.laid[s] or over else ()
    piao = state.piao[s] if (state.piao_public or own) else None
    missing = state.missing[s] if (state.missing_public or own) else None
    return SeatView(
        concealed_count=sum(unpack(state.conc[s])),
        melds=_visible_melds(state.melds[s], own, rec is not None or over),
        pond=tuple((t, st) for t, st in state.pond[s]),
        piao=piao, missing=SUITS[missing] if missing is not None and missing >= 0 else None,
        laid_down=state.laid[s], shown=shown, won=rec is not None,
        waits=_end_waits(state, s) if over else ())


def _public_to_act(state: MahjongState, seat: int | None) -> tuple[int, ...]:
    """Who is to act, as far as ``seat`` may know: in a claim window and in the 飘 / 定缺 choices
    the seats being asked would betray who can claim or who has chosen, so only the seat
    itself is listed; the turn player is public."""
    acting = state.to_act()
    if state.phase in ("piao", "dingque") or state.window is not None:
        return tuple(s for s in acting if s == seat)
    return acting


def observe(state: MahjongState, seat: int | None) -> MahjongObservation:
    w = state.window
    mine = seat is not None and 0 <= seat < SEATS
    window = None if w is None else ClaimWindow(KINDS[w.tile], w.source, w.rob, w.after_kong)
    turn = state.turn if state.phase == "play" and w is None else None
    drawn = state.drawn[seat] if mine else None
    return MahjongObservation(
        seat=seat, phase=state.phase, hand_no=state.hand_no, hands_total=state.rules.match_hands,
        dealer=state.dealer, to_act=_public_to_act(state, seat), turn=turn,
        seats=tuple(_seat_view(state, s, seat) for s in range(SEATS)),
        hand=state.hand_tiles(seat) if mine else (),
        drawn=KINDS[drawn] if drawn is not None and turn == seat else None,
        kong_draw=state.kong_draw and turn is not None,
        turn_drew=turn is not None and state.drawn[turn] is not None,
        wall_count=len(state.wall), window=window,
        my_claims=tuple(w.options.get(seat, ())) if w is not None and mine else (),
        my_answer=w.answers.get(seat) if w is not None and mine else None,
        ban_win=state.ban_win[seat] if mine else False,
        ban_pong=tuple(KINDS[i] for i in sorted(state.ban_pong[seat])) if mine else (),
        winners=tuple(state.winners), payments=tuple(state.payments), last_drawer=state.last_drawer,
        scores=state.scores, result=state.result if state.phase in ("hand_over", "match_over") else None,
        options=tuple(sorted(state.options.items())), rules=state.rules)


def unseen_counts(obs: MahjongObservation) -> list[int]:
    """Per kind, the copies the observing seat cannot see (other hands, the wall and face-down
    暗杠). A face-down kong takes four tiles of one kind, but which kind is unknown, so it
    lowers no kind's count: its tiles stay unseen in every kind they might be. The counts
    therefore add up to the hidden hands + the wall + 4 per face-down kong, and a kind with
    all four copies unseen is one such a kong may be."""
    left = [4] * 27
    for t in obs.hand:
        left[t.index] -= 1
    for sv in obs.seats:
        for m in sv.melds:
            if not m.face_down:
                left[m.tile.index] -= m.size
        for t, status in sv.pond:
            if status != CLAIMED:
                left[t.index] -= 1
    for s, sv in enumerate(obs.seats):
        if s != obs.seat:
            for t in sv.shown:
                left[t.index] -= 1
    return left


def _face_down_kinds(obs: MahjongObservation, unseen: list[int], rng: random.Random) -> dict:
    """A kind for each face-down 暗杠, {(seat, meld index): kind}: one whose four copies are all
    unseen by the observer (none of them can be anywhere else), not in its owner's 定缺 suit (that
    suit cannot be konged), each kind used once, and leaving a laid-down (躺) owner's shown hand
    ready (he could not have laid it down otherwise). Random among those; a small backtrack, as
    one kong may take the only kind another could have (the true kinds always fit)."""
    slots = [(s, k) for s, sv in enumerate(obs.seats) for k, m in enumerate(sv.melds) if m.face_down]
    full = [i for i, n in enumerate(unseen) if n == 4]

    def declared(s: int) -> int | None:   # may_meld reads it under the 定缺 rule only
        missing = obs.seats[s].missing
        return SUITS.index(missing) if missing else None

    def fits(s: int, chosen: dict) -> bool:
        sv = obs.seats[s]
        if not sv.laid_down or len(sv.shown) % 3 != 1 or \
                any(m.face_down and (s, k) not in chosen for k, m in enumerate(sv.melds)):
            return True
        melds = [Meld(KONG_CONCEALED, KINDS[chosen[s, k]]) if m.face_down else m for k, m in enumerate(sv.melds)]
        return bool(winning_waits(obs.rules, pack_tiles(sv.shown), melds, declared(s)))

    def assign(n: int, chosen: dict) -> dict | None:
        if n == len(slots):
            return chosen
        s = slots[n][0]
        options = [i for i in full if i not in chosen.values() and MS.may_meld(obs.rules.missing, declared(s), i)]
        rng.shuffle(options)
        for i in options:
            tried = {**chosen, slots[n]: i}
            done = assign(n + 1, tried) if fits(s, tried) else None
            if done is not None:
                return done
        return None

    kinds = assign(0, {})
    if kinds is None:
        raise ValueError("no tile kind fits the face-down kongs")
    return kinds


def void_suits(obs: MahjongObservation) -> dict[int, int]:
    """{seat: declared suit} of the other seats sure to hold none of their 定缺 suit: a seat must
    throw every tile of it before any other, so once it has thrown another suit it holds none —
    except on its own turn, when the tile it just drew may be one (it is thrown next). A meld
    says nothing: a seat may pong while still holding the suit, and then throws from it.
    Empty unless the variant declares a missing suit."""
    if obs.rules.missing != MS.MISSING_DECLARED:
        return {}
    out = {}
    for s, sv in enumerate(obs.seats):
        if s == obs.seat or sv.won or sv.shown or sv.missing is None or obs.turn == s:
            continue
        suit = SUITS.index(sv.missing)
        if any(t.suit_index != suit for t, status in sv.pond if status != CLAIMED):
            out[s] = suit
    return out


def sample_world(obs: MahjongObservation, rng: random.Random) -> MahjongState:
    """A full state consistent with ``obs``: own hand as observed, each face-down 暗杠 given a
    kind all four of whose copies the observer has not seen, and the remaining unseen tiles
    dealt at random to the hidden hands (in their counts) and the wall. Others' pending claim
    answers, unrevealed choices and bans are unknown, so they are reset (those seats decide
    again)."""
    me = obs.seat
    st = object.__new__(MahjongState)
    st.rules = obs.rules
    st.rng = random.Random(rng.getrandbits(64))
    st.options = dict(obs.options)
    st.scores_list = list(obs.scores)
    st.hand_no, st.dealer, st._phase, st.result = obs.hand_no, obs.dealer, obs.phase, obs.result
    st.initial_events, st._next, st._legal_cache = [], None, {}
    unseen = unseen_counts(obs)
    kongs = _face_down_kinds(obs, unseen, rng)
    for i in kongs.values():
        unseen[i] -= 4
    st.melds = [[Meld(KONG_CONCEALED, KINDS[kongs[s, k]]) if m.face_down else m for k, m in enumerate(sv.melds)]
                for s, sv in enumerate(obs.seats)]
    pool = [k for k, n in enumerate(unseen) for _ in range(n)]
    rng.shuffle(pool)
    st.conc = [0] * SEATS
    voids = void_suits(obs)
    for s, sv in enumerate(obs.seats):
        if s == me or sv.shown:
            for t in obs.hand if s == me else sv.shown:
                st.conc[s] += UNIT[t.index]
    for s in sorted(range(SEATS), key=lambda s: s not in voids):   # the constrained seats first
        sv = obs.seats[s]
        if s == me or sv.shown:
            continue
        suit = voids.get(s)
        picks = [n for n, k in enumerate(pool) if suit is None or k // 9 != suit][:sv.concealed_count]
        if len(picks) < sv.concealed_count:    # cannot happen at a real table: deal at random
            picks = list(range(sv.concealed_count))
        for n in picks:
            st.conc[s] += UNIT[pool[n]]
        taken = set(picks)
        pool = [k for n, k in enumerate(pool) if n not in taken]
    from .wall import Wall
    st.wall = Wall([k * 4 for k in pool])
    st.pond = [[[t, status] for t, status in sv.pond] for sv in obs.seats]
    st.piao = [sv.piao for sv in obs.seats]
    st.piao_public = obs.phase != "piao"
    st.missing = [None if sv.missing is None else SUITS.index(sv.missing) for sv in obs.seats]
    st.missing_public = obs.phase not in ("piao", "dingque") or not st.rules.missing == "declared"
    if st.rules.missing != "declared":
        st.missing = [-1] * SEATS
    st.laid = [sv.laid_down for sv in obs.seats]
    st.winners = list(obs.winners)
    st.won = [None] * SEATS
    for rec in obs.winners:
        st.won[rec.seat] = rec
    st.payments = list(obs.payments)
    st.ban_win = [obs.ban_win if s == me else False for s in range(SEATS)]
    st.ban_pong = [{t.index for t in obs.ban_pong} if s == me else set() for s in range(SEATS)]
    st.turn = obs.turn
    st.kong_draw = obs.kong_draw
    st.last_drawer = obs.last_drawer
    st.drawn = [None] * SEATS
    if obs.turn is not None and obs.turn_drew:
        if obs.turn == me and obs.drawn is not None:
            st.drawn[me] = obs.drawn.index
        else:
            counts = unpack(st.conc[obs.turn])
            st.drawn[obs.turn] = rng.choice([k for k, n in enumerate(counts) for _ in range(n)])
    first = [r for r in obs.winners if r.order == 1]
    st.first_win_dealer = None
    if first:
        multi = len(first) > 1 and st.rules.multi_win_dealer_discarder
        st.first_win_dealer = first[0].source if multi else first[0].seat
    st.window = None
    if obs.window is not None:
        w = C.Window(obs.window.tile.index, obs.window.source, obs.window.rob, obs.window.after_kong)
        st._fill_options(w)
        if obs.my_answer is not None:
            w.answers[me] = obs.my_answer
        st.window = w
        if not w.pending():   # every remaining claimant was the observer or a 必胡 seat
            st._next = ("resolve", w.source)
            st._run([])
    return st
