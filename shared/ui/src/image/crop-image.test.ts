import { rotatedBounds, rotateStep } from './crop-image';

describe('rotateStep', () => {
  it.each([
    [0, 1, 15],
    [15, 1, 30],
    [345, 1, 0],
    [0, -1, 345],
    [30, -1, 15],
    [180, -1, 165],
  ] as const)('%i° one step %i → %i°', (from, direction, to) => {
    expect(rotateStep(from, direction)).toBe(to);
  });

  it('24 steps right come back to 0', () => {
    let r = 0;
    for (let i = 0; i < 24; i += 1) r = rotateStep(r, 1);
    expect(r).toBe(0);
  });
});

describe('rotatedBounds (what react-easy-crop measures its crop against)', () => {
  it.each([
    [0, 400, 300],
    [90, 300, 400],
    [180, 400, 300],
  ] as const)('%i°: 400×300 → %i×%i', (degrees, width, height) => {
    const box = rotatedBounds(400, 300, degrees);
    expect(box.width).toBeCloseTo(width, 6);
    expect(box.height).toBeCloseTo(height, 6);
  });

  it('45°: both sides become (w + h)·√½', () => {
    const box = rotatedBounds(400, 300, 45);
    expect(box.width).toBeCloseTo(700 * Math.SQRT1_2, 6);
    expect(box.height).toBeCloseTo(700 * Math.SQRT1_2, 6);
  });
});
