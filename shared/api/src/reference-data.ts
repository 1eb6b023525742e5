import { z } from 'zod';

export const categoryKindSchema = z.enum(['expenses', 'incoming', 'investments']);

export const subCategorySchema = z.object({
  id: z.number().int().describe('Sub-category id: what entries store as category_id'),
  slug: z.string().describe('Translation key; custom sub-categories carry their name here'),
  name: z.string().describe('The same as slug: the name older clients read'),
  custom: z.boolean().describe('true for a workspace-defined sub-category'),
  exclude_from_stats: z.boolean(),
});

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  icon: z.string().describe('Icon name the UI maps to a glyph'),
  kind: categoryKindSchema,
  type: categoryKindSchema.describe('The same as kind: the name older clients read'),
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

/** GET /api/categories-subcategories: the parent categories, each with its sub-categories. */
export const categoryListSchema = z.array(categorySchema);
/** GET /api/categories: the flat list of sub-categories (what entries send as category_id), with parents. */
export const subCategoryListSchema = z.array(subCategoryWithParentSchema);
/**
 * GET /api/categories/most-used: the sub-categories the workspace's own entries used in the last year, most
 * used first (the entry form's quick picks). Planned entries are not counted: a plan repeats itself.
 */
export const categoryUseListSchema = z.array(
  z.object({
    category_id: z.number().int(),
    entries: z.number().int().describe('Entries filed under it in the last 365 days'),
  }),
);
export type CategoryUse = z.infer<typeof categoryUseListSchema>[number];
export const currencyListSchema = z.array(currencySchema);
export const paymentTypeListSchema = z.array(paymentTypeSchema);

export type CategoryKind = z.infer<typeof categoryKindSchema>;
export type SubCategory = z.infer<typeof subCategorySchema>;
export type Category = z.infer<typeof categorySchema>;
export type ParentCategory = z.infer<typeof parentCategorySchema>;
export type SubCategoryWithParent = z.infer<typeof subCategoryWithParentSchema>;
export type Currency = z.infer<typeof currencySchema>;
export type PaymentType = z.infer<typeof paymentTypeSchema>;
