'use client';
import { useCallback, useEffect, useState } from 'react';
import { type FileRef, fileKeyFolder } from '@sw/protocol';
import { Uploader } from '@/ui/Uploader';

interface LogoFilesProps {
  files: readonly FileRef[];
  onChange: (files: FileRef[]) => void;
  maxFiles: number;
  maxBytes: number;
  onBusy: (busy: boolean) => void;
}

/** Artwork the logo/ folder takes; the first picture among them is placed on the goods. */
const LOGO_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.svg,.ai,.eps,.pdf,.psd,.cdr';

/**
 * The line's files: logo artwork (logo/) and, when the buyer asks for it, design files such as drawings,
 * CAD or archives (design/). Both share the line's file limit.
 */
export function LogoFiles({ files, onChange, maxFiles, maxBytes, onBusy }: LogoFilesProps) {
  const logos = files.filter((f) => fileKeyFolder(f.key) === 'logo');
  const designs = files.filter((f) => fileKeyFolder(f.key) === 'design');
  const [showDesign, setShowDesign] = useState(designs.length > 0);
  const [busy, setBusy] = useState({ logo: false, design: false });

  useEffect(() => onBusy(busy.logo || busy.design), [busy, onBusy]);
  const logoBusy = useCallback((on: boolean) => setBusy((b) => ({ ...b, logo: on })), []);
  const designBusy = useCallback((on: boolean) => setBusy((b) => ({ ...b, design: on })), []);

  return (
    <div className="space-y-6">
      <Uploader
        folder="logo"
        label="Logo artwork"
        hint="PNG, JPG or SVG is placed on the picture; AI, EPS, PDF and PSD are welcome too"
        accept={LOGO_ACCEPT}
        maxFiles={Math.max(0, maxFiles - designs.length)}
        maxBytes={maxBytes}
        value={logos}
        onChange={(next) => onChange([...next, ...designs])}
        onBusyChange={logoBusy}
      />
      {showDesign ? (
        <Uploader
          folder="design"
          label="Design files"
          hint="Drawings, CAD or archives: PDF, AI, DXF, DWG, STL, 3DM, ZIP"
          maxFiles={Math.max(0, maxFiles - logos.length)}
          maxBytes={maxBytes}
          value={designs}
          onChange={(next) => onChange([...logos, ...next])}
          onBusyChange={designBusy}
        />
      ) : (
        <button
          type="button"
          onClick={() => setShowDesign(true)}
          className="text-[13px] text-ink underline decoration-accent/60 underline-offset-4 transition-colors hover:text-accent"
        >
          + Add design files (drawings, CAD, archives)
        </button>
      )}
    </div>
  );
}
