"""One small module per climbing game: the data and the few rules only that game has."""
