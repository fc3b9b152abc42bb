import { notFound } from 'next/navigation';

/** Every path without a page of its own is a 404 inside the site's layout. */
export default function UnknownPage() {
  notFound();
}
