"""Pieces of the card tables: layout, the drawn model, hand, seats, plays, bar, animations, result.

Each module has one job; :mod:`scenes.climbing_table` puts them together.
"""
