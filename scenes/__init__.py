"""The pygame side of 牌友: scenes, table views, drawn card art, sound and assets."""
