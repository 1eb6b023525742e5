import { paths } from '@bc/router/paths';

export const APP_BASENAME = '/app';
/** The login page as the browser's history spells it, with the basename (outside the router). */
export const LOGIN_PATH = `${APP_BASENAME}${paths.auth.login.getHref()}`;
