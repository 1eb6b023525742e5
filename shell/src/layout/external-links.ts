/** Links of the sidebar that leave the app (shown outside the mobile layout). */
export const EXTERNAL_LINKS = {
  donate: 'https://www.buymeacoffee.com/budgetcontrol',
  faq: 'https://www.budgetcontrol.cloud/faq',
  assistance: 'https://www.budgetcontrol.cloud/assistance',
} as const;
