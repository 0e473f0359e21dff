/**
 * The plane, drawn with vector shapes (no image files): a red propeller plane, nose to the right.
 * Its propeller spins and it bobs gently in flight; under reduced motion it does neither.
 */
import { Container, Graphics } from 'pixi.js';
import { STAGE_COLOURS } from './palette';

/** Width of the drawing at scale 1 (px). */
const BASE_WIDTH = 100;

export class Plane extends Container {
  readonly #body = new Graphics();
  readonly #propeller = new Graphics();
  #clock = 0;
  /** The current bob offset (px), for the test bridge. */
  wobble = 0;

  constructor() {
    super();
    const c = STAGE_COLOURS;
    this.#body
      // tail fin and stabiliser
      .poly([-46, -4, -50, -26, -36, -24, -28, -4])
      .fill(c.planeDark)
      .poly([-48, 0, -30, 6, -30, -2])
      .fill(c.planeDark)
      // fuselage
      .ellipse(-2, 0, 42, 11)
      .fill(c.plane)
      .ellipse(-4, -4, 34, 4)
      .fill({ color: c.planeLight, alpha: 0.55 })
      // lower wing
      .poly([-14, 2, 14, 2, 8, 16, -20, 16])
      .fill(c.planeDark)
      // cockpit
      .ellipse(6, -10, 9, 6)
      .fill({ color: 0xffffff, alpha: 0.85 })
      // nose
      .circle(40, 0, 5)
      .fill(0xffd1dc);
    this.#propeller.ellipse(0, 0, 3, 16).fill({ color: 0xf2f2f7, alpha: 0.9 });
    this.#propeller.position.set(44, 0);
    // The drawing is centred on (0, 0); shift it so the plane's tail sits on the curve's tip and
    // the plane flies ahead of it (up and to the right).
    const art = new Container();
    art.addChild(this.#body, this.#propeller);
    art.position.set(50, -14);
    this.addChild(art);
  }

  /** Scales the drawing to `width` px. */
  setWidth(width: number): void {
    this.scale.set(width / BASE_WIDTH);
  }

  /** Advances the propeller and the bob; returns the bob offset to add to y. */
  animate(dtMs: number, flying: boolean, reducedMotion: boolean): number {
    if (reducedMotion || !flying) {
      this.#propeller.scale.y = 1;
      this.wobble = 0;
      return 0;
    }
    this.#clock += dtMs;
    this.#propeller.scale.y = Math.abs(Math.cos(this.#clock * 0.05)) * 0.9 + 0.1;
    this.wobble = Math.sin(this.#clock * 0.0025) * 3.5;
    return this.wobble;
  }
}
