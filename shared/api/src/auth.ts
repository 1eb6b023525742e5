import { z } from 'zod';

/** POST /api/auth/authenticate */
export const loginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string().min(1),
  session_token: z.string().min(1),
  workspaces: z.array(z.object({ uuid: z.string(), name: z.string() })),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
