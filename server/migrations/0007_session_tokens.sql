-- The session token (X-BC-Token) is now a signed token naming the session and the workspace it was issued
-- for, issued anew by every user-info call; the session row stays the one thing to revoke or expire, and
-- no opaque token (nor its hash) is kept any more.
ALTER TABLE sessions DROP COLUMN token_hash;
