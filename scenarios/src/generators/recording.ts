/**
 * Plays a recording: `recording.begin` at t = 0, then each recorded answer and push at its
 * time (a call's first answer at t = 0), one timer ahead at a time.
 */
import { type Recording, recordingActions } from '../format/recording';
import type { GeneratorContext } from './context';

export function startRecording(ctx: GeneratorContext, recording: Recording): void {
  const steps = recordingActions(recording);
  const play = (index: number) => {
    const step = steps[index];
    if (!step) return;
    ctx.at(ctx.startAt + step.at, () => {
      ctx.emit(step.action);
      play(index + 1);
    });
  };
  play(0);
}
