#!/bin/sh
# Run by the postgres image once, when it creates the database: the role the API connects as,
# and the role the shell's server hears the 'hot_reads' notifications as (its page cache).
# They get no rights here; the API grants reviews_app data access (and nothing more) at every
# start; reviews_listen is never granted any table: it may connect and LISTEN, nothing else.
set -e
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v pw="$APP_DB_PASSWORD" -v listen_pw="$LISTEN_DB_PASSWORD" <<'SQL'
CREATE ROLE reviews_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'pw';
CREATE ROLE reviews_listen LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE CONNECTION LIMIT 4 PASSWORD :'listen_pw';
SQL
