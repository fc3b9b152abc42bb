/** The storefront's own texts that the spec fixes, to the letter (what the back-end also sends is in the protocol's MSG). */
export const UI_MSG = {
  invalidEmailSignIn: 'Please enter a valid email address.',
  uploadCancelled: 'Upload cancelled',
  downloadNotOk: 'Network response was not ok',
  downloadFailed: 'Download failed:',
  copied: 'Copied to clipboard!',
  notFound: 'This page could not be found',
  errorPage:
    "Oops! This page is missing. The page you're looking for is no longer available or the page doesn't exist.",
  errorPageFailed: 'An error occurred while showing the error page',
  backToHome: 'Back to Home',
  browseNewArrivals: 'Browse New Arrivals',
  requestAccess: 'Request Access to New Design',
  accessReceived: 'Your request has been received. We will contact you within 24 hours.',
  accessProblem: 'There is a problem with your personal information. Please contact support.',
  noPermission: 'no permission',
  applicationPending: '申请中...',
  loading: 'Loading...',
  signInRegister: 'Sign in/Register',
  searchProducts: 'Search Products',
} as const;

/** What a viewer of a company reads where a write would be (the back-end refuses it with 20011). */
export const VIEWER_NOTE = 'Your role is Viewer: you can read and download everything of your company, but not change it. Ask an admin of your company for the Buyer role.';
