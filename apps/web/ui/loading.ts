'use client';
import { createStore } from '@/lib/store';

/** The imperative side of the loading overlay: `showLoading()` / `hideLoading()` from anywhere. */
interface LoadingState {
  active: boolean;
  text?: string;
}

const HIDDEN: LoadingState = { active: false };
const loading = createStore<LoadingState>(HIDDEN);
let depth = 0;
const emit = loading.set;

/** Shows the full-screen overlay (nested calls are counted); optional text replaces 'Loading...'. */
export function showLoading(text?: string): void {
  depth += 1;
  emit({ active: true, text });
}

/** Hides the overlay once every showLoading() has been matched. */
export function hideLoading(): void {
  depth = Math.max(0, depth - 1);
  if (depth === 0) emit(HIDDEN);
}

/** Runs `task` with the overlay shown. */
export async function withLoading<T>(task: () => Promise<T>, text?: string): Promise<T> {
  showLoading(text);
  try {
    return await task();
  } finally {
    hideLoading();
  }
}

export function useLoadingState(): LoadingState {
  return loading.use();
}
