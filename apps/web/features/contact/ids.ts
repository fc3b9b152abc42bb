export const CONTACT_PANEL_ID = 'contact-panel';
