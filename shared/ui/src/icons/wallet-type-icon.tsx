import type { WalletType } from '@bc/api';
import {
  Banknote,
  ChartCandlestick,
  CreditCard,
  HandCoins,
  Landmark,
  type LucideIcon,
  Repeat,
  Ticket,
  Wallet,
  WalletCards,
} from 'lucide-react';
import { Glyph, glyphFor, type IconProps } from './glyph.tsx';

/** A glyph for each of the nine wallet types (`cache` is cash). */
export const WALLET_TYPE_GLYPHS: Readonly<Record<WalletType, LucideIcon>> = {
  bank: Landmark,
  cache: Banknote,
  'credit-card': CreditCard,
  'credit-card-revolving': Repeat,
  investment: ChartCandlestick,
  loan: HandCoins,
  other: Wallet,
  'prepaid-card': WalletCards,
  voucher: Ticket,
};

export interface WalletTypeIconProps extends IconProps {
  type: string | null | undefined;
}

/** A wallet type's icon; decorative (the type's name is next to it) unless given a label. */
export function WalletTypeIcon({ type, ...props }: WalletTypeIconProps) {
  return <Glyph glyph={glyphFor(WALLET_TYPE_GLYPHS, type)} {...props} />;
}
