"""Synthesise the game's sound effects into assets/sounds/ (standard library only).

Why synthesised: recorded samples bring licences and sizes to track; these few
soft effects are a handful of filtered-noise bursts and sine partials, so the
recipe itself is the source and the files are reproducible byte for byte (fixed
seed, no timestamps). All are 22050 Hz 16-bit mono, peak-normalised to about
-12 dBFS (the UI guide: "never loud") and faded in and out so they never click.

Run ``python tools/make_sounds.py``; files are rewritten only when they change.
"""
from __future__ import annotations

import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
PEAK_DBFS = -12.0
OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"
SEED = 20240611


def noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def lowpass(signal: list[float], cutoff_hz: float) -> list[float]:
    """One-pole low-pass: enough to turn white noise into a soft 'felt' rustle."""
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff_hz / RATE)
    out, y = [], 0.0
    for x in signal:
        y += alpha * (x - y)
        out.append(y)
    return out


def highpass(signal: list[float], cutoff_hz: float) -> list[float]:
    low = lowpass(signal, cutoff_hz)
    return [x - l for x, l in zip(signal, low)]


def envelope(signal: list[float], attack: float, decay: float) -> list[float]:
    """Linear attack of ``attack`` seconds, then exponential decay with time constant ``decay``."""
    attack_n = max(1, int(RATE * attack))
    out = []
    for i, x in enumerate(signal):
        if i < attack_n:
            gain = i / attack_n
        else:
            gain = math.exp(-(i - attack_n) / (RATE * decay))
        out.append(x * gain)
    return out


def tone(freq: float, seconds: float, partials=((1.0, 1.0),), sweep_to: float | None = None) -> list[float]:
    """Sum of sine partials (multiple, amplitude); optional exponential pitch sweep."""
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        f = freq if sweep_to is None else freq * (sweep_to / freq) ** (i / n)
        phase += 2.0 * math.pi * f / RATE
        out.append(sum(amp * math.sin(mult * phase) for mult, amp in partials))
    return out


def mix(*layers: tuple[list[float], float, float]) -> list[float]:
    """Mix (signal, gain, start_seconds) layers into one buffer."""
    length = max(int(RATE * start) + len(sig) for sig, _, start in layers)
    out = [0.0] * length
    for sig, gain, start in layers:
        offset = int(RATE * start)
        for i, x in enumerate(sig):
            out[offset + i] += gain * x
    return out


def finish(signal: list[float], fade_in: float = 0.002, fade_out: float = 0.012) -> list[float]:
    """Normalise to the target peak and apply short raised-cosine fades at both ends."""
    peak = max(abs(x) for x in signal) or 1.0
    scale = 10 ** (PEAK_DBFS / 20) / peak
    out = [x * scale for x in signal]
    n_in, n_out = int(RATE * fade_in), int(RATE * fade_out)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


def deal(rng: random.Random) -> list[float]:
    """A card flicked across the table: a bright, very short swish."""
    swish = envelope(highpass(noise(rng, 0.06), 1800), 0.004, 0.014)
    return finish(swish, fade_out=0.008)


def play(rng: random.Random) -> list[float]:
    """A card laid on felt: a muffled slap with a little low body."""
    slap = envelope(lowpass(highpass(noise(rng, 0.12), 250), 2600), 0.002, 0.022)
    body = envelope(tone(190, 0.12, sweep_to=140), 0.002, 0.025)
    return finish(mix((slap, 1.0, 0), (body, 0.35, 0)))


def bomb(rng: random.Random) -> list[float]:
    """A bomb played: a deep falling thump with a short rumble behind it."""
    thump = envelope(tone(120, 0.5, ((1, 1.0), (2, 0.25)), sweep_to=42), 0.004, 0.12)
    rumble = envelope(lowpass(lowpass(noise(rng, 0.5), 220), 220), 0.02, 0.16)
    crack = envelope(lowpass(noise(rng, 0.05), 3000), 0.001, 0.008)
    return finish(mix((thump, 1.0, 0), (rumble, 2.2, 0), (crack, 0.25, 0)), fade_out=0.06)


def _bell(freq: float, seconds: float, decay: float) -> list[float]:
    """A soft mallet note: fundamental plus quiet upper partials that die faster."""
    return envelope(tone(freq, seconds, ((1, 1.0), (2, 0.22), (3, 0.08))), 0.005, decay)


def win(rng: random.Random) -> list[float]:
    """A short rising major arpeggio (C5 E5 G5 C6) ending on a held note."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    layers = [(_bell(f, 0.9 - 0.12 * i, 0.09), 0.8, 0.12 * i) for i, f in enumerate(notes[:3])]
    layers.append((_bell(notes[3], 0.54, 0.2), 0.9, 0.36))
    return finish(mix(*layers), fade_out=0.08)


def click(rng: random.Random) -> list[float]:
    """A UI button: a tiny, dry tick."""
    tick = envelope(tone(1500, 0.03, ((1, 1.0), (2.7, 0.3))), 0.001, 0.006)
    grit = envelope(highpass(noise(rng, 0.03), 3000), 0.001, 0.003)
    return finish(mix((tick, 1.0, 0), (grit, 0.3, 0)), fade_in=0.001, fade_out=0.006)


def turn(rng: random.Random) -> list[float]:
    """Your turn: a gentle two-note chime (E6 then B5), soft attack."""
    first = envelope(tone(1318.5, 0.45, ((1, 1.0), (2, 0.12))), 0.008, 0.12)
    second = envelope(tone(987.8, 0.45, ((1, 1.0), (2, 0.12))), 0.008, 0.16)
    return finish(mix((first, 0.8, 0), (second, 1.0, 0.11)), fade_out=0.08)


SOUNDS = {"deal": deal, "play": play, "bomb": bomb, "win": win, "click": click, "turn": turn}


def wav_bytes(samples: list[float]) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, round(x * 32767))))
                                 for x in samples))
    return buffer.getvalue()


def build(out_dir: Path = OUT_DIR) -> list[Path]:
    """Write every sound; each gets its own seeded generator so editing one leaves the rest alone."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for index, (name, recipe) in enumerate(SOUNDS.items()):
        data = wav_bytes(recipe(random.Random(SEED + index)))
        path = out_dir / f"{name}.wav"
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
            written.append(path)
    return written


def main() -> int:
    written = build()
    for name in SOUNDS:
        path = OUT_DIR / f"{name}.wav"
        with wave.open(str(path)) as w:
            ms = 1000 * w.getnframes() / w.getframerate()
        state = "written" if path in written else "unchanged"
        print(f"{path.name:10s} {ms:5.0f} ms {path.stat().st_size:7d} bytes  {state}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
