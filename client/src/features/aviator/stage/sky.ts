/** The stage's background: a dark gradient, slow sunburst rays from the take-off corner, the axes. */
import { Container, FillGradient, Graphics } from 'pixi.js';
import type { PlotArea, View } from './camera';
import { STAGE_COLOURS } from './palette';

const RAYS = 24;
/** Radians per ms while the plane flies (a full turn in about 7 minutes). */
const RAY_SPEED = 0.000015;

export class Sky extends Container {
  readonly #backdrop = new Graphics();
  readonly #rays = new Graphics();
  readonly #axes = new Graphics();

  constructor() {
    super();
    this.addChild(this.#backdrop, this.#rays, this.#axes);
  }

  layout(view: View, plot: PlotArea): void {
    const gradient = new FillGradient({
      type: 'linear',
      start: { x: 0, y: 0 },
      end: { x: 0, y: 1 },
      colorStops: [
        { offset: 0, color: STAGE_COLOURS.skyTop },
        { offset: 1, color: STAGE_COLOURS.skyBottom },
      ],
    });
    this.#backdrop.clear().rect(0, 0, view.width, view.height).fill(gradient);

    const reach = Math.hypot(view.width, view.height) * 1.2;
    const rays = this.#rays.clear();
    for (let i = 0; i < RAYS; i += 2) {
      const a = (i / RAYS) * Math.PI * 2;
      const b = ((i + 1) / RAYS) * Math.PI * 2;
      rays
        .poly([0, 0, Math.cos(a) * reach, Math.sin(a) * reach, Math.cos(b) * reach, Math.sin(b) * reach])
        .fill({ color: STAGE_COLOURS.ray, alpha: 0.028 });
    }
    rays.position.set(plot.left, plot.bottom);

    const axes = this.#axes.clear();
    axes
      .moveTo(plot.left, plot.top)
      .lineTo(plot.left, plot.bottom)
      .lineTo(plot.right, plot.bottom)
      .stroke({ width: 1, color: STAGE_COLOURS.axis, alpha: 0.9 });
    const dots = 10;
    for (let i = 1; i <= dots; i++) {
      axes.circle(plot.left + ((plot.right - plot.left) * i) / dots, plot.bottom + 6, 1.6);
      axes.circle(plot.left - 6, plot.bottom - ((plot.bottom - plot.top) * i) / dots, 1.6);
    }
    axes.fill({ color: STAGE_COLOURS.muted, alpha: 0.55 });
  }

  /** Turns the rays while the plane flies (not under reduced motion). */
  animate(dtMs: number, flying: boolean, reducedMotion: boolean): void {
    if (flying && !reducedMotion) this.#rays.rotation += dtMs * RAY_SPEED;
  }
}
