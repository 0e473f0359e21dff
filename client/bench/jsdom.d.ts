/**
 * The slice of jsdom's API the render bench uses (the repo has no @types/jsdom). Delete this file
 * if @types/jsdom is ever installed.
 */
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    pretendToBeVisual?: boolean;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
