-- Ids the gateway hands out that no table keeps: a public trade between two simulated traders is never stored, yet
-- its id is on the stream and in the recent-trades call. Each sequence stores the end of the block of ids it has
-- taken; after a restart it starts past that end, so an id is never handed out twice, never goes back.
CREATE TABLE id_blocks (
  name TEXT PRIMARY KEY,
  next INTEGER NOT NULL CHECK (next >= 1)
) WITHOUT ROWID;
