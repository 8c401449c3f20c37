/**
 * The new-order chime, synthesised with Web Audio (no sound file to load or to fail). Browsers start an
 * AudioContext "suspended" until a person interacts with the page, which is why this device's sound is turned on
 * with a click ("Sound and screen on this device", or "Turn sound back on" after a reload): that click resumes the
 * context, and from then on the chime can play by itself. One context per page: only the host's live-orders piece
 * calls these (remotes ask it through the bus), so a remote's own copy of this module never holds one.
 */
type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  const w = globalThis as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

let context: AudioContext | null = null;

/**
 * Creates the context without a click (after a reload, for a device already armed): it runs at once where the
 * browser allows sound without one, and stays suspended where it does not. True when sound can play now.
 */
export function tryAudioWithoutClick(): boolean {
  const Klass = audioContextClass();
  if (!Klass) return false;
  context ??= new Klass();
  return context.state === 'running';
}

/** Test helper: forget the page's context (each test starts as a fresh page). */
export function resetAudioForTests(): void {
  context = null;
}

/** Resumes (or creates) the shared AudioContext; true when sound can play now. Call from a click. */
export async function unlockAudio(): Promise<boolean> {
  const Klass = audioContextClass();
  if (!Klass) return false;
  context ??= new Klass();
  if (context.state !== 'running') {
    try {
      await context.resume();
    } catch {
      return false;
    }
  }
  return context.state === 'running';
}

export function audioRunning(): boolean {
  return context?.state === 'running';
}

/** Two rising tones, about 0.6 s. Does nothing while audio is locked. */
export function playChime(): boolean {
  if (context?.state !== 'running') return false;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1318.5],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.4);
  }
  return true;
}
