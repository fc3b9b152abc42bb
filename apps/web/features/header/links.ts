/** The header's main links (spec 2), after 'Products' with its hover dialog. */
export const MAIN_LINKS = [
  { href: '/OEM-ODM', label: 'OEM / ODM' },
  { href: '/about/resources', label: 'Resources' },
  { href: '/factories', label: 'Our Factories' },
  { href: '/about', label: 'About Us' },
] as const;

export const ACCOUNT_LINKS = [
  { href: '/inquiry/list', label: 'My Inquiry' },
  { href: '/orders/list', label: 'My Order' },
  { href: '/myAccount', label: 'My Account' },
] as const;
