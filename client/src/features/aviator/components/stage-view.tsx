/**
 * Hosts the Pixi stage (loaded with its own chunk) and keeps it sized, in step with the
 * reduced-motion preference and drawn by the page's frame loop. Until the stage runs (or if it
 * cannot start) the same multiplier shows as plain text, so the game is never blank.
 */
import { AVIATOR_MESSAGES } from '@esk/contracts/catalog/aviator';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { onFrame } from '../live/flight';
import type { FlightLoop } from '../live/flight-loop';
import type { AviatorStage, StageInfo } from '../stage/create-stage';
import styles from './aviator.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface StageViewProps {
  loop: FlightLoop | null;
  onStageInfo: (info: (() => StageInfo) | null) => void;
}

export function StageView({ loop, onStageInfo }: StageViewProps) {
  const t = useT();
  const hostRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<AviatorStage | null>(null);
  const [ready, setReady] = useState(false);
  const labels = {
    flewAway: AVIATOR_MESSAGES.flewAway,
    waiting: t('aviator.waiting'),
    connecting: t('aviator.connecting'),
  };
  const labelsRef = useRef(labels);
  labelsRef.current = labels;

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !loop) return;
    let cancelled = false;
    let stage: AviatorStage | null = null;
    const motion = window.matchMedia(REDUCED_MOTION);
    const onMotion = () => stage?.setReducedMotion(motion.matches);
    const resize = new ResizeObserver(() => {
      const { width, height } = host.getBoundingClientRect();
      if (width > 0 && height > 0) stage?.resize(Math.round(width), Math.round(height));
    });
    import('../stage/create-stage')
      .then(({ createStage }) => {
        const { width, height } = host.getBoundingClientRect();
        return createStage({
          width: Math.max(1, Math.round(width)),
          height: Math.max(1, Math.round(height)),
          reducedMotion: motion.matches,
          labels: labelsRef.current,
        });
      })
      .then((created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        stage = created;
        stageRef.current = created;
        created.canvas.setAttribute('aria-hidden', 'true');
        host.appendChild(created.canvas);
        loop.setRenderer(created);
        onStageInfo(() => created.info());
        resize.observe(host);
        setReady(true);
      })
      .catch((error: unknown) =>
        console.error('[aviator] the stage could not start; showing the numbers as text', error),
      );
    motion.addEventListener('change', onMotion);
    return () => {
      cancelled = true;
      motion.removeEventListener('change', onMotion);
      resize.disconnect();
      loop.setRenderer(null);
      onStageInfo(null);
      stage?.destroy();
      stageRef.current = null;
    };
  }, [loop, onStageInfo]);

  useEffect(() => {
    stageRef.current?.setLabels(labels);
  });

  return (
    <>
      <div ref={hostRef} className={styles.canvasHost} role="img" aria-label={t('aviator.stage')} />
      {!ready && <FallbackMultiplier />}
    </>
  );
}

/** The multiplier as text, written straight into the DOM every frame (no React render per frame). */
function FallbackMultiplier() {
  const t = useT();
  const valueRef = useRef<HTMLSpanElement>(null);
  const labelRef = useRef<HTMLSpanElement>(null);
  const waiting = t('aviator.waiting');
  const connecting = t('aviator.connecting');
  useEffect(
    () =>
      onFrame((frame) => {
        const value = valueRef.current;
        const label = labelRef.current;
        if (!value || !label) return;
        const flying = frame.status === 'running' || frame.crashValue !== undefined;
        value.textContent = flying ? `${frame.multiplier.toFixed(2)}x` : '';
        label.textContent =
          frame.crashValue !== undefined
            ? AVIATOR_MESSAGES.flewAway
            : frame.status === 'open' || frame.status === 'close'
              ? waiting
              : frame.status === null
                ? connecting
                : '';
      }),
    [waiting, connecting],
  );
  return (
    <div className={styles.fallback} aria-hidden="true">
      <span ref={labelRef} className={styles.fallbackLabel} />
      <span ref={valueRef} className={styles.fallbackValue} />
    </div>
  );
}
