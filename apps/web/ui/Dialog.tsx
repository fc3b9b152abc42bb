'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown as the dialog's heading and its accessible name. */
  title: ReactNode;
  /** Hide the visible heading but keep it for screen readers. */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Width of a centred dialog; `sheet` drops from the top, `drawer` slides in from the left. */
  size?: 'sm' | 'md' | 'lg' | 'sheet' | 'drawer';
  className?: string;
  /** Called when a click or Escape would close the dialog; call `event.preventDefault()` to keep it open. */
  onDismissAttempt?: (event: Event) => void;
  /** Hide the close button in the corner. */
  hideClose?: boolean;
  role?: 'dialog' | 'alertdialog';
}

const WIDTH: Record<'sm' | 'md' | 'lg', string> = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' };

/**
 * The storefront's dialog: Radix Dialog (focus trap, Escape, scroll lock, aria) with the brand's looks.
 * Rendered in a portal over everything but the toasts.
 */
export function Dialog({
  open, onOpenChange, title, hideTitle, description, children, size = 'md', className = '', onDismissAttempt, hideClose, role,
}: DialogProps) {
  // The control that opened the dialog gets the focus back when it closes: these dialogs open from state, not from
  // a Radix trigger, and Radix would otherwise leave the focus on the page's body (a keyboard user starts over).
  const opener = useRef<HTMLElement | null>(null);
  const frame =
    size === 'sheet'
      ? 'sheet-content fixed inset-x-0 top-0 max-h-[100dvh] overflow-y-auto bg-surface shadow-2xl'
      : size === 'drawer'
        ? 'drawer-content fixed inset-y-0 left-0 w-[86vw] max-w-sm overflow-y-auto bg-surface shadow-2xl'
        : `dialog-content fixed left-1/2 top-1/2 w-[calc(100vw-2rem)] ${WIDTH[size]} -translate-x-1/2 -translate-y-1/2 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-[4px] bg-surface p-6 shadow-2xl sm:p-8`;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`${frame} z-[1001] focus:outline-none ${className}`}
          // Radix sets role="dialog" itself; passing role={undefined} would erase it, so only an explicit role is passed.
          {...(role ? { role } : {})}
          onOpenAutoFocus={() => {
            // Called before the focus moves in: the active element is still the opener.
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            if (!back?.isConnected) return;
            event.preventDefault();
            back.focus();
          }}
          onEscapeKeyDown={onDismissAttempt}
          onPointerDownOutside={onDismissAttempt}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={hideTitle ? 'sr-only' : 'font-display text-2xl leading-tight text-ink'}>{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="mt-2 text-sm text-ink-muted">{description}</RadixDialog.Description> : null}
          {children}
          {hideClose ? null : (
            <RadixDialog.Close
              className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-muted transition hover:bg-surface-muted hover:text-ink"
              aria-label="Close"
            >
              <CloseIcon size={20} />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
