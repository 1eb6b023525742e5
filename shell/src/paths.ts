export const APP_BASENAME = '/app';
export const LOGIN_PATH = '/app/auth/login';
