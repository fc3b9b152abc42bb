'use client';
import { useState } from 'react';
import { rasterAddress } from '@sw/protocol/mediaRaster';
import { Image } from '@/ui/Image';
import { IMAGE_PLACEHOLDER_SRC } from '@/ui/ImagePlaceholder';
import { isWithheld, useNewDesignPictures } from '@/lib/newDesignPictures';
import { NewDesignImage, useNewDesignAccess } from '@/ui/NewDesignImage';

const THUMB_CLASS = 'block size-16 overflow-hidden rounded-[4px] ring-offset-2 transition sm:size-20';

/**
 * The goods pictures: one large picture that enlarges into the viewer, thumbnails to switch.
 * A new design (newDesign) shows its pictures only to approved members: until then the large picture
 * is the placeholder with its permission state and the thumbnails keep their places as blanks.
 */
export function Gallery({ images: given, title, newDesign = false, goodsId }: {
  images: readonly string[];
  title: string;
  newDesign?: boolean;
  /** Lets an approved member's browser ask for pictures the page withheld. */
  goodsId?: string;
}) {
  const [index, setIndex] = useState(0);
  const access = useNewDesignAccess();
  const withheld = newDesign && given.some(isWithheld);
  const pictures = useNewDesignPictures(withheld && access === 'viewable' ? goodsId : undefined);
  const images = withheld ? (pictures?.images ?? given) : given;
  const locked = newDesign && (access !== 'viewable' || images.some(isWithheld));
  const current = images[index] ?? images[0];
  if (!current) return null;
  // The gallery column's width: the whole container on a phone, about 600 px beside the details from lg on.
  const sizes = '(min-width: 1024px) 600px, 100vw';
  const imageProps = { src: current, alt: title, fill: true, width: 800, height: 800, sizes, previewList: images, loading: 'eager' } as const;
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:gap-4" data-testid="gallery">
      {images.length > 1 && (
        <ul className="-m-1 flex gap-2.5 overflow-x-auto p-1 sm:max-h-[560px] sm:w-[88px] sm:shrink-0 sm:flex-col sm:overflow-x-visible sm:overflow-y-auto [scrollbar-width:none]">
          {images.map((image, i) => (
            <li key={`${image}-${i}`} className="shrink-0">
              {locked ? (
                <span aria-hidden="true" className={`${THUMB_CLASS} ring-1 ring-line`}>
                  <img src={IMAGE_PLACEHOLDER_SRC} alt="" width={80} height={80} className="size-full object-cover opacity-70" />
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  onMouseEnter={() => setIndex(i)}
                  aria-label={`Show picture ${i + 1} of ${images.length}`}
                  aria-pressed={i === index}
                  className={`${THUMB_CLASS} ${i === index ? 'ring-2 ring-ink' : 'opacity-70 ring-1 ring-line hover:opacity-100'}`}
                >
                  <img src={rasterAddress(image, 160) ?? image} alt="" width={80} height={80} loading="lazy" className="size-full object-cover" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="relative aspect-square w-full overflow-hidden rounded-[4px] bg-surface-muted">
        {newDesign ? <NewDesignImage key={current} {...imageProps} /> : <Image key={current} {...imageProps} />}
      </div>
    </div>
  );
}
