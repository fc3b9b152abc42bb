'use client';
import dynamic from 'next/dynamic';

/** The sample dialog's host, loaded after the page: a visitor's first load carries no API client (shell-ui.spec). */
export const LazySampleRequestHost = dynamic(() => import('./SampleRequestHost').then((m) => m.SampleRequestHost), { ssr: false });
