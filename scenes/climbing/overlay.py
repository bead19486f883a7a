"""What one climbing game adds to the shared table: the overlay protocol, with plain defaults.

Why an overlay and not a table per game: the climbing table (:mod:`scenes.climbing_table`
with :mod:`scenes.table`) already draws any seat count, the hand, the plays, the
action bar and the result from what every climbing observation has. A game only
adds its own words and pieces — role badges, the top-centre info, its decision
phases before the play and their buttons, their status sentences, its own
events, how its result reads — so a new game is a small overlay class plus one
line in :data:`scenes.climbing.OVERLAYS`.

Every method reads the viewer's observation (or the model built from it) and
nothing else; none may import the game's engine state. The defaults below give a
plain game: no roles, places shown as badges once players go out, only 出牌 /
不出 / 提示, the result as its lines and the seats' changes.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.actions import Action, Pass

from ..table.action_bar import ButtonSpec, Decision
from ..table.hand_view import DEFAULT_ORDER, SORT_MODES, CardOrder
from ..table.play_area import main_part_first
from ..table.view_model import Badge, Centre, SeatView, TableModel


#: The phases in which a hand is over (its result is on the observation).
FINISHED = ("hand_over", "match_over")


def places_of(obs: Any) -> tuple[int, ...]:
    """Seats in the order they went out, with the last seat once it is the only one left.

    A hand may end as soon as its outcome is fixed (双扣's 双扣, 吃苍蝇's solo at the first player
    out): seats still holding cards then have no place, and none is shown for them."""
    out = tuple(getattr(obs, "out", ()) or ())
    left = [s for s in range(len(obs.card_counts)) if s not in out]
    return out + tuple(left) if len(left) == 1 else out


def place_badge(obs: Any, seat: int, keys: tuple[str, ...], style: str) -> Badge | None:
    """The seat's place in the game's words (``keys``: 1st … last), where it has one. While the
    hand is played it is a tag; once the hand is over it is a role, the kind of badge the result
    rows show beside each seat (双扣's 头游 …, 吃苍蝇's 大贡 …)."""
    places = places_of(obs)
    if seat not in places:
        return None
    return Badge(keys[min(places.index(seat), len(keys) - 1)], style, role=obs.phase in FINISHED)


class ClimbingOverlay:
    """The defaults; a game subclasses this and overrides what it needs."""

    #: Variant ids this overlay serves (documentation; the registry maps ids to classes).
    variants: tuple[str, ...] = ()
    # the shape of the game --------------------------------------------------------------
    #: The largest hand a seat can hold (the layout sizes the hand's cards for it).
    max_hand: int = 20
    #: Cards each seat receives in the deal (the deal animation).
    deal_cards: int = 13
    #: Cards the top centre shows (斗地主's kitty: 3); the layout reserves room for them.
    centre_cards: int = 0
    #: Phases in which a person decides something; "play" is the shared one, the others are
    #: the game's own (their buttons come from :meth:`bar_specs`).
    decision_phases: tuple[str, ...] = ("play",)
    #: How the hand sorts (T cycles the modes).
    card_order: CardOrder = DEFAULT_ORDER
    sort_modes: tuple[str, ...] = SORT_MODES
    #: A place badge (第1名 …) on the seats that went out.
    show_places: bool = True
    #: Ranks that are wild (癞子斗地主's 3s, 干瞪眼's jokers): marked in the hand; on the table each
    #: played one shows what it stood for (scenes/table/readings.py).
    wild_ranks: tuple[int, ...] = ()

    # the model (all from the viewer's observation) ------------------------------------------
    def role(self, obs: Any, seat: int) -> str | None:
        """A word for the seat's role ("landlord", "team0" …), None when there is none (yet)."""
        return None

    def badges(self, obs: Any, seat: int) -> tuple[Badge, ...]:
        """The seat's badges, the role first (``Badge(role=True)``), then tags; 托管 is added by the panel."""
        return self.place_badges(obs, seat)

    def place_badges(self, obs: Any, seat: int) -> tuple[Badge, ...]:
        out = tuple(getattr(obs, "out", ()) or ())
        if not self.show_places or seat not in out:
            return ()
        return (Badge("table.place", "gold", role=False, params=(("n", out.index(seat) + 1),)),)

    def calls(self, obs: Any) -> dict[int, str]:
        """What each seat said in the current decision phase (a word shown where its play would lie)."""
        return {}

    def call_words(self, call: str) -> tuple[str, bool]:
        """(i18n key, positive?) of a call from :meth:`calls`; positive words are drawn in the accent."""
        return "table.passed", False

    def shows_plays(self, obs: Any) -> bool:
        """Whether this round's plays are on the table now (斗地主: not during the bidding)."""
        return True

    def centre(self, obs: Any, viewer: int | None) -> Centre:
        """The top centre: cards, numbers, a note, a featured card (:class:`Centre`)."""
        return Centre()

    def info(self, obs: Any, viewer: int | None) -> Any:
        """The game's own facts for the table (read on the model as ``model.<name>``); None: none."""
        return None

    def marked_card(self, obs: Any, viewer: int | None):
        """A card of the viewer's hand to mark with a star (斗地主's 明牌 during the bidding)."""
        return None

    def hand_marks(self, obs: Any, viewer: int | None) -> dict:
        """Other marks on cards of the viewer's hand: card -> CardArt mark (吃苍蝇's 上混/下混)."""
        return {}

    def is_wild(self, card: Any) -> bool:
        """Whether ``card`` may stand for another card in this game."""
        return card.rank in self.wild_ranks

    def hand_order(self, obs: Any) -> CardOrder:
        """How the viewer's hand sorts now (吃苍蝇's order changes with each hand's turned card)."""
        return self.card_order

    def play_order(self, obs: Any, cards: tuple) -> tuple:
        """A play's cards in the order they are laid on the table: the main part, then the kickers
        (444 33; a plane's triples, then its wings), in the game's order of the moment."""
        return main_part_first(cards, self.hand_order(obs))

    def combo_text(self, kind: str, size: int | None, tr) -> str:
        """The name of a combination of ``size`` cards (the log, the status line): 炸弹, 5张 …"""
        return tr.combo(kind, size)

    def need_text(self, kind: str, size: int | None, played: int | None, tr) -> str | None:
        """The refusal of a play that is not of the lead's kind (``kind_mismatch``: the lead is
        ``size`` cards of ``kind``, the refused play ``played`` cards, None when unknown) when this
        game words it its own way (干瞪眼's "要出3张连牌"); None: the shared sentence, which names
        the kind and, when the kind does not fix it, the number of cards."""
        return None

    def bomb_word(self, kind: str) -> str:
        """The i18n key of the big word a bomb of ``kind`` flashes (炸弹, 火箭 …)."""
        return "table.rocket" if kind == "rocket" else "table.bomb"

    # decisions ------------------------------------------------------------------------------
    def decision(self, model: TableModel) -> Decision | None:
        """The viewer's decision in one of the game's own phases (the model says which)."""
        return None

    def bar_specs(self, decision: Decision, tr) -> list[ButtonSpec]:
        """The buttons of a decision from :meth:`decision`: (label, action, enabled, primary, key)."""
        return []

    def note(self, model: TableModel, tr) -> str:
        """A sentence over the buttons explaining the viewer's decision now (吃苍蝇: the dealer's
        choices; the hidden partner must show his card); "" for none."""
        return ""

    def ui_action(self, table: Any, action: Any) -> bool:
        """A button of the game's that opens something on the table instead of acting (吃苍蝇's
        card chooser): do it and return True; False for an engine action."""
        return False

    def pass_action(self, phase: str) -> Action:
        """What Space does in ``phase`` (不出, 不叫 …)."""
        return Pass()

    def status(self, model: TableModel, acting: SeatView, mine: bool, tr) -> tuple[str, bool] | None:
        """The status sentence where the game has its own (its phases, or a rule of its play):
        (text, is it the viewer's turn); None: the shared sentence."""
        return None

    def readings(self, table: Any, cards: tuple) -> list[tuple] | None:
        """Wild cards: every way the raised ``cards`` may be played now, as ``(label_cards,
        payload[, title])`` for the reading chooser (payload: the action to take, e.g.
        ``Play(cards, reading)``). None: the game has no wild cards (the cards are played as
        they are); one reading is played at once, several open the chooser."""
        return None

    # events and the result --------------------------------------------------------------
    def feed_event(self, feed: Any, event: Any, result: Any) -> bool:
        """Handle one of the game's own events (log line, animation, note); False: not ours."""
        return False

    def result_summary(self, result: Any, tr, name_of: Callable[[int], str]) -> list[str]:
        """How the hand ended, in a few words for the result's headline; the first is the main one
        (shown as the title to a spectator). None: the title is just the hand's number."""
        return []

    def result_lines(self, result: Any, tr, name_of: Callable[[int], str]) -> list[str] | None:
        """The result's breakdown as a whole, where the game explains it better than line by line
        (斗地主: each farmer's payment worked out from 叫分, the stake and the bombs); None: each of
        ``result.lines`` through :meth:`line_text`."""
        return None

    def line_text(self, key: str, params: Any, factor: Any, tr, name_of: Callable[[int], str]) -> str:
        """One line of the result's breakdown (``line.<key>``; a seat in ``params`` is named)."""
        extra = {}
        if isinstance(params, dict) and "seat" in params:
            extra["name"] = name_of(params["seat"])
        return tr.line(key, params, factor, **extra)
