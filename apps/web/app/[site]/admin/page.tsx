/** /admin opens the inquiry queue. */
export { default, generateMetadata } from './inquiries/page';
