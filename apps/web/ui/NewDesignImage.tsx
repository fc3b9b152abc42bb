'use client';
import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { AUDIT_FLAG } from '@sw/protocol';
import { IMAGE_PERMISSION } from '@/lib/constants';
import { openSignIn } from '@/lib/signIn';
import { type HeaderState, useHeaderState } from '@/lib/member';
import { getUser, useUser } from '@/lib/session';
import { Image, type ImageProps } from '@/ui/Image';
import { IMAGE_PLACEHOLDER_SRC } from '@/ui/ImagePlaceholder';
import { isWithheld, useNewDesignPictures } from '@/lib/newDesignPictures';

/**
 * What the viewer may see of a new design (spec §1, §4 and §6): 'checking' while that is not known yet
 * (on the server, and for a member until the header data is in), then by the member's auditFlag.
 */
export type NewDesignAccess = 'checking' | 'viewable' | 'pending' | 'noPermission';

/** Where a member completes the company information that requests access. */
export const REQUEST_ACCESS_PATH = '/myAccount';

export function newDesignAccess(
  hydrated: boolean,
  signedIn: boolean,
  header: Pick<HeaderState, 'status' | 'newArrivals'>,
): NewDesignAccess {
  if (!hydrated) return 'checking';
  if (!signedIn) return 'noPermission';
  // 'visitor' with a user means the header has not started loading the member's part yet.
  if (header.status === 'visitor' || header.status === 'loading') return 'checking';
  const flag = header.newArrivals.auditFlag;
  if (flag === AUDIT_FLAG.approved) return 'viewable';
  if (flag === AUDIT_FLAG.received) return 'pending';
  return 'noPermission';
}

const subscribeNothing = () => () => {};

/** false in the server render and during hydration, so both render the same placeholder. */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}

export function useNewDesignAccess(): NewDesignAccess {
  const hydrated = useHydrated();
  const signedIn = useUser() !== null;
  return newDesignAccess(hydrated, signedIn, useHeaderState());
}

/** The apply action: a visitor signs in first; a member completes the company information in My Account. */
export function useRequestAccess(): () => void {
  const router = useRouter();
  return () => {
    if (getUser()) router.push(REQUEST_ACCESS_PATH);
    else openSignIn();
  };
}

export type NewDesignImageProps = Omit<ImageProps, 'permission' | 'onApply'> & {
  /** The goods whose main picture this is: an approved member's browser asks for it when the page withheld it. */
  goodsId?: string;
};

/**
 * A picture of a good with newFlag 1. The cached page renders only the placeholder (the server withholds
 * the real address); in the browser an approved member (auditFlag 2) gets the real picture, asked for by id, a pending request (1) shows '申请中...', anyone
 * else 'no permission' with the apply action.
 */
export function NewDesignImage({ src, alt, goodsId, ...props }: NewDesignImageProps) {
  const access = useNewDesignAccess();
  const requestAccess = useRequestAccess();
  const pictures = useNewDesignPictures(access === 'viewable' && isWithheld(src) ? goodsId : undefined);
  const shown = isWithheld(src) ? pictures?.imageUrl : src;
  let image;
  if (access === 'viewable' && shown) {
    image = <Image {...props} src={shown} alt={alt} permission={IMAGE_PERMISSION.viewable} />;
  } else if (access === 'checking' || access === 'viewable') {
    image = <Image {...props} src={IMAGE_PLACEHOLDER_SRC} alt="" enlarge={false} loading="eager" />;
  } else {
    image = (
      <Image
        {...props}
        src={IMAGE_PLACEHOLDER_SRC}
        alt={alt}
        permission={access === 'pending' ? IMAGE_PERMISSION.pending : IMAGE_PERMISSION.noPermission}
        onApply={requestAccess}
      />
    );
  }
  return (
    <span className="contents" data-testid="new-design-image" data-access={access}>
      {image}
    </span>
  );
}
