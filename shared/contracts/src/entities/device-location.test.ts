import { describeZodError } from '../api/options';
import { DEVICE_LOCATION_MIN_INTERVAL_MS, shouldSendDeviceLocation } from '../rules/device-location';
import { deviceLocationRequest } from './device-location';

describe('deviceLocationRequest: one browser position, every refusal naming its field', () => {
  test.each([
    [{ latitude: -36.8485, longitude: 174.7633 }, null],
    [{ latitude: -36.8485, longitude: 174.7633, accuracy: 12.5 }, null],
    [{ latitude: 90, longitude: -180, accuracy: 0 }, null],
    [{ latitude: 90.0001, longitude: 0 }, 'Latitude must be at most 90'],
    [{ latitude: -91, longitude: 0 }, 'Latitude must be at least -90'],
    [{ latitude: 0, longitude: 180.5 }, 'Longitude must be at most 180'],
    [{ latitude: 0, longitude: -181 }, 'Longitude must be at least -180'],
    [{ latitude: '-36.8', longitude: 174.7 }, 'Latitude is required and must be a number'],
    [{ longitude: 174.7 }, 'Latitude is required and must be a number'],
    [{ latitude: -36.8 }, 'Longitude is required and must be a number'],
    [{ latitude: -36.8, longitude: 174.7, accuracy: -1 }, 'Accuracy must be at least 0'],
    [{ latitude: -36.8, longitude: 174.7, updatedAt: '2020-01-01T00:00:00Z' }, 'updatedAt'],
  ])('%j → %s', (body, expected) => {
    const result = deviceLocationRequest.safeParse(body);
    if (expected === null) expect(result.success).toBe(true);
    else {
      expect(result.success).toBe(false);
      if (!result.success) expect(describeZodError(result.error)).toContain(expected);
    }
  });
});

describe('shouldSendDeviceLocation: the first fix at once, then one per interval', () => {
  test.each([
    [null, 0, true],
    [null, 1_000_000, true],
    [1_000_000, 1_000_000, false],
    [1_000_000, 1_000_000 + DEVICE_LOCATION_MIN_INTERVAL_MS - 1, false],
    [1_000_000, 1_000_000 + DEVICE_LOCATION_MIN_INTERVAL_MS, true],
    [1_000_000, 1_000_000 + 10 * DEVICE_LOCATION_MIN_INTERVAL_MS, true],
  ])('last sent %s, now %s → %s', (last, now, expected) => {
    expect(shouldSendDeviceLocation(last, now)).toBe(expected);
  });

  test('the interval is half a minute', () => {
    expect(DEVICE_LOCATION_MIN_INTERVAL_MS).toBe(30_000);
  });
});
