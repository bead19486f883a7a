"""双扣's words on the climbing table (scenes/climbing/shuangkou.py): teams, places, bombs, the result."""

PAIRS = {
    # teams: seen from a seat (the partner opposite, the two opponents), or by a spectator
    "table.sk.partner": ("搭档", "Partner"),
    "table.sk.opponent": ("对手", "Opponent"),
    "table.sk.team_a": ("甲队", "Team A"),
    "table.sk.team_b": ("乙队", "Team B"),
    # places as players go out
    "table.sk.place1": ("头游", "1st out"),
    "table.sk.place2": ("二游", "2nd out"),
    "table.sk.place3": ("三游", "3rd out"),
    "table.sk.place4": ("末游", "Last"),
    # the multiplier each team's largest bomb would bring (top centre)
    "table.sk.our_bomb": ("我方翻倍", "Our bombs"),
    "table.sk.their_bomb": ("对方翻倍", "Their bombs"),
    "table.sk.team_a_bomb": ("甲队翻倍", "Team A bombs"),
    "table.sk.team_b_bomb": ("乙队翻倍", "Team B bombs"),
    # bombs by size; all four jokers
    "table.sk.bomb_n": ("{n}张炸弹", "{n}-card bomb"),
    "table.sk.rocket": ("天王炸弹", "Joker bomb"),
    # who leads the hand
    "table.sk.lead_by_lot": ("抽签：{name}先出", "Drawn by lot: {name} leads"),
    "table.sk.lead_first_out": ("上局头游{name}先出", "{name} went out first last hand and leads"),
    "table.sk.you_lead_by_lot": ("抽签：你先出", "Drawn by lot: you lead"),
    "table.sk.you_lead_first_out": ("你是上局头游，你先出", "You went out first last hand: you lead"),
    "table.sk.went_out": ("{name}出完了：{place}", "{name} is out: {place}"),
    # the result
    "result.sk.double": ("{first}、{partner}双扣", "Double win: {first} and {partner}"),
    "result.sk.single": ("{first}、{partner}单扣", "Single win: {first} and {partner}"),
    "result.sk.level": ("平扣", "Even: nobody scores"),
    "result.sk.times": ("翻倍 ×{n}", "Multiplier ×{n}"),
    "line.sk_double": ("双扣：{first}、{partner}各 +{factor}", "Double: {first}, {partner} +{factor} each"),
    "line.sk_single": ("单扣：{first}、{partner}各 +{factor}", "Single win: {first}, {partner} +{factor} each"),
    "line.sk_level": ("平扣：{partner}末游，不计分", "Even: {partner} came last, no score"),
    "line.sk_bomb": ("{name}{size}张炸弹 ×{factor}", "{name}: {size}-card bomb ×{factor}"),
    "line.sk_rocket": ("{name}天王炸弹 ×{factor}", "{name}: joker bomb ×{factor}"),
}
