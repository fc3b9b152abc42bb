/** /admin opens the inquiry queue. */
export { default, metadata } from './inquiries/page';
