"""Per-game UI words (key -> (zh, en)), merged into the one table in scenes/i18n.py."""
