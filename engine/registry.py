"""The explicit list of playable variants.

Imported by name, never discovered by scanning folders (that breaks inside a
PyInstaller bundle). Adding a game means adding its module's SPEC here.
"""
from __future__ import annotations

from .spec import GameSpec


def _all_specs() -> tuple[GameSpec, ...]:
    from .blackjack import spec as blackjack
    from .climbing.variants import big2, chicangying, doudizhu, doudizhu_wild, gandengyan, shuangkou
    from .dapie import spec as dapie
    from .mahjong import spec as mahjong
    from .shengji import spec as shengji

    climbing = (doudizhu.SPEC, doudizhu_wild.SPEC, big2.SPEC, shuangkou.SPEC, gandengyan.SPEC,
                gandengyan.WINNER_SPEC, chicangying.SPEC)
    return (climbing + (shengji.SPEC_1, shengji.SPEC_2, shengji.SPEC_3, *dapie.SPECS) + mahjong.SPECS
            + (blackjack.SPEC,))


_SPECS: dict[str, GameSpec] | None = None


def all_specs() -> tuple[GameSpec, ...]:
    """Every registered variant, in menu order."""
    return tuple(_registry().values())


def get_spec(variant_id: str) -> GameSpec:
    try:
        return _registry()[variant_id]
    except KeyError:
        raise KeyError(f"unknown game {variant_id!r}") from None


def _registry() -> dict[str, GameSpec]:
    global _SPECS
    if _SPECS is None:
        specs = _all_specs()
        _SPECS = {spec.id: spec for spec in specs}
        if len(_SPECS) != len(specs):
            raise RuntimeError("two variants share an id")
    return _SPECS
