/**
 * WebGL or Canvas 2D? WebGL on a real GPU. A software WebGL (SwiftShader, llvmpipe: a machine or
 * browser without GPU acceleration) draws this scene at a few frames a second where Canvas 2D
 * draws it at 60, so there the stage uses Canvas 2D. Measured in headless Chromium
 * (--disable-gpu): WebGL via SwiftShader ~6 fps, Canvas 2D ~60 fps, same scene.
 */
export type RendererPreference = 'webgl' | 'canvas';

const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render driver|mesa offscreen/i;

/** Whether a WebGL renderer name (UNMASKED_RENDERER_WEBGL) is a software rasteriser. */
export const isSoftwareRenderer = (name: string): boolean => SOFTWARE_GL.test(name);

/** The renderer order to try on this browser. */
export function preferredRenderers(): RendererPreference[] {
  if (typeof document === 'undefined') return ['canvas'];
  const canvas = document.createElement('canvas');
  const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
  if (!gl) return ['canvas'];
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = info
    ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL))
    : String(gl.getParameter(gl.RENDERER));
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return isSoftwareRenderer(name) ? ['canvas'] : ['webgl', 'canvas'];
}
