"""The rules of every game: pure Python, no pygame (a test keeps it so)."""
