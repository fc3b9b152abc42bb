'use client';
import { LoadingOverlay } from './LoadingOverlay';
import { useLoadingState } from './loading';

/** Mounted once by the site shell: shows the overlay requested through showLoading(). */
export function LoadingOverlayHost() {
  const { active, text } = useLoadingState();
  return <LoadingOverlay active={active} text={text} />;
}
