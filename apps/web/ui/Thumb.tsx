import { rasterAddress } from '@sw/protocol/mediaRaster';
import { IMAGE_PLACEHOLDER_SRC } from '@/ui/ImagePlaceholder';

/** A goods or request picture in a fixed square (a demo picture as its 160 px WebP); a placeholder when there is none. */
export function Thumb({ src, alt, className = 'size-20' }: { src: string; alt: string; className?: string }) {
  return (
    <span className={`flex flex-none items-center justify-center overflow-hidden rounded-[4px] border border-line bg-surface-muted ${className}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- goods pictures and uploads come from the file host. */}
      <img src={src ? (rasterAddress(src, 160) ?? src) : IMAGE_PLACEHOLDER_SRC} alt={alt} loading="lazy" className="h-full w-full object-cover" />
    </span>
  );
}
