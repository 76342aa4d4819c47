-- Gateway-wide settings and markers (for example the seed version), as plain key/value pairs.
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
