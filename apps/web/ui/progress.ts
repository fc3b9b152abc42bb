'use client';
import { createStore } from '@/lib/store';
import { LIMITS } from '@sw/protocol';
import { UI_LIMITS } from '@/lib/constants';

/**
 * The top loading bar of spec §2 and §9: runs from 0 to 100; it only appears when the work takes longer
 * than the 200 ms throttle, advances over a 5000 ms duration, and hides 500 ms after finishing.
 */
export interface ProgressState {
  visible: boolean;
  /** 0 to 100. */
  value: number;
  running: boolean;
}

const IDLE: ProgressState = { visible: false, value: 0, running: false };
const progress = createStore<ProgressState>(IDLE);
let startedAt = 0;
let throttleTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let safetyTimer: ReturnType<typeof setTimeout> | undefined;

const emit = progress.set;

function clearTimers() {
  clearTimeout(throttleTimer);
  clearInterval(tickTimer);
  clearTimeout(hideTimer);
  clearTimeout(safetyTimer);
}

/** Progress by elapsed time: reaches 100 at the duration, eased so it slows towards the end. */
export function progressAt(elapsedMs: number, durationMs: number = UI_LIMITS.progressDurationMs): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return Math.round((1 - (1 - t) * (1 - t)) * 100);
}

export function startProgress(): void {
  if (progress.get().running) return;
  clearTimers();
  startedAt = Date.now();
  emit({ visible: false, value: 0, running: true });
  throttleTimer = setTimeout(() => {
    emit({ ...progress.get(), visible: true });
    tickTimer = setInterval(() => {
      // Holds just short of the end until finishProgress() says the work is done.
      emit({ ...progress.get(), value: Math.min(99, progressAt(Date.now() - startedAt)) });
    }, UI_LIMITS.progressThrottleMs);
  }, UI_LIMITS.progressThrottleMs);
  // A navigation that never completes (e.g. cancelled) must not leave the bar forever.
  safetyTimer = setTimeout(finishProgress, LIMITS.requestTimeoutMs);
}

export function finishProgress(): void {
  if (!progress.get().running) return;
  const wasVisible = progress.get().visible;
  clearTimers();
  if (!wasVisible) {
    emit(IDLE);
    return;
  }
  emit({ visible: true, value: 100, running: false });
  hideTimer = setTimeout(() => emit(IDLE), UI_LIMITS.progressHideDelayMs);
}

let shownRoute: string | undefined;

/** Called with the current route (path and query) whenever it is shown: a new route finishes the bar. */
export function routeShown(route: string): void {
  if (shownRoute !== undefined && shownRoute !== route) finishProgress();
  shownRoute = route;
}

export function useProgress(): ProgressState {
  return progress.use();
}
