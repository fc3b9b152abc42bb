'use client';
import { type ComponentType, useEffect, useState } from 'react';
import { useSampleRequest } from '@/lib/sampleRequest';

/**
 * The sample dialog's host, loaded when a member first asks for it (openSampleRequest() of lib/sampleRequest.ts):
 * the dialog, the call client with its signing code and the protocol's schemas are never part of a visitor's page,
 * not even after it (issue 37; e2e/weight.spec.ts keeps it so).
 */
export function LazySampleRequestHost() {
  const asked = useSampleRequest().session > 0;
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!asked || Host) return;
    let live = true;
    void import('./SampleRequestHost').then((m) => {
      if (live) setHost(() => m.SampleRequestHost);
    });
    return () => {
      live = false;
    };
  }, [asked, Host]);
  return Host ? <Host /> : null;
}
