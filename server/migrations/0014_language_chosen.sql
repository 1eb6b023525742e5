-- Whether the person chose their language in the settings. Until they do, `language` is the one their
-- browser asked for at sign-up (it writes their mails) and the apps follow the browser they are in; once they
-- do, `language` is their choice, for the mails and for every app they sign in to.
ALTER TABLE users ADD COLUMN language_chosen boolean NOT NULL DEFAULT false;
