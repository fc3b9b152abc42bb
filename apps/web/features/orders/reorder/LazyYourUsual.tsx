'use client';
import dynamic from 'next/dynamic';

/** Your usual on the home page, loaded after the page: a visitor's first load carries no API client (shell-ui.spec). */
export const LazyYourUsual = dynamic(() => import('./YourUsual').then((m) => m.YourUsual), { ssr: false });
