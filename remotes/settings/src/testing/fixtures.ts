export const currencies = [
  { id: 1, slug: 'us_dollar', code: 'USD', symbol: '$', icon: '$', exchange_rate: 1.1 },
  { id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 },
];

export { wallet } from '@bc/ui/testing';
