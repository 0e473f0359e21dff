import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from './renderer-choice';

describe('the stage renderer choice', () => {
  it('tells software WebGL from a GPU', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Google SwiftShader',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
    ]) {
      expect(isSoftwareRenderer(name)).toBe(true);
    }
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple M1',
      'Mali-G78',
      'Adreno (TM) 650',
      'ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    ]) {
      expect(isSoftwareRenderer(name)).toBe(false);
    }
  });
});
