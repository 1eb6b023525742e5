import { z } from 'zod';
import { dataOf, listOf } from './pagination.ts';

export const categoryKindSchema = z.enum(['expenses', 'incoming', 'investments']);

export const subCategorySchema = z.object({
  id: z.number().int().describe('Sub-category id: what entries store as category_id'),
  slug: z.string().describe('Translation key; custom sub-categories carry their name here'),
  custom: z.boolean().describe('true for a workspace-defined sub-category'),
  exclude_from_stats: z.boolean(),
});

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  icon: z.string().describe('Icon name the UI maps to a glyph'),
  kind: categoryKindSchema,
  subCategories: z.array(subCategorySchema),
});

export const parentCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  icon: z.string(),
  kind: categoryKindSchema,
});

export const subCategoryWithParentSchema = subCategorySchema.extend({
  category: parentCategorySchema,
});

export const currencySchema = z.object({
  id: z.number().int(),
  slug: z.string().describe('snake_case name, a translation key (e.g. euro, us_dollar)'),
  code: z.string().length(3).describe('ISO 4217 code'),
  symbol: z.string(),
  icon: z.string().describe('Same as symbol: the name older clients read'),
  exchange_rate: z.number().positive().describe('Units of this currency per 1 EUR'),
});

export const paymentTypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
});

export const categoryListSchema = listOf(categorySchema);
export const subCategoryListSchema = listOf(subCategoryWithParentSchema);
export const subCategoryResponseSchema = dataOf(subCategoryWithParentSchema);
export const currencyListSchema = listOf(currencySchema);
export const paymentTypeListSchema = listOf(paymentTypeSchema);

export type CategoryKind = z.infer<typeof categoryKindSchema>;
export type SubCategory = z.infer<typeof subCategorySchema>;
export type Category = z.infer<typeof categorySchema>;
export type ParentCategory = z.infer<typeof parentCategorySchema>;
export type SubCategoryWithParent = z.infer<typeof subCategoryWithParentSchema>;
export type Currency = z.infer<typeof currencySchema>;
export type PaymentType = z.infer<typeof paymentTypeSchema>;
