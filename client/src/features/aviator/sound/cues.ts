/**
 * Short sounds of the game, synthesised with WebAudio (no audio files): a click when a bet is
 * taken, a rising chime on a cash-out, a soft whoosh at take-off and a falling tone when the
 * plane flies away. Each is a few oscillator notes with a quick envelope, under half a second.
 */
export type Cue = 'bet' | 'cashout' | 'takeoff' | 'crash';

interface Note {
  type: OscillatorType;
  from: number;
  to: number;
  /** Seconds after the cue starts. */
  start: number;
  length: number;
  gain: number;
}

export const CUES: Record<Cue, readonly Note[]> = {
  bet: [{ type: 'triangle', from: 620, to: 760, start: 0, length: 0.07, gain: 0.18 }],
  cashout: [
    { type: 'sine', from: 880, to: 880, start: 0, length: 0.12, gain: 0.2 },
    { type: 'sine', from: 1320, to: 1320, start: 0.09, length: 0.22, gain: 0.18 },
  ],
  takeoff: [{ type: 'sine', from: 180, to: 420, start: 0, length: 0.45, gain: 0.08 }],
  crash: [
    { type: 'sawtooth', from: 420, to: 90, start: 0, length: 0.42, gain: 0.07 },
    { type: 'sine', from: 210, to: 60, start: 0.02, length: 0.45, gain: 0.12 },
  ],
};

type AudioContextClass = typeof AudioContext;

/** The sound board: silent until `unlock()` runs inside a user gesture (browsers' autoplay rule). */
export function createSoundBoard() {
  let context: AudioContext | undefined;

  const unlock = () => {
    const Context: AudioContextClass | undefined =
      typeof window === 'undefined'
        ? undefined
        : (window.AudioContext ??
          (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
    if (!Context) return;
    try {
      context ??= new Context();
      if (context.state === 'suspended') void context.resume();
    } catch (error) {
      console.warn('[aviator] sound is not available', error);
    }
  };

  const play = (cue: Cue) => {
    if (context?.state !== 'running') return;
    const now = context.currentTime;
    for (const note of CUES[cue]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const begin = now + note.start;
      const end = begin + note.length;
      oscillator.type = note.type;
      oscillator.frequency.setValueAtTime(note.from, begin);
      oscillator.frequency.exponentialRampToValueAtTime(note.to, end);
      gain.gain.setValueAtTime(0.0001, begin);
      gain.gain.exponentialRampToValueAtTime(note.gain, begin + 0.012);
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(begin);
      oscillator.stop(end + 0.02);
    }
  };

  const dispose = () => {
    void context?.close();
    context = undefined;
  };

  return { unlock, play, dispose };
}

export type SoundBoard = ReturnType<typeof createSoundBoard>;
