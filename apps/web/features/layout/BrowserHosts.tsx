import { Suspense } from 'react';
import { ConfirmHost } from '@/ui/ConfirmHost';
import { LoadingOverlayHost } from '@/ui/LoadingOverlayHost';
import { OfflineBanner } from '@/ui/OfflineBanner';
import { Toaster } from '@/ui/toast/Toaster';
import { TopProgress } from '@/ui/TopProgress';
import { ClientBoot } from './ClientBoot';

/** The bar at the top of the window while a page loads (it reads the URL, so it waits for the browser). */
export function PageProgress() {
  return (
    <Suspense fallback={null}>
      <TopProgress />
    </Suspense>
  );
}

/**
 * The browser-side hosts every frame mounts after its content, the shop's and the console's alike: confirm
 * dialogs, the loading overlay, the offline banner, toasts, and the client's boot work.
 */
export function BrowserHosts() {
  return (
    <>
      <ConfirmHost />
      <LoadingOverlayHost />
      <OfflineBanner />
      <Toaster />
      <ClientBoot />
    </>
  );
}
