#!/bin/sh
# Run by the postgres image once, when it creates the database: the role the API connects as.
# It gets no rights here; the API grants it data access (and nothing more) at every start.
set -e
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v pw="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE reviews_app LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD :'pw';
SQL
