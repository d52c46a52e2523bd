/** The merchant admin's sections, in the navigation's order; each module serves its own. */
export const ADMIN_SECTIONS = [
  { key: 'keys', label: 'API keys', path: '/admin/keys' },
  { key: 'connections', label: 'Connections', path: '/admin/connections' },
  { key: 'pricing', label: 'Pricing', path: '/admin/pricing' },
  { key: 'webhooks', label: 'Webhooks', path: '/admin/webhooks' },
  { key: 'orders', label: 'Orders', path: '/admin/orders' },
  { key: 'quotes', label: 'Quotes', path: '/admin/quotes' },
  { key: 'activity', label: 'Activity', path: '/admin/activity' },
  { key: 'test-mode', label: 'Test mode', path: '/admin/test-mode' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['key'];

/** Sections whose rows belong to live or test data: they show one mode at a time, with a switch. */
export const SECTIONS_WITH_MODES: readonly AdminSection[] = ['pricing', 'webhooks', 'orders', 'quotes', 'activity'];

export const sectionPath = (section: AdminSection): string => ADMIN_SECTIONS.find((each) => each.key === section)!.path;
