// GET /api/suggestions: what the profile suggests next in the current workspace, most useful first, from its
// own data (the rule: @bc/domain suggestionsFor).
import { SUGGESTION_KINDS } from '@bc/domain';
import { z } from 'zod';

export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  count: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('How many things it is about (entries to confirm)'),
});
export type ApiSuggestion = z.infer<typeof suggestionSchema>;

export const suggestionListSchema = z.array(suggestionSchema);
