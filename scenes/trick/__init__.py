"""Pieces of the four-seat trick table (升级 / 拖拉机): layout, hand, model, feed, painter, panels."""
