"""四川麻将 (Sichuan mahjong) rules: tiles, shapes, fans, claims, payments and the match state."""
