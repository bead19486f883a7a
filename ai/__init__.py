"""Computer players. A bot sees an observation and the legal actions, never the state."""
