"""The 复盘 of the hand on the replay viewer, run in a worker thread with progress, cancellable.

Why a thread: a review plays some thousands of hands out (a few seconds for a climbing hand);
the window stays responsive meanwhile and the person can watch, step and leave — leaving stops
it at the next decision. The review (:mod:`ai.review`) gets only the hand's record
and the people's seats; what it finds is read here, on the table's frame, once it is done.
"""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from ai.review import Flag, Review, budget_for, review_hand, reviewable


class ReviewRun:
    def __init__(self, controller) -> None:
        self.controller = controller
        players = controller.match.players
        self.seats = frozenset(s for s, p in enumerate(players) if p.kind == "human")
        self.variant = controller.match.variant
        self.done, self.total = 0, 0
        self.result: Review | None = None
        self._future: Future | None = None
        self._executor: ThreadPoolExecutor | None = None
        self._cancel = False

    @property
    def possible(self) -> bool:
        """The game has a review and somebody at the table is a person."""
        return reviewable(self.variant) and bool(self.seats)

    @property
    def running(self) -> bool:
        return self._future is not None and not self._future.done()

    def start(self) -> None:
        if not self.possible or self._future is not None:
            return
        replay = self.controller
        self._executor = ThreadPoolExecutor(max_workers=1)
        self._future = self._executor.submit(
            review_hand, replay.record, replay.start, replay.end, self.seats, budget=budget_for(self.variant),
            progress=self._progress, cancelled=lambda: self._cancel)

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    def stop(self) -> None:
        self._cancel = True
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)

    def wait(self) -> None:
        """Tests: block until the review has finished."""
        if self._future is not None:
            self._future.result()

    def collect(self) -> bool:
        """The review has just finished: keep what it found (True once)."""
        if self.result is not None or self._future is None or not self._future.done():
            return False
        try:
            self.result = self._future.result()
        except Exception:  # noqa: BLE001 - a review that fails costs only the review
            import sys
            import traceback

            traceback.print_exc(file=sys.stderr)
            self.result = Review((), 0, cancelled=True)
        return True

    def positions(self) -> tuple[int, ...]:
        return tuple(f.position for f in self.result.flags) if self.result is not None else ()

    def flag_at(self, position: int) -> Flag | None:
        return self.result.at(position) if self.result is not None else None

    def words(self, tr) -> str:
        """What the review says now: its progress, what it found, or nothing."""
        if self.result is not None:
            if self.result.cancelled:
                return ""
            if self.result.flags:
                return tr("table.replay.review.found", count=len(self.result.flags))
            return tr("table.replay.review.none")
        if self.running:
            return tr("table.replay.review.running", done=self.done, total=self.total or "…")
        return ""
