// Users outside the database: the one stored form of an e-mail address, which sign-up stores and every
// look-up, rate-limit key and share invitation compares.
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
