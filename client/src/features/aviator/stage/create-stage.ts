/**
 * The aviator stage (Pixi.js 8, no React): the sky, the flight curve filled under it, the plane at
 * its tip, the big multiplier, 'FLEW AWAY!' and the betting bar. The page's loop calls
 * `render(frame, dt)` once per animation frame; the stage only draws what the frame says (the
 * multiplier itself is computed by the flight tracker). WebGL on a real GPU, Canvas 2D when WebGL
 * is missing, software-only (renderer-choice.ts) or fails to start.
 */
import { autoDetectRenderer, Container, FillGradient, Graphics, type Renderer } from 'pixi.js';
// Pixi's static polyfills for what it would otherwise compile with `new Function`: the client's
// CSP has no 'unsafe-eval' (mock-server/src/plugins/security-headers.ts).
import 'pixi.js/unsafe-eval';
import type { FrameRenderer } from '../live/flight-loop';
import type { FlightFrame } from '../logic/flight';
import { curvePoints, headingAt, type PlotArea, plotArea, spansFor, toScreen, type View } from './camera';
import { Hud, type HudLabels, type HudMode } from './hud';
import { STAGE_COLOURS } from './palette';
import { Plane } from './plane';
import { preferredRenderers } from './renderer-choice';
import { Sky } from './sky';

export type StageRenderer = 'webgl' | 'canvas' | 'webgpu';

export interface StageInfo {
  renderer: StageRenderer;
  motion: 'full' | 'reduced';
  /** The plane's bob offset now (0 under reduced motion). */
  planeWobble: number;
  planeVisible: boolean;
}

export interface AviatorStage extends FrameRenderer {
  readonly canvas: HTMLCanvasElement;
  resize(width: number, height: number): void;
  setReducedMotion(reduced: boolean): void;
  setLabels(labels: HudLabels): void;
  info(): StageInfo;
  destroy(): void;
}

export interface StageOptions extends View {
  reducedMotion: boolean;
  labels: HudLabels;
  resolution?: number;
}

const RENDERER_NAMES: Record<number, StageRenderer> = { 1: 'webgl', 2: 'webgpu', 4: 'canvas' };

async function startRenderer(options: StageOptions): Promise<Renderer> {
  const base = {
    width: options.width,
    height: options.height,
    antialias: true,
    backgroundAlpha: 0,
    resolution: options.resolution ?? Math.min(2, globalThis.devicePixelRatio || 1),
    autoDensity: true,
  };
  try {
    return await autoDetectRenderer({ ...base, preference: preferredRenderers() });
  } catch (error) {
    console.warn('[aviator] WebGL did not start; drawing with Canvas 2D', error);
    return autoDetectRenderer({ ...base, preference: ['canvas'] });
  }
}

const modeOf = (frame: FlightFrame): HudMode => {
  if (frame.status === null) return 'connecting';
  if (frame.status === 'open') return 'open';
  if (frame.status === 'running' && frame.crashValue === undefined) return 'flying';
  return frame.status === 'close' ? 'closed' : 'crashed';
};

export async function createStage(options: StageOptions): Promise<AviatorStage> {
  const renderer = await startRenderer(options);
  const root = new Container();
  const sky = new Sky();
  const flight = new Graphics();
  const plane = new Plane();
  const hud = new Hud(options.labels);
  root.addChild(sky, flight, plane, hud);

  let view: View = { width: options.width, height: options.height };
  let plot: PlotArea = plotArea(view);
  let reducedMotion = options.reducedMotion;
  /** After a crash the plane flies off to the right; this is how far it has gone (px). */
  let flyOff = 0;
  let fillGradient: FillGradient | undefined;

  const layout = () => {
    plot = plotArea(view);
    sky.layout(view, plot);
    hud.layout(view);
    plane.setWidth(Math.max(46, Math.min(110, view.width * 0.11)));
    fillGradient = new FillGradient({
      type: 'linear',
      start: { x: 0, y: 0 },
      end: { x: 0, y: 1 },
      textureSpace: 'global',
      colorStops: [
        { offset: 0, color: STAGE_COLOURS.flightFill },
        { offset: 1, color: STAGE_COLOURS.skyBottom },
      ],
    });
  };
  layout();

  const drawFlight = (frame: FlightFrame, mode: HudMode, dt: number) => {
    flight.clear();
    const flying = mode === 'flying';
    const crashed = mode === 'crashed' || mode === 'closed';
    if (!flying && !crashed) {
      // Parked at the start while bets are taken.
      flyOff = 0;
      plane.visible = mode === 'open';
      plane.alpha = 1;
      plane.rotation = 0;
      plane.position.set(plot.left, plot.bottom);
      plane.animate(dt, false, reducedMotion);
      return;
    }
    const elapsed = frame.elapsedMs;
    const spans = spansFor(elapsed, frame.multiplier);
    const points = curvePoints(elapsed, plot, spans);
    const tip = toScreen(elapsed, frame.multiplier, plot, spans);
    const alpha = crashed ? 0.35 : 1;
    flight
      .poly([...points, tip.x, plot.bottom, plot.left, plot.bottom])
      .fill({ fill: fillGradient, alpha: 0.55 * alpha })
      .poly(points, false)
      .stroke({
        width: Math.max(3, view.width / 220),
        color: STAGE_COLOURS.flight,
        alpha,
        cap: 'round',
        join: 'round',
      });
    const bob = plane.animate(dt, flying, reducedMotion);
    if (flying) {
      flyOff = 0;
      plane.visible = true;
      plane.alpha = 1;
      plane.rotation = headingAt(elapsed, plot, spans);
      plane.position.set(tip.x, tip.y + bob);
      return;
    }
    // Flew away: off to the top right (or, under reduced motion, simply gone).
    if (reducedMotion) {
      plane.visible = false;
      return;
    }
    flyOff += dt * 1.4;
    plane.position.set(tip.x + flyOff, tip.y - flyOff * 0.55);
    plane.visible = plane.x < view.width + 120;
  };

  return {
    canvas: renderer.canvas,
    render(frame, dt) {
      const mode = modeOf(frame);
      sky.animate(dt, mode === 'flying', reducedMotion);
      drawFlight(frame, mode, dt);
      hud.update(mode, frame.multiplier, frame.progress);
      renderer.render(root);
    },
    resize(width, height) {
      if (width === view.width && height === view.height) return;
      view = { width, height };
      renderer.resize(width, height);
      layout();
    },
    setReducedMotion(reduced) {
      reducedMotion = reduced;
    },
    setLabels(labels) {
      hud.setLabels(labels);
    },
    info: () => ({
      renderer: RENDERER_NAMES[renderer.type] ?? 'webgl',
      motion: reducedMotion ? 'reduced' : 'full',
      planeWobble: plane.wobble,
      planeVisible: plane.visible,
    }),
    destroy() {
      root.destroy({ children: true });
      renderer.destroy();
    },
  };
}
