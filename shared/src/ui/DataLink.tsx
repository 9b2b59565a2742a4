// A link drawn from data (a list column's `link`, a map popup, a pad's website) and what opening it does (spec part
// 1 §8: 'Opening a link without a valid handler' → 'Error' / 'Something went wrong!'). A path of the panel opens
// in the panel, a web address in a new tab, an e-mail or phone link in the system's handler; anything else (a
// scheme the panel has no handler for such as javascript: or ftp:, or text that is no address) shows that error
// instead of being followed.
import { notifyError } from '@pads/core';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export const NO_HANDLER_MESSAGE = 'Something went wrong!';

export type LinkHandler = 'app' | 'web' | 'system';

/** Who opens `href`: the panel's router, a new browser tab, the system (mail, phone); null for nobody. */
export function linkHandler(href: string | null | undefined): LinkHandler | null {
  const target = (href ?? '').trim();
  if (target.startsWith('/') && !target.startsWith('//')) return 'app';
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname ? 'web' : null;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return 'system';
  return null;
}

/** A web address typed without its scheme ('www.hilltop.ie') is one: it opens over https. */
export function webAddress(text: string): string {
  const trimmed = text.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/') ? trimmed : `https://${trimmed}`;
}

/** Tells the admin that a link could not be opened (part 1 §8). */
export const notifyNoHandler = () => notifyError(new Error(NO_HANDLER_MESSAGE));

/** What a click on a data link does; returns whether the browser should follow it itself. */
export function openDataLink(href: string, navigate: (to: string) => void): boolean {
  const handler = linkHandler(href);
  if (handler === 'app') navigate(href.trim());
  else if (handler === null) notifyNoHandler();
  return handler === 'web' || handler === 'system';
}

export function DataLink({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  const handler = linkHandler(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click on a link the browser can open is the browser's (a new tab or window).
    if (handler && handler !== 'app' && (event.metaKey || event.ctrlKey || event.shiftKey)) return;
    if (handler === 'app' && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    if (!openDataLink(href, navigate)) event.preventDefault();
  };
  return (
    <a
      // A link without a handler keeps no address the browser could follow (javascript: must never run).
      href={handler ? href.trim() : '#'}
      onClick={onClick}
      {...(handler === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      data-testid="data-link"
    >
      {children}
    </a>
  );
}
